"""Rule 9's common ground: what can happen before some held cards move, and where cards lie.

A card *X* that must leave its place onto a *host* (a card one rank higher) needs one free for
it; rule 9 (:mod:`.crowding`, :mod:`.placing`) and rule 10 (:mod:`.opening`) ask what can happen
before the first of some cards moves, at *t*, with those cards held in place
(docs/research/rule-9-count.md).
"""

from __future__ import annotations

import functools
import itertools
from typing import NamedTuple

from rusol_qt.model.solver.dead_end import reach
from rusol_qt.model.solver.packed import FACE_DOWN, KING, Columns, Heights


def places(columns: Columns) -> dict[int, tuple[int, int]]:
    """Where each card in the columns lies: (column, index)."""
    return {
        raw % FACE_DOWN: (number, index)
        for number, column in enumerate(columns)
        for index, raw in enumerate(column)
    }


def held_candidates(columns: Columns) -> list[tuple[int, int]]:
    """The cards rule 9 looks at, by (column, index): below King, over face-down cards only.

    Each is face down or the lowest face-up card of its column, and not at the bottom.
    """
    found = []
    for number, column in enumerate(columns):
        for index in range(1, len(column)):
            if column[index] < FACE_DOWN and column[index - 1] < FACE_DOWN:
                break  # a face-up card lies beneath: a group may carry it away
            if column[index] % FACE_DOWN % 13 != KING:
                found.append((number, index))
    return found


class Before(NamedTuple):
    """What can happen before the first of some held cards moves, at *t* (rule 9)."""

    exposed: list[bool]
    """Rule 8's *exposed* with the held cards in place (see :func:`reach`)."""
    home: list[bool]
    """Rule 8's *goes home* with the held cards in place."""
    held: set[int]
    """The held cards."""
    beneath: set[int]
    """The cards beneath them, which stay face down and covered until *t*."""
    hosts: tuple[tuple[int, ...], ...]
    """Per rank below King, the cards one rank higher that may hold one at *t*, unless home.

    Not beneath a held card, and exposed before *t* or with a card of that rank on them now.
    """
    open_columns: int
    """How many columns can be without their bottom card of now at *t* (for the Kings of rule 9's
    placing)."""


def before_first_move(
    columns: Columns, heights: Heights, held: tuple[tuple[int, int], ...]
) -> Before:
    """What can happen before the first of the cards at ``held`` moves."""
    exposed, home = reach(columns, heights, held)
    beneath = {raw % FACE_DOWN for number, index in held for raw in columns[number][:index]}
    carrying = hosts_now(columns)[1]
    # Not a column of a held card, nor one whose bottom card is a King that cannot go home (into
    # an empty column it would only trade its column for another); the bottom card must be able
    # to leave: home, or onto a card one rank higher that can be exposed.
    held_columns = {number for number, _ in held}
    open_columns = 0
    for number, column in enumerate(columns):
        bottom = column[0] % FACE_DOWN if column else -1
        if number not in held_columns and (
            bottom < 0
            or (column[0] < FACE_DOWN or exposed[bottom])
            and (
                home[bottom]
                or bottom % 13 != KING
                and any(exposed[host] for host in range(bottom % 13 + 1, 52, 13))
            )
        ):
            open_columns += 1
    return Before(
        exposed,
        home,
        {columns[number][index] % FACE_DOWN for number, index in held},
        beneath,
        tuple(
            tuple(
                host
                for host in range(rank + 1, 52, 13)
                if (exposed[host] or host in carrying) and host not in beneath
            )
            for rank in range(KING)
        ),
        open_columns,
    )


@functools.lru_cache(maxsize=64)
def hosts_now(columns: Columns) -> tuple[frozenset[int], frozenset[int], dict[int, int]]:
    """The cards lying directly on a card one rank higher now, the cards they lie on, and which.

    Face-down cards count too (rule 9 counts a card that must leave, face down or not). The
    mapping (card to the card it lies on) is shared: not to be changed.
    """
    lying: dict[int, int] = {}
    for column in columns:
        for under, card in itertools.pairwise(column):
            if under % FACE_DOWN % 13 == card % FACE_DOWN % 13 + 1:
                lying[card % FACE_DOWN] = under % FACE_DOWN
    return frozenset(lying), frozenset(lying.values()), lying


def free_hosts(
    columns: Columns,
    place: dict[int, tuple[int, int]],
    exposed: list[bool],
    beneath: set[int],
    card: int,
) -> list[int]:
    """Where the first move of its own of ``card``, before *t* or at it, can take it (rule 9).

    The cards one rank higher that can be the last of their column by then (``exposed``), not
    beneath a held card, and not beneath ``card`` with only face-down cards between: no group
    can part the two before it moves.
    """
    where, at = place[card]
    column = columns[where]
    return [
        host
        for host in range(card % 13 + 1, 52, 13)
        if exposed[host]
        and host not in beneath
        and not (
            place.get(host, (-1, 0))[0] == where
            and place[host][1] < at
            and all(raw >= FACE_DOWN for raw in column[place[host][1] + 1 : at])
        )
    ]


def lies_on(place: dict[int, tuple[int, int]], host: int, card: int) -> bool:
    """Whether ``host`` lies directly on ``card`` now, both in a column.

    Then ``card`` comes onto ``host`` only once ``host`` has left it by a move of its own (rule
    9, *A host lying on the card*).
    """
    where, at = place.get(card, (-1, 0))
    return place.get(host) == (where, at + 1)
