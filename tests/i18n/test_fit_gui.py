"""No label clips in any language: every text fits its widget, even at the window's minimum size."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QMainWindow,
    QWidget,
)
from pytestqt.qtbot import QtBot

from rusol_qt import i18n, linguist
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage import paths
from rusol_qt.storage.settings import Settings
from rusol_qt.window import MainWindow
from tests.i18n.visible import opened_windows

# Qt's offscreen platform warns that it cannot pass a shown dialog's size hints on.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

LANGUAGES = ["de", "fr", "es", "ru", "nb", "th"]


def clipped(window: QWidget) -> list[str]:
    """The texts of ``window`` that do not fit the room their widget has."""
    problems = []
    for widget in [window, *window.findChildren(QWidget)]:
        if widget is not window and not widget.isVisibleTo(window):
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
    if isinstance(window, QMainWindow):
        bar = window.menuBar()
        for action in bar.actions():
            if not bar.rect().contains(bar.actionGeometry(action)):
                problems.append(f"menu {action.text()!r} does not fit the menu bar")
    return problems


@pytest.fixture
def settings(qapp: object, tmp_path: Path) -> Iterator[Settings]:
    paths.use_base(tmp_path)
    yield Settings()
    i18n.install_language("en")
    paths.use_base(None)


def test_the_check_sees_a_clipped_label(qtbot: QtBot) -> None:
    window = QWidget()
    label = QLabel("A rather long text that cannot fit", window)
    qtbot.addWidget(window)
    window.show()
    label.resize(40, label.sizeHint().height())
    assert clipped(window)


@pytest.mark.parametrize("code", LANGUAGES)
def test_main_window_at_its_smallest(qtbot: QtBot, settings: Settings, code: str) -> None:
    i18n.install_language(code)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.start_game(GameCode.parse("RU1-C-AAAAABB"))
    window.resize(window.minimumSize())
    qtbot.waitExposed(window)
    qtbot.wait(50)  # layouts settle on posted events
    assert not clipped(window)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("action", ["rules_action", "about_action"])
def test_message_boxes(qtbot: QtBot, settings: Settings, code: str, action: str) -> None:
    i18n.install_language(code)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert not opened_windows(qtbot, getattr(window, action).trigger, clipped)


def test_the_longest_language_is_among_those_checked() -> None:
    """The languages above include the one whose texts are longest overall."""
    lengths = {
        linguist.language_of(path): sum(
            len(form or "") for m in linguist.read_ts(path).messages for form in m.translations
        )
        for path in linguist.ts_files(linguist.TS_DIR)
    }
    assert max(lengths, key=lengths.__getitem__) in LANGUAGES
