"""Restrictions on how mana can be spent (106.6), the sentence after the mana an effect adds:

    {T}: Add one mana of any color. Spend this mana only to cast a creature spell.
    {T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.
    {T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell.
    {T}: Add {U}. Spend this mana only to cast an artifact spell or activate an ability of an
    artifact source.

The sentence sets "spend" on the add_mana instruction of the sentence before it: uses joined by
";" (engine.rules.mana.spending), each a head and a quality. The head says what the mana pays
for and how the words name it (the meaning is the same): "cast" ("a creature spell"), "casts"
("creature spells"), "activate" ("abilities", "abilities of artifacts"), "activate_one" ("an
ability", "an ability of an artifact"), "activate_sources" ("abilities of artifact sources"),
"activate_one_source" ("an ability of an artifact source"); a head with "to_" repeats "to"
("... or to activate an ability"). The quality is spell_quality's (engine.rules.effects.
spell_costs): "any", a card type, "subtype:Dragon", "supertype:Legendary", "noncreature",
"multicolored", "colorless", kinds joined "A+B" (both: "colorless Eldrazi"), and a list of
kinds meaning any of them joined by the card's own word: "|" ("or"), "&" ("and": "instant and
sorcery spells"), "/" ("and/or").
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.oracle.lowering import Effects
from engine.oracle.subtypes import CREATURE_TYPES, PLURAL_SUBTYPES
from engine.rules.effects.spell_costs import CARD_TYPES

GRAMMAR = r"""
%extend sentence: clause "." SPEND_ONLY "." -> spend_only
SPEND_ONLY: /spend this mana only to [a-z ,\/-]+?(?=\.)/i
"""

# Noncreature subtypes a spell may have (205.3g-205.3k), besides the creature types.
SPELL_SUBTYPES = frozenset({"Aura", "Equipment", "Vehicle", "Saga", "Lesson", "Shrine", "Omen"})
ADJECTIVES = {
    "noncreature": "noncreature",
    "multicolored": "multicolored",
    "colorless": "colorless",
}
ADJECTIVES_BACK = {v: k for k, v in ADJECTIVES.items()}
CONJUNCTIONS = {"or": "|", "and": "&", "and/or": "/"}
CONJUNCTIONS_BACK = {v: k for k, v in CONJUNCTIONS.items()}
_PLURAL_TYPES = {f"{t.lower()}s": t for t in CARD_TYPES if t not in ("Sorcery",)}
_PLURAL_TYPES["sorceries"] = "Sorcery"


def _word_kind(word: str) -> str | None:
    if word.capitalize() in CARD_TYPES and word.islower():
        return word.capitalize()
    if word in ADJECTIVES:
        return ADJECTIVES[word]
    if word == "legendary":
        return "supertype:Legendary"
    if word in CREATURE_TYPES or word in SPELL_SUBTYPES:
        return f"subtype:{word}"
    return None


def _item(words: str) -> str:
    """ "colorless Eldrazi" as "colorless+subtype:Eldrazi"; raises ValueError for other words."""
    kinds = [_word_kind(w) for w in words.split()]
    if not kinds or any(k is None for k in kinds):
        raise ValueError(f"spells of a kind not read: {words!r}")
    return "+".join(str(k) for k in kinds)


def _kinds(words: str) -> str:
    """ "artifact or creature", "Vampire, Cleric, and/or Demon" as kinds joined by the word's
    separator."""
    match = re.fullmatch(r"(.+?)(?:,? (and/or|and|or) (.+))?", words)
    if match is None:
        raise ValueError("a list of kinds")
    head, conj, last = match.groups()
    if conj is None:
        return _item(head)
    items = [*(head.split(", ") if "," in head or words.count(", ") else [head]), last]
    if len(items) > 2 and ", " + conj + " " not in words:
        raise ValueError("a list without its serial comma")
    if len(items) == 2 and ", " in words:
        raise ValueError("two kinds with a comma")
    return CONJUNCTIONS[conj].join(_item(i) for i in items)


def _kinds_words(quality: str) -> str:
    sep = next((s for s in CONJUNCTIONS_BACK if s in quality), None)
    items = quality.split(sep) if sep else [quality]
    words = [" ".join(_kind_word(k) for k in item.split("+")) for item in items]
    if sep is None:
        return words[0]
    conj = CONJUNCTIONS_BACK[sep]
    if len(words) == 2:
        return f"{words[0]} {conj} {words[1]}"
    return ", ".join(words[:-1]) + f", {conj} {words[-1]}"


def _kind_word(kind: str) -> str:
    if kind in CARD_TYPES:
        return kind.lower()
    if kind in ADJECTIVES_BACK:
        return ADJECTIVES_BACK[kind]
    if kind == "supertype:Legendary":
        return "legendary"
    return kind.partition(":")[2]


def _article(words: str) -> str:
    return "an" if words[:1].lower() in "aeiou" else "a"


def _use(words: str) -> str:
    """One use ("cast a creature spell", "activate abilities of artifacts") as HEAD:QUALITY."""
    prefix = ""
    if words.startswith("to "):
        prefix, words = "to_", words[3:]
    if words == "cast spells":
        return f"{prefix}casts:any"
    m = re.fullmatch(r"cast (?:an? )?(.+?) (spells?)", words)
    if m is not None:
        singular = m.group(2) == "spell"
        if singular != bool(re.match(r"cast an? ", words)):
            raise ValueError("a spell's article and number disagree")
        return f"{prefix}{'cast' if singular else 'casts'}:{_kinds(m.group(1))}"
    if words == "activate abilities":
        return f"{prefix}activate:any"
    if words == "activate an ability":
        return f"{prefix}activate_one:any"
    m = re.fullmatch(r"activate abilities of (.+?) sources", words)
    if m is not None:
        return f"{prefix}activate_sources:{_kinds(m.group(1))}"
    m = re.fullmatch(r"activate an ability of an? (.+?) source", words)
    if m is not None:
        return f"{prefix}activate_one_source:{_kinds(m.group(1))}"
    m = re.fullmatch(r"activate an ability of an? (.+)", words)
    if m is not None:
        return f"{prefix}activate_one:{_kinds(m.group(1))}"
    m = re.fullmatch(r"activate abilities of (.+)", words)
    if m is not None:
        return f"{prefix}activate:{_plural_kinds(m.group(1))}"
    raise ValueError(f"a use of mana not read: {words!r}")


def _plural_kinds(words: str) -> str:
    """ "artifacts", "Dragons", "colorless Eldrazi", "creatures": plural kinds."""
    *adjectives, last = words.split()
    kind = _PLURAL_TYPES.get(last)
    if kind is None and last in PLURAL_SUBTYPES:
        kind = f"subtype:{PLURAL_SUBTYPES[last]}"
    if kind is None:
        raise ValueError(f"sources of a kind not read: {words!r}")
    return "+".join([*(_item(a) for a in adjectives), kind])


def _plural_words(quality: str) -> str:
    *adjectives, last = quality.split("+")
    if last in CARD_TYPES:
        noun = next(p for p, t in _PLURAL_TYPES.items() if t == last)
    else:
        name = last.partition(":")[2]
        noun = next(p for p, t in PLURAL_SUBTYPES.items() if t == name)
    return " ".join([*(_kind_word(a) for a in adjectives), noun])


def parse_spend(sentence: str) -> str:
    """ "Spend this mana only to cast a creature spell" as "cast:Creature"."""
    m = re.fullmatch(r"spend this mana only to (.+)", sentence.strip(), re.IGNORECASE)
    if m is None:
        raise ValueError("not a spending restriction")
    rest = m.group(1)
    # the uses: split before each "cast"/"activate" (optionally "to ..."), joined by "or"
    parts = re.split(r",? or (?=(?:to )?(?:cast|activate) )", rest)
    if any(not p for p in parts):
        raise ValueError("an empty use")
    return ";".join(_use(p) for p in parts)


def spend_words(spend: object) -> str | None:
    """The printer's words: "spend this mana only to cast a creature spell" (None: not one)."""
    if not isinstance(spend, str) or not spend:
        return None
    uses = []
    for use in spend.split(";"):
        head, _, quality = use.partition(":")
        to = ""
        if head.startswith("to_"):
            to, head = "to ", head[3:]
        words = _use_words(head, quality)
        if words is None:
            return None
        uses.append(to + words)
    return "spend this mana only to " + " or ".join(uses)


def _use_words(head: str, quality: str) -> str | None:
    try:
        if head == "casts":
            return "cast spells" if quality == "any" else f"cast {_kinds_words(quality)} spells"
        if head == "cast" and quality != "any":
            kinds = _kinds_words(quality)
            return f"cast {_article(kinds)} {kinds} spell"
        if head == "activate":
            if quality == "any":
                return "activate abilities"
            return f"activate abilities of {_plural_words(quality)}"
        if head == "activate_one":
            if quality == "any":
                return "activate an ability"
            kinds = _kinds_words(quality)
            return f"activate an ability of {_article(kinds)} {kinds}"
        if head == "activate_sources":
            return f"activate abilities of {_kinds_words(quality)} sources"
        if head == "activate_one_source":
            kinds = _kinds_words(quality)
            return f"activate an ability of {_article(kinds)} {kinds} source"
    except StopIteration:
        return None
    return None


class SpendOnlyLowering:
    def spend_only(self, items: list[Any]) -> Effects:
        effects: Effects = items[0]
        spend = parse_spend(str(items[1]))
        if len(effects) != 1 or effects[0].kind != "add_mana" or "spend" in effects[0].params:
            raise ValueError("a spending restriction after other instructions")
        step = effects[0]
        return (replace(step, params=step.params.set("spend", spend)),)
