"""An unpruned search over every legal engine move: the second opinion on the solver's answers."""

from __future__ import annotations

import copy
from collections import deque
from dataclasses import dataclass

from rusol_qt.model.game import FOUNDATION_BASE, Game, Position
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet


@dataclass(frozen=True)
class Outcome:
    """What a search over every reachable position found.

    ``won`` is ``None`` when more than the limit of positions would have been needed. ``cards``
    and ``face_down`` describe the best position reached (most cards home, then fewest cards
    face down); when the search stopped at a win they are 52 and 0.
    """

    won: bool | None
    cards: int
    face_down: int


def explore(game: Game, limit: int, takebacks: bool = True) -> Outcome:
    """Every position reachable from ``game`` by legal engine moves, breadth-first.

    Takebacks are tried too unless told not to; nothing else is left out. The search stops at
    the first win. Positions that differ only in the order of the columns count as one.
    """
    rules = game.rules
    start = game.position()
    seen = {canonical(start)}
    queue = deque([start])
    best = rank(start)
    while queue:
        position = queue.popleft()
        for move in at_position(rules, position).legal_moves():
            if not takebacks and move.source >= FOUNDATION_BASE:
                continue
            after = at_position(rules, position)
            after.play(move)
            if after.is_won():
                return Outcome(True, 52, 0)
            key = after.position()
            if canonical(key) not in seen:
                if len(seen) >= limit:
                    return Outcome(None, *best)
                seen.add(canonical(key))
                queue.append(key)
                best = max(best, rank(key), key=lambda pair: (pair[0], -pair[1]))
    return Outcome(False, *best)


def brute_force(game: Game, limit: int, takebacks: bool = True) -> bool | None:
    """Whether ``game`` can be won by any line (see :func:`explore`); ``None`` past the limit."""
    return explore(game, limit, takebacks).won


def rank(position: Position) -> tuple[int, int]:
    """Cards on the foundations and cards face down in a position."""
    _, face_down, heights = position
    return sum(heights), sum(face_down)


def canonical(position: Position) -> tuple[object, ...]:
    """The position with its columns in a fixed order, so that column order does not count."""
    columns, face_down, heights = position
    return tuple(sorted(zip(columns, face_down, strict=True))), heights


def at_position(rules: RuleSet, position: Position) -> Game:
    """A game at ``position`` (no checks: the search only reaches legal positions)."""
    columns, face_down, heights = position
    game = copy.copy(_TEMPLATES[rules])
    game.actions = []
    game.columns = [list(column) for column in columns]
    game.face_down = list(face_down)
    game.foundations = list(heights)
    return game


# Dealing a new game for each position would cost more than the search itself; a shallow copy of
# an untouched game is as good, since the search never undoes and the copies' undo records only
# grow a bounded deque.
_TEMPLATES = {rules: Game(GameCode(0, rules)) for rules in RuleSet}
