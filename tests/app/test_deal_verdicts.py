"""Deals of recorded games solved in the background: an old history filled in, never blocking."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from rusol_qt.app.history import deal_verdicts as deal_solver
from rusol_qt.app.history.deal_verdicts import DealSolver
from rusol_qt.model import notation, solver
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage import history
from rusol_qt.storage.history import HistoryStore, ReadOnly, Summary
from rusol_qt.storage.statistics import DealVerdict, WinnableFigures

#: A lost Classic deal (perfect play brings 14 cards home), a winnable one, and one that
#: cannot be won at all (2 cards at best).
LOST = GameCode.parse("RU1-C-LCEWRGB")
WINNABLE = GameCode.parse("RU1-C-AARMEFO")
SHUT = GameCode.parse("RU1-C-AAAAABB")
#: A Relaxed deal the solver needs many seconds for.
SLOW = GameCode.parse("RU1-R-BYCCKZE")


def best_of(code: GameCode) -> int:
    best = solver.solve_game(Game(code)).best
    assert best is not None and best.proven
    return best.foundation_cards


def lost_game_actions() -> list[str]:
    """30 moves along the lost deal's best line, with an undo and a redo: 7 cards home."""
    line = solver.solve_game(Game(LOST)).best
    assert line is not None
    return [*line.notation[:30], "U", "R"]


def version_3_history(path: Path, games: list[tuple[GameCode, str, list[str]]]) -> None:
    """A history as version 3 kept it: no cards home, nothing known of the deals."""
    old = sqlite3.connect(path)
    for version in (1, 2, 3):
        for statement in history.MIGRATIONS[version]:
            old.execute(statement)
    for number, (code, result, actions) in enumerate(games):
        old.execute(
            "INSERT INTO games (code, rules, started, ended, seconds, moves, score, result,"
            " takebacks, undos, actions, app_version) VALUES (?, ?, ?, ?, 60, ?, 10, ?, 0, 0,"
            " ?, '0.3')",
            (
                str(code),
                code.rules.value,
                1_700_000_000 + number,
                1_700_000_060 + number,
                len(actions),
                result,
                " ".join(actions),
            ),
        )
    old.execute("PRAGMA user_version = 3")
    old.commit()
    old.close()


@pytest.fixture
def solves(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The deals the solver is asked about, by code, in order."""
    asked: list[str] = []
    real = solver.solve

    def counted(position: solver.Position, rules: object, **budget: object) -> solver.Solution:
        asked.append(str(position[0][0]))  # the first column's card stands for the deal
        return real(position, rules, **budget)  # type: ignore[arg-type]

    monkeypatch.setattr(solver, "solve", counted)
    return asked


@pytest.fixture
def made(qtbot: QtBot) -> Iterator[list[DealSolver]]:
    """Solvers made by a test, shut down after it (their threads must not outlive it)."""
    solvers: list[DealSolver] = []
    yield solvers
    for each in solvers:
        each.shutdown()


def lines(store: HistoryStore) -> dict[tuple[str, int], Summary]:
    """Every line of the history by code and order of recording."""
    found: dict[tuple[str, int], Summary] = {}
    for line in sorted(store.summaries(), key=lambda line: line.id):
        number = sum(1 for code, _ in found if code == line.code)
        found[line.code, number] = line
    return found


def test_an_old_history_is_filled_in_in_the_background(
    qtbot: QtBot, tmp_path: Path, solves: list[str], made: list[DealSolver]
) -> None:
    path = tmp_path / "history.sqlite3"
    lost_actions = lost_game_actions()
    version_3_history(
        path,
        [
            (LOST, "abandoned", lost_actions),
            (WINNABLE, "won", ["QD>1"]),
            (SHUT, "abandoned", ["AC>4", "4D>6"]),
            (WINNABLE, "abandoned", ["QD>1", "JD>1"]),
            (LOST, "abandoned", lost_actions[:2]),
        ],
    )
    store = HistoryStore(path)
    assert store.winnable_figures()[None].unsolved == 4
    solving = DealSolver(store, batch=2)
    made.append(solving)
    solves.clear()
    with qtbot.waitSignal(solving.all_solved, timeout=60_000):
        solving.wake()
    assert store.unsolved(10) == []
    # Each deal solved once, the won game's not at all (it was won: its deal can be).
    assert len(solves) == 3
    found = lines(store)
    first, second = found[str(LOST), 0], found[str(LOST), 1]
    assert (first.deal_verdict, first.deal_best) == (DealVerdict.UNWINNABLE, best_of(LOST))
    assert (second.deal_verdict, second.deal_best) == (DealVerdict.UNWINNABLE, best_of(LOST))
    # An old game's cards home are counted by replaying it.
    assert first.foundation_cards == sum(notation.replay(LOST, lost_actions).foundations) == 7
    assert second.foundation_cards == 1  # 8S>7, AD>F
    shut = found[str(SHUT), 0]
    assert (shut.deal_verdict, shut.deal_best) == (DealVerdict.UNWINNABLE, best_of(SHUT))
    won, left = found[str(WINNABLE), 0], found[str(WINNABLE), 1]
    assert (won.deal_verdict, won.deal_best, won.foundation_cards) == (
        DealVerdict.WINNABLE,
        52,
        52,
    )
    assert (left.deal_verdict, left.deal_best) == (DealVerdict.WINNABLE, 52)
    assert store.winnable_figures()[None] == WinnableFigures(played=2, won=1)


def test_solving_never_blocks_the_event_loop_and_quitting_stops_it(
    qtbot: QtBot, tmp_path: Path, made: list[DealSolver]
) -> None:
    path = tmp_path / "history.sqlite3"
    version_3_history(path, [(SLOW, "abandoned", ["2D>3"])])
    store = HistoryStore(path)
    solving = DealSolver(store, seconds=60.0)
    made.append(solving)
    solving.wake()
    job = solving.job
    assert job is not None and job.isRunning()
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=3000)
    timer.stop()
    assert job.isRunning(), "still solving while the table plays on"
    solving.shutdown()
    assert job.isFinished()
    qtbot.waitUntil(lambda: job not in deal_solver._RUNNING, timeout=2000)
    # A search cut short records nothing: the deal is solved at the next start.
    assert len(store.unsolved(10)) == 1


def test_an_undecided_deal_is_recorded_as_unknown_and_not_tried_again(
    qtbot: QtBot, tmp_path: Path, made: list[DealSolver], solves: list[str]
) -> None:
    path = tmp_path / "history.sqlite3"
    version_3_history(path, [(SLOW, "abandoned", [])])
    store = HistoryStore(path)
    solving = DealSolver(store, seconds=0.2)
    made.append(solving)
    with qtbot.waitSignal(solving.all_solved, timeout=10_000):
        solving.wake()
    (line,) = store.summaries()
    assert (line.deal_verdict, line.deal_best) == (DealVerdict.UNKNOWN, None)
    assert store.winnable_figures()[None] == WinnableFigures(undecided=1)
    with qtbot.waitSignal(solving.all_solved, timeout=10_000):
        solving.wake()
    assert len(solves) == 1


def test_a_history_that_cannot_be_written_is_not_solved(
    qtbot: QtBot, tmp_path: Path, made: list[DealSolver]
) -> None:
    path = tmp_path / "history.sqlite3"
    version_3_history(path, [(SHUT, "abandoned", [])])
    store = HistoryStore(path)
    store.read_only = ReadOnly(tmp_path, "read-only for the test")
    solving = DealSolver(store)
    made.append(solving)
    with qtbot.assertNotEmitted(solving.all_solved):
        solving.wake()
    # wake() emits all_solved at once or starts the job that emits it later: no job, no signal.
    assert solving.job is None
