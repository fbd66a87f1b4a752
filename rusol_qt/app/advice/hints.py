"""The Hint and the solver status: the solver brought to the table.

The solver runs in a :class:`~.solver_threads.SolverJob` thread on an immutable copy of the
position, so the table never freezes; a newer position cancels the older search. Answers are
kept per position, and a winning line also answers every position along it, so following hints
costs no new search.
"""

from __future__ import annotations

import copy
import functools
from collections import OrderedDict
from dataclasses import replace
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QObject,
    QRectF,
    Qt,
    QThread,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter
from PySide6.QtWidgets import QLabel, QStyleOptionGraphicsItem, QWidget

from rusol_qt.app.advice.solver_threads import SolverJob
from rusol_qt.app.session.actions import ActionRegistry, Menu, Section
from rusol_qt.app.session.game_session import GameSession
from rusol_qt.base.i18n import language_changed
from rusol_qt.base.settings import Settings
from rusol_qt.base.words import card_spoken_name
from rusol_qt.model.game import COLUMN_COUNT, FOUNDATION_BASE, Game, Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.table.overlays import FadingItem, draw_ring
from rusol_qt.table.scene import TableScene

if TYPE_CHECKING:
    from rusol_qt.model.solver import Position, Solution, Verdict

# The solver module is imported where an answer needs it: the hints are built before the window
# is first shown, and no search runs before the first move or Hint.

# The budget of one search for a hint or the status, in seconds: the player may be waiting.
HINT_SECONDS = 5
# How many positions keep their answer.
REMEMBERED = 400
# How long the hint stays on the table, in milliseconds.
HINT_TIME = 6000
HINT_Z = 2900
HINT_COLOUR = QColor(255, 196, 40)
_HINT_EDGE = QColor(90, 60, 0)


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


class HintMarker(FadingItem):
    """Rings around the hinted group and where it should go; it fades in and out."""

    def __init__(self) -> None:
        """Create the marker hidden."""
        super().__init__(HINT_Z)
        self._rects: list[QRectF] = []

    @property
    def rects(self) -> list[QRectF]:
        """The rectangles ringed (scene coordinates): the group first, then its destination."""
        return list(self._rects)

    def show_rects(self, rects: list[QRectF]) -> None:
        """Ring ``rects`` and fade in."""
        self.prepareGeometryChange()
        self._rects = [QRectF(rect) for rect in rects]
        self.setOpacity(0.0)
        self.fade_in()

    def boundingRect(self) -> QRectF:
        """Every ring with its pen."""
        bounds = QRectF()
        for rect in self._rects:
            margin = max(6.0, rect.width() * 0.1)
            bounds = bounds.united(rect.adjusted(-margin, -margin, margin, margin))
        return bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A gold ring on a dark edge."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for rect in self._rects:
            width = rect.width()
            draw_ring(painter, rect, max(3.0, width * 0.04), width * 0.09, _HINT_EDGE, HINT_COLOUR)


class Hints(QObject):
    """The Hint action (key H) and the solver status in the info bar.

    It registers its actions with the registry and follows the session's position.
    """

    hint_shown = Signal(object, object)
    """A hint was shown: the :class:`Move` ringed (``None`` when no move helps) and the
    :class:`Verdict` it comes from."""
    status_changed = Signal(object)
    """The solver status now shown: a :class:`SolverStatus`, or ``None`` while searching."""

    def __init__(
        self,
        session: GameSession,
        actions: ActionRegistry,
        scene: TableScene,
        window: QWidget,
    ) -> None:
        """Join ``session`` on ``scene``; ``window`` parents the winnable-deal progress."""
        super().__init__(window)
        self.session = session
        self.scene = scene
        self.window = window
        self.settings = session.settings
        #: Answers by rule set and position (the same cards can lie under either rule set).
        self.answers: OrderedDict[tuple[RuleSet, Position], Solution] = OrderedDict()
        # The verdict on each deal met (its start position), to tell a deal that never could be
        # won from a game a move lost; unknown when its search ran out.
        self.deals: dict[GameCode, Verdict] = {}
        self._job: SolverJob | None = None
        self._jobs: set[SolverJob] = set()
        self._hint_wanted: Position | None = None
        self.status: SolverStatus | None = None

        self.marker = HintMarker()
        self.scene.addItem(self.marker)
        self._hide_timer = QTimer(self)
        self._hide_timer.setSingleShot(True)
        self._hide_timer.setInterval(HINT_TIME)
        self._hide_timer.timeout.connect(self.marker.fade_out)

        # A replay locks them with the other game actions: a hint or a deal on a replayed game
        # makes no sense.
        # Nor is there anything to hint once the game is won.
        self.hint_action = actions.add(
            "hint",
            QAction(self),
            Menu.GAME,
            Section.ADVICE,
            in_play=True,
            enabled_when=lambda: not session.game.is_won(),
        )
        self.hint_action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.hint_action.triggered.connect(self.hint)
        self.solver_status_action = actions.add(
            "solver_status", QAction(self), Menu.SETTINGS, Section.TOGGLES
        )
        self.solver_status_action.setCheckable(True)
        self.solver_status_action.setChecked(self.settings.solver_status)
        self.solver_status_action.toggled.connect(self._status_toggled)

        self.status_label = QLabel()
        actions.add_status_widget(self.status_label)
        self.status_label.setVisible(self.solver_status_action.isChecked())

        session.position_changed.connect(self._position_changed)
        self.settings.changed.connect(self._setting_changed)
        language_changed().connect(self.retranslate_ui)
        session.closing.connect(self.shutdown)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.retranslate_ui()

    def retranslate_ui(self, _: str = "") -> None:
        """Set every text in the current language."""
        self.hint_action.setText(self.tr("Hin&t"))
        self.hint_action.setToolTip(self.tr("Show a move of a winning line"))
        self.solver_status_action.setText(self.tr("Sol&ver Status"))
        self.status_label.setToolTip(
            self.tr(
                "Whether the solver can still win this game from here. It knows the face-down "
                "cards, so it sees more than a player can."
            )
        )
        self._show_status()

    # -- hints ---------------------------------------------------------------------------------

    def hint(self) -> None:
        """Show the next move of a winning line, or of the best line left when none is."""
        game = self.session.game
        if game.is_won() or self.session.replaying:
            return
        self._hint_wanted = game.position()
        if not self._settle(game):
            self.scene.show_message(self.tr("Looking for a winning line…"))

    def _show_hint(self, game: Game, solution: Solution) -> None:
        from rusol_qt.model.solver import Verdict, heuristic_move  # noqa: PLC0415 - see the imports

        self._hint_wanted = None
        best = solution.best
        if solution.verdict is Verdict.WINNABLE and solution.moves:
            move: Move | None = solution.moves[0]
            text = self.tr("Hint: %1.").replace("%1", self._move_text(game, solution.moves[0]))
        elif solution.verdict is Verdict.UNWINNABLE:
            # The best line left: the most cards that can still come home, and its first move.
            move = best.moves[0] if best is not None and best.moves else None
            deal = self.deals.get(game.code)
            if deal is Verdict.UNWINNABLE:
                text = self.tr("This deal cannot be won.")
            elif deal is Verdict.WINNABLE:
                text = self.tr("This game can no longer be won.")
            else:
                text = self.tr("This game cannot be won from here.")
            if best is None or move is None:
                text += " " + self.tr("No move helps: undo, or start a new game.")
            elif not best.proven:
                # Lost by the dead-end test, but the best outcome was not proved within the
                # budget: the move of the best line found, without a promise.
                text += " " + self.tr("A possible move: %1.").replace(
                    "%1", self._move_text(game, move)
                )
            else:
                text += " " + (
                    self.tr(
                        "Best possible from here: %n cards on the foundations (score %1, each "
                        "card and each turned card counted once). Next move: %2.",
                        "",
                        best.foundation_cards,
                    )
                    .replace("%1", QLocale().toString(best.score))
                    .replace("%2", self._move_text(game, move))
                )
        else:
            move = heuristic_move(game)
            text = self.tr("No winning line was found within %n seconds.", "", HINT_SECONDS)
            if move is None:
                text += " " + self.tr("No move helps: undo, or start a new game.")
            else:
                text += " " + self.tr("A possible move: %1.").replace(
                    "%1", self._move_text(game, move)
                )
        self.scene.show_message(text)
        if move is not None:
            self._mark(game, move)
        self.hint_shown.emit(move, solution.verdict)

    def _move_text(self, game: Game, move: Move) -> str:
        name = card_spoken_name(game.pile(move.source)[move.start])
        column = str(move.target + 1)
        if move.target >= FOUNDATION_BASE:
            return self.tr("%1 to its foundation").replace("%1", name)
        if move.source >= FOUNDATION_BASE:
            return self.tr("%1 back to column %2").replace("%1", name).replace("%2", column)
        return self.tr("%1 to column %2").replace("%1", name).replace("%2", column)

    def _mark(self, game: Game, move: Move) -> None:
        self.scene.complete_animations()
        cards = game.pile(move.source)
        first = self.scene.cards[cards[move.start]].card_rect()
        last = self.scene.cards[cards[-1]].card_rect() if move.source < COLUMN_COUNT else first
        self.marker.show_rects([first.united(last), self.scene.piles[move.target].landing_rect()])
        self._hide_timer.start()

    # -- the solver status ---------------------------------------------------------------------

    def _status_toggled(self, on: bool) -> None:
        self.settings.solver_status = on

    def _setting_changed(self, name: str) -> None:
        if name != Settings.solver_status.name:
            return
        on = self.settings.solver_status
        if self.solver_status_action.isChecked() != on:
            self.solver_status_action.setChecked(on)
        self.status_label.setVisible(on)
        if on:
            self._position_changed(None)

    def _show_status(self) -> None:
        if self.status is None:
            # Also the text set while the window is built, before any search.
            self.status_label.setText(self.tr("Solver: thinking…"))
            return
        texts = {
            SolverStatus.WINNABLE: self.tr("Solver: winnable"),
            SolverStatus.NOT_WINNABLE: self.tr("Solver: not winnable"),
            SolverStatus.NO_LONGER_WINNABLE: self.tr("Solver: no longer winnable"),
            SolverStatus.LOST: self.tr("Solver: cannot be won from here"),
            SolverStatus.UNKNOWN: self.tr("Solver: unknown"),
            SolverStatus.WON: self.tr("Solver: won"),
        }
        self.status_label.setText(texts[self.status])

    def _tell_status(self, status: SolverStatus | None) -> None:
        """Show ``status`` when the solver status is on."""
        if not self.settings.solver_status:
            return
        self.status = status
        self._show_status()
        self.status_changed.emit(status)

    # -- searching -----------------------------------------------------------------------------

    def _position_changed(self, _: object) -> None:
        """A move, undo, redo or new game: the old hint is stale, the status must follow."""
        self.marker.fade_out()
        self._hint_wanted = None
        game = self.session.game
        if self._job is not None and (
            self._job.position not in (game.position(), _start(game))
            or self._job.rules is not game.rules
        ):
            self._job.cancel()
            self._job = None
        if self.settings.solver_status:
            self._settle(game)

    def _settle(self, game: Game, fresh: Solution | None = None) -> bool:
        """Say what is known of ``game``'s position, or search for what is missing.

        The status (when shown) and a hint asked for need the position's answer and, for a lost
        position, the deal's verdict. ``fresh`` is an answer just found for this position that
        is not kept (an unknown one). Returns whether everything needed was known.
        """
        from rusol_qt.model.solver import Verdict  # noqa: PLC0415 - see the imports

        position = game.position()
        if game.is_won():
            self._tell_status(SolverStatus.WON)
            return True
        answer = self._recall(game.rules, position) or fresh
        if answer is None:
            self._tell_status(None)
            self._search(position, game.rules)
            return False
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
                self._tell_status(None)
                self._search(start, game.rules)
                return False
        self._tell_status(self._status_of(game, answer))
        if self._hint_wanted == position:
            self._show_hint(game, answer)
        return True

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
        if self._job is not None and self._job.position == position and self._job.rules is rules:
            return
        if self._job is not None:
            self._job.cancel()
        job = SolverJob(position, rules, HINT_SECONDS, self)
        job.solved.connect(self._solved)
        job.finished.connect(lambda job=job: self._job_finished(job))
        self._job = job
        self._jobs.add(job)
        job.start(QThread.Priority.LowPriority)

    def _job_finished(self, job: SolverJob) -> None:
        self._jobs.discard(job)
        if self._job is job:
            self._job = None
        job.deleteLater()

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
        if self.settings.solver_status or self._hint_wanted == here:
            self._settle(game, solution if position == here else None)

    def _recall(self, rules: RuleSet, position: Position) -> Solution | None:
        """The kept answer for a position, now the most recently used, or ``None``."""
        answer = self.answers.get((rules, position))
        if answer is not None:
            self.answers.move_to_end((rules, position))
        return answer

    def _remember(self, rules: RuleSet, position: Position, solution: Solution) -> None:
        """Keep the answer, and the answer of every position along its line.

        The line is the winning one, or for a lost position the best line left: the positions
        along it share its verdict and its end, so a player who follows the hints gets each
        next one at once and reaches the result the first hint promised. An unknown answer (the
        budget ran out) is not kept: asking again searches again.
        """
        from rusol_qt.model.solver import Solution, Verdict  # noqa: PLC0415 - see the imports

        if solution.verdict is Verdict.UNKNOWN:
            return
        self.answers[rules, position] = solution
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
                self.answers[rules, game.position()] = Solution(
                    solution.verdict,
                    line[rest] if winning else (),
                    solution.notation[rest] if winning else (),
                    0,
                    0.0,
                    best=None
                    if best is None or best.moves != line
                    else replace(best, moves=best.moves[rest], notation=best.notation[rest]),
                )
        while len(self.answers) > REMEMBERED:
            self.answers.popitem(last=False)

    # -- lifetime ------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Cancel every search and wait for its thread (the window is closing)."""
        for job in list(self._jobs):
            job.cancel()
        for job in list(self._jobs):
            job.wait()
        self._job = None


def _start(game: Game) -> Position:
    """The position ``game`` was dealt in."""
    return _dealt(game.code)


@functools.lru_cache(maxsize=8)
def _dealt(code: GameCode) -> Position:
    return Game(code).position()
