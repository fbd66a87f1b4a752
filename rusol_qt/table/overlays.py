"""Items drawn over the cards: the keyboard focus ring and the rule message banner."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

FOCUS_Z = 3000
MESSAGE_Z = 4000
#: How long a rule message stays readable before it fades, in milliseconds.
MESSAGE_TIME = 4500
FADE_DURATION = 180
#: The widths a banner may take, as shares of the table's width, widest (fewest lines) first:
#: the first that finds a place clear of every card and foundation is used.
BANNER_WIDTHS = (0.8, 0.6, 0.45, 0.34, 0.25, 0.18)
#: How the banner sets its text, both when measuring it and when drawing it.
TEXT_FLAGS = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter
_FOCUS_EDGE = QColor(20, 60, 140)
_FOCUS_LIGHT = QColor(120, 200, 255)


def draw_ring(
    painter: QPainter, rect: QRectF, width: float, radius: float, dark: QColor, light: QColor
) -> None:
    """A rounded ring ``width`` wide just outside ``rect``: ``light`` on a wider ``dark`` edge.

    Light on dark, it shows both on white cards and on the felt.
    """
    ring = rect.adjusted(-width, -width, width, width)
    painter.setPen(QPen(dark, width + 2))
    painter.drawRoundedRect(ring, radius, radius)
    painter.setPen(QPen(light, width))
    painter.drawRoundedRect(ring, radius, radius)


class FadingItem(QGraphicsObject):
    """An item over the cards that fades in and out, and never takes a click.

    Hidden at first; :meth:`fade_in` shows it, :meth:`fade_out` lets it disappear.
    """

    def __init__(self, z: float) -> None:
        """Create the item hidden, at height ``z`` over the table."""
        super().__init__()
        self._opacity_animation = QPropertyAnimation(self, b"opacity", self)
        self._opacity_animation.setDuration(FADE_DURATION)
        self._opacity_animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._opacity_animation.finished.connect(self._faded)
        self.setZValue(z)
        self.setOpacity(0.0)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def fade_in(self) -> None:
        """Show the item, fading in from where it is."""
        self.setVisible(True)
        self._fade_to(1.0)

    def fade_out(self) -> None:
        """Let the item disappear."""
        if self.isVisible():
            self._fade_to(0.0)

    def hide_now(self) -> None:
        """Remove the item at once."""
        self._opacity_animation.stop()
        self.setOpacity(0.0)
        self.setVisible(False)
        self.faded()

    def faded(self) -> None:
        """Called once the item has faded away (or was hidden at once)."""

    def _fade_to(self, value: float) -> None:
        self._opacity_animation.stop()
        self._opacity_animation.setStartValue(self.opacity())
        self._opacity_animation.setEndValue(value)
        self._opacity_animation.start()

    def _faded(self) -> None:
        if self.opacity() <= 0.0:
            self.setVisible(False)
            self.faded()


class FocusRing(QGraphicsObject):
    """The visible keyboard focus: a bright ring around the focused card or empty place."""

    def __init__(self) -> None:
        """Create the ring hidden; the scene shows it once the keyboard is used."""
        super().__init__()
        self._rect = QRectF()
        #: The cards the ring surrounds (none: a place), and the size of one.
        self._items: list[QGraphicsObject] = []
        self._size = QSizeF()
        self.setZValue(FOCUS_Z)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        """Surround ``rect`` (scene coordinates), a place that holds no card."""
        self._follow([])
        self._place(rect)

    def surround(self, items: Sequence[QGraphicsObject], size: QSizeF) -> None:
        """Surround the cards ``items`` (each ``size`` large) wherever they are, as they move.

        The ring goes along with a card flying to its place instead of waiting there for it:
        it follows the first card's moves (the others move with it, in the same animation).
        """
        self._size = QSizeF(size)
        self._follow(list(items))
        self._refresh()

    def _follow(self, items: list[QGraphicsObject]) -> None:
        if self._items:
            self._items[0].xChanged.disconnect(self._refresh)
            self._items[0].yChanged.disconnect(self._refresh)
        self._items = items
        if items:
            items[0].xChanged.connect(self._refresh)
            items[0].yChanged.connect(self._refresh)

    def _refresh(self) -> None:
        if not self._items:
            return
        places = [item.pos() for item in self._items]
        left, top = min(place.x() for place in places), min(place.y() for place in places)
        right = max(place.x() for place in places) + self._size.width()
        bottom = max(place.y() for place in places) + self._size.height()
        self._place(QRectF(left, top, right - left, bottom - top))

    def _place(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def boundingRect(self) -> QRectF:
        """The ring, with its pen."""
        margin = max(4.0, self._rect.width() * 0.06)
        return self._rect.adjusted(-margin, -margin, margin, margin)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A light blue ring on a dark blue edge."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = self._rect.width()
        draw_ring(
            painter, self._rect, max(3.0, width * 0.035), width * 0.08, _FOCUS_EDGE, _FOCUS_LIGHT
        )


def banner_place(
    size: QRectF, scene_rect: QRectF, margin: float, avoid: Sequence[QRectF] = ()
) -> QPointF | None:
    """Where a banner of ``size`` goes: centred near the bottom, unless that covers ``avoid``.

    Then the free place nearest to the bottom centre: above, below or beside a place to avoid,
    at the top, or at a side of the table; ``None`` when the banner fits nowhere clear of them.
    """
    width, height = size.width(), size.height()
    lowest = scene_rect.bottom() - height - margin
    highest = scene_rect.top() + margin / 2
    centre_x = scene_rect.center().x() - width / 2
    if width > scene_rect.width() or lowest < highest:
        return None
    home = (centre_x, lowest)
    gap = margin / 3
    clear = [
        (rect.left() - gap, rect.top() - gap, rect.right() + gap, rect.bottom() + gap)
        for rect in avoid
    ]
    ys = {lowest, highest}
    xs = {centre_x, scene_rect.left() + margin / 2, scene_rect.right() - width - margin / 2}
    for left, top, right, bottom in clear:
        ys.update((top - height, bottom))
        xs.update((left - width, right))
    places = [
        (x, y)
        for y in ys
        for x in xs
        if highest <= y <= lowest and scene_rect.left() <= x <= scene_rect.right() - width
    ]
    places.sort(key=lambda place: abs(place[0] - home[0]) + abs(place[1] - home[1]))
    for x, y in places:
        if not any(
            x < right and left < x + width and y < bottom and top < y + height
            for left, top, right, bottom in clear
        ):
            return QPointF(x, y)
    return None


class MessageBanner(FadingItem):
    """A rounded banner near the bottom of the table telling which rule refused a move.

    It fades in, stays a few seconds and fades out, and never takes the focus or a click.
    """

    def __init__(self) -> None:
        """Create the banner hidden."""
        super().__init__(MESSAGE_Z)
        self.text = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.fade_out)
        self._size = QRectF()
        self._padding = 0.0
        self._font = QFont()

    def show_text(
        self,
        text: str,
        scene_rect: QRectF,
        card_width: float,
        duration: int = MESSAGE_TIME,
        avoid: Sequence[QRectF] = (),
    ) -> None:
        """Show ``text`` for ``duration`` ms near the bottom of ``scene_rect``, clear of ``avoid``.

        ``avoid`` are the cards and the foundations on the table: the banner never covers them
        (:func:`banner_place`). Where its widest shape finds no room it takes a narrower one,
        over more lines; only when no shape fits anywhere does it go to the bottom centre.
        """
        self.prepareGeometryChange()
        self.text = text
        self._font = QFont()
        self._font.setPointSizeF(max(10.0, min(16.0, card_width * 0.11)))
        self._font.setWeight(QFont.Weight.DemiBold)
        metrics = QFontMetricsF(self._font)
        padding = metrics.height() * 0.8
        self._padding = padding
        margin = metrics.height() * 1.5
        place = None
        for share in BANNER_WIDTHS:
            max_width = max(card_width * 1.5, scene_rect.width() * share) - 2 * padding
            text_rect = metrics.boundingRect(QRectF(0, 0, max_width, 1000), TEXT_FLAGS, text)
            self._size = QRectF(0, 0, text_rect.width() + 2 * padding, text_rect.height() + padding)
            place = banner_place(self._size, scene_rect, margin, avoid)
            if place is not None:
                break
        if place is None:
            self._size = QRectF(
                0, 0, min(self._size.width(), scene_rect.width()), self._size.height()
            )
            place = QPointF(scene_rect.center().x() - self._size.width() / 2, 0)
            place.setY(scene_rect.bottom() - self._size.height() - margin)
        self.setPos(place)
        self.fade_in()
        self._timer.start(duration)
        self.update()

    def font(self) -> QFont:
        """The font the text is set in."""
        return self._font

    def boundingRect(self) -> QRectF:
        """The banner."""
        return self._size

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A dark rounded box with light text."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._size.height() * 0.3
        painter.setPen(QPen(QColor(255, 214, 90, 200), 1.5))
        painter.setBrush(QColor(18, 28, 22, 225))
        painter.drawRoundedRect(self._size.adjusted(0.75, 0.75, -0.75, -0.75), radius, radius)
        painter.setFont(self._font)
        painter.setPen(QColor(250, 246, 230))
        painter.drawText(self.text_rect(), TEXT_FLAGS, self.text)

    def text_rect(self) -> QRectF:
        """Where the text is set: the width it was measured in, a pixel wider either side.

        Not the banner's whole width with its padding, in which the lines would reflow longer
        and run into the edges; the pixel keeps rounding from wrapping a line more.
        """
        slack = min(1.0, self._padding)
        return self._size.adjusted(self._padding - slack, 0, slack - self._padding, 0)

    def fade_out(self) -> None:
        """Let the banner disappear."""
        self._timer.stop()
        super().fade_out()

    def hide_now(self) -> None:
        """Remove the banner at once."""
        self._timer.stop()
        super().hide_now()

    def faded(self) -> None:
        """Gone: no text shows."""
        self.text = ""
