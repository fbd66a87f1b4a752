"""The main window around the table: shortcuts, info bar, settings at once, geometry, clock."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QWindowStateChangeEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStatusBar
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameSession
from rusol_qt.app.startup.compose import compose
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base.settings import Settings
from rusol_qt.model.cards import parse_card
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage import paths
from tests.composed_app import (
    FakeTime,
    card_point,
    drag,
    glow,
    pile_point,
    window_fixture,  # noqa: F401 - the fixture "window"
)


def test_menus_use_the_platforms_standard_shortcuts(window: MainWindow) -> None:
    standard = QKeySequence.StandardKey
    for action, key in (
        (window.registry["new_game"], standard.New),
        (window.registry["undo"], standard.Undo),
        (window.registry["redo"], standard.Redo),
        (window.registry["copy_code"], standard.Copy),
    ):
        assert action.shortcuts() == QKeySequence.keyBindings(key), action.text()
    # Quit has the platform's key where Qt knows one (GNOME, KDE, macOS), else Ctrl+Q: Qt binds
    # none on Windows, nor on the offscreen platform the tests run on.
    quit_keys = window.registry["quit"].shortcuts()
    assert quit_keys == (QKeySequence.keyBindings(standard.Quit) or [QKeySequence("Ctrl+Q")])
    assert window.game_menu.actions() and window.help_menu.actions()
    assert window.registry["rules"] in window.help_menu.actions()


def test_the_info_bar_shows_the_game_and_copies_its_code(window: MainWindow) -> None:
    assert window.info_bar.code_value.text() == "RU1-C-AAAAABB"
    QGuiApplication.clipboard().clear()
    window.info_bar.copy_button.click()
    assert QGuiApplication.clipboard().text() == "RU1-C-AAAAABB"
    drag(window, card_point(window, "TS"), pile_point(window, 6))
    assert window.info_bar.moves_value.text() == "1"


def test_the_info_bar_names_the_rule_set_in_play(session: GameSession, window: MainWindow) -> None:
    assert window.info_bar.rules_value.text() == "Classic"
    assert window.info_bar.rules_value.accessibleName() == "Rules: Classic"
    session.start(GameCode.parse("RU1-R-AAAAABB"))
    assert window.info_bar.rules_value.text() == "Mixed suits"
    assert window.info_bar.rules_value.isVisibleTo(window)


@pytest.mark.parametrize("how", ["button", "shortcut"])
def test_copying_the_code_says_so_briefly_over_the_table(
    qtbot: QtBot, window: MainWindow, how: str
) -> None:
    QGuiApplication.clipboard().clear()
    view_size = window.view.size()
    if how == "button":
        qtbot.mouseClick(window.info_bar.copy_button, Qt.MouseButton.LeftButton)
    else:
        window.view.setFocus()
        QTest.keySequence(window.view, QKeySequence(QKeySequence.StandardKey.Copy))
    assert QGuiApplication.clipboard().text() == "RU1-C-AAAAABB"
    banner = window.scene.message
    assert banner.isVisible() and banner.text == "Game code copied"
    # No status bar appears (it would stay as an empty strip), the table keeps its size.
    assert window.findChild(QStatusBar) is None
    assert window.view.size() == view_size
    # Brief: it goes by itself, sooner than a rule message.
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=3000)
    assert window.view.size() == view_size


def test_the_four_colour_deck_takes_effect_at_once(window: MainWindow) -> None:
    item = window.scene.cards[parse_card("4D")]
    before = item.pixmap().toImage()
    window.registry["four_colour"].trigger()
    assert window.settings.four_colour
    assert item.pixmap().toImage() != before


def test_empty_places_take_the_deck_and_the_size_of_the_moment(window: MainWindow) -> None:
    diamonds = window.scene.piles[9]  # the foundations: spades, hearts, diamonds, clubs
    before = diamonds.empty_place()
    assert before.width() == round(window.scene.layout.card_width * before.devicePixelRatio())
    window.registry["four_colour"].trigger()  # a new deck: its art is drawn anew
    assert diamonds.empty_place().cacheKey() != before.cacheKey()
    window.resize(window.width() + 200, window.height() + 150)
    QGuiApplication.processEvents()
    after = diamonds.empty_place()
    assert after.width() == round(window.scene.layout.card_width * after.devicePixelRatio())
    assert after.width() != before.width()


def test_placement_help_switched_off_mid_drag_lets_the_glow_fade(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    viewport = window.view.viewport()
    start = card_point(window, "TS")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(viewport, start + (pile_point(window, 6) - start) / 2)
    qtbot.waitUntil(lambda: glow(window, 6) == 1.0, timeout=1000)
    window.settings.placement_help = False
    qtbot.waitUntil(lambda: glow(window, 6) == 0.0, timeout=1000)
    QTest.mouseMove(viewport, pile_point(window, 6))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=pile_point(window, 6))
    assert session.game.moves == 1


def test_the_window_comes_back_where_it_was(qtbot: QtBot, tmp_path: Path) -> None:
    paths.use_base(tmp_path)
    try:
        first = compose(Settings()).window
        qtbot.addWidget(first)
        first.setGeometry(QRect(20, 30, 760, 530))  # the offscreen screen is 800 x 600
        first.show()
        qtbot.waitExposed(first)
        first.close()
        second = compose(Settings()).window
        qtbot.addWidget(second)
        assert second.size() == first.size()
        assert second.minimumWidth() >= 700 and second.minimumHeight() >= 480
    finally:
        paths.use_base(None)


def test_the_clock_starts_with_the_first_move_and_pauses_when_minimised(
    session: GameSession, window: MainWindow, fake_time: FakeTime, qtbot: QtBot
) -> None:
    clock = session.clock
    fake_time.advance(20)  # looking at the deal is not playing
    assert clock.elapsed() == 0.0
    assert not window._ticker.isActive()  # nothing to refresh before the first move
    drag(window, card_point(window, "TS"), pile_point(window, 6))
    assert clock.elapsed() == 0.0
    assert window._ticker.isActive()
    fake_time.advance(2.5)
    assert clock.elapsed() == pytest.approx(2.5)
    # The info bar follows at the ticker's next tick.
    with qtbot.waitSignal(window._ticker.timeout, timeout=2000):
        pass
    assert window.info_bar.time_value.text() == "0:02"
    window.setWindowState(Qt.WindowState.WindowMinimized)
    QGuiApplication.sendEvent(window, QWindowStateChangeEvent(Qt.WindowState.WindowNoState))
    assert window.isMinimized()
    assert not window._ticker.isActive()
    fake_time.advance(600)  # a long while away from the table
    assert clock.elapsed() == pytest.approx(2.5)
    window.setWindowState(Qt.WindowState.WindowNoState)
    QGuiApplication.sendEvent(window, QEvent(QEvent.Type.WindowStateChange))
    assert window._ticker.isActive()
    fake_time.advance(1.0)
    assert clock.elapsed() == pytest.approx(3.5)
