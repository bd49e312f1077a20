"""Target words of enters and dies triggers (115.1): "target artifact, enchantment, or land"
(Acidic Slime), "target artifact or creature you control" (Corridor Monitor), "target
nonartifact, nonblack creature" (Bone Shredder), "another target creature you control" (Jeskai
Barricade) and "another target artifact card from your graveyard" (Workshop Assistant), all
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

ACIDIC_SLIME = {
    "name": "Acidic Slime",
    "type_line": "Creature — Ooze",
    "mana_cost": "{3}{G}{G}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Deathtouch"],
    "oracle_text": "Deathtouch (Any amount of damage this deals to a creature is enough to "
    "destroy it.)\nWhen Acidic Slime enters the battlefield, destroy target artifact, "
    "enchantment, or land.",
}
CORRIDOR_MONITOR = {
    "name": "Corridor Monitor",
    "type_line": "Artifact Creature — Construct",
    "mana_cost": "{1}{U}",
    "power": "1",
    "toughness": "4",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Corridor Monitor enters the battlefield, untap target artifact or "
    "creature you control.",
}
BONE_SHREDDER = {
    "name": "Bone Shredder",
    "type_line": "Creature — Phyrexian Minion",
    "mana_cost": "{2}{B}",
    "colors": ["B"],
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Echo", "Flying"],
    "oracle_text": "Flying\nEcho {2}{B} (At the beginning of your upkeep, if this came under "
    "your control since the beginning of your last upkeep, sacrifice it unless you pay its echo "
    "cost.)\nWhen Bone Shredder enters the battlefield, destroy target nonartifact, nonblack "
    "creature.",
}
JESKAI_BARRICADE = {
    "name": "Jeskai Barricade",
    "type_line": "Creature — Wall",
    "mana_cost": "{1}{W}",
    "power": "0",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Defender", "Flash"],
    "oracle_text": "Flash (You may cast this spell any time you could cast an instant.)\n"
    "Defender\nWhen Jeskai Barricade enters the battlefield, you may return another target "
    "creature you control to its owner's hand.",
}
WORKSHOP_ASSISTANT = {
    "name": "Workshop Assistant",
    "type_line": "Artifact Creature — Construct",
    "mana_cost": "{3}",
    "power": "1",
    "toughness": "2",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Workshop Assistant dies, return another target artifact card from your "
    "graveyard to your hand.",
}
CARDS = {
    c["name"]: c
    for c in (ACIDIC_SLIME, CORRIDOR_MONITOR, BONE_SHREDDER, JESKAI_BARRICADE, WORKSHOP_ASSISTANT)
}
RESOLVE = {"type": "resolve"}
BLACK_KNIGHT = {"types": ["Creature"], "colors": ["B"], "power": 2, "toughness": 2}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(CARDS)


def cast(card: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "free": True}


@pytest.mark.parametrize("record", list(CARDS.values()), ids=list(CARDS))
def test_the_cards_compile_as_automated(record: Any) -> None:
    assert compile_record(record).label == AUTOMATED


def test_acidic_slime_may_target_an_artifact_an_enchantment_or_a_land_not_a_creature() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "slime", "card": "Acidic Slime"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "forest", "card": "Forest"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "aura", "card": "Curse", "characteristics": {"types": ["Enchantment"]}},
            ],
        },
    )
    cast_it = play(state, cast("slime")).state
    asked = pending(cast_it, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.TARGET
    assert {o.id for o in asked.options} == {"forest", "aura"}
    done = play(play(cast_it, RESOLVE, ["forest"]).state, RESOLVE)
    assert done.state.object("forest").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.8a")


def test_corridor_monitor_untaps_your_artifact_not_an_opponents() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "monitor", "card": "Corridor Monitor"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears", "tapped": True}],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Hill Giant", "tapped": True}]},
    )
    cast_it = play(state, cast("monitor")).state
    asked = pending(cast_it, RESOLVE).pending
    assert asked is not None and {o.id for o in asked.options} == {"monitor", "bears"}
    done = play(play(cast_it, RESOLVE, ["bears"]).state, RESOLVE)
    assert not done.state.object("bears").tapped
    assert done.state.object("theirs").tapped


def test_bone_shredder_can_target_neither_a_black_nor_an_artifact_creature() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "shredder", "card": "Bone Shredder"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "knight", "card": "Black Knight", "characteristics": BLACK_KNIGHT},
                {
                    "id": "golem",
                    "card": "Bronze Golem",
                    "characteristics": {
                        "types": ["Artifact", "Creature"],
                        "power": 3,
                        "toughness": 3,
                    },
                },
            ],
        },
    )
    cast_it = play(state, cast("shredder")).state
    # The Bears are the only legal target (Bone Shredder is black, the Knight black, the Golem
    # an artifact): chosen for its controller (603.3d).
    entered = play(cast_it, RESOLVE)
    assert cites(entered.log, "603.3d")
    done = play(entered.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.object("knight").zone is Zone.BATTLEFIELD
    assert done.state.object("golem").zone is Zone.BATTLEFIELD


def test_jeskai_barricade_may_return_another_creature_you_control() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "barricade", "card": "Jeskai Barricade"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Hill Giant"}]},
    )
    entered = play(play(state, cast("barricade")).state, RESOLVE)  # the Bears: the only target
    assert cites(entered.log, "603.3d")
    asked = pending(entered.state, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY
    declined = play(entered.state, RESOLVE, ["no"])
    assert declined.state.object("bears").zone is Zone.BATTLEFIELD
    returned = play(entered.state, RESOLVE, ["yes"])
    assert returned.state.object("bears").zone is Zone.HAND
    assert returned.state.object("barricade").zone is Zone.BATTLEFIELD


def test_workshop_assistant_returns_another_artifact_card_not_itself() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "assistant", "card": "Workshop Assistant"}],
            "graveyard": [
                {"id": "stone", "card": "Mind Stone", "characteristics": {"types": ["Artifact"]}}
            ],
        },
        {"id": "B"},
    )
    died = play(state, {"type": "move_object", "object": "assistant", "to": "graveyard"})
    assert cites(died.log, "603.3d")  # the Mind Stone: the only legal target
    done = play(died.state, RESOLVE)
    assert done.state.object("stone").zone is Zone.HAND
    assert done.state.object("assistant").zone is Zone.GRAVEYARD
