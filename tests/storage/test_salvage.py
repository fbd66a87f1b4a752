"""Salvage reads what can be read (issue 43): with and without the log, the header repaired.

And it keeps what is the player's: the backup and the fresh file keep the history's permissions,
and a salvage on a worker thread lets the store answer (and record) meanwhile.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import stat
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from rusol_qt.storage.history import (
    Damage,
    DealFigures,
    HistoryError,
    HistoryStore,
    Recovered,
    copies,
    files,
    quick_check,
)
from rusol_qt.storage.statistics import DealVerdict
from rusol_qt.storage.trouble import Trouble
from tests.storage.history_records import (
    COLUMNS,
    damaged_history,
    record,
    recorded_history,
    row_by_row,
    three_hundred_games,
)


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A sound history of 300 games, made once for the tests that damage a copy."""
    return recorded_history(tmp_path_factory.mktemp("recorded"))


def _rows(path: Path) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        return connection.execute(f"SELECT {COLUMNS} FROM games ORDER BY id").fetchall()
    finally:
        connection.close()


def foreign_log(path: Path, recorded: Path) -> bytes:
    """``recorded`` at ``path`` with, beside it, the ``-wal`` of another copy of it.

    The other copy was compacted (``VACUUM``), so its pages lie elsewhere, then recorded a game:
    its log's pages garble this file. Returns the log's bytes.
    """
    shutil.copyfile(recorded, path)
    other = path.with_name("other.sqlite3")
    shutil.copyfile(recorded, other)
    compact = sqlite3.connect(other)
    compact.execute("VACUUM")
    compact.close()
    store = HistoryStore(other)
    store.record(record("RU1-R-OTHERXX"))
    log = Path(f"{other}-wal").read_bytes()
    store.close()
    other.unlink()
    Path(f"{path}-wal").write_bytes(log)
    return log


def test_a_log_of_another_file_does_not_hide_the_history(tmp_path: Path, recorded: Path) -> None:
    # Issue 43, item 3: read with that log the file is damaged, and was salvaged as 0 games.
    path = tmp_path / "history.sqlite3"
    log = foreign_log(path, recorded)
    assert quick_check(path) is not None
    sound = _rows(recorded)
    assert len(sound) == 300

    store = HistoryStore(path)
    store.check()
    recovered = store.recovered
    assert recovered is not None and recovered.damage is Damage.CORRUPT
    assert recovered.kept == 300 and recovered.counted == 300
    assert store.count() == 300
    assert _rows(path) == sound
    # Both files the app found are kept as they were.
    assert recovered.backup is not None
    assert recovered.backup.read_bytes() == recorded.read_bytes()
    assert Path(f"{recovered.backup}-wal").read_bytes() == log
    store.close()


def killed_with_recent_games(path: Path, recorded: Path) -> list[tuple[object, ...]]:
    """``recorded`` at ``path`` with a genuine log holding 5 more games, its games page damaged.

    As a copy of the app leaves it when killed: the latest games are only in the ``-wal``.
    Returns the 5 games' rows.
    """
    shutil.copyfile(recorded, path)
    store = HistoryStore(path)
    store._connection.execute("PRAGMA wal_autocheckpoint = 0")
    for number in range(5):
        store.record(record(f"RU1-C-RECENT{number}", score=1000 + number))
    log = Path(f"{path}-wal").read_bytes()
    recent = store._connection.execute(
        f"SELECT {COLUMNS} FROM games WHERE id > 300 ORDER BY id"
    ).fetchall()
    store.close()
    # Until a checkpoint the file itself is as it was: damage it over one of the games' own
    # pages (the log does not hold that page), and put the log back beside it.
    damaged_history(path, recorded, "games")
    Path(f"{path}-wal").write_bytes(log)
    return recent


def test_a_genuine_log_keeps_its_recent_games(tmp_path: Path, recorded: Path) -> None:
    path = tmp_path / "history.sqlite3"
    recent = killed_with_recent_games(path, recorded)
    assert len(recent) == 5
    readable = row_by_row(path)  # the file alone, as far as it can be read
    assert 200 < len(readable) < 300

    store = HistoryStore(path)
    store.check()
    assert store.recovered is not None
    assert store.recovered.kept >= len(readable) + 5
    codes = {line.code for line in store.summaries()}
    assert {f"RU1-C-RECENT{number}" for number in range(5)} <= codes
    store.close()


@pytest.mark.parametrize("garbage", ["random", "zeros"])
def test_damage_to_the_header_alone_loses_no_game(
    tmp_path: Path, recorded: Path, garbage: str
) -> None:
    # Issue 43, item 13: every page is sound, only the first 100 bytes are not.
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(recorded, path)
    with open(path, "r+b") as file:
        file.write(random.Random(13).randbytes(100) if garbage == "random" else bytes(100))
    damaged = path.read_bytes()

    store = HistoryStore(path)
    recovered = store.recovered
    assert recovered is not None and recovered.damage is Damage.CORRUPT
    assert recovered.kept == 300 and recovered.counted == 300
    assert recovered.backup is not None and recovered.backup.read_bytes() == damaged
    assert _rows(path) == _rows(recorded)
    fresh = sqlite3.connect(path)
    assert fresh.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    fresh.close()
    store.close()


@pytest.mark.parametrize("page_size", [512, 1024, 4096, 8192, 65536])
def test_the_page_size_is_found_from_the_pages(tmp_path: Path, page_size: int) -> None:
    path = tmp_path / "history.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA page_size = {page_size}")
    connection.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, actions TEXT)")
    connection.execute("CREATE INDEX games_by_actions ON games (actions)")
    connection.executemany(
        "INSERT INTO games (actions) VALUES (?)",
        [(" ".join(game.actions),) for game in three_hundred_games()],
    )
    connection.commit()
    connection.close()
    assert copies.header_is_sound(path.read_bytes()[:100])
    with open(path, "r+b") as file:
        file.write(bytes(100))
    assert not copies.header_is_sound(path.read_bytes()[:100])
    assert copies.probe_page_size(path) == page_size


def test_a_private_history_stays_private_and_no_empty_log_is_kept(
    tmp_path: Path, recorded: Path
) -> None:
    # Issue 43, item 14: the backup came out 0644, and an empty -wal backup was made.
    path = tmp_path / "history.sqlite3"
    damaged_history(path, recorded, "games")
    os.chmod(path, 0o600)
    assert not Path(f"{path}-wal").exists()

    store = HistoryStore(path)
    assert Path(f"{path}-wal").exists()  # SQLite made an empty one on opening
    store.check()
    backup = store.recovered.backup if store.recovered is not None else None
    assert backup is not None
    assert stat.S_IMODE(backup.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert not Path(f"{backup}-wal").exists()
    store.record(record())
    assert stat.S_IMODE(Path(f"{path}-wal").stat().st_mode) == 0o600
    store.close()


class Worker:
    """A runner for :meth:`HistoryStore.salvage_with` whose work waits to be let go."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.go = threading.Event()
        self.thread: threading.Thread | None = None
        self.done: Callable[[], None] | None = None

    def __call__(self, work: Callable[[], None], done: Callable[[], None]) -> None:
        def run() -> None:
            self.started.set()
            assert self.go.wait(timeout=60)
            work()

        self.done = done
        self.thread = threading.Thread(target=run)
        self.thread.start()

    def finish(self) -> None:
        """Let the work go, wait for it, and end the salvage on this thread."""
        assert self.thread is not None and self.done is not None
        self.go.set()
        self.thread.join(timeout=60)
        self.done()


def test_a_salvage_on_a_worker_lets_the_store_answer_and_record_meanwhile(
    tmp_path: Path, recorded: Path
) -> None:
    # Issue 43, item 4: the salvage ran on the GUI thread; now only its last step does.
    path = tmp_path / "history.sqlite3"
    damaged = damaged_history(path, recorded, "games")
    readable = row_by_row(path)
    told: list[Recovered] = []
    store = HistoryStore(path)
    store.on_recovered = told.append
    worker = Worker()
    store.salvage_with(worker)

    assert store.checked("database disk image is malformed") is None
    assert store.salvaging and worker.started.wait(timeout=60)
    assert store.recovered is None and told == []
    # Meanwhile the store answers from memory, and a game played now is kept.
    assert store.count() == 0
    played = store.record(record("RU1-R-MEANWHL", score=77))
    assert store.game(played) is not None
    assert path.read_bytes() == damaged  # nothing written into the damaged file

    worker.finish()
    assert not store.salvaging
    (recovered,) = told
    assert recovered == store.recovered and recovered.kept == len(readable)
    assert recovered.backup is not None and recovered.backup.read_bytes() == damaged
    assert store.count() == len(readable) + 1
    # The game played meanwhile follows the salvaged ones, and is still found by its number.
    game = store.game(played)
    assert game is not None and game.code == "RU1-R-MEANWHL"
    assert game.id is not None and game.id > max(int(str(row[0])) for row in readable)
    store.record_deal_figures([DealFigures(played, DealVerdict.UNWINNABLE, 40, None)])
    again = store.game(played)
    assert again is not None and again.deal_verdict is DealVerdict.UNWINNABLE
    store.close()


def test_damage_found_at_opening_waits_for_a_worker_when_asked(
    tmp_path: Path, recorded: Path
) -> None:
    # As the app opens its history: the salvage starts only when it can run on a worker.
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(recorded, path)
    with open(path, "r+b") as file:
        file.write(bytes(100))
    damaged = path.read_bytes()
    store = HistoryStore(path, salvage_later=True)
    told: list[Recovered] = []
    store.on_recovered = told.append
    assert store.salvaging and store.recovered is None
    assert path.read_bytes() == damaged and not list(tmp_path.glob("history-corrupt-*"))
    assert store.count() == 0

    worker = Worker()
    store.salvage_with(worker)
    assert worker.started.wait(timeout=60)
    worker.finish()
    (recovered,) = told
    assert recovered.kept == 300 and store.count() == 300
    store.close()


def test_closing_the_store_finishes_a_salvage_under_way(tmp_path: Path, recorded: Path) -> None:
    path = tmp_path / "history.sqlite3"
    damaged_history(path, recorded, "games")
    readable = row_by_row(path)
    store = HistoryStore(path)
    worker = Worker()
    store.salvage_with(worker)
    store.checked("database disk image is malformed")
    store.record(record("RU1-R-ATQUITX"))
    worker.go.set()
    store.close()  # quitting while the worker salvages: the game played meanwhile is kept
    assert worker.thread is not None
    worker.thread.join(timeout=60)
    assert worker.done is not None
    worker.done()  # the worker's late word changes nothing
    reopened = HistoryStore(path)
    assert reopened.count() == len(readable) + 1
    assert "RU1-R-ATQUITX" in {line.code for line in reopened.summaries()}
    reopened.close()


def test_a_damaged_history_in_a_folder_that_cannot_be_written_is_salvaged_on_a_worker(
    tmp_path: Path, recorded: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Simulated in-process (the real read-only folder is tested as the user nobody, in
    # test_history.py): the folder stays writable underneath, so that a write would show.
    path = tmp_path / "history.sqlite3"
    damaged = damaged_history(path, recorded, "games")
    readable = row_by_row(path)
    monkeypatch.setattr(files, "not_writable", lambda _: "Permission denied (simulated)")
    store = HistoryStore(path)
    assert store.read_only is not None
    told: list[Recovered] = []
    store.on_recovered = told.append
    worker = Worker()
    store.salvage_with(worker)

    store.checked("database disk image is malformed")
    assert store.salvaging and worker.started.wait(timeout=60)
    worker.finish()
    (recovered,) = told
    assert recovered == Recovered(Damage.CORRUPT, None, len(readable), 300)
    assert store.count() == len(readable)
    assert {each.name for each in tmp_path.iterdir()} == {"history.sqlite3"}
    assert path.read_bytes() == damaged
    scratch = store._scratch
    assert scratch is not None and scratch.exists()
    store.close()
    assert not scratch.exists()


def test_a_salvage_that_cannot_keep_a_backup_leaves_the_file_and_writes_nothing(
    tmp_path: Path, recorded: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    damaged = damaged_history(path, recorded, "games")

    def full(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(copies, "copy_keeping_mode", full)
    store = HistoryStore(path)
    worker = Worker()
    store.salvage_with(worker)
    store.checked("database disk image is malformed")
    with pytest.raises(HistoryError) as failed:
        worker.finish()
    assert failed.value.trouble is Trouble.DAMAGED and "No space" in failed.value.detail
    assert store.recovered is None and not store.salvaging
    with pytest.raises(HistoryError):
        store.record(record())
    store.close()
    assert path.read_bytes() == damaged
    assert {each.name for each in tmp_path.iterdir()} == {"history.sqlite3"}
