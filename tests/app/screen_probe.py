"""Opens every window of the app on the screen Qt was given, and prints what does not fit.

Run by ``test_fit_screen.py`` in a process of its own, on Qt's offscreen platform with a screen
of a chosen size (``QT_QPA_PLATFORM=offscreen:configfile=…``): ``python -m
tests.app.screen_probe LANGUAGE``. Each line it prints is a problem; none means every window,
its frame budget included, lies within the screen's available area, and every control of it
(buttons, tables, the chart, the statistics) is inside its window with its text whole.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QGroupBox,
    QTextEdit,
    QWidget,
)

from rusol_qt.app.startup.compose import compose
from rusol_qt.base import (
    bindings,  # noqa: F401 - before any Qt import
    i18n,
)
from rusol_qt.base.fitting import FRAME
from rusol_qt.base.settings import Settings
from rusol_qt.dialogs.chart import ResultsChart
from rusol_qt.dialogs.win import WinDialog
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage import paths
from rusol_qt.storage.history import GameRecord, HistoryStore
from tests.i18n.visible import clipped

CONTROLS = (QAbstractButton, QAbstractItemView, QGroupBox, QTextEdit, ResultsChart)


def problems_of(window: QWidget, name: str) -> list[str]:
    """What of ``window`` lies outside the screen's available area or outside the window."""
    found = []
    screen = window.screen()
    room = screen.availableGeometry()
    # Offscreen windows have no frame: the window itself must lie in the available area, and
    # its size leave room for the frame and title bar a window manager adds (FRAME).
    place = window.geometry()
    if "PROBE_VERBOSE" in os.environ:
        print("#", name, place.getRect(), window.minimumSizeHint().toTuple(), file=sys.stderr)
    if not room.contains(place):
        found.append(f"{name}: {place.getRect()} leaves the screen's {room.getRect()}")
    if (
        place.width() + FRAME.width() > room.width()
        or place.height() + FRAME.height() > room.height()
    ):
        found.append(f"{name}: {place.size().toTuple()} with its frame is larger than the screen")
    inside = window.rect()
    for control in window.findChildren(QWidget):
        if not isinstance(control, CONTROLS) or not control.isVisibleTo(window):
            continue
        if control.window() is not window:
            continue
        place = control.rect().translated(control.mapTo(window, control.rect().topLeft()))
        label = f"{type(control).__name__} {getattr(control, 'text', lambda: '')()!r}"
        if place.width() <= 0 or place.height() <= 0 or not inside.contains(place):
            found.append(f"{name}: {label} at {place.getRect()} is not inside {inside.getRect()}")
    found += [f"{name}: {problem}" for problem in clipped(window)]
    return found


def each_window_opened_by(trigger: Callable[[], object], name: str) -> list[str]:
    """The problems of every window that ``trigger`` opens (modal ones too); they are closed."""
    before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
    found: list[str] = []
    done: list[bool] = []

    def look() -> None:
        new = [w for w in QApplication.topLevelWidgets() if w.isVisible() and id(w) not in before]
        if not new or done:
            return
        # Once it has been laid out and placed.
        QApplication.processEvents()
        for window in new:
            found.extend(problems_of(window, name))
            window.close()
        done.append(True)

    timer = QTimer()
    timer.setInterval(30)
    timer.timeout.connect(look)
    timer.start()
    trigger()
    while not done:
        QApplication.processEvents()
    timer.stop()
    return found


def main(language: str) -> int:
    """Open everything in ``language``; print each problem; the count of problems is returned."""
    app = QApplication(sys.argv[:1])
    base = Path(tempfile.mkdtemp(prefix="rusol-screen-"))
    paths.use_base(base)
    i18n.install_language(language)
    settings = Settings()
    composed = compose(settings)
    store = HistoryStore(base / "history.sqlite3")
    composed.keep_history(store, base / "resume.json")
    for number in range(30):
        game = Game(GameCode.parse(f"RU1-C-AAAAA{chr(65 + number % 26)}B"))
        game.play(game.legal_moves()[0])
        store.record(GameRecord.of(game, started=1_764_511_200.0 + number, seconds=300.0))
    window = composed.window
    window.show()
    composed.session.start(GameCode.parse("RU1-C-AAAAABB"))
    composed.session.play(composed.session.game.legal_moves()[0])
    QApplication.processEvents()
    problems = problems_of(window, "main window")
    commands, history_feature = composed.commands, composed.history
    assert history_feature is not None
    for name, trigger in (
        ("New Game", commands.choose_new_game),
        ("Settings", commands.show_settings),
        ("Rules", commands.show_rules),
        ("Keyboard", commands.show_keyboard),
        ("About", commands.show_about),
        ("History & Statistics", history_feature.show_history),
        ("the question before leaving", lambda: window.ask_to_leave(False)),
        ("the win", lambda: _win_dialog(window)),
    ):
        problems += each_window_opened_by(trigger, name)
    for problem in problems:
        print(problem)
    window.close()
    app.processEvents()
    return len(problems)


def _win_dialog(parent: QWidget) -> None:
    dialog = WinDialog(625, 5025.0, 1024, parent)
    dialog.open()


if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1]) else 0)
