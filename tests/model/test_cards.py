"""Cards: numbering, names and parsing."""

import pytest

from rusol_qt.model.cards import (
    DECK,
    KING,
    Suit,
    card_name,
    make_card,
    parse_card,
    rank_of,
    suit_of,
)


def test_deck_order_is_suit_then_rank():
    assert card_name(DECK[0]) == "AS"
    assert card_name(DECK[12]) == "KS"
    assert card_name(DECK[13]) == "AH"
    assert card_name(DECK[51]) == "KC"
    assert [s.letter for s in Suit] == ["S", "H", "D", "C"]


@pytest.mark.parametrize("card", DECK)
def test_name_round_trip(card):
    assert parse_card(card_name(card)) == card
    assert make_card(suit_of(card), rank_of(card)) == card


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("qh", make_card(Suit.HEARTS, 12)),
        (" 10d ", make_card(Suit.DIAMONDS, 10)),
        ("TD", make_card(Suit.DIAMONDS, 10)),
        ("KC", make_card(Suit.CLUBS, KING)),
    ],
)
def test_parse_accepts_case_spaces_and_ten(text, card):
    assert parse_card(text) == card


@pytest.mark.parametrize("text", ["", "Q", "1H", "QX", "QHH", "11S", "Qſ", "qſ"])
def test_parse_refuses_non_cards(text):
    with pytest.raises(ValueError, match="not a card"):
        parse_card(text)


def test_red_suits():
    assert [s.is_red for s in Suit] == [False, True, True, False]
