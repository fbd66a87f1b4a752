"""The table scene: it lays out piles and cards, shows the game, and owns all input.

The scene turns mouse and key events into requests (a click on a card, a drag that wants to
start, a drop on a pile) and the controller answers them by asking the model; the scene never
decides whether a move is legal.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from rusol_qt.base.words import card_spoken_name, suit_name
from rusol_qt.model.game import COLUMN_COUNT, FOUNDATION_BASE, PILE_COUNT, Game, foundation_of
from rusol_qt.table.card import FLYING_Z, LIFTED_Z, CardItem
from rusol_qt.table.cardart import CARD_ASPECT, CardArt
from rusol_qt.table.layout import TableLayout
from rusol_qt.table.overlays import MESSAGE_TIME, FocusRing, MessageBanner
from rusol_qt.table.pile import PileItem

#: Pixels the mouse must travel with the button down before a press becomes a drag.
DRAG_DISTANCE = 4
DEAL_STAGGER = 12
CELEBRATION_STAGGER = 28
CELEBRATION_FLIGHT = 650
KEYBOARD_HOVER_DURATION = 110


class _Press(NamedTuple):
    """A button press on a card that is not yet a click or a drag."""

    pile: int
    card_index: int
    pos: QPointF


@dataclass
class _Lift:
    """A group picked up by the mouse or by the keyboard."""

    source: int
    start: int
    items: list[CardItem]
    accepting: frozenset[int]
    by_keyboard: bool
    #: Each card's place relative to the group's first card.
    offsets: list[QPointF] = field(default_factory=list)
    #: Where the mouse holds the first card.
    grab: QPointF = field(default_factory=QPointF)
    #: The pile the keyboard holds the group over.
    hover: int = -1


def _lane_boxes(places: Sequence[QPointF]) -> list[tuple[float, float, float, float]]:
    """The (left, top, right, bottom) of each lane's card corners: one box per lane."""
    lanes: dict[float, list[QPointF]] = {}
    for place in places:
        lanes.setdefault(round(place.x(), 1), []).append(place)
    return [
        (
            min(p.x() for p in lane),
            min(p.y() for p in lane),
            max(p.x() for p in lane),
            max(p.y() for p in lane),
        )
        for lane in lanes.values()
    ]


class TableScene(QGraphicsScene):
    """The 52 cards and 11 piles of the table, with the input that plays them."""

    clicked = Signal(int, int)
    """A click (press and release without a drag) on the card at (pile, index)."""
    double_clicked = Signal(int, int)
    """A double-click on the card at (pile, index)."""
    drag_requested = Signal(int, int)
    """The mouse pulled the card at (pile, index); the controller may call :meth:`lift`."""
    pick_up_requested = Signal(int, int)
    """The pick-up key on the card at (pile, index); the controller may call :meth:`lift`."""
    dropped = Signal(int, int, int)
    """The lifted group (source, start) was let go over ``target`` (-1: over no pile)."""
    foundation_requested = Signal(int)
    """The foundation key on column ``pile``."""
    focus_described = Signal(str)
    """The focused card in words, for screen readers."""
    celebration_finished = Signal()

    def __init__(self, art: CardArt, parent: QObject | None = None) -> None:
        """Create the piles and the cards; :meth:`set_view_size` lays them out."""
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.art = art
        #: The layout for the view's size alone, before any column folds into lanes.
        self.plain_layout = TableLayout.for_size(800, 600, 1.4)
        #: The layout of the table as it shows: with the lanes its long columns take.
        self.layout = self.plain_layout
        self.dpr = 1.0
        #: Whether a double-click places cards (the setting); when off it is two clicks.
        self.double_click_enabled = True
        self.game: Game | None = None
        self.piles = [PileItem(pile, art) for pile in range(PILE_COUNT)]
        for pile in self.piles:
            self.addItem(pile)
        self.cards = [CardItem(card, art) for card in range(52)]
        for item in self.cards:
            self.addItem(item)
        self.focus_ring = FocusRing()
        self.addItem(self.focus_ring)
        self.message = MessageBanner()
        self.addItem(self.message)
        self.focus: tuple[int, int] = (0, 0)
        # A group dropped by the keyboard keeps the focus wherever it ends up.
        self._focus_follows: CardItem | None = None
        self._press: _Press | None = None
        self._lift: _Lift | None = None
        self._swallow_release = False
        self._celebration = QTimer(self)
        self._celebration.setSingleShot(True)
        self._celebration.timeout.connect(self.celebration_finished)
        art.changed.connect(self.refresh_art)

    # -- layout and art ------------------------------------------------------------------------

    def set_view_size(self, width: float, height: float, dpr: float) -> None:
        """Lay the table out for a view of this size, with art for this pixel ratio."""
        self.complete_animations()
        self.setSceneRect(0, 0, width, height)
        self.plain_layout = TableLayout.for_size(width, height, CARD_ASPECT)
        self.layout = self._layout_for(self.game)
        self.dpr = dpr
        self.refresh_art()

    def _layout_for(self, game: Game | None) -> TableLayout:
        """The layout for ``game``'s columns: a column too long for the view folds into lanes."""
        if game is None:
            return self.plain_layout
        return self.plain_layout.with_columns(
            [(len(game.columns[column]), game.face_down[column]) for column in range(COLUMN_COUNT)]
        )

    def _follow_lanes(self, game: Game, glide: bool = False) -> None:
        """Move the piles when a column folds into another lane or unfolds (seldom).

        With ``glide`` the piles on its right glide there, as their cards do.
        """
        layout = self._layout_for(game)
        if layout == self.layout:
            return
        self.layout = layout
        for pile in self.piles:
            pile.set_layout(layout, self.dpr, glide)

    def refresh_art(self) -> None:
        """Take the art at the current card size (after a resize or a change of the deck)."""
        width, dpr = self.layout.card_width, self.dpr
        for item in self.cards:
            item.set_card_size(width, self.layout.card_height, dpr)
        for pile in self.piles:
            pile.set_layout(self.layout, dpr)
        if self.game is not None:
            self.sync(self.game, animate=False)

    # -- showing the game ----------------------------------------------------------------------

    def show_game(self, game: Game, deal: bool = True) -> None:
        """Show a new game; with ``deal`` the cards fly in from below the table."""
        self.complete_animations()
        self._lift = None
        self._press = None
        self.message.hide_now()
        self.game = game
        self.focus = (0, 0)
        if not deal:
            self.sync(game, animate=False)
            return
        start = QPointF((self.layout.width - self.layout.card_width) / 2, self.layout.height + 8)
        for item in self.cards:
            item.place(start, False, 0)
        self._assign(game)
        self._follow_lanes(game)
        # Each pile's places once, not once per row: the deal is dealt row by row.
        positions = [pile.card_positions(len(pile.cards), pile.face_down) for pile in self.piles]
        order = 0
        for row in range(max(len(pile.cards) for pile in self.piles)):
            for pile in self.piles:
                if row >= len(pile.cards):
                    continue
                pile.cards[row].animate_to(
                    positions[pile.pile][row],
                    game.is_face_up(pile.pile, row),
                    row + 1,
                    delay=order * DEAL_STAGGER,
                    flying_z=500 + order,
                )
                order += 1
        self._update_focus()

    def sync(self, game: Game, animate: bool = True, moving: tuple[int, ...] = ()) -> None:
        """Move every card to where the game has it; ``moving`` cards fly above the others."""
        self.game = game
        self._assign(game)
        self._follow_lanes(game, glide=animate)
        for pile in self.piles:
            positions = pile.card_positions(len(pile.cards), pile.face_down)
            for index, (item, pos) in enumerate(zip(pile.cards, positions, strict=True)):
                item.set_lifted(False)
                face_up = game.is_face_up(pile.pile, index)
                if animate:
                    flying = index + 1
                    if item.card in moving:
                        flying = FLYING_Z + moving.index(item.card)
                    item.animate_to(pos, face_up, index + 1, flying_z=flying)
                else:
                    item.place(pos, face_up, index + 1)
        self._update_focus()

    def _assign(self, game: Game) -> None:
        """Give every pile its card items, and every card item its pile and index."""
        for pile in self.piles:
            pile.cards = [self.cards[card] for card in game.pile(pile.pile)]
            pile.face_down = game.face_down[pile.pile] if pile.pile < COLUMN_COUNT else 0
            for index, item in enumerate(pile.cards):
                item.pile = pile.pile
                item.index = index
                item.covered_by = pile.cards[index + 1] if index + 1 < len(pile.cards) else None
            pile.update()

    def complete_animations(self) -> None:
        """Finish every running animation at once: a new action never waits."""
        for item in self.cards:
            item.complete_animation()
        for pile in self.piles:
            pile.complete_animation()
        if self._celebration.isActive():
            self._celebration.stop()
            self.celebration_finished.emit()

    def is_animating(self) -> bool:
        """Whether any card is still moving or turning."""
        return any(item.is_animating() for item in self.cards)

    # -- highlights and messages ---------------------------------------------------------------

    def highlight(self, piles: frozenset[int] | set[int]) -> None:
        """Light up exactly ``piles`` (fading), every other pile fades out."""
        for pile in self.piles:
            pile.set_highlighted(pile.pile in piles)

    def show_message(
        self, text: str, duration: int = MESSAGE_TIME, aimed: Sequence[int] = ()
    ) -> None:
        """Show a message over the table for ``duration`` ms, without taking the focus.

        The banner stays clear of every card (where it lies once its move ends), of the
        foundations, and of the ``aimed`` piles' landing spots (an empty column aimed at).
        """
        self.message.show_text(
            text, self.sceneRect(), self.layout.card_width, duration, self.banner_obstacles(aimed)
        )

    def banner_obstacles(self, aimed: Sequence[int] = ()) -> list[QRectF]:
        """What a message must not cover: each column's cards, each foundation, the aimed spots."""
        width, height = float(self.layout.card_width), float(self.layout.card_height)
        rects = [self.piles[pile].landing_rect() for pile in aimed]
        for pile in self.piles:
            if pile.is_foundation:
                rects.append(pile.landing_rect())
                continue
            for left, top, right, bottom in _lane_boxes(
                pile.card_positions(len(pile.cards), pile.face_down)
            ):
                rects.append(QRectF(left, top, right - left + width, bottom - top + height))
        return rects

    # -- lifting groups ------------------------------------------------------------------------

    @property
    def lifted(self) -> tuple[int, int] | None:
        """The (source, start) of the group being dragged or held, if any."""
        return (self._lift.source, self._lift.start) if self._lift else None

    def lift(
        self, source: int, start: int, accepting: frozenset[int], by_keyboard: bool = False
    ) -> None:
        """Pick up the group at ``start`` of ``source``: it follows the mouse, or the arrows."""
        pile = self.piles[source]
        items = pile.cards[start:] if source < FOUNDATION_BASE else pile.cards[-1:]
        if not items:
            return
        lead = items[0].pos()
        self._lift = _Lift(
            source,
            start,
            list(items),
            accepting,
            by_keyboard,
            offsets=[item.pos() - lead for item in items],
            hover=source,
        )
        for order, item in enumerate(items):
            item.set_lifted(True)
            item.setZValue(LIFTED_Z + order)
        if self._press is not None:
            self._lift.grab = self._press.pos - lead
        if by_keyboard:
            self._hold_over(source)

    def cancel_lift(self) -> None:
        """Forget the lifted group without a drop; the caller puts its cards back."""
        self._lift = None
        self._press = None

    def _move_lifted(self, lead: QPointF) -> None:
        assert self._lift is not None
        for item, offset in zip(self._lift.items, self._lift.offsets, strict=True):
            item.setPos(lead + offset)

    def _drop_lifted(self, target: int) -> None:
        """Let go of the lifted group over ``target`` and tell the controller."""
        lift = self._lift
        assert lift is not None
        self._lift = None
        self.highlight(set())
        if lift.by_keyboard:
            self._focus_follows = lift.items[0]
        self.dropped.emit(lift.source, lift.start, target)

    def drop_target(self) -> int:
        """The pile a dragged group would land on, or -1.

        The accepting pile it overlaps most, else the pile it overlaps most (so that the
        refusing rule can be told). Overlapping any foundation counts as overlapping the
        foundation of the card's own suit.
        """
        lift = self._lift
        assert lift is not None
        lead = lift.items[0].card_rect()
        own_foundation = foundation_of(lift.items[0].card // 13)
        overlaps: dict[int, float] = {}
        for pile in self.piles:
            common = lead.intersected(pile.drop_area())
            area = common.width() * common.height() if not common.isEmpty() else 0.0
            if area <= 0:
                continue
            key = own_foundation if pile.is_foundation else pile.pile
            overlaps[key] = max(overlaps.get(key, 0.0), area)
        if not overlaps:
            return -1
        accepting = {pile: area for pile, area in overlaps.items() if pile in lift.accepting}
        chosen = accepting or overlaps
        return max(chosen, key=lambda pile: (chosen[pile], -pile))

    # -- mouse ---------------------------------------------------------------------------------

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost card under ``pos`` that lies on the table (not one being carried)."""
        for item in self.items(pos):
            if isinstance(item, CardItem) and (self._lift is None or item not in self._lift.items):
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A press may become a click or a drag; any press completes running animations."""
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.complete_animations()
        self.focus_ring.setVisible(False)
        if self._lift is not None:
            # A group held by the keyboard goes back when the mouse takes over.
            self._drop_lifted(-1)
        self._swallow_release = False
        item = self.card_at(event.scenePos())
        self._press = _Press(item.pile, item.index, event.scenePos()) if item else None

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Carry the lifted group every frame, or start a drag after a few pixels."""
        event.accept()
        if self._lift is not None and not self._lift.by_keyboard:
            self._move_lifted(event.scenePos() - self._lift.grab)
            return
        press = self._press
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if (event.scenePos() - press.pos).manhattanLength() < DRAG_DISTANCE:
            return
        self.drag_requested.emit(press.pile, press.card_index)
        self._press = None
        if self._lift is not None:
            self._move_lifted(event.scenePos() - self._lift.grab)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Drop the dragged group, or report a click."""
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self._lift is not None and not self._lift.by_keyboard:
            self._drop_lifted(self.drop_target())
        elif self._press is not None and not self._swallow_release:
            self.clicked.emit(self._press.pile, self._press.card_index)
        self._press = None
        self._swallow_release = False

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A double-click asks for a place on the table; with the setting off it is a press."""
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if not self.double_click_enabled:
            # Some platforms send no second press before the double-click: make one.
            if self._press is None:
                self.mousePressEvent(event)
            return
        self.complete_animations()
        self._press = None
        # The release that ends the double-click is not a third click.
        self._swallow_release = True
        item = self.card_at(event.scenePos())
        if item is not None:
            self.double_clicked.emit(item.pile, item.index)

    # -- keyboard ------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Play by keyboard.

        Arrows move the focus (or the held group), Space/Enter pick up and drop, F sends the
        focused column's last card to its foundation, Escape puts a held group back.
        """
        key = Qt.Key(event.key())
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        lift = self._lift
        handled = True
        self.complete_animations()
        if lift is not None and lift.by_keyboard:
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
                step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
                self._hold_over(self._next_hover(lift, step))
            elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._drop_lifted(lift.hover)
            elif key == Qt.Key.Key_Escape:
                self._drop_lifted(-1)
            else:
                handled = False
        elif lift is not None:
            handled = False
        elif key == Qt.Key.Key_Left:
            self._move_focus_pile(-1)
        elif key == Qt.Key.Key_Right:
            self._move_focus_pile(1)
        elif key == Qt.Key.Key_Up:
            self._move_focus_card(-1)
        elif key == Qt.Key.Key_Down:
            self._move_focus_card(1)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            pile, index = self.focus
            if index >= 0:
                self.pick_up_requested.emit(pile, index)
        elif key == Qt.Key.Key_F:
            if self.focus[0] < COLUMN_COUNT:
                self.foundation_requested.emit(self.focus[0])
        else:
            handled = False
        if handled:
            event.accept()
            self.focus_ring.setVisible(True)
            self._update_focus()
        else:
            super().keyPressEvent(event)

    def _next_hover(self, lift: _Lift, step: int) -> int:
        """The next pile the held group can be held over: the columns, then its foundation."""
        own = foundation_of(lift.items[0].card // 13)
        targets: list[int] = [*range(COLUMN_COUNT), own]
        position = targets.index(lift.hover) if lift.hover in targets else 0
        return targets[(position + step) % len(targets)]

    def _hold_over(self, pile: int) -> None:
        """Show the held group where it would land on ``pile``."""
        lift = self._lift
        assert lift is not None
        lift.hover = pile
        target = self.piles[pile]
        spot = target.landing_rect()
        if pile == lift.source:
            positions = target.card_positions(len(target.cards), target.face_down)
            lead = positions[lift.start if pile < FOUNDATION_BASE else -1]
        elif target.cards and not target.is_foundation:
            # Where the group would land, with the column squeezed as it would be then.
            count = len(target.cards) + len(lift.items)
            lead = target.card_positions(count, target.face_down)[len(target.cards)]
        else:
            lead = spot.topLeft()
        # Held cards float a little up and left of where they would land.
        lead += QPointF(-0.08, -0.12) * self.layout.card_width
        for order, (item, offset) in enumerate(zip(lift.items, lift.offsets, strict=True)):
            item.animate_to(
                lead + offset,
                True,
                LIFTED_Z + order,
                duration=KEYBOARD_HOVER_DURATION,
                flying_z=LIFTED_Z + order,
            )

    def _move_focus_pile(self, step: int) -> None:
        pile = (self.focus[0] + step) % PILE_COUNT
        cards = self.piles[pile].cards
        self.focus = (pile, len(cards) - 1)

    def _move_focus_card(self, step: int) -> None:
        pile, index = self.focus
        if pile >= FOUNDATION_BASE:
            # The foundations stand one above the other: Up and Down go round them.
            foundation = FOUNDATION_BASE + (pile - FOUNDATION_BASE + step) % 4
            self.focus = (foundation, len(self.piles[foundation].cards) - 1)
            return
        # _update_focus, which follows every key, keeps the index on a card that can be lifted.
        self.focus = (pile, index + step)

    def _update_focus(self) -> None:
        """Keep the focus on a card that can be picked up, move the ring, describe the card."""
        if self._focus_follows is not None:
            self.focus = (self._focus_follows.pile, self._focus_follows.index)
            self._focus_follows = None
        if self._lift is not None and self._lift.by_keyboard:
            # The held group shows where the keyboard is; a ring around its old place would lie.
            self.focus_ring.setVisible(False)
            return
        pile, index = self.focus
        column = self.piles[pile]
        if not column.cards:
            index = -1
        elif pile >= FOUNDATION_BASE:
            index = len(column.cards) - 1
        else:
            index = max(column.face_down, min(len(column.cards) - 1, index))
        self.focus = (pile, index)
        width, height = float(self.layout.card_width), float(self.layout.card_height)
        if index < 0:
            origin = column.origin()
            self.focus_ring.set_rect(QRectF(origin.x(), origin.y(), width, height))
        else:
            # Around the cards where they are: cards still flying to their place take it along.
            self.focus_ring.surround(column.cards[index:], QSizeF(width, height))
        self.focus_described.emit(self.describe_focus())

    def describe_focus(self) -> str:
        """The focused card or place in words, e.g. "Queen of hearts, column 3"."""
        # Each text is spelled out in its translate() call: lupdate only finds literal texts.
        pile, index = self.focus
        if pile >= FOUNDATION_BASE:
            suit = suit_name(pile - FOUNDATION_BASE)
            if index < 0:
                return QCoreApplication.translate("TableScene", "%1 foundation, empty").replace(
                    "%1", suit
                )
            card = card_spoken_name(self.piles[pile].cards[index].card)
            return QCoreApplication.translate("TableScene", "%1, on the foundation").replace(
                "%1", card
            )
        if index < 0:
            return QCoreApplication.translate("TableScene", "Empty column %1").replace(
                "%1", str(pile + 1)
            )
        card = card_spoken_name(self.piles[pile].cards[index].card)
        above = len(self.piles[pile].cards) - 1 - index
        if above:
            return (
                QCoreApplication.translate(
                    "TableScene", "%1, column %2, with %n cards on top", "", above
                )
                .replace("%1", card)
                .replace("%2", str(pile + 1))
            )
        return (
            QCoreApplication.translate("TableScene", "%1, column %2")
            .replace("%1", card)
            .replace("%2", str(pile + 1))
        )

    # -- the win -------------------------------------------------------------------------------

    def celebrate(self) -> None:
        """Throw the cards from the foundations into a wreath over the table, then report.

        The cards fly out one by one, Kings first, and settle around an ellipse, each turned
        to point away from its middle.
        """
        self.complete_animations()
        width, height = self.layout.card_width, self.layout.card_height
        rect = self.sceneRect()
        centre = rect.center()
        radius_x = max(width, rect.width() / 2 - width * 0.9)
        radius_y = max(height / 2, rect.height() / 2 - height * 0.75)
        for order in range(52):
            # Kings leave first, then Queens …: suits alternate around the wreath.
            card = (order % 4) * 13 + 12 - order // 4
            angle = 2 * math.pi * order / 52 - math.pi / 2
            spot = QPointF(
                centre.x() + math.cos(angle) * radius_x, centre.y() + math.sin(angle) * radius_y
            )
            self.cards[card].animate_to(
                spot - QPointF(width / 2, height / 2),
                True,
                100 + order,
                duration=CELEBRATION_FLIGHT,
                delay=order * CELEBRATION_STAGGER,
                flying_z=600 + order,
                easing=QEasingCurve.Type.OutBack,
                rotation=math.degrees(angle) + 90,
            )
        self._celebration.start(52 * CELEBRATION_STAGGER + CELEBRATION_FLIGHT + 250)
