"""Nothing the player had is lost at quit, whatever fails (issue 43, item 1).

The history or the disk fail on purpose here; tests/e2e/test_quit.py does the same with a real
full disk and real processes.
"""

from __future__ import annotations

import errno
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rusol_qt.base import i18n
from rusol_qt.storage import resume
from rusol_qt.storage.history import HistoryError, Result
from rusol_qt.storage.trouble import Trouble
from tests.app.test_history_feature import Table
from tests.app.test_history_feature import table as table  # the fixture
from tests.composed_app import KNOWN_CODE, answering

pytestmark = pytest.mark.qt_log_ignore(
    "does not support propagateSizeHints", "does not support raise"
)


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    """English, with its plural forms ("1 game", "2 games"), whatever ran before."""
    i18n.install_language("en")


def full_history(_: object) -> int:
    raise HistoryError(Trouble.FULL, "database or disk is full")


def full_disk(*_: object, **__: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.fixture
def quitting(table: Table) -> Iterator[Table]:
    """The table with *Resume the game in progress* off: quitting records the game."""
    table.window.settings.resume_game = False
    yield table


def quit_answering(table: Table) -> list[str]:
    """Quit as the app does, from its event loop; answer whatever it says; what it said."""

    def quit_in_a_loop() -> None:
        loop = QEventLoop()

        def close_and_quit() -> None:
            table.window.close()
            loop.quit()

        QTimer.singleShot(0, close_and_quit)
        loop.exec()

    return answering(quit_in_a_loop, lambda box: box.accept())


def waiting_games(table: Table) -> list[Path]:
    return resume.unrecorded(table.folder / "resume.json")


def test_a_game_the_history_refuses_at_quit_waits_on_disk(
    quitting: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    quitting.play(2)
    quitting.time.advance(40)
    actions = list(quitting.game.actions)
    monkeypatch.setattr(quitting.store, "record", full_history)
    # Kept whole: nothing is lost, so nothing holds the quit up; the next start tells.
    assert quit_answering(quitting) == []
    (waiting,) = waiting_games(quitting)
    kept = json.loads(waiting.read_text())
    assert kept["game"]["actions"] == actions and "ended" in kept
    assert not (quitting.folder / "resume.json").exists()  # the next game cannot touch it


def test_the_next_start_records_the_waiting_game_and_says_so(
    quitting: Table, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, tmp_path: Path
) -> None:
    quitting.play(3)
    score, started = quitting.game.score, quitting.session.started
    with monkeypatch.context() as broken:
        broken.setattr(quitting.store, "record", full_history)
        quit_answering(quitting)
    again = Table(qtbot, tmp_path)
    again.book.start()
    (line,) = again.store.summaries()
    assert (line.code, line.result, line.moves, line.score) == (
        str(KNOWN_CODE),
        Result.ABANDONED,
        3,
        score,
    )
    record = again.store.game(line.id)
    assert record is not None and record.started == pytest.approx(started)
    assert waiting_games(again) == []
    boxes = [w for w in again.window.findChildren(QMessageBox) if w.isVisible()]
    assert len(boxes) == 1 and "1 game left when Russian Solitaire last closed" in boxes[0].text()
    assert "now in your history" in boxes[0].text()
    assert again.game.moves == 0  # a new deal, not the left game again


def test_a_waiting_game_that_still_cannot_be_recorded_keeps_waiting(
    quitting: Table, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, tmp_path: Path
) -> None:
    quitting.play(1)
    monkeypatch.setattr(quitting.store, "record", full_history)
    quit_answering(quitting)
    again = Table(qtbot, tmp_path)
    monkeypatch.setattr(again.store, "record", full_history)
    again.book.start()
    assert len(waiting_games(again)) == 1
    boxes = [w for w in again.window.findChildren(QMessageBox) if w.isVisible()]
    assert "cannot be recorded in your history yet" in boxes[0].text()
    assert "The disk is full." in boxes[0].text()
    # The new game's moves and its own save leave the waiting game alone.
    again.play(2)
    assert len(waiting_games(again)) == 1


def test_on_a_full_disk_the_game_saved_after_the_last_move_is_kept(
    quitting: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    quitting.play(2)
    monkeypatch.setattr(quitting.store, "record", full_history)
    monkeypatch.setattr(resume, "save", full_disk)  # nothing new can be written now
    assert quit_answering(quitting) == []  # the file of the last move holds all of it
    (waiting,) = waiting_games(quitting)
    assert len(json.loads(waiting.read_text())["game"]["actions"]) == 2


def test_a_game_that_cannot_be_kept_at_all_is_told_before_the_app_is_gone(
    quitting: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    quitting.play(2)
    (quitting.folder / "resume.json").unlink()  # as if every save had failed
    monkeypatch.setattr(quitting.store, "record", full_history)
    monkeypatch.setattr(resume, "save", full_disk)
    monkeypatch.setattr(quitting.book.recorder, "_on_disk", None)
    said = quit_answering(quitting)
    assert said, "the quit said nothing"
    assert f"The game {KNOWN_CODE} could not be recorded in your history." in said[0]
    assert "Nothing of it could be kept on disk. The disk is full." in said[0]


def test_with_resume_on_a_save_that_fails_at_quit_loses_only_thinking_time(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    table.play(2)
    table.time.advance(30)
    monkeypatch.setattr(resume, "save", full_disk)
    assert quit_answering(table) == []  # the file saved at the last move holds every move
    assert len(table.saved()["game"]["actions"]) == 2


def test_with_resume_on_moves_that_never_reached_the_disk_are_told_at_quit(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    table.play(1)
    monkeypatch.setattr(resume, "save", full_disk)
    table.play(2)  # these two are on the table only
    said = quit_answering(table)
    assert said and f"The game {KNOWN_CODE} could not be saved for the next start." in said[0]
    assert "Only the game as it was after 1 move could be kept on disk." in said[0]
