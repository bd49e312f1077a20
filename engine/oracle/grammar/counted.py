"""Amounts defined by a count (107.3a, 608.2h): "Target creature gets +X/+X until end of turn,
where X is the number of creatures you control." The sentence's X is the count, computed once
as the spell or ability resolves (608.2h), from the point of view of its controller (109.5).
"... +1/+1 until end of turn for each creature you control": each number of the sentence is
that many for each (engine.vocabulary.amounts.PerCount, "per:N:WORD").

The counts are the ones characteristic-defining abilities already read (engine.oracle.grammar
.defined_pt's `count`, computed by engine.rules.defined_pt); an amount spells one as
"count:WORD" (engine.vocabulary.amounts.CountOf), and the printer writes the sentence's X back
with ", where X is ..." from the same words.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cards.model import Instruction
from engine.core.state import Params
from engine.oracle.grammar.counts import each_phrase
from engine.oracle.lowering import Effects, LineContext
from engine.vocabulary.amounts import COUNT_PREFIX, PER_PREFIX

BLOCKING_SELF = "creatures_blocking_self"
BLOCKING_SELF_BEYOND_FIRST = "creatures_blocking_self_beyond_first"
# "for each [thing]": the counts of engine.rules.defined_pt in the singular.
FOR_EACH_PHRASES: dict[str, str] = {
    "type_you_control:Creature": "creature you control",
    "type_you_control:Land": "land you control",
    "type_you_control:Artifact": "artifact you control",
    "type_you_control:Enchantment": "enchantment you control",
    "cards_in_your_hand": "card in your hand",
    "creature_cards_in_your_graveyard": "creature card in your graveyard",
    "cards_in_your_graveyard": "card in your graveyard",
    "instant_and_sorcery_cards_in_your_graveyard": "instant and sorcery card in your graveyard",
    "creature_cards_in_all_graveyards": "creature card in all graveyards",
    "cards_in_all_graveyards": "card in all graveyards",
    "creatures_on_battlefield": "creature on the battlefield",
    "basic_land_types_you_control": "basic land type among lands you control",
    # engine.oracle.grammar.counted_statics
    "other_type_on_battlefield:Enchantment": "other enchantment on the battlefield",
    "other_type_on_battlefield:Creature": "other creature on the battlefield",
    "other_type_on_battlefield:Artifact": "other artifact on the battlefield",
    "subtype_on_battlefield:Aura": "Aura on the battlefield",
    "subtype_you_control:Gate": "Gate you control",
    "subtype_you_control:Equipment": "Equipment you control",
    "poison_counters_opponents": "poison counter your opponents have",
    # 122.1: a player's counters (engine.mechanics.player_counters)
    "counters_you_have:experience": "experience counter you have",
    "creature_cards_in_opponents_graveyards": "creature card in your opponents' graveyards",
    "other_creatures_named_self_you_control": "other creature you control named ~",
    "attacking_creatures_you_control": "attacking creature you control",
    "creatures_in_your_party": "creature in your party",
    "opponents_you_have": "opponent you have",  # 102.2, 102.3
    # a spell's own cost (601.2f, engine.mechanics.evenly_divided_damage)
    "targets_beyond_first": "target beyond the first",
    # 509.1h: the creatures blocking the object with the ability ("it gets +1/+1 until end of
    # turn for each creature blocking it"), counted as the ability resolves (608.2h)
    BLOCKING_SELF: "creature blocking it",
    BLOCKING_SELF_BEYOND_FIRST: "creature blocking it beyond the first",  # as rampage (702.23a)
}
_PHRASE_WORDS = {phrase: word for word, phrase in FOR_EACH_PHRASES.items()}
# The numbers of a sentence that "for each" multiplies, by instruction kind.
PER_PARAMS: dict[str, tuple[str, ...]] = {
    "modify_pt": ("power", "toughness"),
    "gain_life": ("amount",),
    "lose_life": ("amount",),
    "deal_damage": ("amount",),
    "draw": ("count",),
    "mill": ("count",),
    "put_counters": ("count",),  # "put a +1/+1 counter on ~ for each ..." (122.1)
    "add_mana": ("times",),  # "Add {G} for each creature you control." (106.4): the bundle
}

GRAMMAR = (
    r"""
%extend sentence: clause "," CNT_WHERE_X_IS count "." -> where_x_sentence
                | clause CNT_FOR_EACH each_count "." -> for_each_sentence
// after ", then [clause]" (608.2c): X wherever it is; "for each" counts the last clause's numbers
// only ("mill three cards, then put a +1/+1 counter on ~ for each creature card in your graveyard")
                | clause _COMMA_THEN clause "," CNT_WHERE_X_IS count "." -> then_where_x_sentence
                | clause _COMMA_THEN clause CNT_FOR_EACH each_count "." -> then_for_each_sentence
CNT_WHERE_X_IS: "where x is"
CNT_FOR_EACH: "for each"
// "[Subtype] you control", "snow permanent you control", ...: engine.oracle.grammar.counts
each_count: CNT_EACH_FIXED -> each_fixed
          | CNT_OTHER_ATTACKING SUBTYPE -> each_other_attacking_subtype
CNT_OTHER_ATTACKING.2: "other attacking"
CNT_EACH_FIXED: /(?:"""
    + "|".join(sorted(FOR_EACH_PHRASES.values(), key=lambda p: (-len(p), p)))
    + r""")(?![\w'-])/
"""
)


def each_words(word: str) -> str | None:
    """The words after "for each" for a count (None: none)."""
    if word in FOR_EACH_PHRASES:
        return FOR_EACH_PHRASES[word]
    head, _, arg = word.partition(":")
    if head in ("subtype_you_control", "lands_of_type") and arg:
        return f"{arg} you control"
    if head == "subtype_on_battlefield" and arg:
        return f"{arg} on the battlefield"
    if head == "other_attacking_subtype" and arg:
        return f"other attacking {arg}"
    return each_phrase(word)


class NoX(Exception):
    """The sentence has no X for "where X is" to define."""


def _counted(value: Any, word: str, found: list[bool], prefix: str) -> Any:
    if value == "x":
        found.append(True)
        return f"{prefix}{word}"
    if isinstance(value, Params):
        return Params({k: _counted(v, word, found, prefix) for k, v in value.items()})
    if isinstance(value, tuple):
        return tuple(_counted(v, word, found, prefix) for v in value)
    return value


def with_count(effects: Effects, word: str, prefix: str = COUNT_PREFIX) -> Effects:
    """The effects with each X replaced by the count (NoX when there is none); `prefix`: the
    amount's kind (a count, or engine.oracle.grammar.defined_x's value of an object)."""
    found: list[bool] = []
    # replace keeps how the card's words joined the instruction (Instruction.joined)
    counted = tuple(
        replace(step, params=_counted(step.params, word, found, prefix)) for step in effects
    )
    if not found:
        raise NoX(f"no X for {word!r}")
    return counted


def per_count(effects: Effects, word: str) -> Effects:
    """Each number the sentence states, that many for each of the count (NoX if it has none)."""
    found: list[bool] = []
    counted: list[Instruction] = []
    for step in effects:
        params = dict(step.params)
        if step.kind == "add_mana" and "mana" in params:
            params.setdefault("times", 1)  # a fixed bundle, that many times for each
        for name in PER_PARAMS.get(step.kind, ()):
            value = params.get(name)
            if isinstance(value, int) and not isinstance(value, bool) and value:
                params[name] = f"{PER_PREFIX}{value}:{word}"
                found.append(True)
        counted.append(replace(step, params=Params(params)))
    if not found:
        raise NoX(f"no number for each {word!r}")
    return tuple(counted)


class CountedAmountLowering:
    ctx: LineContext

    def where_x_sentence(self, items: list[Any]) -> Effects:
        effects, _, word = items
        return with_count(tuple(effects), str(word))

    def for_each_sentence(self, items: list[Any]) -> Effects:
        effects, _, word = items
        if word in (BLOCKING_SELF, BLOCKING_SELF_BEYOND_FIRST) and not all(
            e.params.get("to") == "self" for e in effects
        ):
            # "blocking it": "it" is the object the sentence acts on, counted only as the
            # object with the ability
            raise ValueError("creatures blocking something other than the object itself")
        return per_count(tuple(effects), str(word))

    def then_where_x_sentence(self, items: list[Any]) -> Effects:
        first, second, _, word = items
        joined = self.then_sentence([first, second])  # type: ignore[attr-defined]
        return with_count(tuple(joined), str(word))

    def then_for_each_sentence(self, items: list[Any]) -> Effects:
        first, second, _, word = items
        counted = per_count(tuple(second), str(word))
        return self.then_sentence([first, counted])  # type: ignore[attr-defined,no-any-return]

    def each_fixed(self, items: list[Any]) -> str:
        return _PHRASE_WORDS[str(items[0])]

    def each_other_attacking_subtype(self, items: list[Any]) -> str:
        return f"other_attacking_subtype:{items[1]}"
