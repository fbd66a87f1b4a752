"""The table of past games: a Qt model that reads the history a page at a time.

Only the lines on screen are ever read, so a history of 100,000 games opens as fast as one of
ten. Sorting and filtering are done by the database (over indexed columns).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from rusol_qt.base.words import format_time, result_name, rule_set_name
from rusol_qt.storage.history import Column, HistoryError, HistoryStore, Selection, Summary

#: The table's columns, left to right.
COLUMNS = (
    Column.ENDED,
    Column.CODE,
    Column.RULES,
    Column.RESULT,
    Column.SCORE,
    Column.SECONDS,
    Column.MOVES,
    Column.FOUNDATION_CARDS,
)

_HEADERS = {
    Column.ENDED: QT_TRANSLATE_NOOP("HistoryModel", "Date"),
    Column.CODE: QT_TRANSLATE_NOOP("HistoryModel", "Game code"),
    Column.RULES: QT_TRANSLATE_NOOP("HistoryModel", "Rules"),
    Column.RESULT: QT_TRANSLATE_NOOP("HistoryModel", "Result"),
    Column.SCORE: QT_TRANSLATE_NOOP("HistoryModel", "Score"),
    Column.SECONDS: QT_TRANSLATE_NOOP("HistoryModel", "Time"),
    Column.MOVES: QT_TRANSLATE_NOOP("HistoryModel", "Moves"),
    Column.FOUNDATION_CARDS: QT_TRANSLATE_NOOP("HistoryModel", "Cards home"),
}

_NUMBERS = {Column.SCORE, Column.SECONDS, Column.MOVES, Column.FOUNDATION_CARDS}

#: What the cards-home column shows where a count is not known: the deal is still to be solved,
#: or the solver could not decide it (or an old game's moves do not replay).
STILL_TO_SOLVE = "…"
NOT_KNOWN = "?"

#: Lines read from the database at once, and how many such pages are kept.
PAGE_SIZE = 200
KEPT_PAGES = 50

#: The role under which each line gives its :class:`Summary`.
SUMMARY_ROLE = Qt.ItemDataRole.UserRole + 1

_Index = QModelIndex | QPersistentModelIndex


class HistoryModel(QAbstractTableModel):
    """Past games, newest first unless sorted otherwise, read from a :class:`HistoryStore`.

    A read that fails shows nothing in its place (no lines, or an empty page) and is announced
    through :attr:`failed`, queued by the receiver: it may happen inside ``data()``.
    """

    failed = Signal(object)
    """A read of the history failed (the :class:`HistoryError`)."""

    def __init__(self, store: HistoryStore, parent: Any = None) -> None:
        """Show every game of ``store``, newest first."""
        super().__init__(parent)
        self._store = store
        self._selection = Selection()
        self._column = Column.ENDED
        self._descending = True
        self._pages: dict[int, list[Summary]] = {}
        self._count = self._counted()

    def _counted(self) -> int:
        try:
            return self._store.count(self._selection)
        except HistoryError as error:
            self.failed.emit(error)
            return 0

    # -- what is shown ---------------------------------------------------------------------------

    @property
    def selection(self) -> Selection:
        """The games shown."""
        return self._selection

    def set_selection(self, selection: Selection) -> None:
        """Show only the games of ``selection``."""
        if selection != self._selection:
            self._selection = selection
            self.refresh()

    def update_figures(self) -> None:
        """Read the lines again: the solver found what some deals allow (no game came or went)."""
        self._pages.clear()
        if self._count:
            self.dataChanged.emit(self.index(0, 0), self.index(self._count - 1, len(COLUMNS) - 1))

    def refresh(self) -> None:
        """Read the history again (a game was recorded, the history was reset)."""
        self.beginResetModel()
        self._pages.clear()
        self._count = self._counted()
        self.endResetModel()

    def summary(self, row: int) -> Summary | None:
        """The game on line ``row``."""
        if not 0 <= row < self._count:
            return None
        page_number, line = divmod(row, PAGE_SIZE)
        page = self._pages.get(page_number)
        if page is None:
            try:
                page = self._store.summaries(
                    self._selection,
                    self._column,
                    self._descending,
                    offset=page_number * PAGE_SIZE,
                    limit=PAGE_SIZE,
                )
            except HistoryError as error:
                # Kept empty until the next refresh, so that painting does not ask again.
                page = []
                self.failed.emit(error)
            if len(self._pages) >= KEPT_PAGES:
                del self._pages[next(iter(self._pages))]
            self._pages[page_number] = page
        return page[line] if line < len(page) else None

    # -- QAbstractTableModel ---------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt's API
        """The number of games shown."""
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt's API
        """Date, code, rules, result, score, time, moves."""
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The text of a cell, its alignment, or the whole line's :class:`Summary`."""
        if not index.isValid():
            return None
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = (
                Qt.AlignmentFlag.AlignRight if column in _NUMBERS else Qt.AlignmentFlag.AlignLeft
            )
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, SUMMARY_ROLE):
            return None
        summary = self.summary(index.row())
        if summary is None:
            return None
        if role == SUMMARY_ROLE:
            return summary
        return _cell_text(summary, column)

    def headerData(  # noqa: N802 - Qt's name
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """The column titles, and what the cards-home column means."""
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("HistoryModel", str(_HEADERS[COLUMNS[section]]))
        if role == Qt.ItemDataRole.ToolTipRole and COLUMNS[section] is Column.FOUNDATION_CARDS:
            return QCoreApplication.translate(
                "HistoryModel",
                "The cards on the foundations when the game ended, of the most that perfect "
                "play brings home from its deal (the solver sees the face-down cards). "
                "… while the solver has yet to look at the deal; ? where it could not decide.",
            )
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by a column; the database does the work."""
        self._column = COLUMNS[column]
        self._descending = order == Qt.SortOrder.DescendingOrder
        self.refresh()


def _cell_text(summary: Summary, column: Column) -> str:
    if column is Column.ENDED:
        when = QDateTime.fromSecsSinceEpoch(int(summary.ended))
        return QLocale().toString(when, QLocale.FormatType.ShortFormat)
    if column is Column.CODE:
        return summary.code
    if column is Column.RULES:
        return rule_set_name(summary.rules)
    if column is Column.RESULT:
        return result_name(summary.result)
    if column is Column.SCORE:
        return QLocale().toString(summary.score)
    if column is Column.SECONDS:
        return format_time(summary.seconds)
    if column is Column.FOUNDATION_CARDS:
        return cards_home_text(summary)
    return QLocale().toString(summary.moves)


def cards_home_text(summary: Summary) -> str:
    """The cards a game brought home of the most its deal allows: "23 of 31"."""
    locale = QLocale()
    home = (
        NOT_KNOWN if summary.foundation_cards is None else locale.toString(summary.foundation_cards)
    )
    if summary.deal_best is not None:
        best = locale.toString(summary.deal_best)
    else:
        best = STILL_TO_SOLVE if summary.deal_verdict is None else NOT_KNOWN
    return (
        QCoreApplication.translate("HistoryModel", "%1 of %2")
        .replace("%1", home)
        .replace("%2", best)
    )
