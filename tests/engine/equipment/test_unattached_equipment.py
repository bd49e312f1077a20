"""Equipment that becomes unattached (704.5n, 301.5c, 704.5p): it stays on the battlefield,
attached to nothing, whenever what it equips is gone, stopped being a creature, is a player, or
has protection from it; and an Equipment that is also a creature can't equip anything."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.log import LogEntry, LogKind
from engine.core.state import Zone
from engine.rules.effect_kinds import effects_in_force
from engine.testing.scenario import entries, play
from tests.engine.equipment.equipment_support import (
    equip_and_resolve,
    main_phase,
    pt,
    with_rule,
)

BEARS = {"id": "bears", "card": "Grizzly Bears"}
ON_BEARS = {"id": "bs", "card": "Bonesplitter", "attached_to": "bears"}
GAIN = {"type": "gain_life", "player": "A", "amount": 1}  # any action: SBAs follow it (704.3)


def unattached(log: Sequence[LogEntry], rule: str = "704.5n") -> str:
    """The one state-based action entry citing `rule`, checked to say the permanent stays."""
    (entry,) = [e for e in entries(log, LogKind.STATE_BASED_ACTION) if rule in e.rules]
    assert "it becomes unattached and stays on the battlefield" in entry.text
    assert "701.3d" in entry.rules
    return str(entry.text)


def test_when_the_equipped_creature_dies_the_equipment_stays_unattached() -> None:
    """Lightning Bolt kills the equipped Bears (704.5g); Bonesplitter stays on the battlefield,
    attached to nothing (704.5n), and its ability no longer gives anything a bonus."""
    state = main_phase(
        [ON_BEARS, BEARS], pool={"R": 1}, hand=[{"id": "bolt", "card": "Lightning Bolt"}]
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["bears"]})
    result = play(cast.state, {"type": "resolve"})
    assert result.state.object("bears").zone is Zone.GRAVEYARD
    bonesplitter = result.state.object("bs")
    assert bonesplitter.zone is Zone.BATTLEFIELD and bonesplitter.attached_to is None
    text = unattached(result.log)
    assert "Grizzly Bears: it isn't on the battlefield" in text
    assert not [e for e in effects_in_force(result.state) if e.source == "bs"]
    # 603.10a, 608.2h: the Bears' last known information remembers what was attached.
    assert result.state.last_known["bears"]["attached"] == ("bs",)


def test_when_the_equipped_creature_stops_being_a_creature_the_equipment_falls_off() -> None:
    """A Forest that is a 2/2 Elemental creature until end of turn (layer 4, 613.1d; 205.1b:
    still a land) is equipped with Bonesplitter. At cleanup the effects end (514.2): it's only a
    land, so Bonesplitter becomes unattached (704.5n, 301.5) and stays on the battlefield."""
    animate = {
        "id": "animate",
        "kind": "add_card_types",
        "controller": "A",
        "source": "forest",
        "params": {"objects": ["forest"], "types": ["Creature"], "subtypes": ["Elemental"]},
        "duration": "end_of_turn",
        "timestamp": 3,
    }
    two_two = {
        "id": "two_two",
        "kind": "set_power_toughness",
        "controller": "A",
        "source": "forest",
        "params": {"objects": ["forest"], "power": 2, "toughness": 2},
        "duration": "end_of_turn",
        "timestamp": 3,
    }
    state = main_phase(
        [{"id": "bs", "card": "Bonesplitter"}, {"id": "forest", "card": "Forest"}],
        pool={"C": 1},
        effects=[animate, two_two],
    )
    equipped, _ = equip_and_resolve(state, "bs", "forest")
    assert equipped.state.object("bs").attached_to == "forest"
    assert pt(equipped.state, "forest") == (4, 2)
    next_turn = play(equipped.state, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert next_turn.state.object("bs").attached_to is None
    assert next_turn.state.object("bs").zone is Zone.BATTLEFIELD
    text = unattached(next_turn.log)
    assert "Forest: it isn't a creature" in text
    rules = [e.rules for e in next_turn.log]
    assert rules.index(("514.2",)) < next(i for i, r in enumerate(rules) if "704.5n" in r)


def test_an_equipment_attached_to_a_land_on_the_board_becomes_unattached() -> None:
    """A board that has Bonesplitter on a Forest (say, an animation that has ended): the first
    state-based action check unattaches it (704.5n, 301.5)."""
    state = main_phase(
        [
            {"id": "bs", "card": "Bonesplitter", "attached_to": "forest"},
            {"id": "forest", "card": "Forest"},
        ]
    )
    result = play(state, GAIN)
    assert result.state.object("bs").attached_to is None
    assert ("704.5n", "301.5", "701.3d") in [e.rules for e in result.log]


def test_an_equipment_attached_to_a_player_becomes_unattached() -> None:
    """704.5n: an Equipment or Fortification attached to a player becomes unattached."""
    state = main_phase([{"id": "bs", "card": "Bonesplitter", "attached_to": "B"}])
    result = play(state, GAIN)
    assert result.state.object("bs").attached_to is None
    assert "an Equipment can't be attached to a player" in unattached(result.log)


def test_protection_from_everything_unattaches_the_equipment() -> None:
    """702.16d: a permanent with protection can't be equipped by Equipment with the stated
    quality; one already attached becomes unattached as a state-based action (704.5n)."""
    ward = {
        "id": "ward",
        "kind": "protection",
        "controller": "A",
        "params": {"protected": "bears", "from": "everything"},
        "duration": "end_of_turn",
    }
    state = main_phase([ON_BEARS, BEARS], effects=[ward])
    result = play(state, GAIN)
    assert result.state.object("bs").attached_to is None
    assert "702.16d" in [r for e in with_rule(result.log, "704.5n") for r in e.rules]


def test_an_equipment_that_is_also_a_creature_cant_equip() -> None:
    """301.5c, 704.5p: an Equipment that's also a creature can't equip a creature (reconfigure
    aside); attached, it becomes unattached and remains on the battlefield."""
    golem = {
        "id": "golem",
        "card": "Walking Blade",
        "attached_to": "bears",
        "characteristics": {
            "types": ["Artifact", "Creature"],
            "subtypes": ["Equipment"],
            "power": 1,
            "toughness": 1,
        },
    }
    state = main_phase([golem, BEARS])
    result = play(state, GAIN)
    assert result.state.object("golem").attached_to is None
    assert [e.rules for e in with_rule(result.log, "704.5p")] == [("704.5p", "301.5c", "701.3d")]


def test_a_creature_attached_to_something_becomes_unattached() -> None:
    """704.5p: a creature (or any permanent that is neither an Aura, an Equipment nor a
    Fortification) attached to an object becomes unattached and stays on the battlefield."""
    state = main_phase([{"id": "elves", "card": "Llanowar Elves", "attached_to": "bears"}, BEARS])
    result = play(state, GAIN)
    assert result.state.object("elves").attached_to is None
    assert "it is a creature" in unattached(result.log, "704.5p")


def test_the_equipment_stays_on_a_creature_that_changes_control() -> None:
    """301.5d: the Equipment's controller and the creature's are separate; Alice's Bonesplitter
    on Bob's Bears stays attached and the Bears still get +2/+0."""
    state = main_phase([ON_BEARS], [BEARS])
    result = play(state, GAIN)
    assert result.state.object("bs").attached_to == "bears"
    assert pt(result.state, "bears") == (4, 2)
    assert not entries(result.log, LogKind.STATE_BASED_ACTION)


def test_an_equipment_that_is_also_a_creature_isnt_moved_by_attach() -> None:
    """701.3b: an effect that tries to attach an Equipment to something it can't equip does
    nothing: a custom artifact creature Equipment's equip ability resolves without moving it."""
    walker = {
        "name": "Walking Blade",
        "types": ["Artifact", "Creature"],
        "subtypes": ["Equipment"],
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "text": "Equip {0}",
                "cost": {"mana": "{0}"},
                "sorcery_speed": True,
                "targets": ["creature_you_control"],
                "effects": [{"kind": "attach", "params": {"object": "self", "to": 0}}],
            }
        ],
    }
    state = main_phase([{"id": "golem", "card": "Walking Blade"}, BEARS], custom_cards=[walker])
    activated = play(
        state, {"type": "activate", "object": "golem", "ability": 0, "targets": ["bears"]}
    )
    result = play(activated.state, {"type": "resolve"})
    assert result.state.object("golem").attached_to is None
    (refused,) = with_rule(result.log, "701.3b")
    assert refused.rules == ("701.3b", "301.5c")
    assert "it doesn't move" in refused.text
