"""Where a game was lost: verdicts as exact as plain solves, the losing move, chances, saved form.

The games with a known losing move are built from the solver (:mod:`tests.model.lost_games`).
Budgets are small where the test is about agreement: the analysis and the plain solves it is
compared with search within the same ``NODES``.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
from collections.abc import Sequence
from typing import Any

import pytest

from rusol_qt.model.game import Game, Move, Position
from rusol_qt.model.gamecode import DEAL_COUNT, GameCode
from rusol_qt.model.notation import NotationError, move_text, play_action, replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import (
    ANALYSIS_VERSION,
    AnalysisCancelledError,
    AnalysisFormatError,
    Ending,
    GameAnalysis,
    Verdict,
    analyse_game,
    dump_analysis,
    heuristic_move,
    load_analysis,
    solve,
    solve_game,
)
from rusol_qt.model.solver.honest import arrangements, face_down_as, visible_view
from rusol_qt.model.solver.settling import Reach, settle
from tests.model.lost_games import LOST, NODES, WINNABLE, first_detour, winning_line

W, L, U = Verdict.WINNABLE, Verdict.UNWINNABLE, Verdict.UNKNOWN


def positions_of(code: GameCode, actions: Sequence[str]) -> list[Position]:
    game = Game(code)
    found = [game.position()]
    for action in actions:
        play_action(game, action)
        found.append(game.position())
    return found


def plain_verdicts(code: GameCode, actions: Sequence[str], nodes: int = NODES) -> list[Verdict]:
    """Each position's verdict by a search of its own."""
    return [solve(p, code.rules, max_nodes=nodes).verdict for p in positions_of(code, actions)]


def verdicts(analysis: GameAnalysis) -> list[Verdict]:
    return [each.verdict for each in analysis.positions]


@pytest.fixture(scope="module")
def line() -> list[str]:
    return winning_line()


@pytest.fixture(scope="module")
def detour(line: list[str]) -> tuple[int, str]:
    """Where (from move 5) and by which move the winning line is first left for a lost position."""
    return first_detour(line, 5)


def analyse(actions: Sequence[str], code: GameCode = WINNABLE, **options: object) -> GameAnalysis:
    options = {"chances": False, "verdict_nodes": NODES, **options}
    return analyse_game(code, actions, **options)  # type: ignore[arg-type]


# -- settling many positions with few searches -----------------------------------------------


def test_a_line_is_settled_by_a_binary_search():
    for count, first_lost in [(201, 73), (201, 0), (201, 201), (2, 1), (1, 0)]:
        asked: list[int] = []

        def search(
            position: int, first_lost: int = first_lost, asked: list[int] = asked
        ) -> Verdict:
            asked.append(position)
            return W if position < first_lost else L

        reach = Reach(count, [(p, p + 1) for p in range(count - 1)])
        assert settle(reach, search) == [W] * first_lost + [L] * (count - first_lost)
        assert len(asked) <= count.bit_length() + 1, (count, first_lost, asked)


@pytest.mark.parametrize("likely", [W, L])
def test_a_likely_verdict_is_searched_for_first(likely):
    reach = Reach(101, [(p, p + 1) for p in range(100)])
    for first_lost, searches in [(0, 1), (101, 1), (40, 9)]:
        if (first_lost == 0) == (likely is W) and first_lost in (0, 101):
            searches = 9  # expected wrongly: a binary search after one search more
        asked: list[int] = []

        def search(
            position: int, first_lost: int = first_lost, asked: list[int] = asked
        ) -> Verdict:
            asked.append(position)
            return W if position < first_lost else L

        assert settle(reach, search, likely=likely) == [W] * first_lost + [L] * (101 - first_lost)
        assert asked[0] == (100 if likely is W else 0)
        assert len(asked) <= searches, (first_lost, asked)


def test_settling_agrees_with_the_truth_on_random_linked_positions():
    draw = random.Random(42)
    for _ in range(200):
        count = draw.randint(1, 30)
        moves = [(draw.randrange(count), draw.randrange(count)) for _ in range(draw.randint(0, 40))]
        reach = Reach(count, moves)
        # The truth: winnable exactly where a won position can be reached; some answers unknown.
        won = {p for p in range(count) if draw.random() < 0.15}
        truth = [W if any(reach.below[p] >> w & 1 for w in won) else L for p in range(count)]
        blind = {p for p in range(count) if draw.random() < 0.2}

        def search(position: int, truth: list[Verdict] = truth, blind: set[int] = blind) -> Verdict:
            return U if position in blind else truth[position]

        found = settle(reach, search)
        for position in range(count):
            assert found[position] in (truth[position], U)
            if position not in blind:
                assert found[position] is truth[position]


def test_known_verdicts_are_passed_on_before_any_search():
    reach = Reach(5, [(0, 1), (1, 2), (2, 3), (3, 4)])
    assert settle(reach, lambda _: pytest.fail("searched"), {4: W}) == [W] * 5


# -- the losing move ----------------------------------------------------------------------------


def test_the_move_that_left_the_winning_line_is_named(line, detour):
    at, losing = detour
    game = replay(WINNABLE, [*line[:at], losing])
    for _ in range(6):  # the player plays on a little
        move = heuristic_move(game)
        if move is None:
            break
        game.play(move)
    analysis = analyse(game.actions)
    assert verdicts(analysis) == plain_verdicts(WINNABLE, game.actions)
    assert verdicts(analysis) == [W] * (at + 1) + [L] * (len(game.actions) - at)
    assert analysis.ending is Ending.LOST_BY_MOVE and not analysis.won
    losing_move = analysis.losing_move
    assert losing_move is not None
    assert (losing_move.index, losing_move.notation, losing_move.redo) == (at, losing, False)
    before = replay(WINNABLE, line[:at])
    assert move_text(before, losing_move.move) == losing
    after = solve(positions_of(WINNABLE, game.actions)[at + 1], WINNABLE.rules, max_nodes=NODES)
    assert after.best is not None and losing_move.best == after.best
    assert losing_move.best.foundation_cards < 52


def test_a_won_game_is_winnable_everywhere(line):
    analysis = analyse(line, chances=True, samples=4, chance_nodes=500)
    assert analysis.ending is Ending.WON and analysis.won and analysis.losing_move is None
    assert verdicts(analysis) == [W] * (len(line) + 1)
    last = analysis.positions[-1]
    assert (last.chance, last.samples) == (1.0, 0)  # every card face up: the verdict itself


def test_a_deal_lost_from_the_start_says_so():
    actions = ["TS>7", "4S>1"]
    analysis = analyse(actions, LOST)
    assert verdicts(analysis) == [L, L, L] == plain_verdicts(LOST, actions)
    assert analysis.ending is Ending.LOST_FROM_START and analysis.lost_from_start
    assert analysis.losing_move is None
    assert analyse([], LOST).ending is Ending.LOST_FROM_START


def test_a_losing_move_taken_back_is_not_the_losing_move(line, detour):
    at, losing = detour
    # Lost, taken back, then on along the winning line, and lost again by a later move.
    later_at, later = first_detour(line, at + 1)
    actions = [*line[:at], losing, "U", *line[at:later_at], later]
    analysis = analyse(actions)
    assert verdicts(analysis) == plain_verdicts(WINNABLE, actions)
    assert verdicts(analysis)[at + 1] is L and verdicts(analysis)[at + 2] is W
    assert analysis.losing_move is not None
    assert (analysis.losing_move.index, analysis.losing_move.notation) == (len(actions) - 1, later)
    # Lost and taken back, the game left there: it could still be won.
    left = analyse([*line[:at], losing, "U"])
    assert left.ending is Ending.STILL_WINNABLE and left.losing_move is None
    # Lost, taken back and won after all.
    won = analyse([*line[:at], losing, "U", *line[at:]])
    assert won.ending is Ending.WON and verdicts(won).count(L) == 1


def test_a_redo_of_the_losing_move_is_the_losing_move(line, detour):
    at, losing = detour
    actions = [*line[:at], losing, "U", "R", "U", "R"]
    analysis = analyse(actions)
    assert verdicts(analysis) == [W] * (at + 1) + [L, W, L, W, L]
    losing_move = analysis.losing_move
    assert losing_move is not None and losing_move.redo
    assert (losing_move.index, losing_move.notation) == (len(actions) - 1, losing)


def random_game(rules: RuleSet, draw: random.Random, length: int) -> tuple[GameCode, list[str]]:
    """A winnable deal played mostly along the solver's lines, now and then at random or by a
    move that loses it, with undos and redos."""
    code = GameCode(draw.randrange(DEAL_COUNT), rules)
    while solve_game(Game(code), max_nodes=NODES).verdict is not W:
        code = GameCode(draw.randrange(DEAL_COUNT), rules)
    game = Game(code)
    while len(game.actions) < length and not game.is_won():
        roll = draw.random()
        if game.can_undo and roll < 0.1:
            game.undo()
        elif game.can_redo and roll < 0.15:
            game.redo()
        else:
            moves = game.legal_moves()
            if not moves:
                break
            if roll < 0.2:
                game.play(losing_move(game, moves) or draw.choice(moves))
            elif roll < 0.8 and (line := solve_game(game, max_nodes=2000).moves):
                game.play(line[0])
            else:
                game.play(draw.choice(moves))
    return code, list(game.actions)


def losing_move(game: Game, moves: list[Move]) -> Move | None:
    """A move of ``moves`` after which the game is proved lost, if any."""
    for move in moves:
        after = Game.from_position(game.position(), game.rules)
        after.play(move)
        if solve_game(after, max_nodes=2000).verdict is L:
            return move
    return None


@pytest.mark.parametrize("rules", list(RuleSet))
def test_the_verdicts_agree_with_a_plain_solve_of_every_position(rules):
    draw = random.Random(7)
    lost_by_a_move = 0
    for _ in range(5 if rules is RuleSet.CLASSIC else 3):
        code, actions = random_game(rules, draw, 40)
        analysis = analyse(actions, code)
        plain = plain_verdicts(code, actions)
        for found, alone in zip(verdicts(analysis), plain, strict=True):
            # A position its own search leaves undecided may be settled by another's answer.
            assert found is alone or alone is U
        if U not in plain:
            first_lost = len(plain)
            while first_lost and plain[first_lost - 1] is L:
                first_lost -= 1
            losing = analysis.losing_move
            expected = first_lost - 1 if 0 < first_lost < len(plain) else None
            assert (None if losing is None else losing.index) == expected
            lost_by_a_move += expected is not None
    # The games tell something: at least one was lost by a move. (Relaxed forgives: a move that
    # loses a winnable Relaxed position is rare, and its games seldom meet one.)
    assert lost_by_a_move or rules is RuleSet.RELAXED


def test_an_action_that_cannot_be_played_is_named():
    with pytest.raises(NotationError, match=r"action 2 \('QH>5'\) cannot be played"):
        analyse(["TS>7", "QH>5"], LOST)


# -- the honest chances -------------------------------------------------------------------------


def test_each_chance_is_the_share_of_the_guesses_that_can_be_won(line, detour):
    at, losing = detour
    actions = [*line[: at + 12]]
    samples, nodes, seed = 6, 1000, 3
    analysis = analyse(actions, chances=True, samples=samples, chance_nodes=nodes, seed=seed)
    assert analysis.complete
    for position, each in zip(positions_of(WINNABLE, actions), analysis.positions, strict=True):
        view = visible_view(position)
        if not view.unseen:
            assert each.samples == 0 and each.chance == float(each.verdict is W)
            continue
        # The guesses as the analysis draws them: at random, or every arrangement when few.
        few = len(list(itertools.islice(itertools.permutations(view.unseen), samples + 1)))
        if few <= samples:
            guesses = [face_down_as(view, order) for order in itertools.permutations(view.unseen)]
        else:
            guesses = arrangements(view, samples, seed)
        alone = [solve(guess, WINNABLE.rules, max_nodes=nodes).verdict for guess in guesses]
        assert each.samples == len(guesses)
        assert each.chance == each.won_samples / each.samples
        # A guess its own search leaves undecided may be won by another position's answer.
        assert alone.count(W) <= each.won_samples <= len(guesses) - alone.count(L)


def test_progress_fills_in_verdicts_first_then_chances(line, detour):
    at, losing = detour
    reports: list[GameAnalysis] = []
    final = analyse(
        [*line[:at], losing, "U", *line[at : at + 4]],
        chances=True,
        samples=4,
        chance_nodes=500,
        progress=reports.append,
    )
    assert len(reports) >= 2 and final.complete
    assert all(not report.complete for report in reports)
    first = reports[0]
    assert verdicts(first) == verdicts(final) and first.losing_move == final.losing_move
    assert all(each.chance is None for each in first.positions)
    counted = 0
    for report in reports[1:]:
        now = sum(each.chance is not None for each in report.positions)
        assert now > counted
        counted = now
        for each, done in zip(report.positions, final.positions, strict=True):
            assert each.chance is None or each == done
    assert counted == len(final.positions)


@pytest.mark.parametrize("chances_first", [False, True])
def test_cancelling_stops_the_analysis(line, chances_first):
    asked: list[bool] = []
    reports: list[GameAnalysis] = []

    def cancelled() -> bool:
        asked.append(True)
        # Cancelled in the middle of the verdicts, or once they are in, among the chances.
        return bool(reports) if chances_first else len(asked) > 2

    with pytest.raises(AnalysisCancelledError):
        analyse(line[:30], chances=True, cancelled=cancelled, progress=reports.append)
    assert len(reports) == (1 if chances_first else 0)


# -- the saved form -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def lost_game(line: list[str], detour: tuple[int, str]) -> GameAnalysis:
    at, losing = detour
    return analyse([*line[:at], losing, "U", "R"], chances=True, samples=3)


def round_trip(analysis: GameAnalysis) -> GameAnalysis:
    return load_analysis(json.loads(json.dumps(dump_analysis(analysis))))


def test_the_saved_form_reads_back_the_same(lost_game, line):
    assert lost_game.losing_move is not None and lost_game.complete
    assert round_trip(lost_game) == lost_game
    won = analyse(line)
    assert round_trip(won) == won
    data = dump_analysis(lost_game)
    assert data["version"] == ANALYSIS_VERSION
    assert data["losing_move"] == {
        "index": lost_game.losing_move.index,
        "move": lost_game.losing_move.notation,
        "redo": lost_game.losing_move.redo,
    }
    assert data["best_after_losing_move"]["foundation_cards"] == (
        lost_game.losing_move.best.foundation_cards
    )


def tampered(data: dict[str, Any], change: str) -> object:
    data = copy.deepcopy(data)
    if change == "format":
        data["format"] = "rusol-qt game"
    elif change == "future":
        data["version"] = ANALYSIS_VERSION + 1
    elif change == "older":
        data["version"] = ANALYSIS_VERSION - 1
    elif change == "position out of place":
        data["positions"][3]["index"] = 4
    elif change == "chance out of range":
        data["positions"][1]["chance"] = 1.5
    elif change == "more won than guessed":
        data["positions"][1]["won_samples"] = data["positions"][1]["samples"] + 1
    elif change == "a verdict unknown here":
        data["positions"][1]["verdict"] = "maybe"
    elif change == "an action that cannot be played":
        data["positions"][2]["action"] = "QH>9"
    elif change == "another losing move":
        data["losing_move"]["index"] -= 1
    elif change == "a best line that cannot be played":
        data["best_after_losing_move"]["moves"][:0] = ["AS>F", "AS>F"]
    elif change == "an ending that does not fit":
        data["ending"] = "won"
    elif change == "no positions":
        data["positions"] = []
    elif change == "a number that is text":
        data["seed"] = "0"
    elif change == "not a dictionary":
        return [data]
    return data


@pytest.mark.parametrize(
    "change",
    [
        "format",
        "future",
        "older",
        "position out of place",
        "chance out of range",
        "more won than guessed",
        "a verdict unknown here",
        "an action that cannot be played",
        "another losing move",
        "a best line that cannot be played",
        "an ending that does not fit",
        "no positions",
        "a number that is text",
        "not a dictionary",
    ],
)
def test_a_saved_form_that_does_not_hold_together_is_refused(lost_game, change):
    data = json.loads(json.dumps(dump_analysis(lost_game)))
    with pytest.raises(AnalysisFormatError):
        load_analysis(tampered(data, change))
