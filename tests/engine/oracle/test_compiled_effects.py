"""Effect sentences compiled from Oracle text (608.2c), shared by spells, activated and
triggered abilities: for each production, a real card on a board, cast, activated or
triggered, resolved, and what its text states checked (life, zones, counters, the log's
rules)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import Result, apply
from engine.oracle.cache import COMPILED
from engine.rules.characteristics import chars
from engine.rules.combat.restrictions import why_cant_block
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board

pytestmark = pytest.mark.usefixtures("compiled_cards")


def game(
    a_battlefield: tuple[str, ...] = (),
    b_battlefield: tuple[str, ...] = ("Grizzly Bears",),
    a_hand: tuple[str, ...] = (),
    a_graveyard: tuple[str, ...] = (),
    a_library: tuple[str, ...] = ("Forest",) * 5,
    mana: dict[str, int] | None = None,
    **turn: Any,
) -> GameState:
    doc: dict[str, Any] = {}
    if turn:
        doc["turn"] = {"number": 2, "active_player": "A", **turn}
    a: dict[str, Any] = {
        "id": "A",
        "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(a_hand)],
        "battlefield": [{"id": f"a{i}", "card": n} for i, n in enumerate(a_battlefield)],
        "graveyard": [{"id": f"g{i}", "card": n} for i, n in enumerate(a_graveyard)],
        "library": [{"id": f"l{i}", "card": n} for i, n in enumerate(a_library)],
    }
    if mana:
        a["mana_pool"] = mana
    return board(
        a,
        {
            "id": "B",
            "battlefield": [{"id": f"b{i}", "card": n} for i, n in enumerate(b_battlefield)],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(5)],
        },
        **doc,
    )


def rules_of(*results: Result) -> list[str]:
    return [rule for result in results for entry in result.log for rule in entry.rules]


def cast(state: GameState, card: str, *targets: str) -> tuple[GameState, list[str]]:
    first = settle(state, {"type": "cast", "object": card, "targets": list(targets), "free": True})
    second = settle(first.state, {"type": "resolve"})
    return second.state, rules_of(first, second)


def activate(
    state: GameState, obj: str, ability: int, *targets: str
) -> tuple[GameState, list[str]]:
    action = {
        "type": "activate",
        "object": obj,
        "ability": ability,
        "targets": list(targets),
        "free": True,
    }
    first = settle(state, action)
    rules = rules_of(first)
    state = first.state
    while state.zone(Zone.STACK):
        step = settle(state, {"type": "resolve"})
        rules += rules_of(step)
        state = step.state
    return state, rules


def upkeep(state: GameState) -> tuple[GameState, list[str]]:
    """From the untap step into the upkeep, the upkeep triggers put on the stack (503.1a) and
    resolved, each decision answered with its first option."""
    first = settle(state, {"type": "advance"})
    rules = rules_of(first)
    state = first.state
    while state.zone(Zone.STACK):
        step = settle(state, {"type": "resolve"})
        rules += rules_of(step)
        state = step.state
    return state, rules


def automated(name: str) -> bool:
    compiled = COMPILED.get(name)
    return compiled is not None and compiled.label == "automated"


# --- 118.12: "Sacrifice ~ unless you pay {M}." -------------------------------------------------


def test_drifter_il_dal_is_sacrificed_when_its_upkeep_cost_cant_be_paid() -> None:
    # "At the beginning of your upkeep, sacrifice ~ unless you pay {U}." An empty mana pool
    # can't pay: the only choice is not to pay (118.12), and it is sacrificed (701.21a).
    state, rules = upkeep(game(("Drifter il-Dal",), step="untap"))
    assert state.object("a0").zone is Zone.GRAVEYARD
    assert "118.12" in rules and "701.21a" in rules
    assert automated("Drifter il-Dal")


def test_archway_commons_stays_when_its_controller_pays_from_the_pool() -> None:
    # "When ~ enters, sacrifice it unless you pay {1}." Paid from the pool (601.2h).
    state = game(a_hand=("Archway Commons",), mana={"W": 1}, step="precombat_main")
    played = settle(state, {"type": "play_land", "object": "h0"})
    state = resolve_all(played.state)
    assert state.object("h0").zone is Zone.BATTLEFIELD
    assert sum(int(n) for n in state.player("A").mana_pool.values()) == 0
    assert automated("Archway Commons")


def test_archway_commons_is_sacrificed_when_its_controller_declines() -> None:
    state = game(a_hand=("Archway Commons",), mana={"W": 1}, step="precombat_main")
    state = settle(state, {"type": "play_land", "object": "h0"}).state
    declined = apply(state, {"type": "resolve"}, ["decline"])
    assert declined.pending is None
    assert declined.state.object("h0").zone is Zone.GRAVEYARD
    assert "118.12" in rules_of(declined)


# --- 509.1a, 509.1b: "can't block / can't be blocked this turn" -------------------------------


def test_stun_target_creature_cant_block_this_turn() -> None:
    # "Target creature can't block this turn. Draw a card."
    state = game(("Grizzly Bears",), a_hand=("Stun",))
    state, _ = cast(state, "h0", "b0")
    refusal = why_cant_block(state, "b0", "a0")
    assert refusal is not None and refusal[1] == "509.1a"
    assert len(state.zone(Zone.HAND, "A")) == 1
    assert automated("Stun")


def test_rogues_passage_target_creature_cant_be_blocked_this_turn() -> None:
    # "{4}, {T}: Target creature can't be blocked this turn."
    state = game(("Rogue's Passage", "Grizzly Bears"), step="declare_attackers")
    state, rules = activate(state, "a0", 1, "a1")
    state = settle(state, {"type": "attack", "attackers": {"a1": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    with pytest.raises(IllegalAction) as refused:
        apply(state, {"type": "block", "blockers": {"b0": "a1"}})
    assert refused.value.rule == "509.1b"
    assert "611.2a" in rules


# --- life and cards joined by "and" ------------------------------------------------------------


def test_sovereigns_bite_drains_three() -> None:
    # "Target player loses 3 life and you gain 3 life." (119.3)
    state, _ = cast(game(a_hand=("Sovereign's Bite",)), "h0", "B")
    assert (state.player("A").life, state.player("B").life) == (23, 17)
    assert automated("Sovereign's Bite")


def test_phyrexian_arena_you_draw_a_card_and_you_lose_one_life() -> None:
    # "At the beginning of your upkeep, you draw a card and you lose 1 life." (121.1, 119.3)
    state, rules = upkeep(game(("Phyrexian Arena",), step="untap"))
    assert state.player("A").life == 19
    assert len(state.zone(Zone.HAND, "A")) == 1
    assert "503.1a" in rules or "603.2" in rules


def test_sign_in_blood_target_player_draws_two_and_loses_two() -> None:
    # "Target player draws two cards and loses 2 life."
    state, _ = cast(game(a_hand=("Sign in Blood",)), "h0", "A")
    assert state.player("A").life == 18
    assert len(state.zone(Zone.HAND, "A")) == 2


def test_inspiring_overseer_you_gain_one_life_and_draw_a_card() -> None:
    # "When ~ enters, you gain 1 life and draw a card." (603.6a)
    state = game(a_hand=("Inspiring Overseer",))
    state = resolve_all(settle(state, {"type": "cast", "object": "h0", "free": True}).state)
    assert state.player("A").life == 21
    assert len(state.zone(Zone.HAND, "A")) == 1
    assert automated("Inspiring Overseer")


def test_char_deals_four_to_any_target_and_two_to_you() -> None:
    # "~ deals 4 damage to any target and 2 damage to you." (120.3a)
    state, rules = cast(game(a_hand=("Char",)), "h0", "B")
    assert (state.player("A").life, state.player("B").life) == (18, 16)
    assert "120.3a" in rules


def test_drown_in_sorrow_all_creatures_get_minus_two() -> None:
    # "All creatures get -2/-2 until end of turn. Scry 1." (613.4c, 704.5f)
    state = game(
        ("Grizzly Bears",),
        b_battlefield=("Grizzly Bears", "Craw Wurm"),
        a_hand=("Drown in Sorrow",),
    )
    state, rules = cast(state, "h0")
    assert state.object("a0").zone is Zone.GRAVEYARD
    assert state.object("b0").zone is Zone.GRAVEYARD
    wurm = chars(state, state.object("b1"))
    assert (wurm.power, wurm.toughness) == (4, 2)
    assert "611.2a" in rules and "704.5f" in rules
    assert automated("Drown in Sorrow")


# --- 111.1, 111.10: tokens -------------------------------------------------------------------


def test_sudden_breakthrough_creates_a_treasure_that_taps_for_any_color() -> None:
    # "Create a Treasure token." (111.10a: "{T}, Sacrifice this token: Add one mana of any
    # color.")
    state = game(("Grizzly Bears",), a_hand=("Sudden Breakthrough",))
    state, rules = cast(state, "h0", "a0")
    (treasure,) = [o for o in state.battlefield if o.token]
    assert treasure.card == "Treasure Token" and chars(state, treasure).types == ("Artifact",)
    assert "111.1" in rules
    tapped = settle(state, {"type": "activate", "object": treasure.id, "ability": 0})
    assert sum(int(n) for n in tapped.state.player("A").mana_pool.values()) == 1
    assert tapped.state.find_object(treasure.id) is None or (
        tapped.state.object(treasure.id).zone is not Zone.BATTLEFIELD
    )
    assert automated("Sudden Breakthrough")


def test_bake_into_a_pie_destroys_and_creates_a_food() -> None:
    # "Destroy target creature. Create a Food token." (111.10b)
    state, _ = cast(game(a_hand=("Bake into a Pie",)), "h0", "b0")
    assert state.object("b0").zone is Zone.GRAVEYARD
    assert [o.card for o in state.battlefield if o.token] == ["Food Token"]


def test_masters_call_creates_two_myr_artifact_creature_tokens() -> None:
    # "Create two 1/1 colorless Myr artifact creature tokens."
    state, _ = cast(game(a_hand=("Master's Call",)), "h0")
    myr = [o for o in state.battlefield if o.token]
    assert len(myr) == 2
    c = chars(state, myr[0])
    assert (c.types, c.subtypes, c.power, c.colors) == (("Artifact", "Creature"), ("Myr",), 1, ())


def test_sprout_creates_a_saproling() -> None:
    # "Create a 1/1 green Saproling creature token." (a creature type only tokens have, 205.3m)
    state, _ = cast(game(a_hand=("Sprout",)), "h0")
    (saproling,) = [o for o in state.battlefield if o.token]
    assert chars(state, saproling).subtypes == ("Saproling",)
    assert automated("Sprout")


# --- 115.1: target cards in graveyards --------------------------------------------------------


def test_breath_of_life_returns_a_creature_card_to_the_battlefield() -> None:
    # "Return target creature card from your graveyard to the battlefield." (110.2a)
    state = game(a_hand=("Breath of Life",), a_graveyard=("Craw Wurm",))
    state, rules = cast(state, "h0", "g0")
    assert state.object("g0").zone is Zone.BATTLEFIELD
    assert state.object("g0").controller == "A"
    assert "110.2a" in rules


def test_wildwood_rebirth_returns_a_creature_card_to_your_hand() -> None:
    # "Return target creature card from your graveyard to your hand."
    state = game(a_hand=("Wildwood Rebirth",), a_graveyard=("Craw Wurm",))
    state, _ = cast(state, "h0", "g0")
    assert state.object("g0").zone is Zone.HAND


def test_wildwood_rebirth_cant_target_a_noncreature_card() -> None:
    state = game(a_hand=("Wildwood Rebirth",), a_graveyard=("Forest",))
    with pytest.raises(IllegalAction) as refused:
        apply(state, {"type": "cast", "object": "h0", "targets": ["g0"], "free": True})
    assert refused.value.rule == "115.1"


def test_cremate_exiles_a_card_from_a_graveyard_and_draws() -> None:
    # "Exile target card from a graveyard. Draw a card." (406.2)
    state = game(a_hand=("Cremate",), a_graveyard=("Craw Wurm",))
    state, _ = cast(state, "h0", "g0")
    assert state.object("g0").zone is Zone.EXILE
    assert len(state.zone(Zone.HAND, "A")) == 1


def test_griptide_puts_a_creature_on_top_of_its_owners_library() -> None:
    # "Put target creature on top of its owner's library." (401.2)
    state, rules = cast(game(a_hand=("Griptide",)), "h0", "b0")
    assert state.zone(Zone.LIBRARY, "B")[0].id == "b0"
    assert "401.2" in rules


# --- target words -------------------------------------------------------------------------------


def test_demolish_destroys_an_artifact_or_land() -> None:
    # "Destroy target artifact or land." (701.8a)
    state = game(a_hand=("Demolish",), b_battlefield=("Grizzly Bears", "Mountain"))
    with pytest.raises(IllegalAction):
        apply(state, {"type": "cast", "object": "h0", "targets": ["b0"], "free": True})
    state, rules = cast(state, "h0", "b1")
    assert state.object("b1").zone is Zone.GRAVEYARD
    assert "701.8a" in rules


def test_dwarven_miner_destroys_a_nonbasic_land_only() -> None:
    # "{2}{R}, {T}: Destroy target nonbasic land."
    state = game(("Dwarven Miner",), b_battlefield=("Mountain", "Adarkar Wastes"))
    with pytest.raises(IllegalAction):
        apply(
            state,
            {"type": "activate", "object": "a0", "ability": 0, "targets": ["b0"], "free": True},
        )
    state, _ = activate(state, "a0", 0, "b1")
    assert state.object("b1").zone is Zone.GRAVEYARD


def test_swat_destroys_a_creature_with_power_two_or_less() -> None:
    # "Destroy target creature with power 2 or less."
    state = game(a_hand=("Swat",), b_battlefield=("Grizzly Bears", "Craw Wurm"))
    with pytest.raises(IllegalAction):
        apply(state, {"type": "cast", "object": "h0", "targets": ["b1"], "free": True})
    state, _ = cast(state, "h0", "b0")
    assert state.object("b0").zone is Zone.GRAVEYARD


def test_disrupt_counters_an_instant_unless_its_controller_pays() -> None:
    # "Counter target instant or sorcery spell unless its controller pays {1}." (118.12a)
    state = game(a_hand=("Disrupt", "Lightning Bolt"))
    state = settle(state, {"type": "cast", "object": "h1", "targets": ["B"], "free": True}).state
    state, rules = cast(state, "h0", "h1")
    assert state.object("h1").zone is Zone.GRAVEYARD
    assert state.player("B").life == 20
    assert "701.6a" in rules


# --- groups -------------------------------------------------------------------------------------


def test_morale_attacking_creatures_get_plus_one() -> None:
    # "Attacking creatures get +1/+1 until end of turn." (506.4, 611.2c)
    state = game(("Grizzly Bears", "Grizzly Bears"), a_hand=("Morale",), step="declare_attackers")
    state = settle(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    state, _ = cast(state, "h0")
    assert chars(state, state.object("a0")).power == 3
    assert chars(state, state.object("a1")).power == 2


def test_windstorm_deals_x_damage_to_each_creature_with_flying() -> None:
    # "~ deals X damage to each creature with flying." (120.3)
    state = game(a_hand=("Windstorm",), b_battlefield=("Grizzly Bears", "Ornithopter"))
    first = settle(state, {"type": "cast", "object": "h0", "targets": [], "x": 2, "free": True})
    state = settle(first.state, {"type": "resolve"}).state
    assert state.object("b1").zone is Zone.GRAVEYARD
    assert state.object("b0").zone is Zone.BATTLEFIELD


# --- 701.16a, 608.2d, 701.23: investigate, a chosen permanent, searching ----------------------


def test_root_out_destroys_and_investigates() -> None:
    # "Destroy target artifact or enchantment. Investigate." (701.16a: create a Clue token)
    state = game(a_hand=("Root Out",), b_battlefield=("Ornithopter",))
    state, rules = cast(state, "h0", "b0")
    assert state.object("b0").zone is Zone.GRAVEYARD
    assert [o.card for o in state.battlefield if o.token] == ["Clue Token"]
    assert "701.16a" in rules


def test_boros_garrison_returns_a_land_its_controller_chooses() -> None:
    # "When ~ enters, return a land you control to its owner's hand." (608.2d: chosen as the
    # ability resolves, not targeted)
    state = game(("Mountain", "Plains"), a_hand=("Boros Garrison",), step="precombat_main")
    state = settle(state, {"type": "play_land", "object": "h0"}).state
    result = apply(state, {"type": "resolve"}, ["a1"])
    assert result.pending is None
    assert result.state.object("a1").zone is Zone.HAND
    assert result.state.object("h0").zone is Zone.BATTLEFIELD
    assert result.state.object("a0").zone is Zone.BATTLEFIELD
    assert automated("Boros Garrison")


def test_whitemane_lion_returns_itself_when_it_is_the_only_creature() -> None:
    # "When ~ enters, return a creature you control to its owner's hand."
    state = game(a_hand=("Whitemane Lion",))
    state = resolve_all(settle(state, {"type": "cast", "object": "h0", "free": True}).state)
    assert state.object("h0").zone is Zone.HAND


def test_primal_druid_searches_for_a_basic_land_tapped_when_it_dies() -> None:
    # "When ~ dies, you may search your library for a basic land card, put it onto the
    # battlefield tapped, then shuffle." (701.23a, 701.24a)
    state = game(
        ("Primal Druid",), a_hand=("Lightning Bolt",), a_library=("Island", "Forest", "Forest")
    )
    state = settle(state, {"type": "cast", "object": "h0", "targets": ["a0"], "free": True}).state
    state = settle(state, {"type": "resolve"}).state
    found = apply(state, {"type": "resolve"}, ["l1"])
    assert found.pending is None
    assert found.state.object("l1").zone is Zone.BATTLEFIELD
    assert found.state.object("l1").tapped
    assert {"701.23a", "701.24a"} <= set(rules_of(found))


def test_sylvan_ranger_may_search_and_reveals_the_land_into_the_hand() -> None:
    # "When ~ enters, you may search your library for a basic land card, reveal it, put it
    # into your hand, then shuffle." (701.20a)
    state = game(a_hand=("Sylvan Ranger",), a_library=("Island", "Forest"))
    state = settle(state, {"type": "cast", "object": "h0", "free": True}).state
    state = settle(state, {"type": "resolve"}).state
    found = apply(state, {"type": "resolve"}, ["l0"])
    assert found.state.object("l0").zone is Zone.HAND
    assert "701.20a" in rules_of(found)
    declined = apply(state, {"type": "resolve"}, ["decline"])
    assert [o.id for o in declined.state.zone(Zone.LIBRARY, "A")] == ["l0", "l1"]


# --- groups of permanents, more targets ------------------------------------------------------


def test_tranquility_destroys_all_enchantments() -> None:
    # "Destroy all enchantments." (701.8a)
    state = game(
        ("Phyrexian Arena",),
        b_battlefield=("Grizzly Bears", "Phyrexian Arena"),
        a_hand=("Tranquility",),
    )
    state, rules = cast(state, "h0")
    assert state.object("a0").zone is Zone.GRAVEYARD
    assert state.object("b1").zone is Zone.GRAVEYARD
    assert state.object("b0").zone is Zone.BATTLEFIELD
    assert "701.8a" in rules
    assert automated("Tranquility")


def test_day_of_judgment_destroys_all_creatures() -> None:
    # "Destroy all creatures."
    state = game(
        ("Grizzly Bears",), b_battlefield=("Craw Wurm", "Forest"), a_hand=("Day of Judgment",)
    )
    state, _ = cast(state, "h0")
    assert [o.card for o in state.battlefield] == ["Forest"]


def test_inferno_jet_damages_an_opponent_but_cant_target_you() -> None:
    # "~ deals 6 damage to target opponent or planeswalker."
    state = game(a_hand=("Inferno Jet",))
    with pytest.raises(IllegalAction):
        apply(state, {"type": "cast", "object": "h0", "targets": ["A"], "free": True})
    state, _ = cast(state, "h0", "B")
    assert state.player("B").life == 14


# --- 701.25: surveil; looking at the top and putting the cards back ---------------------------


def test_notion_rain_surveils_then_draws_and_deals_damage_to_you() -> None:
    # "Surveil 2, then draw two cards. ~ deals 2 damage to you." (701.25a)
    state = game(a_hand=("Notion Rain",), a_library=("Island", "Craw Wurm", "Forest", "Swamp"))
    state = settle(state, {"type": "cast", "object": "h0", "free": True}).state
    # the Island goes to the graveyard, the Wurm stays on top
    result = apply(state, {"type": "resolve"}, ["graveyard", "top"])
    assert result.pending is None
    assert result.state.object("l0").zone is Zone.GRAVEYARD
    hand = {o.id for o in result.state.zone(Zone.HAND, "A")}
    assert hand == {"l1", "l2"}
    assert result.state.player("A").life == 18
    assert "701.25a" in rules_of(result)
    assert automated("Notion Rain")


def test_index_puts_the_top_five_back_in_the_chosen_order() -> None:
    # "Look at the top five cards of your library, then put them back in any order."
    library = ("Island", "Forest", "Swamp", "Mountain", "Plains", "Craw Wurm")
    state = game(a_hand=("Index",), a_library=library)
    state = settle(state, {"type": "cast", "object": "h0", "free": True}).state
    result = apply(state, {"type": "resolve"}, ["l4", "l3", "l2", "l1"])
    assert result.pending is None
    order = [o.id for o in result.state.zone(Zone.LIBRARY, "A")]
    assert order == ["l4", "l3", "l2", "l1", "l0", "l5"]


# --- 701.21a: sacrificing a permanent the player chooses ---------------------------------------


def test_innocent_blood_each_player_sacrifices_a_creature_of_their_choice() -> None:
    # "Each player sacrifices a creature." Each chooses in APNAP order (101.4); one with a
    # single creature has no choice.
    state = game(("Grizzly Bears", "Craw Wurm"), a_hand=("Innocent Blood",))
    state = settle(state, {"type": "cast", "object": "h0", "free": True}).state
    result = apply(state, {"type": "resolve"}, ["a0"])
    assert result.pending is None
    assert result.state.object("a0").zone is Zone.GRAVEYARD
    assert result.state.object("a1").zone is Zone.BATTLEFIELD
    assert result.state.object("b0").zone is Zone.GRAVEYARD
    assert "701.21a" in rules_of(result)
    assert automated("Innocent Blood")


def test_diabolic_edict_target_player_sacrifices_even_an_indestructible_creature() -> None:
    # "Target player sacrifices a creature." (701.21a: sacrificing isn't destroying)
    state = game(a_hand=("Diabolic Edict",), b_battlefield=("Darksteel Myr",))
    state, rules = cast(state, "h0", "B")
    assert state.object("b0").zone is Zone.GRAVEYARD
    assert "701.21a" in rules


# --- 613.4d, 406.2, 608.2h ----------------------------------------------------------------------


def test_about_face_switches_power_and_toughness_until_end_of_turn() -> None:
    # "Switch target creature's power and toughness until end of turn." (613.4d)
    state = game(a_hand=("About Face",), b_battlefield=("Craw Wurm",))
    state, rules = cast(state, "h0", "b0")
    wurm = chars(state, state.object("b0"))
    assert (wurm.power, wurm.toughness) == (4, 6)
    assert "613.4d" in rules


def test_bojuka_bog_exiles_target_players_graveyard() -> None:
    # "When ~ enters, exile target player's graveyard." (406.2)
    state = game(a_hand=("Bojuka Bog",), a_graveyard=("Craw Wurm", "Forest"), step="precombat_main")
    played = apply(state, {"type": "play_land", "object": "h0"}, ["A"])
    assert played.pending is None  # the trigger's target is chosen as it's put on the stack
    after = resolve_all(played.state)
    assert after.object("g0").zone is Zone.EXILE and after.object("g1").zone is Zone.EXILE


def test_vapor_snag_its_controller_loses_one_life() -> None:
    # "Return target creature to its owner's hand. Its controller loses 1 life." (608.2h: the
    # creature's last controller on the battlefield)
    state, _ = cast(game(a_hand=("Vapor Snag",)), "h0", "b0")
    assert state.object("b0").zone is Zone.HAND
    assert (state.player("A").life, state.player("B").life) == (20, 19)
    assert automated("Vapor Snag")


# --- 502.3: "doesn't untap during its controller's next untap step" ----------------------------

NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


def test_crippling_chill_keeps_the_creature_tapped_through_one_untap_step() -> None:
    # "Tap target creature. It doesn't untap during its controller's next untap step. Draw a
    # card." (701.26a, 502.3)
    state = game(a_hand=("Crippling Chill",), step="precombat_main")
    state, rules = cast(state, "h0", "b0")
    assert state.object("b0").tapped and "502.3" in rules
    result = settle(state, NEXT_UPKEEP)  # Bob's untap step: it stays tapped
    assert result.state.turn.active_player == "B"
    assert result.state.object("b0").tapped
    assert "502.3" in rules_of(result)
    state = settle(settle(result.state, NEXT_UPKEEP).state, NEXT_UPKEEP).state
    assert state.turn.active_player == "B"
    assert not state.object("b0").tapped  # the effect was used up by the first untap step
    assert automated("Crippling Chill")


def test_mogg_hollows_taps_for_two_colors_and_skips_its_next_untap() -> None:
    # "{T}: Add {R} or {G}. ~ doesn't untap during your next untap step." (605.1a)
    state = game(("Mogg Hollows",), step="precombat_main")
    tapped = settle(state, {"type": "activate", "object": "a0", "ability": 1})
    assert sum(int(n) for n in tapped.state.player("A").mana_pool.values()) == 1
    state = settle(settle(tapped.state, NEXT_UPKEEP).state, NEXT_UPKEEP).state
    assert state.turn.active_player == "A"
    assert state.object("a0").tapped
    assert automated("Mogg Hollows")


def test_hungry_flames_deals_three_to_a_creature_and_two_to_a_player() -> None:
    # "~ deals 3 damage to target creature and 2 damage to target player or planeswalker."
    state = game(a_hand=("Hungry Flames",), b_battlefield=("Craw Wurm",))
    state, rules = cast(state, "h0", "b0", "B")
    assert state.object("b0").damage == 3
    assert state.player("B").life == 18
    assert "120.3a" in rules
    assert automated("Hungry Flames")


# --- 701.34a: proliferate ------------------------------------------------------------------------


def proliferate_board(hand: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "h0", "card": hand}],
            "battlefield": [{"id": "a0", "card": "Grizzly Bears", "counters": {"+1/+1": 1}}],
            "library": [{"id": "l0", "card": "Forest"}],
        },
        {
            "id": "B",
            "poison": 2,
            "battlefield": [{"id": "b0", "card": "Craw Wurm", "counters": {"-1/-1": 2}}],
        },
    )


def test_steady_progress_proliferates_the_chosen_permanents_and_players() -> None:
    # "Proliferate. Draw a card." Chosen: the Bears and Bob, not the Wurm (701.34a).
    state = proliferate_board("Steady Progress")
    state = settle(state, {"type": "cast", "object": "h0", "free": True}).state
    result = apply(state, {"type": "resolve"}, ["add", "skip", "add"])
    assert result.pending is None
    assert result.state.object("a0").counter("+1/+1") == 2
    assert result.state.object("b0").counter("-1/-1") == 2
    assert result.state.player("B").poison == 3
    assert result.state.object("l0").zone is Zone.HAND
    assert "701.34a" in rules_of(result)
    assert automated("Steady Progress")
