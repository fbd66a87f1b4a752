"""The licence texts: every one the index names is there, and taken from where it says.

The bundles' own checks (every library covered, the texts in each bundle) are in
test_bundle.py and test_wheel.py, which build them.
"""

from __future__ import annotations

import json
from importlib import metadata
from pathlib import Path

import pytest

from rusol_qt.base.licences import OWN_LICENCE, licences
from tests.packaging.conftest import RESOURCES, ROOT

FOLDER = RESOURCES / "licenses"


def test_every_text_the_index_names_is_there_and_every_text_is_named() -> None:
    entries = json.loads((FOLDER / "index.json").read_text(encoding="utf-8"))
    named = {name for entry in entries for name in entry["files"]}
    assert named - {OWN_LICENCE} == {path.name for path in FOLDER.glob("*.txt")}
    for entry in entries:
        assert entry["files"] and entry["licence"] and entry["from"], entry["name"]


def test_the_app_comes_first_under_its_own_licence() -> None:
    app, *others = licences()
    assert (app.name, app.licence) == ("Russian Solitaire (rusol-qt)", "MIT")
    assert app.text() == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert len(others) >= 5


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Qt 6", ["GNU LESSER GENERAL PUBLIC LICENSE", "Version 3, 29 June 2007",
                  "GNU GENERAL PUBLIC LICENSE", "download.qt.io"]),
        ("PySide6", ["GNU LESSER GENERAL PUBLIC LICENSE", "Qt for Python"]),
        ("Shiboken6", ["GNU LESSER GENERAL PUBLIC LICENSE", "Shiboken6"]),
        ("Python", ["PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2"]),
        ("platformdirs", ["MIT License"]),
        ("ICU (International Components for Unicode)", ["UNICODE"]),
    ],
)  # fmt: skip
def test_each_text_is_the_licence_it_names(name: str, words: list[str]) -> None:
    (licence,) = [licence for licence in licences() if licence.name == name]
    text = licence.text()
    for word in words:
        assert word in text, f"{name}: {word!r}"


def test_platformdirs_text_is_its_wheels_own() -> None:
    files = metadata.files("platformdirs") or []
    shipped = [file for file in files if file.name == "LICENSE" and "licenses" in file.parts]
    if not shipped:
        pytest.skip("this platformdirs ships no licence file")
    text = Path(str(shipped[0].locate())).read_text(encoding="utf-8")
    assert text == (FOLDER / "platformdirs.txt").read_text(encoding="utf-8")


def test_the_windows_installer_shows_the_licence_and_carries_the_notices() -> None:
    script = (RESOURCES / "rusol-qt.iss").read_text(encoding="utf-8")
    assert "LicenseFile=..\\LICENSE" in script
    # Everything of the folder app, where build.py puts licenses\ (test_bundle.py checks that).
    assert 'Source: "{#AppSource}\\*"' in script and "recursesubdirs" in script
