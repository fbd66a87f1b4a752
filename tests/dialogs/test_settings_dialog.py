"""The Settings dialog: every change applies at once, defaults come back, keyboard works."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from rusol_qt.base.settings import Setting, Settings
from rusol_qt.dialogs.settings import CHECKED_SETTINGS, SHOWN_SETTINGS, SettingsDialog
from rusol_qt.model.rules import RuleSet

LANGUAGES = [("", "System default"), ("en", "English"), ("nb", "Norsk bokmål"), ("th", "ไทย")]


# The offscreen platform says it cannot pass size hints on; nothing is wrong with the dialog.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "settings.ini")


@pytest.fixture
def dialog(qtbot: QtBot, settings: Settings) -> SettingsDialog:
    widget = SettingsDialog(settings, languages=lambda: LANGUAGES)
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    return widget


def test_shows_the_spec_defaults(dialog: SettingsDialog) -> None:
    assert {key: box.isChecked() for key, box in dialog.check_boxes.items()} == {
        "double_click": True,
        "placement_help": True,
        "interactive_rules": True,
        "auto_placement": False,
        "solver_status": False,
        "resume_game": True,
    }
    assert dialog.toolbar_box.isChecked()
    assert dialog.classic_deck.isChecked() and not dialog.four_colour_deck.isChecked()
    assert dialog.language_box.currentData() == ""
    assert dialog.language_box.currentText() == "System default"


@pytest.mark.parametrize("key", CHECKED_SETTINGS)
def test_a_click_applies_at_once(
    qtbot: QtBot, dialog: SettingsDialog, settings: Settings, key: Setting[bool], tmp_path: Path
) -> None:
    with qtbot.waitSignal(settings.changed) as blocker:
        box = dialog.check_boxes[key.name]
        # On the box itself: a check box stretched across the dialog is not clickable everywhere.
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert blocker.args == [key.name]
    assert settings.value(key) is not key.default
    assert Settings(tmp_path / "settings.ini").value(key) is not key.default


#: What the app remembers for the player without asking: no setting of the dialog.
REMEMBERED = {"last_rules", "winnable_only", "window_geometry"}


def test_every_setting_is_in_the_dialog() -> None:
    assert {field.name for field in SHOWN_SETTINGS} == {
        field.name for field in Settings.fields()
    } - REMEMBERED
    assert {"solver_status", "resume_game", "show_toolbar"} <= {f.name for f in SHOWN_SETTINGS}


def test_solver_status_and_toolbar_apply_and_restore(
    qtbot: QtBot, dialog: SettingsDialog, settings: Settings
) -> None:
    dialog.check_boxes["solver_status"].click()
    dialog.toolbar_box.click()
    assert settings.solver_status is True and settings.show_toolbar is False
    restore = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    qtbot.mouseClick(restore, Qt.MouseButton.LeftButton)
    assert settings.solver_status is False and settings.show_toolbar is True
    assert dialog.toolbar_box.isChecked()


def test_deck_and_language(qtbot: QtBot, dialog: SettingsDialog, settings: Settings) -> None:
    qtbot.mouseClick(dialog.four_colour_deck, Qt.MouseButton.LeftButton)
    assert settings.four_colour is True
    qtbot.mouseClick(dialog.classic_deck, Qt.MouseButton.LeftButton)
    assert settings.four_colour is False
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("th"))
    assert settings.language == "th"


def test_restore_defaults(qtbot: QtBot, dialog: SettingsDialog, settings: Settings) -> None:
    settings.auto_placement = True
    settings.double_click = False
    settings.four_colour = True
    settings.language = "nb"
    settings.last_rules = RuleSet.RELAXED
    assert dialog.check_boxes["auto_placement"].isChecked()  # follows changes from elsewhere
    assert dialog.language_box.currentData() == "nb"
    restore = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    qtbot.mouseClick(restore, Qt.MouseButton.LeftButton)
    assert settings.auto_placement is False and settings.double_click is True
    assert settings.four_colour is False and settings.language == ""
    assert settings.last_rules is RuleSet.RELAXED  # a choice of the New Game dialog, not a setting
    assert not dialog.check_boxes["auto_placement"].isChecked()
    assert dialog.classic_deck.isChecked()


@pytest.mark.skipif(
    sys.platform == "darwin", reason="macOS has no Alt mnemonics (Qt turns them off)"
)
def test_keyboard_toggles_and_escape_closes(
    qtbot: QtBot, dialog: SettingsDialog, settings: Settings
) -> None:
    # A mnemonic "animates" the click: the button is pressed a moment later.
    qtbot.keyClick(dialog, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: settings.auto_placement is True)
    qtbot.keyClick(dialog, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: settings.four_colour is True)
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)


def test_a_language_that_no_longer_ships_shows_the_system_default(
    qtbot: QtBot, settings: Settings
) -> None:
    settings.language = "fr"
    widget = SettingsDialog(settings, languages=lambda: LANGUAGES)
    qtbot.addWidget(widget)
    assert widget.language_box.currentData() == ""
    assert settings.language == "fr"  # untouched until the player picks one


def test_the_shipped_languages_are_offered(qtbot: QtBot, settings: Settings) -> None:
    widget = SettingsDialog(settings)
    qtbot.addWidget(widget)
    box = widget.language_box
    codes = [box.itemData(i) for i in range(box.count())]
    assert codes[0] == "" and box.itemText(0).startswith("System default")
    assert {"nb", "th"} <= set(codes)


def test_the_list_follows_a_change_of_language(dialog: SettingsDialog, settings: Settings) -> None:
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("nb"))
    dialog._languages = lambda: [("", "Systemstandard (norsk bokmål)"), ("nb", "Norsk bokmål")]
    dialog.retranslate_ui()  # what a LanguageChange event does
    assert dialog.language_box.itemText(0) == "Systemstandard (norsk bokmål)"
    assert dialog.language_box.currentData() == "nb" and settings.language == "nb"
