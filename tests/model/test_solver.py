"""The solver: its lines replay in the engine, its verdicts match a brute-force search, budgets."""

from __future__ import annotations

import threading
import time

import pytest

from rusol_qt.model.game import WINNING_SCORE, Game, Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import (
    Stop,
    Verdict,
    heuristic_move,
    solve,
    solve_game,
)
from rusol_qt.model.solver.dead_end import dead_end
from rusol_qt.model.solver.packed import pack
from rusol_qt.model.solver.portfolio import FIRST_STYLE, start_search
from tests.model.exhaustive import brute_force
from tests.model.positions import build
from tests.model.solver_cases import (
    CLASSIC_WINNABLE,
    RELAXED_HARD,
    RELAXED_WINNABLE,
    assert_line_wins,
    game_at,
)


@pytest.mark.parametrize("text", CLASSIC_WINNABLE + RELAXED_WINNABLE)
def test_winning_lines_replay_to_a_win_in_the_engine(text: str) -> None:
    code = GameCode.parse(text)
    solution = solve_game(Game(code), seconds=30)
    assert solution.verdict is Verdict.WINNABLE
    assert len(solution.moves) == len(solution.notation) > 0
    game = replay(code, list(solution.notation))
    assert game.is_won()
    if solution.takebacks == 0:
        assert game.score == WINNING_SCORE == 625
    assert_line_wins(Game(code), solution.moves)


def test_the_position_given_is_left_untouched() -> None:
    game = Game(GameCode.parse(CLASSIC_WINNABLE[0]))
    before = game.position()
    solve_game(game)
    assert game.position() == before
    assert game.moves == 0


def test_a_line_from_the_middle_of_a_game_continues_it() -> None:
    code = GameCode.parse(RELAXED_WINNABLE[1])
    first = solve_game(Game(code), seconds=30)
    game = replay(code, list(first.notation[:10]))
    later = solve_game(game, seconds=30)
    assert later.verdict is Verdict.WINNABLE
    assert_line_wins(game, later.moves)


@pytest.mark.parametrize("deal", [1, 4, 5, 7, 8, 9, 10, 12, 13, 16, 17, 20, 21])
def test_classic_lost_deals_are_lost_for_a_search_without_any_pruning(deal: int) -> None:
    # Winning lines prove themselves by replaying; a "lost" verdict needs a second opinion.
    game = Game(GameCode(deal, RuleSet.CLASSIC))
    assert solve_game(game, seconds=30).verdict is Verdict.UNWINNABLE
    assert brute_force(game, limit=5000) is False


# The Jack of clubs lies on the Ten of clubs, face down, and the Queen of clubs is face down too:
# only the Queen of spades, taken back from its foundation, can take the Jack.
TAKEBACK_NEEDED = (["QC TC JC", "KS KC"], [2, 1], [12, 13, 13, 9])


def test_relaxed_finds_a_line_that_needs_a_takeback() -> None:
    game = game_at(RuleSet.RELAXED, *TAKEBACK_NEEDED)
    assert brute_force(game, limit=5000, takebacks=False) is False
    solution = solve_game(game)
    assert solution.verdict is Verdict.WINNABLE
    assert solution.takebacks >= 1
    assert_line_wins(game, solution.moves)
    assert game.score < WINNING_SCORE


def test_classic_proves_the_same_position_lost() -> None:
    game = game_at(RuleSet.CLASSIC, *TAKEBACK_NEEDED)
    assert brute_force(game, limit=5000) is False
    solution = solve_game(game)
    assert solution.verdict is Verdict.UNWINNABLE
    assert solution.moves == ()


def test_classic_knot_is_lost_though_moves_remain() -> None:
    # The Eight of hearts can go neither on the Nine nor to its foundation: both lie face down
    # under it. The diamonds and clubs can still be played.
    game = game_at(
        RuleSet.CLASSIC,
        ["9H 7H 8H", "KH QH JH TH", "KD QD JD", "KC QC JC"],
        [2, 0, 0, 0],
        [13, 6, 10, 10],
    )
    assert game.legal_moves(), "not lost for want of moves"
    assert brute_force(game, limit=5000) is False
    assert solve_game(game).verdict is Verdict.UNWINNABLE


EMPTY_COLUMN_NEEDED = (
    ["QH 2D KH", "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D"],
    [2, 0],
    [13, 11, 1, 13],
)


def test_classic_winnable_position_needing_an_empty_column() -> None:
    # The King of hearts must go to an empty column to free the Two of diamonds under it.
    game = game_at(RuleSet.CLASSIC, *EMPTY_COLUMN_NEEDED)
    solution = solve_game(game)
    assert solution.verdict is Verdict.WINNABLE
    assert solution.notation[0] == "KH>3"
    assert_line_wins(game, solution.moves)


def test_a_won_position_needs_no_move() -> None:
    game = game_at(RuleSet.CLASSIC, [], [], [13, 13, 13, 13])
    solution = solve_game(game)
    assert solution.verdict is Verdict.WINNABLE
    assert solution.moves == ()


def test_the_node_budget_is_respected() -> None:
    solution = solve_game(Game(GameCode.parse(RELAXED_HARD)), max_nodes=1000)
    assert solution.verdict is Verdict.UNKNOWN
    assert solution.stop is Stop.NODES
    assert solution.nodes == 1000
    assert solution.moves == ()


def test_the_time_budget_is_respected() -> None:
    solution = solve_game(Game(GameCode.parse(RELAXED_HARD)), seconds=0.3)
    assert solution.verdict is Verdict.UNKNOWN
    assert solution.stop is Stop.TIME
    # Generous against a loaded machine; without the budget this deal takes many seconds.
    assert 0.3 <= solution.seconds < 3.0


def test_cancelling_from_another_thread_stops_the_search() -> None:
    cancel, asked = threading.Event(), threading.Event()

    def cancelled() -> bool:
        asked.set()
        return cancel.is_set()

    def cancel_once_the_search_asks() -> None:
        asked.wait(timeout=60)
        cancel.set()

    canceller = threading.Thread(target=cancel_once_the_search_asks)
    canceller.start()
    started = time.perf_counter()
    solution = solve_game(Game(GameCode.parse(RELAXED_HARD)), seconds=60, cancelled=cancelled)
    canceller.join()
    assert solution.verdict is Verdict.UNKNOWN
    assert solution.stop is Stop.CANCELLED
    assert time.perf_counter() - started < 5.0  # the budget was 60 s


def test_solve_takes_a_position_and_rules() -> None:
    game = Game(GameCode.parse(CLASSIC_WINNABLE[1]))
    assert solve(game.position(), RuleSet.CLASSIC).verdict is Verdict.WINNABLE


@pytest.mark.parametrize("text", CLASSIC_WINNABLE[:2] + RELAXED_WINNABLE[:2] + [RELAXED_HARD])
def test_the_heuristic_move_is_legal(text: str) -> None:
    game = Game(GameCode.parse(text))
    for _ in range(15):
        move = heuristic_move(game)
        if move is None:
            break
        assert game.check(move) is None
        game.play(move)


def test_the_heuristic_move_prefers_a_foundation() -> None:
    game = game_at(RuleSet.CLASSIC, ["KS QS", "KH"], [0, 0], [11, 12, 13, 13])
    assert heuristic_move(game) == Move(0, 1, 7)


def test_the_heuristic_has_nothing_to_offer_in_a_dead_end() -> None:
    # The engine still allows takebacks and moving the King of hearts to an empty column, but
    # none of them can help: the Eight of hearts lies on the Seven and the Nine.
    game = game_at(RuleSet.CLASSIC, ["9H 7H 8H", "KH QH JH TH"], [2, 0], [13, 6, 13, 13])
    assert game.legal_moves()
    assert heuristic_move(game) is None


def test_relaxed_tries_other_ratings_when_the_first_stalls() -> None:
    # The first rating wanders here for its whole first round; the second wins within moments.
    solution = solve_game(Game(GameCode.parse("RU1-R-WBFQREV")), seconds=30)
    assert solution.verdict is Verdict.WINNABLE
    assert solution.nodes > 20_000
    assert_line_wins(Game(GameCode.parse("RU1-R-WBFQREV")), solution.moves)


# Only the Nine of hearts can move without help: the Three, Five and Seven each lie on the card
# they would need, face down. The spades must come down from their foundation, King first, to
# give the Seven an Eight, then the Five a Six: a run of about eight takebacks in a row.
TAKEBACK_RUN = (["[2H] [AH] 3H", "[4H] [6H] 5H", "[8H] [7H] 9H", "KH QH JH TH"], "S13 D13 C13")


def test_relaxed_finds_a_win_that_needs_a_run_of_takebacks():
    game = build(*TAKEBACK_RUN, rules=RuleSet.RELAXED)
    assert brute_force(game, limit=20_000, takebacks=False) is False
    # Best-first search alone needed about 590,000 moves here: it tries takebacks last.
    solution = solve_game(game, max_nodes=200_000)
    assert solution.verdict is Verdict.WINNABLE
    assert solution.takebacks >= 8
    assert_line_wins(game, solution.moves)


# Each King lies at the bottom of a column under a Queen that needs an exposed King to move (and
# cannot go home), and the Queen of spades lies on the last two Kings, face down: the Three of
# spades under them can never be turned.
DEAD_END = (
    [
        "KD QD JD TS 9S",
        "",
        "",
        "KS QC JC TD 9D 8S 7S 6S 5S 4S",
        "JS TC",
        "",
        "[3S] [KH] [8D] [KC] [9C] QS",
    ],
    "S2 H12 D7 C8",
)


def test_a_relaxed_dead_end_is_lost_without_a_search_for_a_win():
    game = build(*DEAD_END, rules=RuleSet.RELAXED)
    packed, heights = pack(game.position())
    assert dead_end(packed, heights)
    # Second opinion: the search with the proved prunings only, run to its end, finds no win.
    assert start_search(True, FIRST_STYLE).run(packed, heights)[0] is Verdict.UNWINNABLE
    solution = solve_game(game)
    assert solution.verdict is Verdict.UNWINNABLE
    assert solution.best is not None and solution.best.proven
    assert solution.best.foundation_cards == 29
