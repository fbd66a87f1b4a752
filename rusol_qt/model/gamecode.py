"""Game codes such as ``RU1-C-AAAAABB``: the deal number, the rule set, and the shuffle behind them.

The format and the shuffle are specified in ``docs/game-code.md`` and must never change: a code
written down today deals the same cards in every future version, on every platform.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from rusol_qt.model.cards import DECK, Card, ascii_upper
from rusol_qt.model.rules import RuleSet

PREFIX = "RU"
VERSION = 1
LETTERS = 7
DEAL_COUNT = 26**LETTERS

#: Cards dealt to each column, left to right, and how many of them lie face down.
COLUMN_SIZES = (1, 6, 7, 8, 9, 10, 11)
FACE_DOWN_COUNTS = (0, 1, 2, 3, 4, 5, 6)

_MASK64 = (1 << 64) - 1


class CodeProblem(Enum):
    """What is wrong with a game code that cannot be read."""

    EMPTY = "empty"
    FORMAT = "format"
    PREFIX = "prefix"
    VERSION = "version"
    RULES = "rules"
    LENGTH = "length"
    CHARACTER = "character"


class GameCodeError(ValueError):
    """A game code that cannot be read, with what is wrong and the offending part."""

    def __init__(self, problem: CodeProblem, detail: str = "") -> None:
        """Record the problem and the part of the code it concerns."""
        self.problem = problem
        self.detail = detail
        super().__init__(_ENGLISH[problem].format(detail=detail))


_ENGLISH = {
    CodeProblem.EMPTY: "The game code is empty.",
    CodeProblem.FORMAT: "A game code looks like RU1-C-ABCDEFG.",
    CodeProblem.PREFIX: "A game code starts with RU, not {detail}.",
    CodeProblem.VERSION: "Game code version {detail} is unknown; this version reads RU1.",
    CodeProblem.RULES: "The rule letter must be C (Classic) or R (Relaxed), not {detail}.",
    CodeProblem.LENGTH: "The deal part must have 7 letters, not {detail}.",
    CodeProblem.CHARACTER: "The deal part may hold only the letters A to Z, not {detail}.",
}


class SplitMix64:
    """The SplitMix64 generator (Steele, Lea and Flood, 2014), exactly as in docs/game-code.md."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        """Start from a 64-bit seed."""
        self.state = seed & _MASK64

    def next(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``[0, bound)``, by rejection so that no value is favoured."""
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            value = self.next()
            if value < limit:
                return value % bound


def shuffled_deck(deal: int) -> list[Card]:
    """The deck in the order deal number ``deal`` shuffles it to (Fisher–Yates, from the top)."""
    deck = list(DECK)
    rng = SplitMix64(deal)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@dataclass(frozen=True, slots=True)
class GameCode:
    """A deal number (0 … 26**7 - 1) and the rule set it is played under."""

    deal: int
    rules: RuleSet = RuleSet.CLASSIC

    def __post_init__(self) -> None:
        """Refuse deal numbers outside the code space."""
        if not 0 <= self.deal < DEAL_COUNT:
            raise ValueError(f"deal number out of range: {self.deal}")

    def __str__(self) -> str:
        """The code as the player sees and types it, e.g. ``RU1-C-AAAAABB``."""
        letters = []
        number = self.deal
        for _ in range(LETTERS):
            number, digit = divmod(number, 26)
            letters.append(chr(ord("A") + digit))
        return f"{PREFIX}{VERSION}-{self.rules.letter}-{''.join(reversed(letters))}"

    def with_rules(self, rules: RuleSet) -> GameCode:
        """The same deal under another rule set."""
        return GameCode(self.deal, rules)

    def columns(self) -> list[list[Card]]:
        """The seven dealt columns, bottom card first."""
        deck = shuffled_deck(self.deal)
        columns = []
        start = 0
        for size in COLUMN_SIZES:
            columns.append(deck[start : start + size])
            start += size
        return columns

    @classmethod
    def random(cls, rules: RuleSet = RuleSet.CLASSIC) -> GameCode:
        """A fresh deal drawn from the operating system's entropy."""
        # SystemRandom draws from os.urandom as the secrets module does, without the start-up
        # cost of secrets' imports (hmac, hashlib, base64).
        return cls(random.SystemRandom().randrange(DEAL_COUNT), rules)

    @classmethod
    def parse(cls, text: str) -> GameCode:
        """Read a code as typed: case and surrounding spaces do not matter.

        Raises:
            GameCodeError: naming what is wrong with the text.
        """
        code = ascii_upper(text.strip())
        if not code:
            raise GameCodeError(CodeProblem.EMPTY)
        parts = code.split("-")
        head = parts[0]
        if not head.startswith(PREFIX):
            raise GameCodeError(CodeProblem.PREFIX, head)
        if head != f"{PREFIX}{VERSION}":
            version = head[len(PREFIX) :]
            if version.isdigit():
                raise GameCodeError(CodeProblem.VERSION, version)
            raise GameCodeError(CodeProblem.FORMAT, code)
        if len(parts) != 3:
            raise GameCodeError(CodeProblem.FORMAT, code)
        letter, letters = parts[1], parts[2]
        if letter not in ("C", "R"):
            raise GameCodeError(CodeProblem.RULES, letter or "-")
        bad = [ch for ch in letters if not "A" <= ch <= "Z"]
        if bad:
            raise GameCodeError(CodeProblem.CHARACTER, bad[0])
        if len(letters) != LETTERS:
            raise GameCodeError(CodeProblem.LENGTH, str(len(letters)))
        deal = 0
        for ch in letters:
            deal = deal * 26 + ord(ch) - ord("A")
        return cls(deal, RuleSet.from_letter(letter))
