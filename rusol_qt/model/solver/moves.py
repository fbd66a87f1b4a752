"""Move generation: the moves worth trying from a packed position, best first, and playing them.

The game's moves as the searches see them: forced foundation moves are played at once (proved
safe in docs/research/, rules 2 and 4), takebacks only where they can help (rule 7), and every
other move scored so that the most promising comes first.
"""

from __future__ import annotations

from operator import itemgetter

from rusol_qt.model.game import FOUNDATION_BASE
from rusol_qt.model.rules import GROUP_LIMIT
from rusol_qt.model.solver.packed import (
    CACHE_LIMIT,
    FACE_DOWN,
    KING,
    Columns,
    Heights,
    Step,
    play_step,
)

#: The move score of a group lying on a card it fits (it is tried last).
ON_FITTING = -10

#: The sort key of a scored move.
_SCORE = itemgetter(0)

#: A column's movable group: (start, fits, score, lifts), see :meth:`MoveGenerator.movable`.
Group = tuple[int, int, int, bool]


class MoveGenerator:
    """The moves of one rule set, for one search; ``narrow`` searches a narrower game.

    A narrow generator (Relaxed only) plays every foundation move at once, never tries a
    takeback, and never moves a group lying on a card it fits to another column: a search with it
    can miss a win, so when it runs out of positions it proves nothing.
    """

    def __init__(
        self,
        relaxed: bool,
        narrow: bool = False,
        groups: dict[bytes, tuple[Group, ...]] | None = None,
    ) -> None:
        self.relaxed = relaxed
        self.narrow = narrow
        #: A narrow search plays every foundation move at once, as Classic does.
        self.settle_by_rank = relaxed and not narrow
        #: Per column (columns recur in many positions): its movable groups.
        self.groups: dict[bytes, tuple[Group, ...]] = {} if groups is None else groups

    def play(
        self, columns: Columns, heights: Heights, step: Step
    ) -> tuple[list[Step], Columns, Heights]:
        """Play ``step`` from a settled position, then the foundation moves it makes due."""
        after, tops = play_step(columns, heights, step)
        source, _, target = step
        # From a settled position only a foundation move, or the card a move uncovers, can make
        # a foundation move due: otherwise there is nothing to settle.
        if target >= FOUNDATION_BASE or (
            source < FOUNDATION_BASE
            and (uncovered := after[source])
            and uncovered[-1] % 13 == tops[uncovered[-1] // 13]
        ):
            return self.settle(after, tops, [step])
        return [step], after, tops

    def settle(
        self, columns: Columns, heights: Heights, forced: list[Step]
    ) -> tuple[list[Step], Columns, Heights]:
        """Play every forced foundation move (docs/research/, rules 2 and 4).

        Classic: every foundation move is safe. Relaxed: a card is safe on its foundation when
        every card of a lower rank is already on the foundations. The moves are added to
        ``forced`` (the steps that led here), which is returned.
        """
        by_rank = self.settle_by_rank
        lowest = min(heights) if by_rank else 0
        again = True
        while again:
            again = False
            for source, column in enumerate(columns):
                if not column:
                    continue
                card = column[-1]
                suit = card // 13
                if (
                    (card % 13 == lowest and heights[suit] == lowest)
                    if by_rank
                    else card % 13 == heights[suit]
                ):
                    step = (source, len(column) - 1, FOUNDATION_BASE + suit)
                    forced.append(step)
                    columns, heights = play_step(columns, heights, step)
                    if by_rank:
                        lowest = min(heights)
                    again = True
        return forced, columns, heights

    def moves(
        self, columns: Columns, heights: Heights, taken: int = -1, uncovered: bytes = b""
    ) -> list[Step]:
        """The moves worth trying from a settled position, most promising first.

        ``taken`` is the card the last move took back from its foundation, if it did: then only
        a move onto it (a takeback too) or another takeback is worth trying (docs/research/,
        rule 7). ``uncovered`` (a narrowed dive) is the card the last move left, with the top card
        of the group that left it: then only a move from or onto that card's column, onto the
        group, or a takeback.
        """
        scored, targets, empty = self.column_moves(columns)
        if self.relaxed and not self.narrow:
            self.add_foundation_moves(scored, columns, heights, targets, empty)
        # Best first; a stable sort, also reversed, keeps the order of moves rated alike.
        scored.sort(key=_SCORE, reverse=True)
        if uncovered:
            # After a group moved off a card it fits: a move from or onto that card's column,
            # onto the group, or a takeback.
            lasts = {column[-1]: n for n, column in enumerate(columns) if column}
            place = lasts.get(uncovered[0], -1)
            pile = lasts.get(uncovered[1], -1)
            return [
                step
                for _, step in scored
                if step[0] == place or step[2] in (place, pile) or step[0] >= FOUNDATION_BASE
            ]
        if taken >= 0:
            place = next(n for n, column in enumerate(columns) if column and column[-1] == taken)
            return [step for _, step in scored if step[2] == place or step[0] >= FOUNDATION_BASE]
        return [step for _, step in scored]

    def column_moves(
        self, columns: Columns
    ) -> tuple[list[tuple[int, Step]], dict[int, list[int]], int]:
        """The scored moves of groups between columns, and what the other moves need to know.

        Also where each column's last card is (by card in Classic, by rank in Relaxed), and the
        first empty column (-1 if none).
        """
        relaxed = self.relaxed
        scored: list[tuple[int, Step]] = []
        empty = -1
        targets: dict[int, list[int]] = {}
        for number, column in enumerate(columns):
            if column:
                key = column[-1] % 13 if relaxed else column[-1]
                if key in targets:
                    targets[key].append(number)
                else:
                    targets[key] = [number]
            elif empty < 0:
                empty = number
        # The loops below run for every group of every position searched: methods bound once.
        groups = self.groups
        cached = groups.get
        onto = targets.get
        add = scored.append
        for source, column in enumerate(columns):
            movable = cached(column)
            if movable is None:
                movable = self.movable(column)
                if len(groups) > CACHE_LIMIT:
                    groups.clear()
                groups[column] = movable
            for start, fits, score, lifts in movable:
                for target in onto(fits, ()):
                    if target != source:
                        add((score, (source, start, target)))
                if lifts and empty >= 0:
                    add((score - 5, (source, start, empty)))
        return scored, targets, empty

    def add_foundation_moves(
        self,
        scored: list[tuple[int, Step]],
        columns: Columns,
        heights: Heights,
        targets: dict[int, list[int]],
        empty: int,
    ) -> None:
        """Relaxed: add the takebacks that can help, and the foundation moves not forced."""
        lowest = min(heights)
        for suit, height in enumerate(heights):
            # Taking back a card never helps in Classic, nor in Relaxed when every card of
            # its rank less one is on the foundations (docs/research/, rules 1, 3, 4).
            if height > lowest + 1:
                step = (FOUNDATION_BASE + suit, height - 1)
                if height == 13:
                    if empty >= 0:
                        scored.append((-1000, (*step, empty)))
                else:
                    for target in targets.get(height, ()):
                        scored.append((-1000, (*step, target)))
        # A foundation move that is not forced is still a move to try.
        for source, column in enumerate(columns):
            if column:
                card = column[-1]
                if card % 13 == heights[card // 13]:
                    scored.append(
                        (
                            self.score(column, len(column) - 1) + 20,
                            (source, len(column) - 1, FOUNDATION_BASE + card // 13),
                        )
                    )

    def movable(self, column: bytes) -> tuple[Group, ...]:
        """The groups of a column that may move, bottom first: (start, fits, score, lifts).

        ``fits`` is the last card the group goes onto, as :meth:`moves` keys them: a rank one
        higher in Relaxed, the card one higher of the suit in Classic; none (-1) for a King.
        ``lifts``: a King that may go to an empty column (one at the bottom has nothing to gain
        by it). A narrow search leaves out the groups lying on a card they fit.
        """
        relaxed = self.relaxed
        groups = (
            (
                start,
                -1 if card % 13 == KING else card % 13 + 1 if relaxed else card + 1,
                self.score(column, start),
                start > 0 and card % 13 == KING,
            )
            for start, card in enumerate(column)
            if card < FACE_DOWN and len(column) - start <= GROUP_LIMIT
        )
        if self.narrow:
            return tuple(group for group in groups if group[2] != ON_FITTING)
        return tuple(groups)

    def score(self, source: bytes, start: int) -> int:
        """How promising moving ``source[start:]`` away is.

        Turning a face-down card first, then emptying a column, then building a card that lies
        on a card it does not fit; last, moving a card from one fitting card to another.
        """
        if start == 0:
            return 50
        below = source[start - 1]
        if below >= FACE_DOWN:
            # Dig where the fewest face-down cards are left: that column empties soonest.
            face_down = sum(1 for card in source[:start] if card >= FACE_DOWN)
            return 100 - face_down
        card = source[start]
        fits = below % 13 == card % 13 + 1 if self.relaxed else below == card + 1
        return ON_FITTING if fits else 10
