"""Rule 9: a card that must move onto a card one rank higher when none can be free for it.

Relaxed only; sound, not complete (docs/research/rule-9-count.md). The count by rank is here; the
placing of each card on a host of its own is :mod:`.placement`, and what can happen before the
cards looked at move is :mod:`.holding`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import rusol_qt.model.solver.holding as holding
import rusol_qt.model.solver.placement as placement
from rusol_qt.model.solver.holding import (
    Before,
    before_first_move,
    held_candidates,
    hosts_now,
    places,
)
from rusol_qt.model.solver.packed import FACE_DOWN, KING, Columns, Heights

#: How many cards rule 9's count of one mover may take both ways, home and on a host (each way
#: is a count of its own: at most 1 + 2 * 64 counts).
SPLIT_LIMIT = 64


def crowded(
    columns: Columns,
    heights: Heights | None = None,
    give_up: Callable[[], object] | None = None,
) -> bool:
    """Whether some card must move onto a card one rank higher when none can be free for it.

    Relaxed only; sound, not complete (docs/research/rule-9-count.md). A card *X* with only
    face-down cards beneath it (it is face down, or the lowest face-up card), one of them a lower
    card of its suit, cannot go home before it leaves its place, so it leaves onto a *host*, a
    card one rank higher, not beneath it. A card of that rank that lies on a host now (or, when
    *X* is face down, lies above *X*, face down or the lowest face-up card, so that it must leave
    by a move of its own before *X* turns), and cannot go home before *X* moves (a lower card of
    its suit is beneath *X*), is then on a host of its own, one card each. More such cards than
    hosts that are not beneath *X*: the position is lost.

    With ``heights`` the test is thorough (a few milliseconds to about 0.4 s: :func:`solve` runs
    it once, when its first round has not settled the position): what can happen before *X*
    moves is the fixpoint of rule 8 with *X* held in place (:func:`reach`). A card that cannot
    go home there cannot before *X* moves, whatever lies beneath *X*; and a host must then be a
    card that can be exposed there, or one that has such a card on it now; and when the count
    passes, each card is given a host of its own (:func:`unplaceable`). Then the same for two
    such cards in two columns, held until the first of them moves, whichever it is. It proves
    nothing once ``give_up`` (asked every 16 sets of held cards) says so.
    """
    place = places(columns)
    if heights is not None:
        looked_at = held_candidates(columns)
        pairs = (pair for pair in itertools.combinations(looked_at, 2) if pair[0][0] != pair[1][0])
        for looked, held in enumerate(itertools.chain(((x,) for x in looked_at), pairs)):
            if give_up is not None and not looked % 16 and give_up():
                return False
            if short_before(columns, heights, place, held):
                return True
        return False
    for number, column in enumerate(columns):
        # Per suit, the lowest rank beneath the card looked at.
        lowest = [13, 13, 13, 13]
        for index, raw in enumerate(column):
            if index and raw < FACE_DOWN and column[index - 1] < FACE_DOWN:
                break  # a face-up card lies beneath: a group may carry X away with it
            card = raw % FACE_DOWN
            # Only what lies beneath X: a card of a suit with a lower card there.
            if (
                index
                and card % 13 != KING
                and lowest[card // 13] < card % 13
                and short_of_hosts(columns, place, (number, index), lowest)
            ):
                return True
            if card % 13 < lowest[card // 13]:
                lowest[card // 13] = card % 13
    return False


def home_first(columns: Columns, heights: Heights) -> dict[int, bytes]:
    """The cards whose first move must take them home, each with the cards beneath it now.

    Relaxed, from rule 9's thorough count (docs/research/rule-9-thorough.md): a card *X*, face down
    or the lowest face-up card, below King, over face-down cards, that rule 8's fixpoint lets go
    home before it moves, but whose count fails if it moves onto a host first. In every winning
    line its first move takes it home, so a search for a win may leave out any move that takes
    it onto a card while it still lies where it lies now; and its suit must come home up to it
    before it moves, which a climb aims for.
    """
    place = places(columns)
    found: dict[int, bytes] = {}
    for number, index in held_candidates(columns):
        column = columns[number]
        card = column[index] % FACE_DOWN
        before = before_first_move(columns, heights, ((number, index),))
        if before.home[card] and cannot_go_first(columns, place, before, (number, index)):
            found[card] = column[:index]
    return found


def toward(home_first: dict[int, bytes], heights: Heights) -> int:
    """Cards home below the cards that must go home first, in their suits (up to each)."""
    return sum(min(heights[card // 13], card % 13) for card in home_first)


def short_of_hosts(
    columns: Columns,
    place: dict[int, tuple[int, int]],
    at_x: tuple[int, int],
    lowest: list[int],
) -> bool:
    """Rule 9's count for one card *X* at ``at_x`` that must move onto a host (see crowded).

    The cards that cannot go home before *X* moves are those of a suit whose ``lowest`` rank
    beneath *X* is below theirs.
    """
    number, index = at_x
    column = columns[number]
    down = column[index] >= FACE_DOWN
    card = column[index] % FACE_DOWN
    rank = card % 13
    needed = 1
    for other in range(rank, 52, 13):
        if other == card or lowest[other // 13] >= rank:
            continue
        # Not home (it cannot be, before X moves): in a column.
        where, at = place[other]
        if where == number and at < index:
            continue  # beneath X: it needs no host before X moves
        under = columns[where][at - 1] if at else -1
        if (
            # Above a face-down X with only face-down cards beneath: it must leave the column
            # before X turns, by a move of its own.
            down and where == number and (column[at] >= FACE_DOWN or under >= FACE_DOWN)
        ) or (under >= 0 and under % FACE_DOWN % 13 == rank + 1):
            needed += 1
    hosts = sum(
        1
        for host in range(rank + 1, 52, 13)
        if place.get(host, (-1, 0))[0] != number or place[host][1] > index
    )
    return needed > hosts


def short_before(
    columns: Columns,
    heights: Heights,
    place: dict[int, tuple[int, int]],
    held: tuple[tuple[int, int], ...],
) -> bool:
    """Rule 9's thorough count for the cards *X* at ``held`` (docs/research/rule-9-thorough.md).

    From rule 8's fixpoint with the cards held in place (what can happen before the first of
    them moves, at *t*): the one that moves at *t* goes onto a host, or home if the fixpoint
    lets it. The position is lost if every way fails, whichever of them moves first
    (:func:`short_for`). The cards beneath any of them stay face down and covered until *t*.
    """
    before = before_first_move(columns, heights, held)
    return not any(may_go_first(columns, place, before, mover) for mover in held)


def may_go_first(
    columns: Columns,
    place: dict[int, tuple[int, int]],
    before: Before,
    mover: tuple[int, int],
    moved: frozenset[int] = frozenset(),
    elsewhere: bool = True,
    placing: bool = True,
) -> bool:
    """Whether the held card at ``mover`` may be the first of the held cards to move, at *t*.

    It moves onto a host (unless not ``elsewhere``), or home if rule 8's fixpoint lets it: rule
    9 must pass for one of the two (its count, and with ``placing`` its placing too).
    """
    onto_host = elsewhere and not cannot_go_first(
        columns, place, before, mover, moved=moved, placing=placing
    )
    return onto_host or (
        before.home[columns[mover[0]][mover[1]] % FACE_DOWN]
        and not cannot_go_first(
            columns, place, before, mover, goes_home=True, moved=moved, placing=placing
        )
    )


def cannot_go_first(
    columns: Columns,
    place: dict[int, tuple[int, int]],
    before: Before,
    mover: tuple[int, int],
    *,
    goes_home: bool = False,
    moved: frozenset[int] = frozenset(),
    placing: bool = True,
) -> bool:
    """Rule 9: whether the held card at ``mover`` cannot move first, at *t*, onto a host or home.

    The count by rank first (:func:`short_for`, quick), then, when it passes and ``placing``
    says so, the placing of each card on a host of its own (:func:`unplaceable`).
    """
    return short_for(columns, place, before, mover, goes_home=goes_home, moved=moved) or (
        placing
        and placement.unplaceable(columns, place, before, mover, goes_home=goes_home, moved=moved)
    )


def short_for(
    columns: Columns,
    place: dict[int, tuple[int, int]],
    before: Before,
    mover: tuple[int, int],
    *,
    goes_home: bool = False,
    moved: frozenset[int] = frozenset(),
) -> bool:
    """Whether the held card at ``mover`` cannot be the first of the held cards to move, at *t*.

    It moves onto a host at *t*, or with ``goes_home`` home: then it is the last card of its
    column just before *t*, every lower card of its suit is home by then, and it needs no host.
    ``moved`` are cards known to have left their place by a move of their own before *t* (rule
    10): they are counted like the cards that must leave.

    Cards that must leave their place before *t* by a move of their own: the card on each card
    that must be the last of its column before *t* (the mover if face down; a face-down card
    that must leave; a card that must be home at *t*; the one place the first move of the mover
    or of a card that must leave can go, when it cannot go home, :func:`free_hosts`), and that
    one place itself when it lies on the card now (:func:`lies_on`). One with
    no host that can be exposed before *t* goes home and stays there till *t*, as do the lower
    cards of its suit (so they must be the last of their column too); if it cannot go home
    before *t*, the mover cannot move first. Then, rank by rank, the cards that are on a host at
    *t* (they cannot go home before it, and lie on one now or must have left their place; not
    the held ones, which do not move before *t*) and the mover are counted against the hosts
    that can hold them: not beneath a held card, not home at *t*, exposed before *t* or with a
    card of that rank on them now. A card that could be either, home or on a host at *t*, and
    would overfill its rank on a host, is looked at both ways (:func:`short_if`): the count
    must fail both ways.
    """
    x = columns[mover[0]][mover[1]] % FACE_DOWN
    return short_if(
        columns,
        place,
        before,
        mover,
        frozenset([x]) if goes_home else frozenset(),
        frozenset(),
        moved,
        [SPLIT_LIMIT],
    )


def short_if(
    columns: Columns,
    place: dict[int, tuple[int, int]],
    before: Before,
    mover: tuple[int, int],
    assumed_home: frozenset[int],
    assumed_on_host: frozenset[int],
    moved: frozenset[int],
    splits: list[int],
) -> bool:
    """The count of :func:`short_for`, given cards that are home at *t* and cards that are not.

    ``assumed_home`` are cards taken to be home at *t* (the mover among them when it goes home);
    ``assumed_on_host`` are cards taken not to be, though rule 8's fixpoint lets them go home: one
    that must leave or lies on a host is then on a host at *t*. When the count passes but some
    card that may be home would, counted on a host, overfill its rank, the count is made again
    both ways, home and not, while ``splits`` (shared by all the ways tried) lasts.
    """
    count = _Count(columns, place, before, mover, assumed_on_host)
    if count.contradiction(assumed_home):
        return True
    short, maybe = count.tally(moved)
    if short:
        return True
    if not maybe or splits[0] <= 0:
        return False
    # A card that may be home at t, or on a host: the count must fail both ways.
    card = maybe[0]
    splits[0] -= 1
    on_a_host = short_if(
        columns, place, before, mover, assumed_home, assumed_on_host | {card}, moved, splits
    )
    return on_a_host and short_if(
        columns, place, before, mover, assumed_home | {card}, assumed_on_host, moved, splits
    )


class _Count:
    """One count of :func:`short_if`: the cards that must show, leave, or be home before *t*."""

    def __init__(
        self,
        columns: Columns,
        place: dict[int, tuple[int, int]],
        before: Before,
        mover: tuple[int, int],
        assumed_on_host: frozenset[int],
    ) -> None:
        self.columns = columns
        self.place = place
        self.before = before
        self.assumed_on_host = assumed_on_host
        number, index = mover
        self.mover = mover
        self.x = columns[number][index] % FACE_DOWN
        #: The cards that must be the last of their column before t, to be looked at.
        self.pending: list[int] = []
        self.must_show: set[int] = set()
        self.home_at_t: set[int] = set()
        #: Cards found to leave their place by a move of their own before t, not looked at yet
        #: (the others are found as the card lying on a card that must show).
        self.parting: list[int] = []
        #: The cards that must leave their place by a move of their own before t.
        self.leave: set[int] = set()
        self.goes_home = False

    def contradiction(self, assumed_home: frozenset[int]) -> bool:
        """Whether the cards that must show, leave or go home before *t* cannot all do so."""
        x = self.x
        number, index = self.mover
        self.goes_home = goes_home = x in assumed_home
        # The mover going home is, with its suit.
        if self.columns[number][index] >= FACE_DOWN and not goes_home:
            self.pending.append(x)
            self.must_show.add(x)
        if not all(self.send_home(card) for card in assumed_home):
            return True  # a card taken as home at t cannot be
        if not goes_home and x % 13 != KING and not self.has_a_place(x):
            return True
        while self.pending or self.parting:
            if self.parting:
                card = self.parting.pop()
                where, at = self.place[card]
                raw = self.columns[where][at]
            else:
                where, at = self.place[self.pending.pop()]
                if at + 1 == len(self.columns[where]):
                    continue
                raw = self.columns[where][at + 1]
                card = raw % FACE_DOWN
            if card not in self.leave and self.cannot_leave(card, raw):
                return True
        return False

    def cannot_leave(self, card: int, raw: int) -> bool:
        """``card`` (``raw`` as packed) must leave its place before *t*: whether it cannot."""
        exposed, home, held, beneath = self.before[:4]
        if card in held or card in beneath:
            return True  # it cannot move before t
        self.leave.add(card)
        if raw >= FACE_DOWN:
            self.show(card)
        rank = card % 13
        if rank == KING:
            return False
        if not home[card]:
            # Its first move of its own takes it onto a host, then the last of its column.
            return not self.has_a_place(card)
        if any(exposed[host] and host not in beneath for host in range(rank + 1, 52, 13)):
            return False
        # No host before t: home, with the lower cards of its suit, and there at t.
        return not self.send_home(card)

    def show(self, card: int) -> None:
        """``card``, if in a column, is the last of it at some moment before t."""
        if card in self.place and card not in self.must_show:
            self.must_show.add(card)
            self.pending.append(card)

    def send_home(self, card: int) -> bool:
        """Take ``card`` and every lower card of its suit as home at t: false if one cannot be.

        Each of them in a column is the last of it before t. Only the mover itself goes home at
        t; a held card below another would have to go before, and it does not move before t.
        """
        held, beneath = self.before.held, self.before.beneath
        for lower in range(card - card % 13, card + 1):
            if lower in beneath or lower in self.assumed_on_host or lower in held and lower != card:
                return False
            self.home_at_t.add(lower)
            self.show(lower)
        return True

    def has_a_place(self, card: int) -> bool:
        """Whether the first move of its own of ``card`` (onto a host) can go anywhere.

        When it can go to one place only, that place shows before t (:func:`holding.free_hosts`).
        """
        before = self.before
        free = holding.free_hosts(self.columns, self.place, before.exposed, before.beneath, card)
        if len(free) == 1:
            self.show(free[0])
            if holding.lies_on(self.place, free[0], card):
                self.parting.append(free[0])  # it leaves the card first, by a move of its own
        return bool(free)

    def tally(self, moved: frozenset[int]) -> tuple[bool, list[int]]:
        """Rank by rank, the cards on a host at t against the hosts that can hold them.

        Whether some rank has more than hosts; if not, the cards that may be home, of the rank
        that comes nearest to overfilling were they all on a host (none if no rank would).
        """
        needed, either = self.on_hosts_at_t(moved)
        home_at_t = self.home_at_t
        tightest: tuple[int, list[int]] = (0, [])
        for rank in range(KING):
            if not needed[rank] and rank not in either:
                continue
            hosts = len(self.before.hosts[rank])
            for host in self.before.hosts[rank]:
                if host in home_at_t:
                    hosts -= 1
            if needed[rank] > hosts:
                return True, []
            # How near the rank comes to overfilling, were every card that may be home on a host.
            maybe = either.get(rank, [])
            over = needed[rank] + len(maybe) - hosts
            if maybe and over > tightest[0]:
                tightest = (over, maybe)
        return False, tightest[1]

    def on_hosts_at_t(self, moved: frozenset[int]) -> tuple[list[int], dict[int, list[int]]]:
        """Per rank: how many cards are on a host at t, and the cards that may be either."""
        home, held, beneath = self.before.home, self.before.held, self.before.beneath
        needed = [0] * 13
        if not self.goes_home:
            needed[self.x % 13] = 1
        either: dict[int, list[int]] = {}
        for card in sorted(self.leave | moved | hosts_now(self.columns)[0]):
            if card % 13 == KING or card in held or card in beneath or card in self.home_at_t:
                continue  # a King needs no host; the others are not on one at t
            if card not in self.place:
                continue  # home now: counted as home
            if not home[card] or card in self.assumed_on_host:
                needed[card % 13] += 1
            else:
                either.setdefault(card % 13, []).append(card)
        return needed, either
