"""Choices made as a permanent enters and the sentences that read them (614.12a; the engine's
side is engine.rules.effects.choose_as_enters and engine.rules.chosen):

- "As ~ enters, choose a color." / "As ~ enters, choose a creature type.";
- anthems of the chosen quality: "[Other] creatures [you control] of the chosen type / color
  get +N/+N [and have ...]." (613.4c, 613.1f);
- "~ has protection from the chosen color." (702.16a);
- "Add one mana of the chosen color." (106.1a, 605.1a).

The chosen quality is a card word ("chosen_creature_type", "chosen_color") bound to what the
permanent's controller chose as it entered.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Ability, StaticAbility
from engine.core.state import Params
from engine.oracle.lowering import Effects, static_ability, step

CHOSEN_TYPE = "chosen_creature_type"
CHOSEN_COLOR = "chosen_color"
# "As ~ enters, choose ..." -> the choice's kind (engine.rules.effects.choose_as_enters).
CHOICES = {"color": "a color", "creature_type": "a creature type"}

GRAMMAR = r"""
choose_as_enters_line: CH_AS_ENTERS_CHOOSE (CH_A_COLOR | CH_A_CREATURE_TYPE) "."
CH_AS_ENTERS_CHOOSE: "as ~ enters, choose"
CH_A_COLOR: "a color"
CH_A_CREATURE_TYPE: "a creature type"
chosen_creatures: CH_YOURS_OF_CHOSEN_TYPE | CH_YOURS_OF_CHOSEN_COLOR
                | CH_ALL_OF_CHOSEN_TYPE | CH_ALL_OF_CHOSEN_COLOR
CH_YOURS_OF_CHOSEN_TYPE: "creatures you control of the chosen type"
CH_YOURS_OF_CHOSEN_COLOR: "creatures you control of the chosen color"
CH_ALL_OF_CHOSEN_TYPE: "creatures of the chosen type"
CH_ALL_OF_CHOSEN_COLOR: "creatures of the chosen color"
chosen_protection_line: SELF CH_HAS_PROTECTION_CHOSEN "."
CH_HAS_PROTECTION_CHOSEN: "has protection from the chosen color"
CH_ADD_CHOSEN_COLOR: "add one mana of the chosen color"
"""


class ChosenLowering:
    def choose_as_enters_line(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        choice = "color" if items[1].type == "CH_A_COLOR" else "creature_type"
        return (static_ability("", "enters_choosing", choice=choice),)

    def chosen_creatures(self, items: list[Token]) -> dict[str, Any]:
        kind = items[0].type
        scope = "yours" if kind.startswith("CH_YOURS") else "all"
        quality = {"subtype": CHOSEN_TYPE} if kind.endswith("TYPE") else {"color": CHOSEN_COLOR}
        return {"creatures": scope, **quality}

    def chosen_protection_line(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        quality: Any = CHOSEN_COLOR
        return (static_ability("", "protection", protected="self", **{"from": quality}),)

    def add_chosen_color(self, items: list[Token]) -> Effects:
        return (step("add_mana", choose_from=CHOSEN_COLOR),)

    # "[other] creatures [you control] of the chosen type/color" (anthem scopes of static)
    def anthem_chosen(self, items: list[Any]) -> dict[str, Any]:
        other = any(isinstance(t, Token) and t.type == "OTHER" for t in items)
        return {**items[-1], **({"other": True} if other else {})}


def choice_words(ability: Ability) -> str | None:
    """The line of "As ~ enters, choose ...", or None for another ability."""
    if not isinstance(ability, StaticAbility) or ability.effect != "enters_choosing":
        return None
    choice = ability.params.get("choice")
    if set(ability.params) != {"choice"} or choice not in CHOICES:
        return None
    return f"As ~ enters, choose {CHOICES[str(choice)]}."


def chosen_protection_words(ability: Ability) -> str | None:
    if (
        isinstance(ability, StaticAbility)
        and ability.effect == "protection"
        and ability.params == Params({"protected": "self", "from": CHOSEN_COLOR})
    ):
        return "~ has protection from the chosen color."
    return None


def chosen_scope_words(params: Params) -> str | None:
    """An anthem's creatures of the chosen quality ("other creatures you control of the chosen
    type"), or None when the scope reads no choice."""
    chosen = {k: v for k, v in params.items() if v in (CHOSEN_TYPE, CHOSEN_COLOR)}
    if not chosen:
        return None
    rest = set(params) - {"creatures", "other", "power", "toughness", "keywords", *chosen}
    scope = params.get("creatures")
    if rest or len(chosen) != 1 or scope not in ("yours", "all"):
        raise ValueError("a chosen scope")
    if chosen != {"subtype": CHOSEN_TYPE} and chosen != {"color": CHOSEN_COLOR}:
        raise ValueError("a chosen scope")
    quality = "type" if "subtype" in chosen else "color"
    words = "creatures you control" if scope == "yours" else "creatures"
    other = "other " if params.get("other") else ""
    return f"{other}{words} of the chosen {quality}"


def chosen_mana_words(spec: Any) -> str | None:
    return "add one mana of the chosen color" if spec == CHOSEN_COLOR else None
