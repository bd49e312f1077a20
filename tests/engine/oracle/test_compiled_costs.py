"""Costs and activation instructions compiled from Oracle text, each with a real card on a
board: costs that choose other objects (118, 602.2b, 601.2h: sacrifice 701.21a, discard 701.9a
and 701.9b, tap untapped permanents 701.26a, return to hand, remove counters 122.1, exile from a
graveyard, mill 701.17a), an unpayable cost refused (118.3), spells' additional costs (118.8)
and activation restrictions (602.1b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.game.play import apply
from engine.rules.characteristics import chars
from engine.testing.oracle import settle
from engine.testing.scenario import board

pytestmark = pytest.mark.usefixtures("compiled_cards")


def game(
    battlefield: tuple[str | dict[str, Any], ...] = (),
    hand: tuple[str, ...] = (),
    graveyard: tuple[str, ...] = (),
    library: int = 5,
    **turn: Any,
) -> GameState:
    """Alice (A) has the cards; Bob (B) has Grizzly Bears and a Mountain."""
    doc: dict[str, Any] = {}
    if turn:
        doc["turn"] = {"number": 2, **turn}
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                n if isinstance(n, dict) else {"id": f"a{i}", "card": n}
                for i, n in enumerate(battlefield)
            ],
            "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(hand)],
            "graveyard": [{"id": f"g{i}", "card": n} for i, n in enumerate(graveyard)],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(library)],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "b0", "card": "Grizzly Bears"},
                {"id": "b1", "card": "Mountain"},
            ],
            "hand": [{"id": "bh", "card": "Shock"}],
        },
        **doc,
    )


def run(
    state: GameState, action: dict[str, Any], choices: tuple[str, ...] = ()
) -> tuple[GameState, list[str]]:
    """Apply the action (free of mana, 'choices' answering its decisions first, then the first
    option), resolve the stack; the final state and every rule the log cited."""
    result = apply(state, {**action, "free": True}, list(choices))
    if result.pending is not None:
        result = settle(state, {**action, "free": True})
    rules = [rule for entry in result.log for rule in entry.rules]
    state = result.state
    while state.zone(Zone.STACK):
        step = settle(state, {"type": "resolve"})
        rules += [rule for entry in step.log for rule in entry.rules]
        state = step.state
    return state, rules


def activate(obj: str, ability: int = 0, *targets: str) -> dict[str, Any]:
    return {"type": "activate", "object": obj, "ability": ability, "targets": list(targets)}


def cast(obj: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": obj, "targets": list(targets)}


def refused(state: GameState, action: dict[str, Any]) -> str:
    with pytest.raises(IllegalAction) as error:
        run(state, action)
    listed = [
        o
        for o in available_actions(state)
        if o.action.get("object") == action["object"]
        and o.action["type"] == action["type"]
        and o.action.get("ability") == action.get("ability")
    ]
    assert listed and not any(o.legal for o in listed), "the picker offers only payable costs"
    return error.value.rule


# --- activated abilities' costs ------------------------------------------------------------


def test_arms_dealer_sacrifices_a_goblin() -> None:
    # "{1}{R}, Sacrifice a Goblin: ~ deals 4 damage to target creature." (701.21a)
    state = game(("Arms Dealer", "Raging Goblin", "Grizzly Bears"))
    after, rules = run(state, activate("a0", 0, "b0"), ("a1",))
    assert after.object("a1").zone is Zone.GRAVEYARD  # the Raging Goblin paid
    assert after.object("a2").zone is Zone.BATTLEFIELD  # the Bears aren't a Goblin
    assert after.object("b0").zone is Zone.GRAVEYARD
    assert "602.2b" in rules and "701.21a" in rules


def test_arms_dealer_can_sacrifice_itself_but_not_a_bear() -> None:
    alone = game(("Arms Dealer", "Grizzly Bears"))
    after, _ = run(alone, activate("a0", 0, "b0"))
    assert after.object("a0").zone is Zone.GRAVEYARD and after.object("b0").zone is Zone.GRAVEYARD


def test_blazing_hellhound_needs_another_creature_118_3() -> None:
    # "{1}, Sacrifice another creature: ~ deals 1 damage to any target."
    assert refused(game(("Blazing Hellhound",)), activate("a0", 0, "B")) == "118.3"
    after, _ = run(game(("Blazing Hellhound", "Grizzly Bears")), activate("a0", 0, "B"))
    assert after.object("a1").zone is Zone.GRAVEYARD and after.player("B").life == 19


def test_keldon_arsonist_sacrifices_two_lands() -> None:
    # "{1}, Sacrifice two lands: Destroy target land."
    state = game(("Keldon Arsonist", "Forest", "Forest", "Forest"))
    after, _ = run(state, activate("a0", 0, "b1"), ("a1", "a3"))
    assert [after.object(f"a{i}").zone for i in (1, 2, 3)] == [
        Zone.GRAVEYARD,
        Zone.BATTLEFIELD,
        Zone.GRAVEYARD,
    ]
    assert after.object("b1").zone is Zone.GRAVEYARD
    assert refused(game(("Keldon Arsonist", "Forest")), activate("a0", 0, "b1")) == "118.3"


def test_aven_trooper_discards_a_card() -> None:
    # "{2}{W}, Discard a card: ~ gets +1/+2 until end of turn." (701.9a)
    after, rules = run(game(("Aven Trooper",), hand=("Shock",)), activate("a0"))
    assert after.object("h0").zone is Zone.GRAVEYARD
    assert chars(after, after.object("a0")).toughness == 3
    assert "701.9a" in rules
    assert refused(game(("Aven Trooper",)), activate("a0")) == "118.3"


def test_canyon_drake_discards_at_random() -> None:
    # "{1}, Discard a card at random: ~ gets +2/+0 until end of turn." (701.9b)
    after, rules = run(game(("Canyon Drake",), hand=("Shock", "Forest")), activate("a0"))
    assert len(after.zone(Zone.HAND, "A")) == 1 and len(after.zone(Zone.GRAVEYARD, "A")) == 1
    assert chars(after, after.object("a0")).power == 3
    assert "701.9b" in rules


def test_ayulas_influence_discards_only_a_land_card() -> None:
    # "Discard a land card: Create a 2/2 green Bear creature token."
    state = game(("Ayula's Influence",), hand=("Shock", "Forest"))
    after, _ = run(state, activate("a0"))
    assert after.object("h1").zone is Zone.GRAVEYARD and after.object("h0").zone is Zone.HAND
    assert [o.card for o in after.zone(Zone.BATTLEFIELD, "A") if o.token] == ["Bear Token"]
    assert refused(game(("Ayula's Influence",), hand=("Shock",)), activate("a0")) == "118.3"


def test_aphetto_grifter_taps_two_untapped_wizards() -> None:
    # "Tap two untapped Wizards you control: Tap target permanent." (701.26a; not {T}: the
    # Grifter itself may be one of them)
    state = game(("Aphetto Grifter", "Prodigal Sorcerer", "Grizzly Bears"))
    after, rules = run(state, activate("a0", 0, "b0"))
    assert after.object("a0").tapped and after.object("a1").tapped
    assert not after.object("a2").tapped and after.object("b0").tapped
    assert "701.26a" in rules
    assert refused(game(("Aphetto Grifter", "Grizzly Bears")), activate("a0", 0, "b0")) == "118.3"


def test_floodbringer_returns_a_land_to_its_owners_hand() -> None:
    # "{2}, Return a land you control to its owner's hand: Tap target land."
    after, _ = run(game(("Floodbringer", "Forest")), activate("a0", 0, "b1"))
    assert after.object("a1").zone is Zone.HAND and after.object("b1").tapped
    assert refused(game(("Floodbringer",)), activate("a0", 0, "b1")) == "118.3"


def test_barkhide_troll_removes_its_counter() -> None:
    # "~ enters with a +1/+1 counter on it." / "{1}, Remove a +1/+1 counter from ~: ~ gains
    # hexproof until end of turn." (122.1)
    troll = game(hand=("Barkhide Troll",))
    entered, _ = run(troll, cast("h0"))
    assert entered.object("h0").counter("+1/+1") == 1
    after, rules = run(entered, activate("h0", 1))
    assert after.object("h0").counter("+1/+1") == 0
    assert chars(after, after.object("h0")).has("hexproof")
    assert "122.1" in rules
    assert refused(after, activate("h0", 1)) == "118.3"


def test_grim_lavamancer_exiles_two_cards_from_the_graveyard() -> None:
    # "{R}, {T}, Exile two cards from your graveyard: ~ deals 2 damage to any target."
    state = game(("Grim Lavamancer",), graveyard=("Forest", "Shock", "Island"))
    after, _ = run(state, activate("a0", 0, "B"), ("g0", "g2"))
    assert [after.object(f"g{i}").zone for i in range(3)] == [
        Zone.EXILE,
        Zone.GRAVEYARD,
        Zone.EXILE,
    ]
    assert after.player("B").life == 18
    assert refused(game(("Grim Lavamancer",), graveyard=("Forest",)), activate("a0", 0, "B")) == (
        "118.3"
    )


def test_bramble_wurm_is_exiled_from_the_graveyard_for_its_ability() -> None:
    # "{2}{G}, Exile ~ from your graveyard: You gain 5 life." works only there (113.6)
    after, _ = run(game(graveyard=("Bramble Wurm",)), activate("g0", 1))
    assert after.object("g0").zone is Zone.EXILE and after.player("A").life == 25
    with pytest.raises(IllegalAction) as error:
        run(game(("Bramble Wurm",)), activate("a0", 1))
    assert error.value.rule == "113.6"


def test_deranged_assistant_mills_a_card_for_mana() -> None:
    # "{T}, Mill a card: Add {C}." a mana ability (605.1a) with a mill cost (701.17a)
    after, rules = run(game(("Deranged Assistant",)), activate("a0"))
    assert after.object("l0").zone is Zone.GRAVEYARD
    assert after.player("A").mana_pool.get("C") == 1
    assert "701.17a" in rules
    assert refused(game(("Deranged Assistant",), library=0), activate("a0")) == "118.3"


def test_sinister_concoction_pays_life_mills_discards_and_sacrifices_itself() -> None:
    # "{B}, Pay 1 life, Mill a card, Discard a card, Sacrifice ~: Destroy target creature."
    state = game(("Sinister Concoction",), hand=("Shock",))
    after, _ = run(state, activate("a0", 0, "b0"))
    assert after.player("A").life == 19
    assert after.object("l0").zone is Zone.GRAVEYARD and after.object("h0").zone is Zone.GRAVEYARD
    assert after.object("a0").zone is Zone.GRAVEYARD and after.object("b0").zone is Zone.GRAVEYARD


# --- spells' additional costs (118.8) --------------------------------------------------------


def test_altars_reap_sacrifices_a_creature_as_its_additional_cost() -> None:
    after, rules = run(game(("Grizzly Bears",), hand=("Altar's Reap",)), cast("h0"))
    assert after.object("a0").zone is Zone.GRAVEYARD
    assert len(after.zone(Zone.HAND, "A")) == 2  # drew two cards
    assert "118.8" in rules and "701.21a" in rules
    assert refused(game(hand=("Altar's Reap",)), cast("h0")) == "118.3"


def test_bankrupt_in_blood_sacrifices_two_creatures() -> None:
    state = game(("Grizzly Bears", "Raging Goblin"), hand=("Bankrupt in Blood",))
    after, _ = run(state, cast("h0"))
    assert {after.object(o).zone for o in ("a0", "a1")} == {Zone.GRAVEYARD}
    assert len(after.zone(Zone.HAND, "A")) == 3
    assert refused(game(("Grizzly Bears",), hand=("Bankrupt in Blood",)), cast("h0")) == "118.3"


def test_cathartic_reunion_discards_two_cards_then_draws_three() -> None:
    state = game(hand=("Cathartic Reunion", "Shock", "Forest"))
    after, rules = run(state, cast("h0"))
    assert after.object("h1").zone is Zone.GRAVEYARD and after.object("h2").zone is Zone.GRAVEYARD
    assert len(after.zone(Zone.HAND, "A")) == 3
    assert "701.9a" in rules
    assert refused(game(hand=("Cathartic Reunion", "Shock")), cast("h0")) == "118.3"


def test_magmatic_insight_discards_a_land_card() -> None:
    after, _ = run(game(hand=("Magmatic Insight", "Shock", "Forest")), cast("h0"))
    assert after.object("h2").zone is Zone.GRAVEYARD and after.object("h1").zone is Zone.HAND
    assert refused(game(hand=("Magmatic Insight", "Shock")), cast("h0")) == "118.3"


def test_sonic_burst_discards_at_random_and_deals_four() -> None:
    after, rules = run(game(hand=("Sonic Burst", "Shock", "Forest")), cast("h0", "B"))
    assert after.player("B").life == 16
    assert len(after.zone(Zone.HAND, "A")) == 1 and "701.9b" in rules


def test_weigh_down_exiles_a_creature_card_from_the_graveyard() -> None:
    state = game(hand=("Weigh Down",), graveyard=("Forest", "Grizzly Bears"))
    after, _ = run(state, cast("h0", "b0"))
    assert after.object("g1").zone is Zone.EXILE and after.object("g0").zone is Zone.GRAVEYARD
    assert after.object("b0").zone is Zone.GRAVEYARD  # a 2/2 with -3/-3 (704.5f)
    refusal = refused(game(hand=("Weigh Down",), graveyard=("Forest",)), cast("h0", "b0"))
    assert refusal == "118.3"


def test_shared_discovery_taps_four_untapped_creatures() -> None:
    creatures = ("Grizzly Bears",) * 4
    after, _ = run(game(creatures, hand=("Shared Discovery",)), cast("h0"))
    assert all(after.object(f"a{i}").tapped for i in range(4))
    assert len(after.zone(Zone.HAND, "A")) == 3
    three = game(creatures[:3], hand=("Shared Discovery",))
    assert refused(three, cast("h0")) == "118.3"


# --- activation instructions (602.1b) -----------------------------------------------------


def test_alaborn_veteran_only_during_your_turn_before_attackers() -> None:
    # "{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn,
    # before attackers are declared."
    main = game(("Alaborn Veteran",), active_player="A", step="precombat_main")
    after, _ = run(main, activate("a0", 0, "a0"))
    assert chars(after, after.object("a0")).power == 4
    late = game(("Alaborn Veteran",), active_player="A", step="postcombat_main")
    assert refused(late, activate("a0", 0, "a0")) == "602.1b"
    theirs = game(("Alaborn Veteran",), active_player="B", step="upkeep")
    assert refused(theirs, activate("a0", 0, "a0")) == "602.1b"


def test_disrupting_scepter_only_during_your_turn() -> None:
    # "{3}, {T}: Target player discards a card. Activate only during your turn."
    after, _ = run(
        game(("Disrupting Scepter",), active_player="A", step="end"), activate("a0", 0, "B")
    )
    assert after.object("bh").zone is Zone.GRAVEYARD
    theirs = game(("Disrupting Scepter",), active_player="B", step="precombat_main")
    assert refused(theirs, activate("a0", 0, "B")) == "602.1b"


def test_augur_il_vec_only_during_your_upkeep() -> None:
    # "Sacrifice ~: You gain 4 life. Activate only during your upkeep."
    upkeep = game(("Augur il-Vec",), active_player="A", step="upkeep")
    after, _ = run(upkeep, activate("a0"))
    assert after.player("A").life == 24 and after.object("a0").zone is Zone.GRAVEYARD
    main = game(("Augur il-Vec",), active_player="A", step="precombat_main")
    assert refused(main, activate("a0")) == "602.1b"


def test_barbarian_ring_needs_threshold() -> None:
    # "Threshold — {R}, {T}, Sacrifice ~: It deals 2 damage to any target. Activate only if
    # seven or more cards are in your graveyard."
    six = game(("Barbarian Ring",), graveyard=("Forest",) * 6)
    assert refused(six, activate("a0", 1, "B")) == "602.1b"
    after, _ = run(game(("Barbarian Ring",), graveyard=("Forest",) * 7), activate("a0", 1, "B"))
    assert after.player("B").life == 18


def test_fools_tome_needs_an_empty_hand() -> None:
    # "{2}, {T}: Draw a card. Activate only if you have no cards in hand."
    assert refused(game(("Fool's Tome",), hand=("Shock",)), activate("a0")) == "602.1b"
    after, _ = run(game(("Fool's Tome",)), activate("a0"))
    assert len(after.zone(Zone.HAND, "A")) == 1


def test_tainted_field_colored_mana_needs_a_swamp() -> None:
    # "{T}: Add {W} or {B}. Activate only if you control a Swamp." (a mana ability, 605.1a)
    assert refused(game(("Tainted Field",)), activate("a0", 1)) == "602.1b"
    after, _ = run(game(("Tainted Field", "Swamp")), activate("a0", 1))
    assert sum(int(v) for v in after.player("A").mana_pool.values()) == 1


def test_temple_of_the_false_god_needs_five_lands() -> None:
    # "{T}: Add {C}{C}. Activate only if you control five or more lands."
    four = game(("Temple of the False God", "Forest", "Forest", "Forest"))
    assert refused(four, activate("a0")) == "602.1b"
    after, _ = run(game(("Temple of the False God",) + ("Forest",) * 4), activate("a0"))
    assert after.player("A").mana_pool.get("C") == 2


def test_atarka_beastbreaker_needs_formidable() -> None:
    # "Formidable — {4}{G}: ~ gets +4/+4 until end of turn. Activate only if creatures you
    # control have total power 8 or greater."
    assert refused(game(("Atarka Beastbreaker", "Hill Giant")), activate("a0")) == "602.1b"
    after, _ = run(game(("Atarka Beastbreaker", "Hill Giant", "Hill Giant")), activate("a0"))
    assert chars(after, after.object("a0")).power == 6


def test_broken_fall_returns_itself_to_its_owners_hand() -> None:
    # "Return ~ to its owner's hand: Regenerate target creature."
    after, rules = run(game(("Broken Fall", "Grizzly Bears")), activate("a0", 0, "a1"))
    assert after.object("a0").zone is Zone.HAND
    assert "602.2b" in rules and "701.19a" in rules
    with pytest.raises(IllegalAction) as error:  # from the hand it has no ability (113.6)
        run(game(("Grizzly Bears",), hand=("Broken Fall",)), activate("h0", 0, "a0"))
    assert error.value.rule == "113.6"


def test_devoted_druid_puts_a_minus_one_counter_on_itself_to_untap() -> None:
    # "Put a -1/-1 counter on ~: Untap ~." (122.6)
    state = game(({"id": "druid", "card": "Devoted Druid", "tapped": True},))
    after, rules = run(state, activate("druid", 1))
    assert after.object("druid").counter("-1/-1") == 1 and not after.object("druid").tapped
    assert chars(after, after.object("druid")).toughness == 1
    assert "122.6" in rules


def test_bolrac_clan_crusher_removes_a_counter_from_a_creature_you_control() -> None:
    # "{T}, Remove a +1/+1 counter from a creature you control: ~ deals 2 damage to any target."
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "ogre", "card": "Bolrac-Clan Crusher"},
                {"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 1}},
                {"id": "giant", "card": "Hill Giant", "counters": {"+1/+1": 2}},
            ],
        },
        {"id": "B"},
    )
    asked = apply(state, {**activate("ogre", 0, "B"), "free": True}).pending
    assert asked is not None and asked.option_ids() == ("bears", "giant")
    after, _ = run(state, activate("ogre", 0, "B"), ("giant",))
    assert (
        after.object("giant").counter("+1/+1") == 1 and after.object("bears").counter("+1/+1") == 1
    )
    assert after.player("B").life == 18
    bare = game(("Bolrac-Clan Crusher", "Grizzly Bears"))
    assert refused(bare, activate("a0", 0, "B")) == "118.3"


def test_pit_imp_no_more_than_twice_each_turn() -> None:
    # "{B}: ~ gets +1/+0 until end of turn. Activate no more than twice each turn." (602.1b)
    state, _ = run(game(("Pit Imp",)), activate("a0"))
    state, rules = run(state, activate("a0"))
    assert chars(state, state.object("a0")).power == 2 and "602.1b" in rules
    assert refused(state, activate("a0")) == "602.1b"


def test_makeshift_munitions_sacrifices_an_artifact_or_creature() -> None:
    # "{1}, Sacrifice an artifact or creature: ~ deals 1 damage to any target."
    state = game(("Makeshift Munitions", "Forest", "Grizzly Bears"))
    after, _ = run(state, activate("a0", 0, "B"))
    assert after.object("a2").zone is Zone.GRAVEYARD  # the only creature (an enchantment isn't)
    assert after.object("a1").zone is Zone.BATTLEFIELD and after.player("B").life == 19
    assert refused(game(("Makeshift Munitions", "Forest")), activate("a0", 0, "B")) == "118.3"


def test_costly_plunder_sacrifices_an_artifact_or_creature_as_it_is_cast() -> None:
    # "As an additional cost to cast ~, sacrifice an artifact or creature." / "Draw two cards."
    after, _ = run(game(("Fool's Tome",), hand=("Costly Plunder",)), cast("h0"))
    assert after.object("a0").zone is Zone.GRAVEYARD and len(after.zone(Zone.HAND, "A")) == 2


def test_stitched_drake_exiles_a_creature_card_as_it_is_cast() -> None:
    # A permanent spell's additional cost (118.8): "As an additional cost to cast ~, exile a
    # creature card from your graveyard." / "Flying"
    state = game(hand=("Stitched Drake",), graveyard=("Forest", "Grizzly Bears"))
    after, rules = run(state, cast("h0"))
    assert after.object("g1").zone is Zone.EXILE and after.object("g0").zone is Zone.GRAVEYARD
    assert after.object("h0").zone is Zone.BATTLEFIELD
    assert chars(after, after.object("h0")).has("flying") and "118.8" in rules
    assert refused(game(hand=("Stitched Drake",), graveyard=("Forest",)), cast("h0")) == "118.3"
