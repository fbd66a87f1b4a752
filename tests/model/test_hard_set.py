"""The deal sets of benchmarks/hard_relaxed.py are what their headers say they are."""

import runpy
from collections.abc import Callable
from pathlib import Path

import pytest

from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet

BENCHMARK = Path(__file__).parents[2] / "benchmarks" / "hard_relaxed.py"


def codes(name: str) -> list[str]:
    """The codes of one set, read by the benchmark's own reader."""
    read: Callable[[Path], list[str]] = runpy.run_path(str(BENCHMARK))["codes"]
    return read(BENCHMARK.with_name(name))


@pytest.mark.parametrize(
    ("name", "count"),  # each set's count is its header's
    [("hard-relaxed.txt", 341), ("slow-relaxed.txt", 36), ("locks-relaxed.txt", 6)],
)
def test_set_holds_distinct_relaxed_deals(name, count):
    deals = codes(name)
    assert len(deals) == count
    assert len(set(deals)) == len(deals)
    assert all(GameCode.parse(code).rules is RuleSet.RELAXED for code in deals)


def test_no_likely_lock_is_in_a_set_the_solver_decides():
    # The hard set is decided whole and every slow deal is known winnable: a deal in either is
    # no lock.
    locks = set(codes("locks-relaxed.txt"))
    assert locks.isdisjoint(codes("hard-relaxed.txt"))
    assert locks.isdisjoint(codes("slow-relaxed.txt"))
