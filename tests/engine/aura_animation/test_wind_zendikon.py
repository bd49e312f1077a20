"""Wind Zendikon: "Enchant land / Enchanted land is a 2/2 blue Elemental creature with flying.
It's still a land. / When enchanted land dies, return that card to its owner's hand."

The enchanted land is a creature in layer 4 (613.1d; 205.1b: still a Forest), blue in layer 5
(613.1e, 105.3: instead of its colors), has flying in layer 6 (613.1f) and is 2/2 in layer 7b
(613.4b; a +1/+1 counter still applies in 7c). When the land dies (700.4) the trigger looks
back (603.10a): the Aura was on it, though state-based actions put the Aura into the graveyard
(704.5m) before the trigger goes on the stack; the land card returns to its owner's hand unless
it left the graveyard (400.7). The other Zendikons are the same template. The cards are compiled
from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play


def _zendikon(name: str, animation: str, color: str) -> dict[str, Any]:
    return {
        "name": name,
        "type_line": "Enchantment — Aura",
        "mana_cost": "{1}" + color,
        "layout": "normal",
        "oracle_text": f"Enchant land\nEnchanted land is a {animation}. It's still a land.\n"
        "When enchanted land dies, return that card to its owner's hand.",
    }


WIND = _zendikon("Wind Zendikon", "2/2 blue Elemental creature with flying", "{U}")
NISSAS = _zendikon("Nissa's Zendikon", "4/4 Elemental creature with reach and haste", "{G}")
VASTWOOD = _zendikon("Vastwood Zendikon", "6/4 green Elemental creature", "{G}")
COFFIN_PURGE = {
    "name": "Coffin Purge",
    "type_line": "Instant",
    "mana_cost": "{B}",
    "layout": "normal",
    "oracle_text": "Exile target card from a graveyard.\nFlashback {B} (You may cast this card "
    "from your graveyard for its flashback cost. Then exile it.)",
}
DEMONIC_VIGOR = {
    "name": "Demonic Vigor",
    "type_line": "Enchantment — Aura",
    "mana_cost": "{B}",
    "layout": "normal",
    "oracle_text": "Enchant creature\nEnchanted creature gets +1/+1.\nWhen enchanted creature "
    "dies, return that card to its owner's hand.",
}
RECORDS = {r["name"]: r for r in (WIND, NISSAS, VASTWOOD, COFFIN_PURGE, DEMONIC_VIGOR)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    "name", ["Wind Zendikon", "Nissa's Zendikon", "Vastwood Zendikon", "Demonic Vigor"]
)
def test_the_zendikons_compile_automated_and_print_their_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def _enchanted(aura: str = "Wind Zendikon", **more: Any) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "purge", "card": "Coffin Purge"},
            ],
            "battlefield": [
                {"id": "forest", "card": "Forest", **more},
                {"id": "zendikon", "card": aura, "attached_to": "forest"},
            ],
        },
        {"id": "B", "name": "Bob"},
    )


def test_the_enchanted_forest_is_a_2_2_blue_elemental_creature_with_flying_and_a_land() -> None:
    state = _enchanted()
    forest = chars(state, state.object("forest"))
    assert forest.is_type("Creature") and forest.is_type("Land")  # 205.1b
    assert "Forest" in forest.subtypes and "Elemental" in forest.subtypes
    assert forest.colors == ("U",)  # 105.3: a Forest is colorless; now blue
    assert forest.has("flying")
    assert (forest.power, forest.toughness) == (2, 2)
    layers = [layer for layer, _ in forest.breakdown]
    for rule in ("613.1d", "613.1e", "613.1f", "613.4b"):
        assert rule in layers, forest.breakdown
    # It still taps for {G} (305.6: its land type's mana ability).
    assert any("Add {G}" in getattr(a, "text", "") for a in forest.abilities)


def test_a_counter_applies_after_the_base_2_2_613_4c() -> None:
    state = _enchanted(counters={"+1/+1": 1})
    forest = chars(state, state.object("forest"))
    assert (forest.power, forest.toughness) == (3, 3)


def test_without_a_color_word_the_land_keeps_its_colors_and_gets_both_keywords() -> None:
    state = _enchanted("Nissa's Zendikon")
    forest = chars(state, state.object("forest"))
    assert forest.colors == ()
    assert forest.has("reach") and forest.has("haste")
    assert (forest.power, forest.toughness) == (4, 4)


def test_an_unattached_zendikon_animates_nothing() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "forest", "card": "Forest"},
                {"id": "zendikon", "card": "Wind Zendikon"},
            ],
        },
        {"id": "B"},
    )
    forest = chars(state, state.object("forest"))
    assert not forest.is_type("Creature") and forest.power is None


def _bolted(**more: Any) -> GameState:
    """Alice's Lightning Bolt kills her own 2/2 Forest; the Zendikon's trigger goes on the stack."""
    state = _enchanted(**more)
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["forest"], "free": True})
    died = play(cast.state, RESOLVE)
    assert died.state.object("forest").zone is Zone.GRAVEYARD
    assert died.state.object("zendikon").zone is Zone.GRAVEYARD  # 704.5m
    assert cites(died.log, "704.5g") and cites(died.log, "704.5m")
    assert cites(died.log, "603.2")
    return died.state


def test_when_the_land_dies_the_land_card_returns_to_its_owners_hand() -> None:
    done = play(_bolted(), RESOLVE)
    assert done.state.object("forest").zone is Zone.HAND
    assert done.state.object("forest").owner == "A"
    assert done.state.object("zendikon").zone is Zone.GRAVEYARD
    assert cites(done.log, "608.2c")


def test_a_land_card_that_left_the_graveyard_isnt_returned_400_7() -> None:
    state = _bolted()
    # In response, Alice exiles the Forest card from her graveyard (Coffin Purge).
    purge = play(state, {"type": "cast", "object": "purge", "targets": ["forest"], "free": True})
    exiled = play(purge.state, RESOLVE).state
    assert exiled.object("forest").zone is Zone.EXILE
    done = play(exiled, RESOLVE)
    assert done.state.object("forest").zone is Zone.EXILE
    assert cites(done.log, "400.7")


def test_an_opponents_land_returns_to_its_owners_hand_and_demonic_vigor_too() -> None:
    """Alice's Wind Zendikon on Bob's Forest and her Demonic Vigor on Bob's Grizzly Bears: each
    card returns to its owner's hand, Bob's (108.3)."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "zendikon", "card": "Wind Zendikon", "attached_to": "forest"},
                {"id": "vigor", "card": "Demonic Vigor", "attached_to": "bears"},
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "forest", "card": "Forest"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
    )
    assert chars(state, state.object("bears")).power == 3  # +1/+1
    for target in ("forest", "bears"):
        cast = play(state, {"type": "cast", "object": "bolt", "targets": [target], "free": True})
        died = play(cast.state, RESOLVE)
        assert died.state.object(target).zone is Zone.GRAVEYARD
        done = play(died.state, RESOLVE).state
        assert done.object(target).zone is Zone.HAND and done.object(target).owner == "B"
        assert done.object(target) in done.zone(Zone.HAND, "B")
