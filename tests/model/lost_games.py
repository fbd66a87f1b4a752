"""Games whose losing move is known, built from the solver, for the analysis's tests.

A winnable Classic deal's winning line, left at a known point by a move the solver proves loses.
"""

from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import move_text, replay
from rusol_qt.model.solver import Verdict, solve_game

#: A winnable Classic deal whose winning line can be left, early on, by a move that loses it.
WINNABLE = GameCode.parse("RU1-C-SZRRFEE")
#: A Classic deal that cannot be won.
LOST = GameCode.parse("RU1-C-AAAAABB")
#: The nodes of the searches that prove a move loses.
NODES = 20_000


def winning_line() -> list[str]:
    """The solver's winning line of :data:`WINNABLE`."""
    solution = solve_game(Game(WINNABLE))
    assert solution.verdict is Verdict.WINNABLE
    return list(solution.notation)


def first_detour(line: list[str], start: int) -> tuple[int, str]:
    """The first point from ``start`` where a move off the winning line loses the deal."""
    for at in range(start, len(line)):
        game = replay(WINNABLE, line[:at])
        for move in game.legal_moves():
            after = replay(WINNABLE, line[:at])
            text = move_text(after, move)
            after.play(move)
            if solve_game(after, max_nodes=NODES).verdict is Verdict.UNWINNABLE:
                return at, text
    raise AssertionError(f"no move off the winning line of {WINNABLE} from {start} loses it")
