"""The dead-end rules are sound: no position along a winning line is called a dead end.

    python benchmarks/dead_end_soundness.py [--lines N] [--seed S]

Asks every rule (8, 9's two forms, 10) at every position along the winning lines of N random
Relaxed deals (default 30, seed 41: 2,894 positions, 40 s on this machine, load about 1). The test
``tests/model/test_dead_ends.py::test_no_position_of_a_winning_line_is_a_dead_end`` asks the
thorough rules at every eighth of those positions only, to keep the suite short.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rusol_qt.model.solver.crowding import crowded
from rusol_qt.model.solver.dead_end import dead_end
from rusol_qt.model.solver.opening import unopenable
from tests.model.test_dead_ends import winning_line_positions


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lines", type=int, default=30)
    parser.add_argument("--seed", type=int, default=41)
    args = parser.parse_args()
    began = time.perf_counter()
    positions = winning_line_positions(args.lines, args.seed)
    flagged = [
        (code, number)
        for code, number, (packed, heights) in positions
        if dead_end(packed, heights)
        or crowded(packed)
        or crowded(packed, heights)
        or unopenable(packed, heights)
    ]
    print(
        f"{len(positions):,} positions along {args.lines} winning lines (seed {args.seed}): "
        f"{len(flagged)} called dead ends {flagged or ''}; {time.perf_counter() - began:.1f} s"
    )
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())
