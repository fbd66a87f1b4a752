"""The solver's boundary: what the table, the command line and the history call.

An exact solver: a winning line or a proof that none exists, and the best outcome left. The
solver sees every card, face-down ones included (it is a verdict on the deal, not advice a
player could find alone). It searches positions with a table keyed by a canonical form of the
position (:mod:`.packed`), plays forced foundation moves without branching, never considers
takebacks that cannot help (:mod:`.moves`), and expands the most promising positions first (in
Relaxed, a portfolio of ratings, hill-climbs and depth-first dives in turn: :mod:`.portfolio`).
Along the way it keeps the best position it has reached, so a lost position still gets the most
cards perfect play can bring home. A Relaxed position where some card can never come home
(:mod:`.dead_end`), or must move onto a card one rank higher when none can be free for it
(:mod:`.crowding`, :mod:`.placement`), or whose columns can be opened in no order
(:mod:`.opening`), is lost without a search for a win. Each pruning is proved in
docs/research/, for winning and for the best outcome. The caller sets the budget (nodes,
seconds) and may cancel.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from rusol_qt.model.game import FLIP_POINTS, FOUNDATION_POINTS, Game, Move
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver.moves import MoveGenerator
from rusol_qt.model.solver.packed import (
    DEALT_FACE_DOWN,
    Columns,
    Heights,
    Position,
    Step,
    count_face_down,
    pack,
    play_step,
    replay_steps,
)
from rusol_qt.model.solver.portfolio import FIRST_STYLE, Portfolio
from rusol_qt.model.solver.rating import Rating
from rusol_qt.model.solver.results import Best, Solution, Verdict


def solve(
    position: Position,
    rules: RuleSet,
    *,
    max_nodes: int | None = None,
    seconds: float | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Solution:
    """Search ``position`` under ``rules`` for a winning line and for the best outcome left.

    Args:
        position: columns (bottom card first), face-down counts and foundation heights, as
            :meth:`.Game.position` returns them; it is only read.
        rules: Classic builds by suit, Relaxed by rank only.
        max_nodes: stop with an unknown verdict after this many generated moves.
        seconds: stop with an unknown verdict after this much wall time.
        cancelled: polled during the search (e.g. ``threading.Event().is_set``); when it returns
            true the search stops with an unknown verdict.

    Returns:
        The verdict, the winning line when there is one, the nodes searched, the time taken,
        and the best outcome: proven when the search ran to its end, otherwise the best
        position it reached before the budget ran out (``best.proven`` is then false; the
        verdict is unknown, or unwinnable when the position is a dead end).
    """
    started = time.perf_counter()
    packed, heights = pack(position)
    deadline = None if seconds is None else started + seconds
    portfolio = Portfolio(
        rules is RuleSet.RELAXED, (packed, heights), max_nodes, deadline, cancelled
    )
    portfolio.run()
    verdict, steps, stop = portfolio.outcome
    search = portfolio.search
    assert search is not None  # every solve runs a search
    # A dive that left out dead ends and ran out proves the loss (rule 8) but not the best.
    proven = verdict is Verdict.WINNABLE or verdict is Verdict.UNWINNABLE and not search.pruned
    if portfolio.dead_end:
        # The verdict is proved either way; the best outcome only if the search ran to its end.
        verdict, stop = Verdict.UNWINNABLE, None
    best = steps if verdict is Verdict.WINNABLE else portfolio.best[1]
    texts, _ = replay_steps(packed, heights, steps)
    return Solution(
        verdict,
        tuple(Move(*step) for step in steps),
        tuple(texts),
        portfolio.nodes,
        time.perf_counter() - started,
        stop,
        best_outcome((packed, heights), best, proven),
    )


def best_outcome(start: tuple[Columns, Heights], line: list[Step], proven: bool) -> Best:
    """The best outcome that ``line`` reaches from the packed position ``start``."""
    texts, (columns, heights) = replay_steps(*start, line)
    home = sum(heights)
    turned = DEALT_FACE_DOWN - sum(map(count_face_down, columns))
    return Best(
        home,
        max(0, home * FOUNDATION_POINTS + turned * FLIP_POINTS),
        tuple(Move(*step) for step in line),
        tuple(texts),
        proven,
    )


def solve_game(
    game: Game,
    *,
    max_nodes: int | None = None,
    seconds: float | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Solution:
    """Search the current position of ``game`` (see :func:`solve`); the game is not changed."""
    return solve(
        game.position(), game.rules, max_nodes=max_nodes, seconds=seconds, cancelled=cancelled
    )


def heuristic_move(game: Game) -> Move | None:
    """A reasonable next move when no winning line is known.

    A foundation move when there is one; otherwise the move the search would like best: the one
    leading to the position rated nearest to a win (fewest face-down cards, then fewest cards not
    lying on a card they fit), ties broken by the search's move order. ``None`` when the search
    sees no useful move at all.
    """
    for source in range(len(game.columns)):
        move = game.foundation_move(source)
        if move is not None:
            return move
    columns, heights = pack(game.position())
    relaxed = game.rules is RuleSet.RELAXED
    generator = MoveGenerator(relaxed)
    rate = Rating(FIRST_STYLE, relaxed).rate
    best: tuple[int, int, Step] | None = None
    for order, step in enumerate(generator.moves(columns, heights)):
        _, after, _ = generator.settle(*play_step(columns, heights, step), [])
        rating = (rate(after), order, step)
        if best is None or rating < best:
            best = rating
    return None if best is None else Move(*best[2])
