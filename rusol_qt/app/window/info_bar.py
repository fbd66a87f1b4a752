"""The info bar above the table: score, time, moves, the rule set and the game code (Copy)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.base.words import format_time, rule_set_name
from rusol_qt.model.game import Game
from rusol_qt.model.rules import RuleSet


class InfoBar(FollowsLanguage, QWidget):
    """Score, time, moves and the game code above the table; the code can be copied."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """Create the bar with empty figures."""
        super().__init__(parent)
        self.setObjectName("InfoBar")
        self.score_label, self.time_label, self.moves_label, self.code_label = (
            QLabel(),
            QLabel(),
            QLabel(),
            QLabel(),
        )
        self.score_value, self.time_value = QLabel("0"), QLabel("0:00")
        self.moves_value = QLabel("0")
        self.code_value = QLabel()
        # The rule set in play, by its name alone: the bar has no room for a label at 720 px.
        self.rules_value = QLabel()
        self._rules: RuleSet | None = None
        # A replay's recorded playing time, shown instead of the clock (``None``: the clock).
        self.recorded_seconds: float | None = None
        self.code_value.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.code_value.setCursor(Qt.CursorShape.IBeamCursor)
        self.copy_button = QToolButton()
        self.copy_button.setAutoRaise(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(6)
        # Each figure keeps room for its usual widths, so the bar does not jump as they change.
        for label, value, widest in (
            (self.score_label, self.score_value, "0000"),
            (self.time_label, self.time_value, "0:00:00"),
            (self.moves_label, self.moves_value, "0000"),
        ):
            layout.addWidget(label)
            layout.addWidget(value)
            layout.addSpacing(14)
            font = value.font()
            font.setBold(True)
            value.setFont(font)
            value.setMinimumWidth(value.fontMetrics().horizontalAdvance(widest))
        layout.addStretch(1)
        layout.addWidget(self.rules_value)
        layout.addSpacing(14)
        layout.addWidget(self.code_label)
        layout.addWidget(self.code_value)
        layout.addWidget(self.copy_button)
        font = self.rules_value.font()
        font.setBold(True)
        self.rules_value.setFont(font)
        font = self.code_value.font()
        font.setFamily("monospace")
        font.setStyleHint(font.StyleHint.Monospace)
        font.setBold(True)
        self.code_value.setFont(font)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.score_label.setText(self.tr("Score:"))
        self.time_label.setText(self.tr("Time:"))
        if self.recorded_seconds is not None:
            # A record keeps no time per move: the whole game's time, said to be that. In the
            # tooltip: a longer label would push the rule set off the bar at 720 px.
            self.time_label.setToolTip(self.tr("The playing time of the whole recorded game"))
        self.moves_label.setText(self.tr("Moves:"))
        self.rules_value.setToolTip(self.tr("The rule set of this game"))
        if self._rules is not None:
            self._show_rules(self._rules)
        self.code_label.setText(self.tr("Game:"))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the game code"))

    def add_before_code(self, widget: QWidget) -> None:
        """Put ``widget`` (another figure, as the solver status) after the moves, on the left."""
        layout = self.layout()
        assert isinstance(layout, QHBoxLayout)
        # Before the stretch that pushes the rule set and the game code to the right edge.
        layout.insertWidget(layout.indexOf(self.rules_value) - 1, widget)

    def show_game(self, game: Game, seconds: float) -> None:
        """Show the figures of ``game``."""
        self.score_value.setText(str(game.score))
        self.moves_value.setText(str(game.moves))
        self.code_value.setText(str(game.code))
        self._show_rules(game.rules)
        self.show_time(seconds)

    def _show_rules(self, rules: RuleSet) -> None:
        self._rules = rules
        name = rule_set_name(rules)
        self.rules_value.setText(name)
        self.rules_value.setAccessibleName(self.tr("Rules: %1").replace("%1", name))

    def show_time(self, seconds: float) -> None:
        """Show the game's time (a replay's recorded time instead, while one is on)."""
        shown = seconds if self.recorded_seconds is None else self.recorded_seconds
        self.time_value.setText(format_time(shown))

    def show_recorded_time(self, seconds: float | None) -> None:
        """Show a replay's recorded playing time in place of the clock; ``None``: the clock."""
        self.recorded_seconds = seconds
        if seconds is None:
            self.time_label.setToolTip("")
        self.retranslate_ui()
        if seconds is not None:
            self.show_time(seconds)
