"""Casting spells (601), activating abilities (602, 605) and resolving the stack (608)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.actions.additional_costs import (
    additional_mana_chosen,
    check_additional_cost,
    check_alternative_cost,
    pay_additional_cost,
    pay_alternative_cost,
)
from engine.actions.base import (
    action_type,
    field_bool,
    field_int,
    field_opt_str,
    field_str,
    need_object,
)
from engine.cards.model import ActivatedAbility, CardDef, SpellAbility, add_mana_costs, generic_mana
from engine.cards.registry import card_def
from engine.core.choices import DecisionKind, Option
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.events import (
    BecameTapped,
    BecameTarget,
    BecameUntapped,
    LifeLossEvent,
    SpellCast,
    ZoneChanged,
)
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, GameState, Params, StackInfo, Zone
from engine.instructions.mana import resolve_mana_ability
from engine.instructions.mana_payments import ManaCost, pay_with_mana_abilities, payment_problem
from engine.instructions.registry import SOURCE_TIMESTAMP
from engine.mechanics.adventure import adventure_permission, end_adventure_permission
from engine.mechanics.affinity import cost_after_affinity, reduce_by_affinity
from engine.mechanics.aftermath import casts_by_aftermath, has_aftermath, note_cast_by_aftermath
from engine.mechanics.assist import (
    Assistance,
    assist_field,
    check_assist,
    note_assisted_mana,
    pay_assisted,
)
from engine.mechanics.awaken import awaken_cost, awaken_requirements, check_awaken, pay_awaken
from engine.mechanics.bargain import check_bargain, declare_bargain, pay_bargain
from engine.mechanics.bestow import bestow_requirements, check_bestow, pay_bestow
from engine.mechanics.blitz import blitz_mana, check_blitz, pay_blitz
from engine.mechanics.buyback import (
    buyback_cost,
    check_buyback,
    mark_bought_back,
    pay_other_buyback_parts,
)
from engine.mechanics.cast_it import mark_cast_zone
from engine.mechanics.casualty import check_casualty, pay_casualty
from engine.mechanics.cleave import check_cleave, cleaved_ability, pay_cleave
from engine.mechanics.collect_evidence import (
    check_collect_evidence,
    declare_evidence,
    pay_evidence,
)
from engine.mechanics.conditional_alternative_costs import (
    alternative_mana,
    conditional_cost,
    note_conditional_cost,
)
from engine.mechanics.conspire import check_conspire, pay_conspire
from engine.mechanics.convoke import Convoked, check_convoke, convoke_field, tap_for_convoke
from engine.mechanics.dash import check_dash, pay_dash
from engine.mechanics.delve import check_delve, delve_field, exile_for_delve
from engine.mechanics.disturb import check_disturb, disturb_cost, pay_disturb
from engine.mechanics.divided_damage import (
    announce_division,
    chosen_requirements,
    divided_step,
    evenly_step,
)
from engine.mechanics.emerge import check_emerge, pay_emerge, reduce_by_emerge, sacrifice_for_emerge
from engine.mechanics.energy import check_energy, pay_energy
from engine.mechanics.entwine import all_targets, check_entwine, entwine_cost, mark_entwined
from engine.mechanics.epic import check_epic
from engine.mechanics.escalate import (
    check_escalate,
    escalate_cost,
    escalated,
    note_escalated,
    pay_escalate,
)
from engine.mechanics.escape import check_escape, escape_cost, pay_escape
from engine.mechanics.evoke import check_evoke, evoke_mana, has_evoke, pay_evoke
from engine.mechanics.exert import exert_as_cost
from engine.mechanics.expend import note_spent_on_spell
from engine.mechanics.flashback_costs import (
    check_flashback_cost,
    flashback_mana,
    has_flashback,
    pay_flashback_cost,
)
from engine.mechanics.foretell import check_cast_foretold, note_cast_foretold
from engine.mechanics.free_from_exile import (
    end_free_cast_permission,
    exile_cast_cost,
    free_cast_permission,
    note_cast_free_from_exile,
)
from engine.mechanics.fuse import check_fuse, fused_requirements
from engine.mechanics.gift import check_gift, promise_gift
from engine.mechanics.harmonize import (
    check_harmonize,
    harmonize_cost,
    pay_harmonize,
    reduce_by_harmonize,
    tap_for_harmonize,
)
from engine.mechanics.impending import check_impending, impending_mana, pay_impending
from engine.mechanics.improvise import check_improvise, improvise_field, tap_for_improvise
from engine.mechanics.jump_start import RULE as JUMP_RULE
from engine.mechanics.jump_start import check_jump_start, pay_jump_start
from engine.mechanics.kicker import (
    check_kicker,
    check_multikicker,
    kicker_cost,
    mark_kicked,
    pay_other_kicker_parts,
    times_kicked,
)
from engine.mechanics.madness import MADNESS, pay_madness
from engine.mechanics.mana_spent import note_mana_spent
from engine.mechanics.mayhem import check_mayhem, mayhem_cost, pay_mayhem
from engine.mechanics.miracle import MIRACLE, pay_miracle
from engine.mechanics.more_than_meets_the_eye import (
    check_converted,
    converted_cost,
    pay_converted,
)
from engine.mechanics.morph import FACE_DOWN_COST, check_cast_face_down, note_cast_face_down
from engine.mechanics.mutate import check_mutate, mutate_requirements, pay_mutate
from engine.mechanics.ninjutsu import bind_returned_attacker
from engine.mechanics.offspring import check_offspring, mark_offspring_paid, offspring_cost
from engine.mechanics.overload import check_overload, has_overload, pay_overload
from engine.mechanics.play_from_exile import may_cast_from_exile, use_play_permission
from engine.mechanics.plot import check_cast_plotted, note_cast_plotted
from engine.mechanics.prototype import PROTOTYPE, check_prototype, note_prototyped
from engine.mechanics.rebound import mark_cast_from_hand
from engine.mechanics.replicate import (
    check_replicate,
    mark_replicated,
    pay_other_replicate_cost,
    replicate_cost,
)
from engine.mechanics.resolution_counts import counts_resolutions
from engine.mechanics.retrace import RULE as RETRACE_RULE
from engine.mechanics.retrace import check_discard_cost, check_retrace, discard_as_cost
from engine.mechanics.sneak import check_sneak, pay_sneak, sneak_cost
from engine.mechanics.splice import (
    check_splice,
    reveal_spliced,
    splice_costs,
    splice_field,
    spliced_requirements,
)
from engine.mechanics.split_second import check_split_second
from engine.mechanics.spree import is_tiered, note_spree, spree_cost
from engine.mechanics.squad import (
    check_squad,
    mark_squad_paid,
    pay_other_squad_parts,
    squad_cost,
)
from engine.mechanics.station import bind_tapped
from engine.mechanics.warp import (
    check_cast_warped,
    check_warp,
    note_cast_warped,
    pay_warp,
    warp_cost,
    warped_turn,
)
from engine.mechanics.waterbend import (
    check_waterbend,
    tap_for_waterbend,
    waterbend_field,
    waterbend_mana,
    waterbend_x,
)
from engine.mechanics.web_slinging import (
    check_web_slinging,
    pay_web_slinging,
    web_slinging_cost,
)
from engine.rules.activation import check_restrictions, record_activation
from engine.rules.attachment import enchant_requirement
from engine.rules.characteristics import chars
from engine.rules.cost_payment import check_payable, pay_cost_parts
from engine.rules.effects.ability_costs import own_reduced_cost, reduced_ability_cost
from engine.rules.effects.cant_activate import activation_forbidden, player_activation_forbidden
from engine.rules.effects.spell_costs import total_cost
from engine.rules.faces import layout_and_faces, object_definition, why_cant_cast_face
from engine.rules.granted_abilities import GRANTED, granter_of
from engine.rules.keywords import is_cycling, keyword_ability_rule
from engine.rules.loyalty import check_loyalty, pay_loyalty
from engine.rules.mana.spending import Spending
from engine.rules.modes import announced, modes_field, note_modes, with_choice
from engine.rules.modes import requirements as mode_requirements
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_casts import CASTERS
from engine.rules.static_conditions import holds
from engine.rules.target_relations import relation_problem
from engine.rules.targets import candidates, why_illegal
from engine.rules.timing import sorcery_timing
from engine.rules.unapplied import no_such_ability, note_unapplied, refuse_unpaid_costs
from engine.rules.variable_targets import check_count as check_x_targets
from engine.rules.variable_targets import chosen_requirements as variable_requirements
from engine.rules.variable_targets import trailing_up_to, variable_word
from engine.rules.zones import count_spell_cast, discard, move, sacrifice
from engine.vocabulary.words import up_to_x_word, x_number_word


def spell_ability(definition: CardDef | None) -> SpellAbility | None:
    if definition is None:
        return None
    return next((a for a in definition.abilities if isinstance(a, SpellAbility)), None)


def _targets(data: Mapping[str, Any]) -> tuple[str, ...]:
    raw = data.get("targets", [])
    if not isinstance(raw, list) or not all(isinstance(t, str) for t in raw):
        raise InvalidDocument("'targets' must be a list of ids", "action.targets")
    return tuple(raw)


def check_targets(
    state: GameState,
    requirements: tuple[str, ...],
    targets: tuple[str, ...],
    source: GameObject,
    controller: str,
    defined_by: str = "",
) -> None:
    """601.2c: the right number of targets, each legal now. `defined_by` is the rule that says
    what a keyword ability targets (702.6a: equip, "target creature you control"); a target
    that doesn't fit those words is refused with it instead of the general 115.1."""
    if len(targets) != len(requirements):
        raise IllegalAction(
            f"{name_of(state, source)} needs {counted(len(requirements), 'target')}, {len(targets)} given",
            "601.2c",
        )
    for index, (requirement, target) in enumerate(zip(requirements, targets, strict=True)):
        problem = why_illegal(state, requirement, target, source, controller)
        if problem is None:  # 115.3: in relation to the earlier targets (target_relations)
            problem = relation_problem(state, requirement, target, targets[:index])
        if problem is not None:
            text, rule = problem
            raise IllegalAction(text, defined_by if defined_by and rule == "115.1" else rule)


@action_type("cast", "Cast a spell")
@dataclass(frozen=True)
class Cast:
    object: str
    targets: tuple[str, ...] = ()
    x: int = 0
    mode: int = -1
    free: bool = False
    delve: tuple[str, ...] = ()  # cards exiled from the caster's graveyard (702.66a)
    flashback: bool = False  # cast from the graveyard for its flashback cost (702.34a)
    alternative: bool = False  # pay the card's alternative cost instead (118.9)
    face: int = 0  # the half or face cast (709.3, 712.11b), 1: as its Adventure (715.3)
    kicked: bool = False  # pay its kicker cost as well (702.33a)
    buyback: bool = False  # pay its buyback cost as well (702.27a)
    convoke: Convoked = ()  # creatures tapped to pay, with the mana each pays (702.51a)
    improvise: tuple[str, ...] = ()  # artifacts tapped to pay for {1} each (702.126a)
    retrace: bool = False  # from the graveyard, discarding a land card (702.81a)
    jump_start: bool = False  # from the graveyard, discarding a card; then exiled (702.133a)
    discard: str = ""  # the card discarded for retrace or jump-start (601.2h)
    evoke: bool = False  # pay its evoke cost rather than its mana cost (702.74a)
    dash: bool = False  # pay its dash cost rather than its mana cost (702.109a)
    multikicker: int = 0  # times its multikicker cost is paid (702.33c)
    entwine: bool = False  # all modes, paying its entwine cost as well (702.42a)
    escape: bool = False  # from the graveyard for its escape cost (702.138a)
    modes: tuple[int, ...] = ()  # the chosen modes when more than one is (700.2, 601.2b)
    face_down: bool = False  # face down as a 2/2 creature for {3}, with morph (702.37c)
    foretell: bool = False  # a foretold card from exile, for its foretell cost (702.143a)
    overload: bool = False  # pay its overload cost: "target" becomes "each" (702.96a)
    bestow: bool = False  # pay its bestow cost: an Aura spell with enchant creature (702.103a)
    plot: bool = False  # a plotted card from exile, without paying its mana cost (702.170d)
    warp: bool = False  # from the hand, pay its warp cost rather than its mana cost (702.185a)
    # in the declare blockers step, pay its sneak cost and return an unblocked creature (702.190a)
    sneak: bool = False
    offspring: bool = False  # pay its offspring cost as well (702.175a)
    replicate: int = 0  # times its replicate cost is paid as well (702.56a)
    casualty: bool = False  # sacrifice a creature with power N or greater as well (702.153a)
    conspire: bool = False  # tap two creatures sharing a color with it as well (702.78a)
    bargain: bool = False  # sacrifice an artifact, enchantment or token as well (702.166a)
    squad: int = 0  # times its squad cost is paid as well (702.157a)
    # the creature sacrificed to pay its emerge cost rather than its mana cost (702.119a)
    emerge: str = ""
    gift: str = ""  # the opponent its gift is promised to (702.174a)
    splice: tuple[str, ...] = ()  # cards in hand spliced onto it, in order (702.47a-b)
    blitz: bool = False  # pay its blitz cost rather than its mana cost (702.152a)
    second_kicker: bool = False  # pay its second kicker cost as well (702.33b)
    # from the graveyard, transformed, for its front face's disturb cost (702.146a, 712.11a)
    disturb: bool = False
    # Cast while another spell or ability resolves, without paying its mana cost (608.2g, 118.9):
    # never read from an action, only set by `cast_while_resolving`.
    resolving: bool = False
    # Cast as its madness trigger resolves, paying its madness cost rather than its mana cost
    # (702.35a-b, 118.9): only set by `cast_while_resolving`, with `resolving`.
    madness: bool = False
    # Cast as its miracle trigger resolves, paying its miracle cost rather than its mana cost
    # (702.94a, 118.9): only set by `cast_while_resolving`, with `resolving`.
    miracle: bool = False
    # another player pays some of the generic mana of its total cost (702.132a)
    assist: Assistance | None = None
    # from the graveyard, discarded this turn, for its mayhem cost (702.187b)
    mayhem: bool = False
    # pay its web-slinging cost and return a tapped creature you control (702.188a)
    web_slinging: bool = False
    # from the graveyard for its harmonize cost, tapping up to one creature (702.180a)
    harmonize: bool = False
    harmonize_creature: str = ""
    # cast prototyped: its prototype mana cost, power and toughness (702.160a, 718.3)
    prototype: bool = False
    # cast converted, back face up, for its More Than Meets the Eye cost (702.162a, 712.11a)
    converted: bool = False
    # pay its impending cost rather than its mana cost (702.176a)
    impending: bool = False
    # collect evidence as its optional additional cost (701.59a, 601.2b)
    collect_evidence: bool = False
    # pay its awaken cost rather than its mana cost: a target land awakens too (702.113a)
    awaken: bool = False
    fuse: bool = False  # a split card with fuse cast with both halves from the hand (702.102a)
    # artifacts and creatures tapped to pay for {1} each of its waterbend cost (701.67a-b)
    waterbend: tuple[str, ...] = ()
    # pay its cleave cost: its text loses the words in square brackets (702.148a)
    cleave: bool = False
    # pay its mutate cost: a mutating creature spell targeting a non-Human creature (702.140a)
    mutate: bool = False

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> Cast:
        action = cls(
            need_object(state, field_str(data, "object")),
            _targets(data),
            field_int(data, "x", default=0),
            field_int(data, "mode", minimum=-1, default=-1),
            field_bool(data, "free"),
            delve_field(data),
            field_bool(data, "flashback"),
            field_bool(data, "alternative"),
            field_int(data, "face", default=0),
            field_bool(data, "kicked"),
            field_bool(data, "buyback"),
            convoke_field(data),
            improvise_field(data),
            field_bool(data, "retrace"),
            field_bool(data, "jump_start"),
            field_opt_str(data, "discard") or "",
            field_bool(data, "evoke"),
            field_bool(data, "dash"),
            field_int(data, "multikicker", default=0),
            field_bool(data, "entwine"),
            field_bool(data, "escape"),
            modes_field(data),
            field_bool(data, "face_down"),
            field_bool(data, "foretell"),
            field_bool(data, "overload"),
            field_bool(data, "bestow"),
            field_bool(data, "plot"),
            field_bool(data, "warp"),
            field_bool(data, "sneak"),
            field_bool(data, "offspring"),
            field_int(data, "replicate", default=0),
            field_bool(data, "casualty"),
            field_bool(data, "conspire"),
            field_bool(data, "bargain"),
            field_int(data, "squad", default=0),
            field_opt_str(data, "emerge") or "",
            field_opt_str(data, "gift") or "",
            splice_field(data),
            field_bool(data, "blitz"),
            field_bool(data, "second_kicker"),
            field_bool(data, "disturb"),
            assist=assist_field(data),
            mayhem=field_bool(data, "mayhem"),
            web_slinging=field_bool(data, "web_slinging"),
            harmonize=field_bool(data, "harmonize"),
            harmonize_creature=field_opt_str(data, "harmonize_creature") or "",
            prototype=field_bool(data, "prototype"),
            converted=field_bool(data, "converted"),
            impending=field_bool(data, "impending"),
            collect_evidence=field_bool(data, "collect_evidence"),
            awaken=field_bool(data, "awaken"),
            fuse=field_bool(data, "fuse"),
            waterbend=waterbend_field(data),
            cleave=field_bool(data, "cleave"),
            mutate=field_bool(data, "mutate"),
        )
        action.check(state)
        return action

    def check(self, state: GameState) -> None:
        self.check_timing(state)
        obj = state.object(self.object)
        definition = object_definition(state, self.on_stack(obj))
        spell = spell_ability(definition)
        if self.waterbend:  # 701.67a-b: only the waterbend cost's generic mana
            check_waterbend(
                state, obj.owner, obj.id, self.waterbend, waterbend_mana(spell, self.x), self.free
            )
        check_entwine(state, obj, definition, spell, self.entwine, self.mode)  # 702.42a
        plain = not (
            self.overload
            or self.cleave
            or self.entwine
            or self.bestow
            or self.mutate
            or self.face_down
        ) and not (
            spell is None
            or divided_step(spell) is not None
            or evenly_step(spell) is not None
            or variable_word(spell.targets) is not None
            or trailing_up_to(spell.targets) is not None
        )
        check_splice(state, obj, self.on_stack(obj), spell, self.splice, plain)  # 702.47a-b
        if spell and spell.modes and not self.entwine:
            announced(
                name_of(state, obj), spell.modes, spell.choose, self.mode, self.modes
            )  # 601.2b
        elif self.modes:
            raise IllegalAction(
                f"{name_of(state, obj)} has no modes to choose (or is entwined)", "700.2"
            )
        # 601.2c-d: a spell dividing damage has a variable number of targets
        requirements = chosen_requirements(
            obj.card, spell, self.target_requirements(state), self.targets, self.x
        )
        # 601.2c: "any number of target players", "X target ..." (engine.rules.variable_targets)
        check_x_targets(requirements, self.targets, self.x)
        requirements = variable_requirements(requirements, self.targets)
        check_targets(state, requirements, self.targets, obj, obj.owner)
        check_delve(state, obj, self.delve, self.x, self.free)  # 702.66a
        tapped_for_convoke = tuple(creature for creature, _ in self.convoke)
        check_conspire(state, obj, self.on_stack(obj), self.conspire, tapped_for_convoke)  # 702.78a
        check_bargain(state, obj, self.on_stack(obj), self.bargain)  # 702.166a, 118.3
        on_stack = object_definition(state, self.on_stack(obj))
        check_collect_evidence(state, obj, on_stack, self.collect_evidence)  # 701.59a-b
        if self.retrace or self.jump_start:
            rule, keyword = (RETRACE_RULE, "retrace") if self.retrace else (JUMP_RULE, "jump-start")
            check_discard_cost(state, obj, self.discard, rule, keyword, land=self.retrace)
        elif self.discard:
            raise IllegalAction(
                "a card is discarded to cast a spell only with retrace or jump-start", "601.2h"
            )
        if self.convoke or self.improvise or self.assist:
            cost, x = cost_after_affinity(state, obj, self.total_mana_cost(state), self.x)
            # 702.132a: the helper pays before the total cost's other payments (601.2h)
            assisted = self.assist.mana if self.assist else 0
            delved = len(self.delve) + assisted
            check_convoke(state, obj, self.convoke, cost, x, self.free, delved)  # 702.51a
            convoked = sum(1 for _, pays in self.convoke if pays == "1")
            paid = delved + convoked
            check_improvise(state, obj, self.improvise, cost, x, self.free, paid)  # 702.126a
            paid += len(self.improvise) - assisted
            check_assist(state, obj, self.assist, cost, x, self.free, paid)  # 702.132a

    def total_mana_cost(self, state: GameState) -> str:
        """The mana of the total cost (601.2f): the mana cost or the alternative cost paid
        instead (flashback 702.34a, 118.9), plus kicker (702.33a) and buyback (702.27a) costs."""
        obj = state.object(self.object)
        definition = object_definition(state, self.on_stack(obj))
        cost = chars(state, self.on_stack(obj)).mana_cost
        if self.face_down:
            return FACE_DOWN_COST  # 702.37c: nothing else of the card applies to it (708.4)
        if self.flashback and definition is not None and has_flashback(definition):
            cost = flashback_mana(definition)
        if self.alternative and alternative_mana(definition) is not None:
            cost = str(alternative_mana(definition))  # 118.9 (a conditional one too, 601.2b)
        if self.evoke and has_evoke(definition):
            cost = evoke_mana(definition)  # 702.74a (its other parts: keyword_costs)
        if self.dash and definition is not None and definition.dash:
            cost = definition.dash
        if self.awaken and awaken_cost(definition) is not None:
            cost = str(awaken_cost(definition))  # 702.113a
        if self.disturb and disturb_cost(state, obj) is not None:
            cost = disturb_cost(state, obj) or ""  # 702.146a
        if self.converted and converted_cost(state, obj) is not None:
            cost = converted_cost(state, obj) or ""  # 702.162a
        if self.warp and warp_cost(definition) is not None:
            cost = str(warp_cost(definition))  # 702.185a
        if self.mayhem and mayhem_cost(definition) is not None:
            cost = str(mayhem_cost(definition))  # 702.187b
        if self.web_slinging and web_slinging_cost(definition) is not None:
            cost = str(web_slinging_cost(definition))  # 702.188a
        if self.harmonize and harmonize_cost(definition) is not None:
            cost = str(harmonize_cost(definition))  # 702.180a
        if self.sneak and sneak_cost(definition) is not None:
            cost = str(sneak_cost(definition))  # 702.190a
        if self.blitz and blitz_mana(definition) is not None:
            cost = blitz_mana(definition) or ""  # 702.152a
        if self.impending and impending_mana(definition) is not None:
            cost = impending_mana(definition) or ""  # 702.176a
        escape = escape_cost(definition) if self.escape else None
        if escape is not None:
            cost = escape.mana  # 702.138a
        if self.foretell and definition is not None and definition.foretell:
            cost = definition.foretell
        if self.overload and definition is not None and definition.overload:
            cost = definition.overload  # 702.96a
        if self.cleave and definition is not None and definition.cleave:
            cost = definition.cleave  # 702.148a
        if self.bestow and definition is not None and definition.bestow:
            cost = definition.bestow  # 702.103a
        if self.mutate and definition is not None and definition.mutate:
            cost = definition.mutate  # 702.140a
        if self.madness and definition is not None and definition.madness:
            cost = definition.madness  # 702.35a-b
        elif self.miracle and definition is not None and definition.miracle:
            cost = definition.miracle  # 702.94a
        elif self.plot or self.resolving:
            cost = ""  # 702.170d, 608.2g, 118.9: without paying its mana cost
        if obj.zone is Zone.EXILE and free_cast_permission(state, obj):
            # 118.9: without paying its mana cost, or {2} for an airbent card (701.65a;
            # engine.mechanics.free_from_exile)
            cost = exile_cast_cost(state, obj)
        extra = (
            kicker_cost(definition, self.kicked, self.multikicker, self.second_kicker),
            buyback_cost(definition, self.buyback),
            entwine_cost(definition, self.entwine),
            escalate_cost(definition, spell_ability(definition), self.mode_count()),
            offspring_cost(definition, self.offspring),
            replicate_cost(definition, self.replicate),
            *splice_costs(state, self.splice),  # 702.47a
        )
        return add_mana_costs(cost, *extra) if any(extra) else cost

    def mode_count(self) -> int:
        """How many modes are chosen (700.2): escalate is paid for each beyond the first."""
        return len(self.modes) if self.modes else int(self.mode >= 0)

    def target_requirements(self, state: GameState) -> tuple[str, ...]:
        obj = state.object(self.object)
        if self.face_down:
            return ()  # 708.2a: a face-down spell has no text, so nothing to target
        if self.bestow:
            return bestow_requirements()  # 702.103b: a bestowed Aura spell, enchant creature
        if self.mutate:
            return mutate_requirements()  # 702.140a: a non-Human creature, the same owner
        enchant = enchant_requirement(state, obj)  # 303.4a: an Aura spell targets what it enchants
        if enchant:
            return (enchant,)
        if self.overload and has_overload(object_definition(state, self.on_stack(obj))):
            return ()  # 702.96b: an overloaded spell has no targets
        cleaved = cleaved_ability(object_definition(state, self.on_stack(obj)), self.cleave)
        if cleaved is not None:
            return self.requirements(cleaved)  # 702.148a: the targets of the changed text
        if self.fuse:
            return fused_requirements(card_def(state, obj.card))  # 702.102d: left, then right
        own = self.requirements(spell_ability(object_definition(state, self.on_stack(obj))))
        own += spliced_requirements(state, self.splice)  # 702.47d: after its own
        return own + awaken_requirements(self.awaken)  # 702.113b: the land, last

    def check_timing(self, state: GameState) -> None:
        """Everything but the targets: where the card is, when it may be cast, X (601.2, 307.1)."""
        obj = state.object(self.object)
        check_split_second(state, "cast a spell")  # 702.61a
        check_epic(state, obj.owner)  # 702.50b
        if not self.face_down:  # 708.2a: a face-down spell has no text, so no cost text either
            refuse_unpaid_costs(state, self.on_stack(obj))  # 601.2b, 601.2f, 601.2h
        problem = why_cant_cast_face(state, obj, self.face)
        if problem is not None:
            why, rule = problem
            raise IllegalAction(f"{name_of(state, obj.id)} can't be cast that way: {why}", rule)
        # 709.3a, 712.11c, 715.3a: only the face or half being cast is evaluated.
        c = chars(state, self.on_stack(obj))
        definition = object_definition(state, self.on_stack(obj))
        ways = (
            self.flashback,
            self.alternative,
            self.evoke,
            self.dash,
            self.awaken,
            self.disturb,
            self.blitz,
            self.escape,
            self.overload,
            self.cleave,
            self.bestow,
            self.mutate,
            self.warp,
            self.sneak,
            bool(self.emerge),
            self.mayhem,
            self.web_slinging,
            self.harmonize,
            self.converted,
            self.impending,
        )
        if sum((*ways, self.face_down, self.foretell, self.plot)) > 1:
            raise IllegalAction(
                "only one alternative way to pay for a spell can be used (flashback, evoke, "
                "dash, blitz, escape, overload, cleave, bestow, mutate, foretell, plot and casting face down with morph are "
                "ones)",
                "118.9a",
            )
        if self.face_down:
            check_cast_face_down(state, obj)  # 702.37d
            chosen = (
                *(self.kicked, self.second_kicker, self.multikicker, self.buyback),
                *(self.entwine, self.face),
                self.replicate,
                self.casualty,
                self.conspire,
                self.bargain,
                self.squad,
                self.gift,
            )
            if any(chosen) or self.retrace or self.jump_start or self.mode >= 0:
                raise IllegalAction(
                    "a face-down spell has no text: no kicker, buyback, entwine, mode, other "
                    "face or graveyard keyword of the card applies to it",
                    "708.4",
                )
        check_evoke(state, obj, definition, self.evoke)  # 702.74a
        check_dash(state, obj, definition, self.dash)  # 702.109a
        check_awaken(state, obj, definition, self.awaken)  # 702.113a
        check_fuse(state, obj, card_def(state, obj.card), self.fuse, self.face)  # 702.102a
        check_warp(state, obj, definition, self.warp)  # 702.185a
        check_sneak(state, obj, definition, self.sneak)  # 702.190a
        check_blitz(state, obj, definition, self.blitz)  # 702.152a
        check_impending(state, obj, definition, self.impending)  # 702.176a
        check_overload(state, obj, definition, self.overload)  # 702.96a
        check_cleave(state, obj, definition, self.cleave)  # 702.148a
        check_bestow(state, obj, definition, self.bestow)  # 702.103a
        check_mutate(state, obj, definition, self.mutate)  # 702.140a
        check_mayhem(state, obj, definition, self.mayhem)  # 702.187b
        check_web_slinging(state, obj, definition, self.web_slinging)  # 702.188a
        check_harmonize(state, obj, definition, self.harmonize, self.harmonize_creature)
        from_elsewhere = (
            *(self.flashback, self.retrace, self.jump_start, self.escape, self.disturb),
            *(self.mayhem, self.harmonize),
        )
        check_prototype(state, obj, definition, self.prototype, self.face_down)  # 702.160a
        check_converted(state, obj, self.converted, self.face)  # 702.162a, 712.11a
        if sum((*from_elsewhere, self.foretell, self.plot)) > 1:
            raise IllegalAction(
                "a card is cast from the graveyard or exile one way: flashback, retrace, "
                "jump-start, escape, disturb, foretell or plot",
                "601.2",
            )
        if self.disturb and self.face:
            raise IllegalAction("a card cast with disturb is cast transformed", "712.11a")
        check_disturb(state, obj, self.disturb)  # 702.146a
        if self.disturb:
            pass  # from its owner's graveyard (check_disturb)
        elif self.mayhem:
            pass  # from its owner's graveyard, discarded this turn (check_mayhem)
        elif self.harmonize:
            pass  # from its owner's graveyard (check_harmonize, 702.180a)
        elif self.escape:
            check_escape(state, obj, definition, self.escape)  # 702.138a
        elif self.retrace:
            check_retrace(state, obj)  # 702.81a
        elif self.jump_start:
            check_jump_start(state, obj)  # 702.133a
        elif self.flashback:
            if definition is None or not has_flashback(definition):
                raise IllegalAction(f"{name_of(state, obj.id)} has no flashback", "702.34a")
            if obj.zone is not Zone.GRAVEYARD:
                raise IllegalAction(
                    f"{name_of(state, obj.id)} isn't in its owner's graveyard: flashback casts "
                    "it from there",
                    "702.34a",
                )
            check_flashback_cost(state, obj, definition)  # 118.3
        elif self.foretell:
            check_cast_foretold(state, obj)  # 702.143a
        elif self.plot:
            check_cast_plotted(state, obj)  # 702.170d
            if self.x:
                raise IllegalAction(
                    f"{name_of(state, obj.id)} is cast without paying its mana cost: X is 0",
                    "107.3b",
                )
        elif casts_by_aftermath(state, obj, self.face):
            pass  # 702.127a: this half may be cast from a graveyard (only from there)
        elif obj.zone is Zone.EXILE and adventure_permission(state, obj) and self.face == 0:
            pass  # 715.3d: an adventurer card exiled by its Adventure may be cast from exile
        elif obj.zone is Zone.EXILE and warped_turn(state, obj) is not None:
            check_cast_warped(state, obj)  # 702.185a: after the turn it was exiled
        elif obj.zone is Zone.EXILE and free_cast_permission(state, obj):
            # Release to the Wind: only without paying its mana cost, an alternative cost
            # (118.9), so with no other one (118.9a; engine.mechanics.free_from_exile), and X
            # is 0 (107.3b).
            alternative = exile_cast_cost(state, obj)  # an airbent card's {2} (701.65a)
            how = f"for {alternative}" if alternative else "without paying its mana cost"
            if any((*ways, self.face_down)):
                raise IllegalAction(
                    f"{name_of(state, obj.id)} is cast from exile {how}: "
                    "no other alternative cost applies",
                    "118.9a",
                )
            if self.x:
                raise IllegalAction(
                    f"{name_of(state, obj.id)} is cast from exile {how}: X is 0",
                    "107.3b",
                )
        elif obj.zone is Zone.EXILE and may_cast_from_exile(state, obj, obj.owner):
            pass  # 601.3: an effect lets its player cast this card from exile (play_from_exile)
        elif self.resolving:
            pass  # 608.2g: the resolving effect says which card, wherever it is
        elif obj.zone is not Zone.HAND:
            raise IllegalAction(f"{name_of(state, obj)} isn't in its owner's hand", "601.2")
        if self.alternative:
            check_alternative_cost(state, obj, definition)
        check_kicker(state, obj, definition, self.kicked, self.second_kicker)  # 702.33a-b
        check_multikicker(state, obj, definition, self.multikicker)  # 702.33c
        check_buyback(state, obj, definition, self.buyback)  # 702.27a
        check_escalate(state, obj, definition, spell_ability(definition), self.mode_count())
        check_offspring(state, obj, definition, self.offspring)  # 702.175a
        check_replicate(state, obj, definition, self.replicate)  # 702.56a
        check_squad(state, obj, definition, self.squad)  # 702.157a
        check_emerge(state, obj, definition, self.emerge)  # 702.119a, 118.3
        check_gift(state, obj, definition, self.gift)  # 702.174a
        check_casualty(state, obj, definition, self.casualty)  # 702.153a, 118.3
        if c.is_type("Land"):
            raise IllegalAction(
                f"{name_of(state, obj)} is a land: lands are played, not cast", "305.9"
            )
        # 118.6, 202.1b: no mana cost is an unpayable cost; only an alternative cost or casting
        # it without paying its mana cost does (Evermind, Ancestral Vision).
        paid_otherwise = (*ways, self.face_down, self.foretell, self.plot, self.resolving)
        free_from_exile = obj.zone is Zone.EXILE and free_cast_permission(state, obj)
        if not c.mana_cost and not (self.free or any(paid_otherwise) or free_from_exile):
            raise IllegalAction(
                f"{name_of(state, obj)} has no mana cost: it can't be cast by paying it", "118.6"
            )
        # 702.190a: sneak casts it any time an instant could be cast (checked by check_sneak).
        if (
            not c.is_type("Instant")
            and not c.has("flash")
            and not self.resolving
            and not self.sneak
        ):
            reason = sorcery_timing(state, obj.owner)
            if reason:
                raise IllegalAction(
                    f"{name_of(state, obj)} can be cast only at sorcery speed and {reason}", "307.1"
                )
        miracle_x = self.miracle and "X" in str(definition.miracle if definition else "")
        # 107.3a: X in an additional cost ("waterbend {X}", 701.67a) is announced too (601.2b)
        additional_x = waterbend_x(spell_ability(definition))
        if self.x and "X" not in c.mana_cost and not miracle_x and not additional_x:
            raise IllegalAction(f"{name_of(state, obj)} has no X in its cost", "107.3")
        check_additional_cost(state, spell_ability(definition), obj.owner, obj.id)

    def on_stack(self, obj: GameObject) -> GameObject:
        """The object as it will be on the stack: with the chosen face or half up, or face down
        (708.4: turned face down before it is put on the stack)."""
        # 712.11a: cast transformed (disturb) or converted, back face up
        face = 1 if self.disturb or self.converted else self.face
        # 702.102b: a fused split spell has both halves' characteristics
        moved = replace(obj, zone=Zone.STACK, face=face, face_down=self.face_down, fused=self.fuse)
        # 718.3a: cast prototyped, only its prototype values count, as it is cast too
        return replace(moved, cast_for=PROTOTYPE) if self.prototype else moved

    def requirements(self, spell: SpellAbility | None) -> tuple[str, ...]:
        if spell is None:
            return ()
        if spell.modes and self.entwine:
            return all_targets(spell)  # 702.42a: every mode's targets, in order
        if spell.modes:
            try:
                chosen = announced("", spell.modes, spell.choose, self.mode, self.modes)
            except IllegalAction:
                return ()
            return mode_requirements(spell.modes, chosen)  # 700.2c
        return spell.targets

    def perform(self, res: Resolution) -> None:
        obj = res.state.object(self.object)
        c = chars(res.state, self.on_stack(obj))
        layout = layout_and_faces(res.state, obj)[0]
        how = {"adventure": " as its Adventure"}.get(layout, "") if self.face else ""
        face_rules = {"split": "709.3", "modal_dfc": "712.11b", "adventure": "715.3"}
        face_rules["aftermath"] = "709.3"
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, obj.owner)} casts {c.name or 'a face-down creature spell'}{how}"
            + (f" with X={self.x}" if self.x else ""),
            "601.2a",
            *((face_rules[layout],) if layout in face_rules else ()),
            objects=(obj.id,),
        )
        free_from_exile = obj.zone is Zone.EXILE and free_cast_permission(res.state, obj)
        # an airbent card's {2} rather than its mana cost (701.65a); "" without paying it
        exile_cost = exile_cast_cost(res.state, obj) if free_from_exile else ""
        if free_from_exile:
            note_cast_free_from_exile(res, obj.id)  # 118.9, 601.2
            end_free_cast_permission(res, obj)
        if obj.zone is Zone.EXILE and warped_turn(res.state, obj) is not None:
            note_cast_warped(res, obj.id)  # 702.185a-b
        if obj.zone is Zone.EXILE:
            end_adventure_permission(res, obj)
        if obj.zone is Zone.EXILE and may_cast_from_exile(res.state, obj, obj.owner):
            use_play_permission(res, obj, "casts")  # 601.3, 400.7
        info = StackInfo(
            "spell", obj.id, targets=self.targets, x=self.x, mode=self.mode, free=self.free
        )
        if self.modes:
            info = with_choice(info, self.modes)  # 601.2b: several modes chosen
        spell = spell_ability(object_definition(res.state, self.on_stack(obj)))
        if spell is not None and spell.modes and not self.entwine:
            chosen = announced(
                name_of(res.state, obj), spell.modes, spell.choose, self.mode, self.modes
            )
            note_modes(res, obj.id, spell.modes, chosen, "601.2b")
        if self.fuse:
            res.note(
                LogKind.STACK,
                f"{name_of(res.state, obj.owner)} casts both halves of {name_of(res.state, obj)}: "
                "a fused split spell, its total cost both halves' mana costs",
                "702.102a",
                "702.102c",
                objects=(obj.id,),
            )
        moved = replace(
            obj,
            face=self.on_stack(obj).face,
            fused=self.fuse,  # 702.102a
            zone=Zone.STACK,
            stack=info,
            x=self.x,
            face_down=self.face_down,  # 708.4
            cast_for=self.on_stack(obj).cast_for,  # 718.3b: a prototyped spell
        )
        res.set_state(res.state.with_moved_object(moved, to_top=False))
        # 601.2a: the card moves from where it was to the stack (a card leaving a graveyard
        # this way triggers "whenever one or more cards leave your graveyard"); the costs are
        # paid later (601.2h), another occurrence (603.2c).
        res.did(ZoneChanged(obj.id, obj.zone, Zone.STACK))
        res.begin_occurrence()
        if self.prototype:
            note_prototyped(res, obj.id)  # 702.160a, 718.3b
        if self.targets:
            res.note(
                LogKind.STACK,
                f"targets: {', '.join(name_of(res.state, t) for t in self.targets)}",
                "601.2c",
                objects=self.targets,
            )
        if obj.zone is Zone.GRAVEYARD and has_aftermath(res.state, obj, self.face):
            note_cast_by_aftermath(res, obj.id)  # 702.127a: exiled as it leaves the stack
        definition = object_definition(res.state, self.on_stack(obj))
        announce_division(res, obj.id, spell_ability(definition))  # 601.2d
        mana_cost = c.mana_cost
        if self.face_down:
            mana_cost = FACE_DOWN_COST
            note_cast_face_down(res, obj.id)  # 702.37c, 118.9
        if self.flashback and definition is not None and has_flashback(definition):
            # 702.34a: the flashback cost is paid rather than the mana cost; the card will be
            # exiled whenever it would leave the stack.
            mana_cost = flashback_mana(definition)
            current = res.state.object(obj.id)
            if current.stack is not None:
                info = replace(current.stack, bound=current.stack.bound.set("flashback", True))
                res.set_state(res.state.with_object(replace(current, stack=info)))
            res.note(
                LogKind.STACK,
                "cast with flashback from the graveyard: "
                f"{mana_cost or 'its flashback cost'} rather than its mana cost",
                "702.34a",
                "118.9",
                objects=(obj.id,),
            )
            pay_flashback_cost(res, obj.id, definition)  # 601.2h: its parts other than mana
        if self.alternative and definition is not None and definition.alternative_cost:
            mana_cost = definition.alternative_cost.mana
            pay_alternative_cost(res, obj.id, definition.alternative_cost)  # 118.9
        elif self.alternative and definition is not None and conditional_cost(definition):
            mana_cost = str(alternative_mana(definition))
            note_conditional_cost(res, obj.id, definition)  # 118.9, 601.2b
        if self.evoke and definition is not None and has_evoke(definition):
            mana_cost = evoke_mana(definition)
            pay_evoke(res, obj.id, definition)  # 702.74a, 118.9, 601.2h
        if self.dash and definition is not None and definition.dash:
            mana_cost = definition.dash
            pay_dash(res, obj.id, mana_cost)  # 702.109a, 118.9
        if self.awaken and awaken_cost(definition) is not None:
            mana_cost = str(awaken_cost(definition))
            pay_awaken(res, obj.id, mana_cost)  # 702.113a, 118.9
        if self.disturb and disturb_cost(res.state, obj) is not None:
            mana_cost = disturb_cost(res.state, obj) or ""
            pay_disturb(res, obj.id, mana_cost)  # 702.146a, 118.9, 712.11a
        if self.converted and converted_cost(res.state, obj) is not None:
            mana_cost = converted_cost(res.state, obj) or ""
            pay_converted(res, obj.id, mana_cost)  # 702.162a, 118.9, 712.11a
        if self.warp and warp_cost(definition) is not None:
            mana_cost = str(warp_cost(definition))
            pay_warp(res, obj.id, mana_cost)  # 702.185a, 118.9
        if self.mayhem and mayhem_cost(definition) is not None:
            mana_cost = str(mayhem_cost(definition))
            pay_mayhem(res, obj.id, mana_cost)  # 702.187b, 118.9
        if self.web_slinging and web_slinging_cost(definition) is not None:
            mana_cost = str(web_slinging_cost(definition))
            pay_web_slinging(res, obj.id, mana_cost)  # 702.188a, 118.9: a creature returns
        harmonized = 0
        if self.harmonize and harmonize_cost(definition) is not None:
            mana_cost = str(harmonize_cost(definition))
            harmonized = pay_harmonize(res, obj.id, mana_cost, self.harmonize_creature)
        if self.sneak and sneak_cost(definition) is not None:
            mana_cost = str(sneak_cost(definition))
            pay_sneak(res, obj.id, mana_cost)  # 702.190a, 118.9: an unblocked creature returns
        emerged = 0
        if self.emerge and definition is not None and definition.emerge:
            mana_cost = definition.emerge
            emerged = pay_emerge(res, obj.id, mana_cost, self.emerge)  # 702.119a, 118.9
        if self.blitz and definition is not None and blitz_mana(definition) is not None:
            mana_cost = blitz_mana(definition) or ""
            pay_blitz(res, obj.id, definition)  # 702.152a, 118.9, 601.2h
        if self.impending and definition is not None and impending_mana(definition) is not None:
            mana_cost = impending_mana(definition) or ""
            pay_impending(res, obj.id, definition)  # 702.176a, 118.9
        escape = escape_cost(definition) if self.escape else None
        if escape is not None:
            mana_cost = escape.mana
            pay_escape(res, obj.id, escape)  # 702.138a, 118.9: the other cards are exiled
        if self.overload and definition is not None and definition.overload:
            mana_cost = definition.overload
            pay_overload(res, obj.id, mana_cost)  # 702.96a, 118.9
        if self.cleave and definition is not None and definition.cleave:
            mana_cost = definition.cleave
            pay_cleave(res, obj.id, mana_cost)  # 702.148a, 118.9
        if self.bestow and definition is not None and definition.bestow:
            mana_cost = definition.bestow
            pay_bestow(res, obj.id, mana_cost)  # 702.103a-b, 118.9
        if self.mutate and definition is not None and definition.mutate:
            mana_cost = definition.mutate
            pay_mutate(res, obj.id, mana_cost)  # 702.140a, 118.9
        if self.foretell and definition is not None and definition.foretell:
            mana_cost = definition.foretell
            note_cast_foretold(res, obj.id, mana_cost)  # 702.143a, 118.9
        if self.plot:
            mana_cost = ""
            note_cast_plotted(res, obj.id)  # 702.170d, 118.9
        if self.madness and definition is not None and definition.madness:
            mana_cost = definition.madness
            pay_madness(res, obj.id, mana_cost)  # 702.35a-b, 118.9
        elif self.miracle and definition is not None and definition.miracle:
            mana_cost = definition.miracle
            pay_miracle(res, obj.id, mana_cost)  # 702.94a, 118.9
        elif self.resolving:
            mana_cost = ""  # 608.2g, 118.9: without paying its mana cost
        if free_from_exile:
            # 118.9: without paying its mana cost, or an airbent card's {2} (701.65a);
            # additional costs stay (118.9d)
            mana_cost = exile_cost
        mark_cast_from_hand(res, obj.id, obj.zone)  # 702.88a: it will rebound
        mark_cast_zone(res, obj.id, obj.zone)  # 601.2a: "if you cast it from your hand"
        # 601.2f: optional additional costs (kicker 702.33a, buyback 702.27a) join the total.
        kicker = kicker_cost(definition, self.kicked, self.multikicker, self.second_kicker)
        kicks = times_kicked(definition, self.kicked, self.multikicker, self.second_kicker)
        if kicks:
            mark_kicked(res, obj.id, kicker, kicks)  # 702.33d
        buyback = buyback_cost(definition, self.buyback)
        if self.buyback:
            mark_bought_back(res, obj.id, buyback)
        entwine = entwine_cost(definition, self.entwine)
        if entwine:
            mark_entwined(res, obj.id, entwine)  # 702.42a
        escalate = escalate_cost(definition, spell_ability(definition), self.mode_count())
        if escalated(definition, spell_ability(definition), self.mode_count()):
            note_escalated(res, obj.id, escalate, self.mode_count())  # 702.120a
        spree = ""
        if spell is not None and spell.modes and not self.entwine:
            chosen_modes = announced(
                name_of(res.state, obj), spell.modes, spell.choose, self.mode, self.modes
            )
            spree = spree_cost(spell, chosen_modes)
            if spree:
                tiered = is_tiered(spell)  # 702.183a: one mode, with its cost
                note_spree(res, obj.id, spree, chosen_modes, tiered)  # 702.172a, 601.2f
        offspring = offspring_cost(definition, self.offspring)
        if offspring:
            mark_offspring_paid(res, obj.id, offspring)  # 702.175a
        replicate = replicate_cost(definition, self.replicate)
        if replicate:
            mark_replicated(res, obj.id, replicate, self.replicate)  # 702.56a
        squad = squad_cost(definition, self.squad)
        mark_squad_paid(res, obj.id, definition, self.squad)  # 702.157a
        if self.gift:
            promise_gift(res, obj.id, self.gift)  # 601.2b, 702.174a, 702.174k
        if self.collect_evidence:
            declare_evidence(res, obj.id)  # 601.2b, 701.59c: known as the total is determined
        if self.bargain:
            declare_bargain(res, obj.id)  # 601.2b, 702.166b: known as the total is determined
        spliced = splice_costs(res.state, self.splice)
        reveal_spliced(res, obj.id, self.splice)  # 702.47a-c
        # 118.8, 601.2f: "[part] or pay {2}": the mana, if chosen, joins the total cost; so
        # does a waterbend cost (701.67a)
        chosen_mana = "" if self.face_down else additional_mana_chosen(res, obj.id, spell)
        if not self.face_down and waterbend_mana(spell, self.x):
            chosen_mana = add_mana_costs(chosen_mana, f"{{{waterbend_mana(spell, self.x)}}}")
        extra = (
            kicker,
            buyback,
            entwine,
            escalate,
            offspring,
            replicate,
            squad,
            spree,
            chosen_mana,
        )
        if any(extra) or spliced:
            mana_cost = add_mana_costs(mana_cost, *extra, *spliced)
        # 601.2f: increases and reductions make the total cost (cost changes, then affinity).
        cost, x = total_cost(res, obj.id, obj.owner, mana_cost, self.x)
        if self.emerge:
            cost, x = reduce_by_emerge(res, obj.id, cost, x, emerged)  # 702.119a, 601.2f
        if self.harmonize:
            cost, x = reduce_by_harmonize(res, obj.id, cost, x, harmonized)  # 702.180a, 601.2f
            tap_for_harmonize(res, obj.id, self.harmonize_creature)  # 702.180b, 601.2h
        if not self.free:
            cost, x = reduce_by_affinity(res, obj.id, cost, x)  # 702.41a, 601.2f
        # 702.132a: before the total cost is paid, the helper pays their part of its generic mana.
        cost, x, assisted = pay_assisted(res, obj.id, self.assist, cost, x)
        # 601.2h: cards exiled for delve pay for generic mana; the pool pays the rest (702.66a).
        cost, x = exile_for_delve(res, obj.id, self.delve, cost, x)
        cost, x = tap_for_convoke(res, obj.id, self.convoke, cost, x)  # 702.51a
        cost, x = tap_for_improvise(res, obj.id, self.improvise, cost, x)  # 702.126a
        shown_name = name_of(res.state, obj.id)
        cost, x = tap_for_waterbend(res, obj.owner, shown_name, self.waterbend, cost, x)
        shown = name_of(res.state, obj.id)  # a face-down spell isn't named (708.5)
        pool_before = res.state.player(obj.owner).mana_pool
        spent = _pay(
            res, obj.owner, cost, x, self.free, shown, obj.id, spending=Spending("cast", obj.id)
        )
        note_mana_spent(res, obj.id, obj.owner, pool_before)  # 601.2h
        note_spent_on_spell(res, obj.owner, obj.id, spent)  # 700.14
        note_assisted_mana(res, obj.id, assisted)  # 601.2h, 702.132a
        if not self.face_down:
            pay_additional_cost(res, obj.id, spell_ability(definition))  # 601.2h
        if self.kicked:
            pay_other_kicker_parts(res, obj.id, definition)  # 702.33a, 601.2h
        if self.buyback:
            pay_other_buyback_parts(res, obj.id, definition)  # 702.27a, 601.2h
        pay_escalate(res, obj.id, definition, spell_ability(definition), self.mode_count())
        pay_other_squad_parts(res, obj.id, definition, self.squad)  # 702.157a, 601.2h
        if self.casualty:
            pay_casualty(res, obj.id, definition)  # 702.153a, 601.2h
        pay_other_replicate_cost(res, obj.id, definition, self.replicate)  # 702.56a, 601.2h
        if self.conspire:
            pay_conspire(res, obj.id)  # 702.78a, 601.2h
        if self.bargain:
            pay_bargain(res, obj.id)  # 702.166a, 601.2h
        if self.collect_evidence:
            pay_evidence(res, obj.id, definition)  # 701.59a, 601.2h
        if self.emerge:
            sacrifice_for_emerge(res, obj.id, self.emerge)  # 702.119a, 601.2h
        if self.retrace:
            discard_as_cost(res, obj.id, self.discard, RETRACE_RULE, "retrace")  # 702.81a
        elif self.jump_start:
            pay_jump_start(res, obj.id, self.discard)  # 702.133a
        res.note(LogKind.STACK, f"{shown} is on the stack", "601.2i", objects=(obj.id,))
        if not self.face_down:  # 708.2a: a face-down spell has no text to leave unapplied
            note_unapplied(res, res.state.object(obj.id), "601.2a")
        # 601.2i: abilities that trigger on casting, and which of the caster's spells this turn
        res.did(SpellCast(obj.id, obj.owner, count_spell_cast(res, obj.owner)))
        for target in dict.fromkeys(self.targets):
            res.did(BecameTarget(target, obj.id, obj.owner, spell=True))  # 601.2c


def _pay(
    res: Resolution,
    player: str,
    cost: str,
    x: int,
    free: bool,
    what: str,
    source: str,
    other_life: int = 0,
    x_colors: tuple[str, ...] = (),
    exclude: tuple[str, ...] = (),
    spending: Spending | None = None,
) -> int:
    """Pay the mana `cost`; returns how much mana was spent (none for a cost marked paid).
    `spending`: the spell cast or the ability's source, for restricted mana (106.6)."""
    if not cost:
        return 0
    if free:
        res.note(
            LogKind.NOTE,
            f"the cost of {what} ({cost}) is marked paid: a scenario-building shortcut",
            "601.2h",
        )
        return 0
    # 601.2g, 602.2b: the player may activate mana abilities before paying; their own
    # untapped sources are offered when the pool can't pay (engine.instructions.mana_payments).
    wanted = ManaCost(cost, x, other_life, x_colors, spending)
    return pay_with_mana_abilities(
        res, player, wanted, what=what, source=source, exclude=exclude, rule="601.2g"
    )


@action_type("activate", "Activate an ability")
@dataclass(frozen=True)
class Activate:
    object: str
    ability: int
    targets: tuple[str, ...] = ()
    x: int = 0
    free: bool = False
    mode: int = -1  # the chosen mode of a modal ability (700.2a)
    modes: tuple[int, ...] = ()  # the chosen modes when more than one is
    # artifacts and creatures tapped to pay for {1} each of a waterbend cost (701.67a)
    waterbend: tuple[str, ...] = ()

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> Activate:
        action = cls(
            need_object(state, field_str(data, "object")),
            field_int(data, "ability", default=0),
            _targets(data),
            field_int(data, "x", default=0),
            field_bool(data, "free"),
            field_int(data, "mode", minimum=-1, default=-1),
            modes_field(data),
            waterbend_field(data),
        )
        action.check(state)
        return action

    def definition(self, state: GameState) -> ActivatedAbility:
        obj = state.object(self.object)
        abilities = chars(state, obj).abilities
        if not 0 <= self.ability < len(abilities) or not isinstance(
            abilities[self.ability], ActivatedAbility
        ):
            raise no_such_ability(state, obj, abilities, self.ability)
        ability = abilities[self.ability]
        assert isinstance(ability, ActivatedAbility)
        return ability

    def check(self, state: GameState) -> None:
        self.check_costs(state)
        ability = self.definition(state)
        if not ability.mana_ability:
            obj = state.object(self.object)
            defined_by = next(iter(keyword_ability_rule(ability.keyword)), "")
            # 601.2c, 602.2b: "any number of target players" (engine.rules.variable_targets)
            check_x_targets(self.requirements(state), self.targets, self.x)
            requirements = variable_requirements(self.requirements(state), self.targets)
            check_targets(state, requirements, self.targets, obj, obj.controller, defined_by)

    def requirements(self, state: GameState) -> tuple[str, ...]:
        """The ability's targets; a modal ability's are its chosen modes' (700.2a, 700.2c)."""
        ability = self.definition(state)
        if not ability.modes:
            if self.mode >= 0 or self.modes:
                raise IllegalAction(f"{ability.text} has no modes to choose", "700.2")
            return ability.targets
        name = name_of(state, self.object)
        chosen = announced(name, ability.modes, ability.choose, self.mode, self.modes)
        return mode_requirements(ability.modes, chosen)

    def check_costs(self, state: GameState) -> None:
        """Everything but the targets: zone, {T}/{Q} and 302.6, timing, life (602.2, 602.5)."""
        obj = state.object(self.object)
        ability = self.definition(state)
        player = obj.controller
        if ability.as_long_as and not holds(state, obj, ability.as_long_as):
            # 702.178a-b: the object has the ability only while the condition holds
            raise IllegalAction(
                f"{name_of(state, obj)} doesn't have that ability now ({ability.text})", "702.178a"
            )
        if obj.zone is not ability.zone:
            raise IllegalAction(
                f"{name_of(state, obj)}'s ability works only from the {ability.zone.value}", "113.6"
            )
        if activation_forbidden(state, obj.id) is not None:
            raise IllegalAction(
                f"{name_of(state, obj.id)}'s activated abilities can't be activated", "602.5"
            )
        forbidding = player_activation_forbidden(
            state, player, ability.mana_ability, ability.cost.loyalty is not None
        )
        if forbidding is not None:
            # 602.5: Overwhelming Splendor's enchanted player (mana abilities 605.1a and
            # loyalty abilities 606.3 may be allowed)
            raise IllegalAction(
                f"{name_of(state, player)} can't activate this ability "
                f"({name_of(state, forbidding.source)})",
                "602.5",
            )
        if not ability.mana_ability:
            check_split_second(state, "activate an ability that isn't a mana ability")  # 702.61a
        c = chars(state, obj)
        if ability.cost.tap or ability.cost.untap:
            symbol, rule = ("{T}", "107.5") if ability.cost.tap else ("{Q}", "107.6")
            if ability.cost.tap and obj.tapped:
                raise IllegalAction(
                    f"{name_of(state, obj)} is tapped: its {symbol} ability can't be activated",
                    rule,
                )
            if ability.cost.untap and not obj.tapped:
                raise IllegalAction(
                    f"{name_of(state, obj)} is untapped: its {symbol} ability can't be activated",
                    rule,
                )
            if c.is_type("Creature") and not obj.controlled_since_turn_start and not c.has("haste"):
                who = name_of(state, player)
                raise IllegalAction(
                    f"{name_of(state, obj)} can't use {symbol}: it came under {who}'s control this turn",
                    "302.6",
                )
        if ability.sorcery_speed:
            reason = sorcery_timing(state, player)
            if reason:
                # 602.5d; a keyword ability names the rule that makes it sorcery-speed (702.6a).
                what = "this ability"
                if ability.keyword:
                    defined = ", ".join(keyword_ability_rule(ability.keyword))
                    what = f"{ability.keyword} ({defined})" if defined else ability.keyword
                raise IllegalAction(
                    f"{what} can be activated only at sorcery speed and {reason}", "602.5d"
                )
        if ability.cost.life and state.player(player).life < ability.cost.life:
            raise IllegalAction(
                f"{name_of(state, player)} can't pay {ability.cost.life} life", "119.4"
            )
        check_energy(state, player, ability.cost.energy)  # 107.14, 118.3
        check_payable(state, player, obj.id, ability.cost)  # 118.3: sacrifice, discard, ...
        if self.waterbend:  # 701.67a-b
            own, _ = own_reduced_cost(state, obj, ability, ability.cost.mana)
            mana, x, _ = reduced_ability_cost(state, obj, own, self.x)
            generic = generic_mana(mana, x) if ability.cost.waterbend else 0
            exclude = obj.id if ability.cost.tap else ""
            check_waterbend(state, player, obj.id, self.waterbend, generic, self.free, exclude)
        if ability.names_granter and ability.cost.sacrifice_self:
            # "Sacrifice Blazing Torch": the granting Equipment, which the player must control
            # (701.21a: a player sacrifices only a permanent they control).
            granter = state.find_object(self.granter(state) or "")
            if granter is None or granter.zone is not Zone.BATTLEFIELD:
                raise IllegalAction(
                    f"{name_of(state, obj)}'s ability names an object that is gone", "118.3"
                )
            if granter.controller != player:
                raise IllegalAction(
                    f"{name_of(state, player)} can't sacrifice {name_of(state, granter)}: they don't "
                    "control it",
                    "701.21a",
                )
        check_restrictions(
            state, obj, self.ability, ability, self.x
        )  # 602.1b once each turn, 107.3a X
        check_loyalty(state, obj, ability, sorcery_timing(state, player))  # 606.3, 606.6

    def granter(self, state: GameState) -> str | None:
        """The granting object the ability's "~" means (Blazing Torch's "Sacrifice Blazing
        Torch", engine.rules.granted_abilities.granter_of), or None."""
        granted = dict(chars(state, state.object(self.object)).granted).get(self.ability)
        return granter_of(state, granted) if granted is not None else None

    def perform(self, res: Resolution) -> None:
        obj = res.state.object(self.object)
        ability = self.definition(res.state)
        # 113.7a: a granted ability keeps where it is written (read before the costs are paid:
        # a sacrificed source no longer has it).
        granted = dict(chars(res.state, obj).granted).get(self.ability)
        granted_bound = Params({GRANTED: granted}) if granted is not None else Params()
        # The object its "~" costs act on: the granting Equipment when the text names it.
        named = res.state.object(self.granter(res.state) or obj.id)
        if (
            ability.cost.sacrifice_self
            or ability.cost.exile_self
            or counts_resolutions(ability.effects)
        ):
            # 400.7, 608.2h: the source leaves as a cost; if it comes back before the ability
            # resolves (persist), that is a new object, and the source's last known information
            # is what the ability reads.
            # An ability that counts its resolutions is one object's (engine.mechanics
            # .resolution_counts): the timestamp tells which.
            granted_bound = granted_bound.set(SOURCE_TIMESTAMP, named.timestamp)
        player = obj.controller
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, player)} activates {name_of(res.state, obj)}'s ability: {ability.text}",
            "602.2",
            *keyword_ability_rule(ability.keyword),
            objects=(obj.id,),
        )
        note_unapplied(res, obj, "602.2")  # the sentences of its text not applied
        record_activation(res, obj, self.ability, ability)
        pay_loyalty(res, obj, ability)  # 606.4
        what = f"{name_of(res.state, obj)}'s ability"
        cost = ability.cost
        # 602.2b, 601.2f: the ability's own reduction ("This ability costs {1} less to activate
        # for each ..."), then reductions of activated abilities' costs (Biomancer's Familiar).
        # An X limited to colors keeps its own payment (not reduced).
        own, less = own_reduced_cost(res.state, obj, ability, cost.mana)
        if less:
            res.note(
                LogKind.STACK,
                f"{what} costs {{{less}}} less to activate; it costs {own or '{0}'}",
                "602.2b",
                "601.2f",
                objects=(obj.id,),
            )
        mana, x, reductions = (
            reduced_ability_cost(res.state, obj, own, self.x)
            if not cost.x_colors
            else (own, self.x, [])
        )
        for effect, n in reductions:
            source = name_of(res.state, effect.source) if effect.source else "an effect"
            res.note(
                LogKind.STACK,
                f"{source}: {what} costs {{{n}}} less to activate; it costs {mana or '{0}'}",
                "602.2b",
                "601.2f",
                objects=(obj.id,),
            )
        # 602.1b: "Spend only black mana on X" limits what pays the X (cost.x_colors).
        # A source tapped or sacrificed by the ability's own cost can't also tap for its mana.
        itself = (obj.id,) if cost.tap or cost.untap or cost.sacrifice_self else ()
        if cost.waterbend:  # 701.67a: tapped permanents pay for generic mana of it
            mana, x = tap_for_waterbend(res, player, what, self.waterbend, mana, x)
            itself = (*itself, *self.waterbend)
        _pay(
            res,
            player,
            mana,
            x,
            self.free,
            what,
            obj.id,
            cost.life,
            cost.x_colors,
            itself,
            Spending("activate", obj.id),  # 602.2b, 106.6
        )
        if ability.cost.tap:
            before = name_of(res.state, obj)  # named as it was: untapped (engine.rules.names)
            res.set_state(res.state.with_object(replace(res.state.object(obj.id), tapped=True)))
            res.note(
                LogKind.EVENT,
                f"{before} taps to pay the cost",
                "107.5",
                objects=(obj.id,),
            )
            res.did(BecameTapped(obj.id))
        if ability.cost.untap:
            before = name_of(res.state, obj)  # named as it was: tapped
            res.set_state(res.state.with_object(replace(res.state.object(obj.id), tapped=False)))
            res.note(
                LogKind.EVENT,
                f"{before} untaps to pay the cost",
                "107.6",
                objects=(obj.id,),
            )
            res.did(BecameUntapped(obj.id))
        if ability.cost.exert_self:
            exert_as_cost(res, obj.id)  # 701.43a
        # 602.2b, 601.2h: the parts that choose other objects, while the source is still there.
        combat = res.state.combat
        used = pay_cost_parts(res, player, obj.id, cost, what, "602.2b")
        # 702.49c: ninjutsu remembers what the returned creature was attacking.
        granted_bound = bind_returned_attacker(res, granted_bound, combat, cost, used, obj.id)
        # 702.184a: "the tapped creature" of a station ability is the one tapped for its cost.
        granted_bound = bind_tapped(granted_bound, cost, used)
        if ability.cost.exile_self:
            move(res, obj.id, Zone.EXILE)
        if ability.cost.sacrifice_self:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)} sacrifices {name_of(res.state, named)}",
                "701.21a",
                objects=(named.id,),
            )
            sacrifice(res, player, named.id)
        if ability.cost.return_self:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)} returns {name_of(res.state, obj)} to its owner's hand to pay "
                "the cost",
                "602.2b",
                objects=(obj.id,),
            )
            move(res, obj.id, Zone.HAND)
        if ability.cost.discard_self:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)} discards {name_of(res.state, obj)} to pay the cost",
                "701.9a",
                objects=(obj.id,),
            )
            # 702.29c, 702.29f: discarding it to pay a cycling cost is cycling it
            discard(res, player, obj.id, cycled=is_cycling(ability.keyword))
        if ability.cost.life:
            res.run(LifeLossEvent(player, ability.cost.life, obj.id))
        pay_energy(res, player, ability.cost.energy, obj.id)  # 107.14
        if ability.mana_ability:
            # 605.3b: a mana ability resolves at once, without using the stack.
            res.note(
                LogKind.STACK,
                "a mana ability doesn't use the stack: it resolves immediately",
                "605.3b",
            )
            resolve_mana_ability(res, obj, ability, player, self.x)  # 106.12, 605.4a
            return
        state, stack_id = res.state.take_id("s")
        state, timestamp = state.take_timestamp()
        item = GameObject(
            id=stack_id,
            card=obj.card,
            owner=player,
            controller=player,
            zone=Zone.STACK,
            timestamp=timestamp,
            stack=StackInfo(
                "activated", obj.id, self.ability, self.targets, self.x, bound=granted_bound
            ),
        )
        if ability.modes:
            assert item.stack is not None
            chosen = announced(
                name_of(res.state, obj), ability.modes, ability.choose, self.mode, self.modes
            )
            item = replace(item, stack=with_choice(item.stack, chosen))  # 700.2a
            note_modes(res, obj.id, ability.modes, chosen, "602.2b")
        res.set_state(state.with_moved_object(item, to_top=False))
        res.note(
            LogKind.STACK,
            f"{name_of(res.state, stack_id)} is on the stack",
            "602.2a",
            objects=(stack_id,),
        )
        for target in dict.fromkeys(self.targets):
            res.did(BecameTarget(target, stack_id, player, spell=False))  # 602.2b


def cast_while_resolving(res: Resolution, card_id: str, player: str, cost: str = "") -> bool:
    """608.2g: the player casts the card as the resolving effect allows, without paying its mana
    cost (118.9; X is 0, 107.3b), or for the alternative cost `cost` names ("madness", 702.35a):
    its mode (601.2b) and targets (601.2c) are decisions now, and a card that can't be cast this
    way (no legal target, a cost it can't pay, a choice this can't make) stays where it is, the
    log saying why."""
    state = res.state
    obj = state.object(card_id)
    who = name_of(state, player)
    definition = object_definition(state, replace(obj, zone=Zone.STACK))
    spell = spell_ability(definition)
    mode = -1
    if spell is not None and spell.modes:
        if spell.choose != "one":
            res.note(
                LogKind.NOTE,
                f"{name_of(res.state, obj)} can't be cast this way here: choosing {spell.choose} modes as it is "
                "cast while another spell resolves isn't modeled",
                "601.2b",
                objects=(card_id,),
            )
            return False
        mode = int(
            res.choose(
                player,
                DecisionKind.MODE,
                f"{who} chooses the mode of {name_of(res.state, obj)}",
                tuple(Option(str(i), m.text) for i, m in enumerate(spell.modes)),
                "601.2b",
                context=("cast_while_resolving_mode", card_id),
            )
        )
    probe = Cast(
        card_id,
        mode=mode,
        resolving=True,
        madness=cost == MADNESS,
        miracle=cost == MIRACLE,
        x=_x_while_resolving(res, obj, definition, cost, player),
    )
    source = probe.on_stack(obj)
    targets: list[str] = []
    requirements = probe.target_requirements(state)
    if len(requirements) == 1 and up_to_x_word(requirements[0]) is not None:
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, obj)} can't be cast this way here: choosing how many of up to X "
            "targets as it is cast while another spell resolves isn't modeled",
            "601.2c",
            objects=(card_id,),
        )
        return False
    if len(requirements) == 1 and x_number_word(requirements[0]) is not None:
        # 601.2c: "X target ..." with X announced (a miracle cost's X, 107.3a): X targets
        requirements = variable_requirements(requirements, (None,) * probe.x)
    for index, requirement in enumerate(requirements):
        found = [
            t
            for t in candidates(state, requirement, source, player)
            if relation_problem(state, requirement, t, tuple(targets)) is None
        ]
        if not found:
            res.note(
                LogKind.NOTE,
                f"{name_of(res.state, obj)} can't be cast: no legal target ({requirement.replace('_', ' ')})",
                "601.2c",
                objects=(card_id,),
            )
            return False
        targets.append(
            found[0]
            if len(found) == 1
            else res.choose(
                player,
                DecisionKind.TARGET,
                f"{who} chooses a target ({requirement.replace('_', ' ')}) for {name_of(res.state, obj)}",
                tuple(Option(t, name_of(state, t)) for t in found),
                "601.2c",
                context=("cast_while_resolving_target", card_id, index, tuple(targets)),
            )
        )
    cast = replace(probe, targets=tuple(targets))
    try:
        cast.check(state)
    except IllegalAction as refused:
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, obj)} can't be cast: {refused}",
            refused.rule or "601.2",
            objects=(card_id,),
        )
        return False
    if cost:
        problem = payment_problem(
            state, player, cast.total_mana_cost(state), spending=Spending("cast", card_id)
        )
        if problem is not None:  # 118.3: a cost can't be paid without the resources
            res.note(
                LogKind.NOTE,
                f"{name_of(res.state, obj)} can't be cast for its {cost} cost: {problem}",
                "118.3",
                objects=(card_id,),
            )
            return False
    res.note(
        LogKind.STACK,
        f"{who} casts {name_of(res.state, obj)} while another spell or ability resolves, "
        + (f"for its {cost} cost" if cost else "without paying its mana cost"),
        "608.2g",
        "118.9",
        objects=(card_id,),
    )
    cast.perform(res)
    return True


def _x_while_resolving(
    res: Resolution, obj: GameObject, definition: CardDef | None, cost: str, player: str
) -> int:
    """107.3a, 601.2b: an alternative cost with X (miracle's, 702.94a) has its value announced
    as the card is cast: a decision from 0 to the mana the player has in their pool and could
    make with untapped lands (more couldn't be paid, 118.3)."""
    paid = str(definition.miracle) if cost == MIRACLE and definition is not None else ""
    if "{X}" not in paid:
        return 0
    pool = sum(int(v) for v in res.state.player(player).mana_pool.to_json().values())
    lands = sum(
        1
        for o in res.state.battlefield
        if o.controller == player and not o.tapped and chars(res.state, o).is_type("Land")
    )
    most = pool + lands
    return int(
        res.choose(
            player,
            DecisionKind.NUMBER,
            f"{name_of(res.state, player)} chooses X for {name_of(res.state, obj)} ({paid})",
            tuple(Option(str(n), f"X = {n}") for n in range(most + 1)),
            "107.3a",
            context=("cast_while_resolving_x", obj.id),
        )
    )


CASTERS.append(cast_while_resolving)
