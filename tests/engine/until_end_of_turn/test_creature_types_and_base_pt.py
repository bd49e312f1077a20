"""What a creature is until end of turn (613.1d layer 4, 613.4b layer 7b, 205.3m): "loses all
creature types", "gains all creature types", "has base power and toughness 4/4", and the
sentences that say the duration first ("Until end of turn, creatures you control get +1/+1 and
gain haste."). Nameless Inversion, Wings of Velis Vel, Diminish and Heroic Reinforcements are
compiled from their Oracle text; Lyra Dawnbringer ("Other Angels you control get +1/+1 and have
lifelink.") shows which creatures are Angels as the layers apply."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Nameless Inversion": {
        "name": "Nameless Inversion",
        "mana_cost": "{1}{B}",
        "type_line": "Kindred Instant — Shapeshifter",
        "oracle_text": "Changeling (This card is every creature type.)\nTarget creature gets "
        "+3/-3 and loses all creature types until end of turn.",
        "colors": ["B"],
    },
    "Wings of Velis Vel": {
        "name": "Wings of Velis Vel",
        "mana_cost": "{1}{U}",
        "type_line": "Kindred Instant — Shapeshifter",
        "oracle_text": "Changeling (This card is every creature type.)\nUntil end of turn, target "
        "creature has base power and toughness 4/4, gains all creature types, and gains flying.",
        "colors": ["U"],
    },
    "Diminish": {
        "name": "Diminish",
        "mana_cost": "{U}",
        "type_line": "Instant",
        "oracle_text": "Target creature has base power and toughness 1/1 until end of turn.",
        "colors": ["U"],
    },
    "Heroic Reinforcements": {
        "name": "Heroic Reinforcements",
        "mana_cost": "{2}{R}{W}",
        "type_line": "Sorcery",
        "oracle_text": "Create two 1/1 white Soldier creature tokens. Until end of turn, "
        "creatures you control get +1/+1 and gain haste.",
        "colors": ["R", "W"],
    },
    "Avian Changeling": {
        "name": "Avian Changeling",
        "type_line": "Creature — Shapeshifter",
        "mana_cost": "{2}{W}",
        "power": "2",
        "toughness": "2",
        "oracle_text": "Changeling (This card is every creature type.)\nFlying",
    },
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _board(*hand: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": card.lower().replace(" ", "_"), "card": card} for card in hand],
            "battlefield": [
                {"id": "changeling", "card": "Avian Changeling"},
                {"id": "lyra", "card": "Lyra Dawnbringer"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )


def _cast(state: GameState, card: str, *targets: str) -> Any:
    cast = play(state, {"type": "cast", "object": card, "targets": list(targets), "free": True})
    return play(cast.state, {"type": "resolve"})


@pytest.mark.parametrize("name", [n for n in RECORDS if n != "Avian Changeling"])
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    oracle = RECORDS[name]["oracle_text"].replace(" (This card is every creature type.)", "")
    assert compiled.printed == oracle


def test_nameless_inversion_a_changeling_loses_its_angel_bonus_and_dies_613_1d() -> None:
    state = _board("Nameless Inversion")
    before = chars(state, state.object("changeling"))
    assert (before.power, before.toughness) == (3, 3)  # an Angel: Lyra's +1/+1
    resolved = _cast(state, "nameless_inversion", "changeling")
    assert cites(resolved.log, "613.1d") and cites(resolved.log, "205.3m")
    after = resolved.state
    # Layer 4: no creature types any more (its changeling applied first, 613.3), so Lyra's
    # "Other Angels" no longer applies: 2/2 +3/-3 is 5/-1 and it dies (704.5f).
    assert after.object("changeling").zone is Zone.GRAVEYARD


def test_nameless_inversion_on_a_creature_that_survives_it() -> None:
    state = _board("Nameless Inversion")
    after = _cast(state, "nameless_inversion", "lyra").state
    lyra = chars(after, after.object("lyra"))
    assert (lyra.power, lyra.toughness) == (8, 2)  # a 5/5 +3/-3
    assert "Angel" not in lyra.subtypes
    assert lyra.is_type("Creature") and lyra.has("flying")  # only its creature types go


def test_wings_of_velis_vel_base_4_4_every_type_and_flying_613_4b() -> None:
    state = _board("Wings of Velis Vel")
    resolved = _cast(state, "wings_of_velis_vel", "bears")
    assert cites(resolved.log, "613.4b")
    after = resolved.state
    bears = chars(after, after.object("bears"))
    # Base 4/4 (7b); now an Angel too (layer 4), so Lyra gives +1/+1 (7c) and lifelink.
    assert (bears.power, bears.toughness) == (5, 5)
    assert {"Angel", "Bear", "Goblin"} <= set(bears.subtypes)
    assert bears.has("flying") and bears.has("lifelink")


def test_the_base_4_4_is_under_counters_and_pumps_613_4() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "wings", "card": "Wings of Velis Vel"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 2}}],
        },
        {"id": "B"},
    )
    after = _cast(state, "wings", "bears").state
    bears = chars(after, after.object("bears"))
    assert (bears.power, bears.toughness) == (6, 6)  # base 4/4, then the two counters (7c)


def test_diminish_sets_base_power_and_toughness_1_1() -> None:
    state = _board("Diminish")
    after = _cast(state, "diminish", "lyra").state
    lyra = chars(after, after.object("lyra"))
    assert (lyra.power, lyra.toughness) == (1, 1)
    assert lyra.has("flying")


def test_it_all_ends_in_the_cleanup_step_514_2() -> None:
    state = _board("Wings of Velis Vel")
    after = _cast(state, "wings_of_velis_vel", "bears").state
    ended = play(after, {"type": "advance", "to": "cleanup"}).state
    bears = chars(ended, ended.object("bears"))
    assert (bears.power, bears.toughness) == (2, 2)
    assert "Angel" not in bears.subtypes and not bears.has("flying")


def test_heroic_reinforcements_locks_in_the_creatures_it_pumps_611_2c() -> None:
    state = _board("Heroic Reinforcements", "Grizzly Bears")
    resolved = _cast(state, "heroic_reinforcements")
    after = resolved.state
    soldiers = [o for o in after.battlefield if o.token]
    assert len(soldiers) == 2
    for soldier in soldiers:
        c = chars(after, soldier)
        assert (c.power, c.toughness) == (2, 2) and c.has("haste")
    bears = chars(after, after.object("bears"))
    assert (bears.power, bears.toughness) == (3, 3) and bears.has("haste")
    assert cites(resolved.log, "611.2c") or cites(resolved.log, "611.2a")
    # A creature that enters afterwards isn't one of them (611.2c).
    cast = play(after, {"type": "cast", "object": "grizzly_bears", "free": True})
    later = play(cast.state, {"type": "resolve"}).state
    entered = next(o for o in later.battlefield if o.id == "grizzly_bears")
    c = chars(later, entered)
    assert (c.power, c.toughness) == (2, 2) and not c.has("haste")
