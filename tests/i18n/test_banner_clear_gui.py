"""No message the table shows covers a card, a foundation or the info bar, in any language.

Every message the banner can carry (each rule's refusal under both rule sets, every hint, the
copied game code) is shown in all seven languages, at the default window on a 1600 x 1000 and
on a 1024 x 640 screen, over the long columns of issue 44 and the position of its banner item.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QRectF
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameSession
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base import i18n
from rusol_qt.base.words import card_spoken_name, rule_message
from rusol_qt.model.cards import parse_card
from rusol_qt.model.game import COLUMN_COUNT
from rusol_qt.model.rules import Rule, RuleSet
from tests.composed_app import (  # noqa: F401 - fixtures
    composed_fixture,
    fake_time_fixture,
    session_fixture,
    show,
    window_fixture,
)
from tests.table.long_positions import BANNER_CLASSIC, POSITIONS, LongColumn

#: The default window on a 1600 x 1000 and on a 1024 x 640 screen.
WINDOWS = [(1360, 850), (870, 544)]


def hint(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("HintFeature", text, "", n)


def messages() -> list[str]:
    """Every text the table's banner shows, in the language installed, as the app builds it."""
    found = [
        text
        for rules in RuleSet
        for rule in Rule
        if (text := rule_message(rule, rules)) is not None
    ]
    name = card_spoken_name(parse_card("QD"))  # among the longest names in every language
    moves = [
        hint("%1 to its foundation").replace("%1", name),
        hint("%1 back to column %2").replace("%1", name).replace("%2", "7"),
        hint("%1 to column %2").replace("%1", name).replace("%2", "7"),
    ]
    found.append(hint("Looking for a good move…"))
    chance = hint(
        "Hint: %1. Chance to win: about %2%, from %n guesses of the face-down cards.", 128
    ).replace("%2", QLocale().toString(100))
    for move in moves:
        found.append(chance.replace("%1", move))
        found.append(hint("Hint: %1. This game can be won from here.").replace("%1", move))
        found.append(
            hint("This game cannot be won from here. Best move left: %1.").replace("%1", move)
        )
        found.append(
            hint("Hint: %1. Whether this game can still be won is not known.").replace("%1", move)
        )
    found.append(hint("No move helps: undo, or start a new game."))
    found.append(QCoreApplication.translate("GameCommands", "Game code copied"))
    return found


def what_it_covers(window: MainWindow) -> list[str]:
    """The cards, foundations and info bar the banner lies over (or it leaves the table)."""
    scene = window.scene
    banner = scene.message
    assert banner.isVisible() and banner.text
    rect = banner.mapRectToScene(banner.boundingRect())
    found = []
    if not scene.sceneRect().contains(rect):
        found.append("leaves the table")
    for item in scene.cards:
        if item.card_rect().intersects(rect):
            found.append(card_spoken_name(item.card))
    for pile in scene.piles[COLUMN_COUNT:]:
        if pile.landing_rect().intersects(rect):
            found.append(f"foundation {pile.pile}")
    view = window.view
    on_window = QRectF(view.mapTo(window, view.mapFromScene(rect.topLeft())), rect.size())
    if QRectF(window.info_bar.geometry()).intersects(on_window):
        found.append("the info bar")
    return found


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize(("width", "height"), WINDOWS)
@pytest.mark.parametrize(
    "position",
    [*POSITIONS, BANNER_CLASSIC],
    ids=lambda position: f"{position.code}-{position.length}",
)
def test_no_message_covers_a_card_a_foundation_or_the_info_bar(
    session: GameSession,
    window: MainWindow,
    qtbot: QtBot,
    english_afterwards: None,
    language: str,
    width: int,
    height: int,
    position: LongColumn,
) -> None:
    i18n.install_language(language)
    window.resize(width, height)
    viewport = window.view.viewport()
    qtbot.waitUntil(
        lambda: (
            (window.scene.layout.width, window.scene.layout.height)
            == (viewport.width(), viewport.height())
        )
    )
    show(session, position.game())
    covering = {}
    for text in messages():
        window.scene.show_message(text)
        if found := what_it_covers(window):
            covering[text] = found
    assert covering == {}
