"""The solver on the command line (--solve, --survey) and the survey's statistics."""

import json

import pytest

from rusol_qt.cli import main
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict
from rusol_qt.model.survey import DealResult, SurveyReport, sample_codes, survey, wilson_interval
from tests.model.command_line import run


def test_solve_json_gives_a_line_that_wins(capsys):
    assert main(["--solve", "ru1-c-aarmefo", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["code"] == "RU1-C-AARMEFO" and data["rules"] == "classic"
    assert data["verdict"] == "winnable" and data["stopped_by"] is None
    assert data["nodes"] > 0 and data["seconds"] >= 0 and data["takebacks"] == 0
    game = replay(GameCode.parse(data["code"]), data["moves"])
    assert game.is_won() and game.score == 625


def test_solve_text_of_a_lost_deal(capsys):
    assert main(["--solve", "RU1-C-AAAAABB"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "RU1-C-AAAAABB  (classic)"
    assert out[1] == "verdict: unwinnable"
    assert out[2].startswith("nodes: ")


def test_solve_says_unknown_when_the_budget_runs_out(capsys):
    assert main(["--solve", "RU1-R-GYEMVFQ", "--seconds", "0.2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["verdict"] == "unknown" and data["stopped_by"] == "time" and data["moves"] == []
    assert data["seconds"] < 1.5


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--solve", "RU1-C-AAAA"], "7 letters"),
        (["--solve", "RU1-C-AAAAAAA", "--seconds", "soon"], "--seconds"),
        (["--solve", "RU1-C-AAAAAAA", "--seconds", "0"], "above 0"),
        (["--survey", "ten"], "whole numbers"),
        (["--survey", "0"], "at least 1"),
        (["--survey", "5", "--jobs", "0"], "at least 1"),
        (["--survey", "5", "--rules", "easy"], "classic or relaxed"),
        (["--solve", "RU1-C-AAAAAAA", "--seconds", "inf"], "finite number above 0"),
        (["--solve", "RU1-C-AAAAAAA", "--rules", "relaxed"], "carries its rule set"),
        (["--survey", "9000000000", "--seed", "1"], "at most 8031810176"),
        (["--solve", "RU1-C-AAAAAAA", "--bogus"], "unrecognized arguments: --bogus"),
        (["--print-deal", "RU1-C-AAAAAAA", "--solve", "RU1-C-AAAAAAA"], "one at a time"),
    ],
)
def test_bad_input_exits_2_with_the_reason(args, reason):
    result = run(*args)
    assert result.returncode == 2
    assert reason in result.stderr and result.stdout == ""


def test_survey_json_in_two_processes():
    result = run("--survey", "12", "--jobs", "2", "--seed", "3", "--seconds", "5", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["rules"] == "classic" and data["deals"] == 12
    assert data["winnable"] + data["unwinnable"] + data["undecided"] == 12
    low, high = data["winnable_95"]
    assert low <= data["winnable_share"] <= high
    assert data["median_seconds"] <= data["p95_seconds"] <= data["max_seconds"] <= 5.5


def test_survey_text_in_one_process(capsys):
    assert main(["--survey", "6", "--rules", "relaxed", "--seed", "4", "--seconds", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "rules: relaxed   deals: 6   budget: 3 s per deal"
    assert lines[1].startswith("winnable: ") and "95% interval" in lines[1]
    assert lines[3].startswith("undecided: ")


def test_a_seeded_sample_is_reproducible_and_distinct():
    first = sample_codes(50, RuleSet.RELAXED, seed=9)
    assert first == sample_codes(50, RuleSet.RELAXED, seed=9)
    assert len({code.deal for code in first}) == 50
    assert all(code.rules is RuleSet.RELAXED for code in first)


def test_the_survey_counts_what_the_solver_says():
    report = survey(8, RuleSet.CLASSIC, seconds=5, jobs=1, seed=11)
    assert len(report.results) == 8
    assert sum(report.count(verdict) for verdict in Verdict) == 8


@pytest.mark.parametrize(
    ("successes", "total", "low", "high"),
    [
        (0, 10, 0.0, 0.2775),
        (5, 10, 0.2366, 0.7634),
        (120, 2000, 0.0504, 0.0713),
        (10, 10, 0.7225, 1.0),
    ],
)
def test_wilson_interval(successes, total, low, high):
    got_low, got_high = wilson_interval(successes, total)
    assert got_low == pytest.approx(low, abs=1e-4)
    assert got_high == pytest.approx(high, abs=1e-4)


def test_time_quantiles_by_nearest_rank():
    results = tuple(
        DealResult(f"RU1-C-AAAAAA{chr(65 + n)}", Verdict.UNWINNABLE, float(n), n / 10, 1)
        for n in range(1, 21)
    )
    report = SurveyReport(RuleSet.CLASSIC, 10.0, results)
    assert report.time_quantile(0.5) == 10.0
    assert report.time_quantile(0.95) == 19.0
    assert report.time_quantile(1.0) == 20.0
    assert report.time_quantile(0.95, cpu=True) == pytest.approx(1.9)
