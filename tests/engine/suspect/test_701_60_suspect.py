"""Suspect (701.60): a suspected creature has menace and "This creature can't block" (701.60c)
until it leaves the battlefield (701.60a); suspected is a designation, not an ability or a
copiable value (701.60b), so the object a card becomes after a zone change isn't suspected
(400.7); a suspected creature can't become suspected again (701.60d). Barbed Servitor ("When ~
enters, suspect it."), Caught Red-Handed ("... Suspect it.") and It Doesn't Add Up ("Return
target creature card from your graveyard to the battlefield. Suspect it.") are compiled from
their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import notation, text_rendering
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

SERVITOR = {
    "name": "Barbed Servitor",
    "type_line": "Artifact Creature — Construct",
    "mana_cost": "{3}{B}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Indestructible", "Suspect"],
    "oracle_text": "Indestructible\nWhen Barbed Servitor enters the battlefield, suspect it. (It "
    "has menace and can't block.)\nWhenever Barbed Servitor deals combat damage to a player, you "
    "draw a card and you lose 1 life.\nWhenever Barbed Servitor is dealt damage, target "
    "opponent loses that much life.",
}
CAUGHT = {
    "name": "Caught Red-Handed",
    "type_line": "Instant",
    "mana_cost": "{4}{R}",
    "layout": "normal",
    "keywords": ["Suspect"],
    "oracle_text": "This spell can't be countered. (This includes by the ward ability.)\nGain "
    "control of target creature until end of turn. Untap that creature. It gains haste until end "
    "of turn. Suspect it. (It has menace and can't block.)",
}
ADD_UP = {
    "name": "It Doesn't Add Up",
    "type_line": "Instant",
    "mana_cost": "{3}{B}{B}",
    "layout": "normal",
    "keywords": ["Suspect"],
    "oracle_text": "Return target creature card from your graveyard to the battlefield. Suspect "
    "it. (It has menace and can't block.)",
}
RECORDS = {r["name"]: r for r in (SERVITOR, CAUGHT, ADD_UP)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (
            "Barbed Servitor",
            "Indestructible\nWhen ~ enters, suspect it.\nWhenever ~ deals combat damage to a "
            "player, you draw a card and you lose 1 life.\nWhenever ~ is dealt damage, target "
            "opponent loses that much life.",
        ),
        (
            "Caught Red-Handed",
            "~ can't be countered.\nGain control of target creature until end of turn. Untap "
            "that creature. It gains haste until end of turn. Suspect it.",
        ),
        (
            "It Doesn't Add Up",
            "Return target creature card from your graveyard to the battlefield. Suspect it.",
        ),
    ],
)
def test_suspect_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _servitor_entered() -> GameState:
    state = board(
        {"id": "A", "hand": [{"id": "servitor", "card": "Barbed Servitor"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "servitor", "free": True})
    return play(cast.state, RESOLVE).state


def test_a_suspected_creature_has_menace_and_cant_block_701_60c() -> None:
    entered = _servitor_entered()
    assert not chars(entered, entered.object("servitor")).has("menace")
    done = play(entered, RESOLVE)
    assert cites(done.log, "701.60a")
    suspected = chars(done.state, done.state.object("servitor"))
    assert suspected.has("menace") and suspected.has("can't block")
    assert "Barbed Servitor is suspected" in text_rendering(done.state)


SUSPECTED_SERVITOR = {
    "id": "suspicion",
    "kind": "suspected",
    "controller": "A",
    "duration": "indefinite",
    "params": {"object": "servitor", "timestamp": 5},
}


def test_a_suspected_creature_cant_block_509_1a() -> None:
    """A document's board: Bob attacks, Alice's Servitor is suspected (the designation is an
    effect in force, tied to the permanent's timestamp)."""
    state = board(
        {"id": "A", "battlefield": [{"id": "servitor", "card": "Barbed Servitor", "timestamp": 5}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "B", "step": "declare_attackers"},
        effects=[SUSPECTED_SERVITOR],
    )
    attacked = play(state, {"type": "attack", "attackers": {"bears": "A"}}).state
    blocking = play(attacked, {"type": "advance"}).state
    with pytest.raises(IllegalAction) as refused:
        play(blocking, {"type": "block", "blockers": {"servitor": "bears"}})
    assert refused.value.rule == "509.1a"
    assert "can't block" in str(refused.value)


def test_a_suspected_attacker_has_menace_702_111b() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "caught", "card": "Caught Red-Handed"}],
            "battlefield": [{"id": "mine", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "ogre", "card": "Gray Ogre", "tapped": True},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
    )
    cast = play(state, {"type": "cast", "object": "caught", "targets": ["ogre"], "free": True})
    done = play(cast.state, RESOLVE).state
    ogre = done.object("ogre")
    assert ogre.controller == "A" and not ogre.tapped
    assert chars(done, ogre).has("menace")
    attacking = play(
        play(done, {"type": "advance", "to": "declare_attackers"}).state,
        {"type": "attack", "attackers": {"ogre": "B"}},
    ).state
    attacking = play(attacking, {"type": "advance"}).state
    with pytest.raises(IllegalAction) as refused:
        play(attacking, {"type": "block", "blockers": {"bears": "ogre"}})
    assert "menace" in str(refused.value)


def test_a_suspected_creature_cant_become_suspected_again_701_60d() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "servitor", "card": "Barbed Servitor", "timestamp": 5}]},
        {"id": "B", "hand": [{"id": "caught", "card": "Caught Red-Handed"}]},
        turn={"number": 3, "active_player": "B", "step": "precombat_main"},
        effects=[SUSPECTED_SERVITOR],
    )
    cast = play(state, {"type": "cast", "object": "caught", "targets": ["servitor"], "free": True})
    done = play(cast.state, RESOLVE)
    assert cites(done.log, "701.60d")
    assert sum(1 for e in done.state.effects if e.kind == "suspected") == 1
    assert done.state.object("servitor").controller == "B"


def test_a_new_object_isnt_suspected_400_7() -> None:
    """The returned creature is suspected; bounced and cast again it is a new object (400.7)."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "add_up", "card": "It Doesn't Add Up"}],
            "graveyard": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "add_up", "targets": ["bears"], "free": True})
    done = play(cast.state, RESOLVE).state
    assert done.object("bears").zone is Zone.BATTLEFIELD
    assert chars(done, done.object("bears")).has("can't block")
    again = dump(done)
    again["effects"] = [e for e in again.get("effects", []) if e["kind"] == "suspected"]
    for obj in again["players"][0]["battlefield"]:
        if obj["id"] == "bears":
            obj["timestamp"] = 999  # a new object with the same id: it came back (400.7)
    reloaded = load(again)
    assert not chars(reloaded, reloaded.object("bears")).has("menace")


def test_suspected_is_part_of_the_board() -> None:
    state = play(_servitor_entered(), RESOLVE).state
    loaded = load(dump(state))
    assert chars(loaded, loaded.object("servitor")).has("menace")
    again = load(notation.parse(notation.dump(dump(state))))
    assert chars(again, again.object("servitor")).has("can't block")
