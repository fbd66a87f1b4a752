"""A search style: which strategy a search runs, and how it rates and orders its work."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Strategy(Enum):
    """How a search walks the positions (each is a module of its own)."""

    BEST_FIRST = "best-first"
    """Expand the most promising position known (:mod:`.best_first`); exhaustive."""
    DIVE = "dive"
    """Depth-first: go on from the best new position at once, back up when stuck (:mod:`.dive`)."""
    CLIMB = "climb"
    """Hill-climbing that restarts when it is stuck (:mod:`.climb`); proves nothing."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchStyle:
    """How one search orders its work; the portfolio tries several in turn."""

    strategy: Strategy = Strategy.BEST_FIRST
    """Which search runs."""
    face_down: int = 20
    """Weight of a face-down card."""
    loose: int = 3
    """Weight of a face-up card that does not lie on a card it fits."""
    burden: int = 1
    """Weight of each card lying over face-down cards (it must move before the next turns)."""
    newest_first: bool = False
    """Best-first: among positions rated alike, expand the newest first (deeper), not the oldest."""
    seed: int = 0
    """Orders the ties of a dive or a climb; each round of the portfolio draws a new one."""
    jitter: float = 0.0
    """How much a dive's ratings are shaken, so that each seed dives differently."""
    buried: int = 0
    """Weight of low cards under others: per card, (13 - rank) times the cards above it, / 13.

    The foundations need the low cards first; a dive that digs for them wins the deals whose
    low cards lie deep more often.
    """
    dead_ends: bool = False
    """Relaxed dives: do not go on from a position that is a dead end (rule 8), it is lost.

    Each position is tested when the dive is about to expand it (a dive generates far more
    positions than it expands). A dive that runs out of positions still proves the position
    lost, but no longer its best outcome: the dead ends' own lines were not searched.
    """
    dive: int = 10_000
    """Nodes of one dive or one piece of climbs.

    The style's round is spent in dives this long, each with a new seed, since a dive that went
    wrong early seldom recovers and a fresh one often wins soon.
    """
    lateral: bool = False
    """Relaxed dives: every other dive (odd seeds) moves a group off a card it fits only for a use.

    After a group leaves a card it fits for another such card, the next move must be from or
    onto the card it left, onto the group, or a takeback: shuffling a group between two cards of
    the same rank changes nothing until the card left behind is used. That it keeps a win is not
    proved (moving the group later can break the 20-card group limit), so when such a dive runs
    out it proves nothing; the even seeds dive plainly.
    """
    share: float = 1.0
    """How many times the round's nodes the style gets in each round of the portfolio."""
    narrow: bool = False
    """Relaxed only: search a narrower game to find a win sooner, giving up completeness.

    Every foundation move is played at once, takebacks are never tried, and a group lying on a
    card it fits never moves to another column (:class:`.moves.MoveGenerator`). Such a search
    can miss a win, so when it runs out of positions it proves nothing; it only ever finds real,
    legal wins.
    """
