"""Statistics over recorded games: pure functions of the games, in the order they were recorded.

A streak is a run of consecutive games, in the order they were recorded, with the same result:
won games make a winning streak, abandoned games a losing one (the app never declares a loss; a
game given up is the player's loss). Per rule set, only that rule set's games count. Statistics
are built one game at a time by :func:`add`, so the history can keep them up to date as games
are recorded instead of reading every game again. See docs/history.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import NamedTuple, Protocol

from rusol_qt.model.rules import RuleSet


class Result(Enum):
    """How a recorded game ended."""

    WON = "won"
    ABANDONED = "abandoned"


class DealVerdict(Enum):
    """What the solver found about the deal a recorded game was dealt from."""

    WINNABLE = "winnable"
    UNWINNABLE = "unwinnable"
    UNKNOWN = "unknown"
    """The solver could not decide within its budget."""


class PlayedGame(Protocol):
    """What the statistics read of a recorded game."""

    @property
    def rules(self) -> RuleSet:
        """The rule set the game was played under."""

    @property
    def result(self) -> Result:
        """Won or abandoned."""

    @property
    def score(self) -> int:
        """The final score."""

    @property
    def seconds(self) -> float:
        """The playing time."""

    @property
    def moves(self) -> int:
        """The move counter at the end."""


class Streak(NamedTuple):
    """A run of games with the same result; ``result`` is ``None`` before the first game."""

    result: Result | None
    length: int


@dataclass(frozen=True, slots=True)
class Statistics:
    """The figures of the History & Statistics window. ``None`` where there is nothing to show.

    Best score counts every game; fastest win, fewest moves and the averages count won games only
    (a quick abandoned game is no achievement).
    """

    played: int = 0
    won: int = 0
    best_score: int | None = None
    fastest_win: float | None = None
    fewest_moves: int | None = None
    #: The playing time and moves of all won games together, for the averages.
    win_seconds: float = 0.0
    win_moves: int = 0
    current_streak: Streak = Streak(None, 0)
    longest_winning_streak: int = 0
    longest_losing_streak: int = 0

    @property
    def win_percent(self) -> float | None:
        """Won games as a percentage of played games."""
        return 100.0 * self.won / self.played if self.played else None

    @property
    def average_win_seconds(self) -> float | None:
        """The average playing time of a won game."""
        return self.win_seconds / self.won if self.won else None

    @property
    def average_win_moves(self) -> float | None:
        """The average number of moves of a won game."""
        return self.win_moves / self.won if self.won else None


@dataclass(frozen=True, slots=True)
class WinnableFigures:
    """How the player fares on the deals that can be won: a fair win rate.

    With most Classic deals lost from the deal, the win rate over every game says little; won
    games out of games whose deal the solver proved winnable says how well one plays. A game's
    deal is solved after the game ends, in the background: until then it is ``unsolved``, and a
    deal the solver could not decide within its budget is ``undecided``; neither is counted in
    ``played``.
    """

    played: int = 0
    """Games whose deal can be won."""
    won: int = 0
    """Of those, the games won."""
    unsolved: int = 0
    """Games whose deal has not been solved yet."""
    undecided: int = 0
    """Games whose deal the solver could not decide."""

    @property
    def win_percent(self) -> float | None:
        """Won games as a percentage of games whose deal can be won."""
        return 100.0 * self.won / self.played if self.played else None


def add_deal_counts(
    figures: Mapping[RuleSet | None, WinnableFigures],
    rules: RuleSet,
    result: Result,
    verdict: DealVerdict | None,
    count: int,
) -> dict[RuleSet | None, WinnableFigures]:
    """``figures`` (by rule set, and overall under ``None``) with ``count`` more games.

    The games were played under ``rules``, ended with ``result``, and their deal got
    ``verdict`` (``None``: not solved yet).
    """
    updated = dict(figures)
    for key in (None, rules):
        before = figures.get(key, WinnableFigures())
        if verdict is None:
            updated[key] = replace(before, unsolved=before.unsolved + count)
        elif verdict is DealVerdict.UNKNOWN:
            updated[key] = replace(before, undecided=before.undecided + count)
        elif verdict is DealVerdict.WINNABLE:
            won = count if result is Result.WON else 0
            updated[key] = replace(before, played=before.played + count, won=before.won + won)
    return updated


def add(figures: Statistics, game: PlayedGame) -> Statistics:
    """The statistics after one more game, recorded after all that ``figures`` counts."""
    best = game.score if figures.best_score is None else max(figures.best_score, game.score)
    streak = (
        Streak(game.result, figures.current_streak.length + 1)
        if figures.current_streak.result is game.result
        else Streak(game.result, 1)
    )
    if game.result is Result.WON:
        return replace(
            figures,
            played=figures.played + 1,
            won=figures.won + 1,
            best_score=best,
            fastest_win=game.seconds
            if figures.fastest_win is None
            else min(figures.fastest_win, game.seconds),
            fewest_moves=game.moves
            if figures.fewest_moves is None
            else min(figures.fewest_moves, game.moves),
            win_seconds=figures.win_seconds + game.seconds,
            win_moves=figures.win_moves + game.moves,
            current_streak=streak,
            longest_winning_streak=max(figures.longest_winning_streak, streak.length),
        )
    return replace(
        figures,
        played=figures.played + 1,
        best_score=best,
        current_streak=streak,
        longest_losing_streak=max(figures.longest_losing_streak, streak.length),
    )


def statistics(games: Iterable[PlayedGame]) -> Statistics:
    """The statistics of ``games``, given in the order they were recorded."""
    figures = Statistics()
    for game in games:
        figures = add(figures, game)
    return figures


def by_rules(games: Iterable[PlayedGame]) -> dict[RuleSet | None, Statistics]:
    """The statistics of each rule set, and overall under the key ``None``."""
    figures: dict[RuleSet | None, Statistics] = {key: Statistics() for key in (None, *RuleSet)}
    for game in games:
        figures = add_by_rules(figures, game)
    return figures


def add_by_rules(
    figures: Mapping[RuleSet | None, Statistics], game: PlayedGame
) -> dict[RuleSet | None, Statistics]:
    """:func:`by_rules` after one more game."""
    updated = dict(figures)
    updated[None] = add(figures.get(None, Statistics()), game)
    updated[game.rules] = add(figures.get(game.rules, Statistics()), game)
    return updated


def rolling_win_percent(games: Sequence[PlayedGame], window: int) -> list[float]:
    """For each game, the win percentage of the last ``window`` games up to and including it.

    At the start, before ``window`` games were played, the games so far count.
    """
    if window < 1:
        raise ValueError("the window holds at least one game")
    rates: list[float] = []
    wins = 0
    for index, game in enumerate(games):
        wins += game.result is Result.WON
        if index >= window:
            wins -= games[index - window].result is Result.WON
        rates.append(100.0 * wins / min(index + 1, window))
    return rates
