"""Words the glossary (docs/translations.md) set aside do not come back into a translation."""

from __future__ import annotations

import re

import pytest

from tools import linguist

#: Per language, wordings replaced in review (issue 15): (pattern, the glossary's word, the
#: English sources it applies to).
SET_ASIDE = {
    "nb": [(r"\bført\b|\bregistrer", "lagret / lagres", "")],
    # เล่นซ้ำ is "play again", right for playing a deal again, wrong for watching a replay.
    "th": [(r"เล่นซ้ำ", "ดูย้อนหลัง", "eplay")],
    # Capitalised Ihr… reads as the formal "your" in an app that says du.
    "de": [(r"Verteilung", "Spiel", ""), (r"\b(Sie|Ihnen|Ihr\w*)\b", "du", "")],
    "fr": [
        (r"rediffus", "relecture", ""),
        (r"réglages", "paramètres", ""),
        (r"partie donne", "section de donne", ""),
    ],
    "es": [
        (r"valor más alta", "de valor inmediatamente superior", ""),
        (r"\bcoge\b", "toma", ""),
    ],
    "ru": [(r"Одна масть", "В масть", ""), (r"счёт\b", "очки", "")],
}


@pytest.mark.parametrize("language", list(SET_ASIDE))
def test_set_aside_wordings_stay_out(language: str) -> None:
    catalogue = linguist.read_ts(linguist.TS_DIR / f"rusol_qt_{language}.ts")
    found = [
        f"{message.context}: {text!r} (the glossary says {instead})"
        for message in catalogue.messages
        # Qt's own texts carried for nb and th are Qt's wording, not ours.
        if not message.context.startswith("Q")
        for text in message.translations
        for pattern, instead, source in SET_ASIDE[language]
        if source in message.source and text and re.search(pattern, text)
    ]
    assert not found, "\n".join(found)
