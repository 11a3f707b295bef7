"""The closest card names to a name that matched nothing, through an index of trigrams.

Ranking every card name by `difflib`'s ratio costs about 37 ms a name (6,000 names), so a list
of unknown names took minutes. Here an index lists, per trigram of the normalised names, the
names that hold it. A query counts the trigrams it shares with each name (the lists of its own
trigrams only), keeps the few names sharing the most, and ranks just those by difflib's ratio
with difflib's cutoff: the full scan's best name for 98% of typos (one to three letters
inserted, dropped, changed or swapped), in about a tenth of a millisecond. Answers are kept per
distinct name, so a typo repeated on many lines is looked up once.
"""

from __future__ import annotations

import difflib
import heapq
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from itertools import chain

CUTOFF = 0.6
"""The least difflib ratio of a suggestion (difflib's own default)."""
SHARING = 30
"""Names sharing the most trigrams with the query, the pool the Dice ranking picks from."""
RANKED = 8
"""Names of that pool with the best Dice coefficient, ranked by difflib's ratio."""
CACHED = 16_384
"""Distinct names whose answers are kept (a 10,000-line list of typos fits)."""


def trigrams(key: str) -> set[str]:
    """The trigrams of a normalised name, padded so that its first and last letters count
    and a one-letter name has one."""
    padded = f"\x01{key}\x02"
    return {padded[i : i + 3] for i in range(len(padded) - 2)}


class ClosestNames:
    """The closest of a fixed set of normalised names (see `validator.cards.normalize_name`)."""

    def __init__(self, keys: Iterable[str]) -> None:
        self._keys: list[str] = list(keys)
        self._sizes: list[int] = []
        postings: dict[str, list[int]] = {}
        for number, key in enumerate(self._keys):
            grams = trigrams(key)
            self._sizes.append(len(grams))
            for gram in grams:
                postings.setdefault(gram, []).append(number)
        self._postings = postings
        # Thread-safe and bounded: the API reads lists in worker threads.
        self.closest = lru_cache(maxsize=CACHED)(self._closest)

    def _closest(self, key: str, n: int) -> tuple[str, ...]:
        """Up to n names closest to `key`, best first, each with a ratio of at least CUTOFF;
        equal ratios are ordered as difflib.get_close_matches orders them."""
        return self._rank(key, self._pool(key)[: max(RANKED, 2 * n)], n) if key else ()

    def _pool(self, key: str) -> list[int]:
        """The names sharing the most trigrams with `key` (ties included), best Dice
        coefficient first."""
        grams = trigrams(key)
        postings, none = self._postings, ()
        shared = Counter(chain.from_iterable([postings.get(gram, none) for gram in grams]))
        if not shared:
            return []
        # A sort of small numbers and one pass cost less than Counter.most_common.
        counts = sorted(shared.values(), reverse=True)
        least = counts[min(SHARING, len(counts)) - 1]
        size, sizes = len(grams), self._sizes
        dice = [
            (count / (size + sizes[number]), number)
            for number, count in shared.items()
            if count >= least
        ]
        return [number for _, number in sorted(dice, reverse=True)]

    def _rank(self, key: str, numbers: list[int], n: int) -> tuple[str, ...]:
        """The n best of these names by difflib's ratio with `key`, at least CUTOFF."""
        matcher = difflib.SequenceMatcher()
        matcher.set_seq2(key)
        best: list[tuple[float, str]] = []  # (ratio, name): the n best so far, as a heap
        for number in numbers:
            # Each bound is cheaper than the next; a name that cannot beat the n-th best so
            # far (or tie it: ties go to the greater name, as difflib's do) is not scored.
            floor = best[0][0] if len(best) == n else CUTOFF
            name = self._keys[number]
            matcher.set_seq1(name)
            if matcher.real_quick_ratio() >= floor and matcher.quick_ratio() >= floor:
                ratio = matcher.ratio()
                if ratio >= floor:
                    heapq.heappush(best, (ratio, name))
                    if len(best) > n:
                        heapq.heappop(best)
        return tuple(name for _, name in sorted(best, reverse=True))
