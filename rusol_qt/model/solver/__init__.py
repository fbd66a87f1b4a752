"""The solver: a winning line or a proof that none exists, and the best outcome left.

The public names are these (docs/engine.md); the modules of the package hold the rest, one
concern each: :mod:`.interface` (the boundary), :mod:`.portfolio` (which searches run),
:mod:`.search` (the node expansion) with the strategies :mod:`.best_first`, :mod:`.dive` and
:mod:`.climb`, :mod:`.moves` and :mod:`.rating`, :mod:`.packed` (the position as the searches
hold it), and the dead-end proofs :mod:`.dead_end` (rule 8), :mod:`.crowding` and
:mod:`.placement` (rule 9, on :mod:`.holding`) and :mod:`.opening` (rule 10); and
:mod:`.honest`, the hint that sees only what the player sees; :mod:`.analysis` (where a game
was lost, on :mod:`.settling`) and its saved form, :mod:`.saved_analysis`.
"""

from rusol_qt.model.solver.analysis import (
    ANALYSIS_VERSION,
    AnalysisCancelledError,
    Ending,
    GameAnalysis,
    LosingMove,
    PositionAnalysis,
    analyse_game,
)
from rusol_qt.model.solver.honest import HintCancelledError, HonestHint, honest_hint
from rusol_qt.model.solver.interface import heuristic_move, solve, solve_game
from rusol_qt.model.solver.packed import Position
from rusol_qt.model.solver.results import Best, Solution, Stop, Verdict
from rusol_qt.model.solver.saved_analysis import AnalysisFormatError, dump_analysis, load_analysis

__all__ = [
    "ANALYSIS_VERSION",
    "AnalysisCancelledError",
    "AnalysisFormatError",
    "Best",
    "Ending",
    "GameAnalysis",
    "HintCancelledError",
    "HonestHint",
    "LosingMove",
    "Position",
    "PositionAnalysis",
    "Solution",
    "Stop",
    "Verdict",
    "analyse_game",
    "dump_analysis",
    "heuristic_move",
    "honest_hint",
    "load_analysis",
    "solve",
    "solve_game",
]
