"""Hill-climbing: go to the nearest position rated better, again and again; restart when stuck.

Each step looks breadth-first from where the climb stands (moves in an order drawn from the
seed) for the first new position rated better than that one, the rating shaken by less than one
point so that ties fall differently each time, and commits to the line there: a short way to the
next gain disturbs the rest of the table least. It never goes to a dead end (rule 8: lost,
however well rated) nor looks on past one it found, it leaves a card that must go home first
where it lies, and it rates each card home below such a card as a gain (``AIM``).

When nothing better lies within its reach (``CLIMB_REACH``), the climb starts afresh: from the
start position, or (with ``retrace``, ``RETRACE_SHARE`` of the time) from a position drawn at
random along one of the climbs that got furthest so far (``KEPT_CLIMBS`` of them, by cards home,
then cards turned), with a new seed from there. Climbs take turns between two ratings, the
style's own and a coarse one that counts only the cards turned and the cards home. Only a budget
ends it: it proves nothing, and only ever finds real, legal wins.
"""

from __future__ import annotations

import collections
import itertools
import random
from collections.abc import Callable

from rusol_qt.model.game import FOUNDATION_BASE
from rusol_qt.model.solver.crowding import toward
from rusol_qt.model.solver.memo import Climbed, Stand
from rusol_qt.model.solver.packed import (
    PENDING,
    Columns,
    Heights,
    Step,
    count_face_down,
    path_to,
)
from rusol_qt.model.solver.results import Stop, Verdict
from rusol_qt.model.solver.search import BudgetSpent, Outcome, Parents, Search

#: A climb's reach: the moves it generates while looking for the next better position before
#: it gives up and starts afresh.
CLIMB_REACH = 500
#: Seeds a climb style's piece may use before the next piece's (each climb takes a new one).
CLIMB_ATTEMPTS = 1_000_000
#: The coarse rating of a climb: per card face down, and (less) per card home.
COARSE_FACE_DOWN = 100
COARSE_HOME = 10
#: How much a climb's rating gains per card home below a card that must go home first (see
#: :func:`.crowding.home_first`), in the style's rating and in the coarse one.
AIM = 30
COARSE_AIM = 150
#: How many of the best stuck climbs a climb style keeps, to start later climbs partway along.
KEPT_CLIMBS = 8
#: With ``retrace``, the share of climbs that start partway along a kept one.
RETRACE_SHARE = 0.5


#: Where a climb goes next: the key, columns and heights of a position rated better.
Found = tuple[bytes, Columns, Heights]


class ClimbSearch(Search):
    """Climbs, one after another, each from a seed of its own (see the module)."""

    #: The line of the climb under way, from the start to where it stands.
    line: list[Step]

    def explore(
        self, root: bytes, forced: list[Step], columns: Columns, heights: Heights
    ) -> Outcome:
        """Climb from the start, and afresh, until a win or the budget."""
        try:
            for attempt in itertools.count(self.style.seed * CLIMB_ATTEMPTS):
                draw = random.Random(attempt)
                stands = self.start(draw, Stand(root, columns, heights, len(forced)), forced)
                started = self.nodes
                won = self.climb(attempt, draw, stands)
                if won is not None:
                    return self.won(won)
                if self.nodes == started and len(stands) == 1:
                    # Not a single move from the start: nothing to climb. (From partway along a
                    # kept climb, the next climb may start elsewhere.)
                    return Verdict.UNKNOWN, [], Stop.NODES
        except BudgetSpent as spent:
            return Verdict.UNKNOWN, [], spent.stop
        raise AssertionError("unreachable")  # pragma: no cover

    def start(self, draw: random.Random, root: Stand, forced: list[Step]) -> list[Stand]:
        """Where a climb starts: the stands it begins with (its line is set too)."""
        kept = self.climbed
        if self.retrace and kept and draw.random() < RETRACE_SHARE:
            along = kept[draw.randrange(len(kept))]
            stands = along.stands[: draw.randrange(len(along.stands)) + 1]
            self.line = along.line[: stands[-1].steps]
        else:
            stands = [root]
            self.line = list(forced)
        return stands

    def climb(self, attempt: int, draw: random.Random, stands: list[Stand]) -> list[Step] | None:
        """One climb, from the last of ``stands``, until it is stuck; the winning line if it wins.

        Odd attempts rate coarsely. The climb's stands grow as it goes.
        """
        coarse = attempt % 2 == 1
        here, here_columns, here_heights, _ = stands[-1]
        mark = self.level(coarse, here, here_columns, here_heights) + draw.random()
        climbed = {stand.key for stand in stands}
        while True:
            found, mark, parents = self.look(
                draw, (here, here_columns, here_heights), mark, climbed, coarse
            )
            if found is None:
                self.keep(
                    Climbed(
                        sum(here_heights) * 64 - count_face_down(here), attempt, stands, self.line
                    )
                )
                return None
            self.line += path_to(parents, found[0])
            if sum(found[2]) == 52:
                return self.line
            here, here_columns, here_heights = found
            climbed.add(here)
            stands.append(Stand(here, here_columns, here_heights, len(self.line)))

    def look(
        self,
        draw: random.Random,
        start: Found,
        mark: float,
        climbed: set[bytes],
        coarse: bool,
    ) -> tuple[Found | None, float, Parents]:
        """Breadth-first from ``start``, for the first position rated better than ``mark``.

        A win counts as better. Returns it (or none within the climb's reach), its rating, and
        the table of parents that leads there.
        """
        shuffle = draw.shuffle
        parents: Parents = dict.fromkeys(climbed, (b"", []))
        parents[start[0]] = (b"", [])
        queue = collections.deque((start,))
        found: list[float] = []
        better = self.judge(draw, mark, coarse, queue, found)
        first = self.nodes
        while queue and self.nodes - first < CLIMB_REACH:
            key, columns, heights = queue.popleft()
            steps = self.generator.moves(columns, heights, key[-1] if key[-2:-1] == PENDING else -1)
            if self.home_first:
                steps = [step for step in steps if not self.too_early(columns, step)]
            shuffle(steps)
            children = self.expand(key, columns, heights, steps, parents, better)
            if children and (found or children[-1][3] == 52):
                child, after, tops, _ = children[-1]
                return (child, after, tops), found[0] if found else mark, parents
        return None, mark, parents

    def judge(
        self,
        draw: random.Random,
        mark: float,
        coarse: bool,
        queue: collections.deque[Found],
        found: list[float],
    ) -> Callable[[bytes, Columns, Heights, int], bool]:
        """Whether a new child is rated better than ``mark``, its rating then put in ``found``.

        A child that is not, and is no dead end found before, waits in ``queue``. Rated
        coarsely, or by the style's rating, with the aim at the cards that go home first (see
        :meth:`level`); the rating is shaken by less than one point, drawn from ``draw``.
        """
        shake = draw.random
        rate = self.rating.rate
        home_first = self.home_first
        aim = COARSE_AIM if coarse else AIM
        known_dead = self.hopeless.get
        is_hopeless = self.is_hopeless
        wait = queue.append

        def better(child: bytes, after: Columns, tops: Heights, home: int) -> bool:
            # (Remembered by the position alone, without the tag of a takeback: 254.)
            if known_dead(child[:-2] if child[-2] == 254 else child):
                return False  # found a dead end before (below): every position after it is lost
            if coarse:
                level = COARSE_FACE_DOWN * count_face_down(child) - COARSE_HOME * home
            else:
                level = rate(after)
            if home_first:
                level -= aim * toward(home_first, tops)
            rating = level + shake()
            if rating < mark:
                if is_hopeless(child, after, tops):
                    return False  # lost, and so is every position after it: never worth a look
                found.append(rating)
                return True
            wait((child, after, tops))
            return False

        return better

    def level(self, coarse: bool, key: bytes, columns: Columns, heights: Heights) -> int:
        """A position's rating for a climb, coarse or the style's, with the aim (lower is better).

        The coarse rating counts only the cards face down and (less) the cards home. Each card
        home below a card that must go home first counts ``AIM`` (``COARSE_AIM``) more.
        """
        if coarse:
            level = COARSE_FACE_DOWN * count_face_down(key) - COARSE_HOME * sum(heights)
        else:
            level = self.rating.rate(columns)
        if self.home_first:
            level -= (COARSE_AIM if coarse else AIM) * toward(self.home_first, heights)
        return level

    def improved(self, key: bytes, parents: Parents) -> None:
        """The position at ``key`` is the best reached: keep the whole line to it."""
        self.best_steps = self.line + path_to(parents, key)

    def keep(self, climb: Climbed) -> None:
        """Keep a stuck climb among the best ones: while there is room, or if it got further.

        A climb that never moved is not kept: starting along it is starting afresh. (One that
        started partway and moved no further is kept like any other; its stands are another's.)
        """
        kept = self.climbed
        if len(climb.stands) < 2:
            return
        if len(kept) >= KEPT_CLIMBS and climb.value <= kept[-1].value:
            return
        kept.append(climb)
        kept.sort(key=lambda climbed: (-climbed.value, climbed.attempt))
        del kept[KEPT_CLIMBS:]

    def too_early(self, columns: Columns, step: Step) -> bool:
        """Whether ``step`` takes a card that must go home first onto a card, from its place.

        Its place: lying on the cards it lay on at the start, so it has not moved yet.
        """
        source, start, target = step
        if source >= FOUNDATION_BASE or target >= FOUNDATION_BASE:
            return False
        column = columns[source]
        beneath = self.home_first.get(column[start])
        return beneath is not None and column[:start] == beneath
