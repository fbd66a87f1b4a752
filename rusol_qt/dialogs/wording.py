"""The app's words for rule sets, results and game-code problems, translated where shown."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rusol_qt.model.gamecode import CodeProblem, GameCodeError
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.statistics import Result

_CONTEXT = "Wording"

_RULE_SETS = {
    RuleSet.CLASSIC: QT_TRANSLATE_NOOP("Wording", "Classic"),
    RuleSet.RELAXED: QT_TRANSLATE_NOOP("Wording", "Mixed suits"),
}

_RULE_SET_DESCRIPTIONS = {
    RuleSet.CLASSIC: QT_TRANSLATE_NOOP(
        "Wording", "A card goes only on the next higher card of the same suit."
    ),
    RuleSet.RELAXED: QT_TRANSLATE_NOOP(
        "Wording", "A card goes on any card one rank higher, whatever its suit."
    ),
}

_RESULTS = {
    Result.WON: QT_TRANSLATE_NOOP("Wording", "Won"),
    Result.ABANDONED: QT_TRANSLATE_NOOP("Wording", "Abandoned"),
}

_CODE_PROBLEMS = {
    CodeProblem.EMPTY: QT_TRANSLATE_NOOP("Wording", "The game code is empty."),
    CodeProblem.FORMAT: QT_TRANSLATE_NOOP("Wording", "A game code looks like RU1-C-ABCDEFG."),
    CodeProblem.PREFIX: QT_TRANSLATE_NOOP("Wording", "A game code starts with RU, not “%1”."),
    CodeProblem.VERSION: QT_TRANSLATE_NOOP(
        "Wording", "Game code version %1 is unknown; this version of the game reads RU1 codes."
    ),
    CodeProblem.RULES: QT_TRANSLATE_NOOP(
        "Wording", "The rule letter must be C (Classic) or R (Mixed suits), not “%1”."
    ),
    CodeProblem.LENGTH: QT_TRANSLATE_NOOP(
        "Wording", "The deal part must have 7 letters; it has %1."
    ),
    CodeProblem.CHARACTER: QT_TRANSLATE_NOOP(
        "Wording", "The deal part may hold only the letters A to Z, not “%1”."
    ),
}


def _translate(text: object) -> str:
    # QT_TRANSLATE_NOOP hands back its text, typed as a mere object.
    return QCoreApplication.translate(_CONTEXT, str(text))


def rule_set_name(rules: RuleSet) -> str:
    """The rule set as the app names it: Classic, or Mixed suits for Relaxed."""
    return _translate(_RULE_SETS[rules])


def rule_set_description(rules: RuleSet) -> str:
    """One sentence saying what the rule set allows."""
    return _translate(_RULE_SET_DESCRIPTIONS[rules])


def result_name(result: Result) -> str:
    """Won or Abandoned."""
    return _translate(_RESULTS[result])


def code_problem(error: GameCodeError) -> str:
    """Why a typed game code cannot be read, in the player's language."""
    return _translate(_CODE_PROBLEMS[error.problem]).replace("%1", error.detail)

