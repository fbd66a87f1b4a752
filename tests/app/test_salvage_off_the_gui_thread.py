"""A damaged history is salvaged on a worker thread: the window keeps answering (issue 43, 4).

The GUI thread's pulse is a 10 ms timer: while the salvage runs it keeps ticking, and the GUI
thread never works 100 ms between two ticks. The salvage itself (``history.salvage._fill``, which
reads every game and writes the fresh file) is watched from where it runs: it must run on another
thread, and take long enough that running it on the GUI thread would have been seen.
"""

from __future__ import annotations

import random
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from rusol_qt.app.session.clock import GameClock
from rusol_qt.app.startup.compose import ComposedApp, compose
from rusol_qt.app.startup.main import _open_history
from rusol_qt.base.settings import Settings
from rusol_qt.storage import history, paths
from rusol_qt.storage.history import HistoryStore, salvage
from tests.composed_app import KNOWN_CODE, FakeTime
from tests.storage.history_records import three_hundred_games

pytestmark = [
    # A salvage long enough that doing it on the GUI thread would show.
    pytest.mark.slow,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise"),
]

#: Enough games that salvaging them takes a few tenths of a second (about 0.4 s here).
GAMES = 20_000
#: The longest the GUI thread may go without answering.
ANSWERS_WITHIN = 0.100


@pytest.fixture(scope="module")
def large(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A sound history of 20,000 games (made in about a second), for tests to damage a copy."""
    path = tmp_path_factory.mktemp("large") / "history.sqlite3"
    store = HistoryStore(path)
    games = three_hundred_games()
    store.record_many([games[number % len(games)] for number in range(GAMES)])
    store.close()
    return path


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    paths.use_base(tmp_path)
    yield tmp_path
    paths.use_base(None)


class Pulse:
    """The GUI thread's ticks (a 10 ms timer), and the salvage's runs, with their threads.

    Each tick notes the time and the GUI thread's own CPU time: on a machine busy with other
    work the thread may wait for a processor between two ticks, but the CPU time it spent in
    between is what it did instead of answering.
    """

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.ticks: list[tuple[float, float]] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self.tick)
        self.salvages: list[tuple[threading.Thread, float, float]] = []
        self.beating = threading.Event()
        fill = salvage._fill

        def watched(*args: Any) -> tuple[int, int | None]:
            # The long part waits for the pulse (on the GUI thread it would wait in vain: then
            # it goes on after a while, and the pulse shows it).
            self.beating.wait(timeout=5)
            started = time.monotonic()
            try:
                return fill(*args)
            finally:
                self.salvages.append((threading.current_thread(), started, time.monotonic()))

        monkeypatch.setattr(salvage, "_fill", watched)

    def tick(self) -> None:
        self.ticks.append((time.monotonic(), time.thread_time()))

    def start(self) -> None:
        self.ticks = []
        self.tick()
        self.timer.start()
        self.beating.set()

    def stop(self) -> None:
        self.timer.stop()
        self.tick()

    def longest_busy(self) -> float:
        """The most CPU time the GUI thread spent between two ticks (without answering)."""
        cpu = [each[1] for each in self.ticks]
        return max(later - earlier for earlier, later in zip(cpu, cpu[1:], strict=False))

    def check_salvage(self) -> None:
        """The salvage ran on a worker, long enough that the GUI thread would have frozen, and
        the GUI thread kept ticking meanwhile (at least once every 100 ms on average)."""
        assert self.salvages
        assert all(thread is not threading.main_thread() for thread, _, _ in self.salvages)
        _, started, ended = max(self.salvages, key=lambda each: each[2] - each[1])
        assert ended - started > ANSWERS_WITHIN
        ticked = [when for when, _ in self.ticks if started <= when <= ended]
        assert len(ticked) >= (ended - started) / ANSWERS_WITHIN, (len(ticked), ended - started)


def _boxes(composed: ComposedApp) -> list[QMessageBox]:
    return [box for box in composed.window.findChildren(QMessageBox) if box.isVisible()]


def _composed(qtbot: QtBot) -> ComposedApp:
    composed = compose(Settings(), clock=GameClock(FakeTime()))
    qtbot.addWidget(composed.window)
    composed.window.resize(1000, 700)
    composed.window.show()
    qtbot.waitExposed(composed.window)
    return composed


def test_damage_found_by_the_check_is_salvaged_while_the_window_answers(
    qtbot: QtBot, folder: Path, large: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA's case, smaller: a large history, 12 KiB of garbage in its middle.
    path = folder / "history.sqlite3"
    shutil.copyfile(large, path)
    with open(path, "r+b") as file:
        file.seek(path.stat().st_size // 2)
        file.write(random.Random(43).randbytes(12 * 1024))
    composed = _composed(qtbot)
    book = composed.keep_history(HistoryStore(path), folder / "resume.json")
    book.start(KNOWN_CODE)
    pulse = Pulse(monkeypatch)

    pulse.start()
    book.check_history()
    qtbot.waitUntil(lambda: len(_boxes(composed)) == 1, timeout=60_000)
    pulse.stop()
    pulse.check_salvage()
    busy = pulse.longest_busy()
    assert busy < ANSWERS_WITHIN, f"the GUI thread was busy for {busy * 1000:.0f} ms"
    (box,) = _boxes(composed)
    assert box.text().startswith("Your game history was damaged.")
    recovered = book.store.recovered
    assert recovered is not None and recovered.counted == GAMES
    assert book.store.count() == recovered.kept > GAMES - 100


def test_damage_found_at_opening_is_salvaged_while_the_window_answers(
    qtbot: QtBot, folder: Path, large: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The app's own opening (app.main): the header is damaged, so opening itself finds it.
    path = paths.data_dir() / history.FILE_NAME
    shutil.copyfile(large, path)
    with open(path, "r+b") as file:
        file.write(bytes(100))
    composed = _composed(qtbot)
    pulse = Pulse(monkeypatch)

    # The app opens its history before its first frame, and deals the first game there too:
    # the pulse starts once the table is drawn (the salvage's long part waits for it).
    assert _open_history(composed, KNOWN_CODE) is None
    assert composed.history is not None and composed.history.store.salvaging
    QApplication.processEvents()
    pulse.start()
    qtbot.waitUntil(lambda: len(_boxes(composed)) == 1, timeout=60_000)
    pulse.stop()
    pulse.check_salvage()
    busy = pulse.longest_busy()
    assert busy < ANSWERS_WITHIN, f"the GUI thread was busy for {busy * 1000:.0f} ms"
    (box,) = _boxes(composed)
    (backup,) = path.parent.glob("history-corrupt-*.sqlite3")
    assert box.text() == (
        f"Your game history was damaged. {GAMES} of {GAMES} games were saved. "
        f"The damaged file was kept as {backup}."
    )
    assert composed.history.store.count() == GAMES
