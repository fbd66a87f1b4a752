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
from tests.packaging.conftest import RESOURCES, ROOT, load_script

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


#: CPython's own licence requires the notices of the software it incorporates ("Licenses and
#: Acknowledgements for Incorporated Software", docs.python.org/3.11/license.html). Each is
#: named here by what carries the code in a bundle and a line only its notice has.
#: Inside the Python library itself, so in every bundle:
IN_LIBPYTHON = {
    "SipHash24 (Python/pyhash.c)": "Copyright (c) 2013  Marek Majkowski",
    "dtoa and strtod (Python/dtoa.c)": "Copyright (c) 1991, 2000, 2001 by Lucent Technologies.",
    "cfuhash (Python/hashtable.c)": "Copyright (c) 2005 Don Owens",
}
#: In modules the Linux bundle carries (python3.11/lib-dynload/*.so, and xmlrpc.client in the
#: archive: a build of packaging/rusol-qt.spec on CPython 3.11 lists them):
IN_BUNDLED_MODULES = {
    "_random": "Copyright (C) 1997 - 2002, Makoto Matsumoto and Takuji Nishimura",
    "pyexpat": "Copyright (c) 1998, 1999, 2000 Thai Open Source Software Center Ltd",
    "_socket": "Copyright (C) 1995, 1996, 1997, and 1998 WIDE Project.",
    "select": "Copyright (c) 2000 Doug White, 2006 James Knight, 2007 Christian Heimes",
    "_ctypes": "Copyright (c) 1996-2008  Red Hat, Inc and others.",
    "zlib": "Copyright (C) 1995-2011 Jean-loup Gailly and Mark Adler",
    "xmlrpc.client": "Copyright (c) 1999-2002 by Secret Labs AB",
}
#: Left out of the notices because the spec leaves the modules out: OpenSSL's and libmpdec's.
LEFT_OUT_WITH_THEIR_MODULES = {"_ssl": "OpenSSL", "_hashlib": "OpenSSL", "_decimal": "libmpdec"}


def _python_text() -> str:
    (python,) = [licence for licence in licences() if licence.name == "Python"]
    return python.text()


@pytest.mark.parametrize(("part", "line"), [*IN_LIBPYTHON.items(), *IN_BUNDLED_MODULES.items()])
def test_python_carries_the_notices_of_the_software_it_incorporates(part: str, line: str) -> None:
    assert line in _python_text(), f"{part}: CPython's notice for it is missing"


def test_the_notices_left_out_are_of_modules_the_bundles_leave_out() -> None:
    # When the spec takes one of these in again, its notice must come too (the test above).
    excluded = load_script("bundle_contents").UNUSED_PYTHON
    assert set(LEFT_OUT_WITH_THEIR_MODULES) <= set(excluded)
