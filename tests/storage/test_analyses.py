"""Each game's analysis kept in the history (schema version 5): read back whole, or ignored.

An analysis is a shortcut that can always be made again, so one that cannot be read back is
ignored (never a crash) and one that cannot be written is simply not kept.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import replay
from rusol_qt.model.solver import ANALYSIS_VERSION, GameAnalysis, analyse_game, dump_analysis
from rusol_qt.storage.history import GameRecord, HistoryStore

#: A lost Classic deal, and the moves of the game recorded on it.
CODE = "RU1-C-AAAAABB"
ACTIONS = ("TS>7", "4S>1", "U", "R")
OTHER_CODE = "RU1-C-AARMEFO"


def analysed(code: str = CODE, actions: tuple[str, ...] = ACTIONS, **options: Any) -> GameAnalysis:
    options = {"samples": 2, "chance_nodes": 500, "verdict_nodes": 20_000, **options}
    return analyse_game(GameCode.parse(code), actions, **options)


def recorded(store: HistoryStore, code: str = CODE, actions: tuple[str, ...] = ACTIONS) -> int:
    game = replay(GameCode.parse(code), list(actions))
    return store.record(GameRecord.of(game, started=1000.0, seconds=60.0, ended=1100.0))


@pytest.fixture(scope="module")
def analysis() -> GameAnalysis:
    found = analysed()
    assert found.complete and found.lost_from_start
    return found


def test_an_analysis_is_kept_with_its_game_and_read_back_whole(
    tmp_path: Path, analysis: GameAnalysis
) -> None:
    path = tmp_path / "history.sqlite3"
    store = HistoryStore(path)
    game_id = recorded(store)
    other = recorded(store, OTHER_CODE, ("QD>1",))
    assert store.analysis(game_id) is None
    assert store.keep_analysis(game_id, analysis)
    assert store.analysis(game_id) == analysis
    assert store.analysis(other) is None
    store.close()
    again = HistoryStore(path)  # a second look, in a later run: instant
    assert again.analysis(game_id) == analysis
    # Kept again (another seed, say), it takes the old one's place.
    other_seed = analysed(seed=5)
    assert again.keep_analysis(game_id, other_seed)
    assert again.analysis(game_id) == other_seed
    again.close()
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT game_id, version FROM analyses").fetchall() == [
            (game_id, ANALYSIS_VERSION)
        ]
    connection.close()


def test_only_a_complete_analysis_of_the_very_game_is_kept(
    tmp_path: Path, analysis: GameAnalysis
) -> None:
    store = HistoryStore(tmp_path / "history.sqlite3")
    game_id = recorded(store)
    other = recorded(store, OTHER_CODE, ("QD>1",))
    assert not store.keep_analysis(game_id, analysed(chances=False))  # the verdicts alone
    assert not store.keep_analysis(other, analysis)  # another game's
    assert not store.keep_analysis(game_id + 100, analysis)  # no such game
    assert not store.keep_analysis(game_id, analysed(actions=ACTIONS[:2]))  # fewer moves
    assert store.analysis(game_id) is None and store.analysis(other) is None
    store.close()


@pytest.mark.parametrize(
    "tamper",
    [
        "UPDATE analyses SET analysis = 'not json at all {'",
        "UPDATE analyses SET analysis = x'00ff'",
        "UPDATE analyses SET analysis = 12",
        "UPDATE analyses SET analysis = '[[[[[[[[[[' || replace(hex(zeroblob(50000)), '0', '[')",
        'UPDATE analyses SET analysis = \'{"format": "rusol-qt game"}\'',
        "UPDATE analyses SET version = version + 1",  # a newer analyser's
        "UPDATE analyses SET version = version - 1",  # an older analyser's
        "UPDATE analyses SET analysis = replace(analysis, '\"version\":1', '\"version\":2')",
        "UPDATE analyses SET analysis = replace(analysis, 'TS>7', 'TS>6')",
        "UPDATE games SET actions = 'TS>7'",  # the game's record changed under it
        "UPDATE games SET code = 'RU1-C-AARMEFO'",
        "UPDATE games SET code = 'nonsense'",
    ],
)
def test_a_kept_analysis_that_cannot_be_used_is_ignored_and_made_again(
    tmp_path: Path, analysis: GameAnalysis, tamper: str
) -> None:
    store = HistoryStore(tmp_path / "history.sqlite3")
    game_id = recorded(store)
    assert store.keep_analysis(game_id, analysis)
    store._connection.execute(tamper)
    assert store.analysis(game_id) is None
    store._connection.execute(f"UPDATE games SET code = '{CODE}', actions = '{' '.join(ACTIONS)}'")
    assert store.keep_analysis(game_id, analysis)  # made again, and kept in its place
    assert store.analysis(game_id) == analysis
    store.close()


def test_clearing_the_history_forgets_the_analyses(tmp_path: Path, analysis: GameAnalysis) -> None:
    store = HistoryStore(tmp_path / "history.sqlite3")
    game_id = recorded(store)
    assert store.keep_analysis(game_id, analysis)
    assert store.clear() == 1
    # SQLite may give the next game the same number: it must not find the old analysis.
    assert recorded(store) == game_id
    assert store.analysis(game_id) is None
    assert store._connection.execute("SELECT count(*) FROM analyses").fetchone() == (0,)
    store.close()


def test_a_salvaged_history_keeps_its_games_and_makes_the_analyses_again(
    tmp_path: Path, analysis: GameAnalysis
) -> None:
    path = tmp_path / "history.sqlite3"
    store = HistoryStore(path)
    game_id = recorded(store)
    assert store.keep_analysis(game_id, analysis)
    store.close()
    with open(path, "r+b") as file:
        file.write(bytes(100))  # the header, damaged
    store = HistoryStore(path, salvage_later=True)
    assert store.salvaging
    assert store.analysis(game_id) is None
    assert not store.keep_analysis(game_id, analysis)  # nothing is written while it salvages
    store.finish_salvage()
    assert store.recovered is not None and store.count() == 1
    assert store.analysis(game_id) is None
    assert store.keep_analysis(game_id, analysis)
    assert store.analysis(game_id) == analysis
    store.close()


_READ_ONLY_RUN = """
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.solver import analyse_game
from rusol_qt.storage.history import HistoryStore
store = HistoryStore(pathlib.Path(sys.argv[1]))
game_id = int(sys.argv[2])
kept = store.analysis(game_id)
again = analyse_game(
    GameCode.parse(sys.argv[3]), sys.argv[4].split(), samples=2, chance_nodes=500, seed=7
)
print(json.dumps([
    store.read_only is not None, kept is not None and kept.seed, store.keep_analysis(game_id, again)
]))
"""


def test_a_read_only_history_shows_its_analyses_and_keeps_no_new_one(
    analysis: GameAnalysis,
) -> None:
    from tests.storage.read_only import make_read_only, run_without_write_access, shared_folder

    with shared_folder() as folder:
        path = folder / "history.sqlite3"
        store = HistoryStore(path)
        game_id = recorded(store)
        assert store.keep_analysis(game_id, analysis)
        store.close()
        make_read_only(folder)
        before = {each.name: each.read_bytes() for each in folder.iterdir()}
        result = run_without_write_access(
            _READ_ONLY_RUN,
            str(path),
            str(game_id),
            CODE,
            " ".join(ACTIONS),
            prepare="import rusol_qt.model.solver",
        )
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout) == [True, analysis.seed, False]
        assert {each.name: each.read_bytes() for each in folder.iterdir()} == before


def test_the_saved_form_in_the_history_is_the_command_lines(
    tmp_path: Path, analysis: GameAnalysis
) -> None:
    # One form for both: what --analyse --json prints (less its timing) is what is kept.
    store = HistoryStore(tmp_path / "history.sqlite3")
    game_id = recorded(store)
    assert store.keep_analysis(game_id, analysis)
    (text,) = store._connection.execute("SELECT analysis FROM analyses").fetchone()
    assert json.loads(text) == dump_analysis(analysis)
    store.close()
