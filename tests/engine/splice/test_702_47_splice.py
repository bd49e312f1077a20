"""Splice (702.47a): as its owner casts a spell with the quality, a card with "Splice onto
[quality] [cost]" may be revealed from their hand; the spell gains its rules text and the cost is
paid as well. The main spell's effects come first (702.47b), the added text's targets follow
its own (702.47d), and "~" in the added text is the spell (702.47c). Real cards of the 2026 card
file, compiled from their Oracle text: Glacial Ray ({1}{R} Arcane instant, 2 damage to any
target), Kodama's Might ({G} Arcane instant, target creature gets +2/+2) and Splicer's Skill
("Splice onto instant or sorcery {3}{W}", create a 3/3 Golem token)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Glacial Ray", "Kodama's Might", "Splicer's Skill", "Evermind")


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(*hand: str, pool: dict[str, int] | None = None) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": f"h{n}", "card": card} for n, card in enumerate(hand)],
            "library": [{"id": "l0", "card": "Forest"}],
            "battlefield": [{"id": "elves", "card": "Llanowar Elves"}],
            "mana_pool": pool or {},
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _cast(spell: str, targets: list[str], splice: list[str], **more: Any) -> dict[str, Any]:
    return {"type": "cast", "object": spell, "targets": targets, "splice": splice, **more}


def test_splice_cards_compile_from_their_oracle_text() -> None:
    expected = {
        "Glacial Ray": ("Arcane", "{1}{R}"),
        "Kodama's Might": ("Arcane", "{G}"),
        "Splicer's Skill": ("instant or sorcery", "{3}{W}"),
    }
    for name, splice in expected.items():
        compiled = compile_record(_records()[name])
        assert compiled.label == AUTOMATED
        assert compiled.definition.splice == splice
        assert compiled.printed.endswith(f"\nSplice onto {splice[0]} {splice[1]}")


def test_kodamas_might_spliced_onto_glacial_ray_does_both_and_stays_in_hand() -> None:
    state = _board("Glacial Ray", "Kodama's Might", pool={"R": 1, "G": 1, "C": 1})
    cast = play(state, _cast("h0", ["B", "elves"], ["h1"]))
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{R} and {G} (601.2f)
    assert cites(cast.log, "702.47a")
    assert cast.state.object("h1").zone is Zone.HAND  # revealed, not cast
    done = resolve_all(cast.state)
    assert done.player("B").life == 18
    elves = chars(done, done.object("elves"))
    assert (elves.power, elves.toughness) == (3, 3)
    assert done.object("h0").zone is Zone.GRAVEYARD
    assert done.object("h1").zone is Zone.HAND


def test_the_added_texts_tilde_is_the_spell() -> None:
    # Glacial Ray spliced onto another Glacial Ray: its "~ deals 2 damage" is the spell's.
    cast = play(
        _board("Glacial Ray", "Glacial Ray"), _cast("h0", ["B", "bears"], ["h1"], free=True)
    )
    done = resolve_all(cast.state)
    assert done.player("B").life == 18
    assert done.object("bears").zone is Zone.GRAVEYARD


def test_an_illegal_added_target_leaves_the_rest() -> None:
    cast = play(
        _board("Glacial Ray", "Kodama's Might"), _cast("h0", ["B", "bears"], ["h1"], free=True)
    )
    gone = play(cast.state, {"type": "move_object", "object": "bears", "to": "graveyard"})
    done = resolve_all(gone.state)
    assert done.player("B").life == 18  # 608.2b: the legal target is still dealt damage
    assert cites(play(gone.state, {"type": "resolve"}).log, "608.2b")


def test_splice_onto_instant_or_sorcery() -> None:
    cast = play(_board("Shock", "Splicer's Skill"), _cast("h0", ["B"], ["h1"], free=True))
    done = resolve_all(cast.state)
    assert done.player("B").life == 18
    golems = [o for o in done.battlefield if o.token and o.controller == "A"]
    assert len(golems) == 1


def test_what_can_t_be_spliced() -> None:
    state = _board("Glacial Ray", "Kodama's Might", "Shock")
    refusals = (
        (_cast("h2", ["B", "elves"], ["h1"], free=True), "702.47a"),  # Shock isn't Arcane
        (_cast("h0", ["B", "B"], ["h0"], free=True), "702.47a"),  # not onto itself
        (_cast("h0", ["B", "elves", "elves"], ["h1", "h1"], free=True), "702.47b"),
        (_cast("h0", ["B"], ["h1"], free=True), "601.2c"),  # the added text's target
    )
    for action, rule in refusals:
        with pytest.raises(IllegalAction) as refused:
            play(state, action)
        assert refused.value.rule == rule, action


def test_evermind_has_no_mana_cost_to_pay_but_can_be_spliced() -> None:
    state = _board("Glacial Ray", "Evermind", pool={"R": 1, "U": 1, "C": 2})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "h1"})
    assert refused.value.rule == "118.6"  # an unpayable cost
    cast = play(state, _cast("h0", ["B"], ["h1"]))
    done = resolve_all(cast.state)
    assert done.player("B").life == 18
    assert done.object("l0").zone is Zone.HAND  # Evermind's "Draw a card."
