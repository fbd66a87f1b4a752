"""Every model-to-words function: rules, rule sets, results, codes, cards, times, history."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.model.cards import ACE, JACK, KING, QUEEN, Card, rank_of, suit_of
from rusol_qt.model.gamecode import CodeProblem, GameCodeError
from rusol_qt.model.rules import GROUP_LIMIT, Rule, RuleSet
from rusol_qt.storage.trouble import NotAFileError, Trouble, in_the_way, of_os_error

if TYPE_CHECKING:
    # Named by their values: the statistics are not loaded before the window (docs/table.md).
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

# By the value of each ``Result``.
_RESULTS = {
    "won": QT_TRANSLATE_NOOP("Wording", "Won"),
    "abandoned": QT_TRANSLATE_NOOP("Wording", "Abandoned"),
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


#: Why the history cannot be read or written, said to the player; the system's own words go to the
#: message's "Details", never into these sentences.
_HISTORY_TROUBLES = {
    Trouble.READ_ONLY: QT_TRANSLATE_NOOP(
        "Wording",
        "The folder of your history cannot be written (its permissions, or a disk "
        "that is read-only).",
    ),
    Trouble.UNREADABLE: QT_TRANSLATE_NOOP("Wording", "The history file cannot be opened or read."),
    Trouble.NEWER: QT_TRANSLATE_NOOP(
        "Wording", "The history was written by a newer version of Russian Solitaire."
    ),
    Trouble.DAMAGED: QT_TRANSLATE_NOOP(
        "Wording", "The history file is damaged, and no copy of it could be made to set it aside."
    ),
    Trouble.BUSY: QT_TRANSLATE_NOOP(
        "Wording", "Another copy of Russian Solitaire kept the history busy for too long."
    ),
    Trouble.FULL: QT_TRANSLATE_NOOP("Wording", "The disk is full."),
    Trouble.FAILED: QT_TRANSLATE_NOOP("Wording", "The system reported an error."),
}


_FOLDER_NOT_WRITABLE = QT_TRANSLATE_NOOP(
    "Wording", "The folder cannot be written (its permissions, or a disk that is read-only)."
)
_FILE_IN_THE_WAY = QT_TRANSLATE_NOOP("Wording", "A file stands where the folder should be.")
_NOT_A_FILE = QT_TRANSLATE_NOOP(
    "Wording", "Something that is not a file (a folder, say) stands where the file should be."
)


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
    return _translate(_RESULTS[result.value])


def code_problem(error: GameCodeError) -> str:
    """Why a typed game code cannot be read, in the player's language."""
    return _translate(_CODE_PROBLEMS[error.problem]).replace("%1", error.detail)


def history_trouble(trouble: Trouble) -> str:
    """Why the history cannot be read or written, as one plain sentence in the player's language."""
    return _translate(_HISTORY_TROUBLES[trouble])


def file_trouble(error: OSError) -> str:
    """Why a file of the player's cannot be written, as one plain sentence in their language.

    The system's own words (``error.strerror``) are in the system's language, often English:
    they belong under a message's details, not in its sentence.
    """
    if isinstance(error, NotAFileError):
        return _translate(_NOT_A_FILE)
    if in_the_way(error):
        return _translate(_FILE_IN_THE_WAY)
    trouble = of_os_error(error)
    if trouble is Trouble.READ_ONLY:
        return _translate(_FOLDER_NOT_WRITABLE)
    return history_trouble(trouble)  # the disk is full; the system reported an error


# -- the rules that refuse a move ---------------------------------------------------------------

# Typed ``object`` as PySide6 types QT_TRANSLATE_NOOP; each value is the English text itself.
#: Rule -> message; the rules missing here refuse silently (a group put back where it lay).
_MESSAGES: dict[Rule, object] = {
    Rule.FACE_DOWN: QT_TRANSLATE_NOOP("Rule", "A face-down card cannot be moved"),
    Rule.SAME_SUIT: QT_TRANSLATE_NOOP(
        "Rule", "Same suit: a card goes only on a card of the same family, one rank higher"
    ),
    Rule.KING_ONLY: QT_TRANSLATE_NOOP("Rule", "Only a King can go on an empty column"),
    Rule.GROUP_LIMIT: QT_TRANSLATE_NOOP("Rule", "At most %1 cards can move at once"),
    Rule.NOT_LAST_CARD: QT_TRANSLATE_NOOP(
        "Rule", "Only the last card of a column can go to a foundation, one card at a time"
    ),
    Rule.FOUNDATION_SUIT: QT_TRANSLATE_NOOP("Rule", "Each foundation takes one suit only"),
    Rule.FOUNDATION_ORDER: QT_TRANSLATE_NOOP(
        "Rule", "A foundation is built up from the Ace, one rank at a time"
    ),
    Rule.FOUNDATION_TO_FOUNDATION: QT_TRANSLATE_NOOP(
        "Rule", "A card taken from a foundation can only go back to a column"
    ),
}

#: The rank rule reads differently under each rule set: in Classic it is part of "Same suit".
_RANK_MESSAGES: dict[RuleSet, object] = {
    RuleSet.CLASSIC: _MESSAGES[Rule.SAME_SUIT],
    RuleSet.RELAXED: QT_TRANSLATE_NOOP(
        "Rule", "Mixed suits: a card goes on any card exactly one rank higher"
    ),
}


def rule_message(rule: Rule, rules: RuleSet) -> str | None:
    """The translated message for ``rule`` under ``rules``.

    ``None`` when the refusal needs no words: the player put the group back where it lay, or
    pointed at nothing.
    """
    text = _RANK_MESSAGES[rules] if rule is Rule.RANK else _MESSAGES.get(rule)
    if text is None:
        return None
    return QCoreApplication.translate("Rule", str(text)).replace("%1", str(GROUP_LIMIT))


# -- cards ------------------------------------------------------------------------------------

_INDEX_LETTERS = {
    #: The letter in the corner of an Ace; keep each corner letter to one or two characters.
    ACE: QT_TRANSLATE_NOOP("CardIndex", "A"),
    JACK: QT_TRANSLATE_NOOP("CardIndex", "J"),
    QUEEN: QT_TRANSLATE_NOOP("CardIndex", "Q"),
    KING: QT_TRANSLATE_NOOP("CardIndex", "K"),
}

_RANK_NAMES = (
    QT_TRANSLATE_NOOP("CardName", "Ace"),
    QT_TRANSLATE_NOOP("CardName", "Two"),
    QT_TRANSLATE_NOOP("CardName", "Three"),
    QT_TRANSLATE_NOOP("CardName", "Four"),
    QT_TRANSLATE_NOOP("CardName", "Five"),
    QT_TRANSLATE_NOOP("CardName", "Six"),
    QT_TRANSLATE_NOOP("CardName", "Seven"),
    QT_TRANSLATE_NOOP("CardName", "Eight"),
    QT_TRANSLATE_NOOP("CardName", "Nine"),
    QT_TRANSLATE_NOOP("CardName", "Ten"),
    QT_TRANSLATE_NOOP("CardName", "Jack"),
    QT_TRANSLATE_NOOP("CardName", "Queen"),
    QT_TRANSLATE_NOOP("CardName", "King"),
)

# The suit as it stands inside a card's name ("Queen of hearts"); languages that inflect
# the suit there (nb "hjerter dame") translate these and the "%1 of %2" template together.
_SUIT_IN_CARD_NAMES = (
    QT_TRANSLATE_NOOP("CardName", "spades"),
    QT_TRANSLATE_NOOP("CardName", "hearts"),
    QT_TRANSLATE_NOOP("CardName", "diamonds"),
    QT_TRANSLATE_NOOP("CardName", "clubs"),
)

# The suit on its own, e.g. to name a foundation.
_SUIT_NAMES = (
    QT_TRANSLATE_NOOP("SuitName", "Spades"),
    QT_TRANSLATE_NOOP("SuitName", "Hearts"),
    QT_TRANSLATE_NOOP("SuitName", "Diamonds"),
    QT_TRANSLATE_NOOP("SuitName", "Clubs"),
)


def rank_index(rank: int) -> str:
    """The corner index of a rank: translated letters for Ace and courts, digits otherwise."""
    letter = _INDEX_LETTERS.get(rank)
    if letter is None:
        return str(rank)
    return QCoreApplication.translate("CardIndex", str(letter))


def suit_name(suit: int) -> str:
    """The translated name of a suit on its own ("Hearts")."""
    return QCoreApplication.translate("SuitName", str(_SUIT_NAMES[suit]))


def card_spoken_name(card: Card) -> str:
    """The translated full name of a card for screen readers and messages ("Queen of hearts")."""
    rank = QCoreApplication.translate("CardName", str(_RANK_NAMES[rank_of(card) - 1]))
    suit = QCoreApplication.translate("CardName", str(_SUIT_IN_CARD_NAMES[suit_of(card)]))
    #: A card's full name: %1 is its rank ("Queen"), %2 its suit as said in a name ("hearts").
    template = QCoreApplication.translate("CardName", "%1 of %2")
    return template.replace("%1", rank).replace("%2", suit)


# -- time -------------------------------------------------------------------------------------

# The longest time shown as it is; beyond it the clock stops at this (a 10,000-hour game is
# a damaged clock, and a wider text would push the info bar about).
LONGEST_SHOWN = 9999 * 3600 + 59 * 60 + 59


def format_time(seconds: float) -> str:
    """A game time as the info bar shows it: ``m:ss``, or ``h:mm:ss`` from an hour on.

    Any float is shown: no time (NaN) as ``-:--``, a negative one as ``0:00``, and anything from
    :data:`LONGEST_SHOWN` on (infinity too) as that.
    """
    if math.isnan(seconds):
        return "-:--"
    whole = int(max(0.0, min(seconds, LONGEST_SHOWN)))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
