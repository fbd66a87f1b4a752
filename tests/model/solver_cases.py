"""Deals and hand-made positions the solver's tests share."""

from __future__ import annotations

from rusol_qt.model.cards import parse_card
from rusol_qt.model.game import Game, Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet

CLASSIC_WINNABLE = ["RU1-C-AAAAAAO", "RU1-C-AAAAAAS", "RU1-C-AARMEFO", "RU1-C-AARMPYD"]
RELAXED_WINNABLE = ["RU1-R-AAAAAAB", "RU1-R-AARJAFN", "RU1-R-AARLGUK", "RU1-R-AAROKUL"]
#: A Relaxed deal the solver cannot settle quickly: for the budget tests.
RELAXED_HARD = "RU1-R-BYCCKZE"


def game_at(rules: RuleSet, columns: list[str], face_down: list[int], heights: list[int]) -> Game:
    """A game put into a hand-made position (cards by name, bottom first)."""
    game = Game(GameCode(0, rules))
    game.columns = [[parse_card(name) for name in column.split()] for column in columns]
    game.columns += [[] for _ in range(7 - len(columns))]
    game.face_down = face_down + [0] * (7 - len(face_down))
    game.foundations = list(heights)
    assert sorted(card for column in game.columns for card in column) == sorted(
        suit * 13 + rank for suit in range(4) for rank in range(heights[suit], 13)
    ), "every card must be somewhere exactly once"
    return game


def assert_line_wins(game: Game, moves: tuple[Move, ...]) -> None:
    for move in moves:
        assert game.check(move) is None, f"{move} refused: {game.check(move)}"
        game.play(move)
    assert game.is_won()
