"""Who the app is to the desktop: its name, version and desktop-file id (no Qt import here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rusol_qt import __version__

if TYPE_CHECKING:
    from PySide6.QtGui import QGuiApplication

APP_ID = "io.github.rusolqt.RusolQt"
"""Reverse-DNS id: the .desktop file's name, the AppStream id, the macOS bundle identifier."""

APP_NAME = "rusol-qt"


def set_app_identity(app: QGuiApplication) -> None:
    """Give ``app`` its name, version and desktop-file id.

    The display name is left alone: once set, Qt appends it to every window title. The icon is
    drawn apart (:func:`rusol_qt.base.icon.app_icon`), once the window's first frame is painted.

    The desktop-file id ties the running windows to the installed .desktop file (the Wayland
    app id, the GNOME and KDE task bars), so their icon and name match the menu entry.
    """
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
