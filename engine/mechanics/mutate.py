"""Mutate (702.140): "Mutate [cost]" means "You may pay [cost] rather than pay this spell's mana
cost. If you do, it becomes a mutating creature spell and targets a non-Human creature with the
same owner as this spell." (702.140a: an alternative cost, 118.9, 601.2b, 601.2f-h).

The cast action says it: `"mutate": true`; the spell remembers it (`GameObject.cast_for` is
"mutate") and has one target, the word `non_human_creature_with_the_same_owner`. As it begins
to resolve with an illegal target it ceases to be a mutating creature spell and resolves as a
creature spell (702.140b: it enters the battlefield, 608.3). With a legal target it doesn't
enter the battlefield: it merges with the target (702.140c, 608.3d, 730.2), on top of it or
under it as its controller chooses (a decision: the engine never guesses). The merged
permanent is the same object (730.2c: no new timestamp, no entering); `GameObject.merged`
holds its other components. Its characteristics are its topmost component's and its abilities
every component's (730.2a, 702.140e: engine.rules.faces.merged_definition); leaving the
battlefield, each component goes to the new zone (730.3: engine.rules.zones).

"Whenever ~ mutates" (702.140d) triggers on `Mutated`, made as the spell merges.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef, TriggeredAbility
from engine.core.choices import DecisionKind, Option
from engine.core.events import DidEvent, Mutated
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, MergedCard, Zone
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.pipeline import Resolution, name_of
from engine.rules.targets import why_illegal
from engine.rules.triggers import trigger_kind

RULE = "702.140a"
MUTATE = "mutate"  # the alternative cost's name (118.9) in GameObject.cast_for
# 702.140a: the target of a mutating creature spell (engine.rules.targets)
TARGET = "non_human_creature_with_the_same_owner"
TOP, BOTTOM = "top", "bottom"


def check_mutate(state: GameState, obj: GameObject, card: CardDef | None, mutate: bool) -> None:
    """Only a card with mutate can be cast for its mutate cost (702.140a)."""
    has_cost = card is not None and bool(card.mutate)
    check_cast_for(state, obj, MUTATE, RULE, asked=mutate, has_cost=has_cost)


def mutate_requirements() -> tuple[str, ...]:
    """702.140a: a mutating creature spell targets a non-Human creature with its owner."""
    return (TARGET,)


def pay_mutate(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the mutate cost is paid rather than the mana cost; from now on the spell is a
    mutating creature spell (702.140a)."""
    cast_for(res, spell_id, MUTATE, cost, RULE)


def is_mutating(obj: GameObject) -> bool:
    """702.140a: a spell cast for its mutate cost, still a mutating creature spell."""
    return obj.cast_for == MUTATE and obj.zone is Zone.STACK


def resolves_mutating(res: Resolution, top: GameObject, targets: tuple[str, ...]) -> str | None:
    """As a mutating creature spell begins resolving: its target if that is legal (it will
    merge with it, 702.140c); else it ceases to be a mutating creature spell and resolves as a
    creature spell (702.140b), and None."""
    if not is_mutating(top):
        return None
    problem = next(
        (
            p
            for t in targets[:1]
            if (p := why_illegal(res.state, TARGET, t, top, top.controller)) is not None
        ),
        None,
    )
    if targets and problem is None:
        return targets[0]
    why = f"its target is illegal ({problem[0]})" if problem else "it has no target"
    res.set_state(res.state.with_object(replace(res.state.object(top.id), cast_for="")))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, top.id)}: {why}: it ceases to be a mutating creature spell and "
        "resolves as a creature spell",
        "702.140b",
        "608.3",
        objects=(top.id,),
    )
    return None


def merge(res: Resolution, spell: GameObject, target: str) -> None:
    """702.140c, 608.3d, 730.2: the resolving mutating creature spell merges with its target,
    on top of it or under it as the spell's controller chooses; the result is the same
    permanent (730.2c), not one that entered the battlefield (730.2b). A copy of the spell
    merges as a token (608.3f, 707.10f)."""
    permanent = res.state.object(target)
    spell_name, target_name = name_of(res.state, spell.id), name_of(res.state, target)
    answer = res.choose(
        spell.controller,
        DecisionKind.SCRY,
        f"{name_of(res.state, spell.controller)} merges {spell_name} with {target_name}: put it on "
        "top of the creature or under it?",
        (
            Option(TOP, f"put {spell_name} on top of {target_name}"),
            Option(BOTTOM, f"put {spell_name} under {target_name}"),
        ),
        "702.140c",
        context=("mutate", spell.id, target),
    )
    rank = len(permanent.merged) + 1
    token = spell.token or spell.spell_copy
    if answer == TOP:
        below = MergedCard(
            card=permanent.card,
            rank=permanent.top_rank,
            token=permanent.token,
            face=permanent.face,
            face_down=permanent.face_down,
            characteristics=permanent.characteristics,
        )
        # 730.2a, 730.2d-e: the topmost component decides its characteristics, whether it is a
        # token and whether it is face down (turned face up this way, it isn't "turned face up")
        merged = replace(
            permanent,
            card=spell.card,
            token=token,
            face=spell.face,
            face_down=False,
            characteristics=spell.characteristics,
            merged=(below, *permanent.merged),
        )
    else:
        under = MergedCard(
            card=spell.card,
            rank=rank,
            token=token,
            face=spell.face,
            characteristics=spell.characteristics,
        )
        merged = replace(permanent, merged=(*permanent.merged, under))
    state = res.state.without_object(spell.id).with_object(merged)
    res.set_state(state)
    where = "on top of" if answer == TOP else "under"
    res.note(
        LogKind.EVENT,
        f"{spell_name} merges with {target_name}, {where} it: {name_of(res.state, target)} is one "
        "mutated permanent represented by "
        f"{len(merged.merged) + 1} cards, with the characteristics of its topmost one and the "
        "abilities of each",
        "702.140c",
        "702.140e",
        "730.2",
        "730.2a",
        objects=(target,),
    )
    res.did(Mutated(target, merged.controller))


def times_mutated(obj: GameObject) -> int:
    """The number of times a permanent has mutated: each merge added one component (702.140c)."""
    return len(obj.merged)


@trigger_kind("self_mutates")
def _self_mutates(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever ~ mutates" (702.140d): a mutating creature spell merged with it."""
    return isinstance(event, Mutated) and event.object == obj.id
