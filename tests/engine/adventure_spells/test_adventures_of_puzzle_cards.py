"""Adventures (715) whose spell text is read now, each a real card compiled from its Oracle
text: Silverflame Squire's On Alert ({2}{W} instant, "Target creature gets +2/+2 until end of
turn. Untap it.": "it" is the target, 608.2c) and Hypnotic Sprite's Mesmeric Glare ({2}{U}
instant, "Counter target spell with mana value 3 or less.": 202.3, 115.1). Cast as an
Adventure, the card is exiled as it resolves and may later be cast as the creature (715.3d)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

SQUIRE = "Silverflame Squire // On Alert"
SPRITE = "Hypnotic Sprite // Mesmeric Glare"
ADVENTURE_TEXT = " (Then exile this card. You may cast the creature later from exile.)"
RECORDS: dict[str, dict[str, Any]] = {
    SQUIRE: {
        "name": SQUIRE,
        "layout": "adventure",
        "type_line": "Creature — Human Soldier // Instant — Adventure",
        "colors": ["W"],
        "card_faces": [
            {
                "name": "Silverflame Squire",
                "type_line": "Creature — Human Soldier",
                "mana_cost": "{1}{W}",
                "oracle_text": "",
                "power": "2",
                "toughness": "1",
            },
            {
                "name": "On Alert",
                "type_line": "Instant — Adventure",
                "mana_cost": "{2}{W}",
                "oracle_text": "Target creature gets +2/+2 until end of turn. Untap it."
                + ADVENTURE_TEXT,
            },
        ],
    },
    SPRITE: {
        "name": SPRITE,
        "layout": "adventure",
        "type_line": "Creature — Faerie // Instant — Adventure",
        "colors": ["U"],
        "card_faces": [
            {
                "name": "Hypnotic Sprite",
                "type_line": "Creature — Faerie",
                "mana_cost": "{U}{U}",
                "oracle_text": "Flying",
                "power": "2",
                "toughness": "1",
            },
            {
                "name": "Mesmeric Glare",
                "type_line": "Instant — Adventure",
                "mana_cost": "{2}{U}",
                "oracle_text": "Counter target spell with mana value 3 or less." + ADVENTURE_TEXT,
            },
        ],
    },
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_on_alert_pumps_and_untaps_the_target_then_the_squire_is_exiled_on_an_adventure() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "squire", "card": SQUIRE}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears", "tapped": True}],
        },
        {"id": "B"},
    )
    cast = play(
        state,
        {"type": "cast", "object": "squire", "face": 1, "targets": ["bears"], "free": True},
    )
    resolved = play(cast.state, RESOLVE)
    state = resolved.state
    bears = state.object("bears")
    assert not bears.tapped
    assert (chars(state, bears).power, chars(state, bears).toughness) == (4, 4)
    assert state.object("squire").zone is Zone.EXILE  # 715.3d
    assert cites(cast.log, "715.3")
    # 715.3d: later cast as Silverflame Squire from exile
    state = play(state, {"type": "cast", "object": "squire", "free": True}).state
    state = play(state, RESOLVE).state
    assert state.object("squire").zone is Zone.BATTLEFIELD
    assert chars(state, state.object("squire")).name == "Silverflame Squire"


def sprite_against(spell: str) -> GameState:
    state = board(
        {"id": "A", "hand": [{"id": "spell", "card": spell}]},
        {"id": "B", "hand": [{"id": "sprite", "card": SPRITE}]},
    )
    return play(state, {"type": "cast", "object": "spell", "targets": ["B"], "free": True}).state


def test_mesmeric_glare_counters_a_spell_with_mana_value_3_or_less() -> None:
    state = sprite_against("Lightning Bolt")  # mana value 1
    cast = {"type": "cast", "object": "sprite", "face": 1, "targets": ["spell"], "free": True}
    state = play(state, cast).state
    resolved = play(state, RESOLVE)
    assert resolved.state.object("spell").zone is Zone.GRAVEYARD
    assert resolved.state.player("B").life == 20
    assert resolved.state.object("sprite").zone is Zone.EXILE


def test_mesmeric_glare_cant_target_a_spell_with_mana_value_4_or_more() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "angel", "card": "Serra Angel"}]},
        {"id": "B", "hand": [{"id": "sprite", "card": SPRITE}]},
    )
    state = play(state, {"type": "cast", "object": "angel", "free": True}).state
    cast = {"type": "cast", "object": "sprite", "face": 1, "targets": ["angel"], "free": True}
    with pytest.raises(IllegalAction) as refused:
        play(state, cast)
    assert refused.value.rule.startswith("115")
