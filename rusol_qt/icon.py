"""The app's icon and desktop identity, drawn from the one SVG that the package carries."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from rusol_qt import (
    __version__,
    qt_runtime,  # noqa: F401 - guards the Qt bindings before any Qt call
)

APP_ID = "io.github.rusolqt.RusolQt"
"""Reverse-DNS id: the .desktop file's name, the AppStream id, the macOS bundle identifier."""

APP_NAME = "rusol-qt"

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""Square sizes in pixels that window managers, docks and installers ask for."""

FIRST_ICON_SIZES = (16, 24, 32, 48, 64)
"""The sizes a title bar and a task bar show, drawn before the window is first shown.

The large ones cost most of the drawing (and, on X11, of the icon data sent with the new window);
the app adds them right after the window is on screen.
"""

LATER_ICON_SIZES = tuple(size for size in ICON_SIZES if size not in FIRST_ICON_SIZES)
"""The sizes added once the window is shown."""


def icon_svg() -> bytes:
    """The app icon's SVG source, read from the installed package (or a bundle's copy of it)."""
    return (resources.files("rusol_qt") / "resources" / "rusol-qt.svg").read_bytes()


def _renderer() -> QSvgRenderer:
    renderer = QSvgRenderer(QByteArray(icon_svg()))
    if not renderer.isValid():
        raise ValueError("the packaged rusol-qt.svg is not a valid SVG")
    return renderer


def render_icon(size: int, renderer: QSvgRenderer | None = None) -> QImage:
    """The app icon drawn at ``size`` x ``size`` pixels on a transparent background.

    Args:
        size: The width and height in pixels.
        renderer: The icon's SVG, already parsed (drawing several sizes parses it once).

    Raises:
        ValueError: if the SVG cannot be read, so a broken icon fails loudly in tests and builds.
    """
    if renderer is None:
        renderer = _renderer()
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def app_icon(sizes: Sequence[int] = ICON_SIZES, icon: QIcon | None = None) -> QIcon:
    """The app icon at ``sizes`` (by default every size in ``ICON_SIZES``).

    With ``icon``, the sizes are added to that icon (the large sizes after the first ones).

    Drawn here rather than handed to ``QIcon(path)`` so that it needs neither Qt's SVG icon
    engine plugin nor a real file on disk (a zipped or frozen package has none).
    """
    renderer = _renderer()
    icon = QIcon() if icon is None else QIcon(icon)
    for size in sizes:
        icon.addPixmap(QPixmap.fromImage(render_icon(size, renderer)))
    return icon


def set_app_identity(app: QGuiApplication, icon_sizes: Sequence[int] = ICON_SIZES) -> None:
    """Give ``app`` its icon (at ``icon_sizes``), name, version and desktop-file id.

    The display name is left alone: once set, Qt appends it to every window title.

    The desktop-file id ties the running windows to the installed .desktop file (the Wayland
    app id, the GNOME and KDE task bars), so their icon and name match the menu entry.
    """
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon(icon_sizes))
