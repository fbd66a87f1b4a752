"""The saved form of a game's analysis: JSON-ready, versioned, checked when read back.

The history keeps it with the game, and ``--analyse --json`` prints it. Reading it back trusts
nothing: a form that is not an analysis, comes from another version of the analyser, or does
not fit its own game is refused, for the caller to analyse the game again.
"""

from __future__ import annotations

from typing import Any

from rusol_qt.model.game import Game, IllegalMoveError, Move
from rusol_qt.model.gamecode import GameCode, GameCodeError
from rusol_qt.model.notation import NotationError, parse_move
from rusol_qt.model.solver.analysis import (
    ANALYSIS_VERSION,
    Ending,
    GameAnalysis,
    LosingMove,
    PositionAnalysis,
    Timeline,
)
from rusol_qt.model.solver.results import Best, Verdict

ANALYSIS_FORMAT = "rusol-qt analysis"


class AnalysisFormatError(ValueError):
    """Data that is not a saved analysis this version of the analyser made."""


def dump_analysis(analysis: GameAnalysis) -> dict[str, Any]:
    """The saved form of ``analysis`` (JSON-ready)."""
    losing = analysis.losing_move
    return {
        "format": ANALYSIS_FORMAT,
        "version": ANALYSIS_VERSION,
        "code": str(analysis.code),
        "rules": analysis.code.rules.value,
        "seed": analysis.seed,
        "complete": analysis.complete,
        "ending": analysis.ending.value,
        "won": analysis.won,
        "lost_from_start": analysis.lost_from_start,
        "positions": [
            {
                "index": each.index,
                "action": each.action,
                "verdict": each.verdict.value,
                "chance": each.chance,
                "samples": each.samples,
                "won_samples": each.won_samples,
            }
            for each in analysis.positions
        ],
        "losing_move": None
        if losing is None
        else {"index": losing.index, "move": losing.notation, "redo": losing.redo},
        "best_after_losing_move": None
        if losing is None
        else {
            "foundation_cards": losing.best.foundation_cards,
            "score": losing.best.score,
            "moves": list(losing.best.notation),
            "proven": losing.best.proven,
        },
    }


def load_analysis(data: object) -> GameAnalysis:
    """The analysis ``data`` holds (as :func:`dump_analysis` gives it).

    Raises:
        AnalysisFormatError: the data is not a saved analysis, was made by another version of
            the analyser (older: worth making again; newer: not readable here), or does not fit
            its game (its actions do not replay, its losing move is not the game's).
    """
    if not isinstance(data, dict) or data.get("format") != ANALYSIS_FORMAT:
        raise AnalysisFormatError("this is not a saved analysis")
    if data.get("version") != ANALYSIS_VERSION:
        raise AnalysisFormatError(
            f"made by analyser version {data.get('version')!r}, this is {ANALYSIS_VERSION}"
        )
    try:
        code = GameCode.parse(_typed(data, "code", str))
        positions = tuple(
            _position(each, index) for index, each in enumerate(_typed(data, "positions", list))
        )
        ending = Ending(data["ending"])
        losing = data["losing_move"]
        if not positions or (losing is None) == (ending is Ending.LOST_BY_MOVE):
            raise ValueError("its ending and its losing move do not agree")
        return GameAnalysis(
            code,
            _typed(data, "seed", int),
            positions,
            ending,
            None if losing is None else _losing_move(code, positions, losing, data),
            _typed(data, "complete", bool),
        )
    except (KeyError, TypeError, ValueError, GameCodeError, NotationError) as error:
        raise AnalysisFormatError(f"the saved analysis cannot be read: {error}") from None


def _typed(data: object, key: str, kind: type) -> Any:
    """``data[key]``, which must be of type ``kind`` exactly (a bool is no int here)."""
    if not isinstance(data, dict):
        raise TypeError(f"{data!r} holds no {key}")
    value = data[key]
    if type(value) is not kind:
        raise TypeError(f"{key} is {value!r}")
    return value


def _position(data: object, index: int) -> PositionAnalysis:
    action = _typed(data, "action", str) if index else None
    if _typed(data, "index", int) != index or (index == 0 and _field(data, "action") is not None):
        raise ValueError(f"position {index} is out of place")
    chance = _field(data, "chance")
    if chance is not None and not (type(chance) is float and 0.0 <= chance <= 1.0):
        raise ValueError(f"chance {chance!r}")
    samples, won = _typed(data, "samples", int), _typed(data, "won_samples", int)
    if not 0 <= won <= samples:
        raise ValueError(f"{won} won of {samples} guesses")
    return PositionAnalysis(index, action, Verdict(_field(data, "verdict")), chance, samples, won)


def _field(data: object, key: str) -> Any:
    """``data[key]``, of any type."""
    if not isinstance(data, dict):
        raise TypeError(f"{data!r} holds no {key}")
    return data[key]


def _losing_move(
    code: GameCode, positions: tuple[PositionAnalysis, ...], saved: object, data: object
) -> LosingMove:
    """The losing move as saved, made again from the game's actions; refused if they differ."""
    index = _typed(saved, "index", int)
    timeline = Timeline(code, [each.action for each in positions if each.action is not None])
    if not 0 <= index < len(timeline.changes):
        raise ValueError(f"action {index} is not one of the game's")
    best = _field(data, "best_after_losing_move")
    notation = tuple(_typed(best, "moves", list))
    after = timeline.nodes[timeline.node_of[index + 1]]
    line = Best(
        _typed(best, "foundation_cards", int),
        _typed(best, "score", int),
        _line(Game.from_position(after, code.rules), notation),
        notation,
        _typed(best, "proven", bool),
    )
    losing = timeline.losing_move(index, line)
    if (losing.notation, losing.redo) != (_typed(saved, "move", str), _typed(saved, "redo", bool)):
        raise ValueError(f"action {index} of the game is not {saved!r}")
    return losing


def _line(game: Game, notation: tuple[object, ...]) -> tuple[Move, ...]:
    """The moves of a line in the notation, each played on ``game`` (which must allow it)."""
    moves = []
    for text in notation:
        if not isinstance(text, str):
            raise TypeError(f"move {text!r}")
        move = parse_move(game, text)
        try:
            game.play(move)
        except IllegalMoveError as error:
            raise ValueError(f"{text} cannot be played: {error}") from None
        moves.append(move)
    return tuple(moves)
