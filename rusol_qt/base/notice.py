"""Telling the player something over a window, as a rule without waiting for the answer."""

from __future__ import annotations

import logging
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, Qt, QThread
from PySide6.QtWidgets import QWidget

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call

log = logging.getLogger(__name__)


class Notice(NamedTuple):
    """Something to tell the player: the sentence, and the system's own words for "Details"."""

    text: str
    details: str = ""


def tell(
    parent: QWidget, text: str, warning: bool = False, details: str = "", wait: bool = False
) -> None:
    """Show ``text`` in a message box over ``parent``; it closes itself when answered.

    ``details`` (the system's own, technical words) go to the box's "Details" section, never
    into the sentence the player reads. With ``wait``, return only once the player has read it:
    for what must be said while the app is quitting, which would otherwise take the box along
    (only where an event loop runs: outside one, no player is there to read it).
    """
    # Imported here: the class costs start-up time (PySide6 builds its enums on first use).
    from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415

    # The log says what the player was told (the end-to-end tests read it there).
    log.info("told the player: %s", text.replace("\n", " "))
    icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
    title = QCoreApplication.translate("App", "Russian Solitaire")
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    # Waiting needs an event loop running already (the app's): a window closed outside one (Qt
    # torn down, a script, a test's teardown) has no player to wait for.
    if wait and QThread.currentThread().loopLevel() > 0:
        box.exec()
    else:
        box.open()
