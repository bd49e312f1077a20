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
    anaphora,
    and_you_gain,
    any_number_targets,
    attached,
    attack_despite_defender,
    block_requirements,
    board_conditions,
    boast,
    cast_keywords,
    chosen,
    combat_keywords,
    combat_restrictions,
    combat_triggers,
    common,
    conditional_alternative_costs,
    conditional_animation,
    conditional_statics,
    control_changes,
    copies,
    cost_changes,
    costs,
    counted,
    counted_animation,
    counted_statics,
    creature_damage,
    damage_recipients,
    defined_pt,
    divided_damage,
    draw_and_create,
    edicts,
    effects,
    energy,
    escape,
    exile_until_leaves,
    explore,
    faces,
    filtered_statics,
    flicker,
    granted,
    granted_protection,
    graveyard_returns,
    graveyard_to_library,
    it_again,
    joined_effects,
    keyword_mechanics,
    keywords,
    land_animation,
    life_equal_to,
    life_exchanges,
    life_total_players,
    look_and_take,
    looked_at_cards,
    lost_keywords,
    mana_abilities,
    may_have,
    modes,
    multiple_targets,
    named_counters,
    optional_payments,
    owner_discards,
    player_abilities,
    player_tokens,
    power_amounts,
    repeated_actions,
    return_another,
    spells,
    static,
    subtype_targets,
    token_abilities,
    trigger_conditions,
    triggered,
    turn_history,
    typecycling,
    typed_search,
    unblockable_pump,
    uncounterable_spells,
    unless_discarded,
    until_end_of_turn,
    whole_hand,
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
    optional_payments,
    unblockable_pump,
    may_have,
    board_conditions,
    joined_effects,
    life_equal_to,
    subtype_targets,
    explore,
    power_amounts,
    graveyard_to_library,
    damage_recipients,
    exile_until_leaves,
    whole_hand,
    player_tokens,
    and_you_gain,
    owner_discards,
    look_and_take,
    return_another,
    until_end_of_turn,
    granted_protection,
    repeated_actions,
    unless_discarded,
    draw_and_create,
    looked_at_cards,
    combat_triggers,
    combat_restrictions,
    conditional_statics,
    counted_statics,
    cost_changes,
    conditional_alternative_costs,
    filtered_statics,
    lost_keywords,
    anaphora,
    control_changes,
    creature_damage,
    multiple_targets,
    flicker,
    edicts,
    copies,
    it_again,
    activation_conditions,
    typed_search,
    mana_abilities,
    named_counters,
    boast,
    attack_despite_defender,
    typecycling,
    land_animation,
    life_exchanges,
    life_total_players,
    token_abilities,
    block_requirements,
    any_number_targets,
    uncounterable_spells,
    conditional_animation,
    counted_animation,
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
    optional_payments.OptionalPaymentLowering,
    unblockable_pump.UnblockablePumpLowering,
    may_have.MayHaveLowering,
    board_conditions.BoardConditionLowering,
    joined_effects.JoinedEffectLowering,
    life_equal_to.LifeEqualToLowering,
    subtype_targets.SubtypeTargetLowering,
    explore.ExploreLowering,
    power_amounts.PowerAmountLowering,
    graveyard_to_library.GraveyardToLibraryLowering,
    exile_until_leaves.ExileUntilLeavesLowering,
    whole_hand.WholeHandLowering,
    player_tokens.PlayerTokensLowering,
    and_you_gain.AndYouGainLowering,
    owner_discards.OwnerDiscardsLowering,
    look_and_take.LookAndTakeLowering,
    return_another.ReturnAnotherLowering,
    until_end_of_turn.UntilEndOfTurnLowering,
    granted_protection.GrantedProtectionLowering,
    repeated_actions.RepeatedActionLowering,
    unless_discarded.UnlessDiscardedLowering,
    draw_and_create.DrawAndCreateLowering,
    looked_at_cards.LookedAtCardsLowering,
    combat_triggers.CombatTriggerLowering,
    combat_restrictions.CombatRestrictionLowering,
    conditional_statics.ConditionalStaticLowering,
    counted_statics.CountedStaticLowering,
    cost_changes.CostChangeLowering,
    conditional_alternative_costs.ConditionalAlternativeCostLowering,
    filtered_statics.FilteredStaticLowering,
    lost_keywords.LostKeywordsLowering,
    anaphora.AnaphoraLowering,
    control_changes.ControlChangeLowering,
    creature_damage.CreatureDamageLowering,
    multiple_targets.MultipleTargetLowering,
    flicker.FlickerLowering,
    edicts.EdictLowering,
    copies.CopiesLowering,
    it_again.ItAgainLowering,
    activation_conditions.ActivationConditionLowering,
    typed_search.TypedSearchLowering,
    mana_abilities.ManaAbilityLowering,
    named_counters.NamedCounterLowering,
    boast.BoastLowering,
    attack_despite_defender.AttackDespiteDefenderLowering,
    typecycling.TypecyclingLowering,
    land_animation.LandAnimationLowering,
    life_exchanges.LifeExchangeLowering,
    life_total_players.LifeTotalPlayersLowering,
    token_abilities.TokenAbilitiesLowering,
    block_requirements.BlockRequirementLowering,
    any_number_targets.AnyNumberTargetsLowering,
    uncounterable_spells.UncounterableSpellsLowering,
    conditional_animation.ConditionalAnimationLowering,
    counted_animation.CountedAnimationLowering,
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
