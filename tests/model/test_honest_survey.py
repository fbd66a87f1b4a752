"""The honest survey: its numbers and intervals, the deals it plays, and ``--survey N --honest``."""

from __future__ import annotations

import json

import pytest

from rusol_qt.cli import main
from rusol_qt.model.honest_play import Budget, End
from rusol_qt.model.honest_survey import (
    LISTED_LOSSES,
    PLAYER_SEED,
    HonestDealResult,
    HonestSurveyReport,
    honest_survey,
)
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict
from rusol_qt.model.survey import wilson_interval
from tests.cli.command_line import run

W, L, U = Verdict.WINNABLE, Verdict.UNWINNABLE, Verdict.UNKNOWN
QUICK = Budget(samples=2, first_nodes=3000, candidate_nodes=1000, max_moves=40, close_samples=4)


def result(
    number: int, verdict: Verdict, end: End | None, seconds: float = 1.0
) -> HonestDealResult:
    return HonestDealResult(f"RU1-C-AAAAA{number:02d}", verdict, end, 80, 20, seconds, seconds)


def ten_deals() -> HonestSurveyReport:
    """4 winnable (3 won, 1 stuck), 1 undecided and won, 5 proved lost and not played."""
    results = (
        result(1, W, End.WON, 20.0),
        result(2, L, None, 0.01),
        result(3, W, End.NO_MOVE, 5.0),
        result(4, W, End.WON, 30.0),
        result(5, L, None, 0.01),
        result(6, U, End.WON, 40.0),
        result(7, L, None, 0.01),
        result(8, W, End.WON, 10.0),
        result(9, L, None, 0.01),
        result(10, L, None, 0.01),
    )
    return HonestSurveyReport(RuleSet.CLASSIC, 10.0, 77, results, 123.4)


def test_the_report_counts_and_intervals():
    data = ten_deals().as_dict()
    assert data["deals"] == 10 and data["seed"] == 77 and data["player_seed"] == PLAYER_SEED
    assert (data["winnable"], data["unwinnable"], data["undecided"]) == (4, 5, 1)
    assert data["winnable_share"] == 0.4
    assert data["winnable_95"] == list(wilson_interval(4, 10))
    # Every honest win counts, the undecided deal's too; of the winnable deals, 3 of 4.
    assert (data["honest_won"], data["honest_share"]) == (4, 0.4)
    assert data["honest_95"] == list(wilson_interval(4, 10))
    assert (data["honest_won_of_winnable"], data["honest_share_of_winnable"]) == (3, 0.75)
    assert data["honest_of_winnable_95"] == list(wilson_interval(3, 4))
    assert data["honest_won_undecided"] == 1
    assert data["ends"] == {
        "not_played": 5,
        "won": 4,
        "no_move": 1,
        "lost_in_sight": 0,
        "move_limit": 0,
        "resigned": 0,
    }
    assert data["played"] == 5 and data["seconds"] == 123.4
    # Played deals only: 5, 10, 20, 30, 40 s.
    assert (data["median_seconds_played"], data["p95_seconds_played"]) == (20.0, 40.0)
    assert data["losses_of_winnable"] == ["RU1-C-AAAAA03"]


def test_the_text_report():
    lines = ten_deals().text().splitlines()
    assert lines[0] == (
        "rules: classic   deals: 10   seed: 77   budget: 10 s per deal with sight of every card"
    )
    assert lines[1].startswith("won by honest play:          4   40.00%   (95% interval 16.82%")
    assert lines[2].startswith("winnable (sight of every card):      4   40.00%")
    assert lines[3].startswith("honest wins of the winnable deals: 3 of 4  75.0%   (95% interval")
    assert lines[4] == "undecided with sight of every card: 1 (played; honest play won 1)"
    assert lines[5] == "not played (proved lost with sight of every card): 5"
    assert lines[6] == (
        "honest games: won 4, no move left 1, lost with every card face up 0, resigned 0,"
        " move limit 0"
    )
    assert lines[7].startswith("time: 123 s in all; per played deal median 20.0 s")
    assert lines[8] == "winnable deals honest play lost: RU1-C-AAAAA03"


def test_a_long_list_of_losses_is_cut():
    results = tuple(result(n, W, End.NO_MOVE) for n in range(LISTED_LOSSES + 5))
    report = HonestSurveyReport(RuleSet.CLASSIC, 10.0, None, results, 1.0)
    assert report.text().splitlines()[-1].endswith(" and 5 more")
    assert len(report.as_dict()["losses_of_winnable"]) == LISTED_LOSSES + 5  # type: ignore[arg-type]


def test_no_winnable_deal_has_no_share_of_them():
    report = HonestSurveyReport(RuleSet.CLASSIC, 10.0, 1, (result(1, L, None),), 0.5)
    assert report.as_dict()["honest_share_of_winnable"] is None
    assert "honest wins of the winnable deals" not in report.text()


def test_the_survey_plays_every_deal_not_proved_lost():
    seen: list[object] = []
    # Seed 1's six Classic deals: the first is winnable, the others proved lost.
    report = honest_survey(6, RuleSet.CLASSIC, 5.0, 1, seed=1, progress=seen.append, budget=QUICK)
    assert list(report.results) == seen and len(seen) == 6
    assert [r.verdict for r in report.results] == [W, L, L, L, L, L]
    for deal in report.results:
        assert (deal.end is None) == (deal.verdict is L)
    assert report.results[0].moves > 0 and report.wall_seconds > 0


def test_the_same_seed_plays_the_same_games():
    first = honest_survey(2, RuleSet.RELAXED, 5.0, 1, seed=3, budget=QUICK)
    again = honest_survey(2, RuleSet.RELAXED, 5.0, 1, seed=3, budget=QUICK)
    assert [(r.code, r.end, r.moves, r.home) for r in first.results] == [
        (r.code, r.end, r.moves, r.home) for r in again.results
    ]


# -- the command line ------------------------------------------------------------------------


def test_honest_survey_json_in_two_processes():
    # Seed 2's four Classic deals are all proved lost: none needs playing, so this is quick.
    result = run("--survey", "4", "--honest", "--seed", "2", "--jobs", "2", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["rules"] == "classic" and data["deals"] == 4 and data["seed"] == 2
    assert data["winnable"] == 0 and data["honest_won"] == 0
    assert data["ends"]["not_played"] == 4 and data["honest_share_of_winnable"] is None
    assert result.stderr == ""  # piped: no progress line


def test_honest_survey_text(capsys):
    assert main(["--survey", "3", "--honest", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (
        "rules: classic   deals: 3   seed: 2   budget: 10 s per deal with sight of every card"
    )
    assert lines[1].startswith("won by honest play:          0    0.00%")


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--honest"], "--honest goes with --survey"),
        (["--solve", "RU1-C-AAAAABB", "--honest"], "--honest goes with --survey"),
        (["--hint", "RU1-C-AAAAABB", "--honest"], "--honest goes with --survey"),
        (["--game", "RU1-C-AAAAABB", "--honest"], "--honest goes with --survey"),
        (["--survey", "3", "--honest", "--after", "TS>7"], "--after goes with --solve or --hint"),
        (["--survey", "3", "--honest", "--rules", "easy"], "classic or relaxed"),
        (["--survey", "3", "--honest", "--seconds", "0"], "finite number above 0"),
        (["--survey", "0", "--honest"], "at least 1"),
    ],
)
def test_honest_refusals(args, reason):
    result = run(*args)
    assert result.returncode == 2
    assert reason in result.stderr and result.stdout == ""
