"""Divided damage (601.2d): "~ deals 4 damage divided as you choose among any number of targets."

A spell that divides damage has a variable number of targets (601.2c): "among one or two
targets", "among one, two, or three target creatures", or "among any number of targets". Every
target fits the same words and is a different object or player (115.3: one instance of the word
"target"), and each must receive at least 1 damage (601.2d), so there are never more targets
than damage. The caster announces the division as the spell is cast: one decision per target
but the last, which gets what is left. The spell remembers the division (its `bound`
"divided"), and it is never changed: as the spell resolves, a target that has become illegal is
dealt nothing and its share isn't given to the others (608.2b); the rest is dealt at once
(120.4).

The instruction is `deal_divided_damage` with its `amount` and `among` (the most targets the
text allows: 2, 3, or 0 for "any number"). Its spell ability has the one target requirement
all its targets fit (`SpellAbility.targets == (requirement,)`); `chosen_requirements` gives the
requirement of each chosen target, for the cast action's check (601.2c) and for resolution
(608.2b).
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import Instruction, SpellAbility
from engine.core.choices import DecisionKind, Option
from engine.core.errors import IllegalAction
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, GameState, Params
from engine.instructions.registry import ExecContext, amount, instruction_kind
from engine.rules.damage import Assignment, deal_damage
from engine.rules.pipeline import Resolution, name_of
from engine.vocabulary.amounts import X, parse_amount

DIVIDED = "divided"
RULE = "601.2d"


def divided_step(spell: SpellAbility | None) -> Instruction | None:
    """The spell's divided-damage instruction, when it has one and it's the spell's only
    targeting sentence (one requirement all its targets fit)."""
    if spell is None or spell.modes or len(spell.targets) != 1:
        return None
    return next((s for s in spell.effects if s.kind == "deal_divided_damage"), None)


EVENLY = "deal_damage_divided_evenly"  # engine.mechanics.evenly_divided_damage


def evenly_step(spell: SpellAbility | None) -> Instruction | None:
    """ "~ deals X damage divided evenly, rounded down, among any number of targets.": any
    number of targets, none included, and no division announced (601.2c)."""
    if spell is None or spell.modes or len(spell.targets) != 1:
        return None
    return next((s for s in spell.effects if s.kind == EVENLY), None)


def most_targets(step: Instruction, x: int) -> int:
    """The most targets the spell may have: what the text allows, and never more than the
    damage (601.2d: each gets at least 1)."""
    damage = _damage_as_cast(step, x)
    among = int(step.params.get("among", 0))
    return min(among, damage) if among else damage


def _damage_as_cast(step: Instruction, x: int) -> int:
    value = parse_amount(step.params.get("amount", 0))
    if isinstance(value, X):
        return x
    if isinstance(value, int):
        return value
    raise IllegalAction("the damage to divide isn't known as the spell is cast", RULE)


def chosen_requirements(
    what: str,
    spell: SpellAbility | None,
    requirements: tuple[str, ...],
    targets: tuple[str, ...],
    x: int,
) -> tuple[str, ...]:
    """The requirement each chosen target must fit: for a spell dividing damage, its one
    requirement once per chosen target, after checking how many there are (601.2c) and that
    they are different (115.3); for any other spell, `requirements` unchanged."""
    if evenly_step(spell) is not None and spell is not None:
        if len(set(targets)) != len(targets):
            raise IllegalAction(
                "the same object or player can be chosen only once as a target", "115.3"
            )
        return spell.targets * len(targets)  # any number, none included (601.2c)
    step = divided_step(spell)
    if step is None or spell is None:
        return requirements
    most = most_targets(step, x)
    if not 1 <= len(targets) <= most:
        among = int(step.params.get("among", 0))
        # 601.2d: more targets than damage would leave one without any; 601.2c: the text's count
        beyond_damage = len(targets) > most and (not among or most < among)
        raise IllegalAction(
            f"{what} divides its damage among 1 to {counted(most, 'target')} (each is "
            f"dealt at least 1 damage), {len(targets)} given",
            RULE if beyond_damage else "601.2c",
        )
    if len(set(targets)) != len(targets):
        raise IllegalAction(
            "the same object or player can be chosen only once as a target", "115.3"
        )
    return spell.targets * len(targets)


def resolving_requirements(
    spell: SpellAbility | None, requirements: tuple[str, ...], targets: tuple[str, ...]
) -> tuple[str, ...]:
    """As the spell resolves (608.2b): the requirement of each of its chosen targets."""
    if (divided_step(spell) is None and evenly_step(spell) is None) or spell is None:
        return requirements
    return spell.targets * len(targets)


def announce_division(res: Resolution, spell_id: str, spell: SpellAbility | None) -> None:
    """601.2d: the caster divides the damage among the chosen targets, at least 1 each; the
    spell remembers the division."""
    step = divided_step(spell)
    obj = res.state.object(spell_id)
    if step is None or obj.stack is None:
        return
    targets = obj.stack.targets
    left = _damage_as_cast(step, obj.stack.x)
    shares: list[int] = []
    for i, target in enumerate(targets):
        others = len(targets) - i - 1
        if others == 0:
            shares.append(left)
            break
        most = left - others
        if most == 1:
            shares.append(1)
            left -= 1
            continue
        answer = res.choose(
            obj.controller,
            DecisionKind.NUMBER,
            f"{name_of(res.state, obj.controller)} divides {left} damage: how much is dealt to "
            f"{name_of(res.state, target)}?",
            tuple(
                Option(str(n), f"{n} to {name_of(res.state, target)}") for n in range(1, most + 1)
            ),
            RULE,
            context=("divide_damage", spell_id, i),
        )
        shares.append(int(answer))
        left -= int(answer)
    current = res.state.object(spell_id)
    assert current.stack is not None
    info = replace(current.stack, bound=current.stack.bound.set(DIVIDED, tuple(shares)))
    res.set_state(res.state.with_object(replace(current, stack=info)))
    res.note(
        LogKind.STACK,
        "the damage is divided: "
        + ", ".join(
            f"{n} to {name_of(res.state, t)}" for n, t in zip(shares, targets, strict=True)
        ),
        RULE,
        objects=targets,
    )


def division(state: GameState, obj: GameObject) -> tuple[int, ...]:
    """The division a spell on the stack was cast with (601.2d)."""
    if obj.stack is None:
        return ()
    return tuple(int(n) for n in obj.stack.bound.get(DIVIDED, ()))


@instruction_kind("deal_divided_damage")
def _deal_divided_damage(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Each legal target is dealt its share, all at once (120.4); an illegal one's share is
    dealt to nobody (608.2b: the division doesn't change)."""
    shares = tuple(int(n) for n in ctx.bound.get(DIVIDED, ()))
    if not shares and len(ctx.targets) == 1:
        shares = (amount(res, ctx, params.get("amount", 0)),)  # one target: all of it
    assignments = [
        Assignment(ctx.source, target, share)
        for target, share in zip(ctx.targets, shares, strict=False)
        if target is not None and share > 0
    ]
    deal_damage(res, assignments)
