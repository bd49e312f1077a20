"""Effects of activated abilities compiled from real cards' Oracle text: counters of a named
kind (122.1: Spawning Pit's charge counters), protection from the color of your choice until
end of turn (702.16a, 608.2d: Moonlit Strider, Alseid of Life's Bounty)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.cache import COMPILED
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

pytestmark = pytest.mark.usefixtures("compiled_cards")


def automated(name: str) -> bool:
    compiled = COMPILED.get(name)
    return compiled is not None and compiled.label == "automated"


def game(a: list[dict[str, Any]], hand: list[str] | None = None, **alice: Any) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"summoning_sick": False, **o} for o in a],
            "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(hand or [])],
            **alice,
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )


def test_spawning_pit_gets_charge_counters_and_spends_two_on_a_spawn() -> None:
    pit = {"id": "pit", "card": "Spawning Pit"}
    bears = [{"id": f"bear{i}", "card": "Grizzly Bears"} for i in range(2)]
    state = game([pit, *bears], mana_pool={"C": 1})
    # the first sacrifice is a choice between the two Bears (601.2h); the second isn't
    for bear, choices in (("bear0", ["bear0"]), ("bear1", [])):
        on_stack = play(state, {"type": "activate", "object": "pit", "ability": 0}, choices)
        assert on_stack.state.object(bear).zone is Zone.GRAVEYARD  # the sacrifice is the cost
        state = play(on_stack.state, {"type": "resolve"}).state
    assert state.object("pit").counters.get("charge") == 2
    made = play(state, {"type": "activate", "object": "pit", "ability": 1})
    assert made.state.object("pit").counters.get("charge") is None
    resolved = play(made.state, {"type": "resolve"})
    spawns = [o for o in resolved.state.battlefield if o.card == "Spawn Token"]
    assert len(spawns) == 1 and cites(resolved.log, "111.1")
    assert automated("Spawning Pit")


def protected_from(state: GameState, obj: str) -> list[str]:
    """The qualities of the protection effects in force for `obj` (702.16a)."""
    return [
        str(e.params["from"])
        for e in state.effects
        if e.kind == "protection" and e.params.get("protected") == obj
    ]


def test_moonlit_strider_gives_protection_from_the_chosen_color() -> None:
    strider = {"id": "strider", "card": "Moonlit Strider"}
    bears = {"id": "bears", "card": "Grizzly Bears"}
    state = game([strider, bears], hand=["Shock"], mana_pool={"R": 1})
    on_stack = play(
        state, {"type": "activate", "object": "strider", "ability": 0, "targets": ["bears"]}
    )
    asked = pending(on_stack.state, {"type": "resolve"})
    assert asked.pending is not None
    assert [o.label for o in asked.pending.options] == ["white", "blue", "black", "red", "green"]
    resolved = play(on_stack.state, {"type": "resolve"}, ["red"])
    assert protected_from(resolved.state, "bears") == ["red"]
    assert cites(resolved.log, "608.2d") and cites(resolved.log, "702.16a")
    # 702.16b: a red spell can't target it now, its controller's own Shock either
    with pytest.raises(IllegalAction) as refused:
        play(resolved.state, {"type": "cast", "object": "h0", "targets": ["bears"]})
    assert "702.16" in str(refused.value.rule)
    # until end of turn only (514.2)
    later = play(resolved.state, {"type": "advance", "to": "cleanup"}).state
    assert protected_from(later, "bears") == []
    assert automated("Moonlit Strider")


def test_alseid_targets_only_your_creature_or_enchantment() -> None:
    alseid = {"id": "alseid", "card": "Alseid of Life's Bounty"}
    state = game([alseid, {"id": "bears", "card": "Grizzly Bears"}], mana_pool={"C": 1})
    with pytest.raises(IllegalAction):  # Bob's Hill Giant
        play(state, {"type": "activate", "object": "alseid", "ability": 0, "targets": ["giant"]})
    on_stack = play(
        state, {"type": "activate", "object": "alseid", "ability": 0, "targets": ["bears"]}
    )
    resolved = play(on_stack.state, {"type": "resolve"}, ["black"])
    assert protected_from(resolved.state, "bears") == ["black"]
    assert automated("Alseid of Life's Bounty")


def test_carnifex_demon_moves_a_counter_onto_each_other_creature() -> None:
    demon = {"id": "demon", "card": "Carnifex Demon", "counters": {"-1/-1": 2}}
    bears = {"id": "bears", "card": "Grizzly Bears"}
    state = game([demon, bears], mana_pool={"B": 1})
    on_stack = play(state, {"type": "activate", "object": "demon", "ability": 1})
    assert on_stack.state.object("demon").counters.get("-1/-1") == 1  # the cost
    resolved = play(on_stack.state, {"type": "resolve"})
    after = resolved.state
    # each other creature, both players' (not the Demon itself)
    assert after.object("bears").counters.get("-1/-1") == 1
    assert after.object("giant").counters.get("-1/-1") == 1
    assert after.object("demon").counters.get("-1/-1") == 1
    assert (
        chars(after, after.object("giant")).power,
        chars(after, after.object("giant")).toughness,
    ) == (2, 2)
    assert cites(resolved.log, "608.2")
    assert automated("Carnifex Demon")


def test_glade_watcher_attacks_despite_defender_with_eight_power() -> None:
    watcher = {"id": "watcher", "card": "Glade Watcher"}
    baloth = {"id": "baloth", "card": "Enormous Baloth"}
    turn = {"number": 3, "active_player": "A", "step": "declare_attackers"}
    weak = board(
        {"id": "A", "battlefield": [{"summoning_sick": False, **watcher}], "mana_pool": {"G": 1}},
        {"id": "B"},
        turn=turn,
    )
    with pytest.raises(IllegalAction) as weak_refused:  # total power 3: formidable not met
        play(weak, {"type": "activate", "object": "watcher", "ability": 0})
    assert weak_refused.value.rule == "602.1b"
    state = board(
        {
            "id": "A",
            "battlefield": [{"summoning_sick": False, **o} for o in (watcher, baloth)],
            "mana_pool": {"G": 1},
        },
        {"id": "B"},
        turn=turn,
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "attack", "attackers": {"watcher": "B"}})
    assert refused.value.rule == "702.3b"
    on_stack = play(state, {"type": "activate", "object": "watcher", "ability": 0})
    resolved = play(on_stack.state, {"type": "resolve"}).state
    attacked = play(resolved, {"type": "attack", "attackers": {"watcher": "B"}})
    assert attacked.state.combat is not None and attacked.state.combat.is_attacking("watcher")
    assert automated("Glade Watcher")


def test_flame_elemental_deals_its_last_known_power_after_being_sacrificed() -> None:
    # 608.2h: sacrificed to pay the cost, it deals damage equal to its power as it last existed
    # on the battlefield (a 2/1 with a +1/+1 counter: 3)
    elemental = {"id": "elemental", "card": "Flame Elemental", "counters": {"+1/+1": 1}}
    state = game([elemental], mana_pool={"R": 1})
    on_stack = play(
        state, {"type": "activate", "object": "elemental", "ability": 0, "targets": ["giant"]}
    )
    assert on_stack.state.object("elemental").zone is Zone.GRAVEYARD
    resolved = play(on_stack.state, {"type": "resolve"})
    assert resolved.state.object("giant").zone is Zone.GRAVEYARD  # a 3/3 dealt 3
    assert cites(resolved.log, "608.2h")
    assert automated("Flame Elemental")


def test_aerie_ouphes_persists_and_its_ability_uses_its_last_known_power() -> None:
    ouphes = {"id": "ouphes", "card": "Aerie Ouphes"}
    state = board(
        {"id": "A", "battlefield": [ouphes]},
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant"},
                {"id": "hawk", "card": "Vampire Nighthawk"},
            ],
        },
    )
    with pytest.raises(IllegalAction):
        play(state, {"type": "activate", "object": "ouphes", "ability": 0, "targets": ["giant"]})
    on_stack = play(
        state, {"type": "activate", "object": "ouphes", "ability": 0, "targets": ["hawk"]}
    )
    # persist (702.79a) triggers as it's sacrificed and resolves first: it returns with a -1/-1
    # counter, a 2/2 and a new object (400.7)
    returned = play(on_stack.state, {"type": "resolve"}).state
    assert returned.object("ouphes").zone is Zone.BATTLEFIELD
    assert chars(returned, returned.object("ouphes")).power == 2
    resolved = play(returned, {"type": "resolve"})
    # the ability reads the sacrificed Ouphes' last known power, 3 (608.2h): the 2/3 dies
    assert resolved.state.object("hawk").zone is Zone.GRAVEYARD
    assert cites(resolved.log, "608.2h") and cites(resolved.log, "400.7")
    assert automated("Aerie Ouphes")
