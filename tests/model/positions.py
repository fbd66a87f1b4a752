"""Hand-built positions for the model's tests, written like ``--print-deal`` prints them."""

import random
from collections.abc import Callable

from rusol_qt.model.cards import SUIT_LETTERS, card_name, parse_card
from rusol_qt.model.game import Game, Position
from rusol_qt.model.gamecode import DEAL_COUNT, GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver.honest import visible_view


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


def mid_game_positions(count: int, rules: RuleSet, seed: int) -> list[Position]:
    """Random deals played 3 to 60 random moves, each with 3 or more cards still face down."""
    draw = random.Random(seed)
    positions: list[Position] = []
    while len(positions) < count:
        game = Game(GameCode(draw.randrange(DEAL_COUNT), rules))
        for _ in range(draw.randint(3, 60)):
            moves = game.legal_moves()
            if not moves:
                break
            homeward = [move for move in moves if move.target >= 7]
            game.play(draw.choice(homeward if homeward and draw.random() < 0.5 else moves))
        if sum(game.face_down) >= 3 and game.legal_moves():
            positions.append(game.position())
    return positions


def permuted(position: Position, draw: random.Random) -> Position:
    """The same position with its face-down cards shuffled among their places (never the same)."""
    columns, face_down, heights = position
    hidden = [
        card for column, down in zip(columns, face_down, strict=True) for card in column[:down]
    ]
    shuffled = list(hidden)
    while shuffled == hidden:
        draw.shuffle(shuffled)
    new_columns = []
    for column, down in zip(columns, face_down, strict=True):
        new_columns.append((*shuffled[:down], *column[down:]))
        del shuffled[:down]
    return (tuple(new_columns), face_down, heights)


def over_face_down(tops: list[str], counts: tuple[int, ...]) -> Position:
    """Seven columns, each its face-up cards of ``tops`` ("" for none) on ``counts`` face-down ones.

    The cards named nowhere lie face down, in order, column by column; none is home.
    """
    shown = [[parse_card(name) for name in text.split()] for text in tops]
    hidden = [card for card in range(52) if all(card not in cards for cards in shown)]
    assert len(hidden) == sum(counts), "every card not shown lies face down"
    columns = []
    for cards, count in zip(shown, counts, strict=True):
        columns.append((*hidden[:count], *cards))
        del hidden[:count]
    return (tuple(columns), counts, (0, 0, 0, 0))


def changed_by_permutation(
    answer: Callable[[Position, RuleSet], object], positions: list[Position], rules: RuleSet
) -> list[int]:
    """The positions whose ``answer`` (a hint, a player's moves) changes when permuted.

    Each position's face-down cards are shuffled among their places: what the player sees is
    the same, so an honest answer must be too.
    """
    draw = random.Random(5)
    changed = []
    for number, position in enumerate(positions):
        other = permuted(position, draw)
        assert other != position and visible_view(other) == visible_view(position)
        if answer(position, rules) != answer(other, rules):
            changed.append(number)
    return changed
