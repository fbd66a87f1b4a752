"""The history's migrations stay put: released steps unchanged, every past version opens whole.

``fixtures/history-v1.sqlite3`` ... ``-v4`` are real databases of each past schema version (made
by ``fixtures/make_fixtures.py``, versions 2 to 4 by the app of that version), each with rows
that make no sense from id 900 up. ``fixtures/released-steps.sql`` is the text of every released
step; ``fixtures/schema.sql`` the schema a fresh history has today.
"""

from __future__ import annotations

import ast
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.history import (
    MIGRATIONS,
    SCHEMA_VERSION,
    SENSIBLE,
    HistoryStore,
    Outcome,
    Result,
)
from rusol_qt.storage.history import migrations as migrations_package
from rusol_qt.storage.statistics import by_rules

FIXTURES = Path(__file__).parent / "fixtures"
PAST_VERSIONS = (1, 2, 3, 4)
FIRST_NONSENSE_ID = 900
NEW_IN_VERSION_4 = ("foundation_cards", "deal_verdict", "deal_best")

EDITED = (
    "a released migration step changed: add a new step (a new version) instead, and leave the "
    "released ones as they are, or databases migrated by the old text differ from new ones"
)


def released_steps() -> dict[int, list[str | None]]:
    """The released steps as ``released-steps.sql`` records them."""
    steps: dict[int, list[str | None]] = {}
    version: int | None = None
    for line in (FIXTURES / "released-steps.sql").read_text(encoding="utf-8").splitlines():
        if line.startswith("-- version "):
            version = int(line.split()[2].rstrip(","))
            steps.setdefault(version, []).append(None)
        elif version is not None:  # not the comment at the top
            statements = steps[version]
            statements[-1] = line if statements[-1] is None else f"{statements[-1]}\n{line}"
    return steps


def schema_text(connection: sqlite3.Connection) -> str:
    """The schema of a database as text: its version, then every table and index, by name."""
    lines = [f"PRAGMA user_version = {connection.execute('PRAGMA user_version').fetchone()[0]};"]
    for kind, name, table, sql in connection.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type DESC, name"
    ):
        lines.append(f"-- {kind} {name} on {table}")
        lines.append("-- (made by SQLite)" if sql is None else f"{sql};")
    return "\n".join(lines) + "\n"


def test_no_released_step_has_changed() -> None:
    released = released_steps()
    assert sorted(released) == list(range(1, max(released) + 1))
    for version, statements in released.items():
        assert version in MIGRATIONS, f"released version {version} is gone: {EDITED}"
        for number, (was, now) in enumerate(zip(statements, MIGRATIONS[version], strict=False), 1):
            assert now == was, f"version {version}, statement {number}: {EDITED}"
        assert len(MIGRATIONS[version]) == len(statements), f"version {version}: {EDITED}"


def test_every_step_is_released_before_it_ships() -> None:
    # A new version's statements go into released-steps.sql with it, so that from then on the
    # test above holds them.
    unrecorded = sorted(set(MIGRATIONS) - set(released_steps()))
    assert not unrecorded, f"add version(s) {unrecorded} to {FIXTURES / 'released-steps.sql'}"
    assert max(MIGRATIONS) == SCHEMA_VERSION


@pytest.mark.parametrize("version", sorted(MIGRATIONS))
def test_each_step_is_literal_sql(version: int) -> None:
    # Literal strings only: a name (a live constant such as SENSIBLE) or an f-string would let
    # an edit elsewhere change a released step without touching its file.
    path = Path(migrations_package.__file__).parent / f"v{version}.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    (steps,) = [
        node.value
        for node in tree.body
        if isinstance(node, ast.AnnAssign)
        and isinstance(node.target, ast.Name)
        and node.target.id == "STEPS"
    ]
    assert isinstance(steps, ast.Tuple)
    for element in steps.elts:
        assert isinstance(element, ast.Constant) and isinstance(element.value, str), (
            f"{path.name}: a step that is not a literal string: {ast.unparse(element)}"
        )


def test_a_fresh_history_has_the_schema_on_record(tmp_path: Path) -> None:
    HistoryStore(tmp_path / "h.sqlite3").close()
    with sqlite3.connect(tmp_path / "h.sqlite3") as connection:
        made = schema_text(connection)
    recorded = (FIXTURES / "schema.sql").read_text(encoding="utf-8")
    assert made == recorded, (
        "the schema of a fresh history changed: a change to the schema is a new migration step; "
        "then record the new schema in tests/storage/fixtures/schema.sql"
    )


def test_the_partial_indexes_are_over_exactly_the_sensible_rows() -> None:
    # SQLite uses a partial index only for a query that repeats its condition word for word:
    # the queries use SENSIBLE, the released steps their own copy of it.
    schema = (FIXTURES / "schema.sql").read_text(encoding="utf-8")
    partial = [line for line in schema.splitlines() if " WHERE " in line]
    assert len(partial) == 10
    for line in partial:
        assert line.endswith(f"{SENSIBLE};"), line


def raw_games(path: Path) -> list[dict[str, Any]]:
    """Every row of the games table as it is stored, read with plain SQLite."""
    with sqlite3.connect(path) as connection:
        connection.row_factory = sqlite3.Row
        rows = [dict(row) for row in connection.execute("SELECT * FROM games ORDER BY id")]
    connection.close()
    return rows


@pytest.mark.parametrize("version", PAST_VERSIONS)
def test_a_history_of_each_past_version_migrates_keeping_every_game(
    tmp_path: Path, version: int
) -> None:
    fixture = FIXTURES / f"history-v{version}.sqlite3"
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(fixture, path)
    before = raw_games(path)
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == version
    connection.close()
    sensible = [row for row in before if int(str(row["id"])) < FIRST_NONSENSE_ID]
    assert len(sensible) >= 30 and len(before) - len(sensible) == 5

    store = HistoryStore(path)
    assert store.recovered is None and store.read_only is None
    assert store.schema_version() == SCHEMA_VERSION
    figures = store.statistics()
    assert store.left_out == 5
    assert store.count() == len(sensible)
    assert {game.id for game in store.games()} == {row["id"] for row in sensible}
    assert all(store.game(int(str(row["id"]))) is None for row in before if row not in sensible)
    expected = by_rules(
        Outcome(
            RuleSet(row["rules"]),
            Result(row["result"]),
            row["score"],
            row["seconds"],
            row["moves"],
            row["ended"],
        )
        for row in sensible
    )
    assert figures == expected
    store.close()

    after = raw_games(path)
    assert [row["id"] for row in after] == [row["id"] for row in before]
    for old, new in zip(before, after, strict=True):
        # Every value the old version stored is still there, of the same type.
        assert {name: (type(new[name]), new[name]) for name in old} == {
            name: (type(value), value) for name, value in old.items()
        }
        if version < 2:
            assert new["app_version"] == ""
        if version < 4:
            won = old["result"] == "won"
            assert tuple(new[name] for name in NEW_IN_VERSION_4) == (
                (52, "winnable", 52) if won else (None, None, None)
            )
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert schema_text(connection) == (FIXTURES / "schema.sql").read_text(encoding="utf-8")
        # Version 5 keeps each game's analysis once it is made: none is made by migrating.
        assert connection.execute("SELECT count(*) FROM analyses").fetchone() == (0,)
    connection.close()


def test_the_fixtures_are_what_their_version_wrote() -> None:
    # Each holds its own version's schema: the tables and columns that version had.
    columns_of = {1: 12, 2: 13, 3: 13, 4: 16}
    for version in PAST_VERSIONS:
        uri = (FIXTURES / f"history-v{version}.sqlite3").as_uri() + "?mode=ro&immutable=1"
        with sqlite3.connect(uri, uri=True) as connection:
            assert connection.execute("PRAGMA user_version").fetchone()[0] == version
            columns = connection.execute("PRAGMA table_info(games)").fetchall()
            assert len(columns) == columns_of[version]
            tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
            assert ("statistics" in tables) == (version >= 2)
            assert ("games_counted" in tables) == (version >= 3)
            assert ("games_unsolved" in tables) == (version >= 4)
            assert ("analyses" in tables) == (version >= 5)
        connection.close()
