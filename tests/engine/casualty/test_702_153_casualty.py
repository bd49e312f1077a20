"""Casualty (702.153a): as an additional cost the caster may sacrifice a creature with power N or
greater; if they do, the spell's triggered ability copies it as it is cast, and the copy may get
new targets (707.10c). Real cards of the 2026 card file, compiled from their Oracle text: Join
the Maestros ("Casualty 2", create a 4/3 Ogre Warrior token) and Light 'Em Up ("Casualty 2", 2
damage to target creature or planeswalker)."""

from __future__ import annotations

from collections.abc import Mapping
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

NAMES = ("Join the Maestros", "Light 'Em Up")


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(card: str, *mine: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "battlefield": [{"id": f"c{n + 1}", "card": c} for n, c in enumerate(mine)],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "elves", "card": "Llanowar Elves"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
    )


def _cast(*targets: str, casualty: bool = True) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "cast", "object": "spell", "free": True}
    action["targets"] = list(targets)
    if casualty:
        action["casualty"] = True
    return action


def _ogres(state: GameState) -> list[str]:
    return [o.id for o in state.battlefield if o.token and o.controller == "A"]


def test_casualty_cards_compile_from_their_oracle_text() -> None:
    for name in NAMES:
        compiled = compile_record(_records()[name])
        assert compiled.label == AUTOMATED
        assert compiled.definition.casualty == 2
        assert "Casualty" in compiled.definition.keywords
        assert compiled.printed.startswith("Casualty 2\n")


def test_sacrificing_a_big_enough_creature_copies_the_spell() -> None:
    # The Elves (power 1) can't pay casualty 2: the Bears are the only choice, no decision.
    cast = play(_board("Join the Maestros", "Llanowar Elves", "Grizzly Bears"), _cast())
    assert cast.state.object("c2").zone is Zone.GRAVEYARD
    assert cast.state.object("c1").zone is Zone.BATTLEFIELD
    assert cites(cast.log, "702.153a") and cites(cast.log, "701.21a")
    triggered = play(cast.state, {"type": "resolve"})
    assert [o for o in triggered.state.zone(Zone.STACK) if o.spell_copy]
    assert cites(triggered.log, "707.10")
    done = resolve_all(triggered.state)
    assert len(_ogres(done)) == 2


def test_not_paid_there_is_no_copy() -> None:
    cast = play(_board("Join the Maestros", "Grizzly Bears"), _cast(casualty=False))
    assert cast.state.object("c1").zone is Zone.BATTLEFIELD
    done = resolve_all(cast.state)
    assert len(_ogres(done)) == 1


def test_the_caster_chooses_the_creature_and_the_copy_may_get_a_new_target() -> None:
    state = _board("Light 'Em Up", "Grizzly Bears", "Grizzly Bears")
    asked = pending(state, _cast("bears"))
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.SACRIFICE and asked.pending.rule == "702.153a"
    assert {o.id for o in asked.pending.options} == {"c1", "c2"}
    cast = play(state, _cast("bears"), ["c2"])
    assert cast.state.object("c2").zone is Zone.GRAVEYARD
    assert cast.state.object("c1").zone is Zone.BATTLEFIELD
    new_target = pending(cast.state, {"type": "resolve"})
    assert new_target.pending is not None and new_target.pending.rule == "707.10c"
    chosen = play(cast.state, {"type": "resolve"}, ["elves"])
    done = resolve_all(chosen.state)
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("elves").zone is Zone.GRAVEYARD


def test_refused_without_a_creature_with_enough_power_or_without_casualty() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board("Join the Maestros", "Llanowar Elves"), _cast())
    assert refused.value.rule == "118.3"
    state = board(
        {"id": "A", "hand": [{"id": "spell", "card": "Shock"}], "battlefield": []}, {"id": "B"}
    )
    with pytest.raises(IllegalAction) as no_keyword:
        play(state, _cast("B"))
    assert no_keyword.value.rule == "702.153a"
    offered = [
        o.action
        for o in available_actions(_board("Join the Maestros", "Grizzly Bears"))
        if o.action.get("object") == "spell"
    ]
    assert {"type": "cast", "object": "spell", "casualty": True} in offered
