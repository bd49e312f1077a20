"""Static abilities that apply only while a condition holds (611.3a), with the condition first or
last, and the conditions beyond those of engine.oracle.grammar.static:

    As long as you control an artifact, ~ gets +2/+0 and has trample.      (Scrapyard Mongrel)
    As long as it's your turn, ~ has first strike.                        (Fresh-Faced Recruit)
    As long as ~ is attacking, it gets +2/+0.                                 (Adanto Vanguard)
    As long as it's your turn, equipped creature has first strike.            (Jousting Lance)
    ~ gets +1/+1 as long as you control another artifact.                     (Court Homunculus)
    ~ has trample as long as it has a +1/+1 counter on it.                          (Baloth Pup)
    ~ has infect as long as an opponent is poisoned.                        (Viridian Betrayers)
    As long as you have 25 or more life, ~ has double strike.                 (Twinblade Paladin)

and with no condition of their own, the abilities a max speed ability grants (702.178a: held
under its condition by engine.oracle.conditional_abilities):

    Max speed — ~ gets +1/+1 and has menace.                                      (Gastal Raider)

Each lowers to the effect kinds "modify_power_toughness" and "gain_keywords" with `as_long_as`
(engine.rules.static_conditions: checked continuously, the effect exists only while the
condition holds). "condition_first" only records that the text names the condition first, so
the card prints back its own words; it changes nothing in the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from engine.cards.model import Ability, StaticAbility
from engine.oracle.grammar.common import number
from engine.oracle.grammar.dungeons import DUNGEON_STATIC_CONDITIONS
from engine.oracle.grammar.effects import _pt
from engine.oracle.grammar.static import condition_words as static_condition_words
from engine.oracle.lowering import LineContext, static_ability
from engine.oracle.vocabulary import number_word
from engine.rules.combat_words import CANT_ATTACK, CANT_BE_BLOCKED, CANT_BLOCK
from engine.rules.keywords import IMPLEMENTED

GRAMMAR = (
    r"""
%extend static_body: AS_LONG_AS static_condition "," SELF cs_effects -> cs_self_first
                   | AS_LONG_AS SELF CS_SELF_STATE "," CS_IT cs_effects -> cs_self_state_first
                   | AS_LONG_AS static_condition "," attached cs_effects -> cs_attached_first
                   | SELF cs_effects -> cs_self
                   | CS_DURING_YOUR_TURN SELF cs_effects -> cs_self_during_your_turn
                   | CS_DURING_YOUR_TURN attached cs_effects -> cs_attached_during_your_turn
                   | SELF "gets" PTMOD "and has" keywords AS_LONG_AS static_condition -> cs_self_gets_has_last
                   | SELF "gets" PTMOD "and" CS_RESTRICTION AS_LONG_AS static_condition -> cs_self_gets_restricted_last
                   | SELF SELF_RESTRICTION AS_LONG_AS static_condition -> cs_self_restricted_last
%extend static_condition: CS_YOU_CONTROL_ANOTHER CS_ANOTHER_WHAT -> cs_another
                        | CS_YOU_CONTROL_ANOTHER SUBTYPE -> cs_another
                        | "you control" CS_ARTICLE SUBTYPE -> cs_you_control_subtype
                        | CS_HAS_COUNTER -> cs_has_counter
                        | CS_OPPONENT_POISONED -> cs_opponent_poisoned
                        | CS_YOU_HAVE INT CS_OR_MORE_LIFE -> cs_life_at_least
                        | CS_OPPONENT_HAS NUMWORD CS_OPPONENT_GRAVEYARD -> cs_opponent_graveyard
                        | CS_THERE_ARE NUMWORD CS_SPELLS_IN_GRAVEYARD -> cs_spells_in_graveyard
                        | CS_IT_TARGETS CS_TARGET_QUALITY -> cs_targets
                        | CS_THERE_ARE NUMWORD CS_CARD_TYPES_IN_GRAVEYARD -> cs_card_types_in_graveyard
                        | CS_THERE_ARE NUMWORD CS_PERMANENT_CARDS_IN_GRAVEYARD -> cs_permanent_cards_in_graveyard
                        | CS_CITYS_BLESSING -> cs_citys_blessing
                        | CS_PLAYER_STATE -> cs_player_state
cs_effects: "gets" PTMOD -> cs_gets
          | "has" keywords -> cs_has
          | "gets" PTMOD "and has" keywords -> cs_gets_has
          | CS_RESTRICTION -> cs_restricted
          | "gets" PTMOD "and" CS_RESTRICTION -> cs_gets_restricted
// 611.3a with the condition "it's your turn" (engine.rules.static_conditions "your_turn")
CS_DURING_YOUR_TURN: "during your turn,"
// 509.1a-b: restrictions the creature has while the condition holds (the phrases of
// engine.oracle.grammar.static)
CS_RESTRICTION: "can't block" | "can't be blocked" | "can't attack" | "can't attack or block"
// 207.2c delirium: the card types (205.2a) among cards in your graveyard
CS_CARD_TYPES_IN_GRAVEYARD: "or more card types among cards in your graveyard"
// descend (207.2c): permanent cards (110.4a) in your graveyard
CS_PERMANENT_CARDS_IN_GRAVEYARD: "or more permanent cards in your graveyard"
// 702.131c: the city's blessing, a designation of the player
CS_CITYS_BLESSING: "you have the city's blessing"
// 309.7: a dungeon completed; 726.1: the initiative (engine.oracle.grammar.dungeons)
CS_PLAYER_STATE: """
    + " | ".join(f'"{w}"' for w in DUNGEON_STATIC_CONDITIONS.values())
    + r"""
CS_SELF_STATE: "is attacking"
CS_IT: "it"
CS_YOU_CONTROL_ANOTHER: "you control another"
CS_ANOTHER_WHAT: "artifact" | "creature" | "enchantment" | "land" | "multicolored permanent"
CS_ARTICLE: "a" | "an"
CS_HAS_COUNTER: "it has a +1/+1 counter on it"
CS_OPPONENT_POISONED: "an opponent is poisoned"
CS_YOU_HAVE: "you have"
CS_OR_MORE_LIFE: "or more life"
CS_OPPONENT_HAS: "an opponent has"
CS_OPPONENT_GRAVEYARD: "or more cards in their graveyard"
CS_THERE_ARE: "there are"
// 601.2c, 601.2f: a spell's own cost reduction by what it targets (engine.rules.static_conditions)
CS_IT_TARGETS: "it targets"
CS_TARGET_QUALITY: "a tapped creature" | "an attacking creature" | "a blocking creature"
                 | "an attacking or tapped creature"
CS_SPELLS_IN_GRAVEYARD: "or more instant and/or sorcery cards in your graveyard"
"""
)

# The condition words the leading "As long as ~ is attacking, it ..." names (the object
# itself is the subject of both halves).
_SELF_STATES = {"is attacking": "attacking"}
_ANOTHER = {
    "artifact": "Artifact",
    "creature": "Creature",
    "enchantment": "Enchantment",
    "land": "Land",
    "multicolored permanent": "multicolored",
}
_TARGET_QUALITIES = {
    "a tapped creature": "tapped_creature",
    "an attacking creature": "attacking_creature",
    "a blocking creature": "blocking_creature",
    "an attacking or tapped creature": "attacking_or_tapped_creature",
}
# "During your turn, ~ has first strike." (611.3a): the condition of
# engine.rules.static_conditions whose words always come first.
DURING_YOUR_TURN = "during_your_turn"
# The restrictions a creature has while a condition holds (509.1a-b), by their words.
_RESTRICTIONS: dict[str, tuple[str, ...]] = {
    "can't block": (CANT_BLOCK,),
    "can't be blocked": (CANT_BE_BLOCKED,),
    "can't attack": (CANT_ATTACK,),
    "can't attack or block": (CANT_ATTACK, CANT_BLOCK),
}
_RESTRICTION_KEYWORDS = frozenset(k for meant in _RESTRICTIONS.values() for k in meant)
_SUBJECTS = {
    ("self",): "~",
    ("enchanted",): "enchanted creature",
    ("equipped",): "equipped creature",
}


def condition_phrase(word: object) -> str | None:
    """The words of a condition: this module's, else engine.oracle.grammar.static's."""
    if not isinstance(word, str):
        return None
    head, _, arg = word.partition(":")
    if head == "you_control_another" and arg:
        what = next((w for w, meant in _ANOTHER.items() if meant == arg), arg)
        return f"you control another {what}"
    if word == "has_counter:+1/+1":
        return "it has a +1/+1 counter on it"
    if word == "opponent_poisoned":
        return "an opponent is poisoned"
    if head == "targets" and arg in _TARGET_QUALITIES.values():
        quality = next(w for w, q in _TARGET_QUALITIES.items() if q == arg)
        return f"it targets {quality}"
    if head == "life_at_least" and arg.isdigit():
        return f"you have {int(arg)} or more life"
    if head == "opponent_graveyard_at_least" and arg.isdigit() and int(arg) >= 2:
        return f"an opponent has {number_word(int(arg))} or more cards in their graveyard"
    if head == "instants_sorceries_in_graveyard_at_least" and arg.isdigit() and int(arg) >= 2:
        return (
            f"there are {number_word(int(arg))} or more instant and/or sorcery cards in your "
            "graveyard"
        )
    if head == "card_types_in_graveyard_at_least" and arg.isdigit() and int(arg) >= 2:
        return f"there are {number_word(int(arg))} or more card types among cards in your graveyard"
    if head == "permanent_cards_in_graveyard_at_least" and arg.isdigit() and int(arg) >= 2:
        return f"there are {number_word(int(arg))} or more permanent cards in your graveyard"
    if word == DURING_YOUR_TURN:
        return "during your turn"
    if word == "citys_blessing":
        return "you have the city's blessing"
    if isinstance(word, str) and word in DUNGEON_STATIC_CONDITIONS:
        return DUNGEON_STATIC_CONDITIONS[word]
    return static_condition_words(word)


def _own(word: object) -> bool:
    """Is this one of this module's conditions (engine.oracle.grammar.static prints the rest)?"""
    return condition_phrase(word) is not None and static_condition_words(word) is None


def _signed(value: Any, other: Any) -> str:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"bonus {value!r}")
    if value == 0 and isinstance(other, int) and other < 0:
        return "-0"
    return f"+{value}" if value >= 0 else str(value)


def _keyword_list(keywords: Sequence[Any]) -> str:
    found = [str(k).lower() for k in keywords]
    if len(found) == 1:
        return found[0]
    if len(found) == 2:
        return f"{found[0]} and {found[1]}"
    return ", ".join(found[:-1]) + f", and {found[-1]}"


def _restriction_phrase(keywords: Any) -> str | None:
    """ "can't block": the restriction a creature has (CS_RESTRICTION), or None."""
    if not isinstance(keywords, tuple):
        return None
    return next((w for w, meant in _RESTRICTIONS.items() if meant == keywords), None)


def _body(statics: Sequence[StaticAbility]) -> str | None:
    """ "gets +2/+0", "has trample", "gets +2/+0 and has trample", "gets +2/+2 and can't
    block", "can't be blocked" (None: other effects)."""
    kinds = tuple(a.effect for a in statics)
    if kinds not in (
        ("modify_power_toughness",),
        ("gain_keywords",),
        ("modify_power_toughness", "gain_keywords"),
    ):
        return None
    parts = []
    for ability in statics:
        extra = set(ability.params) - {"objects", "as_long_as", "condition_first"}
        if ability.effect == "modify_power_toughness":
            if extra != {"power", "toughness"}:
                return None
            p, t = ability.params["power"], ability.params["toughness"]
            parts.append(f"gets {_signed(p, t)}/{_signed(t, p)}")
        else:
            if extra != {"keywords"} or not ability.params["keywords"]:
                return None
            restriction = _restriction_phrase(ability.params["keywords"])
            if restriction is not None:
                parts.append(restriction)
            elif any(k in _RESTRICTION_KEYWORDS for k in ability.params["keywords"]):
                return None
            else:
                parts.append(f"has {_keyword_list(ability.params['keywords'])}")
    return " and ".join(parts)


def conditional_static_words(abilities: Sequence[Ability]) -> str | None:
    """The line of these abilities when they are one of this module's (None: not one)."""
    if not 1 <= len(abilities) <= 2 or not all(isinstance(a, StaticAbility) for a in abilities):
        return None
    statics = [a for a in abilities if isinstance(a, StaticAbility)]
    first = statics[0]
    params = first.params
    if "as_long_as" not in params:
        return _unconditional_words(statics)
    if any(
        a.params.get(k) != params.get(k)
        for a in statics[1:]
        for k in ("objects", "as_long_as", "condition_first")
    ):
        return None
    leading = bool(params.get("condition_first"))
    restricted = _restriction_phrase(params.get("keywords")) is not None
    if not leading and len(statics) == 1 and not _own(params["as_long_as"]) and not restricted:
        return None  # engine.oracle.grammar.static's own line
    objects = params.get("objects")
    subject = _SUBJECTS.get(objects) if isinstance(objects, tuple) else None
    condition = condition_phrase(params["as_long_as"])
    try:
        body = _body(statics)
    except ValueError:
        return None
    if subject is None or condition is None or body is None:
        return None
    if params["as_long_as"] == DURING_YOUR_TURN:
        return f"During your turn, {subject} {body}." if leading else None
    if not leading:
        if subject != "~":
            return None
        return f"~ {body} as long as {condition}."
    state = next((w for w, meant in _SELF_STATES.items() if meant == params["as_long_as"]), None)
    if state is not None:
        if subject != "~":
            return None
        return f"As long as ~ {state}, it {body}."
    return f"As long as {condition}, {subject} {body}."


def _unconditional_words(statics: Sequence[StaticAbility]) -> str | None:
    """ "~ gets +1/+1 and has menace." with no condition (None: not such abilities)."""
    if any(
        set(a.params) & {"as_long_as", "condition_first"} or a.params.get("objects") != ("self",)
        for a in statics
    ):
        return None
    words = [k for a in statics for k in a.params.get("keywords", ())]
    if not all(str(k).lower() in IMPLEMENTED for k in words):
        return None  # a restriction held as a keyword ("can't block alone"): another printer's
    try:
        body = _body(statics)
    except ValueError:
        return None
    return None if body is None else f"~ {body}."


class ConditionalStaticLowering:
    ctx: LineContext

    def cs_gets(self, items: list[Any]) -> list[tuple[str, dict[str, Any]]]:
        power, toughness = _pt(items[0])
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return [("modify_power_toughness", {"power": power, "toughness": toughness})]

    def cs_has(self, items: list[Any]) -> list[tuple[str, dict[str, Any]]]:
        return [("gain_keywords", {"keywords": items[-1]})]

    def cs_gets_has(self, items: list[Any]) -> list[tuple[str, dict[str, Any]]]:
        return self.cs_gets(items[:1]) + self.cs_has(items[1:])

    def cs_restricted(self, items: list[Token]) -> list[tuple[str, dict[str, Any]]]:
        # 509.1a-b: the restriction is an ability the creature has while the condition holds
        words = _RESTRICTIONS.get(str(items[-1]).lower())
        if words is None:
            raise ValueError("a restriction with no condition words")
        return [("gain_keywords", {"keywords": words})]

    def cs_gets_restricted(self, items: list[Any]) -> list[tuple[str, dict[str, Any]]]:
        return self.cs_gets(items[:1]) + self.cs_restricted(items[1:])

    def cs_self_during_your_turn(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return self._abilities("self", DURING_YOUR_TURN, items[-1], True)

    def cs_attached_during_your_turn(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return self._abilities(items[1], DURING_YOUR_TURN, items[-1], True)

    def cs_self_gets_has_last(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        pt, keywords = _typed(items, "PTMOD"), items[-3]
        effects = self.cs_gets([pt]) + self.cs_has([keywords])
        return self._abilities("self", items[-1], effects, False)

    def cs_self_gets_restricted_last(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        pt, restriction = _typed(items, "PTMOD"), _typed(items, "CS_RESTRICTION")
        effects = self.cs_gets([pt]) + self.cs_restricted([restriction])
        return self._abilities("self", items[-1], effects, False)

    def cs_self_restricted_last(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        restriction = self.cs_restricted([_typed(items, "SELF_RESTRICTION")])
        return self._abilities("self", items[-1], restriction, False)

    def _abilities(
        self,
        who: str,
        condition: str,
        effects: list[tuple[str, dict[str, Any]]],
        first: bool,
    ) -> tuple[StaticAbility, ...]:
        more: dict[str, Any] = {"as_long_as": condition}
        if first:
            more["condition_first"] = first
        return tuple(
            static_ability("", kind, objects=(who,), **params, **more) for kind, params in effects
        )

    def cs_self(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return tuple(
            static_ability("", kind, objects=("self",), **params) for kind, params in items[-1]
        )

    def cs_self_first(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return self._abilities("self", items[1], items[-1], True)

    def cs_self_state_first(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        condition = _SELF_STATES[str(items[2]).lower()]
        return self._abilities("self", condition, items[-1], True)

    def cs_attached_first(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return self._abilities(items[2], items[1], items[-1], True)

    # --- conditions ------------------------------------------------------------------------
    def cs_targets(self, items: list[Token]) -> str:
        return f"targets:{_TARGET_QUALITIES[str(items[1]).lower()]}"

    def cs_another(self, items: list[Token]) -> str:
        what = str(items[1])
        if items[1].type == "SUBTYPE":
            return f"you_control_another:{what}"
        return f"you_control_another:{_ANOTHER[what.lower()]}"

    def cs_you_control_subtype(self, items: list[Token]) -> str:
        article, subtype = str(items[0]).lower(), str(items[1])
        if article != ("an" if subtype[0] in "AEIOU" else "a"):
            raise ValueError("an article that doesn't print back")
        return f"you_control:{subtype}"

    def cs_has_counter(self, items: list[Token]) -> str:
        return "has_counter:+1/+1"

    def cs_opponent_poisoned(self, items: list[Token]) -> str:
        return "opponent_poisoned"

    def cs_life_at_least(self, items: list[Token]) -> str:
        return f"life_at_least:{int(items[1])}"

    def cs_opponent_graveyard(self, items: list[Token]) -> str:
        return f"opponent_graveyard_at_least:{number(items[1])}"

    def cs_spells_in_graveyard(self, items: list[Token]) -> str:
        return f"instants_sorceries_in_graveyard_at_least:{number(items[1])}"

    def cs_card_types_in_graveyard(self, items: list[Token]) -> str:
        return f"card_types_in_graveyard_at_least:{_at_least_two(items[1])}"

    def cs_permanent_cards_in_graveyard(self, items: list[Token]) -> str:
        return f"permanent_cards_in_graveyard_at_least:{_at_least_two(items[1])}"

    def cs_citys_blessing(self, items: list[Token]) -> str:
        return "citys_blessing"

    def cs_player_state(self, items: list[Token]) -> str:
        words = str(items[0]).lower()
        return next(k for k, w in DUNGEON_STATIC_CONDITIONS.items() if w == words)


def _typed(items: list[Any], kind: str) -> Token:
    return next(i for i in items if isinstance(i, Token) and i.type == kind)


def _at_least_two(word: Token) -> int:
    count = number(word)
    if count < 2:
        raise ValueError("'one or more' is written 'a'")
    return count
