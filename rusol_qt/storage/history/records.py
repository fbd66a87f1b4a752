"""The history's values: a game as recorded, a line of the window, a selection, a sort order."""

from __future__ import annotations

import time
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple

from rusol_qt import __version__
from rusol_qt.model.game import Game
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.history.schema import SENSIBLE
from rusol_qt.storage.statistics import (
    DealVerdict,
    Result,
)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One played game as the history keeps it. Times are Unix seconds (UTC)."""

    code: str
    rules: RuleSet
    started: float
    ended: float
    seconds: float
    moves: int
    score: int
    result: Result
    takebacks: int
    undos: int
    actions: tuple[str, ...]
    app_version: str = __version__
    #: The cards on the foundations when the game ended (``None``: recorded before version 4
    #: and not yet counted).
    foundation_cards: int | None = None
    #: What the solver found about the deal (``None``: not solved yet).
    deal_verdict: DealVerdict | None = None
    #: The most cards perfect play brings home from the deal (``None`` until it is known).
    deal_best: int | None = None
    id: int | None = None

    @classmethod
    def of(
        cls, game: Game, started: float, seconds: float, ended: float | None = None
    ) -> GameRecord:
        """The record of ``game``, begun at ``started`` and played for ``seconds``.

        A won game's deal is known to be winnable; an abandoned game's deal is solved later.
        """
        won = game.is_won()
        return cls(
            code=str(game.code),
            rules=game.rules,
            started=started,
            ended=time.time() if ended is None else ended,
            seconds=seconds,
            moves=game.moves,
            score=game.score,
            result=Result.WON if won else Result.ABANDONED,
            takebacks=game.takebacks,
            undos=game.undos,
            actions=tuple(game.actions),
            foundation_cards=sum(game.foundations),
            deal_verdict=DealVerdict.WINNABLE if won else None,
            deal_best=ALL_CARDS if won else None,
        )


class Outcome(NamedTuple):
    """What the statistics need of a game, without its move list."""

    rules: RuleSet
    result: Result
    score: int
    seconds: float
    moves: int
    ended: float


class Summary(NamedTuple):
    """One line of the History window."""

    id: int
    ended: float
    code: str
    rules: RuleSet
    result: Result
    score: int
    seconds: float
    moves: int
    foundation_cards: int | None = None
    deal_verdict: DealVerdict | None = None
    deal_best: int | None = None


class Unsolved(NamedTuple):
    """A recorded game whose deal has not been solved yet."""

    id: int
    code: str
    result: Result
    foundation_cards: int | None
    """``None`` for a game recorded before version 4: count them by replaying ``actions``."""
    actions: tuple[str, ...]


class DealFigures(NamedTuple):
    """What the solver found about one game's deal, and the cards that game brought home."""

    id: int
    verdict: DealVerdict
    best: int | None
    """The most cards perfect play brings home from the deal; ``None`` when undecided."""
    foundation_cards: int | None
    """The cards the game brought home, when it was recorded without them; else ``None``."""


class Column(Enum):
    """The columns the History window sorts by, named by the database column."""

    ENDED = "ended"
    CODE = "code"
    RULES = "rules"
    RESULT = "result"
    SCORE = "score"
    SECONDS = "seconds"
    MOVES = "moves"
    FOUNDATION_CARDS = "foundation_cards"


@dataclass(frozen=True, slots=True)
class Selection:
    """Which games the History window shows: a rule set, a result, part of a code."""

    rules: RuleSet | None = None
    result: Result | None = None
    code: str = ""

    def where(self) -> tuple[str, list[object]]:
        """The SQL condition and its parameters; rows that make no sense are never selected."""
        terms: list[str] = [SENSIBLE]
        values: list[object] = []
        if self.rules is not None:
            terms.append("+rules = ?")
            values.append(self.rules.value)
        if self.result is not None:
            terms.append("+result = ?")
            values.append(self.result.value)
        text = self.code.strip().upper()
        if text:
            terms.append("code LIKE ? ESCAPE '\\'")
            escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            values.append(f"%{escaped}%")
        return " WHERE " + " AND ".join(terms), values


_RULES = {rules.value: rules for rules in RuleSet}
_RESULTS = {result.value: result for result in Result}
_VERDICTS = {verdict.value: verdict for verdict in DealVerdict}

#: The cards of a deck: a won game's cards home, and the best of a winnable deal.
ALL_CARDS = 52


def _verdict_of(value: object) -> DealVerdict | None:
    """A stored verdict read back: ``None`` when not solved; a value we do not know is unknown."""
    if value is None:
        return None
    if isinstance(value, str):
        return _VERDICTS.get(value, DealVerdict.UNKNOWN)
    return DealVerdict.UNKNOWN


def _cards_of(value: object) -> int | None:
    """A stored count of cards read back; ``None`` unless it is one (0 to 52)."""
    if isinstance(value, int) and 0 <= value <= ALL_CARDS:
        return value
    return None


_RECORD_COLUMNS = (
    "code, rules, started, ended, seconds, moves, score, result, takebacks, undos, actions, "
    "app_version, id, foundation_cards, deal_verdict, deal_best"
)


def _record_of(row: tuple[Any, ...]) -> GameRecord:
    return GameRecord(
        code=row[0],
        rules=_RULES[row[1]],
        started=row[2],
        ended=row[3],
        seconds=row[4],
        moves=row[5],
        score=row[6],
        result=_RESULTS[row[7]],
        takebacks=row[8],
        undos=row[9],
        actions=tuple(row[10].split()),
        app_version=row[11],
        id=row[12],
        foundation_cards=_cards_of(row[13]),
        deal_verdict=_verdict_of(row[14]),
        deal_best=_cards_of(row[15]),
    )
