"""The dialog after a win: score, time and moves, and the choice of a new game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.base.words import format_time


class WinDialog(FollowsLanguage, QDialog):
    """Tells the player the game is won; ``accept()`` means a new game, ``reject()`` close."""

    def __init__(
        self, score: int, seconds: float, moves: int, parent: QWidget | None = None
    ) -> None:
        """Show ``score``, the time ``seconds`` and the number of ``moves``."""
        super().__init__(parent)
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setWeight(QFont.Weight.Bold)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score_label, self.time_label, self.moves_label = QLabel(), QLabel(), QLabel()
        self.score_value = QLabel(str(score))
        self.time_value = QLabel(format_time(seconds))
        self.moves_value = QLabel(str(moves))
        figures = QFormLayout()
        figures.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        figures.setFormAlignment(Qt.AlignmentFlag.AlignHCenter)
        figures.setHorizontalSpacing(16)
        figures.setVerticalSpacing(6)
        for label, value in (
            (self.score_label, self.score_value),
            (self.time_label, self.time_value),
            (self.moves_label, self.moves_value),
        ):
            bold = QFont(value.font())
            bold.setPointSizeF(bold.pointSizeF() * 1.15)
            bold.setWeight(QFont.Weight.DemiBold)
            value.setFont(bold)
            figures.addRow(label, value)
        self.buttons = QDialogButtonBox()
        self.new_game_button = QPushButton()
        self.close_button = QPushButton()
        self.buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.new_game_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 18)
        layout.setSpacing(16)
        layout.addWidget(self.title)
        layout.addLayout(figures)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(340)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("You won!"))
        self.title.setText(self.tr("Congratulations, you won!"))
        self.score_label.setText(self.tr("Score:"))
        self.time_label.setText(self.tr("Time:"))
        self.moves_label.setText(self.tr("Moves:"))
        self.new_game_button.setText(self.tr("&New game"))
        self.close_button.setText(self.tr("&Close"))
