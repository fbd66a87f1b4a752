"""What a command prints, and how it ends when the output cannot take it."""

from __future__ import annotations

import os
import sys

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


class OutputError(Exception):
    """The standard output could not take what was asked for: closed, full, or its reader gone.

    ``error`` is the write's error, ``None`` when there is no standard output at all (``>&-``,
    or a Windows gui-script, which has no console).
    """

    def __init__(self, error: OSError | None) -> None:
        super().__init__(error)
        self.error = error


def say(message: str) -> None:
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


def out(text: str) -> None:
    """Print ``text`` on the standard output, and make sure it got there (flushed).

    Raises:
        OutputError: there is no standard output, or writing to it failed.
    """
    if sys.stdout is None:
        raise OutputError(None)
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except OSError as error:
        raise OutputError(error) from error


def output_lost(error: OSError | None) -> int:
    """End a command whose output was lost: say why (unless the reader left), give the status."""
    if error is None:
        say("the standard output is closed, so there is nowhere to print to")
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
    say(f"cannot write to the standard output: {error.strerror or error}")
    return EXIT_FAILED
