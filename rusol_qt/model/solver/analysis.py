"""Where a game was lost: each position's verdict, the honest chance there, the losing move.

For every position of a recorded game (the deal, then after each action, undos and redos
included) :func:`analyse_game` gives the verdict with sight of every card, the honest chance to
win from what the player could see there, and names the move after which a winnable deal
could no longer be won (issue 42, part C; docs/engine.md, "Where a game was lost").

The verdicts come first, from few searches (:mod:`.settling`: a position reachable from a lost
one is lost, one that reaches a winnable one is winnable). The chances follow: the face-down
cards are guessed as the honest hint guesses them (:mod:`.honest`), and each guess is settled
the same way over the positions that share its face-down cards (between two turned cards the
guesses stay the same, so their positions are linked by the game's own moves).
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from rusol_qt.model.cards import ascii_upper
from rusol_qt.model.game import Change, Game, Move, Position, notation
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import REDO, NotationError, play_action
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver.honest import (
    VisibleView,
    arrangements,
    face_down_as,
    visible_view,
)
from rusol_qt.model.solver.interface import solve
from rusol_qt.model.solver.results import Best, Solution, Stop, Verdict
from rusol_qt.model.solver.settling import Reach, settle

#: The analyser's version, kept with every saved analysis: one made by another version (other
#: budgets, other guesses) is made again rather than shown.
ANALYSIS_VERSION = 1
#: The nodes of the search of each position with sight of every card.
VERDICT_NODES = 200_000
#: The verdict most positions have, by rule set (most Classic deals are lost, most Relaxed ones
#: can be won): the searches start where that answer settles the most positions.
LIKELY = {RuleSet.CLASSIC: Verdict.UNWINNABLE, RuleSet.RELAXED: Verdict.WINNABLE}
#: How many guesses of the face-down cards each position's chance is counted over, by rule set.
#: Fewer than the hint's (it must tell moves apart; this only counts wins). When there are no
#: more arrangements of the face-down cards than this, every one of them is solved instead.
CHANCE_SAMPLES = {RuleSet.CLASSIC: 16, RuleSet.RELAXED: 8}
#: The nodes of each guess's search, by rule set (a guess left undecided counts as not won).
CHANCE_NODES = {RuleSet.CLASSIC: 1_000, RuleSet.RELAXED: 5_000}


class AnalysisCancelledError(Exception):
    """The caller cancelled the analysis before it was ready."""


class Ending(Enum):
    """How the game's story ends, as the verdicts tell it."""

    WON = "won"
    """The game was won: its last position has every card home."""
    LOST_BY_MOVE = "lost_by_move"
    """The deal could be won, and a move of the game lost it for good (:class:`LosingMove`)."""
    LOST_FROM_START = "lost_from_start"
    """The deal could not be won whatever the play."""
    STILL_WINNABLE = "still_winnable"
    """The game was left in a position that could still be won."""
    UNDECIDED = "undecided"
    """The searches' budgets left a verdict that matters unknown."""


@dataclass(frozen=True, slots=True)
class PositionAnalysis:
    """One position of the game: ``index`` actions played (0: the deal).

    ``action`` is the action that led here (``None`` for the deal). ``verdict`` sees every card.
    ``chance`` is the share of the guesses of the face-down cards (``won_samples`` of
    ``samples``) in which the position can still be won: what the player, who sees only the
    face-up cards, could know of the verdict. With no card face down it is the verdict itself
    (1.0 or 0.0, ``samples`` 0; ``None`` when unknown); it is ``None`` too until counted.
    """

    index: int
    action: str | None
    verdict: Verdict
    chance: float | None = None
    samples: int = 0
    won_samples: int = 0


@dataclass(frozen=True, slots=True)
class LosingMove:
    """The move after which a winnable deal could no longer be won.

    ``index`` counts from 0 in the game's actions: ``positions[index]`` could be won and
    ``positions[index + 1]`` could not, nor could any later one. ``move`` and ``notation`` are
    the move played (``redo``: by a redo of it); ``best`` is the best outcome left after it.
    """

    index: int
    move: Move
    notation: str
    redo: bool
    best: Best


@dataclass(frozen=True, slots=True)
class GameAnalysis:
    """The analysis of one game: every position, how it ends, and the losing move.

    ``complete`` is false in the reports sent while the chances are being counted (and for an
    analysis made without them); only a complete analysis is worth keeping.
    """

    code: GameCode
    seed: int
    positions: tuple[PositionAnalysis, ...]
    ending: Ending
    losing_move: LosingMove | None
    complete: bool

    @property
    def actions(self) -> tuple[str, ...]:
        """The game's actions, in the notation."""
        return tuple(each.action for each in self.positions if each.action is not None)

    @property
    def won(self) -> bool:
        """Whether the game was won."""
        return self.ending is Ending.WON

    @property
    def lost_from_start(self) -> bool:
        """Whether the deal could not be won at all."""
        return self.ending is Ending.LOST_FROM_START


def analyse_game(
    code: GameCode,
    actions: Sequence[str],
    *,
    seed: int = 0,
    chances: bool = True,
    samples: int | None = None,
    verdict_nodes: int = VERDICT_NODES,
    chance_nodes: int | None = None,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[GameAnalysis], None] | None = None,
) -> GameAnalysis:
    """Analyse the game of ``code`` played by ``actions`` (moves, ``U`` and ``R``).

    Every budget is in search nodes, never in seconds: the same game and seed give the same
    analysis on a busy machine as on an idle one.

    Args:
        code: the game's code (its deal and rule set).
        actions: the recorded actions, as ``GameRecord.actions`` or ``Game.actions`` hold them.
        seed: the guesses of the face-down cards are drawn from it.
        chances: count the honest chances (the longer part); without, only the verdicts.
        samples: guesses per position (by default ``CHANCE_SAMPLES[rules]``).
        verdict_nodes: the nodes of each search with sight of every card.
        chance_nodes: the nodes of each guess's search (by default ``CHANCE_NODES[rules]``).
        cancelled: polled during the work (e.g. ``threading.Event().is_set``).
        progress: called with the analysis so far: once the verdicts and the losing move are
            known (every chance ``None``), then each time the chances of some positions are in.

    Raises:
        NotationError: an action cannot be played (naming it, as :func:`.replay` does).
        AnalysisCancelledError: ``cancelled`` returned true before the analysis was ready.
    """
    timeline = Timeline(code, actions)
    rules = code.rules
    solutions: dict[int, Solution] = {}

    def search(node: int) -> Verdict:
        solution = _solve(timeline.nodes[node], rules, verdict_nodes, cancelled)
        solutions[node] = solution
        return solution.verdict

    won = {node: Verdict.WINNABLE for node, each in enumerate(timeline.nodes) if _is_won(each)}
    verdicts = settle(timeline.reach, search, won, LIKELY[rules])
    ending, losing = _ending(timeline, verdicts)
    losing_move = None
    if losing is not None:
        after = timeline.node_of[losing + 1]
        solution = solutions.get(after) or _solve(
            timeline.nodes[after], rules, verdict_nodes, cancelled
        )
        assert solution.best is not None  # solve() always gives the best outcome
        losing_move = timeline.losing_move(losing, solution.best)
    report = _Report(code, seed, timeline, verdicts, ending, losing_move)
    if progress is not None:
        progress(report.analysis(complete=False))
    if not chances:
        return report.analysis(complete=False)
    views = [visible_view(position) for position in timeline.nodes]
    # With every card face up the verdict is what the player can know: no guess is needed.
    report.chances.update(
        (node, _seen(verdict)) for node, verdict in enumerate(verdicts) if not views[node].unseen
    )
    counted = count_chances(
        views,
        timeline.moves,
        rules,
        samples=CHANCE_SAMPLES[rules] if samples is None else samples,
        nodes=CHANCE_NODES[rules] if chance_nodes is None else chance_nodes,
        seed=seed,
        cancelled=cancelled,
    )
    if report.chances and progress is not None:
        progress(report.analysis(complete=False))
    for found in counted:
        report.chances.update(found)
        if progress is not None:
            progress(report.analysis(complete=False))
    return report.analysis(complete=True)


class Timeline:
    """The game's positions in order, the distinct ones among them, and the moves between.

    Raises:
        NotationError: an action cannot be played (naming it, as :func:`.replay` does).
    """

    def __init__(self, code: GameCode, actions: Sequence[str]) -> None:
        """Replay ``actions`` on the deal of ``code``, keeping every position."""
        game = Game(code)
        self.changes: list[Change] = []
        #: The distinct positions, and each timeline position's number among them.
        self.nodes: list[Position] = []
        self.node_of: list[int] = []
        numbers: dict[Position, int] = {}
        moves: list[tuple[int, int]] = []
        for index in range(len(actions) + 1):
            if index:
                text = actions[index - 1]
                try:
                    self.changes.append(play_action(game, ascii_upper(text.strip())))
                except NotationError as error:
                    raise NotationError(
                        f"action {index} ({text!r}) cannot be played: {error}"
                    ) from None
            position = game.position()
            node = numbers.setdefault(position, len(self.nodes))
            if node == len(self.nodes):
                self.nodes.append(position)
            self.node_of.append(node)
            if index:
                before = self.node_of[index - 1]
                # An undo leads back to a position the move it takes back started from.
                moves.append((node, before) if self.changes[-1].undone else (before, node))
        self.moves = [pair for pair in moves if pair[0] != pair[1]]
        self.reach = Reach(len(self.nodes), self.moves)
        self.actions = tuple(game.actions)

    def losing_move(self, index: int, best: Best) -> LosingMove:
        """The losing move as action ``index`` played it, and the best outcome after it."""
        change = self.changes[index]
        text = notation(change.cards[0], change.target)
        return LosingMove(index, change.move, text, self.actions[index] == REDO, best)


def _ending(timeline: Timeline, verdicts: Sequence[Verdict]) -> tuple[Ending, int | None]:
    """How the game ends, and the index of the losing action when a move lost the deal.

    The losing move is the last move after which no later position could be won: a move that
    lost the deal and was taken back is not it (see docs/engine.md).
    """
    at = [verdicts[node] for node in timeline.node_of]
    if _is_won(timeline.nodes[timeline.node_of[-1]]):
        return Ending.WON, None
    if at[-1] is Verdict.WINNABLE:
        return Ending.STILL_WINNABLE, None
    if at[-1] is Verdict.UNKNOWN:
        return Ending.UNDECIDED, None
    first_lost = len(at) - 1
    while first_lost > 0 and at[first_lost - 1] is Verdict.UNWINNABLE:
        first_lost -= 1
    if first_lost == 0:
        return Ending.LOST_FROM_START, None
    if at[first_lost - 1] is Verdict.UNKNOWN:
        return Ending.UNDECIDED, None
    return Ending.LOST_BY_MOVE, first_lost - 1


class _Report:
    """The analysis as it fills in: the verdicts first, the chances position by position."""

    def __init__(
        self,
        code: GameCode,
        seed: int,
        timeline: Timeline,
        verdicts: Sequence[Verdict],
        ending: Ending,
        losing_move: LosingMove | None,
    ) -> None:
        self.code, self.seed, self.timeline = code, seed, timeline
        self.verdicts = verdicts
        self.ending, self.losing_move = ending, losing_move
        #: Per distinct position: its chance, and the guesses and wins it was counted over.
        self.chances: dict[int, Chance] = {}

    def analysis(self, complete: bool) -> GameAnalysis:
        timeline = self.timeline
        positions = []
        for index, node in enumerate(timeline.node_of):
            chance, samples, won = self.chances.get(node, Chance(None, 0, 0))
            action = timeline.actions[index - 1] if index else None
            positions.append(
                PositionAnalysis(index, action, self.verdicts[node], chance, samples, won)
            )
        return GameAnalysis(
            self.code, self.seed, tuple(positions), self.ending, self.losing_move, complete
        )


class Chance(NamedTuple):
    """A position's honest chance: the share of ``samples`` guesses won, ``won`` of them."""

    chance: float | None
    samples: int
    won: int


def count_chances(
    views: Sequence[VisibleView],
    moves: Sequence[tuple[int, int]],
    rules: RuleSet,
    *,
    samples: int,
    nodes: int,
    seed: int,
    cancelled: Callable[[], bool] | None = None,
) -> Iterator[dict[int, Chance]]:
    """The honest chance of each position that has cards face down, a group at a time.

    Only what the player sees goes in: each position's :class:`.VisibleView` (numbered as in
    ``views``) and the moves between them as pairs of those numbers. Positions with the same
    face-down places and the same unseen cards share their guesses (:func:`.arrangements` draws
    from those alone), so each guess is settled over all of them at once, linked by the moves;
    the groups come in the order of ``views``.

    Raises:
        AnalysisCancelledError: ``cancelled`` returned true.
    """
    groups: dict[tuple[tuple[int, ...], tuple[int, ...]], list[int]] = {}
    for number, view in enumerate(views):
        if view.unseen:
            groups.setdefault((view.unseen, view.face_down), []).append(number)
    searched: dict[Position, Verdict] = {}

    def verdict_of(guess: Position) -> Verdict:
        if guess not in searched:
            searched[guess] = _solve(guess, rules, nodes, cancelled).verdict
        return searched[guess]

    # What the guesses of the last group mostly were, the next group's guesses are likely to
    # be too: settling a guess then starts where one search may decide all its positions.
    likely = LIKELY[rules]
    for members in groups.values():
        local = {number: place for place, number in enumerate(members)}
        reach = Reach(
            len(members), [(local[a], local[b]) for a, b in moves if a in local and b in local]
        )
        guesses = [_guesses(views[number], samples, seed) for number in members]
        wins = [0] * len(members)
        # One guess across the group's positions at a time: its positions are linked by moves.
        for done, across in enumerate(zip(*guesses, strict=True)):
            if done:
                likely = _mostly(sum(wins), done * len(members))
            found = settle(reach, functools.partial(_verdict_at, across, verdict_of), None, likely)
            for place, verdict in enumerate(found):
                wins[place] += verdict is Verdict.WINNABLE
        count = len(guesses[0])
        likely = _mostly(sum(wins), count * len(members))
        yield {
            number: Chance(wins[place] / count, count, wins[place])
            for place, number in enumerate(members)
        }


def _seen(verdict: Verdict) -> Chance:
    """The chance of a position with every card face up: its verdict (``None`` if unknown)."""
    return Chance(None if verdict is Verdict.UNKNOWN else float(verdict is Verdict.WINNABLE), 0, 0)


def _mostly(won: int, count: int) -> Verdict:
    """Winnable if at least half of ``count`` verdicts (``won`` of them winnable) were, else not."""
    return Verdict.WINNABLE if 2 * won >= count else Verdict.UNWINNABLE


def _verdict_at(
    guesses: Sequence[Position], verdict_of: Callable[[Position], Verdict], number: int
) -> Verdict:
    """The verdict of the guess at the group's position ``number``."""
    return verdict_of(guesses[number])


def _guesses(view: VisibleView, samples: int, seed: int) -> list[Position]:
    """The guesses of the face-down cards: ``samples`` drawn at random, or every arrangement.

    With so few cards face down that they have no more arrangements than ``samples``, each
    arrangement is solved once instead, and the chance is exact.
    """
    if math.factorial(len(view.unseen)) > samples:
        return arrangements(view, samples, seed)
    return [face_down_as(view, order) for order in itertools.permutations(view.unseen)]


def _solve(
    position: Position, rules: RuleSet, nodes: int, cancelled: Callable[[], bool] | None
) -> Solution:
    """One search within ``nodes``; cancelling it cancels the analysis."""
    solution = solve(position, rules, max_nodes=nodes, cancelled=cancelled)
    if solution.stop is Stop.CANCELLED or (cancelled is not None and cancelled()):
        raise AnalysisCancelledError
    return solution


def _is_won(position: Position) -> bool:
    """Whether every card of ``position`` is home."""
    return sum(position[2]) == 52
