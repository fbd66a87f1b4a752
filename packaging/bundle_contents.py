"""What goes in a bundle: the spec's choices as plain functions over PyInstaller's entry lists.

``packaging/rusol-qt.spec`` applies them to what PyInstaller collected; ``packaging/build.py``
checks the finished folder with :func:`uncovered`. They take only paths and names, so the tests
run them on Linux over the entries a Windows or a macOS build makes (tests/packaging). An entry
is PyInstaller's ``(dest, source, kind)``: for a ``SYMLINK`` entry, ``source`` is the link's
target, relative to the folder the link lies in.
"""

from __future__ import annotations

import posixpath
import struct
from collections.abc import Iterable, Sequence
from fnmatch import fnmatch, fnmatchcase
from pathlib import Path, PurePath, PureWindowsPath

Entry = tuple[str, str, str]

#: Python modules a desktop patience never needs. OpenSSL (5 MB) comes only with ssl and
#: _hashlib: the game opens no connection, and hashlib falls back to Python's built-in hashes;
#: decimal falls back to its pure-Python twin. The East Asian codecs stay: a Windows Python whose
#: output is redirected writes it in the system's ANSI code page, and under a Japanese or Chinese
#: one (cp932, cp936, cp949, cp950) the tools could not even start without them.
UNUSED_PYTHON = [
    "tkinter", "unittest", "pydoc", "doctest", "pdb", "lib2to3", "ssl", "_ssl", "_hashlib",
    "_decimal",
]  # fmt: skip

#: Qt plugins the app never loads: other windowing systems (framebuffer, EGLFS, VNC, Direct2D),
#: input devices without a windowing system, the GTK theme (it drags in GTK's whole stack; the
#: app draws its own table), and image formats no card, icon or dialog uses (the cards are vector
#: drawings, the icon an SVG; PNG is built into QtGui).
UNUSED_PLUGINS: dict[str, tuple[str, ...] | None] = {
    "generic": None,
    "egldeviceintegrations": None,
    "networkinformation": None,
    "printsupport": None,
    "qmltooling": None,
    "sqldrivers": None,
    "tls": None,
    # The table paints with QPainter into ordinary widgets, never OpenGL: no GL glue for X11.
    "xcbglintegrations": None,
    # rusol_qt.base.icon draws the icon with QSvgRenderer itself; nothing loads SVG through QIcon.
    "iconengines": None,
    # Linux: X11 only. Every Wayland desktop runs X11 apps through XWayland, and Qt's Wayland
    # client (1.8 MB) is left out; runtime_hook.py picks xcb up front.
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": None,
    "wayland-graphics-integration-server": None,
    "wayland-shell-integration": None,
    "platforms": (
        "eglfs", "linuxfb", "minimal", "minimalegl", "offscreen", "vkkhrdisplay", "vnc",
        "wayland", "wayland-egl", "wayland-generic", "direct2d",
    ),
    "platformthemes": ("gtk3",),
    "imageformats": ("gif", "jpeg", "pdf", "svg", "tga", "tiff", "wbmp", "webp"),
}  # fmt: skip

#: Libraries outside ``plugins/`` that PyInstaller's Qt and QtNetwork hooks add and the app never
#: loads. Windows: Mesa's software OpenGL (``opengl32sw.dll``, 20.6 MB, PySide6's wheel), which Qt
#: loads only to draw OpenGL without a graphics driver (the table never draws with OpenGL), and
#: OpenSSL, which the QtNetwork hook takes from the wheel or the build machine's PATH for TLS
#: (the game only talks to itself through a local socket; the TLS plugins stay out too).
UNUSED_LIBRARIES = (
    "opengl32sw.dll",
    "libssl*", "libcrypto*", "libeay32.dll", "ssleay32.dll",
)  # fmt: skip


def _parts(dest: str) -> tuple[str, ...]:
    # PyInstaller writes Windows entries with backslashes: read both spellings on any system.
    return PureWindowsPath(dest).parts


def unused(dest: str) -> bool:
    """Whether a collected file is a Qt plugin, or a library of the hooks, the app never loads."""
    parts = _parts(dest)
    name = parts[-1] if parts else ""
    if any(fnmatch(name.lower(), pattern.lower()) for pattern in UNUSED_LIBRARIES):
        return True
    if "plugins" not in parts or parts.index("plugins") + 2 > len(parts):
        return False
    folder = parts[parts.index("plugins") + 1]
    if folder not in UNUSED_PLUGINS:
        return False
    names = UNUSED_PLUGINS[folder]
    stem = name.split(".")[0].removeprefix("lib")
    return names is None or stem in names or stem.removeprefix("q") in names


def qt_translation_wanted(dest: str, languages: set[str]) -> bool:
    """Keep Qt's own translations only for the languages the app itself ships."""
    parts = _parts(dest)
    if "translations" not in parts or not dest.endswith(".qm") or "rusol_qt" in parts:
        return True
    language = PurePath(parts[-1]).stem.split("_", 1)[-1]
    return language in languages


def _posix(dest: str) -> str:
    return "/".join(_parts(dest))


def link_target(links: dict[str, str], dest: str) -> str | None:
    """Where the link ``dest`` ends up, in the bundle's terms, following links on the way.

    A link's target is relative to the link's own folder: ``QtCore.framework/Versions/Current``
    points at ``A``, that is ``QtCore.framework/Versions/A``, and ``QtCore.framework/QtCore`` at
    ``Versions/Current/QtCore``, through the first link. ``None``: a loop, or out of the bundle.
    """
    path = dest
    for _ in range(40):  # as many links as the system follows (MAXSYMLINKS)
        parts = path.split("/")
        for end in range(len(parts), 0, -1):
            prefix = "/".join(parts[:end])
            if prefix in links:
                target = posixpath.join(posixpath.dirname(prefix), links[prefix])
                path = posixpath.normpath("/".join([target, *parts[end:]]))
                if path.startswith("../") or path == "..":
                    return None
                break
        else:
            return path
    return None


def _ancestors(path: str) -> Iterable[str]:
    while "/" in path:
        path = path.rsplit("/", 1)[0]
        yield path


def without_dangling_links(toc: Sequence[Entry], kept: Iterable[str]) -> list[Entry]:
    """Drop the links whose target (a file, or a folder holding files) is not in the bundle.

    Linux: PyInstaller links each library of a sub-folder into the top folder; those of dropped
    libraries must go. macOS: the links inside each ``.framework`` (``Versions/Current``, the
    binary, ``Resources``) and the top-level ``Python`` must stay: code signing needs them.
    """
    files = {_posix(dest) for dest in kept}
    folders = {ancestor for file in files for ancestor in _ancestors(file)}
    links = {
        _posix(dest): source.replace("\\", "/") for dest, source, kind in toc if kind == "SYMLINK"
    }
    kept_entries = []
    for entry in toc:
        if entry[2] == "SYMLINK":
            target = link_target(links, _posix(entry[0]))
            if target is None or (target not in files and target not in folders):
                continue
        kept_entries.append(entry)
    return kept_entries


# -- macOS: the oldest system the bundle's binaries run on -----------------------------------------

_FAT_MAGICS = {b"\xca\xfe\xba\xbe": ">I", b"\xca\xfe\xba\xbf": ">Q"}
_LC_VERSION_MIN_MACOSX = 0x24
_LC_BUILD_VERSION = 0x32
_PLATFORM_MACOS = 1


def _version(packed: int) -> tuple[int, int, int]:
    return packed >> 16, (packed >> 8) & 0xFF, packed & 0xFF


def macos_minimum(data: bytes) -> tuple[int, int, int] | None:
    """The lowest macOS a Mach-O binary (thin or universal) loads on, from its load commands.

    ``LC_BUILD_VERSION``'s ``minos`` (``otool -l``), or the older ``LC_VERSION_MIN_MACOSX``; of a
    universal binary the highest of its slices. ``None`` when ``data`` is no Mach-O or says none.
    """
    if data[:4] in _FAT_MAGICS:
        wide = data[:4] == b"\xca\xfe\xba\xbf"
        (count,) = struct.unpack_from(">I", data, 4)
        found = []
        for index in range(count):
            if wide:
                _cpu, _sub, offset, size, _align, _reserved = struct.unpack_from(
                    ">iiQQII", data, 8 + index * 32
                )
            else:
                _cpu, _sub, offset, size, _align = struct.unpack_from(
                    ">iiIII", data, 8 + index * 20
                )
            found.append(macos_minimum(data[offset : offset + size]))
        known = [version for version in found if version is not None]
        return max(known) if known else None
    if data[:4] not in (b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe"):
        return None
    header = 32 if data[:4] == b"\xcf\xfa\xed\xfe" else 28
    (commands,) = struct.unpack_from("<I", data, 16)
    offset = header
    for _ in range(commands):
        command, size = struct.unpack_from("<II", data, offset)
        if command == _LC_BUILD_VERSION:
            platform, minos = struct.unpack_from("<II", data, offset + 8)
            if platform == _PLATFORM_MACOS:
                return _version(minos)
        elif command == _LC_VERSION_MIN_MACOSX:
            (minos,) = struct.unpack_from("<I", data, offset + 8)
            return _version(minos)
        offset += size
    return None


def lowest_macos(binaries: Iterable[Path], floor: str = "11.0") -> str:
    """The ``LSMinimumSystemVersion`` of a bundle of ``binaries``: the newest any of them needs.

    A system older than one library's ``minos`` refuses to load it, and the app dies before its
    first window (the icon bounces and is gone): so the app claims what its most demanding
    binary claims, never less than ``floor``.

    Raises:
        ValueError: no binary among them says a minimum (the build would claim a guess).
    """
    newest = tuple(int(part) for part in floor.split("."))
    said = False
    for path in binaries:
        with open(path, "rb") as file:
            head = file.read(4)
        if head not in _FAT_MAGICS and head not in (b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe"):
            continue
        found = macos_minimum(path.read_bytes())
        said = said or found is not None
        if found is not None and found > newest:
            newest = found
    if not said:
        raise ValueError("no Mach-O binary among them says the macOS it needs")
    major, minor, *patch = newest
    return ".".join(str(part) for part in (major, minor, *[number for number in patch if number]))


# -- every library of a bundle under a licence notice ---------------------------------------------

#: What the licence check looks at: every executable and library, of any of the three systems.
_LIBRARY_SUFFIXES = {".so", ".dll", ".pyd", ".dylib", ".exe", ".zip"}


def is_library(relative: str) -> bool:
    """Whether a bundle's file is code that a licence notice must cover.

    Linux libraries carry their version after ``.so``; a macOS framework's binary has no suffix
    at all (``QtCore.framework/Versions/A/QtCore``), nor has the Linux executable.
    """
    parts = _parts(relative)
    name = parts[-1]
    if PurePath(name).suffix.lower() in _LIBRARY_SUFFIXES or ".so." in name:
        return True
    if len(parts) == 1 and not PurePath(name).suffix:
        return True  # the folder app's executable (Linux)
    in_framework = len(parts) >= 4 and parts[-3] == "Versions"
    return in_framework and parts[-4] == f"{name}.framework"


def uncovered(files: Iterable[str], covers: Iterable[str]) -> list[str]:
    """The libraries among a bundle's ``files`` that none of the ``covers`` patterns names.

    ``files`` are relative to the folder app (``_internal/...`` and the executable); a pattern
    (``resources/licenses/index.json``'s ``covers``) matches the path inside ``_internal``, or
    the file's name.
    """
    patterns = [pattern.lower() for pattern in covers]
    missing = []
    for relative in files:
        if not is_library(relative):
            continue
        parts = _parts(relative)
        inner = "/".join(parts[1:] if parts[0] == "_internal" else parts)
        # Windows names files in any case: compare as Windows does, the same on every system.
        if not any(
            fnmatchcase(inner.lower(), pattern) or fnmatchcase(parts[-1].lower(), pattern)
            for pattern in patterns
        ):
            missing.append("/".join(parts))
    return sorted(missing)


def bundle_files(folder: Path) -> list[str]:
    """Every file of a folder app, relative to it, links left out (their targets are listed)."""
    return sorted(
        path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    )
