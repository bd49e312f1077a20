"""Static abilities compiled from Oracle text (604), each with a real card on a board:
characteristic-defining power and toughness (604.3, 208.2a), anthems (613.4c, 613.1f),
conditions (611.3a), attack and untap restrictions and requirements (508.1a, 508.1d, 502.3)
and blocking restrictions (509.1a-b). Every card used here is fully automated: its compiled
definition prints back as its own Oracle text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.cards.registry import REGISTRY
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

pytestmark = pytest.mark.usefixtures("compiled_cards")

CARDS = (
    "Crusader of Odric",
    "Lhurgoyf",
    "Dakmor Sorceress",
    "Enigma Drake",
    "Imperious Perfect",
    "Crusade",
    "Goblin Oriflamme",
    "Berserkers of Blood Ridge",
    "Basalt Monolith",
    "Dehydration",
    "Pacifism",
    "Kird Ape",
    "Ardent Recruit",
    "Krosan Beast",
    "Kor Scythemaster",
    "Arlinn's Wolf",
    "Charging Rhino",
    "Bog Rats",
    "Etherium Sculptor",
    "Thalia, Guardian of Thraben",
    "Daru Warchief",
    "Endless One",
    "Bountiful Promenade",
    "Deep-Sea Serpent",
    "Prized Unicorn",
    "Lure",
    "Gaea's Protector",
    "Razorgrass Screen",
    "Cumber Stone",
    "Cinder Glade",
    "Mogg Flunkies",
)


@pytest.mark.parametrize("name", CARDS)
def test_the_card_is_compiled_and_prints_back_its_text(
    name: str, records: dict[str, Mapping[str, Any]]
) -> None:
    """The proof (issue 15, 3): compiled, not hand-written, and printed back exactly."""
    assert REGISTRY.get(name) is None
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def objects(prefix: str, cards: tuple[str, ...], **extra: Any) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "card": c, **extra} for i, c in enumerate(cards)]


def game(
    a: tuple[str, ...] = (),
    b: tuple[str, ...] = (),
    *,
    a_graveyard: tuple[str, ...] = (),
    b_graveyard: tuple[str, ...] = (),
    a_hand: tuple[str, ...] = (),
    step: str = "precombat_main",
    active: str = "A",
    pool: dict[str, int] | None = None,
) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "mana_pool": pool or {},
            "battlefield": objects("a", a),
            "graveyard": objects("ag", a_graveyard),
            "hand": objects("h", a_hand),
            "library": objects("al", ("Forest",) * 3),
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": objects("b", b),
            "graveyard": objects("bg", b_graveyard),
            "library": objects("bl", ("Forest",) * 3),
        },
        turn={"number": 3, "active_player": active, "step": step},
    )


def pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def refused(state: GameState, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        play(state, action)
    return err.value


# --- characteristic-defining power and toughness (604.3, 208.2a) ---------------------------


def test_crusader_of_odric_counts_creatures_you_control_and_shrinks_as_one_dies() -> None:
    """ "~'s power and toughness are each equal to the number of creatures you control." A
    printed */* is never 0: with two Grizzly Bears it's 3/3; one dies (704.5g) and it's 2/2."""
    state = game(("Crusader of Odric", "Grizzly Bears", "Grizzly Bears"), ("Grizzly Bears",))
    assert pt(state, "a0") == (3, 3)
    result = play(state, {"type": "deal_damage", "source": "b0", "target": "a1", "amount": 2})
    assert result.state.object("a1").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5g")
    assert pt(result.state, "a0") == (2, 2)


def test_lhurgoyf_is_one_plus_star_toughness() -> None:
    """ "... power is equal to the number of creature cards in all graveyards and its toughness
    is equal to that number plus 1." (*/1+*): two creature cards in two graveyards (a land
    doesn't count) make it 2/3; with none it's 0/1 and survives."""
    state = game(
        ("Lhurgoyf",), a_graveyard=("Grizzly Bears", "Forest"), b_graveyard=("Hill Giant",)
    )
    assert pt(state, "a0") == (2, 3)
    alone = game(("Lhurgoyf",))
    assert pt(alone, "a0") == (0, 1)
    after = play(alone, {"type": "advance"}).state  # state-based actions (704.5f) leave it
    assert after.object("a0").zone is Zone.BATTLEFIELD


def test_dakmor_sorceress_power_only_counts_swamps() -> None:
    """ "~'s power is equal to the number of Swamps you control." (*/4): Bob's Swamp doesn't
    count."""
    state = game(("Dakmor Sorceress", "Swamp", "Swamp", "Forest"), ("Swamp",))
    assert pt(state, "a0") == (2, 4)


def test_enigma_drake_counts_instants_and_sorceries_in_your_graveyard() -> None:
    state = game(
        ("Enigma Drake",),
        a_graveyard=("Lightning Bolt", "Divination", "Grizzly Bears"),
        b_graveyard=("Shock",),
    )
    assert pt(state, "a0") == (2, 4)


# --- anthems (613.4c, 613.1f) ----------------------------------------------------------------


def test_imperious_perfect_pumps_other_elves_you_control() -> None:
    """ "Other Elves you control get +1/+1.": Llanowar Elves 2/2, the Perfect itself 2/2 and
    Bob's elf 1/1; Grizzly Bears isn't an Elf."""
    state = game(("Imperious Perfect", "Llanowar Elves", "Grizzly Bears"), ("Llanowar Elves",))
    assert pt(state, "a0") == (2, 2)
    assert pt(state, "a1") == (2, 2)
    assert pt(state, "a2") == (2, 2)
    assert pt(state, "b0") == (1, 1)


def test_crusade_pumps_every_white_creature() -> None:
    """ "White creatures get +1/+1.": both players' Savannah Lions, not Grizzly Bears."""
    state = game(("Crusade", "Savannah Lions"), ("Savannah Lions", "Grizzly Bears"))
    assert pt(state, "a1") == (3, 2)
    assert pt(state, "b0") == (3, 2)
    assert pt(state, "b1") == (2, 2)


def test_goblin_oriflamme_pumps_only_attacking_creatures() -> None:
    """ "Attacking creatures you control get +1/+0.": Grizzly Bears is 2/2 until it attacks,
    then 3/2, and deals 3 combat damage (510.1)."""
    state = game(("Goblin Oriflamme", "Grizzly Bears"), step="declare_attackers")
    assert pt(state, "a1") == (2, 2)
    state = play(state, {"type": "attack", "attackers": {"a1": "B"}}).state
    assert pt(state, "a1") == (3, 2)
    state = play(state, {"type": "advance"}).state  # declare blockers: none
    result = play(state, {"type": "advance"})
    assert result.state.player("B").life == 17
    assert cites(result.log, "510.1b")


# --- conditions (611.3a) -------------------------------------------------------------------


def test_kird_ape_grows_when_a_forest_is_played() -> None:
    """ "~ gets +1/+2 as long as you control a Forest.": 1/1, then 2/3 once Alice plays one."""
    state = game(("Kird Ape",), a_hand=("Forest",))
    assert pt(state, "a0") == (1, 1)
    result = play(state, {"type": "play_land", "object": "h0"})
    assert cites(result.log, "305.1")
    assert pt(result.state, "a0") == (2, 3)


def test_ardent_recruit_metalcraft() -> None:
    """ "Metalcraft — ~ gets +2/+2 as long as you control three or more artifacts."."""
    assert pt(game(("Ardent Recruit", "Sol Ring", "Sol Ring")), "a0") == (1, 1)
    assert pt(game(("Ardent Recruit", "Sol Ring", "Sol Ring", "Sol Ring")), "a0") == (3, 3)


def test_krosan_beast_threshold() -> None:
    """ "Threshold — ~ gets +7/+7 as long as seven or more cards are in your graveyard."."""
    assert pt(game(("Krosan Beast",), a_graveyard=("Forest",) * 6), "a0") == (1, 1)
    assert pt(game(("Krosan Beast",), a_graveyard=("Forest",) * 7), "a0") == (8, 8)
    # Bob's graveyard isn't Alice's
    assert pt(game(("Krosan Beast",), b_graveyard=("Forest",) * 7), "a0") == (1, 1)


def test_kor_scythemaster_has_first_strike_only_while_attacking() -> None:
    """ "~ has first strike as long as it's attacking.": blocked by Hill Giant (3/3), it deals
    its 3 damage first (702.7b, 510.4) and takes none."""
    state = game(("Kor Scythemaster",), ("Hill Giant",), step="declare_attackers")
    assert not chars(state, state.object("a0")).has("first strike")
    state = play(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    assert chars(state, state.object("a0")).has("first strike")
    state = play(state, {"type": "advance"}).state
    state = play(state, {"type": "block", "blockers": {"b0": "a0"}}).state
    result = play(state, {"type": "advance"})
    assert result.state.object("b0").zone is Zone.GRAVEYARD
    assert result.state.object("a0").zone is Zone.BATTLEFIELD
    assert result.state.object("a0").damage == 0


# --- attack, block and untap restrictions (508.1a, 508.1d, 509.1a-b, 502.3) -------------------


def test_berserkers_of_blood_ridge_attack_each_combat_if_able() -> None:
    state = game(("Berserkers of Blood Ridge",), step="declare_attackers")
    assert refused(state, {"type": "attack", "attackers": {}}).rule == "508.1d"
    result = play(state, {"type": "attack", "attackers": {"a0": "B"}})
    assert cites(result.log, "508.1a")


def test_pacifism_enchanted_creature_cant_attack_or_block() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "paci", "card": "Pacifism", "attached_to": "bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    assert refused(state, {"type": "attack", "attackers": {"bears": "B"}}).rule == "508.1a"
    # On Bob's turn the enchanted Bears can't block his Hill Giant either.
    bobs = board(
        {"id": "A", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "paci", "card": "Pacifism", "attached_to": "bears"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    bobs = play(bobs, {"type": "attack", "attackers": {"giant": "B"}}).state
    bobs = play(bobs, {"type": "advance"}).state
    assert refused(bobs, {"type": "block", "blockers": {"bears": "giant"}}).rule == "509.1a"


def untap_step(*battlefield: dict[str, Any]) -> GameState:
    """Bob's cleanup step: the next action begins Alice's turn with her untap step."""
    return board(
        {"id": "A", "battlefield": list(battlefield)},
        {"id": "B"},
        turn={"number": 2, "active_player": "B", "step": "cleanup"},
    )


def test_basalt_monolith_doesnt_untap_during_your_untap_step() -> None:
    state = untap_step(
        {"id": "mono", "card": "Basalt Monolith", "tapped": True},
        {"id": "land", "card": "Forest", "tapped": True},
    )
    result = play(state, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert result.state.object("mono").tapped
    assert not result.state.object("land").tapped
    assert cites(result.log, "502.3")


def test_dehydration_keeps_the_enchanted_creature_tapped() -> None:
    state = untap_step(
        {"id": "bears", "card": "Grizzly Bears", "tapped": True},
        {"id": "dehy", "card": "Dehydration", "attached_to": "bears"},
    )
    result = play(state, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert result.state.object("bears").tapped
    assert cites(result.log, "502.3")


def blocking(attacker: str, blockers: tuple[str, ...]) -> GameState:
    state = game((attacker,), blockers, step="declare_attackers")
    state = play(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    return play(state, {"type": "advance"}).state


def test_arlinns_wolf_cant_be_blocked_by_power_2_or_less() -> None:
    state = blocking("Arlinn's Wolf", ("Grizzly Bears", "Hill Giant"))
    assert refused(state, {"type": "block", "blockers": {"b0": "a0"}}).rule == "509.1b"
    after = play(state, {"type": "block", "blockers": {"b1": "a0"}}).state
    assert after.combat is not None and after.combat.blockers_of("a0") == ("b1",)


def test_charging_rhino_cant_be_blocked_by_more_than_one_creature() -> None:
    state = blocking("Charging Rhino", ("Grizzly Bears", "Hill Giant"))
    both = {"type": "block", "blockers": {"b0": "a0", "b1": "a0"}}
    assert refused(state, both).rule == "509.1b"
    result = play(state, {"type": "block", "blockers": {"b1": "a0"}})
    assert cites(result.log, "509.1a")


def test_bog_rats_cant_be_blocked_by_walls() -> None:
    state = blocking("Bog Rats", ("Wall of Stone", "Grizzly Bears"))
    assert refused(state, {"type": "block", "blockers": {"b0": "a0"}}).rule == "509.1b"
    play(state, {"type": "block", "blockers": {"b1": "a0"}})


def test_deep_sea_serpent_cant_attack_unless_defending_player_controls_an_island() -> None:
    """508.1a: refused while Bob controls no Island; allowed once he does."""
    state = game(("Deep-Sea Serpent",), ("Forest",), step="declare_attackers")
    assert refused(state, {"type": "attack", "attackers": {"a0": "B"}}).rule == "508.1a"
    island = game(("Deep-Sea Serpent",), ("Island",), step="declare_attackers")
    after = play(island, {"type": "attack", "attackers": {"a0": "B"}}).state
    assert after.combat is not None and after.combat.is_attacking("a0")


# --- entering (614.1c-d) -------------------------------------------------------------------


def test_endless_one_enters_with_x_counters() -> None:
    """ "~ enters with X +1/+1 counters on it." cast with X=3 for {3}: a 3/3 (107.3m)."""
    state = game(a_hand=("Endless One",), pool={"C": 3})
    cast = play(state, {"type": "cast", "object": "h0", "x": 3}).state
    result = play(cast, {"type": "resolve"})
    assert result.state.object("h0").counter("+1/+1") == 3
    assert pt(result.state, "h0") == (3, 3)
    assert cites(result.log, "614.1c")


def test_bountiful_promenade_enters_tapped_with_one_opponent() -> None:
    """ "~ enters tapped unless you have two or more opponents.": a two-player game (102.3)."""
    state = game(a_hand=("Bountiful Promenade",))
    result = play(state, {"type": "play_land", "object": "h0"})
    assert result.state.object("h0").tapped
    assert cites(result.log, "614.1d")


# --- spells that cost more or less (601.2f) -------------------------------------------------


def test_etherium_sculptor_makes_sol_ring_free() -> None:
    """ "Artifact spells you cast cost {1} less to cast.": Sol Ring's {1} becomes {0}, so it is
    cast with an empty pool; Lightning Bolt isn't an artifact and still costs {R}."""
    state = game(("Etherium Sculptor",), a_hand=("Sol Ring", "Lightning Bolt"))
    result = play(state, {"type": "cast", "object": "h0"})
    assert result.state.object("h0").zone is Zone.STACK
    assert cites(result.log, "601.2f")
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "h1", "targets": ["B"]})


def test_thalia_taxes_noncreature_spells_of_both_players() -> None:
    """ "Noncreature spells cost {1} more to cast.": Lightning Bolt needs {R} and one more;
    Grizzly Bears (a creature spell) costs its {1}{G}."""
    taxed = game(("Thalia, Guardian of Thraben",), a_hand=("Lightning Bolt",), pool={"R": 1})
    with pytest.raises(IllegalAction):
        play(taxed, {"type": "cast", "object": "h0", "targets": ["B"]})
    paid = game(("Thalia, Guardian of Thraben",), a_hand=("Lightning Bolt",), pool={"R": 1, "C": 1})
    result = play(paid, {"type": "cast", "object": "h0", "targets": ["B"]})
    assert result.state.player("A").mana_pool.to_json() == {}
    assert cites(result.log, "601.2f")
    bears = game(("Thalia, Guardian of Thraben",), a_hand=("Grizzly Bears",), pool={"G": 2})
    assert not cites(play(bears, {"type": "cast", "object": "h0"}).log, "601.2f")


def test_daru_warchief_reduces_soldier_spells_and_pumps_soldiers() -> None:
    """ "Soldier spells you cast cost {1} less to cast." and "Soldier creatures you control get
    +1/+2.": Daru Warchief is a Soldier itself (a 2/3); Savannah Lions is a Cat."""
    state = game(("Daru Warchief", "Savannah Lions"))
    assert pt(state, "a0") == (2, 3)
    assert pt(state, "a1") == (2, 1)


# --- blocking requirements (509.1c) -----------------------------------------------------------


def test_prized_unicorn_every_creature_able_to_block_it_does() -> None:
    """ "All creatures able to block ~ do so.": Bob's Bears and Giant both must block it."""
    state = game(("Prized Unicorn",), ("Grizzly Bears", "Hill Giant"), step="declare_attackers")
    state = play(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    state = play(state, {"type": "advance"}).state
    assert refused(state, {"type": "block", "blockers": {}}).rule == "509.1c"
    assert refused(state, {"type": "block", "blockers": {"b0": "a0"}}).rule == "509.1c"
    result = play(state, {"type": "block", "blockers": {"b0": "a0", "b1": "a0"}})
    assert result.state.combat is not None
    assert result.state.combat.blockers_of("a0") == ("b0", "b1")


def test_lure_on_the_enchanted_creature() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "lure", "card": "Lure", "attached_to": "bears"},
                {"id": "lions", "card": "Savannah Lions"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B", "lions": "B"}}).state
    state = play(state, {"type": "advance"}).state
    assert refused(state, {"type": "block", "blockers": {"giant": "lions"}}).rule == "509.1c"
    play(state, {"type": "block", "blockers": {"giant": "bears"}})


def test_gaeas_protector_must_be_blocked_if_able() -> None:
    """One blocker is enough (509.1c)."""
    state = game(("Gaea's Protector",), ("Grizzly Bears", "Hill Giant"), step="declare_attackers")
    state = play(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    state = play(state, {"type": "advance"}).state
    assert refused(state, {"type": "block", "blockers": {}}).rule == "509.1c"
    play(state, {"type": "block", "blockers": {"b1": "a0"}})


def test_razorgrass_screen_blocks_each_combat_if_able() -> None:
    state = game(("Grizzly Bears",), ("Razorgrass Screen",), step="declare_attackers")
    state = play(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    state = play(state, {"type": "advance"}).state
    assert refused(state, {"type": "block", "blockers": {}}).rule == "509.1c"
    play(state, {"type": "block", "blockers": {"b0": "a0"}})


def test_cumber_stone_shrinks_only_opponents_creatures() -> None:
    """ "Creatures your opponents control get -1/-0." (613.4c)"""
    state = game(("Cumber Stone", "Grizzly Bears"), ("Grizzly Bears",))
    assert pt(state, "a1") == (2, 2)
    assert pt(state, "b0") == (1, 2)


def test_cinder_glade_enters_untapped_with_two_basic_lands() -> None:
    """ "~ enters tapped unless you control two or more basic lands." (614.1d, 205.4c)"""
    one = game(("Mountain",), a_hand=("Cinder Glade",))
    assert play(one, {"type": "play_land", "object": "h0"}).state.object("h0").tapped
    two = game(("Mountain", "Forest"), a_hand=("Cinder Glade",))
    assert not play(two, {"type": "play_land", "object": "h0"}).state.object("h0").tapped


def test_mogg_flunkies_cant_attack_or_block_alone() -> None:
    """ "~ can't attack or block alone." (506.5): refused alone, allowed with another."""
    state = game(("Mogg Flunkies", "Grizzly Bears"), step="declare_attackers")
    assert refused(state, {"type": "attack", "attackers": {"a0": "B"}}).rule == "508.1c"
    after = play(state, {"type": "attack", "attackers": {"a0": "B", "a1": "B"}}).state
    assert after.combat is not None and after.combat.is_attacking("a0")
    blocking_state = game(("Hill Giant",), ("Mogg Flunkies",), step="declare_attackers")
    blocking_state = play(blocking_state, {"type": "attack", "attackers": {"a0": "B"}}).state
    blocking_state = play(blocking_state, {"type": "advance"}).state
    alone = {"type": "block", "blockers": {"b0": "a0"}}
    assert refused(blocking_state, alone).rule == "509.1b"
