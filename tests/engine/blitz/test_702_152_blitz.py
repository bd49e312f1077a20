"""Blitz (702.152a): cast the card for its blitz cost rather than its mana cost (118.9); as long
as that cost was paid the permanent has haste and "When this permanent is put into a graveyard
from the battlefield, draw a card", and it is sacrificed at the beginning of the next end step
(a delayed triggered ability, 603.7).

Real cards of the 2026 card file, compiled from their Oracle text: Riveteers Decoy ({1}{G} 3/1,
"~ must be blocked if able." / "Blitz {3}{G}"), and the keyword lines of Sabin, Master Monk
("Blitz—{2}{R}{R}, Discard a card.") and Tenacious Underdog ("Blitz—{2}{B}{B}, Pay 2 life."),
whose other parts are paid as the spell is cast (601.2h). Their line "You may cast ~ from your
graveyard using its blitz ability." isn't applied, so they are played from the hand here."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

import engine
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.oracle.printer import print_card
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Riveteers Decoy", "Sabin, Master Monk", "Tenacious Underdog")
RESOLVE = {"type": "resolve"}
BLITZ = {"type": "cast", "object": "decoy", "blitz": True}


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> Iterator[None]:
    use_cards(compiled_from, *NAMES)
    # The two cards whose graveyard line isn't applied compile "keywords only", which the card
    # cache doesn't play: their compiled definitions are given to the game here.
    compiled = {n: compile_record(_records()[n]).definition for n in NAMES[1:]}
    FALLBACKS.append(compiled.get)
    try:
        yield
    finally:
        FALLBACKS.remove(compiled.get)


def alice(pool: dict[str, int]) -> GameState:
    """Alice, in her first main phase, with Riveteers Decoy in hand and a card in her library."""
    return board(
        {
            "id": "A",
            "hand": [{"id": "decoy", "card": "Riveteers Decoy"}],
            "library": [{"id": "top", "card": "Forest"}],
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def blitzed() -> GameState:
    cast = play(alice({"G": 1, "C": 3}), BLITZ)
    return play(cast.state, RESOLVE).state


def test_blitz_compiles_automated_and_prints_back() -> None:
    compiled = compile_record(_records()["Riveteers Decoy"])
    assert compiled.label == AUTOMATED
    assert compiled.definition.blitz == "{3}{G}" and "Blitz" in compiled.definition.keywords
    assert "Blitz {3}{G}" in print_card(compiled.definition)


def test_the_picker_offers_the_blitz_cost() -> None:
    offered = [o for o in available_actions(alice({"G": 1, "C": 3})) if o.action.get("blitz")]
    assert len(offered) == 1 and offered[0].legal


def test_blitzed_it_has_haste_attacks_and_is_sacrificed_at_the_end_step_drawing_a_card() -> None:
    cast = play(alice({"G": 1, "C": 3}), BLITZ)
    assert cast.state.player("A").mana_pool.to_json() == {}  # {3}{G}, not {1}{G}
    assert cites(cast.log, "702.152a") and cites(cast.log, "118.9")
    entered = play(cast.state, RESOLVE)
    decoy = entered.state.object("decoy")
    assert decoy.zone is Zone.BATTLEFIELD and chars(entered.state, decoy).has("haste")
    assert engine.load(engine.dump(entered.state)) == entered.state
    combat = play(entered.state, {"type": "advance", "to": "declare_attackers"})
    attacked = play(combat.state, {"type": "attack", "attackers": {"decoy": "B"}})
    assert attacked.state.object("decoy").tapped  # haste: 302.6 doesn't stop it
    ended = play(attacked.state, {"type": "advance", "to": "end"})
    assert cites(ended.log, "603.7")
    sacrificed = play(ended.state, RESOLVE)
    assert sacrificed.state.object("decoy").zone is Zone.GRAVEYARD
    assert cites(sacrificed.log, "701.21a") and cites(sacrificed.log, "702.152a")
    drawn = play(sacrificed.state, RESOLVE)  # "when this is put into a graveyard ..., draw"
    assert drawn.state.object("top").zone is Zone.HAND


def test_a_blitzed_creature_that_dies_earlier_draws_and_nothing_is_sacrificed_later() -> None:
    state = blitzed()
    killed = play(state, {"type": "deal_damage", "source": "decoy", "target": "decoy", "amount": 1})
    assert killed.state.object("decoy").zone is Zone.GRAVEYARD
    drawn = play(killed.state, RESOLVE)
    assert drawn.state.object("top").zone is Zone.HAND
    ended = play(drawn.state, {"type": "advance", "to": "end"})
    done = play(ended.state, RESOLVE) if ended.state.zone(Zone.STACK) else ended
    assert done.state.object("decoy").zone is Zone.GRAVEYARD  # 400.7: a new object


def test_cast_for_its_mana_cost_it_has_no_haste_stays_and_dying_draws_nothing() -> None:
    cast = play(alice({"G": 1, "C": 1}), {"type": "cast", "object": "decoy"})
    entered = play(cast.state, RESOLVE)
    assert not chars(entered.state, entered.state.object("decoy")).has("haste")
    ended = play(entered.state, {"type": "advance", "to": "end"})
    assert ended.state.zone(Zone.STACK) == ()
    assert ended.state.object("decoy").zone is Zone.BATTLEFIELD
    killed = play(
        entered.state, {"type": "deal_damage", "source": "decoy", "target": "decoy", "amount": 1}
    )
    assert killed.state.zone(Zone.STACK) == () and killed.state.pending_triggers == ()
    assert killed.state.object("top").zone is Zone.LIBRARY


def test_blitz_only_for_a_card_with_it() -> None:
    state = board({"id": "A", "hand": [{"id": "bears", "card": "Grizzly Bears"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bears", "blitz": True, "free": True})
    assert refused.value.rule == "702.152a"


def test_only_one_alternative_cost() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(alice({"G": 1, "C": 3}), {**BLITZ, "dash": True})
    assert refused.value.rule in ("118.9a", "702.109a")


def holding(card: str, pool: dict[str, int], *others: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "blitzer", "card": card},
                *({"id": f"o{i}", "card": name} for i, name in enumerate(others)),
            ],
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def test_blitz_costs_with_other_parts_compile_and_print_back() -> None:
    for name, line in (
        ("Sabin, Master Monk", "Blitz—{2}{R}{R}, Discard a card."),
        ("Tenacious Underdog", "Blitz—{2}{B}{B}, Pay 2 life."),
    ):
        definition = compile_record(_records()[name]).definition
        assert definition.blitz_cost is not None and "Blitz" in definition.keywords
        assert line in print_card(definition)


def test_a_blitz_cost_that_pays_life() -> None:
    state = holding("Tenacious Underdog", {"B": 2, "C": 2})
    cast = play(state, {"type": "cast", "object": "blitzer", "blitz": True})
    assert cast.state.player("A").life == 18 and cast.state.player("A").mana_pool.to_json() == {}
    assert cites(cast.log, "702.152a") and cites(cast.log, "119.4")
    entered = play(cast.state, RESOLVE)
    assert chars(entered.state, entered.state.object("blitzer")).has("haste")


def test_a_blitz_cost_that_discards_a_card() -> None:
    state = holding("Sabin, Master Monk", {"R": 2, "C": 2}, "Forest")
    cast = play(state, {"type": "cast", "object": "blitzer", "blitz": True})
    assert cast.state.object("o0").zone is Zone.GRAVEYARD  # the only other card (601.2h)
    assert cast.state.object("blitzer").zone is Zone.STACK


def test_a_blitz_cost_that_cant_be_paid_in_full_cant_be_chosen() -> None:
    state = holding("Sabin, Master Monk", {"R": 2, "C": 2})  # no other card to discard
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "blitzer", "blitz": True})
    assert refused.value.rule == "118.3"
