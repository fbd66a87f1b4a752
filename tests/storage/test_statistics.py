"""Statistics over recorded games: counts, bests, averages and streaks."""

from __future__ import annotations

from itertools import groupby

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.history import Outcome, Result
from rusol_qt.storage.statistics import (
    DealVerdict,
    Streak,
    WinnableFigures,
    add_deal_counts,
    by_rules,
    rolling_win_percent,
    statistics,
)

C, R = RuleSet.CLASSIC, RuleSet.RELAXED
W, A = Result.WON, Result.ABANDONED


def games(pattern: str, rules: RuleSet = C) -> list[Outcome]:
    """'WWA' -> won, won, abandoned, with distinct scores, times and moves."""
    return [
        Outcome(rules, W if letter == "W" else A, 100 + n, 300.0 - n, 200 - n, float(n))
        for n, letter in enumerate(pattern)
    ]


def test_nothing_played() -> None:
    empty = statistics([])
    assert (empty.played, empty.won, empty.win_percent, empty.best_score) == (0, 0, None, None)
    assert empty.current_streak == Streak(None, 0)
    assert empty.average_win_seconds is None and empty.fastest_win is None


@pytest.mark.parametrize(
    ("pattern", "current", "longest_won", "longest_lost"),
    [
        ("W", Streak(W, 1), 1, 0),
        ("A", Streak(A, 1), 0, 1),
        ("WWWAAW", Streak(W, 1), 3, 2),
        ("AWWAAAAWW", Streak(W, 2), 2, 4),
        ("WWAWWWWAA", Streak(A, 2), 4, 2),
        ("AAAAAAAAAA", Streak(A, 10), 0, 10),
        ("WAWAWAW", Streak(W, 1), 1, 1),
    ],
)
def test_streaks(pattern: str, current: Streak, longest_won: int, longest_lost: int) -> None:
    figures = statistics(games(pattern))
    assert figures.current_streak == current
    assert figures.longest_winning_streak == longest_won
    assert figures.longest_losing_streak == longest_lost


def test_counts_bests_and_averages() -> None:
    played = [
        Outcome(C, W, 625, 400.0, 150, 1.0),
        Outcome(C, A, 700, 30.0, 12, 2.0),  # a takeback-rich abandoned game scores highest
        Outcome(C, W, 625, 200.0, 180, 3.0),
        Outcome(C, A, 20, 10.0, 3, 4.0),
    ]
    figures = statistics(played)
    assert (figures.played, figures.won, figures.win_percent) == (4, 2, 50.0)
    assert figures.best_score == 700
    assert figures.fastest_win == 200.0  # abandoned games are never the fastest win
    assert figures.fewest_moves == 150
    assert figures.average_win_seconds == 300.0
    assert figures.average_win_moves == 165.0


def test_per_rule_set_streaks_count_only_that_rule_set() -> None:
    played = sorted(games("WWW", C) + games("AA", R), key=lambda g: (g.ended, g.rules.value))
    # Interleaved by time: C W, R A, C W, R A, C W
    split = by_rules(played)
    assert split[C].current_streak == Streak(W, 3)
    assert split[R].current_streak == Streak(A, 2)
    assert split[None].played == 5 and split[None].longest_winning_streak == 1
    assert split[None].current_streak == Streak(W, 1)
    assert split[R].win_percent == 0.0 and split[C].win_percent == 100.0


def test_rolling_win_percent() -> None:
    assert rolling_win_percent(games("WAWW"), 2) == [100.0, 50.0, 50.0, 100.0]
    assert rolling_win_percent(games("AAAW"), 10) == [0.0, 0.0, 0.0, 25.0]
    with pytest.raises(ValueError):
        rolling_win_percent(games("W"), 0)


outcomes = st.lists(
    st.builds(
        Outcome,
        st.sampled_from(list(RuleSet)),
        st.sampled_from(list(Result)),
        st.integers(0, 800),
        st.floats(1, 10_000),
        st.integers(1, 500),
        st.floats(0, 1e9),
    ),
    max_size=60,
)


@given(outcomes)
def test_agrees_with_the_definitions(played: list[Outcome]) -> None:
    """Every figure against a direct reading of its definition in docs/history.md."""
    split = by_rules(played)
    for rules in (None, *RuleSet):
        subset = [game for game in played if rules is None or game.rules is rules]
        won = [game for game in subset if game.result is W]
        runs = [(key, len(list(group))) for key, group in groupby(g.result for g in subset)]
        figures = split[rules]
        assert figures.played == len(subset) and figures.won == len(won)
        assert figures.best_score == max((g.score for g in subset), default=None)
        assert figures.fastest_win == min((g.seconds for g in won), default=None)
        assert figures.fewest_moves == min((g.moves for g in won), default=None)
        if won:
            assert figures.average_win_moves == pytest.approx(sum(g.moves for g in won) / len(won))
            assert figures.win_percent == pytest.approx(100 * len(won) / len(subset))
        assert figures.current_streak == (Streak(*runs[-1]) if runs else Streak(None, 0))
        assert figures.longest_winning_streak == max((n for k, n in runs if k is W), default=0)
        assert figures.longest_losing_streak == max((n for k, n in runs if k is A), default=0)


def test_the_fair_win_rate_counts_only_deals_that_can_be_won() -> None:
    figures: dict[RuleSet | None, WinnableFigures] = {}
    for rules, result, verdict, count in (
        (RuleSet.CLASSIC, Result.WON, DealVerdict.WINNABLE, 3),
        (RuleSet.CLASSIC, Result.ABANDONED, DealVerdict.WINNABLE, 1),
        (RuleSet.CLASSIC, Result.ABANDONED, DealVerdict.UNWINNABLE, 40),
        (RuleSet.CLASSIC, Result.ABANDONED, DealVerdict.UNKNOWN, 2),
        (RuleSet.CLASSIC, Result.ABANDONED, None, 5),
        (RuleSet.RELAXED, Result.ABANDONED, DealVerdict.WINNABLE, 4),
    ):
        figures = add_deal_counts(figures, rules, result, verdict, count)
    classic = figures[RuleSet.CLASSIC]
    assert classic == WinnableFigures(played=4, won=3, unsolved=5, undecided=2)
    assert classic.win_percent == 75.0, "3 of the 4 winnable deals, not 3 of 51 games"
    assert figures[RuleSet.RELAXED].win_percent == 0.0
    assert figures[None] == WinnableFigures(played=8, won=3, unsolved=5, undecided=2)
    assert WinnableFigures().win_percent is None
