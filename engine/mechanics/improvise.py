"""Improvise (702.126): "For each generic mana in this spell's total cost, you may tap an
untapped artifact you control rather than pay that mana."

The cast action names the artifacts: `"improvise": ["servo", "clue"]`, ids of the caster's
untapped artifacts, each paying for {1}. Without the field nothing is tapped. Improvise isn't an
additional or alternative cost and applies once the total cost is determined (702.126b, 601.2f):
X, kicker and buyback costs included, after what delve and convoke pay. The artifacts are
tapped as the total cost is paid (601.2h); several instances are redundant (702.126c). A cost
marked paid (`"free": true`) has no generic mana left for artifacts to pay, so naming artifacts
there is refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.cards.model import generic_mana
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, GameState
from engine.mechanics.delve import cost_after_delve
from engine.rules.characteristics import chars, untapped_of_type
from engine.rules.pipeline import Resolution, name_of

IMPROVISE = "improvise"
RULE = "702.126a"


def has_improvise(state: GameState, obj: GameObject) -> bool:
    return chars(state, obj).has(IMPROVISE)


def improvise_field(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The action's `improvise` list (absent: none)."""
    raw = data.get(IMPROVISE, [])
    if not isinstance(raw, list) or not all(isinstance(a, str) for a in raw):
        raise InvalidDocument("'improvise' must be a list of artifact ids", "action.improvise")
    return tuple(raw)


def improvise_candidates(state: GameState, player: str) -> tuple[GameObject, ...]:
    """The untapped artifacts `player` controls."""
    return untapped_of_type(state, player, "Artifact")


def check_improvise(
    state: GameState,
    spell: GameObject,
    artifacts: tuple[str, ...],
    cost: str,
    x: int,
    free: bool,
    paid: int,
) -> None:
    """The artifacts named can pay generic mana of the total cost `cost` (X = `x`), `paid`
    generic mana of which delve and convoke already pay (702.126a)."""
    if not artifacts:
        return
    if not has_improvise(state, spell):
        raise IllegalAction(
            f"{name_of(state, spell)} has no improvise: no artifact can be tapped to pay for it",
            RULE,
        )
    if free:
        raise IllegalAction(
            f"the cost of {name_of(state, spell)} is marked paid (free), so there is no generic mana for "
            "artifacts tapped with improvise to pay: pay the cost, or name no artifacts",
            RULE,
        )
    if len(set(artifacts)) != len(artifacts):
        raise IllegalAction("an artifact is named twice for improvise: each taps once", RULE)
    allowed = {o.id for o in improvise_candidates(state, spell.owner)}
    for artifact in artifacts:
        if artifact not in allowed:
            found = state.find_object(artifact)
            what = name_of(state, artifact) if found is not None else repr(artifact)
            raise IllegalAction(
                f"{what} isn't an untapped artifact {name_of(state, spell.owner)} controls: "
                "improvise taps the caster's own untapped artifacts",
                RULE,
            )
    most = generic_mana(cost, x) - paid
    if len(artifacts) > most:
        shown = cost.replace("X", str(x)) if x else cost
        raise IllegalAction(
            f"{len(artifacts)} artifacts named for improvise, but the total cost of {name_of(state, spell)} "
            f"({shown}) has only {max(most, 0)} generic mana left for them to pay",
            RULE,
        )


def tap_for_improvise(
    res: Resolution, spell_id: str, artifacts: tuple[str, ...], cost: str, x: int
) -> tuple[str, int]:
    """601.2h, 702.126a: tap the artifacts as the total cost is paid, each paying for {1};
    returns what the mana pool still pays."""
    left, left_x = cost_after_delve(cost, x, len(artifacts))
    if not artifacts:
        return left, left_x
    spell = res.state.object(spell_id)
    names = ", ".join(name_of(res.state, a) for a in artifacts)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, spell.owner)} taps {counted(len(artifacts), 'artifact')} for "
        f"{name_of(res.state, spell)}'s improvise, each paying for {{1}}: {names}; {left} is left to pay",
        RULE,
        "601.2h",
        objects=(spell_id, *artifacts),
    )
    for artifact in artifacts:
        res.set_state(res.state.with_object(replace(res.state.object(artifact), tapped=True)))
    return left, left_x
