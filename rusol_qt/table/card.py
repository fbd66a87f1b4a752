"""One card on the table: it draws its cached pixmap and owns its own animations."""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rusol_qt.model.cards import Card
from rusol_qt.table.cardart import CardArt

#: Duration of a move, in milliseconds; long enough to follow, short enough never to wait for.
MOVE_DURATION = 220
FLIP_DURATION = 160
#: Cards in flight and lifted cards are drawn above every card lying on the table.
FLYING_Z = 1000
LIFTED_Z = 2000


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
        """The card, plus room for the shadow of a lifted card."""
        width, height = self.size()
        shadow = max(2.0, width * 0.04)
        return QRectF(-shadow, -shadow, width + 3 * shadow, height + 3 * shadow)

    def card_rect(self) -> QRectF:
        """The card itself in scene coordinates, without the shadow."""
        width, height = self.size()
        return QRectF(self.pos(), QPointF(self.pos().x() + width, self.pos().y() + height))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the face or the back (a pixmap blit), with a soft shadow while lifted."""
        width, height = self.size()
        if self._lifted:
            shadow = max(2.0, width * 0.04)
            painter.setPen(QColor(0, 0, 0, 0))
            for step, alpha in ((1.0, 40), (2.0, 30), (3.0, 20)):
                painter.setBrush(QColor(0, 0, 0, alpha))
                painter.drawRoundedRect(
                    QRectF(step * shadow * 0.5, step * shadow, width, height),
                    width * 0.06,
                    width * 0.06,
                )
        painter.drawPixmap(QPointF(0, 0), self.pixmap())

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
    ) -> None:
        """Move to ``pos`` and turn to ``face_up`` with easing; ``z`` is the order on arrival."""
        self.complete_animation()
        moves = (pos - self.pos()).manhattanLength() > 0.5
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
            motion = QPropertyAnimation(self, b"pos", together)
            motion.setStartValue(self.pos())
            motion.setEndValue(pos)
            motion.setDuration(duration)
            motion.setEasingCurve(easing)
            together.addAnimation(motion)
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
        close = QPropertyAnimation(self, b"turn", sequence)
        close.setStartValue(0.0)
        close.setEndValue(0.5)
        close.setDuration(FLIP_DURATION // 2)
        close.setEasingCurve(QEasingCurve.Type.InQuad)
        close.finished.connect(lambda: self._show_side(face_up))
        opening = QPropertyAnimation(self, b"turn", sequence)
        opening.setStartValue(0.5)
        opening.setEndValue(1.0)
        opening.setDuration(FLIP_DURATION // 2)
        opening.setEasingCurve(QEasingCurve.Type.OutQuad)
        sequence.addAnimation(close)
        sequence.addAnimation(opening)
        self._target_face_up = face_up
        return sequence

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
