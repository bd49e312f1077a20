"""Why a player or object can't be a spell's or ability's target (115.1, 115.4, 115.5,
702.11b-d, 702.16b, 702.18a), as the action picker asks before anything is cast
(`engine.target_slots`, `engine.why_not_target`), and that the cast itself is refused with the
same rule. Ward stops nothing: it triggers once the permanent is targeted (702.21a). The
creatures are compiled from their Oracle records (2026 card file)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.testing.scenario import board, play
from tests.engine.target_legality.cards import RECORDS

BOLT = {"type": "cast", "object": "bolt"}
# The permanent "bears" has hexproof from red until end of turn (702.11d), given by Bob.
BEARS_HEXPROOF_FROM_RED = {
    "id": "e1",
    "kind": "hexproof_from",
    "controller": "B",
    "params": {"protected": "bears", "from": "red"},
    "duration": "end_of_turn",
}
DEFENSE = {"type": "cast", "object": "defense"}
PING = {"type": "activate", "object": "pyromancer", "ability": 0}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _board(**doc: Any) -> GameState:
    """Alice (her main phase, {R}{G} floating) holds Lightning Bolt and Blossoming Defense and
    controls Prodigal Pyromancer and Grizzly Bears; Bob controls one creature of each kind and a
    Mountain."""
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "defense", "card": "Blossoming Defense"},
            ],
            "battlefield": [
                {"id": "pyromancer", "card": "Prodigal Pyromancer"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "mana_pool": {"R": 1, "G": 1},
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "firewalker", "card": "Kor Firewalker"},
                {"id": "scout", "card": "Gladecover Scout"},
                {"id": "swallower", "card": "Simic Sky Swallower"},
                {"id": "guard", "card": "Tomakul Honor Guard"},
                {"id": "mountain", "card": "Mountain"},
            ],
        },
        **doc,
    )


def _refused(state: GameState, action: dict[str, Any], target: str) -> tuple[str, str]:
    """The picker's answer for `target` and the rule the cast itself is refused with: they agree."""
    why = engine.why_not_target(state, action, target)
    assert why is not None
    with pytest.raises(IllegalAction) as err:
        play(state, {**action, "targets": [target]})
    assert err.value.rule == why.rule
    return why.reason, why.rule


def test_702_16b_bolt_cant_target_kor_firewalker_protection_from_red() -> None:
    assert _refused(_board(), BOLT, "firewalker") == ("protection from red", "702.16b")


def test_702_11b_bolt_cant_target_an_opponents_hexproof_creature() -> None:
    assert _refused(_board(), BOLT, "scout") == ("hexproof", "702.11b")


def test_702_18a_shroud_stops_an_opponents_spell() -> None:
    assert _refused(_board(), BOLT, "swallower") == ("shroud", "702.18a")


def test_702_18a_shroud_stops_even_its_controllers_own_spell() -> None:
    state = board(
        {"id": "A"},
        {
            "id": "B",
            "hand": [{"id": "growth", "card": "Giant Growth"}],
            "battlefield": [{"id": "swallower", "card": "Simic Sky Swallower"}],
            "mana_pool": {"G": 1},
        },
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )
    growth = {"type": "cast", "object": "growth"}
    assert _refused(state, growth, "swallower") == ("shroud", "702.18a")


def test_702_11d_hexproof_from_red_names_the_quality() -> None:
    state = _board(effects=[BEARS_HEXPROOF_FROM_RED])
    bolt_bears = engine.why_not_target(state, BOLT, "bears")
    # Hexproof from stops only opponents (702.11d): Alice's own Bears stays a legal target ...
    assert bolt_bears is None
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        effects=[BEARS_HEXPROOF_FROM_RED],
    )
    # ... and Bob's isn't.
    assert _refused(state, BOLT, "bears") == ("hexproof from red", "702.11d")


def test_702_21a_ward_is_no_restriction_the_warded_creature_is_a_legal_target() -> None:
    state = _board()
    assert engine.why_not_target(state, BOLT, "guard") is None
    slot = engine.target_slots(state, BOLT)[0]
    assert "guard" in slot.legal


def test_115_1_target_creature_you_control_refuses_an_opponents_creature() -> None:
    state = _board()
    assert _refused(state, DEFENSE, "scout") == ("not a creature you control", "115.1")
    assert engine.why_not_target(state, DEFENSE, "bears") is None


def test_115_1_any_target_refuses_a_land() -> None:
    """ "Any target" is a creature, player, planeswalker or battle (115.4)."""
    assert _refused(_board(), BOLT, "mountain") == (
        "not a creature, player, planeswalker or battle",
        "115.1",
    )


def test_the_picker_lists_every_player_and_permanent_legal_first_then_each_refused_with_why() -> (
    None
):
    slots = engine.target_slots(_board(), BOLT)
    assert len(slots) == 1 and slots[0].required
    candidates = {c.target: c.refusal for c in slots[0].candidates}
    assert set(slots[0].legal) == {"A", "B", "pyromancer", "bears", "guard"}
    assert candidates["firewalker"] == engine.why_not_target(_board(), BOLT, "firewalker")
    assert {t: (r.reason, r.rule) for t, r in candidates.items() if r is not None} == {
        "firewalker": ("protection from red", "702.16b"),
        "scout": ("hexproof", "702.11b"),
        "swallower": ("shroud", "702.18a"),
        "mountain": ("not a creature, player, planeswalker or battle", "115.1"),
    }
    order = [c.refusal is None for c in slots[0].candidates]
    assert order == sorted(order, reverse=True)  # the legal ones first
    assert "bolt" not in candidates  # the spell itself is never a candidate (115.5)


def test_702_16b_an_ability_of_a_red_source_cant_target_protection_from_red() -> None:
    state = _board()
    assert _refused(state, PING, "firewalker") == ("protection from red", "702.16b")


def test_115_1_an_activated_ability_may_target_its_own_source() -> None:
    """The ability is an object of its own on the stack (113.7), not the permanent: "any
    target" includes Prodigal Pyromancer itself."""
    state = _board()
    assert engine.why_not_target(state, PING, "pyromancer") is None
    assert "pyromancer" in engine.target_slots(state, PING)[0].legal
    done = play(play(state, {**PING, "targets": ["pyromancer"]}).state, {"type": "resolve"})
    assert done.state.object("pyromancer").damage == 1
