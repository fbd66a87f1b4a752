"""The player's book of games: recording, resume, History & Statistics, replay.

:class:`HistoryFeature` joins the session and registers its action like any feature; the game
plays without it (as in the table's tests). ``startup.main.run`` attaches one over the history
in the user data folder.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from rusol_qt.app.history.deal_verdicts import DealSolver
from rusol_qt.app.history.recorder import GameRecorder, Unrecorded
from rusol_qt.app.session.actions import ActionRegistry, Menu, Section
from rusol_qt.app.session.game_session import GameSession
from rusol_qt.base.i18n import language_changed
from rusol_qt.base.notice import Notice, tell
from rusol_qt.base.words import file_trouble, history_trouble
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage import history
from rusol_qt.storage.history import (
    Damage,
    GameRecord,
    HistoryError,
    HistoryStore,
    Recovered,
)
from rusol_qt.storage.resume import Problem, Resumed, SetAside
from rusol_qt.storage.trouble import Trouble

if TYPE_CHECKING:
    from rusol_qt.app.history.replay import Replay
    from rusol_qt.dialogs.history import HistoryWindow
    from rusol_qt.model.solver import GameAnalysis

log = logging.getLogger(__name__)


def resume_notice(saved: SetAside, path: Path) -> Notice:
    """Why the saved game in progress (kept at ``path``) did not come back, and where it is now.

    For the history feature, and for a start without any history (``startup.main``).
    """
    if saved.problem is Problem.UNREADABLE:
        return Notice(
            QCoreApplication.translate(
                "HistoryFeature",
                "Your unfinished game could not be opened: the system does not let "
                "Russian Solitaire read its file. The file was left as it is; a new game "
                "was dealt.",
            ),
            saved.detail,
        )
    if saved.problem is Problem.NOT_A_FILE:
        if saved.backup is None:
            text = QCoreApplication.translate(
                "HistoryFeature",
                "Your unfinished game could not be opened: what stands in its place is not a "
                "file. It was left as it is; a new game was dealt.",
            )
        else:
            text = QCoreApplication.translate(
                "HistoryFeature",
                "Your unfinished game could not be opened: what stood in its place was not a "
                "file. It was moved to %1; a new game was dealt.",
            ).replace("%1", str(saved.backup))
        return Notice(text, saved.detail)
    if saved.backup is not None:
        if saved.problem is Problem.NEWER:
            text = QCoreApplication.translate(
                "HistoryFeature",
                "Your unfinished game was saved by a newer version of Russian Solitaire and "
                "cannot be continued here. It was kept as %1; a new game was dealt.",
            )
        else:
            text = QCoreApplication.translate(
                "HistoryFeature",
                "Your unfinished game could not be read (the file is damaged). It was kept "
                "as %1; a new game was dealt.",
            )
        return Notice(text.replace("%1", str(saved.backup)))
    # Not moved: a read-only folder leaves the file where it was (else it was removed).
    if not path.exists():
        return Notice(
            QCoreApplication.translate(
                "HistoryFeature",
                "Your unfinished game could not be read (the file is damaged); a new game "
                "was dealt.",
            ),
            saved.detail,
        )
    if saved.problem is Problem.NEWER:
        text = QCoreApplication.translate(
            "HistoryFeature",
            "Your unfinished game was saved by a newer version of Russian Solitaire and "
            "cannot be continued here. The file was left as it is; a new game was dealt.",
        )
    else:
        text = QCoreApplication.translate(
            "HistoryFeature",
            "Your unfinished game could not be read (the file is damaged). The file was "
            "left as it is; a new game was dealt.",
        )
    return Notice(text, saved.detail)


class _Verdict(QObject):
    """Carries the quick check's verdict from its worker thread to the GUI thread."""

    reached = Signal(object)
    """``None`` (sound), SQLite's words about the damage, or the exception the check raised."""


class HistoryFeature(QObject):
    """Records the session's games, keeps the one in progress, and shows the history."""

    _recovered = Signal(object)
    """The store set a damaged history aside (queued: it may happen inside a model's data())."""

    def __init__(
        self,
        session: GameSession,
        actions: ActionRegistry,
        window: QWidget,
        store: HistoryStore,
        resume_path: Path | None = None,
    ) -> None:
        """Keep the games of ``session`` in ``store``; ``window`` parents the History window."""
        super().__init__(window)
        self.session = session
        self.actions = actions
        self.window = window
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
        self.recorder.not_kept.connect(self._not_kept)
        # The store may find damage in the middle of any call, a model's data() among them:
        # the player hears of it once that call is over, never from inside it.
        self._recovered.connect(self._tell_recovered, Qt.ConnectionType.QueuedConnection)
        store.on_recovered = self._recovered.emit
        self._verdict: _Verdict | None = None
        # A damaged history is salvaged on a worker thread (reading a large one takes seconds);
        # its end comes back here through a queued signal. Parented to nothing, like the
        # verdict's carrier: the thread may outlive the window.
        self._salvaged = _Verdict()
        self._salvaged.reached.connect(self._salvage_done, Qt.ConnectionType.QueuedConnection)
        store.salvage_with(self._salvage_in_background)
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
            # A salvage under way is waited for: the games played meanwhile must reach the file.
            app.aboutToQuit.connect(self._salvage_before_quitting)
        language_changed().connect(self.retranslate_ui)
        self.retranslate_ui()

    # -- starting --------------------------------------------------------------------------------

    def start(self, code: GameCode | None = None) -> None:
        """Bring back the game in progress, or deal ``code`` (a random deal when ``None``).

        A game code asked for on the command line wins over the saved game, which then counts
        as abandoned. The player is told of a history or saved game that had to be set aside.
        """
        notices = self._unrecorded_notices(self.recorder.record_unrecorded())
        saved = self.recorder.saved_game()
        if self.store.recovered is not None:
            notices.append(Notice(self._history_notice(self.store.recovered)))
        if self.store.read_only is not None:
            notices.append(self._read_only_notice())
        if isinstance(saved, SetAside):
            notices.append(resume_notice(saved, self.recorder.resume_path))
            if saved.backup is None and self.recorder.resume_path.exists():
                # Left where it was (it may be sound, and readable again later): this run
                # neither writes over it nor removes it.
                self.recorder.leave_saved_file()
        self.session.begin(code, saved if isinstance(saved, Resumed) else None)
        if notices:
            tell(
                self.window,
                "\n\n".join(notice.text for notice in notices),
                details="\n\n".join(notice.details for notice in notices if notice.details),
            )

    def _unrecorded_notices(self, found: Unrecorded) -> list[Notice]:
        """What the player hears of the games an earlier run could not record at quit."""
        notices = []
        if found.recorded:
            notices.append(
                Notice(
                    self.tr(
                        "%n game(s) left when Russian Solitaire last closed could not be "
                        "recorded then. They are now in your history.",
                        "",
                        found.recorded,
                    )
                )
            )
        if found.waiting:
            error = found.error
            trouble = error.trouble if isinstance(error, HistoryError) else Trouble.FAILED
            text = self.tr(
                "%n game(s) left when Russian Solitaire last closed cannot be recorded in your "
                "history yet. They are kept and will be recorded at a later start.",
                "",
                found.waiting,
            )
            notices.append(
                Notice(
                    f"{text} {history_trouble(trouble)}",
                    error.detail if isinstance(error, HistoryError) else repr(error),
                )
            )
        for damaged in found.damaged:
            if damaged.backup is None:
                text = self.tr(
                    "A game that waited to be recorded in your history could not be read "
                    "(the file is damaged). The file was left as it is."
                )
            else:
                text = self.tr(
                    "A game that waited to be recorded in your history could not be read "
                    "(the file is damaged). It was kept as %1."
                ).replace("%1", str(damaged.backup))
            notices.append(Notice(text, damaged.detail))
        return notices

    def _history_notice(self, recovered: Recovered) -> str:
        """What became of a history that was damaged or written by a newer version."""
        backup = "" if recovered.backup is None else str(recovered.backup)
        if recovered.damage is Damage.NEWER:
            if recovered.backup is None:
                return self.tr(
                    "Your game history was written by a newer version of Russian Solitaire, "
                    "which this version cannot read. It was left as it is."
                )
            return self.tr(
                "Your game history was written by a newer version of Russian Solitaire, which "
                "this version cannot read. It was kept as %1 and a new history was started."
            ).replace("%1", backup)
        counted = recovered.counted
        if recovered.kept == 0 and recovered.backup is not None:
            return self.tr(
                "Your game history could not be read (the file is damaged). It was kept as %1 "
                "and a new history was started."
            ).replace("%1", backup)
        if recovered.kept == 0:
            saved = self.tr("Your game history could not be read (the file is damaged).")
        elif counted is None or counted < recovered.kept:
            saved = self.tr(
                "Your game history was damaged. %n games could still be read and were saved.",
                "",
                recovered.kept,
            )
        else:
            saved = self.tr(
                "Your game history was damaged. %1 of %n games were saved.", "", counted
            ).replace("%1", str(recovered.kept))
        if recovered.backup is None:
            kept = self.tr(
                "The damaged file was left as it is, because its folder cannot be written."
            )
        else:
            kept = self.tr("The damaged file was kept as %1.").replace("%1", backup)
        return f"{saved} {kept}"

    def _read_only_notice(self) -> Notice:
        """The player's folder cannot be written: what still works, and what does not."""
        read_only = self.store.read_only
        assert read_only is not None
        return Notice(
            self.tr(
                "The folder %1, which keeps your history and your unfinished game, cannot be "
                "written. You can play and look at your history, but no game will be recorded, "
                "and the game on the table will not be kept when you quit. Nothing in the "
                "folder is changed."
            ).replace("%1", str(read_only.folder)),
            read_only.detail,
        )

    # -- the history's health --------------------------------------------------------------------

    def check_history(self) -> None:
        """Run SQLite's quick check of the history in a worker thread; damage is then set aside.

        For after the first frame: the check reads the whole file (seconds for a large history
        not in the page cache). The verdict reaches :meth:`HistoryStore.checked` on this thread.
        """
        if self._verdict is not None:
            return
        # Kept by this object and the thread, parented to neither: the thread may outlive the
        # window, and a verdict for a closed window is simply not delivered.
        verdict = self._verdict = _Verdict()
        verdict.reached.connect(self._checked, Qt.ConnectionType.QueuedConnection)
        path = self.store.path

        def check() -> None:
            try:
                found: object = history.quick_check(path)
            except Exception as error:  # noqa: BLE001 - handed to the GUI thread, never lost
                found = error
            verdict.reached.emit(found)

        threading.Thread(target=check, name="history quick check", daemon=True).start()

    def _checked(self, verdict: object) -> None:
        if isinstance(verdict, BaseException):
            # The check could not read the file at all; the store checks it again itself before
            # it writes, and says so then.
            log.warning("the history could not be checked: %s", verdict)
            return
        try:
            self.store.checked(verdict if isinstance(verdict, str) else None)
        except HistoryError as error:
            self.tell_trouble(error)

    def _salvage_in_background(self, work: Callable[[], None], done: Callable[[], None]) -> None:
        """Run ``work`` (a salvage's long part) on a worker thread, then ``done`` on this one."""
        carrier = self._salvaged

        def salvage() -> None:
            try:
                work()
            finally:
                carrier.reached.emit(done)

        threading.Thread(target=salvage, name="history salvage", daemon=True).start()

    def _salvage_done(self, done: object) -> None:
        assert callable(done)
        try:
            done()
        except HistoryError as error:
            self.tell_trouble(error)

    def _salvage_before_quitting(self) -> None:
        try:
            self.store.finish_salvage()
        except HistoryError as error:
            log.warning("the damaged history could not be set aside: %s", error)

    def _tell_recovered(self, recovered: Recovered) -> None:
        tell(self.window, self._history_notice(recovered), warning=True)
        if self.history_window is not None and self.history_window.isVisible():
            self.history_window.refresh()

    def tell_trouble(self, error: HistoryError, what: str = "") -> None:
        """Tell the player that the history failed them: ``what`` was being done, and why."""
        text = what or self.tr("Your game history cannot be used right now.")
        tell(
            self.window,
            f"{text} {history_trouble(error.trouble)}",
            warning=True,
            details=error.detail,
        )

    # -- the History & Statistics window ---------------------------------------------------------

    def show_history(self) -> HistoryWindow | None:
        """Open the History & Statistics window (one at a time).

        It opens whatever the history can give (reads that fail show nothing and are told); if
        even that fails, the player is told why and ``None`` returned.
        """
        try:
            self._open_history_window()
        except HistoryError as error:
            self.tell_trouble(error, self.tr("The History & Statistics window cannot open."))
            return None
        assert self.history_window is not None
        self.history_window.show()
        self.history_window.raise_()
        self.history_window.activateWindow()
        return self.history_window

    def _open_history_window(self) -> None:
        if self.history_window is not None:
            self.history_window.refresh()
            return
        # Imported on first use: the window's module costs start-up time for nothing else.
        from rusol_qt.dialogs.history import HistoryWindow  # noqa: PLC0415

        self.history_window = HistoryWindow(self.store, self.window)
        self.history_window.replay_requested.connect(self.show_replay)
        self.history_window.play_again_requested.connect(self.play_again)
        self.history_window.trouble.connect(self.tell_trouble)

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
            from rusol_qt.app.history.replay import Replay  # noqa: PLC0415

            self._replay = Replay(
                self.session,
                self.actions,
                self.window,
                kept=self._kept_analysis,
                keep=self.store.keep_analysis,
            )
            self._replay.finished.connect(self._replay_finished)
        return self._replay

    def _kept_analysis(self, game_id: int) -> GameAnalysis | None:
        """The analysis kept with the game ``game_id``; ``None`` when none can be read."""
        try:
            return self.store.analysis(game_id)
        except HistoryError as error:
            # Only a shortcut: the analysis is made again, and the history's trouble is told
            # where the history is read for its own sake.
            log.warning("the analysis of game %d cannot be read: %s", game_id, error)
            return None

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

    def _trouble(self, error: OSError) -> None:
        # The system's own words stay in the log (the recorder's warning): they are not the
        # player's language.
        self.actions.note(
            self.tr("The game in progress cannot be saved. %1").replace("%1", file_trouble(error)),
            10_000,
        )

    def _not_recorded(self, record: GameRecord, error: BaseException) -> None:
        # A game missing from the history is a loss the player must hear of, not a status line
        # that fades: say which game and why, the system's own words under "Details".
        trouble = error.trouble if isinstance(error, HistoryError) else Trouble.FAILED
        tell(
            self.window,
            self.tr(
                "The game %1 could not be recorded in your history, so it is missing from your "
                "statistics."
            ).replace("%1", record.code)
            + "\n\n"
            + history_trouble(trouble),
            warning=True,
            details=error.detail if isinstance(error, HistoryError) else repr(error),
        )

    def _not_kept(self, record: GameRecord, error: BaseException, moves: int | None) -> None:
        # Said while the window is still there, and waited for: the app quits right after.
        if self.session.settings.resume_game:
            head = self.tr("The game %1 could not be saved for the next start.")
        else:
            head = self.tr("The game %1 could not be recorded in your history.")
        if moves is None:
            kept = self.tr("Nothing of it could be kept on disk.")
        else:
            kept = self.tr(
                "Only the game as it was after %n move(s) could be kept on disk.", "", moves
            )
        if isinstance(error, HistoryError):
            why, details = history_trouble(error.trouble), error.detail
        elif isinstance(error, OSError):
            why, details = file_trouble(error), str(error)
        else:
            why, details = history_trouble(Trouble.FAILED), repr(error)
        tell(
            self.window,
            f"{head.replace('%1', record.code)} {kept} {why}",
            warning=True,
            details=details,
            wait=True,
        )

    # -- language --------------------------------------------------------------------------------

    def retranslate_ui(self, _: str = "") -> None:
        """Set every text in the current language."""
        # S: H is the Hint's, in the same menu.
        self.history_action.setText(self.tr("Hi&story && Statistics…"))
