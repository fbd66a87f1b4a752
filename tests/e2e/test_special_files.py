"""Something that is not a file where the player's files lie never hangs the app, and is told.

Issue 43, item 7, on the real app: a named pipe as ``resume.json`` (reading it would wait for a
writer for ever) and a folder as ``settings.ini``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.e2e.test_resume_after_kill import App
from tests.e2e.test_resume_after_kill import pytestmark as needs_x

pytestmark = [
    needs_x,
    pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes among files here"),
]


def test_a_named_pipe_for_the_saved_game_and_a_folder_for_the_settings(tmp_path: Path) -> None:
    data = tmp_path / "data" / "rusol-qt"
    data.mkdir(parents=True)
    os.mkfifo(data / "resume.json")
    settings = tmp_path / "config" / "rusol-qt" / "settings.ini"
    settings.mkdir(parents=True)
    app = App(tmp_path)
    try:
        app.wait_for("Your unfinished game could not be opened: what stood in its place was not")
        app.wait_for("Your settings cannot be saved in")
        told = "\n".join(line for line in app.lines if "told the player: " in line)
        assert "Something that is not a file (a folder, say) stands where the file should" in told
        # The app is not stuck anywhere: it quits when asked, keeping what it must.
        app.process.terminate()
        assert app.process.wait(20) == 128 + 15
    finally:
        app.stop()
    (moved,) = data.glob("resume-not-a-file-*.json")
    assert moved.is_fifo() and settings.is_dir()
