"""The main window: menus, the info bar, and the card table filling the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rusol_qt import __version__
from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.base.settings import Settings
from rusol_qt.base.words import format_time
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage import paths
from rusol_qt.table.cardart import CardArt
from rusol_qt.table.controller import TableController, TableState
from rusol_qt.table.scene import TableScene
from rusol_qt.table.view import TableView

if TYPE_CHECKING:
    # Imported when first opened: they cost start-up time the table does not need.
    from rusol_qt.dialogs.new_game import NewGameDialog
    from rusol_qt.dialogs.settings import SettingsDialog
    from rusol_qt.dialogs.win import WinDialog

#: The settings the Settings menu switches on and off directly (they take effect at once).
_TOGGLES = ("double_click", "placement_help", "interactive_rules", "auto_placement", "four_colour")


class InfoBar(FollowsLanguage, QWidget):
    """Score, time, moves and the game code above the table; the code can be copied."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """Create the bar with empty figures."""
        super().__init__(parent)
        self.setObjectName("InfoBar")
        self.score_label, self.time_label, self.moves_label, self.code_label = (
            QLabel(),
            QLabel(),
            QLabel(),
            QLabel(),
        )
        self.score_value, self.time_value = QLabel("0"), QLabel("0:00")
        self.moves_value = QLabel("0")
        self.code_value = QLabel()
        # A replay's recorded playing time, shown instead of the clock (``None``: the clock).
        self.recorded_seconds: float | None = None
        self.code_value.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.code_value.setCursor(Qt.CursorShape.IBeamCursor)
        self.copy_button = QToolButton()
        self.copy_button.setAutoRaise(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(6)
        for label, value in (
            (self.score_label, self.score_value),
            (self.time_label, self.time_value),
            (self.moves_label, self.moves_value),
        ):
            layout.addWidget(label)
            layout.addWidget(value)
            layout.addSpacing(18)
            value.setMinimumWidth(value.fontMetrics().horizontalAdvance("00:00:00"))
            font = value.font()
            font.setBold(True)
            value.setFont(font)
        layout.addStretch(1)
        layout.addWidget(self.code_label)
        layout.addWidget(self.code_value)
        layout.addWidget(self.copy_button)
        font = self.code_value.font()
        font.setFamily("monospace")
        font.setStyleHint(font.StyleHint.Monospace)
        font.setBold(True)
        self.code_value.setFont(font)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.score_label.setText(self.tr("Score:"))
        if self.recorded_seconds is None:
            self.time_label.setText(self.tr("Time:"))
        else:
            # A record keeps no time per move: the whole game's time, said to be that.
            self.time_label.setText(self.tr("Recorded time:"))
            self.time_label.setToolTip(self.tr("The playing time of the whole recorded game"))
        self.moves_label.setText(self.tr("Moves:"))
        self.code_label.setText(self.tr("Game:"))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the game code"))

    def add_before_code(self, widget: QWidget) -> None:
        """Put ``widget`` (another figure, as the solver status) after the moves, on the left."""
        layout = self.layout()
        assert isinstance(layout, QHBoxLayout)
        # Before the stretch that pushes the game code to the right edge.
        layout.insertWidget(layout.indexOf(self.code_label) - 1, widget)

    def show_game(self, game: Game, seconds: float) -> None:
        """Show the figures of ``game``."""
        self.score_value.setText(str(game.score))
        self.moves_value.setText(str(game.moves))
        self.code_value.setText(str(game.code))
        self.show_time(seconds)

    def show_time(self, seconds: float) -> None:
        """Show the game's time (a replay's recorded time instead, while one is on)."""
        shown = seconds if self.recorded_seconds is None else self.recorded_seconds
        self.time_value.setText(format_time(shown))

    def show_recorded_time(self, seconds: float | None) -> None:
        """Show a replay's recorded playing time in place of the clock; ``None``: the clock."""
        self.recorded_seconds = seconds
        if seconds is None:
            self.time_label.setToolTip("")
        self.retranslate_ui()
        if seconds is not None:
            self.show_time(seconds)


class MainWindow(QMainWindow):
    """The game window: a Game, Settings and Help menu, the info bar, the table."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        """Build the window around ``settings``; :meth:`start_game` deals the first game."""
        super().__init__(parent)
        self.settings = settings
        self.art = CardArt(four_colour=bool(settings["four_colour"]))
        self.scene = TableScene(self.art, self)
        self.view = TableView(self.scene)
        self.controller = TableController(self.scene, settings, self)
        self.info_bar = InfoBar()
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.info_bar)
        column.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.setMinimumSize(720, 500)
        self._win_dialog: WinDialog | None = None
        self._settings_dialog: SettingsDialog | None = None

        self._read_only = False
        # Whether the games played here go into the history (a scorebook attached to it).
        self.keeps_history = False
        self._make_actions()
        self._make_menus()
        self.retranslate_ui()

        # Refreshes the shown time, only while the clock runs (not before the first move, not
        # while minimised, not after the win).
        self._ticker = QTimer(self)
        self._ticker.setInterval(500)
        self._ticker.timeout.connect(self._show_time)
        self.controller.clock.ticking_changed.connect(self._clock_ticking)
        # A new deal and a move change the same figures.
        self.controller.game_started.connect(self._show_figures)
        self.controller.changed.connect(self._show_figures)
        self.scene.celebration_finished.connect(self._show_win_dialog)
        settings.changed.connect(self._setting_changed)
        self._restore_geometry()
        self.view.setFocus()
        from rusol_qt.app.hints import Hints  # noqa: PLC0415 - hints build on the finished window

        self.hints = Hints(self)

    # -- building ------------------------------------------------------------------------------

    def _action(self, shortcut: QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcuts(QKeySequence.keyBindings(shortcut))
        return action

    def _make_actions(self) -> None:
        standard = QKeySequence.StandardKey
        self.new_game_action = self._action(standard.New)
        self.restart_action = self._action(standard.Refresh)
        self.undo_action = self._action(standard.Undo)
        self.redo_action = self._action(standard.Redo)
        self.copy_code_action = self._action(standard.Copy)
        self.settings_action = self._action(standard.Preferences)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.quit_action = self._action(standard.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.rules_action = self._action(standard.HelpContents)
        self.keyboard_action = QAction(self)
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.toggle_actions: dict[str, QAction] = {}
        for key in _TOGGLES:
            action = QAction(self)
            action.setCheckable(True)
            action.setChecked(bool(self.settings[key]))
            action.toggled.connect(lambda on, key=key: self._toggle(key, on))
            self.toggle_actions[key] = action

        # Every action that changes the game or deals another. A read-only table (a replay)
        # disables them all; an action added later joins through :meth:`add_game_action`, so
        # none can be forgotten.
        self.game_actions: list[QAction] = [
            self.new_game_action, self.restart_action, self.undo_action, self.redo_action
        ]
        self.new_game_action.triggered.connect(self.choose_new_game)
        self.settings_action.triggered.connect(self.show_settings)
        self.restart_action.triggered.connect(self.restart)
        self.undo_action.triggered.connect(self.controller.undo)
        self.redo_action.triggered.connect(self.controller.redo)
        self.copy_code_action.triggered.connect(self.copy_code)
        self.info_bar.copy_button.clicked.connect(self.copy_code)
        self.quit_action.triggered.connect(self.close)
        self.rules_action.triggered.connect(self.show_rules)
        self.keyboard_action.triggered.connect(self.show_keyboard)
        self.about_action.triggered.connect(self.show_about)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = QMenu(self)
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.restart_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addAction(self.redo_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.copy_code_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.settings_menu = QMenu(self)
        self.settings_menu.addAction(self.settings_action)
        for action in self.toggle_actions.values():
            self.settings_menu.addAction(action)
        self.help_menu = QMenu(self)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keyboard_action)
        self.help_menu.addAction(self.about_action)
        bar.addMenu(self.game_menu)
        bar.addMenu(self.settings_menu)
        bar.addMenu(self.help_menu)

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Russian Solitaire"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_game_action.setText(self.tr("&New Game…"))
        self.restart_action.setText(self.tr("Restart This &Deal"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.copy_code_action.setText(self.tr("&Copy Game Code"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.rules_action.setText(self.tr("&Rules"))
        self.keyboard_action.setText(self.tr("&Keyboard"))
        self.about_action.setText(self.tr("&About Russian Solitaire"))
        texts = {
            "double_click": self.tr("&Double-Click Places Cards"),
            "placement_help": self.tr("&Placement Help"),
            "interactive_rules": self.tr("&Interactive Rules"),
            "auto_placement": self.tr("&Auto Placement"),
            "four_colour": self.tr("&Four-Colour Deck"),
        }
        for key, action in self.toggle_actions.items():
            action.setText(texts[key])
        self.view.setAccessibleDescription(
            self.tr(
                "Card table. Arrows move the focus, Space picks up and drops a group, "
                "F sends a card to its foundation, Escape puts a group back."
            )
        )

    # -- games ---------------------------------------------------------------------------------

    def add_game_action(self, action: QAction) -> None:
        """Count ``action`` among those that change the game (locked while read-only)."""
        self.game_actions.append(action)
        if self._read_only:
            action.setEnabled(False)

    @property
    def read_only(self) -> bool:
        """Whether the table shows a game the player may not change (a replay)."""
        return self._read_only

    def set_read_only(self, read_only: bool) -> None:
        """Lock the table and every game action (a replay), or give them back."""
        self._read_only = read_only
        self.controller.read_only = read_only
        self.view.setInteractive(not read_only)
        for action in self.game_actions:
            action.setEnabled(not read_only)
        if not read_only:
            self._update_actions()

    def start_game(self, code: GameCode, game: Game | None = None, elapsed: float = 0.0) -> None:
        """Deal ``code``, or show ``game`` (a resumed game) with ``elapsed`` seconds played."""
        self._close_win_dialog()
        self.controller.start_game(code, game, elapsed)

    def may_leave_game(self, restart: bool = False) -> bool:
        """Whether the game in progress may be left for another deal (or the same one again).

        A game with at least one move would be recorded as abandoned, so the player is asked
        first; *Keep Playing* is the default and Escape's answer. A game without a move, or a
        won one, is left without a question.

        Args:
            restart: The same deal is asked for again (Restart This Deal), not another one.
        """
        if self.controller.game.moves == 0 or self.controller.state is TableState.WON:
            return True
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - see show_rules

        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        if restart:
            box.setWindowTitle(self.tr("Restart This Deal"))
            box.setText(self.tr("Restart this deal from the beginning?"))
            leave = box.addButton(self.tr("&Restart"), QMessageBox.ButtonRole.AcceptRole)
        else:
            box.setWindowTitle(self.tr("New Game"))
            box.setText(self.tr("Leave the game in progress for a new one?"))
            leave = box.addButton(self.tr("&New Game"), QMessageBox.ButtonRole.AcceptRole)
        box.setInformativeText(
            self.tr("The game in progress will be recorded as abandoned in the history.")
            if self.keeps_history
            else self.tr("The game in progress will be lost.")
        )
        keep = box.addButton(self.tr("&Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        leaving = box.clickedButton() is leave
        box.deleteLater()
        return leaving

    def restart(self) -> None:
        """Deal the same cards again, once the player agrees to leave a game with moves."""
        if not self._read_only and self.may_leave_game(restart=True):
            self.controller.restart()

    def new_game(self) -> None:
        """A random deal under the rule set chosen last (the win dialog's New game)."""
        if self._read_only:
            return
        relaxed = self.settings["last_rules"] == RuleSet.RELAXED.value
        self.start_game(GameCode.random(RuleSet.RELAXED if relaxed else RuleSet.CLASSIC))

    def choose_new_game(self) -> NewGameDialog:
        """Open the New Game dialog; the game it chooses is dealt when it is accepted."""
        from rusol_qt.dialogs.new_game import NewGameDialog  # noqa: PLC0415 - see TYPE_CHECKING

        dialog = NewGameDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._deal_chosen(dialog))
        dialog.open()
        return dialog

    def _deal_chosen(self, dialog: NewGameDialog) -> None:
        if self._read_only:
            return
        # Read the choice first: the closed dialog is deleted while the question is open.
        winnable, code, rules = dialog.wants_winnable(), dialog.game_code(), dialog.rules()
        if not self.may_leave_game():
            return
        if not winnable:
            self.start_game(code)
            return
        from rusol_qt.app.hints import find_winnable_deal  # noqa: PLC0415 - the solver's dialog

        found = find_winnable_deal(self, rules)
        if found is not None:
            self.start_game(found)

    def show_settings(self) -> SettingsDialog:
        """Open the Settings dialog (one at a time); its changes apply at once."""
        if self._settings_dialog is None:
            from rusol_qt.dialogs.settings import SettingsDialog  # noqa: PLC0415

            self._settings_dialog = SettingsDialog(self.settings, self)
        self._settings_dialog.show()
        self._settings_dialog.raise_()
        self._settings_dialog.activateWindow()
        return self._settings_dialog

    def copy_code(self) -> None:
        """Put the game code on the clipboard."""
        QGuiApplication.clipboard().setText(str(self.controller.game.code))
        self.statusBar().showMessage(self.tr("Game code copied"), 2500)

    def _show_figures(self, _: object) -> None:
        self.info_bar.show_game(self.controller.game, self.controller.clock.elapsed())
        self._update_actions()

    def _update_actions(self) -> None:
        game = self.controller.game
        playing = self.controller.state is not TableState.WON and not self._read_only
        self.undo_action.setEnabled(playing and game.can_undo)
        self.redo_action.setEnabled(playing and game.can_redo)

    def _show_time(self) -> None:
        self.info_bar.show_time(self.controller.clock.elapsed())

    def _clock_ticking(self, ticking: bool) -> None:
        if ticking:
            self._ticker.start()
        else:
            self._ticker.stop()
            self._show_time()  # the time it stopped at

    def _show_win_dialog(self) -> None:
        if (
            self.controller.state is not TableState.WON
            or self._win_dialog is not None
            or self._read_only
        ):
            return
        from rusol_qt.dialogs.win import WinDialog  # noqa: PLC0415 - see TYPE_CHECKING

        game = self.controller.game
        dialog = WinDialog(game.score, self.controller.clock.elapsed(), game.moves, self)
        self._win_dialog = dialog
        dialog.accepted.connect(self.new_game)
        dialog.rejected.connect(self._close_win_dialog)
        dialog.open()

    def _close_win_dialog(self) -> None:
        dialog, self._win_dialog = self._win_dialog, None
        if dialog is not None:
            dialog.hide()
            dialog.deleteLater()
            # The thrown cards go home, where the win left them.
            self.scene.sync(self.controller.game)

    # -- settings ------------------------------------------------------------------------------

    def _toggle(self, key: str, on: bool) -> None:
        self.settings[key] = on

    def _setting_changed(self, key: str) -> None:
        action = self.toggle_actions.get(key)
        if action is not None and action.isChecked() != bool(self.settings[key]):
            action.setChecked(bool(self.settings[key]))

    # -- help ----------------------------------------------------------------------------------

    def show_rules(self) -> None:
        """The rules in short, in a dialog."""
        # Imported here: the class costs start-up time (PySide6 builds its enums on first use).
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415

        QMessageBox.information(
            self,
            self.tr("Rules of Russian Solitaire"),
            self.tr(
                "<p>Build all four suits on the foundations, from Ace to King.</p>"
                "<p>Any face-up card can be moved together with every card on top of it, in "
                "order or not, onto the last card of another column when that card is of the "
                "same suit and exactly one rank higher. Only a King, with the cards on top of "
                "it, goes on an empty column. At most %1 cards move at once.</p>"
                "<p>Only the last card of a column goes to a foundation. A face-down card turns "
                "up when it becomes the last card of its column.</p>"
                "<p>Click the last card of a column to send it to its foundation; double-click a "
                "card to move it to the best place on the table.</p>"
            ).replace("%1", "20")
            + self.keyboard_help(),
        )

    def show_keyboard(self) -> None:
        """How to play with the keyboard alone, in a dialog."""
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - see show_rules

        QMessageBox.information(self, self.tr("Playing with the Keyboard"), self.keyboard_help())

    def keyboard_help(self) -> str:
        """The keys of the table, as a section of rich text (the Rules end with it too)."""
        return self.tr(
            "<p><b>Keyboard</b></p>"
            "<p><b>Left</b> and <b>Right</b> move from pile to pile; <b>Up</b> and <b>Down</b> "
            "move along the face-up cards of a column.<br>"
            "<b>Space</b> or <b>Enter</b> picks up the card in focus with every card on it; "
            "carry it with the arrows, and <b>Space</b> or <b>Enter</b> again drops it there. "
            "<b>Escape</b> puts it back.<br>"
            "<b>F</b> sends the last card of the column in focus to its foundation.<br>"
            "<b>H</b> shows a hint.</p>"
        )

    def show_about(self) -> None:
        """Name, version, licence."""
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - see show_rules

        QMessageBox.about(
            self,
            self.tr("About Russian Solitaire"),
            self.tr(
                "<h3>Russian Solitaire %1</h3>"
                "<p>The same-suit patience of the Yukon family.</p>"
                "<p>Free software under the MIT licence.</p>"
            ).replace("%1", __version__),
        )

    def tell(self, text: str, warning: bool = False) -> None:
        """Tell the player ``text`` in a message over the window, without waiting for the answer."""
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - see show_rules

        icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
        box = QMessageBox(
            icon, self.tr("Russian Solitaire"), text, QMessageBox.StandardButton.Ok, self
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # -- window --------------------------------------------------------------------------------

    def _geometry_store(self) -> QSettings:
        return QSettings(str(paths.config_dir() / "window.ini"), QSettings.Format.IniFormat)

    def _restore_geometry(self) -> None:
        saved = self._geometry_store().value("geometry")
        if isinstance(saved, QByteArray) and self.restoreGeometry(saved):
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

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember where the window was."""
        store = self._geometry_store()
        store.setValue("geometry", self.saveGeometry())
        store.sync()
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        """Pause the clock while minimised; follow a change of language."""
        if event.type() == QEvent.Type.WindowStateChange:
            if self.isMinimized():
                self.controller.clock.pause()
            else:
                self.controller.clock.resume()
        elif event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            # Card indices (German B/D/K, ...) and the focused card's spoken name are words too;
            # the focus is only described once a deal is on the table.
            self.art.clear_cache()
            if self.view.accessibleName():
                self.view.setAccessibleName(self.scene.describe_focus())
        super().changeEvent(event)

