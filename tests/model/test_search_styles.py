"""The searches on top of the node expansion: dives that skip dead ends, climbs, the portfolio
that schedules them."""

from __future__ import annotations

import dataclasses
import random

import pytest

from rusol_qt.model.cards import parse_card
from rusol_qt.model.game import FOUNDATION_BASE, Game, Move, Position
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import (
    Stop,
    Verdict,
    crowding,
    opening,
    portfolio,
    solve,
    solve_game,
)
from rusol_qt.model.solver import climb as climbs
from rusol_qt.model.solver.best_first import BestFirstSearch
from rusol_qt.model.solver.climb import ClimbSearch
from rusol_qt.model.solver.crowding import crowded, home_first
from rusol_qt.model.solver.dead_end import dead_end
from rusol_qt.model.solver.memo import Climbed, Memo, Stand
from rusol_qt.model.solver.moves import MoveGenerator
from rusol_qt.model.solver.packed import USED, pack, play_step
from rusol_qt.model.solver.portfolio import STYLES, start_search
from rusol_qt.model.solver.search import Search
from rusol_qt.model.solver.styles import Strategy
from tests.model.exhaustive import explore
from tests.model.positions import build
from tests.model.solver_cases import (
    RELAXED_HARD,
    assert_line_wins,
)

# One column, all face down but its last card (TH TD KH KS QD KD JD JH, then QH face up): not a
# dead end (rules 8, 9) as it stands, but lost, and many of its lines lead to dead ends.
DEAD_ENDS_INSIDE: Position = (
    ((22, 35, 25, 12, 37, 38, 36, 23, 24), (), (), (), (), (), ()),
    (8, 0, 0, 0, 0, 0, 0),
    (12, 9, 9, 13),
)
#: The dive of the portfolio that leaves out dead ends, with no limit: it runs to its end. (Its
#: dives with odd seeds are narrower, and prove nothing when they run out: not these.)
DEAD_END_DIVE = dataclasses.replace(
    next(style for style in STYLES if style.dead_ends), dive=10**9, lateral=False
)


def test_a_dive_that_skips_dead_ends_proves_the_loss_but_not_the_best(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = Game.from_position(DEAD_ENDS_INSIDE, RuleSet.RELAXED)
    truth = explore(game, 5000)
    assert truth.won is False and truth.cards == 43
    packed, heights = pack(DEAD_ENDS_INSIDE)
    assert not dead_end(packed, heights)
    assert not crowded(packed)
    search = start_search(True, DEAD_END_DIVE)
    assert search.run(packed, heights)[0] is Verdict.UNWINNABLE
    assert search.pruned, "the dive left dead ends out"
    # The whole portfolio proves the best outcome too (its best-first search runs to its end).
    solution = solve(DEAD_ENDS_INSIDE, RuleSet.RELAXED, seconds=60)
    assert solution.verdict is Verdict.UNWINNABLE
    assert solution.best is not None and solution.best.proven
    assert solution.best.foundation_cards == truth.cards
    # A portfolio of that dive alone: the loss is proved, the best outcome is not.
    monkeypatch.setattr(portfolio, "STYLES", (DEAD_END_DIVE, DEAD_END_DIVE))
    solution = solve(DEAD_ENDS_INSIDE, RuleSet.RELAXED, seconds=60)
    assert solution.verdict is Verdict.UNWINNABLE
    assert solution.best is not None and not solution.best.proven


#: Seeds of tall positions (below) that are no dead end but lead to some, small enough for the
#: unpruned search to see all of them: lost.
PRUNED_SEEDS = [100, 194, 651, 1129, 1277, 1353]


@pytest.mark.slow
@pytest.mark.parametrize("seed", PRUNED_SEEDS + list(range(8)))
def test_a_dive_that_skips_dead_ends_agrees_with_the_unpruned_search(seed: int) -> None:
    # Small positions with one tall face-down column, where dead ends are common (rule 8).
    rng = random.Random(seed)
    while True:
        left = [rng.randint(0, 4) for _ in range(4)]
        if 6 <= sum(left) <= 8:
            break
    heights = tuple(13 - count for count in left)
    cards = [suit * 13 + rank for suit in range(4) for rank in range(heights[suit], 13)]
    rng.shuffle(cards)
    cut = rng.randint(0, 2)
    position: Position = (
        (tuple(cards[cut:]), tuple(cards[:cut]), (), (), (), (), ()),
        (len(cards) - cut - 1, max(cut - 1, 0), 0, 0, 0, 0, 0),
        heights,
    )
    truth = explore(Game.from_position(position, RuleSet.RELAXED), 5000)
    search = start_search(True, DEAD_END_DIVE)
    verdict, steps, _ = search.run(*pack(position))
    assert search.pruned == (seed in PRUNED_SEEDS)
    if seed in PRUNED_SEEDS:
        assert truth.won is False and verdict is Verdict.UNWINNABLE
    elif truth.won is not None:
        assert (verdict is Verdict.WINNABLE) == truth.won
    if verdict is Verdict.WINNABLE:
        game = Game.from_position(position, RuleSet.RELAXED)
        assert_line_wins(game, tuple(Move(*step) for step in steps))


#: The portfolio's takeback dive; with an odd seed it only moves a group off a card it fits to
#: use that card next.
LATERAL_DIVE = dataclasses.replace(next(style for style in STYLES if style.lateral), seed=1)


def test_after_a_group_leaves_a_card_it_fits_the_next_move_uses_that_card() -> None:
    game = build(["[2S] 6S 5H", "6C", "8C", "7H", "4C"], rules=RuleSet.RELAXED)
    packed, heights = pack(game.position())
    search = start_search(True, LATERAL_DIVE)
    assert search.lateral
    # The Five of hearts goes from the Six of spades, which it fits, onto the Six of clubs.
    after, tops = play_step(packed, heights, (0, 2, 1))
    every = search.generator.moves(after, tops)
    used = search.generator.moves(after, tops, uncovered=bytes(map(parse_card, ["6S", "5H"])))
    # The Seven of hearts onto the Eight of clubs uses neither the Six nor the Five.
    assert (3, 0, 2) in every and (3, 0, 2) not in used
    # Back onto the Six, the Six itself onto the Seven, the Four onto the Five: they may follow.
    assert {(1, 1, 0), (0, 1, 3), (4, 0, 1)} <= set(used)
    assert all(step[0] == 0 or step[2] in (0, 1) or step[0] >= FOUNDATION_BASE for step in used)
    # A narrowed dive tags the position that move reaches with the Six and the Five, so that
    # the filter applies there; a plain dive (even seed) tags nothing and keeps every move.
    tag = USED + bytes(map(parse_card, ["6S", "5H"]))
    search.run(packed, heights)
    assert any(key.endswith(tag) for key in search.parents)
    plain = start_search(True, dataclasses.replace(LATERAL_DIVE, seed=2))
    assert not plain.lateral
    plain.run(packed, heights)
    assert not any(USED in key for key in plain.parents)


def test_a_deal_once_taken_for_lost_is_won_by_a_dive_that_uses_what_it_uncovers() -> None:
    # No search had settled RU1-R-PROTXFD in 300 s (11 cards home at best), and a count of its
    # hosts by hand had it lost. The narrower dive wins it in 2,900 generated moves.
    game = Game(GameCode.parse("RU1-R-PROTXFD"))
    packed, heights = pack(game.position())
    style = dataclasses.replace(LATERAL_DIVE, seed=291)
    verdict, steps, _ = start_search(True, style, max_nodes=style.dive).run(packed, heights)
    assert verdict is Verdict.WINNABLE
    assert_line_wins(game, tuple(Move(*step) for step in steps))


#: The portfolio's hill-climbing search.
CLIMB = next(style for style in STYLES if style.strategy is Strategy.CLIMB)


def test_a_climb_wins_a_deal_no_other_search_settled_in_40_s() -> None:
    # RU1-R-ADJHOME stayed undecided in 40 s of the portfolio without climbs; one climb search
    # (seed 0) wins it in 2,545 generated moves (29,112 with the reach of 3,000 it had before).
    game = Game(GameCode.parse("RU1-R-ADJHOME"))
    packed, heights = pack(game.position())
    search = start_search(True, CLIMB, max_nodes=100_000)
    verdict, steps, _ = search.run(packed, heights)
    assert verdict is Verdict.WINNABLE
    assert search.nodes < 100_000
    assert_line_wins(game, tuple(Move(*step) for step in steps))


def test_a_card_whose_count_fails_onto_a_host_must_go_home_first() -> None:
    # RU1-R-LAVIJEJ: its Six of spades lies face down over five face-down cards; rule 8 lets it
    # go home before it moves, but if it moved onto a Seven first, some rank would have more
    # cards than hosts. So every win takes it home first, and the climbs aim for the spades.
    # Undecided at 10 s before; now the portfolio wins it soon.
    game = Game(GameCode.parse("RU1-R-LAVIJEJ"))
    packed, heights = pack(game.position())
    six_of_spades = parse_card("6S")
    first_home = home_first(packed, heights)
    assert list(first_home) == [six_of_spades]
    column = next(c for c in packed if six_of_spades + 52 in c)
    beneath = column[: column.index(six_of_spades + 52)]
    assert first_home[six_of_spades] == beneath
    solution = solve_game(game, max_nodes=100_000)
    assert solution.verdict is Verdict.WINNABLE
    assert_line_wins(Game(GameCode.parse("RU1-R-LAVIJEJ")), solution.moves)
    # A climb leaves it where it lies: no move onto a card from there, but home, or from
    # elsewhere (after a takeback), it may go.
    search = start_search(True, CLIMB, home_first=first_home)
    assert isinstance(search, ClimbSearch)
    there = (*packed[:6], beneath + bytes([six_of_spades]))
    assert search.too_early(there, (6, len(beneath), 0))
    assert not search.too_early(there, (6, len(beneath), FOUNDATION_BASE))
    elsewhere = (*packed[:6], bytes([parse_card("7H"), six_of_spades]))
    assert not search.too_early(elsewhere, (6, 1, 0))


def test_a_climb_proves_nothing_and_keeps_a_legal_line_to_its_best() -> None:
    # Lost, with plenty of moves: the climbs start afresh again and again until the budget ends.
    game = Game.from_position(DEAD_ENDS_INSIDE, RuleSet.RELAXED)
    packed, heights = pack(DEAD_ENDS_INSIDE)
    search = start_search(True, CLIMB, max_nodes=20_000)
    verdict, _, stop = search.run(packed, heights)
    assert (verdict, stop) == (Verdict.UNKNOWN, Stop.NODES)
    assert search.nodes >= 20_000
    for step in search.best_line():
        move = Move(*step)
        assert game.check(move) is None
        game.play(move)
    columns, _, tops = game.position()
    down = sum(game.face_down)
    assert search.best_value == sum(tops) * 64 - down
    assert sum(tops) == 43, "the best outcome of this position (see the dead-end dive's test)"


def test_climbs_that_start_partway_along_the_best_ones_keep_legal_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Every climb after the first kept one starts partway along a kept climb: its line is that
    # climb's line up to there, then its own. Each kept line must replay, stand by stand.
    monkeypatch.setattr(climbs, "RETRACE_SHARE", 1.0)
    memo = Memo()
    packed, heights = pack(DEAD_ENDS_INSIDE)
    search = start_search(True, CLIMB, max_nodes=20_000, memo=memo, retrace=True)
    assert search.run(packed, heights)[0] is Verdict.UNKNOWN
    kept = memo.climbed
    assert 1 < len(kept) <= climbs.KEPT_CLIMBS
    assert kept == sorted(kept, key=lambda climb: (-climb.value, climb.attempt))
    for climb in kept:
        game = Game.from_position(DEAD_ENDS_INSIDE, RuleSet.RELAXED)
        played = 0
        for stand in climb.stands:
            for step in climb.line[played : stand.steps]:
                move = Move(*step)
                assert game.check(move) is None
                game.play(move)
            played = stand.steps
            assert pack(game.position()) == (stand.columns, stand.heights)
        assert played == len(climb.line)
        assert climb.value == sum(game.position()[2]) * 64 - sum(game.face_down)
    # Some kept climb began partway along an older one: they share more than the start.
    assert any(
        later.attempt > earlier.attempt and later.stands[1] == earlier.stands[1]
        for later in kept
        for earlier in kept
    )
    game = Game.from_position(DEAD_ENDS_INSIDE, RuleSet.RELAXED)
    for step in search.best_line():
        assert game.check(Move(*step)) is None
        game.play(Move(*step))
    assert search.best_value == sum(game.position()[2]) * 64 - sum(game.face_down)


def test_only_the_best_stuck_climbs_are_kept_older_first_among_equals() -> None:
    memo = Memo()
    search = start_search(True, CLIMB, memo=memo)
    assert isinstance(search, ClimbSearch)
    start = Stand(b"", (), (), 0)
    # A climb that never moved is not kept: starting along it is starting afresh.
    search.keep(Climbed(99, 0, [start], []))
    assert memo.climbed == []
    for attempt in range(climbs.KEPT_CLIMBS + 4):
        search.keep(Climbed(attempt % 5, attempt, [start, start], []))
    values = [(climb.value, climb.attempt) for climb in memo.climbed]
    assert len(values) == climbs.KEPT_CLIMBS
    assert values[:4] == [(4, 4), (4, 9), (3, 3), (3, 8)]
    assert values == sorted(values, key=lambda value: (-value[0], value[1]))


def test_the_portfolio_starts_climbs_partway_from_its_second_round_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The first round's climbs all start from the start: most deals are won there, and by
    # then there are climbs worth going back to.
    retrace: list[bool] = []

    run = Search.run

    def recording_run(self, columns, heights):
        if self.style.strategy is Strategy.CLIMB:
            retrace.append(self.retrace)
        return run(self, columns, heights)

    monkeypatch.setattr(Search, "run", recording_run)
    monkeypatch.setattr(portfolio, "FIRST_ROUND", 1_000)
    monkeypatch.setattr(crowding, "crowded", lambda *_: False)
    monkeypatch.setattr(opening, "unopenable", lambda *_: False)
    solution = solve_game(Game(GameCode.parse(RELAXED_HARD)), max_nodes=60_000)
    assert solution.verdict is Verdict.UNKNOWN
    # Round 1: 4,000 nodes of climbs in one piece; round 2: 16,000 in one.
    assert retrace[:2] == [False, True]


def test_a_climb_does_not_look_past_a_dead_end(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every position after a lost one is lost: a climb that found a dead end (rule 8) among the
    # positions rated better looks on elsewhere, never beyond it.
    expanded: set[tuple[bytes, ...]] = set()
    dead: set[tuple[bytes, ...]] = set()
    moves, is_hopeless = MoveGenerator.moves, Search.is_hopeless

    def recording_moves(self, columns, *args):
        expanded.add(tuple(sorted(columns)))
        return moves(self, columns, *args)

    def recording_is_hopeless(self, key, columns, heights):
        found = is_hopeless(self, key, columns, heights)
        if found:
            dead.add(tuple(sorted(columns)))
        return found

    monkeypatch.setattr(MoveGenerator, "moves", recording_moves)
    monkeypatch.setattr(Search, "is_hopeless", recording_is_hopeless)
    # A deal the climbs win only after many seconds, where they meet many dead ends.
    search = start_search(True, CLIMB, max_nodes=20_000)
    assert search.run(*pack(Game(GameCode.parse("RU1-R-BFTARMX")).position()))[0] is Verdict.UNKNOWN
    assert len(dead) > 10 and len(expanded) > 100
    assert not dead & expanded


def test_the_climbs_come_first_from_the_portfolios_second_round_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The first round, which settles nearly every deal, starts with the first style; after it
    # the climbs, which win the hard deals, come first and get four times the first style's
    # nodes, and each of the five other styles a quarter of them.
    runs: list[tuple[int, int]] = []

    run, resume = Search.run, BestFirstSearch.resume

    def first_style(search: Search) -> int:
        return STYLES.index(dataclasses.replace(search.style, seed=0))

    def recording_run(self, columns, heights):
        runs.append((first_style(self), self.max_nodes or 0))
        return run(self, columns, heights)

    def recording_resume(self, max_nodes):
        # The best-first searches go on where they stopped.
        runs.append((first_style(self), max_nodes - self.nodes))
        return resume(self, max_nodes)

    monkeypatch.setattr(Search, "run", recording_run)
    monkeypatch.setattr(BestFirstSearch, "resume", recording_resume)
    monkeypatch.setattr(portfolio, "FIRST_ROUND", 1_000)
    monkeypatch.setattr(crowding, "crowded", lambda *_: False)
    monkeypatch.setattr(opening, "unopenable", lambda *_: False)
    solve_game(Game(GameCode.parse(RELAXED_HARD)), max_nodes=40_000)
    assert runs[:7] == [(0, 1_000), (1, 4_000), (2, 250), (3, 250), (4, 250), (5, 250), (6, 250)]
    assert runs[7:14] == [
        (1, 16_000),
        (0, 4_000),
        (2, 1_000),
        (3, 1_000),
        (4, 1_000),
        (5, 1_000),
        (6, 1_000),
    ]


def test_a_climb_with_no_move_to_make_gives_up_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # (The portfolio's best-first search proves such a position lost before any climb; a climb
    # alone must still not start afresh forever without a move to count against its budget.)
    monkeypatch.setattr(MoveGenerator, "moves", lambda *_, **__: [])
    packed, heights = pack(Game(GameCode.parse("RU1-R-AAAAAAB")).position())
    search = start_search(True, CLIMB)
    assert search.run(packed, heights) == (Verdict.UNKNOWN, [], Stop.NODES)
    assert search.nodes == 0
