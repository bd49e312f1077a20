"""Commons Forge puzzles use (engine/cards/definitions/enters_and_graveyard.py): one scenario each,
board, action, choices and the expected result."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.cards.registry import REGISTRY
from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Params, Zone
from engine.game.automation import is_automated
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

RESOLVE = {"type": "resolve"}
NAMES = (
    "Thraben Inspector",
    "Kor Skyfisher",
    "Aven Riftwatcher",
    "Prophetic Prism",
    "Galvanic Blast",
    "Bleak Coven Vampires",
    "Aerial Responder",
    "Defenestrate",
    "Goblin War Paint",
    "Fanatical Firebrand",
    "Auramancer",
)
ARTIFACTS = [{"id": f"art{i}", "card": "Memnite"} for i in range(3)]


def alice(hand: str, battlefield: list[dict[str, Any]] | None = None, **extra: Any) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "card", "card": hand}],
            "battlefield": battlefield or [],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
            **extra,
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def cast(state: GameState, targets: list[str] | None = None) -> GameState:
    action: dict[str, Any] = {"type": "cast", "object": "card", "free": True}
    if targets is not None:
        action["targets"] = targets
    return play(state, action).state


@pytest.mark.parametrize("name", NAMES)
def test_each_card_is_automated(name: str) -> None:
    definition = REGISTRY.get(name)
    assert definition is not None and is_automated(definition)


def test_thraben_inspector_investigates_and_the_clue_draws() -> None:
    entered = play(cast(alice("Thraben Inspector")), RESOLVE).state
    done = play(entered, RESOLVE)
    assert cites(done.log, "701.16a") and cites(done.log, "111.1")
    (clue,) = [o for o in done.state.battlefield if o.token]
    found = chars(done.state, clue)
    assert (found.name, found.types, found.subtypes, found.colors) == (
        "Clue Token",  # 111.4
        ("Artifact",),
        ("Clue",),
        (),
    )
    with pytest.raises(IllegalAction):  # {2} can't be paid from an empty pool
        play(done.state, {"type": "activate", "object": clue.id, "ability": 0})
    player = done.state.player("A")
    paid = done.state.with_player(replace(player, mana_pool=Params({"C": 2})))
    drew = play(paid, {"type": "activate", "object": clue.id, "ability": 0}).state
    assert done.state.find_object(clue.id) is not None
    assert drew.find_object(clue.id) is None or drew.object(clue.id).zone is not Zone.BATTLEFIELD
    resolved = play(drew, RESOLVE).state
    assert [o.id for o in resolved.zone(Zone.HAND, "A")] == ["top"]


def test_kor_skyfisher_returns_a_chosen_permanent_without_targeting() -> None:
    state = cast(alice("Kor Skyfisher", [{"id": "plains", "card": "Plains"}]))
    entered = play(state, RESOLVE).state  # it enters; its ability goes on the stack
    asked = pending(entered, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.TARGET and asked.rule == "608.2d"
    assert set(asked.option_ids()) == {"plains", "card"}  # only Alice's permanents
    done = play(entered, RESOLVE, ["plains"])
    assert [o.card for o in done.state.zone(Zone.HAND, "A")] == ["Plains"]
    assert done.state.object("card").zone is Zone.BATTLEFIELD
    assert cites(done.log, "400.7")


def test_kor_skyfisher_alone_returns_itself() -> None:
    entered = play(cast(alice("Kor Skyfisher")), RESOLVE).state
    done = play(entered, RESOLVE)
    assert [o.card for o in done.state.zone(Zone.HAND, "A")] == ["Kor Skyfisher"]
    assert chars(entered, entered.object("card")).has("flying")


def test_prophetic_prism_draws_and_filters_mana() -> None:
    entered = play(cast(alice("Prophetic Prism")), RESOLVE).state
    drew = play(entered, RESOLVE).state
    assert [o.id for o in drew.zone(Zone.HAND, "A")] == ["top"]
    with pytest.raises(IllegalAction):  # {1} can't be paid from an empty pool
        play(drew, {"type": "activate", "object": "card", "ability": 1}, ["G"])
    filled = board(
        {
            "id": "A",
            "battlefield": [{"id": "prism", "card": "Prophetic Prism"}],
            "mana_pool": {"C": 1},
        },
        {"id": "B"},
    )
    made = play(filled, {"type": "activate", "object": "prism", "ability": 1}, ["G"]).state
    assert dict(made.player("A").mana_pool) == {"G": 1}
    assert made.object("prism").tapped


@pytest.mark.parametrize(("artifacts", "life"), [(2, 18), (3, 16)])
def test_galvanic_blast_deals_4_with_metalcraft(artifacts: int, life: int) -> None:
    state = cast(alice("Galvanic Blast", ARTIFACTS[:artifacts]), ["B"])
    done = play(state, RESOLVE)
    assert done.state.player("B").life == life
    assert done.state.object("card").zone is Zone.GRAVEYARD


@pytest.mark.parametrize("artifacts", [2, 3])
def test_bleak_coven_vampires_drains_only_with_metalcraft(artifacts: int) -> None:
    state = cast(alice("Bleak Coven Vampires", ARTIFACTS[:artifacts]))
    entered = play(state, RESOLVE, ["B"] if artifacts == 3 else [])  # the target (603.3d)
    if artifacts < 3:
        assert cites(entered.log, "603.4")  # the intervening "if" is false: no trigger
        assert entered.state.zone(Zone.STACK) == ()
        return
    done = play(entered.state, RESOLVE)
    assert (done.state.player("A").life, done.state.player("B").life) == (24, 16)


def test_bleak_coven_vampires_checks_metalcraft_again_on_resolution() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "card", "card": "Bleak Coven Vampires"},
                {"id": "shatter", "card": "Shatter"},
            ],
            "battlefield": ARTIFACTS,
        },
        {"id": "B"},
    )
    entered = play(cast(state), RESOLVE, ["B"]).state
    # An artifact is destroyed while the ability waits: 603.4, it does nothing on resolution.
    shattered = play(
        entered, {"type": "cast", "object": "shatter", "free": True, "targets": ["art0"]}
    ).state
    done = play(play(shattered, RESOLVE).state, RESOLVE)
    assert (done.state.player("A").life, done.state.player("B").life) == (20, 20)


def test_aerial_responder_keywords() -> None:
    entered = play(cast(alice("Aerial Responder")), RESOLVE).state
    found = chars(entered, entered.object("card"))
    assert all(found.has(k) for k in ("flying", "vigilance", "lifelink"))
    assert (found.power, found.toughness) == (2, 3)


def test_defenestrate_destroys_only_a_creature_without_flying() -> None:
    state = alice("Defenestrate", [{"id": "angel", "card": "Serra Angel"}])
    with pytest.raises(IllegalAction) as refused:
        cast(state, ["angel"])
    assert refused.value.rule == "115.1"
    done = play(cast(state, ["bears"]), RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD


def test_goblin_war_paint_gives_plus_two_and_haste() -> None:
    state = cast(alice("Goblin War Paint"), ["bears"])
    done = play(state, RESOLVE).state
    bears = chars(done, done.object("bears"))
    assert (bears.power, bears.toughness) == (4, 4) and bears.has("haste")
    assert done.object("card").attached_to == "bears"


def test_fanatical_firebrand_sacrifices_itself_to_ping() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "fb", "card": "Fanatical Firebrand"}]},
        {"id": "B"},
    )
    activated = play(state, {"type": "activate", "object": "fb", "ability": 0, "targets": ["B"]})
    assert activated.state.object("fb").zone is Zone.GRAVEYARD  # paid as a cost (701.21a)
    done = play(activated.state, RESOLVE)
    assert done.state.player("B").life == 19


def test_auramancer_may_return_an_enchantment_card_from_your_graveyard() -> None:
    state = alice(
        "Auramancer",
        graveyard=[
            {"id": "paint", "card": "Goblin War Paint"},
            {"id": "dead", "card": "Grizzly Bears"},
        ],
    )
    entered = play(cast(state), RESOLVE).state  # the only legal target is chosen (603.3d)
    stack = entered.zone(Zone.STACK)
    assert [o.stack.targets for o in stack if o.stack] == [("paint",)]
    asked = pending(entered, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY and asked.rule == "603.5"
    done = play(entered, RESOLVE, ["yes"])
    assert [o.card for o in done.state.zone(Zone.HAND, "A")] == ["Goblin War Paint"]
    declined = play(entered, RESOLVE, ["no"])
    assert declined.state.object("paint").zone is Zone.GRAVEYARD
