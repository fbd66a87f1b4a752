"""Solver speed on fixed samples: decided shares and times, the best outcome, mid-game positions.

Targets (issues 7 and 14): decide >= 98% of Classic deals within 10 s each with a median <= 1 s;
the best outcome of a lost Classic deal in a median <= 1 s; every Relaxed deal and every mid-game
Relaxed position of the random-walk set decided within 10 s. The samples are drawn from fixed
seeds, so runs on different machines solve the same deals. The time is the CPU time of this
process, which other programs on a busy machine do not inflate; the budget itself is wall time,
as in the app.

    python benchmarks/solver.py [--classic N] [--relaxed N] [--walks N] [--seconds S]
                                [--seed SEED] [--walk-seed SEED]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Iterable

from rusol_qt.model.game import Game
from rusol_qt.model.notation import replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Solution, Verdict, solve_game
from rusol_qt.model.survey import sample_codes, walk_positions


def timed(games: Iterable[tuple[str, Game]], seconds: float) -> list[tuple[str, Solution, float]]:
    """Solve each game, with the CPU time each took."""
    results = []
    for name, game in games:
        started = time.process_time()
        solution = solve_game(game, seconds=seconds)
        results.append((name, solution, time.process_time() - started))
    return results


def quantile(values: list[float], share: float) -> float:
    """The nearest-rank quantile of ``values``."""
    ordered = sorted(values)
    return ordered[max(0, -(-int(share * 100) * len(ordered) // 100) - 1)]


def report(label: str, results: list[tuple[str, Solution, float]]) -> None:
    """Print the decided share and the CPU times of a set of answers."""
    count = len(results)
    verdicts = {verdict: 0 for verdict in Verdict}
    for _, solution, _ in results:
        verdicts[solution.verdict] += 1
    times = [cpu for _, _, cpu in results]
    nodes = sum(solution.nodes for _, solution, _ in results)
    decided = count - verdicts[Verdict.UNKNOWN]
    print(
        f"{label:8s} {count:5d}  decided {decided / count:7.2%}"
        f"  (winnable {verdicts[Verdict.WINNABLE]}, unwinnable {verdicts[Verdict.UNWINNABLE]},"
        f" unknown {verdicts[Verdict.UNKNOWN]})"
    )
    print(
        f"{'':8s} CPU time each: median {statistics.median(times):.4f} s,"
        f" p95 {quantile(times, 0.95):.4f} s, max {max(times):.2f} s;"
        f" {nodes / max(sum(times), 1e-9):,.0f} nodes/s"
    )
    undecided = [name for name, solution, _ in results if solution.verdict is Verdict.UNKNOWN]
    if undecided:
        print(f"{'':8s} undecided: {' '.join(undecided)}")


def report_best(results: list[tuple[str, Solution, float]]) -> None:
    """Print how long the best outcome of the lost deals took, and how far it gets."""
    lost = [(answer, cpu) for _, answer, cpu in results if answer.verdict is Verdict.UNWINNABLE]
    if not lost:
        return
    times = [cpu for _, cpu in lost]
    cards = [solution.best.foundation_cards for solution, _ in lost if solution.best is not None]
    print(
        f"{'':8s} best outcome of the {len(lost)} lost deals (proven, found by the same search):"
        f" CPU median {statistics.median(times):.4f} s, p95 {quantile(times, 0.95):.4f} s,"
        f" max {max(times):.2f} s; cards home: median {statistics.median(cards):g},"
        f" mean {statistics.mean(cards):.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--classic", type=int, default=300, help="Classic deals (default 300)")
    parser.add_argument("--relaxed", type=int, default=100, help="Relaxed deals (default 100)")
    parser.add_argument(
        "--walks", type=int, default=100, help="mid-game Relaxed positions (default 100)"
    )
    parser.add_argument("--seconds", type=float, default=10.0, help="budget per deal (10)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the deal samples (7)")
    parser.add_argument(
        "--walk-seed", type=int, default=2026, help="seed of the mid-game positions (2026)"
    )
    args = parser.parse_args()
    print(f"budget {args.seconds:g} s each, deal seed {args.seed}, walk seed {args.walk_seed}")
    if args.classic > 0:
        deals = [(str(c), Game(c)) for c in sample_codes(args.classic, RuleSet.CLASSIC, args.seed)]
        classic = timed(deals, args.seconds)
        report("classic", classic)
        report_best(classic)
    if args.relaxed > 0:
        deals = [(str(c), Game(c)) for c in sample_codes(args.relaxed, RuleSet.RELAXED, args.seed)]
        report("relaxed", timed(deals, args.seconds))
    if args.walks > 0:
        # Each walk is named by its number in the set, its deal and its length: enough to play
        # it again with --solve CODE --after MOVES.
        walks = [
            (f"#{number}:{code}+{len(moves)}", replay(code, list(moves)))
            for number, (code, moves) in enumerate(walk_positions(args.walks, args.walk_seed))
        ]
        report("mid-game", timed(walks, args.seconds))


if __name__ == "__main__":
    main()
