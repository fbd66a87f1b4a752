"""The action registry: every command of the app, named once, placed in a menu by its section.

Features register their actions here instead of editing the main window's menus (as
qutebrowser's commands register themselves); the window builds its menus from the registry, and
the registry keeps each action enabled as the session's state allows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar, QWidget

from rusol_qt.app.session.game_session import GameSession


class Menu(Enum):
    """The menus of the menu bar, in their order."""

    GAME = "game"
    SETTINGS = "settings"
    HELP = "help"


class Section(Enum):
    """Groups of a menu, in their order; a separator stands between two groups."""

    DEAL = 0
    """New Game, New Winnable Game, Restart."""
    MOVES = 1
    """Undo, Redo."""
    ADVICE = 2
    """Hint."""
    CODE = 3
    """Copy Game Code."""
    BOOK = 4
    """History & Statistics."""
    QUIT = 5
    """Quit."""
    DIALOG = 10
    """Settings…"""
    TOGGLES = 11
    """The settings switched on and off from the menu."""
    HELP = 20
    """Rules, Keyboard, About."""


#: The toolbar's buttons by action name, group by group; a separator stands between two groups.
TOOLBAR: tuple[tuple[str, ...], ...] = (("new_game", "restart"), ("undo", "redo"), ("hint",))


@dataclass
class Entry:
    """One registered action and where it goes."""

    name: str
    action: QAction
    menu: Menu
    section: Section
    in_play: bool
    """Changes the game in play or deals another: locked while a replay is on the table."""
    enabled_when: Callable[[], bool] | None
    """A further condition for being enabled (Undo: there is a move to take back)."""


class ActionRegistry(QObject):
    """Every action of the app by name, its menu and section, and when it is enabled."""

    changed = Signal()
    """An action, a status widget or a bar was added: the window builds its menus again."""
    noted = Signal(str, int)
    """A brief note for the window's status line: the text, and for how many milliseconds."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        """Keep the actions enabled as ``session`` allows."""
        super().__init__(parent)
        self.session = session
        self._entries: dict[str, Entry] = {}
        #: Widgets that features add to the info bar (the solver status), in the order added.
        self.status_widgets: list[QWidget] = []
        #: Tool bars that features add along the bottom of the window (the replay's controls).
        self.bottom_bars: list[QToolBar] = []
        session.state_changed.connect(self.refresh)
        session.position_changed.connect(self.refresh)

    def add(
        self,
        name: str,
        action: QAction,
        menu: Menu,
        section: Section,
        *,
        in_play: bool = False,
        enabled_when: Callable[[], bool] | None = None,
    ) -> QAction:
        """Register ``action`` as ``name`` in ``menu`` at the end of ``section``; returns it.

        Args:
            name: The action's name, unique in the app ("restart", "hint").
            action: The action, its texts and shortcut set by its owner.
            menu: The menu it appears in.
            section: The group of the menu it joins.
            in_play: Whether it acts on the game in play (locked while replaying).
            enabled_when: A further condition for being enabled, asked at every change.
        """
        if name in self._entries:
            raise ValueError(f"an action named {name!r} is registered already")
        action.setObjectName(f"{name}_action")
        self._entries[name] = Entry(name, action, menu, section, in_play, enabled_when)
        self._refresh_entry(self._entries[name])
        self.changed.emit()
        return action

    def add_status_widget(self, widget: QWidget) -> None:
        """Show ``widget`` among the figures of the info bar."""
        self.status_widgets.append(widget)
        self.changed.emit()

    def add_bottom_bar(self, bar: QToolBar) -> None:
        """Show ``bar`` along the bottom of the window, a line above those added before.

        The bar shows and hides itself.
        """
        self.bottom_bars.append(bar)
        self.changed.emit()

    def note(self, text: str, milliseconds: int) -> None:
        """Say ``text`` in the window's status line for ``milliseconds``."""
        self.noted.emit(text, milliseconds)

    def __getitem__(self, name: str) -> QAction:
        """The action registered as ``name``."""
        return self._entries[name].action

    def sections(self, menu: Menu) -> list[list[QAction]]:
        """The actions of ``menu``, group by group, in order."""
        groups: dict[Section, list[QAction]] = {}
        for entry in self._entries.values():
            if entry.menu is menu:
                groups.setdefault(entry.section, []).append(entry.action)
        return [groups[section] for section in sorted(groups, key=lambda s: s.value)]

    def toolbar_sections(self) -> list[list[tuple[str, QAction]]]:
        """The registered actions of :data:`TOOLBAR` by name, group by group, in order."""
        groups = [
            [(name, self._entries[name].action) for name in group if name in self._entries]
            for group in TOOLBAR
        ]
        return [group for group in groups if group]

    def refresh(self, _: object = None) -> None:
        """Enable each action as the session's state and its own condition allow."""
        for entry in self._entries.values():
            self._refresh_entry(entry)

    def _refresh_entry(self, entry: Entry) -> None:
        enabled = not (entry.in_play and self.session.replaying)
        if enabled and entry.enabled_when is not None:
            enabled = entry.enabled_when()
        entry.action.setEnabled(enabled)
