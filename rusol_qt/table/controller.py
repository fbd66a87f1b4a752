"""The table controller: it turns clicks, drags, drops and keys into moves of the model."""

from __future__ import annotations

import logging
from collections.abc import Callable
from enum import Enum, auto

from PySide6.QtCore import QElapsedTimer, QObject, Signal

from rusol_qt.base.settings import Settings
from rusol_qt.base.words import rule_message
from rusol_qt.model.game import (
    COLUMN_COUNT,
    FOUNDATION_BASE,
    Change,
    Game,
    Move,
    NothingToDoError,
    foundation_of,
)
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import Rule
from rusol_qt.table.scene import TableScene

log = logging.getLogger(__name__)

#: Refusals that are no attempt at a move: the group was put back where it lay.
_SILENT_RULES = {Rule.SAME_PILE, Rule.NO_CARD}


class TableState(Enum):
    """What the table is doing; the one state of the controller."""

    IDLE = auto()
    """Nothing in hand: clicks, drags and keys are welcome."""
    DRAGGING = auto()
    """A group follows the mouse."""
    HOLDING = auto()
    """The keyboard holds a group over a pile."""
    WON = auto()
    """All cards are home; the table waits for a new game."""


class GameClock(QObject):
    """The game's time.

    It starts with the first move, pauses while the window is minimised, and stops at the win.
    """

    ticking_changed = Signal(bool)
    """Whether the time now moves on: a display needs refreshing only while it does."""

    def __init__(self, parent: QObject | None = None) -> None:
        """A clock showing zero, waiting for the first move."""
        super().__init__(parent)
        self._timer = QElapsedTimer()
        self._banked = 0.0
        self._running = False
        self._paused = False
        self._stopped = False

    def is_ticking(self) -> bool:
        """Whether the time moves on now (a move was played; not paused, not stopped)."""
        return self._running and not self._paused

    def reset(self, elapsed: float = 0.0) -> None:
        """Show ``elapsed`` seconds and wait for the next move to run on."""
        ticking = self.is_ticking()
        self._banked = elapsed
        self._running = False
        self._stopped = False
        self._tell(ticking)

    def start(self) -> None:
        """Run from now on (a move was played); a stopped clock stays stopped."""
        if self._running or self._stopped:
            return
        self._running = True
        self._timer.start()
        self._tell(False)

    def pause(self) -> None:
        """Hold the time while nobody can play (the window is minimised)."""
        if not self._paused:
            ticking = self.is_ticking()
            self._bank()
            self._paused = True
            self._tell(ticking)

    def resume(self) -> None:
        """Go on after a pause."""
        if self._paused:
            self._paused = False
            self._timer.start()
            self._tell(False)

    def stop(self) -> None:
        """Stop for good (the game is won)."""
        ticking = self.is_ticking()
        self._bank()
        self._running = False
        self._stopped = True
        self._tell(ticking)

    def _bank(self) -> None:
        if self._running and not self._paused:
            self._banked += self._timer.elapsed() / 1000
            self._timer.start()

    def _tell(self, was_ticking: bool) -> None:
        if self.is_ticking() != was_ticking:
            self.ticking_changed.emit(self.is_ticking())

    def elapsed(self) -> float:
        """The game's time in seconds."""
        if self.is_ticking():
            return self._banked + self._timer.elapsed() / 1000
        return self._banked


class TableController(QObject):
    """Owns the current game and turns the scene's requests into moves of the model.

    It answers each request by asking the model, plays the moves and tells the scene what to
    show. Its one state is :class:`TableState`.
    """

    game_started = Signal(object)
    """A game was dealt or restored (the :class:`Game`)."""
    changed = Signal(object)
    """A move, undo or redo happened (the model's :class:`Change`)."""
    won = Signal()
    """The last card reached its foundation."""
    refused = Signal(object)
    """A move the player tried was refused (the :class:`Rule`)."""

    def __init__(
        self, scene: TableScene, settings: Settings, parent: QObject | None = None
    ) -> None:
        """Play on ``scene`` with the player's ``settings``."""
        super().__init__(parent)
        self.scene = scene
        self.settings = settings
        self.state = TableState.IDLE
        self.game = Game(GameCode(0))
        self.clock = GameClock(self)
        #: A replay shows a game the player may not change: no move, undo, redo or restart.
        self.read_only = False
        # Whether the last click sent its card away: the double-click it starts does nothing.
        self._click_sent_card = False
        scene.double_click_enabled = bool(settings["double_click"])
        scene.clicked.connect(self._clicked)
        scene.double_clicked.connect(self._double_clicked)
        scene.drag_requested.connect(self._drag_requested)
        scene.pick_up_requested.connect(self._pick_up_requested)
        scene.dropped.connect(self._dropped)
        scene.foundation_requested.connect(self._foundation_requested)
        settings.changed.connect(self._setting_changed)

    # -- games ---------------------------------------------------------------------------------

    def start_game(self, code: GameCode, game: Game | None = None, elapsed: float = 0.0) -> None:
        """Deal ``code`` (with the deal animation), or show ``game`` as it stands."""
        fresh = game is None
        self.game = Game(code) if game is None else game
        self.state = TableState.WON if self.game.is_won() else TableState.IDLE
        self.clock.reset(elapsed)
        if self.state is TableState.WON:
            self.clock.stop()
        self._click_sent_card = False
        self.scene.show_game(self.game, deal=fresh)
        log.info("game %s started", self.game.code)
        self.game_started.emit(self.game)

    def restart(self) -> None:
        """Deal the same cards again."""
        if not self.read_only:
            self.start_game(self.game.code)

    # -- actions -------------------------------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Play ``move`` when legal; otherwise report the rule that refuses it."""
        if self.read_only:
            return False
        rule = self.game.check(move)
        if rule is not None:
            self._refuse(rule)
            return False
        change = self.game.play(move)
        self.clock.start()
        log.info("played %s, score %d", self.game.actions[-1], self.game.score)
        self._show(change)
        return True

    def undo(self) -> None:
        """Take back the last move (not after the win)."""
        self._act(self.game.undo)

    def redo(self) -> None:
        """Play the last undone move again."""
        self._act(self.game.redo)

    def _act(self, action: Callable[[], Change]) -> None:
        if self.state is TableState.WON or self.read_only:
            return
        self.scene.complete_animations()
        self._put_back()
        try:
            change = action()
        except NothingToDoError:
            return
        log.info("%s, score %d", "undo" if change.undone else "redo", self.game.score)
        self._show(change)

    def _show(self, change: Change) -> None:
        """Animate a change, tell the listeners, and celebrate a win."""
        self.scene.message.fade_out()
        self.scene.sync(self.game, moving=change.cards)
        won = self.game.is_won()
        if won:
            # Before anyone hears of the change, so that nobody offers an undo after the win.
            self.state = TableState.WON
            self.clock.stop()
        self.changed.emit(change)
        if won:
            log.info("won, score %d", self.game.score)
            self.scene.celebrate()
            self.won.emit()

    def _refuse(self, rule: Rule) -> None:
        """Tell the player which rule refused the move, when the setting asks for it."""
        if rule in _SILENT_RULES:
            return
        log.info("refused: %s", rule.value)
        self.refused.emit(rule)
        text = rule_message(rule, self.game.rules)
        if text and self.settings["interactive_rules"]:
            self.scene.show_message(text)

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
                self._click_sent_card = self.play(move)

    def _double_clicked(self, pile: int, index: int) -> None:
        sent_away, self._click_sent_card = self._click_sent_card, False
        if sent_away or self.state is not TableState.IDLE or not self.settings["double_click"]:
            return
        if pile >= FOUNDATION_BASE:
            return  # a takeback is a deliberate drag (spec §2), never a quick double tap
        if not self.game.is_face_up(pile, index):
            return
        target = self.game.best_column(pile, index)
        if target is not None:
            self.play(Move(pile, index, target))

    def _lift(self, pile: int, index: int, by_keyboard: bool) -> None:
        if self.state is not TableState.IDLE:
            return
        if not self.game.is_face_up(pile, index):
            self._refuse(Rule.FACE_DOWN)
            return
        accepting = frozenset(self.game.destinations(pile, index))
        self.scene.lift(pile, index, accepting, by_keyboard=by_keyboard)
        self.state = TableState.HOLDING if by_keyboard else TableState.DRAGGING
        if self.settings["placement_help"]:
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
            self.play(Move(source, start, target))
            return
        if by_mouse and self.settings["auto_placement"]:
            best = self.game.best_column(source, start)
            if best is not None:
                self.play(Move(source, start, best))
                return
        if rule is not None:
            self._refuse(rule)
        # Refused or let go over nothing: the group flies back.
        self.scene.sync(self.game, moving=group)

    def _foundation_requested(self, column: int) -> None:
        if self.state is not TableState.IDLE or column >= COLUMN_COUNT:
            return
        cards = self.game.columns[column]
        if not cards:
            return
        self.play(Move(column, len(cards) - 1, foundation_of(cards[-1] // 13)))

    def _setting_changed(self, key: str) -> None:
        value = self.settings[key]
        if key == "double_click":
            self.scene.double_click_enabled = bool(value)
        elif key == "placement_help" and self.scene.lifted is not None:
            source, start = self.scene.lifted
            self.scene.highlight(
                frozenset(self.game.destinations(source, start)) if value else set()
            )
        elif key == "interactive_rules" and not value:
            self.scene.message.hide_now()
        elif key == "four_colour":
            self.scene.art.set_four_colour(bool(value))
