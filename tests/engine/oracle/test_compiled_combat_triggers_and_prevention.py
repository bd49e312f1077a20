"""Productions of combat restrictions, triggers and prevention, each with a real card compiled from its Oracle text: protection (702.16),
a creature's own combat restrictions (509.1a-b), evasion keywords (702.36, 702.28), landfall
and other entering triggers (603.6a), a delayed draw (603.7), counter unless paid (118.12a),
prevention shields (615.7), lands entering tapped (614.1d, 614.12a)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.cards.registry import REGISTRY
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board

pytestmark = pytest.mark.usefixtures("compiled_cards")


def game(
    a: tuple[str, ...], b: tuple[str, ...] = (), hand: tuple[str, ...] = (), **turn: Any
) -> GameState:
    doc: dict[str, Any] = {}
    if turn:
        doc["turn"] = {"number": 3, "active_player": "A", **turn}
    return board(
        {
            "id": "A",
            "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(hand)],
            "battlefield": [{"id": f"a{i}", "card": n} for i, n in enumerate(a)],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(5)],
        },
        {
            "id": "B",
            "battlefield": [{"id": f"b{i}", "card": n} for i, n in enumerate(b)],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(5)],
        },
        **doc,
    )


def attack_and_block(state: GameState, attacker: str, blocker: str) -> GameState:
    state = settle(state, {"type": "attack", "attackers": {attacker: "B"}}).state
    return settle(state, {"type": "block", "blockers": {blocker: attacker}}).state


def test_defender_of_law_has_protection_from_red_targeting() -> None:
    # "Protection from red" (702.16b: it can't be the target of red spells)
    state = game(("Defender of Law",), hand=("Shock",))
    with pytest.raises(IllegalAction) as refused:
        settle(state, {"type": "cast", "object": "h0", "targets": ["a0"], "free": True})
    assert "702.16" in str(refused.value.rule)


def test_ashenmoor_gouger_cant_block() -> None:
    # "~ can't block." (509.1a)
    state = game(("Grizzly Bears",), b=("Ashenmoor Gouger",), step="declare_attackers")
    state = settle(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    with pytest.raises(IllegalAction) as refused:
        settle(state, {"type": "block", "blockers": {"b0": "a0"}})
    assert refused.value.rule == "509.1a"


def test_azorius_knight_arbiter_cant_be_blocked() -> None:
    # "~ can't be blocked." (509.1b)
    state = game(("Azorius Knight-Arbiter",), b=("Grizzly Bears",), step="declare_attackers")
    state = settle(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    with pytest.raises(IllegalAction) as refused:
        settle(state, {"type": "block", "blockers": {"b0": "a0"}})
    assert refused.value.rule == "509.1b"


def test_fear_lets_only_black_or_artifact_creatures_block() -> None:
    # "Fear" (702.36b): Grizzly Bears (green) can't block; Walking Corpse (black) can.
    state = game(
        ("Dross Prowler",), b=("Grizzly Bears", "Walking Corpse"), step="declare_attackers"
    )
    state = settle(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    with pytest.raises(IllegalAction) as refused:
        settle(state, {"type": "block", "blockers": {"b0": "a0"}})
    assert refused.value.rule == "702.36b"
    blocked = settle(state, {"type": "block", "blockers": {"b1": "a0"}}).state
    assert blocked.combat is not None and "b1" in blocked.combat.blocker_ids()


def test_shadow_blocks_and_is_blocked_only_by_shadow() -> None:
    state = game(("Dauthi Marauder",), b=("Grizzly Bears",), step="declare_attackers")
    state = settle(state, {"type": "attack", "attackers": {"a0": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    with pytest.raises(IllegalAction) as refused:
        settle(state, {"type": "block", "blockers": {"b0": "a0"}})
    assert refused.value.rule == "702.28b"


def test_akoum_hellhound_landfall_pumps_it() -> None:
    # "Landfall — Whenever a land enters under your control, ~ gets +2/+2 until end of turn."
    state = game(("Akoum Hellhound",), hand=("Forest",))
    state = settle(state, {"type": "play_land", "object": "h0"}).state
    state = resolve_all(state)
    c = chars(state, state.object("a0"))
    assert (c.power, c.toughness) == (2, 3)


def test_soul_warden_gains_life_when_another_creature_enters() -> None:
    state = game(("Soul Warden",), hand=("Grizzly Bears",))
    state = settle(state, {"type": "cast", "object": "h0", "free": True}).state
    state = resolve_all(settle(state, {"type": "resolve"}).state)
    assert state.player("A").life == 21


def test_barbed_sextant_draws_at_the_next_upkeep() -> None:
    # "... Draw a card at the beginning of the next turn's upkeep." (603.7)
    state = game(("Barbed Sextant",))
    result = settle(state, {"type": "activate", "object": "a0", "ability": 0, "free": True})
    state = result.state
    assert len(state.zone(Zone.HAND, "A")) == 0
    assert any(e.kind == "delayed_trigger" for e in state.effects)


def test_censor_counters_unless_its_controller_pays_one() -> None:
    state = game((), hand=("Censor", "Grizzly Bears"))
    state = settle(state, {"type": "cast", "object": "h1", "free": True}).state
    state = settle(state, {"type": "cast", "object": "h0", "targets": ["h1"], "free": True}).state
    state = settle(state, {"type": "resolve"}).state  # nothing in the pool: can't pay
    assert state.object("h1").zone is Zone.GRAVEYARD


def test_alabaster_wall_prevents_the_next_damage() -> None:
    state = game(("Alabaster Wall",), hand=("Shock",))
    state = settle(
        state, {"type": "activate", "object": "a0", "ability": 0, "targets": ["A"], "free": True}
    ).state
    state = resolve_all(state)
    state = settle(state, {"type": "cast", "object": "h0", "targets": ["A"], "free": True}).state
    state = resolve_all(state)
    assert state.player("A").life == 19  # Shock's 2, 1 prevented


def test_blood_crypt_compiles_to_the_hand_written_replacement(
    records: dict[str, Mapping[str, Any]],
) -> None:
    # "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12a)
    compiled = compile_record(records["Blood Crypt"])
    hand_written = REGISTRY.get("Blood Crypt")
    assert hand_written is not None and compiled.label == "automated"
    assert [
        (a.effect, dict(a.params)) for a in compiled.definition.abilities if hasattr(a, "effect")
    ] == [(a.effect, dict(a.params)) for a in hand_written.abilities if hasattr(a, "effect")]


def test_spirebluff_canal_compiles_to_the_hand_written_condition(
    records: dict[str, Mapping[str, Any]],
) -> None:
    compiled = compile_record(records["Spirebluff Canal"])
    hand_written = REGISTRY.get("Spirebluff Canal")
    assert hand_written is not None and compiled.label == "automated"
    static = [a for a in compiled.definition.abilities if hasattr(a, "effect")]
    expected = [a for a in hand_written.abilities if hasattr(a, "effect")]
    assert [(a.effect, a.params) for a in static] == [(a.effect, a.params) for a in expected]


def _cast(state: GameState, obj: str, *targets: str) -> GameState:
    state = settle(
        state, {"type": "cast", "object": obj, "targets": list(targets), "free": True}
    ).state
    return resolve_all(state)


def test_essence_extraction_deals_damage_and_gains_life() -> None:
    # "~ deals 3 damage to target creature and you gain 3 life."
    state = _cast(game((), b=("Grizzly Bears",), hand=("Essence Extraction",)), "h0", "b0")
    assert state.object("b0").zone is Zone.GRAVEYARD
    assert state.player("A").life == 23


def test_darkness_prevents_all_combat_damage_this_turn() -> None:
    # "Prevent all combat damage that would be dealt this turn." (615.1)
    def attack(state: GameState) -> GameState:
        state = settle(state, {"type": "attack", "attackers": {"a0": "B"}}).state
        for _ in range(3):
            state = settle(state, {"type": "advance"}).state
        return state

    board_state = game(("Grizzly Bears",), hand=("Darkness",), step="declare_attackers")
    assert attack(board_state).player("B").life == 18  # without it, the Bears hit
    assert attack(_cast(board_state, "h0")).player("B").life == 20


def test_durable_coilbug_returns_from_the_graveyard_to_the_hand() -> None:
    # "{4}{B}: Return ~ from your graveyard to your hand." (it works only from there, 113.6)
    state = board(
        {"id": "A", "graveyard": [{"id": "bug", "card": "Durable Coilbug"}]},
        {"id": "B"},
    )
    state = settle(state, {"type": "activate", "object": "bug", "ability": 0, "free": True}).state
    state = resolve_all(state)
    assert state.object("bug").zone is Zone.HAND


def test_deliberate_scries_then_draws() -> None:
    # "Scry 2, then draw a card." (701.22a)
    state = game((), hand=("Deliberate",))
    state = settle(state, {"type": "cast", "object": "h0", "free": True}).state
    result = settle(state, {"type": "resolve"})
    assert len(result.state.zone(Zone.HAND, "A")) == 1
    assert any("701.22a" in e.rules for e in result.log)
