"""The Settings dialog: how the player acts on the table, the language and the deck.

Every change applies at once (there is nothing to confirm); Restore Defaults puts back the
spec's values and Close closes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from rusol_qt.storage.settings import DEFAULTS, Settings

#: The settings shown as check boxes, in the order of the dialog.
CHECKED_SETTINGS = (
    "double_click",
    "placement_help",
    "interactive_rules",
    "auto_placement",
    "resume_game",
)


def shipped_languages() -> list[tuple[str, str]]:
    """The interface languages to offer: (code, the language's own name), system default first.

    The i18n module knows which translations ship; until it is part of the app, English (the
    language of the source texts) is the only one.
    """
    try:
        from rusol_qt.i18n import available_languages  # type: ignore[import-not-found]
    except ImportError:
        return [("", ""), ("en", "English")]
    languages: list[tuple[str, str]] = available_languages()
    return languages


class SettingsDialog(QDialog):
    """The player's settings, applied as soon as they change."""

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        languages: Callable[[], list[tuple[str, str]]] = shipped_languages,
    ) -> None:
        """Show ``settings``; ``languages`` lists the interface languages to offer."""
        super().__init__(parent)
        self._settings = settings

        self._play_box = QGroupBox()
        play_layout = QVBoxLayout(self._play_box)
        #: One check box per setting of :data:`CHECKED_SETTINGS`.
        self.check_boxes: dict[str, QCheckBox] = {}
        self._explanations: dict[str, QLabel] = {}
        for key in CHECKED_SETTINGS:
            box = QCheckBox()
            explanation = QLabel()
            explanation.setWordWrap(True)
            explanation.setIndent(24)
            explanation.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            box.toggled.connect(lambda on, key=key: self._set(key, on))
            self.check_boxes[key] = box
            self._explanations[key] = explanation
            play_layout.addWidget(box)
            play_layout.addWidget(explanation)

        self._look_box = QGroupBox()
        look_layout = QFormLayout(self._look_box)
        self.language_box = QComboBox()
        for code, name in languages():
            self.language_box.addItem(name, code)
        self._language_label = QLabel()
        self._language_label.setBuddy(self.language_box)
        self.classic_deck = QRadioButton()
        self.four_colour_deck = QRadioButton()
        self._deck_group = QButtonGroup(self)
        self._deck_group.addButton(self.classic_deck)
        self._deck_group.addButton(self.four_colour_deck)
        deck_row = QHBoxLayout()
        deck_row.addWidget(self.classic_deck)
        deck_row.addWidget(self.four_colour_deck)
        deck_row.addStretch(1)
        self._deck_label = QLabel()
        look_layout.addRow(self._language_label, self.language_box)
        look_layout.addRow(self._deck_label, deck_row)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.RestoreDefaults | QDialogButtonBox.StandardButton.Close
        )
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._clicked)

        layout = QVBoxLayout(self)
        layout.addWidget(self._play_box)
        layout.addWidget(self._look_box)
        layout.addSpacing(6)
        layout.addWidget(self.buttons)

        self.language_box.currentIndexChanged.connect(self._language_chosen)
        self.four_colour_deck.toggled.connect(lambda on: self._set("four_colour", on))
        settings.changed.connect(self._show)
        self.retranslate_ui()
        self._show()
        self.setMinimumWidth(460)
        # Wrapped explanations make the first size guess too tall: fit the content at this width.
        self.resize(460, self.heightForWidth(460) if self.hasHeightForWidth()
                    else self.sizeHint().height())

    def _set(self, key: str, value: object) -> None:
        self._settings[key] = value

    def _language_chosen(self, index: int) -> None:
        if index >= 0:
            self._settings["language"] = self.language_box.itemData(index)

    def _clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.ResetRole:
            for key in (*CHECKED_SETTINGS, "four_colour", "language"):
                self._settings[key] = DEFAULTS[key]

    def _show(self, _key: str = "") -> None:
        """Show the current values (also when they change from elsewhere)."""
        for key, box in self.check_boxes.items():
            box.blockSignals(True)
            box.setChecked(bool(self._settings[key]))
            box.blockSignals(False)
        for button, on in (
            (self.four_colour_deck, self._settings["four_colour"]),
            (self.classic_deck, not self._settings["four_colour"]),
        ):
            button.blockSignals(True)
            button.setChecked(bool(on))
            button.blockSignals(False)
        index = self.language_box.findData(self._settings["language"])
        self.language_box.blockSignals(True)
        # A language that no longer ships shows as the system default.
        self.language_box.setCurrentIndex(max(index, 0))
        self.language_box.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """Follow a change of the interface language."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Settings"))
        self._play_box.setTitle(self.tr("Playing"))
        texts = {
            "double_click": (
                self.tr("&Double-click"),
                self.tr("Double-clicking a card looks for a place for it on the table."),
            ),
            "placement_help": (
                self.tr("&Placement help"),
                self.tr("While you drag cards, the places that take them are shown."),
            ),
            "interactive_rules": (
                self.tr("&Interactive rules"),
                self.tr("When a move is refused, the rule that refuses it is explained."),
            ),
            "auto_placement": (
                self.tr("&Auto placement"),
                self.tr("When you release a card, the game chooses the column for it."),
            ),
            "resume_game": (
                self.tr("&Resume the game in progress"),
                self.tr(
                    "An unfinished game comes back at the next start. When off, quitting "
                    "records it as abandoned."
                ),
            ),
        }
        for key, (label, explanation) in texts.items():
            self.check_boxes[key].setText(label)
            self._explanations[key].setText(explanation)
        self._look_box.setTitle(self.tr("Appearance"))
        self._language_label.setText(self.tr("&Language:"))
        # The system default is named in the current language; the others in their own.
        self.language_box.setItemText(0, self.tr("System default"))
        self._deck_label.setText(self.tr("Deck:"))
        self.classic_deck.setText(self.tr("&Two colours"))
        self.four_colour_deck.setText(self.tr("&Four colours"))
        self.four_colour_deck.setToolTip(
            self.tr("Each suit in a colour of its own, to tell the suits apart at a glance.")
        )
