"""The game application: ``run(argv)`` opens the main window and runs Qt's event loop."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication

from rusol_qt import qt_runtime  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.model.gamecode import GameCode, GameCodeError
from rusol_qt.model.rules import RuleSet

EXIT_BAD_INPUT = 2


def _options(arguments: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="rusol-qt", add_help=False)
    parser.add_argument("--game", metavar="CODE", help="start with the deal of this game code")
    options, _ = parser.parse_known_args(list(arguments))
    return options


def run(argv: Sequence[str]) -> int:
    """Open the game window and play until it closes; return the exit status.

    Options besides Qt's own: ``--game CODE`` deals that game first (also used by the
    end-to-end test to know where every card lies). ``RUSOL_QT_LOG=info`` in the environment
    logs every move to the standard error.
    """
    level = os.environ.get("RUSOL_QT_LOG", "").upper()
    if level:
        logging.basicConfig(level=level, format="rusol-qt %(levelname)s %(name)s: %(message)s")
    app = QApplication.instance() or QApplication(list(argv))
    assert isinstance(app, QApplication)
    from rusol_qt.icon import set_app_identity  # noqa: PLC0415 - after QApplication exists

    set_app_identity(app)
    options = _options(app.arguments()[1:])
    code: GameCode | None = None
    if options.game:
        try:
            code = GameCode.parse(options.game)
        except GameCodeError as error:
            print(f"rusol-qt: {error}", file=sys.stderr)
            return EXIT_BAD_INPUT

    from rusol_qt import i18n  # noqa: PLC0415 - after QApplication exists
    from rusol_qt.scorebook import Scorebook  # noqa: PLC0415
    from rusol_qt.storage.history import HistoryError, HistoryStore  # noqa: PLC0415
    from rusol_qt.storage.settings import Settings  # noqa: PLC0415
    from rusol_qt.window import MainWindow  # noqa: PLC0415

    settings = Settings()
    # The player's language (or the system's) from the first text on, and again at every change.
    i18n.follow(settings)
    app.setApplicationDisplayName(app.translate("App", "Russian Solitaire"))
    window = MainWindow(settings)
    # Shown first, so that the deal flies onto a table that already has its size.
    window.show()
    try:
        store = HistoryStore()
    except HistoryError as error:
        # Not even a fresh history can be made (a read-only folder): play without one.
        print(f"rusol-qt: the game history cannot be kept: {error}", file=sys.stderr)
        window.start_game(code if code is not None else GameCode.random(RuleSet.CLASSIC))
        return app.exec()
    scorebook = Scorebook(window, store)
    # The saved game in progress comes back, unless --game asks for a deal.
    scorebook.start(code)
    return app.exec()
