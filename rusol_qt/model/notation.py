"""The move notation (``QH>5``, ``AS>F``, ``U``, ``R``) and the saved form of a game.

A move is written as the card that starts the moved group and where it goes: a column number
1-7, or ``F`` for the card's own foundation. ``U`` is an undo and ``R`` a redo. A saved game is its
code and the list of every action since the deal; replaying it rebuilds the identical state,
undo and redo included. See docs/engine.md.
"""

from __future__ import annotations

from typing import Any

from rusol_qt.model.cards import ascii_upper, parse_card
from rusol_qt.model.game import (
    Game,
    IllegalMoveError,
    Move,
    NothingToDoError,
    foundation_of,
    notation,
)
from rusol_qt.model.gamecode import GameCode, GameCodeError

UNDO = "U"
REDO = "R"
SAVE_FORMAT = "rusol-qt game"
SAVE_VERSION = 1


class NotationError(ValueError):
    """Text that is not a move, or a saved game that cannot be replayed."""


def move_text(game: Game, move: Move) -> str:
    """Write ``move`` in the notation, as seen in ``game`` before the move is played."""
    return notation(game.pile(move.source)[move.start], move.target)


def parse_move(game: Game, text: str) -> Move:
    """Read a move such as ``QH>5`` or ``as>f`` in the position of ``game``.

    The move is not checked against the rules, only that its card and destination exist.

    Raises:
        NotationError: when the text is not a move.
    """
    card_part, sep, where = ascii_upper(text.strip()).partition(">")
    if not sep:
        raise NotationError(f"a move looks like QH>5 or AS>F, not {text!r}")
    try:
        card = parse_card(card_part)
    except ValueError as error:
        raise NotationError(str(error)) from None
    source, start = game.find(card)
    if where == "F":
        return Move(source, start, foundation_of(card // 13))
    if where in {"1", "2", "3", "4", "5", "6", "7"}:
        return Move(source, start, int(where) - 1)
    raise NotationError(f"a move goes to a column 1-7 or to F, not {where!r}")


def replay(code: GameCode, actions: list[str]) -> Game:
    """Deal ``code`` and play ``actions`` (moves, ``U`` and ``R``) on it.

    Raises:
        NotationError: naming the first action that cannot be played, and why.
    """
    game = Game(code)
    for number, text in enumerate(actions, start=1):
        token = ascii_upper(text.strip())
        try:
            if token == UNDO:
                game.undo()
            elif token == REDO:
                game.redo()
            else:
                game.play(parse_move(game, token))
        except (IllegalMoveError, NothingToDoError, NotationError) as error:
            raise NotationError(f"action {number} ({text!r}) cannot be played: {error}") from None
    return game


def dump_game(game: Game) -> dict[str, Any]:
    """The saved form of a game: format, version, code and actions (JSON-ready)."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "code": str(game.code),
        "actions": list(game.actions),
    }


def load_game(data: object) -> Game:
    """Rebuild a game from its saved form.

    Raises:
        NotationError: when the data is not a saved game, comes from a newer version of the app,
            or does not replay.
    """
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise NotationError("this is not a saved rusol-qt game")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise NotationError(f"unknown saved-game version: {version!r}")
    if version > SAVE_VERSION:
        raise NotationError(
            f"this game was saved by a newer version of rusol-qt (format {version}); "
            f"this version reads up to format {SAVE_VERSION}"
        )
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise NotationError("the saved game's actions are not a list of moves")
    try:
        code = GameCode.parse(str(data.get("code", "")))
    except GameCodeError as error:
        raise NotationError(f"the saved game's code cannot be read: {error}") from None
    return replay(code, actions)
