"""Cost changes beyond engine.oracle.grammar.static's "Artifact spells you cast cost {1} less to
cast." (601.2f):

    ~ costs {1} less to cast for each artifact you control.                  (Gearseeker Serpent)
    ~ costs {1} less to cast if you control a Wizard.                       (Academy Journeymage)
    Green creature spells you cast cost {1} less to cast.                      (Rhonas's Monument)
    Artifact and enchantment spells you cast cost {1} less to cast.           (Starnheim Courser)
    Aura and Equipment spells you cast cost {1} less to cast.          (Danitha Capashen, Paragon)
    Blue spells and red spells you cast cost {1} less to cast.              (Nightscape Familiar)

The card's own cost change works while it is a spell on the stack (113.6d): a static ability of
the stack with "spells" "self" (bound to the spell, engine.rules.effect_kinds.bind), read as its
total cost is determined (601.2f, engine.rules.effects.spell_costs), the count or the condition
then (engine.rules.counted_effects, engine.rules.static_conditions). Spells of two kinds are
"A|B" (either), a color and a card type "color:G+Creature" (both).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from engine.cards.model import Ability, StaticAbility
from engine.core.state import Zone
from engine.oracle.grammar.conditional_statics import condition_phrase
from engine.oracle.grammar.counted import each_words
from engine.oracle.grammar.static import COLOR_LETTERS, spell_kind_words
from engine.oracle.lowering import LineContext, static_ability
from engine.oracle.subtypes import CREATURE_TYPES, PLURAL_SUBTYPES
from engine.oracle.vocabulary import COLOR_WORDS
from engine.rules.counted_effects import FOR_EACH, X_IS
from engine.rules.defined_pt import known_count
from engine.rules.static_conditions import known_condition

GRAMMAR = r"""
%extend static_body: SELF CC_COSTS MANA CC_LESS_TO_CAST CNT_FOR_EACH each_count -> cc_self_for_each
                   | SELF CC_COSTS MANA CC_LESS_TO_CAST CC_IF static_condition -> cc_self_if
                   | SELF CC_COSTS MANA CC_LESS_TO_CAST "," CNT_WHERE_X_IS CC_X_TOTAL -> cc_self_x
                   | COST_SPELLS cost_casters CC_THAT_TARGET SELF "cost" MANA COST_CHANGE -> cc_targeting_self
                   | cost_spell_kind COST_SPELLS "and" cost_spell_kind COST_SPELLS cost_casters "cost" MANA COST_CHANGE -> cc_two_kinds
%extend cost_spell_kind: CC_COLOR_AND_TYPE -> cc_color_and_type
                       | COST_SPELL_TYPE "and" COST_SPELL_TYPE -> cc_either_type
                       | CC_NONCREATURE_SUBTYPE "and" CC_NONCREATURE_SUBTYPE -> cc_either_subtype
                       | CC_NONCREATURE_SUBTYPE -> spell_subtype
                       | PLURAL_SUBTYPE -> cc_same_plural_subtype
CC_COSTS: "costs"
CC_LESS_TO_CAST: "less to cast"
CC_IF: "if"
CC_THAT_TARGET: "that target"
CC_X_TOTAL: "the total power of creatures you control"
          | "the total mana value of noncreature artifacts you control"
CC_NONCREATURE_SUBTYPE: /(?:Aura|Equipment|Vehicle)(?![\w'-])/
// one terminal, so "White creatures get +1/+1." still reads "white" then "creatures"
CC_COLOR_AND_TYPE: /(?:white|blue|black|red|green) (?:artifact|creature|enchantment|instant|sorcery)(?= spells)/i
"""

# "where X is ...": the counts of engine.rules.defined_pt
X_TOTALS = {
    "the total power of creatures you control": "total_power_creatures_you_control",
    "the total mana value of noncreature artifacts you control": (
        "total_mana_value_noncreature_artifacts_you_control"
    ),
}
_CASTERS = {"you": " you cast", "opponents": " your opponents cast", "each": ""}


def _kind_words(spells: str) -> str | None:
    """ "green creature", "artifact and enchantment", "Aura and Equipment" (None: not one)."""
    if "+" in spells:
        parts = spells.split("+")
        if len(parts) != 2 or not parts[0].startswith("color:"):
            return None
        color, card_type = (spell_kind_words(p) for p in parts)
        if not color or not card_type or parts[1].startswith(("color:", "subtype:")):
            return None
        return f"{color} {card_type}"
    if "|" in spells:
        parts = spells.split("|")
        words = [spell_kind_words(p) for p in parts]
        if len(parts) != 2 or any(not w for w in words):
            return None
        subtypes = all(p.startswith("subtype:") for p in parts)
        if all(p.removeprefix("subtype:") in ("Aura", "Equipment", "Vehicle") for p in parts):
            return " and ".join(p.removeprefix("subtype:") for p in parts)
        if subtypes:
            return None
        return " and ".join(str(w) for w in words)
    return None


def cost_change_words(abilities: Sequence[Ability]) -> str | None:
    """The line of one of this module's cost changes, or None: not one."""
    if len(abilities) != 1 or not isinstance(abilities[0], StaticAbility):
        return None
    ability = abilities[0]
    params = ability.params
    if ability.effect != "modify_spell_cost":
        return None
    amount = params.get("generic")
    if not isinstance(amount, int) or isinstance(amount, bool) or amount == 0:
        return None
    if params.get("spells") == "self":
        if amount > 0 or params.get("casters") != "each" or ability.zone is not Zone.STACK:
            return None
        rest = set(params) - {"spells", "casters", "generic"}
        head = f"~ costs {{{-amount}}} less to cast"
        if rest == {FOR_EACH} and (each := each_words(str(params[FOR_EACH]))) is not None:
            return f"{head} for each {each}."
        if rest == {"as_long_as"} and (words := condition_phrase(params["as_long_as"])):
            return f"{head} if {words}."
        total = next((w for w, meant in X_TOTALS.items() if meant == params.get(X_IS)), None)
        if rest == {X_IS} and amount == -1 and total is not None:
            return f"~ costs {{X}} less to cast, where X is {total}."
        return None
    if set(params) == {"spells", "casters", "generic", "targeting"}:
        if params["spells"] != "any" or params["targeting"] != "self":
            return None
        if params["casters"] not in _CASTERS or params["casters"] == "each":
            return None
        change = f"cost {{{abs(amount)}}} {'more' if amount > 0 else 'less'} to cast."
        return f"Spells{_CASTERS[str(params['casters'])]} that target ~ {change}"
    if set(params) != {"spells", "casters", "generic"} or params["casters"] not in _CASTERS:
        return None
    spells = str(params["spells"])
    casters = _CASTERS[str(params["casters"])]
    change = f"cost {{{abs(amount)}}} {'more' if amount > 0 else 'less'} to cast."
    parts = spells.split("|")
    if len(parts) == 2 and all(p.startswith("color:") for p in parts):
        colors = [COLOR_WORDS.get(p.removeprefix("color:")) for p in parts]
        if None in colors:
            return None
        return f"{str(colors[0]).capitalize()} spells and {colors[1]} spells{casters} {change}"
    kind = _kind_words(spells)  # "Aura and Equipment spells" first
    if kind is None and len(parts) == 2 and all(p.startswith("subtype:") for p in parts):
        kinds = [p.removeprefix("subtype:") for p in parts]
        if kinds[0] == kinds[1] or not all(k in CREATURE_TYPES for k in kinds):
            return None
        return f"{kinds[0]} spells and {kinds[1]} spells{casters} {change}"
    if kind is None:
        return None
    return f"{kind[0].upper()}{kind[1:]} spells{casters} {change}"


class CostChangeLowering:
    ctx: LineContext

    def _self_cost(self, mana: Token, **more: Any) -> tuple[StaticAbility, ...]:
        amount = str(mana).strip("{}")
        if not amount.isdigit():
            raise ValueError("a cost change of generic mana only")
        # 113.6d: it works while the card is a spell on the stack
        return (
            static_ability(
                "",
                "modify_spell_cost",
                Zone.STACK,
                spells="self",
                casters="each",
                generic=-int(amount),
                **more,
            ),
        )

    def cc_self_for_each(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        word = str(items[-1])
        if not known_count(word):
            raise ValueError(f"no count {word!r}")
        return self._self_cost(items[2], **{FOR_EACH: word})

    def cc_self_x(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        if str(items[2]).upper() != "{X}":
            raise ValueError("a cost change 'where X is' of {X} only")
        word = X_TOTALS[str(items[-1]).lower()]
        return self._self_cost(Token("MANA", "{1}"), **{X_IS: word})

    def cc_self_if(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        condition = items[-1]
        if not known_condition(condition):
            raise ValueError(f"no condition {condition!r}")
        return self._self_cost(items[2], as_long_as=condition)

    def cc_color_and_type(self, items: list[Token]) -> str:
        color, card_type = str(items[0]).lower().split(" ")
        return f"color:{COLOR_LETTERS[color]}+{card_type.capitalize()}"

    def cc_either_type(self, items: list[Token]) -> str:
        words = [str(t).lower() for t in items]
        if any(w in ("noncreature", "instant and sorcery") for w in words):
            raise ValueError("a group of types beside another")
        return "|".join(w.capitalize() for w in words)

    def cc_either_subtype(self, items: list[Token]) -> str:
        return "|".join(f"subtype:{t}" for t in items)

    def cc_targeting_self(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """601.2f, 601.2c: spells that target the permanent (its targets are chosen before
        the total cost is determined)."""
        casters, mana, change = items[1], items[4], items[5]
        amount = str(mana).strip("{}")
        if not amount.isdigit():
            raise ValueError("a cost change of generic mana only")
        generic = int(amount) if str(change).startswith("more") else -int(amount)
        return (
            static_ability(
                "",
                "modify_spell_cost",
                spells="any",
                casters=casters,
                generic=generic,
                targeting="self",
            ),
        )

    def cc_same_plural_subtype(self, items: list[Token]) -> str:
        """ "Kithkin spells": a creature type whose plural is the word itself (205.3m)."""
        word = str(items[0])
        if PLURAL_SUBTYPES.get(word) != word:
            raise ValueError("a plural creature type before 'spells'")
        return f"subtype:{word}"

    def cc_two_kinds(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        first, second = items[0], items[2]
        # "Blue spells and red spells", "Kithkin spells and Soldier spells" (Ballyrush Banneret):
        # two colors or two creature types, either of them (601.2f)
        heads = {str(k).partition(":")[0] for k in (first, second)}
        if heads not in ({"color"}, {"subtype"}) or first == second:
            raise ValueError("two kinds of spells other than colors or creature types")
        if heads == {"subtype"} and not all(
            str(k).removeprefix("subtype:") in CREATURE_TYPES for k in (first, second)
        ):
            raise ValueError("two kinds of spells other than colors or creature types")
        casters = items[4]
        amount = str(items[5]).strip("{}")
        if not amount.isdigit():
            raise ValueError("a cost change of generic mana only")
        more = str(items[6]).startswith("more")
        generic = int(amount) if more else -int(amount)
        return (
            static_ability(
                "",
                "modify_spell_cost",
                spells=f"{first}|{second}",
                casters=casters,
                generic=generic,
            ),
        )
