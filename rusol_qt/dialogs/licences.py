"""The Licences window: the app's licence and those of everything it is built with."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.base.licences import Licence, licences


class LicencesDialog(FollowsLanguage, QDialog):
    """Each component on the left, with its licence; the chosen one's texts on the right.

    The names of the components and of their licences are names, and the licence texts legal
    texts: they are shown as they are, in every language.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        """List every component, the app first and shown."""
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self._intro = QLabel()
        self._intro.setWordWrap(True)
        self.components = QListWidget()
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        # Licence texts are laid out in fixed columns, with their own line breaks.
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self._licences: list[Licence] = licences()
        for licence in self._licences:
            self.components.addItem(f"{licence.name} — {licence.licence}")
        self.components.currentRowChanged.connect(self._show)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.components)
        split.addWidget(self.text)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._intro)
        layout.addWidget(split, 1)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self.components.setCurrentRow(0)
        width = self.components.sizeHintForColumn(0) + 2 * self.components.frameWidth() + 8
        split.setSizes([width, 640])
        self.resize(width + 700, 620)

    def _show(self, row: int) -> None:
        if 0 <= row < len(self._licences):
            self.text.setPlainText(self._licences[row].text())

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Licences"))
        self.components.setAccessibleName(self.tr("Components"))
        self.text.setAccessibleName(self.tr("Licence text"))
        self._intro.setText(
            self.tr(
                "Russian Solitaire is free software under the MIT licence. It is built with "
                "the software below, each under its own licence; the game's packages and "
                "installers carry these texts."
            )
        )
