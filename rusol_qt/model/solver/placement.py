"""Rule 9's placing: each card that must be on a host at *t* gets a host of its own.

Where the count by rank (:mod:`.crowding`) passes, the placing may still find that no way of
giving each card its own place at *t* lets a held card move first (docs/research/rule-9-placing.md,
*Each card on a host of its own*).
"""

from __future__ import annotations

from collections.abc import Iterator

import rusol_qt.model.solver.holding as holding
from rusol_qt.model.solver.holding import Before, hosts_now
from rusol_qt.model.solver.packed import FACE_DOWN, KING, Columns

#: Rule 9's placing (:func:`unplaceable`) gives up, proving nothing, after trying this many
#: places for cards where there was a choice; it runs only in the thorough stage, once per
#: solve and under its time caps (docs/research/rule-9-placing.md, *The placing's budget*).
PLACEMENT_LIMIT = 1000


class Placing:
    """Where some cards are at *t*, as one way of placing them says (:func:`unplaceable`).

    Each fact maps a card to its reason: the choices of places it follows from, as a mask whose
    bit *d* is the choice made at depth *d* of the search (0 for what holds in every way).
    """

    __slots__ = ("back", "home", "leave", "on", "pending", "shown", "used")

    def __init__(self) -> None:
        #: Cards that are the last of their column at some moment before *t*.
        self.shown: dict[int, int] = {}
        #: Of those, the ones whose card on them is not looked at yet.
        self.pending: list[int] = []
        #: Cards that leave their place by a move of their own before *t*.
        self.leave: dict[int, int] = {}
        #: Cards home at *t*.
        self.home: dict[int, int] = {}
        #: Cards on a host at *t*; and the hosts taken (the mover's is empty).
        self.on: dict[int, int] = {}
        self.used: dict[int, int] = {}
        #: Hosts home now: taken back before *t*, so in a column at *t*, carrying a card.
        self.back: dict[int, int] = {}

    def copy(self) -> Placing:
        """Another way, the same so far."""
        other = Placing()
        other.shown = dict(self.shown)
        other.pending = list(self.pending)
        other.leave = dict(self.leave)
        other.home = dict(self.home)
        other.on = dict(self.on)
        other.used = dict(self.used)
        other.back = dict(self.back)
        return other


def unplaceable(
    columns: Columns,
    place: dict[int, tuple[int, int]],
    before: Before,
    mover: tuple[int, int],
    *,
    goes_home: bool = False,
    moved: frozenset[int] = frozenset(),
    backjump: bool = True,
    budget: list[int] | None = None,
) -> bool:
    """Whether no placing of the cards at *t* lets the held card at ``mover`` move first then.

    Rule 9, *Each card on a host of its own* (docs/research/): where :func:`short_for`
    counts the cards on hosts rank by rank, this gives each card its own place at *t*: home, the
    host it lies on now, or another host, which was the last card of its column when the card
    came onto it, so the card lying on that host now left it first; a host that lies on the card
    now, once it has left the card (:func:`lies_on`). The mover goes home or onto a host that is
    the last card of its column at *t*. A host home now was taken back, with the cards above it
    on its foundation, and needs a place too. Kings that left their place take columns of their
    own. Every way must fail; after ``budget[0]`` places tried where there was a choice
    (``PLACEMENT_LIMIT`` unless given; what is left stays in the list), nothing is proved.

    Each failure comes with the choices it follows from (*Going back past the choices that
    played no part*): when a way fails for reasons none of which is the last choice, the other
    places for that choice would fail alike, and the search goes back past it at once. With
    ``backjump`` false it tries them all, as it did before (the tests compare the two).
    """
    placer = _Placer(columns, place, before, mover, moved, backjump, budget)
    exposed, hosts, x = before.exposed, before.hosts, placer.x
    start = Placing()
    if columns[mover[0]][mover[1]] >= FACE_DOWN:
        placer.show(start, x, 0)  # it turns before it moves
    if goes_home:
        return bool(placer.send_home(start, x, 0) or placer.fits(start, 1))
    if x % 13 == KING:
        return bool(placer.fits(start, 1))  # into an empty column, counted with the Kings
    for host in hosts[x % 13]:
        if not exposed[host]:
            continue
        # Nothing the mover lies on now is a host (it is beneath it): ``host`` is shown, the
        # last card of its column at t.
        branch = start.copy()
        if placer.put_on(branch, x, host, 0):
            continue
        if not placer.fits(branch, 1):
            return False  # it fits, or the budget ran out: nothing proved
    return True


class _Placer:
    """The ways of placing the cards at *t* for one mover (see :func:`unplaceable`).

    Every method answers 0 when all is well, or the reasons of a contradiction with bit 0 set
    (so that a contradiction that follows from no choice is not 0 too).
    """

    def __init__(
        self,
        columns: Columns,
        place: dict[int, tuple[int, int]],
        before: Before,
        mover: tuple[int, int],
        moved: frozenset[int],
        backjump: bool,
        budget: list[int] | None,
    ) -> None:
        self.columns = columns
        self.place = place
        self.exposed, self.may_go_home, self.held, self.beneath, self.hosts, self.open_columns = (
            before
        )
        self.x = columns[mover[0]][mover[1]] % FACE_DOWN
        self.lying, _, self.under = hosts_now(columns)
        self.moved = moved
        self.backjump = backjump
        self.left = [PLACEMENT_LIMIT] if budget is None else budget

    def show(self, way: Placing, card: int, why: int) -> None:
        """``card`` is the last of its column at some moment before *t*."""
        if card in self.place and card not in way.shown:
            way.shown[card] = why
            way.pending.append(card)

    def send_home(self, way: Placing, card: int, why: int) -> int:
        """``card`` is home at *t*, and so every lower card of its suit."""
        for lower in range(card - card % 13, card + 1):
            if lower in way.home:
                continue
            if (
                lower in self.beneath
                or lower in self.held
                and lower != self.x
                or not self.may_go_home[lower]
            ):
                return why | 1
            for taken in (way.on, way.used, way.back):
                if lower in taken:
                    return why | taken[lower] | 1
            way.home[lower] = why
            self.show(way, lower, why)
        return 0

    def take_back(self, way: Placing, host: int, why: int) -> int:
        """``host``, home now, is in a column at *t*: so is every card above it on its foundation.

        Each was taken back before *t*, and none can be home again while ``host`` is not.
        """
        for card in range(host, host - host % 13 + 13):
            if card in self.place:
                break
            if card in way.home:
                return why | way.home[card] | 1
            way.back.setdefault(card, why)
        return 0

    def settle(self, way: Placing) -> int:
        """What the cards that are shown make leave."""
        while way.pending:
            shown = way.pending.pop()
            why = way.shown[shown]
            where, at = self.place[shown]
            if at + 1 == len(self.columns[where]):
                continue
            above = self.columns[where][at + 1]
            card = above % FACE_DOWN
            if card in self.held or card in self.beneath:
                return why | 1  # it does not move before t
            way.leave.setdefault(card, why)
            if above >= FACE_DOWN:
                self.show(way, card, why)  # it turns before it moves
        # A King that left its place lies at the bottom of a column whose own bottom card has
        # left (a King at the bottom now only trades its column for another). None can go home
        # before t: a King that may is no card the placing is about.
        why = kings = 0
        for card in way.leave.keys() | self.moved:
            if card % 13 == KING and self.place.get(card, (0, 0))[1] and not self.may_go_home[card]:
                kings += 1
                why |= 0 if card in self.moved else way.leave[card]
        for card, reason in way.back.items():
            if card % 13 == KING:
                kings, why = kings + 1, why | reason
        if self.x % 13 == KING and self.x not in way.home:
            kings += 1
        return why | 1 if kings > self.open_columns else 0

    def put_on(self, way: Placing, card: int, host: int, why: int) -> int:
        """``card`` lies on ``host`` at *t*, having come onto it.

        ``host`` was then the last card of its column; so too the host it lies on now, since it
        left that before. A host lying on the card now had left it by a move of its own
        (:func:`.holding.lies_on`): it must be placed too.
        """
        self.show(way, host, why if host != self.under.get(card) else why | way.leave.get(card, 0))
        if holding.lies_on(self.place, host, card):
            way.leave.setdefault(host, why)
        way.on[card] = why
        way.used[host] = why
        return 0 if host in self.place else self.take_back(way, host, why)

    def places(self, way: Placing, card: int) -> tuple[list[int], int]:
        """Where ``card`` may be at *t* (a host, or -1 for home), and why nowhere else.

        Only a card that must be placed anew asks (:meth:`todo`): one that left its place or has
        moved, or whose host is taken or home. So it comes onto the host it goes to, its own
        too, and that host must be able to show.
        """
        found = []
        why = 0
        if not self.may_go_home[card]:
            pass  # closed in every way
        elif card in way.used or card in way.back:
            why |= way.used.get(card, 0) | way.back.get(card, 0)
        else:
            found.append(-1)
        for host in self.hosts[card % 13]:
            if host in way.used:
                why |= way.used[host]
            elif host in way.home:
                why |= way.home[host]
            elif self.exposed[host]:
                found.append(host)
            elif host == self.under.get(card):
                why |= way.leave.get(card, 0)  # it left, and its host is not exposed
        return found, why

    def todo(self, way: Placing) -> Iterator[tuple[int, int]]:
        """The cards to place, each with why it must be placed anew.

        Those that left their place, and those on a host now that can no longer be there (its
        host is taken or home); the others can stay where they lie.
        """
        for card in sorted(way.leave.keys() | self.moved | self.lying):
            if (
                card % 13 == KING
                or card not in self.place
                or card in self.held
                or card in self.beneath
                or card in way.home
                or card in way.on
            ):
                continue
            if card in way.leave:
                yield card, way.leave[card]
            elif card in self.moved or card not in self.under:
                yield card, 0
            elif self.under[card] in way.used:
                yield card, way.used[self.under[card]]
            elif self.under[card] in way.home:
                yield card, way.home[self.under[card]]
        for card in sorted(way.back):
            if card % 13 != KING and card not in way.on:
                yield card, way.back[card]

    def fits(self, way: Placing, depth: int) -> int:
        """0 if the cards can all be placed this way (or the budget ran out), else why not."""
        failed = self.settle(way)
        if failed:
            return failed
        fewest: tuple[int, list[int], int] | None = None
        for card, needed in self.todo(way):
            found, why = self.places(way, card)
            if not found:
                return needed | why | 1
            if fewest is None or len(found) < len(fewest[1]):
                fewest = (card, found, needed | why)
        if fewest is None:
            return 0
        card, found, why = fewest
        choice = 1 << depth
        for host in found:
            if len(found) > 1:
                if self.left[0] <= 0:
                    return 0
                self.left[0] -= 1
            branch = way.copy()
            failed = (
                self.send_home(branch, card, choice)
                if host < 0
                else self.put_on(branch, card, host, choice)
            ) or self.fits(branch, depth + 1)
            if not failed:
                return 0
            if self.backjump and not failed & choice:
                return failed  # the other places would fail alike
            why |= failed & ~choice
        return why | 1
