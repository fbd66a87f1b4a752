"""The toolbar: New Game, Restart, Undo, Redo and Hint, with icons drawn in the table's style.

Its buttons are made from the registry's actions (``TOOLBAR`` in the session's actions says
which), so each is enabled exactly when its action is; the icons are painted by
:mod:`~rusol_qt.app.window.toolbar_icons`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolBar, QToolButton, QWidget

from rusol_qt.app.session.actions import ActionRegistry
from rusol_qt.app.window.toolbar_icons import drawn_icon
from rusol_qt.base.i18n import FollowsLanguage


class GameToolBar(FollowsLanguage, QToolBar):
    """A button for each toolbar action of the registry, enabled when its action is.

    The buttons trigger their actions; their labels, tooltips (with the shortcut) and accessible
    names are the toolbar's own short words, so the menus keep their longer ones.
    """

    def __init__(self, registry: ActionRegistry, parent: QWidget | None = None) -> None:
        """Show the toolbar actions of ``registry``; those added later from ``follow_registry``."""
        super().__init__(parent)
        self.setObjectName("GameToolBar")
        self.setMovable(False)
        self.setFloatable(False)
        # Hidden only by the setting: a right-click menu that hides it would leave it unsaved.
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.toggleViewAction().setVisible(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.registry = registry
        # The buttons by their action's name.
        self.buttons: dict[str, QToolButton] = {}
        self._watched: set[str] = set()
        self._tips: dict[str, str] = {}
        self.retranslate_ui()

    def follow_registry(self) -> None:
        """Build the buttons now, and again whenever an action joins the registry.

        Called once the app's parts have registered their actions, as the menus are (building
        at each registration during the start made and dropped a dozen buttons for nothing).
        """
        self._build()
        self.registry.changed.connect(self._build)

    def _build(self) -> None:
        groups = self.registry.toolbar_sections()
        if [name for group in groups for name, _ in group] == list(self.buttons):
            return
        self.clear()
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons = {}
        for number, group in enumerate(groups):
            if number:
                self.addSeparator()
            for name, action in group:
                button = QToolButton(self)
                button.setObjectName(f"{name}_button")
                button.setIcon(drawn_icon(name))
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
                button.setAutoRaise(True)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys belong to the table
                button.clicked.connect(action.trigger)
                if name not in self._watched:
                    action.changed.connect(self._follow_actions)
                    self._watched.add(name)
                self.addWidget(button)
                self.buttons[name] = button
        self._follow_actions()
        self.retranslate_ui()

    def _follow_actions(self) -> None:
        """Enable each button as its action is enabled."""
        for name, button in self.buttons.items():
            button.setEnabled(self.registry[name].isEnabled())
        self._show_tooltips()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Toolbar"))
        labels = {
            "new_game": self.tr("New Game"),
            "restart": self.tr("Restart"),
            "undo": self.tr("Undo"),
            "redo": self.tr("Redo"),
            "hint": self.tr("Hint"),
        }
        self._tips = {
            "new_game": self.tr("Deal a new game (%1)"),
            "restart": self.tr("Restart this deal from the beginning (%1)"),
            "undo": self.tr("Undo the last move (%1)"),
            "redo": self.tr("Redo the move undone last (%1)"),
            "hint": self.tr("Suggest a move from the cards you can see (%1)"),
        }
        for name, button in self.buttons.items():
            button.setText(labels[name])
        # Qt's own button for the buttons a narrow window folds away has no words of its own.
        more = self.findChild(QToolButton, "qt_toolbar_ext_button")
        if more is not None:
            more.setAccessibleName(self.tr("More buttons"))
            more.setToolTip(self.tr("The buttons that do not fit"))
        self._show_tooltips()

    def _show_tooltips(self) -> None:
        """Each button's tooltip with its action's shortcut as it is now."""
        for name, button in self.buttons.items():
            tip = self._tips[name].replace("%1", self._shortcut(self.registry[name]))
            if button.toolTip() != tip:
                button.setToolTip(tip)

    @staticmethod
    def _shortcut(action: QAction) -> str:
        """The action's first shortcut, as the platform writes it, in the current language."""
        return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
