"""The app's icon, drawn from the one hand-made SVG (the app's name and id: ``identity``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.base.packaged import resource

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""Square sizes in pixels that window managers, docks and installers ask for."""


def icon_svg() -> bytes:
    """The app icon's SVG source, the hand-made ``resources/rusol-qt.svg`` (``packaged``).

    Raises:
        FileNotFoundError: neither the package nor a checkout around it holds the icon.
    """
    return resource("rusol-qt.svg").read_bytes()


def _renderer() -> QSvgRenderer:
    renderer = QSvgRenderer(QByteArray(icon_svg()))
    if not renderer.isValid():
        raise ValueError("rusol-qt.svg is not a valid SVG")
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


def app_icon(sizes: Sequence[int] = ICON_SIZES) -> QIcon:
    """The app icon at ``sizes`` (by default every size in ``ICON_SIZES``).

    Drawn here rather than handed to ``QIcon(path)`` so that it needs neither Qt's SVG icon
    engine plugin nor a real file on disk (a zipped or frozen package has none).
    """
    renderer = _renderer()
    icon = QIcon()
    for size in sizes:
        icon.addPixmap(QPixmap.fromImage(render_icon(size, renderer)))
    return icon
