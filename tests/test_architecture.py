"""The layers hold: every import of the package points down a layer, and no import makes a cycle.

docs/architecture.md draws the layers; this test reads every module's imports (with ast, without
importing anything) and fails on an import that points up, on a sideways import between the
table and the dialogs, on a third-party import where a layer may not have one, and on a cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "rusol_qt"

#: The layer of each part of the package; a module may import its own layer and those below.
LAYERS = {
    "rusol_qt": 0,  # the package's __init__: the version, nothing else
    "rusol_qt.model": 0,
    "rusol_qt.storage": 1,
    "rusol_qt.base": 2,
    "rusol_qt.table": 3,
    "rusol_qt.dialogs": 3,
    "rusol_qt.app": 4,
    "rusol_qt.cli": 5,
    "rusol_qt.__main__": 5,
}

#: Layers that stand side by side and may not import each other.
APART = {frozenset({"rusol_qt.table", "rusol_qt.dialogs"})}

#: The third-party packages each part may import (the standard library is open to every part).
THIRD_PARTY = {
    "rusol_qt": set(),
    "rusol_qt.model": set(),
    "rusol_qt.storage": {"platformdirs"},
    "rusol_qt.base": {"PySide6"},
    "rusol_qt.table": {"PySide6"},
    "rusol_qt.dialogs": {"PySide6"},
    "rusol_qt.app": {"PySide6"},
    "rusol_qt.cli": set(),
    "rusol_qt.__main__": set(),
}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def part_of(module: str) -> str:
    """The layer's key of ``module``: its package two levels down, or a top-level module."""
    parts = module.split(".")
    key = ".".join(parts[:2])
    return key if key in LAYERS else "rusol_qt"


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in it (inside functions and TYPE_CHECKING too)."""
    found: set[str] = set()
    is_package = path.name == "__init__.py"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = module_name(path).split(".")
                anchor = anchor[: len(anchor) - node.level + (1 if is_package else 0)]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            # ``from rusol_qt.base import bindings`` imports the module rusol_qt.base.bindings.
            found.update(
                f"{base}.{alias.name}"
                for alias in node.names
                if (PACKAGE.parent / f"{base}.{alias.name}".replace(".", "/"))
                .with_suffix(".py")
                .is_file()
            )
    return found


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}
GRAPH = {
    name: {imported for imported in imports(path) if imported in MODULES and imported != name}
    for name, path in MODULES.items()
}


#: The groups of the application (rusol_qt/app/) and the groups each may import. The session
#: (the spine) stands alone; the window shows it; the features act through it and never reach
#: one another or the window's chrome; start-up composes them all.
APP_GROUPS = {
    "session": set(),
    "window": {"session"},
    "play": {"session"},
    "advice": {"session"},
    "history": {"session"},
    "startup": {"session", "window", "play", "advice", "history"},
}

#: The one module that changes the game in play (moves, undo, redo, replayed actions).
GAME_OWNER = "rusol_qt.app.session.game_session"
#: A game's methods that change it, and the notation's helper that plays a recorded action.
CHANGING = {"play", "undo", "redo"}


def app_group(module: str) -> str | None:
    """The group of the application ``module`` belongs to, or ``None`` outside rusol_qt/app."""
    parts = module.split(".")
    if parts[:2] != ["rusol_qt", "app"] or len(parts) < 3:
        return None
    return parts[2]


def layer_problems(module: str, imported: set[str]) -> list[str]:
    """What is wrong with ``module`` importing ``imported``: upward or sideways imports."""
    problems = []
    here = part_of(module)
    for name in sorted(imported):
        there = part_of(name)
        if LAYERS[there] > LAYERS[here]:
            problems.append(f"{module} imports {name}: up a layer")
        if frozenset({here, there}) in APART:
            problems.append(f"{module} imports {name}: sideways")
    return problems


def group_problems(module: str, imported: set[str]) -> list[str]:
    """Imports between the application's groups that the map does not allow."""
    here = app_group(module)
    if here is None:
        return []
    problems = []
    for name in sorted(imported):
        there = app_group(name)
        if there is None or there == here:
            continue
        if there not in APP_GROUPS[here]:
            problems.append(f"{module} ({here}) imports {name} ({there})")
    return problems


def move_problems(module: str, source: str) -> list[str]:
    """Changes made to a game in play outside its owner: ``<...>game.play(...)`` and the like.

    Outside the model and the session, nothing calls ``play``, ``undo`` or ``redo`` on a
    session's or a table's game, nor plays a recorded action (``play_action``) on one.
    """
    if module == GAME_OWNER or not module.startswith(("rusol_qt.app", "rusol_qt.table")):
        return []
    problems = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in CHANGING:
            receiver = ast.unparse(func.value)
            if receiver.endswith((".game", ".game_in_play")) or receiver == "game_in_play":
                problems.append(f"{module} changes a game in play: {ast.unparse(node)}")
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name == "play_action":
            problems.append(f"{module} plays a recorded action: {ast.unparse(node)}")
    return problems


def test_every_module_has_a_declared_layer() -> None:
    assert "rusol_qt.app.session.game_session" in MODULES and "rusol_qt.model.game" in MODULES
    # Only the package's own __init__ and __main__ fall back to a layer by name; every other
    # module lies in a package the map names.
    for module in MODULES:
        if module not in ("rusol_qt", "rusol_qt.__main__"):
            assert ".".join(module.split(".")[:2]) in LAYERS, f"{module} is in no layer"
    for module in MODULES:
        group = app_group(module)
        assert group is None or group in APP_GROUPS, f"{module} is in no group of the map"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_every_import_points_down_a_layer(module: str) -> None:
    assert layer_problems(module, GRAPH[module]) == []


@pytest.mark.parametrize("module", sorted(MODULES))
def test_the_application_groups_import_as_the_map_says(module: str) -> None:
    assert group_problems(module, GRAPH[module]) == []


@pytest.mark.parametrize("module", sorted(MODULES))
def test_only_the_session_changes_the_game(module: str) -> None:
    assert move_problems(module, MODULES[module].read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("module", sorted(MODULES))
def test_third_party_imports_stay_in_their_layer(module: str) -> None:
    allowed = THIRD_PARTY[part_of(module)]
    from sys import stdlib_module_names

    for imported in imports(MODULES[module]):
        top = imported.split(".")[0]
        if top in {"rusol_qt", "__future__"} or top in stdlib_module_names:
            continue
        assert top in allowed, f"{module} imports {imported}"


def test_there_is_no_import_cycle() -> None:
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            cycle = path[path.index(module) :] + [module]
            pytest.fail("import cycle: " + " -> ".join(cycle))
        if module in done:
            return
        for imported in sorted(GRAPH[module]):
            visit(imported, [*path, module])
        done.add(module)

    for module in sorted(GRAPH):
        visit(module, [])


def test_no_module_outside_the_application_imports_the_main_window() -> None:
    for module, imported in GRAPH.items():
        if "rusol_qt.app.window.main_window" in imported:
            assert module in {"rusol_qt.app.startup.compose", "rusol_qt.app.startup.main"}, module


# -- the checks catch what they are for: planted violations ------------------------------------


def planted(tmp_path: Path, module: str, source: str) -> set[str]:
    """The imports of a module ``module`` with ``source``, written where it would lie."""
    path = tmp_path.joinpath(*module.split(".")).with_suffix(".py")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(source, encoding="utf-8")
    return imports(path)


def test_the_layer_check_catches_an_upward_and_a_sideways_import(tmp_path: Path) -> None:
    up = planted(tmp_path, "rusol_qt.model.bad", "from rusol_qt.base.words import format_time\n")
    assert layer_problems("rusol_qt.model.bad", up) == [
        "rusol_qt.model.bad imports rusol_qt.base.words: up a layer"
    ]
    aside = planted(tmp_path, "rusol_qt.table.bad", "import rusol_qt.dialogs.win\n")
    assert layer_problems("rusol_qt.table.bad", aside) == [
        "rusol_qt.table.bad imports rusol_qt.dialogs.win: sideways"
    ]


def test_the_group_check_catches_a_feature_reaching_the_chrome_or_another_feature(
    tmp_path: Path,
) -> None:
    chrome = planted(
        tmp_path,
        "rusol_qt.app.history.bad",
        "from rusol_qt.app.window.info_bar import InfoBar\n"
        "def f():\n    from rusol_qt.app.advice.hints import Hints\n",
    )
    assert group_problems("rusol_qt.app.history.bad", chrome) == [
        "rusol_qt.app.history.bad (history) imports rusol_qt.app.advice.hints (advice)",
        "rusol_qt.app.history.bad (history) imports rusol_qt.app.window.info_bar (window)",
    ]
    spine = planted(tmp_path, "rusol_qt.app.session.bad", "import rusol_qt.app.play.commands\n")
    assert group_problems("rusol_qt.app.session.bad", spine) != []


def test_the_move_check_catches_a_move_applied_outside_the_session() -> None:
    source = (
        "def _clicked(self, move):\n"
        "    self.game.play(move)\n"
        "    self.session.game.undo()\n"
        "    play_action(self.controller.game, 'U')\n"
        "    self.session.play(move)\n"  # a request to the owner: allowed
    )
    assert len(move_problems("rusol_qt.table.controller", source)) == 3
    assert move_problems(GAME_OWNER, source) == []
