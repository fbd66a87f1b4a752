"""The history on the main window: recording, the game in progress, replay, the menus."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rusol_qt.app.session.clock import GameClock
from rusol_qt.app.startup.compose import compose
from rusol_qt.base.settings import Settings
from rusol_qt.dialogs.history_model import COLUMNS
from rusol_qt.dialogs.new_game import NewGameDialog
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import solve_game
from rusol_qt.storage import paths
from rusol_qt.storage.history import Column, GameRecord, HistoryStore, Result
from rusol_qt.storage.statistics import DealVerdict
from tests.composed_app import (
    KNOWN_CODE,
    FakeTime,
    answering,
    arranged,
    commands_of,
    press_button,
    press_key,
    show,
)

# The offscreen platform cannot pass size hints on or raise windows; a real window system can.
pytestmark = pytest.mark.qt_log_ignore(
    "does not support propagateSizeHints", "does not support raise"
)

OTHER_CODE = GameCode.parse("RU1-R-ABCDEFG")


class Table:
    """A main window with its history feature over files in a temporary folder.

    Its game clock reads :attr:`time`, which moves only when a test advances it.
    """

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        self.folder = folder
        self.time = FakeTime()
        self.composed = compose(Settings(), clock=GameClock(self.time))
        self.window = self.composed.window
        self.session = self.composed.session
        qtbot.addWidget(self.window)
        self.window.resize(1000, 700)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.store = HistoryStore(folder / "history.sqlite3")
        self.book = self.composed.keep_history(self.store, folder / "resume.json")

    @property
    def game(self) -> Game:
        return self.session.game

    def play(self, count: int) -> None:
        for _ in range(count):
            assert self.session.play(self.game.legal_moves()[0])
        self.window.scene.complete_animations()

    def saved(self) -> dict[str, Any]:
        saved: dict[str, Any] = json.loads((self.folder / "resume.json").read_text())
        return saved


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path) -> Iterator[Table]:
    paths.use_base(tmp_path)
    made = Table(qtbot, tmp_path)
    made.book.start(KNOWN_CODE)
    made.window.scene.complete_animations()
    yield made
    paths.use_base(None)


def test_every_move_is_saved_at_once(table: Table) -> None:
    assert not (table.folder / "resume.json").exists()  # nothing to keep before a move
    table.play(2)
    assert table.saved()["game"]["actions"] == table.game.actions
    table.session.undo()
    assert table.saved()["game"]["actions"][-1] == "U"


def test_a_new_game_records_the_old_one_as_abandoned(table: Table) -> None:
    table.play(3)
    score = table.game.score
    table.session.start(OTHER_CODE)
    (line,) = table.store.summaries()
    assert (line.code, line.result, line.moves, line.score) == (
        str(KNOWN_CODE),
        Result.ABANDONED,
        3,
        score,
    )
    assert not (table.folder / "resume.json").exists()


def test_a_game_without_a_move_is_not_recorded(table: Table) -> None:
    table.session.start(OTHER_CODE)
    table.session.start(table.game.code)
    assert table.store.count() == 0


def test_restart_records_the_game_as_abandoned(table: Table) -> None:
    table.play(1)
    # The player is asked first, and agrees.
    assert answering(table.window.registry["restart"].trigger, press_button("&Restart"))
    assert table.store.count() == 1
    assert table.game.code == KNOWN_CODE and table.game.moves == 0


def test_a_won_game_is_recorded_as_won(table: Table, qtbot: QtBot) -> None:
    show(table.session, arranged({0: ["KC"]}, foundations=(13, 13, 13, 12)))
    with qtbot.waitSignal(table.book.recorder.recorded) as recorded:
        table.play(1)
    assert recorded.args[0].result is Result.WON
    assert table.store.statistics()[None].won == 1
    assert not (table.folder / "resume.json").exists()
    table.session.start(OTHER_CODE)
    assert table.store.count() == 1  # not recorded a second time


def test_quit_keeps_the_game_and_the_next_start_brings_it_back(
    table: Table, qtbot: QtBot, tmp_path: Path
) -> None:
    table.play(4)
    table.session.undo()
    before = table.game
    table.window.close()
    assert table.store.count() == 0
    again = Table(qtbot, tmp_path)
    again.book.start()
    back = again.game
    assert back is not before
    assert back.actions == before.actions and back.position() == before.position()
    assert (back.score, back.moves, back.undos) == (before.score, 4, 1)
    assert back.can_redo
    assert again.window.registry["undo"].isEnabled() and again.window.registry["redo"].isEnabled()
    assert again.window.info_bar.moves_value.text() == "4"


def test_time_comes_back_with_the_game(table: Table, qtbot: QtBot, tmp_path: Path) -> None:
    table.play(1)
    table.time.advance(75.5)
    table.window.close()
    saved = table.saved()["elapsed"]
    assert saved == pytest.approx(75.5)
    again = Table(qtbot, tmp_path)
    again.book.start()
    assert again.session.clock.elapsed() == pytest.approx(saved)
    again.time.advance(30)  # and it waits for the next move to run on
    assert again.session.clock.elapsed() == pytest.approx(saved)


def test_quit_without_resume_records_the_game(table: Table) -> None:
    table.window.settings.resume_game = False
    table.play(2)
    table.window.close()
    (line,) = table.store.summaries()
    assert line.result is Result.ABANDONED and line.moves == 2
    assert not (table.folder / "resume.json").exists()


def test_a_game_code_asked_for_wins_over_the_saved_game(
    table: Table, qtbot: QtBot, tmp_path: Path
) -> None:
    table.play(2)
    table.window.close()
    again = Table(qtbot, tmp_path)
    again.book.start(OTHER_CODE)
    assert again.game.code == OTHER_CODE
    assert again.store.count() == 1  # the saved game counts as abandoned


def test_a_damaged_saved_game_and_history_are_set_aside_and_told(
    qtbot: QtBot, tmp_path: Path
) -> None:
    (tmp_path / "resume.json").write_text("{broken")
    (tmp_path / "history.sqlite3").write_bytes(b"garbage" * 200)
    paths.use_base(tmp_path)
    try:
        table = Table(qtbot, tmp_path)
        table.book.start()
    finally:
        paths.use_base(None)
    boxes = [w for w in table.window.findChildren(QMessageBox) if w.isVisible()]
    assert len(boxes) == 1
    assert "history could not be read" in boxes[0].text()
    assert "unfinished game could not be read" in boxes[0].text()
    assert list(tmp_path.glob("resume-corrupt-*.json"))
    assert table.game.moves == 0  # a fresh deal


def test_replay_steps_through_a_recorded_game(table: Table, qtbot: QtBot) -> None:
    table.play(3)
    table.session.undo()
    table.play(1)
    table.session.start(OTHER_CODE)
    table.play(1)
    in_progress = table.game
    record = table.store.game(table.store.summaries()[0].id)
    assert record is not None and len(record.actions) == 5
    replay_ = table.book.replay
    table.book.show_replay(record)
    window = table.window
    assert table.game.code == KNOWN_CODE and table.game.moves == 0
    assert not window.view.isInteractive()
    assert not window.registry["undo"].isEnabled() and not window.registry["new_game"].isEnabled()
    assert replay_.bar.isVisible()
    for expected in range(1, 6):
        assert replay_.forward()
        assert replay_.game is not None
        played = replay(KNOWN_CODE, list(record.actions[:expected]))
        assert replay_.game.position() == played.position()
    assert not replay_.forward()  # the end
    assert window.info_bar.moves_value.text() == "4"
    replay_.back()
    assert replay_.position == 4
    assert table.game.position() == replay(KNOWN_CODE, list(record.actions[:4])).position()
    replay_.go_to(0)
    assert table.game.moves == 0
    assert table.store.count() == 1  # a replay is never recorded
    replay_.stop()
    assert table.game is in_progress and window.view.isInteractive()
    assert window.registry["new_game"].isEnabled() and window.registry["undo"].isEnabled()
    assert not replay_.bar.isVisible()
    assert table.saved()["game"]["actions"] == in_progress.actions


def test_autoplay_runs_to_the_end(table: Table, qtbot: QtBot) -> None:
    table.play(3)
    table.session.start(OTHER_CODE)
    record = table.store.game(table.store.summaries()[0].id)
    assert record is not None
    replay_ = table.book.replay
    replay_._timer.setInterval(20)
    table.book.show_replay(record)
    replay_.bar.play_action.trigger()
    qtbot.waitUntil(lambda: replay_.position == 3, timeout=3000)
    qtbot.waitUntil(lambda: not replay_.bar.play_action.isChecked(), timeout=1000)


def test_new_game_menu_opens_the_dialog(table: Table, qtbot: QtBot) -> None:
    table.play(1)
    table.window.registry["new_game"].trigger()
    dialog = table.window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.code_field.setText(str(OTHER_CODE))
    with qtbot.waitSignal(table.session.game_started):
        assert answering(dialog.accept, press_button("&New Game"))
    assert table.game.code == OTHER_CODE
    assert table.store.count() == 1


def test_history_window_from_the_menu_and_play_again(table: Table, qtbot: QtBot) -> None:
    table.play(2)
    table.session.start(OTHER_CODE)
    table.book.history_action.trigger()
    history = table.book.history_window
    assert history is not None and history.isVisible()
    assert history.model.rowCount() == 1
    table.play(1)
    table.session.start(KNOWN_CODE)
    assert history.model.rowCount() == 2  # kept up to date while open
    history.table.selectRow(0)
    history.play_chosen_again()
    assert table.game.code == OTHER_CODE and table.game.moves == 0
    assert not history.isVisible()


def test_play_again_from_a_replay_asks_about_the_game_in_progress(table: Table) -> None:
    table.play(2)
    table.session.start(OTHER_CODE)
    table.play(1)
    in_progress = table.game
    record = table.store.game(table.store.summaries()[0].id)
    assert record is not None
    table.book.show_history()
    table.book.show_replay(record)
    replay_ = table.book.replay
    replay_.forward()
    # The replayed game is not the one asked about: the replay closes, the question is about the
    # game in progress, and keeping it leaves that game on the table.
    asked = answering(lambda: table.book.play_again(KNOWN_CODE), press_key(Qt.Key.Key_Escape))
    assert asked[:2] == ["Leave the game in progress for a new one?", "&Keep Playing"]
    assert not replay_.bar.isVisible() and table.game is in_progress
    assert table.store.count() == 1
    assert answering(lambda: table.book.play_again(KNOWN_CODE), press_button("&New Game"))
    assert table.game.code == KNOWN_CODE and table.game.moves == 0
    assert table.store.count() == 2


def test_settings_menu_opens_the_settings_dialog(table: Table) -> None:
    assert table.window.registry["settings"].isVisible()
    table.window.registry["settings"].trigger()
    dialog = commands_of(table.window)._settings_dialog
    assert dialog is not None and dialog.isVisible()


def test_the_clock_of_the_game_in_progress_survives_a_replay(table: Table) -> None:
    table.play(2)
    table.session.start(OTHER_CODE)
    table.play(1)
    table.time.advance(42)
    clock = table.session.clock
    before = clock.elapsed()
    assert before == pytest.approx(42)
    record = table.store.game(table.store.summaries()[0].id)
    assert record is not None
    table.book.show_replay(record)
    table.book.replay.forward()
    table.time.advance(100)  # watching a replay is not playing
    assert table.session.elapsed() == pytest.approx(before)
    table.book.replay.stop()
    after = clock.elapsed()
    # What the clock showed when the replay began, waiting now for the next move; kept on disk
    # too.
    assert after == pytest.approx(before)
    assert table.saved()["elapsed"] == pytest.approx(after, abs=1e-6)
    table.time.advance(50)
    assert clock.elapsed() == after
    table.play(1)  # the next move runs it on
    table.time.advance(8)
    assert clock.elapsed() == pytest.approx(after + 8)


def test_a_game_that_cannot_be_recorded_is_told_not_swallowed(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    table.play(2)

    def broken(_: object) -> int:
        raise KeyError("weird")  # not a HistoryError: a bug met in the player's file

    monkeypatch.setattr(table.store, "record", broken)
    table.session.start(OTHER_CODE)
    boxes = [w for w in table.window.findChildren(QMessageBox) if w.isVisible()]
    assert len(boxes) == 1
    assert str(KNOWN_CODE) in boxes[0].text() and "could not be recorded" in boxes[0].text()
    assert table.game.code == OTHER_CODE  # and the player plays on


def recorded_game(table: Table, moves: int = 3) -> GameRecord:
    table.play(moves)
    table.session.start(OTHER_CODE)
    record = table.store.game(table.store.summaries()[0].id)
    assert record is not None
    return record


def test_a_replay_locks_every_action_that_changes_the_game(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = recorded_game(table)
    table.play(1)
    window = table.window
    table.book.show_replay(record)
    # Every enabled entry of the Game menu (and the hints' actions in it) must be harmless to
    # the replay: an action added later and not locked shows up here.
    harmless = {window.registry["copy_code"], table.book.history_action, window.registry["quit"]}
    enabled = {
        action
        for action in window.game_menu.actions()
        if action.isEnabled() and not action.isSeparator()
    }
    assert enabled <= harmless, [action.text() for action in enabled - harmless]
    assert not window.registry["winnable_game"].isEnabled()
    assert not window.registry["hint"].isEnabled()
    for name in ("new_game", "restart", "undo", "redo", "hint", "winnable_game"):
        assert not window.registry[name].isEnabled(), name

    def no_deal(*_: object) -> None:
        raise AssertionError("a replay must never deal")

    monkeypatch.setattr("rusol_qt.app.play.winnable_deal.find_winnable_deal", no_deal)
    table.composed.commands.new_winnable_game()
    table.session.new_game()
    table.session.restart()
    table.session.undo()
    assert not table.session.play(table.game.legal_moves()[0])
    assert table.book.replay.active and table.game.moves == 0
    table.book.replay.stop()
    assert window.registry["winnable_game"].isEnabled() and window.registry["new_game"].isEnabled()
    assert window.registry["undo"].isEnabled() and not table.session.replaying


def test_a_record_with_a_bad_code_is_refused_before_anything_changes(table: Table) -> None:
    record = replace(recorded_game(table), code="RU9-X-NONSENSE")
    table.play(2)
    in_progress = table.game
    table.book.show_replay(record)
    replay_ = table.book.replay
    assert not replay_.active and not table.session.replaying
    assert table.game is in_progress and not table.session.replaying
    boxes = [w for w in table.window.findChildren(QMessageBox) if w.isVisible()]
    assert len(boxes) == 1 and "RU9-X-NONSENSE" in boxes[0].text()
    # The game in progress is still kept after every move.
    table.play(1)
    assert table.saved()["game"]["actions"] == in_progress.actions


def test_a_replay_shows_the_recorded_time_as_such(table: Table) -> None:
    record = replace(recorded_game(table), seconds=125.0)
    table.play(1)  # the game in progress has its clock running when the replay begins
    table.time.advance(7)
    window = table.window
    bar = window.info_bar
    table.book.show_replay(record)
    replay_ = table.book.replay
    for _ in range(3):
        assert bar.time_value.text() == "2:05"
        assert bar.time_label.toolTip() == "The playing time of the whole recorded game"
        replay_.forward()
        table.time.advance(3)
    # The clock's tick must not write over it, whenever it comes.
    window._ticker.timeout.emit()
    assert bar.time_value.text() == "2:05"
    replay_.stop()
    assert bar.time_label.text() == "Time:" and bar.time_value.text() == "0:07"
    assert bar.time_label.toolTip() == ""


def test_a_game_left_gets_its_deal_solved_and_the_history_window_follows(
    table: Table, qtbot: QtBot
) -> None:
    history = table.book.show_history()
    assert history is not None
    table.play(3)
    home = sum(table.game.foundations)
    with qtbot.waitSignal(table.book.deal_solver.all_solved, timeout=30_000):
        table.session.start(OTHER_CODE)
    (line,) = table.store.summaries()
    best = solve_game(Game(KNOWN_CODE)).best
    assert best is not None
    assert (line.foundation_cards, line.deal_verdict, line.deal_best) == (
        home,
        DealVerdict.UNWINNABLE,
        best.foundation_cards,
    )
    cell = history.model.index(0, COLUMNS.index(Column.FOUNDATION_CARDS)).data()
    assert cell == f"{home} of {best.foundation_cards}"
    values = history.statistics_panel.values
    assert values["winnable_won", RuleSet.CLASSIC].text() == "–"
    assert values["winnable_win_percent", RuleSet.CLASSIC].text() == "–"
    assert not history.solving_label.isVisibleTo(history)


def test_the_background_solver_stops_with_the_app(table: Table) -> None:
    solving = table.book.deal_solver
    assert solving.start_timer.isActive(), "old games' deals are solved once the start is over"
    table.window.close()
    assert not solving.start_timer.isActive()
    solving.wake()
    assert solving.job is None
