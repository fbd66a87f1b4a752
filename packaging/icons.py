"""Draw the app icon's PNG sizes, the Windows .ico and the macOS .icns from the one SVG.

The SVG is ``resources/rusol-qt.svg``, read through ``rusol_qt.base.icon`` as the app reads it.
Usage: ``python packaging/icons.py [OUT_DIR]`` (default ``packaging/out/icons``). Qt's
QSvgRenderer draws every size, so no tool beyond PySide6-Essentials is needed; the .ico and
.icns containers are written here, each holding PNG images, which both formats accept.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# A script run from a checkout: the package beside it, not an older installed copy.
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QBuffer, QByteArray, QIODevice  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402

from rusol_qt.base.icon import ICON_SIZES, render_icon  # noqa: E402
from rusol_qt.base.identity import APP_ID  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""What Windows asks for: Explorer's views, the task bar, the installer; 256 is the largest."""

ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic10", 1024),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
)
"""macOS icon element types that hold PNG data, each with its size in pixels (ic1x: Retina)."""


def png_bytes(size: int) -> bytes:
    """The icon at ``size`` pixels, encoded as PNG."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not render_icon(size).save(buffer, "PNG"):
        raise RuntimeError(f"Qt could not encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows .ico holding one PNG image per size (the directory says 0 for 256)."""
    images = [png_bytes(size) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    directory = b""
    for size, image in zip(sizes, images, strict=True):
        side = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(image), offset)
        offset += len(image)
    return header + directory + b"".join(images)


def icns_bytes(types: tuple[tuple[str, int], ...] = ICNS_TYPES) -> bytes:
    """A macOS .icns holding one PNG image per element type."""
    rendered: dict[int, bytes] = {}
    elements = b""
    for kind, size in types:
        # Several types share a size (ic11 is icp5's size at 2x); each size is drawn once.
        if size not in rendered:
            rendered[size] = png_bytes(size)
        image = rendered[size]
        elements += kind.encode("ascii") + struct.pack(">I", 8 + len(image)) + image
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def write_icons(out: Path) -> list[Path]:
    """Write the PNG sizes (named as the hicolor theme wants them), the .ico and the .icns."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size in ICON_SIZES:
        path = out / f"{APP_ID}-{size}.png"
        path.write_bytes(png_bytes(size))
        written.append(path)
    for path, data in ((out / "rusol-qt.ico", ico_bytes()), (out / "rusol-qt.icns", icns_bytes())):
        path.write_bytes(data)
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    """Write the icons to the folder named in ``argv`` (or the default) and list them."""
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "packaging" / "out" / "icons"
    # QImage needs a QGuiApplication for font and colour-space setup; no window ever opens.
    app = QGuiApplication.instance() or QGuiApplication(["icons", "-platform", "offscreen"])
    for path in write_icons(out):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
