"""A damaged history is salvaged on a worker thread: the window keeps answering (issue 43, 4).

The GUI thread's pulse is a 10 ms timer: while the salvage runs, no gap between two of its ticks
may reach 100 ms. The salvage itself (``history._fill``, which reads every game and writes the
fresh file) is watched from where it runs: it must run on another thread, and take long enough
that running it on the GUI thread would have been seen.
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
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rusol_qt.app.clock import GameClock
from rusol_qt.app.main import _open_scorebook
from rusol_qt.app.shell import Shell, compose
from rusol_qt.base.settings import Settings
from rusol_qt.storage import history, paths
from rusol_qt.storage.history import HistoryStore
from tests.gui.table_fixtures import KNOWN_CODE, FakeTime
from tests.storage.test_history import three_hundred_games

pytestmark = pytest.mark.qt_log_ignore(
    "does not support propagateSizeHints", "does not support raise"
)

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
    """The GUI thread's ticks (a 10 ms timer), and the salvage's runs, with their threads."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.ticks: list[float] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(lambda: self.ticks.append(time.monotonic()))
        self.salvages: list[tuple[threading.Thread, float, float]] = []
        fill = history._fill

        def watched(*args: Any) -> tuple[int, int | None]:
            started = time.monotonic()
            try:
                return fill(*args)
            finally:
                self.salvages.append((threading.current_thread(), started, time.monotonic()))

        monkeypatch.setattr(history, "_fill", watched)

    def start(self) -> None:
        self.ticks = [time.monotonic()]
        self.timer.start()

    def longest_gap(self) -> float:
        """The longest the GUI thread went without a tick, from :meth:`start` to now."""
        self.timer.stop()
        marks = [*self.ticks, time.monotonic()]
        return max(later - earlier for earlier, later in zip(marks, marks[1:], strict=False))

    def check_salvage(self) -> None:
        """The salvage ran on a worker, and long enough that the GUI thread would have frozen."""
        assert self.salvages
        assert all(thread is not threading.main_thread() for thread, _, _ in self.salvages)
        assert max(ended - started for _, started, ended in self.salvages) > ANSWERS_WITHIN


def _boxes(shell: Shell) -> list[QMessageBox]:
    return [box for box in shell.window.findChildren(QMessageBox) if box.isVisible()]


def _shell(qtbot: QtBot) -> Shell:
    shell = compose(Settings(), clock=GameClock(FakeTime()))
    qtbot.addWidget(shell.window)
    shell.window.resize(1000, 700)
    shell.window.show()
    qtbot.waitExposed(shell.window)
    return shell


def test_damage_found_by_the_check_is_salvaged_while_the_window_answers(
    qtbot: QtBot, folder: Path, large: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA's case, smaller: a large history, 12 KiB of garbage in its middle.
    path = folder / "history.sqlite3"
    shutil.copyfile(large, path)
    with open(path, "r+b") as file:
        file.seek(path.stat().st_size // 2)
        file.write(random.Random(43).randbytes(12 * 1024))
    shell = _shell(qtbot)
    book = shell.keep_history(HistoryStore(path), folder / "resume.json")
    book.start(KNOWN_CODE)
    pulse = Pulse(monkeypatch)

    pulse.start()
    book.check_history()
    qtbot.waitUntil(lambda: len(_boxes(shell)) == 1, timeout=60_000)
    gap = pulse.longest_gap()
    pulse.check_salvage()
    assert gap < ANSWERS_WITHIN, f"the GUI thread did not answer for {gap * 1000:.0f} ms"
    (box,) = _boxes(shell)
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
    shell = _shell(qtbot)
    pulse = Pulse(monkeypatch)

    pulse.start()
    assert _open_scorebook(shell, KNOWN_CODE) is None
    assert shell.scorebook is not None
    qtbot.waitUntil(lambda: len(_boxes(shell)) == 1, timeout=60_000)
    gap = pulse.longest_gap()
    pulse.check_salvage()
    assert gap < ANSWERS_WITHIN, f"the GUI thread did not answer for {gap * 1000:.0f} ms"
    (box,) = _boxes(shell)
    (backup,) = path.parent.glob("history-corrupt-*.sqlite3")
    assert box.text() == (
        f"Your game history was damaged. {GAMES} of {GAMES} games were saved. "
        f"The damaged file was kept as {backup}."
    )
    assert shell.scorebook.store.count() == GAMES
