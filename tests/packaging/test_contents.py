"""The spec's choices (packaging/bundle_contents.py) over the entries of Linux, Windows and macOS.

``data/macos-entries.json`` is what PyInstaller 6.22.3's own framework code
(``PyInstaller.utils.osx.collect_files_from_framework_bundles``) makes of the Qt frameworks,
plugins and bindings the app uses, taken from the PySide6-Essentials and shiboken6 6.12.0
``macosx_14_0_universal2`` wheels, with python.org's ``Python.framework`` and the link
``build_main.py`` adds to it. ``data/windows-entries.json`` lists what a Windows build collects:
the ``win_amd64`` wheels' DLLs, plugins and bindings for those modules (the Qt hook's
``opengl32sw.dll`` included), python.org CPython 3.11's ``DLLs`` folder, and the OpenSSL the
QtNetwork hook finds there. Both were made on Linux from the downloaded wheels.
"""

from __future__ import annotations

import json
import struct
from pathlib import Path
from types import ModuleType

import pytest

from rusol_qt.base.licences import licences
from tests.packaging.conftest import load_script

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def contents() -> ModuleType:
    return load_script("bundle_contents")


def _entries(name: str) -> list[tuple[str, str, str]]:
    return [tuple(entry) for entry in json.loads((DATA / name).read_text(encoding="utf-8"))]


def _covers() -> list[str]:
    return [pattern for licence in licences() for pattern in licence.covers]


def _spec_selection(
    contents: ModuleType, toc: list[tuple[str, str, str]]
) -> list[tuple[str, str, str]]:
    """What the spec does with Analysis' binaries on Windows and macOS."""
    kept = [entry for entry in toc if not contents.unused(entry[0])]
    files = {entry[0] for entry in kept if entry[2] != "SYMLINK"}
    selected: list[tuple[str, str, str]] = contents.without_dangling_links(kept, files)
    return selected


def test_macos_keeps_every_framework_link(contents: ModuleType) -> None:
    toc = _entries("macos-entries.json")
    links = {entry for entry in toc if entry[2] == "SYMLINK"}
    assert len(links) == 22  # 3 in each of 7 frameworks, and the top-level Python
    kept = set(_spec_selection(contents, toc))
    assert links <= kept, sorted(links - kept)


def test_macos_drops_the_links_of_a_dropped_framework(contents: ModuleType) -> None:
    toc = [entry for entry in _entries("macos-entries.json") if entry[2] == "SYMLINK"]
    toc += [
        entry
        for entry in _entries("macos-entries.json")
        if entry[2] != "SYMLINK" and "QtDBus.framework" not in entry[0]
    ]
    kept = {entry[0] for entry in _spec_selection(contents, toc)}
    assert not [dest for dest in kept if "QtDBus.framework" in dest]
    assert "PySide6/Qt/lib/QtCore.framework/QtCore" in kept


def test_link_targets_resolve_against_the_links_own_folder(contents: ModuleType) -> None:
    links = {
        "Q.framework/Versions/Current": "A",
        "Q.framework/Q": "Versions/Current/Q",
        "libQt6Core.so.6": "PySide6/Qt/lib/libQt6Core.so.6",
        "loop": "loop",
        "out": "../elsewhere",
    }
    assert contents.link_target(links, "Q.framework/Q") == "Q.framework/Versions/A/Q"
    assert contents.link_target(links, "libQt6Core.so.6") == "PySide6/Qt/lib/libQt6Core.so.6"
    assert contents.link_target(links, "loop") is None
    assert contents.link_target(links, "out") is None


def test_linux_drops_the_top_level_links_of_dropped_libraries(contents: ModuleType) -> None:
    toc = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "/wheel/libQt6Core.so.6", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6WaylandClient.so.6", "PySide6/Qt/lib/libQt6WaylandClient.so.6", "SYMLINK"),
    ]
    kept = contents.without_dangling_links(toc, {toc[0][0]})
    assert kept == toc[:2]


def test_windows_drops_software_opengl_openssl_and_unused_plugins(contents: ModuleType) -> None:
    toc = _entries("windows-entries.json")
    kept = {entry[0].lower() for entry in _spec_selection(contents, toc)}
    for dropped in (
        "pyside6\\opengl32sw.dll",
        "libcrypto-3.dll",
        "libssl-3.dll",
        "pyside6\\plugins\\platforms\\qdirect2d.dll",
        "pyside6\\plugins\\platforms\\qoffscreen.dll",
        "pyside6\\plugins\\tls\\qopensslbackend.dll",
        "pyside6\\plugins\\imageformats\\qjpeg.dll",
    ):
        assert dropped not in kept
    for needed in (
        "pyside6\\qt6core.dll",
        "pyside6\\plugins\\platforms\\qwindows.dll",
        "pyside6\\plugins\\styles\\qmodernwindowsstyle.dll",
        "pyside6\\plugins\\imageformats\\qico.dll",
        "python311.dll",
        # The tools' output in a Japanese or Chinese code page (cp932, cp936) needs these.
        "_codecs_jp.pyd",
        "_codecs_cn.pyd",
    ):
        assert needed in kept


@pytest.mark.parametrize("name", ["windows-entries.json", "macos-entries.json"])
def test_every_library_a_bundle_keeps_has_a_licence_notice(contents: ModuleType, name: str) -> None:
    kept = [entry for entry in _spec_selection(contents, _entries(name)) if entry[2] != "SYMLINK"]
    files = ["_internal\\" + dest for dest, _source, _kind in kept if not dest.endswith(".exe")]
    assert len([file for file in files if contents.is_library(file)]) > 20
    assert contents.uncovered(files, _covers()) == []


def test_the_licence_check_fails_on_a_library_without_a_notice(contents: ModuleType) -> None:
    files = [
        "_internal/PySide6/Qt6Core.dll",
        "_internal/libcrypto-3.dll",
        "_internal/PySide6/Qt/lib/QtFoo.framework/Versions/A/QtFoo",
        "_internal/Frobnicate.framework/Versions/A/Frobnicate",
        "_internal/libfoo.so.1.2",
        "_internal/PySide6/translations/qtbase_nb.qm",
    ]
    assert contents.uncovered(files, _covers()) == [
        "_internal/Frobnicate.framework/Versions/A/Frobnicate",
        "_internal/libcrypto-3.dll",
        "_internal/libfoo.so.1.2",
    ]


def _mach_o(minos: tuple[int, int, int], command: int = 0x32) -> bytes:
    """A 64-bit Mach-O header with one version load command, as ld writes them."""
    packed = minos[0] << 16 | minos[1] << 8 | minos[2]
    if command == 0x32:  # LC_BUILD_VERSION: platform macOS, minos, sdk, no tools
        body = struct.pack("<IIIIII", command, 24, 1, packed, packed, 0)
    else:  # LC_VERSION_MIN_MACOSX: version, sdk
        body = struct.pack("<IIII", command, 16, packed, packed)
    header = struct.pack("<IiiIIIII", 0xFEEDFACF, 0x0100000C, 0, 6, 1, len(body), 0, 0)
    return header + body


def _universal(*slices: bytes) -> bytes:
    offset = 4096
    head = struct.pack(">II", 0xCAFEBABE, len(slices))
    body = b""
    for data in slices:
        head += struct.pack(">iiIII", 0x0100000C, 0, offset + len(body), len(data), 12)
        body += data
    return head.ljust(offset, b"\0") + body


def test_the_minimum_macos_is_read_from_the_binaries(contents: ModuleType, tmp_path: Path) -> None:
    assert contents.macos_minimum(_mach_o((14, 4, 0))) == (14, 4, 0)
    assert contents.macos_minimum(_mach_o((10, 13, 0), command=0x24)) == (10, 13, 0)
    assert contents.macos_minimum(_universal(_mach_o((11, 0, 0)), _mach_o((14, 4, 0)))) == (
        14,
        4,
        0,
    )
    assert contents.macos_minimum(b"\x7fELF" + bytes(60)) is None
    (tmp_path / "QtCore").write_bytes(_universal(_mach_o((14, 4, 0)), _mach_o((14, 4, 0))))
    (tmp_path / "QtGui").write_bytes(_mach_o((13, 0, 0)))
    (tmp_path / "Info.plist").write_text("<plist/>")
    paths = sorted(tmp_path.iterdir())
    assert contents.lowest_macos(paths) == "14.4"
    assert contents.lowest_macos([tmp_path / "QtGui"]) == "13.0"
    (tmp_path / "Old").write_bytes(_mach_o((10, 9, 0)))
    assert contents.lowest_macos([tmp_path / "Old"]) == "11.0"
    with pytest.raises(ValueError, match="no Mach-O binary"):
        contents.lowest_macos([tmp_path / "Info.plist"])


def test_the_spec_reads_the_minimum_macos_and_names_the_app() -> None:
    spec = (Path(__file__).parents[2] / "packaging" / "rusol-qt.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": MINIMUM_MACOS' in spec
    assert "bundle_contents.lowest_macos(" in spec
    assert '"CFBundleName": "Russian Solitaire"' in spec
