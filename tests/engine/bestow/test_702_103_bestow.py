"""Bestow (702.103): a card cast for its bestow cost is an Aura spell with enchant creature
(702.103a-b); with an illegal target as it resolves, it resolves as a creature (702.103e); once
the creature it enchants leaves, it stays on the battlefield as a creature (702.103f, instead of
704.5m). Ghostblade Eidolon and Boon Satyr are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

GHOSTBLADE_EIDOLON = {
    "name": "Ghostblade Eidolon",
    "type_line": "Enchantment Creature — Spirit",
    "mana_cost": "{2}{W}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Bestow", "Double strike"],
    "oracle_text": "Bestow {5}{W} (If you cast this card for its bestow cost, it's an Aura spell "
    "with enchant creature. It becomes a creature again if it's not attached to a creature.)\n"
    "Double strike (This creature deals both first-strike and regular combat damage.)\n"
    "Enchanted creature gets +1/+1 and has double strike.",
}
BOON_SATYR = {
    "name": "Boon Satyr",
    "type_line": "Enchantment Creature — Satyr",
    "mana_cost": "{1}{G}{G}",
    "power": "4",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Bestow", "Flash"],
    "oracle_text": "Flash\nBestow {3}{G}{G} (If you cast this card for its bestow cost, it's an "
    "Aura spell with enchant creature. It becomes a creature again if it's not attached to a "
    "creature.)\nEnchanted creature gets +4/+2.",
}
RECORDS = {r["name"]: r for r in (GHOSTBLADE_EIDOLON, BOON_SATYR)}
RESOLVE = {"type": "resolve"}
BESTOW_ON_BEARS = {"type": "cast", "object": "eidolon", "bestow": True, "targets": ["bears"]}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _board(**turn: Any) -> GameState:
    """A has Ghostblade Eidolon in hand, Grizzly Bears and six untapped Plains; B has a bolt."""
    return board(
        {
            "id": "A",
            "hand": [{"id": "eidolon", "card": "Ghostblade Eidolon"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                *({"id": f"p{i}", "card": "Plains"} for i in range(1, 7)),
            ],
        },
        {"id": "B", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        **({"turn": turn} if turn else {}),
    )


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_bestow_cards_compile_automated_702_103a(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert compiled.definition.bestow == record["oracle_text"].split("Bestow ")[1].split(" ")[0]


def test_the_action_picker_offers_casting_it_bestowed_targeting_a_creature() -> None:
    (option,) = [o for o in available_actions(_board()) if o.action.get("bestow") and o.legal]
    assert option.action == {"type": "cast", "object": "eidolon", "bestow": True}
    assert "bestow" in option.label and option.needs_targets == ("creature",)


def test_cast_bestowed_it_is_an_aura_spell_not_a_creature_702_103b() -> None:
    cast = play(_board(), BESTOW_ON_BEARS)
    state = cast.state
    spell = state.object("eidolon")
    c = chars(state, spell)
    assert spell.zone is Zone.STACK
    assert c.types == ("Enchantment",) and c.subtypes == ("Aura",)
    assert not c.is_type("Creature")
    # {5}{W} rather than {2}{W} (118.9), paid by tapping the six Plains (601.2g)
    assert all(state.object(f"p{i}").tapped for i in range(1, 7))
    assert cites(cast.log, "702.103a") and cites(cast.log, "118.9")


def test_it_resolves_attached_and_the_creature_gets_its_bonus_608_3c() -> None:
    state = play(play(_board(), BESTOW_ON_BEARS).state, RESOLVE).state
    eidolon = state.object("eidolon")
    assert eidolon.zone is Zone.BATTLEFIELD and eidolon.attached_to == "bears"
    assert not chars(state, eidolon).is_type("Creature")
    bears = chars(state, state.object("bears"))
    assert (bears.power, bears.toughness) == (3, 3) and bears.has("double strike")


def test_with_its_target_gone_it_resolves_as_a_creature_702_103e() -> None:
    state = play(_board(), BESTOW_ON_BEARS).state
    state = play(
        state, {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True}
    ).state
    state = play(state, RESOLVE).state  # the bolt: Grizzly Bears dies
    assert state.object("bears").zone is Zone.GRAVEYARD
    resolved = play(state, RESOLVE)
    eidolon = resolved.state.object("eidolon")
    c = chars(resolved.state, eidolon)
    assert eidolon.zone is Zone.BATTLEFIELD and eidolon.attached_to is None
    assert c.is_type("Creature") and (c.power, c.toughness) == (1, 1)
    assert cites(resolved.log, "702.103e")


def test_when_the_enchanted_creature_dies_it_stays_as_a_creature_702_103f() -> None:
    state = play(play(_board(), BESTOW_ON_BEARS).state, RESOLVE).state
    state = play(
        state, {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True}
    ).state
    died = play(state, RESOLVE)  # 3 damage to a 3/3: it dies
    assert died.state.object("bears").zone is Zone.GRAVEYARD
    eidolon = died.state.object("eidolon")
    c = chars(died.state, eidolon)
    assert eidolon.zone is Zone.BATTLEFIELD and eidolon.attached_to is None
    assert c.is_type("Creature") and c.has("double strike")
    assert cites(died.log, "702.103f") and not cites(died.log, "704.5m")


def test_cast_for_its_mana_cost_it_is_a_creature_spell() -> None:
    state = play(_board(), {"type": "cast", "object": "eidolon"}).state
    assert chars(state, state.object("eidolon")).is_type("Creature")
    assert sum(state.object(f"p{i}").tapped for i in range(1, 7)) == 3
    state = play(state, RESOLVE).state
    assert state.object("eidolon").attached_to is None


def test_bestowed_it_needs_a_creature_to_target_601_2c() -> None:
    with pytest.raises(IllegalAction):
        play(_board(), {"type": "cast", "object": "eidolon", "bestow": True, "targets": ["B"]})


def test_a_card_without_bestow_cant_be_cast_bestowed_702_103a() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "bears", "card": "Grizzly Bears"}], "mana_pool": {"G": 2}},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "bears", "bestow": True, "targets": []})
    assert err.value.rule == "702.103a"


def test_boon_satyr_has_flash_bestowed_on_the_opponents_turn() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "satyr", "card": "Boon Satyr"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                *({"id": f"f{i}", "card": "Forest"} for i in range(1, 6)),
            ],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "B", "step": "declare_attackers"},
    )
    cast = play(state, {"type": "cast", "object": "satyr", "bestow": True, "targets": ["bears"]})
    done = play(cast.state, RESOLVE).state
    assert done.object("satyr").attached_to == "bears"
    bears = chars(done, done.object("bears"))
    assert (bears.power, bears.toughness) == (6, 4)


def test_a_saved_board_keeps_it_bestowed() -> None:
    state = play(play(_board(), BESTOW_ON_BEARS).state, RESOLVE).state
    (entry,) = [o for o in dump(state)["players"][0]["battlefield"] if o["id"] == "eidolon"]
    assert entry["cast_for"] == "bestow" and entry["attached_to"] == "bears"
    reloaded = load(dump(state))
    assert not chars(reloaded, reloaded.object("eidolon")).is_type("Creature")
