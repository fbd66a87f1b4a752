"""In every shipped language, no two items of a menu share an accelerator letter."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base import i18n

# The same fully-built window as the English test; importing the fixture shares it.
from tests.app.test_menu_accelerators import clashes, full_window_fixture  # noqa: F401


def test_every_language_has_shipped() -> None:
    assert set(i18n.shipped_languages()) >= {"en", "nb", "th", "de", "fr", "es", "ru"}


@pytest.mark.usefixtures("english_afterwards")
@pytest.mark.parametrize("language", ["nb", "th", "de", "fr", "es", "ru"])
def test_no_two_menu_items_share_an_accelerator(full_window: MainWindow, language: str) -> None:
    english_title = full_window.game_menu.title()
    assert i18n.install_language(language) == language
    QApplication.processEvents()
    # The menus really are in the language now.
    assert full_window.game_menu.title() != english_title
    assert clashes(full_window) == []
