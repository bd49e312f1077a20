"""Offspring (702.175a): the caster may pay an additional cost as they cast the spell (601.2f);
"When this permanent enters, if its offspring cost was paid, create a token that's a copy of it,
except it's 1/1." The exception is part of the token's copiable values (707.9b). Intrepid Rabbit
({2}{W} 3/2, "Offspring {1}", "When this creature enters, target creature you control gets +1/+1
until end of turn.") is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import apply
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RABBIT = {
    "name": "Intrepid Rabbit",
    "type_line": "Creature — Rabbit Soldier",
    "mana_cost": "{2}{W}",
    "power": "3",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Offspring"],
    "oracle_text": "Offspring {1} (You may pay an additional {1} as you cast this spell. If you "
    "do, when this creature enters, create a 1/1 token copy of it.)\nWhen this creature enters, "
    "target creature you control gets +1/+1 until end of turn.",
}
CAST = {"type": "cast", "object": "rabbit"}


@pytest.fixture(autouse=True)
def _rabbit_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Intrepid Rabbit": RABBIT})


def _alice(pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "rabbit", "card": "Intrepid Rabbit"}],
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def test_intrepid_rabbit_compiles_and_prints_back() -> None:
    compiled = compile_record(RABBIT)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "Offspring {1}"


def _tokens(state: GameState) -> list[Any]:
    return [o for o in state.battlefield if o.token]


def test_offspring_paid_creates_a_1_1_token_copy_702_175a() -> None:
    cast = play(_alice({"W": 1, "C": 3}), {**CAST, "offspring": True})
    assert cast.state.player("A").mana_pool.to_json() == {}  # {2}{W} and {1}
    assert cites(cast.log, "702.175a") and cites(cast.log, "601.2f")
    # Both enters triggers: the +1/+1 is put on the stack first, the offspring trigger on top.
    entered = play(cast.state, {"type": "resolve"}, ["0"])
    assert cites(entered.log, "702.175a")
    asked = apply(entered.state, {"type": "resolve"})  # the token's own +1/+1 needs a target
    assert asked.pending is not None
    token_id = next(o.id for o in asked.pending.options if o.id != "rabbit")
    copied = play(entered.state, {"type": "resolve"}, [token_id])
    token = copied.state.object(token_id)
    assert token.token and token.zone is Zone.BATTLEFIELD
    c = chars(copied.state, token)
    assert (c.name, c.power, c.toughness) == ("Intrepid Rabbit", 1, 1)  # except it's 1/1
    assert cites(copied.log, "707.9b")
    # The token is a copy with offspring, but no offspring cost was paid for it (603.4).
    assert cites(copied.log, "603.4")
    assert engine.load(engine.dump(copied.state)) == copied.state
    assert len(_tokens(copied.state)) == 1


def test_offspring_not_paid_no_token_603_4() -> None:
    cast = play(_alice({"W": 1, "C": 2}), CAST)
    result = apply(cast.state, {"type": "resolve"})
    assert any("603.4" in e.rules for e in result.log)
    assert not _tokens(result.state)


def test_offspring_only_for_a_card_with_it() -> None:
    state = board({"id": "A", "hand": [{"id": "bears", "card": "Grizzly Bears"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bears", "offspring": True, "free": True})
    assert refused.value.rule == "702.175a"


def test_the_copy_is_made_from_the_permanent_as_it_last_existed_608_2h() -> None:
    cast = play(_alice({"W": 1, "C": 3}), {**CAST, "offspring": True})
    entered = play(cast.state, {"type": "resolve"}, ["0"])
    killed = play(
        entered.state, {"type": "deal_damage", "source": "rabbit", "target": "rabbit", "amount": 2}
    )
    assert killed.state.object("rabbit").zone is Zone.GRAVEYARD
    asked = apply(killed.state, {"type": "resolve"})
    state = asked.state
    if asked.pending is not None:  # the token's own +1/+1 target
        state = play(killed.state, {"type": "resolve"}, [asked.pending.options[0].id]).state
    tokens = _tokens(state)
    assert len(tokens) == 1
    c = chars(state, tokens[0])
    assert (c.name, c.power, c.toughness) == ("Intrepid Rabbit", 1, 1)
