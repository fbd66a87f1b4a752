"""The History & Statistics window: paged table, sorting, filters, statistics, chart, actions."""

from __future__ import annotations

import csv
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, QDir, QPoint, QStandardPaths, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from rusol_qt.dialogs import history_model
from rusol_qt.dialogs.history import HistoryWindow
from rusol_qt.dialogs.history_model import COLUMNS, SUMMARY_ROLE
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.history import (
    Column,
    DealFigures,
    GameRecord,
    HistoryStore,
    Result,
    Selection,
    Summary,
)
from rusol_qt.storage.statistics import DealVerdict

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def game(number: int, code: str, result: Result, score: int) -> GameRecord:
    return GameRecord(
        code=code,
        rules=RuleSet.from_letter(code[4]),
        started=1_700_000_000.0 + number * 1000,
        ended=1_700_000_000.0 + number * 1000 + 300,
        seconds=60.0 + number,
        moves=100 + number,
        score=score,
        result=result,
        takebacks=0,
        undos=0,
        actions=("QH>5",) * 3,
    )


GAMES = [
    game(0, "RU1-C-AAAAAAA", Result.WON, 625),
    game(1, "RU1-R-BBBBBBB", Result.ABANDONED, 45),
    game(2, "RU1-C-CCCCCCC", Result.ABANDONED, 130),
    game(3, "RU1-C-DDDDDDD", Result.WON, 625),
    game(4, "RU1-R-EEEEEEE", Result.WON, 625),
]


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    history = HistoryStore(tmp_path / "history.sqlite3")
    for record in GAMES:
        history.record(record)
    return history


@pytest.fixture
def window(qtbot: QtBot, store: HistoryStore) -> HistoryWindow:
    widget = HistoryWindow(store)
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    return widget


def column_texts(window: HistoryWindow, column: Column) -> list[str]:
    model = window.model
    section = COLUMNS.index(column)
    return [model.index(row, section).data() for row in range(model.rowCount())]


def test_newest_first_with_every_column(window: HistoryWindow) -> None:
    assert column_texts(window, Column.CODE) == [g.code for g in reversed(GAMES)]
    assert column_texts(window, Column.RULES)[:2] == ["Mixed suits", "Classic"]
    assert column_texts(window, Column.RESULT)[:2] == ["Won", "Won"]
    assert column_texts(window, Column.SECONDS)[0] == "1:04"
    assert column_texts(window, Column.MOVES)[0] == "104"
    headers = [window.model.headerData(i, Qt.Orientation.Horizontal) for i in range(8)]
    assert headers == [
        "Date",
        "Game code",
        "Rules",
        "Result",
        "Score",
        "Time",
        "Moves",
        "Cards home",
    ]
    # A won game brought every card home, all its deal allows; an abandoned one recorded
    # without its cards home waits for the solver.
    assert column_texts(window, Column.FOUNDATION_CARDS)[:4] == [
        "52 of 52",
        "52 of 52",
        "? of …",
        "? of …",
    ]


def test_clicking_a_header_sorts(qtbot: QtBot, window: HistoryWindow) -> None:
    header = window.table.horizontalHeader()
    section = COLUMNS.index(Column.SCORE)
    where = QPoint(header.sectionViewportPosition(section) + 10, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)
    scores = [int(text) for text in column_texts(window, Column.SCORE)]
    assert scores in ([45, 130, 625, 625, 625], [625, 625, 625, 130, 45])
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert [int(text) for text in column_texts(window, Column.SCORE)] == scores[::-1]
    window.table.sortByColumn(section, Qt.SortOrder.AscendingOrder)
    assert column_texts(window, Column.SCORE) == ["45", "130", "625", "625", "625"]
    window.table.sortByColumn(COLUMNS.index(Column.CODE), Qt.SortOrder.DescendingOrder)
    assert column_texts(window, Column.CODE)[0] == "RU1-R-EEEEEEE"


def test_filters(qtbot: QtBot, window: HistoryWindow) -> None:
    window.rules_filter.setCurrentIndex(window.rules_filter.findData(RuleSet.RELAXED))
    assert column_texts(window, Column.CODE) == ["RU1-R-EEEEEEE", "RU1-R-BBBBBBB"]
    assert len(window.chart.games()) == 2  # the chart follows the rule set
    window.result_filter.setCurrentIndex(window.result_filter.findData(Result.ABANDONED))
    assert column_texts(window, Column.CODE) == ["RU1-R-BBBBBBB"]
    window.rules_filter.setCurrentIndex(0)
    window.result_filter.setCurrentIndex(0)
    qtbot.keyClicks(window.code_filter, "ddd")
    assert column_texts(window, Column.CODE) == ["RU1-C-DDDDDDD"]
    assert "1 of 5" in window.count_label.text()


def test_statistics_panel(window: HistoryWindow) -> None:
    values = window.statistics_panel.values
    assert values["played", None].text() == "5"
    assert values["won", RuleSet.CLASSIC].text() == "2"
    assert values["win_percent", None].text() == "60.0%"
    assert values["fastest_win", RuleSet.RELAXED].text() == "1:04"
    assert values["current_streak", None].text() == "2 won"
    assert values["current_streak", RuleSet.RELAXED].text() == "1 won"
    assert values["longest_losing_streak", None].text() == "2"
    assert values["fewest_moves", RuleSet.CLASSIC].text() == "100"


def test_the_fair_win_rate_and_the_cards_home_of_a_lost_game(
    qtbot: QtBot, window: HistoryWindow, store: HistoryStore
) -> None:
    values = window.statistics_panel.values
    # Before the solver looked at the abandoned games: the won ones count, their deals can be won.
    assert values["winnable_won", None].text() == "3 of 3"
    assert values["winnable_win_percent", RuleSet.CLASSIC].text() == "100.0%"
    assert window.solving_label.isVisibleTo(window)
    assert window.solving_label.text() == "Solver: 2 deals to go"
    (classic,) = store.summaries(Selection(code="CCCCCCC"))
    (relaxed,) = store.summaries(Selection(code="BBBBBBB"))
    store.record_deal_figures(
        [
            DealFigures(classic.id, DealVerdict.UNWINNABLE, 31, 23),
            DealFigures(relaxed.id, DealVerdict.WINNABLE, 52, 9),
        ]
    )
    window.table.selectRow(2)
    window.show_deal_figures()
    assert window.chosen() is not None, "the figures arrive without losing the chosen game"
    assert column_texts(window, Column.FOUNDATION_CARDS)[2:4] == ["23 of 31", "9 of 52"]
    # 3 of the 4 winnable deals won; the lost Classic deal does not count against the player.
    assert values["winnable_won", None].text() == "3 of 4"
    assert values["winnable_win_percent", None].text() == "75.0%"
    assert values["winnable_win_percent", RuleSet.CLASSIC].text() == "100.0%"
    assert values["win_percent", RuleSet.CLASSIC].text() == "66.7%"
    assert values["winnable_win_percent", RuleSet.RELAXED].text() == "50.0%"
    assert not window.solving_label.isVisibleTo(window)
    # Sorted by the cards home, in the database.
    window.table.sortByColumn(COLUMNS.index(Column.FOUNDATION_CARDS), Qt.SortOrder.AscendingOrder)
    assert column_texts(window, Column.FOUNDATION_CARDS)[:2] == ["9 of 52", "23 of 31"]


def test_undecided_deals_are_left_out_of_the_fair_win_rate_and_said_so(
    window: HistoryWindow, store: HistoryStore
) -> None:
    store.record_deal_figures(
        [
            DealFigures(line.id, DealVerdict.UNKNOWN, None, 4)
            for line in store.summaries(Selection(result=Result.ABANDONED))
        ]
    )
    window.show_deal_figures()
    assert column_texts(window, Column.FOUNDATION_CARDS)[2:4] == ["4 of ?", "4 of ?"]
    value = window.statistics_panel.values["winnable_win_percent", None]
    assert value.text() == "100.0%"
    assert value.toolTip() == "Not counted: 2 games whose deal the solver could not decide."
    assert not window.solving_label.isVisibleTo(window)


def test_chart_gets_the_latest_games_oldest_first(window: HistoryWindow) -> None:
    assert [g.score for g in window.chart.games()] == [g.score for g in GAMES]
    assert window.chart.rates() == [100.0, 50.0, pytest.approx(100 / 3), 50.0, 60.0]


def test_actions_on_the_chosen_game(qtbot: QtBot, window: HistoryWindow) -> None:
    assert not window.replay_button.isEnabled()
    window.table.selectRow(1)  # RU1-C-DDDDDDD
    assert window.replay_button.isEnabled()
    with qtbot.waitSignal(window.replay_requested) as replay:
        qtbot.mouseClick(window.replay_button, Qt.MouseButton.LeftButton)
    assert replay.args[0].code == "RU1-C-DDDDDDD"
    assert replay.args[0].actions == ("QH>5",) * 3
    with qtbot.waitSignal(window.play_again_requested) as again:
        qtbot.mouseClick(window.play_again_button, Qt.MouseButton.LeftButton)
    assert again.args == [GameCode.parse("RU1-C-DDDDDDD")]
    qtbot.mouseClick(window.copy_code_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == "RU1-C-DDDDDDD"


def test_double_click_replays(qtbot: QtBot, window: HistoryWindow) -> None:
    index = window.model.index(3, 0)
    with qtbot.waitSignal(window.replay_requested) as replay:
        window.table.doubleClicked.emit(index)
    assert replay.args[0].code == "RU1-R-BBBBBBB"


def test_export_csv(window: HistoryWindow, tmp_path: Path) -> None:
    window.rules_filter.setCurrentIndex(window.rules_filter.findData(RuleSet.CLASSIC))
    path = tmp_path / "out.csv"
    assert window.export(path) == 3
    with open(path, newline="", encoding="utf-8-sig") as file:  # the export's byte order mark
        rows = list(csv.DictReader(file))
    assert [row["code"] for row in rows] == ["RU1-C-AAAAAAA", "RU1-C-CCCCCCC", "RU1-C-DDDDDDD"]
    assert rows[0]["result"] == "won" and rows[0]["actions"] == "QH>5 QH>5 QH>5"
    assert rows[0]["started"] == "2023-11-14T22:13:20+00:00"
    # What the solver found about each deal: known at once for a won game, empty until solved.
    assert [row["deal_winnable"] for row in rows] == ["yes", "", "yes"]
    assert [row["deal_best"] for row in rows] == ["52", "", "52"]
    assert [row["foundation_cards"] for row in rows] == ["52", "", "52"]
    (lost,) = window._store.summaries(Selection(code="CCCCCCC"))
    window._store.record_deal_figures([DealFigures(lost.id, DealVerdict.UNWINNABLE, 31, 23)])
    assert window.export(path) == 3
    with open(path, newline="", encoding="utf-8-sig") as file:  # the export's byte order mark
        rows = list(csv.DictReader(file))
    assert rows[1]["deal_winnable"] == "no"
    assert (rows[1]["foundation_cards"], rows[1]["deal_best"]) == ("23", "31")


def test_export_proposes_a_dated_file_in_the_documents_and_says_where_it_went(
    qtbot: QtBot, window: HistoryWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    asked: list[str] = []
    target = tmp_path / "chosen.csv"

    def choose(parent: object, title: str, proposed: str, filters: str) -> tuple[str, str]:
        asked.append(proposed)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
    assert window.export() == 5
    today = QDate.currentDate().toString("yyyy-MM-dd")
    proposed = Path(asked[0])
    assert proposed.name == f"rusol-qt history {today}.csv"
    if Path(documents).is_dir():
        assert proposed.parent == Path(documents)
    assert target.read_text(encoding="utf-8").count("\n") == 6
    box = window.export_confirmation
    assert box is not None and box.isVisible()
    assert str(target) in box.text() and "5 games" in box.text()
    with qtbot.waitSignal(box.finished):
        box.button(QMessageBox.StandardButton.Ok).click()


def test_export_without_a_documents_folder_proposes_home(
    window: HistoryWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda *args: "/no/such/documents")
    assert window.proposed_export_path().parent == Path(QDir.homePath())


def test_export_to_an_unwritable_place_tells_the_player(
    qtbot: QtBot, window: HistoryWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: told.append(args[2]))
    assert window.export(tmp_path / "no such folder" / "out.csv") is None
    assert told and "could not be written" in told[0]


@pytest.mark.parametrize("confirm", [False, True])
def test_reset_needs_confirmation(
    qtbot: QtBot,
    window: HistoryWindow,
    store: HistoryStore,
    monkeypatch: pytest.MonkeyPatch,
    confirm: bool,
) -> None:
    def answer(box: QMessageBox) -> int:
        assert "Delete all 5 recorded games" in box.text()
        roles = QMessageBox.ButtonRole
        wanted = roles.DestructiveRole if confirm else roles.RejectRole
        (button,) = [b for b in box.buttons() if box.buttonRole(b) == wanted]
        button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    assert window.reset_statistics() is confirm
    assert store.count() == (0 if confirm else 5)
    assert window.model.rowCount() == (0 if confirm else 5)
    assert window.statistics_panel.values["played", None].text() == ("0" if confirm else "5")
    assert window.reset_button.isEnabled() is not confirm


def test_the_model_reads_only_the_pages_it_shows(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history_model, "PAGE_SIZE", 10)
    store = HistoryStore(tmp_path / "big.sqlite3")
    store.record_many([game(n, "RU1-C-AAAAAAA", Result.ABANDONED, n) for n in range(95)])
    reads: list[int] = []
    real = store.summaries

    def counting(*args: Any, **kwargs: Any) -> list[Summary]:
        reads.append(kwargs["offset"])
        return real(*args, **kwargs)

    monkeypatch.setattr(store, "summaries", counting)
    model = history_model.HistoryModel(store)
    assert model.rowCount() == 95
    assert model.index(94, COLUMNS.index(Column.SCORE)).data() == "0"
    assert model.index(0, 0).data(SUMMARY_ROLE).score == 94
    assert model.index(5, 0).data(SUMMARY_ROLE).score == 89
    assert reads == [90, 0]


def test_enter_on_a_line_replays(qtbot: QtBot, window: HistoryWindow) -> None:
    window.table.setFocus()
    assert window.table.hasFocus()
    window.table.selectRow(0)
    with qtbot.waitSignal(window.replay_requested) as replay:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert replay.args[0].code == "RU1-R-EEEEEEE"


def test_enter_in_the_code_filter_neither_closes_nor_replays(
    qtbot: QtBot, window: HistoryWindow
) -> None:
    window.table.selectRow(0)
    window.code_filter.setFocus()
    assert window.code_filter.hasFocus()
    with qtbot.assertNotEmitted(window.replay_requested):
        qtbot.keyClick(window.code_filter, Qt.Key.Key_Return)
    assert window.isVisible()


def test_a_history_with_rows_that_make_no_sense_opens_and_says_so(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "bad.sqlite3"
    history = HistoryStore(path)
    for record in GAMES:
        history.record(record)
    history.close()
    raw = sqlite3.connect(path)
    with raw:
        raw.execute("UPDATE games SET rules = 'weird' WHERE id = 2")
        raw.execute("UPDATE games SET seconds = 'long' WHERE id = 3")
        raw.execute("DELETE FROM statistics")
    raw.close()
    widget = HistoryWindow(HistoryStore(path))
    qtbot.addWidget(widget)
    widget.show()
    assert widget.model.rowCount() == 3
    assert widget.left_out_label.isVisible()
    assert "2 recorded games could not be read" in widget.left_out_label.text()


def test_a_sound_history_says_nothing_is_left_out(window: HistoryWindow) -> None:
    assert not window.left_out_label.isVisible()


def test_statistics_show_a_dash_wherever_a_figure_has_no_games(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = HistoryStore(tmp_path / "few.sqlite3")
    store.record(game(0, "RU1-C-AAAAAAA", Result.ABANDONED, 40))
    widget = HistoryWindow(store)
    qtbot.addWidget(widget)
    values = widget.statistics_panel.values
    figures = widget.statistics_panel.FIGURES
    # No Mixed suits game: every figure but the count of games is "–", streaks included.
    assert values["played", RuleSet.RELAXED].text() == "0"
    assert [values[f, RuleSet.RELAXED].text() for f in figures[1:]] == ["–"] * (len(figures) - 1)
    # One abandoned Classic game: counts over games are figures, those over won games are "–".
    classic = {f: values[f, RuleSet.CLASSIC].text() for f in figures}
    assert classic == {
        "played": "1",
        "won": "0",
        "win_percent": "0.0%",
        "best_score": "40",
        "fastest_win": "–",
        "fewest_moves": "–",
        "average_win_seconds": "–",
        "average_win_moves": "–",
        "current_streak": "1 abandoned",
        "longest_winning_streak": "0",
        "longest_losing_streak": "1",
    }
    assert {f: values[f, None].text() for f in figures} == classic
    # An empty history: the same "–" everywhere but the count.
    store.clear()
    widget.refresh()
    for key in widget.statistics_panel.KEYS:
        assert values["played", key].text() == "0"
        assert {values[f, key].text() for f in figures[1:]} == {"–"}
