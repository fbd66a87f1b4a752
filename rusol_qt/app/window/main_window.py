"""The main window: the menus built from the action registry, the info bar, and the card table.

It shows the session and asks the player the questions the session needs answered; it holds no
game policy of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QToolBar, QVBoxLayout, QWidget

from rusol_qt.app.session.actions import ActionRegistry, Menu
from rusol_qt.app.session.game_session import GameSession, SessionState
from rusol_qt.app.window.info_bar import InfoBar
from rusol_qt.app.window.toolbar import GameToolBar
from rusol_qt.base.settings import Settings
from rusol_qt.model.gamecode import GameCode
from rusol_qt.table.view import TableView


class MainWindow(QMainWindow):
    """The game window: a Game, Settings and Help menu, the info bar, the table."""

    def __init__(
        self,
        session: GameSession,
        actions: ActionRegistry,
        view: TableView,
        parent: QWidget | None = None,
    ) -> None:
        """Show ``session`` on ``view`` with the menus of ``actions``."""
        super().__init__(parent)
        self.session = session
        self.registry = actions
        self.settings: Settings = session.settings
        self.view = view
        self.scene = view.table
        self.art = self.scene.art
        self.info_bar = InfoBar()
        self.toolbar = GameToolBar(actions, self)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.toolbar.setVisible(self.settings.show_toolbar)
        self.settings.changed.connect(self._setting_changed)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.info_bar)
        column.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.setMinimumSize(720, 500)

        self.menus: dict[Menu, QMenu] = {menu: QMenu(self) for menu in Menu}
        for menu in Menu:
            self.menuBar().addMenu(self.menus[menu])
            # Once the menu has gone (and the next one has opened, if the arrows went on).
            self.menus[menu].aboutToHide.connect(
                lambda: QTimer.singleShot(0, self._table_takes_keys)
            )
        self.game_menu = self.menus[Menu.GAME]
        self.settings_menu = self.menus[Menu.SETTINGS]
        self.help_menu = self.menus[Menu.HELP]
        self._shown_status_widgets: list[QWidget] = []
        self._shown_bottom_bars: list[QToolBar] = []
        self.retranslate_ui()

        # Refreshes the shown time, only while the clock runs (not before the first move, not
        # while minimised, not after the win).
        self._ticker = QTimer(self)
        self._ticker.setInterval(500)
        self._ticker.timeout.connect(self._show_time)
        session.clock.ticking_changed.connect(self._clock_ticking)
        session.position_changed.connect(self._show_figures)
        session.state_changed.connect(self._state_changed)
        self.info_bar.copy_button.clicked.connect(lambda: self.registry["copy_code"].trigger())
        actions.noted.connect(self._note)
        session.ask_to_leave = self.ask_to_leave
        self._restore_geometry()
        self.view.setFocus()

    def follow_registry(self) -> None:
        """Build the menus and the toolbar now, and again whenever an action joins the registry.

        Called once the app's parts have registered their actions: building at every one of
        the twenty-odd registrations during the start cost the window's start for nothing.
        """
        self._build_menus()
        self.registry.changed.connect(self._build_menus)
        self.toolbar.follow_registry()

    def _build_menus(self) -> None:
        """(Re)build every menu from the registry: features may add actions at any time."""
        for menu, qmenu in self.menus.items():
            qmenu.clear()
            for number, group in enumerate(self.registry.sections(menu)):
                if number:
                    qmenu.addSeparator()
                qmenu.addActions(group)
        for widget in self.registry.status_widgets:
            if widget not in self._shown_status_widgets:
                self.info_bar.add_before_code(widget)
                self._shown_status_widgets.append(widget)
        for bar in self.registry.bottom_bars:
            if bar not in self._shown_bottom_bars:
                if self._shown_bottom_bars:
                    # Each bar a line of its own, the later ones above: the replay's analysis
                    # spans the window above its controls.
                    self.addToolBarBreak(Qt.ToolBarArea.BottomToolBarArea)
                self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
                self._shown_bottom_bars.append(bar)

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Russian Solitaire"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.view.setAccessibleDescription(
            self.tr(
                "Card table. Arrows move the focus, Space picks up and drops a group, "
                "F sends a card to its foundation, Escape puts a group back."
            )
        )

    # -- the session ---------------------------------------------------------------------------

    def ask_to_leave(self, restart: bool, requested: GameCode | None = None) -> bool:
        """Ask whether the game in progress may be left for another deal (or the same again).

        *Keep Playing* is the default and Escape's answer.

        Args:
            restart: The same deal is asked for again (Restart This Deal), not another one.
            requested: The game a later start of the app asked for (``--game``): the question
                names it and says where the request came from.
        """
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - costs start-up time

        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        if restart:
            box.setWindowTitle(self.tr("Restart This Deal"))
            box.setText(self.tr("Restart this deal from the beginning?"))
            leave = box.addButton(self.tr("&Restart"), QMessageBox.ButtonRole.AcceptRole)
        else:
            box.setWindowTitle(self.tr("New Game"))
            if requested is None:
                box.setText(self.tr("Leave the game in progress for a new one?"))
            else:
                # Non-breaking hyphens: the code is not split across two lines.
                code = str(requested).replace("-", "\u2011")
                box.setText(
                    self.tr(
                        "Russian Solitaire was started again, asking for the game %1. Leave "
                        "the game in progress for it?"
                    ).replace("%1", code)
                )
            leave = box.addButton(self.tr("&New Game"), QMessageBox.ButtonRole.AcceptRole)
        box.setInformativeText(
            self.tr("The game in progress will be recorded as abandoned in the history.")
            if self.session.keeps_history
            else self.tr("The game in progress will be lost.")
        )
        keep = box.addButton(self.tr("&Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        leaving = box.clickedButton() is leave
        box.deleteLater()
        return leaving

    def _table_takes_keys(self) -> None:
        """After a menu was closed with Escape, the keys go to the table again at once.

        Qt leaves the menu bar holding the keyboard then (its arrows move between the menu
        titles until a second Escape), so the player's next arrow would not reach the table.
        """
        if QApplication.activePopupWidget() is None and self.menuBar().hasFocus():
            self.view.setFocus(Qt.FocusReason.PopupFocusReason)

    def _setting_changed(self, name: str) -> None:
        if name == Settings.show_toolbar.name:
            self.toolbar.setVisible(self.settings.show_toolbar)

    def _state_changed(self, state: SessionState) -> None:
        replaying = state is SessionState.REPLAYING
        if not replaying and not self.view.isInteractive():
            self.view.setFocus()  # back from a replay: the keys play on the table again
        self.view.setInteractive(not replaying)
        # A replay shows its recorded playing time where the clock was.
        recorded = self.session.shown_time() if replaying else None
        if recorded != self.info_bar.recorded_seconds:
            self.info_bar.show_recorded_time(recorded)

    def _show_figures(self, _: object) -> None:
        self.info_bar.show_game(self.session.game, self.session.shown_time())

    def _note(self, text: str, milliseconds: int) -> None:
        self.statusBar().showMessage(text, milliseconds)

    def _show_time(self) -> None:
        self.info_bar.show_time(self.session.elapsed())

    def _clock_ticking(self, ticking: bool) -> None:
        if ticking:
            self._ticker.start()
        else:
            self._ticker.stop()
            self._show_time()  # the time it stopped at

    # -- window --------------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        saved = self.settings.window_geometry
        if saved and self.restoreGeometry(saved):
            return
        screen = QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(1280, 820)
            return
        room = screen.availableGeometry()
        width = max(self.minimumWidth(), min(1400, int(room.width() * 0.85)))
        height = max(self.minimumHeight(), min(900, int(room.height() * 0.85)))
        self.resize(width, height)
        self.move(room.center().x() - width // 2, room.center().y() - height // 2)

    def createPopupMenu(self) -> QMenu | None:  # noqa: N802 - Qt's name
        """No right-click menu to hide the toolbar: the setting shows and hides it."""
        return None

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember where the window was; let the session keep the game."""
        self.settings.window_geometry = bytes(self.saveGeometry().data())
        self.session.close()
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        """Pause the clock while minimised; follow a change of language."""
        if event.type() == QEvent.Type.WindowStateChange:
            if self.isMinimized():
                self.session.clock.pause()
            else:
                self.session.clock.resume()
        elif event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            # Card indices (German B/D/K, ...) and the focused card's spoken name are words too;
            # the focus is only described once a deal is on the table.
            self.art.clear_cache()
            if self.view.accessibleName():
                self.view.setAccessibleName(self.scene.describe_focus())
        super().changeEvent(event)
