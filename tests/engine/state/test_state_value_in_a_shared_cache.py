"""A game state is a value kept in the shared cache (pickled, loaded by another process whose
string hashes differ): what a state computes and keeps about itself (its hash, its lookups) is
never pickled with it, and the loaded state equals the one stored."""

from __future__ import annotations

import pickle

from engine.testing.scenario import board


def test_a_pickled_state_carries_only_its_fields() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]}, {"id": "B"}
    )
    hash(state)
    state.object("bears")  # fills the lookup kept with the value
    loaded = pickle.loads(pickle.dumps(state))
    assert "_hash_value" not in loaded.__dict__
    assert "_object_index" not in loaded.__dict__
    assert loaded == state
    assert hash(loaded) == hash(state)
    assert {loaded: 1}[state] == 1
