"""Screen readers, tested with a real client: the app's accessible tree read over AT-SPI.

The app runs in a real X window (pytest-xvfb's display) inside a D-Bus session of its own, with
Qt's AT-SPI bridge switched on; ``atspi_reader.py`` reads it with the system's pyatspi, as Orca
does (the venv cannot import pyatspi, so the reader runs under the system python3 and finds the
app by its process id). Needs ``dbus``, ``at-spi2-core``, ``python3-pyatspi`` and ``xdotool``
(``.ci/run`` installs them); on CI a missing one fails the test instead of skipping it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
CODE = "RU1-C-AAAAABB"

#: The toolbar's buttons, as a screen reader names them.
TOOLBAR = ["New Game", "Restart", "Undo", "Redo", "Hint"]


def missing() -> str | None:
    """What this machine lacks for the test, if anything."""
    if not sys.platform.startswith("linux"):
        return "AT-SPI is the Linux accessibility bus"
    for tool in ("dbus-run-session", "xdotool"):
        if shutil.which(tool) is None:
            return f"needs {tool}"
    if not Path(BUS_LAUNCHER).exists():
        return "needs at-spi2-core (apt-get install at-spi2-core)"
    done = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
    if done.returncode != 0:
        return "needs the system's pyatspi (apt-get install python3-pyatspi)"
    if not os.environ.get("DISPLAY"):
        return "needs an X display (pytest-xvfb)"
    return None


@pytest.fixture(scope="module")
def requirements() -> None:
    reason = missing()
    if reason is not None:
        # CI must have it on Linux; Windows and macOS have no AT-SPI to read.
        if os.environ.get("CI") and sys.platform.startswith("linux"):
            pytest.fail(f"CI must run the screen reader test: {reason}")
        pytest.skip(reason)


def read_app(tmp_path: Path, command: list[str]) -> dict[str, Any]:
    """Start the app with ``command`` in a fresh home, and read it as a screen reader does."""
    config = tmp_path / "config" / "rusol-qt"
    config.mkdir(parents=True)
    (config / "settings.ini").write_text("[General]\nlanguage=en\n")
    env = dict(os.environ)
    env.update(
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
        PYTHONPATH=str(ROOT),
    )
    done = subprocess.run(
        [
            "dbus-run-session",
            "--",
            SYSTEM_PYTHON,
            str(HERE / "atspi_reader.py"),
            json.dumps(command),
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=180,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"no report (exit code {done.returncode}):\n{done.stdout}\n{done.stderr}"
    report: dict[str, Any] = json.loads(lines[-1])
    assert "error" not in report, f"{report['error']}\n{done.stderr}"
    return report


def toolbar_problems(report: dict[str, Any]) -> list[str]:
    """What a screen reader user would miss in the toolbar: a button shown without a name."""
    problems = [
        f"a {button['role']} of the toolbar has no name (its tooltip: {button['description']!r})"
        for button in report["toolbar"]
        if button["showing"] and not button["name"].strip()
    ]
    names = [button["name"] for button in report["toolbar"] if button["showing"]]
    for name in TOOLBAR:
        if name not in names:
            problems.append(f"no toolbar button is named {name!r} (names: {names})")
    return problems


def app_command(*setup: str) -> list[str]:
    """The app on the known deal; ``setup`` lines of Python run before it starts."""
    lines = [
        *setup,
        "from rusol_qt.cli import main",
        f"raise SystemExit(main(['--game', '{CODE}']))",
    ]
    return [sys.executable, "-c", "\n".join(lines)]


def test_a_screen_reader_reads_the_toolbar_the_table_and_a_dialog(
    requirements: None, tmp_path: Path
) -> None:
    report = read_app(tmp_path, app_command())
    assert toolbar_problems(report) == []
    # Every button of the toolbar, shown or folded away, has a name and a tooltip.
    for button in report["toolbar"]:
        assert button["name"].strip(), button
        assert button["description"].strip(), button
    undo = next(button for button in report["toolbar"] if button["name"] == "Undo")
    assert "Ctrl+Z" in undo["description"]

    # The arrows change the focused card's spoken name: column 1, 2, 3, then column 4's 2C.
    focus = report["focus"]
    assert focus[0] == "Five of spades, column 1"
    assert len(set(focus)) == len(focus) == 4
    assert focus[-1] == "Two of clubs, column 4"

    # The Settings dialog's fields all have names (labels a screen reader says).
    dialog = report["dialog"]
    fields = dialog["fields"]
    assert {field["role"] for field in fields} >= {"check box", "radio button", "combo box"}
    nameless = [field for field in fields if not field["name"].strip()]
    assert nameless == []
    names = {field["name"] for field in fields}
    assert {"Double-click", "Solver status", "Show the toolbar", "Two colours"} <= names
    combo = next(field for field in fields if field["role"] == "combo box")
    assert combo["name"].startswith("Language") or "Language:" in combo["labelled_by"]


def test_the_check_fails_when_a_toolbar_button_loses_its_name(
    requirements: None, tmp_path: Path
) -> None:
    # The same app with the Undo button's words taken away, as a careless change would.
    nameless = (
        "from rusol_qt.app.window import toolbar",
        "named = toolbar.GameToolBar.retranslate_ui",
        "def unnamed(self):",
        "    named(self)",
        "    if 'undo' in self.buttons:",
        "        self.buttons['undo'].setText('')",
        "toolbar.GameToolBar.retranslate_ui = unnamed",
    )
    report = read_app(tmp_path, app_command(*nameless))
    problems = toolbar_problems(report)
    assert any("has no name" in problem for problem in problems), problems
    assert any("'Undo'" in problem for problem in problems), problems
