"""The Windows installer script and the macOS disk image step, as build.py drives them.

Inno Setup and hdiutil do not run here: build.py is run against stand-ins on PATH that check
what the real tools would refuse (a ``{#Name}`` the command line does not define, a version
resource that is not four numbers) and that fail the way hosted runners do ("Resource busy").
"""

from __future__ import annotations

import os
import re
import stat
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.conftest import RESOURCES

SCRIPT = RESOURCES / "rusol-qt.iss"

#: A stand-in for Inno Setup's compiler: preprocesses the script as ISPP would for the names
#: it uses, refuses what ISCC refuses, and writes the setup file where /O and
#: OutputBaseFilename put it.
FAKE_ISCC = r"""
import re, sys
from pathlib import Path
defines = {}
out = None
for word in sys.argv[1:-1]:
    if word.startswith("/D"):
        name, _, value = word[2:].partition("=")
        defines[name] = value
    elif word.startswith("/O"):
        out = Path(word[2:])
script = Path(sys.argv[-1]).read_text(encoding="utf-8")
used = set(re.findall(r"\{#(\w+)\}", script)) | set(re.findall(r"#ifndef (\w+)", script))
missing = used - set(defines)
if missing:
    sys.exit(f"ISCC: undefined: {sorted(missing)}")
text = re.sub(r"\{#(\w+)\}", lambda m: defines[m.group(1)], script)
setup = dict(re.findall(r"^(\w+)=(.*)$", text, re.M))
version = setup["VersionInfoVersion"]
if not re.fullmatch(r"\d+(\.\d+){0,3}", version) or any(
    int(part) > 65535 for part in version.split(".")
):
    sys.exit(f"ISCC: Value of [Setup] section directive \"VersionInfoVersion\" is invalid.")
(out / (setup["OutputBaseFilename"] + ".exe")).write_text(text, encoding="utf-8")
"""


def _tool(folder: Path, name: str, source: str) -> None:
    script = folder / f"{name}.py"
    script.write_text(source, encoding="utf-8")
    launcher = folder / name
    launcher.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{script}" "$@"\n', encoding="utf-8")
    launcher.chmod(launcher.stat().st_mode | stat.S_IXUSR)


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-ins are POSIX shell launchers")
@pytest.mark.parametrize("version", ["0.2.0rc1", "0.2.0", "1.10.3.dev4"])
def test_build_gives_iscc_a_numeric_version_for_any_release(
    build_script: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, version: str
) -> None:
    tools = tmp_path / "tools"
    tools.mkdir()
    _tool(tools, "iscc", FAKE_ISCC)
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")
    app = tmp_path / "dist" / "rusol-qt"
    app.mkdir(parents=True)
    (app / "rusol-qt.exe").write_bytes(b"MZ")
    made = build_script.package_windows(tmp_path, app, version)
    setup = made[-1]
    assert setup.name == f"rusol-qt-{version}-setup.exe"
    text = setup.read_text(encoding="utf-8")
    assert f"AppVersion={version}\n" in text
    numeric = re.search(r"^VersionInfoVersion=(.*)$", text, re.M)
    assert numeric is not None and numeric.group(1) == build_script.numeric_version(version)


def test_numeric_versions(build_script: ModuleType) -> None:
    assert build_script.numeric_version("0.2.0rc1") == "0.2.0.1"
    assert build_script.numeric_version("0.2.0") == "0.2.0.0"
    assert build_script.numeric_version("1.2") == "1.2.0.0"


def _setup_section() -> dict[str, str]:
    text = SCRIPT.read_text(encoding="utf-8")
    section = text.split("[Setup]", 1)[1].split("\n[", 1)[0]
    return dict(re.findall(r"^(\w+)=(.*)$", section, re.M))


def test_the_installer_refuses_windows_older_than_qt_needs() -> None:
    # Qt 6.12 supports Windows 10 1809 (build 17763) and later (doc.qt.io/qt-6/windows.html).
    assert _setup_section()["MinVersion"] == "10.0.17763"


def test_the_installer_takes_the_systems_language() -> None:
    setup = _setup_section()
    assert setup["ShowLanguageDialog"] == "no"
    assert setup["LanguageDetectionMethod"] == "uilanguage"


def test_an_upgrade_removes_the_old_program_files_first() -> None:
    text = SCRIPT.read_text(encoding="utf-8")
    section = text.split("[InstallDelete]", 1)[1].split("\n[", 1)[0]
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in section
    # Never the folder itself or anything the player owns: only what [Files] puts there.
    assert 'Name: "{app}"' not in section


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-ins are POSIX shell launchers")
def test_hdiutil_is_run_again_while_the_volume_is_busy(
    build_script: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tools = tmp_path / "tools"
    tools.mkdir()
    tries = tmp_path / "tries"
    _tool(
        tools,
        "hdiutil",
        f"""
import sys
from pathlib import Path
tries = Path({str(tries)!r})
count = int(tries.read_text()) + 1 if tries.exists() else 1
tries.write_text(str(count))
if count < 3:
    sys.exit("hdiutil: create failed - Resource busy")
Path(sys.argv[-1]).write_bytes(b"image")
""",
    )
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")
    image = tmp_path / "game.dmg"
    build_script.run_again_while_busy(["hdiutil", "create", image], image, pause=0)
    assert tries.read_text() == "3" and image.read_bytes() == b"image"

    tries.unlink()
    image.unlink()
    with pytest.raises(build_script.subprocess.CalledProcessError):
        build_script.run_again_while_busy(["hdiutil", "create", image], image, tries=2, pause=0)
