"""The deal sets of benchmarks/hard_relaxed.py are what their headers say they are."""

import runpy
from pathlib import Path

import pytest

from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet

BENCHMARK = Path(__file__).parents[2] / "benchmarks" / "hard_relaxed.py"


@pytest.mark.parametrize(
    ("name", "count"),  # each set's count is its header's
    [("hard-relaxed.txt", 341), ("slow-relaxed.txt", 28), ("locks-relaxed.txt", 11)],
)
def test_set_holds_distinct_relaxed_deals(name, count):
    codes = runpy.run_path(str(BENCHMARK))["codes"](BENCHMARK.with_name(name))
    assert len(codes) == count
    assert len(set(codes)) == len(codes)
    assert all(GameCode.parse(code).rules is RuleSet.RELAXED for code in codes)


def test_no_likely_lock_is_in_a_set_the_solver_decides():
    # The hard set is decided whole and every slow deal is won: a deal in either is no lock.
    read = runpy.run_path(str(BENCHMARK))["codes"]
    locks = set(read(BENCHMARK.with_name("locks-relaxed.txt")))
    assert locks.isdisjoint(read(BENCHMARK.with_name("hard-relaxed.txt")))
    assert locks.isdisjoint(read(BENCHMARK.with_name("slow-relaxed.txt")))
