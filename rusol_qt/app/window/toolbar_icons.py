"""The toolbar's icons, painted in the table's style at any size and pixel ratio.

The cards of the table (paper, the blue back), its felt green and the gold of the hint marker,
drawn with QPainter in a square of 64 units and scaled to the size asked for: no icon theme is
needed, and a disabled icon is the same drawing in grey.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QIconEngine,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

_PAPER = QColor("#fdfcf8")
_EDGE = QColor("#4a4a4a")
_BACK = QColor("#264c9e")
_BACK_DARK = QColor("#142a5e")
_RED = QColor("#c0392b")
_FELT = QColor(38, 122, 72)
_FELT_DARK = QColor(16, 72, 42)
_GOLD = QColor(255, 196, 40)
_GOLD_DARK = QColor(90, 60, 0)

# The icons are drawn in a square of this many units, then scaled to the size asked for.
_UNITS = 64.0

Drawing = Callable[[QPainter], None]


def _card(painter: QPainter, rect: QRectF, face_up: bool = True) -> None:
    """A card as the table shows it: paper with a red pip, or the blue back."""
    radius = rect.width() * 0.14
    painter.setPen(QPen(_EDGE, 2.4))
    if face_up:
        painter.setBrush(_PAPER)
    else:
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0.0, _BACK)
        gradient.setColorAt(1.0, _BACK_DARK)
        painter.setBrush(gradient)
    painter.drawRoundedRect(rect, radius, radius)
    if face_up:
        centre, size = rect.center(), rect.width() * 0.24
        pip = QPolygonF(
            [
                QPointF(centre.x(), centre.y() - size * 1.3),
                QPointF(centre.x() + size, centre.y()),
                QPointF(centre.x(), centre.y() + size * 1.3),
                QPointF(centre.x() - size, centre.y()),
            ]
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_RED)
        painter.drawPolygon(pip)


def _curved_arrow(
    painter: QPainter, centre: QPointF, radius: float, start: float, span: float
) -> None:
    """A felt-green arrow along a circle, from ``start`` degrees over ``span`` (Qt's angles)."""
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    end = math.radians(start + span)
    tip = QPointF(centre.x() + radius * math.cos(end), centre.y() - radius * math.sin(end))
    # The direction the arc runs at its end, on screen (y grows downwards).
    sign = 1.0 if span > 0 else -1.0
    along = QPointF(-math.sin(end) * sign, -math.cos(end) * sign)
    across = QPointF(-along.y(), along.x())
    # The shaft stops where the head begins, so the head's point stays sharp.
    shaft = QPainterPath()
    shaft.arcMoveTo(box, start)
    shaft.arcTo(box, start, span - sign * math.degrees(8.0 / radius))
    head = QPolygonF(
        [tip + along * 12.0, tip + across * 11.0 - along * 3.0, tip - across * 11.0 - along * 3.0]
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, width in ((_FELT_DARK, 10.5), (_FELT, 6.5)):
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawPath(shaft)
    painter.setPen(
        QPen(
            _FELT_DARK,
            2.2,
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    painter.setBrush(_FELT)
    painter.drawPolygon(head)


def _star(painter: QPainter, centre: QPointF, outer: float) -> None:
    """A gold four-pointed star, the sign of something new."""
    points = []
    for step in range(8):
        angle = math.pi / 4 * step - math.pi / 2
        length = outer if step % 2 == 0 else outer * 0.38
        points.append(
            QPointF(centre.x() + length * math.cos(angle), centre.y() + length * math.sin(angle))
        )
    painter.setPen(
        QPen(
            _GOLD_DARK,
            2.2,
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    painter.setBrush(_GOLD)
    painter.drawPolygon(QPolygonF(points))


def draw_new_game(painter: QPainter) -> None:
    """Two freshly dealt cards, the back one turned a little, and a gold star."""
    back = QRectF(8, 8, 28, 40)
    painter.save()
    painter.translate(back.center())
    painter.rotate(-14)
    painter.translate(-back.center())
    _card(painter, back, face_up=False)
    painter.restore()
    _card(painter, QRectF(22, 14, 28, 40))
    _star(painter, QPointF(49, 49), 13)


def draw_restart(painter: QPainter) -> None:
    """A card inside an arrow that goes round: the same deal from the beginning."""
    _card(painter, QRectF(22, 17, 21, 30))
    _curved_arrow(painter, QPointF(32, 32), 24, 110, 290)


def draw_undo(painter: QPainter) -> None:
    """An arrow curling back to the left."""
    _curved_arrow(painter, QPointF(34, 38), 19, -60, 225)


def draw_redo(painter: QPainter) -> None:
    """An arrow curling on to the right: Undo's arrow, mirrored."""
    painter.translate(_UNITS, 0)
    painter.scale(-1, 1)
    draw_undo(painter)


def draw_hint(painter: QPainter) -> None:
    """A card in the gold ring the table puts around a hinted card."""
    card = QRectF(20, 12, 24, 36)
    _card(painter, card)
    ring = card.adjusted(-7, -6, 7, 6)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, width in ((_GOLD_DARK, 7.5), (_GOLD, 4.5)):
        painter.setPen(QPen(colour, width))
        painter.drawRoundedRect(ring, 9, 9)
    _star(painter, QPointF(51, 51), 10)


# The icon of each action the toolbar can show, by the action's name.
DRAWINGS: dict[str, Drawing] = {
    "new_game": draw_new_game,
    "restart": draw_restart,
    "undo": draw_undo,
    "redo": draw_redo,
    "hint": draw_hint,
}


class DrawnIcon(QIconEngine):
    """An icon painted by a drawing function at any size and pixel ratio; greyed when disabled."""

    def __init__(self, draw: Drawing) -> None:
        """Paint with ``draw``, which draws in a square of 64 units."""
        super().__init__()
        self._draw = draw

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        """Draw the icon into ``rect``."""
        if mode == QIcon.Mode.Disabled:
            ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
            image = self.image(rect.size(), ratio)
            grey = image.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
                QImage.Format.Format_ARGB32_Premultiplied
            )
            grey.setAlphaChannel(image.convertToFormat(QImage.Format.Format_Alpha8))
            painter.save()
            painter.setOpacity(0.45)
            painter.drawImage(QRectF(rect), grey)
            painter.restore()
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(QPointF(rect.topLeft()))
        painter.scale(rect.width() / _UNITS, rect.height() / _UNITS)
        self._draw(painter)
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        """The icon at ``size`` pixels, on a transparent ground."""
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(  # noqa: N802 - Qt's name
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        """The icon at ``size`` device-independent pixels for a screen of pixel ratio ``scale``."""
        image = QImage(
            max(1, round(size.width() * scale)),
            max(1, round(size.height() * scale)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        self.paint(painter, image.rect(), mode, state)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(scale)
        return pixmap

    def image(self, size: QSize, ratio: float = 1.0) -> QImage:
        """The icon, drawn in colour on a transparent image of ``size`` at ``ratio``."""
        image = QImage(
            max(1, round(size.width() * ratio)),
            max(1, round(size.height() * ratio)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        self.paint(painter, image.rect(), QIcon.Mode.Normal, QIcon.State.Off)
        painter.end()
        image.setDevicePixelRatio(ratio)
        return image

    def clone(self) -> QIconEngine:
        """A copy for Qt to keep."""
        return DrawnIcon(self._draw)


def drawn_icon(name: str) -> QIcon:
    """The toolbar icon of the action ``name``."""
    return QIcon(DrawnIcon(DRAWINGS[name]))
