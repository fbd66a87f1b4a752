"""Windows that fit the screen: sizes kept within the screen's available area.

A window asks for the size its contents like (a size hint, a remembered size); on a small screen
(1024 × 640, a laptop with a panel) that may not fit, and the player would have to move the
window to reach its buttons. :func:`fit_to_screen` keeps a window, its frame included, inside
the available area of the screen it opens on.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call

#: Room left for the window manager's frame and title bar, until the window has a real frame.
FRAME = QSize(16, 48)


def screen_of(window: QWidget) -> QScreen | None:
    """The screen ``window`` opens on: its parent's, its own, or the primary screen."""
    parent = window.parentWidget()
    screen = parent.screen() if parent is not None else window.screen()
    return screen if screen is not None else QGuiApplication.primaryScreen()


def available_area(window: QWidget) -> QRect | None:
    """The available area (the screen less panels and docks) of the screen ``window`` opens on."""
    screen = screen_of(window)
    return screen.availableGeometry() if screen is not None else None


def frame_of(window: QWidget) -> QSize:
    """How much the frame adds to the window's size: the real frame once shown, at least FRAME.

    At least :data:`FRAME`: right after a window is shown its window manager may not have
    framed it yet, and a platform without a window manager reports next to no frame.
    """
    if window.isVisible():
        frame = window.frameGeometry().size() - window.geometry().size()
        return frame.expandedTo(FRAME)
    return FRAME


def fitted_size(wanted: QSize, room: QRect, frame: QSize = FRAME) -> QSize:
    """``wanted``, made no larger than ``room`` leaves once the frame is counted."""
    return QSize(
        max(1, min(wanted.width(), room.width() - frame.width())),
        max(1, min(wanted.height(), room.height() - frame.height())),
    )


def fit_to_screen(window: QWidget, wanted: QSize | None = None, room: QRect | None = None) -> QSize:
    """Give ``window`` the size it wants (``wanted``, else its size hint) within the screen.

    Its minimum size is lowered as far as needed too, and a shown window is moved back inside
    the available area. ``room`` stands for the screen's available area (tests give one).
    Returns the size given.
    """
    size = wanted if wanted is not None else window.sizeHint()
    room = room if room is not None else available_area(window)
    if room is None:
        window.resize(size)
        return size
    frame = frame_of(window)
    size = fitted_size(size, room, frame)
    minimum = window.minimumSize()
    if minimum.width() > size.width() or minimum.height() > size.height():
        window.setMinimumSize(minimum.boundedTo(size))
    window.resize(size)
    if window.isVisible():
        outer = window.frameGeometry()
        x = min(max(outer.x(), room.left()), room.right() + 1 - outer.width())
        y = min(max(outer.y(), room.top()), room.bottom() + 1 - outer.height())
        if (x, y) != (outer.x(), outer.y()):
            window.move(x, y)
    return size
