"""Kicker (702.33): an optional additional cost (702.33a, 601.2f-h); a spell whose kicker cost
was paid, and the permanent it becomes, "was kicked" (702.33d), which the card's other abilities
test (702.33e). The cards are defined here in the engine's vocabulary (without the Oracle
compiler): Into the Roil ({1}{U}, kicker {1}{U}: "Return target nonland permanent to its owner's
hand. If ~ was kicked, draw a card."), Academy Drake ({2}{U} 2/2 flying, kicker {4}: "If ~ was
kicked, it enters with two +1/+1 counters on it.") and Krosan Druid ({2}{G} 1/1, kicker {4}{G}:
"When ~ enters, if it was kicked, you gain 10 life.")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
from engine.cards.model import CardDef, SpellAbility, StaticAbility, TriggeredAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Params, Zone
from engine.game.legal import available_actions
from engine.testing.scenario import board, cites, play

INTO_THE_ROIL = CardDef(
    name="Into the Roil",
    types=("Instant",),
    mana_cost="{1}{U}",
    colors=("U",),
    abilities=(
        SpellAbility(
            "Return target nonland permanent to its owner's hand. If ~ was kicked, draw a card.",
            (
                instruction("return_to_hand", to=0),
                instruction("draw", count=1, if_="kicked"),
            ),
            ("nonland_permanent",),
        ),
    ),
    kicker="{1}{U}",
)
ACADEMY_DRAKE = CardDef(
    name="Academy Drake",
    types=("Creature",),
    mana_cost="{2}{U}",
    subtypes=("Drake",),
    power=2,
    toughness=2,
    colors=("U",),
    keywords=("Flying",),
    abilities=(
        StaticAbility(
            "If ~ was kicked, it enters with two +1/+1 counters on it.",
            "enters_with_counters",
            Params({"kind": "+1/+1", "count": 2, "if": "kicked"}),
        ),
    ),
    kicker="{4}",
)
KROSAN_DRUID = CardDef(
    name="Krosan Druid",
    types=("Creature",),
    mana_cost="{2}{G}",
    subtypes=("Centaur", "Druid"),
    power=1,
    toughness=1,
    colors=("G",),
    abilities=(
        TriggeredAbility(
            "When ~ enters, if it was kicked, you gain 10 life.",
            "self_enters",
            (instruction("gain_life", amount=10),),
            intervening_if="kicked",
        ),
    ),
    kicker="{4}{G}",
)


@pytest.fixture(autouse=True)
def kicker_cards() -> Iterator[None]:
    lookup = {c.name: c for c in (INTO_THE_ROIL, ACADEMY_DRAKE, KROSAN_DRUID)}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(card: str, pool: dict[str, int], library: int = 2) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "mana_pool": pool,
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(library)],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def test_into_the_roil_kicked_pays_both_costs_bounces_and_draws() -> None:
    cast = play(
        alice("Into the Roil", {"U": 2, "C": 2}),
        {"type": "cast", "object": "spell", "targets": ["bears"], "kicked": True},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{U} and kicker {1}{U}
    assert cast.state.object("spell").kicked == 1
    assert cites(cast.log, "702.33a") and cites(cast.log, "702.33d")
    assert engine.load(engine.dump(cast.state)) == cast.state  # the kicked spell is saved
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.HAND
    assert len(resolved.state.zone(Zone.HAND, "A")) == 1
    assert resolved.state.object("spell").zone is Zone.GRAVEYARD
    assert resolved.state.object("spell").kicked == 0  # a new object in the graveyard (400.7)


def test_into_the_roil_not_kicked_only_bounces() -> None:
    cast = play(
        alice("Into the Roil", {"U": 2, "C": 2}),
        {"type": "cast", "object": "spell", "targets": ["bears"]},
        ["mana:UC"],
    )
    assert cast.state.player("A").mana_pool.to_json() == {"U": 1, "C": 1}
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.HAND
    assert resolved.state.zone(Zone.HAND, "A") == ()


def test_academy_drake_kicked_enters_with_two_counters_and_unkicked_with_none() -> None:
    kicked = play(
        alice("Academy Drake", {}),
        {"type": "cast", "object": "spell", "kicked": True, "free": True},
    )
    entered = play(kicked.state, {"type": "resolve"})
    drake = entered.state.object("spell")
    assert (drake.zone, drake.counter("+1/+1"), drake.kicked) == (Zone.BATTLEFIELD, 2, 1)
    assert cites(entered.log, "614.1c")
    plain = play(alice("Academy Drake", {}), {"type": "cast", "object": "spell", "free": True})
    entered = play(plain.state, {"type": "resolve"})
    assert entered.state.object("spell").counter("+1/+1") == 0


def test_krosan_druid_kicked_triggers_and_gains_ten_life() -> None:
    cast = play(
        alice("Krosan Druid", {}), {"type": "cast", "object": "spell", "kicked": True, "free": True}
    )
    entered = play(cast.state, {"type": "resolve"})
    assert len(entered.state.zone(Zone.STACK)) == 1  # the trigger (603.4: it was kicked)
    resolved = play(entered.state, {"type": "resolve"})
    assert resolved.state.player("A").life == 30


def test_krosan_druid_not_kicked_doesnt_trigger() -> None:
    cast = play(alice("Krosan Druid", {}), {"type": "cast", "object": "spell", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    assert entered.state.zone(Zone.STACK) == ()
    assert cites(entered.log, "603.4")
    assert entered.state.player("A").life == 20


def test_kicker_is_refused_for_a_spell_without_it_and_offered_for_one_with_it() -> None:
    state = board({"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "kicked": True})
    assert refused.value.rule == "702.33a"
    options = [o for o in available_actions(alice("Academy Drake", {})) if o.action.get("kicked")]
    assert [o.label for o in options] == ["Cast Academy Drake with kicker"]
