"""Combat damage (510): assignment (510.1a-e), first strike and double strike (510.4), trample
(702.19), deathtouch (702.2c), lifelink, infect, wither, and the Angel of Grace rulings played
out in real combat."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.events import DamageDealt, LifeGained
from engine.core.log import LogKind
from engine.core.state import GameState, Step, Zone
from engine.game.play import explore
from engine.testing.scenario import board, cites, entries, pending, play


def combat(
    attackers: dict[str, str],
    blockers: dict[str, Any],
    a: list[dict[str, Any]],
    b: list[dict[str, Any]],
    **doc: Any,
) -> GameState:
    """Alice's `attackers` attack, Bob declares `blockers`: the declare blockers step, before
    damage. Bob is the active player when `doc` says so."""
    doc.setdefault("turn", {"number": 3, "active_player": "A", "step": "declare_attackers"})
    state = board(
        {"id": "A", "name": "Alice", "battlefield": a},
        {"id": "B", "name": "Bob", "battlefield": b},
        **doc,
    )
    state = play(state, {"type": "attack", "attackers": attackers}).state
    state = play(state, {"type": "advance"}).state
    return play(state, {"type": "block", "blockers": blockers}).state


def zone(state: GameState, obj_id: str) -> Zone:
    return state.object(obj_id).zone


TO_END = {"type": "advance", "to": "end_of_combat"}


# --- Angel of Grace in real combat -------------------------------------------------------------


def test_aog_1_lifelink_attacker_against_angel_of_grace_in_combat() -> None:
    """AOG-1: Bob's 7/7 lifelink attacks Alice (5 life, Angel's effect in force), unblocked:
    all 7 combat damage is dealt, Bob gains 7, Alice stops at 1."""
    colossus = {
        "name": "Lifelink Colossus",
        "types": ["Creature"],
        "power": 7,
        "toughness": 7,
        "keywords": ["Lifelink"],
    }
    grace = {
        "id": "grace",
        "kind": "damage_life_floor",
        "controller": "A",
        "source": "angel",
        "params": {"player": "A"},
        "duration": "end_of_turn",
    }
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "life": 5,
            "battlefield": [{"id": "angel", "card": "Angel of Grace", "tapped": True}],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "colossus", "card": "Lifelink Colossus"}],
        },
        custom_cards=[colossus],
        effects=[grace],
        turn={"number": 4, "active_player": "B", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"colossus": "A"}}).state
    result = play(state, {"type": "advance", "to": "combat_damage"})
    assert result.state.player("A").life == 1
    assert result.state.player("B").life == 27
    assert DamageDealt("colossus", "A", 7, True) in result.events
    assert LifeGained("B", 7) in result.events
    assert cites(result.log, "510.2")


def test_aog_2_commander_combat_damage_against_angel_of_grace() -> None:
    """AOG-2: in Commander, Bob's commander deals 6 combat damage to Alice at 3 with the Angel's
    effect: she goes to 1, and her tally from that commander grows by 6 (903.10a)."""
    grace = {
        "id": "grace",
        "kind": "damage_life_floor",
        "controller": "A",
        "source": "angel",
        "params": {"player": "A"},
        "duration": "end_of_turn",
    }
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "life": 3,
            "battlefield": [{"id": "angel", "card": "Angel of Grace"}],
        },
        # Excruciator (7/7) with a -1/-1 counter: the ruling's 6 damage.
        {
            "id": "B",
            "name": "Bob",
            "life": 40,
            "battlefield": [
                {
                    "id": "commander",
                    "card": "Excruciator",
                    "commander": True,
                    "counters": {"-1/-1": 1},
                }
            ],
        },
        format="commander",
        effects=[grace],
        turn={"number": 4, "active_player": "B", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"commander": "A"}}).state
    state = play(state, {"type": "advance"}).state
    state = play(state, {"type": "block", "blockers": {}}).state  # the Angel doesn't block
    result = play(state, {"type": "advance"})
    assert result.state.player("A").life == 1
    assert result.state.player("A").commander_damage["commander"] == 6
    assert cites(result.log, "903.10a")


# --- first strike and double strike ------------------------------------------------------------


def test_first_striker_kills_its_blocker_before_it_deals_damage() -> None:
    """510.4: Youthful Knight (2/1 first strike) is blocked by Savannah Lions (2/1); the Lions die
    in the first-strike step and never deal their damage."""
    state = combat(
        {"knight": "B"},
        {"lions": "knight"},
        [{"id": "knight", "card": "Youthful Knight"}],
        [{"id": "lions", "card": "Savannah Lions"}],
    )
    result = play(state, TO_END)
    assert zone(result.state, "lions") is Zone.GRAVEYARD
    assert zone(result.state, "knight") is Zone.BATTLEFIELD
    assert result.state.object("knight").damage == 0
    steps = [e.text for e in entries(result.log, LogKind.TURN) if "begins" in e.text]
    assert steps[:2] == [
        "the first-strike combat damage step begins",
        "the combat damage step begins",
    ]


def test_no_first_strike_step_without_first_strikers() -> None:
    state = combat({"bears": "B"}, {}, [{"id": "bears", "card": "Grizzly Bears"}], [])
    result = play(state, {"type": "advance"})
    assert result.state.turn.step is Step.COMBAT_DAMAGE
    assert result.state.player("B").life == 18


def test_double_strike_deals_damage_in_both_steps() -> None:
    state = combat({"ace": "B"}, {}, [{"id": "ace", "card": "Fencing Ace"}], [])
    result = play(state, TO_END)
    assert result.state.player("B").life == 18
    assert [e for e in result.events if isinstance(e, DamageDealt)] == [
        DamageDealt("ace", "B", 1, True)
    ] * 2


def test_double_strike_with_trample() -> None:
    """A 4/4 double strike, trample creature blocked by Grizzly Bears: first strike, 2 to the
    Bears (lethal) and 2 to Bob; the Bears die; in the second step nothing blocks it any more,
    so all 4 tramples over (702.19d)."""
    duelist = {
        "name": "Trampling Duelist",
        "types": ["Creature"],
        "power": 4,
        "toughness": 4,
        "keywords": ["Double strike", "Trample"],
    }
    state = combat(
        {"duelist": "B"},
        {"bears": "duelist"},
        [{"id": "duelist", "card": "Trampling Duelist"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
        custom_cards=[duelist],
    )
    asked = pending(state, TO_END)
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.DAMAGE_ASSIGNMENT
    assert asked.pending.decider == "A" and asked.pending.rule == "702.19b"
    assert asked.pending.option_ids() == ("2", "3", "4")  # at least lethal damage to the blocker
    result = play(state, TO_END, ["2"])
    assert zone(result.state, "bears") is Zone.GRAVEYARD
    assert result.state.player("B").life == 14
    assert cites(result.log, "702.19d")
    assert result.state.object("duelist").damage == 0  # the Bears died before they could strike


# --- trample and deathtouch --------------------------------------------------------------------


RATS_TRAMPLE = {
    "name": "Trampling Rats",
    "types": ["Creature"],
    "power": 3,
    "toughness": 3,
    "keywords": ["Deathtouch", "Trample"],
}


def deathtouch_trample_board() -> GameState:
    return combat(
        {"rats": "B"},
        {"bears": "rats", "seeker": "rats"},
        [{"id": "rats", "card": "Trampling Rats"}],
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "seeker", "card": "Glory Seeker"}],
        custom_cards=[RATS_TRAMPLE],
    )


def test_deathtouch_and_trample_assign_one_to_each_blocker() -> None:
    """702.2c: 1 damage from a deathtouch source is lethal, so a 3/3 deathtouch trampler blocked
    by two 2/2s can assign 1 to each and 1 to the player; both blockers die."""
    state = deathtouch_trample_board()
    first = pending(state, TO_END)
    assert first.pending is not None and first.pending.option_ids() == ("0", "1", "2", "3")
    second = pending(state, TO_END, ["1"])
    assert second.pending is not None and second.pending.option_ids() == ("1", "2")  # lethal is 1
    result = play(state, TO_END, ["1", "1"])
    assert result.state.player("B").life == 19
    assert (
        zone(result.state, "bears") is Zone.GRAVEYARD
        and zone(result.state, "seeker") is Zone.GRAVEYARD
    )
    assert cites(result.log, "704.5h")


def test_deathtouch_and_trample_with_explicit_assignments() -> None:
    state = deathtouch_trample_board()
    result = play(state, {**TO_END, "assignments": {"rats": {"bears": 1, "seeker": 1, "B": 1}}})
    assert result.state.player("B").life == 19


def test_trample_cant_skip_lethal_damage_to_a_blocker() -> None:
    state = deathtouch_trample_board()
    with pytest.raises(IllegalAction) as err:
        play(state, {**TO_END, "assignments": {"rats": {"bears": 1, "B": 2}}})
    assert err.value.rule == "702.2c"


def test_trample_over_a_single_blocker() -> None:
    state = combat(
        {"dread": "B"},
        {"bears": "dread"},
        [{"id": "dread", "card": "Colossal Dreadmaw"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
    )
    result = play(state, {"type": "advance"}, ["2"])
    assert result.state.player("B").life == 16
    assert zone(result.state, "bears") is Zone.GRAVEYARD


def test_trample_blocker_removed_before_damage_all_damage_to_player() -> None:
    """702.19d: the trampler's only blocker leaves; all its damage goes to the player."""
    state = combat(
        {"dread": "B"},
        {"bears": "dread"},
        [{"id": "dread", "card": "Colossal Dreadmaw"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
    )
    state = play(state, {"type": "move_object", "object": "bears", "to": "exile"}).state
    assert (
        state.combat is not None
        and state.combat.is_blocked("dread")
        and not state.combat.blockers_of("dread")
    )
    result = play(state, {"type": "advance"})
    assert result.state.player("B").life == 14


def test_blocked_creature_without_blockers_deals_no_damage() -> None:
    """509.1h, 510.1c: a blocked creature stays blocked when its blocker leaves, and deals no
    combat damage without trample."""
    state = combat(
        {"giant": "B"},
        {"bears": "giant"},
        [{"id": "giant", "card": "Hill Giant"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
    )
    state = play(state, {"type": "move_object", "object": "bears", "to": "exile"}).state
    result = play(state, {"type": "advance"})
    assert result.state.player("B").life == 20
    assert cites(result.log, "510.1c")


# --- dividing damage among several blockers ----------------------------------------------------


def two_blockers() -> GameState:
    return combat(
        {"giant": "B"},
        {"bears": "giant", "lions": "giant"},
        [{"id": "giant", "card": "Hill Giant"}],
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "lions", "card": "Savannah Lions"}],
    )


def test_attacker_divides_damage_among_its_blockers() -> None:
    """510.1c: Alice divides the Giant's 3 among the Bears and the Lions as she likes."""
    state = two_blockers()
    asked = pending(state, {"type": "advance"})
    assert asked.pending is not None
    assert asked.pending.decider == "A" and asked.pending.rule == "510.1c"
    assert asked.pending.option_ids() == ("0", "1", "2", "3")
    both = play(state, {"type": "advance"}, ["2"])  # 2 to the Bears, the last 1 to the Lions
    assert (
        zone(both.state, "bears") is Zone.GRAVEYARD and zone(both.state, "lions") is Zone.GRAVEYARD
    )
    lions_only = play(state, {"type": "advance"}, ["0"])
    assert zone(lions_only.state, "bears") is Zone.BATTLEFIELD
    assert zone(lions_only.state, "lions") is Zone.GRAVEYARD
    assert zone(lions_only.state, "giant") is Zone.GRAVEYARD  # 2 + 2 on a 3/3


def test_explicit_division_among_blockers() -> None:
    result = play(
        two_blockers(), {"type": "advance", "assignments": {"giant": {"bears": 1, "lions": 2}}}
    )
    assert result.state.object("bears").damage == 1
    assert zone(result.state, "lions") is Zone.GRAVEYARD


def test_explicit_division_must_total_the_power() -> None:
    with pytest.raises(IllegalAction) as err:
        play(
            two_blockers(), {"type": "advance", "assignments": {"giant": {"bears": 1, "lions": 1}}}
        )
    assert err.value.rule == "510.1a"


def test_damage_cant_go_to_the_player_without_trample() -> None:
    with pytest.raises(IllegalAction) as err:
        play(two_blockers(), {"type": "advance", "assignments": {"giant": {"bears": 2, "B": 1}}})
    assert err.value.rule == "510.1c"


def test_unneeded_assignments_are_refused() -> None:
    state = combat({"bears": "B"}, {}, [{"id": "bears", "card": "Grizzly Bears"}], [])
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "advance", "assignments": {"bears": {"B": 1}}})
    assert err.value.rule == "510.1e"


# --- abilities that change what damage does ----------------------------------------------------


def test_zero_power_creature_deals_no_combat_damage() -> None:
    """510.1a: Wall of Stone (0/8) blocks and assigns no damage."""
    state = combat(
        {"bears": "B"},
        {"wall": "bears"},
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "wall", "card": "Wall of Stone"}],
    )
    result = play(state, {"type": "advance"})
    assert result.state.object("bears").damage == 0
    assert result.state.object("wall").damage == 2
    assert [e for e in result.events if isinstance(e, DamageDealt)] == [
        DamageDealt("bears", "wall", 2, True)
    ]


def test_wither_makes_a_blocker_a_zero_toughness_creature_that_dies() -> None:
    """702.80a: Boggart Ram-Gang's 3 damage to Glory Seeker (2/2) becomes three -1/-1 counters;
    as a -1/-1 it's put into the graveyard (704.5f), not destroyed."""
    state = combat(
        {"ramgang": "B"},
        {"seeker": "ramgang"},
        [{"id": "ramgang", "card": "Boggart Ram-Gang"}],
        [{"id": "seeker", "card": "Glory Seeker"}],
    )
    result = play(state, {"type": "advance"})
    assert zone(result.state, "seeker") is Zone.GRAVEYARD
    assert cites(result.log, "704.5f")
    assert result.state.object("ramgang").damage == 2


def test_infect_gives_poison_to_the_defending_player() -> None:
    state = combat({"stinger": "B"}, {}, [{"id": "stinger", "card": "Plague Stinger"}], [])
    result = play(state, {"type": "advance"})
    assert result.state.player("B").poison == 1
    assert result.state.player("B").life == 20


def test_lifelink_and_deathtouch_in_combat() -> None:
    """Vampire Nighthawk blocked by Hill Giant: its 2 damage kills the Giant (deathtouch) and
    Alice gains 2 (lifelink); the Giant's 3 damage kills the Nighthawk."""
    state = combat(
        {"hawk": "B"},
        {"spider": "hawk"},
        [{"id": "hawk", "card": "Vampire Nighthawk"}],
        [{"id": "spider", "card": "Giant Spider"}],
    )
    result = play(state, {"type": "advance"})
    assert zone(result.state, "spider") is Zone.GRAVEYARD
    assert result.state.player("A").life == 22
    assert result.state.object("hawk").damage == 2


def test_combat_damage_is_one_simultaneous_event() -> None:
    """510.2: both creatures' damage is dealt before any result is processed (120.4)."""
    state = combat(
        {"bears": "B"},
        {"lions": "bears"},
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "lions", "card": "Savannah Lions"}],
    )
    result = play(state, {"type": "advance"})
    texts = [e.text for e in result.log]
    dealt = [i for i, t in enumerate(texts) if "deals 2 combat damage" in t]
    marked = [i for i, t in enumerate(texts) if "is marked on" in t]
    assert len(dealt) == 2 and max(dealt) < min(marked)


def test_blocker_blocking_two_attackers_divides_its_damage() -> None:
    """510.1d: the defending player divides a blocker's damage among the attackers it blocks."""
    extra = {
        "id": "extra",
        "kind": "gain_keywords",
        "controller": "B",
        "params": {"objects": ["giant"], "keywords": ["can block an additional creature"]},
    }
    state = combat(
        {"bears": "B", "lions": "B"},
        {"giant": ["bears", "lions"]},
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "lions", "card": "Savannah Lions"}],
        [{"id": "giant", "card": "Hill Giant"}],
        effects=[extra],
    )
    asked = pending(state, {"type": "advance"})
    assert (
        asked.pending is not None
        and asked.pending.decider == "B"
        and asked.pending.rule == "510.1d"
    )
    result = play(state, {"type": "advance", "assignments": {"giant": {"lions": 3}}})
    assert zone(result.state, "lions") is Zone.GRAVEYARD
    assert zone(result.state, "bears") is Zone.BATTLEFIELD


def test_combat_ends_after_the_end_of_combat_step() -> None:
    state = combat({"bears": "B"}, {}, [{"id": "bears", "card": "Grizzly Bears"}], [])
    result = play(state, {"type": "advance", "to": "postcombat_main"})
    assert result.state.combat is None
    assert cites(result.log, "511.3")


def test_the_explorer_finds_every_division_of_damage() -> None:
    """Every way Alice can divide the Giant's 3 between the Bears (2/2) and the Lions (2/1),
    merged by result: both die, only the Lions die, or only the Bears die."""
    exploration = explore(two_blockers(), {"type": "advance"})
    assert exploration.complete
    survivors = {
        tuple(sorted(o for o in ("bears", "lions") if zone(outcome.state, o) is Zone.BATTLEFIELD))
        for outcome in exploration.outcomes
    }
    assert survivors == {(), ("bears",), ("lions",)}
