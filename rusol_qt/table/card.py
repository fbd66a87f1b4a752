"""One card on the table: it draws its cached pixmap and owns its own animations."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QAnimationGroup,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rusol_qt.model.cards import Card
from rusol_qt.table.cardart import CardArt
from rusol_qt.table.layout import TIGHT_FACE_UP_STEP

#: Duration of a move, in milliseconds; long enough to follow, short enough never to wait for.
MOVE_DURATION = 220
FLIP_DURATION = 160
#: Cards in flight and lifted cards are drawn above every card lying on the table.
FLYING_Z = 1000
LIFTED_Z = 2000
#: How far below the covering card's top edge a covered card must still be drawn, in card
#: widths: the covering card's rounded corners let it show through.
COVER_CORNER = 0.08
#: How much of the last card of a folded column's lane shows, in card widths: as much as of the
#: cards above it, so that only the column's real last card shows whole (docs/table.md).
LANE_END = TIGHT_FACE_UP_STEP
_LANE_END_EDGE = QColor(92, 92, 92)


#: The shadow's rings under a lifted card: (offset in spreads, alpha). Each ring is the card's
#: rounded rectangle moved ``offset * spread / 2`` right and ``offset * spread`` down.
_SHADOW_RINGS = ((1.0, 40), (2.0, 30), (3.0, 20))


def _shadow_spread(width: float) -> float:
    return max(2.0, width * 0.04)


def shadow_extent(width: float, height: float) -> QRectF:
    """Where a lifted card's shadow is painted, relative to the card's top-left corner.

    The one source for the shadow pixmap's size and for the card's bounding rectangle, so
    that everything painted is also repainted when the card moves on.
    """
    spread = _shadow_spread(width)
    furthest = max(offset for offset, _ in _SHADOW_RINGS)
    # Anti-aliased edges may bleed into the pixel beyond: one pixel of slack all round.
    return QRectF(0, 0, width + furthest * spread * 0.5, height + furthest * spread).adjusted(
        -1, -1, 1, 1
    )


# A few sizes: the window's current one and those a resize passes through last.
@lru_cache(maxsize=4)
def _shadow(width: int, height: int, dpr: float) -> QPixmap:
    """The soft shadow under a lifted card, rendered once per card size.

    The pixmap covers exactly ``shadow_extent``: its top-left pixel lies at the extent's corner.
    """
    extent = shadow_extent(width, height)
    spread = _shadow_spread(width)
    pixmap = QPixmap(round(extent.width() * dpr), round(extent.height() * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.translate(-extent.topLeft())
    for offset, alpha in _SHADOW_RINGS:
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(
            QRectF(offset * spread * 0.5, offset * spread, width, height),
            width * 0.06,
            width * 0.06,
        )
    painter.end()
    return pixmap


class CardItem(QGraphicsObject):
    """A card of the deck, drawn from the art's cached pixmaps, never painted per frame.

    It moves and turns over through its own animations, which can be completed at once.
    """

    def __init__(self, card: Card, art: CardArt) -> None:
        """Create the card face down and without a size; the scene lays it out."""
        super().__init__()
        self.card = card
        #: Where the card lies, as the scene last assigned it.
        self.pile = -1
        self.index = -1
        #: The next card of the same pile, which hides most of this one when both lie still.
        self.covered_by: CardItem | None = None
        self.face_up = False
        self._art = art
        self._width = 0
        self._height = 0
        self._dpr = 1.0
        # Fetched from the art's cache on first paint: a face nobody has seen costs nothing.
        self._face: QPixmap | None = None
        self._back: QPixmap | None = None
        self._turn = 0.0
        self._lifted = False
        self._resting_z = 0.0
        self._animation: QAbstractAnimation | None = None
        #: The side a running turn ends on, so that completing it skips straight there.
        self._target_face_up: bool | None = None

    # -- looks ---------------------------------------------------------------------------------

    def set_card_size(self, width: int, height: int, dpr: float) -> None:
        """Draw the card at a new size (the window was resized)."""
        self.prepareGeometryChange()
        self._width, self._height, self._dpr = width, height, dpr
        self.refresh_art()

    def refresh_art(self) -> None:
        """Forget the pixmaps, e.g. after the deck changed to four colours."""
        self._face = None
        self._back = None
        self.update()

    def pixmap(self) -> QPixmap:
        """The side the card shows, at its size."""
        if self.face_up:
            if self._face is None:
                self._face = self._art.face(self.card, self._width, self._dpr)
            return self._face
        if self._back is None:
            self._back = self._art.back(self._width, self._dpr)
        return self._back

    def size(self) -> tuple[float, float]:
        """Width and height of the card in scene units."""
        return float(self._width), float(self._height)

    def boundingRect(self) -> QRectF:
        """The card, plus room for the shadow of a lifted card (the extent holds both)."""
        width, height = self.size()
        return shadow_extent(width, height)

    def shape(self) -> QPainterPath:
        """The part of the card that shows: a click on what another card hides is not its."""
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._width, self.visible_height()))
        return path

    def card_rect(self) -> QRectF:
        """The card itself in scene coordinates, without the shadow."""
        width, height = self.size()
        return QRectF(self.pos(), QPointF(self.pos().x() + width, self.pos().y() + height))

    def visible_height(self) -> float:
        """How much of the card shows, from the top.

        All of it, unless the next card of its pile lies still right on it: then only the
        strip above that card (and its corners). The last card of a lane of a folded column
        shows the same strip as the cards above it: its pile goes on in the next lane.
        """
        height = float(self._height)
        cover = self.covered_by
        if (
            cover is None
            or self._animation is not None
            or cover._animation is not None
            or cover._lifted != self._lifted
            or self.rotation()
            or cover.rotation()
        ):
            return height
        if cover.x() - self.x() > 0.5 and cover.y() < self.y():
            return min(height, LANE_END * self._width)
        if abs(cover.x() - self.x()) > 0.5:
            return height
        step = cover.y() - self.y()
        if step < 0:
            return height
        if step < 0.5:
            return 0.0  # a foundation: the card on top covers this one, corners and all
        return min(height, step + self._width * COVER_CORNER)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Blit the face or the back, only the part that shows; a soft shadow while lifted."""
        width = float(self._width)
        shown = self.visible_height()
        if shown <= 0:
            return
        if self._lifted:
            # Only as far down as the card shows, plus the shadow below it.
            extent = shadow_extent(self._width, self._height)
            extent.setBottom(extent.bottom() - self._height + shown)
            shade = _shadow(self._width, self._height, self._dpr)
            ratio = shade.devicePixelRatio()
            painter.drawPixmap(
                extent, shade, QRectF(0, 0, extent.width() * ratio, extent.height() * ratio)
            )
        pixmap = self.pixmap()
        if shown >= self._height:
            painter.drawPixmap(QPointF(0, 0), pixmap)
            return
        ratio = pixmap.devicePixelRatio()
        painter.drawPixmap(
            QRectF(0, 0, width, shown), pixmap, QRectF(0, 0, width * ratio, shown * ratio)
        )
        cover = self.covered_by
        if cover is not None and cover.x() - self.x() > 0.5:
            # A lane's end: the strip ends on an edge of its own, as if cut off.
            painter.setPen(QPen(_LANE_END_EDGE, 1.0))
            painter.drawLine(QPointF(0.5, shown - 0.5), QPointF(width - 0.5, shown - 0.5))

    # -- state set by the scene ----------------------------------------------------------------

    def set_lifted(self, lifted: bool) -> None:
        """Show the card as picked up (a shadow under it) or lying on the table."""
        if lifted != self._lifted:
            self._lifted = lifted
            self.update()

    def set_resting_z(self, z: float) -> None:
        """The stacking order the card takes when it lies still."""
        self._resting_z = z
        if self._animation is None and not self._lifted:
            self.setZValue(z)

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        # Half a turn narrows the card to an edge, the other half shows the new side.
        self._turn = value
        width, height = self.size()
        squeeze = abs(1.0 - 2.0 * value)
        self.setTransform(
            QTransform()
            .translate(width / 2, height / 2)
            .scale(max(squeeze, 0.01), 1.0)
            .translate(-width / 2, -height / 2)
        )

    turn = Property(float, _get_turn, _set_turn)

    # -- animation -----------------------------------------------------------------------------

    def is_animating(self) -> bool:
        """Whether the card is moving or turning."""
        return self._animation is not None

    def complete_animation(self) -> None:
        """Jump to the end of the running animation, so that nothing ever waits for it."""
        animation = self._animation
        if animation is not None:
            animation.setCurrentTime(animation.totalDuration())
            if self._animation is animation:  # a stopped group may not report finished
                self._finish()

    def place(self, pos: QPointF, face_up: bool, z: float) -> None:
        """Put the card at once where it belongs (a new layout, a finished drag)."""
        self.complete_animation()
        self.face_up = face_up
        self._set_turn(0.0)
        self.setRotation(0.0)
        self.setPos(pos)
        self.set_resting_z(z)
        self.setZValue(z)
        self.update()

    def animate_to(
        self,
        pos: QPointF,
        face_up: bool,
        z: float,
        duration: int = MOVE_DURATION,
        delay: int = 0,
        flying_z: float = FLYING_Z,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
        rotation: float = 0.0,
    ) -> None:
        """Move to ``pos`` and turn to ``face_up`` with easing; ``z`` is the order on arrival.

        ``rotation`` (degrees, about the card's centre) is for the win celebration only; every
        other move brings the card back upright.
        """
        self.complete_animation()
        moves = (pos - self.pos()).manhattanLength() > 0.5 or self.rotation() != rotation
        turns = face_up != self.face_up
        self._resting_z = z
        if not moves and not turns:
            self.setZValue(z)
            return
        group = QSequentialAnimationGroup(self)
        if delay:
            group.addAnimation(QPauseAnimation(delay, group))
        together = QParallelAnimationGroup(group)
        if moves:
            self._tween(together, b"pos", self.pos(), pos, duration, easing)
            if self.rotation() != rotation:
                self.setTransformOriginPoint(self._width / 2, self._height / 2)
                self._tween(together, b"rotation", self.rotation(), rotation, duration, easing)
        if turns:
            together.addAnimation(self._turn_animation(face_up, together))
        group.addAnimation(together)
        group.finished.connect(self._finish)
        self._animation = group
        if moves:
            self.setZValue(flying_z)
        group.start()

    def _turn_animation(self, face_up: bool, parent: QParallelAnimationGroup) -> QAbstractAnimation:
        """Narrow the card to its edge, change side, widen it again."""
        sequence = QSequentialAnimationGroup(parent)
        half = FLIP_DURATION // 2
        close = self._tween(sequence, b"turn", 0.0, 0.5, half, QEasingCurve.Type.InQuad)
        close.finished.connect(lambda: self._show_side(face_up))
        self._tween(sequence, b"turn", 0.5, 1.0, half, QEasingCurve.Type.OutQuad)
        self._target_face_up = face_up
        return sequence

    def _tween(
        self,
        group: QAnimationGroup,
        prop: bytes,
        start: object,
        end: object,
        duration: int,
        easing: QEasingCurve.Type,
    ) -> QPropertyAnimation:
        """Animate this card's property ``prop`` from ``start`` to ``end``, as part of ``group``."""
        animation = QPropertyAnimation(self, prop, group)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(duration)
        animation.setEasingCurve(easing)
        group.addAnimation(animation)
        return animation

    def _show_side(self, face_up: bool) -> None:
        self.face_up = face_up
        self.update()

    def _finish(self) -> None:
        animation = self._animation
        self._animation = None
        if self._target_face_up is not None:
            self.face_up = self._target_face_up
            self._target_face_up = None
        self._set_turn(0.0)
        if not self._lifted:
            self.setZValue(self._resting_z)
        self.update()
        if animation is not None:
            animation.deleteLater()
