"""Help ▸ Rules: the rule set in play, the model's own numbers, a window that fits the screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameSession
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base.fitting import FRAME, fit_to_screen
from rusol_qt.dialogs import rules
from rusol_qt.dialogs.rules import WANTED_SIZE, RulesDialog
from rusol_qt.model.game import UNDO_LIMIT, WINNING_SCORE
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import GROUP_LIMIT, RuleSet
from tests.composed_app import (
    commands_of,
    window_fixture,  # noqa: F401 - the fixture "window"
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")

#: What every page says, whatever the rule set.
EVERYTHING = (
    "Only a King",  # King-only empty columns
    f"At most {GROUP_LIMIT} cards",  # the group limit, from the model
    "Taking back",  # takebacks from a foundation
    "dragged back onto a column",
    "10 points",  # the score
    f"ends on {WINNING_SCORE}",
    f"The last {UNDO_LIMIT} moves can be undone",  # undo, from the model
    "move counter does not go down",
)


def plain(dialog: RulesDialog) -> str:
    return dialog.browser.toPlainText()


def test_classic_rules_in_play(qtbot: QtBot, window: MainWindow) -> None:
    dialog = commands_of(window).show_rules()
    qtbot.addWidget(dialog)
    assert dialog.isVisible() and dialog.rules is RuleSet.CLASSIC
    text = plain(dialog)
    assert "Russian Solitaire: Classic" in text
    assert "same suit and exactly one rank higher" in text
    assert "whatever its suit" not in text
    for words in EVERYTHING:
        assert words in text, words


def test_mixed_suits_rules_in_play(session: GameSession, qtbot: QtBot, window: MainWindow) -> None:
    session.start(GameCode.parse("RU1-R-AAAAABB"))
    dialog = commands_of(window).show_rules()
    qtbot.addWidget(dialog)
    assert dialog.rules is RuleSet.RELAXED
    text = plain(dialog)
    assert "Russian Solitaire: Mixed suits" in text
    assert "whatever its suit" in text
    assert "same suit and exactly" not in text
    for words in EVERYTHING:
        assert words in text, words


def test_the_open_rules_follow_a_new_rule_set(
    session: GameSession, qtbot: QtBot, window: MainWindow
) -> None:
    commands = commands_of(window)
    first = commands.show_rules()
    assert commands.show_rules() is first  # one at a time
    session.start(GameCode.parse("RU1-R-AAAAABB"))
    first_closed: list[int] = []
    first.finished.connect(first_closed.append)
    second = commands.show_rules()
    qtbot.addWidget(second)
    assert first_closed and second is not first
    assert second.rules is RuleSet.RELAXED and second.isVisible()


def test_the_group_limit_comes_from_the_model(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rules, "GROUP_LIMIT", 17)
    dialog = RulesDialog(RuleSet.CLASSIC)
    qtbot.addWidget(dialog)
    assert "At most 17 cards" in plain(dialog)


def test_the_rules_window_fits_a_small_screen(qtbot: QtBot) -> None:
    dialog = RulesDialog(RuleSet.CLASSIC)
    qtbot.addWidget(dialog)
    room = QRect(0, 0, 1024, 600)
    size = fit_to_screen(dialog, WANTED_SIZE, room)
    assert size.height() + FRAME.height() <= room.height()
    assert size.width() == WANTED_SIZE.width()
    assert dialog.height() == size.height()
