"""The history as CSV, for spreadsheets: one line per game, times in ISO 8601 (UTC).

Besides what was played, each line says what the solver found about the game's deal:
``deal_winnable`` is ``yes``, ``no`` or ``unknown`` (undecided within its budget), and empty
while the deal is still to be solved; ``deal_best`` is the most cards perfect play brings home
from the deal, against the game's own ``foundation_cards``.
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


def _count(value: int | None) -> int | str:
    return "" if value is None else value


def _iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


def write_csv(games: Iterable[GameRecord], file: TextIO) -> int:
    """Write ``games`` to ``file`` (opened with ``newline=""``); returns how many were written."""
    writer = csv.writer(file)
    writer.writerow(HEADER)
    written = 0
    for game in games:
        writer.writerow(
            (
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
