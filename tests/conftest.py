"""Test-wide settings: Qt draws offscreen unless a test asks for a real X window; random deals
that tests can play on."""

import os
import random
import sys
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if sys.platform == "win32":
    # Qt's offscreen platform looks for fonts in Qt's own lib/fonts folder, which PySide6's
    # wheels do not have: point it at the system's, or no text has any width.
    os.environ.setdefault(
        "QT_QPA_FONTDIR", os.path.join(os.environ.get("SYSTEMROOT", r"C:\Windows"), "Fonts")
    )
if sys.platform == "darwin" and os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # The offscreen platform on macOS asks Core Text for Qt's generic "Sans Serif", misses it and
    # warns ("Populating font family aliases took N ms") on the qt.qpa.fonts category, which
    # qt_log_level_fail turns into failures of whichever test drew text first.
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.fonts.warning=false")

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings for every test
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import DEAL_COUNT, GameCode
from rusol_qt.model.rules import RuleSet

#: How many times in a row a test may play the first legal move of a random deal.
PLAYABLE_MOVES = 5


def playable(code: GameCode) -> bool:
    """Whether the first legal move can be played ``PLAYABLE_MOVES`` times from the deal."""
    game = Game(code)
    for _ in range(PLAYABLE_MOVES):
        moves = game.legal_moves()
        if not moves:
            return False
        game.play(moves[0])
    return True


@pytest.fixture(autouse=True)
def playable_random_deals(request: pytest.FixtureRequest) -> Iterator[None]:
    """``GameCode.random`` deals, in tests, from a sequence fixed by the test's name, and only
    deals where the tests' way of playing (the first legal move, a few times) can go on.

    About 1 % of real deals stop that within two moves (no move at all, or none after the
    first), which made tests that play on a fresh random deal fail now and then. A test marked
    ``real_random`` gets the real draw.
    """
    if request.node.get_closest_marker("real_random"):
        yield
        return
    draw = random.Random(request.node.nodeid)

    def deal(cls: type[GameCode], rules: RuleSet = RuleSet.CLASSIC) -> GameCode:
        while True:
            code = cls(draw.randrange(DEAL_COUNT), rules)
            if playable(code):
                return code

    # Not with the monkeypatch fixture: an autouse fixture here that asked for it would set it
    # up first and undo it last, after other fixtures' teardowns that expect their tests'
    # patches already undone.
    real = GameCode.__dict__["random"]
    setattr(GameCode, "random", classmethod(deal))  # noqa: B010 - a method, put back below
    try:
        yield
    finally:
        setattr(GameCode, "random", real)  # noqa: B010
