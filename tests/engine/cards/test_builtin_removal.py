"""Built-in removal: target words (115.1), destroy (701.8), exile with last known information
(608.2h), search and shuffle (701.23, 701.24), sweepers and "can't be regenerated" (701.19c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play


def cast(
    state: GameState, card: str, *targets: str, choices: tuple[str, ...] = (), **extra: Any
) -> GameState:
    """Cast `card` (free) at the targets and let it resolve."""
    state = play(
        state, {"type": "cast", "object": card, "targets": list(targets), "free": True, **extra}
    ).state
    return play(state, {"type": "resolve"}, choices).state


def two_players(a_hand: list[str], b_battlefield: list[dict[str, Any]], **a: Any) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": c.lower().replace(" ", "_").replace("'", ""), "card": c} for c in a_hand
            ],
            **a,
        },
        {"id": "B", "battlefield": b_battlefield},
    )


def test_murder_destroys_a_creature_but_cant_target_a_player() -> None:
    state = two_players(["Murder"], [{"id": "bears", "card": "Grizzly Bears"}])
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "murder", "targets": ["B"], "free": True})
    assert err.value.rule == "115.1"
    assert cast(state, "murder", "bears").object("bears").zone is Zone.GRAVEYARD


def test_doom_blade_refuses_a_black_creature() -> None:
    state = two_players(
        ["Doom Blade"],
        [{"id": "rats", "card": "Typhoid Rats"}, {"id": "bears", "card": "Grizzly Bears"}],
    )
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "doom_blade", "targets": ["rats"], "free": True})
    assert err.value.rule == "115.1"
    assert "nonblack creature" in str(err.value)
    assert cast(state, "doom_blade", "bears").object("bears").zone is Zone.GRAVEYARD


def test_go_for_the_throat_refuses_an_artifact_creature_and_cast_down_a_legend() -> None:
    state = two_players(
        ["Go for the Throat", "Cast Down"],
        [
            {"id": "memnite", "card": "Memnite"},
            {"id": "isamaru", "card": "Isamaru, Hound of Konda"},
        ],
    )
    for card, target in (("go_for_the_throat", "memnite"), ("cast_down", "isamaru")):
        with pytest.raises(IllegalAction) as err:
            play(state, {"type": "cast", "object": card, "targets": [target], "free": True})
        assert err.value.rule == "115.1"


def test_swords_to_plowshares_gives_life_equal_to_the_last_known_power() -> None:
    state = two_players(
        ["Swords to Plowshares", "Giant Growth"], [{"id": "bears", "card": "Grizzly Bears"}]
    )
    state = play(
        state,
        {"type": "cast", "object": "swords_to_plowshares", "targets": ["bears"], "free": True},
    ).state
    state = cast(state, "giant_growth", "bears")  # a 5/5 in response
    result = play(state, {"type": "resolve"})
    assert result.state.object("bears").zone is Zone.EXILE
    assert result.state.player("B").life == 25  # its controller, not the caster
    assert result.state.player("A").life == 20
    assert cites(result.log, "608.2h")


def test_path_to_exile_lets_the_controller_fetch_a_basic_land_tapped_and_shuffle() -> None:
    library = [{"id": f"c{i}", "card": "Grizzly Bears"} for i in range(6)] + [
        {"id": "forest", "card": "Forest"},
        {"id": "forest2", "card": "Forest"},
    ]
    state = board(
        {"id": "A", "hand": [{"id": "path", "card": "Path to Exile"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}], "library": library},
    )
    state = play(
        state, {"type": "cast", "object": "path", "targets": ["bears"], "free": True}
    ).state
    asked = pending(state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.decider == "B"
    assert asked.pending.option_ids() == ("decline", "nothing", "forest")  # two Forests: one choice
    found = play(state, {"type": "resolve"}, ["forest"])
    land = found.state.object("forest")
    assert (land.zone, land.controller, land.tapped) == (Zone.BATTLEFIELD, "B", True)
    assert cites(found.log, "701.23a") and cites(found.log, "701.24a")
    declined = play(state, {"type": "resolve"}, ["decline"])
    assert declined.state.object("bears").zone is Zone.EXILE
    assert not cites(declined.log, "701.24a")  # no search, no shuffle
    assert [o.id for o in declined.state.zone(Zone.LIBRARY, "B")] == [o["id"] for o in library]


def test_wrath_of_god_destroys_every_creature_except_the_indestructible() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "wrath", "card": "Wrath of God"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "zetalpa", "card": "Zetalpa, Primal Dawn"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "wurm", "card": "Craw Wurm"},
                {"id": "forest", "card": "Forest"},
            ],
        },
    )
    result = play(
        play(state, {"type": "cast", "object": "wrath", "free": True}).state, {"type": "resolve"}
    )
    zones = {o: result.state.object(o).zone for o in ("bears", "zetalpa", "wurm", "forest")}
    assert zones == {
        "bears": Zone.GRAVEYARD,
        "zetalpa": Zone.BATTLEFIELD,
        "wurm": Zone.GRAVEYARD,
        "forest": Zone.BATTLEFIELD,
    }
    assert cites(result.log, "702.12b")
    # "They can't be regenerated" is recorded for this turn before the destruction (701.19c).
    record = next(e for e in result.state.effects if e.kind == "cant_be_regenerated")
    assert set(record.params["objects"]) == {"bears", "zetalpa", "wurm"}
    assert record.duration.value == "end_of_turn"


def test_vendetta_costs_life_equal_to_the_toughness() -> None:
    state = two_players(["Vendetta"], [{"id": "mastodon", "card": "Siege Mastodon"}])
    state = cast(state, "vendetta", "mastodon")
    assert state.object("mastodon").zone is Zone.GRAVEYARD
    assert state.player("A").life == 15


def test_unsummon_returns_the_creature_to_its_owners_hand() -> None:
    state = two_players(["Unsummon"], [{"id": "bears", "card": "Grizzly Bears", "owner": "A"}])
    state = cast(state, "unsummon", "bears")
    assert state.object("bears").zone is Zone.HAND
    assert state.object("bears").owner == "A"


def test_beast_within_gives_its_controller_a_beast() -> None:
    state = two_players(["Beast Within"], [{"id": "forest", "card": "Forest"}])
    state = cast(state, "beast_within", "forest")
    beasts = [o for o in state.battlefield if o.card == "Beast Token"]
    assert len(beasts) == 1 and beasts[0].controller == "B" and beasts[0].token
    assert (chars(state, beasts[0]).power, chars(state, beasts[0]).toughness) == (3, 3)


def test_condemn_needs_an_attacking_creature_and_tucks_it() -> None:
    doc = {
        "turn": {"number": 2, "active_player": "B", "step": "declare_attackers"},
        "combat": {"attackers": {"mastodon": "A"}},
    }
    state = board(
        {"id": "A", "hand": [{"id": "condemn", "card": "Condemn"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "mastodon", "card": "Siege Mastodon"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": "top", "card": "Forest"}],
        },
        **doc,
    )
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "condemn", "targets": ["bears"], "free": True})
    assert err.value.rule == "115.1"
    state = cast(state, "condemn", "mastodon")
    assert [o.id for o in state.zone(Zone.LIBRARY, "B")] == ["top", "mastodon"]
    assert state.player("B").life == 25


def test_dead_weight_kills_a_two_two() -> None:
    state = two_players(["Dead Weight"], [{"id": "bears", "card": "Grizzly Bears"}])
    state = cast(state, "dead_weight", "bears")
    assert state.object("bears").zone is Zone.GRAVEYARD
    assert state.object("dead_weight").zone is Zone.GRAVEYARD  # 704.5m once the creature is gone
