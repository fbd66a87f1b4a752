"""The history database: recording, migrations, damaged and newer files, two writers at once."""

from __future__ import annotations

import functools
import sqlite3
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable
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
    DealFigures,
    GameRecord,
    HistoryStore,
    Result,
    Selection,
    kept_statistics,
)
from rusol_qt.storage.resume import MAX_STARTED
from rusol_qt.storage.statistics import DealVerdict, Statistics, WinnableFigures, by_rules
from tests.storage.history_records import record

WINNABLE, UNWINNABLE, UNKNOWN = DealVerdict.WINNABLE, DealVerdict.UNWINNABLE, DealVerdict.UNKNOWN


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
    assert store.schema_version() == SCHEMA_VERSION == 5
    (line,) = store.summaries()
    game = store.game(line.id)
    assert game is not None
    assert game.actions == ("QH>5", "AS>F") and game.result is Result.WON
    assert game.app_version == ""
    assert (game.foundation_cards, game.deal_verdict, game.deal_best) == (52, WINNABLE, 52)
    indexes = {
        row[0]
        for row in sqlite3.connect(path).execute(
            "SELECT name FROM sqlite_master WHERE type = 'index'"
        )
    }
    assert "games_by_score" in indexes


def version_3_history(path: Path) -> None:
    """A history as version 3 left it: a won and an abandoned game of each rule set."""
    old = sqlite3.connect(path)
    for version in (1, 2, 3):
        for statement in history.MIGRATIONS[version]:
            old.execute(statement)
    for code in ("RU1-C-AAAAABB", "RU1-R-AAAAABB"):
        for result, score in (("won", 625), ("abandoned", 35)):
            old.execute(
                "INSERT INTO games (code, rules, started, ended, seconds, moves, score, result,"
                " takebacks, undos, actions, app_version) VALUES (?, ?, 1, 2, 1, 3, ?, ?, 0, 0,"
                " 'TS>7 AC>F', '0.3')",
                (code, "classic" if code[4] == "C" else "relaxed", score, result),
            )
    old.execute("PRAGMA user_version = 3")
    old.commit()
    old.close()


def test_version_3_is_migrated_with_the_figures_of_won_games_and_the_rest_to_solve(
    tmp_path: Path,
) -> None:
    path = tmp_path / "h.sqlite3"
    version_3_history(path)
    store = HistoryStore(path)
    assert store.recovered is None and store.schema_version() == SCHEMA_VERSION
    lines = {(line.code, line.result): line for line in store.summaries()}
    for code in ("RU1-C-AAAAABB", "RU1-R-AAAAABB"):
        won, abandoned = lines[code, Result.WON], lines[code, Result.ABANDONED]
        # A won game's deal can be won, and all its cards went home: no solver needed.
        assert (won.foundation_cards, won.deal_verdict, won.deal_best) == (52, WINNABLE, 52)
        # An abandoned game's are not known until the solver has looked at its deal.
        assert (abandoned.foundation_cards, abandoned.deal_verdict, abandoned.deal_best) == (
            None,
            None,
            None,
        )
    unsolved = store.unsolved(10)
    assert [game.result for game in unsolved] == [Result.ABANDONED] * 2
    assert unsolved[0].id > unsolved[1].id, "newest first"
    assert unsolved[0].actions == ("TS>7", "AC>F") and unsolved[0].foundation_cards is None
    figures = store.winnable_figures()
    assert figures[RuleSet.CLASSIC] == WinnableFigures(played=1, won=1, unsolved=1)
    assert figures[None] == WinnableFigures(played=2, won=2, unsolved=2)


def test_deal_figures_are_recorded_and_counted_in_the_fair_win_rate(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    version_3_history(path)
    store = HistoryStore(path)
    classic, relaxed = sorted(store.unsolved(10), key=lambda game: game.code)
    store.record_deal_figures(
        [
            DealFigures(classic.id, UNWINNABLE, 2, 1),
            DealFigures(relaxed.id, DealVerdict.WINNABLE, 52, 1),
        ]
    )
    assert store.unsolved(10) == []
    line = store.summaries(Selection(rules=RuleSet.CLASSIC, result=Result.ABANDONED))[0]
    assert (line.foundation_cards, line.deal_verdict, line.deal_best) == (1, UNWINNABLE, 2)
    figures = store.winnable_figures()
    assert figures[RuleSet.CLASSIC] == WinnableFigures(played=1, won=1)
    assert figures[RuleSet.RELAXED] == WinnableFigures(played=2, won=1)
    assert figures[None].win_percent == pytest.approx(200 / 3)
    # A game recorded now brings its cards home with it; only an old game's are filled in.
    game_id = store.record(record(foundation_cards=3))
    store.record_deal_figures([DealFigures(game_id, DealVerdict.UNKNOWN, None, 7)])
    again = store.game(game_id)
    assert again is not None
    assert (again.foundation_cards, again.deal_verdict, again.deal_best) == (3, UNKNOWN, None)
    assert store.winnable_figures()[RuleSet.CLASSIC] == WinnableFigures(1, 1, undecided=1)


def test_a_recorded_game_knows_its_cards_home_and_a_won_one_its_deal() -> None:
    game = Game(GameCode.parse("RU1-C-AAAAABB"))
    game.play(game.foundation_move(3) or game.legal_moves()[0])
    made = GameRecord.of(game, started=1.0, seconds=1.0, ended=2.0)
    assert made.foundation_cards == sum(game.foundations)
    assert made.deal_verdict is None and made.deal_best is None


@pytest.mark.parametrize(
    ("stored", "verdict", "cards"),
    [("weird", UNKNOWN, None), (7, UNKNOWN, None), (None, None, None)],
)
def test_figures_that_make_no_sense_are_read_as_unknown_not_dropped(
    tmp_path: Path, stored: object, verdict: DealVerdict | None, cards: int | None
) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    game_id = store.record(record())
    connection = sqlite3.connect(tmp_path / "h.sqlite3")
    connection.execute(
        "UPDATE games SET deal_verdict = ?, deal_best = 99, foundation_cards = 'x' WHERE id = ?",
        (stored, game_id),
    )
    connection.commit()
    (line,) = store.summaries()
    assert (line.deal_verdict, line.deal_best, line.foundation_cards) == (verdict, cards, None)


def test_corrupt_database_is_moved_aside_and_a_fresh_one_started(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    garbage = b"this is not a database at all, just some bytes" * 100
    path.write_bytes(garbage)
    store = HistoryStore(path)
    assert store.recovered is not None
    assert store.recovered.damage is Damage.CORRUPT
    assert store.recovered.backup is not None
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
    assert store.recovered.backup is not None
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
    import sys
    from rusol_qt.storage.history import HistoryStore, GameRecord, Result
    from rusol_qt.model.rules import RuleSet
    path, name = sys.argv[1], sys.argv[2]
    # Ready, imports done: both writers start when the test says go, at the same instant.
    print("ready", flush=True)
    sys.stdin.readline()
    store = HistoryStore(__import__("pathlib").Path(path))
    for number in range(150):
        store.record(GameRecord(name, RuleSet.CLASSIC, 0.0, float(number), 1.0, 1, number,
                                Result.ABANDONED, 0, 0, ("AS>F",)))
    print(store.recovered)
    """
)


def test_two_copies_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    root = str(Path(__file__).resolve().parents[2])
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(path), name],
            cwd=root,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for name in ("RU1-C-AAAAAAA", "RU1-C-BBBBBBB")
    ]
    for writer in writers:
        assert writer.stdout is not None
        assert writer.stdout.readline().strip() == "ready"
    for writer in writers:
        assert writer.stdin is not None
        writer.stdin.write("go\n")
        writer.stdin.flush()
    outputs = [writer.communicate(timeout=120)[0].strip() for writer in writers]
    assert [writer.returncode for writer in writers] == [0, 0]
    assert outputs == ["None", "None"]  # neither saw a damaged database
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    counts = dict(check.execute("SELECT code, count(*) FROM games GROUP BY code").fetchall())
    assert counts == {"RU1-C-AAAAAAA": 150, "RU1-C-BBBBBBB": 150}


def test_damage_found_while_recording_salvages_into_a_fresh_database(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    store = HistoryStore(path)
    store.record(record())
    error = sqlite3.DatabaseError("database disk image is malformed")
    error.sqlite_errorcode = 11

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
    # The game recorded before the damage could still be read: it was salvaged.
    assert store.recovered.kept == 1 and store.recovered.counted == 1
    assert store.recovered.backup is not None
    assert store.count() == 2
    assert [line.code for line in store.summaries()] == ["RU1-C-ZZZZZZZ", "RU1-C-AAAAABB"]
    game = store.game(new_id)
    assert game is not None and game.code == "RU1-C-ZZZZZZZ"
    assert (
        sqlite3.connect(store.recovered.backup).execute("SELECT count(*) FROM games").fetchone()[0]
        == 1
    )


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
    kept = (
        sqlite3.connect(tmp_path / "h.sqlite3")
        .execute("SELECT rules, last_id FROM statistics ORDER BY rules")
        .fetchall()
    )
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

    monkeypatch.setattr(kept_statistics, "add_by_rules", broken)
    game_id = store.record(record(score=77))
    assert store.game(game_id) is not None
    monkeypatch.undo()
    assert store.statistics()[None].played == 1


# -- every count and page of the History window is served by an index (issue 13) --------------


def plans_of(store: HistoryStore, read: Callable[[], object]) -> list[tuple[str, list[str]]]:
    """Each statement ``read`` runs on ``store``'s connection, with SQLite's plan for it."""
    connection = store._connection
    statements: list[str] = []
    connection.set_trace_callback(statements.append)
    try:
        read()
    finally:
        connection.set_trace_callback(None)
    return [
        (sql, [row[3] for row in connection.execute(f"EXPLAIN QUERY PLAN {sql}")])
        for sql in statements
        if sql.lstrip().upper().startswith("SELECT")
    ]


def test_every_count_and_page_of_the_window_is_served_by_an_index(tmp_path: Path) -> None:
    # Plans, not times: without ANALYZE SQLite plans the same for 3 games as for 100,000, and
    # a plan that reads the whole table ("SCAN games" alone) or sorts it ("TEMP B-TREE") is
    # what made the window take over a second (benchmarks/history.py measures the time).
    store = HistoryStore(tmp_path / "h.sqlite3")
    mixed_history(store)
    selections = [
        Selection(rules=rules, result=result, code=code)
        for rules in (None, *RuleSet)
        for result in (None, *Result)
        for code in ("", "AAA")
    ]
    checked = 0
    for selection in selections:
        for sql, plan in plans_of(store, functools.partial(store.count, selection)):
            assert all("TEMP B-TREE" not in step for step in plan), (sql, plan)
            assert all(step != "SCAN games" for step in plan), (sql, plan)
            checked += 1
        for column in Column:
            for descending in (True, False):
                page = functools.partial(
                    store.summaries, selection, column, descending, offset=400, limit=200
                )
                ((sql, plan),) = plans_of(store, page)
                assert len(plan) == 1 and plan[0].startswith("SCAN games USING"), (sql, plan)
                assert f"games_by_{column.value}" in plan[0], (sql, plan)
                checked += 1
    assert checked > len(selections) * len(Column) * 2
    # Without a code, a count is the kept statistics': it reads no games at all.
    assert plans_of(store, lambda: store.count(Selection(rules=RuleSet.CLASSIC))) == []
    # The chart's latest games walk the table from its end, by the primary key, and stop.
    ((sql, plan),) = plans_of(store, lambda: store.outcomes(RuleSet.RELAXED, last=220))
    assert plan == ["SCAN games"] and "ORDER BY id DESC LIMIT 220" in sql


def test_the_fair_win_rate_and_the_games_to_solve_are_read_in_indexes(tmp_path: Path) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    mixed_history(store)
    # (Not "covering" in SQLite's words, but the sensible-rows terms are those of the partial
    # index, so SQLite never reads a row of the table for them.)
    ((sql, plan),) = plans_of(store, store.winnable_figures)
    assert plan == ["SCAN games USING INDEX games_by_deal"], (sql, plan)
    ((sql, plan),) = plans_of(store, lambda: store.unsolved(8))
    assert len(plan) == 1 and "games_unsolved" in plan[0], (sql, plan)
    assert "TEMP B-TREE" not in plan[0]
    # Counted once, then kept until the history changes.
    assert plans_of(store, store.winnable_figures) == []
    store.record(record())
    assert len(plans_of(store, store.winnable_figures)) == 1


def test_the_sensible_condition_knows_every_rule_set_and_result() -> None:
    # SENSIBLE is frozen into schema 3's indexes: a new rule set or result needs a new version.
    assert all(f"'{rules.value}'" in history.SENSIBLE for rules in RuleSet)
    assert all(f"'{result.value}'" in history.SENSIBLE for result in Result)
    assert f"BETWEEN 0 AND {MAX_STARTED!r}" in history.SENSIBLE


def test_a_sound_history_checked_on_a_worker_thread_is_not_checked_again(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    HistoryStore(path).record(record())
    store = HistoryStore(path)
    verdicts: list[str | None] = []
    worker = threading.Thread(target=lambda: verdicts.append(history.quick_check(path)))
    worker.start()
    # The app goes on using its own connection meanwhile.
    assert store.count() == 1
    worker.join(timeout=60)
    assert verdicts == [None]
    assert store.checked(None) is None and store.recovered is None
    statements: list[str] = []
    store._connection.set_trace_callback(statements.append)
    store.record(record())
    assert statements and not [sql for sql in statements if "quick_check" in sql]
    # Without a verdict, the first write checks first.
    other = HistoryStore(path)
    statements.clear()
    other._connection.set_trace_callback(statements.append)
    other.record(record())
    assert statements[0] == "PRAGMA quick_check"
