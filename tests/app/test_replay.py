"""The replay bar fits its window: names beside the icons while there is room, the title last."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar, QToolButton
from pytestqt.qtbot import QtBot

from rusol_qt.storage import paths
from tests.app.test_history_feature import Table, recorded_game
from tests.composed_app import KNOWN_CODE

pytestmark = pytest.mark.qt_log_ignore(
    "does not support propagateSizeHints", "does not support raise"
)

NAMED = Qt.ToolButtonStyle.ToolButtonTextBesideIcon
ICONS = Qt.ToolButtonStyle.ToolButtonIconOnly


def overflowing(bar: QToolBar) -> list[str]:
    """The actions of ``bar`` that do not fit it (Qt moves them behind an extension button)."""
    hidden = [
        action.text() or type(widget).__name__
        for action in bar.actions()
        if (widget := bar.widgetForAction(action)) is not None and not widget.isVisible()
    ]
    extension = bar.findChild(QToolButton, "qt_toolbar_ext_button")
    if extension is not None and extension.isVisible():
        hidden.append("the extension button is shown")
    return hidden


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path) -> Iterator[Table]:
    paths.use_base(tmp_path)
    made = Table(qtbot, tmp_path)
    made.book.start(KNOWN_CODE)
    made.window.scene.complete_animations()
    made.book.show_replay(recorded_game(made))
    yield made
    paths.use_base(None)


def test_names_beside_the_icons_only_while_there_is_room(table: Table, qtbot: QtBot) -> None:
    bar, window = table.book.replay.bar, table.window
    buttons = bar.step_buttons()
    assert len(buttons) == 5

    def styles(style: Qt.ToolButtonStyle) -> None:
        assert [button.toolButtonStyle() for button in buttons] == [style] * 5
        assert not overflowing(bar)

    window.resize(1400, 800)
    qtbot.waitUntil(lambda: styles(NAMED))
    assert bar.width() >= bar.sizeHint().width()
    window.resize(window.minimumSize())
    qtbot.waitUntil(lambda: styles(ICONS))
    # Icons only: the tooltips still name each button and its key.
    assert all(button.toolTip() and button.toolTip() != button.text() for button in buttons)
    assert not bar.title.is_elided()
    window.resize(1400, 800)
    qtbot.waitUntil(lambda: styles(NAMED))


def test_the_title_gives_way_last(table: Table, qtbot: QtBot) -> None:
    bar, window = table.book.replay.bar, table.window
    window.resize(window.minimumSize())
    title = "A title far too long for any bar, " * 4
    bar.show_texts(title, "Action 1 of 3", "Action 0 of 0")
    qtbot.waitUntil(lambda: bar.title.is_elided() and not overflowing(bar))
    assert bar.title.toolTip() == title
    assert bar.position.width() >= bar.position.minimumSizeHint().width()
