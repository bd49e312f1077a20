"""Mill (701.17a) composed with a card of a kind chosen as the instruction applies (608.2c,
608.2d: chosen, not targeted): "Mill three cards, then you may return a creature card from your
graveyard to your hand." (Corpse Churn) and "Mill four cards. You may put a creature card from
among them into your hand." (Eerie Gravestone: the milled cards, found in the graveyard they
went to, 701.17c), "If you don't, put a +1/+1 counter on ~." (Ainok Wayfarer: only if none was
chosen, 608.2d) and "You may put a land card from your graveyard on top of your library."
(Glowspore Shaman, 401.2), "Then return all land cards from your graveyard to the battlefield
tapped." (Lumra, Bellow of the Woods: no choice) and "Put a land card from among the milled
cards into your hand. If you can't, create a Treasure token." (Patient Naturalist). Compiled from
their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

CHURN = "Corpse Churn"
GRAVESTONE = "Eerie Gravestone"
WAYFARER = "Ainok Wayfarer"
SHAMAN = "Glowspore Shaman"
LUMRA = "Lumra, Bellow of the Woods"
NATURALIST = "Patient Naturalist"
CRUISER = "Carrion Cruiser"
CHANCE = "Another Chance"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(
        compiled_from, CHURN, GRAVESTONE, WAYFARER, SHAMAN, LUMRA, NATURALIST, CRUISER, CHANCE
    )


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (
            WAYFARER,
            "When ~ enters, mill three cards. You may put a land card from among them into your "
            "hand. If you don't, put a +1/+1 counter on ~.",
        ),
        (
            CHANCE,
            "You may mill two cards. Then return up to two creature cards from your graveyard "
            "to your hand.",
        ),
        (
            CRUISER,
            "When ~ enters, mill two cards. Then return a creature or Vehicle card from your "
            "graveyard to your hand.",
        ),
        (
            LUMRA,
            "When ~ enters, mill four cards. Then return all land cards from your graveyard to "
            "the battlefield tapped.",
        ),
        (
            NATURALIST,
            "When ~ enters, mill three cards. Put a land card from among the milled cards into "
            "your hand. If you can't, create a Treasure token.",
        ),
        (
            SHAMAN,
            "When ~ enters, mill three cards. You may put a land card from your graveyard on top "
            "of your library.",
        ),
    ],
)
def test_608_2d_if_you_dont_and_on_top_compile_and_print_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (
            CHURN,
            "Mill three cards, then you may return a creature card from your graveyard to your hand.",
        ),
        (
            GRAVESTONE,
            "{1}{B}, Sacrifice ~: Mill four cards. You may put a creature card from among them into your hand.",
        ),
    ],
)
def test_701_17a_608_2d_the_chosen_card_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def _churn(library: list[str], graveyard: list[str]) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "churn", "card": CHURN}],
            "library": [{"id": f"l{i}", "card": c} for i, c in enumerate(library)],
            "graveyard": [{"id": f"g{i}", "card": c} for i, c in enumerate(graveyard)],
        },
        {"id": "B"},
    )
    return play(state, {"type": "cast", "object": "churn", "free": True}).state


def _ids(state: GameState, zone: Zone) -> list[str]:
    return sorted(o.id for o in state.zone(zone, "A"))


def test_701_17a_608_2d_mill_then_return_a_creature_card_the_player_chooses() -> None:
    state = _churn(["Grizzly Bears", "Island", "Island", "Island"], ["Llanowar Elves"])
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    # a milled creature card and the one already there: both are in the graveyard now
    assert [o.id for o in asked.pending.options] == ["decline", "g0", "l0"]
    done = play(state, RESOLVE, ["l0"])
    assert _ids(done.state, Zone.HAND) == ["l0"]
    assert _ids(done.state, Zone.GRAVEYARD) == ["churn", "g0", "l1", "l2"]
    assert _ids(done.state, Zone.LIBRARY) == ["l3"]
    assert cites(done.log, "701.17a") and cites(done.log, "608.2c")


def test_608_2d_you_may_return_none() -> None:
    state = _churn(["Grizzly Bears", "Island", "Island"], [])
    done = play(state, RESOLVE, ["decline"])
    assert _ids(done.state, Zone.HAND) == []
    assert "l0" in _ids(done.state, Zone.GRAVEYARD)
    assert cites(done.log, "608.2d")


def test_608_2c_with_no_creature_card_nothing_is_returned() -> None:
    done = play(_churn(["Island", "Island", "Island"], []), RESOLVE)
    assert _ids(done.state, Zone.HAND) == []
    assert _ids(done.state, Zone.GRAVEYARD) == ["churn", "l0", "l1", "l2"]


def _gravestone(library: list[str], graveyard: list[str]) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "stone", "card": GRAVESTONE}],
            "library": [{"id": f"l{i}", "card": c} for i, c in enumerate(library)],
            "graveyard": [{"id": f"g{i}", "card": c} for i, c in enumerate(graveyard)],
            "mana_pool": {"B": 1, "C": 1},
        },
        {"id": "B"},
    )
    return play(state, {"type": "activate", "object": "stone", "ability": 1}).state


def test_701_17c_from_among_them_only_the_milled_cards() -> None:
    # the creature card already in the graveyard isn't among the milled cards
    state = _gravestone(
        ["Island", "Grizzly Bears", "Island", "Island", "Island"], ["Llanowar Elves"]
    )
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["decline", "l1"]
    done = play(state, RESOLVE, ["l1"])
    assert _ids(done.state, Zone.HAND) == ["l1"]
    assert _ids(done.state, Zone.LIBRARY) == ["l4"]
    assert "g0" in _ids(done.state, Zone.GRAVEYARD)
    assert cites(done.log, "701.17c")


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


def test_608_2d_if_you_dont_only_when_no_card_was_chosen() -> None:
    state = _enters(WAYFARER, ["Forest", "Island", "Grizzly Bears", "Island"])
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["decline", "l0", "l1"]
    took = play(state, RESOLVE, ["l0"])
    assert _ids(took.state, Zone.HAND) == ["l0"]
    assert took.state.object("it").counter("+1/+1") == 0
    declined = play(state, RESOLVE, ["decline"])
    assert _ids(declined.state, Zone.HAND) == []
    assert declined.state.object("it").counter("+1/+1") == 1
    assert cites(declined.log, "608.2d")


def test_608_2d_with_no_land_among_them_the_counter_is_put() -> None:
    done = play(_enters(WAYFARER, ["Grizzly Bears", "Llanowar Elves", "Grizzly Bears"]), RESOLVE)
    assert done.state.object("it").counter("+1/+1") == 1


def test_401_2_a_land_card_from_the_graveyard_on_top_of_the_library() -> None:
    state = _enters(SHAMAN, ["Island", "Grizzly Bears", "Grizzly Bears", "Swamp"], ("Forest",))
    done = play(state, RESOLVE, ["g0"])
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["g0", "l3"]
    assert "l0" in _ids(done.state, Zone.GRAVEYARD)
    assert cites(done.log, "701.17a")


def test_608_2c_all_land_cards_return_tapped_without_a_choice() -> None:
    state = _enters(LUMRA, ["Forest", "Grizzly Bears", "Swamp", "Island", "Island"], ("Plains",))
    done = play(state, RESOLVE)
    lands = {o.id: o for o in done.state.battlefield if o.id in ("l0", "l2", "l3", "g0")}
    assert sorted(lands) == ["g0", "l0", "l2", "l3"]
    assert all(o.tapped for o in lands.values())
    # Lumra itself (0/0 with no land, 704.5f) went to the graveyard before its trigger resolved
    assert _ids(done.state, Zone.GRAVEYARD) == ["it", "l1"]
    assert _ids(done.state, Zone.LIBRARY) == ["l4"]


def _treasures(state: GameState) -> int:
    return sum(1 for o in state.battlefield if o.token and o.card == "Treasure Token")


def test_608_2c_if_you_cant_only_when_there_was_no_land_card() -> None:
    found = play(_enters(NATURALIST, ["Grizzly Bears", "Forest", "Grizzly Bears"]), RESOLVE)
    assert _ids(found.state, Zone.HAND) == ["l1"]
    assert _treasures(found.state) == 0
    none = play(_enters(NATURALIST, ["Grizzly Bears", "Llanowar Elves", "Grizzly Bears"]), RESOLVE)
    assert _ids(none.state, Zone.HAND) == []
    assert _treasures(none.state) == 1


def test_205_3_a_card_type_or_a_subtype() -> None:
    # the milled Bears is a creature card; the land isn't a creature or Vehicle card
    state = _enters(CRUISER, ["Grizzly Bears", "Forest", "Island"])
    done = play(state, RESOLVE)
    assert _ids(done.state, Zone.HAND) == ["l0"]
    assert "l1" in _ids(done.state, Zone.GRAVEYARD)
    assert cites(done.log, "608.2c")


def _chance() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "chance", "card": CHANCE}],
            "library": [{"id": f"l{i}", "card": c} for i, c in enumerate(["Grizzly Bears"] * 3)],
            "graveyard": [{"id": "g0", "card": "Llanowar Elves"}],
        },
        {"id": "B"},
    )
    return play(state, {"type": "cast", "object": "chance", "free": True}).state


def test_608_2d_you_may_mill_then_return_up_to_two() -> None:
    # mill two Bears, then return two of the three creature cards, one at a time
    done = play(_chance(), RESOLVE, ["mill", "l0", "g0"])
    assert _ids(done.state, Zone.HAND) == ["g0", "l0"]
    assert _ids(done.state, Zone.LIBRARY) == ["l2"]
    assert cites(done.log, "701.17a") and cites(done.log, "608.2d")


def test_608_2d_a_declined_mill_mills_nothing() -> None:
    done = play(_chance(), RESOLVE, ["decline", "decline"])
    assert _ids(done.state, Zone.LIBRARY) == ["l0", "l1", "l2"]
    assert _ids(done.state, Zone.HAND) == []
