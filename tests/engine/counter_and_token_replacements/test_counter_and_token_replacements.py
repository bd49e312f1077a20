"""More counters and more tokens (614.1a, 614.16): Doubling Season, Parallel Lives and Hardened
Scales, whose text the engine doesn't apply, stood in for by a judge with the effect kinds
`put_more_counters` and `create_more_tokens` (engine.rules.effects.counters_and_tokens).

Counters a permanent enters with are put on it (122.6): a planeswalker's loyalty (306.5b, 614.1c)
and "enters with X +1/+1 counters" are doubled. Counters put on to pay a cost (606.4) aren't put
by an effect. With several such effects the affected permanent's controller orders them, and
each applies once (616.1, 614.5).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.log import LogKind
from engine.core.state import GameState
from engine.game.play import Result
from engine.testing.scenario import board, cites, entries, pending, play
from tests.engine.counter_and_token_replacements.real_cards import (
    DOUBLING_SEASON,
    HARDENED_SCALES,
    PARALLEL_LIVES,
    RECORDS,
    placed,
)
from tests.engine.embalm.test_702_128_embalm import RECORDS as EMBALM_RECORDS


@pytest.fixture(autouse=True)
def _real_cards(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def stand_in(effect_id: str, kind: str, card: str, **params: Any) -> dict[str, Any]:
    return {
        "id": effect_id,
        "kind": kind,
        "controller": "A",
        "stands_in_for": card,
        "params": params,
    }


SEASON_COUNTERS = stand_in("season_counters", "put_more_counters", "season")
SEASON_TOKENS = stand_in("season_tokens", "create_more_tokens", "season")
LIVES_TOKENS = stand_in("lives_tokens", "create_more_tokens", "lives")
SCALES = stand_in(
    "scales_counters",
    "put_more_counters",
    "scales",
    plus=1,
    counter_kind="+1/+1",
    permanent_types=["Creature"],
)


def alice(hand: list[dict[str, Any]], *battlefield: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"id": "A", "name": "Alice", "hand": hand, "battlefield": list(battlefield), **more}


def cast_and_resolve(
    state: GameState, card: str, choices: tuple[str, ...] = (), **cast: Any
) -> Result:
    state = play(state, {"type": "cast", "object": card, **cast}).state
    return play(state, {"type": "resolve"}, choices)


# --- counters ----------------------------------------------------------------------------------


def test_jace_beleren_enters_with_six_loyalty_counters_beside_doubling_season() -> None:
    """The issue's case: Doubling Season's second sentence doubles the loyalty counters a
    planeswalker enters with (306.5b, 614.1c, 122.6)."""
    state = board(
        alice([{"id": "jace", "card": "Jace Beleren"}], placed(DOUBLING_SEASON, "season")),
        {"id": "B", "name": "Bob"},
        effects=[SEASON_COUNTERS],
    )
    result = cast_and_resolve(state, "jace", free=True)
    assert result.state.object("jace").counter("loyalty") == 6
    assert cites(result.log, "306.5b") and cites(result.log, "614.1c")
    replaced = entries(result.log, LogKind.REPLACEMENT)
    assert replaced[0].text.startswith("judge's stand-in for Doubling Season: twice that many")
    assert "Jace Beleren enters with 6 loyalty counters" in [e.text for e in replaced]


def test_without_the_stand_in_jace_enters_with_three() -> None:
    state = board(
        alice([{"id": "jace", "card": "Jace Beleren"}], placed(DOUBLING_SEASON, "season")),
        {"id": "B"},
    )
    result = cast_and_resolve(state, "jace", free=True)
    assert result.state.object("jace").counter("loyalty") == 3
    assert result.stand_ins == ()


def test_a_loyalty_cost_is_not_doubled_606_4() -> None:
    """[+2] is a cost, not an effect putting counters (614.16): 3 + 2 = 5, not 7."""
    state = board(
        alice(
            [],
            placed(DOUBLING_SEASON, "season"),
            {"id": "jace", "card": "Jace Beleren", "counters": {"loyalty": 3}},
        ),
        {"id": "B", "library": [{"id": "b1", "card": "Forest"}]},
        effects=[SEASON_COUNTERS],
    )
    result = play(state, {"type": "activate", "object": "jace", "ability": 0})
    assert result.state.object("jace").counter("loyalty") == 5


def test_an_ability_putting_a_counter_puts_two() -> None:
    """Walking Ballista's "{4}: Put a +1/+1 counter on Walking Ballista." resolves as 2."""
    state = board(
        alice(
            [],
            placed(DOUBLING_SEASON, "season"),
            {"id": "ballista", "card": "Walking Ballista", "counters": {"+1/+1": 1}},
            mana_pool={"C": 4},
        ),
        {"id": "B"},
        effects=[SEASON_COUNTERS],
    )
    state = play(state, {"type": "activate", "object": "ballista", "ability": 1}).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("ballista").counter("+1/+1") == 3


def test_counters_on_an_opponents_permanent_are_not_doubled() -> None:
    """ "on a permanent you control": Bob's Ballista gets what the ability says."""
    state = board(
        alice([], placed(DOUBLING_SEASON, "season")),
        {
            "id": "B",
            "battlefield": [
                {"id": "ballista", "card": "Walking Ballista", "counters": {"+1/+1": 1}}
            ],
            "mana_pool": {"C": 4},
        },
        effects=[SEASON_COUNTERS],
        turn={"number": 1, "active_player": "B", "step": "precombat_main"},
    )
    state = play(state, {"type": "activate", "object": "ballista", "ability": 1}).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("ballista").counter("+1/+1") == 2


def _scales_and_season() -> GameState:
    return board(
        alice(
            [{"id": "ballista", "card": "Walking Ballista"}],
            placed(HARDENED_SCALES, "scales"),
            placed(DOUBLING_SEASON, "season"),
            mana_pool={"C": 2},
        ),
        {"id": "B"},
        effects=[SEASON_COUNTERS, SCALES],
    )


def test_hardened_scales_and_doubling_season_alice_orders_them_616_1() -> None:
    state = play(_scales_and_season(), {"type": "cast", "object": "ballista", "x": 1}).state
    asked = pending(state, {"type": "resolve"}).pending
    assert asked is not None
    assert asked.kind is DecisionKind.REPLACEMENT_ORDER and asked.decider == "A"
    assert asked.rule == "616.1"
    assert {o.id for o in asked.options} == {"season_counters", "scales_counters"}
    assert all(o.label.startswith("judge's stand-in for") for o in asked.options)


@pytest.mark.parametrize(
    ("first", "counters"),
    [("scales_counters", 4), ("season_counters", 3)],
    ids=["scales_first_1_plus_1_doubled_is_4", "season_first_1_doubled_plus_1_is_3"],
)
def test_each_order_gives_its_own_result(first: str, counters: int) -> None:
    """Walking Ballista with X=1 would enter with one +1/+1 counter (107.3m)."""
    state = play(_scales_and_season(), {"type": "cast", "object": "ballista", "x": 1}).state
    result = play(state, {"type": "resolve"}, (first,))
    assert result.state.object("ballista").counter("+1/+1") == counters
    replaced = [e.text for e in entries(result.log, LogKind.REPLACEMENT)]
    assert replaced[-1] == f"Walking Ballista enters with {counters} +1/+1 counters"
    assert len(result.stand_ins) == 2


def test_hardened_scales_leaves_loyalty_counters_alone() -> None:
    state = board(
        alice([{"id": "jace", "card": "Jace Beleren"}], placed(HARDENED_SCALES, "scales")),
        {"id": "B"},
        effects=[SCALES],
    )
    result = cast_and_resolve(state, "jace", free=True)
    assert result.state.object("jace").counter("loyalty") == 3


# --- tokens ------------------------------------------------------------------------------------


def _tokens(state: GameState, name: str = "Soldier Token") -> int:
    return sum(1 for o in state.battlefield if o.token and o.card == name)


def test_raise_the_alarm_beside_doubling_season_makes_four_soldiers() -> None:
    state = board(
        alice([{"id": "alarm", "card": "Raise the Alarm"}], placed(DOUBLING_SEASON, "season")),
        {"id": "B"},
        effects=[SEASON_TOKENS],
    )
    result = cast_and_resolve(state, "alarm", free=True)
    assert _tokens(result.state) == 4
    assert cites(result.log, "614.16") and cites(result.log, "111.1")
    assert any(
        e.text == "judge's stand-in for Doubling Season: twice that many: 2 Soldier Tokens become 4"
        for e in result.log
    )


def test_two_doublers_make_four_times_as_many() -> None:
    """Doubling Season and Parallel Lives each apply once (614.5): 2 -> 4 -> 8. Identical
    effects: their order is no real choice (616.1)."""
    state = board(
        alice(
            [{"id": "alarm", "card": "Raise the Alarm"}],
            placed(DOUBLING_SEASON, "season"),
            placed(PARALLEL_LIVES, "lives"),
        ),
        {"id": "B"},
        effects=[SEASON_TOKENS, LIVES_TOKENS],
    )
    result = cast_and_resolve(state, "alarm", free=True)
    assert _tokens(result.state) == 8


def test_that_many_plus_one_tokens() -> None:
    state = board(
        alice([{"id": "alarm", "card": "Raise the Alarm"}]),
        {"id": "B"},
        effects=[
            {"id": "e1", "kind": "create_more_tokens", "controller": "A", "params": {"plus": 1}}
        ],
    )
    assert _tokens(cast_and_resolve(state, "alarm", free=True).state) == 3


def test_tokens_an_opponent_creates_are_not_doubled() -> None:
    state = board(
        alice([], placed(DOUBLING_SEASON, "season")),
        {"id": "B", "hand": [{"id": "alarm", "card": "Raise the Alarm"}]},
        effects=[SEASON_TOKENS],
        turn={"number": 1, "active_player": "B", "step": "precombat_main"},
    )
    assert _tokens(cast_and_resolve(state, "alarm", free=True).state) == 2


def test_an_embalmed_copy_is_doubled_too(compiled_from: Any) -> None:
    """Every way an effect creates tokens goes through the replacement (614.16): embalm's copy
    (702.128a) comes twice with a token doubler in force."""
    compiled_from({**RECORDS, **EMBALM_RECORDS})
    state = board(
        alice([], mana_pool={"W": 1}, graveyard=[{"id": "cat", "card": "Sacred Cat"}]),
        {"id": "B"},
        effects=[{"id": "e1", "kind": "create_more_tokens", "controller": "A", "params": {}}],
    )
    state = play(state, {"type": "activate", "object": "cat", "ability": 0}).state
    result = play(state, {"type": "resolve"})
    assert _tokens(result.state, "Sacred Cat") == 2
