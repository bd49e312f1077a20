"""The action picker offers a modal card's modes as its text lets them be chosen (700.2): for
"Choose two —" each pair of modes, for an activated ability's "Choose one —" each mode; the form
turns a pair into the action's "modes". Kolaghan's Command and Balm of Restoration are compiled
from their Oracle text."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
from builder.scenarios.actionforms import ActionForm
from builder.scenarios.services.picker import build_picker
from engine.cards.registry import FALLBACKS
from engine.oracle.compiler import compile_text
from tests.builder.actions_support import document

COMMAND = compile_text(
    "Kolaghan's Command",
    "Instant",
    "Choose two —\n• Return target creature card from your graveyard to your hand.\n"
    "• Target player discards a card.\n• Destroy target artifact.\n"
    "• Kolaghan's Command deals 2 damage to any target.",
    "{1}{B}{R}",
).definition
BALM = compile_text(
    "Balm of Restoration",
    "Artifact",
    "{1}, {T}, Sacrifice Balm of Restoration: Choose one —\n• You gain 2 life.\n"
    "• Prevent the next 2 damage that would be dealt to any target this turn.",
    "{2}",
).definition


@pytest.fixture(autouse=True)
def modal_cards() -> Iterator[None]:
    lookup = {COMMAND.name: COMMAND, BALM.name: BALM}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def test_choose_two_offers_each_pair_of_modes_and_the_form_sends_them() -> None:
    doc = document(hand=[{"id": "cmd", "card": "Kolaghan's Command"}])
    state = engine.load(doc)
    option = build_picker(state).option("cast:cmd")
    assert option is not None
    assert [m.id for m in option.modes] == ["0,1", "0,2", "0,3", "1,2", "1,3", "2,3"]
    assert option.modes[4].label == (
        "Target player discards a card; Kolaghan's Command deals 2 damage to any target."
    )
    form = ActionForm(
        option,
        {"option": "cast:cmd", "mode": "1,3", "target_0": "B", "target_1": "B", "free": "on"},
    )
    assert form.is_valid(), form.errors
    action = form.action()
    assert action["modes"] == [1, 3] and "mode" not in action
    result = engine.apply(state, action)
    assert result.pending is None
    assert result.state.player("B").life == 20  # on the stack: 2 damage as it resolves
    resolved = engine.apply(result.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 18


def test_a_modal_activated_ability_offers_its_modes() -> None:
    doc = document([{"id": "balm", "card": "Balm of Restoration"}])
    state = engine.load(doc)
    option = build_picker(state).option("activate:balm:0")
    assert option is not None and [m.id for m in option.modes] == ["0", "1"]
    form = ActionForm(option, {"option": "activate:balm:0", "mode": "0", "free": "on"})
    assert form.is_valid(), form.errors
    action = form.action()
    assert action["mode"] == 0
    resolved = engine.apply(engine.apply(state, action).state, {"type": "resolve"})
    assert resolved.state.player("A").life == 22
