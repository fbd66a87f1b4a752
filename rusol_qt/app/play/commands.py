"""The game's own commands: deal, restart, undo, redo, copy the code, settings, help, quit.

New Winnable Game is one of them. :class:`GameCommands` registers them with the action registry
and carries them out through the session; the dialogs they open are parented to the window they
are handed, as a plain widget.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow

from rusol_qt import __version__
from rusol_qt.app.session.actions import ActionRegistry, Menu, Section
from rusol_qt.app.session.game_session import GameSession, SessionState
from rusol_qt.base.i18n import language_changed
from rusol_qt.base.settings import Setting, Settings
from rusol_qt.model.rules import RuleSet

if TYPE_CHECKING:
    # Imported when first opened: they cost start-up time the table does not need.
    from rusol_qt.dialogs.licences import LicencesDialog
    from rusol_qt.dialogs.new_game import NewGameDialog
    from rusol_qt.dialogs.rules import RulesDialog
    from rusol_qt.dialogs.settings import SettingsDialog
    from rusol_qt.dialogs.win import WinDialog

# How long "Game code copied" shows, in milliseconds: a confirmation, not a message to read.
COPIED_TIME = 1800

#: The settings the Settings menu switches on and off directly (they take effect at once).
TOGGLES: tuple[Setting[bool], ...] = (
    Settings.double_click,
    Settings.placement_help,
    Settings.interactive_rules,
    Settings.auto_placement,
    Settings.four_colour,
    Settings.show_toolbar,
)


class GameCommands(QObject):
    """The commands every game has, registered in the menus and carried out on the session."""

    def __init__(
        self,
        session: GameSession,
        actions: ActionRegistry,
        window: QMainWindow,
    ) -> None:
        """Register the commands; ``window`` parents their dialogs and shows brief notes."""
        super().__init__(window)
        self.session = session
        self.settings = session.settings
        self.window = window
        self._win_dialog: WinDialog | None = None
        self._settings_dialog: SettingsDialog | None = None
        self._rules_dialog: RulesDialog | None = None
        standard = QKeySequence.StandardKey
        playing = SessionState.PLAYING

        def add(
            name: str,
            menu: Menu,
            section: Section,
            triggered: Callable[[], object],
            shortcut: QKeySequence.StandardKey | None = None,
            role: QAction.MenuRole | None = None,
            in_play: bool = False,
            enabled_when: Callable[[], bool] | None = None,
        ) -> QAction:
            action = QAction(self)
            if shortcut is not None:
                action.setShortcuts(QKeySequence.keyBindings(shortcut))
            if role is not None:
                action.setMenuRole(role)
            action.triggered.connect(triggered)
            return actions.add(
                name, action, menu, section, in_play=in_play, enabled_when=enabled_when
            )

        game, deal, moves = Menu.GAME, Section.DEAL, Section.MOVES
        self.new_game_action = add(
            "new_game", game, deal, self.choose_new_game, standard.New, in_play=True
        )
        self.winnable_game_action = add(
            "winnable_game", game, deal, self.new_winnable_game, in_play=True
        )
        self.restart_action = add(
            "restart", game, deal, session.restart, standard.Refresh, in_play=True
        )
        self.undo_action = add(
            "undo", game, moves, session.undo, standard.Undo, in_play=True,
            enabled_when=lambda: session.state is playing and session.game.can_undo,
        )  # fmt: skip
        self.redo_action = add(
            "redo", game, moves, session.redo, standard.Redo, in_play=True,
            enabled_when=lambda: session.state is playing and session.game.can_redo,
        )  # fmt: skip
        self.copy_code_action = add("copy_code", game, Section.CODE, self.copy_code, standard.Copy)
        self.quit_action = add(
            "quit", game, Section.QUIT, window.close, standard.Quit, QAction.MenuRole.QuitRole
        )
        if not self.quit_action.shortcuts():
            # Qt binds Quit to a key only on GNOME, KDE and macOS: on Windows (and other
            # desktops) the menu would show none. Ctrl+Q is what players try there too.
            self.quit_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Q))
        self.settings_action = add(
            "settings", Menu.SETTINGS, Section.DIALOG, self.show_settings, standard.Preferences,
            QAction.MenuRole.PreferencesRole,
        )  # fmt: skip
        self.toggle_actions: dict[str, QAction] = {}
        for field in TOGGLES:
            action = QAction(self)
            action.setCheckable(True)
            action.setChecked(self.settings.value(field))
            action.toggled.connect(lambda on, field=field: self.settings.set_value(field, on))
            self.toggle_actions[field.name] = actions.add(
                field.name, action, Menu.SETTINGS, Section.TOGGLES
            )
        help_ = Menu.HELP, Section.HELP
        self.rules_action = add("rules", *help_, self.show_rules, standard.HelpContents)
        self.keyboard_action = add("keyboard", *help_, self.show_keyboard)
        self.about_action = add("about", *help_, self.show_about, role=QAction.MenuRole.AboutRole)
        self.about_qt_action = add(
            "about_qt", *help_, self.show_about_qt, role=QAction.MenuRole.AboutQtRole
        )
        session.celebration_finished.connect(self._show_win_dialog)
        session.game_started.connect(self._close_win_dialog)
        session.state_changed.connect(self._close_win_dialog)
        self.settings.changed.connect(self._setting_changed)
        language_changed().connect(self.retranslate_ui)
        self.retranslate_ui()

    def retranslate_ui(self, _: str = "") -> None:
        """Set every text in the current language."""
        self.new_game_action.setText(self.tr("&New Game…"))
        self.winnable_game_action.setText(self.tr("New &Winnable Game"))
        self.restart_action.setText(self.tr("Restart This &Deal"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.copy_code_action.setText(self.tr("&Copy Game Code"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.rules_action.setText(self.tr("&Rules"))
        self.keyboard_action.setText(self.tr("&Keyboard"))
        self.about_action.setText(self.tr("&About Russian Solitaire"))
        self.about_qt_action.setText(self.tr("About &Qt"))
        texts = {
            Settings.double_click.name: self.tr("&Double-Click Places Cards"),
            Settings.placement_help.name: self.tr("&Placement Help"),
            Settings.interactive_rules.name: self.tr("&Interactive Rules"),
            Settings.auto_placement.name: self.tr("&Auto Placement"),
            Settings.four_colour.name: self.tr("&Four-Colour Deck"),
            Settings.show_toolbar.name: self.tr("Show &Toolbar"),
        }
        for name, action in self.toggle_actions.items():
            action.setText(texts[name])

    # -- dealing -------------------------------------------------------------------------------

    def choose_new_game(self) -> NewGameDialog:
        """Open the New Game dialog; the game it chooses is dealt when it is accepted."""
        from rusol_qt.dialogs.new_game import NewGameDialog  # noqa: PLC0415 - see TYPE_CHECKING

        dialog = NewGameDialog(self.settings, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._deal_chosen(dialog))
        dialog.open()
        return dialog

    def _deal_chosen(self, dialog: NewGameDialog) -> None:
        if self.session.replaying:
            return
        # Read the choice first: the closed dialog is deleted while the question is open.
        winnable, code, rules = dialog.wants_winnable(), dialog.game_code(), dialog.rules()
        if winnable:
            self.deal_winnable(rules)
        else:
            self.session.leave_for(code)

    def new_winnable_game(self) -> None:
        """Deal a game the solver proved winnable, under the rules of the game in play."""
        self.deal_winnable(self.session.game_in_play.rules)

    def deal_winnable(self, rules: RuleSet) -> None:
        """Once the player agrees to leave the game in play, hunt for a winnable deal and deal it.

        The one way to a winnable deal: the New Game dialog's "Only winnable deals" and New
        Winnable Game both come here. Cancelling the hunt leaves the game in play as it was.
        """
        if self.session.replaying or not self.session.may_leave():
            return
        from rusol_qt.app.play.winnable_deal import find_winnable_deal  # noqa: PLC0415 - on demand

        found = find_winnable_deal(self.window, rules)
        if found is not None:
            self.session.start(found)

    def copy_code(self) -> None:
        """Put the game code on the clipboard, and say so briefly over the table.

        The table's own banner says it, not a status bar: one would appear under the table,
        take its room and stay there as an empty strip.
        """
        QGuiApplication.clipboard().setText(str(self.session.game.code))
        self.session.show_message(self.tr("Game code copied"), COPIED_TIME)

    # -- the win -------------------------------------------------------------------------------

    def _show_win_dialog(self) -> None:
        session = self.session
        if session.state is not SessionState.WON or self._win_dialog is not None:
            return
        from rusol_qt.dialogs.win import WinDialog  # noqa: PLC0415 - see TYPE_CHECKING

        game = session.game_in_play
        dialog = WinDialog(game.score, session.elapsed(), game.moves, self.window)
        self._win_dialog = dialog
        dialog.accepted.connect(lambda: self.session.new_game())
        dialog.rejected.connect(self._close_win_dialog)
        dialog.open()

    def _close_win_dialog(self, _: object = None) -> None:
        dialog, self._win_dialog = self._win_dialog, None
        if dialog is not None:
            dialog.hide()
            dialog.deleteLater()
            # The thrown cards go home, where the win left them.
            self.session.settle_table()

    # -- settings ------------------------------------------------------------------------------

    def show_settings(self) -> SettingsDialog:
        """Open the Settings dialog (one at a time); its changes apply at once."""
        if self._settings_dialog is None:
            from rusol_qt.dialogs.settings import SettingsDialog  # noqa: PLC0415

            self._settings_dialog = SettingsDialog(self.settings, self.window)
        self._settings_dialog.show()
        self._settings_dialog.raise_()
        self._settings_dialog.activateWindow()
        return self._settings_dialog

    def _setting_changed(self, name: str) -> None:
        action = self.toggle_actions.get(name)
        if action is not None:
            on = bool(getattr(self.settings, name))
            if action.isChecked() != on:
                action.setChecked(on)

    # -- help ----------------------------------------------------------------------------------

    def show_rules(self) -> RulesDialog:
        """The rules of the rule set in play, in a window beside the table (one at a time)."""
        from rusol_qt.dialogs.rules import RulesDialog  # noqa: PLC0415 - see TYPE_CHECKING

        rules = self.session.game_in_play.rules
        dialog = self._rules_dialog
        if dialog is None or dialog.rules is not rules:
            if dialog is not None:
                dialog.close()
            dialog = RulesDialog(rules, self.keyboard_help(), self.window)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.destroyed.connect(lambda: setattr(self, "_rules_dialog", None))
            self._rules_dialog = dialog
        else:
            dialog.set_extra(self.keyboard_help())
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def show_keyboard(self) -> None:
        """How to play with the keyboard alone, in a dialog."""
        # Imported here: the class costs start-up time (PySide6 builds its enums on first use).
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415

        QMessageBox.information(
            self.window, self.tr("Playing with the Keyboard"), self.keyboard_help()
        )

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
        """Name, version, licence; its Licences button shows every licence text."""
        # Imported here: the class costs start-up time (PySide6 builds its enums on first use).
        from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: PLC0415

        box = QMessageBox(self.window)
        box.setWindowTitle(self.tr("About Russian Solitaire"))
        box.setIconPixmap(QApplication.windowIcon().pixmap(64, 64))
        box.setText(
            self.tr(
                "<h3>Russian Solitaire %1</h3>"
                "<p>The same-suit patience of the Yukon family.</p>"
                "<p>Free software under the MIT licence.</p>"
            ).replace("%1", __version__)
        )
        box.setInformativeText(
            self.tr("It is built with Qt, PySide6 and Python, each under its own licence.")
        )
        licences = box.addButton(self.tr("&Licences…"), QMessageBox.ButtonRole.ActionRole)
        close = box.addButton(QMessageBox.StandardButton.Close)
        box.setDefaultButton(close)
        box.setEscapeButton(close)
        box.exec()
        chosen = box.clickedButton()
        box.deleteLater()
        if chosen is licences:
            self.show_licences()

    def show_licences(self) -> LicencesDialog:
        """The licence texts of the app and of everything it is built with."""
        from rusol_qt.dialogs.licences import LicencesDialog  # noqa: PLC0415 - see TYPE_CHECKING

        dialog = LicencesDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_about_qt(self) -> None:
        """Qt's own About box: its version and licences."""
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - see show_rules

        QMessageBox.aboutQt(self.window, self.tr("About Qt"))
