"""A pile on the table, a column or a foundation: its empty place, its highlight, its layout."""

from __future__ import annotations

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rusol_qt.model.game import FOUNDATION_BASE
from rusol_qt.table.card import MOVE_DURATION, CardItem
from rusol_qt.table.cardart import CardArt
from rusol_qt.table.layout import TableLayout

HIGHLIGHT_DURATION = 150
HIGHLIGHT_COLOUR = QColor(255, 214, 90)


class PileItem(QGraphicsObject):
    """One of the 11 piles: its empty place, its highlight, where each of its cards goes.

    It draws its empty place (the King mark of a column, the suit of a foundation) and a glow
    around the spot where a group would land, which fades in and out through the animated
    ``highlightedness`` property.
    """

    def __init__(self, pile: int, art: CardArt) -> None:
        """Create pile number ``pile`` (columns 0-6, foundations 7-10); it is laid out later."""
        super().__init__()
        self.pile = pile
        self.cards: list[CardItem] = []
        self.face_down = 0
        self._art = art
        self._layout: TableLayout | None = None
        self._dpr = 1.0
        # The empty place's art, fetched when first painted at this size (as the cards' art).
        self._empty: QPixmap | None = None
        #: Where the pile lies; while it glides there (a column folded), ``pos()`` lags behind.
        self._origin = QPointF()
        self._glide = QPropertyAnimation(self, b"pos", self)
        self._glide.setDuration(MOVE_DURATION)
        self._glide.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._highlightedness = 0.0
        self._fade = QPropertyAnimation(self, b"highlightedness", self)
        self._fade.setDuration(HIGHLIGHT_DURATION)
        self._fade.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self.setZValue(-1)

    @property
    def is_foundation(self) -> bool:
        """Whether this pile is a foundation."""
        return self.pile >= FOUNDATION_BASE

    # -- layout --------------------------------------------------------------------------------

    def set_layout(self, layout: TableLayout, dpr: float, glide: bool = False) -> None:
        """Take the place the table layout gives this pile; its art is drawn for ``dpr``.

        Also after a change of the deck's art: the empty place is fetched anew. With ``glide``
        the pile moves there as a card does (a column on its left folded or unfolded).
        """
        self.prepareGeometryChange()
        self._layout = layout
        self._dpr = dpr
        self._empty = None
        if self.is_foundation:
            x, y = layout.foundation_origin(self.pile - FOUNDATION_BASE)
        else:
            x, y = layout.column_origin(self.pile)
        self._origin = QPointF(x, y)
        self._glide.stop()
        if glide and self.pos() != self._origin:
            self._glide.setStartValue(self.pos())
            self._glide.setEndValue(self._origin)
            self._glide.start()
        else:
            self.setPos(self._origin)
        self.update()

    def origin(self) -> QPointF:
        """Where the pile lies (its top-left corner), even while it glides there."""
        return QPointF(self._origin)

    def card_positions(self, count: int, face_down: int) -> list[QPointF]:
        """Where each of ``count`` cards goes, in scene coordinates, bottom card first."""
        origin = self._origin
        if self._layout is None or self.is_foundation:
            return [QPointF(origin) for _ in range(count)]
        return [
            QPointF(origin.x() + x, origin.y() + y)
            for x, y in self._layout.column_places(count, face_down)
        ]

    def card_size(self) -> tuple[float, float]:
        """The card size of the current layout."""
        if self._layout is None:
            return 0.0, 0.0
        return float(self._layout.card_width), float(self._layout.card_height)

    def landing_rect(self) -> QRectF:
        """The spot a group lands on: the last card, or the empty place."""
        width, height = self.card_size()
        if self.cards:
            last = self.cards[-1]
            # A card in flight is not where it lands yet.
            top = (
                self.card_positions(len(self.cards), self.face_down)[-1]
                if last.is_animating()
                else last.pos()
            )
            return QRectF(top.x(), top.y(), width, height)
        return QRectF(self._origin.x(), self._origin.y(), width, height)

    def drop_area(self) -> QRectF:
        """The area a dragged card must overlap to be dropped here.

        A foundation's own place; a column's whole strip (all its lanes) down to the bottom of
        the table, so that a group may be dropped just below a short column.
        """
        width, height = self.card_size()
        origin = self._origin
        if self.is_foundation or self._layout is None:
            return QRectF(origin.x(), origin.y(), width, height)
        width = self._layout.column_width(self.pile)
        return QRectF(origin.x(), origin.y(), width, self._layout.height - origin.y())

    # -- looks ---------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        """The empty place and the glow around any landing spot of the column."""
        width, height = self.card_size()
        glow = width * 0.08
        bottom = height
        if self._layout is not None and not self.is_foundation:
            bottom = self._layout.height - self._origin.y()
            width = self._layout.column_width(self.pile)
        return QRectF(-glow, -glow, width + 2 * glow, bottom + 2 * glow)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the empty place, and the highlight while it shows."""
        if self._layout is None:
            return
        painter.drawPixmap(QPointF(0, 0), self.empty_place())
        if self._highlightedness <= 0.0:
            return
        spot = self.landing_rect().translated(-self._origin)
        width = spot.width()
        glow = width * 0.06
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(HIGHLIGHT_COLOUR)
        colour.setAlphaF(0.35 * self._highlightedness)
        painter.setBrush(colour)
        edge = QColor(HIGHLIGHT_COLOUR)
        edge.setAlphaF(0.95 * self._highlightedness)
        painter.setPen(QPen(edge, max(2.0, width * 0.03)))
        painter.drawRoundedRect(spot.adjusted(-glow, -glow, glow, glow), width * 0.1, width * 0.1)

    def empty_place(self) -> QPixmap:
        """The art of the empty place at the current size: a King mark or the foundation's suit."""
        if self._empty is None:
            assert self._layout is not None, "a pile is laid out before it is painted"
            width = self._layout.card_width
            if self.is_foundation:
                suit = self.pile - FOUNDATION_BASE
                self._empty = self._art.empty_foundation(suit, width, self._dpr)
            else:
                self._empty = self._art.empty_column(width, self._dpr)
        return self._empty

    def _get_highlightedness(self) -> float:
        return self._highlightedness

    def _set_highlightedness(self, value: float) -> None:
        self._highlightedness = value
        self.update()

    highlightedness = Property(float, _get_highlightedness, _set_highlightedness)

    def set_highlighted(self, highlighted: bool) -> None:
        """Fade the highlight in or out."""
        target = 1.0 if highlighted else 0.0
        if self._fade.endValue() == target and self._fade.state() != self._fade.State.Stopped:
            return
        self._fade.stop()
        self._fade.setStartValue(self._highlightedness)
        self._fade.setEndValue(target)
        self._fade.start()

    def complete_animation(self) -> None:
        """Jump to the end of a running fade or glide."""
        if self._fade.state() != self._fade.State.Stopped:
            self._fade.setCurrentTime(self._fade.duration())
        if self._glide.state() != self._glide.State.Stopped:
            self._glide.stop()
            self.setPos(self._origin)
