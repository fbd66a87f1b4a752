"""Depth-first dives: go on from the best-rated new position at once, back up when stuck."""

from __future__ import annotations

import random

from rusol_qt.model.solver.packed import PENDING, USED, Columns, Heights, Step, path_to
from rusol_qt.model.solver.results import Verdict
from rusol_qt.model.solver.search import BudgetSpent, Outcome, Search


class DiveSearch(Search):
    """Each position's new children are rated and tried best first.

    Ties fall in an order drawn from the style's seed (its ``jitter`` shakes the ratings), so that
    each round dives differently. A dive reaches positions where every other move is used up
    within a few steps, so a run of takebacks that a win needs is tried there soon, instead of
    after every position rated better anywhere. With the style's ``dead_ends`` it does not go on
    from a dead end (rule 8); its running out then proves the loss but not the best outcome.
    """

    def explore(
        self, root: bytes, forced: list[Step], columns: Columns, heights: Heights
    ) -> Outcome:
        """Dive from the start until a win, the end of every line, or the budget."""
        try:
            return self.dive(root, columns, heights)
        except BudgetSpent as spent:
            return Verdict.UNKNOWN, [], spent.stop

    def dive(self, root: bytes, columns: Columns, heights: Heights) -> Outcome:
        """The dive itself; :class:`BudgetSpent` ends it."""
        parents = self.parents
        generate = self.generator.moves
        rate = self.rating.rate
        expand = self.expand
        shuffle = random.Random(self.style.seed).random
        jitter = self.style.jitter
        dead_ends = self.style.dead_ends
        skipped = 0
        stack: list[list[tuple[float, float, bytes, Columns, Heights]]] = [
            [(0.0, 0.0, root, columns, heights)]
        ]
        while stack:
            pending = stack[-1]
            if not pending:
                stack.pop()
                continue
            _, _, key, columns, heights = pending.pop()
            if dead_ends and len(stack) > 1 and self.is_hopeless(key, columns, heights):
                # Lost (rule 8): no win behind it. The root was tested before any search.
                self.pruned = True
                skipped += 1
                if not skipped % 64:
                    # The tests generate no moves: look at the budget between them too.
                    stop = self.over_budget()
                    if stop is not None:
                        return Verdict.UNKNOWN, [], stop
                continue
            steps = generate(
                columns,
                heights,
                key[-1] if key[-2:-1] == PENDING else -1,
                key[-2:] if key[-3:-2] == USED else b"",
            )
            children = []
            for child, after, tops, home in expand(key, columns, heights, steps, parents):
                if home == 52:
                    return self.won(path_to(parents, child))
                children.append((rate(after) + jitter * shuffle(), 0.0, child, after, tops))
            if children:
                # The list is popped from its end: the best-rated child comes last.
                children.sort(reverse=True)
                stack.append(children)
        return Verdict.UNWINNABLE, [], None
