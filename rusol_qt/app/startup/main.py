"""The game application: ``run(argv)`` opens the main window and runs Qt's event loop."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.model.gamecode import GameCode, GameCodeError

if TYPE_CHECKING:
    from rusol_qt.app.startup.compose import ComposedApp
    from rusol_qt.app.startup.single_instance import Request, RunningCopy
    from rusol_qt.base.notice import Notice
    from rusol_qt.base.settings import Settings

EXIT_BAD_INPUT = 2
# Ctrl+C before the window was there: 128 plus SIGINT's number, as a shell reports it.
EXIT_INTERRUPTED = 130


def _game_option(arguments: Sequence[str]) -> str | None:
    """The value of ``--game CODE`` or ``--game=CODE`` (the command line has checked the rest).

    Read by hand: an argument parser's gettext look-ups would cost the window's start.
    """
    for index, word in enumerate(arguments):
        if word == "--game" and index + 1 < len(arguments):
            return arguments[index + 1]
        if word.startswith("--game="):
            return word.removeprefix("--game=")
    return None


def run(argv: Sequence[str]) -> int:
    """Open the game window and play until it closes; return the exit status.

    Options besides Qt's own: ``--game CODE`` deals that game first (also used by the
    end-to-end test to know where every card lies). ``RUSOL_QT_LOG=info`` in the environment
    logs every move to the standard error (``rusol_qt.cli`` sets the log up before this).

    When the game already runs for this player, the request (``--game CODE``, or just the
    window) goes to that copy, which comes to the front, and this start ends (status 0).
    """
    app = QApplication.instance() or QApplication(list(argv))
    assert isinstance(app, QApplication)
    game = _game_option(app.arguments()[1:])
    code: GameCode | None = None
    if game is not None:
        try:
            code = GameCode.parse(game)
        except GameCodeError as error:
            print(f"rusol-qt: {error}", file=sys.stderr)
            return EXIT_BAD_INPUT

    # Which copy runs is settled before anything is built: a second start only hands over.
    from rusol_qt.app.startup import single_instance as one_copy  # noqa: PLC0415

    activation = os.environ.get("XDG_ACTIVATION_TOKEN", "")
    try:
        running = one_copy.claim(one_copy.Request(None if code is None else str(code), activation))
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED  # Ctrl+C while waiting for the running copy: nothing to keep
    if running is None:
        return 0
    try:
        return _run_window(app, running, code)
    finally:
        running.release()


def _run_window(app: QApplication, running: RunningCopy, code: GameCode | None) -> int:
    """Show the window of the running copy and run the event loop; return the exit status."""
    # Only what the first frame shows is imported and built before the window: the history and
    # the game in progress follow at once after it, the icon after the first frame (see
    # docs/table.md, "Speed").
    from rusol_qt.app.startup.compose import compose  # noqa: PLC0415
    from rusol_qt.app.startup.interrupts import QuitOnSignal, exit_status  # noqa: PLC0415
    from rusol_qt.base import i18n  # noqa: PLC0415 - after QApplication exists
    from rusol_qt.base.identity import set_app_identity  # noqa: PLC0415
    from rusol_qt.base.settings import Settings  # noqa: PLC0415

    set_app_identity(app)
    settings = Settings()
    # The player's language (or the system's) from the first text on, and again at every change.
    i18n.follow(settings)
    app.setApplicationDisplayName(app.translate("App", "Russian Solitaire"))
    composed = compose(settings)
    window = composed.window
    running.requested.connect(lambda request: _come_forward(composed, request))
    # Shown first, so that the deal flies onto a table that already has its size.
    window.show()
    # One message for whatever of the player's files cannot be read or written.
    troubles = [
        notice
        for notice in (
            _open_history(composed, code),
            _unsaved_settings(settings),
            _damaged_settings(settings),
        )
        if notice is not None
    ]
    if troubles:
        from rusol_qt.base.notice import tell  # noqa: PLC0415 - only when there is trouble

        tell(
            window,
            "\n\n".join(notice.text for notice in troubles),
            warning=True,
            details="\n\n".join(notice.details for notice in troubles if notice.details),
        )

    def settle() -> None:
        # The icon reaches the title bar, task bar and switcher a moment after the window (window
        # managers and docks take a changed icon at any time; until then they show the bundle's
        # icon or their default one).
        from rusol_qt.base.icon import app_icon  # noqa: PLC0415 - QtSvg loads after the first frame

        app.setWindowIcon(app_icon())
        # SQLite's quick check reads the whole history: in a worker thread, off the first frame.
        if composed.history is not None:
            composed.history.check_history()
        # Later starts are heard from now on (QtNetwork loads here, not before the window).
        running.listen()
        # What the start made stays for good: out of the collector's sight, then collecting again
        # (cli.main switched it off for the start).
        gc.freeze()
        gc.enable()

    AfterFirstFrame(window.view.viewport(), settle)
    # Should the window never be painted (shown off screen), later starts are heard all the same.
    QTimer.singleShot(DOOR_OPENS_AT_LATEST_MS, running.listen)

    def quit_on_signal(signum: int) -> None:
        # As Quit does: the window closes, the session keeps the game (and its time); then the
        # loop ends with the status that says a signal asked for it. Not by the last window's
        # closing as well: its quit, posted, could come after and end the loop with 0.
        app.setQuitOnLastWindowClosed(False)
        window.close()
        app.exit(exit_status(signum))

    interrupts = QuitOnSignal(quit_on_signal, app)
    try:
        return app.exec()
    finally:
        interrupts.uninstall()


#: When the running copy takes later starts' requests if its first frame has not come by then.
DOOR_OPENS_AT_LATEST_MS = 3000


def _come_forward(composed: ComposedApp, request: Request) -> None:
    """A later start asked for the game: show the window in front, and deal its game code.

    A game with moves is left only if the player agrees (``session.leave_for`` asks).
    """
    window = composed.window
    if request.activation:
        # Qt's Wayland client activates a window with the token it finds here (once).
        os.environ["XDG_ACTIVATION_TOKEN"] = request.activation
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    if request.game is None:
        return
    try:
        code = GameCode.parse(request.game)
    except GameCodeError:
        return  # the other start checked it; a different version's code is not dealt
    # Queued: the question about a game with moves must not open inside the socket's signal.
    QTimer.singleShot(0, lambda: composed.session.leave_for(code, asked_by_another_start=True))


class AfterFirstFrame(QObject):
    """Runs ``work`` once, as soon as ``widget`` has been painted for the first time.

    For work the first frame does not need: it then neither delays the window nor its first
    picture.
    """

    def __init__(self, widget: QWidget, work: Callable[[], None]) -> None:
        """Wait for the first paint of ``widget``."""
        super().__init__(widget)
        self._work = work
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """On the first paint, stop watching and queue the work behind it."""
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._work)
        return False


def _open_history(composed: ComposedApp, code: GameCode | None) -> Notice | None:
    """Keep the history and start the first game: resumed, asked for or new.

    Returns what the player must be told when no history can be kept, else ``None``.
    """
    from rusol_qt.base.notice import Notice  # noqa: PLC0415
    from rusol_qt.base.words import history_trouble  # noqa: PLC0415
    from rusol_qt.storage import paths, resume  # noqa: PLC0415
    from rusol_qt.storage.history import HistoryError, HistoryStore  # noqa: PLC0415

    try:
        # Damage found at opening is salvaged on a worker once the history feature is there to start
        # it: reading a large damaged history takes seconds the window must not wait for.
        store = HistoryStore(salvage_later=True)
    except HistoryError as error:
        # Not even a fresh history can be made (a folder that cannot be written): play without.
        print(f"rusol-qt: the game history cannot be kept: {error}", file=sys.stderr)
        # A saved game is still resumed; with nothing to record it, its file is left untouched.
        saved = resume.load() if code is None else None
        composed.session.begin(code, saved if isinstance(saved, resume.Resumed) else None)
        told = QCoreApplication.translate(
            "App",
            "Your game history cannot be kept in %1. %2 You can play, but no game will be "
            "recorded, and a game left unfinished will not come back.",
        )
        told = told.replace("%1", str(paths.data_dir())).replace(
            "%2", history_trouble(error.trouble)
        )
        if isinstance(saved, resume.SetAside):
            from rusol_qt.app.history.feature import resume_notice  # noqa: PLC0415

            also = resume_notice(saved, resume.default_path())
            return Notice(
                f"{told}\n\n{also.text}", "\n\n".join(filter(None, (error.detail, also.details)))
            )
        return Notice(told, error.detail)
    # The saved game in progress comes back, unless --game asks for a deal.
    composed.keep_history(store).start(code)
    return None


def _unsaved_settings(settings: Settings) -> Notice | None:
    """What the player must be told when the settings cannot be saved, else ``None``."""
    problem = settings.unsaved_reason()
    if problem is None:
        return None
    from rusol_qt.base.notice import Notice  # noqa: PLC0415
    from rusol_qt.base.words import file_trouble  # noqa: PLC0415

    # The system's own words, in its language, go under Details.
    return Notice(
        QCoreApplication.translate(
            "App", "Your settings cannot be saved in %1. %2 Changes last until you quit."
        )
        .replace("%1", str(settings.path.parent))
        .replace("%2", file_trouble(problem)),
        str(problem),
    )


def _damaged_settings(settings: Settings) -> Notice | None:
    """What the player must be told when the settings file could not be read, else ``None``."""
    if settings.backup is None:
        return None
    from rusol_qt.base.notice import Notice  # noqa: PLC0415

    return Notice(
        QCoreApplication.translate(
            "App",
            "Your settings file could not be read (it is damaged). It was kept as %1; the "
            "settings that could be read are used, the others are back to their defaults.",
        ).replace("%1", str(settings.backup))
    )
