"""The Python package: sdist and wheel carry the icon and translations; the wheel plays.

Marked ``build``: it builds both distributions and installs the wheel with its dependencies
into a fresh virtual environment (pip's cache makes that quick after the first time).
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import time
import venv
import zipfile
from pathlib import Path

import pytest

from rusol_qt import __version__
from tests.packaging.conftest import DEAL, ROOT, RunningApp

pytestmark = pytest.mark.build

TRANSLATIONS = sorted(path.stem for path in (ROOT / "i18n").glob("*.ts"))


@pytest.fixture(scope="module")
def dists(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (wheel,) = out.glob("rusol_qt-*.whl")
    (sdist,) = out.glob("rusol_qt-*.tar.gz")
    return {"wheel": wheel, "sdist": sdist}


@pytest.fixture(scope="module")
def installed(dists: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment (no system packages) with the wheel installed."""
    env = tmp_path_factory.mktemp("venv") / "venv"
    venv.create(env, with_pip=True, symlinks=sys.platform != "win32")
    bin_dir = env / ("Scripts" if sys.platform == "win32" else "bin")
    result = subprocess.run(
        [str(bin_dir / "python"), "-m", "pip", "install", "-q", str(dists["wheel"])],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return bin_dir


def test_wheel_carries_the_icon_and_the_translations(dists: dict[str, Path]) -> None:
    assert dists["wheel"].name == f"rusol_qt-{__version__}-py3-none-any.whl"
    with zipfile.ZipFile(dists["wheel"]) as wheel:
        names = set(wheel.namelist())
    assert "rusol_qt/resources/rusol-qt.svg" in names
    for stem in TRANSLATIONS:
        assert f"rusol_qt/i18n/{stem}.qm" in names, f"{stem}.qm is missing from the wheel"
    assert not [name for name in names if name.startswith(("tests/", "packaging/"))]


def test_sdist_carries_the_sources_of_both(dists: dict[str, Path]) -> None:
    top = f"rusol_qt-{__version__}"
    with tarfile.open(dists["sdist"]) as sdist:
        names = set(sdist.getnames())
    assert f"{top}/rusol_qt/resources/rusol-qt.svg" in names
    for stem in TRANSLATIONS:
        assert f"{top}/i18n/{stem}.ts" in names, f"{stem}.ts is missing from the sdist"


def test_installed_wheel_prints_a_deal(installed: Path) -> None:
    result = subprocess.run(
        [str(installed / "rusol-qt"), "--print-deal", DEAL],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"{DEAL}  (classic)")
    version = subprocess.run(
        [str(installed / "rusol-qt"), "--version"], capture_output=True, text=True, timeout=120
    )
    assert version.stdout.strip() == f"rusol-qt {__version__}"


def test_installed_wheel_starts_the_game(installed: Path, display: str, tmp_path: Path) -> None:
    app = RunningApp([str(installed / "rusol-qt")], display, tmp_path / "home")
    try:
        window = app.window()
        time.sleep(1.0)
        assert "Russian Solitaire" in app.xdotool("getwindowname", window)
        image = app.screenshot(window, tmp_path / "wheel.png")
        assert image.width() > 400 and image.height() > 300
        assert app.quit(window) == 0, app.output
    finally:
        if app.process.returncode is None:
            app.kill()
