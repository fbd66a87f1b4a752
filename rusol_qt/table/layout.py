"""Where piles and cards go on the table, in card units scaled to the size of the view.

Pure arithmetic without Qt, so that tests (and the end-to-end test, which only sees pixels) can
compute exactly where a card lies for a given view size and position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rusol_qt.model.game import COLUMN_COUNT

# Every distance below is in card widths.
MARGIN = 0.3
COLUMN_GAP = 0.16
#: Extra room between the last column and the foundations, so they read as a separate area.
FOUNDATION_GAP = 0.5
FOUNDATION_SPACING = 0.12
#: How far a card covers the one below it: face-down cards overlap tighter than face-up ones.
FACE_DOWN_STEP = 0.16
FACE_UP_STEP = 0.36
#: The tightest face-down step: the back's blue starts 0.05 card widths below the card's top
#: (cardart's white edge), so 0.09 still shows a band of it, not a bare white edge.
TIGHT_FACE_DOWN_STEP = 0.09
#: The tightest face-up step. The card art's corner index (rank and suit side by side) ends
#: 0.23 card widths below the card's top (cardart.INDEX_BOTTOM); the 0.03 to spare keeps it
#: whole with a pixel of paper below it, even at the smallest cards the window allows.
TIGHT_FACE_UP_STEP = 0.26
#: How a long column squeezes, stage by stage, as (face-down step, face-up step): face-down
#: cards give way first, then face-up cards down to the step that still shows their whole
#: index. A column longer than that folds into another lane (``LANE_SHIFT``) instead.
SQUEEZE_STAGES = (
    (FACE_DOWN_STEP, FACE_UP_STEP),
    (TIGHT_FACE_DOWN_STEP, FACE_UP_STEP),
    (TIGHT_FACE_DOWN_STEP, TIGHT_FACE_UP_STEP),
)
#: A folded column's next lane starts this far right of the one before: just right of the
#: corner index (rank and suit end 0.495 card widths from the card's left edge), so every
#: card of the lane below still shows its index.
LANE_SHIFT = 0.58
#: The lanes a column may add. At the tightest steps a lane holds at least 18 cards (22 with
#: six face down under them) wherever the window's height decides the card size, so 52 cards
#: need at most three lanes, and no two columns can both need three (docs/table.md).
EXTRA_LANES = 2
MIN_CARD_WIDTH = 36

#: Width of the whole table: margins, 7 columns with gaps, the gap and the foundation column.
TABLE_WIDTH = 2 * MARGIN + COLUMN_COUNT + (COLUMN_COUNT - 1) * COLUMN_GAP + FOUNDATION_GAP + 1
#: The width the card size is chosen for: the table with room for every lane a game can add,
#: so that a column folding never makes the cards smaller.
ROOMY_WIDTH = TABLE_WIDTH + EXTRA_LANES * LANE_SHIFT


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The table laid out for one view size; all coordinates in device-independent pixels.

    ``lanes`` holds how many lanes each column takes (1 unless a long column folded); see
    :meth:`with_columns`.
    """

    width: float
    height: float
    card_width: int
    card_height: int
    left: float
    lanes: tuple[int, ...] = (1,) * COLUMN_COUNT

    @classmethod
    def for_size(cls, width: float, height: float, aspect: float) -> TableLayout:
        """The largest whole-pixel card size that fits the view, and the table centred in it."""
        foundations_height = 4 * aspect + 3 * FOUNDATION_SPACING + 2 * MARGIN
        card_width = max(MIN_CARD_WIDTH, int(min(width / ROOMY_WIDTH, height / foundations_height)))
        left = max(0.0, (width - TABLE_WIDTH * card_width) / 2)
        return cls(width, height, card_width, round(card_width * aspect), left)

    def with_columns(self, columns: Sequence[tuple[int, int]]) -> TableLayout:
        """This layout for columns of (cards, face-down cards): long ones fold into lanes.

        The table stays where it is unless its lanes would pass the view's right edge; then it
        moves left just enough.
        """
        lanes = tuple(len(self._lane_starts(count, down)) for count, down in columns)
        base = replace(self, lanes=lanes)
        extra = sum(lanes) - COLUMN_COUNT
        centred = max(0.0, (self.width - TABLE_WIDTH * self.card_width) / 2)
        wide = (TABLE_WIDTH + extra * LANE_SHIFT) * self.card_width
        left = max(0.0, min(centred, self.width - wide))
        return replace(base, left=left)

    @property
    def top(self) -> float:
        """The y of the top edge of the columns and of the first foundation."""
        return MARGIN * self.card_width

    def _extra_lanes_before(self, column: int) -> int:
        return sum(self.lanes[:column]) - column

    def column_origin(self, column: int) -> tuple[float, float]:
        """The top-left corner of a column's first card (or of its empty place)."""
        spread = column * (1 + COLUMN_GAP) + self._extra_lanes_before(column) * LANE_SHIFT
        x = self.left + (MARGIN + spread) * self.card_width
        return x, self.top

    def column_width(self, column: int) -> float:
        """The width a column takes with its lanes."""
        return (1 + (self.lanes[column] - 1) * LANE_SHIFT) * self.card_width

    def foundation_origin(self, index: int) -> tuple[float, float]:
        """The top-left corner of foundation ``index`` (0 spades … 3 clubs)."""
        spread = COLUMN_COUNT + (COLUMN_COUNT - 1) * COLUMN_GAP + FOUNDATION_GAP
        spread += self._extra_lanes_before(COLUMN_COUNT) * LANE_SHIFT
        x = self.left + (MARGIN + spread) * self.card_width
        y = self.top + index * (self.card_height + FOUNDATION_SPACING * self.card_width)
        return x, y

    def column_offsets(self, count: int, face_down: int) -> list[float]:
        """The y offset of each card of a column of ``count`` cards, ``face_down`` face down."""
        return [y for _, y in self.column_places(count, face_down)]

    def column_places(self, count: int, face_down: int) -> list[tuple[float, float]]:
        """The (x, y) offset of each card of a column from its origin, bottom card first.

        The usual steps while the column fits; when it would leave the view, squeezed through
        ``SQUEEZE_STAGES`` just enough that its last card ends at the table's bottom margin.
        Longer still, it keeps the tightest steps and goes on in a new lane, from the top,
        ``LANE_SHIFT`` to the right: a card added never moves the cards already there.
        """
        if count == 0:
            return []
        starts = self._lane_starts(count, face_down)
        if len(starts) == 1:
            down, up = self.column_steps(count, face_down)
        else:
            down = TIGHT_FACE_DOWN_STEP * self.card_width
            up = TIGHT_FACE_UP_STEP * self.card_width
        places = []
        lane = -1
        y = 0.0
        last_lane = len(starts) - 1
        squeeze = 1.0
        for index in range(count):
            if lane < last_lane and index == starts[lane + 1]:
                lane += 1
                y = 0.0
                if lane == last_lane and lane > 0:
                    squeeze = self._last_lane_squeeze(count - index, up)
            places.append((lane * LANE_SHIFT * self.card_width, y))
            y += (down if index < face_down else up) * squeeze
        return places

    def _room(self) -> float:
        """The height, in card widths, a column's steps may take before its last card leaves."""
        unit = self.card_width
        return max(0.0, self.height - MARGIN * unit - self.top - self.card_height) / unit

    def _last_lane_squeeze(self, cards: int, up: float) -> float:
        """Below 1 only when the last lane a column may take is too short for its cards."""
        need = (cards - 1) * up / self.card_width
        room = self._room()
        return 1.0 if need <= room or need <= 0 else room / need

    def _lane_starts(self, count: int, face_down: int) -> list[int]:
        """The index of the first card of each lane of a column."""
        room = self._room() + 1e-9
        down_steps = min(face_down, max(0, count - 1))
        up_steps = max(0, count - 1 - down_steps)
        tight_down, tight_up = SQUEEZE_STAGES[-1]
        if down_steps * tight_down + up_steps * tight_up <= room:
            return [0]
        starts = [0]
        y = 0.0
        for index in range(1, count):
            y += tight_down if index - 1 < face_down else tight_up
            if y > room and len(starts) <= EXTRA_LANES:
                starts.append(index)
                y = 0.0
        return starts

    def column_steps(self, count: int, face_down: int) -> tuple[float, float]:
        """The step under a face-down card and under a face-up one, in pixels, for a column."""
        unit = self.card_width
        room = self._room()
        # Steps are counted below every card but the last one.
        down_steps = min(face_down, max(0, count - 1))
        up_steps = max(0, count - 1 - down_steps)

        def length(stage: tuple[float, float]) -> float:
            return down_steps * stage[0] + up_steps * stage[1]

        loose = SQUEEZE_STAGES[0]
        if length(loose) <= room:
            return loose[0] * unit, loose[1] * unit
        # Find the stage that fits and squeeze the one before it only as far as needed.
        for tight in SQUEEZE_STAGES[1:]:
            if length(tight) <= room:
                share = (length(loose) - room) / (length(loose) - length(tight))
                down = loose[0] + (tight[0] - loose[0]) * share
                up = loose[1] + (tight[1] - loose[1]) * share
                return down * unit, up * unit
            loose = tight
        return loose[0] * unit, loose[1] * unit
