"""Regeneration shields (701.19a, 614.8): a shield replaces the next destruction of its permanent
this turn. Instead of going to the graveyard, the permanent loses all its damage and is tapped.
Lethal damage (704.5g) and deathtouch (704.5h) destroy, so a shield answers both; toughness 0
(704.5f) doesn't destroy, and an indestructible permanent is never destroyed (702.12b)."""

from __future__ import annotations

from typing import Any

from engine.core.events import Regenerated, ZoneChanged
from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.game.play import explore
from engine.testing.scenario import board, cites, entries, pending, play


def shield(obj: str, effect_id: str = "shield", **params: Any) -> dict[str, Any]:
    """A regeneration shield in force until end of turn, as a judge writes it."""
    return {
        "id": effect_id,
        "kind": "regeneration_shield",
        "controller": "A",
        "params": {"object": obj, **params},
        "duration": "end_of_turn",
    }


def alice_has(*permanents: dict[str, Any], effects: tuple[dict[str, Any], ...] = ()) -> GameState:
    """Alice's permanents with the given effects; Bob has Typhoid Rats (1/1 deathtouch)."""
    return board(
        {"id": "A", "name": "Alice", "battlefield": list(permanents)},
        {"id": "B", "name": "Bob", "battlefield": [{"id": "rats", "card": "Typhoid Rats"}]},
        effects=list(effects),
    )


def damage(target: str, amount: int, source: str = "rats") -> dict[str, Any]:
    return {"type": "deal_damage", "source": source, "target": target, "amount": amount}


DESTROY = {"type": "move_object", "to": "graveyard", "destroy": True}


def test_a_shield_saves_a_creature_from_lethal_damage_once() -> None:
    """4 damage to the 6/4 Craw Wurm: state-based actions destroy it (704.5g) and its shield
    replaces that: the damage is removed and it's tapped. The shield is used up, so more lethal
    damage the same turn puts it into the graveyard."""
    state = alice_has({"id": "wurm", "card": "Craw Wurm"}, effects=(shield("wurm"),))
    saved = play(state, damage("wurm", 4, source="wurm"))
    wurm = saved.state.object("wurm")
    assert (wurm.zone, wurm.damage, wurm.tapped) == (Zone.BATTLEFIELD, 0, True)
    assert saved.state.effect("shield") is None
    assert Regenerated("wurm") in saved.events
    assert not [e for e in saved.events if isinstance(e, ZoneChanged)]
    for rule in ("704.5g", "701.8a", "614.8", "701.19a", "120.6"):
        assert cites(saved.log, rule), rule
    (replaced,) = entries(saved.log, LogKind.REPLACEMENT)
    assert replaced.rules == ("614.8", "701.19a")
    assert "regenerates instead" in replaced.text and "used up" in replaced.text

    again = play(saved.state, damage("wurm", 4, source="wurm"))
    assert again.state.object("wurm").zone is Zone.GRAVEYARD
    assert not entries(again.log, LogKind.REPLACEMENT)


def test_a_shield_replaces_destruction_by_deathtouch() -> None:
    """1 damage from Typhoid Rats (deathtouch) to the 6/4 Wurm: it is destroyed (704.5h) and
    regenerates; the deathtouch damage is removed with the rest."""
    state = alice_has({"id": "wurm", "card": "Craw Wurm"}, effects=(shield("wurm"),))
    result = play(state, damage("wurm", 1))
    wurm = result.state.object("wurm")
    assert (wurm.zone, wurm.damage, wurm.tapped, wurm.deathtouch_damage) == (
        Zone.BATTLEFIELD,
        0,
        True,
        False,
    )
    assert cites(result.log, "704.5h") and cites(result.log, "701.19a")
    assert result.state.effect("shield") is None


def test_a_tapped_creature_stays_tapped_and_a_shield_without_damage_still_regenerates() -> None:
    state = alice_has(
        {"id": "bears", "card": "Grizzly Bears", "tapped": True}, effects=(shield("bears"),)
    )
    result = play(state, {**DESTROY, "object": "bears"})
    bears = result.state.object("bears")
    assert (bears.zone, bears.tapped, bears.damage) == (Zone.BATTLEFIELD, True, 0)
    (event,) = [e for e in entries(result.log, LogKind.EVENT) if "regenerates" in e.text]
    assert "it has no damage and it stays tapped" in event.text


def test_an_indestructible_creature_isnt_destroyed_so_its_shield_stays() -> None:
    """702.12b: Zetalpa isn't destroyed by lethal damage at all: nothing for the shield to
    replace, so it stays for later (and Zetalpa stays untapped)."""
    state = alice_has(
        {"id": "zetalpa", "card": "Zetalpa, Primal Dawn"}, effects=(shield("zetalpa"),)
    )
    result = play(state, damage("zetalpa", 9, source="zetalpa"))
    zetalpa = result.state.object("zetalpa")
    assert (zetalpa.zone, zetalpa.tapped, zetalpa.damage) == (Zone.BATTLEFIELD, False, 9)
    assert result.state.effect("shield") is not None
    assert cites(result.log, "702.12b") and not cites(result.log, "701.19a")


def test_toughness_zero_isnt_destruction_so_a_shield_cant_help() -> None:
    """704.5f: Mortivore with no creature cards in any graveyard is 0/0: it is put into the
    graveyard, not destroyed, and its shield doesn't apply."""
    state = alice_has({"id": "mortivore", "card": "Mortivore"}, effects=(shield("mortivore"),))
    result = play(state, damage("A", 1))
    assert result.state.object("mortivore").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5f") and not cites(result.log, "701.19a")


def test_two_shields_are_used_one_destruction_at_a_time() -> None:
    """Two identical shields on the Bears: each destruction uses one (616.1: the order of two
    identical effects changes nothing, so nobody is asked); the third destruction kills."""
    state = alice_has(
        {"id": "bears", "card": "Grizzly Bears"},
        effects=(shield("bears", "first"), shield("bears", "second")),
    )
    once = play(state, {**DESTROY, "object": "bears"})
    assert once.state.object("bears").zone is Zone.BATTLEFIELD
    assert [e.id for e in once.state.effects] == ["second"]
    assert cites(once.log, "616.1")
    assert len([e for e in once.events if isinstance(e, Regenerated)]) == 1

    twice = play(once.state, {**DESTROY, "object": "bears"})
    assert twice.state.object("bears").zone is Zone.BATTLEFIELD
    assert twice.state.effects == ()

    thrice = play(twice.state, {**DESTROY, "object": "bears"})
    assert thrice.state.object("bears").zone is Zone.GRAVEYARD


def test_a_shield_ends_in_the_cleanup_step() -> None:
    """514.2: "this turn" effects end in the cleanup step; the shield is gone next turn."""
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {"id": "B", "name": "Bob"},
        effects=[shield("bears")],
        turn={"number": 3, "active_player": "A", "step": "end"},
    )
    cleanup = play(state, {"type": "advance"})
    assert cleanup.state.turn.step.value == "cleanup"
    assert cleanup.state.effects == ()
    ended = [e for e in entries(cleanup.log, LogKind.TURN) if "regeneration shield" in e.text]
    assert ended and ended[0].rules == ("514.2",)
    later = play(cleanup.state, {**DESTROY, "object": "bears"})
    assert later.state.object("bears").zone is Zone.GRAVEYARD


def test_a_permanent_that_left_and_came_back_is_a_new_object_without_the_shield() -> None:
    """400.7: the shield was made for the Bears as they were (timestamp 0); bounced and put back,
    they are a new object and the shield doesn't protect them."""
    state = alice_has(
        {"id": "bears", "card": "Grizzly Bears"}, effects=(shield("bears", object_timestamp=0),)
    )
    state = play(state, {"type": "move_object", "object": "bears", "to": "hand"}).state
    state = play(state, {"type": "move_object", "object": "bears", "to": "battlefield"}).state
    result = play(state, {**DESTROY, "object": "bears"})
    assert result.state.object("bears").zone is Zone.GRAVEYARD
    assert result.state.effect("shield") is not None  # unused; it ends at cleanup


def test_a_regenerated_creature_doesnt_die() -> None:
    """Doomed Dissenter regenerates: it never leaves the battlefield, so its "when it dies"
    ability doesn't trigger and no Zombie is made."""
    state = alice_has(
        {"id": "dissenter", "card": "Doomed Dissenter"}, effects=(shield("dissenter"),)
    )
    result = play(state, damage("dissenter", 1, source="dissenter"))
    assert result.state.object("dissenter").zone is Zone.BATTLEFIELD
    assert not result.state.zone(Zone.STACK)
    assert not [o for o in result.state.battlefield if o.card == "Zombie"]


def test_the_controller_orders_a_shield_and_leyline_of_the_void() -> None:
    """616.1: Bob's Bears would be destroyed with Alice's Leyline of the Void out and a shield on
    them: Bob, their controller, chooses which replacement applies first. Either way the Bears
    regenerate: after the Leyline has made the destruction an exile, it is still a destruction
    of the Bears, and the shield still applies (616.1f)."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [{"id": "leyline", "card": "Leyline of the Void"}],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        effects=[{**shield("bears"), "controller": "B"}],
    )
    action = {**DESTROY, "object": "bears"}
    asked = pending(state, action)
    assert asked.pending is not None
    assert (asked.pending.decider, asked.pending.rule) == ("B", "616.1")
    assert set(asked.pending.option_ids()) == {"shield", "leyline.0"}

    shield_first = play(state, action, ["shield"])
    assert shield_first.state.object("bears").zone is Zone.BATTLEFIELD
    leyline_first = play(state, action, ["leyline.0"])
    assert leyline_first.state.object("bears").zone is Zone.BATTLEFIELD
    assert cites(leyline_first.log, "614.6") and cites(leyline_first.log, "701.19a")
    for result in (shield_first, leyline_first):
        assert result.state.effect("shield") is None
        assert entries(result.log, LogKind.CHOICE)[0].rules == ("616.1",)
    exploration = explore(state, action)
    assert exploration.complete and len(exploration.outcomes) == 1  # the order changes nothing


def test_a_static_ability_regenerates_each_time() -> None:
    """701.19b: a static "regenerate" ability replaces every destruction; it is never used up."""
    immortal = {
        "name": "Immortal Troll",
        "types": ["Creature"],
        "subtypes": ["Troll"],
        "power": 2,
        "toughness": 2,
        "abilities": [
            {
                "text": "If Immortal Troll would be destroyed, regenerate it.",
                "effect": "regeneration_shield",
                "params": {"object": "self"},
            }
        ],
    }
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "troll", "card": "Immortal Troll"}]},
        {"id": "B", "name": "Bob"},
        custom_cards=[immortal],
    )
    for _ in range(3):
        result = play(state, {**DESTROY, "object": "troll"})
        state = result.state
        assert state.object("troll").zone is Zone.BATTLEFIELD
        assert "each time, by a static ability" in entries(result.log, LogKind.REPLACEMENT)[0].text
