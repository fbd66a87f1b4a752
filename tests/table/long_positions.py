"""Long columns reached by legal play: the issue's two and the longest the docs name.

Each is a game code and the moves that reach it, in the move notation; ``tests/gui`` plays them
through the model (``notation.replay``), so every position here can be met in a real game.
"""

from __future__ import annotations

from typing import NamedTuple

from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import replay


class LongColumn(NamedTuple):
    """A game code, the moves that reach a long column, and its length and face-down cards."""

    code: str
    moves: str
    column: int
    length: int
    face_down: int

    def game(self) -> Game:
        """The game after the moves."""
        return replay(GameCode.parse(self.code), self.moves.split(", "))


#: Issue 44: column 5 holds 30 cards, 4 face down.
ISSUE_CLASSIC = LongColumn(
    "RU1-C-RHNKUMH",
    "3D>6, 5D>7, 7H>4, 9S>5, JH>7, TH>7, 9D>3, 7S>3, 2C>3, 5C>5, JC>6, 3H>2, 4S>7, 7C>7, 6C>7, "
    "QC>5, 5S>2, TS>7, 6S>5",
    4,
    30,
    4,
)
#: Issue 44: column 6 holds 31 cards, 4 face down.
ISSUE_RELAXED = LongColumn(
    "RU1-R-LTGLNWF",
    "TD>5, 8D>6, 6D>3, 7D>6, TH>7, TC>7, 3C>3, JS>4, AS>6, 5C>5, 5C>6, 5C>5, 5C>3, 5C>6, 5C>5, "
    "5C>6, 5C>5, 5C>6, 5C>5, 5D>6, 9S>6, QS>5, 6H>6",
    5,
    31,
    4,
)
#: The longest Relaxed column found by a search that plays to lengthen one column (docs/table.md):
#: column 6 with 49 cards, 3 of them face down; the two other cards lie in columns 2 and 7.
LONGEST_RELAXED = LongColumn(
    "RU1-R-FPFHDCM",
    "QH>6, 6D>5, TC>5, 7C>7, 3S>6, 2H>6, AS>6, 8S>6, 5S>4, 6S>3, 7S>6, 4S>5, 9H>7, TD>2, "
    "JH>2, 3C>5, AD>4, TD>4, TS>2, 5H>4, 9C>2, 9H>7, 2C>7, 9D>7, 4D>7, 8C>2, JC>7, 7C>6, "
    "7D>7, 5C>6, 4C>6, 2D>2, 6H>6, AH>2, 8C>7, 9C>2, 8D>2, 2D>6, AS>F, 9D>6, AD>6, 9H>6, "
    "AS>6",
    5,
    49,
    3,
)
#: The longest Classic column found the same way: column 7 with its 6 face-down cards kept.
LONGEST_CLASSIC = LongColumn(
    "RU1-C-UREHVXV",
    "9S>7, AH>7, 5H>5, 2S>7, 6S>2, AC>F, 2C>F, 3C>F, 7C>6, 3H>1, QH>2, KC>4, 9D>3, 4H>5, KH>1, "
    "5S>5, 7D>2, 9C>7, QS>7, 8D>7",
    6,
    36,
    6,
)
#: The longest columns the docs name, one for each rule set.
LONGEST = (LONGEST_CLASSIC, LONGEST_RELAXED)
#: Every long column the tests look at.
POSITIONS = (ISSUE_CLASSIC, ISSUE_RELAXED, LONGEST_CLASSIC, LONGEST_RELAXED)
#: Issue 44, item 2: 13 moves into RU1-C-CANZDPD, where a three-line hint in Russian covered
#: the last card of column 6 and the clubs foundation at 1024 x 640. The issue does not give
#: the moves; these are the first new move of each position, in the model's order.
BANNER_CLASSIC = LongColumn(
    "RU1-C-CANZDPD",
    "AH>F, 3C>1, 2C>1, QS>1, 7H>1, 4S>2, 3S>2, 4H>4, 5D>6, JH>7, 4D>6, TD>3, 2H>F",
    3,
    11,
    3,
)
