"""Playing without a mouse: a visible focus, arrows, pick up and drop, send to the foundation."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameSession
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.model.cards import parse_card
from rusol_qt.model.rules import Rule
from rusol_qt.table.controller import TableState
from tests.composed_app import (
    arranged,
    card_point,
    drag,
    glow,
    names,
    pile_point,
    show,
    window_fixture,  # noqa: F401 - the fixture "window"
)


def press(window: MainWindow, *keys: Qt.Key) -> None:
    for key in keys:
        QTest.keyClick(window.view, key)


def test_the_arrows_move_a_visible_focus_named_in_words(window: MainWindow) -> None:
    scene = window.scene
    assert window.view.hasFocus()
    press(window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)
    assert scene.focus == (3, 7)  # the last card of column 4
    assert scene.focus_ring.isVisible()
    assert window.view.accessibleName() == "Two of clubs, column 4"
    press(window, *[Qt.Key.Key_Up] * 10)
    # Up stops at the first face-up card: 10S with four cards on it.
    assert scene.focus == (3, 3)
    assert window.view.accessibleName() == "Ten of spades, column 4, with 4 cards on top"
    ring = scene.focus_ring.boundingRect()
    assert ring.contains(scene.cards[parse_card("TS")].card_rect())
    assert ring.contains(scene.cards[parse_card("2C")].card_rect())
    press(window, Qt.Key.Key_Left, Qt.Key.Key_Left, Qt.Key.Key_Left, Qt.Key.Key_Left)
    assert scene.focus == (10, -1)
    assert window.view.accessibleName() == "Clubs foundation, empty"
    press(window, Qt.Key.Key_Down)  # round the foundations, top to bottom and on
    assert scene.focus == (7, -1)
    press(window, Qt.Key.Key_Up, Qt.Key.Key_Up)
    assert scene.focus == (9, -1)


def test_a_group_is_picked_up_carried_and_dropped_with_keys(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    game = session.game
    press(window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)
    press(window, *[Qt.Key.Key_Up] * 4)
    press(window, Qt.Key.Key_Space)
    assert session.controller.state is TableState.HOLDING
    assert window.scene.lifted == (3, 3)
    assert not window.scene.focus_ring.isVisible()  # the held group itself shows the place
    qtbot.waitUntil(lambda: glow(window, 6) == 1.0, timeout=1000)
    press(window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)
    with qtbot.waitSignal(session.changed):
        press(window, Qt.Key.Key_Return)
    assert names(game, 6)[-5:] == ["TS", "4D", "6C", "KD", "2C"]
    # mypy keeps the HOLDING of the assert above across the key presses that changed it.
    assert session.controller.state is TableState.IDLE  # type: ignore[comparison-overlap]
    # The focus went along with the group.
    assert window.scene.focus == (6, len(game.columns[6]) - 5)
    assert window.scene.focus_ring.isVisible()


def test_a_refused_keyboard_drop_names_the_rule_and_escape_puts_back(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    game = session.game
    before = game.position()
    press(window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space)
    press(window, Qt.Key.Key_Left)  # over column 3, ending on QD: 2C is no diamond
    with qtbot.waitSignal(session.controller.refused) as refused:
        press(window, Qt.Key.Key_Space)
    assert refused.args == [Rule.SAME_SUIT]
    assert window.scene.message.isVisible()
    press(window, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Escape)
    assert session.controller.state is TableState.IDLE
    assert game.position() == before


def test_the_foundation_key_sends_the_focused_columns_last_card(
    session: GameSession, window: MainWindow
) -> None:
    show(session, arranged({0: ["9C"], 1: ["5S", "AH"]}))
    game = session.game
    press(window, Qt.Key.Key_F)  # 9C cannot go: nothing moves
    assert game.moves == 0
    press(window, Qt.Key.Key_Right, Qt.Key.Key_F)
    assert game.foundations[1] == 1 and names(game, 1) == ["5S"]
    # The focus stays on the column, now on its new last card.
    assert window.scene.focus == (1, 0)


def test_the_mouse_hides_the_focus_ring_and_takes_over(
    session: GameSession, window: MainWindow
) -> None:
    press(window, Qt.Key.Key_Right)
    assert window.scene.focus_ring.isVisible()
    drag(window, card_point(window, "TS"), pile_point(window, 6))
    assert not window.scene.focus_ring.isVisible()
    assert session.game.moves == 1


@pytest.mark.qt_log_ignore(
    "does not support raise",
    "does not support grabbing the keyboard",
    "does not support propagateSizeHints",  # offscreen has no window manager for size limits
)
@pytest.mark.parametrize(
    "how",
    [
        "click",
        pytest.param(
            "mnemonic",
            marks=pytest.mark.skipif(
                sys.platform == "darwin", reason="macOS has no Alt mnemonics (Qt turns them off)"
            ),
        ),
    ],
)
def test_after_escape_closes_a_menu_the_arrows_play_on_the_table_at_once(
    qtbot: QtBot, window: MainWindow, how: str
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    window.view.setFocus()
    if how == "click":
        bar = window.menuBar()
        centre = bar.actionGeometry(window.game_menu.menuAction()).center()
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=centre)
    else:
        QTest.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.game_menu)
    QTest.keyClick(window.game_menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    # The table has the keys back at once, without a second Escape to leave the menu bar (Qt
    # leaves the keyboard in the menu bar, where Right would open the next menu).
    qtbot.waitUntil(lambda: window.focusWidget() is window.view, timeout=1000)
    # Qt's offscreen platform leaves the closed menu's window active (a desktop does not).
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert window.view.hasFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.focus[0] == 1
    assert QApplication.activePopupWidget() is None


def test_the_focus_ring_flies_with_the_cards_it_surrounds(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    # Issue 44, item 8: the ring used to wait at the destination before the cards got there.
    scene = window.scene
    show(session, arranged({0: ["9C"], 4: ["TC"]}))
    nine = scene.cards[parse_card("9C")]
    press(window, Qt.Key.Key_Space, *[Qt.Key.Key_Right] * 4)  # 9C carried over column 5
    with qtbot.waitSignal(session.changed):
        press(window, Qt.Key.Key_Space)
    assert scene.focus == (4, 1)
    assert scene.focus_ring.isVisible()
    flying, ring = nine.card_rect(), scene.focus_ring.boundingRect()
    scene.complete_animations()
    landed = nine.card_rect()
    assert flying.topLeft() != landed.topLeft(), "the card should still have been on its way"
    # Around the card where it was, on its way, not where it was going.
    assert ring.contains(flying) and not ring.contains(landed)
    assert scene.focus_ring.boundingRect().contains(landed)
