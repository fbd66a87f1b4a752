"""Winnability survey: the solver on many deals in parallel processes, with honest statistics."""

from __future__ import annotations

import contextlib
import math
import multiprocessing
import random
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from rusol_qt.model.game import FOUNDATION_BASE, Game
from rusol_qt.model.gamecode import DEAL_COUNT, GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict, solve_game

#: z for a two-sided 95% interval.
Z95 = 1.959963984540054
#: How long the random walks to mid-game positions are, in moves.
WALK_LENGTHS = (5, 250)
#: The most deals one survey takes. Its report keeps every deal's answer (the times' median and
#: 95th percentile need them all, and the undecided codes are listed): some 500 bytes a deal
#: while it runs, so a million is about half a gigabyte; all 8,031,810,176 deals would need some
#: 4 TB (issue 43: they ended in a MemoryError).
MAX_SURVEY_DEALS = 1_000_000

Task = TypeVar("Task")
Answer = TypeVar("Answer")


@dataclass(frozen=True, slots=True)
class DealResult:
    """The solver's answer on one deal."""

    code: str
    verdict: Verdict
    seconds: float
    cpu_seconds: float
    nodes: int
    best_cards: int = 0
    """The most cards perfect play gets home from the deal (the best found, if undecided)."""
    best_score: int = 0
    """The score of that best line, each card and each flip counted once."""


@dataclass(frozen=True, slots=True)
class SurveyReport:
    """What a survey measured."""

    rules: RuleSet
    seconds_budget: float
    results: tuple[DealResult, ...]

    def count(self, verdict: Verdict) -> int:
        """How many deals got ``verdict``."""
        return sum(1 for result in self.results if result.verdict is verdict)

    @property
    def winnable_interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the share of deals proved winnable."""
        return wilson_interval(self.count(Verdict.WINNABLE), len(self.results))

    def time_quantile(self, share: float, cpu: bool = False) -> float:
        """The time per deal within which ``share`` of the deals were answered (nearest rank).

        Wall time by default; with ``cpu`` the CPU time of the worker, which a busy machine
        does not inflate.
        """
        times = sorted(r.cpu_seconds if cpu else r.seconds for r in self.results)
        return times[max(0, math.ceil(share * len(times)) - 1)]

    def as_dict(self) -> dict[str, object]:
        """The report in a JSON-ready form."""
        total = len(self.results)
        low, high = self.winnable_interval
        return {
            "rules": self.rules.value,
            "deals": total,
            "seconds_per_deal": self.seconds_budget,
            "winnable": self.count(Verdict.WINNABLE),
            "unwinnable": self.count(Verdict.UNWINNABLE),
            "undecided": self.count(Verdict.UNKNOWN),
            "winnable_share": self.count(Verdict.WINNABLE) / total,
            "winnable_95": [low, high],
            "undecided_share": self.count(Verdict.UNKNOWN) / total,
            "median_seconds": self.time_quantile(0.5),
            "p95_seconds": self.time_quantile(0.95),
            "max_seconds": self.time_quantile(1.0),
            "median_cpu_seconds": self.time_quantile(0.5, cpu=True),
            "p95_cpu_seconds": self.time_quantile(0.95, cpu=True),
            "undecided_codes": self.undecided_codes(),
        }

    def text(self) -> str:
        """The report for people."""
        total = len(self.results)
        low, high = self.winnable_interval
        winnable = self.count(Verdict.WINNABLE)
        unwinnable = self.count(Verdict.UNWINNABLE)
        undecided_codes = self.undecided_codes()
        undecided = len(undecided_codes)
        return "\n".join(
            [
                f"rules: {self.rules.value}   deals: {total}   budget: {self.seconds_budget:g} s"
                " per deal",
                f"winnable:   {winnable:6d}  {winnable / total:7.2%}"
                f"   (95% interval {low:.2%} - {high:.2%})",
                f"unwinnable: {unwinnable:6d}  {unwinnable / total:7.2%}",
                f"undecided:  {undecided:6d}  {undecided / total:7.2%}",
                f"time per deal (wall): median {self.time_quantile(0.5):.3f} s,"
                f" p95 {self.time_quantile(0.95):.3f} s, max {self.time_quantile(1.0):.3f} s",
                f"time per deal (CPU):  median {self.time_quantile(0.5, cpu=True):.3f} s,"
                f" p95 {self.time_quantile(0.95, cpu=True):.3f} s",
                *([f"undecided deals: {' '.join(undecided_codes)}"] if undecided_codes else []),
            ]
        )

    def undecided_codes(self) -> list[str]:
        """The codes of the undecided deals, to be looked at again with ``--solve CODE``."""
        return [result.code for result in self.results if result.verdict is Verdict.UNKNOWN]


def wilson_interval(successes: int, total: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial share (better than p ± z·se near 0 and 1)."""
    if total == 0:
        return 0.0, 1.0
    share = successes / total
    denominator = 1 + z * z / total
    centre = (share + z * z / (2 * total)) / denominator
    half = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total)) / denominator
    # At 0 or all successes the bound is exactly 0 or 1; rounding must not move it.
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == total else min(1.0, centre + half)
    return low, high


def sample_codes(count: int, rules: RuleSet, seed: int | None = None) -> list[GameCode]:
    """``count`` distinct random deals; reproducible when a seed is given."""
    draw = random.SystemRandom() if seed is None else random.Random(seed)
    deals = draw.sample(range(DEAL_COUNT), count)
    return [GameCode(deal, rules) for deal in deals]


def walk_positions(
    count: int, seed: int, rules: RuleSet = RuleSet.RELAXED
) -> list[tuple[GameCode, tuple[str, ...]]]:
    """``count`` mid-game positions reached by random play that often takes cards back.

    Each position is a random deal and a random walk of 5 to 250 legal moves from it: at each
    step, with odds of 3 in 10 a takeback when there is one, then 3 in 10 a move to a
    foundation when there is one, otherwise any legal move. Walks that end in a won game or
    without a move are drawn again. The same seed gives the same positions on every machine.

    Returns:
        The deal and the moves of each walk, in the notation (``--after`` takes them).
    """
    draw = random.Random(seed)
    walks: list[tuple[GameCode, tuple[str, ...]]] = []
    while len(walks) < count:
        code = GameCode(draw.randrange(DEAL_COUNT), rules)
        game = Game(code)
        for _ in range(draw.randint(*WALK_LENGTHS)):
            moves = game.legal_moves()
            if not moves:
                break
            takebacks = [move for move in moves if move.source >= FOUNDATION_BASE]
            homeward = [move for move in moves if move.target >= FOUNDATION_BASE]
            roll = draw.random()
            if takebacks and roll < 0.3:
                moves = takebacks
            elif homeward and roll < 0.6:
                moves = homeward
            game.play(draw.choice(moves))
        if game.actions and not game.is_won() and game.legal_moves():
            walks.append((code, tuple(game.actions)))
    return walks


def solve_code(task: tuple[str, float | None, int | None]) -> DealResult:
    """Solve one deal from its code, within seconds and generated moves (in a worker process)."""
    text, seconds, max_nodes = task
    started = time.process_time()
    solution = solve_game(Game(GameCode.parse(text)), seconds=seconds, max_nodes=max_nodes)
    cpu = time.process_time() - started
    best = solution.best
    assert best is not None  # solve() always gives the best outcome
    return DealResult(
        text,
        solution.verdict,
        solution.seconds,
        cpu,
        solution.nodes,
        best.foundation_cards,
        best.score,
    )


def solve_all(
    codes: Iterable[GameCode], seconds: float | None, jobs: int, max_nodes: int | None = None
) -> Iterator[DealResult]:
    """Solve every deal with ``jobs`` processes, yielding answers as they come.

    The budget of each deal is ``seconds`` of wall time, or ``max_nodes`` generated moves (the
    same answers on any machine), or whichever runs out first.
    """
    tasks = [(str(code), seconds, max_nodes) for code in codes]
    yield from in_processes(solve_code, tasks, jobs)


def in_processes(work: Callable[[Task], Answer], tasks: list[Task], jobs: int) -> Iterator[Answer]:
    """``work`` on every task in ``jobs`` processes (here when 1), yielding answers as they come.

    ``work`` must be a module's function, for the workers to find it.
    """
    if jobs <= 1:
        yield from map(work, tasks)
        return
    # Spawned workers start clean: no threads or Qt state inherited from the caller.
    with _deaf_to_interrupts():
        pool = multiprocessing.get_context("spawn").Pool(jobs)
    with pool:
        yield from pool.imap_unordered(work, tasks)


@contextlib.contextmanager
def _deaf_to_interrupts() -> Iterator[None]:
    """Start the workers with Ctrl+C ignored: they inherit that, and the caller alone hears it.

    Ctrl+C reaches every process of the terminal's group. A worker that heard it would print a
    traceback of its own; this way the caller stops the survey (the pool ends its workers) and
    says so once (``rusol-qt --survey``: "interrupted", status 130).
    """
    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread may change signal handlers
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def survey(
    count: int,
    rules: RuleSet,
    seconds: float,
    jobs: int,
    seed: int | None = None,
    progress: Callable[[DealResult], None] | None = None,
) -> SurveyReport:
    """Run the solver on ``count`` random deals and gather the report.

    ``progress`` is called with each deal's answer as it comes (a progress line).

    Raises:
        ValueError: ``count`` is not from 1 to :data:`MAX_SURVEY_DEALS`.
    """
    check_count(count)
    results = []
    for result in solve_all(sample_codes(count, rules, seed), seconds, jobs):
        results.append(result)
        if progress is not None:
            progress(result)
    return SurveyReport(rules, seconds, tuple(results))


def check_count(count: int) -> None:
    """Refuse a survey of ``count`` deals unless it is from 1 to :data:`MAX_SURVEY_DEALS`.

    Raises:
        ValueError: it is not.
    """
    if not 1 <= count <= MAX_SURVEY_DEALS:
        raise ValueError(f"a survey takes from 1 to {MAX_SURVEY_DEALS} deals, not {count}")
