"""The gold rings a hint draws around the group to move and the place it goes."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from rusol_qt.table.overlays import FadingItem, draw_ring

HINT_Z = 2900
HINT_COLOUR = QColor(255, 196, 40)
_HINT_EDGE = QColor(90, 60, 0)


class HintMarker(FadingItem):
    """Rings around the hinted group and where it should go; it fades in and out."""

    def __init__(self) -> None:
        """Create the marker hidden."""
        super().__init__(HINT_Z)
        self._rects: list[QRectF] = []

    @property
    def rects(self) -> list[QRectF]:
        """The rectangles ringed (scene coordinates): the group first, then its destination."""
        return list(self._rects)

    def show_rects(self, rects: list[QRectF]) -> None:
        """Ring ``rects`` and fade in."""
        self.prepareGeometryChange()
        self._rects = [QRectF(rect) for rect in rects]
        self.setOpacity(0.0)
        self.fade_in()

    def boundingRect(self) -> QRectF:
        """Every ring with its pen."""
        bounds = QRectF()
        for rect in self._rects:
            margin = max(6.0, rect.width() * 0.1)
            bounds = bounds.united(rect.adjusted(-margin, -margin, margin, margin))
        return bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A gold ring on a dark edge."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for rect in self._rects:
            width = rect.width()
            draw_ring(painter, rect, max(3.0, width * 0.04), width * 0.09, _HINT_EDGE, HINT_COLOUR)
