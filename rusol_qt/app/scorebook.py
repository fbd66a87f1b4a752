"""The player's book of games: recording, resume, History & Statistics, replay.

:class:`Scorebook` joins the session and registers its action like any feature; the game plays
without it (as in the table's tests). ``rusol_qt.app.main.run`` attaches one over the history in
the user data folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from rusol_qt.app.actions import ActionRegistry, Menu, Section
from rusol_qt.app.deal_solver import DealSolver
from rusol_qt.app.info_bar import InfoBar
from rusol_qt.app.notice import tell
from rusol_qt.app.recorder import GameRecorder
from rusol_qt.app.session import GameSession
from rusol_qt.base.i18n import language_changed
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage.history import Damage, GameRecord, HistoryStore
from rusol_qt.storage.resume import Problem, Resumed, SetAside

if TYPE_CHECKING:
    from rusol_qt.app.replay import Replay
    from rusol_qt.dialogs.history import HistoryWindow


class Scorebook(QObject):
    """Records the session's games, keeps the one in progress, and shows the history."""

    def __init__(
        self,
        session: GameSession,
        actions: ActionRegistry,
        window: QMainWindow,
        info_bar: InfoBar,
        store: HistoryStore,
        resume_path: Path | None = None,
    ) -> None:
        """Keep the games of ``session`` in ``store``; ``window`` parents the History window."""
        super().__init__(window)
        self.session = session
        self.window = window
        self.info_bar = info_bar
        self.store = store
        session.keeps_history = True
        self.recorder = GameRecorder(session, store, resume_path, self)
        self._replay: Replay | None = None
        self.history_window: HistoryWindow | None = None
        self._history_after_replay = False

        self.history_action = actions.add("history", QAction(self), Menu.GAME, Section.BOOK)
        self.history_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_H))
        self.history_action.triggered.connect(self.show_history)
        self.recorder.recorded.connect(self._recorded)
        self.recorder.trouble.connect(self._trouble)
        self.recorder.not_recorded.connect(self._not_recorded)
        # Each game's deal solved in the background, for the fair win rate; those of games
        # recorded before (an old history, a run that quit while solving) once the start is over.
        self.deal_solver = DealSolver(store, self)
        self.deal_solver.start_timer.start()
        self.recorder.recorded.connect(self._solve_deals)
        self.deal_solver.figures_found.connect(self._deal_figures_found)
        session.closing.connect(self.deal_solver.shutdown)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.deal_solver.shutdown)
        language_changed().connect(self.retranslate_ui)
        self.retranslate_ui()

    # -- starting --------------------------------------------------------------------------------

    def start(self, code: GameCode | None = None) -> None:
        """Bring back the game in progress, or deal ``code`` (a random deal when ``None``).

        A game code asked for on the command line wins over the saved game, which then counts
        as abandoned. The player is told of a history or saved game that had to be set aside.
        """
        saved = self.recorder.saved_game()
        if isinstance(saved, Resumed):
            self.session.start(saved.game.code, saved.game, saved.elapsed, saved.started)
            if code is not None:
                self.session.start(code)
        elif code is not None:
            self.session.start(code)
        else:
            self.session.new_game()
        notices = []
        if self.store.recovered is not None:
            notices.append(
                self._history_notice(self.store.recovered.damage, str(self.store.recovered.backup))
            )
        if isinstance(saved, SetAside):
            notices.append(self._resume_notice(saved))
        if notices:
            tell(self.window, "\n\n".join(notices))

    def _history_notice(self, damage: Damage, backup: str) -> str:
        if damage is Damage.NEWER:
            text = self.tr(
                "Your game history was written by a newer version of Russian Solitaire, which "
                "this version cannot read. It was kept as %1 and a new history was started."
            )
        else:
            text = self.tr(
                "Your game history could not be read (the file is damaged). It was kept as %1 "
                "and a new history was started."
            )
        return text.replace("%1", backup)

    def _resume_notice(self, saved: SetAside) -> str:
        if saved.problem is Problem.NEWER:
            text = self.tr(
                "Your unfinished game was saved by a newer version of Russian Solitaire and "
                "cannot be continued here. It was kept as %1; a new game was dealt."
            )
        else:
            text = self.tr(
                "Your unfinished game could not be read (the file is damaged). It was kept as "
                "%1; a new game was dealt."
            )
        return text.replace("%1", str(saved.backup))

    # -- the History & Statistics window ---------------------------------------------------------

    def show_history(self) -> HistoryWindow:
        """Open the History & Statistics window (one at a time)."""
        if self.history_window is None:
            # Imported on first use: the window's module costs start-up time for nothing else.
            from rusol_qt.dialogs.history import HistoryWindow  # noqa: PLC0415

            self.history_window = HistoryWindow(self.store, self.window)
            self.history_window.replay_requested.connect(self.show_replay)
            self.history_window.play_again_requested.connect(self.play_again)
        else:
            self.history_window.refresh()
        self.history_window.show()
        self.history_window.raise_()
        self.history_window.activateWindow()
        return self.history_window

    def show_replay(self, record: GameRecord) -> None:
        """Replay ``record`` on the table; the History window steps aside until it is closed."""
        history = self.history_window
        if not self.replay.start(record):
            return  # the replay said why; the History window stays where it is
        self._history_after_replay = history is not None and history.isVisible()
        if history is not None:
            history.hide()
        self.window.raise_()
        self.window.activateWindow()

    @property
    def replay(self) -> Replay:
        """The replay on the table, made on first use (its module and bar cost start-up time)."""
        if self._replay is None:
            from rusol_qt.app.replay import Replay  # noqa: PLC0415

            self._replay = Replay(self.session, self.window, self.info_bar)
            self._replay.finished.connect(self._replay_finished)
        return self._replay

    def _replay_finished(self) -> None:
        if self._history_after_replay and self.history_window is not None:
            self.history_window.show()
            self.history_window.raise_()
        self._history_after_replay = False

    def play_again(self, code: GameCode) -> None:
        """Deal ``code`` again for the player; the game in progress counts as abandoned.

        A replay on the table closes first, so that the question (for a game with moves) is
        about the game in progress; kept, it stays on the table and the history stays open.
        """
        if self._replay is not None:
            self._replay.stop()
        if not self.session.may_leave():
            return
        if self.history_window is not None:
            self.history_window.hide()
        self._history_after_replay = False
        self.session.start(code)
        self.window.raise_()
        self.window.activateWindow()

    def _recorded(self, record: GameRecord) -> None:
        if self.history_window is not None and self.history_window.isVisible():
            self.history_window.refresh()

    def _solve_deals(self, _: GameRecord) -> None:
        self.deal_solver.wake()

    def _deal_figures_found(self) -> None:
        if self.history_window is not None and self.history_window.isVisible():
            self.history_window.show_deal_figures()

    def _trouble(self, error: str) -> None:
        self.window.statusBar().showMessage(
            self.tr("Your games cannot be saved: %1").replace("%1", error), 10_000
        )

    def _not_recorded(self, record: GameRecord, error: str) -> None:
        # A game missing from the history is a loss the player must hear of, not a status line
        # that fades: say which game, and why in the error's own words.
        tell(
            self.window,
            self.tr(
                "The game %1 could not be recorded in your history, so it is missing from your "
                "statistics.\n\nThe reason: %2"
            )
            .replace("%1", record.code)
            .replace("%2", error),
            warning=True,
        )

    # -- language --------------------------------------------------------------------------------

    def retranslate_ui(self, _: str = "") -> None:
        """Set every text in the current language."""
        # S: H is the Hint's, in the same menu.
        self.history_action.setText(self.tr("Hi&story && Statistics…"))
