"""Telling the player something over a window, without waiting for the answer."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call


def tell(parent: QWidget, text: str, warning: bool = False) -> None:
    """Show ``text`` in a message box over ``parent``; it closes itself when answered."""
    # Imported here: the class costs start-up time (PySide6 builds its enums on first use).
    from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415

    icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
    title = QCoreApplication.translate("App", "Russian Solitaire")
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
