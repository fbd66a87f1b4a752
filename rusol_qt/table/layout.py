"""Where piles and cards go on the table, in card units scaled to the size of the view.

Pure arithmetic without Qt, so that tests (and the end-to-end test, which only sees pixels) can
compute exactly where a card lies for a given view size.
"""

from __future__ import annotations

from dataclasses import dataclass

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
#: The tightest face-up step before indices are cut. The card art's corner index (rank and suit
#: side by side) ends 0.23 card widths below the card's top (cardart.INDEX_BOTTOM); the 0.03 to
#: spare keeps it whole with a pixel of paper below it, even at the smallest cards the window
#: allows and with steps rounded down to whole pixels.
TIGHT_FACE_UP_STEP = 0.26
#: How a long column squeezes, stage by stage, as (face-down step, face-up step): face-down
#: cards give way first and furthest, then face-up cards down to the step that still shows
#: their whole index, then all steps shrink together towards nothing, so that any column, even
#: all 52 cards, ends with its last card whole on the table.
SQUEEZE_STAGES = (
    (FACE_DOWN_STEP, FACE_UP_STEP),
    (0.04, FACE_UP_STEP),
    (0.04, TIGHT_FACE_UP_STEP),
    (0.0, 0.0),
)
MIN_CARD_WIDTH = 36

#: Width of the whole table: margins, 7 columns with gaps, the gap and the foundation column.
TABLE_WIDTH = 2 * MARGIN + COLUMN_COUNT + (COLUMN_COUNT - 1) * COLUMN_GAP + FOUNDATION_GAP + 1


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The table laid out for one view size; all coordinates in device-independent pixels."""

    width: float
    height: float
    card_width: int
    card_height: int
    left: float

    @classmethod
    def for_size(cls, width: float, height: float, aspect: float) -> TableLayout:
        """The largest whole-pixel card size that fits the view, and the table centred in it."""
        foundations_height = 4 * aspect + 3 * FOUNDATION_SPACING + 2 * MARGIN
        card_width = max(MIN_CARD_WIDTH, int(min(width / TABLE_WIDTH, height / foundations_height)))
        left = max(0.0, (width - TABLE_WIDTH * card_width) / 2)
        return cls(width, height, card_width, round(card_width * aspect), left)

    @property
    def top(self) -> float:
        """The y of the top edge of the columns and of the first foundation."""
        return MARGIN * self.card_width

    def column_origin(self, column: int) -> tuple[float, float]:
        """The top-left corner of a column's first card (or of its empty place)."""
        x = self.left + (MARGIN + column * (1 + COLUMN_GAP)) * self.card_width
        return x, self.top

    def foundation_origin(self, index: int) -> tuple[float, float]:
        """The top-left corner of foundation ``index`` (0 spades … 3 clubs)."""
        x = (
            self.left
            + (MARGIN + COLUMN_COUNT + (COLUMN_COUNT - 1) * COLUMN_GAP + FOUNDATION_GAP)
            * self.card_width
        )
        y = self.top + index * (self.card_height + FOUNDATION_SPACING * self.card_width)
        return x, y

    def column_offsets(self, count: int, face_down: int) -> list[float]:
        """The y offset of each card of a column of ``count`` cards, ``face_down`` face down.

        The usual steps while the column fits; when it would leave the view, squeezed through
        ``SQUEEZE_STAGES`` just enough that its last card ends at the table's bottom margin.
        """
        if count == 0:
            return []
        down, up = self.column_steps(count, face_down)
        offsets = []
        y = 0.0
        for index in range(count):
            offsets.append(y)
            y += down if index < face_down else up
        return offsets

    def column_steps(self, count: int, face_down: int) -> tuple[float, float]:
        """The step under a face-down card and under a face-up one, in pixels, for a column."""
        unit = self.card_width
        room = max(0.0, self.height - MARGIN * unit - self.top - self.card_height) / unit
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
        return 0.0, 0.0
