"""What a player can read in a window: every text of its widgets, menus, scene and tooltips."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from typing import TypeVar

from PySide6.QtCore import QAbstractListModel, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QStatusBar,
    QTabBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from rusol_qt.base import i18n
from tools import linguist

T = TypeVar("T")

#: Data that is shown as it is in every language: game codes, folders and file patterns (the
#: file dialog's).
_DATA = re.compile(
    r"\bRU\d+-[A-Z]-[A-Z0-9]+\b|(?<![\w/])(?:[A-Za-z]:\\|/)[^\s\[\]]*|\([^()]*\*[^()]*\)"
)


def _widget_texts(widget: QWidget) -> Iterator[str]:
    if widget.isWindow():
        yield widget.windowTitle()
    yield widget.toolTip()
    yield widget.statusTip()
    yield widget.whatsThis()
    yield widget.accessibleName()
    yield widget.accessibleDescription()
    if isinstance(widget, QLabel | QAbstractButton):
        yield widget.text()
    elif isinstance(widget, QGroupBox):
        yield widget.title()
    elif isinstance(widget, QLineEdit):
        yield widget.placeholderText()
    elif isinstance(widget, QComboBox):
        own_names = set(i18n.LANGUAGES.values())
        # Languages are listed under their own names, never translated (docs/translations.md).
        yield from (
            text
            for text in (widget.itemText(i) for i in range(widget.count()))
            if text not in own_names
        )
    elif isinstance(widget, QStatusBar):
        yield widget.currentMessage()
    elif isinstance(widget, QTabBar):
        yield from (widget.tabText(i) for i in range(widget.count()))
    elif isinstance(widget, QTextEdit | QPlainTextEdit):
        yield widget.toPlainText()
    elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
        model = widget.model()
        # A list model has one column, and keeps its columnCount private in PySide6.
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
        for orientation, count in (
            (Qt.Orientation.Horizontal, columns),
            (Qt.Orientation.Vertical, 0),
        ):
            for section in range(count):
                header = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
                if isinstance(header, str):
                    yield header
    elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
        yield from scene_texts(widget.scene())


def _action_texts(actions: list[QAction]) -> Iterator[tuple[str, str]]:
    for action in actions:
        if not action.isVisible() or action.isSeparator():
            continue
        yield f"action {action.text()!r}", action.text()
        if action.toolTip() != action.text().replace("&", ""):
            yield f"tooltip of {action.text()!r}", action.toolTip()
        yield f"status tip of {action.text()!r}", action.statusTip()
        menu = action.menu()
        if isinstance(menu, QMenu):
            yield f"menu {menu.title()!r}", menu.title()
            yield from _action_texts(menu.actions())


def scene_texts(scene: QGraphicsScene) -> Iterator[str]:
    """The texts of a scene's visible items: text items and items with a ``text`` string."""
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            yield item.text()
        elif isinstance(item, QGraphicsTextItem):
            yield item.toPlainText()
        else:
            text = getattr(item, "text", None)
            if isinstance(text, str):
                yield text
        yield item.toolTip()


def texts(window: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every non-empty text a player can see in ``window`` and its children.

    Hidden widgets are skipped; menus count with all their visible actions, since a click opens
    them.
    """
    found: list[tuple[str, str]] = []
    for widget in [window, *window.findChildren(QWidget)]:
        if widget is not window and not widget.isVisibleTo(window):
            continue
        where = f"{type(widget).__name__} {widget.objectName()!r}".strip()
        found += [(where, text) for text in _widget_texts(widget) if text]
    actions = list(window.actions())
    if isinstance(window, QMainWindow):
        actions += window.menuBar().actions()
    found += [(where, text) for where, text in _action_texts(actions) if text]
    return found


def untransformed(text: str) -> list[str]:
    """The plain English words of ``text`` that no pseudo-translation covers (empty if none)."""
    plain = html.unescape(re.sub(r"<[^>]*>", " ", text))
    plain = _DATA.sub(" ", plain)
    while True:
        inner = re.sub(
            rf"{re.escape(linguist.PSEUDO_OPEN)}[^{re.escape(linguist.PSEUDO_OPEN)}"
            rf"{re.escape(linguist.PSEUDO_CLOSE)}]*{re.escape(linguist.PSEUDO_CLOSE)}",
            " ",
            plain,
        )
        if inner == plain:
            break
        plain = inner
    return re.findall(r"[A-Za-z]{2,}", plain)


def opened_windows(
    qtbot: QtBot, trigger: Callable[[], object], inspect: Callable[[QWidget], list[T]]
) -> list[T]:
    """What ``inspect`` finds in every window ``trigger`` opens, modal or not; they are closed.

    A modal dialog's ``exec()`` does not return until it closes, so the windows are looked at
    from a timer running inside its event loop.
    """
    before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
    found: list[T] = []
    opened: list[QWidget] = []

    def look() -> None:
        new = [w for w in QApplication.topLevelWidgets() if w.isVisible() and id(w) not in before]
        if not new or opened:
            return
        opened.extend(new)
        for widget in new:
            found.extend(inspect(widget))
            widget.close()

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(look)
    timer.start()
    try:
        trigger()
        qtbot.waitUntil(lambda: bool(opened))
    finally:
        timer.stop()
    return found


def clipped(window: QWidget) -> list[str]:
    """The texts of ``window`` that do not fit the room their widget has."""
    problems = []
    for widget in [window, *window.findChildren(QWidget)]:
        # A child window (a dialog of the main window) is checked on its own.
        if widget is not window and (
            widget.window() is not window or not widget.isVisibleTo(window)
        ):
            continue
        name = f"{type(widget).__name__} in {type(window).__name__}"
        if isinstance(widget, QLabel) and widget.text():
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                if widget.height() < needed:
                    problems.append(f"{name}: {widget.text()!r} needs {needed} px of height")
            else:
                hint = widget.minimumSizeHint()
                if widget.width() < hint.width() or widget.height() < hint.height():
                    problems.append(f"{name}: {widget.text()!r} needs {hint.toTuple()}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint()
            if widget.width() < hint.width():
                problems.append(f"{name}: {widget.text()!r} needs {hint.width()} px")
        elif isinstance(widget, QGroupBox) and widget.title():
            hint = widget.minimumSizeHint()
            if widget.width() < hint.width():
                problems.append(f"{name}: {widget.title()!r} needs {hint.width()} px")
        elif isinstance(widget, QHeaderView) and widget.orientation() == Qt.Orientation.Horizontal:
            model = widget.model()
            for section in range(widget.count()):
                text = model.headerData(section, Qt.Orientation.Horizontal)
                if widget.isSectionHidden(section) or not isinstance(text, str):
                    continue
                # The text, the style's margins either side, and room for the sort arrow.
                needed = widget.fontMetrics().horizontalAdvance(text) + 2 * 4 + 12
                if widget.sectionSize(section) < needed:
                    problems.append(f"column {text!r} is {widget.sectionSize(section)} px")
    if isinstance(window, QMainWindow):
        bar = window.menuBar()
        for action in bar.actions():
            if not bar.rect().contains(bar.actionGeometry(action)):
                problems.append(f"menu {action.text()!r} does not fit the menu bar")
    return problems


def close_windows() -> None:
    """Close every open window and let Qt finish, so nothing of a test spills into the next."""
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            widget.close()
    QApplication.processEvents()
