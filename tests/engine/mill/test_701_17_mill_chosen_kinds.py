"""Mill (701.17a) and a card chosen from among the milled cards (608.2c, 608.2d, 701.17c) of more
kinds: "a noncreature, nonland card" (Fallaji Archaeologist: none of those card types, 205.4b),
"a creature card and/or a land card" (Sludge Titan: one card of each kind, each chosen or not),
"an instant or sorcery card milled this way" (Leyline Dowser). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

FALLAJI = "Fallaji Archaeologist"
TITAN = "Sludge Titan"
DOWSER = "Leyline Dowser"
ARBOR = "Dryad Arbor"  # a land creature card (205.2a)
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, FALLAJI, TITAN, DOWSER, ARBOR)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (
            FALLAJI,
            "When ~ enters, mill three cards. You may put a noncreature, nonland card from among "
            "the cards milled this way into your hand. If you don't, put a +1/+1 counter on ~.",
        ),
        (
            TITAN,
            "Whenever ~ enters or attacks, mill five cards. You may put a creature card and/or a "
            "land card from among them into your hand.",
        ),
        (
            DOWSER,
            "{1}, {T}: Mill a card. You may put an instant or sorcery card milled this way into "
            "your hand.",
        ),
    ],
)
def test_701_17a_608_2d_the_chosen_kinds_compile_and_print_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def _enters(card: str, library: list[str], graveyard: tuple[str, ...] = ()) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "it", "card": card}],
            "library": [{"id": f"l{i}", "card": c} for i, c in enumerate(library)],
            "graveyard": [{"id": f"g{i}", "card": c} for i, c in enumerate(graveyard)],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "it", "free": True})
    return play(cast.state, RESOLVE).state  # it enters; its trigger goes on the stack


def _ids(state: GameState, zone: Zone) -> list[str]:
    return sorted(o.id for o in state.zone(zone, "A"))


def test_205_4b_a_noncreature_nonland_card_only() -> None:
    # the milled Bears (a creature) and Forest (a land) can't be chosen; the Bolt can
    state = _enters(FALLAJI, ["Grizzly Bears", "Forest", "Lightning Bolt", "Island"], ("Shock",))
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["decline", "l2"]
    took = play(state, RESOLVE, ["l2"])
    assert _ids(took.state, Zone.HAND) == ["l2"]
    assert took.state.object("it").counter("+1/+1") == 0
    assert cites(took.log, "701.17c")


def test_608_2d_no_noncreature_nonland_card_then_the_counter() -> None:
    done = play(_enters(FALLAJI, ["Grizzly Bears", "Forest", "Dryad Arbor"]), RESOLVE)
    assert _ids(done.state, Zone.HAND) == []
    assert done.state.object("it").counter("+1/+1") == 1


def test_608_2d_a_creature_card_and_a_land_card() -> None:
    library = ["Grizzly Bears", "Lightning Bolt", "Forest", "Llanowar Elves", "Island", "Swamp"]
    state = _enters(TITAN, library)
    first = pending(state, RESOLVE)
    assert first.pending is not None
    assert [o.id for o in first.pending.options] == ["decline", "l0", "l2", "l3", "l4"]
    # once a creature card is chosen, only a land card is left to choose
    second = pending(state, RESOLVE, ["l0"])
    assert second.pending is not None
    assert [o.id for o in second.pending.options] == ["decline", "l2", "l4"]
    done = play(state, RESOLVE, ["l0", "l4"])
    assert _ids(done.state, Zone.HAND) == ["l0", "l4"]
    assert _ids(done.state, Zone.GRAVEYARD) == ["l1", "l2", "l3"]
    assert _ids(done.state, Zone.LIBRARY) == ["l5"]
    assert cites(done.log, "608.2d") and cites(done.log, "701.17c")


def test_608_2d_a_card_of_both_kinds_fills_either() -> None:
    # Dryad Arbor (a land creature) chosen first may be the land or the creature card
    state = _enters(TITAN, ["Dryad Arbor", "Grizzly Bears", "Forest", "Island", "Island"])
    second = pending(state, RESOLVE, ["l0"])
    assert second.pending is not None
    assert [o.id for o in second.pending.options] == ["decline", "l1", "l2", "l3", "l4"]
    done = play(state, RESOLVE, ["l0", "l1"])
    assert _ids(done.state, Zone.HAND) == ["l0", "l1"]
    declined = play(state, RESOLVE, ["decline"])
    assert _ids(declined.state, Zone.HAND) == []


def test_608_2c_an_instant_or_sorcery_card_milled_this_way() -> None:
    def dowser(top: str) -> GameState:
        state = board(
            {
                "id": "A",
                "battlefield": [{"id": "dowser", "card": DOWSER}],
                "library": [{"id": "l0", "card": top}, {"id": "l1", "card": "Island"}],
                "graveyard": [{"id": "g0", "card": "Shock"}],
                "mana_pool": {"C": 1},
            },
            {"id": "B"},
        )
        return play(state, {"type": "activate", "object": "dowser", "ability": 0}).state

    took = play(dowser("Lightning Bolt"), RESOLVE, ["l0"])
    assert _ids(took.state, Zone.HAND) == ["l0"]
    # the Shock already in the graveyard wasn't milled this way
    land = play(dowser("Forest"), RESOLVE)
    assert _ids(land.state, Zone.HAND) == []
    assert _ids(land.state, Zone.GRAVEYARD) == ["g0", "l0"]
    assert cites(land.log, "701.17a")
