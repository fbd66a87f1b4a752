"""Desktop entry, AppStream metainfo and the one version: valid, and saying the same things."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage

from rusol_qt import __version__
from rusol_qt.base.icon import ICON_SIZES
from rusol_qt.base.identity import APP_ID
from tests.packaging.conftest import PACKAGING, RESOURCES, ROOT

DESKTOP = RESOURCES / f"{APP_ID}.desktop"
METAINFO = RESOURCES / f"{APP_ID}.metainfo.xml"
INNO = RESOURCES / "rusol-qt.iss"


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed (.ci/run installs it)")
    return found


def test_desktop_file_validates() -> None:
    result = subprocess.run(
        [_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates_offline() -> None:
    result = subprocess.run(
        [_tool("appstreamcli"), "validate", "--no-net", "--pedantic", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    # Pedantic notes may remain (our id has capitals, as reverse-DNS ids do); no warnings.
    assert not re.search(r"^[WE]:", result.stdout, re.MULTILINE), result.stdout


def test_desktop_entry_names_the_app_and_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Icon"] == APP_ID
    assert section["Exec"].split()[0] == "rusol-qt"
    assert section["StartupWMClass"] == "rusol-qt"
    assert "CardGame" in section["Categories"].split(";")


def test_metainfo_matches_the_app() -> None:
    root = ElementTree.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == "rusol-qt"
    newest = root.find("releases/release")
    assert newest is not None
    assert newest.get("version") == __version__, "add a <release> for the new version"
    assert newest.find("description") is not None, "every release needs its notes"


def test_metainfo_screenshots_are_in_the_repository(qapp: object) -> None:
    root = ElementTree.parse(METAINFO).getroot()
    images = list(root.iter("image"))
    assert images
    for image in images:
        # Published at raw.githubusercontent.com/OWNER/REPO/main/<path in this repository>.
        path = ROOT / (image.text or "").split("/main/", 1)[1]
        assert path.is_file(), f"{path} is named in the metainfo but missing"
        size = QImage(str(path)).size()
        assert (size.width(), size.height()) == (
            int(image.get("width", 0)),
            int(image.get("height", 0)),
        )


def test_every_bundle_takes_the_one_version(build_script: ModuleType) -> None:
    assert build_script.read_version() == __version__
    spec = (PACKAGING / "rusol-qt.spec").read_text(encoding="utf-8")
    assert f'APP_ID = "{APP_ID}"' in spec
    assert "CFBundleShortVersionString" in spec and '"CFBundleShortVersionString": VERSION' in spec
    inno = INNO.read_text(encoding="utf-8")
    assert "AppVersion={#AppVersion}" in inno
    # No version number is written anywhere but rusol_qt/__init__.py (and the release notes).
    for path in (PACKAGING / "rusol-qt.spec", INNO, DESKTOP):
        assert __version__ not in path.read_text(encoding="utf-8"), path


def test_the_bundle_script_copies_the_app_identity(build_script: ModuleType) -> None:
    # build.py runs without importing the package, so it keeps its own copies; they must agree.
    assert build_script.APP_ID == APP_ID
    assert tuple(build_script.HICOLOR_SIZES) == ICON_SIZES


def test_windows_version_resource(build_script: ModuleType, tmp_path: Path) -> None:
    path = build_script.write_windows_version_file(tmp_path / "version.txt", "1.2.3")
    text = path.read_text(encoding="utf-8")
    assert "filevers=(1, 2, 3, 0)" in text
    assert "StringStruct('ProductVersion', '1.2.3')" in text
    # PyInstaller reads it as a Python expression: it must at least parse as one.
    compile(text, str(path), "eval")


def test_a_tag_other_than_the_version_is_refused(build_script: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="does not match"):
        build_script.main(["--tag", "v0.0.0-not-this", "--out", str(tmp_path / "out")])
    assert not (tmp_path / "out").exists(), "refused before building anything"
