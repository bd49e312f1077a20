"""Set in motion (701.32) in the Archenemy variant (904): immediately after the archenemy's
precombat main phase begins, they move the top scheme of their scheme deck off it and turn it
face up, a turn-based action without the stack (904.9, 701.32b); its "When you set this scheme in
motion" abilities trigger from the command zone (904.8; "this scheme" is the card itself,
314.7). Once no triggered ability of a scheme is waiting or on the stack, a face-up non-ongoing
scheme is turned face down and put on the bottom of its owner's scheme deck, a state-based action
(704.6e, 904.10). The scheme deck is part of the board: it goes through the document. Roots of
All Evil, Look Skyward and Despair and There Is No Refuge are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine import notation
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = (
    "Roots of All Evil",
    "Look Skyward and Despair",
    "There Is No Refuge",
    "Perhaps You've Met My Cohort",
    "Behold the Power of Destruction",
    "Ajani Goldmane",
)
SCHEMES = NAMES[:5]
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


@pytest.mark.parametrize("name", SCHEMES)
def test_the_scheme_compiles_automated_and_prints_this_scheme_as_itself(name: str) -> None:
    compiled = compile_record(records(*NAMES)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed.startswith("When you set ~ in motion, ")


def _archenemy(
    deck: tuple[str, ...], active: str = "A", a: dict[str, Any] | None = None, **b: Any
) -> GameState:
    return board(
        {"id": "A", "life": 40, "scheme_deck": list(deck), **(a or {})},  # 904.5
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}], **b},
        turn={"number": 3, "active_player": active, "step": "draw"},
    )


def _tokens(state: GameState, player: str) -> list[str]:
    return [o.card for o in state.zone(Zone.BATTLEFIELD) if o.token and o.controller == player]


def test_701_32b_the_top_scheme_is_set_in_motion_as_the_precombat_main_phase_begins() -> None:
    state = _archenemy(("Roots of All Evil", "Look Skyward and Despair"))
    main = play(state, {"type": "advance", "to": "precombat_main"})
    assert cites(main.log, "904.9") and cites(main.log, "701.32b")
    # moved off the top of the deck and face up in the command zone (904.4, 904.7)
    assert main.state.player("A").scheme_deck == ("Look Skyward and Despair",)
    face_up = main.state.zone(Zone.COMMAND, "A")
    assert [o.card for o in face_up] == ["Roots of All Evil"]
    assert face_up[0].controller == "A"
    # its trigger is on the stack: the scheme stays face up until it has left it (704.6e)
    done = play(main.state, RESOLVE)
    saprolings = _tokens(done.state, "A")
    assert len(saprolings) == 5
    saproling = next(
        o for o in done.state.zone(Zone.BATTLEFIELD) if o.token and o.controller == "A"
    )
    assert (chars(done.state, saproling).power, chars(done.state, saproling).toughness) == (1, 1)
    assert cites(done.log, "704.6e")
    assert done.state.zone(Zone.COMMAND, "A") == ()
    # turned face down and put on the bottom of the scheme deck (904.10)
    assert done.state.player("A").scheme_deck == ("Look Skyward and Despair", "Roots of All Evil")


def test_904_9_only_the_archenemy_sets_a_scheme_in_motion_on_their_own_turn() -> None:
    state = _archenemy(("Look Skyward and Despair",), active="B")
    main = play(state, {"type": "advance", "to": "precombat_main"})
    assert not cites(main.log, "904.9")
    assert main.state.player("A").scheme_deck == ("Look Skyward and Despair",)
    assert main.state.zone(Zone.COMMAND, "A") == ()


def test_the_schemes_ability_deals_its_damage_with_the_scheme_as_source() -> None:
    state = _archenemy(("There Is No Refuge",))
    # "up to one target creature": A picks the Bears as the trigger is put on the stack
    asked = pending(state, {"type": "advance", "to": "precombat_main"})
    assert asked.pending is not None and asked.pending.decider == "A"
    main = play(state, {"type": "advance", "to": "precombat_main"}, ["bears"])
    done = play(main.state, RESOLVE)
    bears = done.state.object("bears")
    assert bears.zone is Zone.GRAVEYARD  # 3 damage from the scheme (314.7: "it")
    horrors = [o for o in done.state.zone(Zone.BATTLEFIELD) if o.token and o.controller == "A"]
    assert len(horrors) == 1
    assert (chars(done.state, horrors[0]).power, chars(done.state, horrors[0]).toughness) == (3, 3)
    assert done.state.player("A").scheme_deck == ("There Is No Refuge",)


def test_the_scheme_deck_goes_through_the_document() -> None:
    state = _archenemy(("Roots of All Evil", "Look Skyward and Despair"))
    doc = dump(state)
    assert doc["players"][0]["scheme_deck"] == ["Roots of All Evil", "Look Skyward and Despair"]
    assert load(doc) == state
    assert notation.parse(notation.dump(doc)) == doc
    main = play(state, {"type": "advance", "to": "precombat_main"})
    # the face-up scheme is an object in the command zone, the rest of the deck a list of names
    after = dump(main.state)
    assert after["players"][0]["scheme_deck"] == ["Look Skyward and Despair"]
    assert [o["card"] for o in after["players"][0]["command"]] == ["Roots of All Evil"]
    assert load(after) == main.state
    assert notation.parse(notation.dump(after)) == after


def test_the_scheme_searches_for_a_planeswalker_card_and_shuffles() -> None:
    # "then shuffle your library" (older Oracle wording) reads as "then shuffle" (701.20a)
    library = [{"id": "ajani", "card": "Ajani Goldmane"}] + [
        {"id": f"f{n}", "card": "Forest"} for n in range(3)
    ]
    state = _archenemy(("Perhaps You've Met My Cohort",), a={"library": library})
    main = play(state, {"type": "advance", "to": "precombat_main"})
    done = play(main.state, RESOLVE, ["ajani"])
    assert done.state.object("ajani").zone is Zone.BATTLEFIELD
    assert done.state.object("ajani").controller == "A"
    assert len(done.state.zone(Zone.LIBRARY, "A")) == 3


def test_the_scheme_destroys_all_nonland_permanents_its_target_opponent_controls() -> None:
    state = _archenemy(
        ("Behold the Power of Destruction",),
        a={"battlefield": [{"id": "mine", "card": "Grizzly Bears"}]},
        battlefield=[
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "ornithopter", "card": "Ornithopter"},
            {"id": "forest", "card": "Forest"},
        ],
    )
    main = play(state, {"type": "advance", "to": "precombat_main"})  # the only opponent
    done = play(main.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.object("ornithopter").zone is Zone.GRAVEYARD
    assert done.state.object("forest").zone is Zone.BATTLEFIELD  # a land
    assert done.state.object("mine").zone is Zone.BATTLEFIELD  # not the target's
