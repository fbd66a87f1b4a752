"""Mid-game Relaxed positions from random walks that take cards back: reproducible, decided."""

from __future__ import annotations

import pytest

from rusol_qt.model.game import FOUNDATION_BASE
from rusol_qt.model.notation import parse_move, replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict, solve_game
from rusol_qt.model.survey import WALK_LENGTHS, walk_positions
from tests.model.exhaustive import explore

#: The seed of the set benchmarks/solver.py checks in full.
SEED = 2026
#: Positions of that set decided within about a second each, winnable and lost ones alike:
#: two lost within a few hundred positions (checked by the unpruned search), one lost after
#: about 180,000, and wins that need up to 60,000.
SAMPLE = [20, 25, 26, 30, 32, 36]


@pytest.fixture(scope="module")
def walks():
    return walk_positions(max(SAMPLE) + 1, SEED)


def test_the_walks_are_reproducible_and_take_cards_back():
    first = walk_positions(40, SEED)
    assert first == walk_positions(40, SEED)
    assert first != walk_positions(40, SEED + 1)
    assert all(code.rules is RuleSet.RELAXED for code, _ in first)
    assert all(1 <= len(moves) <= WALK_LENGTHS[1] for _, moves in first)
    with_takebacks = 0
    for code, moves in first:
        game = replay(code, [])
        taken = 0
        for text in moves:
            move = parse_move(game, text)
            taken += move.source >= FOUNDATION_BASE
            game.play(move)
        assert not game.is_won() and game.legal_moves()
        with_takebacks += taken > 0
    assert with_takebacks >= 30, "most walks take cards back from the foundations"


@pytest.mark.parametrize("number", SAMPLE)
def test_a_sample_of_mid_game_positions_is_decided(walks, number):
    code, moves = walks[number]
    game = replay(code, list(moves))
    # Generous against a loaded machine: on an idle one each takes about a second at most.
    solution = solve_game(game, seconds=60)
    assert solution.verdict is not Verdict.UNKNOWN
    best = solution.best
    assert best is not None and best.proven
    if solution.verdict is Verdict.WINNABLE:
        assert replay(code, [*moves, *solution.notation]).is_won()
    else:
        reached = replay(code, [*moves, *best.notation])
        assert sum(reached.foundations) == best.foundation_cards < 52
        truth = explore(game, 2000)
        if truth.won is not None:
            assert truth.won is False and truth.cards == best.foundation_cards


def test_a_mid_game_dead_end_is_proved_lost_at_once(walks):
    # #0 of the set: every line from it is too many to search, but the Ace of clubs lies under
    # cards that can never all move away (docs/research/rule-8-dead-end.md).
    code, moves = walks[0]
    game = replay(code, list(moves))
    solution = solve_game(game, max_nodes=20_000)
    assert solution.verdict is Verdict.UNWINNABLE and solution.stop is None
    best = solution.best
    assert best is not None and not best.proven, "the best outcome is not proved so soon"
    reached = replay(code, [*moves, *best.notation])
    assert sum(reached.foundations) == best.foundation_cards < 52
