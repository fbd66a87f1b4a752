"""The History list shows every column without scrolling sideways on a 1024 x 640 screen, in all
seven languages (issue 44, item 4)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tools import linguist

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ["en", "nb", "th", "de", "fr", "es", "ru"]


@pytest.fixture(scope="module", autouse=True)
def compiled_translations() -> None:
    linguist.build(linguist.TS_DIR, linguist.PACKAGE_QM_DIR)


@pytest.mark.parametrize(("width", "height"), [(1024, 640), (1600, 1000)])
def test_every_column_of_the_history_shows_without_scrolling(
    tmp_path: Path, width: int, height: int
) -> None:
    config = tmp_path / "screen.json"
    screen = {"name": "small", "x": 0, "y": 0, "width": width, "height": height}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config.write_text(json.dumps({"screens": [screen]}))
    # Named from its own folder: Qt splits the platform's arguments at every ":", a drive's too.
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config.name}")
    env |= {"XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "tests.dialogs.history_fit_probe", *LANGUAGES],
        cwd=config.parent,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stdout.splitlines() == [], done.stderr
    assert done.returncode == 0, done.stderr
