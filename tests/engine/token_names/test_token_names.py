"""Token names (111.4): a token whose creating effect doesn't name it is named its subtypes plus
the word "Token". Dragon Fodder's "Create two 1/1 red Goblin creature tokens." makes two Goblin
Tokens; Strike It Rich's Treasure is a Treasure Token (111.10a) whose ability still works. The
board text, the log and the board notation (dump and parse back) agree."""

from __future__ import annotations

from typing import Any

import pytest

from engine import dump, load, text_rendering
from engine.core.state import GameState, Zone
from engine.notation import dump_state, parse
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

FODDER = {
    "name": "Dragon Fodder",
    "mana_cost": "{1}{R}",
    "type_line": "Sorcery",
    "layout": "normal",
    "oracle_text": "Create two 1/1 red Goblin creature tokens.",
}
STRIKE = {
    "name": "Strike It Rich",
    "mana_cost": "{R}",
    "type_line": "Sorcery",
    "layout": "normal",
    "oracle_text": "Create a Treasure token. (It's an artifact with \"{T}, Sacrifice this "
    'artifact: Add one mana of any color.")\nFlashback {2}{R} (You may cast this card from your '
    "graveyard for its flashback cost. Then exile it.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Dragon Fodder": FODDER, "Strike It Rich": STRIKE})


def _cast(card: str) -> Any:
    state = board(
        {"id": "A", "name": "Alice", "hand": [{"id": "spell", "card": card}]}, {"id": "B"}
    )
    return play(play(state, {"type": "cast", "object": "spell", "free": True}).state, RESOLVE)


def _tokens(state: GameState) -> list[Any]:
    return [o for o in state.zone(Zone.BATTLEFIELD) if o.token]


def test_goblin_tokens_are_named_goblin_token_111_4() -> None:
    done = _cast("Dragon Fodder")
    goblins = _tokens(done.state)
    assert len(goblins) == 2
    for goblin in goblins:
        c = chars(done.state, goblin)
        assert goblin.card == "Goblin Token" and c.name == "Goblin Token"
        assert c.subtypes == ("Goblin",)
    assert any("Alice creates 2 Goblin Tokens" in e.text for e in done.log)
    assert cites(done.log, "111.4")
    assert text_rendering(done.state).count("Goblin Token") == 2


def test_the_notation_keeps_the_token_name_through_dump_and_parse() -> None:
    state = _cast("Dragon Fodder").state
    text = dump_state(state)
    assert "Goblin Token" in text
    again = load(parse(text))
    assert [o.card for o in _tokens(again)] == ["Goblin Token", "Goblin Token"]
    assert [chars(again, o).name for o in _tokens(again)] == ["Goblin Token", "Goblin Token"]
    assert load(dump(state)) == state


def test_a_treasure_token_is_named_treasure_token_and_keeps_its_ability_111_10a() -> None:
    done = _cast("Strike It Rich")
    (treasure,) = _tokens(done.state)
    assert treasure.card == "Treasure Token"
    assert chars(done.state, treasure).name == "Treasure Token"
    tapped = play(done.state, {"type": "activate", "object": treasure.id, "ability": 0}, ["R"])
    assert tapped.state.find_object(treasure.id) is None, "sacrificed (a token ceases to exist)"
    assert tapped.state.player("A").mana_pool.get("R") == 1
