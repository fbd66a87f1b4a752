"""How many cards perfect play gets home on random Classic deals (docs/winnability.md).

Solves a seeded sample of deals in parallel processes and prints the distribution of the best
outcome (cards on the foundations at best, 52 for a winnable deal): mean, quartiles and a
histogram, and how many deals were undecided (their best found so far is counted, and said).
With ``--json FILE`` it also writes the figures and the histogram, the data the chart of
docs/winnability.md draws.

    python benchmarks/best_outcome.py [--deals 10000] [--rules classic] [--seconds 10]
                                      [--jobs 2] [--seed 2029] [--json docs/best-outcome.json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict
from rusol_qt.model.survey import DealResult, sample_codes, solve_all

#: Width of the histogram's longest bar, in characters.
BAR = 50


def quartiles(values: list[int]) -> tuple[float, float, float]:
    """The lower quartile, the median and the upper quartile (inclusive method)."""
    low, median, high = statistics.quantiles(values, n=4, method="inclusive")
    return low, median, high


def figures(
    results: list[DealResult], rules: RuleSet, seconds: float, seed: int
) -> dict[str, object]:
    """The distribution of the best outcome, JSON-ready."""
    cards = [result.best_cards for result in results]
    low, median, high = quartiles(cards)
    histogram = [sum(1 for value in cards if value == count) for count in range(53)]
    return {
        "rules": rules.value,
        "deals": len(results),
        "seed": seed,
        "seconds_per_deal": seconds,
        "winnable": sum(1 for r in results if r.verdict is Verdict.WINNABLE),
        "undecided": sum(1 for r in results if r.verdict is Verdict.UNKNOWN),
        "mean_cards": statistics.mean(cards),
        "median_cards": median,
        "quartiles_cards": [low, high],
        "mean_score": statistics.mean(result.best_score for result in results),
        "median_seconds": statistics.median(result.seconds for result in results),
        "max_seconds": max(result.seconds for result in results),
        "cards_histogram": histogram,
    }


def text(data: dict[str, object]) -> str:
    """The figures for people, with the histogram drawn in characters."""
    histogram = data["cards_histogram"]
    assert isinstance(histogram, list)
    deals = data["deals"]
    assert isinstance(deals, int)
    quartiles = data["quartiles_cards"]
    assert isinstance(quartiles, list)
    low, high = quartiles
    lines = [
        f"rules {data['rules']}, {deals} deals (seed {data['seed']}),"
        f" budget {data['seconds_per_deal']:g} s each;"
        f" winnable {data['winnable']}, undecided {data['undecided']}",
        f"cards home at best: mean {data['mean_cards']:.2f}, median {data['median_cards']:g},"
        f" quartiles {low:g} - {high:g}; mean best score {data['mean_score']:.1f}",
        f"time per deal (wall): median {data['median_seconds']:.4f} s,"
        f" max {data['max_seconds']:.2f} s",
        "cards  deals   share",
    ]
    tallest = max(histogram)
    for count, number in enumerate(histogram):
        if number:
            bar = "#" * max(1, round(BAR * number / tallest))
            lines.append(f"{count:5d}  {number:5d}  {number / deals:6.2%}  {bar}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000, help="deals (default 10000)")
    parser.add_argument("--rules", default="classic", help="classic (default) or relaxed")
    parser.add_argument("--seconds", type=float, default=10.0, help="budget per deal (10)")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--seed", type=int, default=2029, help="seed of the sample (2029)")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args()
    rules = RuleSet(args.rules)
    started = time.perf_counter()
    codes = sample_codes(args.deals, rules, args.seed)
    results = list(solve_all(codes, args.seconds, args.jobs))
    data = figures(results, rules, args.seconds, args.seed)
    print(text(data))
    print(f"wall time of the whole run: {time.perf_counter() - started:.0f} s")
    if args.json is not None:
        args.json.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
