"""601.2f: cost changes compiled from real cards' Oracle text (engine.oracle.grammar
.cost_changes): a card's own "This spell costs {1} less to cast for each ..." / "... if you
control a Wizard" (113.6d: it works while the card is a spell on the stack), and reductions for
spells of a color and a type, or of either of two kinds. A reduction lowers only the generic
part of the cost, never below {0}."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play


def record(name: str, type_line: str, cost: str, text: str, pt: str = "") -> dict[str, Any]:
    found: dict[str, Any] = {
        "name": name,
        "type_line": type_line,
        "mana_cost": cost,
        "layout": "normal",
        "oracle_text": text,
    }
    if pt:
        found["power"], found["toughness"] = pt.split("/")
    return found


RECORDS = {
    r["name"]: r
    for r in (
        record(
            "Gearseeker Serpent",
            "Creature — Serpent",
            "{5}{U}{U}",
            "This spell costs {1} less to cast for each artifact you control.\n{5}{U}: Gearseeker "
            "Serpent can't be blocked this turn.",
            "5/6",
        ),
        record(
            "Embercleave",
            "Legendary Artifact — Equipment",
            "{4}{R}{R}",
            "Flash\nThis spell costs {1} less to cast for each attacking creature you control.\n"
            "When Embercleave enters the battlefield, attach it to target creature you control.\n"
            "Equipped creature gets +1/+1 and has double strike and trample.\nEquip {3}",
        ),
        record(
            "Academy Journeymage",
            "Creature — Human Wizard",
            "{4}{U}",
            "This spell costs {1} less to cast if you control a Wizard.\nWhen Academy Journeymage "
            "enters the battlefield, return target creature an opponent controls to its owner's "
            "hand.",
            "3/2",
        ),
        record(
            "Rhonas's Monument",
            "Legendary Artifact",
            "{3}",
            "Green creature spells you cast cost {1} less to cast.\nWhenever you cast a creature "
            "spell, target creature you control gets +2/+2 and gains trample until end of turn.",
        ),
        record(
            "Danitha Capashen, Paragon",
            "Legendary Creature — Human Knight",
            "{2}{W}",
            "First strike, vigilance, lifelink\nAura and Equipment spells you cast cost {1} less "
            "to cast.",
            "2/2",
        ),
        record(
            "Nightscape Familiar",
            "Creature — Zombie",
            "{1}{B}",
            "Blue spells and red spells you cast cost {1} less to cast.\n{1}{B}: Regenerate "
            "Nightscape Familiar.",
            "1/1",
        ),
        record(
            "Starnheim Courser",
            "Creature — Pegasus",
            "{2}{W}",
            "Flying\nArtifact and enchantment spells you cast cost {1} less to cast.",
            "2/2",
        ),
        record("Test Wizard", "Creature — Human Wizard", "{U}", "", "1/1"),
        record(
            "Deadly Alliance",
            "Instant",
            "{4}{B}",
            "This spell costs {1} less to cast for each creature in your party.\nDestroy target "
            "creature or planeswalker.",
        ),
        record("Test Cleric Rogue", "Creature — Human Cleric Rogue", "{B}", "", "1/1"),
        record("Test Cleric", "Creature — Human Cleric", "{W}", "", "1/1"),
        record(
            "Pacifism",
            "Enchantment — Aura",
            "{1}{W}",
            "Enchant creature\nEnchanted creature can't attack or block.",
        ),
        record(
            "Bonesplitter",
            "Artifact — Equipment",
            "{1}",
            "Equipped creature gets +2/+0.\nEquip {1}",
        ),
    )
}
RECORDS["Gearseeker Serpent"]["colors"] = ["U"]
RECORDS["Embercleave"]["colors"] = ["R"]
RECORDS["Academy Journeymage"]["colors"] = ["U"]
RECORDS["Test Wizard"]["colors"] = ["U"]
RECORDS["Deadly Alliance"]["colors"] = ["B"]
RECORDS["Pacifism"]["colors"] = ["W"]
AUTOMATED_HERE = sorted(
    set(RECORDS) - {"Test Wizard", "Pacifism", "Bonesplitter", "Test Cleric Rogue", "Test Cleric"}
)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", AUTOMATED_HERE)
def test_the_card_is_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def game(
    battlefield: list[str],
    hand: list[str],
    pool: dict[str, int],
    *,
    tapped: bool = True,
    **doc: Any,
) -> GameState:
    """Alice's permanents are tapped unless `tapped` is False: the pool alone pays (her untapped
    Sol Rings would add mana as she pays, 601.2g)."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "mana_pool": pool,
            "battlefield": [
                {"id": f"a{i}", "card": c, **({"tapped": True} if tapped else {})}
                for i, c in enumerate(battlefield)
            ],
            "hand": [{"id": f"h{i}", "card": c} for i, c in enumerate(hand)],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "bob_bears", "card": "Grizzly Bears"}]},
        **doc,
    )


def casts(state: GameState, action: dict[str, Any] | None = None) -> GameState:
    result = settle(state, action or {"type": "cast", "object": "h0"})
    assert result.state.object("h0").zone is Zone.STACK
    assert cites(result.log, "601.2f")
    return result.state


def refused(state: GameState, action: dict[str, Any] | None = None) -> None:
    with pytest.raises(IllegalAction):
        play(state, action or {"type": "cast", "object": "h0"})


def test_gearseeker_serpent_costs_one_less_for_each_artifact_you_control() -> None:
    """Three Sol Rings: {5}{U}{U} becomes {2}{U}{U}; two leave it at {3}{U}{U}."""
    rings = ["Sol Ring"] * 3
    state = casts(game(rings, ["Gearseeker Serpent"], {"U": 2, "C": 2}))
    assert state.player("A").mana_pool.to_json() == {}
    refused(game(rings[:2], ["Gearseeker Serpent"], {"U": 2, "C": 2}))
    # 601.2g: untapped, the two Sol Rings tap for the {C}{C}{C}{C} the pool lacks
    untapped = play(
        game(rings[:2], ["Gearseeker Serpent"], {"U": 2, "C": 2}, tapped=False),
        {"type": "cast", "object": "h0"},
    )
    assert untapped.state.object("h0").zone is Zone.STACK
    assert cites(untapped.log, "601.2g") or cites(untapped.log, "605.3a")


def test_gearseeker_serpent_never_reduces_its_colored_mana() -> None:
    """Eight artifacts take all five generic mana away; {U}{U} remains (601.2f)."""
    eight = ["Sol Ring"] * 8
    state = casts(game(eight, ["Gearseeker Serpent"], {"U": 2}))
    assert state.player("A").mana_pool.to_json() == {}
    refused(game(eight, ["Gearseeker Serpent"], {"U": 1, "C": 4}))


def test_an_opponents_artifacts_dont_reduce_it() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"U": 2, "C": 2},
            "hand": [{"id": "h0", "card": "Gearseeker Serpent"}],
        },
        {"id": "B", "battlefield": [{"id": f"r{i}", "card": "Sol Ring"} for i in range(3)]},
    )
    refused(state)


def test_embercleave_costs_one_less_for_each_attacking_creature() -> None:
    """Cast with flash after two creatures attack: {4}{R}{R} becomes {2}{R}{R}."""
    state = board(
        {
            "id": "A",
            "mana_pool": {"R": 2, "C": 2},
            "battlefield": [
                {"id": "b1", "card": "Grizzly Bears"},
                {"id": "b2", "card": "Grizzly Bears"},
            ],
            "hand": [{"id": "h0", "card": "Embercleave"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"b1": "B", "b2": "B"}}).state
    after = casts(attacked)
    assert after.player("A").mana_pool.to_json() == {}
    refused(state)  # before they attack it costs its full {4}{R}{R}


def test_academy_journeymage_costs_one_less_if_you_control_a_wizard() -> None:
    with_wizard = casts(game(["Test Wizard"], ["Academy Journeymage"], {"U": 1, "C": 3}))
    assert with_wizard.player("A").mana_pool.to_json() == {}
    refused(game(["Grizzly Bears"], ["Academy Journeymage"], {"U": 1, "C": 3}))


def test_rhonass_monument_reduces_green_creature_spells_only() -> None:
    bears = casts(game(["Rhonas's Monument"], ["Grizzly Bears"], {"G": 1}))
    assert bears.player("A").mana_pool.to_json() == {}
    refused(game(["Rhonas's Monument"], ["Hill Giant"], {"R": 1, "C": 2}))  # red
    refused(game(["Rhonas's Monument"], ["Giant Growth"], {}))  # green, not a creature


def test_danitha_reduces_aura_and_equipment_spells() -> None:
    aura = casts(
        game(["Danitha Capashen, Paragon"], ["Pacifism"], {"W": 1}),
        {"type": "cast", "object": "h0", "targets": ["bob_bears"]},
    )
    assert aura.player("A").mana_pool.to_json() == {}
    equipment = casts(game(["Danitha Capashen, Paragon"], ["Bonesplitter"], {}))
    assert equipment.player("A").mana_pool.to_json() == {}
    refused(game(["Danitha Capashen, Paragon"], ["Sol Ring"], {}))  # an artifact, not Equipment


def test_nightscape_familiar_reduces_blue_spells_and_red_spells() -> None:
    giant = casts(game(["Nightscape Familiar"], ["Hill Giant"], {"R": 1, "C": 2}))
    assert giant.player("A").mana_pool.to_json() == {}
    wizard = casts(game(["Nightscape Familiar"], ["Academy Journeymage"], {"U": 1, "C": 3}))
    assert wizard.player("A").mana_pool.to_json() == {}
    refused(game(["Nightscape Familiar"], ["Grizzly Bears"], {"G": 1}))


def test_starnheim_courser_reduces_artifact_and_enchantment_spells() -> None:
    ring = casts(game(["Starnheim Courser"], ["Sol Ring"], {}))
    assert ring.player("A").mana_pool.to_json() == {}
    aura = casts(
        game(["Starnheim Courser"], ["Pacifism"], {"W": 1}),
        {"type": "cast", "object": "h0", "targets": ["bob_bears"]},
    )
    assert aura.player("A").mana_pool.to_json() == {}
    refused(game(["Starnheim Courser"], ["Grizzly Bears"], {"G": 1}))


def test_deadly_alliance_counts_each_creature_for_one_party_role_700_8b() -> None:
    """A Cleric Rogue and a Cleric fill two roles (the Cleric Rogue as the Rogue), the Wizard a
    third: {4}{B} becomes {1}{B}. Two Clerics alone fill one role."""
    party = ["Test Cleric Rogue", "Test Cleric", "Test Wizard", "Grizzly Bears"]
    kill = {"type": "cast", "object": "h0", "targets": ["bob_bears"]}
    state = casts(game(party, ["Deadly Alliance"], {"B": 1, "C": 1}), kill)
    assert state.player("A").mana_pool.to_json() == {}
    refused(game(["Test Cleric", "Test Cleric"], ["Deadly Alliance"], {"B": 1, "C": 2}), kill)
    casts(game(["Test Cleric", "Test Cleric"], ["Deadly Alliance"], {"B": 1, "C": 3}), kill)


SPHINX = record(
    "Sphinx of New Prahv",
    "Creature — Sphinx",
    "{W}{U}{B}",
    "Flying, vigilance\nSpells your opponents cast that target Sphinx of New Prahv cost {2} more "
    "to cast.",
    "4/4",
)


def test_sphinx_of_new_prahv_taxes_opponents_spells_that_target_it(compiled_from: Any) -> None:
    """Bob's Lightning Bolt at the Sphinx costs {2}{R} (its target is chosen first, 601.2c); at
    Alice it costs {R}; Alice's own spell at her Sphinx isn't taxed."""
    compiled_from({**RECORDS, "Sphinx of New Prahv": SPHINX})
    assert compile_record(SPHINX).label == AUTOMATED

    def bolt(pool: dict[str, int], caster: str = "B") -> GameState:
        hand = {"mana_pool": pool, "hand": [{"id": "h0", "card": "Lightning Bolt"}]}
        sphinx = [{"id": "sphinx", "card": "Sphinx of New Prahv"}]
        alice = {"id": "A", "name": "Alice", "battlefield": sphinx}
        bob = {"id": "B", "name": "Bob"}
        return board(
            alice | (hand if caster == "A" else {}),
            bob | (hand if caster == "B" else {}),
            turn={"number": 2, "active_player": caster},
        )

    at_sphinx = {"type": "cast", "object": "h0", "targets": ["sphinx"]}
    refused(bolt({"R": 1, "C": 1}), at_sphinx)
    taxed = casts(bolt({"R": 1, "C": 2}), at_sphinx)
    assert taxed.player("B").mana_pool.to_json() == {}
    at_alice = play(bolt({"R": 1}), {"type": "cast", "object": "h0", "targets": ["A"]})
    assert at_alice.state.player("B").mana_pool.to_json() == {}
    assert not cites(at_alice.log, "601.2f")
    own = play(bolt({"R": 1}, caster="A"), at_sphinx)
    assert own.state.player("A").mana_pool.to_json() == {}
    assert not cites(own.log, "601.2f")


GHALTA = record(
    "Ghalta, Primal Hunger",
    "Legendary Creature — Elder Dinosaur",
    "{10}{G}{G}",
    "Trample\nThis spell costs {X} less to cast, where X is the total power of creatures you "
    "control.",
    "12/12",
)
COLOSSUS = record(
    "Metalwork Colossus",
    "Artifact Creature — Construct",
    "{11}",
    "This spell costs {X} less to cast, where X is the total mana value of noncreature "
    "artifacts you control.\nSacrifice two artifacts: Return Metalwork Colossus from your "
    "graveyard to your hand.",
    "10/10",
)


def test_ghalta_costs_x_less_for_the_total_power_of_your_creatures(compiled_from: Any) -> None:
    """Two Hill Giants (3/3), one with two +1/+1 counters, and Grizzly Bears: total power
    3 + 5 + 2 = 10, read as the cost is determined (601.2f): {10}{G}{G} becomes {G}{G}."""
    compiled_from({**RECORDS, GHALTA["name"]: GHALTA})
    assert compile_record(GHALTA).label == AUTOMATED
    state = board(
        {
            "id": "A",
            "mana_pool": {"G": 2},
            "battlefield": [
                {"id": "g1", "card": "Hill Giant"},
                {"id": "g2", "card": "Hill Giant", "counters": {"+1/+1": 2}},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "hand": [{"id": "h0", "card": "Ghalta, Primal Hunger"}],
        },
        {"id": "B", "battlefield": [{"id": "bob_giant", "card": "Hill Giant"}]},
    )
    assert casts(state).player("A").mana_pool.to_json() == {}
    without_counters = state.with_object(state.object("g2").with_counters("+1/+1", -2))
    refused(without_counters)  # total power 8: {2}{G}{G}


def test_metalwork_colossus_counts_noncreature_artifacts_mana_value(compiled_from: Any) -> None:
    """Three Sol Rings (mana value 1 each) take {3} off its {11}; an artifact creature (another
    Colossus on the battlefield) doesn't count."""
    compiled_from({**RECORDS, COLOSSUS["name"]: COLOSSUS})
    assert compile_record(COLOSSUS).label == AUTOMATED
    rings = ["Sol Ring"] * 3 + ["Metalwork Colossus"]
    state = casts(game(rings, ["Metalwork Colossus"], {"C": 8}))
    assert state.player("A").mana_pool.to_json() == {}
    refused(game(rings, ["Metalwork Colossus"], {"C": 7}))
