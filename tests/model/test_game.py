"""Game state: the deal, moves, undo and redo, scoring, and the table's queries."""

import pytest

from rusol_qt.model.cards import parse_card
from rusol_qt.model.game import (
    UNDO_LIMIT,
    WINNING_SCORE,
    Game,
    IllegalMoveError,
    Move,
    NothingToDoError,
    foundation_of,
)
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import Rule, RuleSet
from tests.model.positions import build


def test_the_deal():
    game = Game(GameCode.parse("RU1-C-AAAAABB"))
    assert [len(c) for c in game.columns] == [1, 6, 7, 8, 9, 10, 11]
    assert game.face_down == [0, 1, 2, 3, 4, 5, 6]
    assert sum(game.face_down) == 21
    assert sum(len(c) - d for c, d in zip(game.columns, game.face_down, strict=True)) == 31
    assert game.foundations == [0, 0, 0, 0]
    assert (game.score, game.moves, game.can_undo, game.can_redo) == (0, 0, False, False)


def stacked_game() -> Game:
    """A deal stacked so that sending last cards to the foundations wins, flipping all 21."""
    order = list(range(52))  # AS..KS, AH..KH, AD..KD, AC..KC: the order they go up
    columns, down, start = [], [], 0
    for size, face_down in zip((1, 6, 7, 8, 9, 10, 11), range(7), strict=True):
        columns.append(tuple(reversed(order[start : start + size])))
        down.append(face_down)
        start += size
    return Game.from_position((tuple(columns), tuple(down), (0, 0, 0, 0)))


def win_by_foundations(game: Game) -> None:
    while not game.is_won():
        move = next(m for m in game.legal_moves() if m.target >= 7)
        game.play(move)


def test_a_game_won_without_takebacks_scores_625():
    game = stacked_game()
    win_by_foundations(game)
    assert game.is_won()
    assert game.score == WINNING_SCORE == 625
    assert game.moves == 52


def test_takebacks_can_raise_the_score_past_625():
    game = stacked_game()
    game.play(Move(0, 0, foundation_of(0)))  # AS up
    game.play(Move(1, 5, foundation_of(0)))  # 2S up
    game.play(Move(foundation_of(0), 1, 1))  # 2S back onto 3S
    assert game.score == 20 and game.takebacks == 1
    win_by_foundations(game)
    assert game.score == 635


def test_undo_restores_all_but_the_move_counter():
    game = build(["[9H] [2C] 7H", "8H"])
    before = (game.position(), game.score)
    game.play(Move(0, 2, 1))
    assert game.moves == 1
    change = game.undo()
    assert change.undone and change.source == 1 and change.target == 0
    assert (game.position(), game.score) == before
    assert game.moves == 1 and game.undos == 1 and game.can_redo
    game.redo()
    assert game.moves == 1 and game.face_down[0] == 1 and game.score == 5
    assert game.actions == ["7H>2", "U", "R"]


def test_a_new_move_clears_redo():
    game = build(["[9H] [2C] 7H", "8H", "[QD] 6H"])
    game.play(Move(0, 2, 1))
    game.undo()
    game.play(Move(2, 1, 0))  # 6H onto 7H
    assert not game.can_redo
    with pytest.raises(NothingToDoError):
        game.redo()


def test_undo_reaches_back_one_hundred_moves():
    game = build(["[9H] KH", "", ""])
    game.play(Move(0, 1, 1))
    for n in range(1, UNDO_LIMIT + 20):
        source = 1 if n % 2 else 2  # the King goes back and forth between two empty columns
        game.play(Move(source, 0, 3 - source))
    assert game.moves == UNDO_LIMIT + 20
    for _ in range(UNDO_LIMIT):
        game.undo()
    assert not game.can_undo
    with pytest.raises(NothingToDoError):
        game.undo()
    assert game.moves == UNDO_LIMIT + 20


def test_illegal_moves_name_their_rule_and_change_nothing():
    game = build(["[9H] 7H", "8D"])
    before = game.position()
    with pytest.raises(IllegalMoveError) as caught:
        game.play(Move(0, 1, 1))
    assert caught.value.rule is Rule.SAME_SUIT
    assert game.position() == before and game.moves == 0 and game.actions == []


@pytest.mark.parametrize("rules", list(RuleSet))
@pytest.mark.parametrize("deal", [0, 27, 12345, 99999, 5497743069])
def test_legal_moves_agree_with_check(rules, deal):
    game = Game(GameCode(deal, rules))
    every = {Move(s, i, t) for s in range(11) for i in range(13) for t in range(11)}
    assert set(game.legal_moves()) == {m for m in every if game.check(m) is None}


def test_destinations_and_best_column():
    game = build(["[9H] 7H", "[2D] 8C", "[5C] 8D", "", "AS"], rules=RuleSet.RELAXED)
    assert game.destinations(0, 1) == [1, 2]
    assert game.best_column(0, 1) == 1  # equal length: the leftmost
    classic = build(["[9H] 7H", "[2D] 8C", "[5C] 8D", "", "AS"])
    assert classic.destinations(0, 1) == []
    assert classic.best_column(0, 1) is None
    longest = build(["[9H] 6S", "7S", "[2D] [3D] 7D", "[5C] 7C"], rules=RuleSet.RELAXED)
    assert longest.best_column(0, 1) == 2
    ace = build(["[9H] AH"])
    assert ace.destinations(0, 1) == [foundation_of(1)]


def test_best_column_prefers_a_longer_accepting_column_to_an_empty_one():
    game = build(["[9H] KD QH", "", "[2C] [3C] KH", "", "QD"])
    assert game.best_column(0, 2) == 2  # QH fits on KH; the empty columns take only Kings
    assert game.best_column(4, 0) is None  # QD: no King of diamonds is free
    assert game.best_column(0, 1) == 1  # KD with QH on it: the first empty column


def test_best_column_leaves_a_king_at_the_bottom_of_its_column_alone():
    game = build(["KH QH", "", "[2C] KS", "[3C] QS"])
    assert game.best_column(0, 0) is None  # to another empty column: nothing would change
    assert game.check(Move(0, 0, 1)) is None  # still a legal move when dragged
    assert game.best_column(2, 1) == 1  # a King with a face-down card under it: a real move
    assert game.best_column(3, 1) == 2  # the longest accepting column still wins


def test_foundation_move():
    game = build(["[9H] AH", "2C"])
    assert game.foundation_move(0) == Move(0, 1, foundation_of(1))
    assert game.foundation_move(1) is None
    assert game.foundation_move(4) is None  # empty


def test_find_and_pile():
    game = build(["[9H] 3S"], foundations="S2")
    assert game.find(parse_card("2S")) == (foundation_of(0), 1)
    assert game.pile(foundation_of(0)) == [parse_card("AS"), parse_card("2S")]
    assert game.find(parse_card("9H")) == (0, 0)
    assert not game.is_face_up(0, 0) and game.is_face_up(0, 1)


@pytest.mark.parametrize(
    "position",
    [
        (((0,),) * 7, (0,) * 7, (0, 0, 0, 0)),
        ((tuple(range(52)), (), (), (), (), (), ()), (52, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0)),
    ],
)
def test_from_position_refuses_impossible_positions(position):
    with pytest.raises(ValueError):
        Game.from_position(position)
