"""Print any card definition, compiled or hand-written, back as Oracle-style English.

The printer reads only the definition's vocabulary (instruction kinds and parameters, costs,
trigger kinds, effect kinds, keywords, targets), never an ability's stored `text`: a compiled
card is proven by printing its definition and getting its normalized Oracle text back
(engine.oracle.normalize), so a misparse shows as a difference. A definition piece the printer
has no words for raises `Unprintable`.

A card's `Layout` says only how its keywords and abilities share lines (113.2: each line is an
ability; keywords may share one); without one, keywords come first on one line.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.cards.model import (
    Ability,
    ActivatedAbility,
    CardDef,
    Cost,
    Instruction,
    Mode,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from engine.cards.tokens import TOKENS
from engine.cards.tokens import token_characteristics as predefined_token
from engine.core.state import Params, Zone
from engine.mechanics.class_levels import KIND as CLASS_LEVEL
from engine.mechanics.class_levels import bar_level
from engine.mechanics.craft import KEYWORD as CRAFT
from engine.mechanics.escape import ESCAPED
from engine.mechanics.exert import MAY_EXERT
from engine.mechanics.mana_spent import PER_COLOR_SPENT
from engine.mechanics.spree import is_spree, is_tiered
from engine.mechanics.turn_history import ENTERS_WITH_COUNTERS_IF
from engine.oracle.conditional_abilities import read_held_part, released
from engine.oracle.grammar import (
    any_number_targets,
    counted,
    defined_pt,
    defined_x,
    land_animation,
    resolution_counts,
    until_end_of_turn,
    x_targets,
)
from engine.oracle.grammar.ability_costs import ability_cost_words, next_adapt_words
from engine.oracle.grammar.additional_draws import additional_cards_words
from engine.oracle.grammar.also_gain import also_words
from engine.oracle.grammar.amass import amass_words
from engine.oracle.grammar.anaphora import relation_phrase, that_words, thats_controller_words
from engine.oracle.grammar.artifact_animation import artifact_animation_words
from engine.oracle.grammar.attached import EQUIPPED
from engine.oracle.grammar.attached_goad import attached_goad_words
from engine.oracle.grammar.attachment_triggers import returned_attached_words
from engine.oracle.grammar.attack_despite_defender import (
    ATTACKS_DESPITE_DEFENDER,
    despite_defender_words,
)
from engine.oracle.grammar.aura_animation import aura_animation_words, return_to_hand_words
from engine.oracle.grammar.board_conditions import board_condition_words
from engine.oracle.grammar.boast import KEYWORD as BOAST
from engine.oracle.grammar.boast import is_boast
from engine.oracle.grammar.bound_player_groups import that_players_words
from engine.oracle.grammar.bound_player_targets import bound_player_target_phrase
from engine.oracle.grammar.cards_equal_to import cards_equal_to_words
from engine.oracle.grammar.cases import to_solve_words
from engine.oracle.grammar.cast_keywords import (
    CAST_KEYWORDS,
    KICKED,
    LEADING,
    LISTED_KEYWORDS,
    TRAILING,
    cast_choice,
    cast_keyword,
    cast_lines,
    kicked_step,
)
from engine.oracle.grammar.chapters import chapter_symbol, chapter_symbols
from engine.oracle.grammar.chosen import (
    choice_words,
    chosen_mana_words,
    chosen_protection_words,
    chosen_scope_words,
)
from engine.oracle.grammar.chosen_cards import NONE_FOUND, chosen_card_words, none_chosen_step
from engine.oracle.grammar.chosen_types import chosen_types_words
from engine.oracle.grammar.clash import won_step
from engine.oracle.grammar.cleaved import CLEAVE_PART, cleave_matches
from engine.oracle.grammar.color_prevention import CHOSEN_COLOR_PREVENTION
from engine.oracle.grammar.combat_restrictions import restriction_words
from engine.oracle.grammar.combat_triggers import event_words
from engine.oracle.grammar.companion import COMPANION_PART, companion_line
from engine.oracle.grammar.conditional_alternative_costs import (
    conditional_alternative_cost_words,
)
from engine.oracle.grammar.conditional_animation import conditional_animation_words
from engine.oracle.grammar.conditional_sentences import conditioned_step
from engine.oracle.grammar.conditional_statics import conditional_static_words
from engine.oracle.grammar.control_changes import (
    control_static_words,
    control_words,
    joined_control_words,
)
from engine.oracle.grammar.control_conditions import control_condition_parts
from engine.oracle.grammar.copies import becomes_copy_words, enters_as_copy_words
from engine.oracle.grammar.cost_changes import cost_change_words
from engine.oracle.grammar.costs import (
    activation_condition_words,
    additional_cost_words,
    cost_part_words,
)
from engine.oracle.grammar.counted import each_words
from engine.oracle.grammar.counted_animation import counted_animation_words
from engine.oracle.grammar.counted_spell_targets import (
    counted_spell_phrase,
    counter_counted_spell_words,
)
from engine.oracle.grammar.counted_statics import counted_static_words
from engine.oracle.grammar.craft import craft_words
from engine.oracle.grammar.creature_damage import creature_damage_words
from engine.oracle.grammar.deck_construction import deck_construction_words
from engine.oracle.grammar.delayed_returns import delayed_return_words
from engine.oracle.grammar.depletion import enters_tapped_with_words, sacrifice_if_none_words
from engine.oracle.grammar.dies_returns import died_return_words
from engine.oracle.grammar.divided_damage import divided_damage_words
from engine.oracle.grammar.double_pt import double_pt_words
from engine.oracle.grammar.draw_and_create import draws_and_creates
from engine.oracle.grammar.dungeons import venture_words
from engine.oracle.grammar.dying_replacements import exile_if_it_would_die_words
from engine.oracle.grammar.edicts import several_words
from engine.oracle.grammar.effects import AND, CREATED_IT, SENTENCE_THEN, THEN, chosen_kind_words
from engine.oracle.grammar.enchanted_player import enchanted_player_words
from engine.oracle.grammar.energy import energy_symbols
from engine.oracle.grammar.escape import escapes_with_words
from engine.oracle.grammar.evenly_divided import cost_increase_words, evenly_words
from engine.oracle.grammar.event_amounts import discard_up_to_words, is_event_amount
from engine.oracle.grammar.evidence import evidence_option_words
from engine.oracle.grammar.exhaust import KEYWORD as EXHAUST
from engine.oracle.grammar.exhaust import is_exhaust
from engine.oracle.grammar.exiled_countdown import exiled_countdown_words
from engine.oracle.grammar.experience import player_counters_words
from engine.oracle.grammar.face_down_cards import MANIFESTED_IT, MANIFESTED_THAT
from engine.oracle.grammar.faces import (
    exiled_and_returned_transformed_words,
    returned_transformed_words,
)
from engine.oracle.grammar.filtered_statics import filtered_static_words
from engine.oracle.grammar.flicker import flicker_words
from engine.oracle.grammar.forecast import KEYWORD as FORECAST
from engine.oracle.grammar.forecast import REVEAL as FORECAST_REVEAL
from engine.oracle.grammar.forecast import is_forecast
from engine.oracle.grammar.free_from_exile import free_from_exile_words
from engine.oracle.grammar.granted_protection import protection_words
from engine.oracle.grammar.graveyard_arrivals import graveyard_arrivals_words
from engine.oracle.grammar.graveyard_order import CONDITION_WORDS as GRAVEYARD_ORDER_WORDS
from engine.oracle.grammar.graveyard_order import graveyard_order_words
from engine.oracle.grammar.graveyard_returns import return_self_words
from engine.oracle.grammar.graveyard_to_library import your_library_words
from engine.oracle.grammar.instead_clauses import instead_words, usual_step
from engine.oracle.grammar.keyword_actions import EARTHBENT, goad_all_words, support_words
from engine.oracle.grammar.keyword_mechanics import mechanic_keyword, mechanic_keywords
from engine.oracle.grammar.life_exchanges import life_exchange_words
from engine.oracle.grammar.life_total_players import lose_game_words
from engine.oracle.grammar.look_and_take import look_and_take_words, reveal_and_take_all_words
from engine.oracle.grammar.looked_at_cards import looked_at_words
from engine.oracle.grammar.looked_at_choice import look_and_choose_words
from engine.oracle.grammar.lost_keywords import lost_keywords_words
from engine.oracle.grammar.mana_abilities import bundle_words, instead_pair
from engine.oracle.grammar.may_have import optional_words
from engine.oracle.grammar.milled_counts import milled_count_words
from engine.oracle.grammar.monarch import monarch_words
from engine.oracle.grammar.multiple_targets import EACH_TARGET, each_target_words
from engine.oracle.grammar.optional_payments import paid_step
from engine.oracle.grammar.overloaded import overload_matches
from engine.oracle.grammar.own_graveyard_loss import own_graveyard_loss_words
from engine.oracle.grammar.owner_discards import owner_discards_words
from engine.oracle.grammar.paired import HEAD as PAIRED_HEAD
from engine.oracle.grammar.paired import PAIR as PAIRED_OBJECTS
from engine.oracle.grammar.paired import paired_words
from engine.oracle.grammar.play_from_exile import play_from_exile_words
from engine.oracle.grammar.player_abilities import player_ability_words
from engine.oracle.grammar.player_rules import player_rule_effect_words, player_rule_words
from engine.oracle.grammar.power_amounts import cards_equal_to_power_words, power_amount_words
from engine.oracle.grammar.predicate_chains import CHAIN_KINDS, PRED_JOINS, PRED_WORDS
from engine.oracle.grammar.random_discards import EACH_WORDS as DISCARDED_EACH_WORDS
from engine.oracle.grammar.random_discards import random_discard_words
from engine.oracle.grammar.repeated_actions import repeat_words, repeated_words
from engine.oracle.grammar.return_another import return_another_words
from engine.oracle.grammar.revealed_hands import revealed_hand_words
from engine.oracle.grammar.ring import RING_WORDS
from engine.oracle.grammar.sacrificed_damage import sacrificed_damage_words
from engine.oracle.grammar.searched_cards import searched_cards_words
from engine.oracle.grammar.searching_player import searching_player_head
from engine.oracle.grammar.spell_copies import spell_copy_words
from engine.oracle.grammar.spend_only import spend_words
from engine.oracle.grammar.state_triggers import state_trigger_phrase
from engine.oracle.grammar.static import (
    ATTACHED_RESTRICTION_PHRASES,
    SELF_RESTRICTION_PHRASES,
    spell_kind_words,
)
from engine.oracle.grammar.static import condition_words as static_condition_words
from engine.oracle.grammar.subtype_groups import subtype_group_words
from engine.oracle.grammar.subtype_targets import subtype_target_phrase
from engine.oracle.grammar.tap_or_untap import tap_or_untap_words
from engine.oracle.grammar.tapped_this_way import tapped_this_way_words
from engine.oracle.grammar.target_mana_values import target_mana_value_parts
from engine.oracle.grammar.target_player_groups import target_controls_words
from engine.oracle.grammar.target_type_riders import rider_sentence, rider_step
from engine.oracle.grammar.that_many_instead import that_many_instead_words
from engine.oracle.grammar.then_if import removal_words, self_counters_words, then_if_step
from engine.oracle.grammar.token_abilities import stated_ability_words, stated_token_name
from engine.oracle.grammar.trigger_conditions import condition_words
from engine.oracle.grammar.triggered import names_self_as_it, trigger_phrase
from engine.oracle.grammar.turn_history import condition_text as history_condition_text
from engine.oracle.grammar.typecycling import is_typecycling
from engine.oracle.grammar.typed_search import FILTERS, search_card_words
from engine.oracle.grammar.uncounterable_spells import uncounterable_spells_words
from engine.oracle.grammar.unless_dealt_damage import unless_dealt_damage_words
from engine.oracle.grammar.unless_discarded import unless_discarded_words
from engine.oracle.grammar.untap_choices import untap_choice_words
from engine.oracle.grammar.untap_up_to import untap_up_to_words
from engine.oracle.grammar.until_next_turn import UNTIL_YOUR_NEXT_TURN, until_next_turn_words
from engine.oracle.grammar.up_to_targets import (
    plain_target,
    those_untap_words,
    up_to_many_words,
    up_to_phrase,
)
from engine.oracle.grammar.villainous_choice import FACES as VILLAINOUS_FACES
from engine.oracle.grammar.villainous_choice import villainous_parts, you_create
from engine.oracle.grammar.vote import (
    additional_vote_words,
    per_vote_words,
    vote_effects,
    vote_head,
    vote_words,
)
from engine.oracle.grammar.whole_hand import (
    discard_hand_words,
    discard_then_draw,
    discard_then_draw_that_many_words,
    put_from_hand_words,
)
from engine.oracle.grammar.zone_replacements import zone_replacement_words
from engine.oracle.levelers import LEVEL_PART, leveler_base, printed_abilities
from engine.oracle.stations import STATION_PART
from engine.oracle.stations import printed_abilities as station_printed
from engine.oracle.subtypes import PLURAL_SUBTYPES, plural
from engine.oracle.vocabulary import (
    COLOR_WORDS,
    ENCHANT_PHRASES,
    GRAVEYARD_TARGETS,
    GROUP_WORDS,
    PLAYER_WORDS,
    TARGET_PHRASES,
    YOUR_GRAVEYARD_TARGETS,
    number_word,
)
from engine.rules.activation import TIMINGS
from engine.rules.combat.restrictions import (
    ATTACK_UNLESS_DEFENDER_CONTROLS,
    POWER_LESS_CANT_BLOCK,
    blocked_by,
)
from engine.rules.combat_words import (
    BLOCKED_BY,
    BLOCKS_EACH_COMBAT,
    LURE,
    ONE_BLOCKER_AT_MOST,
)
from engine.rules.counted_effects import FOR_EACH
from engine.rules.effects.cant_activate import KIND as CANT_ACTIVATE
from engine.rules.effects.entering import unless_text
from engine.rules.granted_abilities import KIND as GRANT_KIND
from engine.rules.modes import MODE_COUNTS, header_words, repeatable
from engine.vocabulary.amounts import (
    COUNT_PREFIX,
    DEFINED_X_PREFIX,
    EQUAL_TO_COUNT_PREFIX,
    PER_BOUND_CARD_PREFIX,
    PER_BOUND_PREFIX,
    PER_PREFIX,
)

# A line of a card: its parts in order, each "kw" (the next keyword), "enchant" (the Enchant
# keyword with its quality) or "ability" (the next ability; several on one line print as one),
# "keyword_ability" (the next ability, printed as its keyword: several keyword abilities on one
# line, "Islandcycling {2}, swampcycling {2}"), or
# "abilities:N" (the next N abilities, which one keyword stands for: fading N).
Line = tuple[str, ...]
Layout = tuple[Line, ...]
# A Class's level bar (716.2a) in a layout: "class_bar:K", the bar's ability then the K
# abilities its section holds; the layout lines after it, up to the next, are its section's.
CLASS_BAR_PART = "class_bar:"
# Between the faces' lines in the layout of a multi-face card (engine.oracle.faces).
FACE_BREAK: Line = ("//",)
FACE_SEPARATOR = "\n//\n"

# Abilities of a creature itself that restrict combat (engine.rules.combat.restrictions).
SELF_RESTRICTIONS = frozenset(
    {
        "can't block",
        "can't be blocked",
        "can block only creatures with flying",
        "can block an additional creature each combat",
        "can block any number of creatures",  # 509.1a (engine.oracle.grammar.combat_keywords)
    }
)

_PLURAL_GROUPS = frozenset(
    {
        "your_creatures",
        "opponents_creatures",
        "all_creatures",
        "each_creature",
        "attacking_creatures",
        "your_other_creatures",
        *(f"your_creatures_of_color:{c}" for c in "WUBRG"),
    }
)


# 613.1f (engine.rules.effects.continuous; engine.oracle.grammar.attached)
LOSE_ALL_ABILITIES = "lose_all_abilities"


class Unprintable(Exception):
    """The definition uses vocabulary the printer has no Oracle words for."""


# --- the card ----------------------------------------------------------------------------------


def default_layout(card: CardDef) -> Layout:
    keywords: list[str] = [
        "enchant" if k.lower() == "enchant" else "kw" for k in _plain_keywords(card)
    ]
    lines: list[Line] = cast_lines(card, LEADING)  # kicker, buyback (702.33a, 702.27a)
    lines += [tuple(keywords)] if keywords else []
    abilities = list(card.abilities)
    i = 0
    while i < len(abilities):
        pair = abilities[i : i + 2]
        size = 2 if len(pair) == 2 and (_merges(*pair) or _merges_protection(*pair)) else 1
        lines.append(("ability",) * size)
        i += size
    return tuple(lines + cast_lines(card, TRAILING))  # flashback (702.34a)


def print_card(card: CardDef, layout: Layout | None = None) -> str:
    """The card's rules text, one line per ability, as normalized Oracle text ("~" for its
    name). A multi-face card prints each face (its own name as "~"), "//" between them."""
    if card.faces:
        parts: list[list[Line]] = [[]]
        for line in layout or ():
            if line == FACE_BREAK:
                parts.append([])
            else:
                parts[-1].append(line)
        layouts = [tuple(p) for p in parts] if layout is not None else [None] * len(card.faces)
        if len(layouts) != len(card.faces):
            raise Unprintable("a layout for each face")
        return FACE_SEPARATOR.join(
            print_card(face, part) for face, part in zip(card.faces, layouts, strict=True)
        )
    return "\n".join(print_lines(card, layout))


def _is_cast_keyword(card: CardDef, keyword: str) -> bool:
    """A keyword printed with its cost by a cast keyword line (evoke; a hand-written card's
    "Flashback" beside its `flashback` cost)."""
    word = keyword.lower()
    held = getattr(card, word, None) or getattr(card, f"{word}_cost", None)  # keyword_costs
    return word in CAST_KEYWORDS and bool(held)


def _plain_keywords(card: CardDef) -> list[str]:
    return [k for k in card.keywords if not _is_cast_keyword(card, k)]


def _keyword_order(card: CardDef) -> tuple[str, ...]:
    """The keywords in the order a default layout reads them: the plain ones, then those its
    cast keyword lines read with their cost (evoke, engine.oracle.grammar.cast_keywords)."""
    listed = {k.lower(): k for k in card.keywords if _is_cast_keyword(card, k)}
    trailing = [listed[f] for f in (*LEADING, *TRAILING) if f in LISTED_KEYWORDS and f in listed]
    return (*_plain_keywords(card), *trailing)


def print_lines(card: CardDef, layout: Layout | None = None) -> list[str]:
    keywords = iter(card.keywords if layout is not None else _keyword_order(card))
    abilities = iter(card.abilities)
    spell = _SpellLines()
    out: list[str] = []
    shapes = tuple(layout if layout is not None else default_layout(card))
    symbol = next((i for i, s in enumerate(shapes) if s[:1] and s[0].startswith(LEVEL_PART)), None)
    if symbol is not None:
        # A leveler's level symbols (711.2) follow its other lines: each "level:N" part takes
        # the symbol's N static abilities, the lines after it (up to the next) its striation.
        top = len(card.abilities) - _level_counts(shapes)
        out = print_lines(replace(card, abilities=card.abilities[:top]), shapes[:symbol])
        return out + _level_symbol_lines(card, shapes, symbol)
    sign = next((i for i, s in enumerate(shapes) if s[:1] and s[0].startswith(STATION_PART)), None)
    if sign is not None:
        # A station card's station symbols (721.2) follow its other lines.
        top = len(card.abilities) - _station_counts(shapes)
        out = print_lines(replace(card, abilities=card.abilities[:top]), shapes[:sign])
        return out + _station_symbol_lines(card, shapes, sign, top)
    bar = next((i for i, s in enumerate(shapes) if s[:1] and s[0].startswith(CLASS_BAR_PART)), None)
    if bar is not None:
        # A Class's level bars (716.2a) follow its other lines.
        top = len(card.abilities) - _bar_counts(shapes)
        out = print_lines(replace(card, abilities=card.abilities[:top]), shapes[:bar])
        return out + _class_bar_lines(card, shapes, bar, top)
    for shape in shapes:
        held = read_held_part(shape[0]) if shape else None
        if held is not None:
            # "Max speed — [ability]" (702.178a): statics holding the line's abilities under
            # the word's condition (engine.oracle.conditional_abilities).
            heading, condition, count = held
            inner = released([next(abilities) for _ in range(count)], condition)
            if inner is None:
                raise Unprintable(f"a {heading.lower()} ability")
            body = replace(card, abilities=inner)
            text = _print_line(body, shape[1:], keywords, iter(inner), spell)
            out.append(f"{heading} — {text}")
            continue
        if shape == (COMPANION_PART,):
            companion = companion_line(card.companion)  # 702.139a
            if companion is None:
                raise Unprintable("companion without its condition")
            out.append(companion)
            continue
        if shape and shape[0].startswith(CLEAVE_PART):
            # 702.148a: a spell line with bracketed words, printed from the spell ability and
            # proven against the cleaved one.
            line = shape[0].removeprefix(CLEAVE_PART)
            text = _print_line(card, shape[1:], keywords, abilities, spell)
            _check_cleaved(card, line, text)
            out.append(line)
            continue
        # An ability word (207.2c) heads its line: "Landfall — Whenever ..."
        word = shape[0].removeprefix("word:") if shape and shape[0].startswith("word:") else ""
        text = _print_line(card, shape[1:] if word else shape, keywords, abilities, spell)
        out.append(f"{word} — {text}" if word else text)
    return out


def _level_counts(shapes: Sequence[Line]) -> int:
    """How many static abilities a leveler's level symbols hold: the last of its abilities."""
    return sum(
        int(shape[0].removeprefix(LEVEL_PART))
        for shape in shapes
        if shape[:1] and shape[0].startswith(LEVEL_PART)
    )


def _level_symbol_lines(card: CardDef, shapes: Sequence[Line], start: int) -> list[str]:
    """711.2: each level symbol's header, power/toughness box and striation, read back from its
    static abilities (engine.oracle.levelers)."""
    out: list[str] = []
    used = len(card.abilities) - _level_counts(shapes)
    i = start
    while i < len(shapes):
        count = int(shapes[i][0].removeprefix(LEVEL_PART))
        j = i + 1
        while j < len(shapes) and not (shapes[j][:1] and shapes[j][0].startswith(LEVEL_PART)):
            j += 1
        statics = card.abilities[used : used + count]
        used += count
        back = printed_abilities([a for a in statics if isinstance(a, StaticAbility)])
        if back is None or len(statics) != count:
            raise Unprintable("a level symbol")
        striation, keywords, inner = back
        body = replace(leveler_base(card), keywords=keywords, abilities=inner)
        out += [striation.header, f"{striation.power}/{striation.toughness}"]
        try:
            out += print_lines(body, tuple(shapes[i + 1 : j])) if j > i + 1 else []
        except StopIteration as error:
            raise Unprintable("a level symbol's abilities") from error
        i = j
    return out


def _station_part(shape: Line) -> tuple[int, bool] | None:
    """A station symbol's layout part "station:N" / "station:N:pt": its N abilities and whether
    it has a power/toughness box (None: not one)."""
    if not shape[:1] or not shape[0].startswith(STATION_PART):
        return None
    count, _, pt = shape[0].removeprefix(STATION_PART).partition(":")
    return (int(count), pt == "pt") if count.isdigit() else None


def _station_counts(shapes: Sequence[Line]) -> int:
    """How many abilities a station card's station symbols hold: the last of its abilities."""
    return sum(part[0] for shape in shapes if (part := _station_part(shape)) is not None)


def _station_symbol_lines(
    card: CardDef, shapes: Sequence[Line], start: int, used: int
) -> list[str]:
    """721.2: each station symbol, its striation and its power/toughness box, read back from the
    symbol's abilities (engine.oracle.stations)."""
    out: list[str] = []
    i = start
    while i < len(shapes):
        part = _station_part(shapes[i])
        if part is None:
            raise Unprintable("a station symbol")
        count, with_pt = part
        j = i + 1
        while j < len(shapes) and _station_part(shapes[j]) is None:
            j += 1
        held = card.abilities[used : used + count]
        used += count
        back = station_printed(held, with_pt) if len(held) == count else None
        if back is None:
            raise Unprintable("a station symbol")
        striation, keywords, inner = back
        body = replace(card, keywords=keywords, abilities=inner)
        out.append(striation.header)
        try:
            out += print_lines(body, tuple(shapes[i + 1 : j])) if j > i + 1 else []
        except StopIteration as error:
            raise Unprintable("a station symbol's abilities") from error
        if striation.pt is not None:
            out.append(f"{striation.pt[0]}/{striation.pt[1]}")
        i = j
    return out


def _bar_counts(shapes: Sequence[Line]) -> int:
    """How many abilities a Class's level bars hold, each bar's own ability included."""
    return sum(
        int(shape[0].removeprefix(CLASS_BAR_PART)) + 1
        for shape in shapes
        if shape[:1] and shape[0].startswith(CLASS_BAR_PART)
    )


def _class_bar_lines(card: CardDef, shapes: Sequence[Line], start: int, used: int) -> list[str]:
    """716.2a: each level bar ("{cost}: Level N") and its section, read back from the bar's
    activated ability and the abilities held under its level."""
    out: list[str] = []
    i = start
    while i < len(shapes):
        count = int(shapes[i][0].removeprefix(CLASS_BAR_PART))
        j = i + 1
        while j < len(shapes) and not (shapes[j][:1] and shapes[j][0].startswith(CLASS_BAR_PART)):
            j += 1
        ability = card.abilities[used] if used < len(card.abilities) else None
        level = bar_level(ability) if isinstance(ability, ActivatedAbility) else None
        held = card.abilities[used + 1 : used + 1 + count]
        inner = released(held, f"{CLASS_LEVEL}:{level}") if level is not None else None
        if level is None or inner is None or len(held) != count:
            raise Unprintable("a class level bar")
        used += 1 + count
        out.append(ability.text if ability is not None else "")
        body = replace(card, keywords=(), abilities=inner)
        try:
            out += print_lines(body, tuple(shapes[i + 1 : j])) if j > i + 1 else []
        except StopIteration as error:
            raise Unprintable("a class level bar's abilities") from error
        i = j
    return out


class _SpellLines:
    """An instant's or sorcery's one spell ability printed over several lines (113.3a)."""

    def __init__(self) -> None:
        self.spell: SpellAbility | None = None
        self.mentions = _Mentions(())
        self.cursor = 0


def _print_line(
    card: CardDef,
    line: Line,
    keywords: Iterator[str],
    abilities: Iterator[Ability],
    spell: _SpellLines,
) -> str:
    if line == ("spree",):
        # 702.172a: "Spree" and each mode with its additional cost.
        ability = next(abilities)
        if not isinstance(ability, SpellAbility) or not is_spree(ability):
            raise Unprintable("a spree spell")
        spree = [f"+ {m.cost} — {print_effects(m.effects, m.targets)}" for m in ability.modes]
        return "\n".join(["Spree", *spree])
    if line == ("tiered",):
        # 702.183a: "Tiered" and each named mode with its additional cost; choose one.
        ability = next(abilities)
        if not isinstance(ability, SpellAbility) or not is_tiered(ability):
            raise Unprintable("a tiered spell")
        tiers = [
            f"• {m.name} — {m.cost} — {print_effects(m.effects, m.targets)}" for m in ability.modes
        ]
        return "\n".join(["Tiered", *tiers])
    if line == ("additional_cost",):
        # An instant's or sorcery's additional cost (118.8), the first line of its spell ability.
        ability = next(abilities)
        if not isinstance(ability, SpellAbility) or ability.additional_cost is None:
            raise Unprintable("an additional cost")
        spell.spell, spell.mentions = ability, _Mentions(ability.targets)
        try:
            return additional_cost_words(ability.additional_cost)
        except ValueError as error:
            raise Unprintable(str(error)) from error
    if len(line) == 1 and line[0].startswith("effects:"):
        # One line of a spell ability spread over several lines (113.3a).
        if spell.spell is None:
            ability = next(abilities)
            if not isinstance(ability, SpellAbility) or ability.modes:
                raise Unprintable("spell lines")
            spell.spell, spell.mentions = ability, _Mentions(ability.targets)
        count = int(line[0].split(":", 1)[1])
        start, every = spell.cursor, spell.spell.effects
        effects = every[start : start + count]
        spell.cursor += count
        # A line replacing the previous line's instruction "instead" (608.2c,
        # engine.oracle.grammar.instead_clauses), and the line it replaces.
        before = every[start - 1] if start and count == 1 else None
        instead = (
            instead_words(before, effects[0], lambda s: _clause(s, spell.mentions))
            if before is not None
            else None
        )
        if instead is not None:
            return _capitalize(instead) + "."
        after = every[start + count] if effects and start + count < len(every) else None
        usual = usual_step(effects[-1], after) if effects else None
        if usual is not None:
            effects = (*effects[:-1], usual)
        return _sentences(effects, spell.mentions)
    if all(part == "ability" for part in line):
        return print_abilities(card, [next(abilities) for _ in line])
    words: list[str] = []
    separator = ", "
    for part in line:
        if part.startswith("sep:"):
            separator = part.removeprefix("sep:")  # "Trample; rampage 2" (older Oracle text)
        elif part == "kw":
            words.append(next(keywords))
        elif part == "enchant":
            next(keywords)
            words.append(f"Enchant {_enchant(card.enchant)}")
        elif part.startswith("abilities:"):
            # One keyword standing for several abilities (fading N, 702.32a).
            group = [next(abilities) for _ in range(int(part.split(":", 1)[1]))]
            mechanic = mechanic_keywords(group)
            if mechanic is None:
                raise Unprintable("a keyword standing for several abilities")
            words.append(mechanic)
        elif part.startswith("cast:"):
            if part.removeprefix("cast:") in LISTED_KEYWORDS:
                next(keywords, None)  # evoke's keyword, printed with its cost
            cast = cast_keyword(card, part)  # engine.oracle.grammar.cast_keywords
            if cast is None:
                raise Unprintable(part)
            if part == "cast:overload":
                _check_overloaded(card)  # 702.96a
            words.append(cast)
        else:  # "ability" beside other keywords, or "keyword_ability"
            words.append(_keyword_ability(next(abilities)))
    return _capitalize(separator.join(_uncap(w) for w in words))


def _enchant(requirement: str | None) -> str:
    if requirement not in ENCHANT_PHRASES:
        raise Unprintable(f"enchant {requirement}")
    return ENCHANT_PHRASES[requirement]


def _keyword_ability(ability: Ability) -> str:
    if isinstance(ability, ActivatedAbility) and ability.keyword in ("Equip", "Cycling"):
        return f"{ability.keyword} {ability.cost.mana}"
    if is_typecycling(ability):  # 702.29e (engine.oracle.grammar.typecycling)
        return f"{ability.keyword} {ability.cost.mana}"
    if (
        isinstance(ability, StaticAbility)
        and ability.effect == "protection"
        and set(ability.params) == {"protected", "from"}
        and ability.params["protected"] == "self"
    ):
        return f"Protection from {_qualities(ability.params['from'])}"
    if (
        isinstance(ability, StaticAbility)
        and ability.effect == "hexproof_from"
        and set(ability.params) == {"protected", "from"}
        and ability.params["protected"] == "self"
    ):  # 702.11d: "Hexproof from artifacts, creatures, and enchantments"
        quality = ability.params["from"]
        words = [str(q) for q in (quality if isinstance(quality, tuple) else (quality,))]
        listed = words[0] if len(words) == 1 else ", ".join(words[:-1]) + f", and {words[-1]}"
        return f"Hexproof from {listed}"
    mechanic = mechanic_keyword(ability)  # bushido N (engine.oracle.grammar.keyword_mechanics)
    if mechanic is not None:
        return mechanic
    raise Unprintable("a keyword ability")


def _qualities(quality: Any) -> str:
    """702.16a: "red", "blue and from black", "blue, from black, and from red"."""
    if isinstance(quality, str):
        return quality
    if not isinstance(quality, tuple) or len(quality) < 2:
        raise Unprintable("protection qualities")
    words = [str(q) for q in quality]
    if len(words) == 2:
        return f"{words[0]} and from {words[1]}"
    return ", from ".join(words[:-1]) + f", and from {words[-1]}"


_ATTACHED_SUBJECTS = {"enchanted": "enchanted creature", "equipped": "equipped creature"}


def _attached_protection(ability: Ability) -> str | None:
    """ "has protection from X" of what the permanent is attached to (702.16a, 303.4m)."""
    if (
        isinstance(ability, StaticAbility)
        and ability.effect == "protection"
        and set(ability.params) == {"protected", "from"}
        and ability.params["protected"] in _ATTACHED_SUBJECTS
    ):
        return f"protection from {_qualities(ability.params['from'])}"
    return None


def _uncap(word: str) -> str:
    return word[:1].lower() + word[1:]


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- abilities -------------------------------------------------------------------------------


def _granted(card: CardDef, abilities: Sequence[Ability]) -> str | None:
    """ "Enchanted land has "{T}: Add one mana of any color."" and "Equipped creature gets
    +0/+1 and has "..."" (613.1f, engine.oracle.grammar.granted), or None for other abilities."""
    *bonus, grant = abilities
    if not isinstance(grant, StaticAbility) or grant.effect != GRANT_KIND or len(bonus) > 2:
        return None
    has: list[str] = []  # keywords listed before the quoted ability ("has vigilance and "..."")
    listed = bonus[-1] if bonus else None
    if (
        isinstance(listed, StaticAbility)
        and listed.effect == "gain_keywords"
        and set(listed.params) == {"objects", "keywords"}
        and listed.params.get("objects") == grant.params.get("objects")
        and grant.params.get("objects") in (("enchanted",), ("equipped",))
    ):
        bonus.pop()
        has = [str(k).lower() for k in listed.params.get("keywords", ())]
    if len(bonus) > 1:
        return None
    params = Params({k: v for k, v in grant.params.items() if k != "abilities"})
    granted = tuple(grant.params.get("abilities", ()))
    if len(granted) != 1 or not isinstance(granted[0], ActivatedAbility):
        raise Unprintable("granted abilities")
    inner = granted[0]
    # The quoted ability names the object that has it "this creature" (~) even after a cost that
    # sacrifices it, where a card's own ability says "it".
    effects = print_effects(inner.effects, inner.targets)
    quoted = f'"{_cost(inner.cost, inner.zone)}: {effects}{_restrictions(inner)}"'
    if has:
        quoted = ", ".join([*has[:-1], f"{has[-1]}{',' if len(has) > 1 else ''} and {quoted}"])
    objects = params.get("objects")
    if objects == PAIRED_OBJECTS and set(params) == {"objects"} and not bonus:
        return f"{PAIRED_HEAD}each of those creatures has {quoted}"  # 702.95b
    if objects in (("enchanted",), ("equipped",)) and set(params) == {"objects"}:
        enchant = card.enchant or ""
        noun = "creature" if objects == ("equipped",) else _ENCHANTED_NOUNS.get(enchant)
        if noun is None:
            raise Unprintable("enchanted what")
        subject = f"{objects[0]} {noun}"
        if not bonus:
            return _capitalize(f"{subject} has {quoted}")
        first = bonus[0]
        if (
            noun != "creature"
            or not isinstance(first, StaticAbility)
            or first.effect != "modify_power_toughness"
            or first.params
            != Params(
                {
                    **params,
                    "power": first.params.get("power"),
                    "toughness": first.params.get("toughness"),
                }
            )
        ):
            raise Unprintable("a bonus beside a granted ability")
        return _capitalize(f"{subject} gets {_pt(first.params)} and has {quoted}")
    if bonus or objects is not None:
        raise Unprintable("granted abilities")
    subject, _, plural = _static_subject(params)
    return _capitalize(f"{subject} {'have' if plural else 'has'} {quoted}")


# What "enchanted ..." calls the object an Aura is attached to, by its Enchant quality (303.4a).
_ENCHANTED_NOUNS = {
    "creature": "creature",
    "creature_you_control": "creature",
    "land": "land",
    "permanent": "permanent",
    "artifact": "artifact",
}


def _attached_statics(abilities: Sequence[Ability]) -> str | None:
    """An Aura's or Equipment's line of engine.oracle.grammar.attached: "gets +2/+2 and can't
    block", "can't attack or block, and its activated abilities can't be activated", "'s
    activated abilities can't be activated", or None for other abilities."""
    if not all(isinstance(a, StaticAbility) for a in abilities):
        return None
    statics = [a for a in abilities if isinstance(a, StaticAbility)]
    effects = tuple(a.effect for a in statics)
    subjects = {a.params.get("objects") for a in statics}
    if len(subjects) != 1 or (who := subjects.pop()) not in (("enchanted",), ("equipped",)):
        return None
    subject = _ATTACHED_SUBJECTS[who[0]]
    if effects == (CANT_ACTIVATE,) and set(statics[0].params) == {"objects"}:
        return _capitalize(f"{subject}'s activated abilities can't be activated.")
    if effects == (LOSE_ALL_ABILITIES,) and set(statics[0].params) == {"objects"}:
        return _capitalize(f"{subject} loses all abilities.")  # 613.1f
    if len(statics) != 2:
        return None
    first, second = statics
    if (
        effects == ("modify_power_toughness", LOSE_ALL_ABILITIES)
        and set(first.params) == {"objects", "power", "toughness"}
        and set(second.params) == {"objects"}
    ):
        return _capitalize(f"{subject} gets {_pt(first.params)} and loses all abilities.")
    if (
        effects == ("modify_power_toughness", "add_card_types")
        and set(first.params) == {"objects", "power", "toughness"}
        and second.params == Params({"objects": who, "types": ("Artifact",)})
    ):
        return _capitalize(
            f"{subject} gets {_pt(first.params)} and is an artifact in addition to its other types."
        )
    restriction = (_restriction(second.params) if second.effect == "gain_keywords" else None) or (
        _restriction(first.params) if first.effect == "gain_keywords" else None
    )
    if restriction is None:
        return None
    phrase = restriction.split(" ", 2)[2].removesuffix(".")  # after "Enchanted creature"
    if effects == ("modify_power_toughness", "gain_keywords"):
        if set(first.params) != {"objects", "power", "toughness"}:
            raise Unprintable("a bonus beside a restriction")
        return _capitalize(f"{subject} gets {_pt(first.params)} and {phrase}.")
    if effects == ("gain_keywords", CANT_ACTIVATE) and set(second.params) == {"objects"}:
        return _capitalize(f"{subject} {phrase}, and its activated abilities can't be activated.")
    return None


def _attached_pt_keywords_subtype(abilities: Sequence[Ability]) -> str:
    """ "Equipped creature gets +2/+0, has menace, and is a Pirate in addition to its other
    creature types." (Captain's Hook): a bonus, keywords and a creature type, one line."""
    bonus, keywords, types = abilities
    if not all(isinstance(a, StaticAbility) for a in abilities):
        raise Unprintable("abilities sharing a line")
    assert isinstance(bonus, StaticAbility) and isinstance(keywords, StaticAbility)
    assert isinstance(types, StaticAbility)
    who = bonus.params.get("objects")
    subtypes = types.params.get("subtypes", ())
    if (
        (bonus.effect, keywords.effect, types.effect)
        != ("modify_power_toughness", "gain_keywords", "add_card_types")
        or who not in (("enchanted",), ("equipped",))
        or set(bonus.params) != {"objects", "power", "toughness"}
        or set(keywords.params) != {"objects", "keywords"}
        or keywords.params["objects"] != who
        or types.params != Params({"objects": who, "subtypes": subtypes})
        or len(subtypes) != 1
    ):
        raise Unprintable("abilities sharing a line")
    subject = _ATTACHED_SUBJECTS[who[0]]
    subtype = str(subtypes[0])
    article = "an" if subtype[:1].lower() in "aeiou" else "a"
    return _capitalize(
        f"{subject} gets {_pt(bonus.params)}, has {_keywords(keywords.params)}, and is "
        f"{article} {subtype} in addition to its other creature types."
    )


def print_abilities(card: CardDef, abilities: Sequence[Ability]) -> str:
    if len(abilities) == 1 and (keyword := mechanic_keyword(abilities[0])) is not None:
        # a keyword's own ability prints as the keyword, before any sentence that says the
        # same (undaunted's cost change, 702.125a, reads as a counted cost change too)
        return keyword
    symbols = chapter_symbols(abilities)  # 714.2c: "I, II — [effect]"
    if symbols is not None:
        first = abilities[0]
        assert isinstance(first, TriggeredAbility)
        body = _capitalize(print_effects(first.effects, first.targets))
        return f"{symbols} {optional_words(body) if first.optional else body}"
    # 611.3a, 613.4c, 601.2f (grammar.conditional_statics, .counted_statics, .cost_changes)
    static_line = (
        conditional_static_words(abilities)
        or counted_static_words(abilities)
        or cost_change_words(abilities)
        or conditional_alternative_cost_words(abilities)  # 118.9, 601.2b
        or filtered_static_words(abilities)  # 613.4b-c, 613.1f (grammar.filtered_statics)
        or enchanted_player_words(abilities)  # 303.4, 602.5 (grammar.enchanted_player)
        or lost_keywords_words(abilities)  # 613.1f (grammar.lost_keywords)
        or attached_goad_words(abilities)  # 701.15b (grammar.attached_goad)
        or uncounterable_spells_words(abilities)  # 101.2 (grammar.uncounterable_spells)
        or that_many_instead_words(abilities)  # 614.1a, 615.12 (grammar.that_many_instead)
        or chosen_types_words(abilities)  # 613.1d (grammar.chosen_types)
        or ability_cost_words(abilities)  # 602.2b (grammar.ability_costs)
        or conditional_animation_words(abilities)  # 611.3a (grammar.conditional_animation)
        or aura_animation_words(card, abilities)  # 613.1d-f, 613.4b (grammar.aura_animation)
        or enters_tapped_with_words(abilities)  # 614.1c (grammar.depletion)
        or cost_increase_words(abilities)  # 601.2f (grammar.evenly_divided)
    )
    if static_line is not None:
        return static_line
    granted = _granted(card, abilities) if 1 <= len(abilities) <= 3 else None
    if granted is not None:
        return granted
    attached_line = _attached_statics(abilities) if 1 <= len(abilities) <= 2 else None
    if attached_line is not None:
        return attached_line
    if len(abilities) == 3:  # 205.3d, 613.1d (engine.oracle.grammar.attached)
        return _attached_pt_keywords_subtype(abilities)
    if len(abilities) == 2 and _merges_protection(abilities[0], abilities[1]):
        first, second = abilities
        assert isinstance(first, StaticAbility)
        subject = _ATTACHED_SUBJECTS[first.params["objects"][0]]
        return _capitalize(
            f"{subject} gets {_pt(first.params)} and has {_attached_protection(second)}."
        )
    if len(abilities) == 2 and _merges(abilities[0], abilities[1]):
        first, second = abilities
        assert isinstance(first, StaticAbility) and isinstance(second, StaticAbility)
        subject, verb, plural = _static_subject(first.params)
        have = "have" if plural else "has"
        return _capitalize(
            f"{subject} {verb} {_pt(first.params)} and {have} {_keywords(second.params)}."
        )
    if len(abilities) != 1:
        raise Unprintable("abilities sharing a line")
    return print_ability(card, abilities[0])


def print_ability(card: CardDef, ability: Ability) -> str:
    countdown = exiled_countdown_words(ability)  # 614.1a, 113.6b (grammar.exiled_countdown)
    if countdown is not None:
        return countdown
    mechanic = mechanic_keyword(ability)  # bushido N (engine.oracle.grammar.keyword_mechanics)
    if mechanic is not None:
        return mechanic
    if isinstance(ability, ActivatedAbility):
        if ability.keyword in ("Equip", "Cycling") or is_typecycling(ability):
            return _keyword_ability(ability)
        if ability.keyword == CRAFT:  # 702.167a (engine.oracle.grammar.craft)
            crafted = craft_words(ability)
            if crafted is None:
                raise Unprintable("a craft ability")
            return crafted
        # a cost naming the object ("Sacrifice ~", "Exert ~": 701.43a): the effect says "it"
        named = (
            ability.cost.sacrifice_self
            or ability.cost.exile_self
            or ability.cost.discard_self
            or ability.cost.exert_self
        )
        cost = _cost(ability.cost, ability.zone)
        if ability.keyword == BOAST:  # 702.142a (engine.oracle.grammar.boast)
            if not is_boast(ability):
                raise Unprintable("a boast ability's other restrictions")
            return f"Boast \u2014 {cost}: {print_effects(ability.effects, ability.targets, named)}"
        if ability.keyword == FORECAST:  # 702.57a (engine.oracle.grammar.forecast)
            if not is_forecast(ability):
                raise Unprintable("a forecast ability's other restrictions")
            effects = print_effects(ability.effects, ability.targets, named)
            return f"Forecast \u2014 {cost}, {FORECAST_REVEAL}: {effects}"
        if ability.keyword == EXHAUST:  # 702.177a (engine.oracle.grammar.exhaust)
            if not is_exhaust(ability):
                raise Unprintable("an exhaust ability's other restrictions")
            effects = print_effects(ability.effects, ability.targets, named)
            return f"Exhaust \u2014 {cost}: {effects}" + _restrictions(ability)
        if ability.modes:
            if ability.effects or ability.targets:
                raise Unprintable("a modal ability's other words")
            restrictions = _restrictions(ability)
            if not restrictions:
                return f"{cost}: {_modal_text(ability.choose, ability.modes)}"  # 700.2a
            if ability.choose not in MODE_COUNTS or repeatable(ability.choose):
                raise Unprintable(f"choose {ability.choose} with restrictions")
            # 602.1b: "Choose one." then the activation instructions, then the bullets
            return f"{cost}: Choose {ability.choose}.{restrictions}\n{_bullets(ability.modes)}"
        text = f"{cost}: {print_effects(ability.effects, ability.targets, named)}"
        return text + _restrictions(ability)
    if isinstance(ability, TriggeredAbility):
        if ability.once_each_turn:
            # engine.oracle.grammar.triggered: the sentence after the ability it limits
            once = replace(ability, once_each_turn=False)
            return f"{print_ability(card, once)} This ability triggers only once each turn."
        solving = to_solve_words(ability)  # 719.3a (engine.oracle.grammar.cases)
        if solving is not None:
            return solving
        if ability.keyword:
            raise Unprintable("a keyword's triggered ability")
        symbol = chapter_symbol(ability)  # 714.2: "II — [effect]"
        if symbol is not None:
            body = print_effects(ability.effects, ability.targets)
            if ability.optional:
                body = optional_words(body)
            return f"{symbol} {_capitalize(body)}"
        phrase = _trigger(card, ability)
        below = graveyard_order_words(ability, phrase)  # Death Spark (.graveyard_order)
        if below is not None:
            return _capitalize(below)
        if ability.modes:
            if ability.optional or ability.effects:
                raise Unprintable("a modal triggered ability's other words")
            return _capitalize(f"{phrase}, {_uncap(_modal_text(ability.choose, ability.modes))}")
        body = print_effects(
            ability.effects,
            ability.targets,
            names_self_as_it(phrase),
            event_words(ability),
            ability.trigger not in ("you_cast_spell", "self_becomes_target"),
        )
        if ability.optional:
            body = optional_words(body)  # 603.5 (engine.oracle.grammar.may_have)
        return _capitalize(f"{phrase}, {_uncap(body) if body[:1] != '~' else body}")
    if isinstance(ability, SpellAbility):
        if ability.modes:
            if ability.ascend or ability.additional_cost is not None or ability.effects:
                raise Unprintable("a modal spell's other words")
            return _modal_text(ability.choose, ability.modes)
        if ability.ascend or ability.additional_cost is not None:
            raise Unprintable("ascend or an additional cost")
        return print_effects(ability.effects, ability.targets)
    attached_protection = _attached_protection(ability)
    if attached_protection is not None:
        assert isinstance(ability, StaticAbility)
        subject = _ATTACHED_SUBJECTS[ability.params["protected"]]
        return _capitalize(f"{subject} has {attached_protection}.")
    chosen_line = choice_words(ability) or chosen_protection_words(ability)  # 614.12a
    chosen_line = chosen_line or enters_as_copy_words(ability)  # 707.5
    if chosen_line is not None:
        return chosen_line
    if isinstance(ability, StaticAbility) and ability.effect in ("protection", "hexproof_from"):
        return _keyword_ability(ability)
    granted = _granted(card, (ability,)) or _attached_statics((ability,))
    if granted is not None:
        return granted
    return _static(ability)


def _check_overloaded(card: CardDef) -> None:
    """Overload's ability (702.96a) is the spell's text with "each" for every "target": the
    overloaded spell ability, with no targets (702.96b), must print as exactly that."""
    spell = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
    overloaded = card.overloaded
    if spell is None or overloaded is None or overloaded.targets or overloaded.modes:
        raise Unprintable("overload without its changed text")
    printed = print_effects(spell.effects, spell.targets)
    if not overload_matches(printed, print_effects(overloaded.effects, ())):
        raise Unprintable("the overloaded text isn't the spell's with 'each' for 'target'")


def _check_cleaved(card: CardDef, line: str, printed: str) -> None:
    """Cleave's change (702.148a): the spell ability prints as the line without its brackets,
    and the cleaved ability (`CardDef.cleaved`) as the line without the bracketed words."""
    cleaved = card.cleaved
    if cleaved is None or cleaved.modes or not card.cleave:
        raise Unprintable("bracketed text without cleave's changed text")
    if not cleave_matches(line, printed, print_effects(cleaved.effects, cleaved.targets)):
        raise Unprintable("the cleaved text isn't the spell's without its bracketed words")


def _modal_text(choose: str, modes: Sequence[Mode]) -> str:
    """700.2: "Choose one —" (how many modes are chosen) and a bullet for each mode."""
    if choose not in MODE_COUNTS:
        raise Unprintable(f"choose {choose}")
    return f"{header_words(choose)}\n{_bullets(modes)}"


def _bullets(modes: Sequence[Mode]) -> str:
    return "\n".join(f"• {print_effects(m.effects, m.targets)}" for m in modes)


def _restrictions(ability: ActivatedAbility) -> str:
    """602.1b: the activation instructions, after the effect, joined as Oracle joins them
    ("Activate only as a sorcery and only once each turn.")."""
    parts: list[str] = []
    if ability.timing:
        if ability.timing not in TIMINGS:
            raise Unprintable(f"timing {ability.timing}")
        parts.append(TIMINGS[ability.timing])
    if ability.only_if:
        try:
            parts.append(f"if {activation_condition_words(ability.only_if)}")
        except ValueError as error:
            raise Unprintable(str(error)) from error
    if ability.sorcery_speed:
        parts.append("as a sorcery")
    if ability.once_each_turn:
        parts.append("once each turn")
    text = f" Activate only {' and only '.join(parts)}." if parts else ""
    if ability.max_each_turn:
        if parts or ability.max_each_turn < 2:
            raise Unprintable("a limit with other restrictions")
        times = (
            "twice" if ability.max_each_turn == 2 else f"{number_word(ability.max_each_turn)} times"
        )
        text = f" Activate no more than {times} each turn."
    if ability.cost_less or ability.cost_less_for_each:
        # 602.2b: the ability's own reduction, read alone (engine.oracle.grammar.activated)
        each = each_words(ability.cost_less_for_each)
        if text or each is None or ability.cost_less < 1:
            raise Unprintable("an own cost reduction")
        text = f" This ability costs {{{ability.cost_less}}} less to activate for each {each}."
    return text


def _trigger(card: CardDef, ability: TriggeredAbility) -> str:
    """The trigger event's words (engine.oracle.grammar.triggered), with an intervening "if"
    clause after it (603.4)."""
    phrase = state_trigger_phrase(ability) or trigger_phrase(card, ability)  # 603.8
    if phrase is None:
        raise Unprintable(f"trigger {ability.trigger}")
    if ability.intervening_if:
        words = condition_words(ability.intervening_if) or board_condition_words(
            ability.intervening_if
        )
        words = words or GRAVEYARD_ORDER_WORDS.get(ability.intervening_if)  # 404.2
        if words is None:
            raise Unprintable(f"condition {ability.intervening_if}")
        phrase = f"{phrase}, if {words}"
    return phrase


def _cost(cost: Cost, zone: Zone = Zone.BATTLEFIELD) -> str:
    if cost.loyalty is not None and cost == Cost(loyalty=cost.loyalty):
        # 606.1: the loyalty symbol, with Oracle's minus sign (U+2212).
        return f"[{cost.loyalty:+d}]".replace("-", "\u2212") if cost.loyalty else "[0]"
    if cost.loyalty is not None or cost.x_colors:
        raise Unprintable("cost")
    parts: list[str] = []
    if cost.waterbend and not cost.mana:
        raise Unprintable("a waterbend cost without mana")
    if cost.mana:
        # 701.67a (engine.oracle.grammar.activated)
        parts.append(f"Waterbend {cost.mana}" if cost.waterbend else cost.mana)
    if cost.tap:
        parts.append("{T}")
    if cost.untap:
        parts.append("{Q}")
    if cost.exert_self:
        parts.append("Exert ~")  # 701.43a
    if cost.life:
        parts.append(f"Pay {cost.life} life")
    if cost.energy:
        parts.append(f"Pay {energy_symbols(cost.energy)}")  # 107.14
    try:
        parts += cost_part_words(cost)  # engine.oracle.grammar.costs
    except ValueError as error:
        raise Unprintable(f"cost {error}") from error
    if cost.exile_self:
        parts.append("Exile ~ from your graveyard" if zone is Zone.GRAVEYARD else "Exile ~")
    if cost.sacrifice_self:
        parts.append("Sacrifice ~")
    if cost.discard_self:
        parts.append("Discard ~")
    if not parts:
        raise Unprintable("an empty cost")
    return ", ".join(parts)


# --- static abilities ------------------------------------------------------------------------


def _merges_protection(first: Ability, second: Ability) -> bool:
    """ "Enchanted creature gets +1/+1 and has protection from creatures." is two static
    abilities of one line: a bonus and protection for the same attached creature."""
    if not isinstance(first, StaticAbility) or first.effect != "modify_power_toughness":
        return False
    if set(first.params) != {"objects", "power", "toughness"}:
        return False
    protection = _attached_protection(second)
    return (
        protection is not None
        and isinstance(second, StaticAbility)
        and first.params["objects"] == (second.params["protected"],)
    )


def _merges(first: Ability, second: Ability) -> bool:
    """ "Enchanted creature gets +2/+2 and has haste." is two static abilities of one line."""
    if not (isinstance(first, StaticAbility) and isinstance(second, StaticAbility)):
        return False
    if first.effect != "modify_power_toughness" or second.effect != "gain_keywords":
        return False
    scope = {k: v for k, v in first.params.items() if k not in ("power", "toughness")}
    return scope == {k: v for k, v in second.params.items() if k != "keywords"}


def _unless(unless: Any) -> str:
    """ "you control two or more basic lands", "a player has 13 or less life" (614.1d)."""
    if not isinstance(unless, Params) or len(unless) != 1:
        raise Unprintable("unless")
    ((key, value),) = unless.items()
    if key == "you_control" and not 1 <= len(value) <= 2:
        raise Unprintable("unless")
    try:
        return unless_text(unless)
    except (KeyError, TypeError, ValueError) as error:
        raise Unprintable("unless") from error


def _static_subject(params: Params) -> tuple[str, str, bool]:
    try:
        chosen = chosen_scope_words(params)  # "creatures of the chosen type" (614.12a)
    except ValueError as error:
        raise Unprintable(str(error)) from error
    if chosen is not None:
        return chosen, "get", True
    objects = params.get("objects")
    if objects is not None:
        if objects == ("enchanted",):
            return "enchanted creature", "gets", False
        if objects == ("equipped",):
            return "equipped creature", "gets", False
        raise Unprintable("static objects")
    if params.get("creatures") == "all":
        return _all_scope(params), "get", True
    if params.get("creatures") == "opponents":
        if set(params) - {"creatures", "power", "toughness", "keywords"}:
            raise Unprintable("static scope")
        return "creatures your opponents control", "get", True
    if params.get("creatures") != "yours" or set(params) - {
        "creatures",
        "other",
        "subtype",
        "power",
        "toughness",
        "keywords",
        "any_type",
        "color",
        "attacking",
    }:
        raise Unprintable("static scope")
    if params.get("any_type"):  # "Other Elves you control" (engine.oracle.grammar.static)
        subtype = str(params.get("subtype", ""))
        if set(params) & {"color", "attacking"} or PLURAL_SUBTYPES.get(plural(subtype)) != subtype:
            raise Unprintable("static scope")
        words = [plural(subtype), "you control"]
    else:
        words = ["creatures you control"]
        if params.get("subtype"):
            words.insert(0, str(params["subtype"]))
        if params.get("color"):
            words.insert(0, COLOR_WORDS[str(params["color"])])
        if params.get("attacking"):
            words.insert(0, "attacking")
    if params.get("other"):
        words.insert(0, "other")
    return " ".join(words), "get", True


def _all_scope(params: Params) -> str:
    """Every player's creatures: "all Elf creatures", "other Elf creatures", "white
    creatures", "other Merfolk" (engine.oracle.grammar.static)."""
    scope = set(params) - {"creatures", "power", "toughness", "keywords"}
    subtype = str(params.get("subtype", ""))
    if scope == {"subtype", "any_type"} or scope == {"subtype", "any_type", "other"}:
        if PLURAL_SUBTYPES.get(plural(subtype)) != subtype:
            raise Unprintable("static scope")
        return f"other {plural(subtype)}" if params.get("other") else plural(subtype)
    if scope == {"other", "subtype"} and params.get("other"):
        return f"other {subtype} creatures"
    if scope == {"color"}:
        return f"{COLOR_WORDS[str(params['color'])]} creatures"
    if scope <= {"subtype"}:
        return f"all {subtype} creatures" if subtype else "all creatures"
    if scope == {"subtype", "without_all"} and params.get("without_all"):
        return f"{subtype} creatures"  # "Minotaur creatures get +1/+0."
    raise Unprintable("static scope")


_A_LAND_TYPE = frozenset({"a Plains", "an Island", "a Swamp", "a Mountain", "a Forest"})


def _restriction(params: Params) -> str | None:
    """ "~ attacks each combat if able.", "Enchanted creature can't attack or block." (the
    phrase tables of engine.oracle.grammar.static), or None."""
    if set(params) != {"objects", "keywords"}:
        return None
    keywords = tuple(params["keywords"])
    if params["objects"] == ("self",):
        subject, table = "~", SELF_RESTRICTION_PHRASES
    elif params["objects"] in (("enchanted",), ("equipped",)):
        subject, table = (
            f"{params['objects'][0].capitalize()} creature",
            ATTACHED_RESTRICTION_PHRASES,
        )
    else:
        return None
    phrase = next((words for words, meant in table.items() if meant == keywords), None)
    return None if phrase is None else f"{subject} {phrase}."


def _static(ability: StaticAbility) -> str:
    params = ability.params
    restricted = restriction_words(ability)  # engine.oracle.grammar.combat_restrictions
    if restricted is not None:
        return restricted
    untap_choice = untap_choice_words(ability)  # 502.3 (grammar.untap_choices)
    if untap_choice is not None:
        return untap_choice
    zone_replacement = zone_replacement_words(ability)  # 614.1a (grammar.zone_replacements)
    if zone_replacement is not None:
        return zone_replacement
    deck_rule = deck_construction_words(ability)  # 113.6n (grammar.deck_construction)
    if deck_rule is not None:
        return deck_rule
    player_ability = player_ability_words(ability)  # 702.11c, 702.18a, 402.2
    if player_ability is not None:
        return player_ability
    controlled = control_static_words(ability)  # 613.1b (grammar.control_changes)
    if controlled is not None:
        return controlled
    votes = additional_vote_words(ability)  # 701.38d (grammar.vote)
    if votes is not None:
        return votes
    player_rule = player_rule_words(ability)  # 119.7, 305.2 (grammar.player_rules)
    if player_rule is not None:
        return player_rule
    evidence = evidence_option_words(ability)  # 701.59a (engine.oracle.grammar.evidence)
    if evidence is not None:
        return evidence
    if params.get("objects") == PAIRED_OBJECTS:  # 702.95b (engine.oracle.grammar.paired)
        given = set(params) - {"objects"}
        paired = paired_words(
            ability.effect,
            params,
            _keywords(params) if given == {"keywords"} else "",
            _pt(params) if given == {"power", "toughness"} else "",
        )
        if paired is None:
            raise Unprintable("a paired creature's ability")
        return paired
    if params.get("as_long_as") == EQUIPPED and params.get("objects") == ("self",):
        # 301.5 (engine.oracle.grammar.attached): the condition first.
        given = set(params) - {"as_long_as", "objects"}
        if ability.effect == "gain_keywords" and given == {"keywords"}:
            return f"As long as ~ is equipped, it has {_keywords(params)}."
        if ability.effect == "modify_power_toughness" and given == {"power", "toughness"}:
            return f"As long as ~ is equipped, it gets {_pt(params)}."
        raise Unprintable("a condition")
    if "as_long_as" in params:  # 611.3a (engine.oracle.grammar.static)
        condition = static_condition_words(params["as_long_as"])
        rest = Params({k: v for k, v in params.items() if k != "as_long_as"})
        if condition is None or rest.get("objects") != ("self",):
            raise Unprintable("a condition")
        if ability.effect == "modify_power_toughness" and set(rest) == {
            "objects",
            "power",
            "toughness",
        }:
            return f"~ gets {_pt(rest)} as long as {condition}."
        if ability.effect == "gain_keywords" and set(rest) == {"objects", "keywords"}:
            return f"~ has {_keywords(rest)} as long as {condition}."
        raise Unprintable("a condition")
    if ability.effect == "enters_tapped" and not params:
        return "~ enters tapped."
    if ability.effect == "enters_tapped" and set(params) == {"unless"}:
        return f"~ enters tapped unless {_unless(params['unless'])}."
    if ability.effect == "enters_tapped_unless_pays_life" and set(params) == {"life"}:
        return f"As ~ enters, you may pay {params['life']} life. If you don't, it enters tapped."
    if ability.effect == "cant_be_countered" and params == Params({"object": "self"}):
        return "~ can't be countered."
    counted_cost = set(params) == {"spells", "casters", "generic", FOR_EACH}
    if ability.effect == "modify_spell_cost" and (
        set(params) == {"spells", "casters", "generic"} or counted_cost
    ):
        kind = spell_kind_words(params["spells"])  # 601.2f (engine.oracle.grammar.static)
        casters = {"you": " you cast", "opponents": " your opponents cast", "each": ""}
        amount = params["generic"]
        if kind is None or params["casters"] not in casters or not isinstance(amount, int):
            raise Unprintable("a cost change")
        if amount == 0:
            raise Unprintable("a cost change")
        change = "more" if amount > 0 else "less"
        spells = f"{kind} spells".lstrip()
        each = ""
        if counted_cost:  # "... for each experience counter you have" (.experience)
            words = counted.each_words(str(params[FOR_EACH]))
            if words is None or amount > 0 or params["spells"] == "self":
                raise Unprintable("a counted cost change")
            each = f" for each {words}"
        return _capitalize(
            f"{spells}{casters[params['casters']]} cost {{{abs(amount)}}} {change} to cast{each}."
        )
    if ability.effect == defined_pt.KIND:  # 604.3 (engine.oracle.grammar.defined_pt)
        defined = defined_pt.sentence(params)
        if defined is None:
            raise Unprintable("a characteristic-defining ability")
        return defined
    if ability.effect == ENTERS_WITH_COUNTERS_IF and set(params) == {"kind", "count", "condition"}:
        words = history_condition_text(params["condition"])  # engine.oracle.grammar.turn_history
        if words is None:
            raise Unprintable("a condition")
        return f"~ enters with {_counters(params)} on it if {words}."
    if ability.effect == "enters_with_counters" and set(params) == {"kind", "count"}:
        return f"~ enters with {_counters(params)} on it."
    if ability.effect == PER_COLOR_SPENT and set(params) == {"kind", "count"}:
        # 614.1c, 601.2h (engine.oracle.grammar.mana_spent)
        return f"~ enters with {_counters(params)} on it for each color of mana spent to cast it."
    if ability.effect == "enters_with_counters" and params.get("for_each") == KICKED:
        if set(params) != {"kind", "count", "for_each"}:
            raise Unprintable("enters with counters")
        return f"~ enters with {_counters(params)} on it for each time it was kicked."  # 702.33c
    if ability.effect == "enters_with_counters" and params.get("if") == ESCAPED:
        escapes = escapes_with_words(params, _counters(params))  # 702.138c
        if escapes is None:
            raise Unprintable("escapes with counters")
        return escapes
    if ability.effect == "enters_with_counters" and params.get("if") == KICKED:
        if set(params) != {"kind", "count", "if"}:
            raise Unprintable("enters with counters")
        return f"If ~ was kicked, it enters with {_counters(params)} on it."  # 702.33d
    if ability.effect == "modify_power_toughness" and {"power", "toughness"} <= set(params):
        subject, verb, _ = _static_subject(params)
        return _capitalize(f"{subject} {verb} {_pt(params)}.")
    if (
        ability.effect == "gain_keywords"
        and params.get("objects") == ("self",)
        and set(params) == {"objects", "keywords"}
        and len(params["keywords"]) == 1
        and params["keywords"][0] in SELF_RESTRICTIONS
    ):
        return f"~ {params['keywords'][0]}."
    if ability.effect == "gain_keywords" and params == Params(
        {"objects": ("self",), "keywords": (MAY_EXERT,)}
    ):
        return "You may exert ~ as it attacks."  # 701.43d (engine.mechanics.exert)
    if ability.effect == "gain_keywords" and params == Params(
        {"objects": ("self",), "keywords": (POWER_LESS_CANT_BLOCK,)}
    ):
        return "Creatures with power less than ~'s power can't block it."  # 509.1b
    if (
        ability.effect == "gain_keywords"
        and params.get("objects") == ("self",)
        and set(params) == {"objects", "keywords"}
        and len(params["keywords"]) == 1
        and str(params["keywords"][0]).startswith(BLOCKED_BY)
    ):
        keyword = str(params["keywords"][0])
        if keyword != ONE_BLOCKER_AT_MOST and blocked_by(keyword.removeprefix(BLOCKED_BY)) is None:
            raise Unprintable("a blocking restriction")
        return f"~ {keyword}."
    if (  # 509.1b on what it is attached to (engine.oracle.grammar.attached_evasion)
        ability.effect == "gain_keywords"
        and params.get("objects") in (("equipped",), ("enchanted",))
        and set(params) == {"objects", "keywords"}
        and len(params["keywords"]) == 1
        and str(params["keywords"][0]).startswith(BLOCKED_BY)
        and blocked_by(str(params["keywords"][0]).removeprefix(BLOCKED_BY)) is not None
    ):
        subject = _ATTACHED_SUBJECTS[params["objects"][0]]
        return _capitalize(f"{subject} {params['keywords'][0]}.")
    if (
        ability.effect == "gain_keywords"
        and params.get("objects") == ("self",)
        and set(params) == {"objects", "keywords"}
        and len(params["keywords"]) == 1
        and str(params["keywords"][0]).removeprefix(ATTACK_UNLESS_DEFENDER_CONTROLS) in _A_LAND_TYPE
    ):
        return f"~ {params['keywords'][0]}."
    if ability.effect == "gain_keywords" and params.get("keywords") == (LURE,):
        lured_words: dict[Any, str] = {("self",): "~", ("enchanted",): "enchanted creature"}
        lured = lured_words.get(params.get("objects"))
        if lured is None or set(params) != {"objects", "keywords"}:
            raise Unprintable("a blocking requirement")
        return f"All creatures able to block {lured} do so."  # 509.1c
    restriction = _restriction(params) if ability.effect == "gain_keywords" else None
    if restriction is not None:
        return restriction
    if ability.effect == "gain_keywords":
        subject, _, plural = _static_subject(params)
        return _capitalize(f"{subject} {'have' if plural else 'has'} {_keywords(params)}.")
    raise Unprintable(f"static {ability.effect}")


# --- effects -----------------------------------------------------------------------------------


def target_words(requirement: str) -> str | None:
    """A target word's phrase ("target creature", "target Knight you control"), or None."""
    return (
        TARGET_PHRASES.get(requirement)
        or up_to_phrase(requirement, target_words)  # engine.oracle.grammar.up_to_targets
        or subtype_target_phrase(requirement)
        or counted_spell_phrase(requirement)  # engine.oracle.grammar.counted_spell_targets
        or bound_player_target_phrase(requirement)  # engine.oracle.grammar.bound_player_targets
    )


class _Mentions:
    """Targets are named in full the first time ("target creature"), then "it"."""

    def __init__(
        self,
        targets: tuple[str, ...],
        self_is_it: bool = False,
        event: Mapping[str, str] | None = None,
    ) -> None:
        self.targets = targets
        # What the trigger event named, by bound value ("bound:attacker": "it"; combat_triggers)
        self.event = dict(event or {})
        # Oracle puts counters "on it" once a trigger event has named the object, except after
        # the older heroic and "becomes the target" wordings, which name it again.
        self.counters_on_it = False
        self.seen: set[int] = set()
        # Once a trigger event or a sacrifice cost has named the object, the effect calls it
        # "it" until a target is named.
        self.self_is_it = self_is_it
        # An earlier sentence named the object "~": a later one's subject is "it" (Fearless
        # Fledgling: "Put a +1/+1 counter on ~. It gains flying until end of turn.").
        self.self_named = False

    def subject(self, value: Any) -> str:
        if value == "self" and (self.self_is_it or self.self_named) and not self.seen:
            return "it"
        if isinstance(value, int) and value in self.seen and value == max(self.seen):
            return "it"
        return self.ref(value)

    def ref(self, value: Any) -> str:
        if isinstance(value, str) and value in self.event:
            return self.event[value]
        if isinstance(value, str) and value.startswith("that:"):
            that = that_words(value, self.targets, self.seen)  # engine.oracle.grammar.anaphora
            if that is None:
                raise Unprintable(f"reference {value!r}")
            return that
        if isinstance(value, str) and value.startswith("controller_of:that:"):
            controller = thats_controller_words(value, self.targets, self.seen)
            if controller is None:
                raise Unprintable("that object's controller")
            return controller
        if isinstance(value, str) and value.startswith("controller_of:"):
            index = int(value.split(":", 1)[1])
            if index not in self.seen or index != max(self.seen):
                raise Unprintable("its controller")
            return "its controller"
        if isinstance(value, int):
            if value >= len(self.targets):
                raise Unprintable(f"target {value}")
            phrase = target_words(self.targets[value]) or relation_phrase(self.targets[value])
            if phrase is None:
                raise Unprintable(f"target {value}")
            if value in self.seen:
                return "it"
            self.seen.add(value)
            return phrase
        controlled = target_controls_words(value, self.ref)
        if controlled is not None:  # engine.oracle.grammar.target_player_groups
            return controlled
        theirs = that_players_words(value)
        if theirs is not None:  # engine.oracle.grammar.bound_player_groups
            return theirs
        subtyped = subtype_group_words(value)
        if subtyped is not None:  # engine.oracle.grammar.subtype_groups
            return subtyped
        if value == EACH_TARGET and up_to_many_words(self.targets) is not None:
            self.seen.add(0)  # "up to two target creatures" (grammar.up_to_targets)
            return str(up_to_many_words(self.targets))
        if isinstance(value, tuple) and len(value) == 2:
            return f"{self.ref(value[0])} and {self.ref(value[1])}"
        words = {
            "self": "~",
            "it": "it",  # the object with the ability, once a trigger event has named it
            "you": "you",
            "enchanted": "enchanted creature",
            "equipped": "equipped creature",
            "bound:player": "that player",  # the player a trigger event names
            "defending_player": "defending player",  # 508.5 (combat_triggers)
            **PLAYER_WORDS,
            **GROUP_WORDS,
        }
        if not isinstance(value, str) or value not in words:
            raise Unprintable(f"reference {value!r}")
        return words[value]


def print_effects(
    effects: tuple[Instruction, ...],
    targets: tuple[str, ...],
    self_is_it: bool = False,
    event: Mapping[str, str] | None = None,
    counters_on_it: bool = False,
) -> str:
    mentions = _Mentions(targets, self_is_it, event)
    mentions.counters_on_it = self_is_it and counters_on_it
    return _sentences(effects, mentions)


def _sentences(effects: tuple[Instruction, ...], mentions: _Mentions) -> str:
    sentences = _clauses(effects, mentions)
    if not sentences:
        raise Unprintable("no effect")
    # A sentence that ends with a quoted ability ends with its full stop ('... Add {C}."').
    return " ".join(_capitalize(s) + ("" if s.endswith('."') else ".") for s in sentences)


def _clauses(effects: tuple[Instruction, ...], mentions: _Mentions) -> list[str]:
    """The sentences of the effects, each without its capital and full stop."""
    sentences = _Sentences(effects, mentions)
    i = 0
    while i < len(effects):
        sentences.start = i
        current = effects[i]
        if current.kind == "add_mana" and "spend" in current.params:
            # "Add .... Spend this mana only to ..." (106.6, engine.oracle.grammar.spend_only)
            spend = spend_words(current.params["spend"])
            kept = Params({k: v for k, v in current.params.items() if k != "spend"})
            inner = _clauses((replace(current, params=kept),), mentions)
            if spend is None or len(inner) != 1:
                raise Unprintable("a spending restriction")
            sentences.append(inner[0], i + 1)
            sentences.start = i + 1
            sentences.append(spend, i + 1)
            i += 1
            continue
        if kicked_step(current) is not None:
            # "If ~ was kicked, [sentence]." (702.33d): one sentence of instructions that run
            # only if the spell (or the permanent) was kicked.
            j = i
            choice = cast_choice(current)
            while j < len(effects) and cast_choice(effects[j]) == choice:
                j += 1
            stripped = tuple(s for s in map(kicked_step, effects[i:j]) if s is not None)
            named = len(mentions.seen)
            inner = _clauses(stripped, mentions)
            if len(inner) != 1:
                raise Unprintable("a kicked sentence")
            if len(mentions.seen) != named:
                # 702.33g, 702.166d: a target of a kicked (bargained) part is chosen only if the
                # spell is kicked; the engine's spells choose all their targets, so such a
                # sentence isn't applied.
                raise Unprintable("a target chosen only if kicked")
            sentences.append(f"if {choice}, {inner[0]}", j)
            i = j
            continue
        if resolution_counts.nth_step(current) is not None:
            # "If this is the third time this ability has resolved this turn, [sentence]."
            nth = resolution_counts.nth_step(current)
            assert nth is not None
            word = nth[0]
            j = i
            stripped_nth: list[Instruction] = []
            while j < len(effects) and (found := resolution_counts.nth_step(effects[j])):
                if found[0] != word:
                    break
                stripped_nth.append(found[1])
                j += 1
            inner = _clauses(tuple(stripped_nth), mentions)
            if len(inner) != 1:
                raise Unprintable("a counted resolution's sentence")
            sentences.append(resolution_counts.nth_sentence(word, inner[0]), j)
            i = j
            continue
        head = vote_head(current)
        if head is not None:
            # "If [A] gets more votes, [sentence]." / "For each [A] vote, [sentence]."
            # (.vote, 701.38a, 608.2c)
            inner = _clauses(vote_effects(current), mentions)
            if len(inner) != 1:
                raise Unprintable("a vote's sentence")
            sentences.append(f"{head} {inner[0]}", i + 1)
            i += 1
            continue
        if won_step(current) is not None:
            # "If you win, [sentence]." (.clash, 701.30d, 608.2c)
            j = i
            stripped_won: list[Instruction] = []
            while j < len(effects) and (found_won := won_step(effects[j])):
                stripped_won.append(found_won)
                j += 1
            # Oracle names the object again after "If you win," ("put a +1/+1 counter on ~").
            said_it = (mentions.self_is_it, mentions.counters_on_it, mentions.self_named)
            mentions.self_is_it = mentions.counters_on_it = mentions.self_named = False
            inner = _clauses(tuple(stripped_won), mentions)
            mentions.self_is_it, mentions.counters_on_it, mentions.self_named = said_it
            if len(inner) != 1:
                raise Unprintable("an 'if you win' sentence")
            sentences.append(f"if you win, {inner[0]}", j)
            i = j
            continue
        if none_chosen_step(current) is not None:
            # "If you don't, [sentence]." after "you may put ..." (.chosen_cards, 608.2d)
            j = i
            stripped_none: list[Instruction] = []
            condition = current.params.get("if")
            while (
                j < len(effects)
                and effects[j].params.get("if") == condition
                and (found_none := none_chosen_step(effects[j]))
            ):
                stripped_none.append(found_none)
                j += 1
            said_it = (mentions.self_is_it, mentions.counters_on_it, mentions.self_named)
            mentions.self_is_it = mentions.counters_on_it = mentions.self_named = False
            inner = _clauses(tuple(stripped_none), mentions)
            mentions.self_is_it, mentions.counters_on_it, mentions.self_named = said_it
            if len(inner) != 1:
                raise Unprintable("an 'if you don't' sentence")
            said = "can't" if condition == NONE_FOUND else "don't"
            sentences.append(f"if you {said}, {inner[0]}", j)
            i = j
            continue
        controlled = control_condition_parts(current) or target_mana_value_parts(current)
        if controlled is not None and i > 0:
            # "If you control a Desert, [sentence]." after another sentence
            # (.control_conditions, 608.2c); never the first one (603.4).
            inner = _clauses(controlled[1], mentions)
            if len(inner) != 1:
                raise Unprintable("a sentence under 'if you control'")
            sentences.append(f"if {controlled[0]}, {inner[0]}", i + 1)
            i += 1
            continue
        conditioned = conditioned_step(current)
        if conditioned is not None and i > 0:
            # "If it's your turn, [sentence]." after another sentence (.conditional_sentences,
            # 608.2c); never the first one (an intervening "if" there, 603.4).
            stripped_if, j = _same_condition_run(effects, i, conditioned_step)
            inner = _clauses(stripped_if, mentions)
            if len(inner) != 1:
                raise Unprintable("a conditional sentence")
            sentences.append(f"if {conditioned[0]}, {inner[0]}", j)
            i = j
            continue
        then_if = then_if_step(current)
        if then_if is not None and then_if[2] and i > 0:
            # "Then if [condition], [sentence]." after another sentence (.then_if, 608.2c)
            condition = then_if[0]
            same_run = [then_if[1]]
            j = i + 1
            while j < len(effects) and (same := then_if_step(effects[j])) and not same[2]:
                same_run.append(same[1])
                j += 1
            subject = "it" if mentions.self_is_it or mentions.self_named else "~"
            words = self_counters_words(condition, subject)
            words = words or condition_words(condition) or board_condition_words(condition)
            if words is None:
                raise Unprintable(f"condition {condition}")
            removal = removal_words(same_run[0])
            if removal is not None:
                after_removal = [_clauses((r,), mentions) for r in same_run[1:]]
                if any(len(c) != 1 for c in after_removal) or not 1 <= len(after_removal) <= 2:
                    raise Unprintable("a 'then if' removal sentence")
                if len(after_removal) == 1:
                    body = f"{removal} and {after_removal[0][0]}"
                else:
                    last = "then" if same_run[2].joined == THEN else "and"
                    body = f"{removal}, {after_removal[0][0]}, {last} {after_removal[1][0]}"
            else:
                inner = _clauses(tuple(same_run), mentions)
                if len(inner) != 1:
                    raise Unprintable("a 'then if' sentence")
                body = inner[0]
            sentences.append(f"then if {words}, {body}", j)
            i = j
            continue
        if then_if is not None:
            raise Unprintable("a 'then if' sentence opening the effects")
        rider = rider_step(current)
        if rider is not None:
            # "If it's a Vampire, [sentence]." (.target_type_riders, 608.2c)
            stripped_rider, j = _same_condition_run(effects, i, rider_step)
            inner = _clauses(stripped_rider, mentions)
            if len(inner) != 1:
                raise Unprintable("a target-type rider's sentence")
            sentences.append(rider_sentence(rider[0], inner[0]), j)
            i = j
            continue
        if current.kind in OPTIONAL_PAYMENTS:
            # "You may pay {2}. If you do, [sentence]." (603.5, 608.2c); "you may sacrifice ~."
            _only(current, *OPTIONAL_PAYMENTS[current.kind])
            j = i + 1
            # "If you do, ..." or, with "unless": "paid", "If you don't, ..." (608.2c)
            key = "unless" if j < len(effects) and paid_step(effects[j], "unless") else "if"
            while j < len(effects) and paid_step(effects[j], key) is not None:
                j += 1
            paid = tuple(s for s in (paid_step(e, key) for e in effects[i + 1 : j]) if s)
            if current.kind == "may_forage" and not paid:  # "you may forage." (701.61a)
                sentences.append("you may forage", j)
                i = j
                continue
            if current.kind == "may_collect_evidence" and not paid:  # 701.59a
                sentences.append(f"you may collect evidence {_evidence(current)}", j)
                i = j
                continue
            inner = _clauses(paid, mentions) if paid else []
            if len(inner) != 1:
                raise Unprintable("an 'if you do' sentence")
            if current.kind == "may_sacrifice_self":
                offer = f"you may sacrifice {'it' if current.params.get('said_it') else '~'}"
            elif current.kind == "may_pay_energy":  # 107.14
                offer = f"you may pay {energy_symbols(int(current.params.get('count', 1)))}"
            elif current.kind == "may_pay_life":  # 119.4
                offer = f"you may pay {int(current.params.get('life', 1))} life"
            elif current.kind == "may_discard":  # 701.9a
                offer = f"you may discard {_cards(current.params.get('count', 1))}"
            elif current.kind == "may_forage":  # 701.61a
                offer = "you may forage"
            elif current.kind == "may_collect_evidence":  # 701.59a
                offer = f"you may collect evidence {_evidence(current)}"
            elif current.kind == "may_sacrifice_another":  # 701.21a
                kind = str(current.params.get("type", "Creature"))
                if kind not in ("Creature", "Artifact", "Enchantment", "Land"):
                    raise Unprintable("a sacrifice of that type")
                article = "an" if kind[0] in "AE" else "a"
                other = "another" if current.params.get("another", True) else article
                if current.params.get("without"):  # 205.3m
                    other = f"a non-{current.params['without']}"
                offer = f"you may sacrifice {other} {kind.lower()}"
            elif current.kind == "may_behold":  # 701.4a
                quality = str(current.params.get("quality", ""))
                article = "an" if quality[:1].lower() in "aeiou" else "a"
                offer = f"you may behold {article} {quality}"
            elif current.kind == "may_blight":  # 701.68a
                offer = f"you may blight {int(current.params.get('count', 1))}"
            else:
                offer = f"you may pay {current.params.get('cost', '{1}')}"
            sentences.append(offer, i + 1)
            sentences.start = i + 1
            outcome = "if you don't" if key == "unless" else "if you do"
            sentences.append(f"{outcome}, {inner[0]}", j)
            i = j
            continue
        if paid_step(current) is not None or paid_step(current, "unless") is not None:
            raise Unprintable("'if you do' without a payment")
        animated = land_animation.sentence_words(  # "Target land ... It's still a land."
            effects, i, lambda to: _group_subject(to, mentions)
        )
        if animated is not None:
            sentences.append(*animated)
            i = animated[1]
            continue
        try:  # "Until end of turn, target creature has base power and toughness 4/4, ..."
            until_eot = until_end_of_turn.sentence_words(
                effects,
                i,
                lambda to: _group_subject(to, mentions),
                lambda to: to in _PLURAL_GROUPS,
                _pt,
            )
        except ValueError as error:
            raise Unprintable(str(error)) from error
        if until_eot is not None:
            sentences.append(*until_eot)
            i = until_eot[1]
            continue
        animated_by_counters = counted_animation_words(effects, i)  # Chimeric Mass
        if animated_by_counters is not None:
            sentences.append(*animated_by_counters)
            i = animated_by_counters[1]
            continue
        redrawn = discard_then_draw_that_many_words(effects, i)
        if redrawn is not None:  # "Discard all the cards in your hand, then draw that many cards."
            sentences.append(*redrawn)
            i = redrawn[1]
            continue
        x_many = x_targets.sentence_words(effects, i, mentions.targets)
        if x_many is not None:  # "Return X target creature cards from your graveyard ..."
            mentions.seen.update(range(len(mentions.targets)))
            sentences.append(*x_many)
            i = x_many[1]
            continue
        variable = any_number_targets.sentence_words(effects, i, mentions.targets, _add_mana)
        if variable is not None:  # "Any number of target players each lose 2 life."
            mentions.seen.update(range(len(mentions.targets)))
            sentences.append(*variable)
            i = variable[1]
            continue
        repeated = repeated_words(effects, i)  # "Investigate three times."
        if repeated is not None:
            sentences.append(*repeated)
            i = repeated[1]
            continue
        after = effects[i + 1] if i + 1 < len(effects) else None
        if after is not None and kicked_step(after) is not None:
            after = None  # a kicked instruction starts its own sentence
        if after is not None and resolution_counts.nth_step(after) is not None:
            after = None  # so does one that runs only on a counted resolution
        if after is not None and rider_step(after) is not None:
            after = None  # and a target-type rider (.target_type_riders)
        if after is not None and control_condition_parts(after) is not None:
            after = None  # and "if you control a ..." (.control_conditions)
        if after is not None and target_mana_value_parts(after) is not None:
            after = None  # and "if its mana value was ..." (.target_mana_values)
        if after is not None and vote_head(after) is not None:
            after = None  # and a sentence reading a vote (.vote)
        if after is not None and won_step(after) is not None:
            after = None  # and "if you win" after a clash (.clash)
        if after is not None and none_chosen_step(after) is not None:
            after = None  # and "if you don't" after a chosen card (.chosen_cards)
        pair = instead_pair(current, after) if after is not None else None
        if pair is not None:  # "Add {U}. If you played a land this turn, add {B} instead."
            sentences.append(_clause(pair[0], mentions), i + 1)
            sentences.append(f"if {pair[1]}, {_clause(pair[2], mentions)} instead", i + 2)
            i += 2
            continue
        if after is not None and _pump_and_grant(current, after):
            sentences.append(_pump_grant(current, after, mentions), i + 2)
            i += 2
            continue
        if after is not None and _pump_and_grant(after, current):
            sentences.append(_pump_grant(after, current, mentions, keywords_first=True), i + 2)
            i += 2
            continue
        tapped = tapped_this_way_words(current, after) if after else None
        if tapped is not None:  # Ledev Champion (.tapped_this_way, 608.2c)
            sentences.append(tapped[0], i + 1)
            sentences.start = i + 1
            sentences.append(tapped[1], i + 2)
            i += 2
            continue
        castable = free_from_exile_words(current, after, mentions.ref) if after else None
        if castable is not None:  # Release to the Wind (.free_from_exile, 118.9)
            sentences.append(castable[0], i + 1)
            sentences.start = i + 1
            sentences.append(castable[1], i + 2)
            i += 2
            continue
        playable = play_from_exile_words(current, after) if after else None
        if playable is not None:  # Light Up the Stage (.play_from_exile, 601.3)
            sentences.append(playable[0], i + 1)
            sentences.start = i + 1
            for words in playable[1:]:
                sentences.append(words, i + 2)
            i += 2
            continue
        chain = _predicate_chain(effects, i, mentions)
        if chain is not None:  # engine.oracle.grammar.predicate_chains (608.2c)
            sentences.append(chain[0], chain[1])
            i = chain[1]
            continue
        joined = _joined(current, after, mentions) if after is not None else None
        if joined is not None:
            sentences.append(joined, i + 2)
            i += 2
            continue
        also = also_words(effects[i - 1] if i else None, current, lambda s: _clause(s, mentions))
        if also is not None:  # engine.oracle.grammar.also_gain
            sentences.append(also, i + 1)
            i += 1
            continue
        clause = _clause(current, mentions)
        if (
            after is not None
            and (current.kind, after.kind) == ("deal_damage", "gain_life")
            and set(after.params) == {"amount"}
        ):
            clause += " and " + _clause(after, mentions)
            i += 1
        elif after is not None and draws_and_creates(current, after):
            clause = f"draw {_cards(current.params.get('count', 1))} and {_clause(after, mentions)}"
            i += 1
        elif after is not None and discard_then_draw(current, after):
            clause += f", then draws {_cards(after.params.get('count', 1))}"
            i += 1
        elif after is not None and _then_joined(current, after):
            run = repeated_words(effects, i + 1)  # ", then investigate four times" (701.16a)
            if (current.kind, after.kind) == ("proliferate", "proliferate") and not (
                current.params or after.params
            ):
                clause += ", then proliferate again"  # 701.34a (grammar.repeated_actions)
                i += 1
            elif run is not None:
                clause += ", then " + run[0]
                i = run[1] - 1
            else:
                clause += ", then " + _clause(after, mentions)
                i += 1
        elif after is not None and after.joined == AND and _same_condition(current, after):
            clause += " and " + _clause(after, mentions)
            i += 1
        sentences.append(clause, i + 1)
        i += 1
    return sentences.texts


def _counted(value: Any) -> bool:
    """An X defined after the sentence's clause: a count, or a value of an object the ability
    names (engine.oracle.grammar.defined_x)."""
    return isinstance(value, str) and value.startswith((COUNT_PREFIX, DEFINED_X_PREFIX))


def _equal_to_count_words(value: Any) -> str | None:
    """The words of an "equal to [a count]" amount ("equal_to_count:WORD"), None for any other."""
    if not isinstance(value, str) or not value.startswith(EQUAL_TO_COUNT_PREFIX):
        return None
    words = defined_pt.count_words(value.removeprefix(EQUAL_TO_COUNT_PREFIX))
    if words is None:
        raise Unprintable("a count with no words")
    return words


def _per(value: Any) -> int | None:
    """The number of a "for each" amount ("per:N:WORD", "per_bound:N:KEY"), None for any
    other."""
    for prefix in (PER_PREFIX, PER_BOUND_CARD_PREFIX, PER_BOUND_PREFIX):
        if isinstance(value, str) and value.startswith(prefix):
            number = value.removeprefix(prefix).split(":", 1)[0]
            return int(number)
    return None


def _counts_in(value: Any) -> set[str]:
    """The counts a step's amounts name: "X:WORD" for "where X is", "each:WORD" for "for each"."""
    if isinstance(value, str) and value.startswith(DEFINED_X_PREFIX):
        return {"defined:" + value.removeprefix(DEFINED_X_PREFIX)}
    if _counted(value):
        return {"X:" + str(value).removeprefix(COUNT_PREFIX)}
    if isinstance(value, str) and value.startswith(PER_BOUND_CARD_PREFIX):
        # "for each land card milled this way" (grammar.milled_counts)
        return {"milled:" + value.removeprefix(PER_BOUND_CARD_PREFIX).split(":", 1)[1]}
    if isinstance(value, str) and value.startswith(PER_BOUND_PREFIX):
        return {"bound:" + value.removeprefix(PER_BOUND_PREFIX).split(":", 1)[1]}
    if _per(value) is not None:
        return {"each:" + str(value).removeprefix(PER_PREFIX).split(":", 1)[1]}
    if isinstance(value, Params):
        return {w for v in value.values() for w in _counts_in(v)}
    if isinstance(value, tuple):
        return {w for v in value for w in _counts_in(v)}
    return set()


class _Sentences:
    """The sentences printed so far; a sentence whose X is a count ends with ", where X is
    [the count's words]" (engine.oracle.grammar.counted)."""

    def __init__(self, effects: tuple[Instruction, ...], mentions: _Mentions) -> None:
        self.effects = effects
        self.mentions = mentions
        self.start = 0
        self.texts: list[str] = []
        self._opened_with_then: set[int] = set()

    def append(self, text: str, end: int) -> None:
        if (
            self.start < len(self.effects)
            and self.effects[self.start].joined == SENTENCE_THEN
            and self.start not in self._opened_with_then
        ):
            # "Then [sentence]." (engine.oracle.grammar.effects: the card's own word)
            self._opened_with_then.add(self.start)
            text = "then " + text
        counts = {w for step in self.effects[self.start : end] for w in _counts_in(step.params)}
        if len(counts) > 1:
            raise Unprintable("two counts in one sentence")
        if counts:
            form, _, word = counts.pop().partition(":")
            if form == "X":
                words = defined_pt.count_words(word)
                suffix = f", where X is {words}"
            elif form == "defined":  # engine.oracle.grammar.defined_x
                words = defined_x.PHRASES.get(word)
                suffix = f", where X is {words}"
            elif form == "bound":  # engine.oracle.grammar.random_discards
                words = per_vote_words(word) or DISCARDED_EACH_WORDS.get(word)
                suffix = f" for each {words}"
            elif form == "milled":  # engine.oracle.grammar.milled_counts
                words = milled_count_words(f"{PER_BOUND_CARD_PREFIX}1:{word}")
                suffix = f" for each {words}"
            else:
                words = counted.each_words(word)
                suffix = f" for each {words}"
            if words is None:
                raise Unprintable("a count with no words")
            text += suffix
        self.texts.append(text)
        if "~" in text:
            self.mentions.self_named = True


# Instructions Oracle joins with ", then" in one sentence ("Draw a card, then discard a card.",
# "Scry 2, then draw a card.").
_THEN = frozenset(
    {("draw", "discard"), ("scry", "draw"), ("surveil", "draw"), ("discard_hand", "draw")}
    # Triskaidekaphobia (engine.oracle.grammar.life_total_players)
    | {("lose_game", "gain_life"), ("lose_game", "lose_life")}
)


def _predicate_chain(
    effects: tuple[Instruction, ...], i: int, m: _Mentions
) -> tuple[str, int] | None:
    """ "[player] [verb], [verb], and [verb]" (engine.oracle.grammar.predicate_chains): the
    instructions from `i` on that the card joined to the first as predicates of its player, and
    the index after them; None if the next instruction isn't one."""
    current = effects[i]
    if current.kind not in CHAIN_KINDS:
        return None
    player = current.params.get("player", "you")
    end = i + 1
    while (
        end < len(effects)
        and effects[end].joined in PRED_JOINS
        and effects[end].kind in CHAIN_KINDS
        and effects[end].params.get("player", "you") == player
        and _same_condition(current, effects[end])
    ):
        end += 1
    if end == i + 1:
        return None
    text = _clause(current, m)
    for later in effects[i + 1 : end]:
        words = _clause(later, m)
        subject = m.ref(player) + " "
        if words.startswith(subject):
            words = words.removeprefix(subject)
        elif player != "you":
            raise Unprintable("a predicate without its chain's subject")
        text += PRED_WORDS[later.joined] + words
    return text, end


def _same_condition(current: Instruction, after: Instruction) -> bool:
    return current.params.get("if") == after.params.get("if")


def _then_joined(current: Instruction, after: Instruction) -> bool:
    """Whether Oracle joins the two instructions with ", then" in one sentence: the card's text
    said so (Instruction.joined) or the two kinds are always joined that way (_THEN); never
    across a condition only one of them has (608.2c: the condition is the sentence's)."""
    if not _same_condition(current, after):
        return False
    if after.joined == SENTENCE_THEN:  # "Surveil 2. Then draw a card.": the card's own words
        return False
    return after.joined == THEN or (current.kind, after.kind) in _THEN


_PLAYER_AMOUNT = {"player", "amount"}


def _joined(first: Instruction, second: Instruction, m: _Mentions) -> str | None:
    """Two instructions Oracle states in one sentence joined by "and", or None. A gain or loss
    that names "you" joins the instruction before it ("... and you gain 2 life"); one that
    doesn't is a sentence of its own ("You gain 2 life.")."""
    removal = resolution_counts.removal_and_damage_words(first, second, m.ref)
    if removal is not None:  # Ashling the Pilgrim (engine.oracle.grammar.resolution_counts)
        return removal
    a, b = first.params, second.params
    kinds = (first.kind, second.kind)
    if (
        kinds == ("choose_permanent", "return_to_hand")
        and b == Params({"to": "bound:chosen"})
        and a.get("whose", "yours") == "yours"
        and set(a) <= {"type", "whose"}
    ):
        chosen = str(a.get("type", "Permanent")).lower()
        article = "an" if chosen[0] in "aeiou" else "a"
        return f"return {article} {chosen} you control to its owner's hand"
    if (
        kinds == ("lose_life", "gain_life")
        and b.get("player") == "you"
        and set(b) == _PLAYER_AMOUNT
    ):
        if a.get("player", "you") == "you":
            return None
        return f"{_clause(first, m)} and you gain {_amount(b.get('amount', 0))} life"
    another = return_another_words(first, second)  # engine.oracle.grammar.return_another
    if another is not None:
        return another
    owner_discards = owner_discards_words(first, second, lambda s: _clause(s, m), _cards)
    if owner_discards is not None:  # engine.oracle.grammar.owner_discards (108.3)
        return owner_discards
    if kinds == ("mill", "gain_life") and b.get("player") == "you" and set(b) == _PLAYER_AMOUNT:
        # engine.oracle.grammar.and_you_gain
        return f"{_clause(first, m)} and you gain {_amount(b.get('amount', 0))} life"
    if kinds == ("draw", "lose_life") and "player" in a and a.get("player") == b.get("player"):
        _only(first, "player", "count")
        _only(second, "player", "amount")
        lost = _amount(b.get("amount", 0))
        if a["player"] == "you":
            return f"you draw {_cards(a.get('count', 1))} and you lose {lost} life"
        return f"{_clause(first, m)} and loses {lost} life"
    if (
        kinds == ("discard", "lose_life")
        and a.get("player") not in (None, "you")
        and a.get("player") == b.get("player")
        and set(a) == {"player", "count"}
    ):
        # "Each opponent discards a card and loses 2 life." (grammar.effects)
        _only(second, "player", "amount")
        return f"{_clause(first, m)} and loses {_amount(b.get('amount', 0))} life"
    if kinds == ("gain_life", "draw") and b.get("player") is None and a.get("player") == "you":
        _only(first, "player", "amount")
        _only(second, "count")
        return f"you gain {_amount(a.get('amount', 0))} life and draw {_cards(b.get('count', 1))}"
    if kinds == ("tap", "put_counters") and set(a) == {"to"} and b.get("to") == f"that:{a['to']}":
        # "tap target creature and put a stun counter on it" (engine.oracle.grammar
        # .joined_effects): the counters go on the permanent tapped
        on_it = Instruction("put_counters", Params({**b, "to": a["to"]}))
        return f"{_clause(first, m)} and {_clause(on_it, m)}"
    if kinds == ("put_counters", "draw") and set(b) == {"count"}:
        # "put a +1/+1 counter on ~ and draw a card" (engine.oracle.grammar.joined_effects)
        return f"{_clause(first, m)} and draw {_cards(b.get('count'))}"
    if (
        kinds == ("put_counters", "gain_life")
        and set(b) == _PLAYER_AMOUNT
        and b.get("player") == "you"
    ):
        return f"{_clause(first, m)} and you gain {_amount(b.get('amount', 0))} life"
    if (
        kinds == ("modify_pt", "grant_keywords")
        and a.get("to") == b.get("to")
        and set(a) == {"to", "power", "toughness"}
        and b == Params({"to": a.get("to"), "keywords": ("can't be blocked",)})
        and a.get("to") not in _PLURAL_GROUPS
    ):
        # "~ gets +1/+1 until end of turn and can't be blocked this turn" (509.1b)
        return f"{_clause(first, m)} and can't be blocked this turn"
    # engine.oracle.grammar.control_changes, .flicker
    return (
        joined_control_words(first, second, m)
        or flicker_words(first, second, m)
        or exiled_and_returned_transformed_words(first, second)  # 712.14a (.faces)
    )


def _pump_and_grant(first: Instruction, second: Instruction) -> bool:
    return (
        first.kind == "modify_pt"
        and second.kind == "grant_keywords"
        and first.params.get("to") == second.params.get("to")
        and set(first.params) == {"to", "power", "toughness"}
        and set(second.params) == {"to", "keywords"}
        and tuple(second.params.get("keywords", ())) not in _TURN_RESTRICTIONS
    )


def _pump_grant(
    first: Instruction, second: Instruction, mentions: _Mentions, keywords_first: bool = False
) -> str:
    to = first.params.get("to")
    subject = _group_subject(to, mentions)
    plural = to in _PLURAL_GROUPS
    gets, gains = ("get", "gain") if plural else ("gets", "gains")
    if to == EACH_TARGET and up_to_many_words(mentions.targets) is not None:
        if keywords_first:
            raise Unprintable("each of up to N targets gains and gets")
        gets, gains = ("each get", "gain")  # grammar.up_to_targets
    if keywords_first:
        return (
            f"{subject} {gains} {_keywords(second.params)} and {gets} {_pt(first.params)} "
            "until end of turn"
        )
    return (
        f"{subject} {gets} {_pt(first.params)} and {gains} {_keywords(second.params)} "
        "until end of turn"
    )


def _amount(value: Any) -> str:
    if value == "x" or _counted(value):
        return "X"  # a count's X is defined after the sentence's clause ("where X is ...")
    if _per(value) is not None:
        return str(_per(value))  # "... for each [count]" follows the clause
    if is_event_amount(value):
        return "that much"  # the damage a trigger event dealt (120.3), the life gained (119.3)
    if isinstance(value, int):
        return str(value)
    raise Unprintable(f"amount {value!r}")


def _cards(count: Any) -> str:
    count = _per(count) or count
    if is_event_amount(count):
        # the trigger event's amount (engine.oracle.grammar.combat_triggers)
        return "that many cards"
    if count == "x" or _counted(count):
        return "X cards"  # the spell's X, or a count defined by "where X is ..."
    if count == 1:
        return "a card"
    if isinstance(count, int) and count > 1:
        return f"{number_word(count)} cards"
    raise Unprintable(f"card count {count!r}")


def _signed(value: Any, other: Any) -> str:
    if value == "x" or _counted(value):
        return "+X"
    per = _per(value)
    if per is not None:
        value = per
    if isinstance(value, int):
        if value == 0 and isinstance(other, int) and other < 0:
            return "-0"  # Oracle writes "-2/-0": a zero takes the other half's sign
        return f"+{value}" if value >= 0 else str(value)
    raise Unprintable(f"bonus {value!r}")


def _pt(params: Params) -> str:
    power, toughness = params.get("power", 0), params.get("toughness", 0)
    return f"{_signed(power, toughness)}/{_signed(toughness, power)}"


def _keywords(params: Params) -> str:
    found = [str(k).lower() for k in params.get("keywords", ())]
    if len(found) == 1:
        return found[0]
    if len(found) == 2:
        return f"{found[0]} and {found[1]}"
    if len(found) > 2:
        return ", ".join(found[:-1]) + f", and {found[-1]}"
    raise Unprintable("keywords")


def _counters(params: Params) -> str:
    kind, count = str(params.get("kind", "+1/+1")), params.get("count", 1)
    count = _per(count) or count  # "for each ...": the sentence's suffix (grammar.counted)
    if count == 1:
        return f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} counter"
    if count == "x" or _counted(count):  # 107.3m; "where X is" follows the clause
        return f"X {kind} counters"
    if isinstance(count, int) and count > 1:
        return f"{number_word(count)} {kind} counters"
    if is_event_amount(count):  # 120.3 (engine.oracle.grammar.combat_triggers)
        return f"that many {kind} counters"
    raise Unprintable("counters")


# "You may [pay/do this]. If you do, ..." (603.5, 608.2c): the offer's kinds and their parameters.
OPTIONAL_PAYMENTS: dict[str, tuple[str, ...]] = {
    "may_pay": ("cost",),
    "may_sacrifice_self": ("cost", "said_it"),
    "may_pay_energy": ("count",),
    "may_pay_life": ("life",),
    "may_discard": ("count",),
    "may_sacrifice_another": ("type", "another", "without"),
    "may_blight": ("count",),
    "may_behold": ("quality",),
    "may_forage": (),
    "may_collect_evidence": ("count",),
}


def _evidence(step: Instruction) -> int:
    """N of "collect evidence N" (701.59a)."""
    count = step.params.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise Unprintable("collect evidence of that amount")
    return count


def _actor(step: Instruction, m: _Mentions) -> str:
    """The permanent performing a keyword action (701.44a, 701.50a, 701.63a): "it" where the
    sentence's subject may be a pronoun, its name after "and" joins it to a clause of another
    subject ("you lose 1 life and ~ endures 1")."""
    to = step.params.get("to", "self")
    if step.joined == AND and to == "self":
        return m.ref(to)
    return m.subject(to)


def _only(step: Instruction, *allowed: str) -> None:
    extra = set(step.params) - set(allowed)
    if extra:
        raise Unprintable(f"{step.kind} with {sorted(extra)}")


def _verb(subject_ref: Any, base: str, third: str) -> str:
    return base if subject_ref == "you" else third


def _clause(step: Instruction, m: _Mentions) -> str:
    p = step.params
    kind = step.kind
    if (
        kind == "attach"
        and p.get("object") == "self"
        and m.self_is_it
        and isinstance(p.get("to"), int)
    ):
        _only(step, "object", "to")  # 701.3a (engine.oracle.grammar.attached)
        return f"attach it to {m.ref(p.get('to'))}"
    if kind == "attach":
        _only(step, "object", "to")  # 701.3a (engine.oracle.grammar.attach)
        return f"attach {m.ref(p.get('object', 'self'))} to {m.ref(p.get('to'))}"
    equal_to = (
        cards_equal_to_words(kind, p.get("count"))
        or cards_equal_to_power_words(kind, p.get("count"))  # 608.2h (grammar.power_amounts)
        if kind in ("draw", "mill")
        else None
    )
    if equal_to is not None:  # 121.1, 701.17a (engine.oracle.grammar.cards_equal_to)
        _only(step, "player", "count")
        if "player" not in p:
            return equal_to
        verb = _verb(p["player"], kind, kind + "s")
        return f"{m.ref(p['player'])} {verb} {equal_to.removeprefix(kind + ' ')}"
    if kind == "discard_up_to":  # 608.2d, 701.9b (engine.oracle.grammar.event_amounts)
        _only(step, "player", "up_to")
        return discard_up_to_words(p, m.ref)
    if kind in ("draw", "discard"):
        _only(step, "player", "count", *(("additional",) if kind == "draw" else ()))
        cards = _cards(p.get("count", 1))
        if p.get("additional"):  # 504.1 (engine.oracle.grammar.additional_draws)
            cards = additional_cards_words(p.get("count", 1)) or _cards(None)
        if "player" not in p:
            return f"{kind} {cards}"
        verb = _verb(p["player"], kind, kind + "s")
        return f"{m.ref(p['player'])} {verb} {cards}"
    if kind == "mill" and p.get("half") in ("down", "up"):  # 701.17a (grammar.effects)
        _only(step, "player", "half")
        return f"{m.ref(p.get('player', 'you'))} mills half their library, rounded {p['half']}"
    if kind == "mill" and p.get("may") and p.get("player", "you") == "you":
        _only(step, "player", "count", "may")  # engine.oracle.grammar.optional_mill (608.2d)
        return f"you may mill {_cards(p.get('count', 1))}"
    if kind == "mill":
        _only(step, "player", "count")
        if "player" not in p:
            return f"mill {_cards(p.get('count', 1))}"
        verb = _verb(p["player"], "mill", "mills")  # "you mill" (grammar.effects)
        return f"{m.ref(p['player'])} {verb} {_cards(p.get('count', 1))}"
    if kind == "repeat":  # 608.2c (engine.oracle.grammar.repeated_actions)
        repeated = repeat_words(step, lambda inner: _clause(inner, m))
        if repeated is None:
            raise Unprintable("a repeated instruction's words")
        return repeated
    if kind == "put_chosen_card":  # 608.2c, 608.2d (engine.oracle.grammar.chosen_cards)
        chosen = chosen_card_words(step)
        if chosen is None:
            raise Unprintable("a chosen card's words")
        return chosen
    powered = power_amount_words(kind, p, m.subject("self"), m.ref)  # 608.2h
    if powered is not None:
        return powered
    counted = counter_counted_spell_words(kind, p, m.targets, m.ref)  # 601.2c, 608.2b
    if counted is not None:
        return counted
    sacrificed = sacrificed_damage_words(kind, p, m.subject("self"), m.ref)  # 118.8, 120.4b
    if sacrificed is not None:
        return sacrificed
    if kind in ("gain_life", "lose_life"):
        _only(step, "player", "amount")
        who = p.get("player", "you")
        base = "gain" if kind == "gain_life" else "lose"
        verb = _verb(who, base, base + "s")
        if p.get("amount") == "named_source_power":  # engine.oracle.grammar.life_equal_to
            return f"{m.ref(who)} {verb} life equal to ~'s power"
        counted_words = _equal_to_count_words(p.get("amount"))
        if counted_words is not None:  # engine.oracle.grammar.life_equal_to
            return f"{m.ref(who)} {verb} life equal to {counted_words}"
        return f"{m.ref(who)} {verb} {_amount(p.get('amount', 0))} life"
    if kind == "create_token_copy":  # 707.2 (engine.oracle.grammar.copies)
        _only(step, "of")
        return f"create a token that's a copy of {m.ref(p.get('of', 0))}"
    if kind == "deal_damage_divided_evenly":  # engine.oracle.grammar.evenly_divided
        m.seen.add(0)  # the spell's one requirement, its targets named in the plural
        evenly = evenly_words(step, m.targets)
        if evenly is None:
            raise Unprintable("damage divided evenly")
        return evenly
    if kind == "deal_divided_damage":
        _only(step, "amount", "among")
        m.seen.add(0)  # 601.2d: the spell's one requirement, its targets named in the plural
        try:
            return divided_damage_words(step, m.targets)
        except ValueError as error:
            raise Unprintable(str(error)) from error
    if kind == "deal_damage" and "and_to" in p:
        # one sentence, two amounts, dealt at once (120.4): "... and 1 damage to you"
        _only(step, "amount", "to", "and_amount", "and_to")
        second_to = p["and_to"]
        new_target = isinstance(second_to, int) and not isinstance(second_to, bool)
        if p.get("to") == "you" or not (second_to == "you" or new_target):
            raise Unprintable("a second damage recipient")
        first = _clause(
            Instruction(
                "deal_damage", Params({"amount": p.get("amount", 0), "to": p.get("to", 0)})
            ),
            m,
        )
        if new_target and second_to in m.seen:
            raise Unprintable("a second damage recipient named before")
        return f"{first} and {_amount(p.get('and_amount', 0))} damage to {m.ref(second_to)}"
    if kind == "deal_damage":
        _only(step, "amount", "to")
        source = m.subject("self")
        counted_words = _equal_to_count_words(p.get("amount"))
        if counted_words is not None:  # engine.oracle.grammar.life_equal_to
            return f"{source} deals damage to {m.ref(p.get('to', 0))} equal to {counted_words}"
        return f"{source} deals {_amount(p.get('amount', 0))} damage to {m.ref(p.get('to', 0))}"
    simple = {
        "destroy": "destroy",
        "exile": "exile",
        "airbend": "airbend",  # 701.65a (engine.oracle.grammar.keyword_actions)
        "tap": "tap",
        "untap": "untap",
        "transform": "transform",  # 701.27a (engine.oracle.grammar.faces)
        "regenerate": "regenerate",
        "counter": "counter",
        "sacrifice_referenced": "sacrifice",  # 701.21a (engine.oracle.grammar.attachment_triggers)
    }
    if kind in simple:
        _only(step, "to")
        to = p.get("to", 0)
        if kind == "untap" and to == "your_creatures":
            return "untap all creatures you control"  # engine.oracle.grammar.multiple_targets
        return f"{simple[kind]} {'all creatures' if to == 'each_creature' else m.ref(to)}"
    if kind == "shuffle_into_library" and set(p) == {"to"}:
        return f"shuffle {m.ref(p['to'])} into its owner's library"  # 701.24c
    if kind == "exile_if_it_would_die":  # engine.oracle.grammar.dying_replacements (614.1a)
        said = exile_if_it_would_die_words(
            p, lambda to: m.subject(to) if isinstance(to, int) else m.ref(to)
        )
        if said is None:
            raise Unprintable("an exile instead of dying")
        return said
    if kind == "doesnt_untap_next":
        _only(step, "to")
        to = p.get("to", 0)
        if to == "self":
            return f"{m.subject('self')} doesn't untap during your next untap step"
        if to == EACH_TARGET and m.seen:  # engine.oracle.grammar.up_to_targets
            those = those_untap_words(m.targets)
            if those is None:
                raise Unprintable("those targets don't untap")
            return those
        if not isinstance(to, int | str):
            raise Unprintable("doesn't untap")
        return f"{m.subject(to)} doesn't untap during its controller's next untap step"
    if kind == "exile_graveyard":
        _only(step, "player")
        player = p.get("player", 0)
        if not isinstance(player, int) or player >= len(m.targets) or m.targets[player] != "player":
            raise Unprintable("a graveyard")
        m.seen.add(player)
        return "exile target player's graveyard"
    if kind == "double_pt":  # 701.10b (engine.oracle.grammar.double_pt)
        doubled = double_pt_words(p, m.subject)
        if doubled is None:
            raise Unprintable("a doubling")
        return doubled
    if kind == "switch_pt":
        _only(step, "to")
        to = p.get("to", 0)
        if to == "self":
            whose = "~'s"
        elif isinstance(to, int) and to < len(m.targets) and m.targets[to] == "creature":
            whose = m.ref(to) + "'s"
        else:
            raise Unprintable("a switch")
        return f"switch {whose} power and toughness until end of turn"
    if (
        kind == "sacrifice_permanents"
        and p.get("they_control")
        and set(p)
        == {
            "player",
            "type",
            "they_control",
        }
    ):  # engine.oracle.grammar.edicts
        what = chosen_kind_words(str(p.get("type", "Creature")))
        return f"{m.ref(p['player'])} sacrifices {what} they control"
    if kind == "sacrifice_permanents":
        _only(step, "player", "type", "count")
        chosen = str(p.get("type", "Creature")).lower()
        what = chosen_kind_words(str(p.get("type", "Creature")))  # grammar.effects
        if "count" in p and is_event_amount(p["count"]):  # grammar.event_amounts
            if "player" not in p:
                return f"sacrifice that many {chosen}s"
            return f"{m.ref(p['player'])} sacrifices that many {chosen}s"
        if "count" in p:  # engine.oracle.grammar.edicts
            several = several_words(chosen, p["count"])
            if several is None or "player" not in p:
                raise Unprintable("an edict's count")
            return f"{m.ref(p['player'])} sacrifices {several}"
        if "player" not in p:
            return f"sacrifice {what}"
        return f"{m.ref(p['player'])} sacrifices {what}"
    if kind in ("scry", "surveil") and p.get("player") == "you":
        _only(step, "player", "count")  # "you scry 2" (engine.oracle.grammar.player_actions)
        return f"you {kind} {_amount(p.get('count', 1))}"
    if kind == "surveil":
        _only(step, "count")
        return f"surveil {_amount(p.get('count', 1))}"
    if kind == "reorder_top":
        _only(step, "count")
        count = p.get("count", 1)
        if not isinstance(count, int) or count < 2:
            raise Unprintable("a look at the top")
        return (
            f"look at the top {number_word(count)} cards of your library, "
            "then put them back in any order"
        )
    if kind == "get_energy":
        _only(step, "count")
        count = p.get("count", 1)
        if is_event_amount(count):  # 107.14 (engine.oracle.grammar.event_amounts)
            return "you get that many {E}"
        if not isinstance(count, int) or count < 1:
            raise Unprintable("energy")
        return f"you get {energy_symbols(count)}"  # 107.14
    if kind == "investigate" and "player" in p:  # 701.16a (engine.oracle.grammar.player_actions)
        _only(step, "player")
        return f"{m.ref(p['player'])} investigates"
    if kind in ("investigate", "proliferate"):
        _only(step)
        return kind
    if kind == "time_travel":
        _only(step)
        return "time travel"  # 701.56a
    if kind == "search_library":
        return _search(step)
    if kind == "return_to_hand" and p.get("from") == "graveyard":
        _only(step, "to", "from")
        to = p.get("to")
        if _your_graveyard_target(to, m):
            return f"return {m.ref(to)} to your hand"
        if isinstance(to, int) and to < len(m.targets) and m.targets[to] in GRAVEYARD_TARGETS:
            return f"return {m.ref(to)} to its owner's hand"  # a card from any graveyard
        if to != "self":
            raise Unprintable("a return from a graveyard")
        return "return ~ from your graveyard to your hand"
    if kind == "return_to_battlefield" and p.get("from") == "graveyard":
        returned = return_self_words(p)  # engine.oracle.grammar.graveyard_returns (113.6m)
        if returned is None:
            raise Unprintable("a return from a graveyard")
        return returned
    if kind == "return_to_battlefield" and p.get("transformed"):
        returned = returned_transformed_words(step)  # 712.14a (engine.oracle.grammar.faces)
        if returned is None:
            raise Unprintable("a return transformed")
        return returned
    if kind == "return_to_battlefield" and p.get("card") == "bound:died":
        returned = died_return_words(p)  # engine.oracle.grammar.dies_returns
        if returned is None:
            raise Unprintable("a return of the card that died")
        return returned
    if kind == "return_to_battlefield":
        _only(step, "card")
        card = p.get("card")
        if not _your_graveyard_target(card, m):
            raise Unprintable("a return to the battlefield")
        return f"return {m.ref(card)} to the battlefield"
    if kind == "put_into_library":
        _only(step, "to", "position")
        where = {"top": "on top of", "bottom": "on the bottom of"}[str(p.get("position", "top"))]
        if your_library_words(m.targets, p.get("to", 0), p.get("position", "top")):
            return f"put {m.ref(p.get('to', 0))} on top of your library"  # 404.1
        return f"put {m.ref(p.get('to', 0))} {where} its owner's library"
    if kind == "return_to_hand":
        _only(step, "to")
        if p.get("to") == EACH_TARGET:  # engine.oracle.grammar.multiple_targets
            each = each_target_words(m) or m.ref(EACH_TARGET)
            if each is None:
                raise Unprintable("a return of each target")
            return f"return {each} to their owners' hands"
        return f"return {m.ref(p.get('to', 0))} to its owner's hand"
    if kind == "win_game" and not p:
        return "you win the game"  # 104.2b
    if kind == "prevent_damage_from_chosen_color":  # engine.oracle.grammar.color_prevention
        _only(step)
        return CHOSEN_COLOR_PREVENTION
    returned = (
        return_to_hand_words(step)  # 400.7 (grammar.aura_animation, .graveyard_arrivals)
        or graveyard_arrivals_words(step)
        or own_graveyard_loss_words(step)  # 608.2h (grammar.own_graveyard_loss)
    )
    if returned is not None:
        return returned
    if kind == "return_died_card":  # engine.oracle.grammar.optional_sacrifices
        _only(step)
        return "return that card to the battlefield"
    if kind == "sacrifice_self" and "if" in p:  # 608.2c (engine.oracle.grammar.depletion)
        sacrificed = sacrifice_if_none_words(step)
        if sacrificed is None:
            raise Unprintable("a conditional sacrifice")
        return sacrificed
    if kind == "sacrifice_self":
        _only(step)
        return f"sacrifice {m.subject('self')}"  # "it" once a trigger event has named it
    if kind == "sacrifice_unless_pays":
        _only(step, "cost")
        return f"sacrifice {m.subject('self')} unless you pay {p.get('cost')}"
    if kind == "cant_be_regenerated":
        _only(step, "to")
        if p.get("to") == "all_creatures":
            return "they can't be regenerated"
        if not isinstance(p.get("to"), int) or p.get("to") not in m.seen:
            raise Unprintable("can't be regenerated")
        return "it can't be regenerated"
    if kind in ("modify_pt", "grant_keywords") and p.get("duration") == UNTIL_YOUR_NEXT_TURN:
        # 611.2a (engine.oracle.grammar.until_next_turn)
        said = until_next_turn_words(step, m.subject(p.get("to", 0)), _pt)
        if said is None:
            raise Unprintable("an effect until your next turn")
        return said
    if kind == "modify_pt":
        _only(step, "to", "power", "toughness")
        to = p.get("to", 0)
        verb = "get" if to in _PLURAL_GROUPS else "gets"
        if to == EACH_TARGET and up_to_many_words(m.targets) is not None:
            verb = "each get"  # "up to two target creatures each get" (grammar.up_to_targets)
        return f"{_group_subject(to, m)} {verb} {_pt(p)} until end of turn"
    if kind == "grant_keywords":
        _only(step, "to", "keywords")
        to = p.get("to", 0)
        if tuple(p.get("keywords", ())) == (ATTACKS_DESPITE_DEFENDER,):
            # engine.oracle.grammar.attack_despite_defender (702.3b set aside this turn)
            return despite_defender_words(_group_subject(to, m))
        restriction = _TURN_RESTRICTIONS.get(tuple(p.get("keywords", ())))
        if restriction is not None:
            return f"{_group_subject(to, m)} {restriction}"
        verb = "gain" if to in _PLURAL_GROUPS else "gains"
        return f"{_group_subject(to, m)} {verb} {_keywords(p)} until end of turn"
    if kind == "add_mana":
        return _add_mana(step)
    if kind == "put_counters":
        _only(step, "to", "kind", "count")
        on = p.get("to", "self")
        if on == EACH_TARGET and up_to_many_words(m.targets) is not None:
            return f"put {_counters(p)} on each of {m.ref(on)}"  # grammar.up_to_targets
        # "it" once an earlier sentence named the object "~" (Oracle's "Untap ~. Put a +1/+1
        # counter on it.")
        pronoun = m.counters_on_it or (m.self_named and not m.seen)
        return f"put {_counters(p)} on {'it' if on == 'self' and pronoun else m.ref(on)}"
    if kind == "counter_unless_pays":
        _only(step, "to", "cost")
        return f"counter {m.ref(p.get('to', 0))} unless its controller pays {p.get('cost')}"
    if kind == "create_effect":
        return _created_effect(step, m)
    if kind == "create_delayed_trigger":
        _only(step, "step", "effects", "of_source")
        stored = p.get("effects", ())
        if p.get("step") not in ("upkeep", "end_of_combat") or len(stored) != 1:
            raise Unprintable("a delayed trigger")
        inner = Instruction(str(stored[0]["kind"]), stored[0].get("params", Params()))
        if p.get("of_source") and p.get("step") != "end_of_combat":
            raise Unprintable("a delayed trigger on its source")
        if p.get("step") == "end_of_combat":  # 511.2 (engine.oracle.grammar.end_of_combat)
            return f"{_clause(inner, m)} at end of combat"
        return f"{_clause(inner, m)} at the beginning of the next turn's upkeep"
    if kind == "scry":
        _only(step, "count")
        return f"scry {_amount(p.get('count', 1))}"
    if kind == "create_tokens":
        _only(step, "token", "count", "tapped", "attacking")
        if p.get("count", 1) == 1 and not m.seen:  # "it" is the token (grammar.effects)
            m.event[CREATED_IT] = "it"
        if p.get("tapped") and not p.get("attacking"):
            # 110.5: "Create a tapped 2/2 black Zombie creature token." (grammar.effects)
            return _create_tokens(p, tapped=True)
        return _create_tokens(p) + _entering_attacking(p)
    if kind == "reveal_and_take_all":  # 701.20a (engine.oracle.grammar.look_and_take)
        revealed = reveal_and_take_all_words(p)
        if revealed is None:
            raise Unprintable("a reveal of the top")
        return revealed
    if kind == "look_and_choose":  # 608.2c (engine.oracle.grammar.looked_at_choice)
        chose_words = look_and_choose_words(p)
        if chose_words is None:
            raise Unprintable("a look at the top and a card chosen")
        return chose_words
    if kind == "look_and_take":  # 608.2c (engine.oracle.grammar.look_and_take)
        looked = look_and_take_words(p)
        if looked is None:
            raise Unprintable("a look at the top")
        return looked
    if kind == "untap_up_to":  # 608.2d (engine.oracle.grammar.untap_up_to)
        untapped = untap_up_to_words(p)
        if untapped is None:
            raise Unprintable("an untap of chosen permanents")
        return untapped
    if kind == "put_from_hand":  # 608.2c, 305.4 (engine.oracle.grammar.whole_hand)
        put = put_from_hand_words(p)
        if put is None:
            raise Unprintable("a card put from the hand")
        return put
    if kind == "choose_from_revealed_hand":  # 701.20a, 701.9b (grammar.revealed_hands)
        revealed = revealed_hand_words(p, m.ref)
        if revealed is None:
            raise Unprintable("a card chosen from a revealed hand")
        return revealed
    if kind == "discard_hand":  # 701.9a (engine.oracle.grammar.whole_hand)
        _only(step, "player")
        return discard_hand_words(p.get("player", "you"), m.ref)
    if kind == "create_tokens_for" and "player" in p:  # 111.2 (grammar.player_tokens)
        _only(step, "player", "token", "count")
        who = m.ref(p["player"])
        made = _create_tokens(Params({k: v for k, v in p.items() if k != "player"}))
        return f"{who} creates {made.removeprefix('create ')}"
    if kind == "exile_until_leaves":  # 610.3 (engine.oracle.grammar.exile_until_leaves)
        _only(step, "to")
        return f"exile {m.ref(p.get('to', 0))} until ~ leaves the battlefield"
    if kind == "becomes_creature":  # 613.1d (engine.oracle.grammar.artifact_animation)
        animated = artifact_animation_words(p, m.subject(p.get("to", 0)))
        if animated is not None:
            return animated
    if kind == "explore":  # 701.44a (engine.oracle.grammar.explore)
        _only(step, "to", "times", "again")
        explores = f"{_actor(step, m)} explores"
        if p.get("again") and "times" not in p:
            return explores + ", then it explores again"
        times = p.get("times", 1)
        return explores if times == 1 else f"{explores} {_amount(times)} times"
    if kind == "bolster":  # 701.39a (engine.oracle.grammar.keyword_actions)
        _only(step, "count")
        return f"bolster {_amount(p.get('count', 1))}"
    if kind == "support":  # 701.41a (engine.oracle.grammar.keyword_actions)
        _only(step, "to")
        supported = support_words(tuple(m.targets)) if p.get("to") == EACH_TARGET else None
        if supported is None:
            raise Unprintable("support")
        m.seen.add(0)
        return supported
    if kind == "endure":  # 701.63a (engine.oracle.grammar.keyword_actions)
        _only(step, "to", "count")
        return f"{_actor(step, m)} endures {_amount(p.get('count', 1))}"
    if kind == "discover":  # 701.57a (engine.oracle.grammar.keyword_actions)
        _only(step, "count")
        return f"discover {_amount(p.get('count', 1))}"
    if kind in ("manifest", "cloak", "manifest_dread"):  # 701.40a, 701.58a, 701.62a
        return _face_down_put(m, step)
    if kind == "blight":  # 701.68a (engine.oracle.grammar.keyword_actions)
        _only(step, "player", "count")
        if p.get("player", "you") == "you":
            return f"blight {_amount(p.get('count', 1))}"
        return f"{m.ref(p['player'])} blights {_amount(p.get('count', 1))}"
    if kind == "earthbend":  # 701.66a (engine.oracle.grammar.keyword_actions)
        _only(step, "to", "count")
        to = p.get("to")
        if not isinstance(to, int) or to >= len(m.targets) or m.targets[to] != EARTHBENT:
            raise Unprintable("earthbend")
        m.seen.add(to)
        return f"earthbend {_amount(p.get('count', 1))}"
    if kind == "incubate":  # 701.53a (engine.oracle.grammar.keyword_actions)
        _only(step, "count")
        return f"incubate {_amount(p.get('count', 1))}"
    if kind == "populate":  # 701.36a
        _only(step)
        return "populate"
    if kind == "learn":  # 701.48a (engine.mechanics.learn)
        _only(step)
        return "learn"
    if kind == "detain":  # 701.35a
        _only(step, "to")
        return f"detain {m.ref(p.get('to', 0))}"
    if kind == "ring_tempts" and p.get("player", "you") == "you":  # 701.54a (.ring)
        _only(step, "player")
        return RING_WORDS
    villainous = villainous_parts(step)
    if villainous is not None:  # 701.55a (engine.oracle.grammar.villainous_choice)
        who, first_option, second_option = villainous
        options_said: list[str] = []
        for option_steps in (first_option, second_option):
            option_words = _clauses(option_steps, m)
            if len(option_words) != 1:
                raise Unprintable("a villainous choice's option")
            said_one = option_words[0]
            options_said.append(f"you {said_one}" if you_create(option_steps) else said_one)
        return f"{m.subject(who)} {VILLAINOUS_FACES} {_capitalize(options_said[0])}, or {options_said[1]}"
    if kind == "vote":  # 701.38a (engine.oracle.grammar.vote)
        _only(step, "choices")
        # Oracle names the object "~" again in the sentences after a vote ("Put two +1/+1
        # counters on ~ for each sprout vote.")
        m.self_is_it = m.counters_on_it = m.self_named = False
        voted = vote_words(step)
        if voted is None:
            raise Unprintable("a vote")
        return voted
    if kind == "clash":  # 701.30b (engine.oracle.grammar.clash)
        _only(step)
        return "clash with an opponent"
    if kind == "suspect":  # 701.60a (engine.oracle.grammar.suspect)
        _only(step, "to")
        return f"suspect {m.subject(p.get('to', 0))}"
    if kind == "goad":  # 701.15a
        _only(step, "to")
        if p.get("to") == EACH_TARGET and m.seen:  # "goad them" (grammar.keyword_actions)
            return "goad them"
        return f"goad {goad_all_words(p.get('to')) or m.ref(p.get('to', 0))}"
    if kind == "amass":  # 701.47a (engine.oracle.grammar.amass)
        _only(step, "subtype", "count")
        amassed = amass_words(p.get("subtype"), p.get("count", 1))
        if amassed is None:
            raise Unprintable("amass")
        return amassed
    if kind == "venture" and p.get("player", "you") == "you":  # 701.49 (grammar.dungeons)
        _only(step, "player", "into")
        return venture_words(p.get("into"))
    if kind == "abandon_scheme":  # 701.33, 314.7 (engine.oracle.grammar.schemes)
        _only(step)
        return "abandon ~"
    if kind == "take_initiative" and p.get("player", "you") == "you":  # 726.1 (grammar.dungeons)
        _only(step, "player")
        return "you take the initiative"
    if kind == "become_monarch":  # 725.1 (engine.oracle.grammar.monarch)
        _only(step, "player")
        who = p.get("player", "you")
        return monarch_words(who, m.subject(who))
    if kind == "connive" and p.get("count", 1) == 1:  # 701.50a (engine.oracle.grammar.connive)
        _only(step, "to", "count")
        return f"{_actor(step, m)} connives"
    if kind in ("adapt", "monstrosity"):  # 701.46a, 701.37a
        _only(step, "count")
        return f"{kind} {_amount(p.get('count', 1))}"
    if kind == "fight":  # 701.14a (engine.oracle.grammar.combat_keywords)
        _only(step, "to", "with")
        return f"{m.subject(p.get('to', 0))} fights {m.ref(p.get('with', 1))}"
    if kind == "deal_damage_unless_player_takes":  # 118.12a (grammar.unless_dealt_damage)
        try:
            return unless_dealt_damage_words(step, m.subject("self"), m.ref(p.get("to", 0)))
        except ValueError as error:
            raise Unprintable(str(error)) from error
    if kind == "discard_unless_discards":  # 118.12a (engine.oracle.grammar.unless_discarded)
        try:
            return unless_discarded_words(step, m.seen, _cards(p.get("count", 1)))
        except ValueError as error:
            raise Unprintable(str(error)) from error
    if kind in ("look_put_into_graveyard", "may_shuffle"):  # engine.oracle.grammar.looked_at_cards
        try:
            return looked_at_words(step)
        except ValueError as error:
            raise Unprintable(str(error)) from error
    if kind == "gain_protection":  # 702.16a (engine.oracle.grammar.granted_protection)
        try:
            return protection_words(step, m.subject(p.get("to", 0)))
        except ValueError as error:
            raise Unprintable(str(error)) from error
    if kind in ("transform_self", "flip_self"):  # 701.27a, 710.2 (engine.oracle.grammar.faces)
        _only(step, "verb")
        verb = "convert" if p.get("verb") == "convert" else kind.removesuffix("_self")  # 701.28a
        return f"{verb} {m.subject('self')}"
    # 613.1b, 701.12b (engine.oracle.grammar.control_changes); 120.3 (.creature_damage)
    words = control_words(step, m) or creature_damage_words(step, m)
    words = words or life_exchange_words(step, m)  # 701.12c (.life_exchanges)
    words = words or lose_game_words(step)  # 104.3e (.life_total_players)
    words = words or returned_attached_words(step, m.ref)  # 303.4f (.attachment_triggers)
    words = words or tap_or_untap_words(step, m.ref)  # 701.26 (.tap_or_untap)
    words = words or random_discard_words(step)  # 701.9b (.random_discards)
    words = words or player_counters_words(step)  # 122.1 (.experience)
    words = words or spell_copy_words(step, m.ref)  # 707.10d (.spell_copies)
    words = words or delayed_return_words(step, m.ref)  # 603.7 (.delayed_returns)
    words = words or becomes_copy_words(step, m.ref)  # 707.2 (.copies)
    words = words or next_adapt_words(step, m.ref)  # 701.46a (.ability_costs)
    if words is not None:
        return words
    raise Unprintable(f"instruction {kind}")


# Combat restrictions granted until end of turn, as Oracle says them ("can't block this turn";
# engine.rules.combat.restrictions reads them as abilities the creature has).
_TURN_RESTRICTIONS = {
    ("can't block",): "can't block this turn",
    ("can't be blocked",): "can't be blocked this turn",
    # engine.oracle.grammar.block_requirements (509.1c)
    (BLOCKS_EACH_COMBAT,): "blocks this turn if able",
}


def _group_subject(to: Any, m: _Mentions) -> str:
    """Oracle says "all creatures get/gain" where a damage sentence says "each creature"."""
    return "all creatures" if to == "each_creature" else m.subject(to)


def _search(step: Instruction) -> str:
    """701.23: "Search your library for a basic land card, put it onto the battlefield tapped,
    then shuffle." """
    p = step.params
    _only(step, "card", "may", "tapped", "into", "reveal", "that_card", "player", "up_to", *FILTERS)
    try:
        several = searched_cards_words(p)  # 701.23a: "up to two basic land cards"
    except ValueError as err:
        raise Unprintable(str(err)) from err
    if several is not None:
        if (
            p.get("that_card")
            or p.get("into") not in (None, "battlefield", "hand")
            or p.get("player")
        ):
            raise Unprintable("a search for several cards")
        if p.get("into") == "hand":
            if p.get("tapped") or not p.get("reveal"):
                raise Unprintable("several cards into the hand")
            put = ", reveal them, put them into your hand"
        else:
            put = ", put them onto the battlefield" + (" tapped" if p.get("tapped") else "")
        head = "you may search" if p.get("may", True) else "search"
        return f"{head} your library for {several}{put}, then shuffle"
    if any(f in p for f in FILTERS) and search_card_words(p) is None:
        raise Unprintable("a search's filters")
    card = search_card_words(p) or {
        "basic_land": "a basic land card",
        "card": "a card",
        "named_self": "a card named ~",
        "land": "a land card",
        "artifact": "an artifact card",
        "creature": "a creature card",
        "enchantment": "an enchantment card",
        "planeswalker": "a planeswalker card",
        "plains": "a Plains card",
        "island": "an Island card",
        "swamp": "a Swamp card",
        "mountain": "a Mountain card",
        "forest": "a Forest card",
    }.get(str(p.get("card", "basic_land")))
    if card is None:
        raise Unprintable("a search for that card")
    it = "that card" if p.get("that_card") else "it"  # the same card (701.23a)
    head = "you may search" if p.get("may", True) else "search"
    if p.get("into") == "library_top":
        if p.get("tapped") or p.get("that_card"):
            raise Unprintable("a search put on top")
        reveal = ", reveal it" if p.get("reveal") else ""
        return f"{head} your library for {card}{reveal}, then shuffle and put that card on top"
    if p.get("into", "battlefield") in ("hand", "graveyard"):
        if p.get("tapped") or (p.get("reveal") and p.get("that_card")):
            raise Unprintable("a search into the hand, tapped")
        zone = f"your {p['into']}"
        put = f", reveal it, put it into {zone}" if p.get("reveal") else f", put {it} into {zone}"
    else:
        if p.get("reveal"):
            raise Unprintable("a revealed search onto the battlefield")
        put = f", put {it} onto the battlefield" + (" tapped" if p.get("tapped") else "")
    head = "you may search" if p.get("may", True) else "search"
    try:
        searcher = searching_player_head(p)  # 701.23a, 608.2h: "its controller may search"
    except ValueError as err:
        raise Unprintable(str(err)) from err
    if searcher is not None:
        return f"{searcher} for {card}{put}, then shuffle"
    return f"{head} your library for {card}{put}, then shuffle"


def _your_graveyard_target(ref: Any, m: _Mentions) -> bool:
    """Is `ref` a target card in your own graveyard ("target creature card from your
    graveyard")?"""
    if ref == EACH_TARGET:  # "up to two target creature cards from your graveyard"
        many = up_to_many_words(m.targets) is not None
        return many and plain_target(m.targets[0]) in YOUR_GRAVEYARD_TARGETS and not m.seen
    return (
        isinstance(ref, int)
        and ref < len(m.targets)
        and plain_target(m.targets[ref]) in YOUR_GRAVEYARD_TARGETS
        and ref not in m.seen
    )


def _created_effect(step: Instruction, m: _Mentions) -> str:
    p = step.params
    _only(step, "kind", "params", "duration")
    player_rule = player_rule_effect_words(p)  # 119.7, 305.2 (grammar.player_rules)
    if player_rule is not None:
        return player_rule
    inner = p.get("params", Params())
    if (
        p.get("kind") == "prevent_next_damage"
        and p.get("duration") == "end_of_turn"
        and set(inner) == {"recipient", "amount"}
    ):
        recipient = inner["recipient"]
        if isinstance(recipient, str) and recipient.startswith("target:"):
            recipient = int(recipient.split(":", 1)[1])
        return (
            f"prevent the next {_amount(inner['amount'])} damage that would be dealt to "
            f"{m.ref(recipient)} this turn"
        )
    if (
        p.get("kind") == "prevent_all_damage"
        and p.get("duration") == "end_of_turn"
        and inner == Params({"to": "any", "combat_only": True})
    ):
        return "prevent all combat damage that would be dealt this turn"
    if (
        p.get("kind") == "prevent_all_damage"
        and p.get("duration") == "end_of_turn"
        and inner == Params({"to": "you", "combat_only": True})
    ):
        return "prevent all combat damage that would be dealt to you this turn"  # 615.1a
    raise Unprintable(f"effect {p.get('kind')}")


# Oracle's order for the colors of a mana symbol group (as in mana costs): the shortest way
# round the color wheel W-U-B-R-G.
_COLOR_GROUPS = {
    frozenset(group): group
    for group in (
        "WU",
        "UB",
        "BR",
        "RG",
        "GW",
        "WB",
        "UR",
        "BG",
        "RW",
        "GU",
        "WUB",
        "UBR",
        "BRG",
        "RGW",
        "GWU",
        "WBG",
        "URW",
        "BGU",
        "RWB",
        "GUR",
    )
}


def mana_order(symbols: Sequence[str]) -> list[str]:
    colored = [s for s in symbols if s in "WUBRG"]
    group = _COLOR_GROUPS.get(frozenset(colored))
    order = group if group is not None and len(group) == len(set(colored)) else "WUBRG"
    rank = {c: i for i, c in enumerate(order)}
    return sorted(symbols, key=lambda s: rank.get(s, -1))  # colorless first: "{C}{G}"


def _add_mana(step: Instruction) -> str:
    p = step.params
    bundled = bundle_words(p)  # engine.oracle.grammar.mana_abilities
    if bundled is not None:
        _only(step, "bundles", "choose_from", "amount", "mana", "times")
        return bundled
    _only(step, "mana", "choose_from", "times")
    if "times" in p and ("mana" not in p or _per(p["times"]) != 1):
        raise Unprintable("mana added a number of times other than once for each")
    if "mana" in p:
        mana = p["mana"]
        return "add " + "".join(f"{{{k}}}" * int(mana[k]) for k in mana_order(list(mana)))
    spec = p.get("choose_from")
    if spec == "any_color":
        return "add one mana of any color"
    chosen_mana = chosen_mana_words(spec)
    if chosen_mana is not None:
        return chosen_mana
    if isinstance(spec, tuple) and len(spec) == 2:
        return f"add {{{spec[0]}}} or {{{spec[1]}}}"
    if isinstance(spec, tuple) and len(spec) == 3:
        return f"add {{{spec[0]}}}, {{{spec[1]}}}, or {{{spec[2]}}}"
    raise Unprintable("mana")


def _entering_attacking(p: Params) -> str:
    """508.4: " that's tapped and attacking" (engine.oracle.grammar.combat_triggers)."""
    tapped, attacking = p.get("tapped", False), p.get("attacking", False)
    if not attacking:
        if tapped:
            raise Unprintable("tokens entering tapped")
        return ""
    if attacking is not True:
        raise Unprintable("tokens attacking a given player")
    verb = "that's" if p.get("count", 1) == 1 else "that are"
    return f" {verb} {'tapped and ' if tapped else ''}attacking"


def _create_tokens(p: Params, tapped: bool = False) -> str:
    text = _create_untapped_tokens(p)
    if not tapped:
        return text
    for head in (
        "create that many ",
        "create X ",
        "create a ",
        *(f"create {number_word(n)} " for n in range(2, 21)),
    ):
        if text.startswith(head):
            return f"{head}tapped {text.removeprefix(head)}"
    raise Unprintable("tapped tokens")


def _create_untapped_tokens(p: Params) -> str:
    token = p["token"]
    count = p.get("count", 1)
    if set(token) != {"name", "types", "subtypes", "power", "toughness", "colors", "keywords"}:
        raise Unprintable("token")
    name = str(token["name"])
    if name in TOKENS and token == Params(predefined_token(name)):
        # 111.10: a predefined token is created by its name ("Create a Treasure token.")
        if is_event_amount(count):  # 120.3 (engine.oracle.grammar.combat_triggers)
            return f"create that many {name} tokens"
        if count == "x" or _counted(count):  # 107.3; "where X is" follows the clause
            return f"create X {name} tokens"
        if not isinstance(count, int) or count < 1:
            raise Unprintable("token count")
        if count == 1:
            return f"create a {name} token"
        return f"create {number_word(count)} {name} tokens"
    types = {
        ("Creature",): "creature",
        ("Artifact", "Creature"): "artifact creature",
        ("Enchantment", "Creature"): "enchantment creature",
    }
    if tuple(token["types"]) not in types or token["name"] != " ".join(token["subtypes"]):
        raise Unprintable("token")
    colors = [COLOR_WORDS[c] for c in token["colors"]]
    if len(colors) > 2:
        raise Unprintable("token colors")
    color_text = " and ".join(colors) if colors else "colorless"
    if is_event_amount(count):  # 120.3 (engine.oracle.grammar.combat_triggers)
        head, noun = "that many", "tokens"
    elif count == "x" or _counted(count):  # 107.3; "where X is" follows the clause
        head, noun = "X", "tokens"
    elif not isinstance(count, int) or count < 1:
        raise Unprintable("token count")
    else:
        head = "a" if count == 1 else number_word(count)
        noun = "token" if count == 1 else "tokens"
    text = (
        f"create {head} {token['power']}/{token['toughness']} {color_text} "
        f"{' '.join(token['subtypes'])} {types[tuple(token['types'])]} {noun}"
    )
    if token["keywords"]:
        text += " with " + _keywords(Params({"keywords": tuple(token["keywords"])}))
    stated = stated_token_name(token)  # 111.4 (engine.oracle.grammar.token_abilities)
    if stated is not None:
        text += ". " + stated_ability_words(stated, plural=noun == "tokens")
    return text


def _same_condition_run(
    effects: Sequence[Instruction],
    start: int,
    step: Callable[[Instruction], tuple[str, Instruction] | None],
) -> tuple[tuple[Instruction, ...], int]:
    """The steps from `start` that `step` reads under the same condition as the first (one
    sentence "If <condition>, <instructions>."), stripped of it, and the index after them."""
    first = step(effects[start])
    run: list[Instruction] = []
    j = start
    while first is not None and j < len(effects) and (found := step(effects[j])):
        if found[0] != first[0]:
            break
        run.append(found[1])
        j += 1
    return tuple(run), j


def _face_down_put(m: _Mentions, step: Instruction) -> str:
    """ "manifest the top card of your library", "its controller manifests dread", "cloak the
    top two cards of your library", "manifest dread twice" (engine.oracle.grammar.face_down_cards)."""
    _only(step, "player", "count", "from")
    p = step.params
    kind = step.kind
    if p.get("player", "you") == "you":  # what "it" and "that creature" are from here on
        m.event.update({MANIFESTED_IT: "it", MANIFESTED_THAT: "that creature"})
    count = p.get("count", 1)
    player = p.get("player", "you")
    verb = {"manifest": "manifest", "cloak": "cloak", "manifest_dread": "manifest"}[kind]
    if p.get("from", "library") != "library":
        if p["from"] != "hand" or player != "you" or "count" in p or kind == "manifest_dread":
            raise Unprintable(kind)
        return f"{verb} a card from your hand"
    if kind == "manifest_dread":
        if player == "you":
            times = {1: "", 2: " twice"}.get(count) if isinstance(count, int) else None
            if times is None:
                raise Unprintable("manifest dread")
            return f"manifest dread{times}"
        if count != 1:
            raise Unprintable("manifest dread")
        return f"{m.ref(player)} {verb}s dread"
    if not isinstance(count, int) or count < 1:
        raise Unprintable(kind)
    if player == "you":
        cards = "the top card" if count == 1 else f"the top {number_word(count)} cards"
        return f"{verb} {cards} of your library"
    if count != 1:
        raise Unprintable(kind)
    return f"{m.ref(player)} {verb}s the top card of their library"
