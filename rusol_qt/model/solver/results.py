"""What a search answers: the verdict, why it stopped, the winning line and the best outcome."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from rusol_qt.model.game import FOUNDATION_BASE, Move


class Verdict(Enum):
    """What the search found out about a position."""

    WINNABLE = "winnable"
    """A winning line was found; it is in :attr:`Solution.moves`."""
    UNWINNABLE = "unwinnable"
    """Every line was searched: the position cannot be won."""
    UNKNOWN = "unknown"
    """The budget ran out or the search was cancelled before an answer."""


class Stop(Enum):
    """Why a search ended without an answer."""

    NODES = "nodes"
    TIME = "time"
    CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class Best:
    """The best outcome still reachable from a position, and a line that reaches it.

    ``foundation_cards`` is the largest number of cards that can stand on the foundations at
    once (52 for a winnable position). ``score`` is the score of the line's end counted as if
    no card had ever been taken back: 10 points for each card on the foundations and 5 for each
    card turned face up since the deal (21 face-down cards less those still face down), each
    counted once; the game's own score can be higher, since a card taken back and put up again
    earns its 10 points again. Among the lines that bring ``foundation_cards`` cards home, the
    line is one that turns the most face-down cards, so ``score`` is the best score of those.

    ``moves`` (engine moves) and ``notation`` (``QH>5``, ``AS>F``) are a legal line from the
    position that ends with ``foundation_cards`` cards on the foundations. ``proven`` is true
    when the search ran to its end (or found a win): nothing better is possible. When the
    budget ran out first it is false, and the result is the best found so far; that happens
    with a known verdict too when a Relaxed position is a dead end (proved lost before any
    search, docs/research/, rules 8 to 10) whose best outcome is not proved within the budget.
    """

    foundation_cards: int
    score: int
    moves: tuple[Move, ...]
    notation: tuple[str, ...]
    proven: bool


@dataclass(frozen=True, slots=True)
class Solution:
    """The answer of one search.

    ``moves`` is the winning line (empty unless the verdict is winnable) as engine moves, and
    ``notation`` the same line in the move notation (``QH>5``, ``AS>F``). ``nodes`` counts the
    moves generated, repeats of positions already seen included (not distinct positions), and
    ``seconds`` the wall time; ``stop`` says why the answer is unknown. ``best`` is the best
    outcome still reachable (see :class:`Best`); :func:`solve` always fills it in.
    """

    verdict: Verdict
    moves: tuple[Move, ...]
    notation: tuple[str, ...]
    nodes: int
    seconds: float
    stop: Stop | None = None
    best: Best | None = None

    @property
    def takebacks(self) -> int:
        """How many moves of the line take a card back from a foundation."""
        return sum(1 for move in self.moves if move.source >= FOUNDATION_BASE)
