"""Before the game window: is there a display to open on, and the log the player asked for."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence

from rusol_qt.cli.output import say

#: The levels ``RUSOL_QT_LOG`` takes (logging's own names, in any case).
LOG_LEVELS = ("debug", "info", "warning", "error", "critical")

#: The platform plugins that draw on a desktop's display, and the variable naming it.
_DISPLAY_PLATFORMS = {
    "xcb": "DISPLAY",
    "wayland": "WAYLAND_DISPLAY",
    "wayland-egl": "WAYLAND_DISPLAY",
}


def display_problem(
    environ: Mapping[str, str], qt_options: Sequence[str], platform: str
) -> str | None:
    """Why the game window has no display to open on, or ``None`` when it has one (or may).

    Qt finds out too, but with a fatal error: the process aborts (status 134) and tells the
    player that reinstalling may help. So on Linux and the other X11 or Wayland systems, when
    the platform Qt would use (``-platform``, else ``QT_QPA_PLATFORM``, else the desktop's) is
    X11 or Wayland, this asks what Qt would need: ``WAYLAND_DISPLAY`` for Wayland, and for X11
    ``DISPLAY`` (or ``-display``) naming an X server that answers. Cheap: the environment, and
    for X11 one connection to the server's socket (not the X protocol, so an X server that
    refuses this user still reaches Qt's own message).
    """
    if platform.startswith(("win32", "cygwin", "darwin")):
        return None
    chosen = _option_value(qt_options, "-platform") or environ.get("QT_QPA_PLATFORM", "")
    names = [entry.split(":", 1)[0].strip() for entry in chosen.split(";") if entry.strip()]
    if any(name not in _DISPLAY_PLATFORMS for name in names):
        return None  # offscreen, vnc, eglfs...: no desktop display needed
    if not names:
        names = ["wayland", "xcb"]  # Qt picks one of these by itself: either will do
    x_display = _option_value(qt_options, "-display") or environ.get("DISPLAY", "")
    wayland = any(_DISPLAY_PLATFORMS[name] == "WAYLAND_DISPLAY" for name in names)
    if wayland and (environ.get("WAYLAND_DISPLAY") or environ.get("WAYLAND_SOCKET")):
        return None
    if "xcb" in names and x_display:
        if _x_server_answers(x_display):
            return None
        return (
            f"cannot open the game window: no X server answers at DISPLAY {x_display!r} (it has "
            "stopped, or the name is wrong). Start the game from the desktop, or set DISPLAY to "
            "a running X server."
        )
    wanted = sorted({_DISPLAY_PLATFORMS[name] for name in names})
    unset = (
        f"{wanted[0]} is not set"
        if len(wanted) == 1
        else "neither DISPLAY nor WAYLAND_DISPLAY is set"
    )
    return (
        f"cannot open the game window: there is no display ({unset}). Start the game from the "
        "desktop, or set DISPLAY (an X server) or WAYLAND_DISPLAY (a Wayland compositor); "
        "--print-deal, --solve, --hint and --survey work without a display."
    )


def _option_value(qt_options: Sequence[str], name: str) -> str | None:
    """The value of the last ``name VALUE`` among the Qt options (as ``_QtOption`` keeps them)."""
    found = None
    for index, word in enumerate(qt_options[:-1]):
        if word == name:
            found = qt_options[index + 1]
    return found


def _x_server_answers(display: str) -> bool:
    """Whether an X server listens where ``display`` (``[host]:number[.screen]``) points.

    Only what can be known at once is refused: a local display (``:0``, ``unix:0``,
    ``localhost:10``, as ssh's forwarding sets) whose socket nobody listens on. A remote host,
    or a name this does not read, is left to Qt.
    """
    import _socket  # noqa: PLC0415 - the C module: socket.py's enums would cost the start

    host, colon, rest = display.rpartition(":")
    number = rest.split(".", 1)[0]
    if not colon or not number.isdigit() or "/" in host:
        return True
    places: list[tuple[int, str | tuple[str, int]]] = []
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{number}"
        if sys.platform.startswith("linux"):
            places.append((_socket.AF_UNIX, "\0" + path))  # the abstract socket X servers open
        places.append((_socket.AF_UNIX, path))
    if host in ("", "localhost", "127.0.0.1"):
        places.append((_socket.AF_INET, ("127.0.0.1", 6000 + int(number))))
    if not places:
        return True
    for family, address in places:
        connection = _socket.socket(family, _socket.SOCK_STREAM)
        connection.settimeout(2.0)
        try:
            connection.connect(address)
        except (ConnectionRefusedError, FileNotFoundError):
            continue
        except OSError:
            return True  # slow, or not allowed to look: Qt will know better
        finally:
            connection.close()
        return True
    return False


def set_up_log() -> None:
    """Log to the standard error at ``RUSOL_QT_LOG``'s level (``RUSOL_QT_LOG=info`` logs moves).

    A value that is no level is a warning, and the game starts without a log: a mistyped wish
    about the log is no reason to refuse to play.
    """
    value = os.environ.get("RUSOL_QT_LOG", "")
    level = value.strip().lower()
    if not level or sys.stderr is None:
        return
    if level not in LOG_LEVELS:
        say(
            f"warning: RUSOL_QT_LOG={value!r} is not a log level; the levels are "
            f"{', '.join(LOG_LEVELS)}. The game starts without a log."
        )
        return
    import logging  # noqa: PLC0415 - the tools log nothing

    logging.basicConfig(level=level.upper(), format="rusol-qt %(levelname)s %(name)s: %(message)s")
