"""What the searches of one style share across a solve, and the climbs they keep."""

from __future__ import annotations

from typing import NamedTuple

from rusol_qt.model.solver.moves import Group
from rusol_qt.model.solver.packed import Columns, Heights, Step


class Stand(NamedTuple):
    """A position a climb stood on: its key, columns, foundation heights, and line length."""

    key: bytes
    columns: Columns
    heights: Heights
    steps: int
    """How many steps of the climb's line lead from the start to it."""


class Climbed(NamedTuple):
    """A climb that got stuck, kept so that later climbs may start partway along it."""

    value: int
    """Where it got stuck: 64 per card home less 1 per card face down (higher is better)."""
    attempt: int
    """Its number, which breaks ties: the older of two climbs that got as far is kept."""
    stands: list[Stand]
    """The positions it stood on, from the start to where it got stuck."""
    line: list[Step]
    """The steps from the start to where it got stuck."""


class Memo:
    """What the searches of one style share across a solve: the columns and positions they rate.

    Each dive is a search of its own, but dives start from the same position and meet the same
    columns and positions again. The climbs also keep the climbs that got furthest.
    """

    def __init__(self) -> None:
        self.column_rates: dict[bytes, int] = {}
        self.groups: dict[bytes, tuple[Group, ...]] = {}
        self.hopeless: dict[bytes, bool] = {}
        #: The best climbs that got stuck, best first (see :meth:`.ClimbSearch.keep`).
        self.climbed: list[Climbed] = []
