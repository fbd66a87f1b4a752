"""The chart of the player's results: the score of each game and the rolling win rate."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.base.words import result_name
from rusol_qt.model.game import WINNING_SCORE
from rusol_qt.storage.history import Outcome
from rusol_qt.storage.statistics import Result, rolling_win_percent

#: How many of the latest games the chart shows, and how many games the win rate looks back.
SHOWN_GAMES = 200
WIN_RATE_WINDOW = 20

_WON = QColor("#2e7d32")
_ABANDONED = QColor("#9e9e9e")
_RATE = QColor("#1565c0")
_RATE_ON_DARK = QColor("#64b5f6")


class ResultsChart(FollowsLanguage, QWidget):
    """Score bars for the latest games (green when won) and a line of the rolling win rate.

    Give it the last :data:`SHOWN_GAMES` + :data:`WIN_RATE_WINDOW` games, oldest first: the
    earlier ones only feed the win rate of the first bars.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty chart."""
        super().__init__(parent)
        self._games: list[Outcome] = []
        self._rates: list[float] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # Low enough for the History window on a 640-pixel screen; taller where there is room.
        self.setMinimumHeight(110)
        self.retranslate_ui()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Wide and low."""
        return QSize(640, 180)

    def set_games(self, games: Sequence[Outcome]) -> None:
        """Show these games, oldest first."""
        rates = rolling_win_percent(games, WIN_RATE_WINDOW)
        self._games = list(games[-SHOWN_GAMES:])
        self._rates = rates[-SHOWN_GAMES:]
        self.setAccessibleDescription(self._describe())
        self.update()

    def games(self) -> list[Outcome]:
        """The games drawn, oldest first."""
        return list(self._games)

    def rates(self) -> list[float]:
        """The rolling win rate after each game drawn, in percent."""
        return list(self._rates)

    def _describe(self) -> str:
        if not self._games:
            return self.tr("No games yet.")
        return self.tr(
            "The last %n games; rolling win rate now %1%.", "", len(self._games)
        ).replace("%1", str(round(self._rates[-1])))

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setAccessibleName(self.tr("Results chart"))
        self.setAccessibleDescription(self._describe())
        self.update()

    # -- drawing ---------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the axes, the legend, the bars and the win-rate line."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
        rate_colour = _RATE_ON_DARK if dark else _RATE
        metrics = self.fontMetrics()
        line = metrics.height()
        left = metrics.horizontalAdvance(str(WINNING_SCORE)) + 8
        right = metrics.horizontalAdvance("100%") + 8
        plot = QRectF(left, line * 1.8, self.width() - left - right, self.height() - line * 2.6)
        if plot.width() < 20 or plot.height() < 20:
            return

        # The legend above the plot.
        x = float(left)
        for colour, label, is_line in (
            (_WON, result_name(Result.WON), False),
            (_ABANDONED, result_name(Result.ABANDONED), False),
            (
                rate_colour,
                self.tr("Win rate, last %n games", "", WIN_RATE_WINDOW),
                True,
            ),
        ):
            mark = QRectF(x, line * 0.35, 12, line * 0.6)
            if is_line:
                painter.setPen(QPen(colour, 2))
                painter.drawLine(
                    QPointF(mark.left(), mark.center().y()),
                    QPointF(mark.right(), mark.center().y()),
                )
            else:
                painter.fillRect(mark, colour)
            painter.setPen(text)
            painter.drawText(QPointF(mark.right() + 4, line * 0.35 + metrics.ascent() * 0.8), label)
            x = mark.right() + 4 + metrics.horizontalAdvance(label) + 16

        # Axes: score on the left, win rate on the right, a faint line at half height.
        faint = QColor(text)
        faint.setAlpha(50)
        painter.setPen(QPen(faint, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(
            QPointF(plot.left(), plot.center().y()), QPointF(plot.right(), plot.center().y())
        )
        painter.drawLine(plot.topLeft(), plot.topRight())
        painter.setPen(text)
        flags = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for value, y in ((WINNING_SCORE, plot.top()), (0, plot.bottom())):
            painter.drawText(QRectF(0, y - line / 2, left - 4, line), flags, str(value))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        for label, y in (("100%", plot.top()), ("0%", plot.bottom())):
            painter.drawText(QRectF(plot.right() + 4, y - line / 2, right, line), flags, label)

        if not self._games:
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No games yet."))
            return

        # One bar a game, as wide as the plot allows; the newest on the right.
        step = plot.width() / max(len(self._games), 50)
        gap = 1.0 if step > 3 else 0.0
        for number, game in enumerate(self._games):
            height = plot.height() * min(game.score, WINNING_SCORE) / WINNING_SCORE
            bar = QRectF(
                plot.left() + number * step + gap / 2,
                plot.bottom() - height,
                max(step - gap, 1.0),
                height,
            )
            painter.fillRect(bar, _WON if game.result is Result.WON else _ABANDONED)

        points = QPolygonF(
            [
                QPointF(
                    plot.left() + (number + 0.5) * step, plot.bottom() - plot.height() * rate / 100
                )
                for number, rate in enumerate(self._rates)
            ]
        )
        painter.setPen(QPen(rate_colour, 2))
        painter.drawPolyline(points)
