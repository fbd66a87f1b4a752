"""The honest hint: a move chosen from what the player sees, never from the face-down cards.

The hint never reads a face-down card. :func:`visible_view` keeps what the player sees (the
face-up cards, the foundations, how many cards lie face down in each column) and the set of
unseen cards, sorted; everything after it works on that view alone. :func:`arrangements` deals
the unseen cards over the face-down places at random (``random.Random(seed)``), so equally for
every arrangement of the real cards; each guess is solved by the exact solver with a budget in
nodes, never in seconds, so that a loaded machine gives the same answer as an idle one. The move
chosen is the one that wins in the most guesses, ties going to the most cards home on average.
docs/engine.md ("The honest hint") gives the method and its figures.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from rusol_qt.model.cards import Card
from rusol_qt.model.game import Game, Move, Position
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver.interface import solve
from rusol_qt.model.solver.results import Best, Solution, Verdict

#: How many arrangements of the face-down cards a hint solves, by rule set. Classic's searches
#: are quick (most guesses are proved lost within a few thousand nodes), so it affords many
#: guesses, and its win counts are small and noisy (a winnable deal wins a tenth to a third of
#: them): 128 guesses won 18 of 20 winnable deals where 64 won 15. A Relaxed guess costs more
#: (one left undecided costs the solver's thorough dead-end tests) and most guesses win, so
#: fewer tell the moves apart. Both stay within the latency target (docs/engine.md).
SAMPLES = {RuleSet.CLASSIC: 128, RuleSet.RELAXED: 16}
#: The nodes of each guess's search from the position, by rule set. Relaxed gets more: a search
#: that decides within its nodes spares the dead-end tests, which cost more than the nodes.
FIRST_NODES = {RuleSet.CLASSIC: 5_000, RuleSet.RELAXED: 20_000}
#: The nodes of each guess's search after each candidate move, by rule set.
CANDIDATE_NODES = {RuleSet.CLASSIC: 5_000, RuleSet.RELAXED: 20_000}
#: How many first moves of the first searches are tried in every guess, by rule set.
CANDIDATES = {RuleSet.CLASSIC: 5, RuleSet.RELAXED: 3}
#: The nodes of the one exact search when no card is face down.
OPEN_NODES = 200_000


class HintCancelledError(Exception):
    """The caller cancelled the hint before it was ready."""


@dataclass(frozen=True, slots=True)
class VisibleView:
    """What the player sees of a position, and nothing more.

    ``columns`` holds each column's face-up cards (bottom first), ``face_down`` how many cards
    lie face down beneath them, ``foundations`` the foundation heights, and ``unseen`` the cards
    that are neither face up nor on a foundation, sorted: which of them lies where is not known.
    """

    columns: tuple[tuple[Card, ...], ...]
    face_down: tuple[int, ...]
    foundations: tuple[int, ...]
    unseen: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class HonestHint:
    """An honest hint: the move to play and what is known of the chance to win.

    ``move`` is ``None`` when no move is left (or the game is won). ``chance`` is the share of
    the ``samples`` guesses of the face-down cards that the move wins (``won_samples`` of
    them); ``mean_home`` is the mean number of cards the move brings home over the guesses
    (52 in a guess it wins). ``certain`` is true only when the answer does not depend on the
    face-down cards: no card is face down and the exact search finished, or no move is left at
    all; then ``chance`` is 1.0 or 0.0, and 0.0 means the position cannot be won.
    """

    move: Move | None
    chance: float
    samples: int
    won_samples: int
    certain: bool
    mean_home: float
    runner_up: int | None = None
    """The most guesses another candidate move wins (at most), leaving out those that win the
    very same guesses as ``move``; ``None`` when there is no such move."""


def visible_view(position: Position) -> VisibleView:
    """What the player sees of ``position`` (see :class:`VisibleView`)."""
    columns, face_down, heights = position
    return VisibleView(
        tuple(column[down:] for column, down in zip(columns, face_down, strict=True)),
        tuple(face_down),
        tuple(heights),
        tuple(
            sorted(
                card
                for column, down in zip(columns, face_down, strict=True)
                for card in column[:down]
            )
        ),
    )


def arrangements(view: VisibleView, count: int, seed: int) -> list[Position]:
    """``count`` positions that look like ``view``, the unseen cards dealt face down at random.

    The same view and seed give the same positions, whatever the real face-down cards are.
    """
    draw = random.Random(seed)
    dealt: list[Position] = []
    for _ in range(count):
        cards = list(view.unseen)
        draw.shuffle(cards)
        dealt.append(face_down_as(view, cards))
    return dealt


def face_down_as(view: VisibleView, cards: Sequence[Card]) -> Position:
    """The position that looks like ``view`` with ``cards`` face down, in order, column by column.

    ``cards`` are the unseen cards in some order: the first column's face-down places (bottom
    first) take the first of them, and so on.
    """
    rest = list(cards)
    columns = []
    for down, shown in zip(view.face_down, view.columns, strict=True):
        columns.append((*rest[:down], *shown))
        del rest[:down]
    return (tuple(columns), view.face_down, view.foundations)


def honest_hint(
    position: Position,
    rules: RuleSet,
    *,
    seed: int = 0,
    samples: int | None = None,
    first_nodes: int | None = None,
    candidate_nodes: int | None = None,
    avoid: Collection[Move] = (),
    cancelled: Callable[[], bool] | None = None,
) -> HonestHint:
    """The move to play in ``position`` chosen from what the player sees, and the chance to win.

    Args:
        position: as :meth:`Game.position` gives it (or a hand-built one for
            :meth:`Game.from_position`); only its visible part is used.
        rules: the rule set of the game.
        seed: the guesses of the face-down cards are drawn from it: the same seed and the same
            visible position give the same hint.
        samples: how many guesses of the face-down cards are solved (by default
            ``SAMPLES[rules]``).
        first_nodes: the nodes of each guess's search from the position (by default
            ``FIRST_NODES[rules]``).
        candidate_nodes: the nodes of each guess's search after each other candidate move (by
            default ``CANDIDATE_NODES[rules]``).
        avoid: moves not to choose while another legal move is left (the honest player's
            moves already played from this position: :mod:`rusol_qt.model.honest_play`).
        cancelled: polled during the work (e.g. ``threading.Event().is_set``).

    Raises:
        HintCancelledError: ``cancelled`` returned true before the hint was ready.
    """
    view = visible_view(position)
    return hint_from_arrangements(
        view,
        rules,
        arrangements(
            view, (SAMPLES[rules] if samples is None else samples) if view.unseen else 1, seed
        ),
        first_nodes=first_nodes,
        candidate_nodes=candidate_nodes,
        avoid=avoid,
        cancelled=cancelled,
    )


def hint_from_arrangements(
    view: VisibleView,
    rules: RuleSet,
    guesses: Sequence[Position],
    *,
    first_nodes: int | None = None,
    candidate_nodes: int | None = None,
    avoid: Collection[Move] = (),
    cancelled: Callable[[], bool] | None = None,
) -> HonestHint:
    """The hint of :func:`honest_hint` from given guesses of the face-down cards.

    :func:`honest_hint` gives it the random arrangements of :func:`arrangements`; the honesty
    test gives it the real cards as one guess, to show that a hint that peeks is caught.

    Raises:
        HintCancelledError: ``cancelled`` returned true before the hint was ready.
    """
    game = Game.from_position(guesses[0], rules)
    if game.is_won():
        return HonestHint(None, 1.0, 0, 0, True, 52.0)
    legal = game.legal_moves()
    home_now = float(sum(view.foundations))
    if not legal:
        # Nothing can change any more, whatever lies face down.
        return HonestHint(None, 0.0, 0, 0, True, home_now)
    allowed = [move for move in legal if move not in avoid] or legal
    if not view.unseen:
        return _open_hint(guesses[0], rules, allowed, cancelled)
    if first_nodes is None:
        first_nodes = FIRST_NODES[rules]
    if candidate_nodes is None:
        candidate_nodes = CANDIDATE_NODES[rules]
    firsts = [_solve(guess, rules, first_nodes, cancelled) for guess in guesses]
    scores, votes = _votes(firsts, allowed, len(allowed) < len(legal))
    ranked = sorted(votes, key=lambda move: (-_wins(scores[move]), -votes[move], move))
    # A guess the first search could not settle within its nodes is left out of every move's
    # count alike: searching it again after each candidate costs the most and settles least.
    unsettled = [solution.verdict is Verdict.UNKNOWN for solution in firsts]
    # A guess whose position the search proved lost is lost after any move: it needs no look.
    hopeful = [
        not unsettled[index]
        and not (solution.verdict is Verdict.UNWINNABLE and _best(solution).proven)
        for index, solution in enumerate(firsts)
    ]
    candidates: list[Move] = []
    dropped: list[int] = []
    most = 0
    # With no vote at all (every guess's first move avoided), every allowed move is tried.
    for move in ranked[: CANDIDATES[rules] if any(votes.values()) else len(ranked)]:
        row = scores[move]
        after = functools.partial(
            _after, rules=rules, move=move, nodes=candidate_nodes, cancelled=cancelled
        )
        bound = _score(row, guesses, unsettled, hopeful, most, after)
        if bound is None:
            candidates.append(move)
            most = max(most, _wins(row))
        else:
            dropped.append(bound)
    # Most wins, then most cards home, then most votes; the lowest move last, so that the
    # choice never depends on the order of a dictionary.
    chosen = min(
        candidates,
        key=lambda move: (-_wins(scores[move]), -_home(scores[move]), -votes[move], move),
    )
    won = _wins(scores[chosen])
    count = len(guesses)
    settled = count - sum(unsettled)
    home = _home(scores[chosen]) / settled if settled else home_now
    # A move that wins exactly the guesses the chosen one wins (two moves that commute, most
    # often) is no rival: more guesses would not tell them apart either.
    others = [
        _wins(scores[move]) for move in candidates if _won(scores[move]) != _won(scores[chosen])
    ]
    rival = max(others + dropped, default=None)
    return HonestHint(chosen, won / count, count, won, False, home, rival)


def _votes(
    firsts: Sequence[Solution], allowed: Sequence[Move], avoiding: bool
) -> tuple[dict[Move, list[tuple[bool, int] | None]], dict[Move, int]]:
    """Each guess's own first move (of its winning line, else of its best line) as a vote.

    Returns each voted move's row of answers (one per guess, ``None`` where not known yet) and
    its votes. A guess whose first move is not ``allowed`` votes for none. When no guess votes,
    the first allowed move stands alone with no vote, or, when some legal moves are avoided,
    every allowed move does (each is then tried in every guess, as a candidate).
    """
    scores: dict[Move, list[tuple[bool, int] | None]] = {}
    votes: dict[Move, int] = {}
    for index, solution in enumerate(firsts):
        line = solution.moves or _best(solution).moves
        if not line:
            continue
        move = Move(*line[0])
        if avoiding and move not in allowed:
            continue
        votes[move] = votes.get(move, 0) + 1
        row = scores.setdefault(move, [None] * len(firsts))
        row[index] = (solution.verdict is Verdict.WINNABLE, _best(solution).foundation_cards)
    if not votes:
        for move in allowed if avoiding else allowed[:1]:
            votes[move] = 0
            scores[move] = [None] * len(firsts)
    return scores, votes


def _score(
    row: list[tuple[bool, int] | None],
    guesses: Sequence[Position],
    unsettled: Sequence[bool],
    hopeful: Sequence[bool],
    most: int,
    after: Callable[[Position], tuple[bool, int] | None],
) -> int | None:
    """Fill ``row`` with a candidate move's answer in every guess; ``None`` if it stays a candidate.

    A move that can no longer win as often as the best one so far (``most``) is dropped, and
    the guesses left unlooked at: then the most guesses it could still have won is returned.
    """
    left = sum(hopeful)
    for index, guess in enumerate(guesses):
        left -= hopeful[index]
        if unsettled[index]:
            row[index] = None
        elif row[index] is None:
            row[index] = after(guess)
        if _wins(row) + left < most:
            return _wins(row) + left
    return None


def _open_hint(
    position: Position,
    rules: RuleSet,
    allowed: list[Move],
    cancelled: Callable[[], bool] | None,
) -> HonestHint:
    """The hint when every card is face up: one exact search, whose verdict is the truth."""
    solution = _solve(position, rules, OPEN_NODES, cancelled)
    best = _best(solution)
    won = solution.verdict is Verdict.WINNABLE
    line = solution.moves or best.moves
    # A winning line is followed even through an avoided move: it ends, it cannot go round.
    move = Move(*line[0]) if line and (won or Move(*line[0]) in allowed) else allowed[0]
    known = solution.verdict is not Verdict.UNKNOWN
    home = 52.0 if won else float(best.foundation_cards)
    return HonestHint(move, 1.0 if won else 0.0, 1, int(won), known, home)


def _solve(
    position: Position, rules: RuleSet, nodes: int, cancelled: Callable[[], bool] | None
) -> Solution:
    """One search within ``nodes``; cancelling it cancels the hint."""
    if cancelled is not None and cancelled():
        raise HintCancelledError
    solution = solve(position, rules, max_nodes=nodes, cancelled=cancelled)
    if cancelled is not None and cancelled():
        raise HintCancelledError
    return solution


def _after(
    position: Position,
    rules: RuleSet,
    move: Move,
    nodes: int,
    cancelled: Callable[[], bool] | None,
) -> tuple[bool, int]:
    """Whether ``move`` wins in this guess, and the most cards home found after it.

    A move that turns a face-down card shows this guess's card there.
    """
    game = Game.from_position(position, rules)
    game.play(move)
    if game.is_won():
        return True, 52
    solution = _solve(game.position(), rules, nodes, cancelled)
    return solution.verdict is Verdict.WINNABLE, _best(solution).foundation_cards


def _best(solution: Solution) -> Best:
    """The best outcome of a search (:func:`solve` always gives one)."""
    assert solution.best is not None
    return solution.best


def _wins(row: Sequence[tuple[bool, int] | None]) -> int:
    """In how many guesses a move is known to win."""
    return sum(1 for cell in row if cell is not None and cell[0])


def _won(row: Sequence[tuple[bool, int] | None]) -> set[int]:
    """The guesses a move is known to win."""
    return {index for index, cell in enumerate(row) if cell is not None and cell[0]}


def _home(row: Sequence[tuple[bool, int] | None]) -> int:
    """The cards home a move reaches, summed over the guesses searched."""
    return sum(cell[1] for cell in row if cell is not None)
