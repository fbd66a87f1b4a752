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


def test_the_package_is_read() -> None:
    assert len(MODULES) > 40
    assert "rusol_qt.app.session.game_session" in MODULES and "rusol_qt.model.game" in MODULES


@pytest.mark.parametrize("module", sorted(MODULES))
def test_every_import_points_down_a_layer(module: str) -> None:
    here = part_of(module)
    for imported in GRAPH[module]:
        there = part_of(imported)
        assert LAYERS[there] <= LAYERS[here], f"{module} imports {imported}: up a layer"
        assert frozenset({here, there}) not in APART, f"{module} imports {imported}: sideways"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_third_party_imports_stay_in_their_layer(module: str) -> None:
    allowed = THIRD_PARTY[part_of(module)]
    from sys import stdlib_module_names  # noqa: PLC0415 - only this test needs it

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


def test_the_layer_check_catches_an_upward_import(tmp_path: Path) -> None:
    # The checker itself: a model module that imported Qt's floor would be seen.
    fake = tmp_path / "rusol_qt" / "model"
    fake.mkdir(parents=True)
    (fake / "bad.py").write_text("from rusol_qt.base.words import format_time\n")
    found = imports(fake / "bad.py")
    assert "rusol_qt.base.words" in found
    assert LAYERS[part_of("rusol_qt.base.words")] > LAYERS[part_of("rusol_qt.model.bad")]
