"""One test per rule and refusal reason, under Classic and Relaxed (rules.md §2)."""

import pytest

from rusol_qt.model.cards import parse_card
from rusol_qt.model.game import Game, Move, foundation_of
from rusol_qt.model.rules import (
    Rule,
    RuleSet,
    any_suit_fits,
    empty_column_accepts,
    foundation_accepts,
    same_suit_fits,
)
from tests.model.positions import build

C, R = RuleSet.CLASSIC, RuleSet.RELAXED


@pytest.mark.parametrize(
    ("card", "target", "classic", "relaxed"),
    [
        ("7H", "8H", None, None),
        ("7H", "8D", Rule.SAME_SUIT, None),
        ("7H", "8S", Rule.SAME_SUIT, None),
        ("7H", "9H", Rule.RANK, Rule.RANK),
        ("7H", "6H", Rule.RANK, Rule.RANK),
        ("7H", "7H", Rule.RANK, Rule.RANK),
        ("QC", "KC", None, None),
        ("KC", "AC", Rule.RANK, Rule.RANK),  # no wrap-around from King to Ace
        ("AS", "2S", None, None),
        ("7H", "9D", Rule.SAME_SUIT, Rule.RANK),
    ],
)
def test_build_checks(card, target, classic, relaxed):
    assert same_suit_fits(parse_card(card), parse_card(target)) is classic
    assert any_suit_fits(parse_card(card), parse_card(target)) is relaxed


@pytest.mark.parametrize(
    ("card", "verdict"),
    [("KS", None), ("KD", None), ("QS", Rule.KING_ONLY), ("AH", Rule.KING_ONLY)],
)
def test_empty_column_takes_only_kings(card, verdict):
    assert empty_column_accepts(parse_card(card)) is verdict


@pytest.mark.parametrize(
    ("card", "suit", "height", "verdict"),
    [
        ("AS", 0, 0, None),
        ("2S", 0, 1, None),
        ("3S", 0, 1, Rule.FOUNDATION_ORDER),
        ("2S", 0, 0, Rule.FOUNDATION_ORDER),
        ("AH", 0, 0, Rule.FOUNDATION_SUIT),
        ("KC", 3, 12, None),
    ],
)
def test_foundation_checks(card, suit, height, verdict):
    assert foundation_accepts(parse_card(card), suit, height) is verdict


def move_of(game: Game, card: str, target: int) -> Move:
    source, start = game.find(parse_card(card))
    return Move(source, start, target)


@pytest.mark.parametrize("rules", [C, R])
def test_any_face_up_card_moves_with_everything_on_top_even_out_of_order(rules):
    # The Examples page: the group 3C 7D AS 4S TH moves because 3C fits on 4C.
    game = build(["[9H] 3C 7D AS 4S TH", "4C"], rules=rules)
    change = game.play(move_of(game, "3C", 1))
    assert [c for c in change.cards] == [parse_card(n) for n in "3C 7D AS 4S TH".split()]
    assert game.columns[1] == [parse_card(n) for n in "4C 3C 7D AS 4S TH".split()]


@pytest.mark.parametrize(
    ("rules", "columns", "card", "target", "verdict"),
    [
        (C, ["[9H] 7H", "8D"], "7H", 1, Rule.SAME_SUIT),
        (R, ["[9H] 7H", "8D"], "7H", 1, None),
        (C, ["[9C] 7H", "9H"], "7H", 1, Rule.RANK),
        (R, ["[9H] 7H", "9S"], "7H", 1, Rule.RANK),
        (C, ["[9H] 7H", ""], "7H", 1, Rule.KING_ONLY),
        (R, ["[9H] 7H", ""], "7H", 1, Rule.KING_ONLY),
        (C, ["[9H] KH 2S", ""], "KH", 1, None),
        (R, ["[9H] KH 2S", ""], "KH", 1, None),
        (C, ["[9H] 7H", "8H"], "9H", 1, Rule.FACE_DOWN),
        (R, ["[9H] 7H", "8S"], "9H", 1, Rule.FACE_DOWN),
        (C, ["[9H] 7H", "8H"], "7H", 0, Rule.SAME_PILE),
        (C, ["[9H] 7H 5C", "8H"], "7H", foundation_of(1), Rule.NOT_LAST_CARD),
        (C, ["[9H] 7H"], "7H", foundation_of(1), Rule.FOUNDATION_ORDER),
        (C, ["[9H] AH"], "AH", foundation_of(0), Rule.FOUNDATION_SUIT),
        (C, ["[9H] AH"], "AH", foundation_of(1), None),
        (R, ["[9H] 2D"], "2D", foundation_of(2), Rule.FOUNDATION_ORDER),
    ],
)
def test_column_moves(rules, columns, card, target, verdict):
    game = build(columns, foundations="", rules=rules)
    assert game.check(move_of(game, card, target)) is verdict


def group_game(size: int, rules: RuleSet = C) -> Game:
    # A King of hearts with `size - 1` cards on it, and an empty column to move it to.
    others = [
        n
        for n in ("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD").split()
    ][: size - 1]
    return build(["[AH] KH " + " ".join(others), ""], rules=rules)


@pytest.mark.parametrize("rules", [C, R])
@pytest.mark.parametrize(
    ("size", "verdict"), [(20, None), (21, Rule.GROUP_LIMIT), (24, Rule.GROUP_LIMIT)]
)
def test_group_limit(rules, size, verdict):
    game = group_game(size, rules)
    assert game.check(move_of(game, "KH", 1)) is verdict


def test_group_limit_leaves_the_fit_rule_first():
    game = build(
        [
            "[AH] QH "
            + " ".join("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2D 3D 4D 5D 6D 7D 8D 9D TD".split()),
            "",
        ]
    )
    assert game.check(move_of(game, "QH", 1)) is Rule.KING_ONLY


@pytest.mark.parametrize("rules", [C, R])
def test_takeback_from_foundation_and_replay_earns_again(rules):
    game = build(["[KD] 4S", "5S"], foundations="S3", rules=rules)
    takeback = Move(foundation_of(0), 2, 0)
    assert game.check(takeback) is None  # 3S onto 4S
    change = game.play(takeback)
    assert change.points == 0 and game.score == 0 and game.takebacks == 1
    assert game.foundations[0] == 2
    assert game.play(move_of(game, "3S", foundation_of(0))).points == 10
    assert game.score == 10


def test_takeback_refusals():
    game = build(["[KD] 4H", "QS"], foundations="S3 H1")
    assert game.check(Move(foundation_of(0), 2, 0)) is Rule.SAME_SUIT
    assert game.check(Move(foundation_of(0), 2, foundation_of(1))) is Rule.FOUNDATION_TO_FOUNDATION
    assert game.check(Move(foundation_of(0), 1, 0)) is Rule.NO_CARD  # only the top card
    assert game.check(Move(foundation_of(2), 0, 0)) is Rule.NO_CARD  # an empty foundation
    king = build(["[KD] 4H", ""], foundations="S13")
    assert king.check(Move(foundation_of(0), 12, 1)) is None  # a King onto an empty column


def test_flip_belongs_to_the_move_and_scores_five():
    game = build(["[9H] [2C] 7H", "8H"])
    change = game.play(move_of(game, "7H", 1))
    assert change.flipped == parse_card("2C") and change.points == 5
    assert game.face_down[0] == 1 and game.score == 5
    undone = game.undo()
    assert undone.flipped == parse_card("2C") and game.face_down[0] == 2 and game.score == 0


def test_foundation_move_with_flip_scores_fifteen():
    game = build(["[9H] AH"])
    assert game.play(move_of(game, "AH", foundation_of(1))).points == 15


def test_unknown_piles_and_cards_are_refused():
    game = build(["[9H] AH"])
    assert game.check(Move(0, 5, 1)) is Rule.NO_CARD
    assert game.check(Move(0, 1, 11)) is Rule.NO_CARD
    assert game.check(Move(-1, 0, 1)) is Rule.NO_CARD
