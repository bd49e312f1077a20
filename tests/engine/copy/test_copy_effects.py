"""Copy effects in layer 1a (613.2a, 707): Clone and Metamorphic Alteration."""

from __future__ import annotations

from typing import Any

from engine import dump, load
from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.game.render import text_rendering
from engine.rules.characteristics import chars
from engine.rules.names import name_of
from engine.testing.scenario import board, cites, pending, play

CAST_CLONE = {"type": "cast", "object": "clone", "free": True}
RESOLVE = {"type": "resolve"}


def _board(
    *battlefield: dict[str, Any],
    hand: tuple[tuple[str, str], ...] = (("clone", "Clone"),),
    **doc: Any,
) -> GameState:
    cards = [{"id": oid, "card": name} for oid, name in hand]
    library = [{"id": f"l{i}", "card": "Island"} for i in range(3)]
    return board(
        {"id": "A", "battlefield": list(battlefield), "hand": cards, "library": library},
        {"id": "B"},
        **doc,
    )


def _clone(state: GameState, choice: str) -> GameState:
    state = play(state, CAST_CLONE).state
    return play(state, RESOLVE, [choice]).state


def test_clone_copying_grizzly_bears_is_a_2_2_grizzly_bears() -> None:
    state = _clone(_board({"id": "bears", "card": "Grizzly Bears"}), "bears")
    c = chars(state, state.object("clone"))
    assert (c.name, c.power, c.toughness, c.colors, c.subtypes) == (
        "Grizzly Bears",
        2,
        2,
        ("G",),
        ("Bear",),
    )
    assert c.mana_cost == "{1}{G}"
    assert c.breakdown[0][0] == "613.2a"
    assert c.breakdown[0][1].startswith("copy of Grizzly Bears (Clone)")
    assert c.breakdown[1] == ("copied", "2/2")  # the base values are the copy's, not 0/0


def test_clone_copies_only_printed_values_not_counters_or_pumps() -> None:
    """707.2: counters and other effects on the original aren't copied."""
    pump = {
        "id": "pump",
        "kind": "modify_power_toughness",
        "controller": "A",
        "params": {"objects": ["bears"], "power": 3, "toughness": 3},
        "duration": "end_of_turn",
        "timestamp": 5,
    }
    state = _board(
        {"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 2}}, effects=[pump]
    )
    assert chars(state, state.object("bears")).power == 7
    state = _clone(state, "bears")
    c = chars(state, state.object("clone"))
    assert (c.power, c.toughness) == (2, 2)


def test_clone_copying_a_clone_that_copied_serra_angel_is_a_serra_angel() -> None:
    """707.3: the copy's copiable values are what the first Clone copied."""
    state = _board(
        {"id": "angel", "card": "Serra Angel"},
        hand=(("clone", "Clone"), ("clone2", "Clone")),
    )
    state = _clone(state, "angel")
    state = play(state, {"type": "cast", "object": "clone2", "free": True}).state
    state = play(state, RESOLVE, ["clone"]).state
    c = chars(state, state.object("clone2"))
    assert (c.name, c.power, c.toughness) == ("Serra Angel", 4, 4)
    assert c.has("flying") and c.has("vigilance")


def test_clone_choosing_nothing_dies_as_a_0_0() -> None:
    state = _board({"id": "bears", "card": "Grizzly Bears"})
    state = play(state, CAST_CLONE).state
    result = play(state, RESOLVE, ["none"])
    assert result.state.object("clone").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5f")


def test_clone_copying_wall_of_omens_draws_a_card() -> None:
    """707.5: it enters as the copy, so the copied enters ability triggers."""
    state = _clone(_board({"id": "wall", "card": "Wall of Omens"}), "wall")
    assert chars(state, state.object("clone")).name == "Wall of Omens"
    assert len([o for o in state.objects if o.zone is Zone.STACK]) == 1
    before = len(state.zone(Zone.HAND, "A"))
    state = play(state, RESOLVE).state
    assert len(state.zone(Zone.HAND, "A")) == before + 1


def test_the_choice_is_a_decision_naming_the_rule() -> None:
    state = play(_board({"id": "bears", "card": "Grizzly Bears"}), CAST_CLONE).state
    decision = pending(state, RESOLVE).pending
    assert decision is not None
    assert decision.kind is DecisionKind.CHOOSE_OBJECT
    assert decision.rule == "707.5"
    assert {o.id for o in decision.options} == {"bears", "none"}


def _altered(original: str = "Serra Angel") -> GameState:
    state = _board(
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "model", "card": original},
        hand=(("metamorphic", "Metamorphic Alteration"),),
    )
    cast = {"type": "cast", "object": "metamorphic", "targets": ["bears"], "free": True}
    state = play(state, cast).state
    return play(state, RESOLVE, ["model"]).state


def test_metamorphic_alteration_makes_the_enchanted_creature_a_copy() -> None:
    state = _altered()
    c = chars(state, state.object("bears"))
    assert (c.name, c.power, c.toughness) == ("Serra Angel", 4, 4)
    assert c.has("flying")
    assert state.object("metamorphic").attached_to == "bears"


def test_the_copy_ends_when_the_aura_leaves() -> None:
    state = _altered()
    state = play(state, {"type": "move_object", "object": "metamorphic", "to": "graveyard"}).state
    c = chars(state, state.object("bears"))
    assert (c.name, c.power, c.toughness) == ("Grizzly Bears", 2, 2)
    assert not [e for e in state.effects if e.kind == "copy_of"]


def test_a_copy_has_the_originals_activated_abilities() -> None:
    state = _altered("Llanowar Elves")
    result = play(state, {"type": "activate", "object": "bears", "ability": 0})
    assert result.state.player("A").mana_pool.get("G") == 1


def test_states_with_copy_effects_round_trip() -> None:
    for state in (_altered(), _clone(_board({"id": "bears", "card": "Grizzly Bears"}), "bears")):
        assert load(dump(state)) == state


def test_707_2_a_clone_is_named_by_its_own_card_and_what_it_copies() -> None:
    """A copy has the original's name (707.2), but every sentence names it by the card put on
    the board, saying what it copies (engine.rules.names): its label, the board in words and a
    log line, never a bare "Grizzly Bears" a reader would take for the original."""
    state = _clone(_board({"id": "bears", "card": "Grizzly Bears"}), "bears")
    assert chars(state, state.object("clone")).name == "Grizzly Bears"  # 707.2: its name
    assert name_of(state, "clone") == "Clone (copying Grizzly Bears)"
    assert name_of(state, "bears") == "Grizzly Bears"
    assert "Clone 2/2 (copying Grizzly Bears, untapped" in text_rendering(state)
    damaged = play(
        state, {"type": "deal_damage", "source": "bears", "target": "clone", "amount": 2}
    )
    moved = [e.text for e in damaged.log if "moves from" in e.text]
    assert moved == ["Clone (copying Grizzly Bears) moves from battlefield to graveyard"], moved
    assert damaged.state.object("bears").zone is Zone.BATTLEFIELD
