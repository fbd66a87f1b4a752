"""Where the replayed game was lost: the story in a sentence, and the strip along the replay.

The bar stands above the replay's controls while a replay is on. Its story names the move that
lost a winnable deal (a link to the moment it was played), or says that the game was won, that
the deal could not be won from the start, that the game was left while it could still be won,
or that the solver could not tell; the strip shows every position (:mod:`.strip`).
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolBar, QVBoxLayout, QWidget

from rusol_qt.app.history.strip import TimelineStrip
from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.base.words import card_spoken_name
from rusol_qt.model.game import FOUNDATION_BASE
from rusol_qt.model.notation import NotationError, replay
from rusol_qt.model.solver import Ending, GameAnalysis, LosingMove
from rusol_qt.storage.history import ALL_CARDS

# The story's link to the losing move.
LOSING_MOVE_LINK = "#losing-move"


class StoryLabel(QLabel):
    """A rich-text label that wraps its lines and asks for the height they need.

    A tool bar lays its widgets out by their size hints alone, never height for width: the
    label sets its own minimum height for its width, so a story that wraps in a long language
    is never cut.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty story; its links can be followed with the mouse and the keyboard."""
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

    def show_story(self, text: str) -> None:
        """Show ``text`` (rich text) and make room for it; Tab stops here only for a link."""
        self.setText(text)
        linked = "<a href" in text
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if linked else Qt.FocusPolicy.NoFocus)
        self._fit()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Reached with Tab, the link itself takes the keys: Enter follows it at once."""
        super().focusInEvent(event)
        reason = event.reason()
        if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.focusNextPrevChild(reason == Qt.FocusReason.TabFocusReason)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The height the text needs at the new width."""
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


class AnalysisBar(FollowsLanguage, QToolBar):
    """The story of the replayed game and its strip, along the window above the replay's bar."""

    jump_requested = Signal(int)
    """The player pointed at the position after this many actions on the strip."""
    losing_move_requested = Signal()
    """The player followed the story's link to the losing move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """The story above the strip, across the whole bar."""
        super().__init__(parent)
        self.setObjectName("AnalysisBar")
        self.setMovable(False)
        self.setFloatable(False)
        panel = QWidget()
        panel.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(8, 2, 8, 0)
        layout.setSpacing(0)
        self.story = StoryLabel()
        self.strip = TimelineStrip()
        layout.addWidget(self.story)
        layout.addWidget(self.strip)
        self.addWidget(panel)
        self._analysis: GameAnalysis | None = None
        self._deal_best: int | None = None
        self._failed = False
        self.story.linkActivated.connect(self._link_activated)
        self.strip.jump_requested.connect(self.jump_requested)
        self.retranslate_ui()

    @property
    def analysis(self) -> GameAnalysis | None:
        """The analysis shown (it may still be filling in)."""
        return self._analysis

    def show_game(self, length: int, deal_best: int | None) -> None:
        """A game of ``length`` actions is replayed; its analysis is on its way.

        ``deal_best`` is the most cards perfect play brings home from its deal, when known (the
        history's background solver finds it): it is told of a deal lost from the start.
        """
        self._analysis, self._deal_best, self._failed = None, deal_best, False
        self.strip.show_game(length)
        self._show_story()

    def show_analysis(self, analysis: GameAnalysis) -> None:
        """Show ``analysis``: a report as it fills in, or the whole."""
        self._analysis = analysis
        self.strip.show_analysis(analysis, analysing=not analysis.complete)
        self._show_story()

    def show_failure(self) -> None:
        """The game cannot be analysed: an action of it cannot be played."""
        self._analysis, self._failed = None, True
        self.strip.show_analysis(None, analysing=False)
        self._show_story()

    def show_position(self, position: int) -> None:
        """Mark the replay's position on the strip."""
        self.strip.show_position(position)

    # -- the story -------------------------------------------------------------------------------

    def story_text(self) -> str:
        """The story of the game as shown (rich text: the losing move is a link)."""
        analysis = self._analysis
        if self._failed:
            return html.escape(
                self.tr(
                    "Where this game was lost cannot be told: its actions cannot all be played "
                    "by this version of Russian Solitaire."
                )
            )
        if analysis is None:
            return html.escape(self.tr("Looking at where the game was lost…"))
        story = self._ending_text(analysis)
        if not analysis.complete:
            story += " <i>" + html.escape(self.tr("Counting the chances…")) + "</i>"
        return story

    def _ending_text(self, analysis: GameAnalysis) -> str:
        ending = analysis.ending
        if ending is Ending.LOST_BY_MOVE and analysis.losing_move is not None:
            return self._losing_move_text(analysis, analysis.losing_move)
        if ending is Ending.WON:
            text = self.tr("This game was won.")
        elif ending is Ending.LOST_FROM_START:
            best = self._deal_best
            if best is None or best >= ALL_CARDS:
                text = self.tr("This deal could not be won from the start, whatever the play.")
            else:
                text = self.tr(
                    "This deal could not be won from the start, whatever the play; "
                    "best possible: %n cards.",
                    "",
                    best,
                )
        elif ending is Ending.STILL_WINNABLE:
            text = self.tr("The game was left while it could still be won.")
        else:
            text = self.tr("The solver could not decide in time where this game was lost.")
        return html.escape(text)

    def _losing_move_text(self, analysis: GameAnalysis, losing: LosingMove) -> str:
        best = losing.best
        if best.proven:
            text = self.tr(
                "The deal could be won until action %1; %2 lost it; best from there: %n cards.",
                "",
                best.foundation_cards,
            )
        else:
            text = self.tr(
                "The deal could be won until action %1; %2 lost it; the best the solver found "
                "from there: %n cards.",
                "",
                best.foundation_cards,
            )
        link = f'<a href="{LOSING_MOVE_LINK}">{html.escape(self._move_text(analysis, losing))}</a>'
        return html.escape(text).replace("%1", str(losing.index + 1)).replace("%2", link)

    def _move_text(self, analysis: GameAnalysis, losing: LosingMove) -> str:
        """The losing move in words: "moving Seven of spades to column 3"."""
        move = losing.move
        try:
            game = replay(analysis.code, list(analysis.actions[: losing.index]))
            name = card_spoken_name(game.pile(move.source)[move.start])
        except (NotationError, IndexError):
            name = losing.notation.split(">")[0]  # cannot happen for a sound analysis
        column = str(move.target + 1)
        if move.target >= FOUNDATION_BASE:
            text = self.tr("moving %1 to its foundation").replace("%1", name)
        elif move.source >= FOUNDATION_BASE:
            text = self.tr("moving %1 back to column %2").replace("%1", name)
        else:
            text = self.tr("moving %1 to column %2").replace("%1", name)
        text = text.replace("%2", column)
        if losing.redo:
            text = self.tr("%1 (by a redo)").replace("%1", text)
        return text

    def _show_story(self) -> None:
        self.story.show_story(self.story_text())

    def _link_activated(self, link: str) -> None:
        if link == LOSING_MOVE_LINK:
            self.losing_move_requested.emit()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Where the game was lost"))
        self._show_story()
