"""Cards as small integers: suits in foundation order, ranks Ace to King, and their names."""

from __future__ import annotations

import string
from enum import IntEnum


class Suit(IntEnum):
    """The four suits, in the fixed order of the foundations."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """The suit's letter in the move notation: S, H, D or C."""
        return SUIT_LETTERS[self]

    @property
    def is_red(self) -> bool:
        """Whether the suit is printed red in a classic deck."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


ACE = 1
JACK = 11
QUEEN = 12
KING = 13

SUIT_LETTERS = "SHDC"
RANK_LETTERS = "A23456789TJQK"

#: A card is ``suit * 13 + rank - 1``: 0 is the Ace of spades, 51 the King of clubs.
Card = int

DECK: tuple[Card, ...] = tuple(range(52))


def make_card(suit: Suit | int, rank: int) -> Card:
    """The card of ``suit`` and ``rank`` (1 = Ace … 13 = King)."""
    return int(suit) * 13 + rank - 1


def suit_of(card: Card) -> Suit:
    """The suit of a card."""
    return Suit(card // 13)


def rank_of(card: Card) -> int:
    """The rank of a card, 1 (Ace) to 13 (King)."""
    return card % 13 + 1


def card_name(card: Card) -> str:
    """The two-letter name of a card: rank ``A 2-9 T J Q K`` then suit ``S H D C``."""
    return RANK_LETTERS[card % 13] + SUIT_LETTERS[card // 13]


_ASCII_UPPER = str.maketrans(string.ascii_lowercase, string.ascii_uppercase)


def ascii_upper(text: str) -> str:
    """``text`` with only its ASCII letters in upper case.

    Card names, game codes and moves are ASCII; ``str.upper`` would also turn look-alikes such
    as "ſ" into "S" or "ﬀ" into "FF", and so accept text that is not what the player sees.
    """
    return text.translate(_ASCII_UPPER)


def parse_card(text: str) -> Card:
    """Read a card name such as ``QH``, ``th`` or ``10D``.

    Raises:
        ValueError: when the text names no card.
    """
    name = ascii_upper(text.strip())
    if name.startswith("10"):
        name = "T" + name[2:]
    if len(name) != 2 or name[0] not in RANK_LETTERS or name[1] not in SUIT_LETTERS:
        raise ValueError(f"not a card: {text!r}")
    return make_card(SUIT_LETTERS.index(name[1]), RANK_LETTERS.index(name[0]) + 1)
