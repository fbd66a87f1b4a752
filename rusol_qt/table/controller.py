"""The table controller: it turns clicks, drags, drops and keys into move requests.

It never changes a game: each move it makes of the player's input goes to whoever answers its
requests (the application's session), which plays it or refuses it, and then tells the
controller what to show (:meth:`TableController.show_change`, :meth:`TableController.refuse`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import Enum, auto
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from rusol_qt.base.words import rule_message
from rusol_qt.model.game import (
    COLUMN_COUNT,
    FOUNDATION_BASE,
    Change,
    Game,
    Move,
    foundation_of,
)
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import Rule
from rusol_qt.table.scene import TableScene

log = logging.getLogger(__name__)

#: Refusals that are no attempt at a move: the group was put back where it lay.
_SILENT_RULES = {Rule.SAME_PILE, Rule.NO_CARD}


class TableState(Enum):
    """What the player's hand is doing; the one state of the controller."""

    IDLE = auto()
    """Nothing in hand: clicks, drags and keys are welcome."""
    DRAGGING = auto()
    """A group follows the mouse."""
    HOLDING = auto()
    """The keyboard holds a group over a pile."""


class MoveRequests(Protocol):
    """Who answers the table's move requests: the owner of the game (the session)."""

    def play(self, move: Move) -> bool:
        """Play ``move`` if it is legal, else refuse it; whether it was played."""
        ...


class _NoGame:
    """The answer before an owner is set: every request is refused, silently."""

    def play(self, move: Move) -> bool:
        return False


@dataclass(frozen=True)
class TableOptions:
    """How the table answers the player (the Settings dialog's table settings, rules.md §7)."""

    double_click: bool = True
    placement_help: bool = True
    interactive_rules: bool = True
    auto_placement: bool = False
    four_colour: bool = False


class TableController(QObject):
    """Turns the scene's requests into move requests for the game on the table.

    It reads the game it shows to answer the player's hand (which cards may be lifted, where a
    group may go) and asks :attr:`requests` to play each move; it never changes the game. Its
    one state is :class:`TableState`. Which game lies on the table, and whether the player may
    touch it, is the application's to say (:meth:`show_game`, :attr:`interactive`).
    """

    refused = Signal(object)
    """A move the player tried was refused (the :class:`Rule`)."""

    def __init__(
        self, scene: TableScene, options: TableOptions, parent: QObject | None = None
    ) -> None:
        """Play on ``scene``, answering as ``options`` say."""
        super().__init__(parent)
        self.scene = scene
        self.options = options
        self.state = TableState.IDLE
        #: The game on the table, read here and never changed: its owner changes it.
        self.game = Game(GameCode(0))
        #: Who plays the moves the player asks for (the session sets itself).
        self.requests: MoveRequests = _NoGame()
        #: Whether the table takes the player's input: set by the session from its state (only
        #: a game in play that is not won may be touched; a replay and a won game may not).
        self.interactive = True
        # Whether the last click sent its card away: the double-click it starts does nothing.
        # (Qt reports a double-click as a click, then a double-click: this is how the table
        # tells a double-click that finishes a click's work apart from a new request.)
        self._click_sent_card = False
        scene.double_click_enabled = options.double_click
        scene.clicked.connect(self._clicked)
        scene.double_clicked.connect(self._double_clicked)
        scene.drag_requested.connect(self._drag_requested)
        scene.pick_up_requested.connect(self._pick_up_requested)
        scene.dropped.connect(self._dropped)
        scene.foundation_requested.connect(self._foundation_requested)

    # -- games ---------------------------------------------------------------------------------

    def show_game(self, game: Game, deal: bool) -> None:
        """Put ``game`` on the table: dealt with the deal animation, or shown as it stands."""
        self._put_back()
        self.game = game
        self._click_sent_card = False
        self.scene.show_game(game, deal=deal)

    # -- what the owner of the game tells the table --------------------------------------------

    def prepare_for_change(self) -> None:
        """Finish the animations and put back whatever is in hand.

        Before the owner changes the game from outside the hand: undo, redo, a replay step.
        """
        self.scene.complete_animations()
        self._put_back()

    def show_change(self, change: Change) -> None:
        """Animate ``change``, which the owner has just made to the game on the table."""
        self.scene.message.fade_out()
        self.scene.sync(self.game, moving=change.cards)

    def celebrate(self) -> None:
        """The game on the table was just won: the cards fly."""
        self.scene.celebrate()

    def settle(self) -> None:
        """Every card where the game has it (the celebration's thrown cards go home)."""
        self.scene.sync(self.game)

    def show_message(self, text: str, duration: int | None = None) -> None:
        """Say ``text`` over the table (for ``duration`` ms, else the banner's own time)."""
        if duration is None:
            self.scene.show_message(text)
        else:
            self.scene.show_message(text, duration=duration)

    def refuse(self, rule: Rule, aimed: int) -> None:
        """Tell the player which rule refused the move, when the setting asks for it.

        The message stays clear of ``aimed``, the pile the player was aiming at.
        """
        if rule in _SILENT_RULES:
            return
        log.info("refused: %s", rule.value)
        self.refused.emit(rule)
        text = rule_message(rule, self.game.rules)
        if text and self.options.interactive_rules:
            self.scene.show_message(text, aimed=(aimed,))

    def _request(self, move: Move) -> bool:
        """Ask the owner of the game to play ``move``; whether it was played."""
        return self.interactive and self.requests.play(move)

    def _put_back(self) -> None:
        """Drop whatever is in hand back where it came from (before undo, redo, a new game)."""
        if self.state in (TableState.DRAGGING, TableState.HOLDING):
            self.state = TableState.IDLE
            self.scene.highlight(set())
            self.scene.cancel_lift()
            self.scene.sync(self.game)

    # -- the scene's requests ------------------------------------------------------------------

    def _clicked(self, pile: int, index: int) -> None:
        self._click_sent_card = False
        if self.state is not TableState.IDLE or pile >= FOUNDATION_BASE:
            return
        if index == len(self.game.columns[pile]) - 1:
            move = self.game.foundation_move(pile)
            if move is not None:
                self._click_sent_card = self._request(move)

    def _double_clicked(self, pile: int, index: int) -> None:
        sent_away, self._click_sent_card = self._click_sent_card, False
        if sent_away or self.state is not TableState.IDLE or not self.options.double_click:
            return
        if pile >= FOUNDATION_BASE:
            return  # a takeback is a deliberate drag (spec §2), never a quick double tap
        if not self.game.is_face_up(pile, index):
            return
        target = self.game.best_column(pile, index)
        if target is not None:
            self._request(Move(pile, index, target))

    def _lift(self, pile: int, index: int, by_keyboard: bool) -> None:
        if self.state is not TableState.IDLE or not self.interactive:
            return
        if not self.game.is_face_up(pile, index):
            self.refuse(Rule.FACE_DOWN, pile)
            return
        accepting = frozenset(self.game.destinations(pile, index))
        self.scene.lift(pile, index, accepting, by_keyboard=by_keyboard)
        self.state = TableState.HOLDING if by_keyboard else TableState.DRAGGING
        if self.options.placement_help:
            self.scene.highlight(accepting)

    def _drag_requested(self, pile: int, index: int) -> None:
        self._lift(pile, index, by_keyboard=False)

    def _pick_up_requested(self, pile: int, index: int) -> None:
        self._lift(pile, index, by_keyboard=True)

    def _dropped(self, source: int, start: int, target: int) -> None:
        if self.state not in (TableState.DRAGGING, TableState.HOLDING):
            return
        by_mouse = self.state is TableState.DRAGGING
        self.state = TableState.IDLE
        self.scene.highlight(set())
        group = tuple(self.game.pile(source)[start:])
        rule = self.game.check(Move(source, start, target)) if target >= 0 else None
        if target >= 0 and rule is None:
            self._request(Move(source, start, target))
            return
        if by_mouse and self.options.auto_placement:
            best = self.game.best_column(source, start)
            if best is not None:
                self._request(Move(source, start, best))
                return
        if rule is not None:
            self.refuse(rule, target)
        # Refused or let go over nothing: the group flies back.
        self.scene.sync(self.game, moving=group)

    def _foundation_requested(self, column: int) -> None:
        if self.state is not TableState.IDLE or column >= COLUMN_COUNT:
            return
        cards = self.game.columns[column]
        if not cards:
            return
        self._request(Move(column, len(cards) - 1, foundation_of(cards[-1] // 13)))

    def set_options(self, options: TableOptions) -> None:
        """Answer as ``options`` say from now on; what is on the table follows at once."""
        old, self.options = self.options, options
        self.scene.double_click_enabled = options.double_click
        if options.placement_help != old.placement_help and self.scene.lifted is not None:
            source, start = self.scene.lifted
            self.scene.highlight(
                frozenset(self.game.destinations(source, start))
                if options.placement_help
                else set()
            )
        if old.interactive_rules and not options.interactive_rules:
            self.scene.message.hide_now()
        if options.four_colour != old.four_colour:
            self.scene.art.set_four_colour(options.four_colour)
