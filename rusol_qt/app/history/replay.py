"""Replaying a recorded game on the table, action by action: forward, back, autoplay; read-only.

While a replay is on, the table takes no input and the game in progress waits (saved on disk);
closing the replay puts it back exactly as it was. Above the replay's controls, the game's
analysis tells where it was lost, position by position (:mod:`.analysis_bar`, :mod:`.analyst`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QMessageBox,
    QStyle,
    QToolBar,
    QToolButton,
    QWidget,
)

from rusol_qt.app.history.analysis_bar import AnalysisBar
from rusol_qt.app.history.analyst import Analyst, Keep, Kept
from rusol_qt.app.session import ActionRegistry, GameSession, SessionState
from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode, GameCodeError
from rusol_qt.model.notation import NotationError, replay
from rusol_qt.storage.history import GameRecord

#: Time between two actions when the replay plays by itself, in milliseconds.
AUTOPLAY_INTERVAL_MS = 700


class ElidedLabel(QLabel):
    """A one-line label that gives way when room is short, its text cut short with "…"."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """A few letters and the ellipsis."""
        margins = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(self.text()[:4] + "…")
        return QSize(width + margins.left() + margins.right(), super().minimumSizeHint().height())

    def is_elided(self) -> bool:
        """Whether the text is cut short."""
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The text, cut short with "…" when it does not fit."""
        room = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, room.width())
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            room,
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            text,
            self.foregroundRole(),
        )


class ReplayBar(FollowsLanguage, QToolBar):
    """The replay's controls at the bottom of the main window.

    It fits the window at its smallest in every language: the step buttons are named beside
    their icons only while the whole bar has room for the names (their tooltips name them and
    their keys either way), and the title gives way last, cut short with "…".
    """

    retranslated = Signal()
    """The bar's texts changed language; the replay's own texts (title, position) follow."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """Buttons to the start, back, play or pause, forward, to the end, and Close Replay."""
        super().__init__(parent)
        self.setObjectName("ReplayBar")
        self.setMovable(False)
        self.setFloatable(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        style = self.style()
        pixmap = QStyle.StandardPixmap
        self.to_start_action = QAction(style.standardIcon(pixmap.SP_MediaSkipBackward), "", self)
        self.back_action = QAction(style.standardIcon(pixmap.SP_MediaSeekBackward), "", self)
        self.play_action = QAction(style.standardIcon(pixmap.SP_MediaPlay), "", self)
        self.play_action.setCheckable(True)
        self.forward_action = QAction(style.standardIcon(pixmap.SP_MediaSeekForward), "", self)
        self.to_end_action = QAction(style.standardIcon(pixmap.SP_MediaSkipForward), "", self)
        self.close_action = QAction(style.standardIcon(pixmap.SP_DialogCloseButton), "", self)
        self.to_start_action.setShortcut(QKeySequence(Qt.Key.Key_Home))
        self.back_action.setShortcut(QKeySequence(Qt.Key.Key_Left))
        self.play_action.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.forward_action.setShortcut(QKeySequence(Qt.Key.Key_Right))
        self.to_end_action.setShortcut(QKeySequence(Qt.Key.Key_End))
        self.close_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self._playing = False
        # The width the bar needs with the step buttons named (measured by fit()).
        self._width_with_names = 0
        self.title = ElidedLabel()
        self.title.setContentsMargins(8, 0, 8, 0)
        self.position = QLabel()
        self.position.setContentsMargins(8, 0, 8, 0)
        self.addWidget(self.title)
        self.addSeparator()
        self.step_actions = (
            self.to_start_action,
            self.back_action,
            self.play_action,
            self.forward_action,
            self.to_end_action,
        )
        for action in self.step_actions:
            self.addAction(action)
        self.addSeparator()
        self.addWidget(self.position)
        spacer = QWidget()
        spacer.setSizePolicy(
            spacer.sizePolicy().horizontalPolicy().Expanding, spacer.sizePolicy().verticalPolicy()
        )
        self.addWidget(spacer)
        self.addAction(self.close_action)
        self.retranslate_ui()

    def show_texts(self, title: str, position: str, widest_position: str) -> None:
        """Show the replay's title and position; the position keeps the room of the widest."""
        self.title.setText(title)
        self.title.setToolTip(title)
        self.position.setText(position)
        margins = self.position.contentsMargins()
        self.position.setMinimumWidth(
            self.position.fontMetrics().horizontalAdvance(widest_position)
            + margins.left()
            + margins.right()
        )
        self.fit()

    def step_buttons(self) -> list[QToolButton]:
        """The buttons of the step actions."""
        return [
            button
            for action in self.step_actions
            if isinstance(button := self.widgetForAction(action), QToolButton)
        ]

    def fit(self) -> None:
        """Name the step buttons beside their icons if the whole bar then fits, else show icons."""
        buttons = self.step_buttons()
        shown = [button.toolButtonStyle() for button in buttons]
        for button in buttons:
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._width_with_names = self.sizeHint().width()
        for button, style in zip(buttons, shown, strict=True):
            button.setToolButtonStyle(style)
        self._show_names(self.width() >= self._width_with_names)

    def _show_names(self, names: bool) -> None:
        style = (
            Qt.ToolButtonStyle.ToolButtonTextBesideIcon
            if names
            else Qt.ToolButtonStyle.ToolButtonIconOnly
        )
        for button in self.step_buttons():
            if button.toolButtonStyle() != style:
                button.setToolButtonStyle(style)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Names or icons only, as the new width allows."""
        super().resizeEvent(event)
        self._show_names(event.size().width() >= self._width_with_names)

    def show_playing(self, playing: bool) -> None:
        """Show the Play button as Pause while the replay plays by itself, and back."""
        self._playing = playing
        action = self.play_action
        if action.isChecked() != playing:
            action.blockSignals(True)
            action.setChecked(playing)
            action.blockSignals(False)
        icons = QStyle.StandardPixmap
        pixmap = icons.SP_MediaPause if playing else icons.SP_MediaPlay
        action.setIcon(self.style().standardIcon(pixmap))
        action.setText(self.tr("Pause") if playing else self.tr("Play"))

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Replay"))
        self.show_playing(self._playing)
        self.to_start_action.setText(self.tr("To the Deal"))
        self.to_start_action.setToolTip(self.tr("Back to the deal (Home)"))
        self.back_action.setText(self.tr("Back"))
        self.back_action.setToolTip(self.tr("One action back (Left)"))
        self.play_action.setToolTip(self.tr("Play the actions one after another (Space)"))
        self.forward_action.setText(self.tr("Forward"))
        self.forward_action.setToolTip(self.tr("One action forward (Right)"))
        self.to_end_action.setText(self.tr("To the End"))
        self.to_end_action.setToolTip(self.tr("To the last action (End)"))
        self.close_action.setText(self.tr("Close Replay"))
        self.close_action.setToolTip(self.tr("Back to your game (Escape)"))
        self.retranslated.emit()
        self.fit()


class Replay(QObject):
    """Shows a recorded game on the table through the session, one recorded action at a time."""

    position_changed = Signal(int)
    """The number of actions now played."""
    finished = Signal()
    """The replay was closed and the game in progress is back."""

    def __init__(
        self,
        session: GameSession,
        actions: ActionRegistry,
        window: QWidget,
        kept: Kept | None = None,
        keep: Keep | None = None,
    ) -> None:
        """Replay in ``session``, its bars added through ``actions``; ``window`` parents them.

        ``kept`` gives the analysis kept with a recorded game (by its id), ``keep`` keeps a new
        one with it: the history's, so that a second look is instant.
        """
        super().__init__(window)
        self.session = session
        self.window = window
        self.bar = ReplayBar(window)
        self.bar.hide()
        actions.add_bottom_bar(self.bar)
        self.analysis_bar = AnalysisBar(window)
        self.analysis_bar.hide()
        actions.add_bottom_bar(self.analysis_bar)
        self.analyst = Analyst(kept, keep, self)
        self.analyst.analysed.connect(self.analysis_bar.show_analysis)
        self.analyst.failed.connect(self.analysis_bar.show_failure)
        self.analysis_bar.jump_requested.connect(self.go_to)
        self.analysis_bar.losing_move_requested.connect(self.show_losing_move)
        # The analysis stops with the app, which waits for its thread.
        session.closing.connect(self.analyst.shutdown)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.analyst.shutdown)
        self._record: GameRecord | None = None
        self._code: GameCode | None = None
        self._game: Game | None = None
        self._position = 0
        self._timer = QTimer(self)
        self._timer.setInterval(AUTOPLAY_INTERVAL_MS)
        self._timer.timeout.connect(self._autoplay_step)
        self.bar.to_start_action.triggered.connect(lambda: self.go_to(0))
        self.bar.back_action.triggered.connect(self.back)
        self.bar.play_action.toggled.connect(self.set_playing)
        self.bar.forward_action.triggered.connect(self.forward)
        self.bar.to_end_action.triggered.connect(lambda: self.go_to(self.length))
        self.bar.close_action.triggered.connect(self.stop)
        self.bar.retranslated.connect(self._show_texts)
        session.state_changed.connect(self._state_changed)

    # -- state -----------------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """Whether a replay is on the table."""
        return self._record is not None

    @property
    def position(self) -> int:
        """How many recorded actions are played on the table."""
        return self._position

    @property
    def length(self) -> int:
        """How many actions the recorded game has."""
        return len(self._record.actions) if self._record is not None else 0

    @property
    def game(self) -> Game | None:
        """The replayed game as it stands."""
        return self._game

    # -- starting and stopping -------------------------------------------------------------------

    def start(self, record: GameRecord) -> bool:
        """Show the deal of ``record`` and wait for the player to step through it.

        A record whose game code cannot be read is refused with a message before anything
        changes: the game in progress stays on the table, still recorded and saved. Returns
        whether the replay started.
        """
        try:
            code = GameCode.parse(record.code)
        except GameCodeError:
            self._refuse(record)
            return False
        self._record, self._code = record, code
        self.set_playing(False)
        self.analysis_bar.show_game(len(record.actions), record.deal_best)
        self.bar.show()
        self.analysis_bar.show()
        self.go_to(0)
        self.analyst.look_at(record, code)
        return True

    def _refuse(self, record: GameRecord) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Replay"),
            self.tr(
                "This game cannot be replayed: its game code “%1” cannot be read. "
                "The record may be damaged or come from another version of Russian Solitaire."
            ).replace("%1", record.code),
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def stop(self) -> None:
        """Close the replay and put the game in progress back on the table."""
        if self.active:
            self.session.end_replay()  # the session's new state closes the replay here

    def _state_changed(self, state: SessionState) -> None:
        """The session left the replay (closed here, or a game was started): tidy up."""
        if state is SessionState.REPLAYING or not self.active:
            return
        self.set_playing(False)
        self.analyst.stop()
        self._record, self._code, self._game = None, None, None
        self.bar.hide()
        self.analysis_bar.hide()
        self.finished.emit()

    # -- stepping --------------------------------------------------------------------------------

    def forward(self) -> bool:
        """Play the next recorded action, with its animation; ``False`` at the end."""
        record, game = self._record, self._game
        if record is None or game is None or self._position >= len(record.actions):
            self.set_playing(False)
            return False
        try:
            played = self.session.replay_action(record.actions[self._position])
        except NotationError:
            played = False
        if not played:
            # A move list this version cannot play: stay where it still made sense.
            self.set_playing(False)
            return False
        self._position += 1
        self._show()
        return True

    def back(self) -> None:
        """Go one recorded action back."""
        self.go_to(self._position - 1)

    def go_to(self, position: int) -> None:
        """Show the game after ``position`` recorded actions (0: the deal)."""
        record, code = self._record, self._code
        if record is None or code is None:
            return
        position = max(0, min(position, len(record.actions)))
        try:
            game = replay(code, list(record.actions[:position]))
        except NotationError:
            return
        self._game, self._position = game, position
        self.session.show_replayed(game, record.seconds)
        self._show()

    def show_losing_move(self) -> None:
        """Stop at the moment the deal was lost: the position the losing move was played from.

        The strip's cell there is the last that could be won; one step forward plays the move.
        """
        analysis = self.analysis_bar.analysis
        if analysis is None or analysis.losing_move is None:
            return
        self.set_playing(False)
        self.go_to(analysis.losing_move.index)

    def set_playing(self, playing: bool) -> None:
        """Start or stop playing the actions one after another."""
        playing = playing and self.active and self._position < self.length
        self.bar.show_playing(playing)
        if playing:
            self._timer.start()
        else:
            self._timer.stop()

    def _autoplay_step(self) -> None:
        if not self.forward() or self._position >= self.length:
            self.set_playing(False)

    def _show(self) -> None:
        record, game = self._record, self._game
        if record is None or game is None:
            return
        self._show_texts()
        at_start, at_end = self._position == 0, self._position >= len(record.actions)
        self.bar.to_start_action.setEnabled(not at_start)
        self.bar.back_action.setEnabled(not at_start)
        self.bar.forward_action.setEnabled(not at_end)
        self.bar.to_end_action.setEnabled(not at_end)
        self.bar.play_action.setEnabled(not at_end)
        self.analysis_bar.show_position(self._position)
        self.position_changed.emit(self._position)

    def _show_texts(self) -> None:
        """The replay's title and position, in the current language."""
        record = self._record
        if record is None:
            return
        total = str(len(record.actions))
        digits = "0" * len(total)
        position = self.tr("Action %1 of %2")
        self.bar.show_texts(
            self.tr("Replay of %1").replace("%1", record.code),
            position.replace("%1", str(self._position)).replace("%2", total),
            position.replace("%1", digits).replace("%2", digits),
        )
