"""PRO-1 and PRO-2 with real combat: a player with protection from everything can be attacked;
combat damage to them is prevented unless it can't be prevented (702.16e, 702.16j, 615.12)."""

from __future__ import annotations

from engine.core.state import Step, Zone
from engine.testing.scenario import board, cites, play

PROTECTED = {
    "id": "ring",
    "kind": "protection",
    "controller": "B",
    "params": {"protected": "B", "from": "everything"},
    "duration": "until_your_next_turn",
}
TURN = {"number": 3, "active_player": "A", "step": "declare_attackers"}


def attack_and_finish(attacker: str, card: str) -> tuple:
    state = board(
        {"id": "A", "battlefield": [{"id": attacker, "card": card}]},
        {"id": "B"},
        effects=[PROTECTED],
        turn=TURN,
    )
    attacked = play(state, {"type": "attack", "attackers": {attacker: "B"}})
    assert dict(attacked.state.combat.attackers) == {attacker: "B"}  # the attack is legal
    done = play(attacked.state, {"type": "advance", "to": "end_of_combat"})
    assert done.state.turn.step is Step.END_OF_COMBAT
    return attacked, done


def test_pro_1_creatures_can_attack_a_protected_player_and_their_damage_is_prevented() -> None:
    _, done = attack_and_finish("bears", "Grizzly Bears")
    assert done.state.player("B").life == 20
    assert cites(done.log, "702.16e")


def test_pro_2_an_attacking_excruciators_damage_is_dealt() -> None:
    _, done = attack_and_finish("exc", "Excruciator")
    assert done.state.player("B").life == 13
    assert cites(done.log, "615.12")


def test_the_one_ring_cast_gives_protection_until_your_next_turn() -> None:
    """The One Ring's enters trigger has an intervening "if you cast it" (603.4)."""
    state = board(
        {"id": "A", "hand": [{"id": "ring", "card": "The One Ring"}]},
        {"id": "B", "battlefield": [{"id": "exc", "card": "Grizzly Bears"}]},
    )
    state = play(state, {"type": "cast", "object": "ring", "free": True}).state
    entered = play(state, {"type": "resolve"})
    assert entered.state.object("ring").zone is Zone.BATTLEFIELD
    protected = play(entered.state, {"type": "resolve"}).state
    shield = [e for e in protected.effects if e.kind == "protection"]
    assert (
        shield
        and shield[0].params["protected"] == "A"
        and shield[0].duration.value == "until_your_next_turn"
    )
    hit = play(protected, {"type": "deal_damage", "source": "exc", "target": "A", "amount": 2})
    assert hit.state.player("A").life == 20


def test_the_one_ring_put_onto_the_battlefield_without_casting_gives_nothing() -> None:
    state = board({"id": "A", "graveyard": [{"id": "ring", "card": "The One Ring"}]}, {"id": "B"})
    result = play(state, {"type": "move_object", "object": "ring", "to": "battlefield"})
    assert not result.state.zone(Zone.STACK)
    assert cites(result.log, "603.4")


def test_the_one_ring_taps_to_draw_one_card_per_burden_counter() -> None:
    library = [{"id": f"c{i}", "card": "Shock"} for i in range(5)]
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "ring", "card": "The One Ring", "counters": {"burden": 1}}],
            "library": library,
        },
        {"id": "B"},
    )
    state = play(state, {"type": "activate", "object": "ring", "ability": 2}).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("ring").counter("burden") == 2
    assert len(result.state.zone(Zone.HAND, "A")) == 2
