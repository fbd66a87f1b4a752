"""Keyboard play is told in the Help menu: its own item, and a section at the end of the Rules."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from rusol_qt.app.window.main_window import MainWindow
from tests.composed_app import (
    commands_of,
    window_fixture,  # noqa: F401 - the fixture "window"
)
from tests.i18n.visible import opened_windows

# Qt's offscreen platform cannot pass a shown dialog's size hints on.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")

#: Every key the table answers to (scene.keyPressEvent, and H for the hint).
KEYS = ("Left", "Right", "Up", "Down", "Space", "Enter", "Escape", "<b>F</b>", "<b>H</b>")


def message_text(widget: QWidget) -> list[str]:
    assert isinstance(widget, QMessageBox)
    return [widget.text()]


def test_help_keyboard_names_every_key(qtbot: QtBot, window: MainWindow) -> None:
    assert window.help_menu.actions().index(window.registry["keyboard"]) == 1
    assert window.registry["keyboard"].text() == "&Keyboard"
    (text,) = opened_windows(qtbot, window.registry["keyboard"].trigger, message_text)
    for key in KEYS:
        assert key in text, key


def test_the_rules_end_with_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    dialog = commands_of(window).show_rules()
    qtbot.addWidget(dialog)
    assert "same suit" in dialog.text()
    assert dialog.text().endswith(commands_of(window).keyboard_help())
    for key in KEYS:
        assert key in dialog.browser.toHtml() or key.strip("<b>/") in dialog.browser.toPlainText()
