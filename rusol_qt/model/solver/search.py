"""What every search shares: its budget, its best position, and the node expansion, written once.

A search strategy (:mod:`.best_first`, :mod:`.dive`, :mod:`.climb`) decides which position to
expand next; :meth:`Search.expand` plays each move from it, settles the forced foundation moves,
keys the child, skips the children seen before, records the new ones in a table of parents
(which gives back the line to any of them) and keeps the best position reached.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Callable

from rusol_qt.model.game import FOUNDATION_BASE
from rusol_qt.model.solver.dead_end import dead_end
from rusol_qt.model.solver.memo import Memo
from rusol_qt.model.solver.moves import MoveGenerator
from rusol_qt.model.solver.packed import (
    CACHE_LIMIT,
    DOWN_BYTES,
    FACE_DOWN,
    PENDING,
    SINGLE,
    USED,
    Columns,
    Heights,
    Step,
    count_face_down,
    path_to,
)
from rusol_qt.model.solver.rating import Rating
from rusol_qt.model.solver.results import Stop, Verdict
from rusol_qt.model.solver.styles import SearchStyle

#: How many nodes pass between two looks at the clock and the cancel flag.
CHECK_EVERY = 512

#: Joins the columns of a position into its key.
_JOIN = b"\xff".join

#: A table of parents: each key reached, the key it was first reached from and the steps there.
Parents = dict[bytes, tuple[bytes, list[Step]]]
#: A new child of a position: its key, columns, foundation heights and cards home.
Child = tuple[bytes, Columns, Heights, int]
#: What a search run answers: the verdict, the winning line (or none), why it stopped.
Outcome = tuple[Verdict, list[Step], Stop | None]


def stopped(cancelled: Callable[[], bool] | None, deadline: float | None) -> Stop | None:
    """Whether the caller cancelled the search or its time is up, and which."""
    if cancelled is not None and cancelled():
        return Stop.CANCELLED
    if deadline is not None and time.perf_counter() >= deadline:
        return Stop.TIME
    return None


class BudgetSpent(Exception):  # noqa: N818 - not an error: the budget ends the search
    """The search must stop now, for the reason ``stop``.

    ``children`` are the new children the expansion under way found before (see
    :meth:`Search.expand`).
    """

    def __init__(self, stop: Stop, children: list[Child] | None = None) -> None:
        super().__init__(stop.value)
        self.stop = stop
        self.children = children or []


class Search(ABC):
    """One search: its table of parents, budget, node count and best position reached.

    The table maps each key reached to the key it was first reached from and the steps that led
    there, which gives back the winning line (or the line to the best position) at the end. A
    position already in the table is never expanded again, so a strategy that expands every
    position it finds is exhaustive when there is no win. :meth:`run` starts the search; the
    strategy's :meth:`explore` goes on from the start.
    """

    def __init__(
        self,
        relaxed: bool,
        style: SearchStyle,
        *,
        max_nodes: int | None = None,
        deadline: float | None = None,
        cancelled: Callable[[], bool] | None = None,
        memo: Memo | None = None,
        home_first: dict[int, bytes] | None = None,
        retrace: bool = False,
    ) -> None:
        self.relaxed = relaxed
        self.style = style
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.cancelled = cancelled
        #: The moves generated so far, repeats included.
        self.nodes = 0
        #: When the budget is looked at next.
        self.next_check = 0
        #: Narrowed dives: only odd seeds, so that half the dives of the style are plain.
        self.lateral = style.lateral and style.seed % 2 == 1
        memo = memo or Memo()
        self.generator = MoveGenerator(relaxed, style.narrow, memo.groups)
        self.play = self.generator.play
        self.rating = Rating(style, relaxed, memo.column_rates)
        #: Per position, whether it is a dead end (rule 8): shared by the searches of one style.
        self.hopeless = memo.hopeless
        self.climbed = memo.climbed
        #: Whether some climbs start partway along the best climbs kept (see :mod:`.climb`).
        self.retrace = retrace
        self.parents: Parents = {}
        #: The best position reached, rated 64 per card home less 1 per card face down.
        self.best_value = -1
        self.best_home = 0
        self.best_key = b""
        #: Whether a dive left out a dead end: its running out then proves no best outcome.
        self.pruned = False
        #: A climb keeps no table of its own from the start: the line to its best position.
        self.best_steps: list[Step] | None = None
        #: Cards whose first move takes them home (see :func:`.crowding.home_first`), with what
        #: lies beneath each at the start: a climb does not move them elsewhere while it still
        #: does.
        self.home_first = home_first or {}

    def run(self, columns: Columns, heights: Heights) -> Outcome:
        """Search from a position in the search's style."""
        self.next_check = 0
        forced, columns, heights = self.generator.settle(columns, heights, [])
        if sum(heights) == 52:
            self.best_value = 52 * 64
            return Verdict.WINNABLE, forced, None
        root = b"\xff".join(sorted(columns))
        self.parents = {root: (b"", forced)}
        self.best_key = root
        self.best_value = sum(heights) * 64 - count_face_down(root)
        self.best_home = self.best_value // 64
        return self.explore(root, forced, columns, heights)

    @abstractmethod
    def explore(
        self, root: bytes, forced: list[Step], columns: Columns, heights: Heights
    ) -> Outcome:
        """Go on from the start, settled and keyed as ``root`` after the steps ``forced``."""

    def expand(
        self,
        key: bytes,
        columns: Columns,
        heights: Heights,
        steps: list[Step],
        parents: Parents,
        until: Callable[[bytes, Columns, Heights, int], bool] | None = None,
    ) -> list[Child]:
        """The new children of the position at ``key``: each key, columns, heights, cards home.

        Each of ``steps`` is played and settled in turn; a child already in ``parents`` is
        skipped, a new one recorded there (a win too: the line to it is :func:`.packed.path_to`
        of its key). The list ends early with a win, or with the first child ``until`` accepts.
        A takeback tags its child with the card taken back, so that only a move onto it or
        another takeback follows (docs/research/, rule 7); a narrowed dive tags a move off a
        card the group fits with that card and the group's top card. Raises
        :class:`BudgetSpent`, with the children found so far, when the budget is spent before a
        step.
        """
        children: list[Child] = []
        add = children.append
        play = self.play
        lateral = self.lateral
        best_home = self.best_home
        nodes = self.nodes
        next_check = self.next_check
        for step in steps:
            if nodes >= next_check:
                self.nodes = nodes
                next_check = self.check_budget(children)
            nodes += 1
            line, after, tops = play(columns, heights, step)
            child = _JOIN(sorted(after))
            if step[0] >= FOUNDATION_BASE:
                child += PENDING + SINGLE[after[step[2]][-1]]
            elif lateral and step[2] < FOUNDATION_BASE and step[1]:
                child += self.used_tag(columns, after, step)
            if child in parents:
                continue
            parents[child] = (key, line)
            home = sum(tops)
            if home >= best_home:
                # Most positions bring no more cards home than the best so far: only the
                # others need their face-down cards counted.
                value = home * 64 - len(child) + len(child.translate(None, DOWN_BYTES))
                if value > self.best_value:
                    self.best_value, self.best_home = value, home
                    best_home = home
                    self.improved(child, parents)
            add((child, after, tops, home))
            if home == 52 or until is not None and until(child, after, tops, home):
                break
        self.nodes = nodes
        return children

    @staticmethod
    def used_tag(columns: Columns, after: Columns, step: Step) -> bytes:
        """A narrowed dive's tag after ``step``: the card a group left that it fits, and its top.

        Empty when the group did not lie on a card it fits.
        """
        source, start, _ = step
        under = columns[source][start - 1]
        if (
            under < FACE_DOWN
            and under % 13 == columns[source][start] % 13 + 1
            and after[source][-1:] == SINGLE[under]
        ):
            return USED + SINGLE[under] + SINGLE[columns[source][-1]]
        return b""

    def improved(self, key: bytes, parents: Parents) -> None:
        """The position at ``key`` is the best reached so far (its value already kept)."""
        self.best_key = key

    def best_line(self) -> list[Step]:
        """The steps from the start to the best position reached."""
        if self.best_steps is not None:
            return self.best_steps
        return path_to(self.parents, self.best_key)

    def won(self, line: list[Step]) -> Outcome:
        """The answer for a win by ``line``, which is also the best line."""
        self.best_value = 52 * 64
        return Verdict.WINNABLE, line, None

    def is_hopeless(self, key: bytes, columns: Columns, heights: Heights) -> bool:
        """Whether a position is a dead end by rule 8, remembered across dives.

        Remembered by the position alone: the tag a takeback or a narrowed move leaves at the
        end of a key says what may follow, not what the position is. Rule 9's first form, which
        :func:`.interface.solve` asks at the start, is not asked here: it costs more than it finds.
        """
        position = key.partition(PENDING)[0].partition(USED)[0]
        known = self.hopeless.get(position)
        if known is None:
            known = dead_end(columns, heights)
            if len(self.hopeless) > CACHE_LIMIT:
                self.hopeless.clear()
            self.hopeless[position] = known
        return known

    def check_budget(self, children: list[Child] | None = None) -> int:
        """Raise :class:`BudgetSpent` if the search must stop now; when to look again.

        ``children`` are those an expansion found before it looked: they go with the exception.
        """
        nodes = self.nodes
        next_check = nodes + CHECK_EVERY
        if self.max_nodes is not None:
            next_check = min(next_check, self.max_nodes)
        self.next_check = next_check
        stop = self.over_budget()
        if stop is not None:
            raise BudgetSpent(stop, children or [])
        return next_check

    def over_budget(self) -> Stop | None:
        """Why the search must stop now, if it must."""
        if self.max_nodes is not None and self.nodes >= self.max_nodes:
            return stopped(self.cancelled, None) or Stop.NODES
        return stopped(self.cancelled, self.deadline)
