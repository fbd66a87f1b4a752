"""The toolbar: its buttons come from the registry, follow their actions, and can be hidden."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QImage, QKeySequence
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameSession
from rusol_qt.app.session.actions import TOOLBAR
from rusol_qt.app.startup.compose import ComposedApp
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.app.window.toolbar_icons import DRAWINGS, drawn_icon
from rusol_qt.dialogs.settings import SettingsDialog
from rusol_qt.model.game import Game
from tests.composed_app import card_point, commands_of, drag, pile_point

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")

NAMES = [name for group in TOOLBAR for name in group]


def test_the_buttons_are_the_registrys_toolbar_actions_in_order(window: MainWindow) -> None:
    assert NAMES == ["new_game", "restart", "undo", "redo", "hint"]
    assert list(window.toolbar.buttons) == NAMES
    for name, button in window.toolbar.buttons.items():
        assert button.text(), name
        assert not button.icon().isNull(), name
        assert button.isVisibleTo(window), name
    # Separators between the groups: deal, moves, advice.
    separators = [action for action in window.toolbar.actions() if action.isSeparator()]
    assert len(separators) == len(TOOLBAR) - 1


def test_tooltips_name_the_shortcut(window: MainWindow) -> None:
    for name, button in window.toolbar.buttons.items():
        shortcut = window.registry[name].shortcut()
        assert not shortcut.isEmpty(), name
        native = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
        assert native in button.toolTip(), (name, button.toolTip())
    # Ctrl+Z, as the system writes it: "⌘Z" on macOS.
    undo_key = QKeySequence("Ctrl+Z").toString(QKeySequence.SequenceFormat.NativeText)
    assert undo_key in window.toolbar.buttons["undo"].toolTip()
    assert "(H)" in window.toolbar.buttons["hint"].toolTip()


def test_buttons_are_enabled_with_their_actions_and_trigger_them(
    session: GameSession, qtbot: QtBot, window: MainWindow
) -> None:
    undo, redo = window.toolbar.buttons["undo"], window.toolbar.buttons["redo"]
    assert not undo.isEnabled() and not redo.isEnabled()
    drag(window, card_point(window, "TS"), pile_point(window, 6))
    assert session.game.moves == 1
    assert undo.isEnabled() and not redo.isEnabled()
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert not session.game.can_undo
    assert redo.isEnabled() and not undo.isEnabled()
    qtbot.mouseClick(redo, Qt.MouseButton.LeftButton)
    assert session.game.can_undo and undo.isEnabled()


def test_a_replay_locks_the_buttons_as_it_locks_the_actions(
    session: GameSession, window: MainWindow
) -> None:
    session = session
    assert session.play(session.game.legal_moves()[0])
    window.scene.complete_animations()
    buttons = window.toolbar.buttons
    assert all(buttons[name].isEnabled() for name in ("new_game", "restart", "undo", "hint"))
    # A recorded game on the table, read-only: every button that acts on the game in play locks.
    session.show_replayed(Game(session.game.code))
    assert session.replaying
    locked = [name for group in TOOLBAR for name in group if not buttons[name].isEnabled()]
    assert locked == ["new_game", "restart", "undo", "redo", "hint"]
    session.end_replay()
    assert all(buttons[name].isEnabled() for name in ("new_game", "restart", "undo", "hint"))


def test_the_buttons_never_take_the_tables_keys(window: MainWindow) -> None:
    for button in window.toolbar.buttons.values():
        assert button.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_the_setting_hides_the_toolbar_from_the_menu_and_the_dialog(
    qtbot: QtBot, composed: ComposedApp
) -> None:
    window = composed.window
    toggle = window.registry["show_toolbar"]
    assert toggle in window.settings_menu.actions() and toggle.isChecked()
    height = window.view.height()
    toggle.trigger()
    assert not composed.settings.show_toolbar
    assert not window.toolbar.isVisibleTo(window)
    # The table takes the room the toolbar leaves.
    qtbot.waitUntil(lambda: window.view.height() > height)
    dialog = commands_of(window).show_settings()
    assert isinstance(dialog, SettingsDialog)
    assert not dialog.toolbar_box.isChecked()
    dialog.toolbar_box.click()
    assert composed.settings.show_toolbar and toggle.isChecked()
    assert window.toolbar.isVisibleTo(window)
    dialog.close()


def test_no_right_click_menu_can_hide_the_toolbar(window: MainWindow) -> None:
    assert window.createPopupMenu() is None
    assert window.toolbar.contextMenuPolicy() == Qt.ContextMenuPolicy.PreventContextMenu


@pytest.mark.parametrize("name", list(DRAWINGS))
def test_icons_are_drawn_at_any_size_and_grey_when_disabled(qtbot: QtBot, name: str) -> None:
    icon = drawn_icon(name)
    for size, ratio in ((16, 1.0), (24, 1.0), (24, 2.0), (48, 1.0)):
        pixmap = icon.pixmap(QSize(size, size), ratio)
        assert pixmap.width() == round(size * ratio)
        image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
        alphas = [
            image.pixelColor(x, y).alpha()
            for x in range(image.width())
            for y in range(image.width())
        ]
        # A transparent ground around the drawing, and a drawing on it.
        assert alphas[0] == 0
        assert sum(alpha > 0 for alpha in alphas) > len(alphas) // 6
    normal = icon.pixmap(QSize(32, 32)).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    disabled = (
        icon.pixmap(QSize(32, 32), QIcon.Mode.Disabled)
        .toImage()
        .convertToFormat(QImage.Format.Format_ARGB32)
    )
    coloured = [
        disabled.pixelColor(x, y)
        for x in range(32)
        for y in range(32)
        if disabled.pixelColor(x, y).alpha() > 0
    ]
    assert coloured and all(abs(c.red() - c.green()) <= 2 for c in coloured)
    assert normal != disabled
