"""The game session: the one owner of the game in play and of the application's state.

Every deal, restart, resumed game, move, undo and replay goes through :class:`GameSession`: it
alone changes a game. The table turns the player's input into move requests that come here
(:meth:`GameSession.play`) and shows what the session tells it; the window, the hints, the
recorder, the replay and the history listen to the session's signals. It asks the player before
a game with moves is left, through the question it is handed (the window's), so that the policy
lives here and the words live with the widgets.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from enum import Enum, auto

from PySide6.QtCore import QObject, Signal

from rusol_qt.app.session.clock import GameClock
from rusol_qt.base.settings import Settings
from rusol_qt.model.game import Change, Game, Move, NothingToDoError
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import play_action
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.resume import Resumed
from rusol_qt.table.controller import TableController

log = logging.getLogger(__name__)


class SessionState(Enum):
    """What the application is doing: its one state."""

    PLAYING = auto()
    """A game is in play: moves, undo, hints and new deals are welcome."""
    WON = auto()
    """The game in play is won; the table waits for a new game."""
    REPLAYING = auto()
    """A recorded game is on the table, read-only; the game in play waits, kept."""


#: Asks the player whether the game in play may be left: for the same deal again (``True``), or
#: for another, which a later start of the app asked for when its code is given.
LeaveQuestion = Callable[[bool, GameCode | None], bool]


class GameSession(QObject):
    """The game in play, its clock, and what the application is doing.

    Signals tell the game in play apart from what merely shows on the table: ``game_started``
    and ``changed`` are about the game in play only (the recorder keeps it); ``position_changed``
    fires for whatever the table now shows, a replayed position included (the hints follow it).
    """

    game_started = Signal(object)
    """A game was put in play, dealt or resumed (the :class:`Game`)."""
    leaving = Signal(object, float)
    """The game in play is about to make way for another: the :class:`Game`, and its playing
    time as the player sees it now (the clock, thinking time since the last move included)."""
    changed = Signal(object)
    """A move, undo or redo of the game in play (the model's :class:`Change`)."""
    won = Signal()
    """The game in play was just won."""
    position_changed = Signal(object)
    """The table shows another position (the :class:`Game` on it): any deal, move or replay step."""
    state_changed = Signal(object)
    """The :class:`SessionState` changed."""
    closing = Signal()
    """The app is closing: keep what must be kept, stop what runs."""
    celebration_finished = Signal()
    """The cards of a won game have finished their flight (the win dialog may open)."""

    def __init__(
        self,
        controller: TableController,
        settings: Settings,
        clock: GameClock | None = None,
        parent: QObject | None = None,
    ) -> None:
        """Play on ``controller``'s table; ``clock`` times the games (a test hands in its own)."""
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.clock = clock if clock is not None else GameClock(parent=self)
        self.state = SessionState.PLAYING
        #: The question asked before a game with moves is left; the app sets the window's.
        self.ask_to_leave: LeaveQuestion = lambda restart, requested: True
        #: Whether a game that is left is recorded as abandoned: not a state of the session but
        #: a fact of the composition (the history feature sets it when it keeps a history), which
        #: the window's question needs to say what leaving costs.
        self.keeps_history = False
        self._in_play = controller.game
        # The recorded game on the table while replaying, and its recorded playing time.
        self._replayed: Game | None = None
        self._replayed_seconds = 0.0
        #: When the game in play began (seconds since the epoch), for its record.
        self.started = self.clock.wall()
        # The time of the game in play while a replay borrows the table and the clock.
        self._held_elapsed = 0.0
        controller.requests = self
        controller.scene.celebration_finished.connect(self.celebration_finished)

    # -- what is in play -----------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game on the table: the game in play, or the replayed one while replaying."""
        if self._replayed is not None and self.replaying:
            return self._replayed
        return self._in_play

    @property
    def game_in_play(self) -> Game:
        """The player's own game, also while a replay is on the table."""
        return self._in_play

    @property
    def replaying(self) -> bool:
        """Whether a recorded game is on the table (read-only)."""
        return self.state is SessionState.REPLAYING

    def elapsed(self) -> float:
        """The playing time of the game in play, in seconds (kept still while replaying)."""
        return self._held_elapsed if self.replaying else self.clock.elapsed()

    def shown_time(self) -> float:
        """The playing time of the game on the table: the clock's, or a replay's recorded one."""
        return self._replayed_seconds if self.replaying else self.clock.elapsed()

    # -- starting and leaving ------------------------------------------------------------------

    def start(
        self,
        code: GameCode,
        game: Game | None = None,
        elapsed: float = 0.0,
        started: float | None = None,
    ) -> None:
        """Put a game in play: deal ``code``, or resume ``game`` with ``elapsed`` seconds played.

        The one way a game starts. A replay on the table closes first. ``started`` is when a
        resumed game began (default: now).
        """
        fresh = game is None
        self.leaving.emit(self._in_play, self.elapsed())
        self._in_play = Game(code) if game is None else game
        self.started = self.clock.wall() if started is None else started
        self.clock.reset(elapsed)
        self._put_in_play(deal=fresh)
        log.info("game %s started", self._in_play.code)
        self.game_started.emit(self._in_play)
        self.position_changed.emit(self._in_play)

    def begin(self, code: GameCode | None = None, saved: Resumed | None = None) -> None:
        """Put the first game of a run in play: saved, asked for, or new.

        The ``saved`` game in progress comes back; when ``code`` asks for a deal, that deal
        follows (the saved game is left, and counts as abandoned); with neither, a new deal.
        The one decision every start makes, with a history kept or without one.
        """
        if saved is not None:
            self.start(saved.game.code, saved.game, saved.elapsed, saved.started)
        if code is not None:
            self.start(code)
        elif saved is None:
            self.new_game()

    def may_leave(self, restart: bool = False, requested: GameCode | None = None) -> bool:
        """Whether the game in play may be left, asking the player when it has moves.

        A game with at least one move would be recorded as abandoned (or lost), so the player
        is asked first; a game without a move, or a won one, is left without a question.
        ``requested`` is the game a later start of the app asked for, named in the question.
        """
        game = self._in_play
        if game.moves == 0 or game.is_won():
            return True
        return self.ask_to_leave(restart, requested)

    def leave_for(self, code: GameCode, asked_by_another_start: bool = False) -> bool:
        """Deal ``code`` once the player agrees to leave the game in play; whether it was dealt.

        ``asked_by_another_start``: the code came from a later start of the app (``--game``),
        not from the player here, and the question says so.
        """
        if not self.may_leave(requested=code if asked_by_another_start else None):
            return False
        self.start(code)
        return True

    def restart(self) -> None:
        """Deal the same cards again, once the player agrees to leave a game with moves."""
        if not self.replaying and self.may_leave(restart=True):
            self.start(self._in_play.code)

    def new_game(self, rules: RuleSet | None = None) -> None:
        """A random deal under ``rules`` (default: the rule set chosen last), without a question.

        For a table that waits for a game: the start, and New Game after a win.
        """
        if self.replaying:
            return
        self.start(GameCode.random(rules if rules is not None else self.settings.last_rules))

    # -- playing -------------------------------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Play ``move`` on the game in play if it is legal; whether it was played.

        The table's requests come here too. A move the rules refuse is told on the table (the
        rule's message, as the Interactive rules setting says); none is played while a replay
        is on or after the win.
        """
        if self.state is not SessionState.PLAYING:
            return False
        game = self._in_play
        rule = game.check(move)
        if rule is not None:
            self.controller.refuse(rule, move.target)
            return False
        change = game.play(move)
        log.info("played %s, score %d", game.actions[-1], game.score)
        self._changed(change)
        return True

    def undo(self) -> None:
        """Take back the last move of the game in play (never after the win)."""
        if self.state is SessionState.PLAYING:
            self._act(Game.undo)

    def redo(self) -> None:
        """Play the last undone move again."""
        if self.state is SessionState.PLAYING:
            self._act(Game.redo)

    def show_message(self, text: str, duration: int | None = None) -> None:
        """Say ``text`` over the table, briefly (``duration`` ms, else the banner's own time)."""
        self.controller.show_message(text, duration)

    def settle_table(self) -> None:
        """Put every card where the game on the table has it (after the celebration)."""
        self.controller.settle()

    # -- replaying -----------------------------------------------------------------------------

    def show_replayed(self, game: Game, seconds: float = 0.0) -> None:
        """Show ``game``, a recorded game at some point of its replay, read-only.

        ``seconds`` is its recorded playing time, which the window shows in place of the clock.
        The game in play waits, with its time held, until :meth:`end_replay`.
        """
        self._replayed, self._replayed_seconds = game, seconds
        if not self.replaying:
            self._held_elapsed = self.clock.elapsed()
            self.clock.reset(self._held_elapsed)
            self._set_state(SessionState.REPLAYING)
        self.controller.show_game(game, deal=False)
        self.position_changed.emit(game)

    def replay_action(self, action: str) -> bool:
        """Play one recorded action (a move, ``U`` or ``R``) of the replayed game, animated.

        Returns ``False`` at a won position or when there is nothing to undo or redo. Raises
        ``NotationError`` when the action cannot be played.
        """
        replayed = self._replayed
        if not self.replaying or replayed is None or replayed.is_won():
            return False
        return self._act(lambda game: play_action(game, action), replayed)

    def end_replay(self) -> None:
        """Put the game in play back on the table, exactly as it was, clock included."""
        if not self.replaying:
            return
        self.clock.reset(self._held_elapsed)
        self._replayed = None
        self._put_in_play(deal=False)
        self.position_changed.emit(self._in_play)

    def close(self) -> None:
        """The window is closing: tell everyone who keeps or runs something."""
        self.closing.emit()

    # -- inside --------------------------------------------------------------------------------

    def _put_in_play(self, deal: bool) -> None:
        """Show the game in play on the table, in the state it is in."""
        self.controller.show_game(self._in_play, deal=deal)
        won = self._in_play.is_won()
        if won:
            self.clock.stop()
        self._set_state(SessionState.WON if won else SessionState.PLAYING)

    def _set_state(self, state: SessionState) -> None:
        # The table takes input only for a game in play that is not won: its one flag follows.
        self.controller.interactive = state is SessionState.PLAYING
        if state is not self.state:
            self.state = state
            self.state_changed.emit(state)

    def _act(self, action: Callable[[Game], Change], game: Game | None = None) -> bool:
        """Do ``action`` (an undo, a redo, a replayed action) to ``game`` and show it.

        ``game`` is the game in play unless given. Returns ``False`` when there was nothing to
        do. Whatever the player holds goes back first. Raises what ``action`` raises otherwise.
        """
        self.controller.prepare_for_change()
        changed = self._in_play if game is None else game
        try:
            change = action(changed)
        except NothingToDoError:
            return False
        log.info("%s, score %d", "undo" if change.undone else "action", changed.score)
        self._changed(change)
        return True

    def _changed(self, change: Change) -> None:
        """Show a change of the game on the table and tell the listeners; a win is told last."""
        self.controller.show_change(change)
        if self.replaying:
            self.position_changed.emit(self.game)
            return
        game = self._in_play
        won = game.is_won()
        if won:
            # Before anyone hears of the change, so that nobody offers an undo after the win.
            self.clock.stop()
            self._set_state(SessionState.WON)
        elif not change.undone:
            self.clock.start()
        self.changed.emit(change)
        self.position_changed.emit(game)
        if won:
            log.info("won, score %d", game.score)
            self.controller.celebrate()
            self.won.emit()
