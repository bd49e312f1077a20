"""Grenzo, Dungeon Warden (GRZ-1 to GRZ-3, MANA-5): zone-change replacement, last known
information and X."""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

GRENZO = {"id": "grenzo", "card": "Grenzo, Dungeon Warden", "counters": {"+1/+1": 2}}
LIBRARY = [{"id": "top", "card": "Shock"}, {"id": "bottom", "card": "Grizzly Bears"}]


def test_grz_1_leyline_exiles_the_card_then_it_enters_from_exile() -> None:
    state = board(
        {"id": "A", "battlefield": [GRENZO], "library": LIBRARY},
        {"id": "B", "battlefield": [{"id": "leyline", "card": "Leyline of the Void"}]},
    )
    state = play(state, {"type": "activate", "object": "grenzo", "ability": 1, "free": True}).state
    result = play(state, {"type": "resolve"})
    bears = result.state.object("bottom")
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "A"
    moves = [e.text for e in result.log if e.kind is LogKind.ZONE_CHANGE]
    assert any("from library to exile" in m for m in moves)
    assert any("from exile to battlefield" in m for m in moves)
    assert cites(result.log, "614.6")


def test_grz_2_power_is_read_on_resolution_after_a_pump() -> None:
    big = {"id": "bottom", "card": "Excruciator"}  # power 7
    state = board(
        {
            "id": "A",
            "battlefield": [GRENZO],
            "library": [big],
            "hand": [{"id": "growth", "card": "Giant Growth"}],
        },
        {"id": "B"},
    )
    state = play(state, {"type": "activate", "object": "grenzo", "ability": 1, "free": True}).state
    state = play(
        state, {"type": "cast", "object": "growth", "targets": ["grenzo"], "free": True}
    ).state
    state = play(state, {"type": "resolve"}).state  # Giant Growth: Grenzo is 7/7
    assert chars(state, state.object("grenzo")).power == 7
    result = play(state, {"type": "resolve"})
    assert result.state.object("bottom").zone is Zone.BATTLEFIELD


def test_grz_2_without_the_pump_the_big_creature_stays_in_the_graveyard() -> None:
    state = board(
        {"id": "A", "battlefield": [GRENZO], "library": [{"id": "bottom", "card": "Excruciator"}]},
        {"id": "B"},
    )
    state = play(state, {"type": "activate", "object": "grenzo", "ability": 1, "free": True}).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("bottom").zone is Zone.GRAVEYARD


def test_grz_2_last_known_power_when_grenzo_has_left() -> None:
    grenzo = {**GRENZO, "counters": {"+1/+1": 1}}  # a 3/3
    state = board(
        {"id": "A", "battlefield": [grenzo], "library": LIBRARY},
        {"id": "B", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
    )
    state = play(state, {"type": "activate", "object": "grenzo", "ability": 1, "free": True}).state
    state = play(
        state, {"type": "cast", "object": "bolt", "targets": ["grenzo"], "free": True}
    ).state
    state = play(state, {"type": "resolve"}).state  # Grenzo dies
    assert state.object("grenzo").zone is Zone.GRAVEYARD
    result = play(state, {"type": "resolve"})
    assert result.state.object("bottom").zone is Zone.BATTLEFIELD  # power 2 <= last known 3
    assert cites(result.log, "608.2h")


def test_grz_3_no_priority_between_the_two_moves() -> None:
    state = board({"id": "A", "battlefield": [GRENZO], "library": LIBRARY}, {"id": "B"})
    state = play(state, {"type": "activate", "object": "grenzo", "ability": 1, "free": True}).state
    result = play(state, {"type": "resolve"})
    texts = [e.text for e in result.log]
    to_graveyard = next(i for i, t in enumerate(texts) if "to graveyard" in t)
    to_battlefield = next(i for i, t in enumerate(texts) if "to battlefield" in t)
    between = result.log[to_graveyard + 1 : to_battlefield]
    assert not [e for e in between if "priority" in e.text]


def test_mana_5_grenzo_cast_with_x_3_enters_with_three_counters() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "grenzo", "card": "Grenzo, Dungeon Warden"}]}, {"id": "B"}
    )
    state = play(state, {"type": "cast", "object": "grenzo", "x": 3, "free": True}).state
    result = play(state, {"type": "resolve"})
    grenzo = result.state.object("grenzo")
    c = chars(result.state, grenzo)
    assert grenzo.counter("+1/+1") == 3
    assert (c.power, c.toughness) == (5, 5)
    assert c.mana_value == 2
    assert cites(result.log, "107.3m")
