"""Answers kept per position, so that asking again is instant; the least recently used go first."""

from __future__ import annotations

from collections import OrderedDict
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class KeptAnswers(OrderedDict[K, V]):
    """At most ``size`` answers by key, the least recently used dropped first."""

    def __init__(self, size: int) -> None:
        """Keep nothing yet."""
        super().__init__()
        self.size = size

    def recall(self, key: K) -> V | None:
        """The answer kept for ``key``, now the most recently used, or ``None``."""
        answer = self.get(key)
        if answer is not None:
            self.move_to_end(key)
        return answer

    def keep(self, key: K, answer: V) -> None:
        """Keep ``answer`` for ``key``, the most recently used; drop the oldest beyond the size."""
        self[key] = answer
        self.move_to_end(key)
        while len(self) > self.size:
            self.popitem(last=False)
