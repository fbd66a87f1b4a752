"""The replay's timeline strip: each position winnable or lost, and the honest chance there.

One cell per position of the replayed game (the deal, then after each action): on top its
verdict with sight of every card, as a colour and a pattern; under it, as a bar's height, the
chance to win from what the player could see there. The replay's position is marked. A click or
a drag jumps the replay there.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.model.solver import GameAnalysis, Verdict

# Room above and below the cells, in pixels, where the mark of the replay's position stands out.
MARK_ROOM = 3
# The height of the verdicts' band, of the chances' band under it, and of the gap between.
VERDICT_HEIGHT = 10
CHANCE_HEIGHT = 12
GAP = 1
# A cell's whole height.
CELL_HEIGHT = VERDICT_HEIGHT + GAP + CHANCE_HEIGHT
# The chances' band: its ground, and the bars of the chances.
CHANCE_GROUND = QColor(240, 240, 240)
CHANCE_BAR = QColor(70, 110, 160)
CHANCE_TOP = QColor(210, 210, 210)
# A chance still being counted: dotted, apart from a chance of 0 (nothing drawn).
CHANCE_TO_COME = QBrush(QColor(175, 175, 175), Qt.BrushStyle.Dense6Pattern)


class Cell(enum.Enum):
    """What a cell of the strip shows."""

    TO_COME = "to come"
    """Not analysed yet (or not at all: a game that cannot be analysed)."""
    WINNABLE = "winnable"
    LOST = "lost"
    UNKNOWN = "unknown"


# Each state's fill and pattern. They differ in lightness and pattern as well as in hue, for
# players who do not tell red from green: winnable is light and plain, lost dark and hatched,
# unknown a middle grey dotted, still to come the palest, plain.
_LOOKS: dict[Cell, tuple[QColor, QColor | None, Qt.BrushStyle]] = {
    Cell.WINNABLE: (QColor(150, 220, 160), None, Qt.BrushStyle.NoBrush),
    Cell.LOST: (QColor(120, 30, 40), QColor(215, 150, 150), Qt.BrushStyle.BDiagPattern),
    Cell.UNKNOWN: (QColor(150, 150, 150), QColor(70, 70, 70), Qt.BrushStyle.Dense6Pattern),
    Cell.TO_COME: (QColor(232, 232, 232), None, Qt.BrushStyle.NoBrush),
}
_CELL_OF = {
    Verdict.WINNABLE: Cell.WINNABLE,
    Verdict.UNWINNABLE: Cell.LOST,
    Verdict.UNKNOWN: Cell.UNKNOWN,
}


class TimelineStrip(FollowsLanguage, QWidget):
    """The strip along the replay: a cell per position; click or drag to jump there.

    Its keys are the replay bar's (Home, Left, Right, End); its accessible description says
    what the cell of the replay's position says.
    """

    jump_requested = Signal(int)
    """The player pointed at the position after this many actions."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty strip; :meth:`show_game` gives it its cells."""
        super().__init__(parent)
        self.setObjectName("TimelineStrip")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys belong to the table and the bar
        self._length = 0
        self._position = 0
        self._analysis: GameAnalysis | None = None
        self._analysing = False
        self.retranslate_ui()

    # -- what it shows ---------------------------------------------------------------------------

    def show_game(self, length: int, analysing: bool = True) -> None:
        """A game of ``length`` actions, nothing known of it yet (``analysing``: on its way)."""
        self._length, self._position = length, 0
        self._analysis, self._analysing = None, analysing
        self._changed()

    def show_analysis(self, analysis: GameAnalysis | None, analysing: bool) -> None:
        """What is known of the game: ``analysis`` so far (``analysing``: more is coming)."""
        self._analysis, self._analysing = analysis, analysing
        self._changed()

    def show_position(self, position: int) -> None:
        """Mark the replay's position: ``position`` actions played."""
        self._position = position
        self._changed()

    @property
    def count(self) -> int:
        """How many cells the strip has: the deal and each action."""
        return self._length + 1

    def cell(self, index: int) -> Cell:
        """What the cell of the position after ``index`` actions shows."""
        analysis = self._analysis
        if analysis is None or not 0 <= index < len(analysis.positions):
            return Cell.TO_COME
        return _CELL_OF[analysis.positions[index].verdict]

    def chance(self, index: int) -> float | None:
        """The chance drawn at cell ``index`` (``None``: not known, or not yet)."""
        analysis = self._analysis
        if analysis is None or not 0 <= index < len(analysis.positions):
            return None
        return analysis.positions[index].chance

    def cell_rect(self, index: int) -> QRectF:
        """Where cell ``index`` is drawn: its verdict on top, its chance under it."""
        width = self.width() / max(1, self.count)
        return QRectF(index * width, MARK_ROOM, width, CELL_HEIGHT)

    def verdict_rect(self, index: int) -> QRectF:
        """Where the verdict of cell ``index`` is drawn."""
        rect = self.cell_rect(index)
        rect.setHeight(VERDICT_HEIGHT)
        return rect

    def chance_rect(self, index: int) -> QRectF:
        """The bar of the chance of cell ``index`` (empty when not known)."""
        rect = self.cell_rect(index)
        chance = self.chance(index) or 0.0
        rect.setTop(rect.bottom() - chance * CHANCE_HEIGHT)
        return rect

    def cell_at(self, x: float) -> int:
        """The cell under ``x`` (those beyond either end give the end's)."""
        index = int(x * self.count / max(1, self.width()))
        return max(0, min(index, self.count - 1))

    def describe(self, index: int) -> str:
        """What cell ``index`` says: which position, its verdict and its chance, a line each."""
        lines = [
            QCoreApplication.translate("Replay", "Action %1 of %2")
            .replace("%1", str(index))
            .replace("%2", str(self._length))
        ]
        state = self.cell(index)
        if state is Cell.WINNABLE:
            lines.append(self.tr("Could be won, with sight of every card."))
        elif state is Cell.LOST:
            lines.append(self.tr("Could not be won, even with sight of every card."))
        elif state is Cell.UNKNOWN:
            lines.append(self.tr("The solver could not decide whether it could be won."))
        elif self._analysing:
            lines.append(self.tr("Still being analysed."))
        chance = self.chance(index)
        analysis = self._analysis
        if chance is not None and analysis is not None:
            percent = QLocale().toString(round(chance * 100))
            if analysis.positions[index].samples:
                text = self.tr("Chance to win from what you could see: about %1%.")
            else:
                text = self.tr("Chance to win from what you could see: %1% (every card face up).")
            lines.append(text.replace("%1", percent))
        elif state is not Cell.TO_COME and self._analysing:
            lines.append(self.tr("Chance to win from what you could see: still being counted."))
        return "\n".join(lines)

    def _changed(self) -> None:
        self.setAccessibleDescription(self.describe(self._position).replace("\n", " "))
        self.update()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setAccessibleName(self.tr("Where the game was lost, action by action"))
        self._changed()

    # -- Qt --------------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As wide as the bar allows, a cell's height and the mark's room."""
        return QSize(400, CELL_HEIGHT + 2 * MARK_ROOM)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Narrow if need be: a cell may be thinner than a pixel."""
        return QSize(60, CELL_HEIGHT + 2 * MARK_ROOM)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The cells, their chances, and the mark of the replay's position."""
        painter = QPainter(self)
        ground = self.cell_rect(0)
        ground.setLeft(0)
        ground.setRight(self.width())
        ground.setTop(ground.bottom() - CHANCE_HEIGHT)
        painter.fillRect(ground, CHANCE_GROUND)
        # A hairline at 100 %, so that a bar's height reads as a share of the whole.
        painter.fillRect(QRectF(0, ground.top(), self.width(), 1), CHANCE_TOP)
        shown = QRectF(event.rect())
        for index in range(self.count):
            if not self.cell_rect(index).intersects(shown):
                continue
            verdict = self.verdict_rect(index)
            fill, ink, pattern = _LOOKS[self.cell(index)]
            painter.fillRect(verdict, fill)
            if ink is not None:
                painter.fillRect(verdict, QBrush(ink, pattern))
            chance = self.chance(index)
            if chance:
                painter.fillRect(self.chance_rect(index), CHANCE_BAR)
            elif chance is None and self._analysing:
                column = self.cell_rect(index)
                column.setTop(column.bottom() - CHANCE_HEIGHT + 1)
                painter.fillRect(column, CHANCE_TO_COME)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._draw_mark(painter)

    def _draw_mark(self, painter: QPainter) -> None:
        rect = self.cell_rect(self._position)
        if rect.width() < 4:
            rect.adjust((rect.width() - 4) / 2, 0, (4 - rect.width()) / 2, 0)
        rect.adjust(0, -MARK_ROOM + 1, 0, MARK_ROOM - 1)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2.5))
        painter.drawRect(rect)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Jump to the position clicked."""
        if event.button() == Qt.MouseButton.LeftButton:
            self._jump(event.position())
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Follow a drag along the strip."""
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._jump(event.position())
        else:
            super().mouseMoveEvent(event)

    def _jump(self, point: QPointF) -> None:
        index = self.cell_at(point.x())
        if index != self._position:
            self.jump_requested.emit(index)

    def event(self, event: QEvent) -> bool:
        """A tooltip that says what the cell under the pointer says."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.cell_at(event.pos().x())
            QToolTip.showText(
                event.globalPos(), self.describe(index), self, self.cell_rect(index).toRect()
            )
            return True
        return super().event(event)
