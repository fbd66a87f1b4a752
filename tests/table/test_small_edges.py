"""Small edges a player trips on (issue 44, items 3 and 5 to 7).

The time a left game is recorded with, the question a second start asks, Hint when there is
nothing to hint, and the rule set in the info bar during a replay.
"""

from __future__ import annotations

import pytest

from rusol_qt.base.words import rule_set_name
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage.history import Result
from tests.app.test_history_feature import OTHER_CODE, Table, recorded_game
from tests.app.test_history_feature import table as table  # the fixture
from tests.composed_app import KNOWN_CODE, answering, arranged, press_button, show

pytestmark = pytest.mark.qt_log_ignore(
    "does not support propagateSizeHints", "does not support raise"
)


def test_a_game_left_for_another_is_recorded_with_the_time_the_player_saw(table: Table) -> None:
    table.play(2)
    table.time.advance(62)
    table.play(1)
    table.time.advance(43)  # looking at the table, then giving it up
    assert table.session.elapsed() == pytest.approx(105)
    table.session.start(OTHER_CODE)
    (line,) = table.store.summaries()
    record = table.store.game(line.id)
    assert record is not None and record.result is Result.ABANDONED
    assert record.seconds == pytest.approx(105)


def test_a_game_left_at_quit_is_recorded_with_the_time_the_player_saw(table: Table) -> None:
    table.window.settings.resume_game = False
    table.play(1)
    table.time.advance(30)
    table.window.close()
    (line,) = table.store.summaries()
    record = table.store.game(line.id)
    assert record is not None and record.seconds == pytest.approx(30)


def test_after_a_crash_the_clock_at_the_last_saved_move_stays_the_rule(table: Table) -> None:
    table.play(1)
    table.time.advance(12)
    table.play(1)
    table.time.advance(50)  # never saved: the app is killed here
    assert table.saved()["elapsed"] == pytest.approx(12)


def test_the_question_of_a_second_start_names_its_game(table: Table) -> None:
    table.play(1)
    asked_for = GameCode.parse("RU1-R-ABCDEFG")
    said = answering(
        lambda: table.session.leave_for(asked_for, asked_by_another_start=True),
        press_button("&Keep Playing"),
    )
    assert said and "started again" in said[0]
    assert str(asked_for).replace("-", "\u2011") in said[0]  # kept on one line
    assert table.game.code == KNOWN_CODE  # kept playing
    # The player's own New Game asks as before.
    said = answering(lambda: table.session.leave_for(asked_for), press_button("&New Game"))
    assert said[0] == "Leave the game in progress for a new one?"
    assert table.game.code == asked_for


def test_hint_is_off_once_the_game_is_won(table: Table) -> None:
    hint = table.window.registry["hint"]
    assert hint.isEnabled()
    show(table.session, arranged({0: ["KC"]}, foundations=(13, 13, 13, 12)))
    table.play(1)
    assert table.game.is_won()
    assert not hint.isEnabled()
    table.session.start(OTHER_CODE)
    assert hint.isEnabled()


def test_hint_is_off_and_the_rule_set_shown_during_a_replay(table: Table) -> None:
    record = recorded_game(table)  # a Classic game; a Mixed-suits one is in play now
    assert table.game.rules is not record.rules
    table.book.show_replay(record)
    bar = table.window.info_bar
    assert table.session.replaying
    assert not table.window.registry["hint"].isEnabled()
    assert bar.rules_value.isVisible()
    assert bar.rules_value.text() == rule_set_name(record.rules)
