"""The headless command line, which never imports Qt."""

import json
import subprocess
import sys

import pytest

from rusol_qt.cli import main
from tests.model.command_line import run


def test_print_deal_json(capsys):
    assert main(["--print-deal", " ru1-r-aaaaabb ", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["code"] == "RU1-R-AAAAABB" and data["rules"] == "relaxed"
    assert [len(c) for c in data["columns"]] == [1, 6, 7, 8, 9, 10, 11]
    assert data["columns"][1][0] == {"card": "6S", "face_up": False}
    assert data["columns"][1][1] == {"card": "4H", "face_up": True}
    assert sum(not cell["face_up"] for column in data["columns"] for cell in column) == 21


def test_print_deal_text(capsys):
    assert main(["--print-deal", "RU1-C-AAAAABB"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("RU1-C-AAAAABB")
    assert out[2] == "2: [6S] 4H 7S TD JC 8D"


@pytest.mark.parametrize(
    ("code", "reason"),
    [("RU1-C-AAAA", "7 letters"), ("XX", "starts with RU"), ("RU1-Q-AAAAAAA", "rule letter")],
)
def test_bad_code_exits_2_with_the_reason(code, reason):
    result = run("--print-deal", code)
    assert result.returncode == 2
    assert reason in result.stderr and result.stdout == ""


def test_unknown_options_beside_a_tool_are_refused():
    result = run("--print-deal", "RU1-C-AAAAAAA", "--bogus")
    assert result.returncode == 2
    assert "unrecognized arguments: --bogus" in result.stderr and result.stdout == ""


def test_the_model_and_the_command_line_never_import_qt():
    probe = (
        "import sys, runpy; sys.argv = ['rusol_qt', '--print-deal', 'RU1-C-AAAAAAA']\n"
        "import rusol_qt.model.game, rusol_qt.model.notation, rusol_qt.cli\n"
        "try:\n    runpy.run_module('rusol_qt', run_name='__main__')\n"
        "except SystemExit:\n    pass\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert "8C" in result.stdout


def test_no_module_of_the_model_imports_qt():
    import pathlib
    import re

    root = pathlib.Path(__file__).parents[2] / "rusol_qt" / "model"
    sources = list(root.glob("*.py"))
    assert len(sources) >= 5
    for source in sources:
        assert not re.search(
            r"^\s*(from|import)\s+(PySide6|shiboken6)", source.read_text(), re.MULTILINE
        ), source
