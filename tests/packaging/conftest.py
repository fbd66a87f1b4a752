"""Fixtures for the packaging checks: the repository's paths and its packaging scripts."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import time
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
RESOURCES = ROOT / "resources"

DEAL = "RU1-C-AAAAABB"
"""The deal every started app shows, so screenshots compare."""


def load_script(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` by path (``packaging`` is also a PyPI package's name)."""
    spec = importlib.util.spec_from_file_location(
        f"rusol_qt_packaging_{name}", PACKAGING / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def icons_script() -> ModuleType:
    return load_script("icons")


@pytest.fixture(scope="session")
def build_script() -> ModuleType:
    return load_script("build")


class RunningApp:
    """The game, started as a player starts it, on the test session's virtual X screen."""

    def __init__(self, command: list[str], display: str, home: Path, language: str = "") -> None:
        env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("QT_", "PYTHON", "LANG", "LC_"))
        }
        env.update(
            DISPLAY=display,
            QT_QPA_PLATFORM="xcb",
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
            XDG_STATE_HOME=str(home / "state"),
            LANG="C.UTF-8",
        )
        if language:
            env.update(LANGUAGE=language, LANG=f"{language}.UTF-8")
        self.env = env
        self.output = ""
        self.process = subprocess.Popen(
            [*command, "--game", DEAL],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )

    def xdotool(self, *words: str, timeout: float = 30) -> str:
        result = subprocess.run(
            ["xdotool", *words], env=self.env, capture_output=True, text=True, timeout=timeout
        )
        assert result.returncode == 0, f"xdotool {' '.join(words)}: {result.stderr}"
        return result.stdout.strip()

    def window(self) -> str:
        try:
            found = self.xdotool(
                "search", "--sync", "--onlyvisible", "--pid", str(self.process.pid)
            )
        except subprocess.TimeoutExpired:
            self.kill()
            pytest.fail(f"no window within 30 s; the app said: {self.output}")
        return found.splitlines()[0]

    def screenshot(self, window: str, path: Path) -> QImage:
        subprocess.run(
            ["import", "-window", window, str(path)], env=self.env, check=True, timeout=30
        )
        return QImage(str(path))

    def still_screenshot(self, window: str, path: Path, timeout: float = 20.0) -> QImage:
        """A screenshot once the window stands still: two shots in a row alike (the deal landed).

        Each shot takes the time ``import`` takes (a tenth of a second or more), long enough
        for a flying card to move between two of them.
        """
        deadline = time.monotonic() + timeout
        last = self.screenshot(window, path)
        while time.monotonic() < deadline:
            shot = self.screenshot(window, path)
            if shot == last:
                return shot
            last = shot
        pytest.fail(
            f"the window never stood still within {timeout:g} s; the app said: {self.output}"
        )

    def quit(self, window: str) -> int:
        """Quit as a player does (Ctrl+Q); return the exit status."""
        self.xdotool("windowfocus", "--sync", window)
        self.xdotool("key", "--clearmodifiers", "ctrl+q")
        self.output = self.process.communicate(timeout=20)[0]
        return self.process.returncode

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.output += self.process.communicate()[0] or ""


@pytest.fixture
def display(xvfb: object) -> str:
    if xvfb is None or shutil.which("xdotool") is None or shutil.which("import") is None:
        pytest.skip("needs Xvfb (pytest-xvfb), xdotool and ImageMagick's import")
    return f":{xvfb.display}"  # type: ignore[attr-defined]
