"""Conspire (702.78a): as an additional cost the caster may tap two untapped creatures they
control that each share a color with the spell; if they do, the spell's triggered ability copies
it as it is cast, and the copy may get new targets (707.10c). Real cards of the 2026 card file,
compiled from their Oracle text: Burn Trail ({3}{R}, 3 damage to any target) and Barkshell
Blessing ({G/W}, target creature gets +2/+2 until end of turn: green and white, 105.2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Burn Trail", "Barkshell Blessing")


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
        {"id": "B", "battlefield": [{"id": "ogre", "card": "Gray Ogre"}]},
    )


def _cast(*targets: str, conspire: bool = True) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "cast", "object": "spell", "free": True}
    action["targets"] = list(targets)
    if conspire:
        action["conspire"] = True
    return action


def test_conspire_cards_compile_from_their_oracle_text() -> None:
    for name in NAMES:
        compiled = compile_record(_records()[name])
        assert compiled.label == AUTOMATED
        assert "Conspire" in compiled.definition.keywords
        assert compiled.printed.endswith("\nConspire")


def test_tapping_two_creatures_sharing_a_color_copies_the_spell() -> None:
    state = _board("Barkshell Blessing", "Llanowar Elves", "Grizzly Bears", "Gray Ogre")
    cast = play(state, _cast("c3"))  # the green Elves and Bears share green with {G/W}
    assert cast.state.object("c1").tapped and cast.state.object("c2").tapped
    assert not cast.state.object("c3").tapped  # the red Ogre shares no color
    assert cites(cast.log, "702.78a") and cites(cast.log, "701.26a")
    triggered = play(cast.state, {"type": "resolve"}, ["c3"])  # the copy keeps its target
    assert [o for o in triggered.state.zone(Zone.STACK) if o.spell_copy]
    done = resolve_all(triggered.state)
    ogre = done.object("c3")
    assert (chars(done, ogre).power, chars(done, ogre).toughness) == (6, 6)


def test_not_paid_there_is_no_copy() -> None:
    state = _board("Burn Trail", "Gray Ogre", "Hill Giant")
    cast = play(state, _cast("B", conspire=False))
    assert not cast.state.object("c1").tapped
    done = resolve_all(cast.state)
    assert done.player("B").life == 17


def test_the_caster_chooses_which_creatures_and_the_copy_may_get_a_new_target() -> None:
    state = _board("Burn Trail", "Gray Ogre", "Hill Giant", "Boggart Brute")
    asked = pending(state, _cast("B"))
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.COST_OBJECT and asked.pending.rule == "702.78a"
    assert {o.id for o in asked.pending.options} == {"c1", "c2", "c3"}
    cast = play(state, _cast("B"), ["c3", "c2"])
    assert [cast.state.object(c).tapped for c in ("c1", "c2", "c3")] == [False, True, True]
    new_target = pending(cast.state, {"type": "resolve"})
    assert new_target.pending is not None and new_target.pending.rule == "707.10c"
    chosen = play(cast.state, {"type": "resolve"}, ["ogre"])
    done = resolve_all(chosen.state)
    assert done.object("ogre").zone is Zone.GRAVEYARD  # the copy's 3 damage
    assert done.player("B").life == 17  # the spell's


def test_refused_without_two_untapped_creatures_sharing_its_color() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board("Burn Trail", "Gray Ogre", "Llanowar Elves"), _cast("B"))
    assert refused.value.rule == "118.3"  # the green Elves don't share red
    tapped = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": "Burn Trail"}],
            "battlefield": [
                {"id": "c1", "card": "Gray Ogre"},
                {"id": "c2", "card": "Hill Giant", "tapped": True},
            ],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction):
        play(tapped, _cast("B"))
    state = board({"id": "A", "hand": [{"id": "spell", "card": "Shock"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as no_keyword:
        play(state, _cast("B"))
    assert no_keyword.value.rule == "702.78a"
    offered = [
        o.action
        for o in available_actions(_board("Burn Trail", "Gray Ogre", "Hill Giant"))
        if o.action.get("object") == "spell"
    ]
    assert {"type": "cast", "object": "spell", "conspire": True} in offered
