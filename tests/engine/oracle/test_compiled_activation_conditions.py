"""Activated abilities with "Activate only if ..." conditions (602.1b) and new target words,
each on a real card compiled from its Oracle text: the source's power (Bloodshot Trainee), a
creature with a keyword (Celestial Enforcer), a creature with power 4 or greater (Whisperer of
the Wilds' ferocious mana ability), another colorless creature (Skitterskin), an opponent with
more lands (Weathered Wayfarer); searches for a card of one card type (701.23a); targets of a
color (105.2), attacking creatures without flying, another creature of a color you control."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.cache import COMPILED
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

pytestmark = pytest.mark.usefixtures("compiled_cards")


def automated(name: str) -> bool:
    compiled = COMPILED.get(name)
    return compiled is not None and compiled.label == "automated"


def game(
    a: list[dict[str, Any]],
    b: list[dict[str, Any]] | None = None,
    library: list[str] | None = None,
    mana: dict[str, int] | None = None,
    **doc: Any,
) -> GameState:
    alice: dict[str, Any] = {
        "id": "A",
        "battlefield": [{"summoning_sick": False, **o} for o in a],
        "library": [{"id": f"l{i}", "card": n} for i, n in enumerate(library or [])],
    }
    if mana:
        alice["mana_pool"] = mana
    return board(alice, {"id": "B", "battlefield": b or []}, **doc)


def activate(state: GameState, obj: str, ability: int = 0, **more: Any) -> dict[str, Any]:
    return {"type": "activate", "object": obj, "ability": ability, **more}


def counters(state: GameState, obj: str) -> int:
    return int(state.object(obj).counters.get("+1/+1", 0))


# --- "Activate only if ~'s power is 4 or greater." ---------------------------------------------


def test_bloodshot_trainee_needs_power_four() -> None:
    trainee = {"id": "trainee", "card": "Bloodshot Trainee"}
    bears = {"id": "bears", "card": "Grizzly Bears"}
    state = game([trainee], [bears])
    with pytest.raises(IllegalAction) as refused:  # a 2/1: its power is 2
        play(state, activate(state, "trainee", targets=["bears"]))
    assert refused.value.rule == "602.1b"
    assert "its power is 4 or greater" in str(refused.value)
    # two +1/+1 counters make it a 4/3: the ability can be activated, and deals 4 damage
    trained = state.object("trainee")
    state = state.with_object(replace(trained, counters=trained.counters.set("+1/+1", 2)))
    on_stack = play(state, activate(state, "trainee", targets=["bears"]))
    resolved = play(on_stack.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(resolved.log, "704.5g")
    assert automated("Bloodshot Trainee")


# --- "Activate only if you control a creature with flying." ------------------------------------


def test_celestial_enforcer_taps_only_with_a_flier() -> None:
    enforcer = {"id": "enforcer", "card": "Celestial Enforcer"}
    plains = [{"id": f"p{i}", "card": "Plains"} for i in range(2)]
    bears = {"id": "bears", "card": "Grizzly Bears"}
    state = game([enforcer, *plains], [bears])
    state = play(state, activate(state, "p0")).state
    state = play(state, activate(state, "p1")).state
    with pytest.raises(IllegalAction) as refused:
        play(state, activate(state, "enforcer", targets=["bears"]))
    assert refused.value.rule == "602.1b"
    # the opponent's flier doesn't count: "you control"
    state = game(
        [enforcer, *plains, {"id": "birds", "card": "Suntail Hawk"}],
        [bears, {"id": "hawk", "card": "Suntail Hawk"}],
    )
    state = play(state, activate(state, "p0")).state
    state = play(state, activate(state, "p1")).state
    on_stack = play(state, activate(state, "enforcer", targets=["bears"]))
    resolved = play(on_stack.state, {"type": "resolve"})
    assert resolved.state.object("bears").tapped
    assert automated("Celestial Enforcer")


# --- Ferocious: "Activate only if you control a creature with power 4 or greater." --------------


def test_whisperer_of_the_wilds_adds_two_green_with_a_big_creature() -> None:
    whisperer = {"id": "whisperer", "card": "Whisperer of the Wilds"}
    state = game([whisperer, {"id": "bears", "card": "Grizzly Bears"}])
    with pytest.raises(IllegalAction) as refused:
        play(state, activate(state, "whisperer", 1))
    assert refused.value.rule == "602.1b"
    state = game([whisperer, {"id": "bear", "card": "Enormous Baloth"}])
    tapped = play(state, activate(state, "whisperer", 1))
    assert tapped.state.player("A").mana_pool.to_json() == {"G": 2}
    assert cites(tapped.log, "605.3b") or cites(tapped.log, "106.4")
    assert automated("Whisperer of the Wilds")


# --- "Activate only if you control another colorless creature." -------------------------------


def test_skitterskin_regenerates_only_beside_another_colorless_creature() -> None:
    skitterskin = {"id": "skitter", "card": "Skitterskin"}
    swamps = [{"id": f"s{i}", "card": "Swamp"} for i in range(2)]

    def paid(state: GameState) -> GameState:
        state = play(state, activate(state, "s0")).state
        return play(state, activate(state, "s1")).state

    # devoid makes Skitterskin itself colorless (702.114a), but it must be another creature
    alone = paid(game([skitterskin, *swamps, {"id": "bears", "card": "Grizzly Bears"}]))
    assert not chars(alone, alone.object("skitter")).colors
    with pytest.raises(IllegalAction) as refused:
        play(alone, activate(alone, "skitter", 1))
    assert refused.value.rule == "602.1b"
    beside = paid(game([skitterskin, *swamps, {"id": "golem", "card": "Ornithopter"}]))
    on_stack = play(beside, activate(beside, "skitter", 1))
    resolved = play(on_stack.state, {"type": "resolve"})
    assert cites(resolved.log, "701.19a") or cites(resolved.log, "614.8")
    assert automated("Skitterskin")


# --- "Activate only if an opponent controls more lands than you." and typed searches -----------


def test_weathered_wayfarer_finds_a_land_when_behind_on_lands() -> None:
    wayfarer = {"id": "wayfarer", "card": "Weathered Wayfarer"}
    plains = {"id": "plains", "card": "Plains"}
    library = ["Grizzly Bears", "Island"]
    even = game([wayfarer, plains], [{"id": "m0", "card": "Mountain"}], library)
    even = play(even, activate(even, "plains")).state
    with pytest.raises(IllegalAction) as refused:  # one land each
        play(even, activate(even, "wayfarer", targets=[]))
    assert refused.value.rule == "602.1b"
    behind = game(
        [wayfarer, plains],
        [{"id": "m0", "card": "Mountain"}, {"id": "m1", "card": "Mountain"}],
        library,
    )
    behind = play(behind, activate(behind, "plains")).state
    on_stack = play(behind, activate(behind, "wayfarer"))
    # the search offers only the land card (a Grizzly Bears isn't one, 701.23a)
    with pytest.raises(IllegalAction, match="must choose one of nothing, l1"):
        play(on_stack.state, {"type": "resolve"}, ["l0"])
    resolved = play(on_stack.state, {"type": "resolve"}, ["l1"])
    assert resolved.state.object("l1").zone is Zone.HAND
    assert cites(resolved.log, "701.23a") and cites(resolved.log, "701.20a")
    assert automated("Weathered Wayfarer")


def test_inventors_fair_searches_for_an_artifact_card_with_three_artifacts() -> None:
    fair = {"id": "fair", "card": "Inventors' Fair"}
    thopters = [{"id": f"o{i}", "card": "Ornithopter"} for i in range(3)]
    library = ["Island", "Ornithopter"]
    two = game([fair, *thopters[:2]], library=library, mana={"C": 4})
    with pytest.raises(IllegalAction) as refused:
        play(two, activate(two, "fair", 2))
    assert refused.value.rule == "602.1b"
    three = game([fair, *thopters], library=library, mana={"C": 4})
    on_stack = play(three, activate(three, "fair", 2))
    assert on_stack.state.object("fair").zone is Zone.GRAVEYARD  # sacrificed as the cost
    resolved = play(on_stack.state, {"type": "resolve"}, ["l1"])
    assert resolved.state.object("l1").zone is Zone.HAND
    assert cites(resolved.log, "701.23a")
    assert automated("Inventors' Fair")


# --- target words ------------------------------------------------------------------------------


def test_quicksand_shrinks_only_an_attacking_creature_without_flying() -> None:
    quicksand = {"id": "sand", "card": "Quicksand"}
    turn = {"number": 3, "active_player": "B", "step": "declare_attackers"}
    attackers = [
        {"id": "bears", "card": "Grizzly Bears", "summoning_sick": False},
        {"id": "hawk", "card": "Suntail Hawk", "summoning_sick": False},
    ]
    state = game([quicksand], attackers, turn=turn)
    state = play(state, {"type": "attack", "attackers": {"bears": "A", "hawk": "A"}}).state
    with pytest.raises(IllegalAction):  # the hawk has flying
        play(state, activate(state, "sand", 1, targets=["hawk"]))
    on_stack = play(state, activate(state, "sand", 1, targets=["bears"]))
    assert on_stack.state.object("sand").zone is Zone.GRAVEYARD  # sacrificed as the cost
    resolved = play(on_stack.state, {"type": "resolve"})
    bears = chars(resolved.state, resolved.state.object("bears"))
    assert (bears.power, bears.toughness) == (1, 0) or resolved.state.object(
        "bears"
    ).zone is Zone.GRAVEYARD
    assert automated("Quicksand") and automated("Pit Trap")


def test_northern_paladin_destroys_only_a_black_permanent() -> None:
    paladin = {"id": "paladin", "card": "Northern Paladin"}
    plains = [{"id": f"p{i}", "card": "Plains"} for i in range(2)]
    foes = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "knight", "card": "Drudge Skeletons"}]
    state = game([paladin, *plains], foes)
    state = play(state, activate(state, "p0")).state
    state = play(state, activate(state, "p1")).state
    with pytest.raises(IllegalAction):  # green
        play(state, activate(state, "paladin", targets=["bears"]))
    on_stack = play(state, activate(state, "paladin", targets=["knight"]))
    resolved = play(on_stack.state, {"type": "resolve"})
    assert resolved.state.object("knight").zone is Zone.GRAVEYARD
    assert cites(resolved.log, "701.8a") or cites(resolved.log, "701.7a")
    assert automated("Northern Paladin")


def test_paragon_of_fierce_defiance_hastes_another_red_creature_you_control() -> None:
    paragon = {"id": "paragon", "card": "Paragon of Fierce Defiance"}
    mountain = {"id": "m0", "card": "Mountain"}
    raw = {"id": "goblin", "card": "Hill Giant", "summoning_sick": True}
    bears = {"id": "bears", "card": "Grizzly Bears", "summoning_sick": True}
    state = game([paragon, mountain, raw, bears], [{"id": "their", "card": "Hill Giant"}])
    state = play(state, activate(state, "m0")).state
    for illegal in ("paragon", "bears", "their"):  # itself, a green one, not yours
        with pytest.raises(IllegalAction):
            play(state, activate(state, "paragon", 1, targets=[illegal]))
    on_stack = play(state, activate(state, "paragon", 1, targets=["goblin"]))
    resolved = play(on_stack.state, {"type": "resolve"})
    assert chars(resolved.state, resolved.state.object("goblin")).has("haste")
    assert automated("Paragon of Fierce Defiance")


def test_pia_nalaar_pumps_an_artifact_creature() -> None:
    state = game(
        [
            {"id": "pia", "card": "Pia Nalaar"},
            {"id": "m0", "card": "Mountain"},
            {"id": "m1", "card": "Mountain"},
        ],
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "thopter", "card": "Ornithopter"}],
    )
    state = play(state, activate(state, "m0")).state
    state = play(state, activate(state, "m1")).state
    with pytest.raises(IllegalAction):
        play(state, activate(state, "pia", 1, targets=["bears"]))
    on_stack = play(state, activate(state, "pia", 1, targets=["thopter"]))
    resolved = play(on_stack.state, {"type": "resolve"})
    assert chars(resolved.state, resolved.state.object("thopter")).power == 1
    assert automated("Pia Nalaar")


def test_fauna_shaman_discards_a_creature_card_to_find_one() -> None:
    shaman = {"id": "shaman", "card": "Fauna Shaman"}
    state = board(
        {
            "id": "A",
            "battlefield": [{"summoning_sick": False, **shaman}],
            "hand": [{"id": "h0", "card": "Hill Giant"}],
            "library": [{"id": "l0", "card": "Forest"}, {"id": "l1", "card": "Grizzly Bears"}],
            "mana_pool": {"G": 1},
        },
        {"id": "B"},
    )
    on_stack = play(state, activate(state, "shaman"))
    assert on_stack.state.object("h0").zone is Zone.GRAVEYARD  # the discarded creature card
    # 701.23a: only a creature card can be found (the Forest isn't one)
    with pytest.raises(IllegalAction):
        play(on_stack.state, {"type": "resolve"}, ["l0"])
    resolved = play(on_stack.state, {"type": "resolve"}, ["l1"])
    assert resolved.state.object("l1").zone is Zone.HAND
    assert cites(resolved.log, "701.20a")
    assert automated("Fauna Shaman")
