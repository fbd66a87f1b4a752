"""The honest player: blind to the face-down cards, legal, never round in circles, and it ends.

Small budgets throughout: these tests are about what the player may look at and how a game
ends, not about how well it plays (the survey measures that, docs/winnability.md).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from rusol_qt.model.game import Game, Move, Position
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.honest_play import (
    RESIGN_AFTER,
    Budget,
    End,
    HonestGame,
    play_honestly,
    visible_key,
)
from rusol_qt.model.notation import parse_move, replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict, honest_hint, solve
from rusol_qt.model.solver.honest import HonestHint, arrangements, hint_from_arrangements
from rusol_qt.model.solver.honest import visible_view as view_of
from tests.model.positions import (
    build,
    changed_by_permutation,
    mid_game_positions,
    over_face_down,
)

#: Two guesses, four at a close call.
QUICK = Budget(samples=2, first_nodes=5000, candidate_nodes=1000, close_samples=4)


def with_moves(budget: Budget, max_moves: int, resign_after: int = 0) -> Budget:
    return dataclasses.replace(budget, max_moves=max_moves, resign_after=resign_after)


def until_first_turn(position: Position, rules: RuleSet, actions: tuple[str, ...]) -> list[str]:
    """The moves of ``actions`` up to and with the first that turns a face-down card."""
    game = Game.from_position(position, rules)
    played = []
    for text in actions:
        played.append(text)
        if game.play(parse_move(game, text)).flipped is not None:
            break
    return played


def first_moves(position: Position, rules: RuleSet) -> list[str]:
    """The honest player's first four moves from ``position``, up to the first card turned."""
    game = play_honestly(Game.from_position(position, rules), seed=3, budget=with_moves(QUICK, 4))
    return until_first_turn(position, rules, game.actions)


POSITIONS = {
    RuleSet.CLASSIC: mid_game_positions(12, RuleSet.CLASSIC, seed=21),
    RuleSet.RELAXED: mid_game_positions(12, RuleSet.RELAXED, seed=22),
}


@pytest.mark.parametrize("rules", list(RuleSet))
def test_the_player_never_reads_a_face_down_card(rules):
    # Until a card is turned the player sees the same in both, so it must play the same moves,
    # the move that turns the card included (its memory of the game too is only what it saw).
    assert changed_by_permutation(first_moves, POSITIONS[rules], rules) == []


def test_a_player_that_peeks_is_caught(monkeypatch):
    # The same check, given a player whose hint has the real cards as one guess of two.
    def peeking(position: Position, rules: RuleSet, **options: object) -> HonestHint:
        view = view_of(position)
        seed = options["seed"]
        assert isinstance(seed, int)
        guesses = [position, *arrangements(view, 1, seed)]
        avoid = options["avoid"]
        assert isinstance(avoid, set)
        return hint_from_arrangements(
            view, rules, guesses, first_nodes=5000, candidate_nodes=1000, avoid=avoid
        )

    monkeypatch.setattr("rusol_qt.model.honest_play.honest_hint", peeking)
    assert changed_by_permutation(first_moves, POSITIONS[RuleSet.CLASSIC], RuleSet.CLASSIC) != []


def repeats_with_a_move_left(start: Game, actions: tuple[str, ...]) -> list[int]:
    """The moves (numbered from 1) played again from a position that had another move left."""
    played: dict[object, set[Move]] = {}
    repeats = []
    for number, text in enumerate(actions, start=1):
        move = parse_move(start, text)
        done = played.setdefault(visible_key(start), set())
        if move in done and set(start.legal_moves()) - done:
            repeats.append(number)
        done.add(move)
        start.play(move)
    return repeats


def check_the_end(game: HonestGame, replayed: Game, rules: RuleSet, limit: int) -> None:
    assert game.moves == len(game.actions) == replayed.moves
    assert game.home == sum(replayed.foundations)
    if game.end is End.WON:
        assert replayed.is_won()
    elif game.end is End.NO_MOVE:
        assert not replayed.legal_moves()
    elif game.end is End.MOVE_LIMIT:
        assert replayed.moves == limit and replayed.legal_moves()
    else:
        assert not any(replayed.face_down)
        assert solve(replayed.position(), rules).verdict is Verdict.UNWINNABLE


@pytest.mark.parametrize(
    "code",
    ["RU1-C-ESZXMIO", "RU1-C-HQTLAFG", "RU1-C-AAAAABB", "RU1-R-IXDTVLD", "RU1-R-AARMEFO"],
)
def test_a_game_is_legal_moves_to_a_stated_end(code):
    deal = GameCode.parse(code)
    limit = 60
    game = play_honestly(Game(deal), budget=with_moves(QUICK, limit))
    replayed = replay(deal, list(game.actions))  # raises on any move the rules refuse
    check_the_end(game, replayed, deal.rules, limit)
    assert repeats_with_a_move_left(Game(deal), game.actions) == []


def king_between_empty_columns() -> Position:
    """KS alone, two empty columns, and four columns of cards that cannot move on face-down ones.

    The only moves take the King from one empty column to another: the hint sees no win in any
    guess, and a player that followed it blindly would go round in circles.
    """
    return over_face_down(["KS", "", "", "5H", "5D", "5C", "9H"], (0, 0, 0, 12, 12, 12, 11))


@pytest.mark.parametrize("rules", list(RuleSet))
def test_the_player_does_not_go_round_in_circles(rules):
    position = king_between_empty_columns()
    start = Game.from_position(position, rules)
    assert {move.source for move in start.legal_moves()} == {0}
    game = play_honestly(Game.from_position(position, rules), budget=with_moves(QUICK, 12))
    assert game.end is End.MOVE_LIMIT and game.moves == 12
    assert repeats_with_a_move_left(Game.from_position(position, rules), game.actions) == []


def test_a_player_that_forgets_what_it_played_goes_round_in_circles(monkeypatch):
    # The same check, given a player whose hint is never told what to avoid: it must fail.
    def forgetful(position: Position, rules: RuleSet, **options: Any) -> HonestHint:
        return honest_hint(position, rules, **(options | {"avoid": ()}))

    monkeypatch.setattr("rusol_qt.model.honest_play.honest_hint", forgetful)
    position = king_between_empty_columns()
    rules = RuleSet.CLASSIC
    game = play_honestly(Game.from_position(position, rules), budget=with_moves(QUICK, 12))
    assert repeats_with_a_move_left(Game.from_position(position, rules), game.actions) != []


@pytest.mark.parametrize("rules", list(RuleSet))
def test_the_player_resigns_when_no_guess_wins_and_nothing_turns(rules):
    # The King can only go from one empty column to another: no guess ever wins, no card turns.
    budget = with_moves(QUICK, 500, resign_after=RESIGN_AFTER)
    game = play_honestly(Game.from_position(king_between_empty_columns(), rules), budget=budget)
    assert (game.end, game.moves, game.home) == (End.RESIGNED, RESIGN_AFTER, 0)


def test_a_card_turned_starts_the_count_again():
    # RU1-C-AAAAABB: no guess of two wins; its first three moves turn a card each, then three
    # turn none, and the player resigns: after six moves, not three.
    budget = with_moves(QUICK, 60, resign_after=3)
    game = play_honestly(Game(GameCode.parse("RU1-C-AAAAABB")), budget=budget)
    replayed = Game(GameCode.parse("RU1-C-AAAAABB"))
    turned = [
        replayed.play(parse_move(replayed, text)).flipped is not None for text in game.actions
    ]
    assert game.end is End.RESIGNED
    assert turned == [True, True, True, False, False, False]


def test_every_card_face_up_and_winnable_is_played_by_the_exact_line():
    game = build(["3S 2S AS", "KS QS JS TS 9S 8S 7S 6S 5S 4S"], "H13 D13 C13")
    result = play_honestly(game, budget=QUICK)
    assert result.end is End.WON and result.won and result.home == 52
    assert result.hints == 0  # nothing is hidden: no guess is needed


def test_every_card_face_up_and_locked_is_lost_in_sight():
    # 2S lies on AS, which lies on 3S: moves are left, none of them helps (the exact search).
    game = build(["3S AS 2S", "KS QS JS TS 9S 8S 7S 6S 5S 4S"], "H13 D13 C13")
    assert game.legal_moves()
    result = play_honestly(game, budget=QUICK)
    assert result.end is End.LOST_IN_SIGHT and not result.won
    assert (result.moves, result.hints, result.home) == (0, 0, 39)


def test_no_move_left_ends_the_game():
    # One card on face-down ones in each column: no Ace, none fits on another.
    position = over_face_down(["5H", "5D", "5C", "5S", "9H", "9D", "9C"], (6, 6, 6, 6, 7, 7, 7))
    result = play_honestly(Game.from_position(position, RuleSet.CLASSIC), budget=QUICK)
    assert (result.end, result.moves, result.hints, result.home) == (End.NO_MOVE, 0, 0, 0)


@pytest.mark.parametrize("rules", list(RuleSet))
def test_the_hint_avoids_what_it_is_told_while_another_move_is_left(rules):
    for position in POSITIONS[rules][:4]:
        legal = Game.from_position(position, rules).legal_moves()

        def hint(avoid: set[Move], position: Position = position) -> Move | None:
            return honest_hint(
                position,
                rules,
                seed=2,
                samples=2,
                first_nodes=5000,
                candidate_nodes=1000,
                avoid=avoid,
            ).move

        first = hint(set())
        assert first is not None
        other = hint({first})
        if len(legal) > 1:
            assert other in legal and other != first
        # Every move avoided: one is still given.
        assert hint(set(legal)) in legal
