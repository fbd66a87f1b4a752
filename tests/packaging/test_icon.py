"""The app icon: drawn from resources/rusol-qt.svg at every size; the .ico and .icns from it."""

from __future__ import annotations

import struct
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtWidgets import QApplication

from rusol_qt import __version__
from rusol_qt.base.icon import ICON_SIZES, app_icon, icon_svg, render_icon
from rusol_qt.base.identity import APP_ID, set_app_identity
from tests.packaging.conftest import ROOT


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not PNG data"
    return struct.unpack(">II", data[16:24])


def test_a_checkout_draws_the_icon_from_resources() -> None:
    # The editable install under test has no copy in the package (setup.py makes one only in a
    # built wheel; test_wheel.py checks that one): the checkout's resources/ file is read.
    assert not (ROOT / "rusol_qt" / "resources").exists()
    svg = icon_svg()
    assert svg == (ROOT / "resources" / "rusol-qt.svg").read_bytes()
    assert svg.lstrip().startswith(b"<?xml")
    assert b"<svg" in svg


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_is_a_rounded_green_tile_at_every_size(qapp: QApplication, size: int) -> None:
    image = render_icon(size)
    assert (image.width(), image.height()) == (size, size)
    # Rounded corners: the very corner pixel is see-through.
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(size - 1, size - 1).alpha() == 0
    # The felt shows around the cards: about a third of the tile is plainly green.
    colours = [image.pixelColor(x, y) for x in range(size) for y in range(size)]
    felt = [c for c in colours if c.alpha() == 255 and c.green() > max(c.red(), c.blue()) + 40]
    assert len(felt) > len(colours) // 4


def test_large_icon_shows_a_red_heart_and_a_black_spade(qapp: QApplication) -> None:
    image = render_icon(256)
    colours = [image.pixelColor(x, y) for x in range(0, 256, 2) for y in range(0, 256, 2)]
    red = [c for c in colours if c.red() > 180 and c.green() < 80 and c.blue() < 90]
    black = [c for c in colours if c.alpha() == 255 and max(c.red(), c.green(), c.blue()) < 50]
    paper = [c for c in colours if min(c.red(), c.green(), c.blue()) > 225]
    # A few hundred samples of each (out of 16 384): the pips and cards are really there.
    assert len(red) > 200
    assert len(black) > 200
    assert len(paper) > 2000


def test_app_icon_offers_every_size(qapp: QApplication) -> None:
    icon = app_icon()
    assert not icon.isNull()
    assert sorted(size.width() for size in icon.availableSizes()) == sorted(ICON_SIZES)


def test_set_app_identity(qapp: QApplication) -> None:
    before = (qapp.applicationName(), qapp.applicationVersion(), qapp.desktopFileName())
    try:
        set_app_identity(qapp)
        assert qapp.applicationVersion() == __version__
        assert qapp.applicationName() == "rusol-qt"
        assert qapp.desktopFileName() == APP_ID
    finally:
        qapp.setApplicationName(before[0])
        qapp.setApplicationVersion(before[1])
        qapp.setDesktopFileName(before[2])


def test_ico_holds_a_png_for_each_size(qapp: QApplication, icons_script: ModuleType) -> None:
    data = icons_script.ico_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons_script.ICO_SIZES))
    for index, size in enumerate(icons_script.ICO_SIZES):
        side, _, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        assert side == (0 if size == 256 else size)
        assert (planes, bits) == (1, 32)
        assert _png_size(data[offset : offset + length]) == (size, size)
    assert offset + length == len(data)


def test_icns_holds_a_png_for_each_element(qapp: QApplication, icons_script: ModuleType) -> None:
    data = icons_script.icns_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    found = []
    position = 8
    while position < len(data):
        kind = data[position : position + 4].decode("ascii")
        length = struct.unpack(">I", data[position + 4 : position + 8])[0]
        size = _png_size(data[position + 8 : position + length])
        found.append((kind, size[0]))
        assert size[0] == size[1]
        position += length
    assert found == list(icons_script.ICNS_TYPES)


def test_written_icons_read_back_through_qt(
    qapp: QApplication, icons_script: ModuleType, tmp_path: Path
) -> None:
    written = icons_script.write_icons(tmp_path)
    names = {path.name for path in written}
    assert {f"{APP_ID}-{size}.png" for size in ICON_SIZES} <= names
    for size in ICON_SIZES:
        image = QImage(str(tmp_path / f"{APP_ID}-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
    for name, count in (("rusol-qt.ico", 7), ("rusol-qt.icns", 11)):
        reader = QImageReader(str(tmp_path / name))
        assert reader.canRead(), name
        assert reader.imageCount() == count, name


def test_png_bytes_match_the_rendered_icon(qapp: QApplication, icons_script: ModuleType) -> None:
    decoded = QImage()
    assert decoded.loadFromData(icons_script.png_bytes(48), "PNG")
    rendered = render_icon(48).convertToFormat(decoded.format())
    assert decoded == rendered
