"""The honest survey: random deals played by the honest player, beside what full sight can win.

Each deal is first solved with sight of every card (the survey's budget, as ``--survey``). A deal
proved lost that way cannot be won by any player, so it is counted lost without being played:
that saves time and changes no count. Every other deal, winnable or undecided, is played to its
end by :func:`~rusol_qt.model.honest_play.play_honestly`, which never looks at the verdict.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.honest_play import DEFAULT_BUDGET, Budget, End, play_honestly
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict, solve_game
from rusol_qt.model.survey import check_count, in_processes, sample_codes, wilson_interval

#: The seed of every game's hints (move ``n``'s hint has seed ``n``): the survey's own seed
#: chooses the deals, and the guesses never depend on the deal's code.
PLAYER_SEED = 0
#: How many of the winnable deals the honest player lost the text report names.
LISTED_LOSSES = 40


@dataclass(frozen=True, slots=True)
class HonestDealResult:
    """One deal of an honest survey: the full-sight verdict, and how honest play ended."""

    code: str
    verdict: Verdict
    """The exact solver's verdict with sight of every card."""
    end: End | None
    """How the honest game ended; ``None`` for a deal proved lost, which is not played."""
    moves: int
    home: int
    """The cards on the foundations at the end of the honest game (0 when not played)."""
    seconds: float
    """Wall time of the deal: the full-sight search and the honest game."""
    cpu_seconds: float

    @property
    def won(self) -> bool:
        """Whether honest play won the deal."""
        return self.end is End.WON


@dataclass(frozen=True, slots=True)
class HonestSurveyReport:
    """What an honest survey measured."""

    rules: RuleSet
    seconds_budget: float
    seed: int | None
    results: tuple[HonestDealResult, ...]
    wall_seconds: float

    def count(self, verdict: Verdict) -> int:
        """How many deals the full-sight search gave ``verdict``."""
        return sum(1 for result in self.results if result.verdict is verdict)

    @property
    def honest_wins(self) -> int:
        """How many deals honest play won (any verdict: a win is a win)."""
        return sum(1 for result in self.results if result.won)

    @property
    def wins_of_winnable(self) -> int:
        """How many of the deals proved winnable honest play won."""
        return sum(1 for r in self.results if r.won and r.verdict is Verdict.WINNABLE)

    def ends(self) -> dict[str, int]:
        """How many honest games ended each way; ``not_played`` for the deals proved lost."""
        counts = {"not_played": 0} | {end.value: 0 for end in End}
        for result in self.results:
            counts["not_played" if result.end is None else result.end.value] += 1
        return counts

    def losses_of_winnable(self) -> list[str]:
        """The codes of the deals proved winnable that honest play lost, to look at again."""
        return [r.code for r in self.results if r.verdict is Verdict.WINNABLE and not r.won]

    def played_quantile(self, share: float) -> float:
        """The wall time per played deal within which ``share`` of them ended (nearest rank)."""
        times = sorted(r.seconds for r in self.results if r.end is not None)
        if not times:
            return 0.0
        return times[max(0, math.ceil(share * len(times)) - 1)]

    def as_dict(self) -> dict[str, object]:
        """The report in a JSON-ready form."""
        total = len(self.results)
        winnable = self.count(Verdict.WINNABLE)
        won = self.honest_wins
        played = [r for r in self.results if r.end is not None]
        return {
            "rules": self.rules.value,
            "deals": total,
            "seed": self.seed,
            "player_seed": PLAYER_SEED,
            "seconds_per_deal": self.seconds_budget,
            "winnable": winnable,
            "winnable_share": winnable / total,
            "winnable_95": list(wilson_interval(winnable, total)),
            "unwinnable": self.count(Verdict.UNWINNABLE),
            "undecided": self.count(Verdict.UNKNOWN),
            "honest_won": won,
            "honest_share": won / total,
            "honest_95": list(wilson_interval(won, total)),
            "honest_won_of_winnable": self.wins_of_winnable,
            "honest_share_of_winnable": self.wins_of_winnable / winnable if winnable else None,
            "honest_of_winnable_95": list(wilson_interval(self.wins_of_winnable, winnable)),
            "honest_won_undecided": sum(
                1 for r in self.results if r.won and r.verdict is Verdict.UNKNOWN
            ),
            "ends": self.ends(),
            "played": len(played),
            "median_moves_played": statistics.median(r.moves for r in played) if played else 0,
            "seconds": round(self.wall_seconds, 1),
            "median_seconds_played": round(self.played_quantile(0.5), 3),
            "p95_seconds_played": round(self.played_quantile(0.95), 3),
            "max_seconds_played": round(self.played_quantile(1.0), 3),
            "cpu_seconds": round(sum(r.cpu_seconds for r in self.results), 1),
            "losses_of_winnable": self.losses_of_winnable(),
        }

    def text(self) -> str:
        """The report for people."""
        total = len(self.results)
        winnable = self.count(Verdict.WINNABLE)
        won = self.honest_wins
        of_winnable = self.wins_of_winnable
        undecided = self.count(Verdict.UNKNOWN)
        ends = self.ends()
        losses = self.losses_of_winnable()
        seed = "none" if self.seed is None else str(self.seed)
        lines = [
            f"rules: {self.rules.value}   deals: {total}   seed: {seed}   budget: "
            f"{self.seconds_budget:g} s per deal with sight of every card",
            f"won by honest play:     {won:6d}  {won / total:7.2%}   (95% interval"
            f" {_interval(won, total)})",
            f"winnable (sight of every card): {winnable:6d}  {winnable / total:7.2%}"
            f"   (95% interval {_interval(winnable, total)})",
        ]
        if winnable:
            lines.append(
                f"honest wins of the winnable deals: {of_winnable} of {winnable}"
                f"  {of_winnable / winnable:.1%}   (95% interval"
                f" {_interval(of_winnable, winnable)})"
            )
        lines += [
            f"undecided with sight of every card: {undecided}"
            + (f" (played; honest play won {won - of_winnable})" if undecided else ""),
            f"not played (proved lost with sight of every card): {ends['not_played']}",
            f"honest games: won {ends[End.WON.value]}, no move left {ends[End.NO_MOVE.value]},"
            f" lost with every card face up {ends[End.LOST_IN_SIGHT.value]},"
            f" resigned {ends[End.RESIGNED.value]}, move limit {ends[End.MOVE_LIMIT.value]}",
            f"time: {self.wall_seconds:.0f} s in all; per played deal median"
            f" {self.played_quantile(0.5):.1f} s, p95 {self.played_quantile(0.95):.1f} s,"
            f" max {self.played_quantile(1.0):.1f} s",
        ]
        if losses:
            shown = " ".join(losses[:LISTED_LOSSES])
            more = f" and {len(losses) - LISTED_LOSSES} more" if len(losses) > LISTED_LOSSES else ""
            lines.append(f"winnable deals honest play lost: {shown}{more}")
        return "\n".join(lines)


def _interval(successes: int, total: int) -> str:
    low, high = wilson_interval(successes, total)
    return f"{low:.2%} - {high:.2%}"


def play_code(task: tuple[str, float, Budget]) -> HonestDealResult:
    """Solve one deal with sight of every card, then play it honestly unless it is proved lost."""
    text, seconds, budget = task
    wall, cpu = time.perf_counter(), time.process_time()
    code = GameCode.parse(text)
    verdict = solve_game(Game(code), seconds=seconds).verdict
    if verdict is Verdict.UNWINNABLE:
        end, moves, home = None, 0, 0
    else:
        game = play_honestly(Game(code), seed=PLAYER_SEED, budget=budget)
        end, moves, home = game.end, game.moves, game.home
    return HonestDealResult(
        text,
        verdict,
        end,
        moves,
        home,
        time.perf_counter() - wall,
        time.process_time() - cpu,
    )


def honest_survey(
    count: int,
    rules: RuleSet,
    seconds: float,
    jobs: int,
    seed: int | None = None,
    progress: Callable[[HonestDealResult], None] | None = None,
    budget: Budget = DEFAULT_BUDGET,
) -> HonestSurveyReport:
    """Play ``count`` random deals honestly, beside the full-sight verdict of each.

    ``progress`` is called with each deal's result as it comes; ``budget`` is the player's
    (smaller in the tests).

    Raises:
        ValueError: ``count`` is not from 1 to :data:`~rusol_qt.model.survey.MAX_SURVEY_DEALS`.
    """
    check_count(count)
    started = time.perf_counter()
    tasks = [(str(code), seconds, budget) for code in sample_codes(count, rules, seed)]
    results = []
    for result in in_processes(play_code, tasks, jobs):
        results.append(result)
        if progress is not None:
            progress(result)
    return HonestSurveyReport(rules, seconds, seed, tuple(results), time.perf_counter() - started)
