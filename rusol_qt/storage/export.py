"""The history as CSV, for spreadsheets: one line per game, times in ISO 8601 (UTC).

Besides what was played, each line says what the solver found about the game's deal:
``deal_winnable`` is ``yes``, ``no`` or ``unknown`` (undecided within its budget), and empty
while the deal is still to be solved; ``deal_best`` is the most cards perfect play brings home
from the deal, against the game's own ``foundation_cards``.

A text cell that a spreadsheet would run as a formula (one starting with ``=``, ``+``, ``-``,
``@``, a tab or a carriage return, OWASP's list) gets a leading ``'``: the history is the
player's file, and a hostile or damaged one must not reach a spreadsheet's formulas. Numbers
are written as numbers, negative ones included.

The file starts with a byte order mark (U+FEFF, ``EF BB BF`` in UTF-8): Excel on Windows reads a
CSV without one in the system's ANSI code page, and shows Cyrillic and Thai rule or language
names as mojibake. LibreOffice, Numbers and Python's ``utf-8-sig`` take the mark as what it is.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import TextIO

from rusol_qt.storage.history import GameRecord
from rusol_qt.storage.statistics import DealVerdict

HEADER = (
    "started",
    "ended",
    "code",
    "rules",
    "result",
    "score",
    "seconds",
    "moves",
    "takebacks",
    "undos",
    "foundation_cards",
    "deal_winnable",
    "deal_best",
    "app_version",
    "actions",
)


_WINNABLE = {
    None: "",
    DealVerdict.WINNABLE: "yes",
    DealVerdict.UNWINNABLE: "no",
    DealVerdict.UNKNOWN: "unknown",
}


#: What a spreadsheet takes as the start of a formula (OWASP, "CSV Injection").
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutral_cell(value: str | int | float) -> str | int | float:
    """``value`` as a CSV cell no spreadsheet runs: text that starts a formula gets a ``'``."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _count(value: int | None) -> int | str:
    return "" if value is None else value


def _iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


#: Written first, so that Excel reads the file as UTF-8.
BYTE_ORDER_MARK = "\ufeff"


def write_csv(games: Iterable[GameRecord], file: TextIO) -> int:
    """Write ``games`` to ``file`` (opened with ``newline=""``); returns how many were written.

    The text starts with :data:`BYTE_ORDER_MARK`: open ``file`` as UTF-8 (not ``utf-8-sig``,
    which would write a second one).
    """
    file.write(BYTE_ORDER_MARK)
    writer = csv.writer(file)
    writer.writerow(HEADER)
    written = 0
    for game in games:
        writer.writerow(
            neutral_cell(cell)
            for cell in (
                _iso(game.started),
                _iso(game.ended),
                game.code,
                game.rules.value,
                game.result.value,
                game.score,
                round(game.seconds, 1),
                game.moves,
                game.takebacks,
                game.undos,
                _count(game.foundation_cards),
                _WINNABLE[game.deal_verdict],
                _count(game.deal_best),
                game.app_version,
                " ".join(game.actions),
            )
        )
        written += 1
    return written
