"""History speed: open the History & Statistics window on 100,000 games, record one game.

Target (issues 4 and 13): the window opens in <= 200 ms on a history of 100,000 games. The
database is filled once with games of realistic size (a move list of 20-250 actions each) in a
temporary folder, or in ``--database PATH`` (kept, and reused when it already holds the games).

    python benchmarks/history.py [--games N] [--runs R] [--cold R] [--database PATH]

"Open" is the time from nothing to a painted window, each run on a fresh connection (a new
``HistoryStore``, so SQLite's own page cache starts empty): open the database, build the window
(table model, statistics, chart), show it and let Qt paint it. "Cold" is the same after the
kernel's page cache was dropped (``echo 3 > /proc/sys/vm/drop_caches``, which needs root; the
benchmark says when it is not permitted), so the file is read from the disk. "Check" is the
quick check the app runs after its first frame. "Record" is one game written to the history
with its statistics brought up to date, synced to disk as in the app.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication  # after choosing the platform

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.dialogs.history import HistoryWindow
from rusol_qt.model.game import WINNING_SCORE
from rusol_qt.model.gamecode import DEAL_COUNT, GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.history import (
    GameRecord,
    HistoryStore,
    Result,
    quick_check,
)

_MOVES = ("QH>5", "AS>F", "7D>2", "KC>1", "U", "R", "TS>7", "2H>F")


def made_up_games(count: int, seed: int = 1) -> list[GameRecord]:
    """``count`` games over about ten years, a third of them won, of realistic size."""
    rng = random.Random(seed)
    games = []
    ended = time.time() - count * 3000.0
    for _ in range(count):
        rules = RuleSet.CLASSIC if rng.random() < 0.7 else RuleSet.RELAXED
        won = rng.random() < 0.33
        moves = rng.randrange(90, 250) if won else rng.randrange(1, 200)
        seconds = rng.uniform(120, 1500) if won else rng.uniform(5, 1200)
        started = ended - seconds - rng.uniform(0, 60)
        games.append(
            GameRecord(
                code=str(GameCode(rng.randrange(DEAL_COUNT), rules)),
                rules=rules,
                started=started,
                ended=ended,
                seconds=seconds,
                moves=moves,
                score=WINNING_SCORE if won else rng.randrange(0, 600),
                result=Result.WON if won else Result.ABANDONED,
                takebacks=rng.randrange(0, 3),
                undos=rng.randrange(0, 20),
                actions=tuple(rng.choice(_MOVES) for _ in range(moves + rng.randrange(0, 20))),
            )
        )
        ended += rng.uniform(600, 5400)
    return games


def fill(path: Path, count: int) -> None:
    """Make sure the database at ``path`` holds ``count`` games."""
    store = HistoryStore(path)
    have = store.count()
    if have < count:
        started = time.perf_counter()
        store.record_many(made_up_games(count - have, seed=have + 1))
        print(f"filled {count - have:,} games in {time.perf_counter() - started:.1f} s")
    store.close()


def time_open(app: QApplication, path: Path) -> float:
    """Seconds from nothing (a fresh connection) to a painted History & Statistics window."""
    started = time.perf_counter()
    store = HistoryStore(path)
    window = HistoryWindow(store)
    window.show()
    window.repaint()  # paint now, table, statistics and chart included
    app.processEvents()
    elapsed = time.perf_counter() - started
    window.close()
    window.deleteLater()
    app.processEvents()
    store.close()
    return elapsed


def time_check(path: Path) -> float:
    """Seconds of the quick check the app runs on a worker thread after its first frame."""
    started = time.perf_counter()
    problem = quick_check(path)
    elapsed = time.perf_counter() - started
    assert problem is None, problem
    return elapsed


def drop_page_cache() -> str | None:
    """Empty the kernel's page cache; the reason when that is not permitted here."""
    os.sync()
    try:
        with open("/proc/sys/vm/drop_caches", "w") as knob:
            knob.write("3\n")
    except OSError as error:
        return str(error)
    return None


def figures(times: list[float]) -> str:
    """Min, median and max in milliseconds."""
    return (
        f"min {min(times) * 1000:.0f} ms, median {statistics.median(times) * 1000:.0f} ms,"
        f" max {max(times) * 1000:.0f} ms over {len(times)} runs"
    )


def time_record(path: Path, runs: int) -> list[float]:
    """Seconds to record one game, ``runs`` times."""
    store = HistoryStore(path)
    store.check()  # the app has its verdict long before the first game ends
    times = []
    for game in made_up_games(runs, seed=999):
        started = time.perf_counter()
        store.record(game)
        times.append(time.perf_counter() - started)
    store.close()
    return times


def _quiet_offscreen(kind: QtMsgType, context: object, message: str) -> None:
    # The offscreen platform says it cannot pass size hints on, for every window shown.
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def main() -> int:
    """Fill, then measure and print."""
    qInstallMessageHandler(_quiet_offscreen)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--cold", type=int, default=3, help="runs after dropping the page cache")
    parser.add_argument("--database", type=Path, help="keep the filled database here")
    options = parser.parse_args()
    app = QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        path = options.database or Path(folder) / "history.sqlite3"
        fill(path, options.games)
        size = path.stat().st_size / 1e6
        print(f"database: {options.games:,} games, {size:.0f} MB")
        time_open(app, path)  # the first run warms the file cache and Qt's fonts and styles
        opens = [time_open(app, path) for _ in range(options.runs)]
        print(f"open History & Statistics window (warm): {figures(opens)} (target <= 200 ms)")
        colds = []
        for _ in range(options.cold):
            refused = drop_page_cache()
            if refused is not None:
                print(f"cold open not measured: the page cache cannot be dropped ({refused})")
                break
            colds.append(time_open(app, path))
        if colds:
            print(f"open History & Statistics window (page cache dropped): {figures(colds)}")
        time_check(path)  # back into the page cache after the cold runs
        checks = [time_check(path) for _ in range(3)]
        print(f"quick check (worker thread, after the first frame; warm): {figures(checks)}")
        if drop_page_cache() is None:
            print(f"quick check (page cache dropped): {figures([time_check(path)])}")
        records = time_record(path, options.runs)
        print(
            f"record one game: median {statistics.median(records) * 1000:.1f} ms,"
            f" worst {max(records) * 1000:.1f} ms over {options.runs} games"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
