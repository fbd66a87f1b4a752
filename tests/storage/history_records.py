"""Game records built field by field, and damaged histories, for the history's tests."""

from __future__ import annotations

import random
import shutil
import sqlite3
from pathlib import Path

from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.history import GameRecord, HistoryStore, Result


def record(
    code: str = "RU1-C-AAAAABB", result: Result = Result.ABANDONED, **fields: object
) -> GameRecord:
    values: dict[str, object] = {
        "code": code,
        "rules": RuleSet.from_letter(code[4]),
        "started": 1000.0,
        "ended": 1100.0,
        "seconds": 100.0,
        "moves": 10,
        "score": 50,
        "result": result,
        "takebacks": 0,
        "undos": 1,
        "actions": ("QH>5", "U", "R"),
    }
    values.update(fields)
    return GameRecord(**values)  # type: ignore[arg-type]


COLUMNS = (
    "id, code, rules, started, ended, seconds, moves, score, result, takebacks, undos, actions,"
    " app_version"
)


def three_hundred_games() -> list[GameRecord]:
    rng = random.Random(300)
    moves = ("QH>5", "AS>F", "7D>2", "KC>1", "U", "R", "TS>7", "2H>F")
    return [
        record(
            f"RU1-{'CR'[number % 2]}-{''.join(rng.choice('ABCDEFGH') for _ in range(7))}",
            Result.WON if number % 3 == 0 else Result.ABANDONED,
            score=number,
            ended=1000.0 + number,
            actions=tuple(rng.choice(moves) for _ in range(rng.randrange(20, 250))),
        )
        for number in range(300)
    ]


def damaged_history(path: Path, recorded: Path, at: str = "middle") -> bytes:
    """A copy of ``recorded`` with 4096 random bytes written into it; returns its bytes.

    ``at="middle"``: at the middle of the file, as in the issue (in this small file the middle
    holds index pages: the games all stay readable, the file is damaged all the same).
    ``at="games"``: over the middle page of the games table itself, so that games are lost.
    """
    shutil.copyfile(recorded, path)
    if at == "middle":
        offset = path.stat().st_size // 2
    else:
        with sqlite3.connect(path) as layout:
            (page_size,) = layout.execute("PRAGMA page_size").fetchone()
            leaves = [
                row[0]
                for row in layout.execute(
                    "SELECT pageno FROM dbstat WHERE name = 'games' AND pagetype = 'leaf'"
                    " ORDER BY pageno"
                )
            ]
        layout.close()
        offset = (leaves[len(leaves) // 2] - 1) * page_size
    with open(path, "r+b") as file:
        file.seek(offset)
        file.write(random.Random(4096).randbytes(4096))
    return path.read_bytes()


def row_by_row(path: Path) -> list[tuple[object, ...]]:
    """The reference salvage: every id from 1 to 300 asked for on its own, errors skipped."""
    source = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    rows = []
    for game_id in range(1, 301):
        try:
            row = source.execute(f"SELECT {COLUMNS} FROM games WHERE id = ?", (game_id,)).fetchone()
        except sqlite3.DatabaseError:
            continue
        if row is not None:
            rows.append(row)
    source.close()
    return rows


def recorded_history(folder: Path) -> Path:
    """A sound history of :func:`three_hundred_games` in ``folder``, recorded one by one."""
    path = folder / "history.sqlite3"
    store = HistoryStore(path)
    for game in three_hundred_games():
        store.record(game)
    store.close()
    assert not Path(f"{path}-wal").exists()  # closing put every game into the file itself
    return path
