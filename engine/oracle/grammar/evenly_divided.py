"""Fireball's two lines (engine.mechanics.evenly_divided_damage): "~ deals X damage divided evenly,
rounded down, among any number of targets." (the instruction "deal_damage_divided_evenly", the
spell's one target requirement "any" for each of its targets, 601.2c) and a spell's own cost
increase "~ costs {1} more to cast for each target beyond the first." (601.2f: a static ability
of the stack, 113.6d, counted with "targets_beyond_first"). The increase may hold colored
mana, as strive's does (207.2c: "Strive — ~ costs {2}{U} more to cast for each target beyond the
first."): the effect's "mana" is added to the total cost once for each (601.2f)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.model import Ability, Instruction, StaticAbility, mana_symbols
from engine.core.state import Zone
from engine.oracle.grammar.counted import each_words
from engine.oracle.lowering import Effects, LineContext, static_ability, step
from engine.rules.counted_effects import FOR_EACH
from engine.rules.defined_pt import known_count

KIND = "deal_damage_divided_evenly"

GRAMMAR = r"""
%extend divided_damage_line: source "deals" amount "damage" ED_AMONG_ANY_TARGETS "." -> ed_divided_evenly
ED_AMONG_ANY_TARGETS: "divided evenly, rounded down, among any number of targets"
%extend static_body: SELF CC_COSTS mana_symbols ED_MORE_TO_CAST CNT_FOR_EACH each_count -> ed_self_more_for_each
ED_MORE_TO_CAST: "more to cast"
"""


class EvenlyDividedLowering:
    ctx: LineContext

    def ed_divided_evenly(self, items: list[Any]) -> Effects:
        if self.ctx.target("any") != 0:
            raise ValueError("a division among targets beside other targets")
        if items[0] != "self":
            raise ValueError("damage divided evenly by the spell itself only")
        return (step(KIND, amount=items[1]),)

    def ed_self_more_for_each(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        word, mana = str(items[-1]), str(items[2])
        if not known_count(word):
            raise ValueError("a cost increase for a count the engine doesn't read")
        amount = mana.strip("{}")
        if amount.isdigit() and mana.count("{") == 1:
            change: dict[str, Any] = {"generic": int(amount)}
        elif all(s.isdigit() or s in "WUBRGC" for s in mana_symbols(mana)):
            change = {"mana": mana}  # 601.2f: colored mana added for each (strive)
        else:
            raise ValueError("a cost increase of hybrid, Phyrexian or X mana")
        # 113.6d: it works while the card is a spell on the stack
        return (
            static_ability(
                "",
                "modify_spell_cost",
                Zone.STACK,
                spells="self",
                casters="each",
                **change,
                **{FOR_EACH: word},
            ),
        )


def evenly_words(effect: Instruction, targets: tuple[str, ...]) -> str | None:
    if set(effect.params) - {"amount"} or targets != ("any",):
        return None
    damage = effect.params.get("amount", 0)
    if damage == "x":
        damage = "X"
    if not isinstance(damage, int | str):
        return None
    return f"~ deals {damage} damage divided evenly, rounded down, among any number of targets"


def cost_increase_words(abilities: Sequence[Ability]) -> str | None:
    """ "~ costs {1} more to cast for each target beyond the first." """
    if len(abilities) != 1 or not isinstance(abilities[0], StaticAbility):
        return None
    ability = abilities[0]
    p = ability.params
    if ability.effect != "modify_spell_cost" or ability.zone is not Zone.STACK:
        return None
    if set(p) == {"spells", "casters", "mana", FOR_EACH} and p["spells"] == "self":
        mana, each = p["mana"], each_words(str(p[FOR_EACH]))
        if p["casters"] != "each" or not isinstance(mana, str) or each is None:
            return None
        if not mana_symbols(mana) or "".join(f"{{{s}}}" for s in mana_symbols(mana)) != mana:
            return None
        return f"~ costs {mana} more to cast for each {each}."
    if set(p) != {"spells", "casters", "generic", FOR_EACH} or p["spells"] != "self":
        return None
    amount = p["generic"]
    if p["casters"] != "each" or not isinstance(amount, int) or isinstance(amount, bool):
        return None
    each = each_words(str(p[FOR_EACH]))
    if amount <= 0 or each is None:
        return None
    return f"~ costs {{{amount}}} more to cast for each {each}."
