"""The move notation and the saved form of a game."""

import json

import pytest

from rusol_qt.model.game import Game, Move, foundation_of
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import (
    SAVE_VERSION,
    NotationError,
    dump_game,
    load_game,
    move_text,
    parse_move,
    replay,
)
from tests.model.positions import build


def test_moves_are_written_as_card_and_destination():
    game = build(["[9H] 7H 5C", "8H", "[2C] AS"])
    assert move_text(game, Move(0, 1, 1)) == "7H>2"
    assert move_text(game, Move(2, 1, foundation_of(0))) == "AS>F"
    assert parse_move(game, "7h>2") == Move(0, 1, 1)
    assert parse_move(game, " as>f ") == Move(2, 1, foundation_of(0))
    assert parse_move(game, "9H>2") == Move(0, 0, 1)  # parsed; the rules refuse it later


def test_a_takeback_names_the_foundation_card():
    game = build(["[KD] 4S"], foundations="S3")
    assert parse_move(game, "3S>1") == Move(foundation_of(0), 2, 0)
    game.play(parse_move(game, "3S>1"))
    assert game.actions == ["3S>1"]


@pytest.mark.parametrize("text", ["7H", "7H>8", "7H>0", "ZZ>1", "7H>FF", ">1", "7H>ｆ"])
def test_bad_moves_are_refused(text):
    with pytest.raises(NotationError):
        parse_move(build(["[9H] 7H"]), text)


def test_replay_rebuilds_the_identical_state():
    code = GameCode.parse("RU1-C-AAAAABB")
    game = Game(code)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    game.undo()
    game.undo()
    game.redo()
    copy = replay(code, game.actions)
    assert copy.position() == game.position()
    assert (copy.score, copy.moves, copy.undos, copy.actions) == (
        game.score,
        game.moves,
        game.undos,
        game.actions,
    )
    assert copy.can_redo and copy.redo().move == game.redo().move


def test_saved_games_are_versioned_json():
    game = Game(GameCode.parse("RU1-R-AAAAAAB"))
    game.play(game.legal_moves()[0])
    data = json.loads(json.dumps(dump_game(game)))
    assert data["format"] == "rusol-qt game" and data["version"] == SAVE_VERSION
    assert data["code"] == "RU1-R-AAAAAAB"
    assert load_game(data).position() == game.position()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "not a saved rusol-qt game"),
        ({"format": "other"}, "not a saved rusol-qt game"),
        (
            {"format": "rusol-qt game", "version": 99, "code": "RU1-C-AAAAAAA", "actions": []},
            "newer version",
        ),
        (
            {"format": "rusol-qt game", "version": "1", "code": "RU1-C-AAAAAAA", "actions": []},
            "unknown saved-game version",
        ),
        (
            {"format": "rusol-qt game", "version": 1, "code": "RU9-C-AAAAAAA", "actions": []},
            "code cannot be read",
        ),
        (
            {"format": "rusol-qt game", "version": 1, "code": "RU1-C-AAAAAAA", "actions": "U"},
            "not a list",
        ),
        (
            {"format": "rusol-qt game", "version": 1, "code": "RU1-C-AAAAAAA", "actions": ["U"]},
            "action 1",
        ),
        (
            {"format": "rusol-qt game", "version": 1, "code": "RU1-C-AAAAAAA", "actions": ["KS>F"]},
            "action 1",
        ),
    ],
)
def test_bad_saved_games_say_why(data, message):
    with pytest.raises(NotationError, match=message):
        load_game(data)
