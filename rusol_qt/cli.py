"""The command line: headless tools (no Qt import) or, with no tool asked for, the game window."""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rusol_qt import __version__
from rusol_qt.model.cards import ascii_upper, card_name
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import DEAL_COUNT, GameCode, GameCodeError

if TYPE_CHECKING:
    from rusol_qt.model.solver import Best

EXIT_BAD_INPUT = 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rusol-qt",
        description="Russian Solitaire. With no option, the game window opens.",
    )
    parser.add_argument("--version", action="version", version=f"rusol-qt {__version__}")
    parser.add_argument("--print-deal", metavar="CODE", help="print the deal of a game code")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    _add_solver_arguments(parser)
    return parser


def deal_json(game: Game) -> dict[str, object]:
    """The deal of ``game`` in the ``--print-deal --json`` form, bottom card first."""
    return {
        "code": str(game.code),
        "rules": game.rules.value,
        "columns": [
            [
                {"card": card_name(card), "face_up": game.is_face_up(column, index)}
                for index, card in enumerate(cards)
            ]
            for column, cards in enumerate(game.columns)
        ],
    }


def deal_text(game: Game) -> str:
    """The deal of ``game`` as text: one line a column, face-down cards in brackets."""
    lines = [f"{game.code}  ({game.rules.value})"]
    for column, cards in enumerate(game.columns):
        names = [
            card_name(card) if game.is_face_up(column, index) else f"[{card_name(card)}]"
            for index, card in enumerate(cards)
        ]
        lines.append(f"{column + 1}: {' '.join(names)}")
    lines.append("[..] = face down; each column is listed bottom card first.")
    return "\n".join(lines)


def _print_deal(text: str, as_json: bool) -> int:
    try:
        code = GameCode.parse(text)
    except GameCodeError as error:
        print(f"rusol-qt: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    import json  # noqa: PLC0415 - the game window does not need it at start

    game = Game(code)
    print(json.dumps(deal_json(game)) if as_json else deal_text(game))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the process exit status."""
    parser = _parser()
    args, rest = parser.parse_known_args(argv)
    tools = [args.print_deal, args.solve, args.survey]
    if any(tool is not None for tool in tools):
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")  # exits with status 2
        if sum(tool is not None for tool in tools) > 1:
            parser.error("--print-deal, --solve and --survey go one at a time")
    if args.print_deal is not None:
        return _print_deal(args.print_deal, args.json)
    if args.solve is not None or args.survey is not None:
        return _run_solver_tool(args)
    # Nearly everything the start creates (PySide6's classes and enums above all) lives as long
    # as the app, so the cyclic garbage collector's passes over it during the start are wasted:
    # it is switched on again once the window is up (app.run).
    gc.disable()
    from rusol_qt.app.main import run  # noqa: PLC0415 - Qt loads only when the window is wanted

    return run([sys.argv[0], *rest])


# -- solver tools (solver issue): --solve and --survey ---------------------------------------------


def _add_solver_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--solve", metavar="CODE", help="say whether a deal can be won, and how (full knowledge)"
    )
    parser.add_argument(
        "--after",
        metavar="MOVES",
        help='with --solve: first play these moves from the deal, e.g. "QH>5,AS>F"',
    )
    parser.add_argument(
        "--survey", metavar="N", help="solve N random deals and print the winnable share"
    )
    parser.add_argument(
        "--rules", help="rule set of the survey: classic (default) or relaxed"
    )
    parser.add_argument(
        "--seconds", default="10", metavar="S", help="time budget per deal (default 10)"
    )
    parser.add_argument("--jobs", default="1", metavar="J", help="survey processes (default 1)")
    parser.add_argument("--seed", metavar="SEED", help="draw the survey's deals reproducibly")


def _run_solver_tool(args: argparse.Namespace) -> int:
    import json  # noqa: PLC0415 - see _print_deal

    from rusol_qt.model.rules import RuleSet  # noqa: PLC0415 - only the solver tools need these
    from rusol_qt.model.solver import solve_game  # noqa: PLC0415
    from rusol_qt.model.survey import survey  # noqa: PLC0415

    def refuse(reason: str) -> int:
        print(f"rusol-qt: {reason}", file=sys.stderr)
        return EXIT_BAD_INPUT

    try:
        seconds = float(args.seconds)
    except ValueError:
        return refuse(f"--seconds wants a number of seconds, not {args.seconds!r}")
    if not 0 < seconds < float("inf"):
        return refuse(f"--seconds must be a finite number above 0, not {args.seconds}")
    if args.after is not None and args.solve is None:
        return refuse("--after goes with --solve: it plays moves from the deal being solved")
    if args.solve is not None:
        if args.rules is not None:
            return refuse("--rules goes with --survey: a game code carries its rule set (C or R)")
        try:
            code = GameCode.parse(args.solve)
        except GameCodeError as error:
            return refuse(str(error))
        game = Game(code)
        if args.after is not None:
            refusal = _play_after(game, args.after)
            if refusal is not None:
                return refuse(refusal)
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
            print(json.dumps(report))
        else:
            print(f"{code}  ({code.rules.value})")
            if game.actions:
                print(f"after {len(game.actions)} moves: {' '.join(game.actions)}")
            print(f"verdict: {solution.verdict.value}")
            if solution.moves:
                print(f"winning line ({len(solution.moves)} moves): {' '.join(solution.notation)}")
            print(_best_text(best, won=bool(solution.moves)))
            if solution.stop is not None:
                print(f"stopped by: {solution.stop.value} (budget {seconds:g} s)")
            print(f"nodes: {solution.nodes}   time: {solution.seconds:.3f} s")
        return 0
    try:
        count = int(args.survey)
        jobs = int(args.jobs)
        seed = None if args.seed is None else int(args.seed)
    except ValueError:
        return refuse("--survey, --jobs and --seed want whole numbers")
    if count < 1 or jobs < 1:
        return refuse("--survey and --jobs must be at least 1")
    if count > DEAL_COUNT:
        return refuse(f"--survey can solve at most {DEAL_COUNT} distinct deals")
    try:
        rules = RuleSet((args.rules or "classic").strip().lower())
    except ValueError:
        return refuse(f"--rules is classic or relaxed, not {args.rules!r}")
    result = survey(count, rules, seconds, jobs, seed)
    print(json.dumps(result.as_dict()) if args.json else result.text())
    return 0


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
