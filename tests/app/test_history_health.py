"""The app and a history that is damaged, cannot be read, or cannot be written (issue 13).

What the player sees: plain sentences in their language, the system's own words under "Details",
a History window that opens with what can be read, and nothing of theirs lost or overwritten.
"""

from __future__ import annotations

import errno
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rusol_qt.app.history.feature import HistoryFeature
from rusol_qt.app.session.clock import GameClock
from rusol_qt.app.startup.compose import ComposedApp, compose
from rusol_qt.base.settings import Settings
from rusol_qt.model.game import Game
from rusol_qt.storage import paths, resume
from rusol_qt.storage.history import HistoryError, HistoryStore
from rusol_qt.storage.trouble import Trouble
from tests.composed_app import KNOWN_CODE, FakeTime
from tests.storage.history_records import (
    damaged_history,
    recorded_history,
    row_by_row,
)
from tests.storage.read_only import make_read_only, run_without_write_access, shared_folder

pytestmark = pytest.mark.qt_log_ignore(
    "does not support propagateSizeHints", "does not support raise"
)


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """300 games recorded one by one, made once for the tests that damage a copy."""
    return recorded_history(tmp_path_factory.mktemp("recorded"))


class App:
    """The composed app over a history and a saved game in ``folder``, not started yet."""

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        self.qtbot = qtbot
        self.folder = folder
        self.composed: ComposedApp = compose(Settings(), clock=GameClock(FakeTime()))
        self.window = self.composed.window
        self.session = self.composed.session
        qtbot.addWidget(self.window)
        self.window.resize(1000, 700)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.store = HistoryStore(folder / "history.sqlite3")
        self.book: HistoryFeature = self.composed.keep_history(self.store, folder / "resume.json")

    def boxes(self) -> list[QMessageBox]:
        return [box for box in self.window.findChildren(QMessageBox) if box.isVisible()]

    def wait_for_box(self) -> QMessageBox:
        self.qtbot.waitUntil(lambda: len(self.boxes()) == 1, timeout=10_000)
        (box,) = self.boxes()
        return box

    def play(self, count: int) -> None:
        for _ in range(count):
            session = self.session
            assert session.play(session.game.legal_moves()[0])
        self.window.scene.complete_animations()


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    paths.use_base(tmp_path)
    yield tmp_path
    paths.use_base(None)


def _integrity(path: Path) -> str:
    connection = sqlite3.connect(path)
    try:
        return str(connection.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        connection.close()


def test_damage_found_after_the_first_frame_is_set_aside_salvaged_and_told(
    qtbot: QtBot, folder: Path, recorded: Path
) -> None:
    damaged = damaged_history(folder / "history.sqlite3", recorded, "games")
    readable = row_by_row(folder / "history.sqlite3")
    assert 200 < len(readable) < 300
    app = App(qtbot, folder)
    app.book.start(KNOWN_CODE)
    assert app.boxes() == []  # opening reads too little to notice: the check finds it
    app.book.check_history()
    box = app.wait_for_box()
    (backup,) = folder.glob("history-corrupt-*.sqlite3")
    assert backup.read_bytes() == damaged
    assert box.text() == (
        f"Your game history was damaged. {len(readable)} of 300 games were saved. "
        f"The damaged file was kept as {backup}."
    )
    # The fresh history is sound and holds every game that could be read.
    assert _integrity(folder / "history.sqlite3") == "ok"
    assert app.store.count() == len(readable)
    window = app.book.show_history()
    assert window is not None and window.isVisible()
    assert window.model.rowCount() == len(readable)
    # A game played now goes into the fresh history.
    app.play(1)
    app.session.start(KNOWN_CODE)
    assert app.store.count() == len(readable) + 1


def test_damage_met_while_the_table_of_games_paints_is_told_after_it(
    qtbot: QtBot, folder: Path, recorded: Path
) -> None:
    damaged_history(folder / "history.sqlite3", recorded, "games")
    readable = row_by_row(folder / "history.sqlite3")
    app = App(qtbot, folder)
    app.book.start(KNOWN_CODE)
    # No check yet: the History window's reads meet the damage (inside the model's data()).
    window = app.book.show_history()
    assert window is not None
    qtbot.waitExposed(window)
    box = app.wait_for_box()
    assert box.text().startswith("Your game history was damaged.")
    assert window.isVisible() and window.model.rowCount() == len(readable)


def test_a_read_that_fails_shows_what_it_can_and_says_why_once(
    qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(qtbot, folder)
    app.book.start(KNOWN_CODE)
    app.play(2)
    app.session.start(KNOWN_CODE)  # one game in the history

    def busy(*_: object, **__: object) -> object:
        raise HistoryError(Trouble.BUSY, "database is locked")

    monkeypatch.setattr(app.store, "summaries", busy)
    monkeypatch.setattr(app.store, "outcomes", busy)
    window = app.book.show_history()
    assert window is not None
    qtbot.waitExposed(window)
    box = app.wait_for_box()
    assert box.text() == (
        "Part of your game history cannot be shown. Another copy of Russian Solitaire kept the "
        "history busy for too long."
    )
    assert box.detailedText() == "database is locked"
    # The rest of the window is there: the count and the statistics.
    assert window.statistics_panel.values["played", None].text() == "1"
    window.refresh()
    window.table.viewport().repaint()
    assert len(app.boxes()) == 1  # told once, not at every paint


def test_the_history_window_that_cannot_open_says_why(
    qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(qtbot, folder)
    app.book.start(KNOWN_CODE)

    def refuse(*_: object, **__: object) -> None:
        raise HistoryError(Trouble.UNREADABLE, "unable to open database file")

    monkeypatch.setattr("rusol_qt.dialogs.history.HistoryWindow.__init__", refuse)
    assert app.book.show_history() is None
    box = app.wait_for_box()
    assert box.text() == (
        "The History & Statistics window cannot open. The history file cannot be opened or read."
    )
    assert box.detailedText() == "unable to open database file"


def test_a_game_that_cannot_be_recorded_is_told_in_plain_words(
    qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(qtbot, folder)
    app.book.start(KNOWN_CODE)
    app.play(2)

    def full(_: object) -> int:
        raise HistoryError(Trouble.FULL, "database or disk is full")

    monkeypatch.setattr(app.store, "record", full)
    app.session.start(KNOWN_CODE)
    box = app.wait_for_box()
    assert box.text() == (
        f"The game {KNOWN_CODE} could not be recorded in your history, so it is missing from "
        "your statistics.\n\nThe disk is full."
    )
    assert box.detailedText() == "database or disk is full"


def test_a_game_in_progress_that_cannot_be_saved_is_told_in_plain_words(
    qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(qtbot, folder)
    app.book.start(KNOWN_CODE)

    def full(*_: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(resume, "save", full)
    app.play(1)
    # The system's words (in the system's language) stay in the log, not in the sentence.
    assert app.window.statusBar().currentMessage() == (
        "The game in progress cannot be saved. The disk is full."
    )


def _files(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir()) if path.is_file()}


def test_a_history_that_can_only_be_read_loses_and_overwrites_nothing(
    qtbot: QtBot, folder: Path, recorded: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The folder cannot be written at start, and can be again while the app runs."""
    (folder / "history.sqlite3").write_bytes(recorded.read_bytes())
    saved = Game(KNOWN_CODE)
    for _ in range(3):
        saved.play(saved.legal_moves()[0])
    resume.save(saved, elapsed=30.0, started=100.0, path=folder / "resume.json")
    before = _files(folder)
    with monkeypatch.context() as denied:
        # What a read-only folder looks like to the store (os.access, as for root).
        denied.setattr("rusol_qt.storage.history.files.os.access", lambda path, mode: False)
        app = App(qtbot, folder)
    assert app.store.read_only is not None
    app.book.start()
    # The saved game is back, and the player is told, with the folder named in the sentence.
    assert app.session.game.actions == saved.actions
    box = app.wait_for_box()
    assert box.text().startswith(f"The folder {folder}, which keeps your history and your ")
    assert "no game will be recorded" in box.text()
    assert box.detailedText() == app.store.read_only.detail
    box.close()
    # The history is shown, and cannot be reset.
    window = app.book.show_history()
    assert window is not None and window.model.rowCount() == 300
    assert not window.reset_button.isEnabled()
    # Playing, leaving the game for another, and quitting write nothing, and tell nothing more.
    app.play(2)
    app.session.start(KNOWN_CODE)
    app.play(1)
    app.session.close()
    assert app.boxes() == []
    assert _files(folder) == before


# -- as a player who may not write the folder (the tests run as root, who may) ----------------

_PREPARE_QT = """
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QMessageBox
app = QApplication([])
QFontDatabase.families()
import rusol_qt.app.startup.compose, rusol_qt.app.history.replay
import rusol_qt.dialogs.history, rusol_qt.base.notice
from rusol_qt.app.startup.compose import compose
from rusol_qt.base.settings import Settings
from rusol_qt.storage import paths
from rusol_qt.storage.history import HistoryStore
"""

_PLAY_READ_ONLY = """
paths.use_base(pathlib.Path(sys.argv[1]))
composed = compose(Settings())
window = composed.window
window.resize(1000, 700)
window.show()
book = composed.keep_history(HistoryStore())
book.start()
app.processEvents()
boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
seen = {
    "told": [[box.text(), box.detailedText()] for box in boxes],
    "actions": list(composed.session.game.actions),
}
for box in boxes:
    box.close()
history = book.show_history()
seen["rows"] = history.model.rowCount()
seen["reset"] = history.reset_button.isEnabled()
history.close()
session = composed.session
session.play(session.game.legal_moves()[0])
session.start(session.game.code)
session.play(session.game.legal_moves()[0])
window.close()
app.processEvents()
seen["told_later"] = [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]
print(json.dumps(seen))
"""


def test_a_folder_the_player_cannot_write_resumes_the_game_and_shows_the_history(
    recorded: Path,
) -> None:
    with shared_folder() as base:
        data, config = base / "data", base / "config"
        data.mkdir()
        config.mkdir(mode=0o777)
        config.chmod(0o777)  # the settings may be written: only the data folder may not
        (data / "history.sqlite3").write_bytes(recorded.read_bytes())
        saved = Game(KNOWN_CODE)
        for _ in range(3):
            saved.play(saved.legal_moves()[0])
        resume.save(saved, elapsed=30.0, started=100.0, path=data / "resume.json")
        make_read_only(data)
        before = _files(data)

        result = run_without_write_access(_PLAY_READ_ONLY, str(base), prepare=_PREPARE_QT)
        assert result.returncode == 0, result.stderr
        seen = json.loads(result.stdout.splitlines()[-1])
        assert seen["actions"] == saved.actions  # resumed, not a new deal
        ((text, details),) = seen["told"]
        assert text == (
            f"The folder {data}, which keeps your history and your unfinished game, cannot be "
            "written. You can play and look at your history, but no game will be recorded, and "
            "the game on the table will not be kept when you quit. Nothing in the folder is "
            "changed."
        )
        assert "Permission denied" in details and "Permission denied" not in text
        assert seen["rows"] == 300 and seen["reset"] is False
        assert seen["told_later"] == []  # leaving a game is not a failure to tell of each time
        assert _files(data) == before


@pytest.mark.parametrize(
    ("problem", "left", "sentence"),
    [
        ("unreadable", True, "Your unfinished game could not be opened: the system does not let"),
        ("corrupt", True, "Your unfinished game could not be read (the file is damaged). The file"),
        ("newer", True, "Your unfinished game was saved by a newer version of Russian Solitaire"),
        ("corrupt", False, "Your unfinished game could not be read (the file is damaged); a new"),
    ],
)
def test_a_saved_game_left_where_it_was_names_no_backup(
    qtbot: QtBot,
    folder: Path,
    monkeypatch: pytest.MonkeyPatch,
    problem: str,
    left: bool,
    sentence: str,
) -> None:
    if left:
        (folder / "resume.json").write_text("{}")
    detail = f"[Errno 13] Permission denied: '{folder / 'resume.json'}'"
    monkeypatch.setattr(
        "rusol_qt.storage.resume.load",
        lambda path=None: resume.SetAside(resume.Problem(problem), None, detail),
    )
    app = App(qtbot, folder)
    app.book.start()
    box = app.wait_for_box()
    assert box.text().startswith(sentence)
    assert "None" not in box.text() and "Errno" not in box.text()
    assert box.detailedText() == detail
    assert app.session.game.moves == 0  # a new deal
    # A file left where it was is neither written over nor removed while the new game is played.
    app.play(2)
    app.session.start(KNOWN_CODE)
    app.play(1)
    app.session.close()
    if left:
        assert (folder / "resume.json").read_text() == "{}"
