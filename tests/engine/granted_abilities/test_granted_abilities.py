"""Granted abilities (613.1f, 113.1a): an Aura, an Equipment or a lord gives an object an
activated ability written in quotation marks. The quoted ability is the object's own while the
effect applies: it is activated from that object (its "~" is that object, 302.6 applies to its
{T}), it is gone once the Aura or Equipment is, and once activated it exists independently of
its source (113.7a): Mortarpod's germ is sacrificed to pay the cost and the ability still
resolves. Each card is compiled from its Oracle text (card data)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play


def _record(name: str, type_line: str, text: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "type_line": type_line, "oracle_text": text, "layout": "normal", **more}


CARDS = {
    r["name"]: r
    for r in (
        _record(
            "Abundant Growth",
            "Enchantment — Aura",
            "Enchant land\nWhen Abundant Growth enters, draw a card.\n"
            'Enchanted land has "{T}: Add one mana of any color."',
            mana_cost="{G}",
        ),
        _record(
            "Mortarpod",
            "Artifact — Equipment",
            "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ "
            "creature token, then attach this to it.)\n"
            'Equipped creature gets +0/+1 and has "Sacrifice this creature: This creature deals '
            '1 damage to any target."\nEquip {2}',
            mana_cost="{2}",
        ),
        _record(
            "Lunarch Mantle",
            "Enchantment — Aura",
            'Enchant creature\nEnchanted creature gets +2/+2 and has "{1}, Sacrifice a '
            'permanent: This creature gains flying until end of turn."',
            mana_cost="{1}{W}",
        ),
        _record(
            "Sachi, Daughter of Seshiro",
            "Legendary Creature — Snake Shaman",
            "Other Snake creatures you control get +0/+1.\n"
            'Shamans you control have "{T}: Add {G}{G}."',
            mana_cost="{2}{G}{G}",
            power="1",
            toughness="3",
        ),
    )
}


@pytest.fixture(autouse=True)
def _compiled_from_their_text(compiled_from: Any) -> None:
    compiled_from(CARDS)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_card_compiles_automated_and_prints_back_its_text(name: str) -> None:
    compiled = compile_record(CARDS[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def game(a: list[dict[str, Any]], b: list[dict[str, Any]] = (), **turn: Any) -> GameState:  # type: ignore[assignment]
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": a,
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
        },
        {"id": "B", "name": "Bob", "battlefield": list(b)},
        turn={"number": 2, "active_player": "A", "step": "precombat_main", **turn},
    )


def _activated(state: GameState, obj: str) -> list[int]:
    return [
        i
        for i, a in enumerate(chars(state, state.object(obj)).abilities)
        if isinstance(a, ActivatedAbility)
    ]


# --- Abundant Growth: 'Enchanted land has "{T}: Add one mana of any color."' ---------------


def test_abundant_growth_lets_the_enchanted_land_tap_for_mana_of_any_color() -> None:
    state = game(
        [
            {"id": "wastes", "card": "Wastes"},
            {"id": "growth", "card": "Abundant Growth", "attached_to": "wastes"},
        ]
    )
    wastes = chars(state, state.object("wastes"))
    assert ("613.1f", "gains an ability (Abundant Growth)") in wastes.breakdown
    granted = _activated(state, "wastes")[-1]
    result = play(
        state, {"type": "activate", "object": "wastes", "ability": granted}, choices=("R",)
    )
    assert result.state.player("A").mana_pool.get("R") == 1
    assert result.state.object("wastes").tapped
    assert cites(result.log, "605.3b")


def test_the_land_loses_the_ability_with_the_aura() -> None:
    state = game([{"id": "wastes", "card": "Wastes"}, {"id": "growth", "card": "Abundant Growth"}])
    # An Aura attached to nothing grants nothing (303.4m: "enchanted land" is no land now).
    own = _activated(state, "wastes")
    assert len(own) == len(chars(state, state.object("wastes")).abilities)
    with pytest.raises(IllegalAction):
        play(state, {"type": "activate", "object": "wastes", "ability": own[-1] + 1})


# --- Mortarpod: the germ sacrificed to pay the cost, the ability still resolves -------------


def test_mortarpods_germ_is_sacrificed_and_its_granted_ability_still_deals_the_damage() -> None:
    state = game(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "pod", "card": "Mortarpod", "attached_to": "bears"},
        ],
        [{"id": "elves", "card": "Llanowar Elves"}],
    )
    bears = chars(state, state.object("bears"))
    assert (bears.power, bears.toughness) == (2, 3)  # +0/+1 (613.4c)
    granted = _activated(state, "bears")[-1]
    activated = play(
        state,
        {"type": "activate", "object": "bears", "ability": granted, "targets": ["elves"]},
    )
    assert activated.state.object("bears").zone is Zone.GRAVEYARD  # the cost: 701.21a
    assert cites(activated.log, "701.21a")
    # The stack item keeps where its ability is written, and so does a saved document of it.
    reloaded = load(dump(activated.state))
    resolved = play(reloaded, {"type": "resolve"})
    assert resolved.state.object("elves").zone is Zone.GRAVEYARD
    assert cites(resolved.log, "704.5g")
    assert resolved.state.object("pod").attached_to is None


def test_mortarpods_ability_targets_a_player_too() -> None:
    state = game(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "pod", "card": "Mortarpod", "attached_to": "bears"},
        ]
    )
    granted = _activated(state, "bears")[-1]
    state = play(
        state, {"type": "activate", "object": "bears", "ability": granted, "targets": ["B"]}
    ).state
    assert play(state, {"type": "resolve"}).state.player("B").life == 19


# --- Lunarch Mantle: a bonus and a granted ability on one line ------------------------------


def test_lunarch_mantle_gives_the_bonus_and_a_flying_ability_paid_by_a_sacrifice() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "mantle", "card": "Lunarch Mantle", "attached_to": "bears"},
                {"id": "forest", "card": "Forest"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )
    bears = chars(state, state.object("bears"))
    assert (bears.power, bears.toughness) == (4, 4)
    assert not bears.has("flying")
    granted = _activated(state, "bears")[-1]
    mana = play(state, {"type": "activate", "object": "forest", "ability": 0}).state
    result = play(
        mana, {"type": "activate", "object": "bears", "ability": granted}, choices=("elves",)
    )
    assert result.state.object("elves").zone is Zone.GRAVEYARD
    state = play(result.state, {"type": "resolve"}).state
    assert chars(state, state.object("bears")).has("flying")


# --- Sachi: 'Shamans you control have "{T}: Add {G}{G}."' ----------------------------------


def test_sachi_gives_her_controllers_shamans_a_mana_ability_not_her_opponents() -> None:
    state = game(
        [{"id": "sachi", "card": "Sachi, Daughter of Seshiro"}],
        [{"id": "sachi2", "card": "Sachi, Daughter of Seshiro"}],
    )
    # Each Sachi grants the ability to her own controller's Shamans (herself included) only.
    assert len(_activated(state, "sachi")) == 1
    assert len(_activated(state, "sachi2")) == 1
    result = play(
        state, {"type": "activate", "object": "sachi", "ability": _activated(state, "sachi")[0]}
    )
    assert result.state.player("A").mana_pool.get("G") == 2
    assert result.state.object("sachi").tapped


def test_two_sachis_give_each_shaman_the_ability_twice() -> None:
    state = game(
        [
            {"id": "sachi", "card": "Sachi, Daughter of Seshiro"},
            {"id": "other", "card": "Sachi, Daughter of Seshiro"},
        ]
    )
    assert len(_activated(state, "sachi")) == 2  # one from each (613.1f: both effects apply)


def test_a_shaman_that_came_under_control_this_turn_cant_use_the_granted_tap_ability() -> None:
    state = game(
        [
            {"id": "sachi", "card": "Sachi, Daughter of Seshiro"},
            {
                "id": "shaman",
                "card": "Sachi, Daughter of Seshiro",
                "summoning_sick": True,
            },
        ]
    )
    with pytest.raises(IllegalAction, match="came under"):
        play(
            state,
            {"type": "activate", "object": "shaman", "ability": _activated(state, "shaman")[-1]},
        )
