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
#: The tightest a long column may squeeze; face-down cards give way first.
MIN_FACE_DOWN_STEP = 0.07
MIN_FACE_UP_STEP = 0.2
MIN_CARD_WIDTH = 36

#: Width of the whole table: margins, 7 columns with gaps, the gap and the foundation column.
TABLE_WIDTH = (
    2 * MARGIN + COLUMN_COUNT + (COLUMN_COUNT - 1) * COLUMN_GAP + FOUNDATION_GAP + 1
)


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
        x = self.left + (
            MARGIN + COLUMN_COUNT + (COLUMN_COUNT - 1) * COLUMN_GAP + FOUNDATION_GAP
        ) * self.card_width
        y = self.top + index * (self.card_height + FOUNDATION_SPACING * self.card_width)
        return x, y

    def column_offsets(self, count: int, face_down: int) -> list[float]:
        """The y offset of each card of a column of ``count`` cards, ``face_down`` face down.

        The usual steps while the column fits; squeezed when it would leave the view.
        """
        if count == 0:
            return []
        unit = self.card_width
        room = self.height - MARGIN * unit - self.top - self.card_height
        # Steps are counted below every card but the last one.
        down_steps = min(face_down, count - 1)
        up_steps = count - 1 - down_steps
        down, up = FACE_DOWN_STEP * unit, FACE_UP_STEP * unit
        if down_steps * down + up_steps * up > room:
            spare = (room - up_steps * up) / max(1, down_steps)
            down = max(MIN_FACE_DOWN_STEP * unit, min(down, spare))
            if up_steps:
                up = max(MIN_FACE_UP_STEP * unit, min(up, (room - down_steps * down) / up_steps))
        offsets = []
        y = 0.0
        for index in range(count):
            offsets.append(y)
            y += down if index < face_down else up
        return offsets
