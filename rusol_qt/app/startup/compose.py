"""Composes the application: the table, the session, the action registry, the window, features.

:func:`compose` is the one place that knows every part; the parts know only the session, the
registry and the widgets they are handed. ``run`` composes the app this way, and so do the tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rusol_qt.app.advice.hints import Hints
from rusol_qt.app.play.commands import GameCommands
from rusol_qt.app.session.actions import ActionRegistry
from rusol_qt.app.session.clock import GameClock
from rusol_qt.app.session.game_session import GameSession
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base.settings import Settings
from rusol_qt.table.cardart import CardArt
from rusol_qt.table.controller import TableController, TableOptions
from rusol_qt.table.scene import TableScene
from rusol_qt.table.view import TableView

if TYPE_CHECKING:
    # Imported when the history is kept, after the window is shown: the database, the recorder
    # and the deal solver are not needed for the window to map.
    from rusol_qt.app.history.feature import HistoryFeature
    from rusol_qt.storage.history import HistoryStore


def table_options(settings: Settings) -> TableOptions:
    """The table's options as ``settings`` have them now."""
    return TableOptions(
        double_click=settings.double_click,
        placement_help=settings.placement_help,
        interactive_rules=settings.interactive_rules,
        auto_placement=settings.auto_placement,
        four_colour=settings.four_colour,
    )


@dataclass
class ComposedApp:
    """The composed application."""

    settings: Settings
    session: GameSession
    actions: ActionRegistry
    window: MainWindow
    commands: GameCommands
    hints: Hints
    history: HistoryFeature | None = None

    def keep_history(self, store: HistoryStore, resume_path: Path | None = None) -> HistoryFeature:
        """Record the games in ``store`` and keep the one in progress (at ``resume_path``)."""
        from rusol_qt.app.history.feature import HistoryFeature  # noqa: PLC0415 - see TYPE_CHECKING

        self.history = HistoryFeature(self.session, self.actions, self.window, store, resume_path)
        return self.history


def compose(settings: Settings, clock: GameClock | None = None) -> ComposedApp:
    """Build the whole app around ``settings``; the first game is dealt by the caller.

    ``clock`` times the games (a test hands in one on its own time source).
    """
    options = table_options(settings)
    art = CardArt(four_colour=options.four_colour)
    scene = TableScene(art)
    view = TableView(scene)
    controller = TableController(scene, options)
    session = GameSession(controller, settings, clock)
    actions = ActionRegistry(session)
    window = MainWindow(session, actions, view)
    # The scene and the session live as long as the window that shows them.
    scene.setParent(window)
    controller.setParent(window)
    session.setParent(window)
    actions.setParent(window)
    if clock is not None and clock.parent() is None:
        clock.setParent(session)
    settings.changed.connect(lambda _: controller.set_options(table_options(settings)))
    commands = GameCommands(session, actions, window)
    hints = Hints(session, actions, scene, window)
    window.follow_registry()
    return ComposedApp(settings, session, actions, window, commands, hints)
