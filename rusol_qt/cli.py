"""The command line: headless tools (no Qt import) or, with no tool asked for, the game window."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from rusol_qt import __version__
from rusol_qt.model.cards import card_name
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode, GameCodeError

EXIT_BAD_INPUT = 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rusol-qt",
        description="Russian Solitaire. With no option, the game window opens.",
    )
    parser.add_argument("--version", action="version", version=f"rusol-qt {__version__}")
    parser.add_argument("--print-deal", metavar="CODE", help="print the deal of a game code")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
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
    game = Game(code)
    print(json.dumps(deal_json(game)) if as_json else deal_text(game))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the process exit status."""
    args, rest = _parser().parse_known_args(argv)
    if args.print_deal is not None:
        return _print_deal(args.print_deal, args.json)
    from rusol_qt.app import run  # noqa: PLC0415 - Qt loads only when the window is wanted

    return run([sys.argv[0], *rest])
