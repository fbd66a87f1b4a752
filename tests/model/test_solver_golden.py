"""The solver answers as recorded in solver_golden.json (see tests/model/solver_golden.py).

The default run checks every entry the solver settles within ``QUICK_NODES`` generated moves,
most of the set; ``python -m tests.model.solver_golden`` checks all of it.
"""

from typing import Any

import pytest

from tests.model.solver_golden import CLASSIC, HARD, MID_GAME, RELAXED, answer, recorded

#: The entries the default run checks: those recorded as settled within this many moves.
QUICK_NODES = 25_000

ENTRIES = recorded()


def test_the_file_holds_the_whole_set():
    codes = [entry["code"] for entry in ENTRIES if "code" in entry]
    assert sum(code.startswith("RU1-C-") for code in codes) == CLASSIC
    assert sum(code.startswith("RU1-R-") for code in codes) == RELAXED + len(HARD)
    assert len(ENTRIES) - len(codes) == MID_GAME
    assert len(set(codes)) == len(codes)


def test_the_quick_part_is_most_of_the_set():
    quick = [entry for entry in ENTRIES if entry["answer"]["nodes"] <= QUICK_NODES]
    assert len(quick) >= 950


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["classic", "relaxed", "mid-game"])
def test_the_solver_answers_as_recorded(kind):
    def kind_of(entry: dict[str, Any]) -> str:
        if "code" not in entry:
            return "mid-game"
        return "classic" if entry["code"].startswith("RU1-C-") else "relaxed"

    checked = [
        entry
        for entry in ENTRIES
        if kind_of(entry) == kind and entry["answer"]["nodes"] <= QUICK_NODES
    ]
    assert checked
    differ = [entry for entry in checked if answer(entry) != entry["answer"]]
    assert not differ, f"{len(differ)} of {len(checked)} answers changed, first: {differ[0]}"
