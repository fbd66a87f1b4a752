"""The command line: headless tools (no Qt import) or, with no tool asked for, the game window."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, NoReturn, Protocol

from rusol_qt import __version__
from rusol_qt.model.cards import ascii_upper, card_name
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode, GameCodeError

if TYPE_CHECKING:
    from rusol_qt.model.solver import Best

EXIT_BAD_INPUT = 2
#: The status when a tool's output cannot be written (standard output closed, or its disk full)
#: or the game window has no display to open on: the command could not do its job.
EXIT_FAILED = 1
#: The status of a tool whose reader went away (``rusol-qt --solve CODE | head -c 5``): 128 plus
#: SIGPIPE's number, what a shell reports for a C program killed by the closed pipe, so that a
#: ``set -o pipefail`` script still sees that the output was cut short. (A number, not
#: ``signal.SIGPIPE``: Windows has no such signal but can meet a closed pipe all the same.)
EXIT_CLOSED_PIPE = 128 + 13
#: The status after Ctrl+C: 128 plus SIGINT's number, as a shell reports it.
EXIT_INTERRUPTED = 128 + 2

#: The levels ``RUSOL_QT_LOG`` takes (logging's own names, in any case).
LOG_LEVELS = ("debug", "info", "warning", "error", "critical")


class _OutputError(Exception):
    """The standard output could not take what was asked for: closed, full, or its reader gone.

    ``error`` is the write's error, ``None`` when there is no standard output at all (``>&-``,
    or a Windows gui-script, which has no console).
    """

    def __init__(self, error: OSError | None) -> None:
        super().__init__(error)
        self.error = error


def _say(message: str) -> None:
    """Tell ``message`` on the standard error, when there is one that can take it.

    A Windows gui-script has no standard error at all (``sys.stderr`` is ``None``), and a closed
    or full one cannot take the message either: then the exit status alone tells.
    """
    if sys.stderr is None:
        return
    try:
        sys.stderr.write(f"rusol-qt: {message}\n")
        sys.stderr.flush()
    except OSError:
        pass


def _out(text: str) -> None:
    """Print ``text`` on the standard output, and make sure it got there (flushed).

    Raises:
        _OutputError: there is no standard output, or writing to it failed.
    """
    if sys.stdout is None:
        raise _OutputError(None)
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except OSError as error:
        raise _OutputError(error) from error


def _output_lost(error: OSError | None) -> int:
    """End a command whose output was lost: say why (unless the reader left), give the status."""
    if error is None:
        _say("the standard output is closed, so there is nowhere to print to")
        return EXIT_FAILED
    # Python flushes standard output once more at exit and would fail again, with a traceback
    # of its own: point it at the null device so that the exit is quiet.
    try:
        descriptor = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):
        descriptor = -1
    if descriptor >= 0:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, descriptor)
        os.close(null)
    if isinstance(error, BrokenPipeError):
        # The reader went away early (``rusol-qt --solve CODE | head -c 5``): that is the
        # reader's choice, not an error worth a message.
        return EXIT_CLOSED_PIPE
    _say(f"cannot write to the standard output: {error.strerror or error}")
    return EXIT_FAILED


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
            _out(self.format_help().rstrip("\n"))
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
        _out(f"rusol-qt {__version__}")
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
        _say(str(error))
        return EXIT_BAD_INPUT
    import json  # noqa: PLC0415 - the game window does not need it at start

    game = Game(code)
    _out(json.dumps(deal_json(game)) if as_json else deal_text(game))
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
    except _OutputError as lost:
        return _output_lost(lost.error)
    except KeyboardInterrupt:
        # Ctrl+C (a long --survey or --solve): the person knows why; no traceback.
        _say("interrupted")
        return EXIT_INTERRUPTED


def _main(argv: Sequence[str] | None) -> int:
    parser = _parser()
    arguments = sys.argv[1:] if argv is None else list(argv)
    args = parser.parse_args(arguments)  # exits with status 2 on an unknown option or argument
    tools = [args.print_deal, args.solve, args.survey, args.hint]
    if sum(tool is not None for tool in tools) > 1:
        parser.error("--print-deal, --solve, --hint and --survey go one at a time")
    given = _given(parser, arguments)
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
            raise _OutputError(None)
        if args.print_deal is not None:
            return _print_deal(args.print_deal, args.json)
        if args.hint is not None:
            return _run_hint(args, given)
        return _run_solver_tool(args)
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
            _say(f"--game: {error}")
            return EXIT_BAD_INPUT
        window_argv += ["--game", str(code)]
    # Qt aborts (status 134, and words about reinstalling) when it finds no display: say so
    # plainly before it loads.
    problem = display_problem(os.environ, args.qt or [], sys.platform)
    if problem is not None:
        _say(problem)
        return EXIT_FAILED
    _set_up_log()
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


# -- the game window's start ---------------------------------------------------------------------

#: The platform plugins that draw on a desktop's display, and the variable naming it.
_DISPLAY_PLATFORMS = {
    "xcb": "DISPLAY",
    "wayland": "WAYLAND_DISPLAY",
    "wayland-egl": "WAYLAND_DISPLAY",
}


def display_problem(
    environ: Mapping[str, str], qt_options: Sequence[str], platform: str
) -> str | None:
    """Why the game window has no display to open on, or ``None`` when it has one (or may).

    Qt finds out too, but with a fatal error: the process aborts (status 134) and tells the
    player that reinstalling may help. So on Linux and the other X11 or Wayland systems, when
    the platform Qt would use (``-platform``, else ``QT_QPA_PLATFORM``, else the desktop's) is
    X11 or Wayland, this asks what Qt would need: ``WAYLAND_DISPLAY`` for Wayland, and for X11
    ``DISPLAY`` (or ``-display``) naming an X server that answers. Cheap: the environment, and
    for X11 one connection to the server's socket (not the X protocol, so an X server that
    refuses this user still reaches Qt's own message).
    """
    if platform.startswith(("win32", "cygwin", "darwin")):
        return None
    chosen = _option_value(qt_options, "-platform") or environ.get("QT_QPA_PLATFORM", "")
    names = [entry.split(":", 1)[0].strip() for entry in chosen.split(";") if entry.strip()]
    if any(name not in _DISPLAY_PLATFORMS for name in names):
        return None  # offscreen, vnc, eglfs...: no desktop display needed
    if not names:
        names = ["wayland", "xcb"]  # Qt picks one of these by itself: either will do
    x_display = _option_value(qt_options, "-display") or environ.get("DISPLAY", "")
    wayland = any(_DISPLAY_PLATFORMS[name] == "WAYLAND_DISPLAY" for name in names)
    if wayland and (environ.get("WAYLAND_DISPLAY") or environ.get("WAYLAND_SOCKET")):
        return None
    if "xcb" in names and x_display:
        if _x_server_answers(x_display):
            return None
        return (
            f"cannot open the game window: no X server answers at DISPLAY {x_display!r} (it has "
            "stopped, or the name is wrong). Start the game from the desktop, or set DISPLAY to "
            "a running X server."
        )
    wanted = sorted({_DISPLAY_PLATFORMS[name] for name in names})
    unset = (
        f"{wanted[0]} is not set"
        if len(wanted) == 1
        else "neither DISPLAY nor WAYLAND_DISPLAY is set"
    )
    return (
        f"cannot open the game window: there is no display ({unset}). Start the game from the "
        "desktop, or set DISPLAY (an X server) or WAYLAND_DISPLAY (a Wayland compositor); "
        "--print-deal, --solve, --hint and --survey work without a display."
    )


def _option_value(qt_options: Sequence[str], name: str) -> str | None:
    """The value of the last ``name VALUE`` among the Qt options (as ``_QtOption`` keeps them)."""
    found = None
    for index, word in enumerate(qt_options[:-1]):
        if word == name:
            found = qt_options[index + 1]
    return found


def _x_server_answers(display: str) -> bool:
    """Whether an X server listens where ``display`` (``[host]:number[.screen]``) points.

    Only what can be known at once is refused: a local display (``:0``, ``unix:0``,
    ``localhost:10``, as ssh's forwarding sets) whose socket nobody listens on. A remote host,
    or a name this does not read, is left to Qt.
    """
    import _socket  # noqa: PLC0415 - the C module: socket.py's enums would cost the start

    host, colon, rest = display.rpartition(":")
    number = rest.split(".", 1)[0]
    if not colon or not number.isdigit() or "/" in host:
        return True
    places: list[tuple[int, str | tuple[str, int]]] = []
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{number}"
        if sys.platform.startswith("linux"):
            places.append((_socket.AF_UNIX, "\0" + path))  # the abstract socket X servers open
        places.append((_socket.AF_UNIX, path))
    if host in ("", "localhost", "127.0.0.1"):
        places.append((_socket.AF_INET, ("127.0.0.1", 6000 + int(number))))
    if not places:
        return True
    for family, address in places:
        connection = _socket.socket(family, _socket.SOCK_STREAM)
        connection.settimeout(2.0)
        try:
            connection.connect(address)
        except (ConnectionRefusedError, FileNotFoundError):
            continue
        except OSError:
            return True  # slow, or not allowed to look: Qt will know better
        finally:
            connection.close()
        return True
    return False


def _set_up_log() -> None:
    """Log to the standard error at ``RUSOL_QT_LOG``'s level (``RUSOL_QT_LOG=info`` logs moves).

    A value that is no level is a warning, and the game starts without a log: a mistyped wish
    about the log is no reason to refuse to play.
    """
    value = os.environ.get("RUSOL_QT_LOG", "")
    level = value.strip().lower()
    if not level or sys.stderr is None:
        return
    if level not in LOG_LEVELS:
        _say(
            f"warning: RUSOL_QT_LOG={value!r} is not a log level; the levels are "
            f"{', '.join(LOG_LEVELS)}. The game starts without a log."
        )
        return
    import logging  # noqa: PLC0415 - the tools log nothing

    logging.basicConfig(level=level.upper(), format="rusol-qt %(levelname)s %(name)s: %(message)s")


# -- solver tools (solver issue): --solve and --survey ---------------------------------------------


def _add_solver_arguments(parser: argparse.ArgumentParser) -> None:
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
        help='with --solve or --hint: first play these moves from the deal, e.g. "QH>5,AS>F"',
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


def _run_solver_tool(args: argparse.Namespace) -> int:
    import json  # noqa: PLC0415 - see _print_deal

    from rusol_qt.model.rules import RuleSet  # noqa: PLC0415 - only the solver tools need these
    from rusol_qt.model.solver import solve_game  # noqa: PLC0415
    from rusol_qt.model.survey import MAX_SURVEY_DEALS, survey  # noqa: PLC0415

    def refuse(reason: str) -> int:
        _say(reason)
        return EXIT_BAD_INPUT

    try:
        seconds = float(args.seconds)
    except ValueError:
        return refuse(f"--seconds wants a number of seconds, not {args.seconds!r}")
    if not 0 < seconds < float("inf"):
        return refuse(f"--seconds must be a finite number above 0, not {args.seconds}")
    if args.after is not None and args.solve is None:
        return refuse(
            "--after goes with --solve or --hint: it plays moves from the deal being solved"
        )
    if args.solve is not None:
        if args.rules is not None:
            return refuse("--rules goes with --survey: a game code carries its rule set (C or R)")
        game = _game_after(args.solve, args.after)
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
            _out(json.dumps(report))
            return 0
        lines = [f"{code}  ({code.rules.value})"]
        if game.actions:
            lines.append(f"after {len(game.actions)} moves: {' '.join(game.actions)}")
        lines.append(f"verdict: {solution.verdict.value}")
        if solution.moves:
            lines.append(
                f"winning line ({len(solution.moves)} moves): {' '.join(solution.notation)}"
            )
        lines.append(_best_text(best, won=bool(solution.moves)))
        if solution.stop is not None:
            lines.append(f"stopped by: {solution.stop.value} (budget {seconds:g} s)")
        lines.append(f"nodes: {solution.nodes}   time: {solution.seconds:.3f} s")
        _out("\n".join(lines))
        return 0
    try:
        count = int(args.survey)
        jobs = int(args.jobs)
        seed = None if args.seed is None else int(args.seed)
    except ValueError:
        return refuse("--survey, --jobs and --seed want whole numbers")
    if count < 1 or jobs < 1:
        return refuse("--survey and --jobs must be at least 1")
    if count > MAX_SURVEY_DEALS:
        return refuse(
            f"--survey takes at most {MAX_SURVEY_DEALS} deals at a time, not {count}: the report"
            " keeps every deal's answer for its times and undecided codes"
        )
    try:
        # Only a missing --rules means classic: an empty value is refused like a blank one.
        rules = RuleSet("classic" if args.rules is None else args.rules.strip().lower())
    except ValueError:
        return refuse(f"--rules is classic or relaxed, not {args.rules!r}")
    result = survey(count, rules, seconds, jobs, seed)
    _out(json.dumps(result.as_dict()) if args.json else result.text())
    return 0


def _run_hint(args: argparse.Namespace, given: set[str]) -> int:
    """``--hint CODE [--after MOVES] [--seed S] [--json]``: the honest hint of a position."""
    import json  # noqa: PLC0415 - see _print_deal
    import time  # noqa: PLC0415

    from rusol_qt.model.notation import move_text  # noqa: PLC0415
    from rusol_qt.model.solver import honest_hint  # noqa: PLC0415 - only --hint needs it

    def refuse(reason: str) -> int:
        _say(reason)
        return EXIT_BAD_INPUT

    for option in ("rules", "jobs", "seconds"):
        if option in given:
            # A game code carries its rule set; the hint's budget is in search nodes, so that
            # the same position and seed give the same hint on a busy machine too.
            return refuse(f"--{option} does not go with --hint")
    try:
        seed = 0 if args.seed is None else int(args.seed)
    except ValueError:
        return refuse(f"--seed wants a whole number, not {args.seed!r}")
    game = _game_after(args.hint, args.after)
    if isinstance(game, str):
        return refuse(game)
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
        _out(json.dumps(report))
        return 0
    lines = [f"{code}  ({code.rules.value})"]
    if game.actions:
        lines.append(f"after {len(game.actions)} moves: {' '.join(game.actions)}")
    lines.append(f"hint: {_hint_move_text(move, game.is_won())}")
    lines.append(f"chance: {_chance_text(hint.chance, hint.samples, hint.certain)}")
    lines.append(f"seed: {seed}   time: {seconds:.3f} s")
    _out("\n".join(lines))
    return 0


def _hint_move_text(move: str | None, won: bool) -> str:
    """The hint's move in words: the move, or why there is none."""
    if move is not None:
        return move
    return "none, the game is won" if won else "none, no move is left"


def _chance_text(chance: float, samples: int, certain: bool) -> str:
    """The chance to win in words, saying how it is known."""
    if certain:
        return "certain win" if chance == 1.0 else "cannot be won"
    guesses = "guess" if samples == 1 else "guesses"
    return f"about {round(chance * 100)} %, from {samples} {guesses} of the face-down cards"


def _game_after(text: str, moves: str | None) -> Game | str:
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
