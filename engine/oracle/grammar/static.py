"""Static abilities (604): continuous effects while the object is on the battlefield (604.1),
replacement effects that modify how it enters (614.1c-d) and abilities that work on the stack
("can't be countered", 101.2). Each lowers to an effect kind of engine.rules.effects.EFFECT_KINDS."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import StaticAbility
from engine.core.state import Zone
from engine.oracle.grammar.common import number
from engine.oracle.grammar.effects import _pt
from engine.oracle.lowering import LineContext, static_ability
from engine.oracle.subtypes import CREATURE_TYPES, PLURAL_SUBTYPES
from engine.oracle.vocabulary import COLOR_WORDS, number_word
from engine.rules.combat.restrictions import (
    ATTACK_UNLESS_DEFENDER_CONTROLS,
    BLOCKS_ONLY_FLYERS,
    blocked_by,
)
from engine.rules.combat_words import (
    ATTACKS_EACH_COMBAT,
    BLOCKED_BY,
    BLOCKS_EACH_COMBAT,
    CANT_ATTACK,
    CANT_ATTACK_ALONE,
    CANT_BE_BLOCKED,
    CANT_BLOCK,
    CANT_BLOCK_ALONE,
    LURE,
    MUST_BE_BLOCKED,
    ONE_BLOCKER_AT_MOST,
)
from engine.rules.turn_based import DOESNT_UNTAP

COLOR_LETTERS = {word: letter for letter, word in COLOR_WORDS.items()}

GRAMMAR = r"""
static_line: static_body "."
           | player_ability_line
           | choose_as_enters_line
           | chosen_protection_line
           | granted
           | SHOCK_LAND INT SHOCK_LAND_TAPPED -> enters_tapped_unless_pays_life
SHOCK_LAND: "as ~ enters, you may pay"
SHOCK_LAND_TAPPED: "life. if you don't, it enters tapped."
?static_body: SELF ENTERS_TAPPED -> enters_tapped
            | SELF ENTERS_TAPPED UNLESS_YOU_CONTROL NUMWORD OR_FEWER_LANDS -> tapped_unless_at_most
            | SELF ENTERS_TAPPED UNLESS_YOU_CONTROL NUMWORD OR_MORE_LANDS -> tapped_unless_at_least
            | SELF ENTERS_TAPPED UNLESS_YOU_CONTROL LAND_TYPE ("or" LAND_TYPE)? -> tapped_unless_type
            | SELF ENTERS_TAPPED UNLESS_YOU_HAVE NUMWORD OR_MORE_OPPONENTS -> tapped_unless_opponents
            | SELF ENTERS_TAPPED UNLESS_YOU_CONTROL NUMWORD OR_MORE_BASIC_LANDS -> tapped_unless_basics
            | SELF ENTERS_TAPPED UNLESS_YOU_CONTROL A_BASIC_LAND -> tapped_unless_a_basic
            | SELF ENTERS_TAPPED UNLESS_YOU_CONTROL A_LEGENDARY_CREATURE -> tapped_unless_legendary
            | SELF ENTERS_TAPPED UNLESS_A_PLAYER_HAS INT OR_LESS_LIFE -> tapped_unless_low_life
            | SELF ENTERS_TAPPED UNLESS_OPPONENTS_CONTROL NUMWORD OR_MORE_LANDS_ANY -> tapped_unless_opponents_lands
            | SELF CANT_BE_COUNTERED -> cant_be_countered
            | SELF SELF_RESTRICTION -> self_restriction
            | LURE_SELF -> lure
            | LURE_ENCHANTED -> lure_enchanted
            | SELF CANT_BE_BLOCKED_BY blocked_by -> self_blocked_by
            | SELF CANT_ATTACK_UNLESS LAND_TYPE -> self_attacks_only_if_defender_controls
            | SELF "enters with" counter_count "on it" -> enters_with_counters
            | SELF "enters with" "x" PTMOD "counters" "on it" -> enters_with_x_counters
            | attached "gets" PTMOD -> attached_pt
            | attached ATTACHED_RESTRICTION -> attached_restriction
            | attached "has" keywords -> attached_keywords
            | attached "gets" PTMOD "and has" keywords -> attached_pt_keywords
            | attached "has protection from" qualities -> attached_protection
            | attached "gets" PTMOD "and has protection from" qualities -> attached_pt_protection
            | anthem "get" PTMOD -> anthem_pt
            | anthem "have" keywords -> anthem_keywords
            | anthem "get" PTMOD "and have" keywords -> anthem_pt_keywords
            | cda
            | attached_static
            | spell_cost
            | SELF "gets" PTMOD AS_LONG_AS static_condition -> self_pt_while
            | SELF "has" keywords AS_LONG_AS static_condition -> self_keywords_while
AS_LONG_AS: "as long as"
// 509.1c
LURE_SELF: "all creatures able to block ~ do so"
LURE_ENCHANTED: "all creatures able to block enchanted creature do so"
// 601.2f (engine.rules.effects.spell_costs)
spell_cost: cost_spell_kind? COST_SPELLS cost_casters? "cost" MANA COST_CHANGE
cost_spell_kind: COST_SPELL_TYPE -> spell_type
          | COLOR -> spell_color
          | SUBTYPE -> spell_subtype
cost_casters: "you cast" -> casters_you
             | "your opponents cast" -> casters_opponents
COST_SPELLS: "spells"
COST_SPELL_TYPE: "artifact" | "creature" | "enchantment" | "instant" | "sorcery" | "noncreature"
          | "instant and sorcery"
COST_CHANGE: "less to cast" | "more to cast"
CANT_BE_BLOCKED_BY.2: "can't be blocked by"
CANT_ATTACK_UNLESS.2: "can't attack unless defending player controls"
// 509.1b (engine.rules.combat.restrictions.blocked_by)
blocked_by: POWER_AT "or less" -> blocked_by_power_at_most
          | POWER_AT "or greater" -> blocked_by_power_at_least
          | COLOR "creatures" -> blocked_by_words
          | BLOCKED_BY_WORDS -> blocked_by_words
POWER_AT: /creatures with power \d+/
BLOCKED_BY_WORDS: "artifact creatures" | "Walls" | "creatures with flying" | "more than one creature"
                | "creatures with flying or reach"
                | "two or more creatures" | "three or more creatures" | "four or more creatures"
// 611.3a (engine.rules.static_conditions)
static_condition: "you control" LAND_TYPE -> condition_you_control
                | "you control" CONTROLLED_TYPE -> condition_you_control
                | "you control" NUMWORD OR_MORE_CONTROLLED -> condition_you_control_at_least
                | NUMWORD CARDS_IN_GRAVEYARD -> condition_graveyard
                | SELF_CONDITION -> condition_self
CONTROLLED_TYPE: "an artifact" | "an enchantment" | "a creature" | "a planeswalker"
OR_MORE_CONTROLLED: "or more artifacts" | "or more creatures" | "or more lands"
CARDS_IN_GRAVEYARD: "or more cards are in your graveyard"
SELF_CONDITION: "it's attacking" | "it's untapped" | "it's your turn" | "it's bargained"
ENTERS_TAPPED: "enters tapped"
UNLESS_YOU_CONTROL: "unless you control"
UNLESS_YOU_HAVE: "unless you have"
UNLESS_A_PLAYER_HAS: "unless a player has"
UNLESS_OPPONENTS_CONTROL: "unless your opponents control"
OR_MORE_LANDS_ANY: "or more lands"
A_BASIC_LAND: "a basic land"
A_LEGENDARY_CREATURE: "a legendary creature"
OR_MORE_OPPONENTS: "or more opponents"
OR_MORE_BASIC_LANDS: "or more basic lands"
OR_FEWER_LANDS: "or fewer other lands"
OR_MORE_LANDS: "or more other lands"
LAND_TYPE: "a Plains" | "an Island" | "a Swamp" | "a Mountain" | "a Forest"
SELF_RESTRICTION: "can't block" | "can't be blocked" | "can't block and can't be blocked" | "can block only creatures with flying"
                | "can block an additional creature each combat"
                | "can't attack" | "can't attack or block" | "attacks each combat if able"
                | "doesn't untap during your untap step"
                | "must be blocked if able" | "blocks each combat if able"
                | "attacks or blocks each combat if able"
                | "can't attack alone" | "can't block alone" | "can't attack or block alone"
ATTACHED_RESTRICTION: "can't block" | "can't attack" | "can't attack or block" | "can't be blocked"
                    | "can block only creatures with flying"
                    | "attacks each combat if able"
                    | "doesn't untap during its controller's untap step"
CANT_BE_COUNTERED: "can't be countered"
attached: ENCHANTED -> enchanted | EQUIPPED -> equipped
anthem: OTHER? ATTACKING? COLOR? SUBTYPE? CREATURES_YOU_CONTROL
      | OTHER? PLURAL_SUBTYPE CREATURES_YOU_CONTROL
      | CREATURES_OPPONENTS_CONTROL -> anthem_opponents
      | OTHER? chosen_creatures -> anthem_chosen
      | ALL SUBTYPE? CREATURES
      | OTHER? PLURAL_SUBTYPE "you control" -> anthem_of_subtype
      | OTHER? PLURAL_SUBTYPE -> anthem_all_of_subtype
      | OTHER SUBTYPE CREATURES -> anthem_all
      | SUBTYPE CREATURES -> anthem_all_without_all
      | PLURAL_SUBTYPE CREATURES -> anthem_all_without_all
      | COLOR CREATURES -> anthem_all
ATTACKING: "attacking"
OTHER: "other"
ALL: "all"
CREATURES: "creatures"
CREATURES_YOU_CONTROL: "creatures you control"
CREATURES_OPPONENTS_CONTROL: "creatures your opponents control"
"""


# Restrictions and requirements as the abilities the engine reads (a creature "has" them):
# the words after "~" and after "Enchanted creature", and the abilities they mean.
SELF_RESTRICTION_PHRASES: dict[str, tuple[str, ...]] = {
    "can't block": (CANT_BLOCK,),
    "can't be blocked": (CANT_BE_BLOCKED,),
    "can't block and can't be blocked": (CANT_BLOCK, CANT_BE_BLOCKED),  # 509.1a, 509.1b
    "can block only creatures with flying": (BLOCKS_ONLY_FLYERS,),
    "can block an additional creature each combat": (
        "can block an additional creature each combat",
    ),
    "can't attack": (CANT_ATTACK,),
    "can't attack or block": (CANT_ATTACK, CANT_BLOCK),
    "attacks each combat if able": (ATTACKS_EACH_COMBAT,),
    "doesn't untap during your untap step": (DOESNT_UNTAP,),
    "must be blocked if able": (MUST_BE_BLOCKED,),
    "blocks each combat if able": (BLOCKS_EACH_COMBAT,),
    "attacks or blocks each combat if able": (ATTACKS_EACH_COMBAT, BLOCKS_EACH_COMBAT),
    "can't attack alone": (CANT_ATTACK_ALONE,),
    "can't block alone": (CANT_BLOCK_ALONE,),
    "can't attack or block alone": (CANT_ATTACK_ALONE, CANT_BLOCK_ALONE),
}
ATTACHED_RESTRICTION_PHRASES: dict[str, tuple[str, ...]] = {
    "can't block": (CANT_BLOCK,),
    "can't be blocked": (CANT_BE_BLOCKED,),  # 509.1b
    "can block only creatures with flying": (BLOCKS_ONLY_FLYERS,),  # 509.1a
    "can't attack": (CANT_ATTACK,),
    "can't attack or block": (CANT_ATTACK, CANT_BLOCK),
    "attacks each combat if able": (ATTACKS_EACH_COMBAT,),
    "doesn't untap during its controller's untap step": (DOESNT_UNTAP,),
}


# The words of a condition (engine.rules.static_conditions), both ways.
_SELF_CONDITIONS = {
    "it's attacking": "attacking",
    "it's untapped": "untapped",
    "it's your turn": "your_turn",
    "it's bargained": "bargained",  # the spell's own cost change (702.166b, 601.2f)
}
_PLURAL_TYPES = {"artifacts": "Artifact", "creatures": "Creature", "lands": "Land"}


def condition_words(word: object) -> str | None:
    """The Oracle words of a static ability's condition, or None without words for it."""
    if not isinstance(word, str):
        return None
    head, _, arg = word.partition(":")
    for phrase, meant in _SELF_CONDITIONS.items():
        if word == meant:
            return phrase
    if head == "you_control" and arg:
        article = "an" if arg[0] in "AEIOU" else "a"
        what = arg.lower() if arg in _CARD_TYPES else arg  # "an artifact", "a Swamp"
        return f"you control {article} {what}"
    if head == "you_control_at_least":
        kind, _, count = arg.partition(":")
        plural = next((p for p, t in _PLURAL_TYPES.items() if t == kind), None)
        if plural is None or not count.isdigit() or int(count) < 2:
            return None
        return f"you control {number_word(int(count))} or more {plural}"
    if head == "graveyard_at_least" and arg.isdigit() and int(arg) >= 2:
        return f"{number_word(int(arg))} or more cards are in your graveyard"
    return None


_CARD_TYPES = frozenset({"Artifact", "Enchantment", "Creature", "Planeswalker"})


_SPELL_TYPES = {"instant and sorcery": "instant_or_sorcery", "noncreature": "noncreature"}


def spell_kind_words(spells: object) -> str | None:
    """How Oracle names the spells a cost change applies to ("" for every spell)."""
    if not isinstance(spells, str):
        return None
    head, _, arg = spells.partition(":")
    for words, meant in _SPELL_TYPES.items():
        if spells == meant:
            return words
    if spells == "any":
        return ""
    if spells in ("Artifact", "Creature", "Enchantment", "Instant", "Sorcery"):
        return spells.lower()
    if head == "color" and arg in COLOR_WORDS:
        return COLOR_WORDS[arg]
    if head == "subtype" and arg in CREATURE_TYPES:
        return arg
    return None


class StaticLowering:
    ctx: LineContext

    def static_line(self, items: list[tuple[StaticAbility, ...]]) -> tuple[StaticAbility, ...]:
        return items[0]

    def enters_tapped(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", "enters_tapped"),)

    def enters_tapped_unless_pays_life(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        # 614.12a: a replacement applied as it enters, with the payment as a choice.
        return (static_ability("", "enters_tapped_unless_pays_life", life=int(items[1])),)

    # "~ enters tapped unless [condition]." (614.1d): one condition of
    # engine.rules.effects.entering.UNLESS each
    def tapped_unless_at_most(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return _tapped_unless("other_lands_at_most", number(items[3]))

    def tapped_unless_at_least(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return _tapped_unless("other_lands_at_least", number(items[3]))

    def tapped_unless_opponents(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return _tapped_unless("opponents_at_least", number(items[3]))

    def tapped_unless_basics(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return _tapped_unless("basic_lands_at_least", number(items[3]))

    def tapped_unless_a_basic(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return _tapped_unless("basic_lands_at_least", 1)

    def tapped_unless_legendary(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return _tapped_unless("legendary_creature", True)

    def tapped_unless_low_life(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return _tapped_unless("a_player_life_at_most", int(items[3]))

    def tapped_unless_opponents_lands(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return _tapped_unless("opponents_lands_at_least", number(items[3]))

    def tapped_unless_type(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return _tapped_unless("you_control", [str(t).split(" ", 1)[1] for t in items[3:]])

    def cant_be_countered(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        # 101.2: it works while the spell is on the stack.
        return (static_ability("", "cant_be_countered", Zone.STACK, object="self"),)

    def self_restriction(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        """A combat restriction or requirement of the creature itself (508.1a, 508.1d,
        509.1a-b) or an untap restriction (502.3): an ability it has that
        engine.rules.combat.restrictions and engine.rules.turn_based read."""
        words = SELF_RESTRICTION_PHRASES[str(items[1]).lower()]
        return (static_ability("", "gain_keywords", objects=("self",), keywords=words),)

    def blocked_by_power_at_most(self, items: list[Token]) -> str:
        return f"{items[0]} or less"

    def blocked_by_power_at_least(self, items: list[Token]) -> str:
        return f"{items[0]} or greater"

    def blocked_by_words(self, items: list[Token]) -> str:
        return " ".join(str(t) for t in items) + (
            " creatures" if len(items) == 1 and items[0].type == "COLOR" else ""
        )

    def self_blocked_by(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """509.1b: "~ can't be blocked by creatures with power 2 or less.", an ability of the
        attacker that engine.rules.combat.restrictions reads."""
        keyword = f"{BLOCKED_BY}{items[2]}"
        if (
            items[2] != ONE_BLOCKER_AT_MOST.removeprefix(BLOCKED_BY)
            and blocked_by(items[2]) is None
        ):
            raise ValueError(f"no blocking restriction {keyword!r}")
        return (static_ability("", "gain_keywords", objects=("self",), keywords=(keyword,)),)

    def self_attacks_only_if_defender_controls(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """508.1a: "~ can't attack unless defending player controls an Island." (Sea Serpent)"""
        keyword = f"{ATTACK_UNLESS_DEFENDER_CONTROLS}{items[2]}"
        return (static_ability("", "gain_keywords", objects=("self",), keywords=(keyword,)),)

    def lure(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """509.1c: "All creatures able to block ~ do so." (Lure's requirement, on the creature)"""
        return (static_ability("", "gain_keywords", objects=("self",), keywords=(LURE,)),)

    def lure_enchanted(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", "gain_keywords", objects=("enchanted",), keywords=(LURE,)),)

    def attached_restriction(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """The same abilities given to the creature an Aura or Equipment is attached to."""
        words = ATTACHED_RESTRICTION_PHRASES[str(items[1]).lower()]
        return (static_ability("", "gain_keywords", objects=(items[0],), keywords=words),)

    # --- "as long as ..." (611.3a) --------------------------------------------------------
    def condition_you_control(self, items: list[Token]) -> str:
        what = str(items[0]).split(" ", 1)[1]
        return f"you_control:{what.capitalize()}"

    def condition_you_control_at_least(self, items: list[Token]) -> str:
        kind = _PLURAL_TYPES[str(items[1]).removeprefix("or more ")]
        return f"you_control_at_least:{kind}:{number(items[0])}"

    def condition_graveyard(self, items: list[Token]) -> str:
        return f"graveyard_at_least:{number(items[0])}"

    def condition_self(self, items: list[Token]) -> str:
        return _SELF_CONDITIONS[str(items[0]).lower()]

    def self_pt_while(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        power, toughness = _pt(items[1])
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return (
            static_ability(
                "",
                "modify_power_toughness",
                objects=("self",),
                power=power,
                toughness=toughness,
                as_long_as=items[3],
            ),
        )

    def self_keywords_while(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (
            static_ability(
                "", "gain_keywords", objects=("self",), keywords=items[1], as_long_as=items[3]
            ),
        )

    # --- "Artifact spells you cast cost {1} less to cast." (601.2f) ----------------------
    def spell_type(self, items: list[Token]) -> str:
        word = str(items[0]).lower()
        return _SPELL_TYPES.get(word, word.capitalize())

    def spell_color(self, items: list[Token]) -> str:
        return f"color:{COLOR_LETTERS[str(items[0]).lower()]}"

    def spell_subtype(self, items: list[Token]) -> str:
        return f"subtype:{items[0]}"

    def casters_you(self, items: list[Any]) -> str:
        return "you"

    def casters_opponents(self, items: list[Any]) -> str:
        return "opponents"

    def spell_cost(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        spells, casters = "any", "each"
        for item in items:
            if isinstance(item, Token):
                if item.type == "MANA":
                    amount = str(item).strip("{}")
                elif item.type == "COST_CHANGE":
                    more = str(item).startswith("more")
            elif item in ("you", "opponents"):
                casters = item
            else:
                spells = item
        if not amount.isdigit():
            raise ValueError("a cost change of generic mana only")
        generic = int(amount) if more else -int(amount)
        return (
            static_ability(
                "", "modify_spell_cost", spells=spells, casters=casters, generic=generic
            ),
        )

    def enters_with_x_counters(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        # 107.3m: X is the X its spell was cast with (0 if it wasn't cast)
        kind = str(items[1])
        return (static_ability("", "enters_with_counters", kind=kind, count="x"),)

    def enters_with_counters(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        kind, count = items[1]
        return (static_ability("", "enters_with_counters", kind=kind, count=count),)

    # --- "enchanted creature" / "equipped creature" (303.4m, 301.5f) ---------------------
    def _attached_pt(self, who: str, pt: Token) -> StaticAbility:
        power, toughness = _pt(pt)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return static_ability(
            "", "modify_power_toughness", objects=(who,), power=power, toughness=toughness
        )

    def attached_pt(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._attached_pt(items[0], items[1]),)

    def attached_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", "gain_keywords", objects=(items[0],), keywords=items[1]),)

    def attached_pt_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (
            self._attached_pt(items[0], items[1]),
            static_ability("", "gain_keywords", objects=(items[0],), keywords=items[2]),
        )

    def _attached_protection(self, who: str, quality: Any) -> StaticAbility:
        """702.16a: what the permanent is attached to has protection (the protection effect
        kind of engine.rules.effects.protection, bound to it while attached, 303.4m/301.5f)."""
        return static_ability("", "protection", protected=who, **{"from": quality})

    def attached_protection(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._attached_protection(items[0], items[1]),)

    def attached_pt_protection(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (
            self._attached_pt(items[0], items[1]),
            self._attached_protection(items[0], items[2]),
        )

    # --- "[other] [subtype] creatures you control" (anthems, 613.4c / 613.1f) -------------
    def anthem(self, items: list[Token]) -> dict[str, Any]:
        scope: dict[str, Any] = {"creatures": "yours"}
        for token in items:
            if token.type == "OTHER":
                scope["other"] = True
            elif token.type == "ALL":
                scope["creatures"] = "all"
            elif token.type == "SUBTYPE":
                scope["subtype"] = str(token)
            elif token.type == "PLURAL_SUBTYPE":
                # "Other Merfolk creatures you control": a creature type whose plural is the
                # word itself, read as the plural where both could be (205.3m)
                if PLURAL_SUBTYPES.get(str(token)) != str(token):
                    raise ValueError("a plural creature type before 'creatures'")
                scope["subtype"] = str(token)
            elif token.type == "ATTACKING":
                scope["attacking"] = True
            elif token.type == "COLOR":
                scope["color"] = COLOR_LETTERS[str(token).lower()]
        return scope

    def anthem_opponents(self, items: list[Token]) -> dict[str, Any]:
        return {"creatures": "opponents"}

    def anthem_all(self, items: list[Token]) -> dict[str, Any]:
        """ "Other Elf creatures", "White creatures": every player's (613.4c)."""
        return self.anthem(items) | {"creatures": "all"}

    def anthem_all_without_all(self, items: list[Token]) -> dict[str, Any]:
        """ "Minotaur creatures" (Anaba Spirit Crafter): every player's creatures of the type
        (613.4c), as "all Minotaur creatures" would say; kept to print the card's words."""
        return self.anthem(items) | {"creatures": "all", "without_all": True}

    def anthem_all_of_subtype(self, items: list[Token]) -> dict[str, Any]:
        """ "Other Merfolk": every player's permanents of the subtype."""
        return self.anthem_of_subtype(items) | {"creatures": "all"}

    def anthem_of_subtype(self, items: list[Token]) -> dict[str, Any]:
        """ "Other Elves you control": permanents of the subtype, whatever their card types."""
        scope: dict[str, Any] = {"creatures": "yours"}
        if items[0].type == "OTHER":
            scope["other"] = True
        scope |= {"subtype": PLURAL_SUBTYPES[str(items[-1])], "any_type": True}
        return scope

    def anthem_pt(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        power, toughness = _pt(items[1])
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return (
            static_ability(
                "", "modify_power_toughness", power=power, toughness=toughness, **items[0]
            ),
        )

    def anthem_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", "gain_keywords", keywords=items[1], **items[0]),)

    def anthem_pt_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return self.anthem_pt(items[:2]) + self.anthem_keywords([items[0], items[2]])


def _tapped_unless(key: str, value: Any) -> tuple[StaticAbility, ...]:
    return (static_ability("", "enters_tapped", unless={key: value}),)
