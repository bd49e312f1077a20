"""The top of a library looked at, a card of a kind chosen from among them, the rest put away
(608.2c, 701.20a, 401.4, 701.24a), with real cards compiled from their Oracle text: Commune with
Nature ("Look at the top five cards of your library. You may reveal a creature card from among
them and put it into your hand. Put the rest on the bottom of your library in any order."),
Elvish Rejuvenator ("When ~ enters, look at the top five cards of your library. You may put a
land card from among them onto the battlefield tapped. Put the rest on the bottom of your
library in a random order.") and Courageous Outrider (a creature type: "a Human card")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

COMMUNE = "Commune with Nature"
REJUVENATOR = "Elvish Rejuvenator"
OUTRIDER = "Courageous Outrider"
BUGLER = "Militia Bugler"
STAMPEDE = "Lead the Stampede"
STIRRINGS = "Ancient Stirrings"
WEATHERLIGHT = "Board the Weatherlight"
RESOLVE = {"type": "resolve"}
LIBRARY = ("Shock", "Grizzly Bears", "Island", "Forest", "Shock", "Island", "Forest")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, COMMUNE, REJUVENATOR, OUTRIDER)


@pytest.mark.parametrize("name", [COMMUNE, REJUVENATOR, OUTRIDER])
def test_608_2c_the_cards_compile_as_automated_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed is not None and "from among them" in compiled.printed


def _cast(card: str, *library: str, resolves: int = 1) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "it", "card": card}],
            "library": [{"id": f"l{i}", "card": name} for i, name in enumerate(library)],
        },
        {"id": "B"},
    )
    state = play(state, {"type": "cast", "object": "it", "free": True}).state
    for _ in range(resolves - 1):
        state = play(state, RESOLVE).state
    return state


def test_608_2c_701_20a_commune_reveals_a_creature_card_and_orders_the_rest_401_4() -> None:
    state = _cast(COMMUNE, *LIBRARY)
    asked = pending(state, RESOLVE).pending
    assert asked is not None and asked.decider == "A"
    # only the creature card among the five is offered, and choosing none is allowed
    assert {o.id for o in asked.options} == {"decline", "l1"}
    # then the four others are ordered by their owner, from the top down (401.4)
    done = play(state, RESOLVE, ["l1", "l2", "l0", "l3"])
    assert done.state.object("l1").zone is Zone.HAND
    library = [c.id for c in done.state.zone(Zone.LIBRARY, "A")]
    # the two not looked at stay on top; the four others go to the bottom in that order
    assert library == ["l5", "l6", "l2", "l0", "l3", "l4"]
    assert cites(done.log, "608.2c") and cites(done.log, "701.20a") and cites(done.log, "401.4")


def test_608_2c_choosing_none_puts_all_five_on_the_bottom() -> None:
    done = play(_cast(COMMUNE, *LIBRARY), RESOLVE, ["decline", "l0", "l2", "l3", "l1"])
    assert done.state.object("l1").zone is Zone.LIBRARY
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")][:2] == ["l5", "l6"]
    assert done.state.zone(Zone.HAND, "A") == ()


def test_608_2c_no_card_of_the_kind_asks_nothing() -> None:
    done = play(_cast(COMMUNE, "Shock", "Island"), RESOLVE, ["l0"])
    assert done.state.zone(Zone.HAND, "A") == ()
    assert {c.id for c in done.state.zone(Zone.LIBRARY, "A")} == {"l0", "l1"}


def test_608_2c_701_24a_rejuvenator_puts_a_land_tapped_and_the_rest_in_a_random_order() -> None:
    state = _cast(REJUVENATOR, *LIBRARY, resolves=2)  # it enters; its trigger is on the stack
    asked = pending(state, RESOLVE).pending
    assert asked is not None
    assert {o.id for o in asked.options} == {"decline", "l2", "l3"}  # Island, Forest: one each
    done = play(state, RESOLVE, ["l3"])
    forest = done.state.object("l3")
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped and forest.controller == "A"
    library = [c.id for c in done.state.zone(Zone.LIBRARY, "A")]
    assert library[:2] == ["l5", "l6"] and set(library[2:]) == {"l0", "l1", "l2", "l4"}
    # the random order is the game's seeded one: replaying gives the same library
    again = play(state, RESOLVE, ["l3"])
    assert [c.id for c in again.state.zone(Zone.LIBRARY, "A")] == library
    assert cites(done.log, "608.2c") and cites(done.log, "701.24a")


def test_608_2c_205_3m_outrider_takes_a_card_with_the_creature_type() -> None:
    state = _cast(OUTRIDER, "Shock", "Grizzly Bears", OUTRIDER, "Island", resolves=2)
    asked = pending(state, RESOLVE).pending
    assert asked is not None
    assert {o.id for o in asked.options} == {"decline", "l2"}  # a Human Scout
    done = play(state, RESOLVE, ["l2", "l0", "l1"])
    assert done.state.object("l2").zone is Zone.HAND
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["l0", "l1", "l3"]


def test_608_2c_208_1_bugler_offers_only_a_creature_card_with_power_2_or_less(
    compiled_from: Any,
) -> None:
    use_cards(compiled_from, BUGLER, COMMUNE, REJUVENATOR, OUTRIDER)
    assert compile_record(records(BUGLER)[BUGLER]).label == AUTOMATED
    # Grizzly Bears (2/2) fits; Militia Bugler itself (2/3) fits; Shock and Island don't
    state = _cast(BUGLER, "Shock", "Grizzly Bears", "Island", BUGLER, "Forest", resolves=2)
    asked = pending(state, RESOLVE).pending
    assert asked is not None and {o.id for o in asked.options} == {"decline", "l1", "l3"}
    done = play(state, RESOLVE, ["l3"])
    assert done.state.object("l3").zone is Zone.HAND
    library = [c.id for c in done.state.zone(Zone.LIBRARY, "A")]
    assert library[:1] == ["l4"] and set(library[1:]) == {"l0", "l1", "l2"}
    assert cites(done.log, "701.24a") and cites(done.log, "701.20a")


def test_608_2c_lead_the_stampede_reveals_any_number_of_creature_cards(
    compiled_from: Any,
) -> None:
    use_cards(compiled_from, STAMPEDE, COMMUNE, REJUVENATOR, OUTRIDER)
    assert compile_record(records(STAMPEDE)[STAMPEDE]).label == AUTOMATED
    library = ("Grizzly Bears", "Shock", "Grizzly Bears", "Island", OUTRIDER, "Forest")
    state = _cast(STAMPEDE, *library)
    # each further creature card is a choice; both Bears and the Outrider are taken
    done = play(state, RESOLVE, ["l0", "l2", "l4", "l1"])  # then Shock above Island (401.4)
    assert {c.id for c in done.state.zone(Zone.HAND, "A")} == {"l0", "l2", "l4"}
    lib = [c.id for c in done.state.zone(Zone.LIBRARY, "A")]
    assert lib == ["l5", "l1", "l3"]
    assert cites(done.log, "701.20a") and cites(done.log, "401.4")


def test_608_2c_stopping_after_one_card_leaves_the_others() -> None:
    state = _cast(COMMUNE, *LIBRARY)
    assert pending(state, RESOLVE, ["l1"]).pending is not None  # the order of the rest


def test_608_2c_105_2c_ancient_stirrings_takes_a_colorless_card(compiled_from: Any) -> None:
    use_cards(compiled_from, STIRRINGS)
    compiled = compile_record(records(STIRRINGS)[STIRRINGS])
    assert compiled.label == AUTOMATED and compiled.printed is not None
    assert "Then put the rest" in compiled.printed
    state = _cast(STIRRINGS, "Shock", "Island", "Grizzly Bears")
    asked = pending(state, RESOLVE).pending
    # a land card has no color (105.2c); Shock and the Bears have one
    assert asked is not None and {o.id for o in asked.options} == {"decline", "l1"}
    done = play(state, RESOLVE, ["l1", "l2"])
    assert done.state.object("l1").zone is Zone.HAND
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["l2", "l0"]


def test_608_2c_700_6_board_the_weatherlight_offers_historic_cards(compiled_from: Any) -> None:
    use_cards(compiled_from, WEATHERLIGHT)
    assert compile_record(records(WEATHERLIGHT)[WEATHERLIGHT]).label == AUTOMATED
    library = ("Grizzly Bears", "Lotus Petal", "Isamaru, Hound of Konda", "Shock", "Island")
    state = _cast(WEATHERLIGHT, *library)
    asked = pending(state, RESOLVE).pending
    # an artifact and a legendary creature are historic (700.6); the others aren't
    assert asked is not None and {o.id for o in asked.options} == {"decline", "l1", "l2"}
    done = play(state, RESOLVE, ["l2"])
    assert done.state.object("l2").zone is Zone.HAND
    assert {c.id for c in done.state.zone(Zone.LIBRARY, "A")} == {"l0", "l1", "l3", "l4"}
    assert cites(done.log, "701.24a")
