"""Angelic Renewal: "Whenever a creature is put into your graveyard from the battlefield, you
may sacrifice ~. If you do, return that card to the battlefield." The trigger looks back at the
creature as it died (603.6c, 603.10a) and asks only whose graveyard it goes to, its owner's
(400.3); the sacrifice is chosen on resolution (603.5) and "that card" is the new object in the
graveyard (400.7, 608.2c), which enters under the control of the one who returns it (110.2a).
The cards are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

ANGELIC_RENEWAL = {
    "name": "Angelic Renewal",
    "type_line": "Enchantment",
    "mana_cost": "{1}{W}",
    "layout": "normal",
    "oracle_text": "Whenever a creature is put into your graveyard from the battlefield, you may "
    "sacrifice Angelic Renewal. If you do, return that card to the battlefield.",
}
FIELD_OF_SOULS = {
    "name": "Field of Souls",
    "type_line": "Enchantment",
    "mana_cost": "{2}{W}{W}",
    "layout": "normal",
    "oracle_text": "Whenever a nontoken creature is put into your graveyard from the battlefield, "
    "create a 1/1 white Spirit creature token with flying.",
}
ACT_OF_TREASON = {
    "name": "Act of Treason",
    "type_line": "Sorcery",
    "mana_cost": "{2}{R}",
    "layout": "normal",
    "oracle_text": "Gain control of target creature until end of turn. Untap that creature. It "
    "gains haste until end of turn.",
}
COFFIN_PURGE = {
    "name": "Coffin Purge",
    "type_line": "Instant",
    "mana_cost": "{B}",
    "layout": "normal",
    "oracle_text": "Exile target card from a graveyard.\nFlashback {B} (You may cast this card "
    "from your graveyard for its flashback cost. Then exile it.)",
}
RECORDS = {r["name"]: r for r in (ANGELIC_RENEWAL, FIELD_OF_SOULS, ACT_OF_TREASON, COFFIN_PURGE)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", ["Angelic Renewal", "Field of Souls"])
def test_the_cards_compile_automated_and_print_their_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == RECORDS[name]["oracle_text"].replace(name, "~")


def _bolted_bears(**more: Any) -> GameState:
    """A's Grizzly Bears dies to A's own Lightning Bolt; Angelic Renewal's ability triggers."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "renewal", "card": "Angelic Renewal"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            **more,
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True})
    died = play(cast.state, RESOLVE)
    assert died.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(died.log, "603.2")
    return died.state


def test_sacrificing_angelic_renewal_returns_the_creature_603_5() -> None:
    asked = pending(_bolted_bears(), RESOLVE)
    assert [o.id for o in asked.pending.options] == ["sacrifice", "keep"]
    done = play(_bolted_bears(), RESOLVE, ["sacrifice"])
    state = done.state
    assert state.object("renewal").zone is Zone.GRAVEYARD
    bears = state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "A"
    assert cites(done.log, "701.21a") and cites(done.log, "110.2a") and cites(done.log, "608.2c")


def test_declining_keeps_angelic_renewal_and_the_creature_stays_in_the_graveyard() -> None:
    state = play(_bolted_bears(), RESOLVE, ["keep"]).state
    assert state.object("renewal").zone is Zone.BATTLEFIELD
    assert state.object("bears").zone is Zone.GRAVEYARD


def test_a_card_that_left_the_graveyard_isnt_returned_but_the_sacrifice_happens_400_7() -> None:
    state = _bolted_bears(mana_pool={"B": 1}, graveyard=[{"id": "purge", "card": "Coffin Purge"}])
    # In response, A exiles Grizzly Bears from the graveyard with Coffin Purge's flashback.
    purge = play(
        state,
        {"type": "cast", "object": "purge", "targets": ["bears"], "flashback": True, "free": True},
    )
    exiled = play(purge.state, RESOLVE).state
    assert exiled.object("bears").zone is Zone.EXILE
    done = play(exiled, RESOLVE, ["sacrifice"])
    assert done.state.object("renewal").zone is Zone.GRAVEYARD
    assert done.state.object("bears").zone is Zone.EXILE
    assert cites(done.log, "400.7")


def test_an_opponents_creature_going_to_their_graveyard_doesnt_trigger_it() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "renewal", "card": "Angelic Renewal"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True})
    died = play(cast.state, RESOLVE)
    assert died.state.object("bears").zone is Zone.GRAVEYARD
    assert not cites(died.log, "603.2")
    assert not died.state.zone(Zone.STACK) and not died.state.pending_triggers


def test_a_creature_it_owns_that_an_opponent_controlled_returns_under_its_control_400_3() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "renewal", "card": "Angelic Renewal"}]},
        {
            "id": "B",
            "mana_pool": {"R": 1},
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears", "owner": "A"}],
        },
        turn={"number": 1, "active_player": "B", "step": "precombat_main"},
    )
    assert state.object("bears").owner == "A" and state.object("bears").controller == "B"
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True})
    died = play(cast.state, RESOLVE).state
    assert died.object("bears").zone is Zone.GRAVEYARD  # A's graveyard: A owns it
    done = play(died, RESOLVE, ["sacrifice"]).state
    bears = done.object("bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "A"


def test_field_of_souls_makes_a_spirit_for_a_nontoken_creature_only() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "field", "card": "Field of Souls"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True})
    died = play(cast.state, RESOLVE).state
    done = play(died, RESOLVE).state
    (spirit,) = [o for o in done.battlefield if o.token]
    assert spirit.card == "Spirit Token" and spirit.controller == "A"


def test_a_dying_token_triggers_it_but_a_token_gone_from_the_graveyard_doesnt_return_111_7() -> (
    None
):
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "renewal", "card": "Angelic Renewal"},
                {"id": "token", "card": "Grizzly Bears", "token": True},
            ],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["token"], "free": True})
    died = play(cast.state, RESOLVE)
    assert cites(died.log, "603.2")  # it was put into A's graveyard before it ceased to exist
    done = play(died.state, RESOLVE, ["sacrifice"])
    assert done.state.object("renewal").zone is Zone.GRAVEYARD
    assert done.state.find_object("token") is None
    assert cites(done.log, "400.7")
