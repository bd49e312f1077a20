"""Cleave (702.148a-b): cast for its cleave cost (an alternative cost, 118.9), a spell's text
loses every word within square brackets (a text-changing effect, 612); cast otherwise, the
bracketed words are part of its text. Real cards of the 2026 card file, compiled from their
Oracle text: Alchemist's Retrieval ({U}, "Cleave {1}{U}", "Return target nonland permanent
[you control] to its owner's hand.") and Fierce Retribution ({1}{W}, "Cleave {5}{W}",
"Destroy target [attacking] creature.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Alchemist's Retrieval", "Fierce Retribution", "Dread Fugue", "Shock")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(card: str, pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "battlefield": [{"id": "elves", "card": "Llanowar Elves"}],
            "mana_pool": pool,
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def test_702_148a_the_bracketed_line_compiles_both_ways() -> None:
    compiled = compile_record(records(*NAMES)["Alchemist's Retrieval"])
    assert compiled.label == AUTOMATED
    card = compiled.definition
    assert card.cleave == "{1}{U}" and card.cleaved is not None
    assert card.cleaved.text == "Return target nonland permanent to its owner's hand."
    spell = next(a for a in card.abilities if a.text.startswith("Return"))
    assert spell.text == "Return target nonland permanent you control to its owner's hand."


def test_702_148a_cleave_stays_unapplied_when_the_bracketed_line_is_not() -> None:
    # Dread Fugue's bracketed line isn't understood: its cleave line isn't applied either.
    compiled = compile_record(records(*NAMES)["Dread Fugue"])
    cleave = next(s for s in compiled.lines if s.text.startswith("Cleave"))
    assert not cleave.applied and "702.148a" in cleave.reason
    assert compiled.definition.cleave is None


def test_702_148a_cast_for_its_mana_cost_the_bracketed_words_apply() -> None:
    with pytest.raises(IllegalAction):
        play(
            _board("Alchemist's Retrieval", {"U": 1}),
            {"type": "cast", "object": "spell", "targets": ["bears"]},
        )
    cast = play(
        _board("Alchemist's Retrieval", {"U": 1}),
        {"type": "cast", "object": "spell", "targets": ["elves"]},
    )
    done = resolve_all(cast.state)
    assert done.object("elves").zone is Zone.HAND


def test_702_148a_cast_for_its_cleave_cost_the_bracketed_words_are_gone() -> None:
    cast = play(
        _board("Alchemist's Retrieval", {"U": 1, "C": 1}),
        {"type": "cast", "object": "spell", "targets": ["bears"], "cleave": True},
    )
    assert cites(cast.log, "702.148a") and cites(cast.log, "118.9")
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{U} paid, not {U}
    assert cast.state.object("spell").cast_for == "cleave"
    done = resolve_all(cast.state)
    assert done.object("bears").zone is Zone.HAND
    assert done.object("elves").zone is Zone.BATTLEFIELD


def test_702_148a_the_cleave_cost_is_paid_rather_than_the_mana_cost() -> None:
    cast = play(
        _board("Alchemist's Retrieval", {"U": 1}),
        {"type": "cast", "object": "spell", "targets": ["bears"], "cleave": True},
    )
    # {U} from the pool, and the Elves tapped for the generic {1} of {1}{U} (601.2h)
    assert cast.state.object("elves").tapped
    assert cast.state.player("A").mana_pool.to_json() == {}


def test_702_148a_fierce_retribution_cleaved_destroys_a_creature_not_attacking() -> None:
    with pytest.raises(IllegalAction):  # not cleaved: "target attacking creature"
        play(
            _board("Fierce Retribution", {"W": 1, "C": 1}),
            {"type": "cast", "object": "spell", "targets": ["bears"]},
        )
    cast = play(
        _board("Fierce Retribution", {"W": 1, "C": 5}),
        {"type": "cast", "object": "spell", "targets": ["bears"], "cleave": True},
    )
    done = resolve_all(cast.state)
    assert done.object("bears").zone is Zone.GRAVEYARD


def test_702_148a_a_card_without_cleave_cant_be_cast_for_a_cleave_cost() -> None:
    with pytest.raises(IllegalAction) as error:
        play(
            _board("Shock", {"R": 1}),
            {"type": "cast", "object": "spell", "targets": ["bears"], "cleave": True},
        )
    assert error.value.rule == "702.148a"


def test_702_148a_the_legal_actions_offer_the_cleave_cost() -> None:
    state = _board("Alchemist's Retrieval", {"U": 1, "C": 1})
    casts = [o for o in available_actions(state) if o.action.get("object") == "spell"]
    cleaved = [o for o in casts if o.action.get("cleave")]
    assert len(cleaved) == 1 and "cleave cost" in cleaved[0].label
