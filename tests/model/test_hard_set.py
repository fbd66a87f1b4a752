"""The hard-deal set of benchmarks/hard_relaxed.py is what its header says it is."""

from pathlib import Path

from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet

HARD_DEALS = Path(__file__).parents[2] / "benchmarks" / "hard-relaxed.txt"


def test_hard_set_holds_distinct_relaxed_deals():
    lines = [line.partition("#")[0].strip() for line in HARD_DEALS.read_text("utf-8").splitlines()]
    codes = [line for line in lines if line]
    assert len(codes) == 341  # the header's count
    assert len(set(codes)) == len(codes)
    assert all(GameCode.parse(code).rules is RuleSet.RELAXED for code in codes)
