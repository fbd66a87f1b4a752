"""The command line: headless tools (no Qt import) or, with no tool asked for, the game window."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Sequence
from typing import NoReturn, Protocol

from rusol_qt import __version__
from rusol_qt.cli.analyse import add_analyse_arguments, run_analyse
from rusol_qt.cli.output import (
    EXIT_BAD_INPUT,
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    OutputError,
    out,
    output_lost,
    say,
)
from rusol_qt.cli.solver_tools import add_solver_arguments, run_hint, run_solver_tool
from rusol_qt.cli.survey import add_survey_arguments, run_survey
from rusol_qt.cli.window import display_problem, set_up_log
from rusol_qt.model.cards import card_name
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode, GameCodeError


class _Writable(Protocol):
    """What argparse prints its help to (typeshed's ``SupportsWrite[str]``)."""

    def write(self, text: str, /) -> object:
        """Write ``text``."""


class _Parser(argparse.ArgumentParser):
    """argparse, with ``--help`` written as any output is (a lost output ends in a message).

    Its refusals go to the standard error only: with none (a Windows gui-script, ``2>&-``),
    argparse would print the usage on the standard output instead.
    """

    def error(self, message: str) -> NoReturn:
        if sys.stderr is not None:
            self.print_usage(sys.stderr)
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")

    def print_help(self, file: _Writable | None = None) -> None:
        if file is None:
            out(self.format_help().rstrip("\n"))
        else:
            super().print_help(file)


class _Version(argparse.Action):
    """``--version``: the version on the standard output, written as any output is."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(
            option_strings,
            dest,
            nargs=0,
            default=argparse.SUPPRESS,
            help="show the version and exit",
        )

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        out(f"rusol-qt {__version__}")
        parser.exit()


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
    parser = _Parser(
        prog="rusol-qt",
        description="Russian Solitaire. With no tool option, the game window opens.",
        allow_abbrev=False,
    )
    parser.add_argument("--version", action=_Version)
    parser.add_argument("--game", metavar="CODE", help="open the window on the deal of a game code")
    parser.add_argument("--print-deal", metavar="CODE", help="print the deal of a game code")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    add_solver_arguments(parser)
    add_analyse_arguments(parser)
    add_survey_arguments(parser)
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
        say(str(error))
        return EXIT_BAD_INPUT
    import json  # noqa: PLC0415 - the game window does not need it at start

    game = Game(code)
    out(json.dumps(deal_json(game)) if as_json else deal_text(game))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the process exit status.

    Anything the parser does not know is refused with the usage and status 2 before Qt loads,
    so a mistyped option never opens a window (docs/history.md, "The command line"). Every
    path ends in a plain message and a status, never a traceback: an output that is closed,
    full or cut short (status 1, or 141 for a reader that left), no standard streams at all (a
    Windows gui-script: the status alone), no display for the window (status 1).
    """
    try:
        return _main(argv)
    except OutputError as lost:
        return output_lost(lost.error)
    except KeyboardInterrupt:
        # Ctrl+C (a long --survey or --solve): the person knows why; no traceback.
        say("interrupted")
        return EXIT_INTERRUPTED


def _main(argv: Sequence[str] | None) -> int:
    parser = _parser()
    arguments = sys.argv[1:] if argv is None else list(argv)
    args = parser.parse_args(arguments)  # exits with status 2 on an unknown option or argument
    tools = [args.print_deal, args.solve, args.survey, args.hint, args.analyse]
    if sum(tool is not None for tool in tools) > 1:
        parser.error("--print-deal, --solve, --hint, --analyse and --survey go one at a time")
    given = _given(parser, arguments)
    if args.honest and args.survey is None:
        parser.error("--honest goes with --survey: it plays the survey's deals honestly")
    if any(tool is not None for tool in tools):
        window_only = sorted(given & {"game", "qt"})
        if window_only:
            parser.error("--game and Qt's options go with the game window, not with a tool")
        if args.survey is not None and "jobs" in given:
            refused = _refuse_jobs(args.jobs)
            if refused is not None:
                parser.error(refused)
        if sys.stdout is None:
            # Before the work, which may be long (a survey): its answer could go nowhere.
            raise OutputError(None)
        if args.print_deal is not None:
            return _print_deal(args.print_deal, args.json)
        if args.hint is not None:
            return run_hint(args, given)
        if args.analyse is not None:
            return run_analyse(args, given)
        if args.survey is not None:
            return run_survey(args)
        return run_solver_tool(args)
    tool_only = sorted(given & {"json", "rules", "seconds", "jobs", "seed", "after"})
    if tool_only:
        parser.error(
            f"--{tool_only[0]} goes with --print-deal, --solve, --hint or --survey; "
            "the game window takes only --game and Qt's options"
        )
    window_argv = [sys.argv[0] if sys.argv else "rusol-qt", *(args.qt or [])]
    if args.game is not None:
        # Checked here, before Qt loads: an empty or mistyped code is refused like any bad input.
        try:
            code = GameCode.parse(args.game)
        except GameCodeError as error:
            say(f"--game: {error}")
            return EXIT_BAD_INPUT
        window_argv += ["--game", str(code)]
    # Qt aborts (status 134, and words about reinstalling) when it finds no display: say so
    # plainly before it loads.
    problem = display_problem(os.environ, args.qt or [], sys.platform)
    if problem is not None:
        say(problem)
        return EXIT_FAILED
    set_up_log()
    # Nearly everything the start creates (PySide6's classes and enums above all) lives as long
    # as the app, so the cyclic garbage collector's passes over it during the start are wasted:
    # it is switched on again once the window is up (app.run).
    gc.disable()
    from rusol_qt.app.startup.main import run  # noqa: PLC0415 - Qt loads only when the window is wanted

    return run(window_argv)


def _given(parser: argparse.ArgumentParser, arguments: Sequence[str]) -> set[str]:
    """The destinations of the options actually written on the command line (not defaults).

    Read from the words themselves, as ``--name`` or ``--name=value`` (the parser takes no
    abbreviations): a second parser would cost the game window's start its gettext look-ups.
    """
    options = parser._option_string_actions  # argparse has no public way to ask
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
