"""The packed position the searches work on: columns as bytes, keys, and playing a step.

Inside the search a column is a ``bytes`` of its cards, bottom first, a face-down card stored as
card + ``FACE_DOWN``: the column alone then says which cards are face down, and it is hashable
and cheap to slice, join and sort. A position's key is its columns sorted and joined by
the byte 255 (the order of the columns, and which empty column is used, do not matter), perhaps
followed by a tag (``PENDING``, ``USED``) that says what may follow.
"""

from __future__ import annotations

from collections.abc import Sequence

from rusol_qt.model.cards import Card
from rusol_qt.model.game import FOUNDATION_BASE, notation
from rusol_qt.model.gamecode import FACE_DOWN_COUNTS

#: A position as :meth:`Game.position` gives it: columns, face-down counts, foundation heights.
Position = tuple[tuple[tuple[Card, ...], ...], tuple[int, ...], tuple[int, ...]]

#: Added to a card to mark it face down.
FACE_DOWN = 52
#: ``card % 13`` of a King.
KING = 12
#: Per packed card: the card turned face up as a one-byte column (empty for a face-up card).
FLIPPED = tuple(bytes([card - FACE_DOWN]) if card >= FACE_DOWN else b"" for card in range(104))
#: Per card: a column of that card alone.
SINGLE = tuple(bytes([card]) for card in range(52))
#: Marks a key whose position was reached by a takeback; the card taken back follows.
PENDING = b"\xfe"
#: Marks a key whose position was reached by moving a group off a card it fits; that card follows.
USED = b"\xfd"
#: The bytes that stand for face-down cards, to count them in a column or a key at C speed.
DOWN_BYTES = bytes(range(FACE_DOWN, 2 * FACE_DOWN))
#: ``bytes.translate`` table that turns a column's face-down cards into the cards themselves.
FACE_UP = bytes(range(FACE_DOWN)) * 2 + bytes(range(2 * FACE_DOWN, 256))
#: How many cards a deal puts face down: the flips a whole game can score.
DEALT_FACE_DOWN = sum(FACE_DOWN_COUNTS)
#: Entries a per-column cache may hold before it starts afresh (bounds the memory).
CACHE_LIMIT = 200_000

#: The packed columns of a position, left to right.
Columns = tuple[bytes, ...]
#: The foundation heights, per suit.
Heights = tuple[int, ...]
#: A move as (source, start, target) in the engine's pile numbering.
Step = tuple[int, int, int]


def pack(position: Position) -> tuple[Columns, Heights]:
    """The search's form of a position: columns as bytes, face-down cards marked.

    A column's last card always shows its face (the engine turns it at once), even if the
    face-down count of a hand-made position says otherwise.
    """
    columns, face_down, heights = position
    packed = tuple(
        bytes(
            card + FACE_DOWN if index < min(face_down[number], len(cards) - 1) else card
            for index, card in enumerate(cards)
        )
        for number, cards in enumerate(columns)
    )
    return packed, tuple(heights)


def replay_steps(
    columns: Columns, heights: Heights, steps: Sequence[Step]
) -> tuple[list[str], tuple[Columns, Heights]]:
    """The steps in the move notation, played from the packed position, and where they end."""
    texts = []
    for step in steps:
        source, start, target = step
        card = (
            columns[source][start]
            if source < FOUNDATION_BASE
            else ((source - FOUNDATION_BASE) * 13 + start)
        )
        texts.append(notation(card, target))
        columns, heights = play_step(columns, heights, step)
    return texts, (columns, heights)


def path_to(parents: dict[bytes, tuple[bytes, list[Step]]], key: bytes) -> list[Step]:
    """The steps that lead to ``key`` through a table of parents, from its root (parent b"")."""
    line: list[Step] = []
    while key:
        key, before = parents[key]
        line = before + line
    return line


def count_face_down(packed: bytes) -> int:
    """How many face-down cards a packed column (or a key of joined columns) holds."""
    return len(packed) - len(packed.translate(None, DOWN_BYTES))


def play_step(columns: Columns, heights: Heights, step: Step) -> tuple[Columns, Heights]:
    """The position after a legal step, with the uncovered card turned face up."""
    source, start, target = step
    piles = list(columns)
    if source < FOUNDATION_BASE:
        column = columns[source]
        group = column[start:]
        rest = column[:start]
        if rest and rest[-1] >= FACE_DOWN:
            rest = rest[:-1] + FLIPPED[rest[-1]]
        piles[source] = rest
    else:
        suit = source - FOUNDATION_BASE
        height = heights[suit] - 1
        heights = heights[:suit] + (height,) + heights[suit + 1 :]
        group = SINGLE[suit * 13 + height]
    if target < FOUNDATION_BASE:
        piles[target] = columns[target] + group
    else:
        suit = target - FOUNDATION_BASE
        heights = heights[:suit] + (heights[suit] + 1,) + heights[suit + 1 :]
    return tuple(piles), heights
