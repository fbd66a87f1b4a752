"""The New Game dialog: the rule set and an optional game code, checked as it is typed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.base.settings import Settings
from rusol_qt.base.words import code_problem, rule_set_description, rule_set_name
from rusol_qt.model.gamecode import GameCode, GameCodeError
from rusol_qt.model.rules import RuleSet


def _warning_colour(palette: QPalette) -> str:
    """A red that reads well on the dialog's background, light or dark."""
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    return "#ff8a80" if dark else "#b3261e"


class NewGameDialog(FollowsLanguage, QDialog):
    """Choose the rule set and, optionally, the deal by its code.

    After ``exec()`` returns ``Accepted``, :meth:`game_code` is the game to start: the typed code,
    or a fresh random deal of the chosen rule set when the field is empty. The chosen rule set is
    remembered in the settings as ``last_rules``.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        """Build the dialog, starting on the rule set chosen last time."""
        super().__init__(parent)
        self._settings = settings
        self._typed: GameCode | None = None
        self._problem: GameCodeError | None = None

        self._rules_box = QGroupBox()
        self._buttons_by_rules: dict[RuleSet, QRadioButton] = {}
        self._descriptions: dict[RuleSet, QLabel] = {}
        self._rule_group = QButtonGroup(self)
        rules_layout = QVBoxLayout(self._rules_box)
        for rules in RuleSet:
            button = QRadioButton()
            description = QLabel()
            description.setWordWrap(True)
            description.setIndent(24)
            description.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            description.setBuddy(button)
            self._rule_group.addButton(button)
            self._buttons_by_rules[rules] = button
            self._descriptions[rules] = description
            rules_layout.addWidget(button)
            rules_layout.addWidget(description)
        relaxed = settings.last_rules is RuleSet.RELAXED
        self._buttons_by_rules[RuleSet.RELAXED if relaxed else RuleSet.CLASSIC].setChecked(True)

        self._code_label = QLabel()
        self.code_field = QLineEdit()
        self.code_field.setClearButtonEnabled(True)
        self.code_field.setMaxLength(40)
        self._code_label.setBuddy(self.code_field)
        #: What the typed code means, or why it cannot be read.
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setMinimumHeight(self.verdict.fontMetrics().lineSpacing() * 2)
        #: Random deals only: the solver draws deals until it proves one winnable.
        self.winnable_only = QCheckBox()
        self.winnable_only.setChecked(settings.winnable_only)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self._rules_box)
        layout.addSpacing(6)
        layout.addWidget(self._code_label)
        layout.addWidget(self.code_field)
        layout.addWidget(self.verdict)
        layout.addWidget(self.winnable_only)
        layout.addSpacing(6)
        layout.addWidget(self.buttons)

        self.code_field.textChanged.connect(self._check_code)
        self._rule_group.buttonToggled.connect(self._rules_toggled)
        self.retranslate_ui()
        self._check_code(self.code_field.text())
        self.setMinimumWidth(440)
        # Wrapped explanations make the first size guess too tall: fit the content at this width.
        self.resize(
            440, self.heightForWidth(440) if self.hasHeightForWidth() else self.sizeHint().height()
        )

    # -- what the player chose -------------------------------------------------------------------

    def rules(self) -> RuleSet:
        """The chosen rule set."""
        for rules, button in self._buttons_by_rules.items():
            if button.isChecked():
                return rules
        return RuleSet.CLASSIC

    def set_rules(self, rules: RuleSet) -> None:
        """Choose a rule set, as a click on its button would."""
        self._buttons_by_rules[rules].setChecked(True)

    def game_code(self) -> GameCode:
        """The game to start: the typed code, or a new random deal of the chosen rule set."""
        if self._typed is not None:
            return self._typed.with_rules(self.rules())
        return GameCode.random(self.rules())

    def is_random(self) -> bool:
        """Whether the field is empty, so a random deal will be dealt."""
        return not self.code_field.text().strip()

    def wants_winnable(self) -> bool:
        """Whether the random deal must be one the solver proves winnable."""
        return self.is_random() and self.winnable_only.isChecked()

    # -- reacting --------------------------------------------------------------------------------

    def _check_code(self, text: str) -> None:
        self._typed, self._problem = None, None
        if text.strip():
            try:
                self._typed = GameCode.parse(text)
            except GameCodeError as error:
                self._problem = error
        if self._typed is not None and self._typed.rules is not self.rules():
            # The code's letter names its rule set: follow it.
            self._buttons_by_rules[self._typed.rules].setChecked(True)
        self._show_verdict()

    def _rules_toggled(self) -> None:
        if self._typed is not None and self._typed.rules is not self.rules():
            # The same deal under the other rule set: rewrite the letter so field and choice agree.
            self._typed = self._typed.with_rules(self.rules())
            self.code_field.blockSignals(True)
            self.code_field.setText(str(self._typed))
            self.code_field.blockSignals(False)
        self._show_verdict()

    def _show_verdict(self) -> None:
        # A typed code names its deal: "only winnable" is for random deals.
        self.winnable_only.setEnabled(self.is_random())
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self._problem is None)
        if self._problem is not None:
            self.verdict.setText(code_problem(self._problem))
            self.verdict.setStyleSheet(f"color: {_warning_colour(self.palette())};")
        else:
            self.verdict.setStyleSheet("")
            if self._typed is not None:
                self.verdict.setText(
                    self.tr("Deal %1 under the %2 rules.")
                    .replace("%1", str(self._typed.with_rules(self.rules())))
                    .replace("%2", rule_set_name(self.rules()))
                )
            else:
                self.verdict.setText(self.tr("Leave the code empty for a new random deal."))

    def accept(self) -> None:
        """Remember the rule set, then close; refused while the code cannot be read."""
        if self._problem is not None:
            return
        self._settings.last_rules = self.rules()
        self._settings.winnable_only = self.winnable_only.isChecked()
        super().accept()

    # -- language --------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("New Game"))
        self._rules_box.setTitle(self.tr("Rules"))
        for rules, description in self._descriptions.items():
            description.setText(rule_set_description(rules))
        self._buttons_by_rules[RuleSet.CLASSIC].setText(self.tr("C&lassic"))
        self._buttons_by_rules[RuleSet.RELAXED].setText(self.tr("&Mixed suits"))
        self._code_label.setText(self.tr("&Game code (optional):"))
        self.code_field.setPlaceholderText(self.tr("RU1-C-ABCDEFG"))
        self.code_field.setToolTip(
            self.tr("Type or paste the code of a deal to play it again, or leave it empty.")
        )
        self.winnable_only.setText(self.tr("Only &winnable deals"))
        self.winnable_only.setToolTip(
            self.tr("Deal only a game the solver has proved can be won (it knows every card).")
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Deal"))
        self._show_verdict()
