"""In every shipped language and both button styles, no window has two accelerators on a letter."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from rusol_qt.base import i18n

# The same app and harness as the English test; importing the fixture shares it.
from tests.dialogs.test_dialog_accelerators import (  # noqa: F401
    STYLES,
    EveryWindow,
    every_window_fixture,
)

# Qt's offscreen platform cannot pass a shown dialog's size hints on, nor raise a window.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


@pytest.mark.usefixtures("english_afterwards")
@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("language", ["nb", "th", "de", "fr", "es", "ru"])
def test_no_two_accelerators_of_a_window_share_a_letter(
    qtbot: QtBot, every_window: EveryWindow, language: str, style: str
) -> None:
    english_title = every_window.window.game_menu.title()
    assert i18n.install_language(language) == language
    # The windows really are in the language now.
    qtbot.waitUntil(lambda: every_window.window.game_menu.title() != english_title)
    problems = every_window.clashes(style)
    assert not problems, "accelerators that share a letter:\n" + "\n".join(problems)
