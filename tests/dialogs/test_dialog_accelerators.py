"""Every dialog and window: no two of its accelerators share a letter, in either button style.

A window's mnemonics all live in one shortcut context: its buttons, check boxes, the labels of
its fields, its group titles, the button box's own buttons, and (in the main window) the menu
titles. Qt's standard buttons take their text from the platform theme: the generic theme gives
"Cancel" and "Close" without a mnemonic, the GNOME theme "&Cancel", "&Close", "&OK", "&Save". The
offscreen platform shows only one of the two, so the check computes both from the translations
(``QPlatformTheme`` and ``QGnomeTheme``, Qt's own where Qt has one) and puts them in place of what
the platform drew.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QFileDialog,
    QGroupBox,
    QLabel,
    QMainWindow,
    QPushButton,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from rusol_qt.app.history.feature import HistoryFeature
from rusol_qt.app.startup.compose import ComposedApp, compose
from rusol_qt.base.settings import Settings
from rusol_qt.dialogs.history import HistoryWindow
from rusol_qt.dialogs.new_game import NewGameDialog
from rusol_qt.dialogs.settings import SettingsDialog
from rusol_qt.dialogs.win import WinDialog
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage import paths
from rusol_qt.storage.history import HistoryStore
from tests.app.test_menu_accelerators import accelerator
from tests.i18n.visible import close_windows, opened_windows

T = TypeVar("T")

# Qt's offscreen platform cannot pass a shown dialog's size hints on, nor raise a window.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")

StandardButton = QDialogButtonBox.StandardButton

#: The standard buttons' texts as Qt's generic platform theme gives them (QPlatformTheme).
GENERIC_TEXTS = {
    StandardButton.Ok: "OK",
    StandardButton.Save: "Save",
    StandardButton.SaveAll: "Save All",
    StandardButton.Open: "Open",
    StandardButton.Yes: "&Yes",
    StandardButton.YesToAll: "Yes to &All",
    StandardButton.No: "&No",
    StandardButton.NoToAll: "N&o to All",
    StandardButton.Abort: "Abort",
    StandardButton.Retry: "Retry",
    StandardButton.Ignore: "Ignore",
    StandardButton.Close: "Close",
    StandardButton.Cancel: "Cancel",
    StandardButton.Discard: "Discard",
    StandardButton.Help: "Help",
    StandardButton.Apply: "Apply",
    StandardButton.Reset: "Reset",
    StandardButton.RestoreDefaults: "Restore Defaults",
}

#: Those the GNOME theme (QGnomeTheme) words its own way; the others it takes from the generic.
GNOME_TEXTS = {
    StandardButton.Ok: "&OK",
    StandardButton.Save: "&Save",
    StandardButton.Cancel: "&Cancel",
    StandardButton.Close: "&Close",
    StandardButton.Discard: "Close without Saving",
}

STYLES = ("generic", "gnome")

#: The actions of the context menu of Qt's own file dialog, by their object names.
FILE_DIALOG_MENU = (
    "qt_new_folder_action",
    "qt_rename_action",
    "qt_delete_action",
    "qt_show_hidden_action",
)


def standard_text(which: StandardButton, style: str) -> str:
    """The text of a standard button in ``style``, in the current language."""
    if style == "gnome" and which in GNOME_TEXTS:
        return QCoreApplication.translate("QGnomeTheme", GNOME_TEXTS[which])
    return QCoreApplication.translate("QPlatformTheme", GENERIC_TEXTS[which])


def button_text(button: QAbstractButton, style: str) -> str:
    """The button's text in ``style``: a standard button's own text is the theme's.

    A standard button the app has given a text of its own (OK as "&Deal") keeps it.
    """
    box = button.parentWidget()
    while box is not None and not isinstance(box, QDialogButtonBox):
        box = box.parentWidget() if not box.isWindow() else None
    if isinstance(box, QDialogButtonBox) and isinstance(button, QPushButton):
        which = box.standardButton(button)
        if which in GENERIC_TEXTS and button.text() in {
            standard_text(which, each) for each in STYLES
        }:
            return standard_text(which, style)
    return button.text()


def _mnemonic_texts(window: QWidget, style: str) -> Iterator[str]:
    """The texts of ``window`` that may carry a mnemonic, all in the window's shortcut context."""
    for widget in [window, *window.findChildren(QWidget)]:
        # Hidden widgets have no live shortcut; a child window is a group of its own.
        if widget is not window and (
            widget.window() is not window or not widget.isVisibleTo(window)
        ):
            continue
        if isinstance(widget, QAbstractButton):
            yield button_text(widget, style)
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            yield widget.text()
        elif isinstance(widget, QGroupBox):
            yield widget.title()
        elif isinstance(widget, QTabBar):
            yield from (widget.tabText(i) for i in range(widget.count()))
    if isinstance(window, QMainWindow):
        yield from (action.text() for action in window.menuBar().actions() if action.isVisible())


def groups(window: QWidget, style: str) -> list[tuple[str, list[str]]]:
    """(name, texts) of each set of mnemonics that must not share a letter."""
    name = window.windowTitle() or type(window).__name__
    found = [(name, [text for text in _mnemonic_texts(window, style) if text])]
    if isinstance(window, QFileDialog):
        actions = [window.findChild(QAction, each) for each in FILE_DIALOG_MENU]
        found.append((f"{name}, context menu", [a.text() for a in actions if a is not None]))
    return found


def clashes(window: QWidget, style: str) -> list[str]:
    """Each pair of texts of ``window`` that share an accelerator letter in ``style``."""
    problems = []
    for name, texts in groups(window, style):
        seen: dict[str, str] = {}
        for text in texts:
            letter = accelerator(text)
            if letter is None:
                continue
            if letter in seen:
                problems.append(f"{style} {name}: {seen[letter]!r} and {text!r} share &{letter}")
            else:
                seen[letter] = text
    return problems


class EveryWindow:
    """The app with a recorded game, to open each of its dialogs and windows in turn."""

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        self.qtbot = qtbot
        self.composed: ComposedApp = compose(Settings())
        self.window = self.composed.window
        self.session = self.composed.session
        qtbot.addWidget(self.window)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.store = HistoryStore(folder / "history.sqlite3")
        self.book: HistoryFeature = self.composed.keep_history(self.store, folder / "resume.json")
        code = GameCode.parse("RU1-C-AAAAABB")
        self.book.start(code)
        # One game played and abandoned (History has a row to replay), one with a move in play
        # (leaving it asks first).
        self.session.play(self.session.game.legal_moves()[0])
        self.session.start(code)
        self.session.play(self.session.game.legal_moves()[0])
        self.window.scene.complete_animations()

    def inspect(self, name: str, look: Callable[[QWidget], list[T]]) -> list[T]:
        """What ``look`` finds in the window called ``name`` (see :data:`WINDOWS`)."""
        window = self.window
        if name == "main window with the replay bar":
            (record, *_) = self.store.games()
            self.book.show_replay(record)
            self.qtbot.waitUntil(self.book.replay.bar.isVisible)
            try:
                return look(window)
            finally:
                self.book.replay.stop()
        modal: dict[str, Callable[[], object]] = {
            "leave-game question (restart)": lambda: window.ask_to_leave(True),
            "leave-game question (new game)": lambda: window.ask_to_leave(False),
            "reset statistics question": lambda: history.reset_statistics(),
            "export file dialog": lambda: history.export(),
        }
        if name in modal:
            # The questions of the History window are asked over it, open before they are.
            history = self._history_window()
            self.qtbot.waitExposed(history)
            try:
                return opened_windows(self.qtbot, modal[name], look)
            finally:
                history.close()
        made: dict[str, Callable[[], QWidget]] = {
            "New Game": lambda: NewGameDialog(self.composed.settings, window),
            "Settings": lambda: SettingsDialog(self.composed.settings, window),
            "History & Statistics": self._history_window,
            "win dialog": lambda: WinDialog(625, 321.0, 142, window),
        }
        dialog = made[name]()
        self.qtbot.addWidget(dialog)
        dialog.show()
        self.qtbot.waitExposed(dialog)
        if name == "History & Statistics":
            dialog.table.selectRow(0)  # type: ignore[attr-defined]
        try:
            return look(dialog)
        finally:
            dialog.close()

    def _history_window(self) -> HistoryWindow:
        history = self.book.show_history()
        assert history is not None, "the History window did not open"
        return history

    def clashes(self, style: str) -> list[str]:
        """The clashes of every window in ``style``."""
        problems = []
        for name in WINDOWS:
            problems += self.inspect(name, lambda window: clashes(window, style))
        return problems


#: Every dialog and window, as :meth:`EveryWindow.inspect` opens them.
WINDOWS = (
    "New Game",
    "Settings",
    "History & Statistics",
    "win dialog",
    "leave-game question (restart)",
    "leave-game question (new game)",
    "reset statistics question",
    "export file dialog",
    "main window with the replay bar",
)


@pytest.fixture(name="every_window")
def every_window_fixture(qtbot: QtBot, tmp_path: Path) -> Iterator[EveryWindow]:
    """The app with a recorded game and a game in progress, in tmp_path."""
    paths.use_base(tmp_path)
    made = EveryWindow(qtbot, tmp_path)
    yield made
    close_windows()
    paths.use_base(None)


def test_the_styles_differ_as_qt_words_them(qapp: object) -> None:
    assert standard_text(StandardButton.Cancel, "generic") == "Cancel"
    assert standard_text(StandardButton.Cancel, "gnome") == "&Cancel"
    assert standard_text(StandardButton.RestoreDefaults, "gnome") == "Restore Defaults"


def test_the_check_sees_a_clash_with_the_button_box(qtbot: QtBot) -> None:
    """A text of ours against Cancel: no clash in the generic style, one in GNOME's."""
    dialog = QWidget()
    qtbot.addWidget(dialog)
    button = QPushButton("&Classic", dialog)
    box = QDialogButtonBox(StandardButton.Cancel, dialog)
    dialog.show()
    assert button.isVisible() and box.isVisible()
    assert clashes(dialog, "generic") == []
    assert clashes(dialog, "gnome") == ["gnome QWidget: '&Classic' and '&Cancel' share &c"]


def test_every_window_is_read(every_window: EveryWindow) -> None:
    """Each window gives the check accelerators to compare: it looks in the right place."""
    for name in WINDOWS:
        found = every_window.inspect(name, lambda window: groups(window, "gnome"))
        texts = [text for _group, texts in found for text in texts]
        assert any(accelerator(text) is not None for text in texts), (name, texts)
    (_dialog, menu) = every_window.inspect("export file dialog", lambda w: groups(w, "gnome"))
    assert len(menu[1]) == len(FILE_DIALOG_MENU), "the file dialog's context menu was not read"


@pytest.mark.parametrize("style", STYLES)
def test_no_two_accelerators_of_a_window_share_a_letter(
    every_window: EveryWindow, style: str
) -> None:
    problems = every_window.clashes(style)
    assert not problems, "accelerators that share a letter:\n" + "\n".join(problems)
