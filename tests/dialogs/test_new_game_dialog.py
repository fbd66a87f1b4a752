"""The New Game dialog: rule set, code checked as typed, random deal, remembered rule set."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from rusol_qt.base.settings import Settings
from rusol_qt.dialogs.new_game import NewGameDialog
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet

# The offscreen platform says it cannot pass size hints on; nothing is wrong with the dialog.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "settings.ini")


@pytest.fixture
def dialog(qtbot: QtBot, settings: Settings) -> NewGameDialog:
    widget = NewGameDialog(settings)
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    return widget


def ok_button(dialog: NewGameDialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_classic_is_the_default_and_an_empty_code_deals_at_random(dialog: NewGameDialog) -> None:
    assert dialog.rules() is RuleSet.CLASSIC
    assert dialog.is_random() and ok_button(dialog).isEnabled()
    codes = {dialog.game_code() for _ in range(5)}
    assert len(codes) > 1  # fresh deals
    assert all(code.rules is RuleSet.CLASSIC for code in codes)
    assert "random" in dialog.verdict.text()


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("XX1-C-ABCDEFG", "starts with RU, not “XX1”"),
        ("RU9-C-ABCDEFG", "version 9 is unknown"),
        ("RU1-X-ABCDEFG", "not “X”"),
        ("RU1-C-ABC", "7 letters; it has 3"),
        ("RU1-C-ABC1EFG", "not “1”"),
        ("RU1", "looks like RU1-C-ABCDEFG"),
    ],
)
def test_invalid_code_typed_shows_the_reason_and_blocks_ok(
    qtbot: QtBot, dialog: NewGameDialog, typed: str, shown: str
) -> None:
    qtbot.keyClicks(dialog.code_field, typed)
    assert shown in dialog.verdict.text()
    assert not ok_button(dialog).isEnabled()
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_Return)
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()


def test_the_reason_follows_each_keystroke(qtbot: QtBot, dialog: NewGameDialog) -> None:
    qtbot.keyClicks(dialog.code_field, "RU1-C-ABCDEF")
    assert "it has 6" in dialog.verdict.text()
    qtbot.keyClicks(dialog.code_field, "G")
    assert ok_button(dialog).isEnabled()
    assert "RU1-C-ABCDEFG" in dialog.verdict.text()
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_Backspace)
    assert not ok_button(dialog).isEnabled()


def test_a_valid_code_sets_the_rule_set_from_its_letter(
    qtbot: QtBot, dialog: NewGameDialog, settings: Settings
) -> None:
    dialog.code_field.setText("  ru1-r-abcdefg ")  # pasted: spaces and lower case are fine
    assert dialog.rules() is RuleSet.RELAXED
    assert dialog.game_code() == GameCode.parse("RU1-R-ABCDEFG")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert settings.last_rules is RuleSet.RELAXED


def test_choosing_the_other_rule_set_rewrites_the_codes_letter(dialog: NewGameDialog) -> None:
    dialog.code_field.setText("RU1-C-ABCDEFG")
    dialog.set_rules(RuleSet.RELAXED)
    assert dialog.code_field.text() == "RU1-R-ABCDEFG"
    assert dialog.game_code() == GameCode.parse("RU1-R-ABCDEFG")


def test_the_last_rule_set_is_remembered(qtbot: QtBot, settings: Settings) -> None:
    first = NewGameDialog(settings)
    qtbot.addWidget(first)
    first.set_rules(RuleSet.RELAXED)
    first.accept()
    second = NewGameDialog(settings)
    qtbot.addWidget(second)
    assert second.rules() is RuleSet.RELAXED
    assert second.game_code().rules is RuleSet.RELAXED


def test_cancel_remembers_nothing(qtbot: QtBot, dialog: NewGameDialog, settings: Settings) -> None:
    dialog.set_rules(RuleSet.RELAXED)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert settings.last_rules is RuleSet.CLASSIC


@pytest.mark.skipif(
    sys.platform == "darwin", reason="macOS has no Alt mnemonics (Qt turns them off)"
)
def test_keyboard_only(qtbot: QtBot, dialog: NewGameDialog) -> None:
    # A mnemonic "animates" the click: the button is pressed a moment later.
    qtbot.keyClick(dialog, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.rules() is RuleSet.RELAXED)
    qtbot.keyClick(dialog, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    assert dialog.code_field.hasFocus()
    qtbot.keyClicks(dialog.code_field, "RU1-C-AAAAABB")
    assert dialog.rules() is RuleSet.CLASSIC
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.code_field, Qt.Key.Key_Return)
    assert dialog.game_code() == GameCode.parse("RU1-C-AAAAABB")
