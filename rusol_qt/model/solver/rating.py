"""How far a position looks from a win, by the weights of a search style (lower is better)."""

from __future__ import annotations

from rusol_qt.model.solver.packed import CACHE_LIMIT, FACE_DOWN, KING, Columns
from rusol_qt.model.solver.styles import SearchStyle


class Rating:
    """A style's rating of positions, column by column; ``cache`` keeps each column's rating."""

    def __init__(self, style: SearchStyle, relaxed: bool, cache: dict[bytes, int] | None = None):
        self.style = style
        self.relaxed = relaxed
        self.cache: dict[bytes, int] = {} if cache is None else cache

    def rate(self, columns: Columns) -> int:
        """How far a position looks from a win (lower is better)."""
        total = 0
        cache = self.cache
        for column in columns:
            value = cache.get(column)
            if value is None:
                value = self.rate_column(column)
                if len(cache) > CACHE_LIMIT:
                    cache.clear()
                cache[column] = value
            total += value
        return total

    def rate_column(self, column: bytes) -> int:
        """How far one column looks from done.

        Face-down cards weigh most; then face-up cards not lying on a card they fit; and each
        card over face-down cards a little more, as it must move away before the next turns.
        """
        style = self.style
        value = 0
        below = -1
        relaxed = self.relaxed
        face_down = 0
        for card in column:
            if card >= FACE_DOWN:
                value += style.face_down
                face_down += 1
            elif below < 0 or below >= FACE_DOWN:
                value += style.loose if card % 13 != KING else 1
            elif relaxed and below % 13 != card % 13 + 1 or not relaxed and below != card + 1:
                value += style.loose
            else:
                value += 1
            below = card
        if face_down:
            value += style.burden * (len(column) - face_down)
        if style.buried:
            height = len(column)
            value += (
                style.buried
                * sum((13 - card % 13) * (height - 1 - index) for index, card in enumerate(column))
                // 13
            )
        return value
