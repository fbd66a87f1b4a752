"""A card paints nothing outside its bounding rectangle, so a drag leaves no trail."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from rusol_qt.model.cards import parse_card
from rusol_qt.table.card import CardItem
from rusol_qt.table.cardart import CARD_ASPECT, CardArt

#: Room left around the bounding rectangle in the test image, in pixels.
PAD = 40


def paint(item: CardItem) -> tuple[list[tuple[int, int]], int]:
    """Pixels ``item`` paints outside its bounding rectangle (rounded outward to whole pixels),
    and how many rows it paints below the card itself (the shadow).
    """
    bounds = item.boundingRect().toAlignedRect()
    image = QImage(bounds.width() + 2 * PAD, bounds.height() + 2 * PAD, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(QPointF(PAD - bounds.left(), PAD - bounds.top()))
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    inside = bounds.translated(PAD - bounds.left(), PAD - bounds.top())
    outside = [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if not inside.contains(x, y) and image.pixelColor(x, y).alpha() != 0
    ]
    card_bottom = PAD - bounds.top() + round(item.size()[1])
    middle = PAD - bounds.left() + round(item.size()[0] / 2)
    below = sum(
        1 for y in range(card_bottom, image.height()) if image.pixelColor(middle, y).alpha() != 0
    )
    return outside, below


@pytest.mark.parametrize("width", [36, 64, 117, 240])
@pytest.mark.parametrize("lifted", [False, True])
def test_a_card_paints_only_inside_its_bounding_rect(
    qapp: QApplication, width: int, lifted: bool
) -> None:
    item = CardItem(parse_card("QH"), CardArt())
    item.face_up = True
    item.set_card_size(width, round(width * CARD_ASPECT), 1.0)
    item.set_lifted(lifted)
    outside, below = paint(item)
    assert outside == []
    # A lifted card casts its shadow below it; a card lying down casts none.
    assert (below >= 2) if lifted else (below == 0)
