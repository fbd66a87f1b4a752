"""The verdicts of many positions linked by moves, settled with few searches.

A position from which a winnable one can be reached is winnable, and one reached from a lost
position is lost. So the positions of a game need not each be searched: along moves without an
undo the winnable positions come first and the lost ones after, and a binary search finds where
one turns into the other. :func:`settle` does that on any positions and moves (undos, redos and
repeats included): it searches the position whose answer settles the most others either way,
passes each answer on to every position it decides, and goes on until none is left open.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from rusol_qt.model.solver.results import Verdict


class Reach:
    """Which of ``count`` positions can be reached from which, by the ``moves`` given.

    ``moves`` are pairs ``(before, after)`` of position numbers: ``after`` is one move away from
    ``before``. ``below[p]`` holds, as bits, ``p`` and every position reachable from it;
    ``above[p]`` ``p`` and every position it can be reached from.
    """

    def __init__(self, count: int, moves: Iterable[tuple[int, int]]) -> None:
        """Close the moves over: what each position reaches, and what reaches it."""
        pairs = list(dict.fromkeys(moves))
        self.count = count
        self.below = _closed([1 << p for p in range(count)], [(a, b) for a, b in reversed(pairs)])
        self.above = _closed([1 << p for p in range(count)], [(b, a) for a, b in pairs])


def _closed(bits: list[int], pairs: Sequence[tuple[int, int]]) -> list[int]:
    """``bits[a] |= bits[b]`` over the pairs until nothing changes (the transitive closure).

    The pairs come in the order that settles a line of moves in one pass; loops (a card put on
    the foundation and taken back) need another.
    """
    changed = True
    while changed:
        changed = False
        for a, b in pairs:
            merged = bits[a] | bits[b]
            if merged != bits[a]:
                bits[a] = merged
                changed = True
    return bits


def settle(
    reach: Reach,
    search: Callable[[int], Verdict],
    known: Mapping[int, Verdict] | None = None,
    likely: Verdict = Verdict.UNKNOWN,
) -> list[Verdict]:
    """The verdict of every position of ``reach``, searching as few of them as it can.

    Args:
        reach: the positions and how they are linked.
        search: the verdict of one position by a search (which may answer unknown).
        known: verdicts known without a search (a won position), passed on first.
        likely: the verdict most positions are expected to have, if one is: the first search
            is then of the position that answer would settle the most of (the last position of
            a line when winnable is likely, the first when lost is), which decides them all
            when the expectation holds, and costs one search more when it does not.

    Returns:
        Each position's verdict: winnable or unwinnable when a search or what it implies says
        so, unknown when no search that was made decides it.
    """
    verdicts = [Verdict.UNKNOWN] * reach.count
    open_ = (1 << reach.count) - 1
    for position, verdict in (known or {}).items():
        open_ = _pass_on(reach, verdicts, open_, position, verdict)
    tried = 0
    first = None
    if likely is not Verdict.UNKNOWN and open_:
        side = reach.above if likely is Verdict.WINNABLE else reach.below
        first = max(_positions_in(open_), key=lambda each: (side[each] & open_).bit_count())
    while open_ & ~tried:
        position = _most_telling(reach, open_ & ~tried, open_) if first is None else first
        first = None
        verdict = search(position)
        if verdict is Verdict.UNKNOWN:
            tried |= 1 << position
        else:
            open_ = _pass_on(reach, verdicts, open_, position, verdict)
    return verdicts


def _pass_on(
    reach: Reach, verdicts: list[Verdict], open_: int, position: int, verdict: Verdict
) -> int:
    """Give ``verdict`` to every open position it decides; returns the positions still open."""
    if verdict is Verdict.WINNABLE:
        decided = reach.above[position] & open_
    elif verdict is Verdict.UNWINNABLE:
        decided = reach.below[position] & open_
    else:
        return open_
    for each in _positions_in(decided):
        verdicts[each] = verdict
    return open_ & ~decided


def _most_telling(reach: Reach, candidates: int, open_: int) -> int:
    """The candidate whose verdict settles the most ``open_`` positions, whichever it is.

    On a line of moves this is its middle: a binary search. Ties go to the lowest number.
    """
    best, best_score = -1, -1
    for position in _positions_in(candidates):
        score = min(
            (reach.above[position] & open_).bit_count(),
            (reach.below[position] & open_).bit_count(),
        )
        if score > best_score:
            best, best_score = position, score
    return best


def _positions_in(bits: int) -> list[int]:
    """The numbers of the bits set in ``bits``, lowest first."""
    found = []
    while bits:
        low = bits & -bits
        found.append(low.bit_length() - 1)
        bits ^= low
    return found
