"""Morph and megamorph (702.37): a card cast face down for {3} is a 2/2 creature with no name,
text, subtypes or mana cost (702.37c, 708.2a, 708.4); turning it face up is a special action
paying its morph cost (116.2b, 702.37e), after which it has its own characteristics, is the same
permanent (708.8) and "when ~ is turned face up" triggers. A megamorph cost paid also puts a
+1/+1 counter on it (702.37b). The cards are compiled from their Oracle text (card data)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Params, Zone
from engine.game.legal import available_actions
from engine.game.render import text_rendering
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.rules.names import name_of
from engine.testing.scenario import board, cites, pending, play

MEGAMORPH_REMINDER = (
    " (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for"
    " its megamorph cost and put a +1/+1 counter on it.)"
)
MORPH_REMINDER = (
    " (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for"
    " its morph cost.)"
)
RECORDS = {
    "Atarka Efreet": {
        "name": "Atarka Efreet",
        "type_line": "Creature — Efreet Shaman",
        "mana_cost": "{3}{R}",
        "power": "5",
        "toughness": "1",
        "layout": "normal",
        "colors": ["R"],
        "oracle_text": f"Megamorph {{2}}{{R}}{MEGAMORPH_REMINDER}\n"
        "When Atarka Efreet is turned face up, it deals 1 damage to any target.",
    },
    "Akroma, Angel of Fury": {
        "name": "Akroma, Angel of Fury",
        "type_line": "Legendary Creature — Angel",
        "mana_cost": "{5}{R}{R}{R}",
        "power": "6",
        "toughness": "6",
        "layout": "normal",
        "colors": ["R"],
        "oracle_text": "This spell can't be countered.\nFlying, trample, protection from white "
        "and from blue\n{R}: Akroma, Angel of Fury gets +1/+0 until end of turn.\n"
        f"Morph {{3}}{{R}}{{R}}{{R}}{MORPH_REMINDER}",
    },
    "Hidden Dragonslayer": {
        "name": "Hidden Dragonslayer",
        "type_line": "Creature — Human Warrior",
        "mana_cost": "{1}{W}",
        "power": "2",
        "toughness": "1",
        "layout": "normal",
        "colors": ["W"],
        "oracle_text": f"Lifelink\nMegamorph {{2}}{{W}}{MEGAMORPH_REMINDER}\nWhen Hidden "
        "Dragonslayer is turned face up, destroy target creature with power 4 or greater an "
        "opponent controls.",
    },
    "Grim Haruspex": {
        "name": "Grim Haruspex",
        "type_line": "Creature — Human Wizard",
        "mana_cost": "{2}{B}",
        "power": "3",
        "toughness": "2",
        "layout": "normal",
        "colors": ["B"],
        "oracle_text": f"Morph {{B}}{MORPH_REMINDER}\nWhenever another nontoken creature you "
        "control dies, draw a card.",
    },
    "Herdchaser Dragon": {
        "name": "Herdchaser Dragon",
        "type_line": "Creature — Dragon",
        "mana_cost": "{5}{G}",
        "power": "3",
        "toughness": "3",
        "layout": "normal",
        "colors": ["G"],
        "oracle_text": f"Flying, trample\nMegamorph {{5}}{{G}}{{G}}{MEGAMORPH_REMINDER}\n"
        "When Herdchaser Dragon is turned face up, put a +1/+1 counter on each other Dragon "
        "creature you control.",
    },
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def alice(pool: dict[str, int], *cards: str) -> GameState:
    hand = [{"id": f"h{i}", "card": n} for i, n in enumerate(cards)]
    return board(
        {"id": "A", "hand": hand, "mana_pool": pool},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def face_down_efreet() -> GameState:
    cast = play(
        alice({"C": 3}, "Atarka Efreet"), {"type": "cast", "object": "h0", "face_down": True}
    )
    return play(cast.state, RESOLVE).state


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_morph_cards_compile_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def test_atarka_efreet_cast_face_down_for_three_is_a_nameless_colorless_2_2() -> None:
    cast = play(
        alice({"C": 3}, "Atarka Efreet"), {"type": "cast", "object": "h0", "face_down": True}
    )
    assert cast.state.player("A").mana_pool.to_json() == {}  # {3}, not {3}{R}
    assert cites(cast.log, "702.37c") and cites(cast.log, "118.9") and cites(cast.log, "708.4")
    spell = chars(cast.state, cast.state.object("h0"))
    assert (spell.name, spell.types, spell.colors, spell.mana_cost) == ("", ("Creature",), (), "")
    entered = play(cast.state, RESOLVE)
    efreet = entered.state.object("h0")
    assert efreet.zone is Zone.BATTLEFIELD and efreet.face_down
    c = chars(entered.state, efreet)
    assert (c.power, c.toughness, c.subtypes, c.abilities, c.name) == (2, 2, (), (), "")
    assert any(rule == "613.2b" for rule, _ in c.breakdown)
    # Nothing a person reads names the card (708.5).
    prose = " ".join(e.text for e in (*cast.log, *entered.log)) + text_rendering(entered.state)
    assert "Atarka" not in prose and "Efreet" not in prose
    assert "face-down creature" in text_rendering(entered.state)
    assert engine.load(engine.dump(entered.state)) == entered.state


def test_a_face_down_spell_is_cast_only_when_a_creature_spell_could_be() -> None:
    state = alice({"C": 3}, "Atarka Efreet")
    state = play(state, {"type": "advance", "to": "beginning_of_combat"}).state
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "h0", "face_down": True})
    assert refused.value.rule == "307.1"


def test_a_card_without_morph_cant_be_cast_face_down() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(alice({"C": 3}, "Grizzly Bears"), {"type": "cast", "object": "h0", "face_down": True})
    assert refused.value.rule == "702.37d"


def test_face_down_and_another_alternative_cost_are_refused() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(
            alice({"C": 3}, "Atarka Efreet"),
            {"type": "cast", "object": "h0", "face_down": True, "alternative": True},
        )
    assert refused.value.rule == "118.9a"


def with_pool(state: GameState, pool: dict[str, int]) -> GameState:
    return state.with_player(replace(state.player("A"), mana_pool=Params(pool)))


def test_turning_face_up_is_refused_for_a_face_up_permanent_and_unpaid_cost() -> None:
    state = face_down_efreet()
    with pytest.raises(IllegalAction):
        play(state, {"type": "turn_face_up", "object": "h0"})  # no mana for {2}{R}
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "turn_face_up", "object": "bears"})
    assert refused.value.rule == "708.7"


def test_a_face_down_creature_that_dies_is_revealed() -> None:
    state = face_down_efreet()
    died = play(
        state,
        {"type": "deal_damage", "source": "bears", "target": "h0", "amount": 2},
    )
    assert died.state.object("h0").zone is Zone.GRAVEYARD
    assert not died.state.object("h0").face_down
    assert cites(died.log, "708.9")
    assert name_of(died.state, "h0") == "Atarka Efreet"


def test_the_picker_offers_casting_face_down_and_turning_face_up() -> None:
    labels = [o.label for o in available_actions(alice({"C": 3}, "Atarka Efreet")) if o.legal]
    assert any("face down" in label for label in labels)
    turn_up = [
        o for o in available_actions(face_down_efreet()) if o.action["type"] == "turn_face_up"
    ]
    assert [o.label for o in turn_up] == ["Turn Atarka Efreet face up for {2}{R}"]  # its own


def on_battlefield(*permanents: dict[str, object], pool: dict[str, int] | None = None) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": list(permanents),
            "mana_pool": pool or {},
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(3)],
        },
        {
            "id": "B",
            "hand": [{"id": "cancel", "card": "Cancel"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 2}},
                {"id": "big", "card": "Grizzly Bears", "counters": {"+1/+1": 3}},
                {"id": "small", "card": "Grizzly Bears"},
            ],
        },
    )


def test_akroma_cast_face_down_has_none_of_its_abilities_and_can_be_countered() -> None:
    # "This spell can't be countered." is text the face-down spell doesn't have (708.2a).
    state = board(
        {"id": "A", "hand": [{"id": "akroma", "card": "Akroma, Angel of Fury"}]},
        {"id": "B", "hand": [{"id": "cancel", "card": "Cancel"}]},
    )
    cast = play(state, {"type": "cast", "object": "akroma", "face_down": True, "free": True})
    spell = chars(cast.state, cast.state.object("akroma"))
    assert spell.abilities == () and spell.supertypes == () and not spell.has("flying")
    countered = play(
        cast.state, {"type": "cast", "object": "cancel", "targets": ["akroma"], "free": True}
    )
    done = play(countered.state, RESOLVE)
    akroma = done.state.object("akroma")
    assert akroma.zone is Zone.GRAVEYARD and not akroma.face_down
    assert cites(done.log, "708.9")  # revealed as it leaves the stack


def test_akroma_turned_face_up_for_its_morph_cost_is_a_6_6_flier_without_a_counter() -> None:
    state = on_battlefield(
        {"id": "akroma", "card": "Akroma, Angel of Fury", "face_down": True},
        pool={"R": 3, "C": 3},
    )
    assert chars(state, state.object("akroma")).power == 2
    turned = play(state, {"type": "turn_face_up", "object": "akroma"})
    akroma = turned.state.object("akroma")
    c = chars(turned.state, akroma)
    assert (c.power, c.toughness, c.supertypes) == (6, 6, ("Legendary",))
    assert c.has("flying") and c.has("trample")
    assert akroma.counters.to_json() == {}  # morph, not megamorph: no counter (702.37b)
    assert turned.state.player("A").mana_pool.to_json() == {}  # {3}{R}{R}{R}


def test_hidden_dragonslayer_turned_face_up_destroys_an_opponents_big_creature() -> None:
    state = on_battlefield(
        {"id": "slayer", "card": "Hidden Dragonslayer", "face_down": True},
        pool={"W": 1, "C": 2},
    )
    asked = pending(state, {"type": "turn_face_up", "object": "slayer"}).pending
    assert asked is not None
    # Only the 4/4 and the 5/5: the 2/2 has power under 4, the Dragonslayer is Alice's.
    assert sorted(o.id for o in asked.options) == ["bears", "big"]
    turned = play(state, {"type": "turn_face_up", "object": "slayer"}, ["bears"])
    slayer = turned.state.object("slayer")
    assert slayer.counter("+1/+1") == 1 and chars(turned.state, slayer).has("lifelink")
    destroyed = play(turned.state, RESOLVE)
    assert destroyed.state.object("bears").zone is Zone.GRAVEYARD
    assert destroyed.state.object("small").zone is Zone.BATTLEFIELD


def test_a_face_down_grim_haruspex_has_no_ability_until_it_is_turned_face_up() -> None:
    state = on_battlefield(
        {"id": "haruspex", "card": "Grim Haruspex", "face_down": True},
        {"id": "elf", "card": "Llanowar Elves"},
        {"id": "elf2", "card": "Llanowar Elves"},
        pool={"B": 1},
    )
    died = play(state, {"type": "deal_damage", "source": "bears", "target": "elf", "amount": 1})
    assert died.state.object("elf").zone is Zone.GRAVEYARD
    assert died.state.zone(Zone.HAND, "A") == ()  # face down it has no text (708.2a)
    turned = play(died.state, {"type": "turn_face_up", "object": "haruspex"})
    again = play(
        turned.state, {"type": "deal_damage", "source": "bears", "target": "elf2", "amount": 1}
    )
    drawn = play(again.state, RESOLVE)
    assert [o.card for o in drawn.state.zone(Zone.HAND, "A")] == ["Island"]


def test_two_face_down_creatures_are_told_apart_without_their_names() -> None:
    state = on_battlefield(
        {"id": "haruspex", "card": "Grim Haruspex", "face_down": True, "tapped": True},
        {"id": "slayer", "card": "Hidden Dragonslayer", "face_down": True},
    )
    assert name_of(state, "haruspex") == "face-down creature (tapped)"
    assert name_of(state, "slayer") == "face-down creature (untapped)"
    everyone = text_rendering(state)
    assert "Haruspex" not in everyone and "Dragonslayer" not in everyone
    # 708.5: its controller may look at it.
    alices = text_rendering(state, viewer="A")
    assert "face-down creature [Grim Haruspex]" in alices
    assert "Hidden Dragonslayer" not in text_rendering(state, viewer="B")


def test_clone_copying_a_face_down_akroma_is_a_nameless_2_2_with_no_abilities() -> None:
    # 707.2, 708.10: the copiable values of a face-down permanent are the face-down 2/2's.
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "akroma", "card": "Akroma, Angel of Fury", "face_down": True}],
        },
        {"id": "B", "hand": [{"id": "clone", "card": "Clone"}]},
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "clone", "free": True})
    asked = pending(cast.state, RESOLVE).pending
    assert asked is not None
    assert "Akroma" not in " ".join(o.label for o in asked.options)  # 708.5: not Bob's card
    copied = play(cast.state, RESOLVE, ["akroma"])
    clone = copied.state.object("clone")
    c = chars(copied.state, clone)
    assert (c.name, c.power, c.toughness, c.abilities, c.colors) == ("", 2, 2, (), ())
    assert not clone.face_down and not c.has("flying")
    assert engine.load(engine.dump(copied.state)) == copied.state
