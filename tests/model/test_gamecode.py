"""Game codes: format, parsing with reasons, and the pinned deals of docs/game-code.md."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rusol_qt.model.cards import card_name
from rusol_qt.model.gamecode import (
    DEAL_COUNT,
    CodeProblem,
    GameCode,
    GameCodeError,
    SplitMix64,
    shuffled_deck,
)
from rusol_qt.model.rules import RuleSet

# The shuffled deck of each deal, dealt left to right: 1 card to column 1, then 6, 7, ... 11.
# These vectors are a promise to every player: they must never change.
VECTORS = {
    "RU1-C-AAAAAAA": "8C JD 9S 2C 2H QH 6C TS 3H AS JS 7S 9D 8S QC KD 5D 2S 3D 5S AD 6S 4C TH 5H "
    "8D 8H AH QD TC QS JH 3C 4H 2D 9H 3S KH AC 7C 9C 7H JC 6D KC 4S 7D 5C 6H 4D KS TD",
    "RU1-C-AAAAABB": "5S 6S 4H 7S TD JC 8D 9C 7C 8H 6H 7H AC QD 7D 2S 4S TS 4D 6C KD 2C KC 5H KH "
    "3S 3C 6D AH 9S 2D 9D 3H AD TC 5C AS QC 3D 2H 5D QH 4C 9H QS JD TH 8C KS JH 8S JS",
    "RU1-R-ZZZZZZZ": "6C 5C JD 4H 4C 2C AS 7H 9S TS AD KC 3S 6D 8D TD JC 6H 2D QS 2H 8C 8H 8S 9H "
    "6S JS 9C KD 4S 5D 9D 3C KH 2S KS QD 7C 5S 4D JH 3H AC QC AH 7S TC TH 7D 5H QH 3D",
    "RU1-C-RUSSIAN": "3H JS 8S 6D 8H QC 4S 3C 5H KD AS KS 9H QD 2C 2S 2D 6S TH 7D 7H 9S 7S JD 7C "
    "4C TD KH TS KC 9D 9C 6H 8D 8C 5C AD QH QS TC AC 3D 4H JH 3S JC 2H 5S AH 5D 4D 6C",
    "RU1-R-SOLTAIR": "4C 2D 9S AD TS 8C KS JC KC QH 2C KH 8D JD 3D 3S 6H 7S 9C TC 3H 6C 8H 4D 5H "
    "AC 6S 7H 9H QS TH JH QD 5C 2H 3C AS 9D 8S 4H AH 6D 4S 7C 7D 5S 5D QC TD JS KD 2S",
    "RU1-C-QTGAMES": "AS JC 5S 4D 7H 3C JD 2H 9S 3S 8C 3D TD KS 6C KH 9D TC 8D KD JS QC KC 4H AD "
    "7D QD 5D JH 2D 9C 6D 8H AH 4C 5H 6H 2C 5C 4S 3H 7C QH QS 2S 6S TH 7S 9H AC 8S TS",
}


@pytest.mark.parametrize(("text", "deck"), VECTORS.items())
def test_pinned_deals(text, deck):
    code = GameCode.parse(text)
    assert " ".join(card_name(c) for c in shuffled_deck(code.deal)) == deck
    dealt = [card_name(c) for column in code.columns() for c in column]
    assert " ".join(dealt) == deck
    assert [len(column) for column in code.columns()] == [1, 6, 7, 8, 9, 10, 11]


def test_splitmix64_reference_outputs():
    # The published first outputs of SplitMix64 seeded with 1234567.
    rng = SplitMix64(1234567)
    assert [rng.next() for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


def test_letters_are_base_26_most_significant_first():
    assert GameCode.parse("RU1-C-AAAAAAA").deal == 0
    assert GameCode.parse("RU1-C-AAAAABB").deal == 27
    assert GameCode.parse("RU1-C-BAAAAAA").deal == 26**6
    assert GameCode.parse("RU1-R-ZZZZZZZ").deal == DEAL_COUNT - 1


def test_rule_letter_changes_rules_not_cards():
    classic, relaxed = GameCode.parse("RU1-C-AAAAABB"), GameCode.parse("RU1-R-AAAAABB")
    assert classic.rules is RuleSet.CLASSIC and relaxed.rules is RuleSet.RELAXED
    assert classic.columns() == relaxed.columns()
    assert classic.with_rules(RuleSet.RELAXED) == relaxed


@given(st.integers(0, DEAL_COUNT - 1), st.sampled_from(RuleSet))
def test_every_deal_number_round_trips(deal, rules):
    code = GameCode(deal, rules)
    assert GameCode.parse(str(code)) == code
    assert GameCode.parse(f"  {str(code).lower()} ") == code
    assert sorted(shuffled_deck(deal)) == list(range(52))


def test_distinct_numbers_deal_differently():
    decks = {tuple(shuffled_deck(n)) for n in range(2000)}
    assert len(decks) == 2000


@pytest.mark.real_random
def test_random_codes_are_valid_and_vary():
    codes = {GameCode.random(RuleSet.RELAXED) for _ in range(20)}
    assert len(codes) > 1 and all(c.rules is RuleSet.RELAXED for c in codes)


@pytest.mark.parametrize(
    ("text", "problem", "detail"),
    [
        ("", CodeProblem.EMPTY, ""),
        ("   ", CodeProblem.EMPTY, ""),
        ("XY1-C-AAAAAAA", CodeProblem.PREFIX, "XY1"),
        ("RU2-C-AAAAAAA", CodeProblem.VERSION, "2"),
        ("RUX-C-AAAAAAA", CodeProblem.FORMAT, "RUX-C-AAAAAAA"),
        ("RU1-CAAAAAAA", CodeProblem.FORMAT, "RU1-CAAAAAAA"),
        ("RU1-C-AAA-AAAA", CodeProblem.FORMAT, "RU1-C-AAA-AAAA"),
        ("RU1-X-AAAAAAA", CodeProblem.RULES, "X"),
        ("RU1--AAAAAAA", CodeProblem.RULES, "-"),
        ("RU1-C-AAAAAA", CodeProblem.LENGTH, "6"),
        ("RU1-C-AAAAAAAA", CodeProblem.LENGTH, "8"),
        ("RU1-C-AAAA1AA", CodeProblem.CHARACTER, "1"),
        ("RU1-C-AAÅAAAA", CodeProblem.CHARACTER, "Å"),
        ("ru1-c-ſſſſſſſ", CodeProblem.CHARACTER, "ſ"),  # upper() would make it "S"
        ("RU1-C-AAAAAﬀ", CodeProblem.CHARACTER, "ﬀ"),  # upper() would make it "FF"
        ("ru1-ç-AAAAAAA", CodeProblem.RULES, "ç"),
    ],
)
def test_bad_codes_say_what_is_wrong(text, problem, detail):
    with pytest.raises(GameCodeError) as caught:
        GameCode.parse(text)
    assert caught.value.problem is problem
    assert caught.value.detail == detail
    assert str(caught.value)


def test_deal_number_out_of_range_is_refused():
    with pytest.raises(ValueError, match="out of range"):
        GameCode(DEAL_COUNT)
