"""Solver speed on a fixed sample of deals: decided share, median and p95 time per deal.

Targets on one core (issue 7): decide >= 98% of Classic deals within 10 s each, median <= 1 s.
The sample is drawn from a fixed seed, so runs on different machines solve the same deals. The
time is the CPU time of this process, which other programs on a busy machine do not inflate;
the budget itself is wall time, as in the app.

    python benchmarks/solver.py [--classic N] [--relaxed N] [--seconds S] [--seed SEED]
"""

from __future__ import annotations

import argparse
import statistics
import time

from rusol_qt.model.game import Game
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict, solve_game
from rusol_qt.model.survey import sample_codes


def measure(rules: RuleSet, count: int, seconds: float, seed: int) -> None:
    """Solve ``count`` deals of the fixed sample and print the figures."""
    if count <= 0:
        return
    verdicts: dict[Verdict, int] = dict.fromkeys(Verdict, 0)
    times = []
    nodes = 0
    for code in sample_codes(count, rules, seed):
        started = time.process_time()
        solution = solve_game(Game(code), seconds=seconds)
        times.append(time.process_time() - started)
        verdicts[solution.verdict] += 1
        nodes += solution.nodes
    times.sort()
    decided = count - verdicts[Verdict.UNKNOWN]
    p95 = times[max(0, -(-95 * count // 100) - 1)]
    print(
        f"{rules.value:8s} deals {count:5d}  decided {decided / count:7.2%}"
        f"  (winnable {verdicts[Verdict.WINNABLE]}, unwinnable {verdicts[Verdict.UNWINNABLE]},"
        f" unknown {verdicts[Verdict.UNKNOWN]})"
    )
    print(
        f"{'':8s} CPU time per deal: median {statistics.median(times):.4f} s,"
        f" p95 {p95:.4f} s, max {times[-1]:.2f} s;"
        f" {nodes / max(sum(times), 1e-9):,.0f} nodes/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--classic", type=int, default=300, help="Classic deals (default 300)")
    parser.add_argument("--relaxed", type=int, default=100, help="Relaxed deals (default 100)")
    parser.add_argument("--seconds", type=float, default=10.0, help="budget per deal (10)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the sample (7)")
    args = parser.parse_args()
    print(f"budget {args.seconds:g} s per deal, sample seed {args.seed}")
    measure(RuleSet.CLASSIC, args.classic, args.seconds, args.seed)
    measure(RuleSet.RELAXED, args.relaxed, args.seconds, args.seed)


if __name__ == "__main__":
    main()
