"""The command line: headless tools (no Qt import) or, with no tool asked for, the game window.

``command`` reads the arguments and runs what they ask for; ``output`` prints and ends a command
whose output is lost; ``window`` checks for a display before Qt loads; ``solver_tools`` holds
``--solve``, ``--survey`` and ``--hint``.
"""

from rusol_qt.cli.command import deal_json, deal_text, main, usable_processors
from rusol_qt.cli.output import (
    EXIT_BAD_INPUT,
    EXIT_CLOSED_PIPE,
    EXIT_FAILED,
    EXIT_INTERRUPTED,
)
from rusol_qt.cli.window import display_problem

__all__ = [
    "EXIT_BAD_INPUT",
    "EXIT_CLOSED_PIPE",
    "EXIT_FAILED",
    "EXIT_INTERRUPTED",
    "deal_json",
    "deal_text",
    "display_problem",
    "main",
    "usable_processors",
]
