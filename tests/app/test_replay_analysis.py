"""Where the replayed game was lost: the story, the strip, the worker, the analysis kept.

The games with a known losing move are built from the solver (:mod:`tests.model.lost_games`)
and recorded straight into the history; the replay opens them as History ▸ Replay does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rusol_qt.app.history.analysis_bar import LOSING_MOVE_LINK, AnalysisBar
from rusol_qt.app.history.replay import Replay
from rusol_qt.app.history.strip import Cell, TimelineStrip
from rusol_qt.base import i18n
from rusol_qt.base.words import card_spoken_name
from rusol_qt.model.cards import parse_card
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import move_text, replay
from rusol_qt.model.solver import Ending, GameAnalysis, LosingMove, Verdict
from rusol_qt.storage.history import GameRecord
from tests.app import test_history_feature as history_tests
from tests.app.test_history_feature import Table
from tests.i18n.visible import clipped
from tests.model import test_analysis as model_tests
from tests.model.lost_games import LOST, WINNABLE

pytestmark = pytest.mark.qt_log_ignore(
    "does not support propagateSizeHints", "does not support raise"
)

#: Long enough for any analysis here (a few seconds at most on a loaded machine).
ANALYSED_MS = 120_000


# The main window with its history over a temporary folder, as the history's tests have it.
table = history_tests.table
# The winning line of WINNABLE, and where (from move 5) and by which move it is first left for a
# lost deal, as the analysis's own tests have them.
line = model_tests.line
detour = model_tests.detour


def record(table: Table, code: GameCode, actions: Sequence[str]) -> GameRecord:
    """The game of ``actions`` on ``code``, recorded in the history as it would be."""
    game = replay(code, list(actions))
    game_id = table.store.record(GameRecord.of(game, started=1_764_511_200.0, seconds=60.0))
    recorded = table.store.game(game_id)
    assert recorded is not None
    return recorded


def lost_moves(code: GameCode, count: int) -> list[str]:
    """The first ``count`` moves of ``code``, each the first legal one."""
    game, actions = Game(code), []
    for _ in range(count):
        move = game.legal_moves()[0]
        actions.append(move_text(game, move))
        game.play(move)
    return actions


def analysed(qtbot: QtBot, replay_: Replay) -> GameAnalysis:
    """The replay's analysis, once complete."""
    bar = replay_.analysis_bar
    qtbot.waitUntil(lambda: bar.analysis is not None and bar.analysis.complete, timeout=ANALYSED_MS)
    assert bar.analysis is not None
    return bar.analysis


def story(replay_: Replay) -> str:
    """The story as the player reads it (the link's tags left out)."""
    text = replay_.analysis_bar.story.text()
    return text.replace(f'<a href="{LOSING_MOVE_LINK}">', "").replace("</a>", "")


# -- the story -----------------------------------------------------------------------------------


def test_a_lost_game_names_the_losing_move_and_its_link_jumps_there(
    table: Table, qtbot: QtBot, line: list[str], detour: tuple[int, str]
) -> None:
    at, move = detour
    actions = [*line[:at], move]
    recorded = record(table, WINNABLE, actions)
    table.book.show_replay(recorded)
    replay_ = table.book.replay
    assert story(replay_) == "Looking at where the game was lost…"  # at once, before any answer
    analysis = analysed(qtbot, replay_)
    assert analysis.ending is Ending.LOST_BY_MOVE
    losing = analysis.losing_move
    assert losing is not None and losing.index == at
    card = card_spoken_name(parse_card(move.split(">")[0]))
    column = move.split(">")[1]
    assert story(replay_) == (
        f"The deal could be won until action {at + 1}; moving {card} to column {column} lost "
        f"it; best from there: {losing.best.foundation_cards} cards."
    )
    # The link is the move; following it stops at the moment of the decision.
    assert f'<a href="{LOSING_MOVE_LINK}">moving {card}' in replay_.analysis_bar.story.text()
    replay_.go_to(len(actions))
    replay_.analysis_bar.story.linkActivated.emit(LOSING_MOVE_LINK)
    assert replay_.position == at
    assert table.game.position() == replay(WINNABLE, actions[:at]).position()
    assert replay_.analysis_bar.strip.cell(at) is Cell.WINNABLE
    assert replay_.analysis_bar.strip.cell(at + 1) is Cell.LOST
    # Kept with the game: the next look is instant.
    kept = table.store.analysis(recorded.id or 0)
    assert kept is not None and kept.losing_move == losing


def test_the_link_is_reached_with_tab_and_followed_with_enter(
    table: Table, qtbot: QtBot, line: list[str], detour: tuple[int, str]
) -> None:
    at, move = detour
    table.book.show_replay(record(table, WINNABLE, [*line[:at], move]))
    replay_ = table.book.replay
    analysed(qtbot, replay_)
    window, label = table.window, replay_.analysis_bar.story
    window.activateWindow()
    qtbot.waitActive(window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    qtbot.waitUntil(label.hasFocus)
    QTest.keyClick(label, Qt.Key.Key_Return)
    assert replay_.position == at
    # Escape closes the replay as ever, and the keys go back to the table.
    QTest.keyClick(label, Qt.Key.Key_Escape)
    assert not replay_.active
    qtbot.waitUntil(window.view.hasFocus)


def test_a_move_lost_again_by_a_redo_is_named_as_such(
    table: Table, qtbot: QtBot, line: list[str], detour: tuple[int, str]
) -> None:
    at, move = detour
    table.book.show_replay(record(table, WINNABLE, [*line[:at], move, "U", "R"]))
    analysis = analysed(qtbot, table.book.replay)
    assert analysis.losing_move is not None and analysis.losing_move.redo
    text = story(table.book.replay)
    assert text.startswith(f"The deal could be won until action {at + 3}; moving ")
    assert " (by a redo) lost it;" in text


def test_a_won_game_says_so(table: Table, qtbot: QtBot, line: list[str]) -> None:
    table.book.show_replay(record(table, WINNABLE, line))
    assert analysed(qtbot, table.book.replay).ending is Ending.WON
    assert story(table.book.replay) == "This game was won."


def test_a_deal_lost_from_the_start_says_so(table: Table, qtbot: QtBot) -> None:
    recorded = record(table, LOST, lost_moves(LOST, 3))
    table.book.show_replay(recorded)
    assert analysed(qtbot, table.book.replay).ending is Ending.LOST_FROM_START
    assert story(table.book.replay) == (
        "This deal could not be won from the start, whatever the play."
    )
    strip = table.book.replay.analysis_bar.strip
    assert [strip.cell(index) for index in range(strip.count)] == [Cell.LOST] * 4
    # Once the background solver knows the most cards perfect play brings home, it is told.
    table.book.replay.stop()
    table.book.show_replay(replace(recorded, deal_best=9))
    assert story(table.book.replay) == (
        "This deal could not be won from the start, whatever the play; best possible: 9 cards."
    )


def test_a_game_left_while_it_could_be_won_says_so(
    table: Table, qtbot: QtBot, line: list[str]
) -> None:
    table.book.show_replay(record(table, WINNABLE, line[:6]))
    assert analysed(qtbot, table.book.replay).ending is Ending.STILL_WINNABLE
    assert story(table.book.replay) == "The game was left while it could still be won."


def test_every_ending_and_the_reports_as_they_come(
    table: Table, qtbot: QtBot, line: list[str]
) -> None:
    table.book.show_replay(record(table, WINNABLE, line[:6]))
    analysis = analysed(qtbot, table.book.replay)
    bar = table.book.replay.analysis_bar
    bar.show_analysis(replace(analysis, ending=Ending.UNDECIDED))
    assert bar.story.text() == "The solver could not decide in time where this game was lost."
    # A report with the chances still to come says so after its story.
    bar.show_analysis(replace(analysis, complete=False))
    assert bar.story.text() == (
        "The game was left while it could still be won. <i>Counting the chances…</i>"
    )


def test_a_game_whose_actions_cannot_be_played_says_so(table: Table, qtbot: QtBot) -> None:
    recorded = record(table, LOST, lost_moves(LOST, 2))
    table.book.show_replay(replace(recorded, actions=(*recorded.actions, "KH>F")))
    replay_ = table.book.replay
    qtbot.waitUntil(lambda: "cannot be told" in story(replay_), timeout=ANALYSED_MS)
    assert story(replay_) == (
        "Where this game was lost cannot be told: its actions cannot all be played by this "
        "version of Russian Solitaire."
    )
    strip = replay_.analysis_bar.strip
    assert {strip.cell(index) for index in range(strip.count)} == {Cell.TO_COME}
    assert "Still being analysed" not in strip.describe(0)


# -- kept with the game, and the worker ----------------------------------------------------------


def test_a_second_look_uses_the_kept_analysis_without_a_worker(
    table: Table, qtbot: QtBot, line: list[str], detour: tuple[int, str]
) -> None:
    at, move = detour
    recorded = record(table, WINNABLE, [*line[:at], move])
    table.book.show_replay(recorded)
    first = analysed(qtbot, table.book.replay)
    table.book.replay.stop()
    table.book.show_replay(recorded)
    replay_ = table.book.replay
    assert replay_.analyst.job is None, "a kept analysis needs no worker"
    assert replay_.analysis_bar.analysis == first
    assert story(replay_).startswith(f"The deal could be won until action {at + 1}; moving ")


def test_closing_the_replay_cancels_the_worker(table: Table, qtbot: QtBot, line: list[str]) -> None:
    recorded = record(table, WINNABLE, line)
    table.book.show_replay(recorded)
    replay_ = table.book.replay
    job = replay_.analyst.job
    assert job is not None
    replay_.stop()
    assert job.cancelled()
    qtbot.waitUntil(lambda: not replay_.analyst.busy, timeout=ANALYSED_MS)
    QApplication.processEvents()  # any report already on its way is dropped
    assert replay_.analyst.job is None and replay_.analysis_bar.analysis is None
    assert table.store.analysis(recorded.id or 0) is None  # nothing half made is kept


def test_another_replay_cancels_the_worker_of_the_first(
    table: Table, qtbot: QtBot, line: list[str]
) -> None:
    table.book.show_replay(record(table, WINNABLE, line))
    replay_ = table.book.replay
    first = replay_.analyst.job
    assert first is not None
    table.book.show_replay(record(table, WINNABLE, line[:6]))
    assert first.cancelled()
    assert analysed(qtbot, replay_).ending is Ending.STILL_WINNABLE


def test_a_cancelled_job_ending_late_leaves_the_next_ones_reports_wanted(
    table: Table, qtbot: QtBot, line: list[str]
) -> None:
    table.book.show_replay(record(table, WINNABLE, line))
    replay_ = table.book.replay
    first = replay_.analyst.job
    table.book.show_replay(record(table, WINNABLE, line[:6]))
    second = replay_.analyst.job
    assert first is not None and second is not None
    # Both threads end before the GUI thread hears of either: the first's end, the second's
    # reports and its end all wait in the queue.
    first.wait()
    second.wait()
    assert analysed(qtbot, replay_).ending is Ending.STILL_WINNABLE


def test_closing_the_app_stops_and_waits_for_the_worker(table: Table, line: list[str]) -> None:
    table.book.show_replay(record(table, WINNABLE, line))
    job = table.book.replay.analyst.job
    assert job is not None
    table.window.close()
    assert job.cancelled() and job.isFinished()


# -- the strip -----------------------------------------------------------------------------------


@pytest.fixture
def lost_replay(
    table: Table, qtbot: QtBot, line: list[str], detour: tuple[int, str]
) -> tuple[Replay, GameAnalysis, LosingMove]:
    """A game lost by a move, and three moves more: lost cells to show after winnable ones."""
    at, move = detour
    actions = [*line[:at], move]
    game = replay(WINNABLE, actions)
    for _ in range(3):
        first = game.legal_moves()[0]
        actions.append(move_text(game, first))
        game.play(first)
    table.book.show_replay(record(table, WINNABLE, actions))
    replay_ = table.book.replay
    analysis = analysed(qtbot, replay_)
    assert analysis.losing_move is not None
    return replay_, analysis, analysis.losing_move


def test_the_cells_show_the_analysis(
    lost_replay: tuple[Replay, GameAnalysis, LosingMove],
) -> None:
    replay_, analysis, _ = lost_replay
    strip = replay_.analysis_bar.strip
    expected = {Verdict.WINNABLE: Cell.WINNABLE, Verdict.UNWINNABLE: Cell.LOST}
    assert strip.count == len(analysis.positions) == replay_.length + 1
    assert [strip.cell(i) for i in range(strip.count)] == [
        expected[each.verdict] for each in analysis.positions
    ]
    assert [strip.chance(i) for i in range(strip.count)] == [
        each.chance for each in analysis.positions
    ]


def test_winnable_and_lost_differ_in_lightness_not_only_in_hue(
    lost_replay: tuple[Replay, GameAnalysis, LosingMove],
) -> None:
    replay_, analysis, losing = lost_replay
    strip = replay_.analysis_bar.strip
    replay_.go_to(0)  # the mark of the position away from the cells compared
    image = strip.grab().toImage()

    def lightness(index: int) -> float:
        rect = strip.verdict_rect(index)
        # The average over the cell: a pattern counts as it looks from a distance.
        colours = [
            QColor(image.pixel(x, y))
            for x in range(int(rect.left()) + 1, int(rect.right()) - 1)
            for y in range(int(rect.top()) + 1, int(rect.bottom()) - 1)
        ]
        return sum(colour.lightnessF() for colour in colours) / len(colours)

    assert lightness(losing.index) - lightness(losing.index + 1) > 0.25


def test_a_click_or_a_drag_on_the_strip_jumps_there(
    lost_replay: tuple[Replay, GameAnalysis, LosingMove], qtbot: QtBot
) -> None:
    replay_, _, _ = lost_replay
    strip = replay_.analysis_bar.strip
    qtbot.waitExposed(strip)

    def centre(index: int) -> QPoint:
        return strip.cell_rect(index).center().toPoint()

    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, pos=centre(3))
    assert replay_.position == 3
    assert replay_.game is not None and replay_.game.moves <= 3
    for index in (5, 7, 2):
        moved = QMouseEvent(
            QEvent.Type.MouseMove,
            QPointF(centre(index)),
            QPointF(strip.mapToGlobal(centre(index))),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(strip, moved)
        assert replay_.position == index
    # Beyond either end, the end.
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(strip.width() - 1, 10))
    assert replay_.position == replay_.length


def test_a_cell_says_its_position_verdict_and_chance(
    lost_replay: tuple[Replay, GameAnalysis, LosingMove],
) -> None:
    replay_, analysis, losing = lost_replay
    strip = replay_.analysis_bar.strip
    winnable = analysis.positions[losing.index]
    assert winnable.chance is not None
    lines = strip.describe(losing.index).split("\n")
    percent = round(winnable.chance * 100)
    assert lines == [
        f"Action {losing.index} of {replay_.length}",
        "Could be won, with sight of every card.",
        f"Chance to win from what you could see: about {percent}%.",
    ]
    assert strip.describe(losing.index + 1).split("\n")[1] == (
        "Could not be won, even with sight of every card."
    )
    # The screen reader hears the cell of the replay's position.
    replay_.go_to(losing.index)
    assert strip.accessibleDescription() == " ".join(lines)
    assert strip.accessibleName()


def test_the_strip_before_the_analysis(qtbot: QtBot) -> None:
    strip = TimelineStrip()
    qtbot.addWidget(strip)
    strip.show_game(4)
    assert strip.count == 5
    assert [strip.cell(i) for i in range(5)] == [Cell.TO_COME] * 5
    assert strip.describe(2) == "Action 2 of 4\nStill being analysed."
    strip.resize(100, strip.sizeHint().height())
    assert [strip.cell_at(x) for x in (-5, 0, 19, 20, 99, 500)] == [0, 0, 0, 1, 4, 4]


# -- fitting the window ----------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["en", "de", "fr", "es", "ru", "nb", "th"])
def test_the_story_fits_the_smallest_window_in_every_language(
    table: Table, qtbot: QtBot, line: list[str], detour: tuple[int, str], code: str
) -> None:
    at, move = detour
    try:
        i18n.install_language(code)
        table.book.show_replay(record(table, WINNABLE, [*line[:at], move]))
        analysed(qtbot, table.book.replay)
        window = table.window
        window.resize(window.minimumSize())
        bar: AnalysisBar = table.book.replay.analysis_bar

        def fits() -> None:
            problems = clipped(window)
            assert not problems, problems
            assert bar.story.height() >= bar.story.heightForWidth(bar.story.width())
            assert bar.strip.height() == bar.strip.sizeHint().height()

        qtbot.waitUntil(fits, timeout=2000)
        assert bar.story.text().count("<a href") == 1
    finally:
        i18n.install_language("en")
