"""The Settings dialog: how the player acts on the table, the language and the deck.

Every change applies at once (there is nothing to confirm); Restore Defaults puts back the
spec's values and Close closes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QRect, QTimer
from PySide6.QtGui import QPalette, QShowEvent
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

from rusol_qt.base.fitting import available_area, frame_of
from rusol_qt.base.i18n import FollowsLanguage, available_languages
from rusol_qt.base.settings import Setting, Settings

#: The settings shown as check boxes, in the order of the dialog.
CHECKED_SETTINGS: tuple[Setting[bool], ...] = (
    Settings.double_click,
    Settings.placement_help,
    Settings.interactive_rules,
    Settings.auto_placement,
    Settings.solver_status,
    Settings.resume_game,
)

# The dialog's width, and the steps it grows wider in on a low screen.
WIDTH = 460
WIDTH_STEP = 40

# Every setting the dialog shows, which Restore Defaults puts back.
SHOWN_SETTINGS: tuple[Setting[Any], ...] = (
    *CHECKED_SETTINGS,
    Settings.show_toolbar,
    Settings.four_colour,
    Settings.language,
)


class SettingsDialog(FollowsLanguage, QDialog):
    """The player's settings, applied as soon as they change."""

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        languages: Callable[[], list[tuple[str, str]]] = available_languages,
    ) -> None:
        """Show ``settings``; ``languages`` lists the interface languages to offer.

        ``languages`` gives (code, name) pairs, the system default ("") first; it is asked again
        at every change of language, since the system default's name is translated.
        """
        super().__init__(parent)
        self._settings = settings
        self._languages = languages

        self._play_box = QGroupBox()
        play_layout = QVBoxLayout(self._play_box)
        #: One check box per setting of :data:`CHECKED_SETTINGS`, by the setting's name.
        self.check_boxes: dict[str, QCheckBox] = {}
        self._explanations: dict[str, QLabel] = {}
        for field in CHECKED_SETTINGS:
            box = QCheckBox()
            explanation = QLabel()
            explanation.setWordWrap(True)
            explanation.setIndent(24)
            explanation.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            box.toggled.connect(lambda on, field=field: settings.set_value(field, on))
            self.check_boxes[field.name] = box
            self._explanations[field.name] = explanation
            play_layout.addWidget(box)
            play_layout.addWidget(explanation)

        self._look_box = QGroupBox()
        look_layout = QFormLayout(self._look_box)
        self.language_box = QComboBox()
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
        self.toolbar_box = QCheckBox()
        self.toolbar_box.toggled.connect(lambda on: settings.set_value(Settings.show_toolbar, on))
        look_layout.addRow(self._language_label, self.language_box)
        look_layout.addRow(self._deck_label, deck_row)
        look_layout.addRow(self.toolbar_box)

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
        self.four_colour_deck.toggled.connect(
            lambda on: settings.set_value(Settings.four_colour, on)
        )
        settings.changed.connect(self._show)
        self.retranslate_ui()
        self.setMinimumWidth(WIDTH)
        self._fitted_shown = False
        self._refit = False
        self.fit_texts()

    def _language_chosen(self, index: int) -> None:
        if index >= 0:
            self._settings.language = str(self.language_box.itemData(index))

    def _clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.ResetRole:
            self._settings.reset(list(SHOWN_SETTINGS))

    def _show(self, _key: str = "") -> None:
        """Show the current values (also when they change from elsewhere)."""
        for field in CHECKED_SETTINGS:
            box = self.check_boxes[field.name]
            box.blockSignals(True)
            box.setChecked(self._settings.value(field))
            box.blockSignals(False)
        for button, on in (
            (self.four_colour_deck, self._settings.four_colour),
            (self.classic_deck, not self._settings.four_colour),
            (self.toolbar_box, self._settings.show_toolbar),
        ):
            button.blockSignals(True)
            button.setChecked(bool(on))
            button.blockSignals(False)
        index = self.language_box.findData(self._settings.language)
        self.language_box.blockSignals(True)
        # A language that no longer ships shows as the system default.
        self.language_box.setCurrentIndex(max(index, 0))
        self.language_box.blockSignals(False)

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
            "solver_status": (
                self.tr("&Solver status"),
                self.tr(
                    "The info bar says whether the solver can still win the game from here. "
                    "It looks at the face-down cards, so it sees more than a player can."
                ),
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
        self.language_box.blockSignals(True)
        self.language_box.clear()
        for code, name in self._languages():
            self.language_box.addItem(name, code)
        self.language_box.blockSignals(False)
        self._show()
        self._deck_label.setText(self.tr("Deck:"))
        self.classic_deck.setText(self.tr("&Two colours"))
        self.four_colour_deck.setText(self.tr("&Four colours"))
        self.toolbar_box.setText(self.tr("Show the tool&bar"))
        self.four_colour_deck.setToolTip(
            self.tr("Each suit in a colour of its own, to tell the suits apart at a glance.")
        )
        if self.isVisible():
            # Once every child has its new text too (the buttons retranslate after the dialog);
            # a child that changes its size later asks for a layout, and the dialog fits again.
            self._refit = True
            QTimer.singleShot(0, self.fit_texts)

    def event(self, event: QEvent) -> bool:
        """After a change of language, fit again whenever a child's size changes."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self._refit and self.isVisible():
            self.fit_texts()
        return handled

    def showEvent(self, event: QShowEvent) -> None:
        """Fit the texts once the dialog is polished for its screen (its style's margins)."""
        super().showEvent(event)
        if not self._fitted_shown:
            self._fitted_shown = True
            self.fit_texts()

    def fit_texts(self, room: QRect | None = None) -> None:
        """Take the size the texts need: :data:`WIDTH` wide, wider only where the screen is low.

        Word-wrapped explanations do not raise a window's minimum height, and a window keeps its
        size when its texts change: so after every change of language the dialog grows to a
        longer language's texts and shrinks back to a shorter one's. On a low screen (a taller
        script such as Thai on 640 pixels) it grows wider, so that it wraps into fewer lines,
        rather than taller than the screen. ``room`` stands for the screen's available area.
        """
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        room = room if room is not None else available_area(self)
        frame = frame_of(self)

        def needed(width: int) -> int:
            return max(self.heightForWidth(width), layout.totalMinimumSize().height())

        width = max(WIDTH, layout.totalMinimumSize().width())
        height = needed(width)
        if room is not None:
            widest = room.width() - frame.width()
            while height > room.height() - frame.height() and width + WIDTH_STEP <= widest:
                width += WIDTH_STEP
                height = needed(width)
        self.resize(width, height)
