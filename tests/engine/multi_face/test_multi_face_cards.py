"""Multi-face cards placed with their printed characteristics (709 split, 710 flip, 712
double-faced, 715 adventurer): an object has only the characteristics and keywords of the face
that counts where it is, and that face's name; a judge can place either face of a double-faced
card and transform it; both halves of a split card can be cast; an adventurer card can be cast
as its Adventure, goes on an adventure (exile) and is cast later from exile as the creature."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.state import Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play


def _face(name: str, type_line: str, **fields: Any) -> dict[str, Any]:
    left, _, right = type_line.partition(" — ")
    return {"name": name, "types": left.split()[-1:], "subtypes": right.split(), **fields}


BAITHOOK: dict[str, Any] = {
    "types": ["Creature"],
    "subtypes": ["Human", "Peasant"],
    "power": 2,
    "toughness": 1,
    "mana_cost": "{1}{U}",
    "colors": ["U"],
    "keywords": ["Disturb"],
    "layout": "transform",
    "faces": [
        _face(
            "Baithook Angler",
            "Creature — Human Peasant",
            power=2,
            toughness=1,
            mana_cost="{1}{U}",
            colors=["U"],
            keywords=["Disturb"],
        ),
        _face(
            "Hook-Haunt Drifter",
            "Creature — Spirit",
            power=1,
            toughness=2,
            colors=["U"],
            keywords=["Flying"],
        ),
    ],
}
CARD = "Baithook Angler // Hook-Haunt Drifter"


def _angler(**extra: Any) -> dict[str, Any]:
    return {"id": "angler", "card": CARD, "characteristics": BAITHOOK, **extra}


def test_the_front_face_doesnt_get_the_back_faces_flying_712_8d() -> None:
    state = board({"id": "A", "battlefield": [_angler()]}, {"id": "B"})
    c = chars(state, state.object("angler"))
    assert (c.name, c.power, c.toughness) == ("Baithook Angler", 2, 1)
    assert not c.has("flying")
    assert "Baithook Angler" in engine.text_rendering(state)
    assert "Hook-Haunt" not in engine.text_rendering(state)


def test_either_face_can_be_placed_and_the_back_face_has_only_its_own_characteristics() -> None:
    state = board({"id": "A", "battlefield": [_angler(face=1)]}, {"id": "B"})
    c = chars(state, state.object("angler"))
    assert (c.name, c.power, c.toughness) == ("Hook-Haunt Drifter", 1, 2)
    assert c.has("flying") and not c.has("disturb")
    assert c.mana_cost == "{1}{U}"  # 712.8e: a transformed permanent's mana value is the front's
    assert engine.load(engine.dump(state)) == state
    assert engine.dump(state)["players"][0]["battlefield"][0]["face"] == 1


def test_a_judge_transforms_it_and_back_701_27a() -> None:
    state = board({"id": "A", "battlefield": [_angler(counters={"+1/+1": 1})]}, {"id": "B"})
    turned = play(state, {"type": "transform", "object": "angler"})
    c = chars(turned.state, turned.state.object("angler"))
    assert (c.name, c.power, c.toughness) == ("Hook-Haunt Drifter", 2, 3)  # the counter stays
    assert cites(turned.log, "701.27a")
    assert any("Baithook Angler transforms: Hook-Haunt Drifter" in e.text for e in turned.log)
    back = play(turned.state, {"type": "transform", "object": "angler"})
    assert chars(back.state, back.state.object("angler")).name == "Baithook Angler"


def test_only_double_faced_permanents_transform_701_27c() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}], "hand": [_angler()]},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "transform", "object": "bears"})
    assert refused.value.rule == "701.27c"
    with pytest.raises(IllegalAction) as in_hand:
        play(state, {"type": "transform", "object": "angler"})
    assert in_hand.value.rule == "701.27a"


def test_in_the_graveyard_it_has_its_front_face_only_712_8a() -> None:
    state = board({"id": "A", "battlefield": [_angler(face=1)]}, {"id": "B"})
    moved = play(state, {"type": "move_object", "object": "angler", "to": "graveyard"}).state
    gone = moved.object("angler")
    assert gone.face == 0 and chars(moved, gone).name == "Baithook Angler"


def test_a_face_that_doesnt_exist_is_refused() -> None:
    with pytest.raises(InvalidDocument) as refused:
        board({"id": "A", "battlefield": [_angler(face=2)]}, {"id": "B"})
    assert refused.value.path == "players[0].battlefield[0].face"


FIRE_ICE: dict[str, Any] = {
    "id": "fi",
    "card": "Fire // Ice",
    "characteristics": {
        "types": ["Instant"],
        "mana_cost": "{1}{R}",
        "colors": ["R"],
        "layout": "split",
        "faces": [
            {"name": "Fire", "types": ["Instant"], "mana_cost": "{1}{R}", "colors": ["R"]},
            {"name": "Ice", "types": ["Instant"], "mana_cost": "{1}{U}", "colors": ["U"]},
        ],
    },
}


def test_a_split_card_has_both_halves_combined_in_the_hand_709_4() -> None:
    state = board({"id": "A", "hand": [FIRE_ICE]}, {"id": "B"})
    c = chars(state, state.object("fi"))
    assert c.name == "Fire // Ice" and c.mana_cost == "{1}{R}{1}{U}" and set(c.colors) == {"R", "U"}


@pytest.mark.parametrize(("face", "name", "pool"), [(0, "Fire", {"R": 2}), (1, "Ice", {"U": 2})])
def test_either_half_of_a_split_card_is_cast_709_3(
    face: int, name: str, pool: dict[str, int]
) -> None:
    state = board({"id": "A", "hand": [FIRE_ICE], "mana_pool": pool}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "fi", "face": face})
    spell = cast.state.object("fi")
    assert chars(cast.state, spell).name == name  # 709.3b: only that half on the stack
    assert cast.state.player("A").mana_pool.to_json() == {}  # that half's cost was paid
    assert cites(cast.log, "709.3")
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("fi").zone is Zone.GRAVEYARD


GIANT: dict[str, Any] = {
    "id": "giant",
    "card": "Bonecrusher Giant // Stomp",
    "characteristics": {
        "types": ["Creature"],
        "subtypes": ["Giant"],
        "power": 4,
        "toughness": 3,
        "mana_cost": "{2}{R}",
        "colors": ["R"],
        "layout": "adventure",
        "faces": [
            _face(
                "Bonecrusher Giant", "Creature — Giant", power=4, toughness=3, mana_cost="{2}{R}"
            ),
            {
                "name": "Stomp",
                "types": ["Instant"],
                "subtypes": ["Adventure"],
                "mana_cost": "{1}{R}",
            },
        ],
    },
}


def test_an_adventurer_card_cast_as_its_adventure_then_from_exile_as_the_creature_715() -> None:
    state = board({"id": "A", "hand": [GIANT]}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "giant", "face": 1, "free": True})
    assert chars(cast.state, cast.state.object("giant")).name == "Stomp"  # 715.3b
    assert cites(cast.log, "715.3")
    resolved = play(cast.state, {"type": "resolve"})
    exiled = resolved.state.object("giant")
    assert exiled.zone is Zone.EXILE and cites(resolved.log, "715.3d")
    assert chars(resolved.state, exiled).name == "Bonecrusher Giant"  # 715.4
    assert engine.load(engine.dump(resolved.state)) == resolved.state
    with pytest.raises(IllegalAction):  # not as an Adventure again (715.3d)
        play(resolved.state, {"type": "cast", "object": "giant", "face": 1, "free": True})
    again = play(resolved.state, {"type": "cast", "object": "giant", "free": True})
    creature = play(again.state, {"type": "resolve"}).state
    assert creature.object("giant").zone is Zone.BATTLEFIELD
    assert not [e for e in creature.effects if e.kind == "on_an_adventure"]


def test_a_card_without_faces_is_cast_only_as_itself() -> None:
    state = board({"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]}, {"id": "B"})
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "bolt", "face": 1, "targets": ["B"], "free": True})


EMERIA: dict[str, Any] = {
    "id": "emeria",
    "card": "Emeria's Call // Emeria, Shattered Skyclave",
    "characteristics": {
        "types": ["Sorcery"],
        "mana_cost": "{4}{W}{W}{W}",
        "layout": "modal_dfc",
        "faces": [
            {"name": "Emeria's Call", "types": ["Sorcery"], "mana_cost": "{4}{W}{W}{W}"},
            {"name": "Emeria, Shattered Skyclave", "types": ["Land"]},
        ],
    },
}


def test_its_land_face_is_offered_as_a_land_play_712_11b() -> None:
    state = board({"id": "A", "hand": [EMERIA]}, {"id": "B"})
    plays = [o for o in engine.available_actions(state) if o.action["type"] == "play_land"]
    assert [(o.action, o.label, o.legal) for o in plays] == [
        (
            {"type": "play_land", "object": "emeria", "face": 1},
            "Play Emeria, Shattered Skyclave",
            True,
        )
    ]
    land = play(state, plays[0].action).state.object("emeria")
    assert land.zone is Zone.BATTLEFIELD and land.face == 1


def test_a_modal_double_faced_card_is_played_as_its_land_face_712_8f() -> None:
    state = board({"id": "A", "hand": [EMERIA]}, {"id": "B"})
    with pytest.raises(IllegalAction):
        play(state, {"type": "play_land", "object": "emeria"})  # the front is a sorcery
    played = play(state, {"type": "play_land", "object": "emeria", "face": 1}).state
    land = played.object("emeria")
    assert land.zone is Zone.BATTLEFIELD and land.face == 1
    assert chars(played, land).name == "Emeria, Shattered Skyclave"
