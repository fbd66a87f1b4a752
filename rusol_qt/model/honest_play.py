"""The honest player: a deal played to its end with the honest hint alone, never a face-down card.

Each move is :func:`~rusol_qt.model.solver.honest_hint`'s, with a seed made from the player's
seed and the move number, so a game replays exactly. The player remembers what a real player
sees of the game's history: the positions it has been in and the moves it played from each. It
never plays the same move from the same position twice while another move is left there, so it
cannot go round in circles (a position seen again is the same position: a card once turned stays
face up). When no card is face down, nothing is hidden any more: the exact solver decides, and a
winning line is played to its end. docs/engine.md ("The honest player") says how a game ends.
"""

from __future__ import annotations

import enum
import functools
import math
from collections.abc import Callable
from dataclasses import dataclass

from rusol_qt.model.cards import Card
from rusol_qt.model.game import Game, Move
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import HonestHint, Verdict, honest_hint, solve
from rusol_qt.model.solver.honest import OPEN_NODES

#: The moves after which a game that is neither won nor stuck counts as lost, by rule set. The
#: player never repeats a move from a position, so a game cannot loop for ever, but it can wander
#: long; a won Classic game takes some 100 moves, a Relaxed one some 150.
MAX_MOVES = {RuleSet.CLASSIC: 500, RuleSet.RELAXED: 1000}
#: The guesses of a second hint when the first one's best two moves win nearly as many guesses
#: (:func:`is_close`), by rule set; ``None``: no second hint. A Classic deal is won in a tenth to
#: a third of the guesses or fewer, so 128 guesses often cannot tell two moves apart; a Relaxed
#: one in most of them (docs/research/honest-play.md).
CLOSE_SAMPLES: dict[RuleSet, int | None] = {RuleSet.CLASSIC: 512, RuleSet.RELAXED: None}
#: The player resigns after this many hints in a row in which no guess won and no card turned:
#: it is then only moving face-up cards about, and every hint asks the same question again.
RESIGN_AFTER = 25
#: The seed of move ``n`` of a game played with seed ``s`` is ``s * SEED_STRIDE + n``; that of a
#: second hint, ``SEED_STRIDE // 2`` more.
SEED_STRIDE = 100_000


class End(enum.Enum):
    """How an honest game ended."""

    WON = "won"
    NO_MOVE = "no_move"
    """No legal move was left: lost, whatever lay face down."""
    LOST_IN_SIGHT = "lost_in_sight"
    """Every card was face up and the exact search proved the position lost."""
    MOVE_LIMIT = "move_limit"
    """The game reached :data:`MAX_MOVES` moves."""
    RESIGNED = "resigned"
    """No guess won in :data:`RESIGN_AFTER` hints in a row, and no card turned meanwhile."""


@dataclass(frozen=True, slots=True)
class HonestGame:
    """How one game of the honest player went."""

    end: End
    moves: int
    home: int
    """The cards on the foundations at the end."""
    hints: int
    """How many honest hints it asked for (moves of an exact winning line need none)."""
    actions: tuple[str, ...]
    """Every move it played, in the notation (docs/engine.md)."""

    @property
    def won(self) -> bool:
        """Whether the game was won."""
        return self.end is End.WON


@dataclass(frozen=True, slots=True)
class Budget:
    """What the honest player may spend; ``None`` is the honest hint's default (docs/engine.md).

    The survey plays with the defaults; the tests pass small budgets, which change how well the
    player plays, never what it may look at.
    """

    samples: int | None = None
    """The hint's guesses of the face-down cards."""
    first_nodes: int | None = None
    """The hint's nodes per guess from the position."""
    candidate_nodes: int | None = None
    """The hint's nodes per guess after a candidate move."""
    open_nodes: int = OPEN_NODES
    """The nodes of the exact search once no card is face down."""
    max_moves: int | None = None
    """The moves after which the game counts as lost (:data:`MAX_MOVES` by default)."""
    close_samples: int | None = None
    """The guesses of a second hint at a close call (:data:`CLOSE_SAMPLES` by default; 0: none)."""
    resign_after: int = RESIGN_AFTER
    """Hints in a row with no guess won and no card turned before the player resigns (0: never)."""


#: The survey's budget: the honest hint's own defaults.
DEFAULT_BUDGET = Budget()

VisibleKey = tuple[tuple[tuple[Card, ...], ...], tuple[int, ...], tuple[int, ...]]


def visible_key(game: Game) -> VisibleKey:
    """What the player sees of the position: face-up cards, face-down counts, foundations."""
    shown = zip(game.columns, game.face_down, strict=True)
    return (
        tuple(tuple(column[down:]) for column, down in shown),
        tuple(game.face_down),
        tuple(game.foundations),
    )


def play_honestly(
    game: Game,
    *,
    seed: int = 0,
    budget: Budget = DEFAULT_BUDGET,
    cancelled: Callable[[], bool] | None = None,
) -> HonestGame:
    """Play ``game`` to its end from what the player sees; ``game`` is played on.

    Args:
        game: the game, at its deal or any position.
        seed: the seed of the game's hints (move ``n``'s is ``seed * SEED_STRIDE + n``).
        budget: what the hints and searches may spend.
        cancelled: polled by the hints and searches.

    Raises:
        rusol_qt.model.solver.HintCancelledError: ``cancelled`` returned true.
    """
    rules = game.rules
    limit = MAX_MOVES[rules] if budget.max_moves is None else budget.max_moves
    close = CLOSE_SAMPLES[rules] if budget.close_samples is None else budget.close_samples
    played: dict[VisibleKey, set[Move]] = {}
    hints = 0
    hopeless = 0  # hints in a row with no guess won and no card turned
    while True:
        if game.is_won():
            return _ended(game, End.WON, hints)
        legal = game.legal_moves()
        if not legal:
            return _ended(game, End.NO_MOVE, hints)
        if game.moves >= limit:
            return _ended(game, End.MOVE_LIMIT, hints)
        if budget.resign_after and hopeless >= budget.resign_after:
            return _ended(game, End.RESIGNED, hints)
        key = visible_key(game)
        avoid = played.setdefault(key, set())
        if not any(game.face_down):
            solution = solve(
                game.position(), rules, max_nodes=budget.open_nodes, cancelled=cancelled
            )
            if solution.verdict is Verdict.WINNABLE:
                for step in solution.moves[: limit - game.moves]:
                    game.play(Move(*step))
                continue
            if solution.verdict is Verdict.UNWINNABLE:
                return _ended(game, End.LOST_IN_SIGHT, hints)
        ask = functools.partial(
            honest_hint,
            game.position(),
            rules,
            first_nodes=budget.first_nodes,
            candidate_nodes=budget.candidate_nodes,
            avoid=avoid,
            cancelled=cancelled,
        )
        number = seed * SEED_STRIDE + game.moves
        hint = ask(seed=number, samples=budget.samples)
        hints += 1
        if close and is_close(hint):
            hint = ask(seed=number + SEED_STRIDE // 2, samples=close)
            hints += 1
        assert hint.move is not None  # a legal move is left and the game is not won
        avoid.add(hint.move)
        turned = game.play(hint.move).flipped is not None
        hopeless = 0 if hint.won_samples or turned else hopeless + 1


def is_close(hint: HonestHint) -> bool:
    """Whether another move may win about as many guesses as the hint's, within the noise.

    Two moves whose counts differ by no more than twice the square root of their sum cannot be
    told apart by the guesses. When every guess is won there is nothing better to find.
    """
    if hint.runner_up is None or hint.won_samples == hint.samples:
        return False
    return hint.won_samples - hint.runner_up <= 2 * math.sqrt(hint.won_samples + hint.runner_up)


def _ended(game: Game, end: End, hints: int) -> HonestGame:
    return HonestGame(end, game.moves, sum(game.foundations), hints, tuple(game.actions))
