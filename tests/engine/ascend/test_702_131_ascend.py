"""Ascend and the city's blessing (ASC-1 to ASC-9 where they need no combat; 702.131)."""

from __future__ import annotations

from typing import Any

from engine.core.log import LogKind
from engine.core.state import Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, entries, play

BLESSING = "citys_blessing"


def lands(n: int, prefix: str = "land") -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "card": "Mountain"} for i in range(n)]


def test_asc_1_blessing_is_gained_before_the_legend_rule_removes_the_tenth() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                *lands(7),
                {"id": "summoner", "card": "Tilonalli's Summoner"},
                {"id": "grenzo1", "card": "Grenzo, Dungeon Warden", "counters": {"+1/+1": 1}},
            ],
            "hand": [{"id": "grenzo2", "card": "Grenzo, Dungeon Warden"}],
        },
        {"id": "B"},
    )
    state = play(state, {"type": "cast", "object": "grenzo2", "x": 1, "free": True}).state
    result = play(state, {"type": "resolve"}, ["grenzo1"])  # A keeps the first Grenzo
    assert BLESSING in result.state.player("A").designations
    assert result.state.object("grenzo2").zone is Zone.GRAVEYARD
    blessing = next(i for i, e in enumerate(result.log) if "city's blessing" in e.text)
    legend = next(i for i, e in enumerate(result.log) if "704.5j" in e.rules)
    assert blessing < legend


def test_asc_2_no_ascend_no_blessing_and_golden_demise_hits_everyone() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                *lands(8),
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
            "hand": [{"id": "demise", "card": "Golden Demise"}],
        },
        {"id": "B", "battlefield": [{"id": "bbears", "card": "Grizzly Bears"}]},
    )
    assert BLESSING not in state.player("A").designations  # ten permanents, but no ascend
    state = play(state, {"type": "move_object", "object": "land0", "to": "exile"}).state
    state = play(state, {"type": "cast", "object": "demise", "free": True}).state
    result = play(state, {"type": "resolve"})
    assert BLESSING not in result.state.player("A").designations
    for creature in ("bears", "elves", "bbears"):
        assert result.state.object(creature).zone is Zone.GRAVEYARD


def test_golden_demise_with_the_blessing_spares_your_creatures() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [*lands(9), {"id": "bears", "card": "Grizzly Bears"}],
            "hand": [{"id": "demise", "card": "Golden Demise"}],
        },
        {"id": "B", "battlefield": [{"id": "bbears", "card": "Grizzly Bears"}]},
    )
    state = play(state, {"type": "cast", "object": "demise", "free": True}).state
    result = play(state, {"type": "resolve"})
    assert BLESSING in result.state.player("A").designations
    assert cites(result.log, "702.131a")
    assert result.state.object("bears").zone is Zone.BATTLEFIELD
    assert result.state.object("bbears").zone is Zone.GRAVEYARD


def test_asc_4_and_asc_3_delayed_trigger_checks_the_blessing_only_on_resolution() -> None:
    """The delayed exile trigger has no intervening "if": it is on the stack whatever the count,
    and A, getting the blessing in response, keeps the tokens."""
    delayed = {
        "id": "s9",
        "card": "Tilonalli's Summoner",
        "owner": "A",
        "stack_info": {
            "kind": "triggered",
            "source": "summoner",
            "bound": {
                "tokens": ["tok1"],
                "effects": [
                    {"kind": "exile", "params": {"to": "bound:tokens", "unless": BLESSING}}
                ],
            },
        },
    }
    token = {
        "id": "tok1",
        "card": "Elemental",
        "token": True,
        "characteristics": {"types": ["Creature"], "power": 1, "toughness": 1},
    }
    base: dict[str, Any] = {
        "id": "A",
        "battlefield": [*lands(7), {"id": "summoner", "card": "Tilonalli's Summoner"}, token],
        "hand": [{"id": "m9", "card": "Mountain"}],
    }
    state = board(base, {"id": "B"}, stack=[delayed])
    exiled = play(state, {"type": "resolve"})
    assert (
        exiled.state.find_object("tok1") is None
    )  # exiled, and a token off the battlefield ceases to exist

    # With a tenth permanent (the token counts toward ten), the blessing is there on resolution.
    state = board(
        {**base, "battlefield": [*base["battlefield"], {"id": "m10", "card": "Mountain"}]},
        {"id": "B"},
        stack=[delayed],
    )
    kept = play(state, {"type": "resolve"})
    assert BLESSING in kept.state.player("A").designations
    assert kept.state.object("tok1").zone is Zone.BATTLEFIELD


def test_asc_6_the_blessing_stays_with_no_permanents_left() -> None:
    state = board(
        {
            "id": "A",
            "designations": [BLESSING],
            "battlefield": [{"id": "summoner", "card": "Tilonalli's Summoner"}],
        },
        {"id": "B"},
    )
    result = play(state, {"type": "move_object", "object": "summoner", "to": "graveyard"})
    assert not result.state.zone(Zone.BATTLEFIELD, "A")
    assert BLESSING in result.state.player("A").designations


def test_asc_7_tokens_and_lands_count_spells_on_the_stack_dont() -> None:
    token = {
        "id": "tok",
        "card": "Elemental",
        "token": True,
        "characteristics": {"types": ["Creature"], "power": 1, "toughness": 1},
    }
    nine = [*lands(7), {"id": "summoner", "card": "Tilonalli's Summoner"}, token]
    state = board(
        {
            "id": "A",
            "battlefield": nine,
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}, {"id": "m", "card": "Mountain"}],
        },
        {"id": "B"},
    )
    on_stack = play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True})
    assert BLESSING not in on_stack.state.player("A").designations  # 9 permanents + a spell
    tenth = play(state, {"type": "play_land", "object": "m"})
    assert BLESSING in tenth.state.player("A").designations  # 8 lands + a creature + a token


def test_asc_8_a_response_can_change_the_count_before_the_spell_resolves() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                *lands(8),
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
            "hand": [{"id": "demise", "card": "Golden Demise"}],
        },
        {"id": "B", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
    )
    state = play(state, {"type": "cast", "object": "demise", "free": True}).state
    state = play(
        state, {"type": "cast", "object": "bolt", "targets": ["elves"], "free": True}
    ).state
    state = play(state, {"type": "resolve"}).state  # the Elves die: 9 permanents
    result = play(state, {"type": "resolve"})
    assert BLESSING not in result.state.player("A").designations
    assert result.state.object("bears").zone is Zone.GRAVEYARD


def test_asc_9_playing_the_tenth_permanent_gives_the_blessing_at_once() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [*lands(8), {"id": "summoner", "card": "Tilonalli's Summoner"}],
            "hand": [{"id": "m", "card": "Mountain"}],
        },
        {"id": "B"},
    )
    result = play(state, {"type": "play_land", "object": "m"})
    assert BLESSING in result.state.player("A").designations
    assert cites(result.log, "702.131b")
    assert not entries(result.log, LogKind.TRIGGER) and not entries(result.log, LogKind.STACK)
    assert chars(result.state, result.state.object("summoner")).has("ascend")


def test_ascend_granted_by_an_effect_counts_and_losing_it_does_too() -> None:
    """Ascend can come from a keyword-granting effect (layer 6, 613.1f), not only from the card;
    and a permanent that lost all its abilities has no ascend (702.131b needs the ability)."""
    granted = [
        {
            "id": "gift",
            "kind": "gain_keywords",
            "controller": "A",
            "params": {"objects": ["land0"], "keywords": ["Ascend"]},
            "duration": "end_of_turn",
        }
    ]
    state = board({"id": "A", "battlefield": lands(9)}, {"id": "B"}, effects=granted)
    state = play(state, {"type": "gain_life", "player": "B", "amount": 1}).state
    assert BLESSING not in state.player("A").designations  # nine permanents: not yet
    ten = board({"id": "A", "battlefield": lands(10)}, {"id": "B"}, effects=granted)
    result = play(ten, {"type": "gain_life", "player": "B", "amount": 1})
    assert BLESSING in result.state.player("A").designations
    assert cites(result.log, "702.131b")

    silenced = [
        *granted,
        {
            "id": "hush",
            "kind": "lose_all_abilities",
            "controller": "B",
            "params": {"objects": ["summoner"]},
            "duration": "end_of_turn",
        },
    ]
    printed_ascend = [*lands(9), {"id": "summoner", "card": "Tilonalli's Summoner"}]
    quiet = board({"id": "A", "battlefield": printed_ascend}, {"id": "B"}, effects=silenced[1:])
    after = play(quiet, {"type": "gain_life", "player": "B", "amount": 1})
    assert BLESSING not in after.state.player("A").designations
