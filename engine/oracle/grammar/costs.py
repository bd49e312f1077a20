"""Cost parts that choose other objects (118, 602.1a), for activated abilities and spells'
additional costs (118.8): "Sacrifice a creature", "Sacrifice another Goblin", "Sacrifice two
lands", "Discard a card", "Discard a land card", "Discard a card at random", "Tap two untapped
Clerics you control", "Return a land you control to its owner's hand", "Remove a +1/+1 counter
from ~", "Exile two cards from your graveyard", "Exile ~ from your graveyard", "Mill a card",
"Exile a green card from your hand", "Blight 2" (701.68a, engine.mechanics.blight).
Paid by engine.rules.cost_payment; the printer writes them back with `cost_part_words`.

Activation restrictions beyond "only as a sorcery" and "only once each turn" (602.5): "Activate
only during your turn." and "Activate only during your upkeep." (ActivatedAbility.timing).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from engine.cards.model import Cost
from engine.oracle.grammar.common import number
from engine.oracle.lowering import LineContext
from engine.oracle.subtypes import CREATURE_TYPES
from engine.oracle.vocabulary import number_word
from engine.rules.type_words import COLOR_PREFIXES, SUPERTYPE_PREFIXES

# Card types a cost names in lowercase ("sacrifice an artifact"); subtypes keep their capital.
TYPE_WORDS = {
    "creature": "Creature",
    "artifact": "Artifact",
    "land": "Land",
    "enchantment": "Enchantment",
    "planeswalker": "Planeswalker",
    "permanent": "Permanent",
    "instant": "Instant",
    "sorcery": "Sorcery",
}
# Land and artifact subtypes a cost names ("Sacrifice a Forest", "Tap an untapped Gate").
OTHER_SUBTYPES = (
    *("Forest", "Island", "Mountain", "Plains", "Swamp", "Desert", "Gate", "Cave"),
    *("Food", "Treasure", "Clue", "Vehicle", "Equipment"),  # artifact subtypes (205.3g)
)
_IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Merfolk": "Merfolk"}


def plural(word: str) -> str:
    """The plural Oracle text uses for a card type or subtype ("Elves", "Plains", "lands")."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word in ("Kithkin", "Plains"):
        return word
    if word.endswith(("s", "sh", "ch", "x")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def _alternation(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


_SUBTYPES = sorted(set(CREATURE_TYPES) | set(OTHER_SUBTYPES))
# Counter kinds the Comprehensive Rules give no meaning (122.1: a marker an ability reads).
MARKER_COUNTERS = (
    *("oil", "spore", "verse", "ice", "flood", "doom", "page", "bounty", "fuse", "brick"),
    *("corpse", "pressure", "luck", "feather", "omen", "wish", "hatchling", "stash", "dream"),
    *("slime", "hour", "fate", "plague", "scream", "divinity", "soul", "growth", "plan"),
    *("landmark", "influence", "phyresis", "unlock", "blood", "coin", "gold", "book", "net"),
    *("study", "memory", "collection"),
)
COUNTER_KINDS = (
    *("charge", "time", "fade", "age", "ki", "loyalty", "quest", "storage"),
    "depletion",  # the Mercadian Masques depletion lands (engine.oracle.grammar.depletion)
    # counters with rules of their own (122.1c, 122.1d, 122.1h: engine.rules.effects.counter_rules)
    *("shield", "stun", "finality"),
    # markers with no rules meaning of their own (122.1): only the abilities that name them read
    # them (how many there are, whether there are any)
    *MARKER_COUNTERS,
    # more markers, most often counted toward transforming the card ("Then if there are three or
    # more dread counters on it, ...")
    *("bloodline", "bore", "dread", "ember", "invitation", "ritual"),
)

GRAMMAR = (
    r"""
// 118.8: "As an additional cost to cast ~, sacrifice a creature." (instants and sorceries)
additional_cost_line: ADDITIONAL_COST SELF "," additional_cost "."
?additional_cost: chosen_cost
               | "pay" INT "life" -> life_cost
               | chosen_cost COST_OR_PAY mana_symbols -> or_pay_cost
               | "waterbend" MANA -> waterbend_additional_cost
ADDITIONAL_COST: "as an additional cost to cast"
// one token, so "sacrifice a creature or pay {3}" isn't read as "a creature or ..." (either_noun)
COST_OR_PAY: /or pay(?![\w-])/i
chosen_cost: "sacrifice" ("a" | "an") cost_noun -> sacrifice_cost
           | "sacrifice" "another" cost_noun -> sacrifice_another_cost
           | "sacrifice" NUMWORD cost_nouns -> sacrifice_some_cost
           | "sacrifice" NUMWORD "other" cost_nouns -> sacrifice_other_some_cost
           | "discard" cards -> discard_cost
           | "discard" ("a" | "an") cost_type_word "card" -> discard_type_cost
           | "discard" ("a" | "an") cost_type_word "," cost_type_word "," "or" cost_type_word "card" -> discard_types_cost
           | "discard" cards AT_RANDOM -> discard_random_cost
           | "tap" ("a" | "an") "untapped" cost_noun COST_YOU_CONTROL -> tap_one_cost
           | "tap" "another" "untapped" cost_noun COST_YOU_CONTROL -> tap_another_cost
           | "tap" NUMWORD "untapped" cost_nouns COST_YOU_CONTROL -> tap_some_cost
           | "return" ("a" | "an") cost_noun COST_YOU_CONTROL TO_ITS_OWNERS_HAND -> return_cost
           | "remove" ("a" | "an") counter_kind "counter" FROM_SELF -> remove_counter_cost
           | "remove" NUMWORD counter_kind "counters" FROM_SELF -> remove_counters_cost
           | "remove" ("a" | "an") counter_kind "counter" "from" ("a" | "an") cost_noun COST_YOU_CONTROL -> remove_counter_from_cost
           | "put" ("a" | "an") counter_kind "counter" "on" SELF -> put_counter_cost
           | "return" SELF TO_ITS_OWNERS_HAND -> return_self_cost
           | "exile" SELF FROM_YOUR_GRAVEYARD -> exile_self_from_graveyard_cost
           | "exile" cards FROM_YOUR_GRAVEYARD -> exile_from_graveyard_cost
           | "exile" ("a" | "an") cost_type_word "card" FROM_YOUR_GRAVEYARD -> exile_type_cost
           | "mill" cards -> mill_cost
           | COLLECT_EVIDENCE INT -> collect_evidence_cost
           | "blight" INT -> blight_cost
           | "behold" ("a" | "an") COST_SUBTYPE -> behold_cost
           | "forage" -> forage_cost
           | "exile" ("a" | "an") fb_color "card" FROM_YOUR_HAND -> exile_colored_from_hand_cost
cost_noun: cost_type_word | COST_SUBTYPE
         | cost_type_word "or" cost_type_word -> either_noun
         | cost_type_word "or" COST_SUBTYPE -> either_noun
         | COST_SUPERTYPE cost_type_word -> super_noun
         | COST_SUPERTYPE cost_type_word "or" COST_SUPERTYPE cost_type_word -> either_super_noun
         | cost_type_word COST_WITH_MANA_VALUE INT COST_OR_GREATER -> mana_value_noun
         | fb_color cost_type_word -> colored_noun
         | COST_NONTOKEN fb_color cost_type_word -> nontoken_colored_noun
COST_SUPERTYPE: "legendary" | "basic"
COST_NONTOKEN: "nontoken"
COST_WITH_MANA_VALUE: "with mana value"
COST_OR_GREATER: "or greater"
cost_nouns: COST_TYPE_PLURAL | COST_SUBTYPE_PLURAL
          | COST_NON_TYPE COST_TYPE_PLURAL -> non_nouns
          | fb_color COST_TYPE_PLURAL -> colored_nouns
COST_NON_TYPE: /non(land|creature|artifact|enchantment)(?![\w'-])/
!cost_type_word: """
    + " | ".join(f'"{w}"' for w in TYPE_WORDS)
    + r"""
counter_kind: PTMOD | COUNTER_KIND
COUNTER_KIND: /("""
    + _alternation(list(COUNTER_KINDS))
    + r""")(?![\w'-])/
COST_TYPE_PLURAL: /("""
    + _alternation([plural(w) for w in TYPE_WORDS])
    + r""")(?![\w'-])/
COST_SUBTYPE.-1: /("""
    + _alternation(_SUBTYPES)
    + r""")(?![\w'-])/
COST_SUBTYPE_PLURAL.-1: /("""
    + _alternation([plural(w) for w in _SUBTYPES])
    + r""")(?![\w'-])/
// "Activate only if ..." (602.1b; engine.rules.activation.condition_holds)
activation_condition: NUMWORD "or more cards are in your graveyard" -> graveyard_condition
    | "creatures you control have total power" INT "or greater" -> total_power_condition
    | "you have no cards in hand" -> empty_hand_condition
    | "you have the city's blessing" -> blessing_condition
    | COST_YOU_CONTROL ("a" | "an") cost_noun -> control_one_condition
    | COST_YOU_CONTROL NUMWORD "or more" cost_nouns -> control_some_condition
AT_RANDOM: "at random"
COLLECT_EVIDENCE: "collect evidence"
COST_YOU_CONTROL: "you control"
TO_ITS_OWNERS_HAND: "to its owner's hand"
FROM_SELF: "from ~"
FROM_YOUR_GRAVEYARD: "from your graveyard"
FROM_YOUR_HAND: "from your hand"
"""
)

_PLURALS = {plural(w): w for w in [*TYPE_WORDS, *_SUBTYPES]}
_AT_LEAST = re.compile(r"(.+) with mana value (\d+) or greater")


def _kind(word: str) -> str:
    """A cost's noun as the engine's type: "creature" -> "Creature", "Goblin" stays."""
    word = _PLURALS.get(word, word)
    return TYPE_WORDS.get(word, word)


def additional_cost_words(cost: Cost) -> str:
    """An instant's or sorcery's additional cost line (118.8); one part only, or one part or a
    mana payment ("blight 1 or pay {3}")."""
    if cost.waterbend and cost == Cost(mana=cost.mana, waterbend=True):
        return f"As an additional cost to cast ~, waterbend {cost.mana}."  # 701.67a
    parts = [f"Pay {cost.life} life"] if cost.life else []
    parts += cost_part_words(cost)
    others = (cost.mana, cost.tap, cost.untap, cost.exile_self, cost.sacrifice_self)
    if len(parts) != 1 or any(others) or cost.discard_self or cost.loyalty is not None:
        raise ValueError("an additional cost of one part")
    either = f" or pay {cost.or_mana}" if cost.or_mana else ""
    return f"As an additional cost to cast ~, {parts[0][:1].lower()}{parts[0][1:]}{either}."


class CostLowering:
    ctx: LineContext
    # "Exile ~ from your graveyard": the ability works only from the graveyard (113.6).
    exiles_self_from_graveyard: bool = False

    def cost_type_word(self, items: list[Token]) -> str:
        return _kind(str(items[0]).lower())

    def cost_noun(self, items: list[Any]) -> str:
        return _kind(str(items[0]))

    def either_noun(self, items: list[str]) -> str:
        """ "an artifact or creature", "a creature or Vehicle": either type or subtype
        (engine.rules.type_words.matches)."""
        return f"{items[0]} or {items[1]}"

    def super_noun(self, items: list[Any]) -> str:
        """ "a legendary creature": of that supertype (engine.rules.type_words)."""
        return f"{str(items[0]).lower()} {items[1]}"

    def either_super_noun(self, items: list[Any]) -> str:
        """ "a legendary artifact or legendary creature"."""
        first, second = f"{str(items[0]).lower()} {items[1]}", f"{str(items[2]).lower()} {items[3]}"
        return f"{first} or {second}"

    def mana_value_noun(self, items: list[Any]) -> str:
        """ "a permanent with mana value 1 or greater" (202.3)."""
        return f"{items[0]} with mana value {int(items[2])} or greater"

    def colored_noun(self, items: list[Any]) -> str:
        """ "a white creature": of that color (105.2, engine.rules.type_words)."""
        return f"{items[0]} {items[1]}"

    def nontoken_colored_noun(self, items: list[Any]) -> str:
        """ "a nontoken green creature": a card, not a token (111.1), of that color."""
        return f"nontoken {items[1]} {items[2]}"

    def colored_nouns(self, items: list[Any]) -> str:
        """ "three black creatures"."""
        return f"{items[0]} {_kind(str(items[1]))}"

    def cost_nouns(self, items: list[Token]) -> str:
        return _kind(str(items[0]))

    def counter_kind(self, items: list[Token]) -> str:
        kind = str(items[0])
        if items[0].type == "PTMOD" and kind not in ("+1/+1", "-1/-1"):
            # 122.1a: the engine applies +1/+1 and -1/-1 counters only (a -0/-1 counter would
            # change nothing): the line stays text rather than be applied wrongly.
            raise ValueError(f"{kind} counters")
        return kind

    def sacrifice_cost(self, items: list[str]) -> Cost:
        return Cost(sacrifice=items[-1])

    def sacrifice_another_cost(self, items: list[str]) -> Cost:
        return Cost(sacrifice=items[-1], sacrifice_other=True)

    def sacrifice_some_cost(self, items: list[Any]) -> Cost:
        return Cost(sacrifice=items[1], sacrifice_count=number(items[0]))

    def sacrifice_other_some_cost(self, items: list[Any]) -> Cost:
        """ "Sacrifice two other creatures": not the source (118.3, 701.21a)."""
        return Cost(sacrifice=items[1], sacrifice_count=number(items[0]), sacrifice_other=True)

    def discard_cost(self, items: list[int]) -> Cost:
        return Cost(discard=items[0])

    def discard_type_cost(self, items: list[str]) -> Cost:
        return Cost(discard=1, discard_type=items[-1])

    def discard_types_cost(self, items: list[str]) -> Cost:
        """ "Discard an enchantment, instant, or sorcery card": a card of any of them."""
        return Cost(discard=1, discard_type=" or ".join(items))

    def non_nouns(self, items: list[Token]) -> str:
        """ "nonland permanents": permanents without that card type, "nonland Permanent"
        (engine.rules.type_words)."""
        return f"{str(items[0]).lower()} {_kind(str(items[1]))}"

    def forage_cost(self, items: list[Any]) -> Cost:
        return Cost(forage=True)  # 701.61a (engine.rules.foraging)

    def collect_evidence_cost(self, items: list[Any]) -> Cost:
        return Cost(collect_evidence=int(str(items[1])))  # 701.59a

    def discard_random_cost(self, items: list[Any]) -> Cost:
        return Cost(discard=items[0], discard_random=True)

    def tap_one_cost(self, items: list[Any]) -> Cost:
        return Cost(tap_untapped=1, tap_untapped_type=items[-2])

    def tap_another_cost(self, items: list[Any]) -> Cost:
        return Cost(tap_untapped=1, tap_untapped_type=items[-2], tap_untapped_other=True)

    def tap_some_cost(self, items: list[Any]) -> Cost:
        return Cost(tap_untapped=number(items[0]), tap_untapped_type=items[1])

    def return_cost(self, items: list[Any]) -> Cost:
        return Cost(return_to_hand=items[-3])

    def remove_counter_cost(self, items: list[Any]) -> Cost:
        return Cost(remove_counters=1, remove_counter_kind=items[-2])

    def remove_counters_cost(self, items: list[Any]) -> Cost:
        return Cost(remove_counters=number(items[0]), remove_counter_kind=items[1])

    def remove_counter_from_cost(self, items: list[Any]) -> Cost:
        kind: str = items[0]
        holder: str = items[-2]
        return Cost(remove_counters=1, remove_counter_kind=kind, remove_counters_from=holder)

    def put_counter_cost(self, items: list[Any]) -> Cost:
        return Cost(put_counters=1, put_counter_kind=items[0])

    def return_self_cost(self, items: list[Any]) -> Cost:
        return Cost(return_self=True)

    def exile_self_from_graveyard_cost(self, items: list[Any]) -> Cost:
        self.exiles_self_from_graveyard = True  # read by ActivatedLowering.activated
        return Cost(exile_self=True)

    def exile_from_graveyard_cost(self, items: list[Any]) -> Cost:
        return Cost(exile_from_graveyard=items[0])

    def exile_type_cost(self, items: list[Any]) -> Cost:
        return Cost(exile_from_graveyard=1, exile_from_graveyard_type=items[-2])

    def mill_cost(self, items: list[int]) -> Cost:
        return Cost(mill=items[0])

    def behold_cost(self, items: list[Any]) -> Cost:
        """ "Behold a Dragon" (701.4a)."""
        return Cost(behold=str(items[-1]))

    def waterbend_additional_cost(self, items: list[Any]) -> Cost:
        """ "As an additional cost to cast ~, waterbend {5}." (701.67a, 118.8); "waterbend {X}"
        (107.3a: X announced as the spell is cast, 601.2b)"""
        mana = str(items[-1])
        if not mana.strip("{}").isdigit() and mana != "{X}":
            raise ValueError("a waterbend cost of a number of generic mana or X only")
        return Cost(mana=mana, waterbend=True)

    def or_pay_cost(self, items: list[Any]) -> Cost:
        """ "Blight 1 or pay {3}" (118.8): the part, or that mana instead."""
        cost: Cost = items[0]
        mana = str(items[-1])
        if cost.or_mana or cost.mana:
            raise ValueError("a choice of costs with mana on both sides")
        return replace(cost, or_mana=mana)

    def blight_cost(self, items: list[Any]) -> Cost:
        """ "Blight N" (701.68a): N -1/-1 counters on a creature you control."""
        n = int(items[-1])
        if n < 1:
            raise ValueError("blight 0")
        return Cost(blight=n)

    def exile_colored_from_hand_cost(self, items: list[Any]) -> Cost:
        """ "Exile a green card from your hand" (406.1): a card of that color (105.2)."""
        color = next(i for i in items if isinstance(i, str) and not isinstance(i, Token))
        return Cost(exile_from_hand=1, exile_from_hand_type=f"{color} Card")

    def graveyard_condition(self, items: list[Token]) -> str:
        return f"graveyard_at_least:{number(items[0])}"

    def total_power_condition(self, items: list[Token]) -> str:
        return f"total_power_at_least:{int(items[-1])}"

    def empty_hand_condition(self, items: list[Any]) -> str:
        return "empty_hand"

    def blessing_condition(self, items: list[Any]) -> str:
        return "citys_blessing"

    def control_one_condition(self, items: list[Any]) -> str:
        return f"control_at_least:1:{items[-1]}"

    def control_some_condition(self, items: list[Any]) -> str:
        return f"control_at_least:{number(items[1])}:{items[2]}"

    def additional_cost_line(self, items: list[Any]) -> Cost:
        cost: Cost = items[-1]
        return cost


def _noun(kind: str, count: int = 1) -> str:
    least = _AT_LEAST.fullmatch(kind)
    if least is not None:  # "permanent with mana value 1 or greater"
        if count != 1:
            raise ValueError("counted with a mana value")
        return f"{_noun(least.group(1))} with mana value {least.group(2)} or greater"
    head, _, rest = kind.partition(" ")
    if head in COLOR_PREFIXES and rest:  # "white creature" (engine.rules.type_words)
        return f"{head} {_noun(rest, count)}"
    if " or " in kind:
        if count != 1:
            raise ValueError("alternatives counted")
        words = [_noun(part) for part in kind.split(" or ")]
        if len(words) > 2:  # "enchantment, instant, or sorcery"
            return ", ".join(words[:-1]) + ", or " + words[-1]
        return " or ".join(words)
    if (head.startswith("non") or head in SUPERTYPE_PREFIXES) and rest:  # "nonland permanent"
        return f"{head} {_noun(rest, count)}"
    word = next((w for w, k in TYPE_WORDS.items() if k == kind), kind)
    return word if count == 1 else plural(word)


def _a(word: str) -> str:
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def _some(count: int, kind: str) -> str:
    return _a(_noun(kind)) if count == 1 else f"{number_word(count)} {_noun(kind, count)}"


def _cards(count: int, kind: str = "") -> str:
    if kind:
        if count != 1:
            raise ValueError("typed cards")
        return _a(f"{_noun(kind)} card")
    return "a card" if count == 1 else f"{number_word(count)} cards"


def cost_part_words(cost: Cost, zone_is_graveyard: bool = False) -> list[str]:
    """The chosen parts of `cost` in Oracle's order, capitalized as after a comma in a cost
    ("Tap two untapped Elves you control", "Discard a card", "Sacrifice another creature")."""
    parts: list[str] = []
    if cost.blight:
        parts.append(f"Blight {cost.blight}")  # 701.68a
    if cost.behold:
        parts.append(f"Behold {_a(cost.behold)}")  # 701.4a
    if cost.tap_untapped:
        count, kind = cost.tap_untapped, cost.tap_untapped_type or "Permanent"
        noun = _noun(kind, count)
        head = "an untapped" if count == 1 else f"{number_word(count)} untapped"
        if cost.tap_untapped_other:
            if count != 1:
                raise ValueError("other untapped permanents")
            head = "another untapped"
        parts.append(f"Tap {head} {noun} you control")
    if cost.remove_counters:
        count, kind = cost.remove_counters, cost.remove_counter_kind
        what = _a(f"{kind} counter") if count == 1 else f"{number_word(count)} {kind} counters"
        holder = "~"
        if cost.remove_counters_from:
            if count != 1:
                raise ValueError("counters from permanents")
            holder = f"{_a(_noun(cost.remove_counters_from))} you control"
        parts.append(f"Remove {what} from {holder}")
    if cost.put_counters:
        if cost.put_counters != 1:
            raise ValueError("counters put")
        parts.append(f"Put {_a(cost.put_counter_kind + ' counter')} on ~")
    if cost.mill:
        parts.append(f"Mill {_cards(cost.mill)}")
    if cost.collect_evidence:
        parts.append(f"Collect evidence {cost.collect_evidence}")  # 701.59a
    if cost.forage:
        parts.append("Forage")  # 701.61a
    if cost.discard:
        random = " at random" if cost.discard_random else ""
        parts.append(f"Discard {_cards(cost.discard, cost.discard_type)}{random}")
    if cost.return_to_hand:
        count, kind = cost.return_to_hand_count, cost.return_to_hand
        if count == 1:
            parts.append(f"Return {_a(_noun(kind))} you control to its owner's hand")
        else:
            what = f"{number_word(count)} {_noun(kind, count)}"
            parts.append(f"Return {what} you control to their owner's hand")
    if cost.exile_from_graveyard:
        what = _cards(cost.exile_from_graveyard, cost.exile_from_graveyard_type)
        parts.append(f"Exile {what} from your graveyard")
    if cost.exile_from_hand:
        head, _, _ = cost.exile_from_hand_type.partition(" ")
        if head not in COLOR_PREFIXES:
            raise ValueError("cards exiled from the hand")
        count = cost.exile_from_hand
        what = _a(f"{head} card") if count == 1 else f"{number_word(count)} {head} cards"
        parts.append(f"Exile {what} from your hand")
    if cost.sacrifice:
        if cost.sacrifice_other:
            if cost.sacrifice_count != 1:
                others = number_word(cost.sacrifice_count)
                parts.append(f"Sacrifice {others} other {_noun(cost.sacrifice, 2)}")
            else:
                parts.append(f"Sacrifice another {_noun(cost.sacrifice)}")
        else:
            parts.append(f"Sacrifice {_some(cost.sacrifice_count, cost.sacrifice)}")
    if cost.return_self:
        parts.append("Return ~ to its owner's hand")
    return parts


def activation_condition_words(condition: str) -> str:
    """An activation condition (engine.rules.activation.condition_holds) in Oracle's words,
    after "Activate only if" ("seven or more cards are in your graveyard")."""
    name, _, arg = condition.partition(":")
    if name == "graveyard_at_least":
        return f"{number_word(int(arg))} or more cards are in your graveyard"
    if name == "total_power_at_least":
        return f"creatures you control have total power {arg} or greater"
    if name == "empty_hand":
        return "you have no cards in hand"
    if name == "citys_blessing":
        return "you have the city's blessing"
    if name == "control_at_least":
        count, _, kind = arg.partition(":")
        if count == "1":
            return f"you control {_a(_noun(kind))}"
        return f"you control {number_word(int(count))} or more {_noun(kind, 2)}"
    from engine.oracle.grammar.activation_conditions import condition_words

    return condition_words(condition)
