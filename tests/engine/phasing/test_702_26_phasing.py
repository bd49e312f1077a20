"""Phasing (702.26a, 702.26g, 502.1): a permanent with phasing phases out before its controller
untaps in each of their untap steps and back in in the next one; phased out, it is treated as
though it doesn't exist, and Auras attached to it phase out with it. Breezekeeper (built-in).
Moved here from the beginning phase's tests."""

from __future__ import annotations

from engine.testing.scenario import play
from tests.engine.turn.test_beginning_phase import alices_cleanup


def test_phasing_permanents_phase_out_and_back_in() -> None:
    """702.26a: Breezekeeper phases out during Bob's untap step, and in during his next one."""
    state = alices_cleanup(
        {}, {"battlefield": [{"id": "djinn", "card": "Breezekeeper", "tapped": True}]}
    )
    out = play(state, {"type": "advance"}).state
    assert out.object("djinn").phased_out
    assert out.object("djinn").tapped  # phased-out permanents don't untap
    assert out.find_object("djinn") is not None and not [
        o for o in out.battlefield if o.id == "djinn"
    ]
    back = play(out, {"type": "advance", "to": "untap", "turn": "next"}).state  # Alice's turn 5
    assert back.object("djinn").phased_out
    back = play(back, {"type": "advance", "to": "untap", "turn": "next"}).state  # Bob's turn 6
    assert not back.object("djinn").phased_out
    assert not back.object("djinn").tapped


def test_auras_phase_out_and_in_with_their_creature() -> None:
    """702.26g: an Aura Alice controls on Bob's phasing creature goes and comes back with it."""
    aura = {
        "id": "curse",
        "card": "Test Aura",
        "attached_to": "djinn",
        "characteristics": {"types": ["Enchantment"], "subtypes": ["Aura"]},
    }
    state = alices_cleanup(
        {"battlefield": [aura]}, {"battlefield": [{"id": "djinn", "card": "Breezekeeper"}]}
    )
    out = play(state, {"type": "advance"}).state
    assert out.object("curse").phased_out
    alices = play(out, {"type": "advance", "to": "untap", "turn": "next"}).state
    assert alices.object("curse").phased_out  # it doesn't phase in by itself
    back = play(alices, {"type": "advance", "to": "untap", "turn": "next"}).state
    assert not back.object("curse").phased_out and not back.object("djinn").phased_out
