"""Compiled Auras and Equipment (303.4m, 301.5f: "enchanted creature", "equipped creature"),
protection keyword lines (702.16a) and planeswalkers' loyalty abilities (606), each with a real
card on a board: the compiled definition prints back as its Oracle text and works through the
layers (613) only while the permanent is attached."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play

pytestmark = pytest.mark.usefixtures("compiled_cards")


def game(
    a: tuple[str, ...] = (), b: tuple[str, ...] = (), a_hand: tuple[str, ...] = ()
) -> GameState:
    """Alice's first main phase: her permanents a0, a1, ..., Bob's b0, b1, ..., her hand h0 ..."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(a_hand)],
            "battlefield": [{"id": f"a{i}", "card": n} for i, n in enumerate(a)],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(5)],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": f"b{i}", "card": n} for i, n in enumerate(b)],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(5)],
        },
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )


def run(state: GameState, action: dict[str, Any]) -> tuple[GameState, list[str]]:
    """The action, then everything on the stack resolved; the log's rule numbers."""
    result = settle(state, action)
    rules = [rule for entry in result.log for rule in entry.rules]
    state = result.state
    while state.zone(Zone.STACK):
        step = settle(state, {"type": "resolve"})
        rules += [rule for entry in step.log for rule in entry.rules]
        state = step.state
    return state, rules


def damage(state: GameState, source: str, target: str, amount: int) -> tuple[GameState, bool]:
    result = play(
        state, {"type": "deal_damage", "source": source, "target": target, "amount": amount}
    )
    return result.state, cites(result.log, "702.16e")


def automated(records: Mapping[str, Mapping[str, Any]], name: str) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


# --- "Enchanted creature gets +N/+N and has protection from ..." -----------------------------


def test_holy_mantle_gives_the_enchanted_creature_the_bonus_and_protection_from_creatures(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # "Enchanted creature gets +2/+2 and has protection from creatures." (613.4c, 702.16a)
    automated(records, "Holy Mantle")
    state = game(("Grizzly Bears",), ("Hill Giant",), a_hand=("Holy Mantle",))
    state, rules = run(state, {"type": "cast", "object": "h0", "targets": ["a0"], "free": True})
    assert state.object("h0").attached_to == "a0" and "608.3" in rules
    bears = chars(state, state.object("a0"))
    assert (bears.power, bears.toughness) == (4, 4)
    # 702.16e: damage from a creature is prevented; from a noncreature source it is dealt.
    state, prevented = damage(state, "b0", "a0", 3)
    assert prevented and state.object("a0").damage == 0
    state, prevented = damage(state, "h0", "a0", 1)
    assert not prevented and state.object("a0").damage == 1


def test_holy_mantle_protects_only_while_attached(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # The bonus and the protection are the Aura's abilities: in Alice's hand it gives nothing.
    state = game(("Grizzly Bears",), ("Hill Giant",), a_hand=("Holy Mantle",))
    bears = chars(state, state.object("a0"))
    assert (bears.power, bears.toughness) == (2, 2)
    state, prevented = damage(state, "b0", "a0", 1)
    assert not prevented and state.object("a0").damage == 1


def test_spirit_mantle_enchanted_attacker_cant_be_blocked_by_creatures(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # "Enchanted creature gets +1/+1 and has protection from creatures." (702.16f)
    automated(records, "Spirit Mantle")
    state = game(("Grizzly Bears",), ("Hill Giant",), a_hand=("Spirit Mantle",))
    state, _ = run(state, {"type": "cast", "object": "h0", "targets": ["a0"], "free": True})
    state = play(state, {"type": "advance"}).state  # beginning of combat
    state = play(state, {"type": "advance"}).state  # declare attackers
    state = play(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    state = play(state, {"type": "advance"}).state
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "block", "blockers": {"b0": "a0"}})
    assert refused.value.rule == "702.16f"


def test_mask_of_law_and_grace_protection_from_two_colors(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # "Enchanted creature has protection from black and from red." (702.16a)
    automated(records, "Mask of Law and Grace")
    state = game(
        ("Grizzly Bears",),
        ("Hill Giant", "Vampire Nighthawk", "Llanowar Elves"),
        a_hand=("Mask of Law and Grace",),
    )
    state, _ = run(state, {"type": "cast", "object": "h0", "targets": ["a0"], "free": True})
    state, red = damage(state, "b0", "a0", 1)
    state, black = damage(state, "b1", "a0", 1)
    assert red and black and state.object("a0").damage == 0
    state, green = damage(state, "b2", "a0", 1)
    assert not green and state.object("a0").damage == 1


# --- "Equipped creature [gets +N/+N and] has KEYWORD, KEYWORD, and KEYWORD." -----------------


def test_sword_of_vengeance_equipped_creature_gets_four_keywords(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # "Equipped creature gets +2/+0 and has first strike, vigilance, trample, and haste."
    automated(records, "Sword of Vengeance")
    state = game(("Sword of Vengeance", "Grizzly Bears"))
    unequipped = chars(state, state.object("a1"))
    assert (unequipped.power, unequipped.has("haste")) == (2, False)
    state, rules = run(
        state, {"type": "activate", "object": "a0", "ability": 2, "targets": ["a1"], "free": True}
    )
    assert "702.6a" in rules and state.object("a0").attached_to == "a1"
    bears = chars(state, state.object("a1"))
    assert (bears.power, bears.toughness) == (4, 2)
    assert all(bears.has(k) for k in ("first strike", "vigilance", "trample", "haste"))


def test_chariot_of_victory_keywords_leave_with_the_equipment(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # "Equipped creature has first strike, trample, and haste." (301.5f)
    automated(records, "Chariot of Victory")
    state = game(("Chariot of Victory", "Grizzly Bears", "Llanowar Elves"))
    state, _ = run(
        state, {"type": "activate", "object": "a0", "ability": 1, "targets": ["a1"], "free": True}
    )
    assert chars(state, state.object("a1")).has("trample")
    state, _ = run(
        state, {"type": "activate", "object": "a0", "ability": 1, "targets": ["a2"], "free": True}
    )
    bears, elves = chars(state, state.object("a1")), chars(state, state.object("a2"))
    assert not bears.has("trample") and not bears.has("first strike")
    assert elves.has("first strike") and elves.has("trample") and elves.has("haste")


def test_asha_s_favor_enchanted_creature_has_three_keywords(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # "Enchanted creature has flying, first strike, and vigilance." (613.1f)
    automated(records, "Asha's Favor")
    state = game(("Grizzly Bears",), a_hand=("Asha's Favor",))
    state, _ = run(state, {"type": "cast", "object": "h0", "targets": ["a0"], "free": True})
    bears = chars(state, state.object("a0"))
    assert bears.has("flying") and bears.has("first strike") and bears.has("vigilance")


# --- protection keyword lines (702.16a) -----------------------------------------------------


def test_nacatl_savage_protection_from_artifacts(records: Mapping[str, Mapping[str, Any]]) -> None:
    # "Protection from artifacts": an artifact's damage is prevented, a creature's is dealt.
    automated(records, "Nacatl Savage")
    state = game(("Nacatl Savage",), ("Aeolipile", "Grizzly Bears"))
    state, prevented = damage(state, "b0", "a0", 2)
    assert prevented and state.object("a0").damage == 0
    state, prevented = damage(state, "b1", "a0", 1)
    assert not prevented and state.object("a0").zone is Zone.GRAVEYARD  # a 1/1 (704.5g)


def test_nacatl_savage_cant_be_the_target_of_an_artifact_s_ability(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # 702.16b: Aeolipile's "deals 2 damage to any target" can't target it.
    state = game(("Aeolipile",), ("Nacatl Savage",))
    with pytest.raises(IllegalAction) as refused:
        play(
            state,
            {"type": "activate", "object": "a0", "ability": 0, "targets": ["b0"], "free": True},
        )
    assert refused.value.rule == "702.16b"


def test_midnight_duelist_protection_from_a_creature_type(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # "Protection from Vampires" (205.3m): a Vampire's damage is prevented, a Bear's is dealt.
    automated(records, "Midnight Duelist")
    state = game(("Midnight Duelist",), ("Vampire Nighthawk", "Grizzly Bears"))
    state, prevented = damage(state, "b0", "a0", 2)
    assert prevented and state.object("a0").damage == 0
    state, prevented = damage(state, "b1", "a0", 1)
    assert not prevented and state.object("a0").damage == 1


def test_oversoul_of_dusk_protection_from_three_colors(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # "Protection from blue, from black, and from red"
    automated(records, "Oversoul of Dusk")
    state = game(("Oversoul of Dusk",), ("Hill Giant", "Vampire Nighthawk", "Grizzly Bears"))
    for source in ("b0", "b1"):
        state, prevented = damage(state, source, "a0", 2)
        assert prevented
    state, prevented = damage(state, "b2", "a0", 2)
    assert not prevented and state.object("a0").damage == 2


# --- loyalty abilities (606) ----------------------------------------------------------------


def test_samut_tyrant_smasher_minus_one_pumps_and_scries(
    records: Mapping[str, Mapping[str, Any]],
) -> None:
    # "[−1]: Target creature gets +2/+1 and gains haste until end of turn. Scry 1." (606.4)
    automated(records, "Samut, Tyrant Smasher")
    state = game(("Grizzly Bears",), a_hand=("Samut, Tyrant Smasher",))
    state, rules = run(state, {"type": "cast", "object": "h0", "free": True})
    assert state.object("h0").counter("loyalty") == 5 and "306.5b" in rules
    action = {"type": "activate", "object": "h0", "ability": 1, "targets": ["a0"]}
    state, rules = run(state, action)
    assert "606.4" in rules and "606.3" in rules
    assert state.object("h0").counter("loyalty") == 4
    bears = chars(state, state.object("a0"))
    assert (bears.power, bears.toughness, bears.has("haste")) == (4, 3, True)
    with pytest.raises(IllegalAction) as refused:
        play(state, action)
    assert refused.value.rule == "606.3"
