"""The Hint (key H): a move chosen from what the player sees, and the chance to win from here.

The Hint never looks at the face-down cards. The model's ``honest_hint`` guesses them many
times from the visible position alone and picks the move that wins the most guesses; it runs in
a :class:`~.solver_threads.HintJob` thread, so the table never waits, and a newer position
cancels it. The guesses are drawn from a fixed seed, so a hint depends on the visible position
alone: answers are kept by what the player sees, and asking twice is instant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence

from rusol_qt.app.advice.hint_marker import HintMarker
from rusol_qt.app.advice.kept_answers import KeptAnswers
from rusol_qt.app.advice.solver_threads import HintJob, Jobs
from rusol_qt.app.session.actions import ActionRegistry, Menu, Section
from rusol_qt.app.session.game_session import GameSession
from rusol_qt.base.i18n import language_changed
from rusol_qt.base.words import card_spoken_name
from rusol_qt.model.game import COLUMN_COUNT, FOUNDATION_BASE, Game, Move, Position
from rusol_qt.model.rules import RuleSet
from rusol_qt.table.scene import TableScene

if TYPE_CHECKING:
    from rusol_qt.model.solver import HonestHint
    from rusol_qt.model.solver.honest import VisibleView

# The solver module is imported where a hint needs it: the Hint is built before the window is
# first shown, and no search runs before the first Hint.

# The guesses of the face-down cards are drawn from this seed, never from the cards
# themselves: the same visible position always gets the same hint.
SEED = 0
# How many visible positions keep their hint.
REMEMBERED = 400
# How long the hint stays on the table, in milliseconds.
HINT_TIME = 6000
# How long "Looking for a good move…" may stay; the hint replaces it as soon as it is ready.
THINKING_TIME = 30_000


class HintFeature(QObject):
    """The Hint action (key H): the move to play and the chance to win, from what is visible.

    It registers its action with the registry and follows the session's position.
    """

    hint_shown = Signal(object, object)
    """A hint was shown: the :class:`Move` ringed (``None`` when no move is left) and the
    :class:`HonestHint` it comes from."""

    def __init__(
        self,
        session: GameSession,
        actions: ActionRegistry,
        scene: TableScene,
        parent: QObject | None = None,
    ) -> None:
        """Join ``session`` on ``scene``; the action goes through ``actions``."""
        super().__init__(parent)
        self.session = session
        self.scene = scene
        # Hints by rule set and what the player sees (the same cards can lie under either).
        self.answers: KeptAnswers[tuple[RuleSet, VisibleView], HonestHint] = KeptAnswers(REMEMBERED)
        self.jobs: Jobs[HintJob] = Jobs()
        # The rule set and position whose hint the player asked for and waits for.
        self._wanted: tuple[RuleSet, Position] | None = None

        self.marker = HintMarker()
        self.scene.addItem(self.marker)
        self._hide_timer = QTimer(self)
        self._hide_timer.setSingleShot(True)
        self._hide_timer.setInterval(HINT_TIME)
        self._hide_timer.timeout.connect(self.marker.fade_out)

        # A replay locks it with the other game actions: a hint on a replayed game makes no
        # sense. Nor is there anything to hint once the game is won.
        self.action = actions.add(
            "hint",
            QAction(self),
            Menu.GAME,
            Section.ADVICE,
            in_play=True,
            enabled_when=lambda: not session.game.is_won(),
        )
        self.action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.action.triggered.connect(self.hint)

        session.position_changed.connect(self._position_changed)
        language_changed().connect(self.retranslate_ui)
        self.retranslate_ui()

    def retranslate_ui(self, _: str = "") -> None:
        """Set every text in the current language."""
        self.action.setText(self.tr("Hin&t"))
        self.action.setToolTip(
            self.tr("Suggest a move from the cards you can see, with the chance to win")
        )

    def thinking_text(self) -> str:
        """What the table says while the hint is being worked out."""
        return self.tr("Looking for a good move…")

    # -- asking --------------------------------------------------------------------------------

    def hint(self) -> None:
        """Show the move to play and the chance to win, or start working them out."""
        game = self.session.game
        if game.is_won() or self.session.replaying:
            return
        position = game.position()
        answer = self._recall(game.rules, position)
        if answer is not None:
            self._show(game, answer)
            return
        self._wanted = (game.rules, position)
        self.scene.show_message(self.thinking_text(), THINKING_TIME)
        current = self.jobs.current
        if current is not None and current.position == position and current.rules is game.rules:
            return
        job = HintJob(position, game.rules, SEED, self)
        job.answered.connect(self._answered)
        self.jobs.start(job)

    def _position_changed(self, _: object) -> None:
        """A move, undo, redo or new game: the old hint is stale, its work stops."""
        self.marker.fade_out()
        game = self.session.game
        if self._wanted is not None and self._wanted != (game.rules, game.position()):
            self._wanted = None
            if self.scene.message.text == self.thinking_text():
                self.scene.message.fade_out()
        current = self.jobs.current
        if current is not None and (
            current.position != game.position() or current.rules is not game.rules
        ):
            self.jobs.cancel_current()

    def _answered(self, job: HintJob, answer: HonestHint) -> None:
        self._remember(job.rules, job.position, answer)
        game = self.session.game
        here = (game.rules, game.position())
        if self._wanted == here == (job.rules, job.position):
            self._show(game, answer)

    # -- telling -------------------------------------------------------------------------------

    def _show(self, game: Game, answer: HonestHint) -> None:
        self._wanted = None
        move = answer.move
        self.scene.show_message(self.message(game, answer), HINT_TIME)
        if move is not None:
            self._mark(game, move)
        self.hint_shown.emit(move, answer)

    def message(self, game: Game, answer: HonestHint) -> str:
        """What the table says of ``answer``, a hint for the position of ``game``.

        "Cannot be won" only when that is certain from what is visible: every card face up and
        the exact search decided, or no move left at all.
        """
        move = answer.move
        if move is None:
            return self.tr("No move helps: undo, or start a new game.")
        if answer.certain and answer.chance > 0:
            text = self.tr("Hint: %1. This game can be won from here.")
        elif answer.certain:
            text = self.tr("This game cannot be won from here. Best move left: %1.")
        elif not any(game.face_down):
            # Every card is face up, but the exact search ran out before it decided.
            text = self.tr("Hint: %1. Whether this game can still be won is not known.")
        else:
            text = self.tr(
                "Hint: %1. Chance to win: about %2%, from %n guesses of the face-down cards.",
                "",
                answer.samples,
            ).replace("%2", QLocale().toString(round(answer.chance * 100)))
        return text.replace("%1", self._move_text(game, move))

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

    # -- keeping answers -----------------------------------------------------------------------

    def _recall(self, rules: RuleSet, position: Position) -> HonestHint | None:
        """The kept hint for what the player sees of ``position``, now the most recently used."""
        from rusol_qt.model.solver.honest import visible_view  # noqa: PLC0415 - see the imports

        return self.answers.recall((rules, visible_view(position)))

    def _remember(self, rules: RuleSet, position: Position, answer: HonestHint) -> None:
        """Keep ``answer`` by what the player sees of ``position``; the oldest go first."""
        from rusol_qt.model.solver.honest import visible_view  # noqa: PLC0415 - see the imports

        self.answers.keep((rules, visible_view(position)), answer)

    # -- lifetime ------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Cancel every hint in the works and wait for its thread (the window is closing)."""
        self.jobs.stop_all()
        self._wanted = None
