"""Continuous effects in layers (613) and the per-permanent breakdown."""

from __future__ import annotations

from engine.core.state import Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play


def effect(eid: str, kind: str, ts: int, **params: object) -> dict[str, object]:
    return {
        "id": eid,
        "kind": kind,
        "controller": "A",
        "params": params,
        "duration": "end_of_turn",
        "timestamp": ts,
    }


def test_setting_then_modifying_then_counters_then_switching() -> None:
    """7b sets 0/1, 7c adds +3/+3 and a +1/+1 counter, 7d switches: 5/4."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 1}, "timestamp": 1}
            ],
        },
        {"id": "B"},
        effects=[
            effect("switch", "switch_power_toughness", 2, objects=["bears"]),
            effect("pump", "modify_power_toughness", 3, objects=["bears"], power=3, toughness=3),
            effect("set", "set_power_toughness", 4, objects=["bears"], power=0, toughness=1),
        ],
    )
    c = chars(state, state.object("bears"))
    assert (c.power, c.toughness) == (5, 4)
    layers = [layer for layer, _ in c.breakdown]
    assert layers == ["printed", "613.4b", "613.4c", "613.4c", "613.4d"]


def test_gained_keyword_is_applied_by_the_engine() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {"id": "B"},
        effects=[effect("ll", "gain_keywords", 1, objects=["bears"], keywords=["Lifelink"])],
    )
    result = play(state, {"type": "deal_damage", "source": "bears", "target": "B", "amount": 2})
    assert result.state.player("A").life == 22


def test_until_end_of_turn_pump_from_giant_growth_is_in_the_breakdown() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "hand": [{"id": "gg", "card": "Giant Growth"}],
        },
        {"id": "B"},
    )
    state = play(state, {"type": "cast", "object": "gg", "targets": ["bears"], "free": True}).state
    state = play(state, {"type": "resolve"}).state
    c = chars(state, state.object("bears"))
    assert (c.power, c.toughness) == (5, 5)
    assert any("+3/+3" in text for _, text in c.breakdown)
    assert state.object("gg").zone is Zone.GRAVEYARD


def test_characteristic_defining_ability_applies_first_then_pumps_and_counters() -> None:
    """613.4a before 7c: Nightmare with three Swamps is 3/3; +3/+3 and a +1/+1 counter make 7/7."""
    swamps = [{"id": f"s{i}", "card": "Swamp"} for i in range(3)]
    state = board(
        {
            "id": "A",
            "battlefield": [*swamps, {"id": "nm", "card": "Nightmare", "counters": {"+1/+1": 1}}],
        },
        {"id": "B", "battlefield": [{"id": "bswamp", "card": "Swamp"}]},
        effects=[effect("pump", "modify_power_toughness", 5, objects=["nm"], power=3, toughness=3)],
    )
    c = chars(state, state.object("nm"))
    assert (c.power, c.toughness) == (7, 7)
    assert [layer for layer, _ in c.breakdown] == ["613.4a", "613.4c", "613.4c"]


def test_a_zero_count_creature_dies_and_works_in_every_zone() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "maro", "card": "Maro"}],
            "hand": [{"id": "x", "card": "Shock"}],
        },
        {"id": "B"},
    )
    assert chars(state, state.object("maro")).power == 1
    result = play(state, {"type": "move_object", "object": "x", "to": "graveyard"})
    assert result.state.object("maro").zone is Zone.GRAVEYARD  # 0/0: 704.5f
    assert (
        chars(result.state, result.state.object("maro")).power == 0
    )  # the ability works in the graveyard too (604.3)
