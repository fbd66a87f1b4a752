"""Opens the History & Statistics window in each language on the screen Qt was given, and prints
each column of the games list that cannot be seen without scrolling sideways.

Run by ``test_history_fits.py`` in a process of its own, on Qt's offscreen platform with a screen
of a chosen size (``QT_QPA_PLATFORM=offscreen:configfile=…``): ``python -m
tests.dialogs.history_fit_probe LANGUAGE…``. No line printed means every column lies whole inside
the list's viewport, with no horizontal scroll bar, in every language named.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from rusol_qt.base import (
    bindings,  # noqa: F401 - before any Qt import
    i18n,
)
from rusol_qt.dialogs.history import HistoryWindow
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage.history import GameRecord, HistoryStore


def problems(language: str, store: HistoryStore) -> list[str]:
    i18n.install_language(language)
    window = HistoryWindow(store)
    window.show()
    QApplication.processEvents()
    found = []
    table = window.table
    if table.horizontalScrollBar().isVisible():
        found.append(f"{language}: the games list scrolls sideways at {window.size().toTuple()}")
    viewport = table.viewport().width()
    for section in range(table.model().columnCount()):
        right = table.columnViewportPosition(section) + table.columnWidth(section)
        if right > viewport:
            title = table.model().headerData(section, Qt.Orientation.Horizontal)
            found.append(f"{language}: column {title!r} ends at {right} of {viewport} px")
    window.close()
    window.deleteLater()
    return found


def main(languages: list[str]) -> int:
    app = QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        store = HistoryStore(Path(folder) / "history.sqlite3")
        game = Game(GameCode.parse("RU1-C-AAAAABB"))
        game.play(game.legal_moves()[0])
        store.record(GameRecord.of(game, started=1.7e9, seconds=61.0))
        found = [line for language in languages for line in problems(language, store)]
        store.close()
    for line in found:
        print(line)
    del app
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
