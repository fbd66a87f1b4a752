"""The solver status in the info bar: the full-sight solver's verdict on the game from here.

Unlike the Hint, the status looks at the face-down cards: it tells the player more than the
table shows, so it is off by default and says so. The solver runs in a
:class:`~.solver_threads.SolverJob` thread on an immutable copy of the position, so the table
never freezes; a newer position cancels the older search. Answers are kept per position, and a
winning line (or the best line of a lost position) also answers every position along it.
"""

from __future__ import annotations

import copy
import functools
from dataclasses import replace
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from rusol_qt.app.advice.kept_answers import KeptAnswers
from rusol_qt.app.advice.solver_threads import Jobs, SolverJob
from rusol_qt.app.session.actions import ActionRegistry, Menu, Section
from rusol_qt.app.session.game_session import GameSession
from rusol_qt.base.i18n import language_changed
from rusol_qt.base.settings import Settings
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet

if TYPE_CHECKING:
    from rusol_qt.model.solver import Position, Solution, Verdict

# The solver module is imported where an answer needs it: the status is built before the window
# is first shown, and no search runs before the status is turned on.

# The budget of one search for the status, in seconds.
STATUS_SECONDS = 5
# How many positions keep their answer.
REMEMBERED = 400


class SolverStatus(Enum):
    """What the solver status says of the position on the table.

    A lost position is told apart by its deal: a deal that never could be won is "not
    winnable"; "no longer winnable" is for a game a move lost.
    """

    WINNABLE = "winnable"
    NOT_WINNABLE = "not winnable"
    """The deal itself cannot be won: no move lost it."""
    NO_LONGER_WINNABLE = "no longer winnable"
    """The deal could be won, and a move lost it."""
    LOST = "lost"
    """Lost from here; whether the deal could be won is not known (its search ran out)."""
    UNKNOWN = "unknown"
    """The budget ran out before an answer."""
    WON = "won"
    """The game on the table is won."""


class SolverStatusFeature(QObject):
    """The Solver Status toggle (Settings menu) and its label in the info bar.

    It follows the session's position while the status is on, and searches nothing while off.
    """

    status_changed = Signal(object)
    """The solver status now shown: a :class:`SolverStatus`, or ``None`` while searching."""

    def __init__(
        self, session: GameSession, actions: ActionRegistry, parent: QObject | None = None
    ) -> None:
        """Join ``session``; the toggle and the label go through ``actions``."""
        super().__init__(parent)
        self.session = session
        self.settings = session.settings
        # Answers by rule set and position (the same cards can lie under either rule set).
        self.answers: KeptAnswers[tuple[RuleSet, Position], Solution] = KeptAnswers(REMEMBERED)
        # The verdict on each deal met (its start position), to tell a deal that never could be
        # won from a game a move lost; unknown when its search ran out.
        self.deals: dict[GameCode, Verdict] = {}
        self.jobs: Jobs[SolverJob] = Jobs()
        self.status: SolverStatus | None = None

        self.action = actions.add("solver_status", QAction(self), Menu.SETTINGS, Section.TOGGLES)
        self.action.setCheckable(True)
        self.action.setChecked(self.settings.solver_status)
        self.action.toggled.connect(self._toggled)

        self.label = QLabel()
        actions.add_status_widget(self.label)
        self.label.setVisible(self.action.isChecked())

        session.position_changed.connect(self._position_changed)
        self.settings.changed.connect(self._setting_changed)
        language_changed().connect(self.retranslate_ui)
        self.retranslate_ui()

    def retranslate_ui(self, _: str = "") -> None:
        """Set every text in the current language."""
        self.action.setText(self.tr("Sol&ver Status"))
        seeing = self.tr(
            "Whether the solver can still win this game from here. It looks at the face-down "
            "cards, so it sees more than a player can."
        )
        self.action.setToolTip(seeing)
        self.label.setToolTip(seeing)
        self._show()

    # -- what the player sees ------------------------------------------------------------------

    def _toggled(self, on: bool) -> None:
        self.settings.solver_status = on

    def _setting_changed(self, name: str) -> None:
        if name != Settings.solver_status.name:
            return
        on = self.settings.solver_status
        if self.action.isChecked() != on:
            self.action.setChecked(on)
        self.label.setVisible(on)
        if on:
            self._position_changed(None)

    def _show(self) -> None:
        if self.status is None:
            # Also the text set while the window is built, before any search.
            self.label.setText(self.tr("Solver: thinking…"))
            return
        texts = {
            SolverStatus.WINNABLE: self.tr("Solver: winnable"),
            SolverStatus.NOT_WINNABLE: self.tr("Solver: not winnable"),
            SolverStatus.NO_LONGER_WINNABLE: self.tr("Solver: no longer winnable"),
            SolverStatus.LOST: self.tr("Solver: cannot be won from here"),
            SolverStatus.UNKNOWN: self.tr("Solver: unknown"),
            SolverStatus.WON: self.tr("Solver: won"),
        }
        self.label.setText(texts[self.status])

    def _tell(self, status: SolverStatus | None) -> None:
        """Show ``status`` when the solver status is on."""
        if not self.settings.solver_status:
            return
        self.status = status
        self._show()
        self.status_changed.emit(status)

    # -- searching -----------------------------------------------------------------------------

    def _position_changed(self, _: object) -> None:
        """A move, undo, redo or new game: the status must follow, an older search stops."""
        game = self.session.game
        current = self.jobs.current
        if current is not None and (
            current.position not in (game.position(), _start(game))
            or current.rules is not game.rules
        ):
            self.jobs.cancel_current()
        if self.settings.solver_status:
            self._settle(game)

    def _settle(self, game: Game, fresh: Solution | None = None) -> None:
        """Say what is known of ``game``'s position, or search for what is missing.

        The status needs the position's answer and, for a lost position, the deal's verdict.
        ``fresh`` is an answer just found for this position that is not kept (an unknown one).
        """
        from rusol_qt.model.solver import Verdict  # noqa: PLC0415 - see the imports

        position = game.position()
        if game.is_won():
            self._tell(SolverStatus.WON)
            return
        answer = self._recall(game.rules, position) or fresh
        if answer is None:
            self._tell(None)
            self._search(position, game.rules)
            return
        if answer.verdict is Verdict.WINNABLE:
            # A position reached from the deal can be won only if the deal can.
            self.deals[game.code] = Verdict.WINNABLE
        elif answer.verdict is Verdict.UNWINNABLE and game.code not in self.deals:
            start = _start(game)
            known = self._recall(game.rules, start)
            if start == position:
                self.deals[game.code] = Verdict.UNWINNABLE
            elif known is not None:
                self.deals[game.code] = known.verdict
            else:
                self._tell(None)
                self._search(start, game.rules)
                return
        self._tell(self._status_of(game, answer))

    def _status_of(self, game: Game, answer: Solution) -> SolverStatus:
        from rusol_qt.model.solver import Verdict  # noqa: PLC0415 - see the imports

        if answer.verdict is Verdict.WINNABLE:
            return SolverStatus.WINNABLE
        if answer.verdict is Verdict.UNKNOWN:
            return SolverStatus.UNKNOWN
        deal = self.deals.get(game.code)
        if deal is Verdict.UNWINNABLE:
            return SolverStatus.NOT_WINNABLE
        if deal is Verdict.WINNABLE:
            return SolverStatus.NO_LONGER_WINNABLE
        return SolverStatus.LOST

    def _search(self, position: Position, rules: RuleSet) -> None:
        current = self.jobs.current
        if current is not None and current.position == position and current.rules is rules:
            return
        job = SolverJob(position, rules, STATUS_SECONDS, self)
        job.solved.connect(self._solved)
        self.jobs.start(job)

    def _solved(self, job: SolverJob, solution: Solution) -> None:
        from rusol_qt.model.solver import Stop  # noqa: PLC0415 - see the imports

        if solution.stop is Stop.CANCELLED:
            return
        position = job.position
        self._remember(job.rules, position, solution)
        game = self.session.game
        if job.rules is not game.rules:
            return
        start = _start(game)
        if position == start:
            # The deal's verdict, unknown included: it is asked once per deal.
            self.deals[game.code] = solution.verdict
        here = game.position()
        if position not in (here, start):
            return
        if self.settings.solver_status:
            self._settle(game, solution if position == here else None)

    def _recall(self, rules: RuleSet, position: Position) -> Solution | None:
        """The kept answer for a position, now the most recently used, or ``None``."""
        return self.answers.recall((rules, position))

    def _remember(self, rules: RuleSet, position: Position, solution: Solution) -> None:
        """Keep the answer, and the answer of every position along its line.

        The line is the winning one, or for a lost position the best line left: the positions
        along it share its verdict and its end, so the status of each next position along it is
        known at once. An unknown answer (the budget ran out) is not kept: asking again
        searches again.
        """
        from rusol_qt.model.solver import Solution, Verdict  # noqa: PLC0415 - see the imports

        if solution.verdict is Verdict.UNKNOWN:
            return
        self.answers.keep((rules, position), solution)
        best = solution.best
        line = solution.moves if solution.verdict is Verdict.WINNABLE else ()
        if solution.verdict is Verdict.UNWINNABLE and best is not None:
            line = best.moves
        game = copy.deepcopy(self.session.game)
        if line and game.rules is rules and game.position() == position:
            winning = solution.verdict is Verdict.WINNABLE
            for number, move in enumerate(line[:-1]):
                game.play(move)
                rest = slice(number + 1, None)
                self.answers.keep(
                    (rules, game.position()),
                    Solution(
                        solution.verdict,
                        line[rest] if winning else (),
                        solution.notation[rest] if winning else (),
                        0,
                        0.0,
                        best=None
                        if best is None or best.moves != line
                        else replace(best, moves=best.moves[rest], notation=best.notation[rest]),
                    ),
                )

    # -- lifetime ------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Cancel every search and wait for its thread (the window is closing)."""
        self.jobs.stop_all()


def _start(game: Game) -> Position:
    """The position ``game`` was dealt in."""
    return _dealt(game.code)


@functools.lru_cache(maxsize=8)
def _dealt(code: GameCode) -> Position:
    return Game(code).position()
