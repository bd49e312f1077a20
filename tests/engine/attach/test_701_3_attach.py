"""The verb attach (701.3) as a clause of any effect, compiled from the cards' 2026 Oracle text:
an activated "Attach ~ to target creature you control." (Cranial Plating, Felidar Umbra), "When
~ enters, create a ... token, then attach ~ to it." (Ancestral Blade; behind "you may pay" for
Elven Bow), "Whenever a creature enters under your control, you may attach ~ to it." (Sai of the
Shinobi), "Whenever a Warrior creature enters, you may attach ~ to it." (Obsidian Battle-Axe)
and "Attach target Equipment you control to target creature you control." (Brass Squire).

701.3a-c: the permanent moves and gets a new timestamp; attaching it to what it is already
attached to does nothing; two tokens where the text said one: the Equipment's controller
chooses which it equips (301.5c); an effect may attach an Equipment to another player's
creature (301.5d)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

CARDS = (
    "Cranial Plating",
    "Felidar Umbra",
    "Ancestral Blade",
    "Elven Bow",
    "Sai of the Shinobi",
    "Obsidian Battle-Axe",
    "Brass Squire",
    "Anointed Procession",
    "Centaur Courser",
)
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS)


@pytest.mark.parametrize("name", CARDS)
def test_701_3_the_card_compiles_automated(name: str) -> None:
    assert compile_record(records(name)[name]).label == AUTOMATED


def _main(alice: list[dict[str, Any]], **more: Any) -> GameState:
    return board(
        {"id": "A", "battlefield": alice, **more},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _resolve_all(state: GameState, choices: tuple[str, ...] = ()) -> Any:
    done = play(state, RESOLVE, choices)
    while done.state.zone(Zone.STACK):
        done = play(done.state, RESOLVE, choices)
    return done


def _activate(state: GameState, obj: str, targets: list[str]) -> Any:
    """The object's first activated ability (after its static ones)."""
    abilities = chars(state, state.object(obj)).abilities
    index = next(i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility))
    action = {"type": "activate", "object": obj, "ability": index, "targets": targets}
    action["free"] = True
    return play(play(state, action).state, RESOLVE)


PLATING_ON_BEARS = {"id": "plating", "card": "Cranial Plating", "attached_to": "bears"}
BEARS = {"id": "bears", "card": "Grizzly Bears"}
ELVES = {"id": "elves", "card": "Llanowar Elves"}


def test_701_3a_attach_self_to_a_target_moves_it_with_a_new_timestamp() -> None:
    state = _main([PLATING_ON_BEARS, BEARS, ELVES])
    before = state.object("plating").attached_timestamp
    done = _activate(state, "plating", ["elves"])
    plating = done.state.object("plating")
    assert plating.attached_to == "elves"
    assert plating.attached_timestamp != before  # 701.3c
    assert cites(done.log, "701.3a") and cites(done.log, "701.3c")
    # Cranial Plating: +1/+0 for each artifact you control (one: itself)
    assert chars(done.state, done.state.object("elves")).power == 2
    assert chars(done.state, done.state.object("bears")).power == 2


def test_701_3b_attaching_to_what_it_is_already_attached_to_does_nothing() -> None:
    state = _main([PLATING_ON_BEARS, BEARS, ELVES])
    before = state.object("plating").attached_timestamp
    done = _activate(state, "plating", ["bears"])
    assert done.state.object("plating").attached_to == "bears"
    assert done.state.object("plating").attached_timestamp == before
    assert cites(done.log, "701.3b")


def test_701_3a_an_aura_moves_onto_another_creature_it_can_enchant() -> None:
    umbra = {"id": "umbra", "card": "Felidar Umbra", "attached_to": "bears"}
    done = _activate(_main([umbra, BEARS, ELVES]), "umbra", ["elves"])
    assert done.state.object("umbra").attached_to == "elves"
    assert "lifelink" in chars(done.state, done.state.object("elves")).keywords
    assert "lifelink" not in chars(done.state, done.state.object("bears")).keywords


def _cast_blade(state: GameState, card: str = "Ancestral Blade") -> Any:
    cast = play(state, {"type": "cast", "object": "blade", "free": True})
    return play(cast.state, RESOLVE)  # the Equipment enters; its ability triggers


def test_701_3a_the_token_just_created_is_it() -> None:
    state = _main([], hand=[{"id": "blade", "card": "Ancestral Blade"}])
    done = _resolve_all(_cast_blade(state).state)
    blade = done.state.object("blade")
    token = done.state.find_object(str(blade.attached_to))
    assert token is not None and token.token and token.zone is Zone.BATTLEFIELD
    c = chars(done.state, token)
    assert "Soldier" in c.subtypes and (c.power, c.toughness) == (2, 2)  # 1/1, +1/+1
    assert cites(done.log, "111.1") and cites(done.log, "701.3a")


def test_301_5c_two_tokens_where_the_text_said_one_its_controller_chooses() -> None:
    procession = {"id": "procession", "card": "Anointed Procession"}
    state = _main([procession], hand=[{"id": "blade", "card": "Ancestral Blade"}])
    entered = _cast_blade(state).state
    asked = pending(entered, RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "A"
    assert asked.pending.rule == "301.5c"
    tokens = [o.id for o in asked.pending.options]
    assert len(tokens) == 2
    done = _resolve_all(entered, (tokens[1],))
    assert done.state.object("blade").attached_to == tokens[1]
    assert cites(done.log, "301.5c")


def test_elven_bow_the_token_only_if_paid() -> None:
    state = _main([], hand=[{"id": "blade", "card": "Elven Bow"}], mana_pool={"C": 2})
    entered = _cast_blade(state, "Elven Bow").state
    paid = _resolve_all(entered, ("pay",))
    bow = paid.state.object("blade")
    assert bow.attached_to is not None
    assert "Elf" in chars(paid.state, paid.state.object(bow.attached_to)).subtypes
    declined = _resolve_all(entered, ("decline",))
    assert declined.state.object("blade").attached_to is None
    assert not [o for o in declined.state.battlefield if o.token]


def _enter(state: GameState, creature: str) -> Any:
    return play(play(state, {"type": "cast", "object": creature, "free": True}).state, RESOLVE)


def test_603_6a_a_creature_entering_under_your_control_may_get_the_equipment() -> None:
    sai = {"id": "sai", "card": "Sai of the Shinobi", "attached_to": "bears"}
    state = _main([sai, BEARS], hand=[{"id": "elves", "card": "Llanowar Elves"}])
    entered = _enter(state, "elves").state
    assert pending(entered, RESOLVE).pending is not None  # "you may"
    moved = _resolve_all(entered, ("yes",))
    assert moved.state.object("sai").attached_to == "elves"
    kept = _resolve_all(entered, ("no",))
    assert kept.state.object("sai").attached_to == "bears"


def test_301_5d_an_equipment_may_be_attached_to_another_players_warrior() -> None:
    axe = {"id": "axe", "card": "Obsidian Battle-Axe"}
    state = board(
        {"id": "A", "battlefield": [axe]},
        {"id": "B", "hand": [{"id": "warrior", "card": "Centaur Courser"}]},
        turn={"number": 3, "active_player": "B", "step": "precombat_main"},
    )
    warrior_state = _enter(state, "warrior").state  # a Centaur Warrior: the Axe triggers
    done = _resolve_all(warrior_state, ("yes",))
    assert done.state.object("axe").attached_to == "warrior"
    assert done.state.object("axe").controller == "A"
    assert done.state.object("warrior").controller == "B"


def test_701_3a_attach_target_equipment_you_control_to_target_creature() -> None:
    squire = {"id": "squire", "card": "Brass Squire"}
    state = _main([squire, PLATING_ON_BEARS, BEARS, ELVES])
    done = _activate(state, "squire", ["plating", "elves"])
    assert done.state.object("plating").attached_to == "elves"
    assert done.state.object("squire").tapped
