"""An exact solver: a winning line or a proof that none exists, and the best outcome left.

The solver sees every card, face-down ones included (it is a verdict on the deal, not advice a
player could find alone). It searches positions with a transposition table keyed by a canonical form
of the position (columns sorted, so the order of the columns and which empty column is used do not
matter), plays forced foundation moves without branching, never considers takebacks that cannot help
(and after a takeback only a move onto the card or another takeback), and expands the most promising
positions first (in Relaxed, a portfolio of ratings, hill-climbs and depth-first dives in turn).
Along the way it keeps the best position it has reached, so a lost position still gets the most
cards perfect play can bring home. A Relaxed position where some card can never come home, or must
move onto a card one rank higher when none can be free for it, or whose columns can be opened in
no order, is lost without a search for a win, and the takeback dives back up from such positions.
Each pruning is proved in docs/winnability.md, for winning and for the best outcome. The caller
sets the budget (nodes, seconds) and may cancel.
"""

from __future__ import annotations

import collections
import functools
import heapq
import itertools
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from operator import itemgetter
from typing import NamedTuple

from rusol_qt.model.cards import Card
from rusol_qt.model.game import (
    FLIP_POINTS,
    FOUNDATION_BASE,
    FOUNDATION_POINTS,
    Game,
    Move,
    notation,
)
from rusol_qt.model.gamecode import FACE_DOWN_COUNTS
from rusol_qt.model.rules import GROUP_LIMIT, RuleSet

#: A position as :meth:`Game.position` gives it: columns, face-down counts, foundation heights.
Position = tuple[tuple[tuple[Card, ...], ...], tuple[int, ...], tuple[int, ...]]

# Inside the search a column is a ``bytes`` of its cards, bottom first, a face-down card stored as
# card + _FACE_DOWN: the column alone then says which cards are face down, and it is hashable and
# cheap to slice, join and sort.
_FACE_DOWN = 52
_KING = 12  # card % 13 of a King
_FLIPPED = tuple(bytes([card - _FACE_DOWN]) if card >= _FACE_DOWN else b"" for card in range(104))
_SINGLE = tuple(bytes([card]) for card in range(52))
#: Marks a key whose position was reached by a takeback; the card taken back follows.
_PENDING = b"\xfe"
#: Marks a key whose position was reached by moving a group off a card it fits; that card follows.
_USED = b"\xfd"
#: The bytes that stand for face-down cards, to count them in a column or a key at C speed.
_DOWN_BYTES = bytes(range(_FACE_DOWN, 2 * _FACE_DOWN))
#: ``bytes.translate`` table that turns a column's face-down cards into the cards themselves.
_FACE_UP = bytes(range(_FACE_DOWN)) * 2 + bytes(range(2 * _FACE_DOWN, 256))
#: How many cards a deal puts face down: the flips a whole game can score.
_DEALT_FACE_DOWN = sum(FACE_DOWN_COUNTS)
#: How many nodes pass between two looks at the clock and the cancel flag.
_CHECK_EVERY = 512
#: Entries a per-column cache may hold before it starts afresh (bounds the memory).
_CACHE_LIMIT = 200_000
#: How many sets of fronts rule 10 may look at before it gives up (each costs about 0.2 ms).
_OPENING_LIMIT = 20_000
#: How many cards rule 9's count of one mover may take both ways, home and on a host (each way
#: is a count of its own: at most 1 + 2 * 64 counts).
_SPLIT_LIMIT = 64
#: Rule 9's placing (:func:`_unplaceable`) gives up, proving nothing, after trying this many
#: places for cards where there was a choice. Going back past the choices that played no part in
#: a failure, it proves three locks of the hard set that every search leaves undecided
#: (``RU1-R-UTROFYP`` within 100, ``RU1-R-FJURHBZ`` and ``RU1-R-NHJPKCD`` within 200), and 20,000
#: proves none of the others; the placing runs only in the thorough stage, once per solve and
#: under its time caps (docs/winnability.md, rule 9, *The placing's budget*).
_PLACEMENT_LIMIT = 1000

_Columns = tuple[bytes, ...]
_Heights = tuple[int, ...]
_Step = tuple[int, int, int]  # (source, start, target) in the engine's pile numbering


class _Style(NamedTuple):
    """How one search orders its work; the solver tries several in turn."""

    face_down: int
    """Weight of a face-down card."""
    loose: int
    """Weight of a face-up card that does not lie on a card it fits."""
    burden: int
    """Weight of each card lying over face-down cards (it must move before the next turns)."""
    newest_first: bool
    """Among positions rated alike, expand the newest first (deeper) rather than the oldest."""
    depth_first: bool = False
    """Dive depth-first instead: go on from the best new position at once, back up when stuck."""
    seed: int = 0
    """Orders the ties of a depth-first search; each round of the portfolio draws a new one."""
    jitter: float = 0.0
    """How much a depth-first search's ratings are shaken, so that each seed dives differently."""
    buried: int = 0
    """Weight of low cards under others: per card, (13 - rank) times the cards above it, / 13.

    The foundations need the low cards first; a dive that digs for them wins the deals whose
    low cards lie deep far more often (of nine deals no search had settled in 10 s, dives with
    this weight won three or four within 300,000 moves, dives without it one).
    """
    dead_ends: bool = False
    """Relaxed dives: do not go on from a position that is a dead end (rule 8), it is lost.

    Each position is tested when the dive is about to expand it (a dive generates far more
    positions than it expands). A dive that runs out of positions still proves the position
    lost, but no longer its best outcome: the dead ends' own lines were not searched.
    """
    dive: int = 10_000
    """Nodes of one dive of a depth-first style.

    Its round is spent in dives this long, each with a new seed, since a dive that went wrong
    early seldom recovers and a fresh one often wins soon.
    """
    lateral: bool = False
    """Relaxed dives: every other dive (odd seeds) moves a group off a card it fits only for a use.

    After a group leaves a card it fits for another such card, the next move must be from or
    onto the card it left, onto the group, or a takeback: shuffling a group between two cards of
    the same rank changes nothing until the card left behind is used. That it keeps a win is not
    proved (moving the group later can break the 20-card group limit), so when such a dive runs
    out it proves nothing. On six deals no search had settled in 10 s, these dives won four times as
    often as plain ones; on two mid-game positions only plain ones won, hence half and half.
    """
    climb: bool = False
    """Relaxed only: climb instead, a hill-climbing search that restarts when it is stuck.

    From the start it looks breadth-first for the nearest position rated better than the one it
    stands on and not a dead end (rule 8), goes there, and looks again; when nothing better
    lies within its reach it starts afresh with a new seed. Cards whose first move must take
    them home (:func:`_home_first`) stay where they are until they can, and the rating counts
    the cards of their suits home below them. Its round is spent in pieces of ``dive`` moves. It
    proves nothing when it is stuck; it only ever finds real, legal wins.
    """
    share: float = 1.0
    """How many times the round's nodes the style gets in each round of the portfolio.

    The climbs get four, the first style one, and the five others a quarter each: since the
    climbs came, every deal of the hard, slow and mid-game sets that the first style does not
    settle, the climbs win before any of those five (docs/winnability.md, *Speed*).
    """
    narrow: bool = False
    """Relaxed only: search a narrower game to find a win sooner, giving up completeness.

    Every foundation move is played at once, takebacks are never tried, and a group lying on a
    card it fits never moves to another column. Such a search can miss a win, so when it runs
    out of positions it proves nothing; it only ever finds real, legal wins.
    """


#: The styles of the Relaxed portfolio, in turn; Classic uses the first only.
_STYLES = (
    _Style(20, 3, 1, False),
    _Style(20, 3, 1, False, climb=True, share=4),
    _Style(20, 3, 1, False, depth_first=True, jitter=40.0, buried=8, narrow=True, share=0.25),
    _Style(
        20,
        3,
        1,
        False,
        depth_first=True,
        jitter=40.0,
        buried=3,
        dead_ends=True,
        dive=5_000,
        lateral=True,
        share=0.25,
    ),
    _Style(10, 3, 0, False, share=0.25),
    _Style(20, 3, 1, True, share=0.25),
    _Style(10, 3, 0, True, share=0.25),
)
#: A climb's reach: the moves it generates while looking for the next better position before
#: it gives up and starts afresh.
_CLIMB_REACH = 500
#: Seeds a climb style's piece may use before the next piece's (each climb takes a new one).
_CLIMB_ATTEMPTS = 1_000_000
#: The coarse rating of a climb: per card face down, and (less) per card home.
_COARSE_FACE_DOWN = 100
_COARSE_HOME = 10
#: The move score of a group lying on a card it fits (it is tried last).
_ON_FITTING = -10
#: How much a climb's rating gains per card home below a card that must go home first (see
#: :func:`_home_first`), in the style's rating and in the coarse one.
_AIM = 30
_COARSE_AIM = 150
#: Nodes for each style in the portfolio's first round; every round gives each style 4 times more.
_FIRST_ROUND = 20_000
#: How many of the best stuck climbs a climb style keeps, to start later climbs partway along.
_KEPT_CLIMBS = 8
#: From the portfolio's second round, the share of climbs that start partway along a kept one.
_RETRACE_SHARE = 0.5


class Verdict(Enum):
    """What the search found out about a position."""

    WINNABLE = "winnable"
    """A winning line was found; it is in :attr:`Solution.moves`."""
    UNWINNABLE = "unwinnable"
    """Every line was searched: the position cannot be won."""
    UNKNOWN = "unknown"
    """The budget ran out or the search was cancelled before an answer."""


class Stop(Enum):
    """Why a search ended without an answer."""

    NODES = "nodes"
    TIME = "time"
    CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class Best:
    """The best outcome still reachable from a position, and a line that reaches it.

    ``foundation_cards`` is the largest number of cards that can stand on the foundations at
    once (52 for a winnable position). ``score`` is the score of the line's end counted as if
    no card had ever been taken back: 10 points for each card on the foundations and 5 for each
    card turned face up since the deal (21 face-down cards less those still face down), each
    counted once; the game's own score can be higher, since a card taken back and put up again
    earns its 10 points again. Among the lines that bring ``foundation_cards`` cards home, the
    line is one that turns the most face-down cards, so ``score`` is the best score of those.

    ``moves`` (engine moves) and ``notation`` (``QH>5``, ``AS>F``) are a legal line from the
    position that ends with ``foundation_cards`` cards on the foundations. ``proven`` is true
    when the search ran to its end (or found a win): nothing better is possible. When the
    budget ran out first it is false, and the result is the best found so far; that happens
    with a known verdict too when a Relaxed position is a dead end (proved lost before any
    search, docs/winnability.md, rules 8 to 10) whose best outcome is not proved within the budget.
    """

    foundation_cards: int
    score: int
    moves: tuple[Move, ...]
    notation: tuple[str, ...]
    proven: bool


@dataclass(frozen=True, slots=True)
class Solution:
    """The answer of one search.

    ``moves`` is the winning line (empty unless the verdict is winnable) as engine moves, and
    ``notation`` the same line in the move notation (``QH>5``, ``AS>F``). ``nodes`` counts the
    moves generated, repeats of positions already seen included (not distinct positions), and
    ``seconds`` the wall time; ``stop`` says why the answer is unknown. ``best`` is the best
    outcome still reachable (see :class:`Best`); :func:`solve` always fills it in.
    """

    verdict: Verdict
    moves: tuple[Move, ...]
    notation: tuple[str, ...]
    nodes: int
    seconds: float
    stop: Stop | None = None
    best: Best | None = None

    @property
    def takebacks(self) -> int:
        """How many moves of the line take a card back from a foundation."""
        return sum(1 for move in self.moves if move.source >= FOUNDATION_BASE)


def solve(
    position: Position,
    rules: RuleSet,
    *,
    max_nodes: int | None = None,
    seconds: float | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Solution:
    """Search ``position`` under ``rules`` for a winning line and for the best outcome left.

    Args:
        position: columns (bottom card first), face-down counts and foundation heights, as
            :meth:`Game.position` returns them; it is only read.
        rules: Classic builds by suit, Relaxed by rank only.
        max_nodes: stop with an unknown verdict after this many generated moves.
        seconds: stop with an unknown verdict after this much wall time.
        cancelled: polled during the search (e.g. ``threading.Event().is_set``); when it returns
            true the search stops with an unknown verdict.

    Returns:
        The verdict, the winning line when there is one, the nodes searched, the time taken,
        and the best outcome: proven when the search ran to its end, otherwise the best
        position it reached before the budget ran out (``best.proven`` is then false; the
        verdict is unknown, or unwinnable when the position is a dead end).
    """
    started = time.perf_counter()
    packed, heights = _pack(position)
    relaxed = rules is RuleSet.RELAXED
    deadline = None if seconds is None else started + seconds
    nodes = 0
    # Below any search's value (64 per card home less 1 per card face down): the first search's
    # start position is best until it finds better.
    best: tuple[int, list[_Step]] = (-_DEALT_FACE_DOWN - 1, [])
    # A Relaxed position where some card can never come home, or must move when no card can
    # take it, is lost (docs/winnability.md, rules 8 and 9; rule 10 after the first round); what
    # is left to search for is the best outcome.
    dead_end = relaxed and _hopeless(packed, heights)
    # Best-first searches go on where they stopped, so the one that proves a deal lost explores
    # its positions once however many rounds it takes; dives start afresh.
    kept: dict[_Style, _Search] = {}
    memos: dict[_Style, _Memo] = {}
    if relaxed and not dead_end:
        # Relaxed: the cost is in finding the win, and which search finds it soonest varies
        # from deal to deal; so each style in turn gets a round of nodes, four times more each
        # round. Any search that runs out of positions proves the deal lost.
        spent: set[_Style] = set()
        seeds = itertools.count()
        thorough_done = False
        # Cards whose first move must take them home (found with the thorough test): the
        # climbs leave out their other moves and aim for their suits.
        home_first: dict[int, bytes] = {}
        for style, allowance in _rounds():
            if style in spent:
                continue
            pieces = max(allowance // style.dive, 1) if style.depth_first or style.climb else 1
            for _ in range(pieces):
                left = allowance // pieces
                limit = left if max_nodes is None else min(left, max_nodes - nodes)
                kept_search = kept.get(style)
                if kept_search is None:
                    before = 0
                    memo = memos.get(style)
                    if memo is None:
                        memo = memos[style] = _Memo()
                    search = _Search(
                        relaxed,
                        limit,
                        deadline,
                        cancelled,
                        style._replace(seed=next(seeds)),
                        memo,
                        home_first,
                        # A climb's first round starts every climb afresh.
                        retrace=allowance > _FIRST_ROUND * style.share,
                    )
                    verdict, steps, stop = search.run(packed, heights)
                    if verdict is Verdict.UNWINNABLE and search.lateral:
                        # It saw all of a narrower game, which proves nothing about the real
                        # one: dive on.
                        verdict, stop = Verdict.UNKNOWN, Stop.NODES
                    if not style.depth_first and not style.climb:
                        kept[style] = search
                else:
                    search = kept_search
                    before = search.nodes
                    verdict, steps, stop = search.resume(before + limit)
                nodes += search.nodes - before
                if search.best_value > best[0]:
                    best = (search.best_value, search.best_line())
                if verdict is not Verdict.UNKNOWN or stop is not Stop.NODES:
                    break
            if not thorough_done and verdict is Verdict.UNKNOWN and stop is Stop.NODES:
                # The thorough form of rule 9 and rule 10 cost a few milliseconds to a few
                # seconds: only for the positions the first best-first round did not settle
                # (nearly every deal is won in it). Rule 10's walk takes long only when no
                # order opens the columns easily, nearly always a lock; it may take half the
                # time left, and the searches the rest. Its second walk, with rule 9's placing,
                # wanders longer on some deals that are won, and proves the locks it proves in
                # 1.3 s at most (RU1-R-NHJPKCD): it may take a quarter, which at 10 s leaves
                # room for a loaded machine.
                thorough_done = True
                now = time.perf_counter()
                walk_ends = placing_ends = None
                if deadline is not None:
                    walk_ends, placing_ends = now + (deadline - now) / 2, now + (deadline - now) / 4
                give_up = functools.partial(_stopped, cancelled, walk_ends)
                if _crowded(packed, heights, give_up) or _unopenable(
                    packed, heights, give_up, functools.partial(_stopped, cancelled, placing_ends)
                ):
                    dead_end = True  # after all: what is left is the best outcome, below
                    break
                home_first = _home_first(packed, heights)
            if verdict is Verdict.UNWINNABLE and style.narrow:
                # A narrow search that runs out has seen its whole narrower game: trying it
                # again would find nothing new, and it proves nothing about the real game.
                spent.add(style)
                verdict = Verdict.UNKNOWN
                continue
            if verdict is not Verdict.UNKNOWN or stop is not Stop.NODES:
                break
            if max_nodes is not None and nodes >= max_nodes:
                break
    if not relaxed or dead_end:
        # Classic: every search is short enough to run to its end in one style. A dead end: no
        # style can win, and only a search run to its end proves the best outcome; the first
        # style's, going on where the portfolio left it when the dead end was found late.
        first = kept.get(_STYLES[0])
        rest = None if max_nodes is None else max_nodes - nodes
        if first is None:
            search = _Search(relaxed, rest, deadline, cancelled)
            verdict, steps, stop = search.run(packed, heights)
            nodes += search.nodes
        else:
            search, before = first, first.nodes
            verdict, steps, stop = search.resume(None if rest is None else before + rest)
            nodes += search.nodes - before
        if search.best_value > best[0]:
            best = (search.best_value, search.best_line())
    # A dive that left out dead ends and ran out proves the loss (rule 8) but not the best.
    proven = verdict is Verdict.WINNABLE or verdict is Verdict.UNWINNABLE and not search.pruned
    if dead_end:
        # The verdict is proved either way; the best outcome only if the search ran to its end.
        verdict, stop = Verdict.UNWINNABLE, None
    if verdict is Verdict.WINNABLE:
        best = (best[0], steps)
    texts, _ = _replay(packed, heights, steps)
    best_texts, (best_columns, best_heights) = _replay(packed, heights, best[1])
    home = sum(best_heights)
    turned = _DEALT_FACE_DOWN - sum(map(_face_down, best_columns))
    outcome = Best(
        home,
        max(0, home * FOUNDATION_POINTS + turned * FLIP_POINTS),
        tuple(Move(*step) for step in best[1]),
        tuple(best_texts),
        proven,
    )
    return Solution(
        verdict,
        tuple(Move(*step) for step in steps),
        tuple(texts),
        nodes,
        time.perf_counter() - started,
        stop,
        outcome,
    )


def solve_game(
    game: Game,
    *,
    max_nodes: int | None = None,
    seconds: float | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Solution:
    """Search the current position of ``game`` (see :func:`solve`); the game is not changed."""
    return solve(
        game.position(), game.rules, max_nodes=max_nodes, seconds=seconds, cancelled=cancelled
    )


def heuristic_move(game: Game) -> Move | None:
    """A reasonable next move when no winning line is known.

    A foundation move when there is one; otherwise the move the search would like best: the one
    leading to the position rated nearest to a win (fewest face-down cards, then fewest cards not
    lying on a card they fit), ties broken by the search's move order. ``None`` when the search
    sees no useful move at all.
    """
    for source in range(len(game.columns)):
        move = game.foundation_move(source)
        if move is not None:
            return move
    columns, heights = _pack(game.position())
    search = _Search(game.rules is RuleSet.RELAXED, None, None, None)
    best: tuple[int, int, _Step] | None = None
    for order, step in enumerate(search.moves(columns, heights)):
        _, after, _ = search.settle(*_play(columns, heights, step), [])
        rating = (search.rate(after), order, step)
        if best is None or rating < best:
            best = rating
    return None if best is None else Move(*best[2])


def _rounds() -> Iterator[tuple[_Style, int]]:
    """The Relaxed portfolio: each style in turn, with four times the nodes every round.

    The first style, the best-first search that goes on where it stopped, is the one that
    proves a lost position lost by seeing all of it, and it comes first in the first round,
    which settles nearly every deal. The climbs, which win the hard deals, get four times the
    round's nodes (their ``share``), the first style once, the others a quarter each; from the
    second round the climbs come first, so that the round the budget ends in is mostly theirs.
    (The first style used to come back between each of the others, for lost positions that
    rules 8 to 10 now prove at the start; the slow wins come a fifth to a quarter sooner
    without that.)
    """
    allowance = _FIRST_ROUND
    first, climbs, *others = _STYLES
    while True:
        leading = (first, climbs) if allowance == _FIRST_ROUND else (climbs, first)
        for style in (*leading, *others):
            yield style, int(allowance * style.share)
        allowance *= 4


def _stopped(cancelled: Callable[[], bool] | None, deadline: float | None) -> Stop | None:
    """Whether the caller cancelled the search or its time is up, and which."""
    if cancelled is not None and cancelled():
        return Stop.CANCELLED
    if deadline is not None and time.perf_counter() >= deadline:
        return Stop.TIME
    return None


def _pack(position: Position) -> tuple[_Columns, _Heights]:
    """The search's form of a position: columns as bytes, face-down cards marked.

    A column's last card always shows its face (the engine turns it at once), even if the
    face-down count of a hand-made position says otherwise.
    """
    columns, face_down, heights = position
    packed = tuple(
        bytes(
            card + _FACE_DOWN if index < min(face_down[number], len(cards) - 1) else card
            for index, card in enumerate(cards)
        )
        for number, cards in enumerate(columns)
    )
    return packed, tuple(heights)


def _replay(
    columns: _Columns, heights: _Heights, steps: Sequence[_Step]
) -> tuple[list[str], tuple[_Columns, _Heights]]:
    """The steps in the move notation, played from the packed position, and where they end."""
    texts = []
    for step in steps:
        source, start, target = step
        card = (
            columns[source][start]
            if source < FOUNDATION_BASE
            else ((source - FOUNDATION_BASE) * 13 + start)
        )
        texts.append(notation(card, target))
        columns, heights = _play(columns, heights, step)
    return texts, (columns, heights)


def _hopeless(columns: _Columns, heights: _Heights) -> bool:
    """Whether a Relaxed position is a dead end: lost by rule 8 or rule 9.

    Rule 9 in its first form: :func:`solve` tries its thorough form later, when needed. Asked
    once, of the position to solve; the searches ask rule 8 alone (:meth:`_Search.is_hopeless`).
    """
    return _dead_end(columns, heights) or _crowded(columns)


def _dead_end(columns: _Columns, heights: _Heights) -> bool:
    """Whether some card can never reach its foundation, by the rules of Relaxed.

    A sound test, not a complete one (docs/winnability.md, rule 8): it grows, until nothing
    changes, the sets of cards that can ever become the last card of their column (*exposed*),
    leave the card they lie on (or, at the bottom, their column), or go home, each by a reason
    that holds in any real line. A card leaves when it shows its face (it does, or can be
    exposed) and is a King above other cards while a column can be empty, or can go home, or a
    card one rank higher can be exposed elsewhere; a card on its foundation counts as exposed
    when the cards above it there are and it can be taken back (a King while a column can be
    empty, or a card one rank higher exposed); a column can be empty if one is or a bottom card
    leaves. Every real event has its reason among earlier ones, so a card never found able to go
    home never does, and the position is lost.
    """
    return not all(_reach(columns, heights, all_home_is_enough=True)[1])


def _reach(
    columns: _Columns,
    heights: _Heights,
    held: tuple[tuple[int, int], ...] = (),
    *,
    all_home_is_enough: bool = False,
) -> tuple[list[bool], list[bool]]:
    """The cards that can ever be exposed, and that can ever go home (see :func:`_dead_end`).

    ``held`` names cards by (column, index) that stay where they are, with the cards beneath
    them: the sets then hold what can happen before the first of them moves (rule 9). With
    ``all_home_is_enough`` the growing stops once every card can go home, and the exposed cards
    returned may then be too few (the dead-end test needs only the cards that go home).
    """
    piles = [column.translate(_FACE_UP) for column in columns]
    where = [(-1, 0)] * 52
    for number, pile in enumerate(piles):
        for index, card in enumerate(pile):
            where[card] = (number, index)
    exposed = [False] * 52
    leaves = [False] * 52
    # On its foundation now, or able to go there.
    goes_home = [card % 13 < heights[card // 13] for card in range(52)]
    # Per suit, how many of its cards can go home: always its lowest cards, since each needs the
    # one below it home. And how many of those on its foundation now are not known to be
    # exposed: the lowest ones, since each is exposed only after the one above it.
    homeward = list(heights)
    covered = list(heights)
    # How many cards of each rank are exposed: most cards have no exposed card to go onto.
    exposed_ranks = [0] * 14
    for pile in piles:
        if pile:
            exposed[pile[-1]] = True
            exposed_ranks[pile[-1] % 13] += 1
    # Whether a column can ever be empty: one is, or a bottom card other than a King can leave.
    empty = not all(piles)
    # A held card and the cards beneath it never leave.
    floors = [0] * len(piles)
    for held_column, held_index in held:
        floors[held_column] = max(floors[held_column], held_index + 1)
    changed = True
    while changed:
        changed = False
        for number, pile in enumerate(piles):
            column = columns[number]
            for index in range(len(pile) - 1, floors[number] - 1, -1):
                card = pile[index]
                if not leaves[card]:
                    if column[index] >= _FACE_DOWN and not exposed[card]:
                        break  # face down and covered, and so is every card beneath it
                    rank = card % 13
                    if rank == _KING:
                        # Into an empty column (a King at the bottom gains nothing by it), or
                        # home: the cards beneath it are uncovered either way.
                        able = empty and index > 0 or exposed[card] and goes_home[card - 1]
                    else:
                        able = exposed[card] and (rank == 0 or goes_home[card - 1])
                        if not able and exposed_ranks[rank + 1]:
                            for target in range(rank + 1, 52, 13):
                                if exposed[target]:
                                    # A card above this one must first have left the column
                                    # with it.
                                    place, height = where[target]
                                    if (
                                        place != number
                                        or height < index
                                        or any(
                                            leaves[pile[above]]
                                            for above in range(index + 1, height + 1)
                                        )
                                    ):
                                        able = True
                                        break
                    if able:
                        leaves[card] = changed = True
                        empty = empty or index == 0
                if index and leaves[card] and not exposed[pile[index - 1]]:
                    exposed[pile[index - 1]] = changed = True
                    exposed_ranks[pile[index - 1] % 13] += 1
        for suit in range(4):
            # An exposed card goes home once the card below it does.
            base = suit * 13
            rank = homeward[suit]
            while rank < 13 and exposed[base + rank]:
                goes_home[base + rank] = changed = True
                rank += 1
            homeward[suit] = rank
            # A card on its foundation can be taken back once the cards above it there are
            # (exposed): a King into an empty column, another onto an exposed card one rank
            # higher (itself perhaps taken back first).
            rank = covered[suit] - 1
            while rank >= 0 and (empty if rank == _KING else exposed_ranks[rank + 1]):
                exposed[base + rank] = changed = True
                exposed_ranks[rank] += 1
                rank -= 1
            covered[suit] = rank + 1
        if all_home_is_enough and changed and sum(homeward) == 52:
            break
    return exposed, goes_home


def _crowded(
    columns: _Columns,
    heights: _Heights | None = None,
    give_up: Callable[[], object] | None = None,
) -> bool:
    """Whether some card must move onto a card one rank higher when none can be free for it.

    Relaxed only; sound, not complete (docs/winnability.md, rule 9). A card *X* with only
    face-down cards beneath it (it is face down, or the lowest face-up card), one of them a lower
    card of its suit, cannot go home before it leaves its place, so it leaves onto a *host*, a
    card one rank higher, not beneath it. A card of that rank that lies on a host now (or, when
    *X* is face down, lies above *X*, face down or the lowest face-up card, so that it must leave
    by a move of its own before *X* turns), and cannot go home before *X* moves (a lower card of
    its suit is beneath *X*), is then on a host of its own, one card each. More such cards than
    hosts that are not beneath *X*: the position is lost.

    With ``heights`` the test is thorough (a few milliseconds to about 0.4 s: :func:`solve` runs
    it once, when its first round has not settled the position): what can happen before *X*
    moves is the fixpoint of rule 8 with *X* held in place (:func:`_reach`). A card that cannot
    go home there cannot before *X* moves, whatever lies beneath *X*; and a host must then be a
    card that can be exposed there, or one that has such a card on it now; and when the count
    passes, each card is given a host of its own (:func:`_unplaceable`). Then the same for two
    such cards in two columns, held until the first of them moves, whichever it is. It proves
    nothing once ``give_up`` (asked every 16 sets of held cards) says so.
    """
    place = _places(columns)
    if heights is not None:
        looked_at = _held_candidates(columns)
        pairs = (pair for pair in itertools.combinations(looked_at, 2) if pair[0][0] != pair[1][0])
        for looked, held in enumerate(itertools.chain(((x,) for x in looked_at), pairs)):
            if give_up is not None and not looked % 16 and give_up():
                return False
            if _short_before(columns, heights, place, held):
                return True
        return False
    for number, column in enumerate(columns):
        # Per suit, the lowest rank beneath the card looked at.
        lowest = [13, 13, 13, 13]
        for index, raw in enumerate(column):
            if index and raw < _FACE_DOWN and column[index - 1] < _FACE_DOWN:
                break  # a face-up card lies beneath: a group may carry X away with it
            card = raw % _FACE_DOWN
            # Only what lies beneath X: a card of a suit with a lower card there.
            if (
                index
                and card % 13 != _KING
                and lowest[card // 13] < card % 13
                and _short_of_hosts(columns, place, (number, index), lowest)
            ):
                return True
            if card % 13 < lowest[card // 13]:
                lowest[card // 13] = card % 13
    return False


def _places(columns: _Columns) -> dict[int, tuple[int, int]]:
    """Where each card in the columns lies: (column, index)."""
    return {
        raw % _FACE_DOWN: (number, index)
        for number, column in enumerate(columns)
        for index, raw in enumerate(column)
    }


def _held_candidates(columns: _Columns) -> list[tuple[int, int]]:
    """The cards rule 9 looks at, by (column, index): below King, over face-down cards only.

    Each is face down or the lowest face-up card of its column, and not at the bottom.
    """
    found = []
    for number, column in enumerate(columns):
        for index in range(1, len(column)):
            if column[index] < _FACE_DOWN and column[index - 1] < _FACE_DOWN:
                break  # a face-up card lies beneath: a group may carry it away
            if column[index] % _FACE_DOWN % 13 != _KING:
                found.append((number, index))
    return found


def _home_first(columns: _Columns, heights: _Heights) -> dict[int, bytes]:
    """The cards whose first move must take them home, each with the cards beneath it now.

    Relaxed, from rule 9's thorough count (docs/winnability.md, rule 9): a card *X*, face down
    or the lowest face-up card, below King, over face-down cards, that rule 8's fixpoint lets go
    home before it moves, but whose count fails if it moves onto a host first. In every winning
    line its first move takes it home, so a search for a win may leave out any move that takes
    it onto a card while it still lies where it lies now; and its suit must come home up to it
    before it moves, which a climb aims for.
    """
    place = _places(columns)
    found: dict[int, bytes] = {}
    for number, index in _held_candidates(columns):
        column = columns[number]
        card = column[index] % _FACE_DOWN
        before = _holding(columns, heights, ((number, index),))
        if before.home[card] and _cannot_go_first(columns, place, before, (number, index)):
            found[card] = column[:index]
    return found


def _toward(home_first: dict[int, bytes], heights: _Heights) -> int:
    """Cards home below the cards that must go home first, in their suits (up to each)."""
    return sum(min(heights[card // 13], card % 13) for card in home_first)


def _short_of_hosts(
    columns: _Columns,
    place: dict[int, tuple[int, int]],
    at_x: tuple[int, int],
    lowest: list[int],
) -> bool:
    """Rule 9's count for one card *X* at ``at_x`` that must move onto a host (see _crowded).

    The cards that cannot go home before *X* moves are those of a suit whose ``lowest`` rank
    beneath *X* is below theirs.
    """
    number, index = at_x
    column = columns[number]
    down = column[index] >= _FACE_DOWN
    card = column[index] % _FACE_DOWN
    rank = card % 13
    needed = 1
    for other in range(rank, 52, 13):
        if other == card or lowest[other // 13] >= rank:
            continue
        # Not home (it cannot be, before X moves): in a column.
        where, at = place[other]
        if where == number and at < index:
            continue  # beneath X: it needs no host before X moves
        under = columns[where][at - 1] if at else -1
        if (
            # Above a face-down X with only face-down cards beneath: it must leave the column
            # before X turns, by a move of its own.
            down and where == number and (column[at] >= _FACE_DOWN or under >= _FACE_DOWN)
        ) or (under >= 0 and under % _FACE_DOWN % 13 == rank + 1):
            needed += 1
    hosts = sum(
        1
        for host in range(rank + 1, 52, 13)
        if place.get(host, (-1, 0))[0] != number or place[host][1] > index
    )
    return needed > hosts


def _short_before(
    columns: _Columns,
    heights: _Heights,
    place: dict[int, tuple[int, int]],
    held: tuple[tuple[int, int], ...],
) -> bool:
    """Rule 9's thorough count for the cards *X* at ``held`` (docs/winnability.md, rule 9).

    From rule 8's fixpoint with the cards held in place (what can happen before the first of
    them moves, at *t*): the one that moves at *t* goes onto a host, or home if the fixpoint
    lets it. The position is lost if every way fails, whichever of them moves first
    (:func:`_short_for`). The cards beneath any of them stay face down and covered until *t*.
    """
    before = _holding(columns, heights, held)
    return not any(_may_go_first(columns, place, before, mover) for mover in held)


class _Before(NamedTuple):
    """What can happen before the first of some held cards moves, at *t* (rule 9)."""

    exposed: list[bool]
    """Rule 8's *exposed* with the held cards in place (see :func:`_reach`)."""
    home: list[bool]
    """Rule 8's *goes home* with the held cards in place."""
    held: set[int]
    """The held cards."""
    beneath: set[int]
    """The cards beneath them, which stay face down and covered until *t*."""
    hosts: tuple[tuple[int, ...], ...]
    """Per rank below King, the cards one rank higher that may hold one at *t*, unless home.

    Not beneath a held card, and exposed before *t* or with a card of that rank on them now.
    """
    open_columns: int
    """How many columns can be without their bottom card of now at *t* (for the Kings of rule 9's
    placing)."""


def _holding(columns: _Columns, heights: _Heights, held: tuple[tuple[int, int], ...]) -> _Before:
    """What can happen before the first of the cards at ``held`` moves."""
    exposed, home = _reach(columns, heights, held)
    beneath = {raw % _FACE_DOWN for number, index in held for raw in columns[number][:index]}
    carrying = _hosts_now(columns)[1]
    # Not a column of a held card, nor one whose bottom card is a King that cannot go home (into
    # an empty column it would only trade its column for another); the bottom card must be able
    # to leave: home, or onto a card one rank higher that can be exposed.
    held_columns = {number for number, _ in held}
    open_columns = 0
    for number, column in enumerate(columns):
        bottom = column[0] % _FACE_DOWN if column else -1
        if number not in held_columns and (
            bottom < 0
            or (column[0] < _FACE_DOWN or exposed[bottom])
            and (
                home[bottom]
                or bottom % 13 != _KING
                and any(exposed[host] for host in range(bottom % 13 + 1, 52, 13))
            )
        ):
            open_columns += 1
    return _Before(
        exposed,
        home,
        {columns[number][index] % _FACE_DOWN for number, index in held},
        beneath,
        tuple(
            tuple(
                host
                for host in range(rank + 1, 52, 13)
                if (exposed[host] or host in carrying) and host not in beneath
            )
            for rank in range(_KING)
        ),
        open_columns,
    )


def _may_go_first(
    columns: _Columns,
    place: dict[int, tuple[int, int]],
    before: _Before,
    mover: tuple[int, int],
    moved: frozenset[int] = frozenset(),
    elsewhere: bool = True,
    placing: bool = True,
) -> bool:
    """Whether the held card at ``mover`` may be the first of the held cards to move, at *t*.

    It moves onto a host (unless not ``elsewhere``), or home if rule 8's fixpoint lets it: rule
    9 must pass for one of the two (its count, and with ``placing`` its placing too).
    """
    onto_host = elsewhere and not _cannot_go_first(
        columns, place, before, mover, moved=moved, placing=placing
    )
    return onto_host or (
        before.home[columns[mover[0]][mover[1]] % _FACE_DOWN]
        and not _cannot_go_first(
            columns, place, before, mover, goes_home=True, moved=moved, placing=placing
        )
    )


def _cannot_go_first(
    columns: _Columns,
    place: dict[int, tuple[int, int]],
    before: _Before,
    mover: tuple[int, int],
    *,
    goes_home: bool = False,
    moved: frozenset[int] = frozenset(),
    placing: bool = True,
) -> bool:
    """Rule 9: whether the held card at ``mover`` cannot move first, at *t*, onto a host or home.

    The count by rank first (:func:`_short_for`, quick), then, when it passes and ``placing``
    says so, the placing of each card on a host of its own (:func:`_unplaceable`).
    """
    return _short_for(columns, place, before, mover, goes_home=goes_home, moved=moved) or (
        placing and _unplaceable(columns, place, before, mover, goes_home=goes_home, moved=moved)
    )


def _unopenable(
    columns: _Columns,
    heights: _Heights,
    give_up: Callable[[], object] | None = None,
    give_up_placing: Callable[[], object] | None = None,
) -> bool:
    """Whether the columns cannot be opened to their bottom cards in any order.

    Relaxed only; sound, not complete (docs/winnability.md, rule 10). Each column's *front* is
    its lowest card that shows its face, or nothing once that card and all beneath it have
    moved; it leaves its place only by a move of its own, and every card must move before the
    game is won. The test holds every front card in place and asks which may move first (rule
    9, with rule 8's fixpoint for all of them held); the front of that column then drops to the
    card beneath. Each card that moved so far is, from then on, on its foundation, on a host
    (counted like the cards that must leave), or, a King, at the bottom of a column whose own
    bottom card has moved. If no order lets every front drop, no line wins.

    The walk asks rule 9's count by rank first, which is quick: if it finds no order, the
    position is lost. If it finds one and every step of it holds with rule 9's placing of each
    card on a host of its own too, nothing is proved. Otherwise the walk runs again, asking the
    count for every front that might move next and the placing only for the step it takes, when
    it takes it; a step the placing refuses leads nowhere. Each walk looks at most
    ``_OPENING_LIMIT`` sets of fronts and, past that or once ``give_up`` (asked every 64 sets;
    for the second walk ``give_up_placing`` if given) says so, proves nothing.
    """
    order = _opening_order(columns, heights, give_up, placing=False)
    if order is None:
        return True
    place = _places(columns)
    if not order or all(
        _front_may_go(columns, place, at, mover, placing=True) for at, mover in order
    ):
        return False
    return _opening_order(columns, heights, give_up_placing or give_up, placing=True) is None


def _opening_order(
    columns: _Columns,
    heights: _Heights,
    give_up: Callable[[], object] | None,
    *,
    placing: bool,
) -> list[tuple[_Fronts, tuple[int, int]]] | None:
    """Rule 10's walk: the steps of an order that opens every column, each where it is taken.

    ``None`` when there is none: the position is lost. Empty when the walk gave up. Rule 9's
    count is asked for every front that might move next; with ``placing`` its placing too, for
    the step the walk takes.
    """
    place = _places(columns)
    start = tuple(_face_down(column) if column else -1 for column in columns)
    known: dict[tuple[int, ...], _Fronts] = {}
    came_from: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, int]]] = {}
    # Each entry: a set of fronts, and the step that leads there (from a known set, which front).
    steps: list[tuple[tuple[int, ...], tuple[int, ...] | None, tuple[int, int]]] = [
        (start, None, (0, 0))
    ]
    while steps:
        front, before, mover = steps.pop()
        if front in known:
            continue
        if len(known) == _OPENING_LIMIT or (
            give_up is not None and not len(known) % 64 and give_up()
        ):
            return []
        if before is not None:
            if placing and not _front_may_go(columns, place, known[before], mover, placing=True):
                continue
            came_from[front] = (before, mover)
        if max(front) < 0:
            # Every column opened to its bottom: the order that got here.
            order = []
            while front != start:
                front, mover = came_from[front]
                order.append((known[front], mover))
            return order[::-1]
        at = known[front] = _at_fronts(columns, heights, start, front)
        if at.free < 0:
            continue  # no line gets here
        for number, index in at.held:
            if _front_may_go(columns, place, at, (number, index), placing=False):
                steps.append(
                    (front[:number] + (index - 1,) + front[number + 1 :], front, (number, index))
                )
    return None


class _Fronts(NamedTuple):
    """What rule 10's walk knows at one set of fronts."""

    held: tuple[tuple[int, int], ...]
    """The front cards, by (column, index)."""
    before: _Before
    """What can happen before the first of them moves."""
    moved: frozenset[int]
    """The cards that were front cards earlier on the walk."""
    free: int
    """The columns that can be empty, less the Kings that moved and cannot be home."""


def _at_fronts(
    columns: _Columns, heights: _Heights, start: tuple[int, ...], front: tuple[int, ...]
) -> _Fronts:
    """Rule 10's walk at the set of fronts ``front`` (index per column, -1 for none)."""
    held = tuple((number, index) for number, index in enumerate(front) if index >= 0)
    before = _holding(columns, heights, held)
    moved = frozenset(
        columns[number][index] % _FACE_DOWN
        for number, top in enumerate(start)
        for index in range(front[number] + 1, top + 1)
    )
    # Only a column whose bottom card has moved (or one empty now) can be empty, and a King
    # that has moved and is not home lies at the bottom of one such column of its own.
    free = sum(1 for index in front if index < 0) - sum(
        1 for card in moved if card % 13 == _KING and not before.home[card]
    )
    return _Fronts(held, before, moved, free)


def _front_may_go(
    columns: _Columns,
    place: dict[int, tuple[int, int]],
    at: _Fronts,
    mover: tuple[int, int],
    placing: bool,
) -> bool:
    """Whether the front card at ``mover`` may be the first of the fronts to move (rule 10)."""
    # A King goes home or into an empty column: if none can be free, home or not at all.
    elsewhere = columns[mover[0]][mover[1]] % 13 != _KING or at.free > 0
    return _may_go_first(columns, place, at.before, mover, at.moved, elsewhere, placing)


@functools.lru_cache(maxsize=64)
def _hosts_now(columns: _Columns) -> tuple[frozenset[int], frozenset[int], dict[int, int]]:
    """The cards lying directly on a card one rank higher now, the cards they lie on, and which.

    Face-down cards count too (rule 9 counts a card that must leave, face down or not). The
    mapping (card to the card it lies on) is shared: not to be changed.
    """
    lying: dict[int, int] = {}
    for column in columns:
        for under, card in itertools.pairwise(column):
            if under % _FACE_DOWN % 13 == card % _FACE_DOWN % 13 + 1:
                lying[card % _FACE_DOWN] = under % _FACE_DOWN
    return frozenset(lying), frozenset(lying.values()), lying


def _short_for(
    columns: _Columns,
    place: dict[int, tuple[int, int]],
    before: _Before,
    mover: tuple[int, int],
    *,
    goes_home: bool = False,
    moved: frozenset[int] = frozenset(),
) -> bool:
    """Whether the held card at ``mover`` cannot be the first of the held cards to move, at *t*.

    It moves onto a host at *t*, or with ``goes_home`` home: then it is the last card of its
    column just before *t*, every lower card of its suit is home by then, and it needs no host.
    ``moved`` are cards known to have left their place by a move of their own before *t* (rule
    10): they are counted like the cards that must leave.

    Cards that must leave their place before *t* by a move of their own: the card on each card
    that must be the last of its column before *t* (the mover if face down; a face-down card
    that must leave; a card that must be home at *t*; the one place the first move of the mover
    or of a card that must leave can go, when it cannot go home, :func:`_free_hosts`), and that
    one place itself when it lies on the card now (:func:`_lies_on`). One with
    no host that can be exposed before *t* goes home and stays there till *t*, as do the lower
    cards of its suit (so they must be the last of their column too); if it cannot go home
    before *t*, the mover cannot move first. Then, rank by rank, the cards that are on a host at
    *t* (they cannot go home before it, and lie on one now or must have left their place; not
    the held ones, which do not move before *t*) and the mover are counted against the hosts
    that can hold them: not beneath a held card, not home at *t*, exposed before *t* or with a
    card of that rank on them now. A card that could be either, home or on a host at *t*, and
    would overfill its rank on a host, is looked at both ways (:func:`_short_if`): the count
    must fail both ways.
    """
    x = columns[mover[0]][mover[1]] % _FACE_DOWN
    return _short_if(
        columns,
        place,
        before,
        mover,
        frozenset([x]) if goes_home else frozenset(),
        frozenset(),
        moved,
        [_SPLIT_LIMIT],
    )


def _short_if(
    columns: _Columns,
    place: dict[int, tuple[int, int]],
    before: _Before,
    mover: tuple[int, int],
    assumed_home: frozenset[int],
    assumed_on_host: frozenset[int],
    moved: frozenset[int],
    splits: list[int],
) -> bool:
    """The count of :func:`_short_for`, given cards that are home at *t* and cards that are not.

    ``assumed_home`` are cards taken to be home at *t* (the mover among them when it goes home);
    ``assumed_on_host`` are cards taken not to be, though rule 8's fixpoint lets them go home: one
    that must leave or lies on a host is then on a host at *t*. When the count passes but some
    card that may be home would, counted on a host, overfill its rank, the count is made again
    both ways, home and not, while ``splits`` (shared by all the ways tried) lasts.
    """
    exposed, home, held, beneath, _, _ = before
    number, index = mover
    x = columns[number][index] % _FACE_DOWN
    goes_home = x in assumed_home
    # The cards that must be the last of their column before t, to be looked at (the mover
    # going home is, with its suit).
    pending = [x] if columns[number][index] >= _FACE_DOWN and not goes_home else []
    must_show = set(pending)
    home_at_t: set[int] = set()
    # Cards found to leave their place by a move of their own before t, not looked at yet (the
    # others are found as the card lying on a card that must show).
    parting: list[int] = []

    def show(card: int) -> None:
        """``card``, if in a column, is the last of it at some moment before t."""
        if card in place and card not in must_show:
            must_show.add(card)
            pending.append(card)

    def send_home(card: int) -> bool:
        """Take ``card`` and every lower card of its suit as home at t: false if one cannot be.

        Each of them in a column is the last of it before t. Only the mover itself goes home at
        t; a held card below another would have to go before, and it does not move before t.
        """
        for lower in range(card - card % 13, card + 1):
            if lower in beneath or lower in assumed_on_host or lower in held and lower != card:
                return False
            home_at_t.add(lower)
            show(lower)
        return True

    def has_a_place(card: int) -> bool:
        """Whether the first move of its own of ``card`` (onto a host) can go anywhere.

        When it can go to one place only, that place shows before t (:func:`_free_hosts`).
        """
        free = _free_hosts(columns, place, exposed, beneath, card)
        if len(free) == 1:
            show(free[0])
            if _lies_on(place, free[0], card):
                parting.append(free[0])  # it leaves the card first, by a move of its own
        return bool(free)

    if not all(send_home(card) for card in assumed_home):
        return True  # a card taken as home at t cannot be
    if not goes_home and x % 13 != _KING and not has_a_place(x):
        return True
    leave: set[int] = set()  # must leave their place by a move of their own before t
    while pending or parting:
        if parting:
            card = parting.pop()
            where, at = place[card]
            raw = columns[where][at]
        else:
            where, at = place[pending.pop()]
            if at + 1 == len(columns[where]):
                continue
            raw = columns[where][at + 1]
            card = raw % _FACE_DOWN
        if card in leave:
            continue
        if card in held or card in beneath:
            return True  # it cannot move before t
        leave.add(card)
        if raw >= _FACE_DOWN:
            show(card)
        rank = card % 13
        if rank == _KING:
            continue
        if not home[card]:
            # Its first move of its own takes it onto a host, then the last of its column.
            if not has_a_place(card):
                return True
            continue
        if any(exposed[host] and host not in beneath for host in range(rank + 1, 52, 13)):
            continue
        # No host before t: home, with the lower cards of its suit, and there at t.
        if not send_home(card):
            return True
    # Per rank: the cards on a host at t, and the cards that may be either.
    on_hosts = _hosts_now(columns)[0]
    needed = [0] * 13
    if not goes_home:
        needed[x % 13] = 1
    either: dict[int, list[int]] = {}
    for card in sorted(leave | moved | on_hosts):
        if card % 13 == _KING or card in held or card in beneath or card in home_at_t:
            continue  # a King needs no host; the others are not on one at t
        if card not in place:
            continue  # home now: counted as home
        if not home[card] or card in assumed_on_host:
            needed[card % 13] += 1
        else:
            either.setdefault(card % 13, []).append(card)
    tightest: tuple[int, list[int]] = (0, [])
    for rank in range(_KING):
        if not needed[rank] and rank not in either:
            continue
        hosts = len(before.hosts[rank])
        for host in before.hosts[rank]:
            if host in home_at_t:
                hosts -= 1
        if needed[rank] > hosts:
            return True
        # How near the rank comes to overfilling, were every card that may be home on a host.
        maybe = either.get(rank, [])
        over = needed[rank] + len(maybe) - hosts
        if maybe and over > tightest[0]:
            tightest = (over, maybe)
    if not tightest[1] or splits[0] <= 0:
        return False
    # A card that may be home at t, or on a host: the count must fail both ways.
    card = tightest[1][0]
    splits[0] -= 1
    on_a_host = _short_if(
        columns, place, before, mover, assumed_home, assumed_on_host | {card}, moved, splits
    )
    return on_a_host and _short_if(
        columns, place, before, mover, assumed_home | {card}, assumed_on_host, moved, splits
    )


def _free_hosts(
    columns: _Columns,
    place: dict[int, tuple[int, int]],
    exposed: list[bool],
    beneath: set[int],
    card: int,
) -> list[int]:
    """Where the first move of its own of ``card``, before *t* or at it, can take it (rule 9).

    The cards one rank higher that can be the last of their column by then (``exposed``), not
    beneath a held card, and not beneath ``card`` with only face-down cards between: no group
    can part the two before it moves.
    """
    where, at = place[card]
    column = columns[where]
    return [
        host
        for host in range(card % 13 + 1, 52, 13)
        if exposed[host]
        and host not in beneath
        and not (
            place.get(host, (-1, 0))[0] == where
            and place[host][1] < at
            and all(raw >= _FACE_DOWN for raw in column[place[host][1] + 1 : at])
        )
    ]


def _lies_on(place: dict[int, tuple[int, int]], host: int, card: int) -> bool:
    """Whether ``host`` lies directly on ``card`` now, both in a column.

    Then ``card`` comes onto ``host`` only once ``host`` has left it by a move of its own (rule
    9, *A host lying on the card*).
    """
    where, at = place.get(card, (-1, 0))
    return place.get(host) == (where, at + 1)


class _Placing:
    """Where some cards are at *t*, as one way of placing them says (:func:`_unplaceable`).

    Each fact maps a card to its reason: the choices of places it follows from, as a mask whose
    bit *d* is the choice made at depth *d* of the search (0 for what holds in every way).
    """

    __slots__ = ("back", "home", "leave", "on", "pending", "shown", "used")

    def __init__(self) -> None:
        #: Cards that are the last of their column at some moment before *t*.
        self.shown: dict[int, int] = {}
        #: Of those, the ones whose card on them is not looked at yet.
        self.pending: list[int] = []
        #: Cards that leave their place by a move of their own before *t*.
        self.leave: dict[int, int] = {}
        #: Cards home at *t*.
        self.home: dict[int, int] = {}
        #: Cards on a host at *t*; and the hosts taken (the mover's is empty).
        self.on: dict[int, int] = {}
        self.used: dict[int, int] = {}
        #: Hosts home now: taken back before *t*, so in a column at *t*, carrying a card.
        self.back: dict[int, int] = {}

    def copy(self) -> _Placing:
        """Another way, the same so far."""
        other = _Placing()
        other.shown = dict(self.shown)
        other.pending = list(self.pending)
        other.leave = dict(self.leave)
        other.home = dict(self.home)
        other.on = dict(self.on)
        other.used = dict(self.used)
        other.back = dict(self.back)
        return other


def _unplaceable(
    columns: _Columns,
    place: dict[int, tuple[int, int]],
    before: _Before,
    mover: tuple[int, int],
    *,
    goes_home: bool = False,
    moved: frozenset[int] = frozenset(),
    backjump: bool = True,
    budget: list[int] | None = None,
) -> bool:
    """Whether no placing of the cards at *t* lets the held card at ``mover`` move first then.

    Rule 9, *Each card on a host of its own* (docs/winnability.md): where :func:`_short_for`
    counts the cards on hosts rank by rank, this gives each card its own place at *t*: home, the
    host it lies on now, or another host, which was the last card of its column when the card
    came onto it, so the card lying on that host now left it first; a host that lies on the card
    now, once it has left the card (:func:`_lies_on`). The mover goes home or onto a host that is
    the last card of its column at *t*. A host home now was taken back, with the cards above it
    on its foundation, and needs a place too. Kings that left their place take columns of their
    own. Every way must fail; after ``budget[0]`` places tried where there was a choice
    (``_PLACEMENT_LIMIT`` unless given; what is left stays in the list), nothing is proved.

    Each failure comes with the choices it follows from (*Going back past the choices that
    played no part*): when a way fails for reasons none of which is the last choice, the other
    places for that choice would fail alike, and the search goes back past it at once. With
    ``backjump`` false it tries them all, as it did before (the tests compare the two).
    """
    exposed, may_go_home, held, beneath, hosts, open_columns = before
    x = columns[mover[0]][mover[1]] % _FACE_DOWN
    lying, _, under = _hosts_now(columns)
    left = [_PLACEMENT_LIMIT] if budget is None else budget

    # Every helper answers 0 when all is well, or the reasons of a contradiction with bit 0 set
    # (so that a contradiction that follows from no choice is not 0 too).

    def show(way: _Placing, card: int, why: int) -> None:
        """``card`` is the last of its column at some moment before *t*."""
        if card in place and card not in way.shown:
            way.shown[card] = why
            way.pending.append(card)

    def send_home(way: _Placing, card: int, why: int) -> int:
        """``card`` is home at *t*, and so every lower card of its suit."""
        for lower in range(card - card % 13, card + 1):
            if lower in way.home:
                continue
            if lower in beneath or lower in held and lower != x or not may_go_home[lower]:
                return why | 1
            for taken in (way.on, way.used, way.back):
                if lower in taken:
                    return why | taken[lower] | 1
            way.home[lower] = why
            show(way, lower, why)
        return 0

    def take_back(way: _Placing, host: int, why: int) -> int:
        """``host``, home now, is in a column at *t*: so is every card above it on its foundation.

        Each was taken back before *t*, and none can be home again while ``host`` is not.
        """
        for card in range(host, host - host % 13 + 13):
            if card in place:
                break
            if card in way.home:
                return why | way.home[card] | 1
            way.back.setdefault(card, why)
        return 0

    def settle(way: _Placing) -> int:
        """What the cards that are shown make leave."""
        while way.pending:
            shown = way.pending.pop()
            why = way.shown[shown]
            where, at = place[shown]
            if at + 1 == len(columns[where]):
                continue
            above = columns[where][at + 1]
            card = above % _FACE_DOWN
            if card in held or card in beneath:
                return why | 1  # it does not move before t
            way.leave.setdefault(card, why)
            if above >= _FACE_DOWN:
                show(way, card, why)  # it turns before it moves
        # A King that left its place lies at the bottom of a column whose own bottom card has
        # left (a King at the bottom now only trades its column for another). None can go home
        # before t: a King that may is no card the placing is about.
        why = kings = 0
        for card in way.leave.keys() | moved:
            if card % 13 == _KING and place.get(card, (0, 0))[1] and not may_go_home[card]:
                kings += 1
                why |= 0 if card in moved else way.leave[card]
        for card, reason in way.back.items():
            if card % 13 == _KING:
                kings, why = kings + 1, why | reason
        if x % 13 == _KING and x not in way.home:
            kings += 1
        return why | 1 if kings > open_columns else 0

    def put_on(way: _Placing, card: int, host: int, why: int) -> int:
        """``card`` lies on ``host`` at *t*, having come onto it.

        ``host`` was then the last card of its column; so too the host it lies on now, since it
        left that before. A host lying on the card now had left it by a move of its own
        (:func:`_lies_on`): it must be placed too.
        """
        show(way, host, why if host != under.get(card) else why | way.leave.get(card, 0))
        if _lies_on(place, host, card):
            way.leave.setdefault(host, why)
        way.on[card] = why
        way.used[host] = why
        return 0 if host in place else take_back(way, host, why)

    def places(way: _Placing, card: int) -> tuple[list[int], int]:
        """Where ``card`` may be at *t* (a host, or -1 for home), and why nowhere else.

        Only a card that must be placed anew asks (:func:`todo`): one that left its place or has
        moved, or whose host is taken or home. So it comes onto the host it goes to, its own
        too, and that host must be able to show.
        """
        found = []
        why = 0
        if not may_go_home[card]:
            pass  # closed in every way
        elif card in way.used or card in way.back:
            why |= way.used.get(card, 0) | way.back.get(card, 0)
        else:
            found.append(-1)
        for host in hosts[card % 13]:
            if host in way.used:
                why |= way.used[host]
            elif host in way.home:
                why |= way.home[host]
            elif exposed[host]:
                found.append(host)
            elif host == under.get(card):
                why |= way.leave.get(card, 0)  # it left, and its host is not exposed
        return found, why

    def todo(way: _Placing) -> Iterator[tuple[int, int]]:
        """The cards to place, each with why it must be placed anew.

        Those that left their place, and those on a host now that can no longer be there (its
        host is taken or home); the others can stay where they lie.
        """
        for card in sorted(way.leave.keys() | moved | lying):
            if (
                card % 13 == _KING
                or card not in place
                or card in held
                or card in beneath
                or card in way.home
                or card in way.on
            ):
                continue
            if card in way.leave:
                yield card, way.leave[card]
            elif card in moved or card not in under:
                yield card, 0
            elif under[card] in way.used:
                yield card, way.used[under[card]]
            elif under[card] in way.home:
                yield card, way.home[under[card]]
        for card in sorted(way.back):
            if card % 13 != _KING and card not in way.on:
                yield card, way.back[card]

    def fits(way: _Placing, depth: int) -> int:
        """0 if the cards can all be placed this way (or the budget ran out), else why not."""
        failed = settle(way)
        if failed:
            return failed
        fewest: tuple[int, list[int], int] | None = None
        for card, needed in todo(way):
            found, why = places(way, card)
            if not found:
                return needed | why | 1
            if fewest is None or len(found) < len(fewest[1]):
                fewest = (card, found, needed | why)
        if fewest is None:
            return 0
        card, found, why = fewest
        choice = 1 << depth
        for host in found:
            if len(found) > 1:
                if left[0] <= 0:
                    return 0
                left[0] -= 1
            branch = way.copy()
            failed = (
                send_home(branch, card, choice) if host < 0 else put_on(branch, card, host, choice)
            ) or fits(branch, depth + 1)
            if not failed:
                return 0
            if backjump and not failed & choice:
                return failed  # the other places would fail alike
            why |= failed & ~choice
        return why | 1

    start = _Placing()
    if columns[mover[0]][mover[1]] >= _FACE_DOWN:
        show(start, x, 0)  # it turns before it moves
    if goes_home:
        return bool(send_home(start, x, 0) or fits(start, 1))
    if x % 13 == _KING:
        return bool(fits(start, 1))  # into an empty column, counted with the Kings
    for host in hosts[x % 13]:
        if not exposed[host]:
            continue
        # Nothing the mover lies on now is a host (it is beneath it): ``host`` is shown, the
        # last card of its column at t.
        branch = start.copy()
        if put_on(branch, x, host, 0):
            continue
        if not fits(branch, 1):
            return False  # it fits, or the budget ran out: nothing proved
    return True


def _path(parents: dict[bytes, tuple[bytes, list[_Step]]], key: bytes) -> list[_Step]:
    """The steps that lead to ``key`` through a table of parents, from its root (parent b"")."""
    line: list[_Step] = []
    while key:
        key, before = parents[key]
        line = before + line
    return line


def _face_down(packed: bytes) -> int:
    """How many face-down cards a packed column (or a key of joined columns) holds."""
    return len(packed) - len(packed.translate(None, _DOWN_BYTES))


def _play(columns: _Columns, heights: _Heights, step: _Step) -> tuple[_Columns, _Heights]:
    """The position after a legal step, with the uncovered card turned face up."""
    source, start, target = step
    piles = list(columns)
    if source < FOUNDATION_BASE:
        column = columns[source]
        group = column[start:]
        rest = column[:start]
        if rest and rest[-1] >= _FACE_DOWN:
            rest = rest[:-1] + _FLIPPED[rest[-1]]
        piles[source] = rest
    else:
        suit = source - FOUNDATION_BASE
        height = heights[suit] - 1
        heights = heights[:suit] + (height,) + heights[suit + 1 :]
        group = _SINGLE[suit * 13 + height]
    if target < FOUNDATION_BASE:
        piles[target] = columns[target] + group
    else:
        suit = target - FOUNDATION_BASE
        heights = heights[:suit] + (heights[suit] + 1,) + heights[suit + 1 :]
    return tuple(piles), heights


class _Stand(NamedTuple):
    """A position a climb stood on: its key, columns, foundation heights, and line length."""

    key: bytes
    columns: _Columns
    heights: _Heights
    steps: int
    """How many steps of the climb's line lead from the start to it."""


class _Climbed(NamedTuple):
    """A climb that got stuck, kept so that later climbs may start partway along it."""

    value: int
    """Where it got stuck: 64 per card home less 1 per card face down (higher is better)."""
    attempt: int
    """Its number, which breaks ties: the older of two climbs that got as far is kept."""
    stands: list[_Stand]
    """The positions it stood on, from the start to where it got stuck."""
    line: list[_Step]
    """The steps from the start to where it got stuck."""


class _Memo:
    """What the searches of one style share across a solve: the columns and positions they rate.

    Each dive is a search of its own, but dives start from the same position and meet the same
    columns and positions again (a fifth of the positions a dive tests for a dead end were
    tested by an earlier dive). The climbs also keep the climbs that got furthest.
    """

    def __init__(self) -> None:
        self.column_rates: dict[bytes, int] = {}
        self.groups: dict[bytes, tuple[tuple[int, int, int, bool], ...]] = {}
        self.hopeless: dict[bytes, bool] = {}
        #: The best climbs that got stuck, best first (at most ``_KEPT_CLIMBS``).
        self.climbed: list[_Climbed] = []


class _Search:
    """One search: its transposition table, budget, node count and best position reached.

    The transposition table maps each canonical position reached to the position it was first
    reached from and the steps that led there, which gives back the winning line (or the line to
    the best position) at the end. Best-first, the frontier is a heap ordered by :meth:`rate`,
    ties broken by the order of discovery, so the most promising positions are expanded first;
    depth-first, the first new position is followed at once. Either way a position already in
    the table is never expanded again, so the search is exhaustive when there is no win.
    """

    def __init__(
        self,
        relaxed: bool,
        max_nodes: int | None,
        deadline: float | None,
        cancelled: Callable[[], bool] | None,
        style: _Style = _STYLES[0],
        memo: _Memo | None = None,
        home_first: dict[int, bytes] | None = None,
        retrace: bool = False,
    ) -> None:
        self.relaxed = relaxed
        self.style = style
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.cancelled = cancelled
        self.nodes = 0
        # A narrow search plays every foundation move at once, as Classic does.
        self.settle_by_rank = relaxed and not style.narrow
        self.lateral = style.lateral and style.seed % 2 == 1
        # Per column (columns recur in many positions): its rating and its movable groups; and
        # per position, whether it is a dead end. Shared by the dives of one style.
        memo = memo or _Memo()
        self.column_rates = memo.column_rates
        self.groups = memo.groups
        self.hopeless = memo.hopeless
        self.climbed = memo.climbed
        #: Whether some climbs start partway along the best climbs kept (see :meth:`climb`).
        self.retrace = retrace
        self.parents: dict[bytes, tuple[bytes, list[_Step]]] = {}
        #: Best-first: positions waiting to be expanded, by rating and order of discovery.
        self.frontier: list[tuple[int, int, bytes, _Columns, _Heights]] = []
        self.counter = 0
        #: The best position reached, rated 64 per card home less 1 per card face down.
        self.best_value = -1
        self.best_key = b""
        #: Whether a dive left out a dead end: its running out then proves no best outcome.
        self.pruned = False
        #: A climb keeps no table of its own from the start: the line to its best position.
        self.best_steps: list[_Step] | None = None
        #: Cards whose first move takes them home (see :func:`_home_first`), with what lies
        #: beneath each at the start: a climb does not move them elsewhere while it still does.
        self.home_first = home_first or {}

    def best_line(self) -> list[_Step]:
        """The steps from the start to the best position reached."""
        if self.best_steps is not None:
            return self.best_steps
        return _path(self.parents, self.best_key)

    def run(self, columns: _Columns, heights: _Heights) -> tuple[Verdict, list[_Step], Stop | None]:
        """Search from a position in the search's style."""
        forced, columns, heights = self.settle(columns, heights, [])
        if sum(heights) == 52:
            self.best_value = 52 * 64
            return Verdict.WINNABLE, forced, None
        root = b"\xff".join(sorted(columns))
        self.parents = {root: (b"", forced)}
        self.best_key = root
        self.best_value = sum(heights) * 64 - _face_down(root)
        if self.style.climb:
            return self.climb(root, forced, columns, heights)
        if self.style.depth_first:
            return self.dive(root, columns, heights)
        self.frontier = [(0, 0, root, columns, heights)]
        return self.expand_best_first()

    def resume(self, max_nodes: int | None) -> tuple[Verdict, list[_Step], Stop | None]:
        """Go on with a best-first search stopped by its node budget, up to a new budget."""
        self.max_nodes = max_nodes
        return self.expand_best_first()

    def expand_best_first(self) -> tuple[Verdict, list[_Step], Stop | None]:
        """Always expand the most promising position known."""
        parents = self.parents
        counter = self.counter
        step_counter = -1 if self.style.newest_first else 1
        frontier = self.frontier
        play = self.play
        generate = self.moves
        rate = self.rate
        nodes = self.nodes
        best_home = self.best_value // 64
        next_check = 0
        pop = heapq.heappop
        push = heapq.heappush
        while frontier:
            entry = pop(frontier)
            _, _, key, columns, heights = entry
            for step in generate(columns, heights, key[-1] if key[-2:-1] == _PENDING else -1):
                if nodes >= next_check:
                    stop, next_check = self.check_budget(nodes)
                    if stop is not None:
                        # Put the position back: when the search resumes it is expanded again,
                        # and the children it already has are skipped as seen.
                        push(frontier, entry)
                        self.counter = counter
                        return Verdict.UNKNOWN, [], stop
                nodes += 1
                steps, after, tops = play(columns, heights, step)
                home = sum(tops)
                if home == 52:
                    self.nodes = nodes
                    return Verdict.WINNABLE, self.line_to(key, steps), None
                child = b"\xff".join(sorted(after))
                if step[0] >= FOUNDATION_BASE:
                    # Next: a move onto the card taken back, or a takeback (docs/winnability.md,
                    # rule 7).
                    child += _PENDING + _SINGLE[after[step[2]][-1]]
                if child in parents:
                    continue
                parents[child] = (key, steps)
                if home >= best_home:
                    # Most positions bring no more cards home than the best so far: only the
                    # others need their face-down cards counted.
                    value = home * 64 - len(child) + len(child.translate(None, _DOWN_BYTES))
                    if value > self.best_value:
                        self.best_value, self.best_key, best_home = value, child, home
                counter += step_counter
                push(frontier, (rate(after), counter, child, after, tops))
        self.nodes = nodes
        return Verdict.UNWINNABLE, [], None

    def dive(
        self, root: bytes, columns: _Columns, heights: _Heights
    ) -> tuple[Verdict, list[_Step], Stop | None]:
        """Depth-first: go on from the best-rated new position at once, back up when stuck.

        Each position's new children are rated and tried best first (ties in an order drawn
        from the style's seed, so that each round dives differently). A dive reaches positions
        where every other move is used up within a few steps, so a run of takebacks that a win
        needs is tried there soon, instead of after every position rated better anywhere.
        """
        parents = self.parents
        lateral = self.lateral
        play = self.play
        generate = self.moves
        rate = self.rate
        shuffle = random.Random(self.style.seed).random
        jitter = self.style.jitter
        dead_ends = self.style.dead_ends
        skipped = 0
        nodes = self.nodes
        best_home = self.best_value // 64
        next_check = 0
        stack: list[list[tuple[float, float, bytes, _Columns, _Heights]]] = [
            [(0.0, 0.0, root, columns, heights)]
        ]
        while stack:
            pending = stack[-1]
            if not pending:
                stack.pop()
                continue
            _, _, key, columns, heights = pending.pop()
            if dead_ends and len(stack) > 1 and self.is_hopeless(key, columns, heights):
                # Lost (rule 8): no win behind it. The root was tested before any search.
                self.pruned = True
                skipped += 1
                if not skipped % 64:
                    # The tests generate no moves: look at the budget between them too.
                    self.nodes = nodes
                    stop = self.over_budget()
                    if stop is not None:
                        return Verdict.UNKNOWN, [], stop
                continue
            children = []
            for step in generate(
                columns,
                heights,
                key[-1] if key[-2:-1] == _PENDING else -1,
                key[-2:] if key[-3:-2] == _USED else b"",
            ):
                if nodes >= next_check:
                    stop, next_check = self.check_budget(nodes)
                    if stop is not None:
                        return Verdict.UNKNOWN, [], stop
                nodes += 1
                steps, after, tops = play(columns, heights, step)
                home = sum(tops)
                if home == 52:
                    self.nodes = nodes
                    return Verdict.WINNABLE, self.line_to(key, steps), None
                child = b"\xff".join(sorted(after))
                if step[0] >= FOUNDATION_BASE:
                    # Next: a move onto the card taken back, or a takeback (docs/winnability.md,
                    # rule 7).
                    child += _PENDING + _SINGLE[after[step[2]][-1]]
                elif lateral and step[2] < FOUNDATION_BASE and step[1]:
                    source, start, _ = step
                    under = columns[source][start - 1]
                    if (
                        under < _FACE_DOWN
                        and under % 13 == columns[source][start] % 13 + 1
                        and after[source][-1:] == _SINGLE[under]
                    ):
                        child += _USED + _SINGLE[under] + _SINGLE[columns[source][-1]]
                if child in parents:
                    continue
                parents[child] = (key, steps)
                if home >= best_home:
                    value = home * 64 - len(child) + len(child.translate(None, _DOWN_BYTES))
                    if value > self.best_value:
                        self.best_value, self.best_key, best_home = value, child, home
                children.append((rate(after) + jitter * shuffle(), 0.0, child, after, tops))
            if children:
                # The list is popped from its end: the best-rated child comes last.
                children.sort(reverse=True)
                stack.append(children)
        self.nodes = nodes
        return Verdict.UNWINNABLE, [], None

    def climb(
        self, root: bytes, forced: list[_Step], columns: _Columns, heights: _Heights
    ) -> tuple[Verdict, list[_Step], Stop | None]:
        """Hill-climbing: go to the nearest position rated better, again and again; restart.

        Each step looks breadth-first from where the climb stands (moves in an order drawn from
        the seed) for the first new position rated better than that one, the rating shaken by
        less than one point so that ties fall differently each time, and commits to the line
        there: a short way to the next gain disturbs the rest of the table least. It never goes
        to a dead end (rule 8: lost, however well rated) nor looks on past one it found, it
        leaves a card that must go home first where it lies, and it rates each card home below
        such a card as a gain (``_AIM``).
        When nothing better lies within its reach, the climb starts afresh: from the start
        position, or (with ``retrace``, half the time) from a position drawn at random along one
        of the climbs that got furthest so far (``_KEPT_CLIMBS`` of them, by cards home, then
        cards turned), with a new seed from there. Such a climb keeps the other's beginning and
        tries another way on; the half that start from the start serve the deals whose best
        climbs all went wrong early. Climbs take turns between two ratings, the style's own and
        a coarse one that counts only the cards turned and the cards home. A climb gives up
        looking for the next gain after ``_CLIMB_REACH`` moves; docs/winnability.md says what
        that won, and what starting partway won. Only a budget ends it: it proves nothing.
        """
        play = self.play
        generate = self.moves
        rate = self.rate
        nodes = self.nodes
        next_check = 0
        home_first = self.home_first
        kept = self.climbed
        known_dead = self.hopeless.get
        for attempt in itertools.count(self.style.seed * _CLIMB_ATTEMPTS):
            draw = random.Random(attempt)
            shake, shuffle = draw.random, draw.shuffle
            coarse = attempt % 2 == 1
            aim = _COARSE_AIM if coarse else _AIM
            if self.retrace and kept and draw.random() < _RETRACE_SHARE:
                along = kept[draw.randrange(len(kept))]
                stands = along.stands[: draw.randrange(len(along.stands)) + 1]
                line = along.line[: stands[-1].steps]
            else:
                stands = [_Stand(root, columns, heights, len(forced))]
                line = list(forced)
            here, here_columns, here_heights, _ = stands[-1]
            level = (
                _COARSE_FACE_DOWN * _face_down(here) - _COARSE_HOME * sum(here_heights)
                if coarse
                else rate(here_columns)
            )
            if home_first:
                level -= aim * _toward(home_first, here_heights)
            mark = level + shake()
            started = nodes
            climbed = {stand.key for stand in stands}
            while True:
                # Breadth-first from here, for the first position rated better than ``mark``.
                parents: dict[bytes, tuple[bytes, list[_Step]]] = {here: (b"", [])}
                queue = collections.deque(((here, here_columns, here_heights),))
                found = None
                first = nodes
                while queue and found is None and nodes - first < _CLIMB_REACH:
                    key, at_columns, at_heights = queue.popleft()
                    steps_here = generate(
                        at_columns, at_heights, key[-1] if key[-2:-1] == _PENDING else -1
                    )
                    if home_first:
                        steps_here = [
                            step for step in steps_here if not self.too_early(at_columns, step)
                        ]
                    shuffle(steps_here)
                    for step in steps_here:
                        if nodes >= next_check:
                            stop, next_check = self.check_budget(nodes)
                            if stop is not None:
                                return Verdict.UNKNOWN, [], stop
                        nodes += 1
                        steps, after, tops = play(at_columns, at_heights, step)
                        home = sum(tops)
                        position = child = b"\xff".join(sorted(after))
                        if step[0] >= FOUNDATION_BASE:
                            child += _PENDING + _SINGLE[after[step[2]][-1]]
                        if child in parents or child in climbed:
                            continue
                        parents[child] = (key, steps)
                        if home == 52:
                            self.nodes = nodes
                            self.best_value = 52 * 64
                            return Verdict.WINNABLE, line + _path(parents, child), None
                        down = _face_down(child)
                        if home * 64 - down > self.best_value:
                            self.best_value = home * 64 - down
                            self.best_steps = line + _path(parents, child)
                        if known_dead(position):
                            # Found a dead end before (below): every position after it is lost.
                            continue
                        level = (
                            _COARSE_FACE_DOWN * down - _COARSE_HOME * home
                            if coarse
                            else rate(after)
                        )
                        if home_first:
                            level -= aim * _toward(home_first, tops)
                        rating = level + shake()
                        if rating < mark:
                            if self.is_hopeless(child, after, tops):
                                # Lost, and so is every position after it: never worth a look.
                                continue
                            found, mark = (child, after, tops), rating
                            break
                        queue.append((child, after, tops))
                if found is None:
                    self.keep(
                        _Climbed(sum(here_heights) * 64 - _face_down(here), attempt, stands, line)
                    )
                    break
                line += _path(parents, found[0])
                here, here_columns, here_heights = found
                climbed.add(here)
                stands.append(_Stand(here, here_columns, here_heights, len(line)))
            if nodes == started and len(stands) == 1:
                # Not a single move from the start: nothing to climb. (From partway along a kept
                # climb, the next climb may start elsewhere.)
                self.nodes = nodes
                return Verdict.UNKNOWN, [], Stop.NODES
        raise AssertionError("unreachable")  # pragma: no cover

    def keep(self, climb: _Climbed) -> None:
        """Keep a stuck climb among the best ones: while there is room, or if it got further.

        A climb that never moved is not kept: starting along it is starting afresh. (One that
        started partway and moved no further is kept like any other; its stands are another's.)
        """
        kept = self.climbed
        if len(climb.stands) < 2:
            return
        if len(kept) >= _KEPT_CLIMBS and climb.value <= kept[-1].value:
            return
        kept.append(climb)
        kept.sort(key=lambda climbed: (-climbed.value, climbed.attempt))
        del kept[_KEPT_CLIMBS:]

    def too_early(self, columns: _Columns, step: _Step) -> bool:
        """Whether ``step`` takes a card that must go home first onto a card, from its place.

        Its place: lying on the cards it lay on at the start, so it has not moved yet.
        """
        source, start, target = step
        if source >= FOUNDATION_BASE or target >= FOUNDATION_BASE:
            return False
        column = columns[source]
        beneath = self.home_first.get(column[start])
        return beneath is not None and column[:start] == beneath

    def is_hopeless(self, key: bytes, columns: _Columns, heights: _Heights) -> bool:
        """Whether a position is a dead end by rule 8, remembered across dives.

        Remembered by the position alone: the tag a takeback or a narrowed move leaves at the
        end of a key says what may follow, not what the position is. Rule 9's first form, which
        :func:`solve` asks at the start, is not asked here: after rule 8 it found none of 23,000
        positions the climbs and dives of 16 hard deals tested, at a cost of about 37 µs each.
        """
        position = key.partition(_PENDING)[0].partition(_USED)[0]
        known = self.hopeless.get(position)
        if known is None:
            known = _dead_end(columns, heights)
            if len(self.hopeless) > _CACHE_LIMIT:
                self.hopeless.clear()
            self.hopeless[position] = known
        return known

    def line_to(self, key: bytes, steps: list[_Step]) -> list[_Step]:
        """The whole line to a win: the steps to ``key``, then ``steps``; it is the best too."""
        self.best_value = 52 * 64
        return _path(self.parents, key) + steps

    def rate(self, columns: _Columns) -> int:
        """How far a position looks from a win (lower is better)."""
        total = 0
        cache = self.column_rates
        for column in columns:
            value = cache.get(column)
            if value is None:
                value = self.rate_column(column)
                if len(cache) > _CACHE_LIMIT:
                    cache.clear()
                cache[column] = value
            total += value
        return total

    def rate_column(self, column: bytes) -> int:
        """How far one column looks from done.

        Face-down cards weigh most; then face-up cards not lying on a card they fit; and each
        card over face-down cards a little more, as it must move away before the next turns.
        """
        style = self.style
        value = 0
        below = -1
        relaxed = self.relaxed
        face_down = 0
        for card in column:
            if card >= _FACE_DOWN:
                value += style.face_down
                face_down += 1
            elif below < 0 or below >= _FACE_DOWN:
                value += style.loose if card % 13 != _KING else 1
            elif relaxed and below % 13 != card % 13 + 1 or not relaxed and below != card + 1:
                value += style.loose
            else:
                value += 1
            below = card
        if face_down:
            value += style.burden * (len(column) - face_down)
        if style.buried:
            height = len(column)
            value += (
                style.buried
                * sum((13 - card % 13) * (height - 1 - index) for index, card in enumerate(column))
                // 13
            )
        return value

    def check_budget(self, nodes: int) -> tuple[Stop | None, int]:
        """Count ``nodes`` as generated; why the search must stop now, and when to look again."""
        self.nodes = nodes
        next_check = nodes + _CHECK_EVERY
        if self.max_nodes is not None:
            next_check = min(next_check, self.max_nodes)
        return self.over_budget(), next_check

    def over_budget(self) -> Stop | None:
        """Why the search must stop now, if it must."""
        if self.max_nodes is not None and self.nodes >= self.max_nodes:
            return _stopped(self.cancelled, None) or Stop.NODES
        return _stopped(self.cancelled, self.deadline)

    def play(
        self, columns: _Columns, heights: _Heights, step: _Step
    ) -> tuple[list[_Step], _Columns, _Heights]:
        """Play ``step`` from a settled position, then the foundation moves it makes due."""
        after, tops = _play(columns, heights, step)
        source, _, target = step
        # From a settled position only a foundation move, or the card a move uncovers, can make
        # a foundation move due: otherwise there is nothing to settle.
        if target >= FOUNDATION_BASE or (
            source < FOUNDATION_BASE
            and (uncovered := after[source])
            and uncovered[-1] % 13 == tops[uncovered[-1] // 13]
        ):
            return self.settle(after, tops, [step])
        return [step], after, tops

    def settle(
        self, columns: _Columns, heights: _Heights, forced: list[_Step]
    ) -> tuple[list[_Step], _Columns, _Heights]:
        """Play every forced foundation move (proved safe in docs/winnability.md).

        Classic: every foundation move is safe. Relaxed: a card is safe on its foundation when
        every card of a lower rank is already on the foundations. The moves are added to
        ``forced`` (the steps that led here), which is returned.
        """
        by_rank = self.settle_by_rank
        lowest = min(heights) if by_rank else 0
        again = True
        while again:
            again = False
            for source, column in enumerate(columns):
                if not column:
                    continue
                card = column[-1]
                suit = card // 13
                if (
                    (card % 13 == lowest and heights[suit] == lowest)
                    if by_rank
                    else card % 13 == heights[suit]
                ):
                    step = (source, len(column) - 1, FOUNDATION_BASE + suit)
                    forced.append(step)
                    columns, heights = _play(columns, heights, step)
                    if by_rank:
                        lowest = min(heights)
                    again = True
        return forced, columns, heights

    def moves(
        self, columns: _Columns, heights: _Heights, taken: int = -1, uncovered: bytes = b""
    ) -> list[_Step]:
        """The moves worth trying from a settled position, most promising first.

        ``taken`` is the card the last move took back from its foundation, if it did: then only
        a move onto it (a takeback too) or another takeback is worth trying (docs/winnability.md,
        rule 7). ``uncovered`` (a narrowed dive) is the card the last move left, with the top card
        of the group that left it: then only a move from or onto that card's column, onto the
        group, or a takeback.
        """
        relaxed = self.relaxed
        narrow = self.style.narrow
        scored: list[tuple[int, _Step]] = []
        empty = -1
        # Where each column's last card is: by card in Classic, by rank in Relaxed.
        targets: dict[int, list[int]] = {}
        for number, column in enumerate(columns):
            if column:
                key = column[-1] % 13 if relaxed else column[-1]
                targets.setdefault(key, []).append(number)
            elif empty < 0:
                empty = number
        groups = self.groups
        for source, column in enumerate(columns):
            movable = groups.get(column)
            if movable is None:
                movable = self.movable(column)
                if len(groups) > _CACHE_LIMIT:
                    groups.clear()
                groups[column] = movable
            for start, fits, score, lifts in movable:
                for target in targets.get(fits, ()):
                    if target != source:
                        scored.append((score, (source, start, target)))
                if lifts and empty >= 0:
                    scored.append((score - 5, (source, start, empty)))
        if relaxed and not narrow:
            lowest = min(heights)
            for suit, height in enumerate(heights):
                # Taking back a card never helps in Classic, nor in Relaxed when every card of
                # its rank less one is on the foundations (docs/winnability.md).
                if height > lowest + 1:
                    step = (FOUNDATION_BASE + suit, height - 1)
                    if height == 13:
                        if empty >= 0:
                            scored.append((-1000, (*step, empty)))
                    else:
                        for target in targets.get(height, ()):
                            scored.append((-1000, (*step, target)))
            # A foundation move that is not forced is still a move to try.
            for source, column in enumerate(columns):
                if column:
                    card = column[-1]
                    if card % 13 == heights[card // 13]:
                        scored.append(
                            (
                                self.score(column, len(column) - 1) + 20,
                                (source, len(column) - 1, FOUNDATION_BASE + card // 13),
                            )
                        )
        # Best first; a stable sort, also reversed, keeps the order of moves rated alike.
        scored.sort(key=itemgetter(0), reverse=True)
        if uncovered:
            # After a group moved off a card it fits: a move from or onto that card's column,
            # onto the group, or a takeback.
            lasts = {column[-1]: n for n, column in enumerate(columns) if column}
            place = lasts.get(uncovered[0], -1)
            pile = lasts.get(uncovered[1], -1)
            return [
                step
                for _, step in scored
                if step[0] == place or step[2] in (place, pile) or step[0] >= FOUNDATION_BASE
            ]
        if taken >= 0:
            place = next(n for n, column in enumerate(columns) if column and column[-1] == taken)
            return [step for _, step in scored if step[2] == place or step[0] >= FOUNDATION_BASE]
        return [step for _, step in scored]

    def movable(self, column: bytes) -> tuple[tuple[int, int, int, bool], ...]:
        """The groups of a column that may move, bottom first: (start, fits, score, lifts).

        ``fits`` is the last card the group goes onto, as :meth:`moves` keys them: a rank one
        higher in Relaxed, the card one higher of the suit in Classic; none (-1) for a King.
        ``lifts``: a King that may go to an empty column (one at the bottom has nothing to gain
        by it). A narrow search leaves out the groups lying on a card they fit.
        """
        relaxed = self.relaxed
        groups = (
            (
                start,
                -1 if card % 13 == _KING else card % 13 + 1 if relaxed else card + 1,
                self.score(column, start),
                start > 0 and card % 13 == _KING,
            )
            for start, card in enumerate(column)
            if card < _FACE_DOWN and len(column) - start <= GROUP_LIMIT
        )
        if self.style.narrow:
            return tuple(group for group in groups if group[2] != _ON_FITTING)
        return tuple(groups)

    def score(self, source: bytes, start: int) -> int:
        """How promising moving ``source[start:]`` away is.

        Turning a face-down card first, then emptying a column, then building a card that lies
        on a card it does not fit; last, moving a card from one fitting card to another.
        """
        if start == 0:
            return 50
        below = source[start - 1]
        if below >= _FACE_DOWN:
            # Dig where the fewest face-down cards are left: that column empties soonest.
            face_down = sum(1 for card in source[:start] if card >= _FACE_DOWN)
            return 100 - face_down
        card = source[start]
        fits = below % 13 == card % 13 + 1 if self.relaxed else below == card + 1
        return _ON_FITTING if fits else 10
