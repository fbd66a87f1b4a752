"""Invariants over thousands of random games mixing moves, undos and redos."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rusol_qt.model.game import FOUNDATION_BASE, Game, IllegalMoveError, Move, NothingToDoError
from rusol_qt.model.gamecode import DEAL_COUNT, GameCode
from rusol_qt.model.notation import dump_game, load_game
from rusol_qt.model.rules import RuleSet

games = st.builds(GameCode, st.integers(0, DEAL_COUNT - 1), st.sampled_from(RuleSet))


def check_invariants(game: Game, effective: list[Move]) -> None:
    cards = [c for column in game.columns for c in column]
    cards += [s * 13 + r for s in range(4) for r in range(game.foundations[s])]
    assert sorted(cards) == list(range(52)), "always 52 distinct cards"
    for column, down in zip(game.columns, game.face_down, strict=True):
        assert down >= 0 and (down < len(column) or down == 0), "the last card is face up"
    flips = 21 - sum(game.face_down)
    to_foundations = sum(1 for move in effective if move.target >= FOUNDATION_BASE)
    assert game.score == 10 * to_foundations + 5 * flips >= 0, "score formula"
    if not any(move.source >= FOUNDATION_BASE for move in effective):
        assert game.score == 10 * sum(game.foundations) + 5 * flips


@pytest.mark.slow
@settings(max_examples=2000, deadline=None)
@given(games, st.integers(0, 2**32 - 1), st.integers(1, 120))
def test_random_games_keep_every_invariant(code, seed, length):
    rng = random.Random(seed)
    game = Game(code)
    effective: list[Move] = []  # the moves in force, as a reference model of the undo stack
    undone: list[Move] = []
    moves_played = 0
    for _ in range(length):
        roll = rng.random()
        if roll < 0.15 and game.can_undo:
            before_moves = game.moves
            game.undo()
            undone.append(effective.pop())
            assert game.moves == before_moves
        elif roll < 0.25 and game.can_redo:
            game.redo()
            effective.append(undone.pop())
        else:
            legal = game.legal_moves()
            if not legal:
                break
            move = rng.choice(legal)
            before = (game.position(), game.score, game.takebacks)
            game.play(move)
            moves_played += 1
            game.undo()
            assert (game.position(), game.score, game.takebacks) == before, "undo restores all"
            game.redo()
            effective.append(move)
            undone.clear()
        assert game.moves == moves_played, "undo and redo never change the move counter"
        check_invariants(game, effective)
    replayed = load_game(dump_game(game))
    assert replayed.position() == game.position()
    assert (replayed.score, replayed.moves, replayed.can_undo, replayed.can_redo) == (
        game.score,
        game.moves,
        game.can_undo,
        game.can_redo,
    )


@settings(max_examples=300, deadline=None)
@given(games, st.integers(0, 2**32 - 1))
def test_no_illegal_move_is_ever_accepted(code, seed):
    rng = random.Random(seed)
    game = Game(code)
    for _ in range(60):
        legal = set(game.legal_moves())
        move = Move(rng.randrange(11), rng.randrange(-1, 14), rng.randrange(11))
        before = game.position()
        try:
            game.play(move)
        except IllegalMoveError as refused:
            assert move not in legal and refused.rule is not None
            assert game.position() == before
        else:
            assert move in legal
        current = game.legal_moves()
        if current and rng.random() < 0.7:
            game.play(rng.choice(current))


@given(games)
def test_a_fresh_game_has_nothing_to_undo_or_redo(code):
    game = Game(code)
    with pytest.raises(NothingToDoError):
        game.undo()
    with pytest.raises(NothingToDoError):
        game.redo()
