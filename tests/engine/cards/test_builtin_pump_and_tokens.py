"""Built-in pump, keyword grants (613.1f, 611.2c), anthems, tokens (111), the legend rule
(704.5j), ETB triggers and flash (702.8)."""

from __future__ import annotations

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play


def cast(state: GameState, card: str, *targets: str, mode: int = -1) -> GameState:
    state = play(
        state,
        {"type": "cast", "object": card, "targets": list(targets), "free": True, "mode": mode},
    ).state
    return play(state, {"type": "resolve"}).state


def test_mighty_leap_gives_plus_two_and_flying_until_end_of_turn() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "leap", "card": "Mighty Leap"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    state = cast(state, "leap", "bears")
    c = chars(state, state.object("bears"))
    assert (c.power, c.toughness, c.has("flying")) == (4, 4, True)
    assert all(
        e.duration.value == "end_of_turn"
        for e in state.effects
        if e.kind in ("gain_keywords", "modify_power_toughness")
    )


def test_overrun_locks_in_the_creatures_it_affects() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "overrun", "card": "Overrun"},
                {"id": "bears2", "card": "Grizzly Bears"},
            ],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    state = cast(state, "overrun")
    state = cast(state, "bears2")  # arrives afterwards: unaffected (611.2c)
    first, second = chars(state, state.object("bears")), chars(state, state.object("bears2"))
    assert (first.power, first.has("trample")) == (5, True)
    assert (second.power, second.has("trample")) == (2, False)


def test_glorious_anthem_applies_continuously_to_your_creatures() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bears2", "card": "Grizzly Bears"}],
            "battlefield": [
                {"id": "anthem", "card": "Glorious Anthem"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
    )
    state = cast(state, "bears2")
    assert chars(state, state.object("bears2")).power == 3  # a filter, not a locked-in set
    assert chars(state, state.object("wurm")).power == 6


def test_boros_charm_indestructible_mode_survives_a_wrath() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "hand": [{"id": "charm", "card": "Boros Charm"}, {"id": "wrath", "card": "Damnation"}],
        },
        {"id": "B", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
    )
    state = cast(state, "charm", mode=1)
    state = cast(state, "wrath")
    assert state.object("bears").zone is Zone.BATTLEFIELD
    assert state.object("wurm").zone is Zone.GRAVEYARD


def test_raise_the_alarm_makes_two_soldiers_at_instant_speed() -> None:
    state = board(
        {"id": "B"}, {"id": "A", "hand": [{"id": "alarm", "card": "Raise the Alarm"}]}
    )  # B's turn
    state = cast(state, "alarm")
    soldiers = [o for o in state.battlefield if o.card == "Soldier Token"]
    assert len(soldiers) == 2 and all(o.token and o.controller == "A" for o in soldiers)
    assert (chars(state, soldiers[0]).power, chars(state, soldiers[0]).colors) == (1, ("W",))


def test_dictate_of_the_twin_gods_has_flash_but_a_sorcery_doesnt() -> None:
    state = board(
        {"id": "B"},
        {
            "id": "A",
            "hand": [
                {"id": "dictate", "card": "Dictate of the Twin Gods"},
                {"id": "fodder", "card": "Dragon Fodder"},
            ],
        },
    )
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "fodder", "free": True})
    assert err.value.rule == "307.1"
    assert cast(state, "dictate").object("dictate").zone is Zone.BATTLEFIELD


def test_two_isamarus_the_legend_rule_asks_which_one_stays() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "isamaru2", "card": "Isamaru, Hound of Konda"}],
            "battlefield": [{"id": "isamaru", "card": "Isamaru, Hound of Konda"}],
        },
        {"id": "B"},
    )
    state = play(state, {"type": "cast", "object": "isamaru2", "free": True}).state
    asked = pending(state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.kind is DecisionKind.LEGEND_RULE
    result = play(state, {"type": "resolve"}, ["isamaru2"])
    assert result.state.object("isamaru").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5j")


def test_grave_titan_makes_zombies_when_it_enters() -> None:
    state = board({"id": "A", "hand": [{"id": "titan", "card": "Grave Titan"}]}, {"id": "B"})
    state = cast(state, "titan")
    state = play(state, {"type": "resolve"}).state  # the enters trigger
    assert len([o for o in state.battlefield if o.card == "Zombie Token"]) == 2


def test_elves_of_deep_shadow_add_black_and_deal_one_damage_to_you() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "elves", "card": "Elves of Deep Shadow"}]}, {"id": "B"}
    )
    state = play(state, {"type": "activate", "object": "elves", "ability": 0}).state
    assert dict(state.player("A").mana_pool) == {"B": 1}
    assert state.player("A").life == 19
