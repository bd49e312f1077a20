"""Bargain (702.166): as an additional cost the caster may sacrifice an artifact, an enchantment
or a token (702.166a); a spell whose caster declared it was bargained, and so is the permanent it
becomes (702.166b), and the card's linked abilities ask it (702.166c). Real cards of the 2026
card file, compiled from their Oracle text: Ice Out ("~ costs {1} less to cast if it's
bargained.", counter target spell) and High Fae Negotiator ("When ~ enters, if it was bargained,
each opponent loses 3 life and you gain 3 life.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Ice Out", "High Fae Negotiator")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(card: str, pool: dict[str, int], *mine: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "mana_pool": pool,
            "battlefield": [{"id": f"c{n + 1}", "card": c} for n, c in enumerate(mine)],
        },
        {
            "id": "B",
            "hand": [{"id": "shock", "card": "Shock"}],
            "battlefield": [{"id": "mountain", "card": "Mountain"}],
        },
    )


def _cast(*, bargain: bool = True, free: bool = False) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "cast", "object": "spell"}
    if free:
        action["free"] = True
    if bargain:
        action["bargain"] = True
    return action


def test_702_166_bargain_cards_compile_and_print_back() -> None:
    for name in NAMES:
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED
        assert "Bargain" in compiled.definition.keywords
        assert compiled.printed.startswith("Bargain\n")


def test_702_166a_sacrificing_a_permanent_bargains_the_creature_and_its_trigger_happens() -> None:
    # The Ornithopter is the only artifact, enchantment or token: no decision.
    state = _board("High Fae Negotiator", {}, "Ornithopter", "Grizzly Bears")
    cast = play(state, _cast(free=True))
    assert cast.state.object("c1").zone is Zone.GRAVEYARD
    assert cast.state.object("c2").zone is Zone.BATTLEFIELD
    assert cites(cast.log, "702.166a") and cites(cast.log, "702.166b")
    done = resolve_all(cast.state)
    assert done.object("spell").zone is Zone.BATTLEFIELD
    assert done.player("B").life == 17
    assert done.player("A").life == 23


def test_702_166b_not_bargained_there_is_no_trigger() -> None:
    state = _board("High Fae Negotiator", {}, "Ornithopter")
    cast = play(state, _cast(bargain=False, free=True))
    assert cast.state.object("c1").zone is Zone.BATTLEFIELD
    done = resolve_all(cast.state)
    assert done.object("spell").zone is Zone.BATTLEFIELD
    assert (done.player("A").life, done.player("B").life) == (20, 20)


def test_702_166b_bargained_spell_costs_less_and_the_caster_chooses_what_to_sacrifice() -> None:
    # Ice Out costs {1}{U}{U}; bargained it costs {U}{U} (601.2f), known before paying.
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": "Ice Out"}, {"id": "bolt", "card": "Shock"}],
            "mana_pool": {"U": 2},
            "battlefield": [
                {"id": "thopter", "card": "Ornithopter"},
                {"id": "anthem", "card": "Glorious Anthem"},
            ],
        },
        {"id": "B"},
    )
    bolt = {"type": "cast", "object": "bolt", "targets": ["B"], "free": True}
    on_stack = play(state, bolt)
    action = {"type": "cast", "object": "spell", "targets": ["bolt"], "bargain": True}
    asked = pending(on_stack.state, action)
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.SACRIFICE and asked.pending.rule == "702.166a"
    assert {o.id for o in asked.pending.options} == {"thopter", "anthem"}
    cast = play(on_stack.state, action, ["anthem"])
    assert cast.state.object("anthem").zone is Zone.GRAVEYARD
    assert cast.state.object("thopter").zone is Zone.BATTLEFIELD
    assert cast.state.player("A").mana_pool.to_json() == {}
    done = resolve_all(cast.state)
    assert done.object("bolt").zone is Zone.GRAVEYARD
    assert done.player("B").life == 20
    # Not bargained, {U}{U} doesn't pay {1}{U}{U}.
    with pytest.raises(IllegalAction):
        play(on_stack.state, {"type": "cast", "object": "spell", "targets": ["bolt"]})


def test_702_166a_refused_without_a_permanent_to_sacrifice_or_without_bargain() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board("High Fae Negotiator", {}, "Grizzly Bears"), _cast(free=True))
    assert refused.value.rule == "118.3"
    state = board(
        {"id": "A", "hand": [{"id": "spell", "card": "Grizzly Bears"}], "battlefield": []},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as no_keyword:
        play(state, _cast(free=True))
    assert no_keyword.value.rule == "702.166a"
    offered = [
        o.action
        for o in available_actions(_board("High Fae Negotiator", {}, "Ornithopter"))
        if o.action.get("object") == "spell"
    ]
    assert {"type": "cast", "object": "spell", "bargain": True} in offered
