"""Best-first search: always expand the most promising position known; exhaustive, resumable."""

from __future__ import annotations

import heapq

from rusol_qt.model.solver.packed import PENDING, Columns, Heights, Step, path_to
from rusol_qt.model.solver.results import Verdict
from rusol_qt.model.solver.search import BudgetSpent, Outcome, Search


class BestFirstSearch(Search):
    """The frontier is a heap ordered by the style's rating, ties by the order of discovery.

    Among positions rated alike the oldest comes first, or with the style's ``newest_first`` the
    newest (deeper). It expands every position it finds, so running out proves the loss; stopped
    by its node budget, it can go on where it stopped (:meth:`resume`).
    """

    #: Positions waiting to be expanded, by rating and order of discovery.
    frontier: list[tuple[int, int, bytes, Columns, Heights]]
    counter = 0

    def explore(
        self, root: bytes, forced: list[Step], columns: Columns, heights: Heights
    ) -> Outcome:
        """Expand from the start, most promising first."""
        self.frontier = [(0, 0, root, columns, heights)]
        self.counter = 0
        return self.expand_best_first()

    def resume(self, max_nodes: int | None) -> Outcome:
        """Go on with a search stopped by its node budget, up to a new budget."""
        self.max_nodes = max_nodes
        self.next_check = 0
        return self.expand_best_first()

    def expand_best_first(self) -> Outcome:
        """Always expand the most promising position known."""
        parents = self.parents
        counter = self.counter
        step_counter = -1 if self.style.newest_first else 1
        frontier = self.frontier
        generate = self.generator.moves
        rate = self.rating.rate
        expand = self.expand
        pop = heapq.heappop
        push = heapq.heappush
        while frontier:
            entry = pop(frontier)
            _, _, key, columns, heights = entry
            steps = generate(columns, heights, key[-1] if key[-2:-1] == PENDING else -1)
            try:
                children = expand(key, columns, heights, steps, parents)
                stop = None
            except BudgetSpent as spent:
                children, stop = spent.children, spent.stop
            for child, after, tops, home in children:
                if home == 52:
                    return self.won(path_to(parents, child))
                counter += step_counter
                push(frontier, (rate(after), counter, child, after, tops))
            if stop is not None:
                # Put the position back: when the search resumes it is expanded again, and the
                # children it already has are skipped as seen.
                push(frontier, entry)
                self.counter = counter
                return Verdict.UNKNOWN, [], stop
        return Verdict.UNWINNABLE, [], None
