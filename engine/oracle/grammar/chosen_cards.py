"""A card of a kind chosen as the instruction applies, not targeted (608.2c, 608.2d), and moved:
one clause, so it composes with every other clause ("Mill two cards, then return a creature
card from your graveyard to your hand.", "Surveil 2, then return a creature card from your
graveyard to the battlefield.", "Mill three cards. You may put a land card from among them into
your hand."). The instruction is "put_chosen_card" (engine.instructions.chosen_cards).

    [you may] return (a|an|up to N) KIND card(s) from your graveyard to your hand
    [you may] return ... from your graveyard to the battlefield [tapped]
    [you may] put (a|an|up to N) KIND card(s) from among (them|the milled cards|
        the cards milled this way|cards milled this way) into your hand / onto the battlefield
        (or "return ... from among them to your hand")
    [you may] put ... from your graveyard on top of your library (401.2)
    If you don't, [sentence].  (after a "you may": the player chose no card, 608.2d)

KIND is one card type, "permanent" (110.4a) or "historic" (700.6), or several joined by "or" / "and/or" ("an
artifact, creature, or land card"). "From among them" names the cards milled by an earlier
instruction of the same ability by "you" (701.17c); without one the line isn't read."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.instructions.chosen_cards import CARD_TYPE_KINDS, CHOSEN_CARD_KINDS
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.subtypes import BASIC_LAND_TYPES, CREATURE_TYPES
from engine.oracle.vocabulary import number_word, word_number
from engine.vocabulary.words import Condition

_KIND = "(?:" + "|".join(CHOSEN_CARD_KINDS) + r"|[A-Z][a-z'-]+)"  # or a subtype (205.3)
# The subtypes a kind may be besides the card types (205.3g-i, 205.3m): creature types, basic
# land types and these artifact and enchantment types.
SUBTYPE_KINDS = frozenset(
    {*CREATURE_TYPES, *BASIC_LAND_TYPES, "Vehicle", "Spacecraft", "Equipment", "Aura", "Saga"}
)
# A card type a card must not have ("a noncreature, nonland card": 205.4b's "non-" prefix, the
# kinds joined by commas alone, none of them)
_NON_KIND = "non(?:" + "|".join(CARD_TYPE_KINDS) + ")"
_KINDS = rf"(?:{_NON_KIND}(?:, {_NON_KIND})*|{_KIND}(?:(?:,| or| and/or| and|, or|, and) {_KIND})*)"
_COUNT = r"(?:an?|all|any number of|up to (?:one|two|three|four|five|six|seven|eight|nine|ten))"
_CHOSEN = re.compile(rf"(you may )?(put|return) ({_COUNT}) ({_KINDS}) cards?", re.I)
# "a creature card and/or a land card": one card of each kind, each chosen or not (608.2d)
_PAIR = re.compile(rf"(you may )(put|return) (an? ({_KIND}) card and/or an? ({_KIND}) card)", re.I)
# the terminal is read only before where the cards are chosen from: "put a land card from your
# hand" stays engine.oracle.grammar.whole_hand's
_CHOSEN_FROM = r"(?= from (?:your graveyard|among)| milled this way)"

GRAMMAR = (
    r"""
%extend clause: CC_CHOSEN FROM_YOUR_GRAVEYARD cc_to_zone -> chosen_from_graveyard
              | CC_CHOSEN CC_FROM_AMONG cc_to_zone -> chosen_from_among
              | CC_CHOSEN_PAIR CC_FROM_AMONG cc_to_zone -> chosen_pair_from_among
%extend sentence: CC_IF_YOU_DONT sentence -> cc_none_chosen_sentence
                | CC_IF_YOU_CANT sentence -> cc_none_found_sentence
cc_to_zone: TO_YOUR_HAND -> cc_to_hand
          | CC_INTO_HAND -> cc_into_hand
          | TO_THE_BATTLEFIELD -> cc_to_battlefield
          | TO_THE_BATTLEFIELD TAPPED_WORD -> cc_to_battlefield_tapped
          | CC_ONTO_BATTLEFIELD -> cc_onto_battlefield
          | CC_ONTO_BATTLEFIELD TAPPED_WORD -> cc_onto_battlefield_tapped
          | CC_ON_TOP_OF_LIBRARY -> cc_on_top
CC_CHOSEN.3: /"""
    + (_CHOSEN.pattern + _CHOSEN_FROM).replace("/", "\\/")
    + r"""/i
CC_CHOSEN_PAIR.3: /"""
    + (_PAIR.pattern + _CHOSEN_FROM).replace("/", "\\/")
    + r"""/i
CC_FROM_AMONG: "from among them" | "from among the milled cards"
             | "from among the cards milled this way" | "from among cards milled this way"
             | "from among those cards" | "milled this way"
CC_INTO_HAND: "into your hand"
CC_ONTO_BATTLEFIELD: "onto the battlefield"
CC_ON_TOP_OF_LIBRARY: "on top of your library"
CC_IF_YOU_DONT: "if you don't,"
CC_IF_YOU_CANT: "if you can't,"
"""
)

_AMONG = {
    "from among them": "them",
    "from among the milled cards": "milled",
    "from among the cards milled this way": "milled_this_way",
    "from among cards milled this way": "cards_milled_this_way",
    "from among those cards": "those",
    "milled this way": "this_way",  # "a land card milled this way" (608.2c)
}
_AMONG_WORDS = {v: k for k, v in _AMONG.items()}
NONE_CHOSEN = Condition.NONE_CHOSEN.value
NONE_FOUND = Condition.NONE_FOUND.value
_MAY_CHOSEN = "chosen_may"  # LineContext.bound: a "you may" chosen card was read before
_MUST_CHOSEN = "chosen_must"  # ... or one chosen if there is one ("If you can't")
# (verb, where) -> words; the verb a destination takes ("return ... to", "put ... into")
_DESTINATIONS = {
    ("return", "hand"): "to your hand",
    ("return", "battlefield"): "to the battlefield",
    ("put", "hand"): "into your hand",
    ("put", "battlefield"): "onto the battlefield",
    ("put", "library_top"): "on top of your library",
}
_DEFAULT_VERB = {"graveyard": "return", "milled": "put"}


def _chosen(token: Token) -> tuple[str, dict[str, Any]]:
    matched = _CHOSEN.fullmatch(str(token))
    if matched is None:
        raise ValueError("the chosen card's words")
    may, verb, count, kinds = matched.groups()
    text = str(token)
    params: dict[str, Any] = {}
    words = count.lower()
    plural = text.lower().endswith("cards")
    joiners = re.findall(r"\b(and/or|and|or)\b", kinds.lower())
    if len(set(joiners)) > 1 or ("and" in joiners and words != "all"):
        raise ValueError("the kinds' joining words")
    if words == "all":
        if not plural:
            raise ValueError('"all" and its noun')
        params["all"] = True
    elif words == "any number of":  # 608.2d: as many as the player chooses, or none
        if not plural:
            raise ValueError('"any number of" and its noun')
        params["any_number"] = True
    elif words.startswith("up to"):
        params["up_to"] = True
        n = word_number(words.split()[-1])
        if (n != 1) != plural:
            raise ValueError("a count and its noun")
        params["count"] = n
    elif plural or words.lower() != ("an" if kinds[0].lower() in "aeiou" else "a"):
        raise ValueError("an article and its noun")
    if may:
        params["may"] = True
    names = [
        n if n in SUBTYPE_KINDS else n.lower()
        for n in re.split(r",? or |,? and/or |,? and |, ", kinds)
    ]
    if names[0].startswith("non"):
        # "a noncreature, nonland card": a card with none of those types (205.4b)
        if joiners:
            raise ValueError('"non-" kinds joined by a word')
        params["kinds"] = ()
        params["excluded"] = tuple(n.removeprefix("non") for n in names)
        return verb.lower(), params
    if any(n not in CHOSEN_CARD_KINDS and n not in SUBTYPE_KINDS for n in names):
        raise ValueError("a card type or subtype")
    if len(set(names)) != len(names):
        raise ValueError("a kind twice")
    params["kinds"] = tuple(names)
    if joiners and joiners[0] != "or":
        params["joiner"] = joiners[0]
    return verb.lower(), params


class ChosenCardLowering:
    ctx: LineContext

    def cc_to_hand(self, items: list[Any]) -> tuple[str, str, bool]:
        return "return", "hand", False

    def cc_into_hand(self, items: list[Any]) -> tuple[str, str, bool]:
        return "put", "hand", False

    def cc_to_battlefield(self, items: list[Any]) -> tuple[str, str, bool]:
        return "return", "battlefield", False

    def cc_to_battlefield_tapped(self, items: list[Any]) -> tuple[str, str, bool]:
        return "return", "battlefield", True

    def cc_onto_battlefield(self, items: list[Any]) -> tuple[str, str, bool]:
        return "put", "battlefield", False

    def cc_onto_battlefield_tapped(self, items: list[Any]) -> tuple[str, str, bool]:
        return "put", "battlefield", True

    def cc_on_top(self, items: list[Any]) -> tuple[str, str, bool]:
        return "put", "library_top", False

    def _chosen_step(self, token: Token, source: str, zone: tuple[str, str, bool]) -> Effects:
        verb, params = _chosen(token)
        wanted, into, tapped = zone
        if verb != wanted:
            raise ValueError(f'"{verb}" with "{_DESTINATIONS[(wanted, into)]}"')
        if verb != _DEFAULT_VERB[source]:
            params["verb"] = verb
        if into != "hand":
            params["into"] = into
        if tapped:
            params["tapped"] = True
        if params.get("may"):
            self.ctx.bound.append(_MAY_CHOSEN)
        elif not params.get("up_to") and not params.get("all"):
            self.ctx.bound.append(_MUST_CHOSEN)
        return (
            step(
                "put_chosen_card", **params, **({} if source == "graveyard" else {"from": source})
            ),
        )

    def chosen_from_graveyard(self, items: list[Any]) -> Effects:
        # 400.7: a card returned from the graveyard "to your hand" / "to the battlefield"
        return self._chosen_step(items[0], "graveyard", items[-1])

    def chosen_pair_from_among(self, items: list[Any]) -> Effects:
        # 608.2d: "you may put a creature card and/or a land card from among them": a card of
        # each kind, each chosen or not (one card counts once)
        matched = _PAIR.fullmatch(str(items[0]))
        if matched is None:
            raise ValueError("the chosen cards' words")
        _, verb, _, first, second = matched.groups()
        kinds = tuple(k if k in SUBTYPE_KINDS else k.lower() for k in (first, second))
        if any(k not in CHOSEN_CARD_KINDS and k not in SUBTYPE_KINDS for k in kinds):
            raise ValueError("a card type or subtype")
        if kinds[0] == kinds[1] or str(items[0]).split()[3] != (
            "an" if first[0].lower() in "aeiou" else "a"
        ):
            raise ValueError("the pair's kinds or articles")
        if "milled" not in self.ctx.bound:
            raise ValueError('"from among them" with no cards milled before')
        wanted, into, tapped = items[-1]
        if verb.lower() != wanted or into == "library_top":
            raise ValueError(f'"{verb}" with that destination')
        params: dict[str, Any] = {"kinds": kinds, "each_kind": True, "may": True}
        if verb.lower() != _DEFAULT_VERB["milled"]:
            params["verb"] = verb.lower()
        if into != "hand":
            params["into"] = into
        if tapped:
            params["tapped"] = True
        self.ctx.bound.append(_MAY_CHOSEN)
        among = _AMONG[" ".join(str(items[1]).lower().split())]
        return (step("put_chosen_card", **params, **{"from": "milled"}, among=among),)

    def chosen_from_among(self, items: list[Any]) -> Effects:
        # 701.17c: the milled cards, found in the graveyard they went to
        if "milled" not in self.ctx.bound:
            raise ValueError('"from among them" with no cards milled before')
        if items[-1][1] == "library_top":
            raise ValueError("milled cards put back on top")
        (chosen,) = self._chosen_step(items[0], "milled", items[-1])
        among = _AMONG[" ".join(str(items[1]).lower().split())]
        return (step(chosen.kind, **chosen.params, among=among),)

    def cc_none_chosen_sentence(self, items: list[Any]) -> Effects:
        # 608.2d: "If you don't, ..." after "you may put ...": only if none was chosen
        if _MAY_CHOSEN not in self.ctx.bound:
            raise ValueError('"if you don\'t" with no "you may" chosen card before')
        effects: Effects = items[-1]
        if any("if" in e.params or "unless" in e.params for e in effects):
            raise ValueError("a condition inside 'if you don't'")
        return tuple(step(e.kind, **{**e.params, "if": NONE_CHOSEN}) for e in effects)

    def cc_none_found_sentence(self, items: list[Any]) -> Effects:
        # 608.2c: "If you can't, ..." after "put a land card ...": only if there was none
        if _MUST_CHOSEN not in self.ctx.bound:
            raise ValueError('"if you can\'t" with no chosen card before')
        effects: Effects = items[-1]
        if any("if" in e.params or "unless" in e.params for e in effects):
            raise ValueError("a condition inside 'if you can't'")
        return tuple(step(e.kind, **{**e.params, "if": NONE_FOUND}) for e in effects)


def none_chosen_step(instruction: Instruction) -> Instruction | None:
    """The instruction without its "if you don't" condition, or None (not such a sentence)."""
    if instruction.params.get("if") not in (NONE_CHOSEN, NONE_FOUND):
        return None
    rest = type(instruction.params)({k: v for k, v in instruction.params.items() if k != "if"})
    return Instruction(instruction.kind, rest)


def _kinds_words(kinds: tuple[str, ...], joiner: str) -> str:
    if len(kinds) == 1:
        return kinds[0]
    if len(kinds) == 2:
        return f"{kinds[0]} {joiner} {kinds[1]}"
    return ", ".join(kinds[:-1]) + f", {joiner} {kinds[-1]}"


def chosen_card_words(step: Instruction) -> str | None:
    """The clause of a "put_chosen_card" instruction, None for another instruction."""
    if step.kind != "put_chosen_card":
        return None
    p = step.params
    allowed = {"kinds", "from", "into", "tapped", "count", "up_to", "may", "among", "joiner"}
    allowed |= {"verb", "all", "any_number", "excluded", "each_kind"}
    if not set(p) <= allowed:
        return None
    kinds = tuple(str(k) for k in p.get("kinds", ()))
    excluded = tuple(str(k) for k in p.get("excluded", ()))
    count = p.get("count", 1)
    if not (kinds or excluded) or not isinstance(count, int) or isinstance(count, bool):
        return None
    if excluded:
        if kinds or "joiner" in p:
            return None
        kind_words = ", ".join(f"non{k}" for k in excluded)
    else:
        kind_words = _kinds_words(kinds, str(p.get("joiner", "or")))
    if p.get("each_kind"):
        if len(kinds) != 2 or count != 1 or not p.get("may") or set(p) & {"all", "up_to"}:
            return None
        head = " and/or ".join(
            f"{'an' if k[0].lower() in 'aeiou' else 'a'} {k} card" for k in kinds
        )
    elif p.get("any_number"):
        if p.get("all") or p.get("up_to") or count != 1:
            return None
        head = f"any number of {kind_words} cards"
    elif p.get("all"):
        if p.get("up_to") or p.get("may") or count != 1:
            return None
        head = f"all {kind_words} cards"
    elif p.get("up_to"):
        noun = "card" if count == 1 else "cards"
        head = f"up to {number_word(count)} {kind_words} {noun}"
    elif count == 1:
        head = f"{'an' if kind_words[0].lower() in 'aeiou' else 'a'} {kind_words} card"
    else:
        return None
    source = str(p.get("from", "graveyard"))
    if source not in _DEFAULT_VERB:
        return None
    verb = str(p.get("verb", _DEFAULT_VERB[source]))
    into = str(p.get("into", "hand"))
    where = _DESTINATIONS.get((verb, into))
    if where is None or (p.get("tapped") and into != "battlefield"):
        return None
    tapped = " tapped" if p.get("tapped") else ""
    may = "you may " if p.get("may") else ""
    if source == "graveyard":
        if "among" in p or p.get("each_kind"):
            return None
        return f"{may}{verb} {head} from your graveyard {where}{tapped}"
    if p.get("among") not in _AMONG_WORDS:
        return None
    return f"{may}{verb} {head} {_AMONG_WORDS[str(p['among'])]} {where}{tapped}"
