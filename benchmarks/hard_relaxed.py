"""The solver on the hardest Mixed-suits deals known: how many it decides, and at what cost.

Issue 14 wants every Relaxed deal decided within 10 s. Nearly all are decided in a few
milliseconds, so a random sample says little about the few that are not; this set is made of
them (``hard-relaxed.txt`` says how it was found). With ``--nodes`` the budget is a number of
generated moves instead of seconds: the answers are then the same on every machine and under any
load, which is what comparing two versions of the search needs. The time is the CPU time of the
worker process. ``--set`` solves another list of deals in the same format instead, such as
``slow-relaxed.txt``, the slow wins later surveys met, or ``locks-relaxed.txt``, the likely locks
that no proof rule sees yet.

    python benchmarks/hard_relaxed.py [--seconds S | --nodes N] [--jobs J] [--first K] [--list]
                                      [--set FILE]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.solver import Verdict
from rusol_qt.model.survey import solve_all

HARD_DEALS = Path(__file__).with_name("hard-relaxed.txt")


def codes(path: Path = HARD_DEALS) -> list[str]:
    """The game codes of the set, in the file's order (``#`` starts a comment)."""
    lines = (line.partition("#")[0].strip() for line in path.read_text("utf-8").splitlines())
    return [line for line in lines if line]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--seconds", type=float, help="wall-time budget per deal (default 10)")
    budget.add_argument("--nodes", type=int, help="budget per deal in generated moves instead")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--first", type=int, help="only the first K deals of the set")
    parser.add_argument("--list", action="store_true", help="print each deal's answer too")
    parser.add_argument(
        "--set", type=Path, default=HARD_DEALS, help="the deals, one code a line (hard-relaxed.txt)"
    )
    args = parser.parse_args()
    seconds = 10.0 if args.seconds is None and args.nodes is None else args.seconds
    deals = [GameCode.parse(code) for code in codes(args.set)[: args.first]]
    print(
        f"{len(deals)} Relaxed deals of {args.set.name}, budget "
        + (f"{args.nodes:,} generated moves" if args.nodes else f"{seconds:g} s")
        + f" each, {args.jobs} process{'es' if args.jobs != 1 else ''}"
    )
    started = time.perf_counter()
    results = sorted(solve_all(deals, seconds, args.jobs, args.nodes), key=lambda r: r.code)
    for r in results if args.list else ():
        print(
            f"  {r.code}  {r.verdict.value:10s}  {r.cpu_seconds:7.2f} s  {r.nodes:>10,} moves"
            f"  best {r.best_cards}"
        )
    counts = {verdict: 0 for verdict in Verdict}
    for result in results:
        counts[result.verdict] += 1
    times = [result.cpu_seconds for result in results]
    print(
        f"decided {len(results) - counts[Verdict.UNKNOWN]} of {len(results)}:"
        f" winnable {counts[Verdict.WINNABLE]}, unwinnable {counts[Verdict.UNWINNABLE]},"
        f" unknown {counts[Verdict.UNKNOWN]}"
    )
    print(
        f"CPU time each: median {statistics.median(times):.2f} s, total {sum(times):.0f} s;"
        f" generated moves: {sum(result.nodes for result in results):,};"
        f" wall time {time.perf_counter() - started:.0f} s"
    )
    undecided = [result.code for result in results if result.verdict is Verdict.UNKNOWN]
    if undecided:
        print("undecided:", " ".join(undecided))


if __name__ == "__main__":
    main()
