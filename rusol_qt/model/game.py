"""The state of one game: columns, foundations, score, move counter, undo and redo.

Piles are numbered: columns 0-6 left to right, foundations 7-10 for spades, hearts, diamonds
and clubs. A move picks up the card at ``start`` of its source pile with every card on top of it.
The model never animates: each action returns a :class:`Change` that says what happened.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import NamedTuple

from rusol_qt.model.cards import KING, Card, card_name
from rusol_qt.model.gamecode import FACE_DOWN_COUNTS, GameCode
from rusol_qt.model.rules import (
    GROUP_LIMIT,
    Rule,
    RuleSet,
    build_check,
    empty_column_accepts,
    foundation_accepts,
)

COLUMN_COUNT = 7
FOUNDATION_BASE = 7
PILE_COUNT = 11
COLUMNS = range(COLUMN_COUNT)

#: How many moves can be undone.
UNDO_LIMIT = 100

FOUNDATION_POINTS = 10
FLIP_POINTS = 5
#: The score of a game won without taking any card back: 52 x 10 + 21 x 5.
WINNING_SCORE = 52 * FOUNDATION_POINTS + sum(FACE_DOWN_COUNTS) * FLIP_POINTS


def foundation_of(suit: int) -> int:
    """The pile number of the foundation of ``suit``."""
    return FOUNDATION_BASE + suit


def is_foundation(pile: int) -> bool:
    """Whether a pile number is a foundation."""
    return pile >= FOUNDATION_BASE


#: An immutable copy of the cards: columns (bottom first), face-down counts, foundation heights.
Position = tuple[tuple[tuple[Card, ...], ...], tuple[int, ...], tuple[int, ...]]


def notation(card: Card, target: int) -> str:
    """A move in the notation: the card starting the group, ``>``, column 1-7 or ``F``."""
    return f"{card_name(card)}>{'F' if target >= FOUNDATION_BASE else target + 1}"


class Move(NamedTuple):
    """Take the card at ``start`` of pile ``source``, with all on top of it, to ``target``."""

    source: int
    start: int
    target: int


class IllegalMoveError(ValueError):
    """A move the rules refuse; ``rule`` names the rule that refused it."""

    def __init__(self, move: Move, rule: Rule) -> None:
        """Keep the refused move and the rule that refused it."""
        self.move = move
        self.rule = rule
        super().__init__(f"{move} refused: {rule.value}")


class NothingToDoError(LookupError):
    """Undo with no move to undo, or redo with nothing undone."""


@dataclass(frozen=True, slots=True)
class Change:
    """What one action did, for the view to animate and the history to count.

    ``cards`` went from pile ``source`` to pile ``target`` (on undo, the reverse of the move that
    is taken back). ``flipped`` is the card of the source column that turned face up with the move
    (or, on undo, turned face down again); ``points`` is the change of score.
    """

    move: Move
    cards: tuple[Card, ...]
    source: int
    target: int
    flipped: Card | None
    points: int
    undone: bool = False


class _Done(NamedTuple):
    """An undo record: enough to take a move back exactly."""

    move: Move
    size: int
    flipped: bool
    points: int


class Game:
    """One deal being played: the whole state and every action on it."""

    def __init__(self, code: GameCode) -> None:
        """Deal the cards of ``code``."""
        self.code = code
        self._fits = build_check(code.rules)
        self.columns: list[list[Card]] = code.columns()
        self.face_down: list[int] = list(FACE_DOWN_COUNTS)
        self.foundations: list[int] = [0, 0, 0, 0]
        self.score = 0
        self.moves = 0
        self.takebacks = 0
        self.undos = 0
        self._undo: deque[_Done] = deque(maxlen=UNDO_LIMIT)
        self._redo: list[Move] = []
        #: Every action since the deal in the notation: moves, and "U"/"R" for undo and redo.
        self.actions: list[str] = []

    @classmethod
    def from_position(cls, position: Position, rules: RuleSet = RuleSet.CLASSIC) -> Game:
        """A game set up at ``position`` (as :meth:`position` gives it) instead of a deal.

        For hand-built positions in tests and for the solver; its ``code`` only names the rules.

        Raises:
            ValueError: when the position does not hold each of the 52 cards exactly once, or
                its face-down counts are impossible.
        """
        columns, face_down, heights = position
        cards = [card for column in columns for card in column]
        cards += [suit * 13 + rank for suit, height in enumerate(heights) for rank in range(height)]
        if sorted(cards) != list(range(52)) or len(columns) != COLUMN_COUNT or len(heights) != 4:
            raise ValueError("a position holds each of the 52 cards exactly once")
        if any(not 0 <= down < max(len(c), 1) for down, c in zip(face_down, columns, strict=True)):
            raise ValueError("a column's last card is always face up")
        game = cls(GameCode(0, rules))
        game.columns = [list(column) for column in columns]
        game.face_down = list(face_down)
        game.foundations = list(heights)
        return game

    @property
    def rules(self) -> RuleSet:
        """The rule set of this game."""
        return self.code.rules

    # -- queries -------------------------------------------------------------------------------

    def pile(self, pile: int) -> list[Card]:
        """The cards of a pile, bottom first (a new list for a foundation)."""
        if pile < FOUNDATION_BASE:
            return self.columns[pile]
        suit = pile - FOUNDATION_BASE
        return list(range(suit * 13, suit * 13 + self.foundations[suit]))

    def is_face_up(self, pile: int, index: int) -> bool:
        """Whether the card at ``index`` of ``pile`` shows its face."""
        return pile >= FOUNDATION_BASE or index >= self.face_down[pile]

    def find(self, card: Card) -> tuple[int, int]:
        """Where a card lies: its pile and its index in it."""
        suit, rank_index = divmod(card, 13)
        if rank_index < self.foundations[suit]:
            return foundation_of(suit), rank_index
        for column, cards in enumerate(self.columns):
            if card in cards:
                return column, cards.index(card)
        raise AssertionError(f"card {card} is nowhere")  # the deal holds all 52 cards

    def is_won(self) -> bool:
        """Whether all 52 cards are on the foundations."""
        return sum(self.foundations) == 52

    @property
    def can_undo(self) -> bool:
        """Whether there is a move left to undo."""
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone move to play again."""
        return bool(self._redo)

    def position(self) -> Position:
        """An immutable copy of the cards: columns, face-down counts, foundation heights."""
        return (
            tuple(tuple(column) for column in self.columns),
            tuple(self.face_down),
            tuple(self.foundations),
        )

    def check(self, move: Move) -> Rule | None:
        """The rule that refuses ``move`` here, or ``None`` when it is legal."""
        source, start, target = move
        if not (0 <= source < PILE_COUNT and 0 <= target < PILE_COUNT):
            return Rule.NO_CARD
        if source < FOUNDATION_BASE:
            cards = self.columns[source]
            if not 0 <= start < len(cards):
                return Rule.NO_CARD
            if start < self.face_down[source]:
                return Rule.FACE_DOWN
            count = len(cards) - start
        else:
            if start != self.foundations[source - FOUNDATION_BASE] - 1 or start < 0:
                return Rule.NO_CARD
            count = 1
        if target == source:
            return Rule.SAME_PILE
        card = (
            (source - FOUNDATION_BASE) * 13 + start if source >= FOUNDATION_BASE else cards[start]
        )
        if target >= FOUNDATION_BASE:
            if source >= FOUNDATION_BASE:
                return Rule.FOUNDATION_TO_FOUNDATION
            if count != 1:
                return Rule.NOT_LAST_CARD
            suit = target - FOUNDATION_BASE
            return foundation_accepts(card, suit, self.foundations[suit])
        destination = self.columns[target]
        refusal = self._fits(card, destination[-1]) if destination else empty_column_accepts(card)
        if refusal is None and count > GROUP_LIMIT:
            return Rule.GROUP_LIMIT
        return refusal

    def legal_moves(self) -> list[Move]:
        """Every legal move of the position: to foundations first, then to columns."""
        columns, face_down, heights = self.columns, self.face_down, self.foundations
        moves: list[Move] = []
        for source, cards in enumerate(columns):
            if cards:
                card = cards[-1]
                if card % 13 == heights[card // 13]:
                    moves.append(Move(source, len(cards) - 1, FOUNDATION_BASE + card // 13))
        # Where each movable card lies: face-up, and with at most GROUP_LIMIT cards from the top.
        where: dict[Card, tuple[int, int]] = {}
        for source, cards in enumerate(columns):
            for index in range(max(face_down[source], len(cards) - GROUP_LIMIT), len(cards)):
                where[cards[index]] = (source, index)
        for suit in range(4):
            if heights[suit]:
                where[suit * 13 + heights[suit] - 1] = (FOUNDATION_BASE + suit, heights[suit] - 1)
        relaxed = self.code.rules is RuleSet.RELAXED
        kings = [card for card in where if card % 13 == KING - 1]
        for target, cards in enumerate(columns):
            if not cards:
                candidates = kings
            elif cards[-1] % 13 == 0:
                continue
            elif relaxed:
                rank_index = cards[-1] % 13 - 1
                candidates = [s * 13 + rank_index for s in range(4) if s * 13 + rank_index in where]
            else:
                candidates = [cards[-1] - 1] if cards[-1] - 1 in where else []
            for card in candidates:
                source, index = where[card]
                if source != target:
                    moves.append(Move(source, index, target))
        return moves

    def destinations(self, source: int, start: int) -> list[int]:
        """The piles that take the group at ``start`` of ``source`` (placement help)."""
        return [t for t in range(PILE_COUNT) if self.check(Move(source, start, t)) is None]

    def best_column(self, source: int, start: int) -> int | None:
        """The column where double-click and auto placement put a group, or ``None``.

        The longest column that takes the group wins, then an empty column for a King; ties go
        to the leftmost. A King that already lies at the bottom of its column is not sent to
        another empty column: that would change nothing but the move counter.
        """
        whole_column = source < FOUNDATION_BASE and start == 0
        best: int | None = None
        for target in COLUMNS:
            if whole_column and not self.columns[target]:
                continue
            if self.check(Move(source, start, target)) is None and (
                best is None or len(self.columns[target]) > len(self.columns[best])
            ):
                best = target
        return best

    def foundation_move(self, source: int) -> Move | None:
        """The move sending the last card of column ``source`` to its foundation, when legal."""
        cards = self.columns[source]
        if not cards:
            return None
        move = Move(source, len(cards) - 1, foundation_of(cards[-1] // 13))
        return move if self.check(move) is None else None

    # -- actions -------------------------------------------------------------------------------

    def play(self, move: Move) -> Change:
        """Play a legal move; it counts as a move and clears what could be redone.

        Raises:
            IllegalMoveError: naming the rule that refuses the move; nothing changes.
        """
        refusal = self.check(move)
        if refusal is not None:
            raise IllegalMoveError(move, refusal)
        change = self._apply(Move(*move))
        self.moves += 1
        self._redo.clear()
        self.actions.append(notation(change.cards[0], change.target))
        return change

    def undo(self) -> Change:
        """Take back the last move: cards, faces and score; the move counter stays.

        Raises:
            NothingToDoError: when no move is left to undo.
        """
        if not self._undo:
            raise NothingToDoError("nothing to undo")
        done = self._undo.pop()
        source, start, target = done.move
        if target < FOUNDATION_BASE:
            destination = self.columns[target]
            cards = destination[len(destination) - done.size :]
            del destination[len(destination) - done.size :]
        else:
            suit = target - FOUNDATION_BASE
            self.foundations[suit] -= 1
            cards = [suit * 13 + self.foundations[suit]]
        flipped = None
        if source < FOUNDATION_BASE:
            if done.flipped:
                self.face_down[source] += 1
                flipped = self.columns[source][-1]
            self.columns[source].extend(cards)
        else:
            self.foundations[source - FOUNDATION_BASE] += 1
            self.takebacks -= 1
        self.score -= done.points
        self.undos += 1
        self._redo.append(done.move)
        self.actions.append("U")
        return Change(done.move, tuple(cards), target, source, flipped, -done.points, undone=True)

    def redo(self) -> Change:
        """Play again the last undone move; the move counter stays.

        Raises:
            NothingToDoError: when nothing was undone since the last move.
        """
        if not self._redo:
            raise NothingToDoError("nothing to redo")
        change = self._apply(self._redo.pop())
        self.actions.append("R")
        return change

    def _apply(self, move: Move) -> Change:
        """Carry out a move already known to be legal and record how to undo it."""
        source, start, target = move
        if source < FOUNDATION_BASE:
            column = self.columns[source]
            cards = column[start:]
            del column[start:]
        else:
            suit = source - FOUNDATION_BASE
            self.foundations[suit] -= 1
            cards = [suit * 13 + start]
            self.takebacks += 1
        points = 0
        if target < FOUNDATION_BASE:
            self.columns[target].extend(cards)
        else:
            self.foundations[target - FOUNDATION_BASE] += 1
            points = FOUNDATION_POINTS
        flipped = None
        if source < FOUNDATION_BASE and start and start == self.face_down[source]:
            self.face_down[source] = start - 1
            flipped = self.columns[source][-1]
            points += FLIP_POINTS
        self.score += points
        self._undo.append(_Done(move, len(cards), flipped is not None, points))
        return Change(move, tuple(cards), source, target, flipped, points)
