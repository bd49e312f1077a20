"""Tokens created as a copy of a permanent (111.1, 707.2): the token has the original's
copiable values, those a copy effect on it gives included (707.3), a face-down original's are a
nameless 2/2 (707.2, 708.10), and an original that has left the battlefield is copied as it last
existed there (608.2h). Real cards compiled from their Oracle text: Cackling Counterpart
({1}{U}{U} instant, "Create a token that's a copy of target creature you control.",
"Flashback {5}{U}{U}"), Followed Footsteps ({3}{U}{U} Aura, "Enchant creature", "At the
beginning of your upkeep, create a token that's a copy of enchanted creature.") and Polyraptor ({6}{G}{G} 5/5 Dinosaur, "Enrage — Whenever ~ is dealt
damage, create a token that's a copy of ~.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Cackling Counterpart": {
        "name": "Cackling Counterpart",
        "layout": "normal",
        "type_line": "Instant",
        "mana_cost": "{1}{U}{U}",
        "oracle_text": "Create a token that's a copy of target creature you control.\nFlashback "
        "{5}{U}{U} (You may cast this card from your graveyard for its flashback cost. Then "
        "exile it.)",
        "colors": ["U"],
    },
    "Polyraptor": {
        "name": "Polyraptor",
        "layout": "normal",
        "type_line": "Creature — Dinosaur",
        "mana_cost": "{6}{G}{G}",
        "oracle_text": "Enrage — Whenever Polyraptor is dealt damage, create a token that's a "
        "copy of Polyraptor.",
        "power": "5",
        "toughness": "5",
        "colors": ["G"],
    },
}
RECORDS["Followed Footsteps"] = {
    "name": "Followed Footsteps",
    "layout": "normal",
    "type_line": "Enchantment — Aura",
    "mana_cost": "{3}{U}{U}",
    "oracle_text": "Enchant creature\nAt the beginning of your upkeep, create a token that's a "
    "copy of enchanted creature.",
    "colors": ["U"],
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def alice(
    battlefield: list[dict[str, Any]],
    hand: list[dict[str, Any]] | None = None,
    theirs: list[dict[str, Any]] | None = None,
) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": battlefield,
            "hand": hand if hand is not None else [{"id": "cc", "card": "Cackling Counterpart"}],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(3)],
        },
        {"id": "B", "battlefield": theirs or [{"id": "angel", "card": "Serra Angel"}]},
    )


def tokens(state: GameState, player: str = "A") -> list[tuple[str, int | None, int | None]]:
    return [
        (chars(state, o).name, chars(state, o).power, chars(state, o).toughness)
        for o in state.zone(Zone.BATTLEFIELD, player)
        if o.token
    ]


def counterpart(state: GameState, target: str, *choices: str) -> tuple[GameState, list[Any]]:
    cast = play(state, {"type": "cast", "object": "cc", "targets": [target], "free": True})
    resolved = play(cast.state, RESOLVE, list(choices))
    return resolved.state, list(resolved.log)


def test_cackling_counterpart_makes_a_token_copy_of_grizzly_bears() -> None:
    state, log = counterpart(alice([{"id": "bears", "card": "Grizzly Bears"}]), "bears")
    assert tokens(state) == [("Grizzly Bears", 2, 2)]
    token = next(o for o in state.zone(Zone.BATTLEFIELD, "A") if o.token)
    assert chars(state, token).colors == ("G",)
    assert chars(state, token).mana_cost == "{1}{G}"  # 707.2: the mana cost is copied
    assert state.object("bears").zone is Zone.BATTLEFIELD
    assert cites(log, "707.2") and cites(log, "111.1")


def test_cackling_counterpart_targets_only_a_creature_you_control() -> None:
    with pytest.raises(IllegalAction):
        counterpart(alice([{"id": "bears", "card": "Grizzly Bears"}]), "angel")


def test_a_token_copy_of_a_clone_copies_what_the_clone_copied_707_3() -> None:
    state = alice(
        [],
        hand=[{"id": "clone", "card": "Clone"}, {"id": "cc", "card": "Cackling Counterpart"}],
    )
    state = play(state, {"type": "cast", "object": "clone", "free": True}).state
    state = play(state, RESOLVE, ["angel"]).state
    state, _ = counterpart(state, "clone")
    assert tokens(state) == [("Serra Angel", 4, 4)]
    token = next(o for o in state.zone(Zone.BATTLEFIELD, "A") if o.token)
    assert chars(state, token).has("flying") and chars(state, token).has("vigilance")


def test_a_token_copy_of_a_face_down_creature_is_a_nameless_2_2_708_10() -> None:
    state, log = counterpart(
        alice([{"id": "morph", "card": "Serra Angel", "face_down": True}]), "morph"
    )
    token = next(o for o in state.zone(Zone.BATTLEFIELD, "A") if o.token)
    c = chars(state, token)
    assert (c.name, c.power, c.toughness, c.abilities) == ("", 2, 2, ())
    assert not token.face_down  # 707.2 example: the copy is face up
    assert cites(log, "708.10")


def test_polyraptor_dealt_damage_makes_a_token_copy_of_itself() -> None:
    state = alice(
        [{"id": "raptor", "card": "Polyraptor"}],
        hand=[{"id": "shock", "card": "Shock"}],
    )
    state = play(
        state, {"type": "cast", "object": "shock", "targets": ["raptor"], "free": True}
    ).state
    state = play(state, RESOLVE).state  # Shock: 2 damage, enrage triggers
    assert state.zone(Zone.STACK)
    resolved = play(state, RESOLVE)
    assert tokens(resolved.state) == [("Polyraptor", 5, 5)]
    assert cites(resolved.log, "707.2")


def test_polyraptor_killed_by_the_damage_is_copied_as_it_last_existed_608_2h() -> None:
    state = alice(
        [{"id": "raptor", "card": "Polyraptor", "damage": 3}],
        hand=[{"id": "shock", "card": "Shock"}],
    )
    state = play(
        state, {"type": "cast", "object": "shock", "targets": ["raptor"], "free": True}
    ).state
    state = play(state, RESOLVE).state
    assert state.object("raptor").zone is Zone.GRAVEYARD  # 704.5g: lethal damage
    state = play(state, RESOLVE).state
    assert tokens(state) == [("Polyraptor", 5, 5)]
    token = next(o for o in state.zone(Zone.BATTLEFIELD, "A") if o.token)
    assert token.damage == 0  # damage isn't copied (707.2)


def test_a_clone_copying_polyraptor_dealt_damage_makes_a_polyraptor_token_707_3() -> None:
    """The Clone's copiable values are Polyraptor's, so its token copy is a Polyraptor."""
    state = alice(
        [{"id": "raptor", "card": "Polyraptor"}],
        hand=[{"id": "clone", "card": "Clone"}, {"id": "shock", "card": "Shock"}],
    )
    state = play(state, {"type": "cast", "object": "clone", "free": True}).state
    state = play(state, RESOLVE, ["raptor"]).state
    state = play(
        state, {"type": "cast", "object": "shock", "targets": ["clone"], "free": True}
    ).state
    state = play(state, RESOLVE).state
    state = play(state, RESOLVE).state
    assert tokens(state) == [("Polyraptor", 5, 5)]
    assert state.object("clone").damage == 2


def test_followed_footsteps_copies_the_enchanted_opponents_creature_each_upkeep() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "steps", "card": "Followed Footsteps", "attached_to": "angel"}],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(3)],
        },
        {"id": "B", "battlefield": [{"id": "angel", "card": "Serra Angel"}]},
        turn={"number": 2, "active_player": "A", "step": "untap"},
    )
    state = play(state, {"type": "advance"}).state
    assert state.zone(Zone.STACK), "the upkeep trigger is on the stack (503.1a)"
    resolved = play(state, RESOLVE)
    assert tokens(resolved.state) == [("Serra Angel", 4, 4)]
    assert tokens(resolved.state, "B") == []
    assert cites(resolved.log, "707.2")
