"""Trigger conditions of triggered abilities (603.2) and intervening "if" clauses (603.4), each
production with a real card compiled from its Oracle text: the board, the action that fires the
trigger, the ability resolving, and the life totals, zones, counters and log rule numbers that
follow."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.cards.registry import REGISTRY
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites

pytestmark = pytest.mark.usefixtures("compiled_cards")

LIBRARY = [{"id": f"l{i}", "card": "Forest"} for i in range(6)]


def game(
    a: tuple[str, ...],
    b: tuple[str, ...] = (),
    hand: tuple[str, ...] = (),
    b_hand: tuple[str, ...] = (),
    life: int = 20,
    **turn: Any,
) -> GameState:
    return board(
        {
            "id": "A",
            "life": life,
            "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(hand)],
            "battlefield": [{"id": f"a{i}", "card": n} for i, n in enumerate(a)],
            "library": LIBRARY,
        },
        {
            "id": "B",
            "hand": [{"id": f"bh{i}", "card": n} for i, n in enumerate(b_hand)],
            "battlefield": [{"id": f"b{i}", "card": n} for i, n in enumerate(b)],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(6)],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main", **turn},
    )


def power_toughness(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def cast(state: GameState, obj: str, *targets: str) -> GameState:
    action = {"type": "cast", "object": obj, "targets": list(targets), "free": True}
    return resolve_all(settle(state, action).state)


def attack(state: GameState, *attackers: str) -> GameState:
    return settle(state, {"type": "attack", "attackers": dict.fromkeys(attackers, "B")}).state


def block(state: GameState, blockers: dict[str, str]) -> GameState:
    state = settle(state, {"type": "advance"}).state
    return resolve_all(settle(state, {"type": "block", "blockers": blockers}).state)


def to_damage(state: GameState) -> GameState:
    """From the declare blockers step through combat damage (510.2) and its triggers."""
    before = state.player("B").life
    for _ in range(3):
        if state.player("B").life != before:
            break
        state = resolve_all(settle(state, {"type": "advance"}).state)
    return resolve_all(state)


@pytest.mark.parametrize(
    "name",
    [
        "Implement of Examination",
        "Cunning Breezedancer",
        "Aven Wind Mage",
        "Briarknit Kami",
        "Akroan Skyguard",
        "Gloryscale Viashino",
        "Cabal Paladin",
        "Ebon Drake",
        "Mogg Sentry",
        "Champion of the Perished",
        "Kronch Wrangler",
        "Utvara Hellkite",
        "Chasm Guide",
        "Deepwood Tantiv",
        "Folk of An-Havva",
        "Netcaster Spider",
        "Chub Toad",
        "Howling Golem",
        "Rogue Kavu",
        "Drider",
        "Looter il-Kor",
        "Lumberknot",
        "Poison-Tip Archer",
        "Gavony Unhallowed",
        "Malakir Cullblade",
        "Selhoff Occultist",
        "Crow of Dark Tidings",
        "Elephant Guide",
        "Convalescence",
        "Dragonmaster Outcast",
        "Nim Abomination",
        "Slaughterhouse Bouncer",
        "Aurora Eidolon",
        "Titania's Chosen",
        "Fate Unraveler",
        "Lorescale Coatl",
        "Abyssal Specter",
        "Phantasmal Bear",
        "Mossdog",
        "Horned Cheetah",
        "Wall of Hope",
        "Boros Reckoner",
        "Vengeful Dead",
        "Diregraf Captain",
        "Glaze Fiend",
        "Altar of the Brood",
        "City of Brass",
        "Spireside Infiltrator",
        "Larceny",
    ],
)
def test_the_card_is_automated_and_not_hand_written(
    records: dict[str, Mapping[str, Any]], name: str
) -> None:
    assert REGISTRY.get(name) is None
    assert compile_record(records[name]).label == AUTOMATED


# --- dying (700.4) ---------------------------------------------------------------------------


def test_implement_of_examination_put_into_a_graveyard_from_the_battlefield_draws() -> None:
    # "{U}, Sacrifice ~: Draw a card." and "When ~ is put into a graveyard from the battlefield,
    # draw a card." (a noncreature permanent's "dies", 700.4)
    state = game(("Implement of Examination",))
    result = settle(state, {"type": "activate", "object": "a0", "ability": 0, "free": True})
    assert cites(result.log, "603.2")
    done = resolve_all(result.state)
    assert len(done.zone(Zone.HAND, "A")) == 2


def test_lumberknot_grows_when_any_creature_dies() -> None:
    # "Whenever a creature dies, put a +1/+1 counter on ~."
    state = cast(game(("Lumberknot",), b=("Grizzly Bears",), hand=("Shock",)), "h0", "b0")
    assert state.object("b0").zone is Zone.GRAVEYARD
    assert state.object("a0").counter("+1/+1") == 1


def test_poison_tip_archer_drains_when_another_creature_dies() -> None:
    # "Whenever another creature dies, each opponent loses 1 life."
    state = cast(game(("Poison-Tip Archer", "Grizzly Bears"), hand=("Shock",)), "h0", "a1")
    assert state.player("B").life == 19


def test_gavony_unhallowed_counts_only_your_own_creatures() -> None:
    # "Whenever another creature you control dies, put a +1/+1 counter on ~."
    board_state = game(
        ("Gavony Unhallowed", "Grizzly Bears"), b=("Grizzly Bears",), hand=("Shock",)
    )
    assert cast(board_state, "h0", "b0").object("a0").counter("+1/+1") == 0
    assert cast(board_state, "h0", "a1").object("a0").counter("+1/+1") == 1


def test_malakir_cullblade_counts_only_an_opponents_creatures() -> None:
    # "Whenever a creature an opponent controls dies, put a +1/+1 counter on ~."
    board_state = game(
        ("Malakir Cullblade", "Grizzly Bears"), b=("Grizzly Bears",), hand=("Shock",)
    )
    assert cast(board_state, "h0", "a1").object("a0").counter("+1/+1") == 0
    assert cast(board_state, "h0", "b0").object("a0").counter("+1/+1") == 1


def test_selhoff_occultist_sees_itself_die() -> None:
    # "Whenever ~ or another creature dies, target player mills a card."
    state = cast(game(("Selhoff Occultist",), hand=("Lightning Bolt",)), "h0", "a0")
    milled = len(state.zone(Zone.GRAVEYARD, "A")) + len(state.zone(Zone.GRAVEYARD, "B"))
    assert milled == 3  # Shock, the Occultist and the milled card


def test_crow_of_dark_tidings_mills_as_it_enters_and_as_it_dies() -> None:
    # "When ~ enters or dies, mill two cards."
    state = cast(game((), hand=("Crow of Dark Tidings", "Shock")), "h0")
    assert len(state.zone(Zone.LIBRARY, "A")) == 4
    state = cast(state, "h1", "h0")
    assert len(state.zone(Zone.LIBRARY, "A")) == 2


def test_elephant_guide_makes_an_elephant_when_enchanted_creature_dies() -> None:
    # "When enchanted creature dies, create a 3/3 green Elephant creature token." (an Aura's)
    state = cast(game(("Grizzly Bears",), hand=("Elephant Guide", "Wrath of God")), "h0", "a0")
    assert power_toughness(state, "a0") == (5, 5)
    state = cast(state, "h1")
    assert state.object("a0").zone is Zone.GRAVEYARD
    assert [o.card for o in state.battlefield if o.token] == ["Elephant Token"]


# --- casting (601.2i) ------------------------------------------------------------------------


def test_cunning_breezedancer_grows_for_a_noncreature_spell_only() -> None:
    # "Whenever you cast a noncreature spell, ~ gets +2/+2 until end of turn."
    state = game(("Cunning Breezedancer",), hand=("Shock", "Grizzly Bears"))
    assert power_toughness(cast(state, "h0", "B"), "a0") == (6, 6)
    assert power_toughness(cast(state, "h1"), "a0") == (4, 4)


def test_aven_wind_mage_grows_for_an_instant_or_sorcery() -> None:
    # "Whenever you cast an instant or sorcery spell, ~ gets +1/+1 until end of turn."
    state = game(("Aven Wind Mage",), hand=("Shock", "Grizzly Bears"))
    result = settle(state, {"type": "cast", "object": "h0", "targets": ["B"], "free": True})
    assert cites(result.log, "603.2") and cites(result.log, "603.3")
    assert power_toughness(resolve_all(result.state), "a0") == (3, 3)
    assert power_toughness(cast(state, "h1"), "a0") == (2, 2)


def test_briarknit_kami_puts_a_counter_for_a_spirit_spell() -> None:
    # "Whenever you cast a Spirit or Arcane spell, put a +1/+1 counter on target creature."
    state = cast(game(("Briarknit Kami",), hand=("Kami of Ancient Law",)), "h0")
    assert sum(o.counter("+1/+1") for o in state.battlefield) == 1


def test_akroan_skyguard_heroic_counts_a_spell_that_targets_it() -> None:
    # "Heroic — Whenever you cast a spell that targets ~, put a +1/+1 counter on ~."
    state = game(("Akroan Skyguard", "Grizzly Bears"), hand=("Giant Growth",))
    assert cast(state, "h0", "a0").object("a0").counter("+1/+1") == 1
    assert cast(state, "h0", "a1").object("a0").counter("+1/+1") == 0


def test_gloryscale_viashino_grows_for_a_multicolored_spell() -> None:
    # "Whenever you cast a multicolored spell, ~ gets +3/+3 until end of turn."
    state = game(("Gloryscale Viashino",), hand=("Lightning Helix", "Shock"))
    assert power_toughness(cast(state, "h0", "B"), "a0") == (6, 6)
    assert power_toughness(cast(state, "h1", "B"), "a0") == (3, 3)


def test_cabal_paladin_deals_damage_for_a_historic_spell() -> None:
    # "Whenever you cast a historic spell, ~ deals 2 damage to each opponent." (700.6: artifact)
    state = cast(game(("Cabal Paladin",), hand=("Ornithopter",)), "h0")
    assert state.player("B").life == 18


def test_titanias_chosen_counts_any_players_green_spell() -> None:
    # "Whenever a player casts a green spell, put a +1/+1 counter on ~."
    state = game(("Titania's Chosen",), hand=("Giant Growth", "Shock"))
    assert cast(state, "h0", "a0").object("a0").counter("+1/+1") == 1
    assert cast(state, "h1", "B").object("a0").counter("+1/+1") == 0


def test_ebon_drake_costs_life_whoever_casts() -> None:
    # "Whenever a player casts a spell, you lose 1 life."
    state = game(("Ebon Drake",), b_hand=("Shock",), active_player="B")
    assert cast(state, "bh0", "A").player("A").life == 17  # 2 from Shock, 1 from the Drake


def test_niv_mizzet_parun_draws_for_any_players_instant_then_pings() -> None:
    # "Whenever a player casts an instant or sorcery spell, you draw a card." ("you draw": the
    # ability's controller draws, 121.1) and "Whenever you draw a card, ~ deals 1 damage to any
    # target." The first choice of target is the opponent.
    state = game(("Niv-Mizzet, Parun",), b_hand=("Shock",), active_player="B")
    assert REGISTRY.get("Niv-Mizzet, Parun") is None  # compiled, not hand-written
    after = cast(state, "bh0", "A")
    a, b = after.player("A"), after.player("B")
    assert [o.id for o in after.zone(Zone.HAND, "A")] == ["l0"]  # A drew, not B
    assert after.zone(Zone.HAND, "B") == ()
    assert a.life + b.life == 20 + 20 - 2 - 1  # Shock's 2 to A; Niv-Mizzet's 1 to someone


def test_mogg_sentry_grows_when_an_opponent_casts() -> None:
    # "Whenever an opponent casts a spell, ~ gets +2/+2 until end of turn."
    state = game(("Mogg Sentry",), hand=("Shock",), b_hand=("Shock",), active_player="B")
    assert power_toughness(cast(state, "bh0", "B"), "a0") == (3, 3)


def test_aurora_eidolon_returns_from_the_graveyard_113_6m() -> None:
    # "Whenever you cast a multicolored spell, you may return ~ from your graveyard to your hand."
    state = board(
        {
            "id": "A",
            "hand": [{"id": "helix", "card": "Lightning Helix"}],
            "graveyard": [{"id": "eidolon", "card": "Aurora Eidolon"}],
        },
        {"id": "B"},
    )
    assert cast(state, "helix", "B").object("eidolon").zone is Zone.HAND


# --- entering (603.6a) -----------------------------------------------------------------------


def test_champion_of_the_perished_grows_for_another_zombie() -> None:
    # "Whenever another Zombie enters under your control, put a +1/+1 counter on ~."
    state = game(("Champion of the Perished",), hand=("Walking Corpse", "Grizzly Bears"))
    assert cast(state, "h0").object("a0").counter("+1/+1") == 1
    assert cast(state, "h1").object("a0").counter("+1/+1") == 0


def test_kronch_wrangler_grows_for_a_creature_with_power_four() -> None:
    # "Whenever a creature with power 4 or greater enters under your control, put a +1/+1
    # counter on ~."
    state = game(("Kronch Wrangler",), hand=("Serra Angel", "Grizzly Bears"))
    assert cast(state, "h0").object("a0").counter("+1/+1") == 1
    assert cast(state, "h1").object("a0").counter("+1/+1") == 0


def test_chasm_guide_rallies_as_it_enters_itself() -> None:
    # "Rally — Whenever ~ or another Ally enters under your control, creatures you control gain
    # haste until end of turn."
    state = cast(game(("Grizzly Bears",), hand=("Chasm Guide",)), "h0")
    assert chars(state, state.object("a0")).has("haste")


# --- combat (506.5, 508.3a, 509.3a-d, 510.2) -------------------------------------------------


def test_deepwood_tantiv_gains_life_when_it_becomes_blocked() -> None:
    # "Whenever ~ becomes blocked, you gain 2 life." (509.3c: once for two blockers)
    state = game(
        ("Deepwood Tantiv",), b=("Grizzly Bears", "Grizzly Bears"), step="declare_attackers"
    )
    state = block(attack(state, "a0"), {"b0": "a0", "b1": "a0"})
    assert state.player("A").life == 22


def test_folk_of_an_havva_grows_as_it_blocks() -> None:
    # "Whenever ~ blocks, it gets +2/+0 until end of turn."
    state = game(("Grizzly Bears",), b=("Folk of An-Havva",), step="declare_attackers")
    state = block(attack(state, "a0"), {"b0": "a0"})
    assert power_toughness(state, "b0") == (3, 1)


def test_netcaster_spider_grows_blocking_a_flyer_only() -> None:
    # "Whenever ~ blocks a creature with flying, ~ gets +2/+0 until end of turn." (509.3b)
    state = game(
        ("Serra Angel", "Grizzly Bears"), b=("Netcaster Spider",), step="declare_attackers"
    )
    assert power_toughness(block(attack(state, "a0"), {"b0": "a0"}), "b0") == (4, 3)
    assert power_toughness(block(attack(state, "a1"), {"b0": "a1"}), "b0") == (2, 3)


def test_chub_toad_grows_as_it_blocks_and_as_it_is_blocked() -> None:
    # "Whenever ~ blocks or becomes blocked, it gets +2/+2 until end of turn."
    attacking = game(("Chub Toad",), b=("Grizzly Bears",), step="declare_attackers")
    assert power_toughness(block(attack(attacking, "a0"), {"b0": "a0"}), "a0") == (3, 3)
    blocking = game(("Grizzly Bears",), b=("Chub Toad",), step="declare_attackers")
    assert power_toughness(block(attack(blocking, "a0"), {"b0": "a0"}), "b0") == (3, 3)


def test_howling_golem_draws_for_each_player_as_it_attacks() -> None:
    # "Whenever ~ attacks or blocks, each player draws a card."
    state = resolve_all(attack(game(("Howling Golem",), step="declare_attackers"), "a0"))
    assert len(state.zone(Zone.HAND, "A")) == 1 and len(state.zone(Zone.HAND, "B")) == 1


def test_rogue_kavu_grows_only_attacking_alone() -> None:
    # "Whenever ~ attacks alone, it gets +2/+0 until end of turn." (506.5)
    alone = resolve_all(attack(game(("Rogue Kavu",), step="declare_attackers"), "a0"))
    assert power_toughness(alone, "a0") == (3, 1)
    pair = game(("Rogue Kavu", "Grizzly Bears"), step="declare_attackers")
    assert power_toughness(resolve_all(attack(pair, "a0", "a1")), "a0") == (1, 1)


def test_utvara_hellkite_makes_a_dragon_when_a_dragon_attacks() -> None:
    # "Whenever a Dragon you control attacks, create a 6/6 red Dragon creature token with
    # flying." (508.3a)
    state = resolve_all(attack(game(("Utvara Hellkite",), step="declare_attackers"), "a0"))
    assert [o.card for o in state.battlefield if o.token] == ["Dragon Token"]


def test_drider_makes_a_spider_after_combat_damage_to_a_player() -> None:
    # "Whenever ~ deals combat damage to a player, create a 2/1 black Spider creature token
    # with menace and reach."
    state = to_damage(attack(game(("Drider",), step="declare_attackers"), "a0"))
    assert state.player("B").life == 16  # a 4/4
    assert [o.card for o in state.battlefield if o.token] == ["Spider Token"]


def test_looter_il_kor_loots_after_damaging_an_opponent() -> None:
    # "Whenever ~ deals damage to an opponent, draw a card, then discard a card."
    state = to_damage(attack(game(("Looter il-Kor",), step="declare_attackers"), "a0"))
    assert state.player("B").life == 19
    assert len(state.zone(Zone.LIBRARY, "A")) == 5
    assert len(state.zone(Zone.GRAVEYARD, "A")) == 1


# --- steps and intervening "if" clauses (603.4) -----------------------------------------------


def upkeep(state: GameState) -> tuple[GameState, bool]:
    result = settle(state, {"type": "advance"})
    return resolve_all(result.state), cites(result.log, "603.4")


def test_convalescence_gains_life_only_at_ten_or_less() -> None:
    # "At the beginning of your upkeep, if you have 10 or less life, you gain 1 life."
    low, refused = upkeep(game(("Convalescence",), life=10, step="untap"))
    assert low.player("A").life == 11 and not refused
    high, refused = upkeep(game(("Convalescence",), life=11, step="untap"))
    assert high.player("A").life == 11 and refused


def test_dragonmaster_outcast_needs_six_lands() -> None:
    # "At the beginning of your upkeep, if you control six or more lands, create a 5/5 red
    # Dragon creature token with flying."
    six, _ = upkeep(game(("Dragonmaster Outcast", *["Forest"] * 6), step="untap"))
    assert [o.card for o in six.battlefield if o.token] == ["Dragon Token"]
    five, refused = upkeep(game(("Dragonmaster Outcast", *["Forest"] * 5), step="untap"))
    assert not any(o.token for o in five.battlefield) and refused


def test_nim_abomination_costs_life_only_untapped() -> None:
    # "At the beginning of your end step, if ~ is untapped, you lose 3 life."
    state = settle(game(("Nim Abomination",), step="postcombat_main"), {"type": "advance"})
    assert resolve_all(state.state).player("A").life == 17


def test_slaughterhouse_bouncer_hellbent_needs_an_empty_hand() -> None:
    # "Hellbent — When ~ dies, if you have no cards in hand, target creature gets -3/-3 until end
    # of turn."
    empty = cast(
        game(("Slaughterhouse Bouncer",), b=("Grizzly Bears",), hand=("Lightning Bolt",)),
        "h0",
        "a0",
    )
    assert empty.object("b0").zone is Zone.GRAVEYARD
    kept = game(
        ("Slaughterhouse Bouncer",), b=("Grizzly Bears",), hand=("Lightning Bolt", "Forest")
    )
    result = settle(kept, {"type": "cast", "object": "h0", "targets": ["a0"], "free": True})
    done = resolve_all(result.state)
    assert done.object("b0").zone is Zone.BATTLEFIELD


# --- drawing (121.1) and becoming a target (115.1) ---------------------------------------------


def test_fate_unraveler_punishes_each_card_an_opponent_draws() -> None:
    # "Whenever an opponent draws a card, ~ deals 1 damage to that player."
    state = game(("Fate Unraveler",), step="upkeep", active_player="B")
    result = settle(state, {"type": "advance"})  # B's draw step (504.1)
    assert cites(result.log, "121.1") and cites(result.log, "603.2")
    assert resolve_all(result.state).player("B").life == 19


def test_lorescale_coatl_grows_when_you_draw() -> None:
    # "Whenever you draw a card, put a +1/+1 counter on ~."
    state = resolve_all(
        settle(game(("Lorescale Coatl",), step="upkeep"), {"type": "advance"}).state
    )
    assert state.object("a0").counter("+1/+1") == 1


def test_abyssal_specter_makes_the_damaged_player_discard() -> None:
    # "Whenever ~ deals damage to a player, that player discards a card."
    state = game(("Abyssal Specter",), b_hand=("Forest",), step="declare_attackers")
    state = to_damage(attack(state, "a0"))
    assert state.player("B").life == 18
    assert state.object("bh0").zone is Zone.GRAVEYARD


def test_phantasmal_bear_is_sacrificed_when_targeted() -> None:
    # "When ~ becomes the target of a spell or ability, sacrifice it." (the spell then has no
    # legal target as it resolves, 608.2b)
    state = game(("Phantasmal Bear",), hand=("Giant Growth",))
    result = settle(state, {"type": "cast", "object": "h0", "targets": ["a0"], "free": True})
    assert cites(result.log, "603.2")
    done = resolve_all(result.state)
    assert done.object("a0").zone is Zone.GRAVEYARD


def test_mossdog_grows_only_when_an_opponent_targets_it() -> None:
    # "Whenever ~ becomes the target of a spell or ability an opponent controls, put a +1/+1
    # counter on ~."
    own = cast(game(("Mossdog",), hand=("Giant Growth",)), "h0", "a0")
    assert own.object("a0").counter("+1/+1") == 0
    theirs = cast(game(("Mossdog",), b_hand=("Giant Growth",), active_player="B"), "bh0", "a0")
    assert theirs.object("a0").counter("+1/+1") == 1


# --- damage amounts ("that much", 120.3) and creature types dying ------------------------------


def test_horned_cheetah_gains_that_much_life() -> None:
    # "Whenever ~ deals damage, you gain that much life."
    state = to_damage(attack(game(("Horned Cheetah",), step="declare_attackers"), "a0"))
    assert state.player("B").life == 18 and state.player("A").life == 22


def test_wall_of_hope_gains_the_damage_it_is_dealt() -> None:
    # "Whenever ~ is dealt damage, you gain that much life."
    state = resolve_all(settle(game(("Wall of Hope",), hand=("Shock",)), _shock("a0")).state)
    assert state.player("A").life == 22


def test_boros_reckoner_deals_that_much_damage_back() -> None:
    # "Whenever ~ is dealt damage, it deals that much damage to any target."
    state = settle(game(("Boros Reckoner",), hand=("Shock",)), _shock("a0")).state
    aimed = {"type": "resolve"}  # Shock resolves; the Reckoner's ability goes on the stack
    choices: list[str] = []
    result = apply(state, aimed, choices)
    while result.pending is not None:  # its target: player B (603.3d)
        ids = [o.id for o in result.pending.options]
        choices.append("B" if "B" in ids else ids[0])
        result = apply(state, aimed, choices)
    assert resolve_all(result.state).player("B").life == 18


def test_vengeful_dead_drains_for_itself_or_another_zombie() -> None:
    # "Whenever ~ or another Zombie dies, each opponent loses 1 life."
    zombie = cast(game(("Vengeful Dead", "Walking Corpse"), hand=("Shock",)), "h0", "a1")
    assert zombie.player("B").life == 19
    bear = cast(game(("Vengeful Dead", "Grizzly Bears"), hand=("Shock",)), "h0", "a1")
    assert bear.player("B").life == 20
    itself = cast(game(("Vengeful Dead",), hand=("Lightning Bolt",)), "h0", "a0")
    assert itself.player("B").life == 19


def test_diregraf_captain_drains_for_another_zombie_you_control() -> None:
    # "Whenever another Zombie you control dies, target opponent loses 1 life."
    state = cast(game(("Diregraf Captain", "Walking Corpse"), hand=("Lightning Bolt",)), "h0", "a1")
    assert state.player("B").life == 19


def test_glaze_fiend_grows_for_another_artifact() -> None:
    # "Whenever another artifact enters under your control, ~ gets +2/+2 until end of turn."
    state = cast(game(("Glaze Fiend",), hand=("Ornithopter",)), "h0")
    assert power_toughness(state, "a0") == (2, 3)


def test_altar_of_the_brood_mills_for_another_permanent() -> None:
    # "Whenever another permanent enters under your control, each opponent mills a card."
    state = settle(
        game(("Altar of the Brood",), hand=("Forest",)), {"type": "play_land", "object": "h0"}
    )
    assert len(resolve_all(state.state).zone(Zone.LIBRARY, "B")) == 5


def _shock(target: str) -> dict[str, Any]:
    return {"type": "cast", "object": "h0", "targets": [target], "free": True}


def test_city_of_brass_deals_damage_when_tapped_for_mana() -> None:
    # "Whenever ~ becomes tapped, it deals 1 damage to you." and "{T}: Add one mana of any
    # color." (the mana ability resolves at once, 605.3b; the trigger goes on the stack, 603.3)
    state = game(("City of Brass",))
    result = settle(state, {"type": "activate", "object": "a0", "ability": 1, "free": True})
    assert cites(result.log, "603.2")
    assert resolve_all(result.state).player("A").life == 19


def test_spireside_infiltrator_pings_as_it_attacks_and_taps() -> None:
    # "Whenever ~ becomes tapped, it deals 1 damage to each opponent." (attacking taps it, 508.1f)
    state = resolve_all(attack(game(("Spireside Infiltrator",), step="declare_attackers"), "a0"))
    assert state.player("B").life == 19


def test_larceny_makes_the_player_a_creature_you_control_damaged_discard() -> None:
    # "Whenever a creature you control deals combat damage to a player, that player discards a
    # card." (120.3, 510.2)
    state = game(("Larceny", "Grizzly Bears"), b_hand=("Forest",), step="declare_attackers")
    state = to_damage(attack(state, "a1"))
    assert state.player("B").life == 18
    assert state.object("bh0").zone is Zone.GRAVEYARD
    unharmed = game(("Larceny",), b=("Grizzly Bears",), b_hand=("Forest",), hand=("Shock",))
    assert cast(unharmed, "h0", "B").object("bh0").zone is Zone.HAND  # not combat damage
