"""The solver's tools: ``--solve``, ``--survey`` and ``--hint`` (no Qt)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from rusol_qt.cli.output import EXIT_BAD_INPUT, out, say
from rusol_qt.model.cards import ascii_upper
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode, GameCodeError

if TYPE_CHECKING:
    from rusol_qt.model.solver import Best


def add_solver_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the solver tools' options to ``parser``."""
    parser.add_argument(
        "--solve", metavar="CODE", help="say whether a deal can be won, and how (full knowledge)"
    )
    parser.add_argument(
        "--hint",
        metavar="CODE",
        help="the honest hint: the move to play and the chance to win, from the visible cards only",
    )
    parser.add_argument(
        "--after",
        metavar="MOVES",
        help="with --solve, --hint or --analyse: first play these moves from the deal, e.g. "
        '"QH>5,AS>F,U"',
    )
    parser.add_argument(
        "--survey", metavar="N", help="solve N random deals and print the winnable share"
    )
    parser.add_argument("--rules", help="rule set of the survey: classic (default) or relaxed")
    parser.add_argument(
        "--seconds", default="10", metavar="S", help="time budget per deal (default 10)"
    )
    parser.add_argument("--jobs", default="1", metavar="J", help="survey processes (default 1)")
    parser.add_argument(
        "--seed",
        metavar="SEED",
        help="draw the survey's deals, or the hint's guesses of the face-down cards, reproducibly",
    )


def run_solver_tool(args: argparse.Namespace) -> int:
    """``--solve CODE [--after MOVES]``: print the answer, return the status.

    ``--survey`` is :func:`rusol_qt.cli.survey.run_survey`'s.
    """
    import json  # noqa: PLC0415 - the game window does not need it at start

    from rusol_qt.model.solver import solve_game  # noqa: PLC0415 - only --solve needs it

    def refuse(reason: str) -> int:
        say(reason)
        return EXIT_BAD_INPUT

    seconds = seconds_budget(args.seconds)
    if isinstance(seconds, str):
        return refuse(seconds)
    if args.rules is not None:
        return refuse("--rules goes with --survey: a game code carries its rule set (C or R)")
    game = game_after(args.solve, args.after)
    if isinstance(game, str):
        return refuse(game)
    code = game.code
    solution = solve_game(game, seconds=seconds)
    best = solution.best
    assert best is not None  # solve() always gives the best outcome
    report = {
        "code": str(code),
        "rules": code.rules.value,
        "after": list(game.actions),
        "verdict": solution.verdict.value,
        "moves": list(solution.notation),
        "takebacks": solution.takebacks,
        "best": {
            "foundation_cards": best.foundation_cards,
            "score": best.score,
            "moves": list(best.notation),
            "proven": best.proven,
        },
        "nodes": solution.nodes,
        "seconds": round(solution.seconds, 4),
        "stopped_by": None if solution.stop is None else solution.stop.value,
    }
    if args.json:
        out(json.dumps(report))
        return 0
    lines = [f"{code}  ({code.rules.value})"]
    if game.actions:
        lines.append(f"after {len(game.actions)} moves: {' '.join(game.actions)}")
    lines.append(f"verdict: {solution.verdict.value}")
    if solution.moves:
        lines.append(f"winning line ({len(solution.moves)} moves): {' '.join(solution.notation)}")
    lines.append(_best_text(best, won=bool(solution.moves)))
    if solution.stop is not None:
        lines.append(f"stopped by: {solution.stop.value} (budget {seconds:g} s)")
    lines.append(f"nodes: {solution.nodes}   time: {solution.seconds:.3f} s")
    out("\n".join(lines))
    return 0


def seconds_budget(text: str) -> float | str:
    """The budget per deal that ``--seconds text`` asks for, or why it is refused."""
    try:
        seconds = float(text)
    except ValueError:
        return f"--seconds wants a number of seconds, not {text!r}"
    if not 0 < seconds < float("inf"):
        return f"--seconds must be a finite number above 0, not {text}"
    return seconds


def run_hint(args: argparse.Namespace, given: set[str]) -> int:
    """``--hint CODE [--after MOVES] [--seed S] [--json]``: the honest hint of a position."""
    import json  # noqa: PLC0415 - the game window does not need it at start
    import time  # noqa: PLC0415

    from rusol_qt.model.notation import move_text  # noqa: PLC0415
    from rusol_qt.model.solver import honest_hint  # noqa: PLC0415 - only --hint needs it

    def refuse(reason: str) -> int:
        say(reason)
        return EXIT_BAD_INPUT

    found = seeded_game(args, given, "hint")
    if isinstance(found, str):
        return refuse(found)
    game, seed = found
    code = game.code
    started = time.perf_counter()
    hint = honest_hint(game.position(), code.rules, seed=seed)
    seconds = time.perf_counter() - started
    move = None if hint.move is None else move_text(game, hint.move)
    if args.json:
        report = {
            "code": str(code),
            "rules": code.rules.value,
            "after": list(game.actions),
            "move": move,
            "chance": round(hint.chance, 4),
            "samples": hint.samples,
            "won_samples": hint.won_samples,
            "certain": hint.certain,
            "seed": seed,
            "seconds": round(seconds, 4),
        }
        out(json.dumps(report))
        return 0
    lines = [f"{code}  ({code.rules.value})"]
    if game.actions:
        lines.append(f"after {len(game.actions)} moves: {' '.join(game.actions)}")
    lines.append(f"hint: {hint_move_text(move, game.is_won())}")
    lines.append(f"chance: {chance_text(hint.chance, hint.samples, hint.certain)}")
    lines.append(f"seed: {seed}   time: {seconds:.3f} s")
    out("\n".join(lines))
    return 0


def hint_move_text(move: str | None, won: bool) -> str:
    """The hint's move in words: the move, or why there is none."""
    if move is not None:
        return move
    return "none, the game is won" if won else "none, no move is left"


def chance_text(chance: float, samples: int, certain: bool) -> str:
    """The chance to win in words, saying how it is known."""
    if certain:
        return "certain win" if chance == 1.0 else "cannot be won"
    guesses = "guess" if samples == 1 else "guesses"
    return f"about {round(chance * 100)} %, from {samples} {guesses} of the face-down cards"


def seeded_game(args: argparse.Namespace, given: set[str], tool: str) -> tuple[Game, int] | str:
    """The game of ``--TOOL CODE [--after MOVES]`` and ``--seed`` (0 if not given); why not, if not.

    For the tools whose budgets are in search nodes (``--hint``, ``--analyse``): they take no
    ``--rules``, ``--jobs`` or ``--seconds``.
    """
    for option in ("rules", "jobs", "seconds"):
        if option in given:
            # A game code carries its rule set; the budget is in search nodes, so that the same
            # position and seed give the same answer on a busy machine too.
            return f"--{option} does not go with --{tool}"
    try:
        seed = 0 if args.seed is None else int(args.seed)
    except ValueError:
        return f"--seed wants a whole number, not {args.seed!r}"
    game = game_after(getattr(args, tool), args.after)
    return game if isinstance(game, str) else (game, seed)


def game_after(text: str, moves: str | None) -> Game | str:
    """The deal of the game code ``text`` with ``--after``'s ``moves`` played; why not, if not."""
    try:
        game = Game(GameCode.parse(text))
    except GameCodeError as error:
        return str(error)
    if moves is not None:
        refusal = _play_after(game, moves)
        if refusal is not None:
            return refusal
    return game


def _play_after(game: Game, moves: str) -> str | None:
    """Play ``--after``'s comma-separated moves (``U`` and ``R`` too) on ``game``.

    Returns:
        ``None`` when every move was played, otherwise why the first bad one was refused: its
        number (from 1), its text, and the rule that refused it or why it is not a move.
    """
    from rusol_qt.model.game import IllegalMoveError, NothingToDoError  # noqa: PLC0415
    from rusol_qt.model.notation import REDO, UNDO, NotationError, parse_move  # noqa: PLC0415

    for number, text in enumerate(moves.split(","), start=1):
        token = ascii_upper(text.strip())
        where = f"--after: move {number} ({text.strip()!r})"
        try:
            if token == UNDO:
                game.undo()
            elif token == REDO:
                game.redo()
            else:
                game.play(parse_move(game, token))
        except IllegalMoveError as error:
            return f"{where} is refused by the rule {error.rule.value}"
        except NothingToDoError as error:
            return f"{where} cannot be played: {error}"
        except NotationError as error:
            return f"{where} is not a move: {error}"
    return None


def _best_text(best: Best, won: bool) -> str:
    """The best outcome in words, with its line (named, not repeated, when it is the win)."""
    if best.proven:
        head = f"best possible: {best.foundation_cards} cards on the foundations"
    else:
        head = (
            f"best found before the budget ran out (not proven): {best.foundation_cards} cards"
            " on the foundations"
        )
    counted = f"{head}, score {best.score} (each card and each turned card counted once)"
    if won:
        return f"{counted}, by the winning line"
    line = " ".join(best.notation) if best.notation else "(no move needed)"
    return f"{counted}; line ({len(best.moves)} moves): {line}"
