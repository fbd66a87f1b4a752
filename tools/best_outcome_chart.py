"""The chart of how far perfect play gets on Classic deals, drawn with QPainter from the figures.

Usage: ``python3 tools/best_outcome_chart.py [--data docs/best-outcome-classic.json]
[--chart docs/best-outcome-classic.png] [--dpr 2]``

It reads the histogram that ``benchmarks/best_outcome.py`` writes (``cards_histogram[n]``: the
deals whose best outcome is *n* cards on the foundations, *n* = 0 … 52) and draws one bar per
number of cards, its height the share of deals, the winnable deals (52) in green; the median and
the quartiles are marked behind the bars. docs/winnability.md shows the chart. Bars sit on whole
pixels, without antialiasing, so that the test can measure each bar against the figures. A tool
for the docs; the installed app does not carry it.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if __name__ == "__main__":
    # Run as ``python3 tools/best_outcome_chart.py``: the checkout's files, beside this one.
    sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QRect, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen  # noqa: E402

DATA = ROOT / "docs" / "best-outcome-classic.json"
CHART = ROOT / "docs" / "best-outcome-classic.png"

#: Bars: one slot per number of cards, the bar and the gap beside it, in pixels.
SLOT = 16
BAR = 12
#: The plot's height in pixels, and the room around it for the title, the labels and the axes.
PLOT_HEIGHT = 400
LEFT, RIGHT, TOP, BOTTOM = 76, 36, 70, 66
#: The y axis is marked every this many per cent.
Y_STEP = 5.0

BACKGROUND = QColor("#ffffff")
GRID = QColor("#dcdcdc")
INK = QColor("#222222")
LOST = QColor("#4f79a7")
WON = QColor("#3a9a4f")
MEDIAN = QColor("#c0392b")
QUARTILE = QColor("#e08e2b")


@dataclass(frozen=True)
class Layout:
    """Where everything goes, in device-independent pixels (whole numbers)."""

    cards: int
    """Bars: one per number of cards home, 0 … ``cards - 1``."""
    top_share: float
    """The share of deals (per cent) at the top of the plot."""

    @property
    def width(self) -> int:
        """The whole image's width."""
        return LEFT + self.cards * SLOT + RIGHT

    @property
    def height(self) -> int:
        """The whole image's height."""
        return TOP + PLOT_HEIGHT + BOTTOM

    @property
    def baseline(self) -> int:
        """The y of the plot's bottom line: bars stand on it."""
        return TOP + PLOT_HEIGHT

    def slot_left(self, cards: int) -> int:
        """The x where the slot of ``cards`` begins."""
        return LEFT + cards * SLOT

    def middle(self, cards: float) -> float:
        """The x of the middle of the slot of ``cards`` (a quartile may fall between slots)."""
        return LEFT + cards * SLOT + SLOT / 2

    def y(self, share: float) -> float:
        """The y of a share of deals, in per cent."""
        return self.baseline - share / self.top_share * PLOT_HEIGHT

    def bar_height(self, count: int, deals: int) -> int:
        """A bar's height in whole pixels: at least one for any deal at all, so none is lost."""
        if count <= 0:
            return 0
        return max(1, round(100.0 * count / deals / self.top_share * PLOT_HEIGHT))

    def bar(self, cards: int, count: int, deals: int) -> QRect:
        """The rectangle of the bar of ``cards``."""
        height = self.bar_height(count, deals)
        left = self.slot_left(cards) + (SLOT - BAR) // 2
        return QRect(left, self.baseline - height, BAR, height)


def layout_of(data: dict[str, Any]) -> Layout:
    """The layout for these figures: the top of the plot is the next mark above the tallest bar."""
    histogram: list[int] = data["cards_histogram"]
    tallest = 100.0 * max(histogram) / data["deals"]
    return Layout(len(histogram), Y_STEP * math.ceil(tallest / Y_STEP))


def draw_chart(data: dict[str, Any], dpr: float = 1.0) -> QImage:
    """The chart of ``data`` (the JSON of ``benchmarks/best_outcome.py``) as an image."""
    histogram: list[int] = data["cards_histogram"]
    deals: int = data["deals"]
    layout = layout_of(data)
    image = QImage(
        round(layout.width * dpr), round(layout.height * dpr), QImage.Format.Format_ARGB32
    )
    image.setDevicePixelRatio(dpr)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    font = QFont("DejaVu Sans")
    font.setPixelSize(13)
    painter.setFont(font)
    right = layout.slot_left(layout.cards)

    # Grid and the y axis's marks.
    marks = int(layout.top_share / Y_STEP)
    for mark in range(marks + 1):
        share = mark * Y_STEP
        y = layout.y(share)
        painter.setPen(QPen(GRID if mark else INK, 1))
        painter.drawLine(QPointF(LEFT, y), QPointF(right, y))
        painter.setPen(INK)
        painter.drawText(
            QRectF(0, y - 10, LEFT - 8, 20),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            f"{share:g} %",
        )

    # The median and the quartiles, behind the bars.
    low, high = data["quartiles_cards"]
    for value, colour, style in (
        (low, QUARTILE, Qt.PenStyle.DotLine),
        (high, QUARTILE, Qt.PenStyle.DotLine),
        (data["median_cards"], MEDIAN, Qt.PenStyle.DashLine),
    ):
        painter.setPen(QPen(colour, 2, style))
        x = layout.middle(value)
        painter.drawLine(QPointF(x, TOP), QPointF(x, layout.baseline))

    # The bars, on whole pixels.
    painter.setPen(Qt.PenStyle.NoPen)
    for cards, count in enumerate(histogram):
        painter.fillRect(
            layout.bar(cards, count, deals), WON if cards == len(histogram) - 1 else LOST
        )

    # The x axis's marks and titles.
    painter.setPen(INK)
    for cards in (*range(0, layout.cards - 1, 5), layout.cards - 1):
        x = layout.middle(cards)
        painter.drawLine(QPointF(x, layout.baseline + 1), QPointF(x, layout.baseline + 5))
        painter.drawText(
            QRectF(x - 20, layout.baseline + 6, 40, 18), Qt.AlignmentFlag.AlignHCenter, str(cards)
        )
    painter.drawText(
        QRectF(LEFT, layout.baseline + 30, right - LEFT, 20),
        Qt.AlignmentFlag.AlignHCenter,
        "cards on the foundations at best (perfect play, sight of the face-down cards)",
    )
    painter.save()
    painter.translate(16, TOP + PLOT_HEIGHT / 2)
    painter.rotate(-90)
    painter.drawText(QRectF(-120, -10, 240, 20), Qt.AlignmentFlag.AlignCenter, "share of deals")
    painter.restore()

    # The title and what the bars say in figures.
    title = QFont(font)
    title.setPixelSize(17)
    title.setBold(True)
    painter.setFont(title)
    painter.drawText(
        QRectF(LEFT, 12, right - LEFT, 24),
        Qt.AlignmentFlag.AlignLeft,
        f"How far perfect play gets on {deals:,} random Classic deals",
    )
    painter.setFont(font)
    undecided = data.get("undecided", 0)
    decided = "every deal decided" if not undecided else f"{undecided:,} undecided"
    painter.drawText(
        QRectF(LEFT, 38, right - LEFT, 20),
        Qt.AlignmentFlag.AlignLeft,
        f"seed {data['seed']}, {data['seconds_per_deal']:g} s a deal, {decided}",
    )
    lost = 100.0 * (deals - data["winnable"]) / deals
    notes: tuple[tuple[QColor | None, str], ...] = (
        (MEDIAN, f"median: {data['median_cards']:g} cards"),
        (QUARTILE, f"quartiles: {low:g} – {high:g} cards"),
        (None, f"mean: {data['mean_cards']:.2f} cards"),
        (WON, f"52 = winnable: {100.0 * data['winnable'] / deals:.2f} % of deals"),
        (LOST, f"0 – 51 = lost: {lost:.2f} % of deals"),
    )
    # In the right half, where the bars are a pixel or two high.
    left = layout.slot_left(layout.cards // 2)
    for line, (swatch, text) in enumerate(notes):
        y = TOP + 14 + line * 22
        if swatch is not None:
            painter.fillRect(QRect(left, y + 4, 12, 12), swatch)
        painter.setPen(INK)
        painter.drawText(
            QRectF(left + 20, y, right - left - 20, 20), Qt.AlignmentFlag.AlignLeft, text
        )
    painter.end()
    return image


def main(argv: Sequence[str] | None = None) -> int:
    """Draw the chart the command line asks for; return the exit status."""
    parser = argparse.ArgumentParser(
        prog="python3 tools/best_outcome_chart.py",
        description="Draw the best-outcome histogram of Classic deals.",
    )
    parser.add_argument("--data", type=Path, default=DATA, help="the figures (JSON)")
    parser.add_argument("--chart", type=Path, default=CHART, help="PNG file to write")
    parser.add_argument("--dpr", type=float, default=2.0, help="device pixel ratio")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    data = json.loads(args.data.read_text(encoding="utf-8"))
    if not draw_chart(data, args.dpr).save(str(args.chart)):
        print(f"could not write {args.chart}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
