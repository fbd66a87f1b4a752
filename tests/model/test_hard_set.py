"""The deal sets of benchmarks/hard_relaxed.py are what their headers say they are."""

import runpy
from pathlib import Path

from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet

BENCHMARK = Path(__file__).parents[2] / "benchmarks" / "hard_relaxed.py"


def test_hard_set_holds_distinct_relaxed_deals():
    codes = runpy.run_path(str(BENCHMARK))["codes"]()
    assert len(codes) == 341  # the header's count
    assert len(set(codes)) == len(codes)
    assert all(GameCode.parse(code).rules is RuleSet.RELAXED for code in codes)


def test_slow_set_holds_distinct_relaxed_deals():
    codes = runpy.run_path(str(BENCHMARK))["codes"](BENCHMARK.with_name("slow-relaxed.txt"))
    assert len(codes) == 28  # the header's count
    assert len(set(codes)) == len(codes)
    assert all(GameCode.parse(code).rules is RuleSet.RELAXED for code in codes)
