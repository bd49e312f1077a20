"""Simultaneous triggers go on the stack in APNAP order, each player ordering their own (603.3b);
"whenever a player loses life" and "deals damage" triggers (603.2)."""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef, TriggeredAbility, instruction
from engine.core.choices import DecisionKind
from engine.core.state import GameObject, GameState, Zone
from engine.testing.scenario import board, cites, pending, play

WATCHER = CardDef(
    name="Life Watcher (test)",
    types=("Enchantment",),
    abilities=(
        TriggeredAbility(
            "Whenever a player loses life, you gain 1 life.",
            "a_player_loses_life",
            (instruction("gain_life", player="you", amount=1),),
        ),
    ),
)
SCRIBE = CardDef(
    name="Damage Scribe (test)",
    types=("Creature",),
    power=1,
    toughness=1,
    abilities=(
        TriggeredAbility(
            "Whenever this creature deals damage, each opponent loses 1 life.",
            "self_deals_damage",
            (instruction("lose_life", player="each_opponent", amount=1),),
        ),
    ),
)


def with_permanents(state: GameState, *placed: tuple[str, str, str]) -> GameState:
    """Add the test cards' definitions and put (id, card, controller) permanents on the board."""
    state = replace(state, custom_cards=(WATCHER, SCRIBE))
    for object_id, card, controller in placed:
        obj = GameObject(object_id, card, controller, controller, Zone.BATTLEFIELD)
        state = state.with_moved_object(obj, to_top=False)
    return state


def test_apnap_the_active_players_trigger_goes_on_the_stack_first() -> None:
    state = with_permanents(
        board({"id": "A"}, {"id": "B"}),
        ("wa", "Life Watcher (test)", "A"),
        ("wb", "Life Watcher (test)", "B"),
    )
    result = play(state, {"type": "lose_life", "player": "B", "amount": 2})
    stack = result.state.zone(Zone.STACK)
    # A's trigger goes on the stack first, B's on top of it: B's resolves first.
    assert [o.stack.source for o in stack if o.stack] == ["wa", "wb"]
    assert cites(result.log, "603.3")


def test_a_player_with_two_different_triggers_orders_them() -> None:
    state = with_permanents(
        board(
            {"id": "A", "battlefield": [{"id": "pridemate", "card": "Ajani's Pridemate"}]},
            {"id": "B"},
        ),
        ("watch", "Life Watcher (test)", "A"),
        ("scribe", "Damage Scribe (test)", "A"),
    )
    action = {"type": "deal_damage", "source": "scribe", "target": "B", "amount": 1}
    asked = pending(state, action)
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.TRIGGER_ORDER and asked.pending.decider == "A"
    assert asked.pending.rule == "603.3b"
    result = play(state, action, [asked.pending.option_ids()[0]])
    assert sorted(o.stack.source for o in result.state.zone(Zone.STACK) if o.stack) == [
        "scribe",
        "watch",
    ]
