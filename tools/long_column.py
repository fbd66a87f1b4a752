"""The game window with one long column, for looking at the card art in a squeezed column.

Usage: ``python3 tools/long_column.py [--face-up 19] [--face-down 6] [--four-colour]``

The last column holds ``--face-down`` cards face down and ``--face-up`` cards face up: covered
Aces and court cards, spades beside clubs of the same rank, hearts beside diamonds; the other
cards lie in the other columns. The window opens at its default size for the screen, with
settings and history in a throwaway folder, so the player's own are never touched. The card-art
page's screenshot of a 25-card column was taken with it under Xvfb (docs/card-art.md). A tool
for looking at the art; the installed app does not carry it.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

if __name__ == "__main__":
    # Run as ``python3 tools/long_column.py``: the checkout's package, beside this file.
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rusol_qt.model.cards import Card, parse_card
from rusol_qt.model.game import COLUMN_COUNT, Game

#: The face-up cards of the long column, from the first one down, as a long game leaves them:
#: what was dealt face up, then runs built on it, with cards a squeezed column must tell apart
#: lying under others (A♠ and A♥, 4♠ and 4♣, 10♠ and 10♣, every court's rank in some suit).
FACE_UP = (
    "3H QC AS JD 4C KS QS JS TS 9S 8S 7S 6S 5S 4S QD AH TC 9C 8C KD QH JH TD 5C 2S 9D 7C 8H 4D"
).split()


def long_column_game(face_up: int, face_down: int) -> Game:
    """A game whose last column has ``face_down`` cards face down and ``face_up`` face up."""
    if not 1 <= face_up <= len(FACE_UP) or face_down < 0 or face_up + face_down > 52:
        raise ValueError("the long column needs 1 to 30 face-up cards and at most 52 in all")
    column = [parse_card(name) for name in FACE_UP[:face_up]]
    rest = [card for card in range(52) if card not in column]
    random.Random(25).shuffle(rest)  # the same table every time, but not in suit order
    hidden, rest = rest[:face_down], rest[face_down:]
    others: list[list[Card]] = [[] for _ in range(COLUMN_COUNT - 1)]
    for index, card in enumerate(rest):
        others[index % len(others)].append(card)
    columns = (*(tuple(cards) for cards in others), (*hidden, *column))
    face_downs = (*(max(0, len(cards) - 2) for cards in others), len(hidden))
    return Game.from_position((columns, face_downs, (0, 0, 0, 0)))


def main(argv: Sequence[str] | None = None) -> int:
    """Show the window with the long column until it is closed; return the exit status."""
    parser = argparse.ArgumentParser(
        prog="python3 tools/long_column.py",
        description="Open rusol-qt with one long column, to look at covered cards.",
    )
    parser.add_argument("--face-up", type=int, default=19, help="face-up cards in the column")
    parser.add_argument("--face-down", type=int, default=6, help="face-down cards under them")
    parser.add_argument("--four-colour", action="store_true", help="blue diamonds, green clubs")
    args = parser.parse_args(argv)
    try:
        game = long_column_game(args.face_up, args.face_down)
    except ValueError as error:
        parser.error(str(error))

    from PySide6.QtWidgets import QApplication  # noqa: PLC0415 - after the options are good

    from rusol_qt.app.startup.compose import compose  # noqa: PLC0415
    from rusol_qt.base.settings import Settings  # noqa: PLC0415
    from rusol_qt.storage import paths  # noqa: PLC0415

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory(prefix="rusol-qt-long-column-") as folder:
        paths.use_base(Path(folder))
        settings = Settings()
        settings.four_colour = args.four_colour
        composed = compose(settings)
        composed.window.show()
        composed.session.start(game.code, game)
        return app.exec()


if __name__ == "__main__":
    sys.exit(main())
