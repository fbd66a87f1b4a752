"""The history database: recording, migrations, damaged and newer files, two writers at once."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage import history
from rusol_qt.storage.history import (
    SCHEMA_VERSION,
    Column,
    Damage,
    GameRecord,
    HistoryStore,
    Result,
    Selection,
)
from rusol_qt.storage.statistics import Statistics, by_rules


def record(code: str = "RU1-C-AAAAABB", result: Result = Result.ABANDONED, **fields: object):
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


def test_a_recorded_game_comes_back_whole(tmp_path: Path) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    game_id = store.record(record(score=135, takebacks=2))
    back = store.game(game_id)
    assert back == record(score=135, takebacks=2, id=game_id)
    assert store.recovered is None


def test_record_of_a_played_game_keeps_its_move_list() -> None:
    game = Game(GameCode.parse("RU1-R-AAAAABB"))
    move = game.legal_moves()[0]
    game.play(move)
    game.undo()
    game.redo()
    made = GameRecord.of(game, started=10.0, seconds=3.5, ended=20.0)
    assert made.actions == tuple(game.actions) and len(made.actions) == 3
    assert made.rules is RuleSet.RELAXED
    assert made.result is Result.ABANDONED
    assert (made.moves, made.undos, made.score) == (1, 1, game.score)


def test_fresh_database_has_the_current_schema_and_wal(tmp_path: Path) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    assert store.schema_version() == SCHEMA_VERSION
    connection = sqlite3.connect(tmp_path / "h.sqlite3")
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_version_1_database_is_migrated_keeping_its_games(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    old = sqlite3.connect(path)
    for statement in history.MIGRATIONS[1]:
        old.execute(statement)
    old.execute(
        "INSERT INTO games (code, rules, started, ended, seconds, moves, score, result,"
        " takebacks, undos, actions) VALUES ('RU1-C-AAAAABB', 'classic', 1, 2, 1, 3, 15,"
        " 'won', 0, 0, 'QH>5 AS>F')"
    )
    old.execute("PRAGMA user_version = 1")
    old.commit()
    old.close()
    store = HistoryStore(path)
    assert store.recovered is None
    assert store.schema_version() == SCHEMA_VERSION == 2
    (line,) = store.summaries()
    game = store.game(line.id)
    assert game is not None
    assert game.actions == ("QH>5", "AS>F") and game.result is Result.WON
    assert game.app_version == ""
    indexes = {
        row[0]
        for row in sqlite3.connect(path).execute(
            "SELECT name FROM sqlite_master WHERE type = 'index'"
        )
    }
    assert "games_by_score" in indexes


def test_corrupt_database_is_moved_aside_and_a_fresh_one_started(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    garbage = b"this is not a database at all, just some bytes" * 100
    path.write_bytes(garbage)
    store = HistoryStore(path)
    assert store.recovered is not None
    assert store.recovered.damage is Damage.CORRUPT
    assert store.recovered.backup.read_bytes() == garbage
    assert "corrupt" in store.recovered.backup.name
    assert store.count() == 0
    store.record(record())
    assert store.count() == 1


def test_newer_database_is_moved_aside_untouched(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    HistoryStore(path).record(record())
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.commit()
    newer.close()
    store = HistoryStore(path)
    assert store.recovered is not None and store.recovered.damage is Damage.NEWER
    assert store.count() == 0
    kept = sqlite3.connect(store.recovered.backup)
    assert kept.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    assert kept.execute("SELECT count(*) FROM games").fetchone()[0] == 1


def test_selection_sorting_and_clearing(tmp_path: Path) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    store.record_many(
        [
            record("RU1-C-AAAAAAA", Result.WON, score=625, ended=3.0),
            record("RU1-R-BBBBBBB", Result.ABANDONED, score=40, ended=1.0),
            record("RU1-C-CCCCCCC", Result.ABANDONED, score=90, ended=2.0),
        ]
    )
    assert store.count(Selection(rules=RuleSet.CLASSIC)) == 2
    assert store.count(Selection(result=Result.WON)) == 1
    assert store.count(Selection(code="bbb")) == 1
    assert store.count(Selection(code="%")) == 0  # typed text, not a pattern
    by_score = store.summaries(column=Column.SCORE, descending=False)
    assert [line.score for line in by_score] == [40, 90, 625]
    newest_first = store.summaries(column=Column.ENDED)
    assert [line.code[-1] for line in newest_first] == ["A", "C", "B"]
    page = store.summaries(Selection(rules=RuleSet.CLASSIC), Column.SCORE, True, offset=1, limit=1)
    assert [line.score for line in page] == [90]
    # Outcomes come in the order the games were recorded.
    assert [o.score for o in store.outcomes()] == [625, 40, 90]
    assert [o.score for o in store.outcomes(RuleSet.CLASSIC, last=1)] == [90]
    assert [g.code for g in store.games(Selection(result=Result.ABANDONED))] == [
        "RU1-R-BBBBBBB",
        "RU1-C-CCCCCCC",
    ]
    assert store.statistics()[None].played == 3
    assert store.clear() == 3 and store.count() == 0
    assert store.statistics()[None] == Statistics()


_WRITER = textwrap.dedent(
    """
    import sys, time
    from rusol_qt.storage.history import HistoryStore, GameRecord, Result
    from rusol_qt.model.rules import RuleSet
    path, name, start = sys.argv[1], sys.argv[2], float(sys.argv[3])
    while time.time() < start:
        time.sleep(0.001)
    store = HistoryStore(__import__("pathlib").Path(path))
    for number in range(150):
        store.record(GameRecord(name, RuleSet.CLASSIC, 0.0, float(number), 1.0, 1, number,
                                Result.ABANDONED, 0, 0, ("AS>F",)))
    print(store.recovered)
    """
)


def test_two_copies_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    import time

    path = tmp_path / "h.sqlite3"
    start = str(time.time() + 1.0)
    root = str(Path(__file__).resolve().parents[2])
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(path), name, start],
            cwd=root,
            stdout=subprocess.PIPE,
            text=True,
        )
        for name in ("RU1-C-AAAAAAA", "RU1-C-BBBBBBB")
    ]
    outputs = [writer.communicate(timeout=120)[0].strip() for writer in writers]
    assert [writer.returncode for writer in writers] == [0, 0]
    assert outputs == ["None", "None"]  # neither saw a damaged database
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    counts = dict(check.execute("SELECT code, count(*) FROM games GROUP BY code").fetchall())
    assert counts == {"RU1-C-AAAAAAA": 150, "RU1-C-BBBBBBB": 150}


def test_damage_found_while_recording_starts_a_fresh_database(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    store = HistoryStore(path)
    store.record(record())
    error = sqlite3.DatabaseError("database disk image is malformed")
    error.sqlite_errorcode = 11  # type: ignore[attr-defined]

    class Broken:
        def execute(self, *args: object) -> None:
            raise error

        def close(self) -> None:
            pass

    real = store._connection
    store._connection = Broken()  # type: ignore[assignment]
    real.close()
    new_id = store.record(record("RU1-C-ZZZZZZZ"))
    assert store.recovered is not None and store.recovered.damage is Damage.CORRUPT
    assert store.count() == 1
    game = store.game(new_id)
    assert game is not None and game.code == "RU1-C-ZZZZZZZ"
    assert sqlite3.connect(store.recovered.backup).execute(
        "SELECT count(*) FROM games"
    ).fetchone()[0] == 1


@pytest.mark.parametrize("text", ["a_b", "100%", "\\"])
def test_code_filter_treats_wildcards_as_text(tmp_path: Path, text: str) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    store.record(record("RU1-C-AAAAAAA"))
    assert store.count(Selection(code=text)) == 0


def mixed_history(store: HistoryStore) -> None:
    for number, (code, result) in enumerate(
        [("RU1-C-AAAAAAA", Result.WON), ("RU1-R-AAAAAAA", Result.ABANDONED)] * 3
        + [("RU1-C-BBBBBBB", Result.ABANDONED)]
    ):
        store.record(record(code, result, score=number * 10, seconds=100.0 + number))


def test_statistics_are_kept_up_to_date_game_by_game(tmp_path: Path) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    mixed_history(store)
    assert store.statistics() == by_rules(store.outcomes())
    assert store.statistics()[RuleSet.CLASSIC].won == 3
    kept = sqlite3.connect(tmp_path / "h.sqlite3").execute(
        "SELECT rules, last_id FROM statistics ORDER BY rules"
    ).fetchall()
    assert kept == [("all", 7), ("classic", 7), ("left out", 7), ("relaxed", 7)]


@pytest.mark.parametrize(
    "tamper",
    [
        "DELETE FROM statistics WHERE rules = 'relaxed'",
        "UPDATE statistics SET figures = 'not json'",
        "UPDATE statistics SET figures = '{\"played\": 1}'",
        "UPDATE statistics SET last_id = 3",
        # A game recorded by something that did not update the statistics:
        "INSERT INTO games (code, rules, started, ended, seconds, moves, score, result, takebacks,"
        " undos, actions) VALUES ('RU1-R-CCCCCCC', 'relaxed', 0, 0, 5, 9, 625, 'won', 0, 0, '')",
        "DELETE FROM games WHERE id = 2",
    ],
)
def test_statistics_that_do_not_match_are_rebuilt(tmp_path: Path, tamper: str) -> None:
    path = tmp_path / "h.sqlite3"
    store = HistoryStore(path)
    mixed_history(store)
    other = sqlite3.connect(path)
    other.execute(tamper)
    other.commit()
    other.close()
    assert store.statistics() == by_rules(store.outcomes())
    store.record(record("RU1-C-DDDDDDD", Result.WON))
    assert store.statistics() == by_rules(store.outcomes())


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("rules", "'weird'"),
        ("result", "'lost'"),
        ("seconds", "'soon'"),
        ("seconds", "-5"),
        ("seconds", "9e999"),
        ("moves", "'many'"),
        ("moves", "-1"),
        ("score", "1.5"),
        ("ended", "'yesterday'"),
        ("code", "x'00ff'"),
        ("actions", "x'41'"),
    ],
)
def test_rows_that_make_no_sense_are_left_out_and_games_still_recorded(
    tmp_path: Path, column: str, value: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "h.sqlite3"
    store = HistoryStore(path)
    store.record(record(result=Result.WON, score=300))
    bad = store.record(record(score=999))
    store.close()
    # Another program (or a hand edit) leaves a value the app never writes.
    with sqlite3.connect(path) as raw:
        raw.execute(f"UPDATE games SET {column} = {value} WHERE id = ?", (bad,))
        raw.execute("DELETE FROM statistics")
    raw.close()

    store = HistoryStore(path)
    figures = store.statistics()
    assert figures[None].played == 1 and figures[None].best_score == 300
    assert store.left_out == 1
    assert store.count() == 1
    assert [line.score for line in store.summaries()] == [300]
    assert [outcome.score for outcome in store.outcomes()] == [300]
    assert [game.score for game in store.games()] == [300]
    assert store.game(bad) is None
    # The next game is recorded, and the kept figures count it without reading every game.
    new_id = store.record(record(score=120))
    assert store.game(new_id) is not None
    assert store.statistics()[None].played == 2
    assert store._kept_statistics() is not None
    assert store.left_out == 1
    assert sum("left out" in message for message in caplog.messages) == 1


def test_a_game_is_recorded_even_when_the_statistics_cannot_be_updated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")

    def broken(*_: object) -> None:
        raise KeyError("weird")

    monkeypatch.setattr(history, "add_by_rules", broken)
    game_id = store.record(record(score=77))
    assert store.game(game_id) is not None
    monkeypatch.undo()
    assert store.statistics()[None].played == 1
