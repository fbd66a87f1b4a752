"""In every shipped language, no two items of a menu share an accelerator letter."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rusol_qt import i18n
from rusol_qt.model.gamecode import GameCode
from rusol_qt.scorebook import Scorebook
from rusol_qt.storage import paths
from rusol_qt.storage.history import HistoryStore
from rusol_qt.storage.settings import Settings
from rusol_qt.window import MainWindow
from tests.gui.test_menu_accelerators import clashes


@pytest.fixture(name="full_window")
def full_window_fixture(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """The main window with every menu item the app adds (hints, solver, history)."""
    paths.use_base(tmp_path)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.book = Scorebook(window, HistoryStore())  # type: ignore[attr-defined]
    window.start_game(GameCode.parse("RU1-C-AAAAABB"))
    yield window
    i18n.install_language("en")
    paths.use_base(None)


def test_every_language_has_shipped() -> None:
    assert set(i18n.shipped_languages()) >= {"en", "nb", "th", "de", "fr", "es", "ru"}


@pytest.mark.parametrize("language", ["nb", "th", "de", "fr", "es", "ru"])
def test_no_two_menu_items_share_an_accelerator(full_window: MainWindow, language: str) -> None:
    english_title = full_window.game_menu.title()
    assert i18n.install_language(language) == language
    QApplication.processEvents()
    # The menus really are in the language now.
    assert full_window.game_menu.title() != english_title
    assert clashes(full_window) == []
