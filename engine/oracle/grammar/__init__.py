"""The Oracle grammar: one LALR(1) grammar over tokens, assembled from one module per ability
kind (spells, activated, triggered, static, keywords) plus the shared words (common) and effect
sentences (effects). Each module holds its productions and their lowering, so one kind can grow
without touching the others.

A line is parsed from one of the start symbols; a line the grammar does not consume completely
raises `NotUnderstood` and is never applied in part.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from lark import Lark, Transformer
from lark.exceptions import LarkError, VisitError

from engine.oracle.grammar import (
    activated,
    activation_conditions,
    attached,
    attack_despite_defender,
    boast,
    cast_keywords,
    chosen,
    chosen_protection,
    combat_keywords,
    common,
    costs,
    counted,
    defined_pt,
    divided_damage,
    effects,
    energy,
    escape,
    faces,
    granted,
    graveyard_returns,
    keyword_mechanics,
    keywords,
    mana_abilities,
    modes,
    named_counters,
    player_abilities,
    power_damage,
    spells,
    static,
    trigger_conditions,
    triggered,
    turn_history,
    typed_search,
)
from engine.oracle.lowering import LineContext

START_SYMBOLS = (
    "keyword_line",
    "spell_line",
    "mode_line",
    "activated",
    "triggered",
    "static_line",
    *("modal_header", "modal_triggered", "modal_activated"),
)

_MODULES = (
    common,
    effects,
    spells,
    activated,
    costs,
    triggered,
    trigger_conditions,
    static,
    keywords,
    keyword_mechanics,
    cast_keywords,
    defined_pt,
    counted,
    faces,
    escape,
    graveyard_returns,
    divided_damage,
    player_abilities,
    chosen,
    energy,
    granted,
    attached,
    turn_history,
    modes,
    combat_keywords,
    activation_conditions,
    typed_search,
    mana_abilities,
    named_counters,
    chosen_protection,
    boast,
    attack_despite_defender,
    power_damage,
)
_LOWERCASE_LITERAL = re.compile(r'"([a-z~•][^"]*)"(?!i)')


class NotUnderstood(Exception):
    """The grammar does not consume the whole line (or its words mean nothing the engine has)."""


def grammar_text() -> str:
    text = "\n".join(module.GRAMMAR for module in _MODULES)
    # Oracle capitalizes the first word of a sentence: lowercase literals match either case.
    return _LOWERCASE_LITERAL.sub(lambda m: f'"{m.group(1)}"i', text)


@functools.cache
def parser() -> Lark:
    return Lark(grammar_text(), parser="lalr", start=list(START_SYMBOLS), lexer="contextual")


class Lowering(
    common.CommonLowering,
    effects.EffectLowering,
    spells.SpellLowering,
    activated.ActivatedLowering,
    costs.CostLowering,
    triggered.TriggeredLowering,
    trigger_conditions.TriggerConditionLowering,
    static.StaticLowering,
    keywords.KeywordLowering,
    keyword_mechanics.KeywordMechanicsLowering,
    cast_keywords.CastKeywordLowering,
    defined_pt.DefinedPowerToughnessLowering,
    counted.CountedAmountLowering,
    faces.FacesLowering,
    escape.EscapeLowering,
    graveyard_returns.GraveyardReturnLowering,
    divided_damage.DividedDamageLowering,
    player_abilities.PlayerAbilityLowering,
    chosen.ChosenLowering,
    energy.EnergyLowering,
    granted.GrantedLowering,
    attached.AttachedLowering,
    turn_history.TurnHistoryLowering,
    modes.ModalLowering,
    combat_keywords.CombatKeywordLowering,
    activation_conditions.ActivationConditionLowering,
    typed_search.TypedSearchLowering,
    mana_abilities.ManaAbilityLowering,
    named_counters.NamedCounterLowering,
    chosen_protection.ChosenProtectionLowering,
    boast.BoastLowering,
    attack_despite_defender.AttackDespiteDefenderLowering,
    power_damage.PowerDamageLowering,
    Transformer[Any, Any],
):
    def __init__(self, ctx: LineContext) -> None:
        super().__init__()
        self.ctx = ctx


def parse_line(start: str, line: str) -> tuple[Any, LineContext]:
    """Parse and lower one line from `start`; the lowered value and the line's context."""
    ctx = LineContext()
    try:
        tree = parser().parse(line, start=start)
        return Lowering(ctx).transform(tree), ctx
    except VisitError as error:
        raise NotUnderstood(str(error.orig_exc)) from error
    except LarkError as error:
        raise NotUnderstood(type(error).__name__) from error
