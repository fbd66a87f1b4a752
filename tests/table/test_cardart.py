"""The card art: sizes, the cache, colours, translated indices and names."""

from __future__ import annotations

import sys
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QTranslator
from PySide6.QtGui import QColor, QImage, QPixmap, QTransform
from pytestqt.qtbot import QtBot

from rusol_qt.base.words import card_spoken_name, rank_index, suit_name
from rusol_qt.model.cards import ACE, KING, QUEEN, Suit, make_card
from rusol_qt.table import cardart
from rusol_qt.table.cardart import (
    CARD_ASPECT,
    CardArt,
    card_height,
)


@pytest.fixture
def art(qapp: QCoreApplication) -> CardArt:
    return CardArt()


def image_of(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def pixel_bytes(pixmap: QPixmap) -> bytes:
    image = image_of(pixmap)
    return bytes(image.constBits())


def inks(pixmap: QPixmap) -> Counter[str]:
    """How many opaque pixels are dark, red, blue or green (paper and greys are not counted)."""
    image = image_of(pixmap)
    counts: Counter[str] = Counter()
    for y in range(image.height()):
        for x in range(image.width()):
            color = QColor.fromRgba(image.pixel(x, y))
            if color.alpha() < 255:
                continue
            r, g, b = color.red(), color.green(), color.blue()
            if max(r, g, b) < 70:
                counts["dark"] += 1
            elif r > g + 80 and r > b + 80:
                counts["red"] += 1
            elif b > r + 80 and b > g + 40:
                counts["blue"] += 1
            elif g > r + 60 and g > b + 30:
                counts["green"] += 1
    return counts


def centre_color(pixmap: QPixmap) -> QColor:
    image = image_of(pixmap)
    return QColor(image.pixel(image.width() // 2, image.height() // 2))


@pytest.mark.parametrize(("width", "dpr"), [(60, 1.0), (87, 1.0), (120, 2.0), (75, 1.5)])
def test_pixmaps_are_width_times_dpr_device_pixels(art: CardArt, width: int, dpr: float) -> None:
    for pixmap in (
        art.face(make_card(Suit.HEARTS, QUEEN), width, dpr),
        art.back(width, dpr),
        art.empty_foundation(Suit.CLUBS, width, dpr),
        art.empty_column(width, dpr),
    ):
        assert pixmap.width() == round(width * dpr)
        assert pixmap.height() == round(width * CARD_ASPECT * dpr)
        assert pixmap.devicePixelRatio() == dpr
        assert pixmap.deviceIndependentSize().width() == pytest.approx(width, abs=1 / dpr)


def test_card_height_follows_the_aspect() -> None:
    assert 1.35 <= CARD_ASPECT <= 1.45
    assert card_height(100) == round(100 * CARD_ASPECT)


def test_every_face_and_the_back_differ(art: CardArt) -> None:
    drawings = [pixel_bytes(art.face(card, 60, 1.0)) for card in range(52)]
    drawings.append(pixel_bytes(art.back(60, 1.0)))
    assert len(set(drawings)) == 53


def test_cache_hands_back_the_same_pixmap(art: CardArt) -> None:
    first = art.face(7, 80, 1.0)
    assert art.face(7, 80, 1.0) is first
    assert art.face(7, 80, 2.0) is not first
    assert art.face(7, 81, 1.0) is not first
    assert art.back(80, 1.0) is art.back(80, 1.0)
    assert art.empty_column(80, 1.0) is art.empty_column(80, 1.0)
    assert art.empty_foundation(Suit.SPADES, 80, 1.0) is art.empty_foundation(Suit.SPADES, 80, 1.0)
    assert art.empty_foundation(Suit.SPADES, 80, 1.0) is not art.empty_foundation(
        Suit.HEARTS, 80, 1.0
    )


def test_cache_keeps_only_the_sizes_in_use(art: CardArt) -> None:
    current = art.face(3, 90, 1.0)
    old = art.face(3, 40, 1.0)
    for width in range(41, 41 + cardart.SIZES_KEPT - 1):
        art.face(3, width, 1.0)
        assert art.face(3, 90, 1.0) is current  # still in use, so still kept
    art.face(3, 200, 1.0)
    assert art.face(3, 90, 1.0) is current
    assert art.face(3, 40, 1.0) is not old


def test_clear_cache_draws_again_and_says_so(art: CardArt, qtbot: QtBot) -> None:
    first = art.face(20, 70, 1.0)
    with qtbot.waitSignal(art.changed, timeout=1000):
        art.clear_cache()
    again = art.face(20, 70, 1.0)
    assert again is not first
    assert pixel_bytes(again) == pixel_bytes(first)


def test_four_colour_redraws_and_says_so(art: CardArt, qtbot: QtBot) -> None:
    classic = art.face(make_card(Suit.CLUBS, ACE), 70, 1.0)
    with qtbot.waitSignal(art.changed, timeout=1000):
        art.set_four_colour(True)
    assert art.four_colour
    four = art.face(make_card(Suit.CLUBS, ACE), 70, 1.0)
    assert four is not classic
    assert pixel_bytes(four) != pixel_bytes(classic)
    with qtbot.assertNotEmitted(art.changed):
        art.set_four_colour(True)


@pytest.mark.parametrize("rank", [ACE, 2, 7, 10])
def test_classic_deck_prints_hearts_and_diamonds_red(art: CardArt, rank: int) -> None:
    for suit in Suit:
        counts = inks(art.face(make_card(suit, rank), 60, 1.0))
        if suit.is_red:
            assert counts["red"] > 150
            assert counts["dark"] + counts["blue"] + counts["green"] < counts["red"] / 20
        else:
            assert counts["dark"] > 150
            assert counts["red"] + counts["blue"] + counts["green"] < counts["dark"] / 20


@pytest.mark.parametrize(
    ("suit", "ink"),
    [(Suit.SPADES, "dark"), (Suit.HEARTS, "red"), (Suit.DIAMONDS, "blue"), (Suit.CLUBS, "green")],
)
def test_four_colour_deck(art: CardArt, suit: Suit, ink: str) -> None:
    art.set_four_colour(True)
    for rank in (ACE, 5, 9):
        counts = inks(art.face(make_card(suit, rank), 60, 1.0))
        assert counts.most_common(1)[0][0] == ink
        assert sum(counts.values()) - counts[ink] < counts[ink] / 20


def differing_pixels(first: QImage, second: QImage) -> int:
    assert first.size() == second.size()
    count = 0
    for y in range(first.height()):
        for x in range(first.width()):
            a, b = QColor.fromRgba(first.pixel(x, y)), QColor.fromRgba(second.pixel(x, y))
            if (
                max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
                > 64
            ):
                count += 1
    return count


@pytest.mark.parametrize("rank", [2, 4, 10])
def test_pips_turn_round_below_the_middle(art: CardArt, rank: int) -> None:
    # Layouts with no pip on the middle line read the same when the card is turned round.
    image = image_of(art.face(make_card(Suit.HEARTS, rank), 100, 1.0))
    turned = image.transformed(QTransform().rotate(180))
    assert differing_pixels(image, turned) < image.width() * image.height() // 200


def test_the_seven_has_its_odd_pip_above_the_middle(art: CardArt) -> None:
    image = image_of(art.face(make_card(Suit.HEARTS, 7), 100, 1.0))
    turned = image.transformed(QTransform().rotate(180))
    assert differing_pixels(image, turned) > 200
    top, bottom = image.copy(0, 20, 100, 50), turned.copy(0, 20, 100, 50)
    assert inks(QPixmap.fromImage(top))["red"] > inks(QPixmap.fromImage(bottom))["red"]


def test_the_ace_shows_one_large_suit_in_the_middle(art: CardArt) -> None:
    ace = art.face(make_card(Suit.HEARTS, ACE), 100, 1.0)
    centre = centre_color(ace)
    assert centre.red() > 150 and centre.green() < 60
    two = art.face(make_card(Suit.HEARTS, 2), 100, 1.0)
    assert centre_color(two).lightness() > 230
    assert inks(ace)["red"] > 2 * inks(two)["red"]


def test_court_cards_differ_from_each_other_in_every_suit(art: CardArt) -> None:
    for suit in Suit:
        courts = [pixel_bytes(art.face(make_card(suit, rank), 90, 1.0)) for rank in (11, 12, 13)]
        assert len(set(courts)) == 3


def test_cards_have_rounded_corners(art: CardArt) -> None:
    image = image_of(art.face(0, 100, 1.0))
    assert QColor.fromRgba(image.pixel(0, 0)).alpha() == 0
    assert QColor.fromRgba(image.pixel(image.width() - 1, image.height() - 1)).alpha() == 0
    assert QColor.fromRgba(image.pixel(image.width() // 2, 0)).alpha() == 255
    assert QColor.fromRgba(image.pixel(0, image.height() // 2)).alpha() == 255


def test_empty_foundation_shows_its_suit_faintly(art: CardArt) -> None:
    marks = [art.empty_foundation(suit, 80, 1.0) for suit in Suit]
    assert len({pixel_bytes(mark) for mark in marks}) == 4
    for mark in marks:
        centre = QColor.fromRgba(image_of(mark).pixel(40, 56))
        # The felt must show through: the mark is translucent, the suit lighter than its place.
        assert 0 < centre.alpha() < 200
    place = QColor.fromRgba(image_of(marks[0]).pixel(12, 100))
    assert place.alpha() < QColor.fromRgba(image_of(marks[0]).pixel(40, 56)).alpha()


def test_empty_column_shows_a_king_mark(art: CardArt) -> None:
    mark = art.empty_column(80, 1.0)
    image = image_of(mark)
    alphas = {QColor.fromRgba(image.pixel(x, y)).alpha() for x in range(80) for y in range(112)}
    assert max(alphas) < 255
    assert pixel_bytes(mark) not in {
        pixel_bytes(art.empty_foundation(suit, 80, 1.0)) for suit in Suit
    }


def test_hidpi_face_is_drawn_sharper_not_scaled_up(art: CardArt) -> None:
    small = image_of(art.face(make_card(Suit.SPADES, 10), 60, 1.0))
    large = image_of(art.face(make_card(Suit.SPADES, 10), 60, 2.0))
    upscaled = small.scaled(large.size())
    assert bytes(large.constBits()) != bytes(upscaled.constBits())
    # Four times the pixels, so about four times the ink: the same card, drawn finer.
    assert inks(QPixmap.fromImage(large))["dark"] > 3 * inks(QPixmap.fromImage(small))["dark"]


def test_indices_and_names_in_english(qapp: QCoreApplication) -> None:
    assert [rank_index(rank) for rank in range(1, 14)] == [
        "A",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
        "J",
        "Q",
        "K",
    ]
    assert suit_name(Suit.HEARTS) == "Hearts"
    assert card_spoken_name(make_card(Suit.HEARTS, QUEEN)) == "Queen of hearts"
    assert card_spoken_name(make_card(Suit.CLUBS, 10)) == "Ten of clubs"
    assert card_spoken_name(make_card(Suit.SPADES, ACE)) == "Ace of spades"


class NorwegianCards(QTranslator):
    """A translator in code, so the test needs no compiled .qm file."""

    WORDS = {
        ("CardIndex", "Q"): "D",
        ("CardIndex", "J"): "Kn",
        ("CardName", "Queen"): "dame",
        ("CardName", "hearts"): "hjerter",
        ("CardName", "%1 of %2"): "%2 %1",
        ("SuitName", "Hearts"): "Hjerter",
    }

    # None is Qt's null string, "not translated here", where "" would be a translation.
    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        return self.WORDS.get((context, source))

    def isEmpty(self) -> bool:  # noqa: N802
        return False


def test_indices_and_names_follow_the_translation(art: CardArt, qapp: QCoreApplication) -> None:
    queen = make_card(Suit.HEARTS, QUEEN)
    english = pixel_bytes(art.face(queen, 80, 1.0))
    translator = NorwegianCards()
    assert QCoreApplication.installTranslator(translator)
    try:
        assert rank_index(QUEEN) == "D"
        assert rank_index(KING) == "K"
        assert suit_name(Suit.HEARTS) == "Hjerter"
        assert card_spoken_name(queen) == "hjerter dame"
        # The cache keeps the old drawing until the table clears it on a language change.
        assert pixel_bytes(art.face(queen, 80, 1.0)) == english
        art.clear_cache()
        assert pixel_bytes(art.face(queen, 80, 1.0)) != english
    finally:
        QCoreApplication.removeTranslator(translator)


def test_suit_paths_are_curves_and_mirror_symmetric(qapp: QCoreApplication) -> None:
    for suit in Suit:
        path = cardart.suit_path(suit)
        bounds = path.boundingRect()
        assert bounds.left() >= -0.01 and bounds.right() <= 1.01
        assert bounds.top() >= -0.01 and bounds.bottom() <= 1.01
        assert bounds.center().x() == pytest.approx(0.5, abs=0.01)
        for x in (0.2, 0.35, 0.45):
            for y in (0.1, 0.3, 0.5, 0.7, 0.9):
                assert path.contains(QPointF(x, y)) == path.contains(QPointF(1 - x, y))
    assert cardart.suit_path(Suit.HEARTS).contains(QPointF(0.5, 0.5))
    assert not cardart.suit_path(Suit.HEARTS).contains(QPointF(0.5, 0.05))
    assert cardart.suit_path(Suit.SPADES).contains(QPointF(0.5, 0.05))


def test_none_survives_many_painter_calls(qapp: QCoreApplication) -> None:
    # PySide6 6.12 on CPython 3.11 drops a reference to None per void call; the table package
    # guards against it, or this loop aborts the whole test run.
    point = QPointF()
    for _ in range(20_000):
        point.setX(1.0)
    assert sys.getrefcount(None) > 1000
