"""The rules of Russian Solitaire as small checks that name the rule refusing a move."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from rusol_qt.model.cards import KING, Card

#: The app refuses to move a larger group in one move.
GROUP_LIMIT = 20


class RuleSet(Enum):
    """Classic builds by suit; Relaxed ("Mixed suits") ignores the suit in the columns."""

    CLASSIC = "classic"
    RELAXED = "relaxed"

    @property
    def letter(self) -> str:
        """The rule set's letter in a game code: C or R."""
        return "C" if self is RuleSet.CLASSIC else "R"

    @classmethod
    def from_letter(cls, letter: str) -> RuleSet:
        """The rule set of a game-code letter.

        Raises:
            ValueError: for any letter but C or R.
        """
        for rules in cls:
            if rules.letter == letter:
                return rules
        raise ValueError(f"no rule set has the letter {letter!r}")


class Rule(Enum):
    """The rule that refused a move; the table turns it into the app's wording."""

    FACE_DOWN = "face_down"
    """The picked card is face down."""
    SAME_PILE = "same_pile"
    """The group was dropped where it already lies."""
    SAME_SUIT = "same_suit"
    """Classic: a card goes only on a card of the same suit (family), one rank higher."""
    RANK = "rank"
    """A card goes only on a card exactly one rank higher."""
    KING_ONLY = "king_only"
    """Only a King, alone or with the cards on top of it, goes on an empty column."""
    GROUP_LIMIT = "group_limit"
    """At most twenty cards move in one move."""
    NOT_LAST_CARD = "not_last_card"
    """Only the last card of a column goes to a foundation, one card at a time."""
    FOUNDATION_SUIT = "foundation_suit"
    """Each foundation takes one suit only."""
    FOUNDATION_ORDER = "foundation_order"
    """A foundation is built up from the Ace, one rank at a time."""
    FOUNDATION_TO_FOUNDATION = "foundation_to_foundation"
    """A card taken from a foundation goes back to a column only."""
    NO_CARD = "no_card"
    """There is no such card where the move picks it up."""


def same_suit_fits(card: Card, target: Card) -> Rule | None:
    """Classic build check: ``card`` on ``target`` needs the same suit and one rank higher."""
    if card // 13 != target // 13:
        return Rule.SAME_SUIT
    return None if target - card == 1 else Rule.RANK


def any_suit_fits(card: Card, target: Card) -> Rule | None:
    """Relaxed build check: ``card`` on ``target`` needs only a rank one higher."""
    return None if target % 13 - card % 13 == 1 else Rule.RANK


BuildCheck = Callable[[Card, Card], "Rule | None"]


def build_check(rules: RuleSet) -> BuildCheck:
    """The column build check of a rule set: the only thing Classic and Relaxed differ in."""
    return same_suit_fits if rules is RuleSet.CLASSIC else any_suit_fits


def empty_column_accepts(card: Card) -> Rule | None:
    """An empty column takes only a group whose bottom card is a King."""
    return None if card % 13 == KING - 1 else Rule.KING_ONLY


def foundation_accepts(card: Card, suit: int, height: int) -> Rule | None:
    """Whether the foundation of ``suit``, holding ``height`` cards, takes ``card`` next."""
    if card // 13 != suit:
        return Rule.FOUNDATION_SUIT
    return None if card % 13 == height else Rule.FOUNDATION_ORDER
