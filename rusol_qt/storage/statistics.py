"""Statistics over recorded games: pure functions of the games, oldest first.

A streak is a run of consecutive games, in the order they ended, with the same result: won
games make a winning streak, abandoned games a losing one (the app never declares a loss; a game
given up is the player's loss). Per rule set, only that rule set's games count. See docs/history.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.history import Result


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
    """The figures of the History & Statistics window. ``None`` where there is nothing to show."""

    played: int = 0
    won: int = 0
    win_percent: float | None = None
    best_score: int | None = None
    fastest_win: float | None = None
    fewest_moves: int | None = None
    average_win_seconds: float | None = None
    average_win_moves: float | None = None
    current_streak: Streak = Streak(None, 0)
    longest_winning_streak: int = 0
    longest_losing_streak: int = 0


def statistics(games: Iterable[PlayedGame]) -> Statistics:
    """The statistics of ``games``, given oldest first.

    Best score counts every game; fastest win, fewest moves and the averages count won games only
    (a quick abandoned game is no achievement).
    """
    played = won = 0
    best_score: int | None = None
    fastest: float | None = None
    fewest: int | None = None
    win_seconds = 0.0
    win_moves = 0
    streak_result: Result | None = None
    streak = 0
    longest = {Result.WON: 0, Result.ABANDONED: 0}
    for game in games:
        played += 1
        if best_score is None or game.score > best_score:
            best_score = game.score
        if game.result is Result.WON:
            won += 1
            win_seconds += game.seconds
            win_moves += game.moves
            if fastest is None or game.seconds < fastest:
                fastest = game.seconds
            if fewest is None or game.moves < fewest:
                fewest = game.moves
        if game.result is streak_result:
            streak += 1
        else:
            streak_result, streak = game.result, 1
        if streak > longest[game.result]:
            longest[game.result] = streak
    return Statistics(
        played=played,
        won=won,
        win_percent=100.0 * won / played if played else None,
        best_score=best_score,
        fastest_win=fastest,
        fewest_moves=fewest,
        average_win_seconds=win_seconds / won if won else None,
        average_win_moves=win_moves / won if won else None,
        current_streak=Streak(streak_result, streak),
        longest_winning_streak=longest[Result.WON],
        longest_losing_streak=longest[Result.ABANDONED],
    )


def by_rules(games: Sequence[PlayedGame]) -> dict[RuleSet | None, Statistics]:
    """The statistics of each rule set, and overall under the key ``None``."""
    result: dict[RuleSet | None, Statistics] = {None: statistics(games)}
    for rules in RuleSet:
        result[rules] = statistics(game for game in games if game.rules is rules)
    return result


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
