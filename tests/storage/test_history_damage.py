"""The history when its file is damaged in the middle, or lies in a folder that cannot be written
(issue 13): what can be read is shown and salvaged, nothing is overwritten."""

from __future__ import annotations

import json
import shutil
import sqlite3
import threading
from pathlib import Path

import pytest

from rusol_qt.storage import history, resume
from rusol_qt.storage.history import (
    Column,
    Damage,
    HistoryStore,
)
from rusol_qt.storage.statistics import DealVerdict, by_rules
from tests.storage.history_records import (
    COLUMNS,
    damaged_history,
    record,
    recorded_history,
    row_by_row,
)
from tests.storage.read_only import make_read_only, run_without_write_access, shared_folder
from tests.storage.test_resume import played_game

WINNABLE, UNWINNABLE, UNKNOWN = DealVerdict.WINNABLE, DealVerdict.UNWINNABLE, DealVerdict.UNKNOWN

# -- damage in the middle of the file (issue 13) -------------------------------------------------


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A history of 300 games recorded one by one, made once for the tests that damage a copy."""
    return recorded_history(tmp_path_factory.mktemp("recorded"))


@pytest.mark.parametrize(("at", "lost"), [("middle", False), ("games", True)])
def test_the_damage_is_real(tmp_path: Path, recorded: Path, at: str, lost: bool) -> None:
    # What the store must notice: the quick check fails; over the games' own pages some games
    # can no longer be read, elsewhere all of them still can.
    path = tmp_path / "history.sqlite3"
    damaged_history(path, recorded, at)
    readable = row_by_row(path)
    assert (200 < len(readable) < 300) if lost else len(readable) == 300
    raw = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        verdict = raw.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as error:  # so damaged that the check itself stops
        verdict = str(error)
    assert verdict != "ok"
    raw.close()


@pytest.mark.parametrize(
    ("at", "met_by"),
    [
        ("middle", "check"),
        ("middle", "record"),
        ("games", "check"),
        ("games", "record"),
        ("games", "reading"),
        ("games", "worker"),
    ],
)
def test_a_damaged_history_is_kept_and_its_readable_games_salvaged(
    tmp_path: Path, recorded: Path, at: str, met_by: str
) -> None:
    path = tmp_path / "history.sqlite3"
    damaged = damaged_history(path, recorded, at)
    readable = row_by_row(path)
    told: list[history.Recovered] = []

    store = HistoryStore(path)
    store.on_recovered = told.append
    assert store.recovered is None  # opening reads only what it needs
    if met_by == "check":
        store.check()
    elif met_by == "worker":
        # As the app does after its first frame: the check on a thread of its own, the verdict
        # handed to the store on the GUI thread.
        verdicts: list[str | None] = []
        worker = threading.Thread(target=lambda: verdicts.append(history.quick_check(path)))
        worker.start()
        worker.join(timeout=60)
        (verdict,) = verdicts
        assert verdict is not None
        store.checked(verdict)
    elif met_by == "record":
        # The case: abandoning a game wrote into the damaged file. Now the file is
        # checked before the first write.
        store.record(record("RU1-C-ZZZZZZZ", score=7))
    else:
        # Every line of the History window, sorted by score (its index leads to every row).
        lines = store.summaries(column=Column.SCORE)
        assert {line.id for line in lines} <= {row[0] for row in readable}
        store.statistics()
        store.outcomes()
        assert store.count() == len(lines)

    recovered = store.recovered
    assert recovered is not None and recovered.damage is Damage.CORRUPT
    assert told == [recovered]
    assert recovered.backup is not None and "corrupt" in recovered.backup.name
    assert recovered.backup.read_bytes() == damaged
    assert recovered.kept == len(readable) and recovered.counted == 300

    fresh = sqlite3.connect(path)
    assert fresh.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    salvaged = fresh.execute(f"SELECT {COLUMNS} FROM games WHERE id <= 300 ORDER BY id")
    assert salvaged.fetchall() == readable
    fresh.close()
    assert store.statistics() == by_rules(store.outcomes())
    assert store.statistics()[None].played == store.count() >= len(readable)

    before = store.count()
    new_id = store.record(record("RU1-R-ZZZZZZZ", score=9))
    assert store.count() == before + 1
    check = sqlite3.connect(path)
    assert check.execute("SELECT code FROM games WHERE id = ?", (new_id,)).fetchone() == (
        "RU1-R-ZZZZZZZ",
    )
    check.close()
    assert recovered.backup.read_bytes() == damaged  # nothing more was written into it
    assert told == [recovered]  # said once


# -- a folder that cannot be written (issue 13) ------------------------------------------------

_READ_ONLY_RUN = """
from rusol_qt.storage.history import HistoryError, HistoryStore, Selection, Column
from rusol_qt.storage.history import GameRecord, Result
from rusol_qt.storage import resume
from rusol_qt.model.rules import RuleSet
folder = pathlib.Path(sys.argv[1])
store = HistoryStore(folder / "history.sqlite3")
seen = {
    "read_only": None if store.read_only is None else [str(store.read_only.folder),
                                                       store.read_only.detail],
    "count": store.count(),
    "classic": store.count(Selection(rules=RuleSet.CLASSIC)),
    "played": store.statistics()[None].played,
    "page": [line.score for line in store.summaries(column=Column.SCORE, limit=3)],
    "check": store.check(),
    "recovered": store.recovered,
}
try:
    store.record(GameRecord("RU1-C-AAAAAAA", RuleSet.CLASSIC, 0.0, 1.0, 1.0, 1, 5,
                            Result.ABANDONED, 0, 0, ("AS>F",)))
except HistoryError as error:
    seen["record"] = [error.trouble.value, error.detail, str(error)]
try:
    store.clear()
except HistoryError as error:
    seen["clear"] = error.trouble.value
saved = resume.load(folder / "resume.json")
seen["resumed"] = saved.game.moves if isinstance(saved, resume.Resumed) else repr(saved)
print(json.dumps(seen))
"""


def _files(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


@pytest.mark.parametrize("history_as", ["current", "stale statistics", "version 1", "open wal"])
def test_a_read_only_folder_shows_the_history_and_resumes_the_game(history_as: str) -> None:
    with shared_folder() as folder:
        path = folder / "history.sqlite3"
        if history_as == "version 1":
            old = sqlite3.connect(path)
            for statement in history.MIGRATIONS[1]:
                old.execute(statement)
            old.executemany(
                "INSERT INTO games (code, rules, started, ended, seconds, moves, score, result,"
                " takebacks, undos, actions) VALUES ('RU1-C-AAAAABB', ?, 1, 2, 1, 3, ?, 'won',"
                " 0, 0, 'QH>5')",
                [("classic" if number % 3 else "relaxed", number) for number in range(30)],
            )
            old.execute("PRAGMA user_version = 1")
            old.commit()
            old.close()
        else:
            store = HistoryStore(path)
            store.record_many(
                [
                    record(
                        ["RU1-R-AAAAABB", "RU1-C-AAAAABB", "RU1-C-BBBBBBB"][number % 3],
                        score=number,
                    )
                    for number in range(30)
                ]
            )
            if history_as == "stale statistics":
                store._connection.execute("DELETE FROM statistics")
            if history_as == "open wal":
                # A copy of the app that was killed: its -wal and -shm files are left behind,
                # and the last games are only in the -wal.
                store._connection.execute("PRAGMA wal_autocheckpoint = 0")
                store.record(record("RU1-C-CCCCCCC", score=99))
                shutil.copyfile(path, folder / "h")
                shutil.copyfile(f"{path}-wal", folder / "h-wal")
                shutil.copyfile(f"{path}-shm", folder / "h-shm")
                store.close()
                for name in ("h", "h-wal", "h-shm"):
                    (folder / name).rename(folder / name.replace("h", "history.sqlite3"))
            else:
                store.close()
        resume.save(played_game(), elapsed=12.0, started=100.0, path=folder / "resume.json")
        make_read_only(folder)
        before = _files(folder)

        result = run_without_write_access(_READ_ONLY_RUN, str(folder))
        assert result.returncode == 0, result.stderr
        seen = json.loads(result.stdout)
        games = 31 if history_as == "open wal" else 30
        assert seen["read_only"][0] == str(folder) and seen["read_only"][1]
        assert (seen["count"], seen["played"], seen["classic"]) == (games, games, 20 + games - 30)
        assert seen["page"] == ([99, 29, 28] if history_as == "open wal" else [29, 28, 27])
        assert seen["check"] is None and seen["recovered"] is None
        trouble, detail, text = seen["record"]
        assert trouble == "read-only" and detail == text and detail
        assert seen["clear"] == "read-only"
        assert seen["resumed"] == 3  # the game's move counter: it came back
        # Nothing was written, made, moved or set aside.
        assert _files(folder) == before


def test_a_damaged_history_in_a_read_only_folder_is_salvaged_in_memory(recorded: Path) -> None:
    with shared_folder() as folder:
        path = folder / "history.sqlite3"
        damaged_history(path, recorded, "games")
        readable = row_by_row(path)
        make_read_only(folder)
        code = (
            "from rusol_qt.storage.history import HistoryStore\n"
            "store = HistoryStore(pathlib.Path(sys.argv[1]))\n"
            "store.check()\n"
            "r = store.recovered\n"
            "print(json.dumps([r.damage.value, r.backup, r.kept, r.counted, store.count(),\n"
            "                  store.read_only is not None]))\n"
        )
        result = run_without_write_access(code, str(path))
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout) == [
            "corrupt",
            None,
            len(readable),
            300,
            len(readable),
            True,
        ]
        assert _files(folder) == {"history.sqlite3": path.read_bytes()}
