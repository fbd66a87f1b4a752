"""The best outcome still reachable: equal to an unpruned search's, and its line replays."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rusol_qt.model.game import Game, Position
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Best, Stop, Verdict, solve, solve_game
from rusol_qt.model.survey import sample_codes
from tests.model.exhaustive import explore
from tests.model.positions import build

#: Positions above this many distinct positions are left to the deal tests: they take too long
#: for the unpruned search.
LIMIT = 1500


@st.composite
def small_positions(draw: st.DrawFn) -> Position:
    """A position with 3 to 9 cards in play: each suit's highest cards, dealt anyhow.

    The cards not on the foundations are always the highest ones of their suits; they are
    shuffled, cut into the seven columns (some empty) and a random number of each column's
    lower cards is put face down.
    """
    left = draw(
        st.lists(st.integers(0, 4), min_size=4, max_size=4).filter(lambda r: 3 <= sum(r) <= 8)
    )
    heights = tuple(13 - count for count in left)
    cards = [suit * 13 + rank for suit in range(4) for rank in range(heights[suit], 13)]
    cards = draw(st.permutations(cards))
    # Few columns, mostly face down: that is where positions get stuck and the best outcome
    # falls short of a win.
    used = draw(st.integers(1, 4))
    cuts = sorted(draw(st.lists(st.integers(0, len(cards)), min_size=used - 1, max_size=used - 1)))
    bounds = [0, *cuts, len(cards)]
    columns = tuple(tuple(cards[a:b]) for a, b in zip(bounds, bounds[1:], strict=False))
    columns += ((),) * (7 - len(columns))
    highest = [max(len(column) - 1, 0) for column in columns]
    face_down = tuple(top if draw(st.booleans()) else draw(st.integers(0, top)) for top in highest)
    return columns, face_down, heights


def assert_best_line(game: Game, best: Best) -> None:
    """The line is legal, ends with ``best.foundation_cards`` home, and scores as said."""
    for move in best.moves:
        assert game.check(move) is None, f"{move} refused: {game.check(move)}"
        game.play(move)
    assert sum(game.foundations) == best.foundation_cards
    assert best.score == max(0, 10 * best.foundation_cards + 5 * (21 - sum(game.face_down)))


@pytest.mark.slow
@pytest.mark.parametrize("rules", list(RuleSet))
@settings(max_examples=40, deadline=None)
@given(position=small_positions())
def test_best_equals_an_unpruned_search_on_small_positions(rules, position):
    game = Game.from_position(position, rules)
    truth = explore(game, LIMIT)
    solution = solve(position, rules, seconds=60)
    best = solution.best
    assert best is not None and best.proven
    truth_score = max(0, 10 * truth.cards + 5 * (21 - truth.face_down))
    if truth.won is None:
        # Too large for the unpruned search: what it reached is still a floor for the solver.
        assert (best.foundation_cards, best.score) >= (truth.cards, truth_score)
    else:
        assert (solution.verdict is Verdict.WINNABLE) == truth.won
        assert (best.foundation_cards, best.score) == (truth.cards, truth_score)
    assert_best_line(Game.from_position(position, rules), best)


def takebacks_allowed(position: Position) -> bool:
    """Some card may be taken back under rule 3: a foundation two or more above the lowest."""
    heights = position[2]
    return max(heights) >= min(heights) + 2


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(position=small_positions().filter(takebacks_allowed))
def test_relaxed_takebacks_followed_by_their_use_keep_the_answer_and_the_best(position):
    # Rule 7 (docs/research/rule-7-after-a-takeback.md): after a takeback only a move onto the
    # card taken back or another takeback is tried. Positions where takebacks are possible,
    # against the unpruned search.
    game = Game.from_position(position, RuleSet.RELAXED)
    truth = explore(game, LIMIT)
    solution = solve(position, RuleSet.RELAXED, seconds=60)
    best = solution.best
    assert best is not None and best.proven
    truth_score = max(0, 10 * truth.cards + 5 * (21 - truth.face_down))
    if truth.won is None:
        assert (best.foundation_cards, best.score) >= (truth.cards, truth_score)
    else:
        assert (solution.verdict is Verdict.WINNABLE) == truth.won
        assert (best.foundation_cards, best.score) == (truth.cards, truth_score)
    assert_best_line(Game.from_position(position, RuleSet.RELAXED), best)


@pytest.mark.parametrize("deal", [1, 4, 5, 7, 8, 9, 10, 12, 13, 16, 17, 20, 21])
def test_best_of_lost_deals_equals_an_unpruned_search(deal):
    # These deals are lost within a few thousand positions even with every takeback tried, so
    # the unpruned search sees all of them: a real check of the prunings on real deals.
    game = Game(GameCode(deal, RuleSet.CLASSIC))
    truth = explore(game, 5000)
    assert truth.won is False
    solution = solve_game(game, seconds=60)
    best = solution.best
    assert best is not None and best.proven and solution.verdict is Verdict.UNWINNABLE
    assert best.foundation_cards == truth.cards
    assert best.score == 10 * truth.cards + 5 * (21 - truth.face_down)
    assert_best_line(Game(GameCode(deal, RuleSet.CLASSIC)), best)


def test_best_lines_of_random_classic_deals_replay_to_their_count():
    # test_solver_cli checks 200 more through the command line.
    for code in sample_codes(50, RuleSet.CLASSIC, seed=14):
        solution = solve_game(Game(code), seconds=30)
        best = solution.best
        assert best is not None and best.proven, code
        game = replay(code, list(best.notation))
        assert sum(game.foundations) == best.foundation_cards, code
        assert_best_line(Game(code), best)
        if solution.verdict is Verdict.WINNABLE:
            assert (best.foundation_cards, best.score, best.moves) == (52, 625, solution.moves)
        else:
            assert best.foundation_cards < 52


def test_a_lost_position_gets_every_card_it_can():
    # The Ten of clubs is stuck: the Nine it needs on the foundation and the Jack it could go on
    # both lie face down under it. The spades, hearts and diamonds still come home: 47 cards,
    # with the Jack and the Nine never turned.
    game = build(["[JC] [9C] TC", "KS", "KH", "KD", "KC QC"], "S12 H12 D12 C8")
    solution = solve_game(game)
    assert solution.verdict is Verdict.UNWINNABLE
    best = solution.best
    assert best is not None and best.proven
    assert best.foundation_cards == 47 == explore(game, 5000).cards
    assert best.score == 10 * 47 + 5 * (21 - 2)
    assert_best_line(game, best)


def test_when_the_budget_runs_out_the_best_so_far_is_not_proven():
    code = GameCode.parse("RU1-R-BYCCKZE")
    solution = solve_game(Game(code), max_nodes=3000)
    assert solution.verdict is Verdict.UNKNOWN and solution.stop is Stop.NODES
    best = solution.best
    assert best is not None and not best.proven
    assert 0 < best.foundation_cards < 52
    assert_best_line(Game(code), best)
