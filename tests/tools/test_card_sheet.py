"""The card-sheet preview, run as docs/card-art.md says: every card drawn on one image."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from rusol_qt.table.cardart import card_height
from tools import card_sheet

ROOT = Path(__file__).resolve().parents[2]


def test_the_documented_command_writes_the_sheet(tmp_path: Path) -> None:
    out = tmp_path / "sheet.png"
    # From another folder, as a script: the tool finds the checkout's package by itself.
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "card_sheet.py"), "--sheet", str(out)]
        + ["--width", "40", "--four-colour", "--dpr", "2"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    sheet = QImage(str(out))
    gap = 6
    assert sheet.width() == 2 * (gap + 13 * (40 + gap))
    assert sheet.height() == 2 * (gap + 5 * (card_height(40) + gap))
    # Felt in the corner's gap; the white paper of the second card, a Two, between its pips.
    felt = sheet.pixelColor(2, 2)
    assert felt.green() > felt.red() + 30
    paper = sheet.pixelColor(2 * (gap + 40 + gap + 20), 2 * (gap + card_height(40) // 2))
    assert min(paper.red(), paper.green(), paper.blue()) > 235


def test_an_unwritable_sheet_is_reported(tmp_path: Path, qapp: object) -> None:
    out = tmp_path / "missing-folder" / "sheet.png"
    assert card_sheet.main(["--sheet", str(out), "--width", "20"]) == 1
    assert not out.exists()
