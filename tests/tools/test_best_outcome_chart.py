"""The published chart of how far perfect play gets: drawn by our code, true to the figures."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage

from tools import best_outcome_chart
from tools.best_outcome_chart import LOST, WON, layout_of

ROOT = Path(__file__).resolve().parents[2]


def figures() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(best_outcome_chart.DATA.read_text(encoding="utf-8"))
    return data


def measured_bars(image: QImage, data: dict[str, Any], dpr: int) -> list[tuple[int, QColor]]:
    """Each bar's height in pixels (device-independent) and colour, read off the image."""
    layout = layout_of(data)
    bars = []
    for cards in range(layout.cards):
        x = round(layout.middle(cards) * dpr)
        y = layout.baseline * dpr - 1
        colour = image.pixelColor(x, y)
        height = 0
        while y >= 0 and image.pixelColor(x, y) == colour and colour in (LOST, WON):
            height += 1
            y -= 1
        bars.append((height // dpr, colour))
    return bars


def test_the_documented_command_draws_every_bar_to_the_figures(tmp_path: Path) -> None:
    out = tmp_path / "chart.png"
    # From another folder, as a script: the tool finds the checkout's files by itself.
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "best_outcome_chart.py"), "--chart", str(out)]
        + ["--dpr", "2"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    data = figures()
    layout = layout_of(data)
    assert (image.width(), image.height()) == (2 * layout.width, 2 * layout.height)
    histogram = data["cards_histogram"]
    assert len(histogram) == 53 and sum(histogram) == data["deals"] == 10_000
    bars = measured_bars(image, data, 2)
    # Every bar as tall as its share of deals (a deal or two still shows), none where none is.
    assert [height for height, _ in bars] == [
        layout.bar_height(count, data["deals"]) for count in histogram
    ]
    assert bars[0][0] == round(18.26 / 25 * 400), "0 cards: 18.26 % of deals, on a 25 % scale"
    # The winnable deals (52 cards) in green, the lost ones in blue.
    assert bars[52][1] == WON
    assert {colour.name() for height, colour in bars[:52] if height} == {LOST.name()}


def test_the_chart_in_the_docs_is_the_one_the_figures_draw(qapp: object) -> None:
    chart = ROOT / "docs" / "best-outcome-classic.png"
    image = QImage(str(chart))
    data = figures()
    layout = layout_of(data)
    assert (image.width(), image.height()) == (2 * layout.width, 2 * layout.height)
    assert [height for height, _ in measured_bars(image, data, 2)] == [
        layout.bar_height(count, data["deals"]) for count in data["cards_histogram"]
    ]
    assert "](best-outcome-classic.png)" in (ROOT / "docs" / "winnability.md").read_text(
        encoding="utf-8"
    )


def test_an_unwritable_chart_is_reported(tmp_path: Path, qapp: object) -> None:
    out = tmp_path / "missing-folder" / "chart.png"
    assert best_outcome_chart.main(["--chart", str(out), "--dpr", "1"]) == 1
    assert not out.exists()


@pytest.mark.parametrize("dpr", [1, 2])
def test_bars_sit_on_whole_pixels_at_any_scale(qapp: object, dpr: int) -> None:
    data = figures()
    image = best_outcome_chart.draw_chart(data, dpr)
    bars = measured_bars(image, data, dpr)
    assert bars[1][0] == layout_of(data).bar_height(data["cards_histogram"][1], data["deals"])
