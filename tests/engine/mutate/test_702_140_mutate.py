"""Mutate (702.140) and merged permanents (730): a creature card cast for its mutate cost (an
alternative cost, 118.9) targets a non-Human creature with the same owner (702.140a); with a
legal target it merges with it, on top or under as its controller chooses (702.140c, 730.2),
and "whenever this creature mutates" triggers (702.140d); the merged permanent has the top
card's characteristics and every card's abilities (702.140e, 730.2a); with an illegal target it
enters as a creature (702.140b); leaving the battlefield, each card goes (730.3). Dreamtail
Heron, Gemrazer-like Trumpeting Gnarr and Sea-Dasher Octopus are compiled from their Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.game.legal import available_actions
from engine.notation import reader, writer
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.rules.triggers import abilities_of
from engine.testing.scenario import board, cites, play

REMINDER = (
    " (If you cast this spell for its mutate cost, put it over or under target non-Human "
    "creature you own. They mutate into the creature on top plus all abilities from under it.)"
)
DREAMTAIL_HERON = {
    "name": "Dreamtail Heron",
    "type_line": "Creature — Elemental Bird",
    "mana_cost": "{4}{U}",
    "power": "3",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Flying", "Mutate"],
    "oracle_text": f"Mutate {{3}}{{U}}{REMINDER}\nFlying\nWhenever this creature mutates, draw "
    "a card.",
}
TRUMPETING_GNARR = {
    "name": "Trumpeting Gnarr",
    "type_line": "Creature — Beast",
    "mana_cost": "{1}{G}{U}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Mutate"],
    "oracle_text": f"Mutate {{3}}{{G/U}}{{G/U}}{REMINDER}\nWhenever this creature mutates, "
    "create a 3/3 green Beast creature token.",
}
SEA_DASHER_OCTOPUS = {
    "name": "Sea-Dasher Octopus",
    "type_line": "Creature — Octopus",
    "mana_cost": "{1}{U}{U}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Flash", "Mutate"],
    "oracle_text": f"Mutate {{1}}{{U}}{REMINDER}\nFlash\nWhenever this creature deals combat "
    "damage to a player, draw a card.",
}
RECORDS = {r["name"]: r for r in (DREAMTAIL_HERON, TRUMPETING_GNARR, SEA_DASHER_OCTOPUS)}
RESOLVE = {"type": "resolve"}
MUTATE_HERON = {"type": "cast", "object": "heron", "mutate": True, "targets": ["bears"]}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _board(*hand: str, pool: dict[str, int] | None = None) -> GameState:
    """A has the mutate cards in hand, Grizzly Bears, a Human (Traveling Minister) and {U}{U}{U}{U}
    in their mana pool; B has a Hill Giant; both libraries have cards to draw."""
    ids = {"Dreamtail Heron": "heron", "Trumpeting Gnarr": "gnarr", "Sea-Dasher Octopus": "octo"}
    return board(
        {
            "id": "A",
            "hand": [{"id": ids[name], "card": name} for name in hand],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "vanguard", "card": "Traveling Minister"},
            ],
            "mana_pool": pool or {"U": 4},
            "library": [{"id": f"a{i}", "card": "Island"} for i in range(3)],
        },
        {
            "id": "B",
            "battlefield": [{"id": "giant", "card": "Hill Giant"}],
            "library": [{"id": f"b{i}", "card": "Island"} for i in range(3)],
        },
    )


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_mutate_cards_compile_automated_702_140a(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert compiled.definition.mutate == record["oracle_text"].split("Mutate ")[1].split(" ")[0]
    assert compiled.printed.startswith(f"Mutate {compiled.definition.mutate}")


def test_the_action_picker_offers_casting_it_for_its_mutate_cost() -> None:
    options = [o for o in available_actions(_board("Dreamtail Heron")) if o.action.get("mutate")]
    assert options and all(o.action["object"] == "heron" for o in options)


def test_mutating_pays_the_mutate_cost_and_targets_a_non_human_creature_702_140a() -> None:
    cast = play(_board("Dreamtail Heron"), MUTATE_HERON)
    state = cast.state
    assert state.object("heron").zone is Zone.STACK
    assert state.object("heron").cast_for == "mutate"
    # {3}{U} paid rather than {4}{U}: the pool's four blue mana paid it all
    assert not state.player("A").mana_pool
    assert cites(cast.log, "118.9") and cites(cast.log, "702.140a")


def test_a_human_or_an_opponents_creature_is_no_legal_target_702_140a() -> None:
    for target in ("vanguard", "giant"):
        with pytest.raises(IllegalAction):
            play(_board("Dreamtail Heron"), {**MUTATE_HERON, "targets": [target]})


def test_a_card_without_mutate_cant_be_cast_for_a_mutate_cost() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "elves", "card": "Llanowar Elves"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "elves", "mutate": True, "targets": ["bears"]})


def test_on_top_the_merged_creature_is_the_top_card_with_every_ability_702_140c_e() -> None:
    cast = play(_board("Dreamtail Heron"), MUTATE_HERON)
    done = play(cast.state, RESOLVE, ["top"])
    state = done.state
    assert state.find_object("heron") is None  # one object: the Bears' (730.2c)
    merged = state.object("bears")
    assert merged.zone is Zone.BATTLEFIELD and merged.card == "Dreamtail Heron"
    assert [m.card for m in merged.merged] == ["Grizzly Bears"]
    c = chars(state, merged)
    assert (c.name, c.power, c.toughness) == ("Dreamtail Heron", 3, 4)
    assert c.has("flying")
    # the same object: it didn't enter, it keeps its timestamp and isn't summoning sick
    assert merged.timestamp == cast.state.object("bears").timestamp
    assert merged.controlled_since_turn_start
    assert cites(done.log, "702.140c") and cites(done.log, "730.2")
    # 702.140d: the Heron's "whenever this creature mutates" triggered; it draws a card
    hand_before = len(state.zone(Zone.HAND, "A"))
    drawn = play(state, RESOLVE)
    assert len(drawn.state.zone(Zone.HAND, "A")) == hand_before + 1


def test_under_the_creature_keeps_its_characteristics_and_gains_the_abilities_702_140e() -> None:
    cast = play(_board("Dreamtail Heron"), MUTATE_HERON)
    done = play(cast.state, RESOLVE, ["bottom"])
    state = done.state
    merged = state.object("bears")
    assert merged.card == "Grizzly Bears"
    c = chars(state, merged)
    assert (c.name, c.power, c.toughness) == ("Grizzly Bears", 2, 2)
    assert c.has("flying")  # the Heron's keyword (702.140e)
    # its triggered ability is the merged creature's: it triggers as it mutates (702.140d)
    assert state.pending_triggers or state.zone(Zone.STACK)
    drawn = play(state, RESOLVE)
    assert len(drawn.state.zone(Zone.HAND, "A")) == 1


def test_every_mutation_triggers_each_mutates_ability_702_140d() -> None:
    """A second mutation: the Heron under the Gnarr-topped creature. Both cards' "whenever this
    creature mutates" abilities are the permanent's, so both trigger (a Beast, then a card)."""
    state = _board("Dreamtail Heron", "Trumpeting Gnarr", pool={"U": 4, "G": 5})
    gnarr = {"type": "cast", "object": "gnarr", "mutate": True, "targets": ["bears"]}
    state = play(state, gnarr, ["mana:GGGGG"]).state
    state = play(state, RESOLVE, ["top"]).state
    state = play(state, RESOLVE).state  # the Gnarr's Beast
    beasts = [o for o in state.battlefield if o.token]
    assert len(beasts) == 1
    merged = play(play(state, MUTATE_HERON).state, RESOLVE, ["bottom", "0"])
    state = merged.state
    bears = state.object("bears")
    assert [m.card for m in bears.merged] == ["Grizzly Bears", "Dreamtail Heron"]
    assert chars(state, bears).name == "Trumpeting Gnarr"
    assert len(state.pending_triggers) + len(state.zone(Zone.STACK)) == 2
    while state.zone(Zone.STACK) or state.pending_triggers:
        state = play(state, RESOLVE).state
    assert len(state.zone(Zone.HAND, "A")) == 1
    assert len([o for o in state.battlefield if o.token]) == 2


def test_with_an_illegal_target_it_enters_as_a_creature_702_140b() -> None:
    cast = play(_board("Dreamtail Heron"), MUTATE_HERON)
    # the Bears leave before the Heron resolves
    doc = dump(cast.state)
    for player in doc["players"]:
        if player["id"] == "A":
            bears = next(o for o in player["battlefield"] if o["id"] == "bears")
            player["battlefield"].remove(bears)
            player.setdefault("graveyard", []).append({"id": "bears", "card": "Grizzly Bears"})
    done = play(load(doc), RESOLVE)
    heron = done.state.object("heron")
    assert heron.zone is Zone.BATTLEFIELD and not heron.merged and heron.cast_for == ""
    assert cites(done.log, "702.140b")
    # it entered the battlefield (not a mutation): nothing triggered
    assert not done.state.pending_triggers and not done.state.zone(Zone.STACK)


def test_a_merged_permanent_leaves_as_all_its_cards_730_3() -> None:
    state = play(_board("Dreamtail Heron"), MUTATE_HERON).state
    state = play(state, RESOLVE, ["top"]).state
    state = play(state, RESOLVE).state
    doc = dump(state)
    a = next(p for p in doc["players"] if p["id"] == "A")
    a["hand"] = [{"id": "murder", "card": "Murder"}]
    state = load(doc)
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["bears"], "free": True})
    done = play(cast.state, RESOLVE)
    graveyard = {o.card for o in done.state.zone(Zone.GRAVEYARD, "A")}
    assert {"Dreamtail Heron", "Grizzly Bears", "Murder"} <= graveyard
    assert cites(done.log, "730.3")
    assert not any(o.card in ("Dreamtail Heron", "Grizzly Bears") for o in done.state.battlefield)
    # what isn't applied is said where the answer is shown: effects following it (730.3c)
    assert any("not applied" in e.text and "730.3c" in e.rules for e in done.log)


def test_the_merged_permanent_round_trips_through_the_document_and_the_notation() -> None:
    state = play(_board("Dreamtail Heron"), MUTATE_HERON).state
    state = play(state, RESOLVE, ["bottom"]).state
    doc = dump(state)
    entry = next(o for p in doc["players"] for o in p.get("battlefield", []) if o["id"] == "bears")
    assert entry["merged"] == [{"card": "Dreamtail Heron", "rank": 1}]
    again = load(doc)
    assert again.object("bears") == state.object("bears")
    text = writer.dump_state(state)
    assert reader.parse(text) == dump(state)
    assert chars(again, again.object("bears")).has("flying")


def test_a_merged_document_with_clashing_ranks_is_refused() -> None:
    with pytest.raises(Exception, match="ranks"):
        board(
            {
                "id": "A",
                "battlefield": [
                    {
                        "id": "bears",
                        "card": "Grizzly Bears",
                        "merged": [{"card": "Dreamtail Heron", "rank": 5}],
                    }
                ],
            },
            {"id": "B"},
        )


def test_a_merge_on_top_keeps_the_ability_numbers_of_the_abilities_it_had() -> None:
    """The abilities are listed in merge order (MergedCard.rank): the Bears-first permanent's
    abilities keep their indexes when the Heron goes on top."""
    under = play(play(_board("Dreamtail Heron"), MUTATE_HERON).state, RESOLVE, ["bottom"]).state
    top = play(play(_board("Dreamtail Heron"), MUTATE_HERON).state, RESOLVE, ["top"]).state
    assert abilities_of(under, under.object("bears")) == abilities_of(top, top.object("bears"))


PORCUPARROT = {
    "name": "Porcuparrot",
    "type_line": "Creature — Bird Beast",
    "mana_cost": "{3}{R}",
    "power": "3",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Mutate"],
    "oracle_text": f"Mutate {{2}}{{R}}{REMINDER}\n{{T}}: This creature deals X damage to any "
    "target, where X is the number of times this creature has mutated.",
}
GEMRAZER = {
    "name": "Gemrazer",
    "type_line": "Creature — Beast",
    "mana_cost": "{3}{G}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Mutate", "Reach", "Trample"],
    "oracle_text": f"Mutate {{1}}{{G}}{{G}}{REMINDER}\nReach, trample\nWhenever this creature "
    "mutates, destroy target artifact or enchantment an opponent controls.",
}


def test_the_number_of_times_it_has_mutated_702_140c(compiled_from: Any) -> None:
    """Porcuparrot under the Bears (not summoning sick: the same object, 730.2c): {T} deals X
    damage, X the number of times it has mutated, 1."""
    compiled_from({**RECORDS, "Porcuparrot": PORCUPARROT})
    assert compile_record(PORCUPARROT).label == AUTOMATED
    state = _board(pool={"R": 3})
    doc = dump(state)
    doc["players"][0]["hand"] = [{"id": "parrot", "card": "Porcuparrot"}]
    state = load(doc)
    cast = {"type": "cast", "object": "parrot", "mutate": True, "targets": ["bears"]}
    state = play(play(state, cast).state, RESOLVE, ["bottom"]).state
    activate = {"type": "activate", "object": "bears", "ability": 0, "targets": ["B"]}
    done = play(play(state, activate).state, RESOLVE)
    assert done.state.player("B").life == 19


def test_a_mutates_trigger_with_a_target_of_the_new_words(compiled_from: Any) -> None:
    """Gemrazer's "whenever this creature mutates, destroy target artifact or enchantment an
    opponent controls": B's Ornithopter is destroyed, A's own isn't a legal target."""
    compiled_from({**RECORDS, "Gemrazer": GEMRAZER})
    assert compile_record(GEMRAZER).label == AUTOMATED
    doc = dump(_board(pool={"G": 3}))
    doc["players"][0]["hand"] = [{"id": "gem", "card": "Gemrazer"}]
    doc["players"][0]["battlefield"].append({"id": "mine", "card": "Ornithopter"})
    doc["players"][1]["battlefield"].append({"id": "theirs", "card": "Ornithopter"})
    state = load(doc)
    cast = {"type": "cast", "object": "gem", "mutate": True, "targets": ["bears"]}
    state = play(play(state, cast).state, RESOLVE, ["top"]).state
    state = play(state, RESOLVE).state
    assert state.object("theirs").zone is Zone.GRAVEYARD
    assert state.object("mine").zone is Zone.BATTLEFIELD
    assert chars(state, state.object("bears")).has("trample")
