"""The app's wording for each rule that can refuse a move, translatable."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rusol_qt.model.rules import GROUP_LIMIT, Rule, RuleSet

CONTEXT = "Rule"

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
    return QCoreApplication.translate(CONTEXT, str(text)).replace("%1", str(GROUP_LIMIT))
