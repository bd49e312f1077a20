"""A line of a spell that does something else instead of its previous line's instruction when a
condition holds (608.2c: the "instead" is part of the spell's own instructions, read with the
text before it; it is no replacement effect of 614). The condition is one of this turn's
(engine.mechanics.turn_history), usually after an ability word (207.2c: it has no rules meaning):

    Put a +1/+1 counter on target creature.
    Morbid — Put three +1/+1 counters on that creature instead if a creature died this turn.
                                                                (Hunger of the Howlpack)
    ~ deals 3 damage to any target.
    Morbid — ~ deals 5 damage instead if a creature died this turn.        (Brimstone Volley)
    Target creature gets -1/-1 until end of turn.
    Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.
                                                                (Tragic Slip)
    Create a 2/2 green Wolf creature token.
    Morbid — Create three 2/2 green Wolf creature tokens instead if a creature died this turn.
                                                                (Predator's Howl)

The line is read with the spell's targets named so far ("that creature" is the last of them),
and names none of its own. It replaces exactly one instruction: the previous line's only one,
of the same kind. The definition keeps both: the previous instruction with "unless": CONDITION,
this one with "if": CONDITION; the condition is read once for both as the spell resolves
(engine.instructions.registry.condition_holds), so exactly one of them happens. "~ deals 5
damage instead" names no recipient: the damage goes where the previous line's would have.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.cards.model import Ability, Instruction, SpellAbility
from engine.core.state import Params
from engine.mechanics.turn_history import CONDITION_EVENTS
from engine.oracle.lowering import Effects, LineContext, step
from engine.rules.resolution_conditions import CONDITION_WORDS

# The conditions an "instead" line may name: this turn's history (morbid, raid, revolt), hellbent
# and threshold (engine.rules.resolution_conditions). MA_INSTEAD is
# engine.oracle.grammar.mana_abilities' terminal (one terminal per word).
INSTEAD_CONDITIONS: dict[str, str] = {
    **{name: spec[2] for name, spec in CONDITION_EVENTS.items()},
    **CONDITION_WORDS,
}
_BY_WORDS = {f"if {words}": name for name, words in INSTEAD_CONDITIONS.items()}
GRAMMAR = (
    r"""
instead_line: clause MA_INSTEAD IC_IF "." -> ic_instead
            | source "deals" amount "damage" MA_INSTEAD IC_IF "." -> ic_instead_damage
IC_IF: """
    + " | ".join(f'"{words}"' for words in _BY_WORDS)
    + "\n"
)

# The instruction kinds an "instead" line may replace: one instruction of the same kind, whose
# parameters say all it does (no instruction binding a value a later one reads).
REPLACEABLE = frozenset(
    {"put_counters", "deal_damage", "modify_pt", "create_tokens", "draw", "gain_life", "lose_life"}
)


class InsteadClauseLowering:
    ctx: LineContext

    def ic_instead(self, items: list[Any]) -> tuple[Effects, str]:
        effects: Effects = items[0]
        return effects, _BY_WORDS[str(items[-1]).lower()]

    def ic_instead_damage(self, items: list[Any]) -> tuple[Effects, str]:
        if items[0] != "self":
            raise ValueError('"it deals" names no source here')
        condition = _BY_WORDS[str(items[-1]).lower()]
        # No recipient: the previous line's (filled in by `replaced_spell`).
        return (step("deal_damage", amount=items[1]),), condition


def _without(instruction: Instruction, *keys: str) -> Instruction:
    return Instruction(
        instruction.kind, Params({k: v for k, v in instruction.params.items() if k not in keys})
    )


def replaced_spell(
    abilities: Sequence[Ability],
    previous_line: tuple[str, ...] | None,
    parsed: tuple[Effects, str],
    new_targets: Sequence[str],
    text: str,
) -> SpellAbility | str:
    """The spell ability with its last instruction made to happen unless the condition holds
    and this line's instruction if it does; or why the line can't replace it."""
    spell = next((a for a in abilities if isinstance(a, SpellAbility) and not a.modes), None)
    if spell is None or not spell.effects:
        return "'instead' with nothing before it"
    if previous_line is None or previous_line[-1:] != ("effects:1",):
        return "'instead' after a line of more than one instruction"
    if tuple(new_targets) != spell.targets:
        return "'instead' naming a target of its own"
    effects, condition = parsed
    usual = spell.effects[-1]
    if len(effects) != 1 or effects[0].kind != usual.kind or usual.kind not in REPLACEABLE:
        return "'instead' of another kind of instruction"
    if {"if", "unless"} & (set(usual.params) | set(effects[0].params)):
        return "'instead' of a conditional instruction"
    instead = effects[0]
    if instead.kind == "deal_damage" and "to" not in instead.params:
        instead = Instruction("deal_damage", instead.params.set("to", usual.params.get("to", 0)))
    return replace(
        spell,
        text=f"{spell.text}\n{text}",
        effects=(
            *spell.effects[:-1],
            Instruction(usual.kind, usual.params.set("unless", condition)),
            Instruction(instead.kind, instead.params.set("if", condition)),
        ),
    )


def instead_pair(before: Instruction | None, current: Instruction) -> Instruction | None:
    """`current` without its condition when it is an "instead" line's instruction (its "if" a
    condition of this turn that `before`, the previous line's, has as its "unless")."""
    condition = current.params.get("if")
    if (
        before is None
        or condition not in INSTEAD_CONDITIONS
        or before.params.get("unless") != condition
        or before.kind != current.kind
        or "unless" in current.params
        or "if" in before.params
    ):
        return None
    return _without(current, "if")


def usual_step(current: Instruction, after: Instruction | None) -> Instruction | None:
    """`current` without its "unless" when the next line replaces it "instead", or None."""
    if after is None or instead_pair(current, after) is None:
        return None
    return _without(current, "unless")


def instead_words(before: Instruction, current: Instruction, clause_words: Any) -> str | None:
    """The line's words without its full stop: "[clause] instead if [condition]"; `clause_words`
    prints one instruction as a clause. None when `current` is no "instead" instruction."""
    stripped = instead_pair(before, current)
    if stripped is None:
        return None
    words = INSTEAD_CONDITIONS[str(current.params.get("if"))]
    if stripped.kind == "deal_damage" and stripped.params.get("to") == before.params.get("to"):
        # "~ deals 5 damage instead": the damage goes to the previous line's recipient.
        sentence = str(clause_words(stripped))
        head, _, _ = sentence.partition(" damage to ")
        return f"{head} damage instead if {words}"
    return f"{clause_words(stripped)} instead if {words}"
