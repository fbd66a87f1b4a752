"""Rule 10: a Relaxed position whose columns can be opened to their bottom cards in no order.

Relaxed only; sound, not complete (docs/research/rule-10-fronts.md), built on rule 9
(:mod:`.crowding`): which front card may move first, at each step of a walk over the fronts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from rusol_qt.model.solver.crowding import may_go_first
from rusol_qt.model.solver.holding import Before, before_first_move, places
from rusol_qt.model.solver.packed import FACE_DOWN, KING, Columns, Heights, count_face_down

#: How many sets of fronts rule 10 may look at before it gives up (each costs about 0.2 ms).
OPENING_LIMIT = 20_000


def unopenable(
    columns: Columns,
    heights: Heights,
    give_up: Callable[[], object] | None = None,
    give_up_placing: Callable[[], object] | None = None,
) -> bool:
    """Whether the columns cannot be opened to their bottom cards in any order.

    Relaxed only; sound, not complete (docs/research/rule-10-fronts.md). Each column's *front* is
    its lowest card that shows its face, or nothing once that card and all beneath it have
    moved; it leaves its place only by a move of its own, and every card must move before the
    game is won. The test holds every front card in place and asks which may move first (rule
    9, with rule 8's fixpoint for all of them held); the front of that column then drops to the
    card beneath. Each card that moved so far is, from then on, on its foundation, on a host
    (counted like the cards that must leave), or, a King, at the bottom of a column whose own
    bottom card has moved. If no order lets every front drop, no line wins.

    The walk asks rule 9's count by rank first, which is quick: if it finds no order, the
    position is lost. If it finds one and every step of it holds with rule 9's placing of each
    card on a host of its own too, nothing is proved. Otherwise the walk runs again, asking the
    count for every front that might move next and the placing only for the step it takes, when
    it takes it; a step the placing refuses leads nowhere. Each walk looks at most
    ``OPENING_LIMIT`` sets of fronts and, past that or once ``give_up`` (asked every 64 sets;
    for the second walk ``give_up_placing`` if given) says so, proves nothing.
    """
    order = opening_order(columns, heights, give_up, placing=False)
    if order is None:
        return True
    place = places(columns)
    if not order or all(
        front_may_go(columns, place, at, mover, placing=True) for at, mover in order
    ):
        return False
    return opening_order(columns, heights, give_up_placing or give_up, placing=True) is None


def opening_order(
    columns: Columns,
    heights: Heights,
    give_up: Callable[[], object] | None,
    *,
    placing: bool,
) -> list[tuple[Fronts, tuple[int, int]]] | None:
    """Rule 10's walk: the steps of an order that opens every column, each where it is taken.

    ``None`` when there is none: the position is lost. Empty when the walk gave up. Rule 9's
    count is asked for every front that might move next; with ``placing`` its placing too, for
    the step the walk takes.
    """
    place = places(columns)
    start = tuple(count_face_down(column) if column else -1 for column in columns)
    known: dict[tuple[int, ...], Fronts] = {}
    came_from: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, int]]] = {}
    # Each entry: a set of fronts, and the step that leads there (from a known set, which front).
    steps: list[tuple[tuple[int, ...], tuple[int, ...] | None, tuple[int, int]]] = [
        (start, None, (0, 0))
    ]
    while steps:
        front, before, mover = steps.pop()
        if front in known:
            continue
        if len(known) == OPENING_LIMIT or (
            give_up is not None and not len(known) % 64 and give_up()
        ):
            return []
        if before is not None:
            if placing and not front_may_go(columns, place, known[before], mover, placing=True):
                continue
            came_from[front] = (before, mover)
        if max(front) < 0:
            # Every column opened to its bottom: the order that got here.
            order = []
            while front != start:
                front, mover = came_from[front]
                order.append((known[front], mover))
            return order[::-1]
        at = known[front] = at_fronts(columns, heights, start, front)
        if at.free < 0:
            continue  # no line gets here
        for number, index in at.held:
            if front_may_go(columns, place, at, (number, index), placing=False):
                steps.append(
                    (front[:number] + (index - 1,) + front[number + 1 :], front, (number, index))
                )
    return None


class Fronts(NamedTuple):
    """What rule 10's walk knows at one set of fronts."""

    held: tuple[tuple[int, int], ...]
    """The front cards, by (column, index)."""
    before: Before
    """What can happen before the first of them moves."""
    moved: frozenset[int]
    """The cards that were front cards earlier on the walk."""
    free: int
    """The columns that can be empty, less the Kings that moved and cannot be home."""


def at_fronts(
    columns: Columns, heights: Heights, start: tuple[int, ...], front: tuple[int, ...]
) -> Fronts:
    """Rule 10's walk at the set of fronts ``front`` (index per column, -1 for none)."""
    held = tuple((number, index) for number, index in enumerate(front) if index >= 0)
    before = before_first_move(columns, heights, held)
    moved = frozenset(
        columns[number][index] % FACE_DOWN
        for number, top in enumerate(start)
        for index in range(front[number] + 1, top + 1)
    )
    # Only a column whose bottom card has moved (or one empty now) can be empty, and a King
    # that has moved and is not home lies at the bottom of one such column of its own.
    free = sum(1 for index in front if index < 0) - sum(
        1 for card in moved if card % 13 == KING and not before.home[card]
    )
    return Fronts(held, before, moved, free)


def front_may_go(
    columns: Columns,
    place: dict[int, tuple[int, int]],
    at: Fronts,
    mover: tuple[int, int],
    placing: bool,
) -> bool:
    """Whether the front card at ``mover`` may be the first of the fronts to move (rule 10)."""
    # A King goes home or into an empty column: if none can be free, home or not at all.
    elsewhere = columns[mover[0]][mover[1]] % 13 != KING or at.free > 0
    return may_go_first(columns, place, at.before, mover, at.moved, elsewhere, placing)
