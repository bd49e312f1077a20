"""Never play a card without its costs (issue 32 point 3): a spell whose mandatory cost text the
engine doesn't apply is refused, naming the sentence (601.2b, 601.2f, 601.2h), never cast as if
the cost weren't there, while an alternative cost it doesn't apply only goes unoffered (118.9b); activating an ability the engine didn't compile names the ability's text,
never an index (602.1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.game.legal import available_actions
from engine.game.play import apply
from engine.testing.scenario import board, play

pytestmark = pytest.mark.usefixtures("cards_2026")

Place = Callable[[str, str], dict[str, Any]]
FINAL_PAYMENT_COST = (
    "As an additional cost to cast Final Payment, pay 5 life or sacrifice a creature or "
    "enchantment."
)


def test_final_payment_is_refused_naming_its_additional_cost(placed: Place) -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [placed("Final Payment", "fp")],
            "battlefield": [placed("Grizzly Bears", "mine")],
        },
        {"id": "B", "name": "Bob", "battlefield": [placed("Grizzly Bears", "bears")]},
    )
    with pytest.raises(IllegalAction) as refused:
        apply(state, {"type": "cast", "object": "fp", "targets": ["bears"], "free": True})
    assert refused.value.rule == "601.2h"
    assert f"‘{FINAL_PAYMENT_COST}’" in refused.value.message
    assert "judge's action" in refused.value.message and "stand-in" in refused.value.message
    # Nothing happened: no life paid, nothing destroyed, the card still in hand.
    assert state.object("fp").zone is Zone.HAND
    assert state.player("A").life == 20
    # The picker offers it as not legal, with the same reason.
    (option,) = [o for o in available_actions(state) if o.action.get("object") == "fp"]
    assert not option.legal
    assert FINAL_PAYMENT_COST in option.reason


def test_a_spell_whose_cost_text_is_applied_is_cast_as_before(placed: Place) -> None:
    """Shock has no cost text: it is cast and deals its damage."""
    state = board(
        {"id": "A", "name": "Alice", "hand": [placed("Shock", "shock")]},
        {"id": "B", "name": "Bob", "battlefield": [placed("Grizzly Bears", "bears")]},
    )
    cast = play(state, {"type": "cast", "object": "shock", "targets": ["bears"], "free": True})
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.GRAVEYARD


FOIL_ALTERNATIVE = (
    "You may discard an Island card and another card rather than pay Foil's mana cost."
)


def test_an_unapplied_alternative_cost_leaves_the_mana_cost_cast_legal_118_9b(
    placed: Place,
) -> None:
    """Foil's alternative cost is the caster's option (118.9b): the engine doesn't
    offer it (two discards of different cards), but casting Foil for its mana cost is what the rules allow, so it isn't
    refused; the answer lists the sentence it didn't apply."""
    state = board(
        {"id": "A", "name": "Alice", "hand": [placed("Foil", "fow")]},
        {"id": "B", "name": "Bob", "hand": [placed("Shock", "shock")]},
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )
    shocked = play(state, {"type": "cast", "object": "shock", "targets": ["A"], "free": True})
    cast = play(
        shocked.state, {"type": "cast", "object": "fow", "targets": ["shock"], "free": True}
    )
    assert [(e.name, e.sentences) for e in cast.not_applied] == [("Foil", (FOIL_ALTERNATIVE,))]
    countered = play(cast.state, {"type": "resolve"})
    assert countered.state.object("shock").zone is Zone.GRAVEYARD
    assert countered.state.player("A").life == 20
    assert countered.state.object("fow").zone is Zone.GRAVEYARD


def test_an_uncompiled_loyalty_ability_is_refused_by_its_text(placed: Place) -> None:
    """Chandra, Bold Pyromancer's −7 isn't applied: activating it names the ability, not
    "number 2"."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {**placed("Chandra, Bold Pyromancer", "chandra"), "counters": {"loyalty": 12}}
            ],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    with pytest.raises(IllegalAction) as refused:
        apply(state, {"type": "activate", "object": "chandra", "ability": 2, "targets": ["B"]})
    assert refused.value.rule == "602.1"
    assert (
        "‘[−7]: Chandra, Bold Pyromancer deals 10 damage to target player and each creature and "
        "planeswalker they control.’" in refused.value.message
    ), refused.value.message
    assert "number" not in refused.value.message
    # The abilities it applies still work.
    dealt = play(
        state, {"type": "activate", "object": "chandra", "ability": 1, "targets": ["bears"]}
    )
    assert dealt.state.object("chandra").counters.get("loyalty") == 9


def test_activating_a_static_ability_names_it(placed: Place) -> None:
    """Questing Beast's first ability is its evasion (a static ability), not an activated one."""
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [placed("Questing Beast", "qb")]},
        {"id": "B", "name": "Bob"},
    )
    with pytest.raises(IllegalAction) as refused:
        apply(state, {"type": "activate", "object": "qb", "ability": 0})
    assert "Questing Beast's ‘" in refused.value.message
    assert "not one a player activates" in refused.value.message
