"""The app's start (app.run): what the window shows when it appears and at its first frame.

The start defers work the first frame does not need (the history, the icon, the
garbage collector); these tests hold it to showing the real window, in the player's language,
with the saved game or the asked deal, from the first frame on.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon, QPaintEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameClock, GameSession
from rusol_qt.app.startup import main as app_module
from rusol_qt.app.startup.compose import ComposedApp, compose
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base import i18n
from rusol_qt.base.icon import ICON_SIZES
from rusol_qt.base.settings import Settings
from rusol_qt.model.game import Game
from rusol_qt.storage import paths, resume
from tests.composed_app import KNOWN_CODE

pytestmark = pytest.mark.qt_log_ignore(
    "does not support propagateSizeHints", "does not support raise"
)


@dataclass
class Seen:
    """What the started app looked like, when shown and once its table was first painted."""

    window: MainWindow | None = None
    #: The app that ``run`` composed.
    composed: ComposedApp | None = None
    at_show: dict[str, object] = field(default_factory=dict)
    at_first_frame: dict[str, object] = field(default_factory=dict)
    settled: dict[str, object] = field(default_factory=dict)

    @property
    def session(self) -> GameSession:
        """The session of the app that ran."""
        assert self.composed is not None
        return self.composed.session


def _state(window: MainWindow, session: GameSession) -> dict[str, object]:
    game = session.game
    return {
        "title": window.windowTitle(),
        "game_menu": window.game_menu.title(),
        "score_label": window.info_bar.score_label.text(),
        "code": None if game is None else str(game.code),
        "actions": None if game is None else list(game.actions),
        "moves_shown": window.info_bar.moves_value.text(),
        "icon_sizes": sorted(size.width() for size in QApplication.windowIcon().availableSizes()),
        "collecting": gc.isenabled(),
    }


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget, seen: Callable[[], None]) -> None:
        super().__init__(widget)
        self.painted = False
        self._seen = seen
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and not self.painted:
            assert isinstance(event, QPaintEvent)
            self.painted = True
            self._seen()
        return False


@pytest.fixture
def start(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[..., Seen]]:
    """Run ``app.run`` in this process, its event loop replaced by a look at the window."""
    paths.use_base(tmp_path)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    windows: list[MainWindow] = []

    def run(*arguments: str) -> Seen:
        seen = Seen()
        before = set(app.topLevelWidgets())

        def event_loop() -> int:
            # app.run calls this right after showing the window: nothing painted yet.
            (window,) = [
                w
                for w in app.topLevelWidgets()
                if isinstance(w, MainWindow) and w not in before and w.isVisible()
            ]
            windows.append(window)
            seen.window = window
            session = seen.session
            seen.at_show = _state(window, session)
            first = _FirstPaint(
                window.view.viewport(),
                lambda: seen.at_first_frame.update(_state(window, session)),
            )
            deadline = time.monotonic() + 10
            while not seen.settled and time.monotonic() < deadline:
                app.processEvents()
                if first.painted and gc.isenabled():
                    seen.settled = _state(window, session)
            return 0

        def composing(settings: Settings, clock: GameClock | None = None) -> ComposedApp:
            seen.composed = compose(settings, clock)
            return seen.composed

        monkeypatch.setattr("rusol_qt.app.startup.compose.compose", composing)
        monkeypatch.setattr(app, "exec", event_loop)
        # The test's QApplication already exists: run reads the options from its arguments.
        monkeypatch.setattr(app, "arguments", lambda: ["rusol-qt", *arguments])
        gc.disable()  # as cli.main does before it calls app.run
        app.setWindowIcon(QIcon())  # as a new process starts: no icon (an earlier run set one)
        assert app_module.run(["rusol-qt", *arguments]) == 0
        return seen

    try:
        yield run
    finally:
        gc.enable()
        gc.unfreeze()
        for window in windows:
            window.close()
            window.deleteLater()
        i18n.install_language("en")
        app.setApplicationDisplayName("")
        paths.use_base(None)


def test_the_window_shows_the_asked_deal_in_english_and_settles_after_the_first_frame(
    start: Callable[..., Seen],
) -> None:
    seen = start("--game", str(KNOWN_CODE))
    assert seen.at_show["title"] == "Russian Solitaire"
    assert seen.at_show["game_menu"] == "&Game"
    assert seen.at_show["score_label"] == "Score:"
    # The icon is drawn after the first frame (QtSvg and eight renderings stay off the start).
    assert seen.at_show["icon_sizes"] == []
    assert seen.at_first_frame["code"] == str(KNOWN_CODE)
    assert seen.settled["icon_sizes"] == sorted(ICON_SIZES)
    # The start ran without the cyclic collector; it collects again once the table is painted.
    assert seen.at_show["collecting"] is False
    assert seen.settled["collecting"] is True
    assert gc.get_freeze_count() > 0


def test_the_players_language_is_there_when_the_window_appears(
    start: Callable[..., Seen], tmp_path: Path
) -> None:
    (tmp_path / "config").mkdir(parents=True, exist_ok=True)
    (tmp_path / "config" / "settings.ini").write_text("[General]\nlanguage=de\n")
    seen = start("--game", str(KNOWN_CODE))
    assert seen.at_show["game_menu"] == "&Spiel"
    assert seen.at_show["score_label"] == "Punkte:"
    assert seen.at_first_frame["game_menu"] == "&Spiel"


def test_the_saved_game_is_on_the_table_at_the_first_frame(
    start: Callable[..., Seen], tmp_path: Path
) -> None:
    paths.use_base(tmp_path)
    game = Game(KNOWN_CODE)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    resume.save(game, elapsed=42.0, started=time.time() - 60)
    seen = start()
    assert seen.at_first_frame["code"] == str(KNOWN_CODE)
    assert seen.at_first_frame["actions"] == game.actions
    assert seen.at_first_frame["moves_shown"] == "3"
    assert seen.window is not None
    assert seen.session.clock.elapsed() == pytest.approx(42.0, abs=1.0)


class _Paints(QObject):
    """Counts the paint events of a widget."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_after_first_frame_runs_its_work_once_after_the_first_paint(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    done: list[bool] = []
    painted = _FirstPaint(widget, lambda: None)
    paints = _Paints(widget)
    app_module.AfterFirstFrame(widget, lambda: done.append(painted.painted))
    QApplication.processEvents()
    assert done == []  # not shown, never painted: nothing yet
    widget.show()
    qtbot.waitUntil(lambda: bool(done), timeout=2000)
    # Another paint, and whatever it would have queued behind it (the work is queued, not run
    # in the paint): a call queued after that paint runs after anything the paint queued.
    seen = paints.count
    widget.update()
    qtbot.waitUntil(lambda: paints.count > seen, timeout=2000)
    behind: list[bool] = []
    QTimer.singleShot(0, lambda: behind.append(True))
    qtbot.waitUntil(lambda: bool(behind), timeout=2000)
    assert done == [True]  # after the paint, and only once


def _boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def _messages(window: MainWindow) -> list[str]:
    return [box.text() for box in _boxes(window)]


def test_a_history_folder_that_cannot_be_made_is_told_and_the_game_goes_on(
    start: Callable[..., Seen], tmp_path: Path
) -> None:
    (tmp_path / "data").write_text("a file where the data folder should be")
    seen = start("--game", str(KNOWN_CODE))
    assert seen.window is not None
    assert seen.at_first_frame["code"] == str(KNOWN_CODE)
    (box,) = _boxes(seen.window)
    message = box.text()
    assert message.startswith(f"Your game history cannot be kept in {tmp_path / 'data'}. ")
    assert "no game will be recorded" in message
    # SQLite's own words are under Details, never in the sentence the player reads.
    assert "unable to open" not in message and "unable to open" in box.detailedText()
    # Leaving a game then loses it: the question must not promise a record.
    assert not seen.session.keeps_history
    assert (tmp_path / "data").read_text() == "a file where the data folder should be"


def test_a_settings_folder_that_cannot_be_made_is_told_and_settings_last_the_run(
    start: Callable[..., Seen], tmp_path: Path
) -> None:
    (tmp_path / "config").write_text("a file where the config folder should be")
    seen = start("--game", str(KNOWN_CODE))
    assert seen.window is not None
    (box,) = _boxes(seen.window)
    message = box.text()
    assert message == (
        f"Your settings cannot be saved in {tmp_path / 'config'}. A file stands where the folder "
        "should be. Changes last until you quit."
    )
    # The system's own words (English here, the system's language elsewhere) under Details.
    assert "File exists" in box.detailedText() or "Not a directory" in box.detailedText()
    assert seen.session.keeps_history  # the history lives elsewhere and works
    settings = seen.window.settings
    settings.four_colour = True  # cannot be written: it holds for this run
    assert settings.four_colour is True and seen.window.art.four_colour
    # Nothing of the player's was overwritten or moved to make room.
    assert (tmp_path / "config").read_text() == "a file where the config folder should be"


def test_every_file_that_cannot_be_kept_is_told_in_one_message(
    start: Callable[..., Seen], tmp_path: Path
) -> None:
    (tmp_path / "data").write_text("in the way")
    (tmp_path / "config").write_text("in the way")
    seen = start("--game", str(KNOWN_CODE))
    assert seen.window is not None
    (message,) = _messages(seen.window)
    history, settings = message.split("\n\n")
    assert history.startswith("Your game history cannot be kept in ")
    assert settings.startswith("Your settings cannot be saved in ")


def test_a_damaged_settings_file_is_told_once_with_its_backup(
    start: Callable[..., Seen], tmp_path: Path
) -> None:
    config = tmp_path / "config"
    config.mkdir(parents=True)
    damaged = b"\x00\xff\xfe [[[ not ini\nfour_colour=true\n[General\x00"
    (config / "settings.ini").write_bytes(damaged)
    seen = start("--game", str(KNOWN_CODE))
    assert seen.window is not None
    (backup,) = config.glob("settings-corrupt-*.ini")
    assert backup.read_bytes() == damaged
    (message,) = _messages(seen.window)
    assert message == (
        f"Your settings file could not be read (it is damaged). It was kept as {backup}; the "
        "settings that could be read are used, the others are back to their defaults."
    )
    seen.window.close()
    # Told once: the file was written again with what could be read, and reads well now.
    again = start("--game", str(KNOWN_CODE))
    assert again.window is not None
    assert _messages(again.window) == []
    assert list(config.glob("settings-corrupt-*.ini")) == [backup]


def test_without_a_history_the_saved_game_still_comes_back_and_is_left_as_it_was(
    start: Callable[..., Seen], tmp_path: Path
) -> None:
    paths.use_base(tmp_path)
    game = Game(KNOWN_CODE)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    resume.save(game, elapsed=42.0, started=time.time() - 60)
    saved = resume.default_path().read_bytes()
    # Something in the way of the history file: no history can be opened or made.
    (paths.data_dir() / "history.sqlite3").mkdir()
    seen = start()
    assert seen.window is not None
    assert seen.at_first_frame["actions"] == game.actions
    (message,) = _messages(seen.window)
    assert message.startswith("Your game history cannot be kept in ")
    session = seen.session
    session.play(session.game.legal_moves()[0])
    session.close()
    assert resume.default_path().read_bytes() == saved  # nothing recorded it, nothing wrote it


def test_without_a_history_a_damaged_saved_game_is_told_too(
    start: Callable[..., Seen], tmp_path: Path
) -> None:
    paths.use_base(tmp_path)
    resume.default_path().write_text("{broken")
    (paths.data_dir() / "history.sqlite3").mkdir()
    seen = start()
    assert seen.window is not None
    (message,) = _messages(seen.window)
    history, saved = message.split("\n\n")
    assert history.startswith("Your game history cannot be kept in ")
    (backup,) = paths.data_dir().glob("resume-corrupt-*.json")
    assert saved == (
        f"Your unfinished game could not be read (the file is damaged). It was kept as {backup}; "
        "a new game was dealt."
    )
