"""Help ▸ Rules: the rules of the rule set in play, and everything else a player needs to know.

The building rule follows the rule set (Classic or Mixed suits); the numbers (group limit, undo
depth, points) are the model's own constants, so the help never drifts from the game.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from rusol_qt.base.fitting import fit_to_screen
from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.base.words import rule_set_name
from rusol_qt.model.game import FLIP_POINTS, FOUNDATION_POINTS, UNDO_LIMIT, WINNING_SCORE
from rusol_qt.model.rules import GROUP_LIMIT, RuleSet

# The size the rules like to have; a small screen gets less, and the text scrolls.
WANTED_SIZE = QSize(620, 720)


class RulesDialog(FollowsLanguage, QDialog):
    """The rules of ``rules`` in rich text that scrolls, ending with ``extra`` (the keys)."""

    def __init__(self, rules: RuleSet, extra: str = "", parent: QWidget | None = None) -> None:
        """Describe ``rules``; ``extra`` (rich text) ends the page."""
        super().__init__(parent)
        self.rules = rules
        self._extra = extra
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        fit_to_screen(self, WANTED_SIZE)

    def set_extra(self, extra: str) -> None:
        """End the page with ``extra`` (rich text) from now on."""
        self._extra = extra
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Rules of Russian Solitaire"))
        self.browser.setAccessibleName(self.tr("Rules of Russian Solitaire"))
        self.browser.setHtml(self.text())

    def text(self) -> str:
        """The whole page, as rich text."""
        name = rule_set_name(self.rules)
        if self.rules is RuleSet.CLASSIC:
            building = self.tr(
                "<p><b>Building.</b> Any face-up card can be moved together with every card on "
                "top of it, in order or not, onto the last card of another column when that card "
                "is face up, of the <b>same suit</b> and exactly one rank higher: the 7 of hearts "
                "goes on the 8 of hearts, never on the 8 of diamonds or a black 8. Only the "
                "bottom card of the group must fit.</p>"
            )
        else:
            building = self.tr(
                "<p><b>Building.</b> Any face-up card can be moved together with every card on "
                "top of it, in order or not, onto the last card of another column when that card "
                "is face up and exactly one rank higher, <b>whatever its suit</b>: the 7 of hearts "
                "goes on any 8. Only the bottom card of the group must fit.</p>"
            )
        parts = [
            self.tr("<h3>Russian Solitaire: %1</h3>").replace("%1", name),
            self.tr(
                "<p>Build all four suits on the foundations, from Ace to King. The game is won "
                "when all 52 cards are there. There is no stock: every card is dealt into the "
                "seven columns.</p>"
            ),
            building,
            self.tr("<p><b>Groups.</b> At most %1 cards move at once.</p>").replace(
                "%1", str(GROUP_LIMIT)
            ),
            self.tr(
                "<p><b>Empty columns.</b> Only a King, alone or with the cards on top of it, goes "
                "on an empty column.</p>"
            ),
            self.tr(
                "<p><b>Face-down cards</b> turn up by themselves when they become the last card of "
                "their column.</p>"
            ),
            self.tr(
                "<p><b>Foundations.</b> Each foundation takes one suit, from the Ace up to the "
                "King, one card at a time: the last card of a column.</p>"
            ),
            self.tr(
                "<p><b>Taking back.</b> The top card of a foundation can be dragged back onto a "
                "column where it fits by the rules above (a King onto an empty column). No points "
                "are lost; put back on its foundation, it earns its points again.</p>"
            ),
            self.tr(
                "<p><b>Score.</b> %1 points for each card put on a foundation, %2 for each "
                "face-down card turned up; moves between columns and taking back score nothing. "
                "The score starts at 0 and never goes below 0: a game won without taking cards "
                "back ends on %3.</p>"
            )
            .replace("%1", str(FOUNDATION_POINTS))
            .replace("%2", str(FLIP_POINTS))
            .replace("%3", str(WINNING_SCORE)),
            self.tr(
                "<p><b>Undo.</b> The last %1 moves can be undone, and undone moves redone. Undo "
                "puts back the cards, which side faces up and the score; the move counter does "
                "not go down.</p>"
            ).replace("%1", str(UNDO_LIMIT)),
            self.tr(
                "<p>The rule set is chosen in the New Game window: Classic (a card goes only on "
                "the same suit) or Mixed suits (any suit). The game code keeps it: C for "
                "Classic, R for Mixed suits.</p>"
            ),
            self.tr(
                "<p><b>Mouse.</b> Click the last card of a column to send it to its foundation; "
                "double-click a card to move it to the best place on the table; or drag it.</p>"
            ),
            self._extra,
        ]
        return "".join(parts)
