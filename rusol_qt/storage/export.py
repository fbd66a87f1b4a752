"""The history as CSV, for spreadsheets: one line per game, times in ISO 8601 (UTC)."""

from __future__ import annotations

import csv
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import TextIO

from rusol_qt.storage.history import GameRecord

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
    "app_version",
    "actions",
)


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
                game.app_version,
                " ".join(game.actions),
            )
        )
        written += 1
    return written
