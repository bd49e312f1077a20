"""Looking at the top N cards and taking M of them (608.2c), compiled from Oracle text: the rest
into the graveyard (Ancestral Memories: seven looked at, two taken), on the bottom in an order the
player picks (Impulse, 401.4), and "the other" when one card is left (Dark Bargain: three looked
at, two taken, then 2 damage to its caster)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

RECORDS: dict[str, dict[str, Any]] = {
    "Ancestral Memories": {
        "name": "Ancestral Memories",
        "mana_cost": "{2}{U}{U}{U}",
        "type_line": "Sorcery",
        "layout": "normal",
        "oracle_text": "Look at the top seven cards of your library. Put two of them into your "
        "hand and the rest into your graveyard.",
    },
    "Impulse": {
        "name": "Impulse",
        "mana_cost": "{1}{U}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Look at the top four cards of your library. Put one of them into your "
        "hand and the rest on the bottom of your library in any order.",
    },
    "Dark Bargain": {
        "name": "Dark Bargain",
        "mana_cost": "{3}{B}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Look at the top three cards of your library. Put two of them into your "
        "hand and the other into your graveyard. Dark Bargain deals 2 damage to you.",
    },
}
RESOLVE = {"type": "resolve"}
LIBRARY = ("Island", "Shock", "Grizzly Bears", "Forest", "Lightning Bolt", "Swamp", "Plains")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS[name]["oracle_text"].replace(name, "~")


def cast(name: str, extra: int = 1) -> GameState:
    library = [*LIBRARY, *("Mountain",) * extra]
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": name}],
            "library": [{"id": f"l{i}", "card": card} for i, card in enumerate(library)],
        },
        {"id": "B"},
    )
    return play(state, {"type": "cast", "object": "spell", "free": True}).state


def test_ancestral_memories_takes_two_of_seven_and_the_rest_go_to_the_graveyard() -> None:
    state = cast("Ancestral Memories")
    first = pending(state, RESOLVE).pending
    assert first is not None and first.rule == "608.2c"
    assert {o.id for o in first.options} == {f"l{i}" for i in range(7)}
    done = play(state, RESOLVE, ["l1", "l4"])
    assert {c.card for c in done.state.zone(Zone.HAND, "A")} == {"Shock", "Lightning Bolt"}
    assert len(done.state.zone(Zone.GRAVEYARD, "A")) == 5 + 1  # the rest, and the sorcery
    assert [c.card for c in done.state.zone(Zone.LIBRARY, "A")] == ["Mountain"]
    assert cites(done.log, "608.2c")


def test_impulse_puts_the_rest_on_the_bottom_in_the_order_its_player_picks_401_4() -> None:
    state = cast("Impulse")
    done = play(state, RESOLVE, ["l2", "l3", "l0"])  # the last card has no choice left
    assert done.state.object("l2").zone is Zone.HAND
    library = [c.id for c in done.state.zone(Zone.LIBRARY, "A")]
    assert library[:4] == ["l4", "l5", "l6", "l7"]  # the cards not looked at stay on top
    assert sorted(library[4:]) == ["l0", "l1", "l3"]
    assert cites(done.log, "401.4")


def test_dark_bargain_takes_two_puts_the_other_in_the_graveyard_and_deals_two() -> None:
    done = play(cast("Dark Bargain"), RESOLVE, ["l0", "l2"])
    assert {c.card for c in done.state.zone(Zone.HAND, "A")} == {"Island", "Grizzly Bears"}
    assert done.state.object("l1").zone is Zone.GRAVEYARD
    assert done.state.player("A").life == 18
