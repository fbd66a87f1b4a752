"""Playing with the mouse: real press, move and release events on the table view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameSession, SessionState
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base.words import rule_message
from rusol_qt.model.cards import parse_card
from rusol_qt.model.game import foundation_of
from rusol_qt.model.rules import Rule, RuleSet
from rusol_qt.table.controller import TableState
from tests.composed_app import (
    arranged,
    card_point,
    click,
    commands_of,
    double_click,
    drag,
    glow,
    names,
    pile_point,
    settle,
    show,
    window_fixture,  # noqa: F401 - the fixture "window"
)

HEARTS = foundation_of(1)


def resting_positions_match_layout(window: MainWindow) -> bool:
    scene = window.scene
    for pile in scene.piles:
        places = pile.card_positions(len(pile.cards), pile.face_down)
        if [item.pos() for item in pile.cards] != places:
            return False
    return True


def test_dragging_a_group_moves_it_with_every_card_on_top(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    game = session.game
    start, end = card_point(window, "TS"), pile_point(window, 6)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(viewport, start + QPoint(30, 30))
    QTest.mouseMove(viewport, end)
    # Mid-way: the group follows the mouse, lifted above the table, and the legal place glows.
    assert session.controller.state is TableState.DRAGGING
    lifted = [window.scene.cards[parse_card(name)] for name in ("TS", "4D", "6C", "KD", "2C")]
    assert all(item.zValue() >= 2000 for item in lifted)
    assert window.scene.card_at(window.view.mapToScene(card_point(window, "TS"))) is not lifted[0]
    qtbot.waitUntil(lambda: glow(window, 6) == 1.0, timeout=1000)
    assert glow(window, 5) == 0.0
    with qtbot.waitSignal(session.changed) as change:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert names(game, 6)[-6:] == ["JS", "TS", "4D", "6C", "KD", "2C"]
    assert names(game, 3) == ["7D", "2S", "4S"]
    assert change.args[0].flipped == parse_card("4S")
    assert (game.score, game.moves) == (5, 1)
    assert window.info_bar.score_value.text() == "5"
    assert window.info_bar.moves_value.text() == "1"
    settle(qtbot, window)
    assert resting_positions_match_layout(window)
    assert window.scene.cards[parse_card("4S")].face_up
    qtbot.waitUntil(lambda: glow(window, 6) == 0.0, timeout=1000)


def test_a_refused_drop_flies_back_and_names_the_rule(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    game = session.game
    before = game.position()
    with qtbot.waitSignal(session.controller.refused) as refused:
        drag(window, card_point(window, "4D"), pile_point(window, 0))
    assert refused.args == [Rule.SAME_SUIT]
    assert game.position() == before and game.moves == 0
    assert window.scene.message.isVisible()
    assert window.scene.message.text == rule_message(Rule.SAME_SUIT, RuleSet.CLASSIC)
    assert "same family" in window.scene.message.text
    settle(qtbot, window)
    assert resting_positions_match_layout(window)
    assert session.controller.state is TableState.IDLE


def test_without_interactive_rules_a_refusal_shows_nothing(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    window.settings.interactive_rules = False
    assert not window.registry["interactive_rules"].isChecked()
    with qtbot.waitSignal(session.controller.refused):
        drag(window, card_point(window, "4D"), pile_point(window, 0))
    assert not window.scene.message.isVisible()


def test_only_a_king_goes_on_an_empty_column(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    show(session, arranged({0: ["QH"], 1: [], 2: ["KS"]}))
    with qtbot.waitSignal(session.controller.refused) as refused:
        drag(window, card_point(window, "QH"), pile_point(window, 1))
    assert refused.args == [Rule.KING_ONLY]
    assert window.scene.message.text == "Only a King can go on an empty column"
    drag(window, card_point(window, "KS"), pile_point(window, 1))
    assert names(session.game, 1) == ["KS"]


def test_a_drag_that_barely_moves_is_a_click(session: GameSession, window: MainWindow) -> None:
    game = session.game
    start = card_point(window, "TS")
    drag(window, start, start + QPoint(2, 1), steps=2)
    assert game.moves == 0
    assert session.controller.state is TableState.IDLE


def test_one_click_sends_the_last_card_to_its_foundation(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    show(session, arranged({0: ["5S", "AH"], 1: ["3C", "9D"]}))
    game = session.game
    click(window, card_point(window, "9D"))  # not playable to a foundation: nothing happens
    click(window, card_point(window, "3C"))  # not the last card: nothing happens
    assert game.moves == 0
    with qtbot.waitSignal(session.changed):
        click(window, card_point(window, "AH", down=0.5))
    assert game.foundations[1] == 1 and names(game, 0) == ["5S"]
    assert game.score == 10
    settle(qtbot, window)
    assert window.scene.cards[parse_card("AH")].pos() == window.scene.piles[HEARTS].pos()


def test_double_click_puts_a_group_on_the_longest_accepting_column(
    session: GameSession, window: MainWindow
) -> None:
    game = session.game
    # AC (with QD on it) fits only on 2C, the last card of column 4.
    double_click(window, card_point(window, "AC"))
    assert names(game, 3)[-3:] == ["2C", "AC", "QD"]
    assert game.moves == 1


def test_double_click_prefers_the_longest_column_then_an_empty_one_for_a_king(
    session: GameSession,
    window: MainWindow,
) -> None:
    # Mixed suits: JH fits on QS (column 4) and on QD (column 3, the longer one).
    columns = {0: ["5C", "KH"], 1: [], 2: ["4S", "9H", "QD"], 3: ["QS"], 4: ["7S", "JH"]}
    show(session, arranged(columns, rules=RuleSet.RELAXED))
    game = session.game
    double_click(window, card_point(window, "JH", down=0.5))
    assert names(game, 2) == ["4S", "9H", "QD", "JH"]
    double_click(window, card_point(window, "KH", down=0.5))
    assert names(game, 1) == ["KH"]


def test_a_double_click_leaves_a_king_alone_in_its_column_and_foundation_cards_put(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    # Another empty column would change nothing; a takeback is a deliberate drag.
    show(session, arranged({0: ["KD"], 1: [], 2: ["3S"]}, foundations=(2, 0, 0, 0)))
    game = session.game
    double_click(window, card_point(window, "KD", down=0.5))
    settle(qtbot, window)
    double_click(window, card_point(window, "2S", down=0.5))
    assert names(game, 0) == ["KD"] and names(game, 2) == ["3S"]
    assert game.foundations[0] == 2 and game.moves == 0


def test_a_double_click_whose_first_click_sent_the_card_away_does_nothing_more(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    # After AH leaves, 5S lies under the pointer and could go on 6S: it must stay.
    show(session, arranged({0: ["5S", "AH"], 1: ["6S"]}))
    game = session.game
    double_click(window, card_point(window, "AH", down=0.5))
    assert game.foundations[1] == 1
    assert names(game, 0) == ["5S"] and names(game, 1) == ["6S"]
    assert game.moves == 1
    # The same double-click on 5S alone does move it.
    settle(qtbot, window)
    double_click(window, card_point(window, "5S", down=0.5))
    assert names(game, 1) == ["6S", "5S"]


def test_with_the_double_click_setting_off_two_clicks_are_two_clicks(
    session: GameSession, window: MainWindow
) -> None:
    window.settings.double_click = False
    game = session.game
    double_click(window, card_point(window, "AC"))
    assert game.moves == 0
    show(session, arranged({0: ["2H", "AH"], 1: ["3H"]}))
    game = session.game
    double_click(window, card_point(window, "AH", down=0.5))
    # Each click sent the last card home: AH, then 2H, which lay under the pointer.
    assert game.foundations[1] == 2


def test_a_card_can_be_taken_back_from_a_foundation(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    show(session, arranged({0: ["3H"], 1: ["9C"]}, foundations=(0, 2, 0, 0)))
    game = session.game
    top = window.scene.piles[HEARTS].cards[-1]
    assert top.card == parse_card("2H")
    start = window.view.mapFromScene(top.pos() + QPoint(40, 40))
    with qtbot.waitSignal(session.changed):
        drag(window, start, pile_point(window, 0))
    assert names(game, 0) == ["3H", "2H"]
    assert game.foundations[1] == 1 and game.takebacks == 1 and game.score == 0
    # A takeback dropped on another foundation goes home silently.
    settle(qtbot, window)
    drag(window, card_point(window, "2H", down=0.5), pile_point(window, foundation_of(0)))
    assert game.foundations[1] == 2


def test_auto_placement_chooses_the_column_on_release(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    game = session.game
    window.settings.auto_placement = True
    # Dropped on column 1 (5S refuses it), the group goes where it fits: onto JS.
    with qtbot.waitSignal(session.changed):
        drag(window, card_point(window, "TS"), pile_point(window, 0))
    assert names(game, 6)[-2:] == ["KD", "2C"] and names(game, 6)[-6] == "JS"


def test_without_auto_placement_the_same_drop_is_refused(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    game = session.game
    with qtbot.waitSignal(session.controller.refused):
        drag(window, card_point(window, "TS"), pile_point(window, 0))
    assert game.moves == 0


def test_undo_and_redo_move_the_cards_back_and_forth(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    game = session.game
    dealt = game.position()
    assert not window.registry["undo"].isEnabled()
    drag(window, card_point(window, "TS"), pile_point(window, 6))
    played = game.position()
    assert window.registry["undo"].isEnabled() and not window.registry["redo"].isEnabled()
    with qtbot.waitSignal(session.changed) as change:
        window.registry["undo"].trigger()
    assert change.args[0].undone
    assert game.position() == dealt and game.moves == 1 and game.score == 0
    assert window.registry["redo"].isEnabled()
    settle(qtbot, window)
    assert resting_positions_match_layout(window)
    assert not window.scene.cards[parse_card("4S")].face_up
    window.registry["redo"].trigger()
    assert game.position() == played and game.score == 5
    settle(qtbot, window)
    assert resting_positions_match_layout(window)


def test_a_new_press_completes_running_animations(session: GameSession, window: MainWindow) -> None:
    drag(window, card_point(window, "TS"), pile_point(window, 6))
    assert window.scene.is_animating()
    # Straight away, before the flight ends: the press finishes it, so nothing waits.
    viewport = window.view.viewport()
    start = card_point(window, "AC")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    assert not window.scene.is_animating()
    assert resting_positions_match_layout(window)
    QTest.mouseMove(viewport, start + QPoint(10, 10))
    end = pile_point(window, 6)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert names(session.game, 6)[-3:] == ["2C", "AC", "QD"]


# The offscreen platform says so for every dialog; a real window system does not.
@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
def test_winning_celebrates_then_offers_a_new_game(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    game = arranged({0: ["KC"]}, foundations=(13, 13, 13, 12))
    game.score = 615
    show(session, game)
    with qtbot.waitSignal(session.won):
        click(window, card_point(window, "KC"))
    assert session.state is SessionState.WON
    assert not session.controller.interactive, "a won game takes no more input"
    assert not window.registry["undo"].isEnabled()
    with qtbot.waitSignal(window.scene.celebration_finished, timeout=5000):
        pass
    dialog = commands_of(window)._win_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.score_value.text() == "625"
    assert dialog.moves_value.text() == "1"
    old = session.game
    with qtbot.waitSignal(session.game_started):
        dialog.new_game_button.click()
    assert session.game is not old and session.game.moves == 0
    assert session.controller.state is TableState.IDLE
