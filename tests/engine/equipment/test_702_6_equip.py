"""Equip (702.6a): "[Cost]: Attach this permanent to target creature you control. Activate only
as a sorcery." Paid and targeted like any activated ability (602.2), refused outside sorcery
timing (602.5d) and for a creature its controller doesn't control."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import Zone
from engine.game.legal import available_actions
from engine.game.play import apply
from engine.testing.scenario import cites, play
from tests.engine.equipment.equipment_support import (
    equip,
    equip_and_resolve,
    keywords,
    main_phase,
    pt,
    with_rule,
)

BONESPLITTER = {"id": "bs", "card": "Bonesplitter"}
BEARS = {"id": "bears", "card": "Grizzly Bears"}


def test_equip_attaches_the_equipment_at_sorcery_speed_and_the_creature_gets_the_bonus() -> None:
    """Alice pays {1} for Bonesplitter's equip ability targeting her Grizzly Bears; it uses the
    stack (602.2a) and, resolved, attaches Bonesplitter with a new timestamp (701.3a, 613.7e):
    the Bears are 4/2 through layer 7c."""
    state = main_phase([BONESPLITTER, BEARS], pool={"C": 1})
    activated = play(state, equip(state, "bs", "bears"))
    assert activated.state.player("A").mana_pool.get("C", 0) == 0  # 601.2h: {1} paid
    (on_stack,) = activated.state.zone(Zone.STACK)
    assert on_stack.stack is not None and on_stack.stack.targets == ("bears",)
    assert activated.state.object("bs").attached_to is None  # not before it resolves
    (activation,) = [e for e in activated.log if e.kind is LogKind.ACTION]
    assert activation.rules == ("602.2", "702.6a")
    assert "Equip {1}" in activation.text

    resolved = play(activated.state, {"type": "resolve"})
    assert resolved.state.object("bs").attached_to == "bears"
    assert pt(resolved.state, "bears") == (4, 2)
    (attached,) = with_rule(resolved.log, "701.3a")
    assert attached.rules == ("701.3a", "701.3c", "613.7e")
    assert "Bonesplitter becomes attached to Grizzly Bears" in attached.text
    assert resolved.state.object("bs").attached_timestamp > 0


@pytest.mark.parametrize(
    ("step", "active", "reason"),
    [
        ("declare_attackers", "A", "it isn't a main phase"),
        ("precombat_main", "B", "it isn't their turn"),
        ("upkeep", "A", "it isn't a main phase"),
    ],
    ids=["in combat", "on the opponent's turn", "in the upkeep"],
)
def test_equip_is_refused_outside_sorcery_timing(step: str, active: str, reason: str) -> None:
    """602.5d: "Activate only as a sorcery" means the timing of a sorcery (307.1): the
    controller's own main phase with an empty stack."""
    state = main_phase([BONESPLITTER, BEARS], pool={"C": 1}, step=step, active=active)
    with pytest.raises(IllegalAction) as refused:
        apply(state, equip(state, "bs", "bears"))
    assert refused.value.rule == "602.5d"
    assert refused.value.message == (
        f"Equip (702.6a) can be activated only at sorcery speed and {reason}"
    )


def test_equip_is_refused_while_a_spell_is_on_the_stack() -> None:
    """Alice casts Lightning Bolt: with it on the stack, she can't equip in response (602.5d)."""
    state = main_phase(
        [BONESPLITTER, BEARS],
        pool={"C": 1, "R": 1},
        hand=[{"id": "bolt", "card": "Lightning Bolt"}],
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["B"]}).state
    assert [o.id for o in cast.zone(Zone.STACK)] == ["bolt"]
    with pytest.raises(IllegalAction) as refused:
        apply(cast, equip(cast, "bs", "bears"))
    assert refused.value.rule == "602.5d"
    assert refused.value.message.endswith("the stack isn't empty")


def test_equip_cant_target_a_creature_an_opponent_controls() -> None:
    """702.6a: the target is a creature you control; Bob's Craw Wurm isn't one."""
    state = main_phase([BONESPLITTER], [{"id": "wurm", "card": "Craw Wurm"}], pool={"C": 1})
    with pytest.raises(IllegalAction) as refused:
        apply(state, equip(state, "bs", "wurm"))
    assert refused.value.rule == "702.6a"
    assert "creature you control" in refused.value.message


def test_equip_cant_target_a_permanent_that_isnt_a_creature() -> None:
    """702.6a, 301.5: a land can't be equipped, nor targeted by equip."""
    state = main_phase([BONESPLITTER, {"id": "forest", "card": "Forest"}], pool={"C": 1})
    with pytest.raises(IllegalAction) as refused:
        apply(state, equip(state, "bs", "forest"))
    assert refused.value.rule == "702.6a"


def test_equip_needs_its_cost() -> None:
    """601.2h (via 602.2b): an empty pool can't pay {1}."""
    state = main_phase([BONESPLITTER, BEARS])
    with pytest.raises(IllegalAction) as refused:
        apply(state, equip(state, "bs", "bears"))
    assert refused.value.rule == "601.2h"


def test_equip_zero_costs_nothing_and_lightning_greaves_gives_haste() -> None:
    """Lightning Greaves, Equip {0}: nothing to pay. The Bears came under Alice's control this
    turn (302.6) but have haste now (702.10), so they can attack."""
    state = main_phase(
        [{"id": "greaves", "card": "Lightning Greaves"}, {**BEARS, "summoning_sick": True}]
    )
    result, _ = equip_and_resolve(state, "greaves", "bears")
    assert keywords(result.state, "bears") >= {"haste", "shroud"}
    combat = play(result.state, {"type": "advance", "to": "declare_attackers"}).state
    attacked = play(combat, {"type": "attack", "attackers": {"bears": "B"}})
    assert attacked.state.combat is not None and attacked.state.combat.is_attacking("bears")


def test_the_action_picker_offers_equip_with_its_target_word() -> None:
    """The picker lists each activated ability: equip is legal in a main phase and needs a
    "creature you control" target; in combat it is listed as illegal with 602.5d."""
    state = main_phase([BONESPLITTER, BEARS], pool={"C": 1})
    (option,) = [o for o in available_actions(state) if o.action.get("object") == "bs"]
    assert option.label == "Bonesplitter: Equip {1}"
    assert option.legal and option.needs_targets == ("creature_you_control",)
    assert option.player == "A"
    in_combat = main_phase([BONESPLITTER, BEARS], pool={"C": 1}, step="declare_attackers")
    (refused,) = [o for o in available_actions(in_combat) if o.action.get("object") == "bs"]
    assert not refused.legal and refused.rule == "602.5d"


def test_control_of_the_creature_matters_again_as_equip_resolves() -> None:
    """301.5b: control of the creature matters when the equip ability is activated and when it
    resolves. The ability targets the Bears, which Bob controls by the time it resolves: the
    target is illegal (608.2b), so nothing is attached."""
    state = main_phase(
        [BONESPLITTER],
        [BEARS],
        stack=[
            {
                "id": "s1",
                "card": "Bonesplitter",
                "owner": "A",
                "stack_info": {
                    "kind": "activated",
                    "source": "bs",
                    "ability": 1,
                    "targets": ["bears"],
                },
            }
        ],
    )
    result = play(state, {"type": "resolve"})
    assert result.state.object("bs").attached_to is None
    assert cites(result.log, "608.2b")
    assert not result.state.zone(Zone.STACK)


def test_neurok_stealthsuits_attach_ability_isnt_limited_to_sorcery_speed() -> None:
    """Neurok Stealthsuit's "{U}{U}: Attach Neurok Stealthsuit to target creature you control."
    is not an equip ability: it can be activated in combat, and the attack goes on with a
    creature that now has shroud (702.18)."""
    state = main_phase(
        [{"id": "suit", "card": "Neurok Stealthsuit"}, BEARS],
        pool={"U": 2},
        step="declare_attackers",
    )
    moved = play(state, {"type": "activate", "object": "suit", "ability": 1, "targets": ["bears"]})
    resolved = play(moved.state, {"type": "resolve"})
    assert resolved.state.object("suit").attached_to == "bears"
    assert "shroud" in keywords(resolved.state, "bears")
