"""A bonus until end of turn with evasion for the turn: "~ gets +1/+1 until end of turn and can't
be blocked this turn" (613.4c; 509.1b: a restriction the creature has this turn). Glassdust Hulk
and Temmet, Vizier of Naktamun are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

GLASSDUST_HULK = {
    "name": "Glassdust Hulk",
    "type_line": "Artifact Creature — Golem",
    "mana_cost": "{3}{W}{U}",
    "power": "3",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "Whenever another artifact enters the battlefield under your control, Glassdust Hulk gets +1/+1 until end of turn and can't be blocked this turn.\nCycling {W/U} ({W/U}, Discard this card: Draw a card.)",
}
TEMMET = {
    "name": "Temmet, Vizier of Naktamun",
    "type_line": "Legendary Creature — Human Cleric",
    "mana_cost": "{W}{U}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "At the beginning of combat on your turn, target creature token you control gets +1/+1 until end of turn and can't be blocked this turn.\nEmbalm {3}{W}{U} ({3}{W}{U}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Human Cleric with no mana cost. Embalm only as a sorcery.)",
}
ELUSIVE_SPELLFIST = {
    "name": "Elusive Spellfist",
    "type_line": "Creature — Human Monk",
    "mana_cost": "{1}{U}",
    "power": "1",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Whenever you cast a noncreature spell, Elusive Spellfist gets +1/+0 until end of turn and can't be blocked this turn.",
}
RECORDS = {r["name"]: r for r in (GLASSDUST_HULK, TEMMET, ELUSIVE_SPELLFIST)}
RESOLVE = {"type": "resolve"}
ADVANCE = {"type": "advance"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert "until end of turn and can't be blocked this turn." in compiled.printed


def _blocked(state: GameState, attacker: str, blocker: str) -> IllegalAction:
    state = play(state, {"type": "attack", "attackers": {attacker: "B"}}).state
    while state.turn.step.value != "declare_blockers":
        state = play(state, ADVANCE).state
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "block", "blockers": {blocker: attacker}})
    return refused.value


def test_glassdust_hulk_grows_and_cant_be_blocked_as_an_artifact_enters_509_1b() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "thopter", "card": "Ornithopter"}],
            "battlefield": [{"id": "hulk", "card": "Glassdust Hulk"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "thopter", "free": True})
    entered = play(cast.state, RESOLVE)
    assert cites(entered.log, "603.2")
    done = play(entered.state, RESOLVE).state
    c = chars(done, done.object("hulk"))
    assert (c.power, c.toughness) == (4, 5)
    while done.turn.step.value != "declare_attackers":
        done = play(done, ADVANCE).state
    assert _blocked(done, "hulk", "bears").rule == "509.1b"


def test_glassdust_hulk_ignores_a_land_entering() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "forest", "card": "Forest"}],
            "battlefield": [{"id": "hulk", "card": "Glassdust Hulk"}],
        },
        {"id": "B"},
    )
    played = play(state, {"type": "play_land", "object": "forest"}).state
    assert not played.zone(Zone.STACK) and not played.pending_triggers
    c = chars(played, played.object("hulk"))
    assert (c.power, c.toughness) == (3, 4)


def test_temmet_pumps_a_token_at_the_beginning_of_combat_only_a_token_is_a_target() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "temmet", "card": "Temmet, Vizier of Naktamun"},
                {"id": "bear_token", "card": "Grizzly Bears", "token": True},
            ],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    combat = play(state, ADVANCE)  # into the beginning of combat step: one legal target
    assert cites(combat.log, "603.3d")
    done = play(combat.state, RESOLVE).state
    token = chars(done, done.object("bear_token"))
    assert (token.power, token.toughness) == (3, 3)
    temmet = chars(done, done.object("temmet"))
    assert (temmet.power, temmet.toughness) == (2, 2)
    done = play(done, ADVANCE).state
    assert _blocked(done, "bear_token", "bears").rule == "509.1b"
