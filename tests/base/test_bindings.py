"""The binding guard spares the start PySide6's reading of each new module's source."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import rusol_qt

# Loads the binding guard, then the whole app as the window's start does, with PySide6's look at
# each new module's source watched; prints the names it looked at and its table's entries for
# ours. With "control" the guard's finder is taken out first: the look then reaches our modules.
PROBE = """
import json, sys
import PySide6.QtCore
feature = sys.modules["PySide6.support.feature"]
looked = []
check = feature._mod_uses_pyside
def watched(module):
    looked.append(module.__name__)
    return check(module)
feature._mod_uses_pyside = watched
from rusol_qt.base import bindings
del looked[:]  # what the guard's own imports made PySide6 look at: too early to spare
if sys.argv[1] == "control":
    sys.meta_path.remove(bindings._FeatureDefaults)
import rusol_qt.app.startup.compose
ours = sorted(name for name in sys.modules if name.startswith("rusol_qt."))
table = {name: feature.pyside_feature_dict.get(name) for name in sorted(sys.modules)}
print(json.dumps({"looked": looked, "ours": ours, "table": table}))
"""


#: Windows: Python cannot start without SystemRoot (its random seed and sockets need it), and
#: the offscreen platform finds no fonts without QT_QPA_FONTDIR (tests/conftest.py sets it).
_WINDOWS_NEEDS = {
    key: os.environ[key] for key in ("SYSTEMROOT", "QT_QPA_FONTDIR") if key in os.environ
}


def _probe(mode: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode],
        capture_output=True,
        text=True,
        check=True,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", **_WINDOWS_NEEDS},
        cwd=Path(rusol_qt.__file__).parent.parent,
    )
    found: dict[str, object] = json.loads(done.stdout)
    return found


@pytest.fixture(scope="module")
def features() -> object:
    feature = pytest.importorskip("PySide6.support.feature")
    if not hasattr(feature, "_mod_uses_pyside") or not hasattr(feature, "pyside_feature_dict"):
        pytest.skip("this PySide6 keeps no feature table: the guard has nothing to spare")
    return feature


@pytest.mark.usefixtures("features")
def test_pyside_does_not_read_our_modules_and_keeps_the_default_for_them() -> None:
    spared = _probe("guarded")
    ours = spared["ours"]
    assert isinstance(ours, list) and len(ours) > 30
    looked = spared["looked"]
    assert isinstance(looked, list)
    assert not [name for name in looked if name.startswith("rusol_qt")]
    table = spared["table"]
    assert isinstance(table, dict)
    assert {name: table[name] for name in ours} == dict.fromkeys(ours, 0)
    # Nor those of the standard library and platformdirs, whose answer is PySide6's own.
    assert not [name for name in looked if _never_qt(name)]
    assert [name for name in table if _never_qt(name) and table[name] not in (None, -1)] == []
    # Without the guard PySide6 reads them itself (so the tests above can fail), and comes to
    # the same answer for every one of ours that mentions PySide6, and -1 for the others.
    control = _probe("control")
    control_looked = control["looked"]
    assert isinstance(control_looked, list)
    mine = sorted(name for name in control_looked if name.startswith("rusol_qt."))
    assert len(mine) > 20
    control_table = control["table"]
    assert isinstance(control_table, dict)
    assert [name for name in mine if control_table[name] == 0] == [
        name for name in mine if "PySide6" in _source(name)
    ]
    theirs = [name for name in control_looked if _never_qt(name)]
    assert len(theirs) > 5
    assert {control_table[name] for name in theirs} == {-1}


def _never_qt(name: str) -> bool:
    return name.partition(".")[0] in sys.stdlib_module_names | {"platformdirs"}


def _source(name: str) -> str:
    path = Path(rusol_qt.__file__).parent.joinpath(*name.split(".")[1:])
    file = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    return file.read_text(encoding="utf-8")


def test_no_module_of_ours_selects_a_pyside_feature() -> None:
    """Entering our modules as 0 (no feature) holds only while none names one."""
    package = Path(rusol_qt.__file__).parent
    selecting = [
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if "__feature__" in path.read_text(encoding="utf-8") and path.name != "bindings.py"
    ]
    assert selecting == []
