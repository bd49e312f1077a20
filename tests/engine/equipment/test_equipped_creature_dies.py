""" "Whenever equipped creature dies" (Forebear's Blade, Skullclamp): a leaves-the-battlefield
ability that looks back in time (603.10a) at what was attached to the creature as it died
(608.2h), although state-based actions have unattached the Equipment by the time the ability
triggers (704.5n). Targets are chosen as it goes on the stack (603.3d)."""

from __future__ import annotations

from engine.core.choices import DecisionKind
from engine.core.log import LogKind
from engine.core.state import Zone
from engine.testing.scenario import cites, entries, pending, play
from tests.engine.equipment.equipment_support import equip_and_resolve, keywords, main_phase, pt

BLADE = {"id": "blade", "card": "Forebear's Blade", "attached_to": "bears"}
BEARS = {"id": "bears", "card": "Grizzly Bears"}
ELVES = {"id": "elves", "card": "Llanowar Elves"}
SEEKER = {"id": "seeker", "card": "Glory Seeker"}
THREE_TO_BEARS = {"type": "deal_damage", "source": "wurm", "target": "bears", "amount": 3}
WURM = {"id": "wurm", "card": "Craw Wurm"}


def test_forebears_blade_moves_to_the_creature_its_controller_chooses() -> None:
    """The Bears (5/2 vigilance, trample with the Blade) are dealt 3 damage and die (704.5g).
    The Blade becomes unattached (704.5n) and its ability triggers; Alice chooses its target
    among her creatures as it goes on the stack (603.3d): the Elves. Resolved, it attaches the
    Blade to them with a new timestamp (701.3c)."""
    state = main_phase([BLADE, BEARS, ELVES, SEEKER], [WURM])
    assert pt(state, "bears") == (5, 2)
    asked = pending(state, THREE_TO_BEARS)
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.TARGET
    assert asked.pending.decider == "A" and asked.pending.rule == "603.3d"
    assert set(asked.pending.option_ids()) == {"elves", "seeker"}  # not Bob's Craw Wurm

    died = play(state, THREE_TO_BEARS, ["elves"])
    assert died.state.object("bears").zone is Zone.GRAVEYARD
    assert died.state.object("blade").attached_to is None
    assert cites(died.log, "704.5n")
    (triggered,) = [e for e in entries(died.log, LogKind.TRIGGER) if "603.2" in e.rules]
    assert "Whenever equipped creature dies" in triggered.text
    (ability,) = died.state.zone(Zone.STACK)
    assert ability.stack is not None and ability.stack.targets == ("elves",)

    resolved = play(died.state, {"type": "resolve"})
    assert resolved.state.object("blade").attached_to == "elves"
    assert pt(resolved.state, "elves") == (4, 1)
    assert keywords(resolved.state, "elves") >= {"vigilance", "trample"}
    assert cites(resolved.log, "613.7e")


def test_with_one_creature_left_the_blade_goes_there_without_asking() -> None:
    """A single legal target is chosen for the controller (603.3d): no decision."""
    state = main_phase([BLADE, BEARS, ELVES], [WURM])
    died = play(state, THREE_TO_BEARS)
    resolved = play(died.state, {"type": "resolve"})
    assert resolved.state.object("blade").attached_to == "elves"


def test_with_no_creature_left_the_ability_is_removed_and_the_blade_stays_unattached() -> None:
    """Ruling (Forebear's Blade): with no target for its ability, the Blade remains on the
    battlefield unattached. The ability is removed instead of going on the stack (603.3d)."""
    state = main_phase([BLADE, BEARS], [WURM])
    died = play(state, THREE_TO_BEARS)
    assert not died.state.zone(Zone.STACK)
    blade = died.state.object("blade")
    assert blade.zone is Zone.BATTLEFIELD and blade.attached_to is None
    assert cites(died.log, "603.3d")


def test_if_the_target_dies_first_the_blade_stays_unattached() -> None:
    """Ruling (Forebear's Blade): if the ability's target becomes illegal, the Blade remains on
    the battlefield unattached (608.2b: the ability doesn't resolve)."""
    state = main_phase([BLADE, BEARS, ELVES], [WURM])
    died = play(state, THREE_TO_BEARS)
    shot = play(
        died.state, {"type": "deal_damage", "source": "wurm", "target": "elves", "amount": 1}
    )
    resolved = play(shot.state, {"type": "resolve"})
    assert resolved.state.object("elves").zone is Zone.GRAVEYARD
    assert resolved.state.object("blade").attached_to is None
    assert cites(resolved.log, "608.2b")


def test_only_the_creature_it_equipped_as_it_died_counts() -> None:
    """The Blade was moved from the Bears to the Elves; the Bears dying later doesn't trigger
    it: what counts is what was attached to the Bears as they last existed (603.10a)."""
    state = main_phase([{**BLADE, "attached_to": "elves"}, BEARS, ELVES, SEEKER], [WURM])
    died = play(state, THREE_TO_BEARS)
    assert not died.state.zone(Zone.STACK)
    assert died.state.object("blade").attached_to == "elves"
    assert not [e for e in entries(died.log, LogKind.TRIGGER) if "603.2" in e.rules]


def test_the_blade_still_triggers_when_it_leaves_after_its_creature_in_one_resolution() -> None:
    """One ability destroys the equipped creature, then the Blade. The Blade was attached when
    the creature died, so its ability triggered then (603.2, 603.10a) and goes on the stack from
    the graveyard; when it resolves the Blade can't be attached (701.3a)."""
    breaker = {
        "name": "Sword Breaker",
        "types": ["Artifact"],
        "abilities": [
            {
                "text": "{0}: Destroy target creature, then destroy target artifact.",
                "cost": {"mana": "{0}"},
                "targets": ["creature", "artifact"],
                "effects": [
                    {"kind": "destroy", "params": {"to": 0}},
                    {"kind": "destroy", "params": {"to": 1}},
                ],
            }
        ],
    }
    state = main_phase(
        [BLADE, BEARS, ELVES], [{"id": "breaker", "card": "Sword Breaker"}], custom_cards=[breaker]
    )
    activated = play(
        state,
        {"type": "activate", "object": "breaker", "ability": 0, "targets": ["bears", "blade"]},
    )
    resolved = play(activated.state, {"type": "resolve"})
    assert resolved.state.object("blade").zone is Zone.GRAVEYARD
    (ability,) = resolved.state.zone(Zone.STACK)
    assert ability.stack is not None and ability.stack.targets == ("elves",)
    final = play(resolved.state, {"type": "resolve"})
    assert final.state.object("blade").zone is Zone.GRAVEYARD
    assert "isn't on the battlefield" in " ".join(e.text for e in final.log)


def test_skullclamp_draws_two_when_it_kills_a_one_toughness_creature() -> None:
    """Skullclamp (+1/-1) on Llanowar Elves makes them 2/0: they're put into the graveyard
    (704.5f) and Skullclamp's ability draws Alice two cards."""
    library = [{"id": f"card{i}", "card": "Forest"} for i in range(3)]
    state = main_phase(
        [{"id": "clamp", "card": "Skullclamp"}, ELVES], pool={"C": 1}, library=library
    )
    equipped, log = equip_and_resolve(state, "clamp", "elves")
    assert equipped.state.object("elves").zone is Zone.GRAVEYARD
    assert cites(log, "704.5f")
    (draw,) = equipped.state.zone(Zone.STACK)
    drawn = play(equipped.state, {"type": "resolve"})
    assert [o.id for o in drawn.state.zone(Zone.HAND, "A")] == ["card0", "card1"]
    assert drawn.state.object("clamp").attached_to is None
    assert draw.card == "Skullclamp"
