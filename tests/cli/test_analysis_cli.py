"""``--analyse CODE --after MOVES``: where a game was lost, on the command line."""

from __future__ import annotations

import json

import pytest

from rusol_qt.cli import main
from rusol_qt.model.notation import move_text, replay
from rusol_qt.model.solver import analyse_game, dump_analysis, heuristic_move
from tests.cli.command_line import run
from tests.model.lost_games import LOST, WINNABLE, first_detour, winning_line


@pytest.fixture(scope="module")
def lost_game() -> tuple[list[str], int, str]:
    """A game of the winnable deal lost by a known move, taken back, redone, played on."""
    line = winning_line()
    at, losing = first_detour(line, 5)
    actions = [*line[:at], losing, "U", "R"]
    game = replay(WINNABLE, actions)
    move = heuristic_move(game)
    assert move is not None
    return [*actions, move_text(game, move)], at, losing


def test_json_names_the_losing_move_and_gives_every_position(capsys, lost_game):
    actions, at, losing = lost_game
    after = ",".join(action.lower() for action in actions)
    assert main(["--analyse", str(WINNABLE).lower(), "--after", after, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data.pop("seconds") >= 0
    # The form the history keeps, for the same seed.
    assert data == dump_analysis(analyse_game(WINNABLE, actions))
    assert data["code"] == str(WINNABLE) and data["rules"] == "classic"
    assert [each["action"] for each in data["positions"]] == [None, *actions]
    assert [each["index"] for each in data["positions"]] == list(range(len(actions) + 1))
    assert data["positions"][at]["verdict"] == "winnable"
    assert data["positions"][at + 1]["verdict"] == "unwinnable"
    # Taken back and redone: the redo lost it for good.
    assert data["losing_move"] == {"index": at + 2, "move": losing, "redo": True}
    assert (data["won"], data["lost_from_start"], data["ending"]) == (False, False, "lost_by_move")
    assert 0 < data["best_after_losing_move"]["foundation_cards"] < 52
    assert all(0.0 <= each["chance"] <= 1.0 for each in data["positions"])


def test_text_tells_where_the_game_was_lost(capsys, lost_game):
    actions, at, losing = lost_game
    assert main(["--analyse", str(WINNABLE), "--after", ",".join(actions[: at + 1])]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{WINNABLE}  (classic)"
    assert out[1].startswith(
        f"{at + 1} actions; the deal could be won until action {at + 1}: {losing} lost it;"
        " best from there: "
    )
    assert out[3] == f"     0  {'W' * (at + 1)}-"
    assert out[5].startswith("       0  deal    can be won  ")
    assert out[-2].startswith(f"{at + 1:8d}  {losing:6s}  lost        ")
    assert out[-1].startswith("seed: 0   time: ")


def test_a_won_game_and_a_deal_lost_from_the_start(capsys):
    assert main(["--analyse", str(WINNABLE), "--after", ",".join(winning_line()), "--json"]) == 0
    won = json.loads(capsys.readouterr().out)
    assert (won["ending"], won["won"], won["losing_move"]) == ("won", True, None)
    assert won["best_after_losing_move"] is None
    assert {each["verdict"] for each in won["positions"]} == {"winnable"}
    assert main(["--analyse", str(LOST), "--after", "TS>7,4S>1", "--json"]) == 0
    lost = json.loads(capsys.readouterr().out)
    assert (lost["ending"], lost["lost_from_start"], lost["losing_move"]) == (
        "lost_from_start",
        True,
        None,
    )
    assert main(["--analyse", str(LOST)]) == 0  # the deal alone
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "0 actions; the deal could not be won from the start, whatever the play"


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--analyse", "RU1-C-AAAA"], "7 letters"),
        (["--analyse", "RU1-C-AAAAABB", "--after", "TS>7,QH>5"], "move 2 ('QH>5') is refused"),
        (["--analyse", "RU1-C-AAAAABB", "--after", "U"], "nothing to undo"),
        (["--analyse", "RU1-C-AAAAABB", "--seed", "x"], "--seed wants a whole number"),
        (["--analyse", "RU1-C-AAAAABB", "--rules", "classic"], "--rules does not go with"),
        (["--analyse", "RU1-C-AAAAABB", "--seconds", "3"], "--seconds does not go with"),
        (["--analyse", "RU1-C-AAAAABB", "--jobs", "1"], "--jobs does not go with --analyse"),
        (["--analyse", "RU1-C-AAAAABB", "--hint", "RU1-C-AAAAABB"], "one at a time"),
        (["--analyse", "RU1-C-AAAAABB", "--game", "RU1-C-AAAAABB"], "go with the game window"),
    ],
)
def test_bad_input_exits_2_with_the_reason(args, reason):
    result = run(*args)
    assert result.returncode == 2
    assert reason in result.stderr and result.stdout == ""
