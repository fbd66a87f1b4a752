"""Counts agree with their number in every language: the History window's count, the chart."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rusol_qt.base import i18n
from rusol_qt.dialogs.history import HistoryWindow
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage.history import GameRecord, HistoryStore
from tools import linguist

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: "n of n games" for 1, 2, 5 and 21 games: 21 takes the singular in Russian, 2 and 5 differ.
COUNTS = {
    "en": ["1 of 1 game", "2 of 2 games", "5 of 5 games", "21 of 21 games"],
    "nb": ["1 av 1 spill", "2 av 2 spill", "5 av 5 spill", "21 av 21 spill"],
    "th": ["1 จาก 1 เกม", "2 จาก 2 เกม", "5 จาก 5 เกม", "21 จาก 21 เกม"],
    "de": ["1 von 1 Spiel", "2 von 2 Spielen", "5 von 5 Spielen", "21 von 21 Spielen"],
    "fr": ["1 sur 1 partie", "2 sur 2 parties", "5 sur 5 parties", "21 sur 21 parties"],
    "es": ["1 de 1 partida", "2 de 2 partidas", "5 de 5 partidas", "21 de 21 partidas"],
    "ru": ["1 из 1 партии", "2 из 2 партий", "5 из 5 партий", "21 из 21 партии"],
}

#: How the chart's description begins for the same counts.
CHART = {
    "en": ["The last game;", "The last 2 games;", "The last 5 games;", "The last 21 games;"],
    "nb": ["Det siste spillet;", "De siste 2 spillene;", "De siste 5 spillene;", "De siste 21"],
    "de": ["Das letzte Spiel;", "Die letzten 2 Spiele;", "Die letzten 5 Spiele;", "Die letzten 21"],
    "fr": ["La dernière partie", "Les 2 dernières parties", "Les 5 dernières", "Les 21 dernières"],
    "es": ["La última partida;", "Las últimas 2 partidas;", "Las últimas 5", "Las últimas 21"],
    "ru": ["1 последняя партия;", "2 последние партии;", "5 последних партий;", "21 последняя"],
    "th": ["1 เกมล่าสุด", "2 เกมล่าสุด", "5 เกมล่าสุด", "21 เกมล่าสุด"],
}

GAMES = [1, 2, 5, 21]


@pytest.fixture(params=GAMES)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[HistoryStore]:
    """A history of 1, 2, 5 or 21 abandoned games."""
    game = Game(GameCode.parse("RU1-C-AAAAABB"))
    game.play(game.legal_moves()[0])
    record = GameRecord.of(game, started=1_764_511_200.0, seconds=300.0)
    history = HistoryStore(tmp_path / "history.sqlite3")
    history.record_many(
        [
            replace(record, started=record.started + n, ended=record.ended + n)
            for n in range(request.param)
        ]
    )
    yield history
    i18n.install_language("en")


@pytest.mark.parametrize("language", list(COUNTS))
def test_counts_agree_with_their_number(qtbot: QtBot, store: HistoryStore, language: str) -> None:
    assert i18n.install_language(language) == language
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    index = GAMES.index(store.count())
    assert window.count_label.text() == COUNTS[language][index]
    assert window.chart.accessibleDescription().startswith(CHART[language][index])


def test_every_language_is_checked() -> None:
    languages = {linguist.language_of(path) for path in linguist.ts_files(linguist.TS_DIR)}
    assert set(COUNTS) == set(CHART) == languages


def test_no_russian_plural_message_has_one_form_for_all() -> None:
    """Russian has three forms (1 and 21; 2 to 4; 5 to 20): one text for all dodges the count.

    Two may coincide ("из 2 партий", "из 5 партий"), never all three.
    """
    catalogue = linguist.read_ts(linguist.TS_DIR / "rusol_qt_ru.ts")
    same = [m.source for m in catalogue.messages if m.numerus and len(set(m.translations)) < 2]
    assert not same
