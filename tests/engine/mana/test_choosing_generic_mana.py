"""Which mana pays a generic cost is the payer's choice (107.4b, 601.2h): when the pool holds
different types and the choice changes what stays in it, the engine asks; when every way leaves
the same pool, it pays without asking. Choices are inputs: the same choices give the same result,
and the explorer lists every distinct payment."""

from __future__ import annotations

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply, explore
from engine.testing.scenario import board, cites, pending, play

CAST_BEARS = {"type": "cast", "object": "bears"}


def alice(pool: dict[str, int], hand: str = "Grizzly Bears") -> GameState:
    return board(
        {"id": "A", "name": "Alice", "hand": [{"id": "bears", "card": hand}], "mana_pool": pool},
        {"id": "B", "name": "Bob"},
    )


def pool_of(state: GameState, player: str = "A") -> dict[str, int]:
    return {k: int(v) for k, v in state.player(player).mana_pool.items()}


def test_generic_1_from_red_and_green_asks_which_stays() -> None:
    """Grizzly Bears ({1}{G}) from {G}{G}{R}: the {G} pays {G}; {R} or the other {G} pays {1}."""
    asked = pending(alice({"G": 2, "R": 1}), CAST_BEARS).pending
    assert asked is not None
    assert (asked.decider, asked.kind, asked.rule) == ("A", DecisionKind.MANA_PAYMENT, "601.2h")
    assert asked.prompt == "How does Alice pay {1}{G} for Grizzly Bears?"
    assert [(o.id, o.label) for o in asked.options] == [
        ("mana:RG", "{R} for the generic {1} (leaves {G})"),
        ("mana:GG", "{G} for the generic {1} (leaves {R})"),
    ]


def test_the_chosen_mana_is_spent_and_the_other_stays() -> None:
    keep_green = play(alice({"G": 2, "R": 1}), CAST_BEARS, ["mana:RG"])
    assert pool_of(keep_green.state) == {"G": 1}
    keep_red = play(alice({"G": 2, "R": 1}), CAST_BEARS, ["mana:GG"])
    assert pool_of(keep_red.state) == {"R": 1}
    assert cites(keep_red.log, "601.2h") and cites(keep_red.log, "118.3a")
    assert any(
        e.text == "Alice chooses: {G} for the generic {1} (leaves {R})" for e in keep_red.log
    )


def test_a_pool_of_one_type_pays_generic_without_asking() -> None:
    result = play(alice({"G": 3}), CAST_BEARS)
    assert pool_of(result.state) == {"G": 1}


def test_exactly_enough_mana_pays_without_asking() -> None:
    """{R}{G} for {1}{G}: the {R} must pay the generic part."""
    result = play(alice({"G": 1, "R": 1}), CAST_BEARS)
    assert pool_of(result.state) == {}


def test_generic_from_colorless_and_colors_lists_each_remaining_pool() -> None:
    """Immolating Souleater ({2}) from {C}{R}{G}: three pools can remain."""
    asked = pending(alice({"C": 1, "R": 1, "G": 1}, "Immolating Souleater"), CAST_BEARS).pending
    assert asked is not None and asked.option_ids() == ("mana:RC", "mana:GC", "mana:RG")


def test_a_short_pool_is_refused_with_the_rule() -> None:
    state = alice({"R": 1})
    with pytest.raises(IllegalAction) as refused:
        apply(state, CAST_BEARS)
    assert refused.value.rule == "601.2h" and "lacks {G}" in refused.value.message


def test_same_choices_give_the_same_result() -> None:
    state = alice({"G": 2, "R": 1})
    first = apply(state, CAST_BEARS, ["mana:GG"])
    second = apply(state, CAST_BEARS, ["mana:GG"])
    assert first == second
    assert first.state != apply(state, CAST_BEARS, ["mana:RG"]).state


def test_the_explorer_lists_each_payment_as_an_outcome() -> None:
    exploration = explore(alice({"G": 2, "R": 1}), CAST_BEARS)
    assert exploration.complete
    pools = {tuple(sorted(pool_of(o.state).items())): o.choices for o in exploration.outcomes}
    assert pools == {(("G", 1),): ("mana:RG",), (("R", 1),): ("mana:GG",)}


def test_paying_for_counter_unless_pays_asks_which_mana_too() -> None:
    """Force Spike on Bob's Lightning Bolt: Bob may pay {1} from {R}{G} as Force Spike resolves
    (118.12a); which of the two stays in his pool is his choice (601.2h)."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "spike", "card": "Force Spike"}],
            "mana_pool": {"U": 1},
        },
        {
            "id": "B",
            "name": "Bob",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "mana_pool": {"R": 2, "G": 1},
        },
    )
    state = play(state, {"type": "cast", "object": "bolt", "targets": ["A"]}).state
    state = play(state, {"type": "cast", "object": "spike", "targets": ["bolt"]}).state
    resolve = {"type": "resolve"}
    asked = pending(state, resolve, ["pay"]).pending
    assert asked is not None
    assert (asked.decider, asked.kind, asked.rule) == ("B", DecisionKind.MANA_PAYMENT, "601.2h")
    assert asked.option_ids() == ("mana:R", "mana:G")
    result = play(state, resolve, ["pay", "mana:G"])
    assert pool_of(result.state, "B") == {"R": 1}
    assert [o.card for o in result.state.zone(Zone.STACK)] == ["Lightning Bolt"]
