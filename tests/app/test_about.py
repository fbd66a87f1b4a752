"""Help ▸ About names the licence and opens every licence text; Help ▸ About Qt is Qt's own."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base.licences import licences
from rusol_qt.dialogs.licences import LicencesDialog
from tests.composed_app import (
    answering,
    commands_of,
    press_button,
    window_fixture,  # noqa: F401 - the fixture "window"
)

# Qt's offscreen platform cannot pass a shown dialog's size hints on.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _licences_dialogs() -> list[LicencesDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, LicencesDialog)]


def test_about_opens_every_licence_text(qtbot: QtBot, window: MainWindow) -> None:
    seen = answering(window.registry["about"].trigger, press_button("&Licences…"))
    assert "MIT licence" in seen[0]
    assert "&Licences…" in seen
    qtbot.waitUntil(lambda: any(d.isVisible() for d in _licences_dialogs()))
    (dialog,) = [d for d in _licences_dialogs() if d.isVisible()]
    qtbot.addWidget(dialog)
    everything = licences()
    assert dialog.components.count() == len(everything)
    # The app's own licence first, shown as the window opens.
    assert dialog.components.currentRow() == 0
    assert "Permission is hereby granted" in dialog.text.toPlainText()
    qt = [n for n, licence in enumerate(everything) if licence.name == "Qt 6"][0]
    assert "LGPL-3.0-only" in dialog.components.item(qt).text()
    dialog.components.setCurrentRow(qt)
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    assert dialog.text.isReadOnly()
    dialog.close()


def test_about_closed_without_licences_opens_nothing(qtbot: QtBot, window: MainWindow) -> None:
    before = len(_licences_dialogs())
    answering(window.registry["about"].trigger, lambda box: box.close())
    assert len(_licences_dialogs()) == before


def test_about_qt_is_in_the_help_menu_and_shows_qts_own_box(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    action = window.registry["about_qt"]
    help_items = window.help_menu.actions()
    assert help_items.index(action) == help_items.index(window.registry["about"]) + 1
    assert action.text() == "About &Qt"
    shown: list[tuple[QWidget, str]] = []
    monkeypatch.setattr(
        QMessageBox, "aboutQt", lambda parent, title="": shown.append((parent, title))
    )
    action.trigger()
    assert shown == [(window, "About Qt")]
    assert commands_of(window).about_qt_action is action
