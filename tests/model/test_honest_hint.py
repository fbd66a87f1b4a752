"""The honest hint: blind to the face-down cards (and a hint that peeks is caught), and on the CLI.

The invariance test is about honesty, not strength: it uses few guesses and small node budgets
so that 300 positions run in the default suite. The budgets change how good the hint is, never
what it may look at.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import TypedDict

import pytest

from rusol_qt.cli import main
from rusol_qt.cli.solver_tools import chance_text, hint_move_text
from rusol_qt.model.game import Game, Position
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict, solve
from rusol_qt.model.solver.honest import (
    SAMPLES,
    HintCancelledError,
    HonestHint,
    arrangements,
    hint_from_arrangements,
    honest_hint,
    visible_view,
)
from tests.cli.command_line import run
from tests.model.positions import (
    build,
    changed_by_permutation,
    mid_game_positions,
    over_face_down,
    permuted,
)


#: Small budgets: the honesty tests are about what the hint may see, not about how well it plays.
#: (Not smaller: a Relaxed search left undecided costs the solver's dead-end tests, which a
#: budget of a few thousand nodes mostly avoids by deciding first.)
class Budgets(TypedDict):
    """The node budgets ``honest_hint`` takes."""

    first_nodes: int
    candidate_nodes: int


QUICK: Budgets = {"first_nodes": 5000, "candidate_nodes": 1000}
QUICK_SAMPLES = 2

Hint = Callable[[Position, RuleSet], HonestHint]


def honest(position: Position, rules: RuleSet) -> HonestHint:
    return honest_hint(position, rules, seed=11, samples=QUICK_SAMPLES, **QUICK)


def peeking(position: Position, rules: RuleSet) -> HonestHint:
    """The planted defect: the same hint, with the real face-down cards as one of its guesses."""
    view = visible_view(position)
    guesses = [position, *arrangements(view, QUICK_SAMPLES - 1, 11)]
    return hint_from_arrangements(view, rules, guesses, **QUICK)


POSITIONS = {
    RuleSet.CLASSIC: mid_game_positions(150, RuleSet.CLASSIC, seed=1),
    RuleSet.RELAXED: mid_game_positions(150, RuleSet.RELAXED, seed=2),
}


@pytest.mark.slow
@pytest.mark.parametrize("rules", list(RuleSet))
def test_permuting_the_face_down_cards_changes_nothing(rules):
    positions = POSITIONS[rules]
    assert len(positions) == 150  # 300 with the other rule set
    assert changed_by_permutation(honest, positions, rules) == []


@pytest.mark.slow
@pytest.mark.parametrize("rules", list(RuleSet))
def test_a_hint_that_peeks_at_the_face_down_cards_is_caught(rules):
    # The same check as above, given a hint that sees the real cards in one guess of two:
    # it must fail, or the check above would prove nothing.
    assert changed_by_permutation(peeking, POSITIONS[rules][:40], rules) != []


@pytest.mark.parametrize("rules", list(RuleSet))
def test_hints_are_legal_and_known_only_with_every_card_face_up(rules):
    for position in POSITIONS[rules][:40]:
        game = Game.from_position(position, rules)
        hint = honest(position, rules)
        assert hint.move is not None and game.check(hint.move) is None
        assert not hint.certain  # cards are face down: nothing is certain
        assert hint.samples == QUICK_SAMPLES and 0 <= hint.won_samples <= hint.samples
        assert hint.chance == hint.won_samples / hint.samples
        assert sum(position[2]) <= hint.mean_home <= 52


def test_a_deal_no_guess_wins_is_not_called_lost():
    position = Game(GameCode.parse("RU1-C-AAAAABB")).position()
    hint = honest_hint(position, RuleSet.CLASSIC, seed=0)
    assert hint.won_samples == 0 and hint.chance == 0.0
    assert not hint.certain and hint.samples == SAMPLES[RuleSet.CLASSIC] and hint.move is not None


def test_the_same_seed_gives_the_same_hint_and_guesses_depend_on_it():
    view = visible_view(Game(GameCode.parse("RU1-R-AARMEFO")).position())
    assert arrangements(view, 4, 1) == arrangements(view, 4, 1)
    assert arrangements(view, 4, 1) != arrangements(view, 4, 2)
    for guess in arrangements(view, 4, 1):
        assert visible_view(guess) == view


def test_every_card_face_up_and_won_is_a_certain_win():
    # Spades only, the rest home: column 1 holds AS under 2S and 3S, column 2 the rest.
    game = build(["3S 2S AS", "KS QS JS TS 9S 8S 7S 6S 5S 4S"], "H13 D13 C13")
    assert solve(game.position(), RuleSet.CLASSIC).verdict is Verdict.WINNABLE
    hint = honest_hint(game.position(), RuleSet.CLASSIC)
    assert hint.certain and hint.chance == 1.0 and hint.won_samples == hint.samples == 1
    assert hint.move is not None and game.check(hint.move) is None


def test_every_card_face_up_and_locked_cannot_be_won():
    # 2S lies on AS, which lies on 3S: 2S can go nowhere until 3S shows, and nothing can move
    # AS off 3S but a 2S. Moves are left (3S with all above it onto 4S), none of them helps.
    game = build(["3S AS 2S", "KS QS JS TS 9S 8S 7S 6S 5S 4S"], "H13 D13 C13")
    assert game.legal_moves()
    hint = honest_hint(game.position(), RuleSet.CLASSIC)
    assert hint.certain and hint.chance == 0.0 and hint.won_samples == 0
    assert hint.move is not None and game.check(hint.move) is None


def test_a_won_game_has_no_move_left():
    game = build(["KS"], "S12 H13 D13 C13")
    game.play(game.legal_moves()[0])
    assert game.is_won()
    hint = honest_hint(game.position(), RuleSet.CLASSIC)
    assert hint.move is None and hint.certain and hint.chance == 1.0


def locked_with_cards_face_down() -> Position:
    """Seven columns, each one face-up card (no Ace, none fits on another) on face-down cards."""
    return over_face_down(["5H", "5D", "5C", "5S", "9H", "9D", "9C"], (6, 6, 6, 6, 7, 7, 7))


def test_no_legal_move_is_certainly_lost_whatever_lies_face_down():
    position = locked_with_cards_face_down()
    rules = RuleSet.CLASSIC
    assert not Game.from_position(position, rules).legal_moves()
    hint = honest_hint(position, rules)
    assert hint.move is None and hint.certain and hint.chance == 0.0
    assert honest_hint(permuted(position, random.Random(1)), rules) == hint


def test_cancelling_stops_the_hint():
    position = Game(GameCode.parse("RU1-R-AARMEFO")).position()
    asked = []

    def cancelled():
        asked.append(True)
        return len(asked) > 3

    with pytest.raises(HintCancelledError):
        honest_hint(position, RuleSet.RELAXED, cancelled=cancelled)
    assert len(asked) > 3


# -- the command line ------------------------------------------------------------------------


def test_hint_json_names_a_legal_move_and_the_chance(capsys):
    assert main(["--hint", "ru1-r-aarmefo", "--json", "--seed", "5"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {
        "code",
        "rules",
        "after",
        "move",
        "chance",
        "samples",
        "won_samples",
        "certain",
        "seed",
        "seconds",
    }
    assert data["code"] == "RU1-R-AARMEFO" and data["rules"] == "relaxed" and data["after"] == []
    guesses = SAMPLES[RuleSet.RELAXED]
    assert data["seed"] == 5 and data["samples"] == guesses and data["certain"] is False
    assert data["chance"] == round(data["won_samples"] / guesses, 4)
    game = replay(GameCode.parse(data["code"]), [data["move"]])  # the move is legal
    assert game.moves == 1
    hint = honest_hint(Game(GameCode.parse("RU1-R-AARMEFO")).position(), RuleSet.RELAXED, seed=5)
    assert data["won_samples"] == hint.won_samples


def test_hint_after_moves_hints_from_there(capsys):
    assert main(["--hint", "RU1-R-AARMEFO", "--after", "JH>4, AH>F", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["after"] == ["JH>4", "AH>F"] and data["seed"] == 0
    replay(GameCode.parse(data["code"]), [*data["after"], data["move"]])


def test_hint_text(capsys):
    assert main(["--hint", "RU1-C-AAAAABB", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "RU1-C-AAAAABB  (classic)"
    assert out[1].startswith("hint: ") and ">" in out[1]
    guesses = SAMPLES[RuleSet.CLASSIC]
    assert out[2] == f"chance: about 0 %, from {guesses} guesses of the face-down cards"
    assert out[3].startswith("seed: 3   time: ")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--hint", "RU1-X-AAAAAAA"], "The rule letter must be C (Classic) or R (Relaxed)"),
        (["--hint", "RU1-C-AAAAABB", "--after", "7H>2"], "--after: move 1 ('7H>2') is refused"),
        (["--hint", "RU1-C-AAAAABB", "--after", "nonsense"], "--after: move 1 ('nonsense')"),
        (["--hint", "RU1-C-AAAAABB", "--seed", "x"], "--seed wants a whole number, not 'x'"),
        (["--hint", "RU1-C-AAAAABB", "--seconds", "3"], "--seconds does not go with --hint"),
        (["--hint", "RU1-C-AAAAABB", "--rules", "relaxed"], "--rules does not go with --hint"),
        (["--hint", "RU1-C-AAAAABB", "--solve", "RU1-C-AAAAABB"], "one at a time"),
    ],
)
def test_hint_refuses_bad_input_with_a_message(arguments, message):
    result = run(*arguments)
    assert result.returncode == 2 and result.stdout == ""
    assert message in result.stderr and "Traceback" not in result.stderr


def test_hint_words_for_the_certain_cases():
    # A game code cannot reach a won or locked position in a quick test: the words are checked
    # from their parts.
    assert hint_move_text(None, won=True) == "none, the game is won"
    assert hint_move_text(None, won=False) == "none, no move is left"
    assert chance_text(0.0, 1, certain=True) == "cannot be won"
    assert chance_text(0.3125, 32, certain=False) == (
        "about 31 %, from 32 guesses of the face-down cards"
    )
