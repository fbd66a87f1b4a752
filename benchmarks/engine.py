"""Engine speed: legal-move enumerations and apply+undo pairs per second on random playouts.

Targets on one core (issue 2): >= 20,000 enumerations/s and >= 100,000 apply+undo pairs/s.
Beside each figure stands a baseline measured in the same run, a bare Python loop doing the
list work of one move (slice a column off, put it back), so figures from different machines
can be compared as ratios.

    python benchmarks/engine.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode


def playout_positions(count: int, seed: int) -> list[Game]:
    """Games advanced by random legal moves to a spread of positions."""
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        game = Game(GameCode(rng.randrange(26**7)))
        for _ in range(rng.randrange(0, 40)):
            moves = game.legal_moves()
            if not moves:
                break
            game.play(rng.choice(moves))
        games.append(game)
    return games


def rate(work: Callable[[], int], seconds: float) -> float:
    """Units of ``work()`` per second, repeated for about ``seconds``.

    ``work`` does some units of work and says how many.
    """
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        done += work()
    return done / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    games = playout_positions(200, seed=1)

    def enumerate_all() -> int:
        for game in games:
            game.legal_moves()
        return len(games)

    pairs = [(game, move) for game in games for move in game.legal_moves()[:3]]

    def apply_undo() -> int:
        for game, move in pairs:
            game.play(move)
            game.undo()
        return len(pairs)

    columns = [list(range(10)) for _ in range(len(pairs))]

    def baseline() -> int:
        for column in columns:
            cards = column[5:]
            del column[5:]
            column.extend(cards)
        return len(columns)

    base = rate(baseline, args.seconds)
    enumerations = rate(enumerate_all, args.seconds)
    applies = rate(apply_undo, args.seconds)
    print(f"baseline (slice+extend a column): {base:12,.0f} /s")
    print(
        f"legal-move enumerations:          {enumerations:12,.0f} /s  (target >= 20,000; "
        f"{enumerations / base:.3f} x baseline)"
    )
    print(
        f"apply+undo pairs:                 {applies:12,.0f} /s  (target >= 100,000; "
        f"{applies / base:.3f} x baseline)"
    )


if __name__ == "__main__":
    main()
