"""``--analyse CODE --after MOVES``: where a recorded game was lost (no Qt)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from rusol_qt.cli.output import EXIT_BAD_INPUT, out, say
from rusol_qt.cli.solver_tools import seeded_game

if TYPE_CHECKING:
    from rusol_qt.model.solver import GameAnalysis, PositionAnalysis

#: How each verdict is written in the text form's strip and lines.
VERDICT_MARKS = {"winnable": "W", "unwinnable": "-", "unknown": "?"}
VERDICT_WORDS = {"winnable": "can be won", "unwinnable": "lost", "unknown": "unknown"}
#: Positions a line of the strip shows.
STRIP_WIDTH = 50


def add_analyse_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--analyse`` to ``parser`` (it shares ``--after``, ``--seed`` and ``--json``)."""
    parser.add_argument(
        "--analyse",
        metavar="CODE",
        help="where the game of --after's moves was lost: each position's verdict (full"
        " knowledge) and honest chance, and the move that lost a winnable deal",
    )


def run_analyse(args: argparse.Namespace, given: set[str]) -> int:
    """``--analyse CODE [--after MOVES] [--seed S] [--json]``: print the game's analysis."""
    import json  # noqa: PLC0415 - the game window does not need it at start
    import time  # noqa: PLC0415

    from rusol_qt.model.solver import analyse_game, dump_analysis  # noqa: PLC0415

    found = seeded_game(args, given, "analyse")
    if isinstance(found, str):
        say(found)
        return EXIT_BAD_INPUT
    game, seed = found
    started = time.perf_counter()
    analysis = analyse_game(game.code, game.actions, seed=seed)
    seconds = time.perf_counter() - started
    if args.json:
        out(json.dumps({**dump_analysis(analysis), "seconds": round(seconds, 4)}))
        return 0
    out(analysis_text(analysis, seconds))
    return 0


def analysis_text(analysis: GameAnalysis, seconds: float) -> str:
    """The analysis in words: the story, a strip of the verdicts, then each position."""
    code = analysis.code
    marks = "".join(VERDICT_MARKS[each.verdict.value] for each in analysis.positions)
    lines = [
        f"{code}  ({code.rules.value})",
        f"{len(analysis.actions)} actions; {ending_text(analysis)}",
        "with sight of every card (W can be won, - lost, ? unknown), from the deal on:",
    ]
    lines += [
        f"  {start:4d}  {marks[start : start + STRIP_WIDTH]}"
        for start in range(0, len(marks), STRIP_WIDTH)
    ]
    lines.append("position  action  verdict     honest chance")
    lines += [position_text(each) for each in analysis.positions]
    lines.append(f"seed: {analysis.seed}   time: {seconds:.3f} s")
    return "\n".join(lines)


def ending_text(analysis: GameAnalysis) -> str:
    """How the game's story ends, in a sentence."""
    losing = analysis.losing_move
    if losing is not None:
        best = losing.best
        proof = "" if best.proven else " (not proven)"
        redone = " (a redo)" if losing.redo else ""
        return (
            f"the deal could be won until action {losing.index + 1}: {losing.notation}{redone}"
            f" lost it; best from there: {best.foundation_cards} cards on the foundations{proof}"
        )
    return {
        "won": "the game was won",
        "lost_from_start": "the deal could not be won from the start, whatever the play",
        "still_winnable": "the game was left when it could still be won",
        "undecided": "the searches' budgets left undecided where the game was lost",
    }[analysis.ending.value]


def position_text(position: PositionAnalysis) -> str:
    """One position's line: its number, the action that led there, its verdict and chance."""
    if position.chance is None:
        chance = "unknown"
    elif position.samples == 0:
        chance = f"{round(position.chance * 100)} % (every card face up)"
    else:
        chance = (
            f"{round(position.chance * 100)} % ({position.won_samples} of {position.samples}"
            " guesses)"
        )
    action = position.action or "deal"
    return (
        f"{position.index:8d}  {action:6s}  {VERDICT_WORDS[position.verdict.value]:10s}  {chance}"
    )
