"""The solver: a winning line or a proof that none exists, and the best outcome left.

The public names are these (docs/engine.md); the modules of the package hold the rest, one
concern each: :mod:`.interface` (the boundary), :mod:`.portfolio` (which searches run),
:mod:`.search` (the node expansion) with the strategies :mod:`.best_first`, :mod:`.dive` and
:mod:`.climb`, :mod:`.moves` and :mod:`.rating`, :mod:`.packed` (the position as the searches
hold it), and the dead-end proofs :mod:`.dead_end` (rule 8), :mod:`.crowding` and
:mod:`.placement` (rule 9, on :mod:`.holding`) and :mod:`.opening` (rule 10); and
:mod:`.honest`, the hint that sees only what the player sees.
"""

from rusol_qt.model.solver.honest import HintCancelledError, HonestHint, honest_hint
from rusol_qt.model.solver.interface import heuristic_move, solve, solve_game
from rusol_qt.model.solver.packed import Position
from rusol_qt.model.solver.results import Best, Solution, Stop, Verdict

__all__ = [
    "Best",
    "HintCancelledError",
    "HonestHint",
    "Position",
    "Solution",
    "Stop",
    "Verdict",
    "heuristic_move",
    "honest_hint",
    "solve",
    "solve_game",
]
