"""Every menu item can be reached by its own accelerator letter: no two in a menu share one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMainWindow, QMenu
from pytestqt.qtbot import QtBot

from rusol_qt.app.startup.compose import compose
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base.settings import Settings
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage import paths
from rusol_qt.storage.history import HistoryStore


def accelerator(text: str) -> str | None:
    """The letter after the single ``&`` of a menu text (``&&`` is a literal ampersand)."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def clashes(window: QMainWindow) -> list[str]:
    """Each pair of entries that share an accelerator: in the menu bar, or within one menu."""
    problems = []
    groups: list[tuple[str, list[str]]] = []
    menus = [action.menu() for action in window.menuBar().actions() if action.menu()]
    groups.append(("menu bar", [action.text() for action in window.menuBar().actions()]))
    for menu in menus:
        assert isinstance(menu, QMenu)
        texts = [action.text() for action in menu.actions() if not action.isSeparator()]
        groups.append((menu.title(), texts))
    for name, texts in groups:
        seen: dict[str, str] = {}
        for text in texts:
            letter = accelerator(text)
            if letter is None:
                problems.append(f"{name}: {text!r} has no accelerator")
            elif letter in seen:
                problems.append(f"{name}: {seen[letter]!r} and {text!r} share &{letter}")
            else:
                seen[letter] = text
    return problems


@pytest.fixture(name="full_window")
def full_window_fixture(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """The main window with every menu item the app adds (hints, solver, history)."""
    paths.use_base(tmp_path)
    composed = compose(Settings())
    window = composed.window
    qtbot.addWidget(window)
    window.book = composed.keep_history(HistoryStore())  # type: ignore[attr-defined]
    composed.session.start(GameCode.parse("RU1-C-AAAAABB"))
    yield window
    paths.use_base(None)


def test_no_two_menu_items_share_an_accelerator(full_window: MainWindow) -> None:
    window = full_window
    # Every item the app adds is in its menu, so the check sees them all.
    added = [window.registry["hint"], window.registry["winnable_game"]]
    added.append(window.book.history_action)  # type: ignore[attr-defined]
    assert set(added + [window.registry["restart"], window.registry["redo"]]) <= set(
        window.game_menu.actions()
    )
    assert window.registry["solver_status"] in window.settings_menu.actions()
    assert clashes(full_window) == []
