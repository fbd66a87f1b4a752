"""The view of the table: green felt, no scroll bars, the scene always exactly its size."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QPainter,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from rusol_qt.table.scene import TableScene

FELT_CENTRE = QColor(38, 122, 72)
FELT_EDGE = QColor(16, 72, 42)
_GRAIN_SIZE = 96


#: Byte -> a speck's alpha, and byte -> all bits set for a light speck, none for a dark one.
_SPECK_ALPHA = bytes(value % 14 for value in range(256))
_LIGHT_MASK = bytes(255 if value & 1 else 0 for value in range(256))


def _grain() -> QImage:
    """A small tile of faint light and dark specks that gives the felt its cloth look."""
    noise = random.Random(7).randbytes(2 * _GRAIN_SIZE * _GRAIN_SIZE)  # the same cloth every time
    pixels = bytearray(4 * _GRAIN_SIZE * _GRAIN_SIZE)
    # Premultiplied ARGB32, stored B, G, R, A: a light speck's colour equals its alpha. Whole
    # byte strings at once (translate, one big AND) rather than a Python loop per pixel: this
    # runs before the first frame.
    alpha = noise[0::2].translate(_SPECK_ALPHA)
    pixels[3::4] = alpha
    light_mask = noise[1::2].translate(_LIGHT_MASK)
    light = (int.from_bytes(alpha) & int.from_bytes(light_mask)).to_bytes(len(alpha))
    pixels[0::4] = pixels[1::4] = pixels[2::4] = light
    tile = QImage(
        bytes(pixels), _GRAIN_SIZE, _GRAIN_SIZE, QImage.Format.Format_ARGB32_Premultiplied
    )
    return tile.copy()  # own the pixels; the bytes above go away


class TableView(QGraphicsView):
    """Shows the whole table scene at 1:1, resizing it with the window."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        """Show ``scene``; it gets this view's size whenever the view is resized."""
        super().__init__(scene, parent)
        # A viewport made here in Python: handing Python the one Qt made costs PySide6 about
        # 10 ms the first time (it looks up every widget class to find the object's type), and
        # that first time would fall before the window is shown.
        viewport = QWidget()
        viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)  # as Qt's own has it
        self.setViewport(viewport)
        self.table = scene
        self._grain = QPixmap()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        scene.focus_described.connect(self.setAccessibleName)

    def _lay_out(self) -> None:
        size = self.viewport().size()
        self.table.set_view_size(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetCachedContent()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lay the table out anew for the new size."""
        super().resizeEvent(event)
        self._lay_out()

    def changeEvent(self, event: QEvent) -> None:
        """Moved to a screen of another pixel density: new art for it, crisp again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._lay_out()

    def showEvent(self, event: QShowEvent) -> None:
        """The pixel ratio is only known for sure once the view is on a screen."""
        super().showEvent(event)
        if abs(self.table.dpr - self.devicePixelRatioF()) > 1e-3:
            self._lay_out()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The felt: a soft light in the middle, darker edges, cloth grain.

        Drawn once per size: the view keeps it in its background cache.
        """
        width, height = self.viewport().width(), self.viewport().height()
        light = QRadialGradient(QPointF(width / 2, height * 0.42), max(width, height) * 0.75)
        light.setColorAt(0.0, FELT_CENTRE)
        light.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, light)
        if self._grain.isNull():
            self._grain = QPixmap.fromImage(_grain())
        painter.fillRect(rect, self._grain)
