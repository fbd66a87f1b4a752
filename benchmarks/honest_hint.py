"""The honest hint's latency, and how well a player who only follows it does.

Latency (issue 42, part B: p95 <= 1 s on Classic and Relaxed): the wall time of one hint, with
its default guesses and node budgets, over N Classic and N Relaxed positions, half of them new
deals (move 0) and half mid-game positions with 3 or more cards still face down. The hint runs
on one thread, as on the app's worker; the figures are wall time on this machine.

Strength (part D's goal: win >= 85 % of the deals a player with sight of every card wins): the
first M Classic deals of a fixed sample that the exact solver wins are played to the end with
the hint alone (each move the hint's, with the move number as its seed), and the share won is
printed with the run time. A game that reaches --max-moves moves or has no move left is lost.

    python benchmarks/honest_hint.py [--positions N] [--deals M] [--seed SEED]
                                     [--max-moves K]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import DEAL_COUNT, GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict, heuristic_move, solve_game
from rusol_qt.model.solver.honest import SAMPLES, honest_hint
from rusol_qt.model.survey import sample_codes


def quantile(values: list[float], share: float) -> float:
    """The nearest-rank quantile of ``values``."""
    ordered = sorted(values)
    return ordered[max(0, -(-int(share * 100) * len(ordered) // 100) - 1)]


def mid_game(rules: RuleSet, draw: random.Random) -> Game:
    """A random deal played 5 to 40 moves (mostly the heuristic's), 3+ cards still face down."""
    while True:
        game = Game(GameCode(draw.randrange(DEAL_COUNT), rules))
        for _ in range(draw.randint(5, 40)):
            moves = game.legal_moves()
            if not moves:
                break
            move = heuristic_move(game) if draw.random() < 0.7 else None
            game.play(move if move is not None else draw.choice(moves))
        if sum(game.face_down) >= 3 and game.legal_moves():
            return game


def latency(rules: RuleSet, count: int, seed: int) -> None:
    """Print p50/p95/max of the hint's wall and CPU time over ``count`` positions of ``rules``."""
    draw = random.Random(seed)
    walls: list[float] = []
    cpus: list[float] = []
    chances: list[float] = []
    for number in range(count):
        if number % 2 == 0:
            game = Game(GameCode(draw.randrange(DEAL_COUNT), rules))
        else:
            game = mid_game(rules, draw)
        wall, cpu = time.perf_counter(), time.process_time()
        hint = honest_hint(game.position(), rules, seed=number)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        chances.append(hint.chance)
    for name, times in (("wall", walls), ("CPU", cpus)):
        print(
            f"{rules.value:8s} {count:4d} positions (half move 0, half mid-game): {name} time p50"
            f" {statistics.median(times):.3f} s, p95 {quantile(times, 0.95):.3f} s, max"
            f" {max(times):.3f} s"
        )
    print(f"{'':8s} mean chance {statistics.mean(chances):.2f}")


def winnable_deals(count: int, seed: int) -> list[GameCode]:
    """The first ``count`` Classic deals of a fixed sample that the exact solver wins."""
    found: list[GameCode] = []
    for code in sample_codes(50 * count, RuleSet.CLASSIC, seed):
        if solve_game(Game(code), max_nodes=2_000_000).verdict is Verdict.WINNABLE:
            found.append(code)
            if len(found) == count:
                break
    return found


def play_honestly(code: GameCode, max_moves: int) -> tuple[bool, str]:
    """Play ``code`` with the honest hint alone; whether the game was won, and how it ended."""
    game = Game(code)
    while not game.is_won() and game.moves < max_moves:
        hint = honest_hint(game.position(), game.rules, seed=game.moves)
        if hint.move is None:
            return False, f"no move after {game.moves}"
        game.play(hint.move)
    return game.is_won(), f"{game.moves} moves, {sum(game.foundations)} home"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100, help="positions per rule set")
    parser.add_argument("--deals", type=int, default=20, help="winnable Classic deals to play")
    parser.add_argument("--seed", type=int, default=42, help="seed of the samples (42)")
    parser.add_argument("--max-moves", type=int, default=400, help="moves before giving up")
    args = parser.parse_args()
    print(
        f"honest hint: {SAMPLES[RuleSet.CLASSIC]} guesses a hint in Classic,"
        f" {SAMPLES[RuleSet.RELAXED]} in Relaxed; seed {args.seed}"
    )
    for rules in (RuleSet.CLASSIC, RuleSet.RELAXED):
        if args.positions > 0:
            latency(rules, args.positions, args.seed)
    if args.deals > 0:
        started = time.perf_counter()
        deals = winnable_deals(args.deals, args.seed)
        chosen = time.perf_counter() - started
        ends = {code: play_honestly(code, args.max_moves) for code in deals}
        played = time.perf_counter() - started - chosen
        won = sum(1 for is_won, _ in ends.values() if is_won)
        print(
            f"strength: won {won} of {len(deals)} winnable Classic deals"
            f" ({won / len(deals):.0%}) with the hint alone; choosing the deals took"
            f" {chosen:.0f} s, playing them {played:.0f} s"
        )
        for code, (is_won, end) in ends.items():
            if not is_won:
                print(f"lost: {code} ({end})")


if __name__ == "__main__":
    main()
