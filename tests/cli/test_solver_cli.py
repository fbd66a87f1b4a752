"""The solver on the command line (--solve, --survey) and the survey's statistics."""

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from rusol_qt.cli import main, usable_processors
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Verdict
from rusol_qt.model.survey import (
    MAX_SURVEY_DEALS,
    DealResult,
    SurveyReport,
    sample_codes,
    survey,
    wilson_interval,
)
from tests.cli.command_line import run
from tests.e2e.waiting import wait_for


def test_solve_json_gives_a_line_that_wins(capsys):
    assert main(["--solve", "ru1-c-aarmefo", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["code"] == "RU1-C-AARMEFO" and data["rules"] == "classic"
    assert data["verdict"] == "winnable" and data["stopped_by"] is None
    assert data["nodes"] > 0 and data["seconds"] >= 0 and data["takebacks"] == 0
    game = replay(GameCode.parse(data["code"]), data["moves"])
    assert game.is_won() and game.score == 625
    assert data["best"] == {
        "foundation_cards": 52,
        "score": 625,
        "moves": data["moves"],
        "proven": True,
    }


def test_solve_text_of_a_winnable_deal_names_the_line_once(capsys):
    assert main(["--solve", "RU1-C-AARMEFO"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "verdict: winnable"
    assert out[2].startswith("winning line (")
    assert out[3] == (
        "best possible: 52 cards on the foundations, score 625 (each card and each turned card"
        " counted once), by the winning line"
    )


def test_solve_text_of_a_lost_deal(capsys):
    assert main(["--solve", "RU1-C-AAAAABB"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "RU1-C-AAAAABB  (classic)"
    assert out[1] == "verdict: unwinnable"
    assert out[2].startswith(
        "best possible: 2 cards on the foundations, score 35 (each card and each turned card"
        " counted once); line ("
    )
    assert out[3].startswith("nodes: ")


def test_solve_says_unknown_when_the_budget_runs_out(capsys):
    assert main(["--solve", "RU1-R-BYCCKZE", "--seconds", "0.2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["verdict"] == "unknown" and data["stopped_by"] == "time" and data["moves"] == []
    assert data["seconds"] < 1.5
    best = data["best"]
    assert best["proven"] is False and 0 < best["foundation_cards"] < 52
    game = replay(GameCode.parse(data["code"]), best["moves"])
    assert sum(game.foundations) == best["foundation_cards"]


def test_solve_text_says_an_unproven_best(capsys):
    assert main(["--solve", "RU1-R-BYCCKZE", "--seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    assert "best found before the budget ran out (not proven): " in out


def test_best_lines_of_200_classic_deals_replay_to_their_count(capsys):
    # The check, through the command line: every best line replays legally to exactly
    # the number of cards it promises.
    for code in sample_codes(200, RuleSet.CLASSIC, seed=15):
        assert main(["--solve", str(code), "--json"]) == 0
        best = json.loads(capsys.readouterr().out)["best"]
        game = replay(code, best["moves"])
        assert sum(game.foundations) == best["foundation_cards"], code
        assert best["proven"] is True
        flips = 21 - sum(game.face_down)
        assert best["score"] == 10 * best["foundation_cards"] + 5 * flips


def test_after_solves_the_position_the_moves_reach(capsys):
    # The first two moves of this deal's winning line, with an undo and a redo between.
    code = GameCode.parse("RU1-C-AARMEFO")
    assert main(["--solve", str(code), "--json"]) == 0
    line = json.loads(capsys.readouterr().out)["moves"]
    after = f"{line[0]}, {line[1].lower()},U,R"
    assert main(["--solve", str(code), "--after", after, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["after"] == [line[0], line[1], "U", "R"]
    assert data["verdict"] == "winnable"
    game = replay(code, [*data["after"], *data["moves"]])
    assert game.is_won()
    assert data["best"]["foundation_cards"] == 52 and data["best"]["score"] == 625


def test_after_in_words(capsys):
    assert main(["--solve", "RU1-C-AAAAABB", "--after", "TS>7,4S>1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "after 2 moves: TS>7 4S>1"
    assert out[2] == "verdict: unwinnable"


@pytest.mark.parametrize(
    ("after", "reason"),
    [
        ("TS>7,QH>5", "move 2 ('QH>5') is refused by the rule face_down"),
        ("TS>7,4S>1,3C>1", "move 3 ('3C>1') is refused by the rule same_suit"),
        ("TS>7,4S>1,7S>1", "move 3 ('7S>1') is refused by the rule rank"),
        ("2D>F", "move 1 ('2D>F') is refused by the rule foundation_order"),
        ("9S>F", "move 1 ('9S>F') is refused by the rule not_last_card"),
        ("TS>7,TS>7", "move 2 ('TS>7') is refused by the rule same_pile"),
        ("TS>7,,4S>1", "move 2 ('') is not a move"),
        ("TS-7", "move 1 ('TS-7') is not a move"),
        ("ZZ>1", "move 1 ('ZZ>1') is not a move: "),
        ("TS>8", "move 1 ('TS>8') is not a move: a move goes to a column 1-7 or to F"),
        ("U", "move 1 ('U') cannot be played: nothing to undo"),
    ],
)
def test_after_refuses_a_bad_move_with_its_number_and_rule(capsys, after, reason):
    assert main(["--solve", "RU1-C-AAAAABB", "--after", after]) == 2
    captured = capsys.readouterr()
    assert reason in captured.err and captured.out == ""


def test_after_goes_with_solve_only():
    result = run("--survey", "3", "--after", "TS>7")
    assert result.returncode == 2 and "--after goes with --solve" in result.stderr


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
        # An empty value is no rule set, as a blank one is not: neither quietly means classic.
        (["--survey", "5", "--rules", ""], "classic or relaxed, not ''"),
        (["--survey", "5", "--rules", " "], "classic or relaxed, not ' '"),
        (["--survey", "5", "--rules="], "classic or relaxed, not ''"),
        (["--solve", "RU1-C-AAAAAAA", "--seconds", "inf"], "finite number above 0"),
        (["--solve", "RU1-C-AAAAAAA", "--rules", "relaxed"], "carries its rule set"),
        # Counts too large to hold are refused at once, never a MemoryError (issue 43):
        (["--survey", "9000000000", "--seed", "1"], "at most 1000000 deals"),
        (["--survey", "8031810176"], "at most 1000000 deals at a time, not 8031810176"),
        (["--survey", "1000001", "--seed", "1"], "at most 1000000 deals"),
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


def test_the_text_report_names_the_undecided_deals_to_look_at_again():
    verdicts = (Verdict.WINNABLE, Verdict.UNKNOWN, Verdict.UNWINNABLE, Verdict.UNKNOWN)
    results = tuple(
        DealResult(f"RU1-R-AAAAAA{chr(65 + n)}", verdict, 1.0, 1.0, 1)
        for n, verdict in enumerate(verdicts)
    )
    lines = SurveyReport(RuleSet.RELAXED, 10.0, results).text().splitlines()
    assert lines[3].startswith("undecided:       2")
    assert lines[-1] == "undecided deals: RU1-R-AAAAAAB RU1-R-AAAAAAD"
    assert SurveyReport(RuleSet.RELAXED, 10.0, results).as_dict()["undecided_codes"] == [
        "RU1-R-AAAAAAB",
        "RU1-R-AAAAAAD",
    ]
    clean = SurveyReport(RuleSet.RELAXED, 10.0, results[:1] + results[2:3]).text()
    assert "undecided deals" not in clean


@pytest.mark.parametrize("count", [0, MAX_SURVEY_DEALS + 1, 8031810176])
def test_a_survey_refuses_a_count_it_cannot_hold(count):
    with pytest.raises(ValueError, match=f"from 1 to {MAX_SURVEY_DEALS} deals, not {count}"):
        survey(count, RuleSet.CLASSIC, 1.0, 1, seed=1)


def _children(pid: int) -> list[str]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return path.read_text().split() if path.exists() else []


def _hears_interrupts(pid: int) -> bool:
    """Whether the process has stopped ignoring SIGINT (it does while it starts its workers)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigIgn:"):
            return not int(line.split()[1], 16) & (1 << (signal.SIGINT - 1))
    return False


@pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="reads /proc and interrupts a process group with os.killpg (Linux)",
)
def test_ctrl_c_during_a_survey_is_one_message_and_status_130():
    if usable_processors() < 2:
        pytest.skip("needs two processors for --jobs 2")
    survey_ = subprocess.Popen(
        [sys.executable, "-m", "rusol_qt", "--survey", "100000", "--jobs", "2", "--seconds", "5"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a terminal's command has
    )
    try:
        wait_for(
            lambda: len(_children(survey_.pid)) >= 2 and _hears_interrupts(survey_.pid),
            survey_,
            lambda: "the survey never started its two workers",
            60,
        )
        os.killpg(survey_.pid, signal.SIGINT)  # Ctrl+C reaches the whole group
        out, err = survey_.communicate(timeout=60)
    finally:
        if survey_.poll() is None:
            survey_.kill()
            survey_.communicate()
    assert (survey_.returncode, out, err) == (130, "", "rusol-qt: interrupted\n")
