"""Every translation renders: a glyph for each character, no boxes (Thai included)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QTextLayout

from tools import linguist

TRANSLATED = [path for path in linguist.ts_files(linguist.TS_DIR) if "_en" not in path.name]


def missing_glyphs(text: str, font: QFont) -> list[str]:
    """The font families that drew a box (glyph 0) for part of ``text``, after fallback."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    while layout.createLine().isValid():
        pass
    layout.endLayout()
    return [run.rawFont().familyName() for run in layout.glyphRuns() if 0 in run.glyphIndexes()]


def test_the_check_sees_a_box(qapp: object) -> None:
    # U+FFFF is a noncharacter: no font has a glyph for it.
    assert missing_glyphs("a\uffffb", QFont())


def test_a_thai_font_is_installed(qapp: object) -> None:
    assert QFontDatabase.families(QFontDatabase.WritingSystem.Thai), (
        "no Thai font: install fonts-thai-tlwg (.ci/run does)"
    )


@pytest.mark.parametrize("ts", TRANSLATED, ids=lambda path: path.stem)
@pytest.mark.parametrize("bold", [False, True])
def test_every_translation_renders(qapp: object, ts: Path, bold: bool) -> None:
    font = QFont()
    font.setBold(bold)
    boxes = [
        f"{text!r} ({', '.join(families)})"
        for message in linguist.read_ts(ts).messages
        for text in message.translations
        if text and (families := missing_glyphs(text, font))
    ]
    assert not boxes, "drawn with boxes:\n" + "\n".join(boxes)
