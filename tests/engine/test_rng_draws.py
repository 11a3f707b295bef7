"""The engine's and the random agent's written-out draws are the standard library's draws, so a
seed means the same game as `random.Random.shuffle` and `randrange` would give."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from validator.agents.simple import RandomAgent
from validator.engine.actions import Action
from validator.engine.state import _shuffle


@given(seed=st.integers(0, 2**32), size=st.integers(0, 70))
def test_shuffle_draws_like_random_shuffle(seed: int, size: int) -> None:
    expected, ours = list(range(size)), list(range(size))
    reference, rng = random.Random(seed), random.Random(seed)
    reference.shuffle(expected)
    _shuffle(rng, ours)
    assert ours == expected
    assert rng.getstate() == reference.getstate()  # and leaves the RNG where shuffle would


@given(seed=st.integers(0, 2**32), sizes=st.lists(st.integers(1, 300), min_size=1, max_size=30))
def test_random_agent_draws_like_randrange(seed: int, sizes: list[int]) -> None:
    agent, reference = RandomAgent(seed), random.Random(seed)
    for size in sizes:
        actions = [Action("pos", (i,)) for i in range(size)]
        assert agent.choose(None, actions) == actions[reference.randrange(size)]  # type: ignore[arg-type]
