"""The portfolio: which searches run, in which order, on what share of the budget.

Classic runs one best-first search to its end. In Relaxed the cost is in finding the win, and
which search finds it soonest varies from deal to deal; so each style in turn gets a round of
nodes, four times more each round, and any search that runs out of positions (and may prove
something) proves the position lost. A position proved a dead end (rules 8 to 10) is lost
without a search for a win: what is left to search for is its best outcome.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import time
from collections.abc import Callable, Iterator

import rusol_qt.model.solver.crowding as crowding
import rusol_qt.model.solver.opening as opening
from rusol_qt.model.solver.best_first import BestFirstSearch
from rusol_qt.model.solver.climb import ClimbSearch
from rusol_qt.model.solver.dead_end import dead_end
from rusol_qt.model.solver.dive import DiveSearch
from rusol_qt.model.solver.memo import Memo
from rusol_qt.model.solver.packed import DEALT_FACE_DOWN, Columns, Heights, Step
from rusol_qt.model.solver.results import Stop, Verdict
from rusol_qt.model.solver.search import Outcome, Search, stopped
from rusol_qt.model.solver.styles import SearchStyle, Strategy

#: The best-first style: the whole of Classic, and the first of the Relaxed portfolio.
FIRST_STYLE = SearchStyle()
#: The styles of the Relaxed portfolio, in turn; Classic uses the first only.
STYLES = (
    FIRST_STYLE,
    SearchStyle(strategy=Strategy.CLIMB, share=4),
    SearchStyle(strategy=Strategy.DIVE, jitter=40.0, buried=8, narrow=True, share=0.25),
    SearchStyle(
        strategy=Strategy.DIVE,
        jitter=40.0,
        buried=3,
        dead_ends=True,
        dive=5_000,
        lateral=True,
        share=0.25,
    ),
    SearchStyle(face_down=10, burden=0, share=0.25),
    SearchStyle(newest_first=True, share=0.25),
    SearchStyle(face_down=10, burden=0, newest_first=True, share=0.25),
)
#: Nodes for each style in the portfolio's first round; every round gives each style 4 times more.
FIRST_ROUND = 20_000

#: The search class of each strategy.
SEARCHES: dict[Strategy, type[Search]] = {
    Strategy.BEST_FIRST: BestFirstSearch,
    Strategy.DIVE: DiveSearch,
    Strategy.CLIMB: ClimbSearch,
}


def rounds() -> Iterator[tuple[SearchStyle, int]]:
    """The Relaxed portfolio: each style in turn, with four times the nodes every round.

    The first style, the best-first search that goes on where it stopped, is the one that
    proves a lost position lost by seeing all of it, and it comes first in the first round,
    which settles nearly every deal. The climbs, which win the hard deals, get four times the
    round's nodes (their ``share``), the first style once, the others a quarter each; from the
    second round the climbs come first, so that the round the budget ends in is mostly theirs.
    """
    allowance = FIRST_ROUND
    first, climbs, *others = STYLES
    while True:
        leading = (first, climbs) if allowance == FIRST_ROUND else (climbs, first)
        for style in (*leading, *others):
            yield style, int(allowance * style.share)
        allowance *= 4


def hopeless(columns: Columns, heights: Heights) -> bool:
    """Whether a Relaxed position is a dead end: lost by rule 8 or rule 9.

    Rule 9 in its first form: the portfolio tries its thorough form later, when needed. Asked
    once, of the position to solve; the searches ask rule 8 alone (:meth:`.Search.is_hopeless`).
    """
    return dead_end(columns, heights) or crowding.crowded(columns)


class Portfolio:
    """The searches of one solve: what they found together, and the nodes they spent."""

    def __init__(
        self,
        relaxed: bool,
        position: tuple[Columns, Heights],
        max_nodes: int | None,
        deadline: float | None,
        cancelled: Callable[[], bool] | None,
    ) -> None:
        self.relaxed = relaxed
        self.columns, self.heights = position
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.cancelled = cancelled
        self.nodes = 0
        #: Below any search's value (64 per card home less 1 per card face down): the first
        #: search's start position is best until it finds better.
        self.best: tuple[int, list[Step]] = (-DEALT_FACE_DOWN - 1, [])
        #: A Relaxed position where some card can never come home, or must move when no card
        #: can take it, is lost (rules 8 and 9; rule 10 after the first round).
        self.dead_end = relaxed and hopeless(self.columns, self.heights)
        #: Best-first searches go on where they stopped, so the one that proves a deal lost
        #: explores its positions once however many rounds it takes; dives start afresh.
        self.kept: dict[SearchStyle, BestFirstSearch] = {}
        self.memos: dict[SearchStyle, Memo] = {}
        #: Cards whose first move must take them home (found by the thorough test): the climbs
        #: leave out their other moves and aim for their suits.
        self.home_first: dict[int, bytes] = {}
        self.seeds = itertools.count()
        #: The answer so far, and the search that gave it.
        self.outcome: Outcome = (Verdict.UNKNOWN, [], Stop.NODES)
        self.search: Search | None = None

    def run(self) -> None:
        """Run the searches: the Relaxed portfolio, then, if need be, one search to its end."""
        if self.relaxed and not self.dead_end:
            self.run_relaxed()
        if not self.relaxed or self.dead_end:
            self.run_to_end()

    def run_relaxed(self) -> None:
        """Each style in turn, until an answer, the budget's end, or a dead end found late."""
        spent: set[SearchStyle] = set()
        thorough_done = False
        for style, allowance in rounds():
            if style in spent:
                continue
            verdict, _, stop = self.run_style(style, allowance)
            if not thorough_done and verdict is Verdict.UNKNOWN and stop is Stop.NODES:
                thorough_done = True
                if self.thorough():
                    self.dead_end = True  # after all: what is left is the best outcome
                    return
            if verdict is Verdict.UNWINNABLE and style.narrow:
                # A narrow search that runs out has seen its whole narrower game: trying it
                # again would find nothing new, and it proves nothing about the real game.
                spent.add(style)
                continue
            if verdict is not Verdict.UNKNOWN or stop is not Stop.NODES:
                return
            if self.max_nodes is not None and self.nodes >= self.max_nodes:
                return

    def run_style(self, style: SearchStyle, allowance: int) -> Outcome:
        """One style's round: a best-first search goes on, dives and climbs in pieces."""
        pieces = 1 if style.strategy is Strategy.BEST_FIRST else max(allowance // style.dive, 1)
        for _ in range(pieces):
            left = allowance // pieces
            limit = left if self.max_nodes is None else min(left, self.max_nodes - self.nodes)
            self.outcome = self.run_piece(style, allowance, limit)
            verdict, _, stop = self.outcome
            if verdict is not Verdict.UNKNOWN or stop is not Stop.NODES:
                break
        return self.outcome

    def run_piece(self, style: SearchStyle, allowance: int, limit: int) -> Outcome:
        """One search of ``style``, or more of the one it kept, for ``limit`` nodes."""
        search: Search | None = self.kept.get(style)
        if isinstance(search, BestFirstSearch):
            before = search.nodes
            outcome = search.resume(before + limit)
        else:
            before = 0
            memo = self.memos.get(style)
            if memo is None:
                memo = self.memos[style] = Memo()
            search = start_search(
                self.relaxed,
                dataclasses.replace(style, seed=next(self.seeds)),
                max_nodes=limit,
                deadline=self.deadline,
                cancelled=self.cancelled,
                memo=memo,
                home_first=self.home_first,
                # A climb's first round starts every climb afresh.
                retrace=allowance > FIRST_ROUND * style.share,
            )
            outcome = search.run(self.columns, self.heights)
            if outcome[0] is Verdict.UNWINNABLE and search.lateral:
                # It saw all of a narrower game, which proves nothing about the real one: dive on.
                outcome = (Verdict.UNKNOWN, outcome[1], Stop.NODES)
            if isinstance(search, BestFirstSearch):
                self.kept[style] = search
        self.count(search, before)
        return outcome

    def thorough(self) -> bool:
        """The thorough form of rule 9, and rule 10: whether the position is a dead end after all.

        They cost a few milliseconds to a few seconds: only for the positions the first round
        did not settle (nearly every deal is won in it). Rule 10's walk may take half the time
        left, its second walk, with rule 9's placing, a quarter; the searches the rest. Finds
        the cards that must go home first too.
        """
        now = time.perf_counter()
        walk_ends = placing_ends = None
        if self.deadline is not None:
            left = self.deadline - now
            walk_ends, placing_ends = now + left / 2, now + left / 4
        give_up = functools.partial(stopped, self.cancelled, walk_ends)
        columns, heights = self.columns, self.heights
        if crowding.crowded(columns, heights, give_up) or opening.unopenable(
            columns, heights, give_up, functools.partial(stopped, self.cancelled, placing_ends)
        ):
            return True
        self.home_first = crowding.home_first(columns, heights)
        return False

    def run_to_end(self) -> None:
        """The first style to its end (Classic; or a dead end, for its best outcome).

        A dead end: no style can win, and only a search run to its end proves the best outcome;
        the first style's, going on where the portfolio left it when the dead end was found late.
        """
        first = self.kept.get(STYLES[0])
        rest = None if self.max_nodes is None else self.max_nodes - self.nodes
        if first is None:
            search = start_search(
                self.relaxed,
                FIRST_STYLE,
                max_nodes=rest,
                deadline=self.deadline,
                cancelled=self.cancelled,
            )
            self.outcome = search.run(self.columns, self.heights)
            self.count(search, 0)
        else:
            before = first.nodes
            self.outcome = first.resume(None if rest is None else before + rest)
            self.count(first, before)

    def count(self, search: Search, before: int) -> None:
        """Count the nodes ``search`` spent since it had ``before``, and what it reached."""
        self.nodes += search.nodes - before
        self.search = search
        if search.best_value > self.best[0]:
            self.best = (search.best_value, search.best_line())


def start_search(
    relaxed: bool,
    style: SearchStyle,
    *,
    max_nodes: int | None = None,
    deadline: float | None = None,
    cancelled: Callable[[], bool] | None = None,
    memo: Memo | None = None,
    home_first: dict[int, bytes] | None = None,
    retrace: bool = False,
) -> Search:
    """A new search of ``style``'s strategy (see :class:`.Search` for the rest)."""
    return SEARCHES[style.strategy](
        relaxed,
        style,
        max_nodes=max_nodes,
        deadline=deadline,
        cancelled=cancelled,
        memo=memo,
        home_first=home_first,
        retrace=retrace,
    )
