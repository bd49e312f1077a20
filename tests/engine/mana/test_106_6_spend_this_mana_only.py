"""Mana that can be spent only on some payments (106.6): "Spend this mana only to cast a
creature spell." (Ancient Ziggurat), "... to cast artifact spells." (Mishra's Workshop), "... to
cast an artifact spell or activate an ability." (Guidelight Optimizer). The mana carries its
restriction in the pool ("G@cast:Creature"); it is still mana of its type; a payment may spend it
only where the restriction allows, and when it and other mana of the same type could both pay,
which one is spent is the payer's choice (601.2h). Compiled from the cards' Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.mana import pool_text
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

ZIGGURAT = "Ancient Ziggurat"
WORKSHOP = "Mishra's Workshop"
OPTIMIZER = "Guidelight Optimizer"
ELDRAZI_TEMPLE = "Eldrazi Temple"
FILI = "Fili and Kili, Joyous"
POWER_DEPOT = "Power Depot"
CARDS = (ZIGGURAT, WORKSHOP, OPTIMIZER, ELDRAZI_TEMPLE, FILI, POWER_DEPOT)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS, "Millstone")


@pytest.mark.parametrize("name", CARDS)
def test_the_cards_compile_automated_and_print_back_the_restriction_106_6(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "Spend this mana only to " in compiled.printed


def _restriction(name: str, ability: int) -> object:
    compiled = compile_record(records(name)[name])
    return compiled.definition.abilities[ability].effects[0].params.get("spend")  # type: ignore[union-attr]


def test_the_restrictions_read_as_uses_and_kinds_106_6() -> None:
    assert _restriction(ZIGGURAT, 0) == "cast:Creature"
    assert _restriction(WORKSHOP, 0) == "casts:Artifact"
    assert _restriction(OPTIMIZER, 0) == "cast:Artifact;activate_one:any"
    assert _restriction(ELDRAZI_TEMPLE, 1) == (
        "casts:colorless+subtype:Eldrazi;activate:colorless+subtype:Eldrazi"
    )
    assert _restriction(FILI, 0) == "casts:subtype:Dwarf&subtype:Equipment&subtype:Saga"


def _alice(pool: dict[str, int], *hand: str, battlefield: tuple[str, ...] = ()) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "mana_pool": pool,
            "hand": [{"id": f"card{i}", "card": c} for i, c in enumerate(hand)],
            "battlefield": [{"id": f"perm{i}", "card": c} for i, c in enumerate(battlefield)],
        },
        {"id": "B", "name": "Bob"},
    )


def _pool(state: GameState) -> dict[str, int]:
    return {k: int(v) for k, v in state.player("A").mana_pool.items()}


def test_ziggurat_adds_mana_that_carries_its_restriction_106_6() -> None:
    state = _alice({}, battlefield=(ZIGGURAT,))
    done = play(state, {"type": "activate", "object": "perm0", "ability": 0}, ["G"])
    assert _pool(done.state) == {"G@cast:Creature": 1}
    assert cites(done.log, "106.6")
    assert pool_text(done.state.player("A").mana_pool) == "{G} (only to cast Creature spells)"


def test_restricted_mana_casts_a_creature_spell_106_6() -> None:
    done = play(
        _alice({"G@cast:Creature": 1}, "Llanowar Elves"), {"type": "cast", "object": "card0"}
    )
    assert _pool(done.state) == {}
    assert done.state.object("card0").zone.value == "stack"
    assert cites(done.log, "106.6")


def test_restricted_mana_cant_cast_another_kind_of_spell_106_6() -> None:
    state = _alice({"G@cast:Creature": 1}, "Giant Growth")
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "mana_pool": {"G@cast:Creature": 1},
            "hand": [{"id": "growth", "card": "Giant Growth"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "name": "Bob"},
    )
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "growth", "targets": ["bears"]})


def test_workshop_mana_pays_for_an_artifact_not_a_creature_106_6() -> None:
    pool = {"C@casts:Artifact": 3}
    done = play(_alice(pool, "Ornithopter", "Millstone"), {"type": "cast", "object": "card1"})
    assert _pool(done.state) == {"C@casts:Artifact": 1}  # Millstone costs {2}
    assert done.state.object("card1").zone.value == "stack"
    state = _alice(pool, "Grizzly Bears")
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "card0"})


def test_unrestricted_and_restricted_mana_of_one_type_the_payer_chooses_601_2h() -> None:
    state = _alice({"G": 1, "G@cast:Creature": 1}, "Llanowar Elves")
    asked = pending(state, {"type": "cast", "object": "card0"}).pending
    assert asked is not None
    assert asked.kind is DecisionKind.MANA_PAYMENT
    ids = [o.id for o in asked.options]
    assert ids == ["mana:G", "mana:G+1G@cast:Creature"]
    kept_restricted = play(state, {"type": "cast", "object": "card0"}, ["mana:G"])
    assert _pool(kept_restricted.state) == {"G@cast:Creature": 1}
    spent_restricted = play(state, {"type": "cast", "object": "card0"}, [ids[1]])
    assert _pool(spent_restricted.state) == {"G": 1}


def test_activate_mana_pays_an_activated_ability_602_2b() -> None:
    state = _alice({"R@activate_one:any;cast:Artifact": 1}, battlefield=("Shivan Dragon",))
    done = play(state, {"type": "activate", "object": "perm0", "ability": 0})
    assert _pool(done.state) == {}
    assert cites(done.log, "106.6")


def test_mana_for_abilities_of_artifacts_cant_pay_a_dragons_ability_106_6() -> None:
    state = _alice({"R@activate:Artifact": 1}, battlefield=("Shivan Dragon",))
    with pytest.raises(IllegalAction):
        play(state, {"type": "activate", "object": "perm0", "ability": 0})


def test_restricted_mana_empties_from_the_pool_500_5() -> None:
    state = _alice({"C@casts:Artifact": 2})
    assert state.player("A").mana_pool
    done = play(state, {"type": "advance"})
    assert not done.state.player("A").mana_pool
    assert cites(done.log, "500.5")
