"""Soulshift N (702.46a): "When this permanent is put into a graveyard from the battlefield, you
may return target Spirit card with mana value N or less from your graveyard to your hand." Burr
Grafter (a Spirit with mana value 4, "Sacrifice ~: Target creature gets +2/+2 until end of turn."
and soulshift 3) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.targets import candidates
from engine.testing.scenario import board, cites, pending, play


def _record(name: str, cost: str, text: str) -> dict[str, Any]:
    return {
        "name": name,
        "type_line": "Creature — Spirit",
        "mana_cost": cost,
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": text,
    }


BURR_GRAFTER = _record(
    "Burr Grafter",
    "{3}{G}",
    "Sacrifice Burr Grafter: Target creature gets +2/+2 until end of turn.\nSoulshift 3 (When "
    "this creature dies, you may return target Spirit card with mana value 3 or less from your "
    "graveyard to your hand.)",
)
# A card the engine knows only by its characteristics (its text doesn't compile).
HANA_KAMI = {
    "card": "Hana Kami",
    "characteristics": {
        "types": ["Creature"],
        "subtypes": ["Spirit"],
        "mana_cost": "{G}",
        "power": 1,
        "toughness": 1,
    },
}
CRAWLING_FILTH = _record(
    "Crawling Filth",
    "{5}{B}",
    "Fear\nSoulshift 5 (When this creature dies, you may return target Spirit card with mana "
    "value 5 or less from your graveyard to your hand.)",
)
RECORDS = {r["name"]: r for r in (BURR_GRAFTER, CRAWLING_FILTH)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _spirits_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _sacrificed() -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "grafter", "card": "Burr Grafter"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "graveyard": [
                {"id": "hana", **HANA_KAMI},
                {"id": "filth", "card": "Crawling Filth"},
                {"id": "dead_bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "graveyard": [{"id": "b_hana", **HANA_KAMI}]},
    )
    sacrificed = play(
        state, {"type": "activate", "object": "grafter", "ability": 0, "targets": ["bears"]}
    )
    assert sacrificed.state.object("grafter").zone is Zone.GRAVEYARD
    assert cites(sacrificed.log, "702.46a")
    return sacrificed.state


def test_burr_grafter_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(BURR_GRAFTER)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[1] == "Soulshift 3"


def test_only_a_spirit_card_with_mana_value_3_or_less_in_your_graveyard_is_a_target() -> None:
    state = _sacrificed()
    found = candidates(
        state,
        "your_graveyard_card:Spirit:3",
        state.object("grafter"),
        "A",
        source_is_other_object=True,
    )
    # Not Crawling Filth (6), the Bears (no Spirit), Bob's Hana Kami, nor Burr Grafter itself (4).
    assert found == ["hana"]


def test_dying_it_returns_hana_kami_to_its_owners_hand_702_46a() -> None:
    state = _sacrificed()
    (trigger,) = [o for o in state.zone(Zone.STACK) if o.stack and o.stack.kind == "triggered"]
    assert trigger.stack is not None and trigger.stack.targets == ("hana",)
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    done = play(state, RESOLVE, ["yes"]).state
    assert done.object("hana").zone is Zone.HAND
