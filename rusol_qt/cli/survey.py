"""``--survey N [--honest]``: the winnable share of random deals and the honest win rate (no Qt)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from rusol_qt.cli.output import EXIT_BAD_INPUT, out, say
from rusol_qt.cli.progress import ProgressLine
from rusol_qt.cli.solver_tools import seconds_budget

if TYPE_CHECKING:
    from rusol_qt.model.honest_survey import HonestDealResult, HonestSurveyReport
    from rusol_qt.model.rules import RuleSet
    from rusol_qt.model.survey import DealResult, SurveyReport


def add_survey_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--honest`` to ``parser`` (``--survey`` and its budget are the solver tools')."""
    parser.add_argument(
        "--honest",
        action="store_true",
        help="with --survey: also play each deal with the honest hint alone, to the end",
    )


def run_survey(args: argparse.Namespace) -> int:
    """``--survey N [--honest] [--rules R] [--seconds S] [--jobs J] [--seed SEED] [--json]``."""
    import json  # noqa: PLC0415 - the game window does not need it at start

    from rusol_qt.model.rules import RuleSet  # noqa: PLC0415 - only the survey needs these
    from rusol_qt.model.survey import MAX_SURVEY_DEALS  # noqa: PLC0415

    def refuse(reason: str) -> int:
        say(reason)
        return EXIT_BAD_INPUT

    if args.after is not None:
        return refuse(
            "--after goes with --solve or --hint: it plays moves from the deal being solved"
        )
    seconds = seconds_budget(args.seconds)
    if isinstance(seconds, str):
        return refuse(seconds)
    try:
        count = int(args.survey)
        jobs = int(args.jobs)
        seed = None if args.seed is None else int(args.seed)
    except ValueError:
        return refuse("--survey, --jobs and --seed want whole numbers")
    if count < 1 or jobs < 1:
        return refuse("--survey and --jobs must be at least 1")
    if count > MAX_SURVEY_DEALS:
        return refuse(
            f"--survey takes at most {MAX_SURVEY_DEALS} deals at a time, not {count}: the report"
            " keeps every deal's answer for its times and undecided codes"
        )
    try:
        # Only a missing --rules means classic: an empty value is refused like a blank one.
        rules = RuleSet("classic" if args.rules is None else args.rules.strip().lower())
    except ValueError:
        return refuse(f"--rules is classic or relaxed, not {args.rules!r}")
    line = ProgressLine.on_terminal(sys.stderr, count, honest=args.honest)
    try:
        report = _survey(count, rules, seconds, jobs, seed, args.honest, line)
    finally:
        if line is not None:
            line.clear()
    out(json.dumps(report.as_dict()) if args.json else report.text())
    return 0


def _survey(
    count: int,
    rules: RuleSet,
    seconds: float,
    jobs: int,
    seed: int | None,
    honest: bool,
    line: ProgressLine | None,
) -> SurveyReport | HonestSurveyReport:
    """The survey asked for, each deal counted on the progress line (when there is one)."""
    from rusol_qt.model.solver import Verdict  # noqa: PLC0415 - only the survey needs these
    from rusol_qt.model.survey import survey  # noqa: PLC0415

    if honest:
        from rusol_qt.model.honest_survey import honest_survey  # noqa: PLC0415

        def played(result: HonestDealResult) -> None:
            if line is not None:
                line.deal(result.verdict is Verdict.WINNABLE, result.won)

        return honest_survey(count, rules, seconds, jobs, seed, played)

    def solved(result: DealResult) -> None:
        if line is not None:
            line.deal(result.verdict is Verdict.WINNABLE)

    return survey(count, rules, seconds, jobs, seed, solved)
