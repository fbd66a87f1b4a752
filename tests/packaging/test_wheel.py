"""The Python package: sdist and wheel carry the icon and translations, not the tools; it plays.

Marked ``build``: it builds both distributions and installs the wheel with its dependencies
into a fresh virtual environment (pip's cache makes that quick after the first time).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

from rusol_qt import __version__
from tests.packaging.conftest import DEAL, ROOT, RunningApp
from tools import linguist

pytestmark = [pytest.mark.build, pytest.mark.slow]

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
        # The build copies the hand-made icon from resources/ into the package.
        svg = wheel.read("rusol_qt/resources/rusol-qt.svg")
    assert svg == (ROOT / "resources" / "rusol-qt.svg").read_bytes()
    for stem in TRANSLATIONS:
        assert f"rusol_qt/i18n/{stem}.qm" in names, f"{stem}.qm is missing from the wheel"
    outside = ("tests/", "packaging/", "resources/", "tools/")
    assert not [name for name in names if name.startswith(outside)]


def test_wheel_carries_no_build_tools(dists: dict[str, Path]) -> None:
    """The .ts reader, .qm writer, pseudo-locale and card-sheet preview stay in tools/."""
    with zipfile.ZipFile(dists["wheel"]) as wheel:
        sources = {
            name: wheel.read(name).decode("utf-8")
            for name in wheel.namelist()
            if name.endswith(".py")
        }
    assert "rusol_qt/table/cardart.py" in sources, "the wheel's modules were not read"
    assert not [name for name in sources if "linguist" in name or "card_sheet" in name]
    for name, text in sources.items():
        for tool in ("def read_ts", "def write_qm", "def pseudo_translate", "def render_sheet"):
            assert tool not in text, f"{name} carries {tool[4:]}, a build tool"


def test_sdist_carries_the_sources_of_both(dists: dict[str, Path]) -> None:
    top = f"rusol_qt-{__version__}"
    with tarfile.open(dists["sdist"]) as sdist:
        names = set(sdist.getnames())
    # `python -m build` makes the wheel above from this sdist: the icon and the .ts compiler
    # must be in it. The desktop files are there for packagers who build from the sdist.
    for resource in (ROOT / "resources").iterdir():
        assert f"{top}/resources/{resource.name}" in names, f"{resource.name} is not in the sdist"
    assert f"{top}/tools/linguist.py" in names
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


def test_installed_wheel_needs_neither_the_checkout_nor_the_tools(
    installed: Path, tmp_path: Path
) -> None:
    """The icon comes from the package's own copy; the pseudo-locale is named without tools/."""
    script = (
        "import hashlib, sys; sys.modules['tools'] = None;"  # any import of tools/ now fails
        "from rusol_qt.base import i18n; from rusol_qt.base.icon import icon_svg;"
        "print(hashlib.sha256(icon_svg()).hexdigest()); print(i18n.language_name('pseudo'))"
    )
    result = subprocess.run(
        [str(installed / "python"), "-c", script],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=tmp_path,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    digest, name = result.stdout.splitlines()
    assert digest == hashlib.sha256((ROOT / "resources" / "rusol-qt.svg").read_bytes()).hexdigest()
    assert name == linguist.pseudo_translate("Pseudo-locale")


def test_installed_wheel_starts_the_game(installed: Path, display: str, tmp_path: Path) -> None:
    app = RunningApp([str(installed / "rusol-qt")], display, tmp_path / "home")
    try:
        window = app.window()
        assert "Russian Solitaire" in app.xdotool("getwindowname", window)
        image = app.still_screenshot(window, tmp_path / "wheel.png")
        assert image.width() > 400 and image.height() > 300
        assert app.quit(window) == 0, app.output
    finally:
        if app.process.returncode is None:
            app.kill()


def _licence_files() -> set[str]:
    from rusol_qt.base.licences import licences

    return {name for licence in licences() for name in licence.files} | {"index.json"}


def _checkout_licence(name: str) -> bytes:
    return (
        ROOT / ("LICENSE" if name == "rusol-qt.txt" else f"resources/licenses/{name}")
    ).read_bytes()


def test_wheel_and_sdist_carry_every_licence_text(dists: dict[str, Path]) -> None:
    with zipfile.ZipFile(dists["wheel"]) as wheel:
        for name in _licence_files():
            packaged = wheel.read(f"rusol_qt/resources/licenses/{name}")
            assert packaged == _checkout_licence(name), name
    top = f"rusol_qt-{__version__}"
    with tarfile.open(dists["sdist"]) as sdist:
        names = set(sdist.getnames())
    assert f"{top}/LICENSE" in names
    for name in _licence_files() - {"rusol-qt.txt"}:
        assert f"{top}/resources/licenses/{name}" in names, f"{name} is not in the sdist"


def test_installed_wheel_reads_its_own_licence_texts(installed: Path, tmp_path: Path) -> None:
    script = (
        "from rusol_qt.base.licences import licences\n"
        "for licence in licences():\n"
        "    print(licence.name, '|', licence.licence, '|', len(licence.text()))\n"
    )
    result = subprocess.run(
        [str(installed / "python"), "-c", script],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=tmp_path,  # not the checkout: the package's own copy is read
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    lines = [line.split(" | ") for line in result.stdout.splitlines()]
    assert lines[0][:2] == ["Russian Solitaire (rusol-qt)", "MIT"]
    assert {"Qt 6", "PySide6", "Shiboken6", "Python", "platformdirs"} <= {n for n, *_ in lines}
    assert all(int(length) > 500 for *_, length in lines)
