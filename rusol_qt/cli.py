"""The command line: headless tools (no Qt import) or, with no tool asked for, the game window."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rusol_qt import __version__
from rusol_qt.model.cards import ascii_upper, card_name
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import DEAL_COUNT, GameCode, GameCodeError

if TYPE_CHECKING:
    from rusol_qt.model.solver import Best

EXIT_BAD_INPUT = 2
#: The status of a tool whose reader went away (``rusol-qt --solve CODE | head -c 5``): 128 plus
#: SIGPIPE's number, what a shell reports for a C program killed by the closed pipe, so that a
#: ``set -o pipefail`` script still sees that the output was cut short. (A number, not
#: ``signal.SIGPIPE``: Windows has no such signal but can meet a closed pipe all the same.)
EXIT_CLOSED_PIPE = 128 + 13

#: Qt's own options that reach the game window (``qt6options(7)``; ``--name`` works as ``-name``
#: in Qt). Every other option is refused, so a mistyped one never opens a window.
QT_VALUE_OPTIONS = (
    "platform",
    "platformpluginpath",
    "platformtheme",
    "plugin",
    "style",
    "stylesheet",
    "qwindowgeometry",
    "qwindowicon",
    "qwindowtitle",
    "session",
    "display",
    "geometry",
)
QT_FLAG_OPTIONS = ("reverse", "widgetcount")


class _QtOption(argparse.Action):
    """Keeps a Qt option as Qt reads it (``-style=fusion`` becomes ``-style fusion``)."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        tokens = list(getattr(namespace, self.dest, None) or [])
        tokens.append(f"-{self.const}")
        if isinstance(values, str):
            tokens.append(values)
        setattr(namespace, self.dest, tokens)


def _parser() -> argparse.ArgumentParser:
    # No abbreviations: "--print-d" or a mistyped "--jo" must not quietly mean something else.
    parser = argparse.ArgumentParser(
        prog="rusol-qt",
        description="Russian Solitaire. With no tool option, the game window opens.",
        allow_abbrev=False,
    )
    parser.add_argument("--version", action="version", version=f"rusol-qt {__version__}")
    parser.add_argument("--game", metavar="CODE", help="open the window on the deal of a game code")
    parser.add_argument("--print-deal", metavar="CODE", help="print the deal of a game code")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    _add_solver_arguments(parser)
    qt = parser.add_argument_group(
        "Qt options",
        "for the game window only, passed on to Qt (see qt6options(7)): "
        + ", ".join(f"-{name} VALUE" for name in QT_VALUE_OPTIONS)
        + ", "
        + ", ".join(f"-{name}" for name in QT_FLAG_OPTIONS),
    )
    for name in (*QT_VALUE_OPTIONS, *QT_FLAG_OPTIONS):
        qt.add_argument(
            f"-{name}",
            f"--{name}",
            action=_QtOption,
            dest="qt",
            const=name,
            nargs=0 if name in QT_FLAG_OPTIONS else None,
            help=argparse.SUPPRESS,
        )
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
    """Run the command line; return the process exit status.

    Anything the parser does not know is refused with the usage and status 2 before Qt loads,
    so a mistyped option never opens a window (docs/history.md, "The command line").
    """
    parser = _parser()
    arguments = sys.argv[1:] if argv is None else list(argv)
    args = parser.parse_args(arguments)  # exits with status 2 on an unknown option or argument
    tools = [args.print_deal, args.solve, args.survey]
    if sum(tool is not None for tool in tools) > 1:
        parser.error("--print-deal, --solve and --survey go one at a time")
    given = _given(parser, arguments)
    if any(tool is not None for tool in tools):
        window_only = sorted(given & {"game", "qt"})
        if window_only:
            parser.error("--game and Qt's options go with the game window, not with a tool")
        if args.survey is not None and "jobs" in given:
            refused = _refuse_jobs(args.jobs)
            if refused is not None:
                parser.error(refused)
        if args.print_deal is not None:
            return _until_the_pipe_closes(lambda: _print_deal(args.print_deal, args.json))
        return _until_the_pipe_closes(lambda: _run_solver_tool(args))
    tool_only = sorted(given & {"json", "rules", "seconds", "jobs", "seed", "after"})
    if tool_only:
        parser.error(
            f"--{tool_only[0]} goes with --print-deal, --solve or --survey; "
            "the game window takes only --game and Qt's options"
        )
    window_argv = [sys.argv[0] if sys.argv else "rusol-qt", *(args.qt or [])]
    if args.game is not None:
        # Checked here, before Qt loads: an empty or mistyped code is refused like any bad input.
        try:
            code = GameCode.parse(args.game)
        except GameCodeError as error:
            print(f"rusol-qt: --game: {error}", file=sys.stderr)
            return EXIT_BAD_INPUT
        window_argv += ["--game", str(code)]
    # Nearly everything the start creates (PySide6's classes and enums above all) lives as long
    # as the app, so the cyclic garbage collector's passes over it during the start are wasted:
    # it is switched on again once the window is up (app.run).
    gc.disable()
    from rusol_qt.app.main import run  # noqa: PLC0415 - Qt loads only when the window is wanted

    return run(window_argv)


def _given(parser: argparse.ArgumentParser, arguments: Sequence[str]) -> set[str]:
    """The destinations of the options actually written on the command line (not defaults).

    Read from the words themselves, as ``--name`` or ``--name=value`` (the parser takes no
    abbreviations): a second parser would cost the game window's start its gettext look-ups.
    """
    options = parser._option_string_actions  # noqa: SLF001 - argparse has no public way to ask
    given = set()
    for word in arguments:
        if word == "--":
            break
        action = options.get(word.split("=", 1)[0]) if word.startswith("-") else None
        if action is not None:
            given.add(action.dest)
    return given


def usable_processors() -> int:
    """The processors this process may run on (its affinity where the system tells it)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def _refuse_jobs(text: str) -> str | None:
    """Why ``--jobs text`` is refused for being above the processors, else ``None``.

    A value that is no whole number is left to the survey's own check, which names it.
    """
    try:
        jobs = int(text)
    except ValueError:
        return None
    processors = usable_processors()
    if jobs <= processors:
        return None
    return (
        f"--jobs {jobs} is more than the {processors} processors this machine gives the survey; "
        f"use --jobs {processors} or fewer (more processes would only take turns on them)"
    )


def _until_the_pipe_closes(tool: Callable[[], int]) -> int:
    """Run a tool that prints; a reader that goes away early ends it quietly.

    ``rusol-qt --print-deal CODE --json | head -c 5`` closes the pipe while the tool writes (or
    when Python flushes at exit): that is the reader's choice, not an error worth a traceback.
    """
    try:
        status = tool()
        sys.stdout.flush()
    except BrokenPipeError:
        # Python flushes standard output once more at exit and would fail again: point it at
        # the null device so that the exit is silent.
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
        return EXIT_CLOSED_PIPE
    return status


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
    parser.add_argument("--rules", help="rule set of the survey: classic (default) or relaxed")
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
        # Only a missing --rules means classic: an empty value is refused like a blank one.
        rules = RuleSet("classic" if args.rules is None else args.rules.strip().lower())
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
