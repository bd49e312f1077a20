"""Trigger events of permanents put into a graveyard from the battlefield (700.4), read as they
last existed on the battlefield (603.10a, 608.2h): "whenever an artifact is put into a graveyard
from the battlefield" (Disciple of the Vault) and "whenever a creature you control with
toughness 4 or greater dies" (Sultai Flayer); and optional abilities with their own subject,
"you may have ~ deal 1 damage to target player or planeswalker" (Hissing Iguanar), "you may have
target creature get +2/+0 until end of turn" (Battle-Rattle Shaman), 603.5. The cards are
compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

DISCIPLE_OF_THE_VAULT = {
    "name": "Disciple of the Vault",
    "type_line": "Creature — Human Cleric",
    "mana_cost": "{B}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Whenever an artifact is put into a graveyard from the battlefield, you may have target opponent lose 1 life.",
}
SULTAI_FLAYER = {
    "name": "Sultai Flayer",
    "type_line": "Creature — Naga Shaman",
    "mana_cost": "{3}{G}",
    "power": "3",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "Whenever a creature you control with toughness 4 or greater dies, you gain 4 life.",
}
HISSING_IGUANAR = {
    "name": "Hissing Iguanar",
    "type_line": "Creature — Lizard",
    "mana_cost": "{2}{R}",
    "power": "3",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Whenever another creature dies, you may have Hissing Iguanar deal 1 damage to target player or planeswalker.",
}
BATTLE_RATTLE_SHAMAN = {
    "name": "Battle-Rattle Shaman",
    "type_line": "Creature — Goblin Shaman",
    "mana_cost": "{3}{R}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "At the beginning of combat on your turn, you may have target creature get +2/+0 until end of turn.",
}
RECORDS = {
    r["name"]: r
    for r in (DISCIPLE_OF_THE_VAULT, SULTAI_FLAYER, HISSING_IGUANAR, BATTLE_RATTLE_SHAMAN)
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    assert compile_record(record).label == AUTOMATED


def _bolt(
    a_battlefield: list[dict[str, Any]],
    b_battlefield: list[dict[str, Any]],
    target: str,
    choices: tuple[str, ...] = (),
) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": a_battlefield,
        },
        {"id": "B", "battlefield": b_battlefield},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": [target], "free": True})
    return play(cast.state, RESOLVE, choices).state


def test_disciple_of_the_vault_an_artifact_put_into_a_graveyard_drains_the_opponent() -> None:
    state = _bolt(
        [{"id": "disciple", "card": "Disciple of the Vault"}],
        [{"id": "thopter", "card": "Ornithopter"}],
        "thopter",
    )
    assert state.object("thopter").zone is Zone.GRAVEYARD
    assert [o.stack.targets for o in state.zone(Zone.STACK) if o.stack] == [("B",)]
    done = play(state, RESOLVE, ["yes"]).state
    assert done.player("B").life == 19


def test_disciple_of_the_vault_ignores_a_creature_that_isnt_an_artifact() -> None:
    state = _bolt(
        [{"id": "disciple", "card": "Disciple of the Vault"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
        "bears",
    )
    assert state.object("bears").zone is Zone.GRAVEYARD
    assert not state.zone(Zone.STACK)


def test_sultai_flayer_dying_itself_gains_four_as_it_last_was_a_3_4_603_10a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "flayer", "card": "Sultai Flayer"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["flayer"], "free": True})
    died = play(cast.state, RESOLVE)
    assert died.state.object("flayer").zone is Zone.GRAVEYARD
    assert cites(died.log, "603.2")
    done = play(died.state, RESOLVE).state
    assert done.player("A").life == 24


def test_sultai_flayer_ignores_a_creature_with_toughness_less_than_four() -> None:
    state = _bolt(
        [{"id": "flayer", "card": "Sultai Flayer"}, {"id": "bears", "card": "Grizzly Bears"}],
        [],
        "bears",
    )
    assert state.object("bears").zone is Zone.GRAVEYARD
    assert not state.zone(Zone.STACK) and state.player("A").life == 20


def test_hissing_iguanar_may_have_it_deal_one_to_the_chosen_player() -> None:
    state = _bolt(
        [{"id": "iguanar", "card": "Hissing Iguanar"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
        "bears",
        ("B",),  # the target chosen as the trigger goes on the stack (603.3d)
    )
    done = play(state, RESOLVE, ["yes"]).state
    assert (done.player("A").life, done.player("B").life) == (20, 19)


def test_battle_rattle_shaman_may_have_target_creature_get_two_at_beginning_of_combat() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "shaman", "card": "Battle-Rattle Shaman"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    combat = play(state, {"type": "advance"}, ["bears"])
    assert combat.state.turn.step.value == "beginning_of_combat"
    done = play(combat.state, RESOLVE, ["yes"]).state
    c = chars(done, done.object("bears"))
    assert (c.power, c.toughness) == (4, 2)
    declined = play(combat.state, RESOLVE, ["no"]).state
    c = chars(declined, declined.object("bears"))
    assert (c.power, c.toughness) == (2, 2)
