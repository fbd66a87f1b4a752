"""New Winnable Game: random deals are drawn and solved, behind a progress dialog, until one wins.

The hunt runs in a :class:`WinnableDealFinder` thread, so the dialog's Cancel answers at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from rusol_qt.base.threads import Worker
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet

# The solver module is imported when the hunt runs: no search runs before it is asked for.

# The budget per deal while looking for a winnable deal: short, the next deal may be quicker.
DEAL_SECONDS = 2.0


class WinnableDealFinder(Worker):
    """Draws random deals until the solver proves one winnable, in its own thread."""

    tried = Signal(int)
    """How many deals were tried so far."""
    found = Signal(object)
    """The :class:`GameCode` of a deal proved winnable."""

    def __init__(
        self, rules: RuleSet, seconds: float = DEAL_SECONDS, parent: QObject | None = None
    ) -> None:
        """Prepare the hunt for ``rules``; :meth:`start` runs it."""
        super().__init__(parent)
        self.rules = rules
        self.seconds = seconds

    def run(self) -> None:
        """Try deal after deal until one is winnable or the hunt is cancelled."""
        from rusol_qt.model.solver import Verdict, solve  # noqa: PLC0415 - see the imports

        count = 0
        while not self.cancelled():
            code = GameCode.random(self.rules)
            solution = solve(
                Game(code).position(),
                self.rules,
                seconds=self.seconds,
                cancelled=self.cancelled,
            )
            count += 1
            self.tried.emit(count)
            if solution.verdict is Verdict.WINNABLE:
                self.found.emit(code)
                return


def find_winnable_deal(parent: QWidget | None, rules: RuleSet) -> GameCode | None:
    """Look for a deal the solver proves winnable, with a progress dialog and a Cancel button.

    The New Game dialog's "Only winnable deals" calls this. Returns ``None`` when cancelled.
    """
    dialog = QProgressDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("WinnableDeal", "Only winnable deals"))
    dialog.setLabelText(
        QCoreApplication.translate("WinnableDeal", "Looking for a deal that can be won…")
    )
    dialog.setCancelButtonText(QCoreApplication.translate("WinnableDeal", "Cancel"))
    dialog.setRange(0, 0)
    dialog.setMinimumDuration(0)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    finder = WinnableDealFinder(rules, parent=dialog)
    found: list[GameCode] = []

    def tried(count: int) -> None:
        dialog.setLabelText(
            QCoreApplication.translate(
                "WinnableDeal", "Looking for a deal that can be won… (%n deals tried)", "", count
            )
        )

    def done(code: GameCode) -> None:
        found.append(code)
        dialog.accept()

    finder.tried.connect(tried)
    finder.found.connect(done)
    dialog.canceled.connect(finder.cancel)
    finder.start()
    dialog.exec()
    finder.cancel()
    finder.wait()
    # Answers the thread sent just before it ended may still wait in the queue.
    QCoreApplication.sendPostedEvents(None, 0)
    return found[0] if found else None
