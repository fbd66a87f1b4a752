"""The card-sheet preview: every face, the back and the empty-pile marks drawn on one image.

Usage: ``python3 tools/card_sheet.py --sheet OUT.png [--width 100] [--four-colour] [--dpr 2]``
(``--dpr 2`` shows what a HiDPI screen gets). docs/card-art.md shows such a sheet,
docs/card-sheet.png. A tool for looking at the art; the installed app does not carry it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

if __name__ == "__main__":
    # Run as ``python3 tools/card_sheet.py``, Python puts tools/ first on the path: the cards are
    # drawn by the checkout's package, beside this file, not by an older installed copy.
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap

from rusol_qt.model.cards import Suit
from rusol_qt.table.cardart import CardArt, card_height


def render_sheet(art: CardArt, width: int, dpr: float) -> QImage:
    """Every face, the back and the empty marks on one felt-green sheet, for looking at.

    Args:
        art: The card art to draw with (classic or four-colour deck).
        width: The width of one card in device-independent pixels.
        dpr: The device pixel ratio to draw at.
    """
    gap = max(6, width // 8)
    height = card_height(width)
    columns, rows = 13, 5
    sheet_width = gap + columns * (width + gap)
    sheet_height = gap + rows * (height + gap)
    image = QImage(round(sheet_width * dpr), round(sheet_height * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#2a6b3f"))
    painter = QPainter(image)

    def place(column: int, row: int, pixmap: QPixmap) -> None:
        painter.drawPixmap(gap + column * (width + gap), gap + row * (height + gap), pixmap)

    for card in range(52):
        place(card % 13, card // 13, art.face(card, width, dpr))
    place(0, 4, art.back(width, dpr))
    for suit in Suit:
        place(2 + suit, 4, art.empty_foundation(suit, width, dpr))
    place(7, 4, art.empty_column(width, dpr))
    painter.end()
    return image


def main(argv: Sequence[str] | None = None) -> int:
    """Save the preview sheet the command line asks for; return the exit status."""
    parser = argparse.ArgumentParser(
        prog="python3 tools/card_sheet.py",
        description="Render every card of rusol-qt on one sheet.",
    )
    parser.add_argument("--sheet", required=True, help="PNG file to write")
    parser.add_argument("--width", type=int, default=100, help="card width in pixels")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--four-colour", action="store_true", help="blue diamonds, green clubs")
    args = parser.parse_args(argv)
    # A preview needs no screen.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    art = CardArt(four_colour=args.four_colour, parent=app)
    if not render_sheet(art, args.width, args.dpr).save(args.sheet):
        print(f"could not write {args.sheet}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
