"""Reads the running app the way a screen reader (Orca) does, over the AT-SPI bus.

Run with the SYSTEM python3, which has pyatspi (the project's venv cannot import it), inside a
D-Bus session of its own (``dbus-run-session``) on an X display::

    /usr/bin/python3 tests/e2e/atspi_reader.py APP_COMMAND_AS_JSON

It starts the accessibility bus, then the app (``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``), finds
the app on the bus by its process id, and prints one JSON report: the toolbar's buttons with
their names, the table's spoken name before and after arrow keys, and the Settings dialog's
fields with their names. It waits for conditions (a name that changes, a dialog that opens),
each within a deadline, never for a fixed time. Standard library and pyatspi only.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import pyatspi  # type: ignore[import-not-found]

DEADLINE = 30.0
POLL = 0.1
BUTTON_ROLES = {"push button", "check box", "toggle button", "radio button"}
FIELD_ROLES = {"check box", "radio button", "combo box", "text", "spin button", "slider"}

#: pyatspi has no types: its accessibles are Any here.
Node = Any
_T = TypeVar("_T")


def wait_for(
    what: str,
    condition: Callable[[], _T | None],
    app: subprocess.Popen[bytes],
    deadline: float = DEADLINE,
) -> _T:
    """The first true value of ``condition()``, checked until ``deadline`` seconds pass."""
    end = time.monotonic() + deadline
    while True:
        try:
            value = condition()
        except Exception:  # noqa: BLE001 - a node may vanish while it is read
            value = None
        if value:
            return value
        if app.poll() is not None:
            raise SystemExit(f"the app ended (exit code {app.returncode}) waiting for {what}")
        if time.monotonic() > end:
            raise SystemExit(f"waited {deadline:g} s in vain for {what}")
        # Between two looks, wait on the app itself: an app that ends is seen at once.
        with contextlib.suppress(subprocess.TimeoutExpired):
            app.wait(timeout=POLL)


def application(pid: int) -> Node | None:
    """The app's accessible on the bus, by its process id."""
    for node in pyatspi.Registry.getDesktop(0):
        if node is not None and node.get_process_id() == pid:
            return node
    return None


def nodes(root: Node, depth: int = 0) -> Iterator[Node]:
    """Every node under ``root``, depth first."""
    yield root
    if depth > 30:
        return
    for child in root:
        if child is not None:
            yield from nodes(child, depth + 1)


def showing(node: Node) -> bool:
    return bool(node.getState().contains(pyatspi.STATE_SHOWING))


def describe(node: Node) -> dict[str, Any]:
    labels: list[str] = []
    for relation in node.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            labels += [relation.getTarget(i).name for i in range(relation.getNTargets())]
    return {
        "role": node.getRoleName(),
        "name": node.name,
        "description": node.description,
        "showing": showing(node),
        "labelled_by": labels,
    }


def table_view(app_node: Node) -> Node | None:
    """The card table: the node that describes itself as the card table."""
    for node in nodes(app_node):
        if node.description.startswith("Card table"):
            return node
    return None


def window_id(pid: int) -> str:
    done = subprocess.run(
        ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(pid)],
        capture_output=True,
        text=True,
        timeout=DEADLINE,
        check=True,
    )
    return done.stdout.split()[0]


def press(window: str, key: str) -> None:
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=DEADLINE)
    subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True, timeout=DEADLINE)


def read(app: subprocess.Popen[bytes], report: dict[str, Any]) -> None:
    app_node = wait_for("the app on the AT-SPI bus", lambda: application(app.pid), app)
    report["application"] = app_node.name

    def toolbar() -> list[dict[str, Any]] | None:
        bars = [n for n in nodes(app_node) if n.getRoleName() == "tool bar"]
        if not bars:
            return None
        buttons = [describe(n) for n in nodes(bars[0]) if n.getRoleName() in BUTTON_ROLES]
        return buttons if len(buttons) >= 5 else None

    report["toolbar"] = wait_for("the toolbar's buttons", toolbar, app)

    view = wait_for("the card table", lambda: table_view(app_node), app)
    # The deal is on the table once the view names a card.
    report["focus"] = [wait_for("a named card", lambda: view.name, app)]
    window = window_id(app.pid)
    for _ in range(3):
        before = view.name
        press(window, "Right")

        def renamed(before: str = before) -> str | None:
            return view.name if view.name != before else None

        report["focus"].append(wait_for("a new name after Right", renamed, app))

    # Settings ▸ Settings…, from the keyboard as a screen reader user opens it.
    press(window, "alt+s")
    wait_for(
        "the Settings menu",
        lambda: any(n.getRoleName() == "popup menu" and showing(n) for n in nodes(app_node)),
        app,
    )
    press(window, "Return")

    def dialog() -> Node | None:
        for node in app_node:
            # Its title, to which Qt adds the app's name on X11: "Settings — Russian Solitaire".
            if (
                node is not None
                and node.name.startswith("Settings")
                and node.getRoleName()
                in (
                    "dialog",
                    "frame",
                )
            ):
                return node
        return None

    settings = wait_for("the Settings dialog", dialog, app)
    report["dialog"] = {
        "role": settings.getRoleName(),
        "name": settings.name,
        "fields": [describe(n) for n in nodes(settings) if n.getRoleName() in FIELD_ROLES],
    }


def main() -> None:
    command = json.loads(sys.argv[1])
    report: dict[str, Any] = {}
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
    app = subprocess.Popen(command, env=env)
    try:
        read(app, report)
    except SystemExit as stop:
        report["error"] = str(stop)
    finally:
        for process in (app, bus):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
    print(json.dumps(report))


if __name__ == "__main__":
    main()
