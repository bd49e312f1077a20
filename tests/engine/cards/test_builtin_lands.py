"""Lands that enter tapped (614.1c-d): the replacement modifies how the land enters, checked as it
would enter (614.12), with a choice made before it enters (614.12a) for the shock lands; enters
triggers (603.6a) and cycling (702.29a)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import instruction
from engine.core.choices import ChoiceCursor, DecisionKind
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.instructions.registry import ExecContext, execute
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites, pending, play


def alice(
    hand: list[dict[str, Any]], battlefield: list[dict[str, Any]] | None = None, **more: Any
) -> GameState:
    return board(
        {"id": "A", "name": "Alice", "hand": hand, "battlefield": battlefield or [], **more},
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def lands(*names: str) -> list[dict[str, Any]]:
    return [{"id": f"land{i}", "card": name} for i, name in enumerate(names)]


PLAY = {"type": "play_land", "object": "new"}


def test_a_shock_land_asks_its_controller_before_it_enters() -> None:
    """614.12a: "you may pay 2 life" is decided before Sacred Foundry enters."""
    state = alice([{"id": "new", "card": "Sacred Foundry"}])
    asked = pending(state, PLAY)
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.MAY and asked.pending.decider == "A"
    assert asked.pending.rule == "614.12a"
    assert asked.pending.option_ids() == ("pay", "decline")


def test_paying_2_life_lets_the_shock_land_enter_untapped() -> None:
    state = alice([{"id": "new", "card": "Sacred Foundry"}])
    result = play(state, PLAY, ["pay"])
    land = result.state.object("new")
    assert land.zone is Zone.BATTLEFIELD and not land.tapped
    assert result.state.player("A").life == 18
    assert cites(result.log, "119.4") and cites(result.log, "614.12a")


def test_declining_to_pay_makes_the_shock_land_enter_tapped() -> None:
    state = alice([{"id": "new", "card": "Watery Grave"}])
    result = play(state, PLAY, ["decline"])
    assert result.state.object("new").tapped
    assert result.state.player("A").life == 20


def test_with_1_life_the_shock_land_enters_tapped_without_asking() -> None:
    """119.4: a player can pay life only with at least that much life."""
    state = alice([{"id": "new", "card": "Blood Crypt"}], life=1)
    result = play(state, PLAY)
    assert result.state.object("new").tapped
    assert result.state.player("A").life == 1
    assert cites(result.log, "119.4")


def test_a_shock_land_has_the_mana_abilities_of_its_basic_land_types() -> None:
    """305.6: Mountain Plains: "{T}: Add {R}" and "{T}: Add {W}"."""
    state = alice([], [{"id": "foundry", "card": "Sacred Foundry"}])
    red = play(state, {"type": "activate", "object": "foundry", "ability": 0})
    white = play(state, {"type": "activate", "object": "foundry", "ability": 1})
    assert dict(red.state.player("A").mana_pool) == {"R": 1}
    assert dict(white.state.player("A").mana_pool) == {"W": 1}


def test_a_check_land_enters_untapped_with_a_land_of_either_type() -> None:
    state = alice([{"id": "new", "card": "Dragonskull Summit"}], lands("Forest", "Swamp"))
    result = play(state, PLAY)
    assert not result.state.object("new").tapped
    assert cites(result.log, "614.1d")


def test_a_check_land_enters_tapped_without_one() -> None:
    state = alice([{"id": "new", "card": "Dragonskull Summit"}], lands("Forest", "Island"))
    result = play(state, PLAY)
    assert result.state.object("new").tapped
    assert any("controls no Mountain or Swamp" in e.text for e in result.log)


def test_a_check_land_counts_a_dual_with_the_basic_land_type() -> None:
    """Sulfur Falls wants an Island or a Mountain: Steam Vents is both."""
    state = alice([{"id": "new", "card": "Sulfur Falls"}], lands("Steam Vents"))
    assert not play(state, PLAY).state.object("new").tapped


def test_a_fast_land_enters_tapped_with_three_other_lands() -> None:
    state = alice(
        [{"id": "new", "card": "Spirebluff Canal"}], lands("Island", "Mountain", "Island")
    )
    result = play(state, PLAY)
    assert result.state.object("new").tapped
    assert any("controls 3 other lands" in e.text for e in result.log)


def test_a_fast_land_enters_untapped_with_two_other_lands() -> None:
    state = alice([{"id": "new", "card": "Spirebluff Canal"}], lands("Island", "Mountain"))
    assert not play(state, PLAY).state.object("new").tapped


def test_a_fast_land_taps_for_either_of_its_colors() -> None:
    """608.2d: "{T}: Add {U} or {R}" — the player chooses as the mana ability resolves."""
    state = alice([], [{"id": "canal", "card": "Spirebluff Canal"}])
    asked = pending(state, {"type": "activate", "object": "canal", "ability": 1})
    assert asked.pending is not None and asked.pending.option_ids() == ("U", "R")
    result = play(state, {"type": "activate", "object": "canal", "ability": 1}, ["R"])
    assert dict(result.state.player("A").mana_pool) == {"R": 1}


def test_a_slow_land_needs_two_other_lands_to_enter_untapped() -> None:
    one = alice([{"id": "new", "card": "Deserted Beach"}], lands("Plains"))
    two = alice([{"id": "new", "card": "Deserted Beach"}], lands("Plains", "Island"))
    assert play(one, PLAY).state.object("new").tapped
    assert not play(two, PLAY).state.object("new").tapped


def test_lands_an_opponent_controls_dont_count() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "new", "card": "Dragonskull Summit"}]},
        {"id": "B", "battlefield": lands("Swamp", "Mountain")},
    )
    assert play(state, PLAY).state.object("new").tapped


def test_a_temple_enters_tapped_and_its_trigger_scries_1() -> None:
    """603.6a: the enters trigger goes on the stack; on resolution Alice scries 1 (701.22a)."""
    library = [{"id": "top", "card": "Shock"}, {"id": "next", "card": "Lightning Bolt"}]
    state = alice([{"id": "new", "card": "Temple of Malice"}], library=library)
    played = play(state, PLAY)
    assert played.state.object("new").tapped
    (trigger,) = played.state.zone(Zone.STACK)
    assert trigger.stack is not None and trigger.stack.source == "new"
    asked = pending(played.state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.kind is DecisionKind.SCRY
    result = play(played.state, {"type": "resolve"}, ["bottom"])
    assert [o.id for o in result.state.zone(Zone.LIBRARY, "A")] == ["next", "top"]


def test_a_gain_land_enters_tapped_and_gains_1_life() -> None:
    state = alice([{"id": "new", "card": "Swiftwater Cliffs"}])
    played = play(state, PLAY)
    assert played.state.object("new").tapped
    result = play(played.state, {"type": "resolve"})
    assert result.state.player("A").life == 21


def test_cycling_discards_the_land_from_hand_and_draws() -> None:
    """702.29a: "Cycling {2}" is "{2}, Discard this card: Draw a card", from the hand only."""
    state = alice(
        [{"id": "slough", "card": "Canyon Slough"}],
        library=[{"id": "top", "card": "Shock"}],
        mana_pool={"C": 2},
    )
    cycled = play(state, {"type": "activate", "object": "slough", "ability": 3})
    assert cycled.state.object("slough").zone is Zone.GRAVEYARD
    assert cites(cycled.log, "701.9a")
    result = play(cycled.state, {"type": "resolve"})
    assert result.state.object("top").zone is Zone.HAND


def test_a_cycling_land_enters_tapped_when_played() -> None:
    state = alice([{"id": "new", "card": "Fetid Pools"}])
    assert play(state, PLAY).state.object("new").tapped


def test_a_land_put_onto_the_battlefield_by_a_spell_is_checked_the_same_way() -> None:
    """614.12: the replacement applies however the land enters, here from the library."""
    library = [{"id": "new", "card": "Spirebluff Canal"}]
    state = alice([], lands("Island", "Island", "Island"), library=library)
    res = Resolution(state, ChoiceCursor(()))
    execute(res, ExecContext("A", "new"), (instruction("put_onto_battlefield", card="self"),))
    assert res.state.object("new").zone is Zone.BATTLEFIELD and res.state.object("new").tapped


def test_the_action_picker_offers_both_playing_and_cycling_a_land() -> None:
    """A land in hand can be played (305.1) or, with cycling, cycled from the hand (702.29a)."""
    state = alice([{"id": "slough", "card": "Canyon Slough"}], mana_pool={"C": 2})
    offered = {o.label: o.legal for o in available_actions(state) if o.action.get("object")}
    assert offered["Play Canyon Slough"]
    assert offered["Canyon Slough: Cycling {2} ({2}, Discard this card: Draw a card.)"]
