"""The History & Statistics window: past games, the player's figures, a chart, and what to do."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import (
    QDate,
    QDateTime,
    QDir,
    QLocale,
    QModelIndex,
    QSize,
    QStandardPaths,
    Qt,
    QTime,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from rusol_qt.base.fitting import fit_to_screen
from rusol_qt.base.i18n import FollowsLanguage
from rusol_qt.base.words import format_time, result_name, rule_set_name
from rusol_qt.dialogs.chart import SHOWN_GAMES, WIN_RATE_WINDOW, ResultsChart
from rusol_qt.dialogs.history_model import COLUMNS, HistoryModel, cards_home_text
from rusol_qt.model.gamecode import GameCode, GameCodeError
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.export import write_csv
from rusol_qt.storage.history import (
    Column,
    HistoryError,
    HistoryStore,
    Outcome,
    Selection,
    Summary,
)
from rusol_qt.storage.statistics import DealVerdict, Result, Statistics, WinnableFigures

# What the statistics show for a figure with no game to count over.
NO_FIGURE = "–"
_T = TypeVar("_T")


class StatisticsPanel(FollowsLanguage, QGroupBox):
    """The figures of each rule set and overall, side by side."""

    #: The figures in the order of the panel's lines.
    FIGURES = (
        "played",
        "won",
        "win_percent",
        "best_score",
        "fastest_win",
        "fewest_moves",
        "average_win_seconds",
        "average_win_moves",
        "current_streak",
        "longest_winning_streak",
        "longest_losing_streak",
    )
    #: The fair win rate's lines, after those: of the games whose deal can be won, how many were
    #: won ("12 of 15"), and that as a percentage. (Two lines, not three: the panel must fit a
    #: small screen in Thai.)
    WINNABLE_FIGURES = ("winnable_won", "winnable_win_percent")
    KEYS: tuple[RuleSet | None, ...] = (None, RuleSet.CLASSIC, RuleSet.RELAXED)

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty panel."""
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)  # fourteen lines that must fit a small screen
        self._titles = {key: QLabel() for key in self.KEYS}
        self._names = {figure: QLabel() for figure in (*self.FIGURES, *self.WINNABLE_FIGURES)}
        #: The value labels, by figure and rule set (``None``: overall).
        self.values: dict[tuple[str, RuleSet | None], QLabel] = {}
        for column, key in enumerate(self.KEYS, start=1):
            title = self._titles[key]
            title.setAlignment(Qt.AlignmentFlag.AlignRight)
            font = title.font()
            font.setBold(True)
            title.setFont(font)
            grid.addWidget(title, 0, column)
        for row, figure in enumerate((*self.FIGURES, *self.WINNABLE_FIGURES), start=1):
            grid.addWidget(self._names[figure], row, 0)
            for column, key in enumerate(self.KEYS, start=1):
                value = QLabel()
                value.setAlignment(Qt.AlignmentFlag.AlignRight)
                value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                self.values[figure, key] = value
                grid.addWidget(value, row, column)
        grid.setRowStretch(len(self.FIGURES) + len(self.WINNABLE_FIGURES) + 1, 1)
        self._figures: dict[RuleSet | None, Statistics] = {}
        self._winnable: dict[RuleSet | None, WinnableFigures] | None = None
        self.retranslate_ui()

    def show_statistics(self, figures: dict[RuleSet | None, Statistics]) -> None:
        """Show these figures."""
        self._figures = figures
        for key in self.KEYS:
            shown = figures.get(key, Statistics())
            for figure in self.FIGURES:
                self.values[figure, key].setText(self._text(figure, shown))

    def show_winnable(self, figures: dict[RuleSet | None, WinnableFigures]) -> None:
        """Show the fair win rate's figures: over the games whose deal can be won."""
        self._winnable = figures
        locale = QLocale()
        for key in self.KEYS:
            shown = figures.get(key, WinnableFigures())
            percent = shown.win_percent
            texts = {
                "winnable_won": self.tr("%1 of %2")
                .replace("%1", locale.toString(shown.won))
                .replace("%2", locale.toString(shown.played))
                if shown.played
                else NO_FIGURE,
                "winnable_win_percent": NO_FIGURE
                if percent is None
                else self.tr("%1%").replace("%1", locale.toString(percent, "f", 1)),
            }
            # Games whose deal the solver could not decide count in neither figure: said where
            # it matters, without a line of its own (the panel must fit a small screen).
            left_out = (
                self.tr(
                    "Not counted: %n games whose deal the solver could not decide.",
                    "",
                    shown.undecided,
                )
                if shown.undecided
                else ""
            )
            for figure, text in texts.items():
                self.values[figure, key].setText(text)
                self.values[figure, key].setToolTip(left_out)

    def _text(self, figure: str, figures: Statistics) -> str:
        """A figure in words: "–" wherever it has no game to count over.

        Without games only the count of games is a figure (0); the rest shows "–", streaks and
        games won too. With games, the figures of won games show "–" until a game is won.
        """
        if figure != "played" and not figures.played:
            return NO_FIGURE
        value = getattr(figures, figure)
        if figure == "current_streak":
            if value.result is None:
                return NO_FIGURE
            if value.result is Result.WON:
                return self.tr("%n won", "", value.length)
            return self.tr("%n abandoned", "", value.length)
        if value is None:
            return NO_FIGURE
        locale = QLocale()
        if figure == "win_percent":
            return self.tr("%1%").replace("%1", locale.toString(float(value), "f", 1))
        if figure in ("fastest_win", "average_win_seconds"):
            return format_time(value)
        if figure == "average_win_moves":
            return locale.toString(float(value), "f", 1)
        return locale.toString(int(value))

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setTitle(self.tr("Statistics"))
        self._titles[None].setText(self.tr("Overall"))
        for rules in RuleSet:
            self._titles[rules].setText(rule_set_name(rules))
        names = {
            "played": self.tr("Games played"),
            "won": self.tr("Games won"),
            "win_percent": self.tr("Win rate"),
            "best_score": self.tr("Best score"),
            "fastest_win": self.tr("Fastest win"),
            "fewest_moves": self.tr("Fewest moves to win"),
            "average_win_seconds": self.tr("Average time of a win"),
            "average_win_moves": self.tr("Average moves of a win"),
            "current_streak": self.tr("Current streak"),
            "longest_winning_streak": self.tr("Longest winning streak"),
            "longest_losing_streak": self.tr("Longest losing streak"),
            "winnable_won": self.tr("Winnable deals won"),
            "winnable_win_percent": self.tr("Win rate on winnable deals"),
        }
        fair = self.tr(
            "Counted over the games whose deal the solver proved can be won. It sees the "
            "face-down cards: a deal it cannot win, no one can."
        )
        for figure, label in self._names.items():
            label.setText(names[figure])
            if figure in self.WINNABLE_FIGURES:
                label.setToolTip(fair)
        if self._figures:
            self.show_statistics(self._figures)
        if self._winnable is not None:
            self.show_winnable(self._winnable)


# The narrowest the results chart is made beside the statistics when the window is first sized.
MIN_CHART_WIDTH = 420


class HistoryWindow(FollowsLanguage, QDialog):
    """Past games with their statistics; replay one, play its deal again, export, reset.

    The window does not play games itself: it asks the main window through
    :attr:`replay_requested` (with the game's :class:`GameRecord`) and
    :attr:`play_again_requested` (with its :class:`GameCode`).

    A history that cannot be read shows what it can: a read that fails leaves its part empty and
    is announced through :attr:`trouble` (once while the window is shown), for the main window
    to tell the player.
    """

    replay_requested = Signal(object)
    play_again_requested = Signal(object)
    trouble = Signal(object, str)
    """The history failed: the :class:`HistoryError`, and what was being done (translated)."""

    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        """Show the history of ``store``."""
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self._store = store
        self._told_reading = False
        self.model = HistoryModel(store, self)
        # The box that confirmed the last export, while it shows.
        self.export_confirmation: QMessageBox | None = None
        # Queued: a page is read while the table paints, and a message must not open in there.
        self.model.failed.connect(self._read_failed, Qt.ConnectionType.QueuedConnection)

        # Filters.
        self._rules_label = QLabel()
        self.rules_filter = QComboBox()
        self._rules_label.setBuddy(self.rules_filter)
        self._result_label = QLabel()
        self.result_filter = QComboBox()
        self._result_label.setBuddy(self.result_filter)
        self.code_filter = QLineEdit()
        self.code_filter.setClearButtonEnabled(True)
        self.code_filter.setMaxLength(20)
        self.count_label = QLabel()
        #: While the solver works through the deals of recorded games: how many are left.
        self.solving_label = QLabel()
        self.solving_label.hide()
        filters = QHBoxLayout()
        filters.addWidget(self._rules_label)
        filters.addWidget(self.rules_filter)
        filters.addSpacing(12)
        filters.addWidget(self._result_label)
        filters.addWidget(self.result_filter)
        filters.addSpacing(12)
        filters.addWidget(self.code_filter, 1)
        filters.addSpacing(12)
        filters.addWidget(self.solving_label)
        filters.addSpacing(12)
        filters.addWidget(self.count_label)

        # The table.
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(
            COLUMNS.index(Column.ENDED), Qt.SortOrder.DescendingOrder
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        # Fixed line heights and column widths: Qt then never measures all 100,000 lines.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self._size_columns()
        self.table.doubleClicked.connect(self._activated)

        self.statistics_panel = StatisticsPanel()
        self.chart = ResultsChart()
        self._chart_box = QGroupBox()
        chart_layout = QVBoxLayout(self._chart_box)
        chart_layout.addWidget(self.chart)

        # Actions on the chosen game, and on the whole history.
        self.replay_button = QPushButton()
        self.play_again_button = QPushButton()
        self.copy_code_button = QPushButton()
        self.export_button = QPushButton()
        self.reset_button = QPushButton()
        game_actions = QHBoxLayout()
        for button in (self.replay_button, self.play_again_button, self.copy_code_button):
            game_actions.addWidget(button)
        game_actions.addStretch(1)
        game_actions.addWidget(self.export_button)
        game_actions.addWidget(self.reset_button)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        game_actions.addSpacing(12)
        game_actions.addWidget(self.buttons)
        # Enter belongs to the table (replay) and the code filter, never to a button.
        for each in (
            *self.buttons.buttons(),
            self.replay_button,
            self.play_again_button,
            self.copy_code_button,
            self.export_button,
            self.reset_button,
        ):
            if isinstance(each, QPushButton):
                each.setAutoDefault(False)
                each.setDefault(False)

        # The games across the whole width, so that every column shows without a horizontal
        # scroll bar even on a 1024 x 640 screen; the statistics and the chart share the band
        # below (beside the games, the statistics left the table half its columns there).
        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(self.statistics_panel)
        lower.addWidget(self._chart_box)
        lower.setStretchFactor(0, 0)
        lower.setStretchFactor(1, 1)
        lower.setChildrenCollapsible(False)
        self._lower = lower
        whole = QSplitter(Qt.Orientation.Vertical)
        whole.addWidget(self.table)
        whole.addWidget(lower)
        whole.setStretchFactor(0, 1)
        whole.setStretchFactor(1, 0)
        whole.setChildrenCollapsible(False)
        self._whole = whole

        # Rows of the history that make no sense are left out of everything: said here, so that
        # a count lower than the player remembers is explained.
        self.left_out_label = QLabel()
        self.left_out_label.setWordWrap(True)
        self.left_out_label.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.left_out_label)
        layout.addWidget(whole, 1)
        layout.addLayout(game_actions)

        self.replay_button.clicked.connect(self.replay_chosen)
        self.play_again_button.clicked.connect(self.play_chosen_again)
        self.copy_code_button.clicked.connect(self.copy_chosen_code)
        # clicked(bool) would hand its False to export() as the file to write.
        self.export_button.clicked.connect(lambda: self.export())
        self.reset_button.clicked.connect(self.reset_statistics)
        # On the table only: in the code filter, Copy copies text and Enter does nothing.
        keys = [(QKeySequence(QKeySequence.StandardKey.Copy), self.copy_chosen_code)]
        keys += [
            (QKeySequence(key), self.replay_chosen) for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ]
        for key, slot in keys:
            shortcut = QShortcut(key, self.table)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(slot)
        QShortcut(QKeySequence.StandardKey.Find, self, self.code_filter.setFocus)

        self.rules_filter.currentIndexChanged.connect(self._filter)
        self.result_filter.currentIndexChanged.connect(self._filter)
        self.code_filter.textChanged.connect(self._filter)
        self.table.selectionModel().selectionChanged.connect(self._chosen_changed)
        self.model.modelReset.connect(self._chosen_changed)

        self.retranslate_ui()
        self.refresh()
        panel = self.statistics_panel.sizeHint()
        # Wide enough for every column, and for the statistics beside a chart, however long the
        # language's words; on a small screen as large as it can be, every control in sight.
        columns = sum(self.table.columnWidth(section) for section in range(len(COLUMNS)))
        fit_to_screen(self, QSize(max(1100, columns + 60, panel.width() + MIN_CHART_WIDTH), 760))
        self._lower.setSizes([panel.width(), self.width() - panel.width()])
        self._whole.setSizes([self.height() - panel.height(), panel.height()])

    def _size_columns(self) -> None:
        """Each column as wide as the widest text it can show, in the current language.

        Fixed widths keep Qt from measuring every line. Titles, rule sets and results are
        words, so the widths are measured again at every change of language.
        """
        metrics = self.fontMetrics()
        samples = {
            Column.ENDED: [
                QLocale().toString(
                    QDateTime(QDate(2000, 12, 30), QTime(23, 59)), QLocale.FormatType.ShortFormat
                )
            ],
            Column.CODE: ["RU1-C-WWWWWWW"],
            Column.RULES: [rule_set_name(rules) for rules in RuleSet],
            Column.RESULT: [result_name(result) for result in Result],
            Column.SCORE: ["00000"],
            Column.SECONDS: ["0:00:00"],
            Column.MOVES: ["00000"],
            Column.FOUNDATION_CARDS: [
                cards_home_text(
                    Summary(
                        0,
                        0.0,
                        "",
                        RuleSet.CLASSIC,
                        Result.WON,
                        0,
                        0.0,
                        0,
                        52,
                        DealVerdict.WINNABLE,
                        52,
                    )
                )
            ],
        }
        header = self.table.horizontalHeader()
        for section, column in enumerate(COLUMNS):
            title = str(self.model.headerData(section, Qt.Orientation.Horizontal))
            widest = max(metrics.horizontalAdvance(text) for text in samples[column])
            # The title also needs room for the sort arrow.
            titled = header.fontMetrics().horizontalAdvance(title) + 16
            self.table.setColumnWidth(section, max(widest, titled) + 20)

    # -- showing ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the history again: table, statistics and chart."""
        self.model.refresh()
        nothing: dict[RuleSet | None, Statistics] = {}
        figures = self._read(self._store.statistics, nothing)
        self.statistics_panel.show_statistics(figures)
        self._show_winnable()
        self._update_chart()
        self._update_count()
        self._show_left_out()

    def _read(self, read: Callable[[], _T], otherwise: _T) -> _T:
        """What ``read`` gives, or ``otherwise`` when the history cannot be read (told once)."""
        try:
            return read()
        except HistoryError as error:
            self._read_failed(error)
            return otherwise

    def _read_failed(self, error: HistoryError) -> None:
        if self._told_reading:
            return
        self._told_reading = True
        self.trouble.emit(error, self.tr("Part of your game history cannot be shown."))

    def showEvent(self, event: QShowEvent) -> None:
        """Each opening may tell again of a history that cannot be read."""
        self._told_reading = False
        super().showEvent(event)

    def show_deal_figures(self) -> None:
        """The solver found what more deals allow: the lines and the fair win rate follow."""
        self.model.update_figures()
        self._show_winnable()

    def _show_winnable(self) -> None:
        nothing: dict[RuleSet | None, WinnableFigures] = {}
        figures = self._read(self._store.winnable_figures, nothing)
        if not figures:
            return
        self.statistics_panel.show_winnable(figures)
        # A history that cannot be written gets no new figures: do not promise them.
        unsolved = figures[None].unsolved if self._store.read_only is None else 0
        self.solving_label.setVisible(unsolved > 0)
        self.solving_label.setText(self.tr("Solver: %n deals to go", "", unsolved))
        self.solving_label.setToolTip(
            self.tr(
                "The solver is working out, in the background, which deals of your games can "
                "be won and how far perfect play gets on the others. The figures on winnable "
                "deals grow as it goes."
            )
        )

    def _show_left_out(self) -> None:
        count = self._store.left_out
        self.left_out_label.setVisible(count > 0)
        self.left_out_label.setText(
            self.tr(
                "%n recorded games could not be read (the history file holds values this "
                "version does not understand) and are left out.",
                "",
                count,
            )
        )

    def _update_chart(self) -> None:
        rules = self.model.selection.rules
        empty: list[Outcome] = []
        self.chart.set_games(
            self._read(
                lambda: self._store.outcomes(rules, last=SHOWN_GAMES + WIN_RATE_WINDOW), empty
            )
        )

    def _update_count(self) -> None:
        total = self._read(self._store.count, 0)
        # The noun agrees with the total (%Ln: the number written as the language writes it).
        self.count_label.setText(
            self.tr("%1 of %Ln games", "", total).replace(
                "%1", QLocale().toString(self.model.rowCount())
            )
        )
        # Counted here, where the history may have changed, not at every click in the table.
        self.export_button.setEnabled(total > 0)
        # A history that can only be read cannot be reset (its folder cannot be written).
        read_only = self._store.read_only is not None
        self.reset_button.setEnabled(total > 0 and not read_only)
        self.reset_button.setToolTip(
            self.tr("Your history can only be read: its folder cannot be written.")
            if read_only
            else ""
        )

    def _filter(self) -> None:
        selection = Selection(
            rules=self.rules_filter.currentData(),
            result=self.result_filter.currentData(),
            code=self.code_filter.text(),
        )
        rules_changed = selection.rules != self.model.selection.rules
        self.model.set_selection(selection)
        if rules_changed:
            self._update_chart()
        self._update_count()

    def chosen(self) -> Summary | None:
        """The game chosen in the table."""
        rows = self.table.selectionModel().selectedRows()
        return self.model.summary(rows[0].row()) if rows else None

    def _chosen_changed(self) -> None:
        chosen = self.chosen() is not None
        for button in (self.replay_button, self.play_again_button, self.copy_code_button):
            button.setEnabled(chosen)

    def _activated(self, index: QModelIndex) -> None:
        self.table.selectRow(index.row())
        self.replay_chosen()

    # -- actions ---------------------------------------------------------------------------------

    def replay_chosen(self) -> None:
        """Ask the main window to replay the chosen game."""
        chosen = self.chosen()
        if chosen is None:
            return
        try:
            record = self._store.game(chosen.id)
        except HistoryError as error:
            self.trouble.emit(error, self.tr("The game cannot be replayed."))
            return
        if record is not None:
            self.replay_requested.emit(record)

    def play_chosen_again(self) -> None:
        """Ask the main window to deal the chosen game's cards again."""
        chosen = self.chosen()
        if chosen is None:
            return
        try:
            code = GameCode.parse(chosen.code)
        except GameCodeError:
            return  # only codes this version can deal are ever recorded
        self.play_again_requested.emit(code)

    def copy_chosen_code(self) -> None:
        """Put the chosen game's code on the clipboard."""
        chosen = self.chosen()
        if chosen is not None:
            QGuiApplication.clipboard().setText(chosen.code)

    def proposed_export_path(self) -> Path:
        """Where Export proposes to write: the documents folder, a file named with today's date."""
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if not folder or not Path(folder).is_dir():
            folder = QDir.homePath()
        today = QDate.currentDate().toString(Qt.DateFormat.ISODate)
        return Path(folder) / self.tr("rusol-qt history %1.csv").replace("%1", today)

    def export(self, path: Path | None = None) -> int | None:
        """Write the games shown to a CSV file; ask where unless ``path`` is given.

        Returns how many games were written, or ``None`` when the player cancelled or the file
        could not be written (the player is told why). A written file is confirmed with the
        place it went to, in a box that does not wait (:attr:`export_confirmation`).
        """
        if path is None:
            chosen, _filter = QFileDialog.getSaveFileName(
                self,
                self.tr("Export History"),
                str(self.proposed_export_path()),
                self.tr("CSV files (*.csv)"),
            )
            if not chosen:
                return None
            path = Path(chosen)
        try:
            with open(path, "w", encoding="utf-8", newline="") as file:
                count = write_csv(self._store.games(self.model.selection), file)
        except HistoryError as error:
            self.trouble.emit(error, self.tr("The history could not be exported."))
            return None
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Export History"),
                self.tr("The history could not be written to %1:\n%2")
                .replace("%1", str(path))
                .replace("%2", error.strerror or str(error)),
            )
            return None
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Export History"),
            self.tr("%n games were exported to %1", "", count).replace(
                "%1", QDir.toNativeSeparators(str(path))
            ),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.open()
        self.export_confirmation = box
        return count

    def reset_statistics(self) -> bool:
        """Delete every recorded game after the player confirms; returns whether it was done."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Reset Statistics"))
        count = self._read(self._store.count, 0)
        box.setText(
            self.tr("Delete all %n recorded games and start the statistics again?", "", count)
        )
        box.setInformativeText(
            self.tr(
                "Their replays are deleted too. This cannot be undone; export the history "
                "first to keep a copy."
            )
        )
        reset = box.addButton(self.tr("Delete All Games"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        if box.clickedButton() is not reset:
            return False
        try:
            self._store.clear()
        except HistoryError as error:
            self.trouble.emit(error, self.tr("Your statistics could not be reset."))
            return False
        finally:
            self.refresh()
        return True

    # -- language --------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("History & Statistics"))
        self._rules_label.setText(self.tr("R&ules:"))
        self._result_label.setText(self.tr("Re&sult:"))
        for combo, choices in (
            (
                self.rules_filter,
                [(self.tr("All"), None)] + [(rule_set_name(r), r) for r in RuleSet],
            ),
            (
                self.result_filter,
                [
                    (self.tr("All"), None),
                    (result_name(Result.WON), Result.WON),
                    (result_name(Result.ABANDONED), Result.ABANDONED),
                ],
            ),
        ):
            current = combo.currentIndex()
            combo.blockSignals(True)
            combo.clear()
            for text, data in choices:
                combo.addItem(text, data)
            combo.setCurrentIndex(max(current, 0))
            combo.blockSignals(False)
        self.code_filter.setPlaceholderText(self.tr("Find a game code"))
        self.code_filter.setAccessibleName(self.tr("Find a game code"))
        self.table.setAccessibleName(self.tr("Past games"))
        self._chart_box.setTitle(self.tr("Results of the latest games"))
        self.replay_button.setText(self.tr("&Replay"))
        self.replay_button.setToolTip(self.tr("Watch the chosen game again, move by move"))
        self.play_again_button.setText(self.tr("&Play This Deal Again"))
        self.copy_code_button.setText(self.tr("C&opy Code"))
        self.export_button.setText(self.tr("&Export CSV…"))
        self.reset_button.setText(self.tr("Reset S&tatistics…"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        self._size_columns()
        self._update_count()
        self._show_left_out()
        self._show_winnable()
