"""Rule 8: a Relaxed position where some card can never come home is lost (docs/research/).

The fixpoint here (:func:`reach`) is also what rules 9 and 10 build on: what can happen before
some cards move, with those cards held in place.
"""

from __future__ import annotations

from rusol_qt.model.solver.packed import FACE_DOWN, FACE_UP, KING, Columns, Heights


def dead_end(columns: Columns, heights: Heights) -> bool:
    """Whether some card can never reach its foundation, by the rules of Relaxed.

    A sound test, not a complete one (docs/research/rule-8-dead-end.md): it grows, until nothing
    changes, the sets of cards that can ever become the last card of their column (*exposed*),
    leave the card they lie on (or, at the bottom, their column), or go home, each by a reason
    that holds in any real line. A card leaves when it shows its face (it does, or can be
    exposed) and is a King above other cards while a column can be empty, or can go home, or a
    card one rank higher can be exposed elsewhere; a card on its foundation counts as exposed
    when the cards above it there are and it can be taken back (a King while a column can be
    empty, or a card one rank higher exposed); a column can be empty if one is or a bottom card
    leaves. Every real event has its reason among earlier ones, so a card never found able to go
    home never does, and the position is lost.
    """
    return not all(reach(columns, heights, all_home_is_enough=True)[1])


def reach(
    columns: Columns,
    heights: Heights,
    held: tuple[tuple[int, int], ...] = (),
    *,
    all_home_is_enough: bool = False,
) -> tuple[list[bool], list[bool]]:
    """The cards that can ever be exposed, and that can ever go home (see :func:`dead_end`).

    ``held`` names cards by (column, index) that stay where they are, with the cards beneath
    them: the sets then hold what can happen before the first of them moves (rule 9). With
    ``all_home_is_enough`` the growing stops once every card can go home, and the exposed cards
    returned may then be too few (the dead-end test needs only the cards that go home).
    """
    piles = [column.translate(FACE_UP) for column in columns]
    where = [(-1, 0)] * 52
    for number, pile in enumerate(piles):
        for index, card in enumerate(pile):
            where[card] = (number, index)
    exposed = [False] * 52
    leaves = [False] * 52
    # On its foundation now, or able to go there.
    goes_home = [card % 13 < heights[card // 13] for card in range(52)]
    # Per suit, how many of its cards can go home: always its lowest cards, since each needs the
    # one below it home. And how many of those on its foundation now are not known to be
    # exposed: the lowest ones, since each is exposed only after the one above it.
    homeward = list(heights)
    covered = list(heights)
    # How many cards of each rank are exposed: most cards have no exposed card to go onto.
    exposed_ranks = [0] * 14
    for pile in piles:
        if pile:
            exposed[pile[-1]] = True
            exposed_ranks[pile[-1] % 13] += 1
    # Whether a column can ever be empty: one is, or a bottom card other than a King can leave.
    empty = not all(piles)
    # A held card and the cards beneath it never leave.
    floors = [0] * len(piles)
    for held_column, held_index in held:
        floors[held_column] = max(floors[held_column], held_index + 1)
    changed = True
    while changed:
        changed, empty = _grow_columns(
            columns, piles, where, floors, (exposed, leaves, goes_home, exposed_ranks), empty
        )
        for suit in range(4):
            # An exposed card goes home once the card below it does.
            base = suit * 13
            rank = homeward[suit]
            while rank < 13 and exposed[base + rank]:
                goes_home[base + rank] = changed = True
                rank += 1
            homeward[suit] = rank
            # A card on its foundation can be taken back once the cards above it there are
            # (exposed): a King into an empty column, another onto an exposed card one rank
            # higher (itself perhaps taken back first).
            rank = covered[suit] - 1
            while rank >= 0 and (empty if rank == KING else exposed_ranks[rank + 1]):
                exposed[base + rank] = changed = True
                exposed_ranks[rank] += 1
                rank -= 1
            covered[suit] = rank + 1
        if all_home_is_enough and changed and sum(homeward) == 52:
            break
    return exposed, goes_home


def _grow_columns(
    columns: Columns,
    piles: list[bytes],
    where: list[tuple[int, int]],
    floors: list[int],
    sets: tuple[list[bool], list[bool], list[bool], list[int]],
    empty: bool,
) -> tuple[bool, bool]:
    """Grow the sets of :func:`reach` by the cards of the columns, each top down.

    ``sets`` are *exposed*, *leaves*, *goes home* and the count of exposed cards by rank. Returns
    whether they grew, and whether a column can be empty now.
    """
    exposed, leaves, goes_home, exposed_ranks = sets
    changed = False
    for number, pile in enumerate(piles):
        column = columns[number]
        for index in range(len(pile) - 1, floors[number] - 1, -1):
            card = pile[index]
            if not leaves[card]:
                if column[index] >= FACE_DOWN and not exposed[card]:
                    break  # face down and covered, and so is every card beneath it
                rank = card % 13
                if rank == KING:
                    # Into an empty column (a King at the bottom gains nothing by it), or home:
                    # the cards beneath it are uncovered either way.
                    able = empty and index > 0 or exposed[card] and goes_home[card - 1]
                else:
                    able = exposed[card] and (rank == 0 or goes_home[card - 1])
                    if not able and exposed_ranks[rank + 1]:
                        # Onto a card one rank higher exposed elsewhere: not above it in its
                        # column, unless a card between has left the column with it.
                        for target in range(rank + 1, 52, 13):
                            if exposed[target]:
                                place, height = where[target]
                                if (
                                    place != number
                                    or height < index
                                    or any(
                                        leaves[pile[above]]
                                        for above in range(index + 1, height + 1)
                                    )
                                ):
                                    able = True
                                    break
                if able:
                    leaves[card] = changed = True
                    empty = empty or index == 0
            if index and leaves[card] and not exposed[pile[index - 1]]:
                exposed[pile[index - 1]] = changed = True
                exposed_ranks[pile[index - 1] % 13] += 1
    return changed, empty
