"""Hand-built positions for the model's tests, written like ``--print-deal`` prints them."""

from rusol_qt.model.cards import SUIT_LETTERS, card_name, parse_card
from rusol_qt.model.game import Game
from rusol_qt.model.rules import RuleSet


def build(columns: list[str], foundations: str = "", rules: RuleSet = RuleSet.CLASSIC) -> Game:
    """A game whose first columns read like ``"[6S] 4H 7S"`` (face-down cards in brackets).

    ``foundations`` gives heights such as ``"S3 H1"``. Cards named nowhere lie in the last column
    (column 7), face down under one face-up card, so tests that use column 7 name all 7 columns.
    """
    heights = [0, 0, 0, 0]
    for part in foundations.split():
        heights[SUIT_LETTERS.index(part[0])] = int(part[1:])
    piles: list[list[int]] = []
    face_down: list[int] = []
    for text in columns:
        names = text.split()
        down = sum(1 for name in names if name.startswith("["))
        assert all(name.startswith("[") for name in names[:down]), (
            "face-down cards lie at the bottom"
        )
        piles.append([parse_card(name.strip("[]")) for name in names])
        face_down.append(down)
    used = {card for pile in piles for card in pile}
    used |= {suit * 13 + rank for suit in range(4) for rank in range(heights[suit])}
    rest = [card for card in range(52) if card not in used]
    if len(piles) < 7:
        piles += [[] for _ in range(6 - len(piles))] + [rest]
        face_down += [0] * (6 - len(face_down)) + [max(len(rest) - 1, 0)]
    else:
        assert not rest, f"cards named nowhere: {[card_name(c) for c in rest]}"
    position = (tuple(tuple(p) for p in piles), tuple(face_down), tuple(heights))
    return Game.from_position(position, rules)
