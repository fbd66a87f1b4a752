"""How long the analysis of a long game takes: where it was lost, and the honest chances.

Issue 42, part C: a 200-action Classic game analysed in <= 3 s on 2 cores. The games are made
here, reproducibly from --seed: deals of a fixed sample (half of them winnable, half lost from
the deal) played by a player who mostly follows the solver's line from where the game stands,
plays a random move now and then (which may lose a winnable deal), takes a move back or plays it
again now and then, and when no move is left takes back a few and tries another; a game that
gets stuck four times is left and another deal drawn. Each game is cut at exactly --length
actions (one that is won sooner is drawn again).

For each game the analysis runs once, in this process, on one thread (as on the app's worker):
the time until its first report (the verdicts and the losing move) and until it is done (the
chances too), wall and CPU. The same run times two baselines: one plain ``solve`` of the deal
(the analysis costs that many of them) and, with --every, a plain solve of every position (what
the analysis spares). Generating the games is not timed.

    python benchmarks/analysis.py [--games N] [--length K] [--seed SEED] [--rules classic,relaxed]
                                  [--every]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import time
from collections.abc import Callable, Sequence

from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import DEAL_COUNT, GameCode
from rusol_qt.model.notation import play_action
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import GameAnalysis, Verdict, analyse_game, solve, solve_game
from rusol_qt.model.solver.analysis import CHANCE_NODES, CHANCE_SAMPLES, VERDICT_NODES


def load() -> float:
    """The system's load average over the last minute (NaN where it cannot be read)."""
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")


def quantile(values: Sequence[float], share: float) -> float:
    """The nearest-rank quantile of ``values``."""
    ordered = sorted(values)
    return ordered[max(0, -(-int(share * 100) * len(ordered) // 100) - 1)]


def played(code: GameCode, length: int, draw: random.Random) -> Game | None:
    """``code`` played as the docstring says, to ``length`` actions; ``None`` if left or won."""
    game = Game(code)
    stuck = 0
    while len(game.actions) < length:
        if game.is_won():
            return None
        roll = draw.random()
        if game.can_undo and roll < 0.03:
            game.undo()
            continue
        if game.can_redo and roll < 0.04:
            game.redo()
            continue
        moves = game.legal_moves()
        if not moves:
            stuck += 1
            if stuck > 3:
                return None
            for _ in range(draw.randint(1, 3)):
                if game.can_undo and len(game.actions) < length - 1:
                    game.undo()
            moves = game.legal_moves()
            if moves and len(game.actions) < length:
                game.play(draw.choice(moves))
            continue
        line = solve_game(game, max_nodes=20_000).moves if draw.random() > 0.08 else ()
        game.play(line[0] if line else draw.choice(moves))
    return game


def long_games(rules: RuleSet, count: int, length: int, seed: int) -> list[Game]:
    """``count`` games of ``length`` actions, half on winnable deals and half on lost ones."""
    draw = random.Random(seed)
    games: list[Game] = []
    while len(games) < count:
        code = GameCode(draw.randrange(DEAL_COUNT), rules)
        winnable = solve_game(Game(code), max_nodes=VERDICT_NODES).verdict is Verdict.WINNABLE
        if winnable != (len(games) % 2 == 0):
            continue
        game = played(code, length, draw)
        if game is not None:
            games.append(game)
    return games


def timed(work: Callable[[], object]) -> tuple[float, float]:
    """The wall and CPU seconds ``work`` takes."""
    wall, cpu = time.perf_counter(), time.process_time()
    work()
    return time.perf_counter() - wall, time.process_time() - cpu


def measure(game: Game, every: bool) -> dict[str, float]:
    """One game's figures: the analysis's first report and end, and the baselines."""
    code, actions = game.code, list(game.actions)
    marks: list[tuple[float, float]] = []
    wall, cpu = time.perf_counter(), time.process_time()

    def first(_: GameAnalysis) -> None:
        if not marks:
            marks.append((time.perf_counter() - wall, time.process_time() - cpu))

    analysis = analyse_game(code, actions, progress=first)
    done = (time.perf_counter() - wall, time.process_time() - cpu)
    deal, _ = timed(lambda: solve(Game(code).position(), code.rules, max_nodes=VERDICT_NODES))
    replayed = Game(code)
    positions = [replayed.position()]
    for action in actions:
        play_action(replayed, action)
        positions.append(replayed.position())
    alone = float("nan")
    if every:
        alone, _ = timed(lambda: [solve(p, code.rules, max_nodes=VERDICT_NODES) for p in positions])
    return {
        "verdicts": marks[0][0],
        "verdicts_cpu": marks[0][1],
        "total": done[0],
        "total_cpu": done[1],
        "deal": deal,
        "every": alone,
        "lost_by_move": float(analysis.losing_move is not None),
        "undos": float(actions.count("U")),
    }


def report(rules: RuleSet, figures: list[dict[str, float]]) -> None:
    """Print p50/p95/max of each figure, and the ratios against the baselines."""

    def line(name: str, key: str) -> str:
        values = [each[key] for each in figures]
        return (
            f"  {name:34s} p50 {statistics.median(values):7.3f} s  p95"
            f" {quantile(values, 0.95):7.3f} s  max {max(values):7.3f} s"
        )

    count = len(figures)
    print(
        f"{rules.value}: {count} games, {sum(e['lost_by_move'] for e in figures):.0f} lost by a"
        f" move, {statistics.mean(e['undos'] for e in figures):.1f} undos a game on average"
    )
    for name, key in (
        ("verdicts + losing move, wall", "verdicts"),
        ("verdicts + losing move, CPU", "verdicts_cpu"),
        ("whole analysis (chances too), wall", "total"),
        ("whole analysis (chances too), CPU", "total_cpu"),
        ("baseline: one solve of the deal", "deal"),
        ("baseline: a solve of every position", "every"),
    ):
        if not math.isnan(figures[0][key]):
            print(line(name, key))
    medians = {key: statistics.median(each[key] for each in figures) for key in figures[0]}
    ratios = f"whole analysis / one solve of the deal {medians['total'] / medians['deal']:.0f}"
    if not math.isnan(medians["every"]):
        ratios += (
            f", verdicts / a solve of every position {medians['verdicts'] / medians['every']:.2f}"
        )
    print(f"  ratios of the medians: {ratios}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per rule set (20)")
    parser.add_argument("--length", type=int, default=200, help="actions a game (200)")
    parser.add_argument("--seed", type=int, default=42, help="seed of the games (42)")
    parser.add_argument("--rules", default="classic,relaxed", help="rule sets (both)")
    parser.add_argument(
        "--every", action="store_true", help="time a plain solve of every position too (long)"
    )
    args = parser.parse_args()
    print(
        f"analysis: verdicts within {VERDICT_NODES} nodes; chances from"
        f" {CHANCE_SAMPLES[RuleSet.CLASSIC]} guesses of {CHANCE_NODES[RuleSet.CLASSIC]} nodes"
        f" (Classic), {CHANCE_SAMPLES[RuleSet.RELAXED]} of {CHANCE_NODES[RuleSet.RELAXED]}"
        f" (Relaxed); seed {args.seed}; load average before {load():.2f}"
    )
    for name in args.rules.split(","):
        rules = RuleSet(name.strip())
        started = time.perf_counter()
        games = long_games(rules, args.games, args.length, args.seed)
        print(f"{rules.value}: {len(games)} games made in {time.perf_counter() - started:.0f} s")
        report(rules, [measure(game, args.every) for game in games])
    print(f"load average after {load():.2f}")


if __name__ == "__main__":
    main()
