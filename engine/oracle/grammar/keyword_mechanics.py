"""Keyword lines of mechanics with a number, standing for abilities the engine defines
(engine.cards.keyword_abilities, engine.cards.permanent_keywords): bushido (702.45a), fading
(702.32a), vanishing (702.63a), afterlife (702.135a); and with a mana cost: echo (702.30a),
cumulative upkeep (702.24a), scavenge (702.97a). The keywords without a parameter
(prowess, exalted, devoid, persist, flanking, battle cry) are plain keywords of
engine.oracle.vocabulary.

A keyword may stand for several abilities (fading N: an entering replacement and an upkeep
trigger); its keyword item then lowers to all of them, and the printer reads the keyword and its
number back from the abilities (`mechanic_keyword`, `mechanic_keywords`): it builds the abilities
the keyword stands for with each number and compares, never reading the stored text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from typing import Any

from engine.cards.combat_keywords import (
    afflict,
    annihilator,
    crew,
    mobilize,
    rampage,
    renown,
    saddle,
    toxic,
)
from engine.cards.keyword_abilities import bushido, fading, vanishing
from engine.cards.model import Ability, ActivatedAbility, Cost, StaticAbility, TriggeredAbility
from engine.cards.permanent_keywords import (
    STATIC_KEYWORDS,
    CumulativeAction,
    afterlife,
    amplify,
    backup,
    bloodthirst,
    champion,
    cumulative_upkeep,
    cumulative_upkeep_words,
    devour,
    dredge,
    echo,
    embalm,
    encore,
    eternalize,
    fabricate,
    graft,
    hideaway,
    hideaway_bare,
    modular,
    ninjutsu,
    outlast,
    ripple,
    scavenge,
    soulshift,
    transmute,
    tribute,
    unearth,
)
from engine.mechanics.firebending import firebending
from engine.mechanics.impending import impending
from engine.mechanics.level_up import level_up
from engine.mechanics.partner import PARTNER_WITH, partner_with, partner_with_line
from engine.mechanics.reconfigure import reconfigure
from engine.mechanics.recover import HALF_LIFE as RECOVER_HALF_LIFE
from engine.mechanics.recover import recover
from engine.mechanics.station import station
from engine.mechanics.upkeep_costs import either_symbol
from engine.oracle.grammar.reinforce import HEADS as REINFORCE_HEADS
from engine.oracle.grammar.reinforce import reinforce_line
from engine.oracle.grammar.ward import HEADS as WARD_HEADS
from engine.oracle.grammar.ward import ward_line
from engine.oracle.lowering import LineContext
from engine.oracle.subtypes import CREATURE_TYPES
from engine.rules.characteristics import EVERY_CREATURE_TYPE

# Changeling (702.73a) is a plain keyword; the rules read every creature type (205.3m) from the
# card data. Type lines of creature and kindred cards also name subtypes of their other card types
# (Dryad Arbor's Forest, a kindred Aura, a creature Equipment or Food: 205.3g-i): those aren't
# creature types, and a changeling isn't an Aura.
NOT_CREATURE_TYPES = frozenset(
    {"Aura", "Clue", "Equipment", "Food", "Forest", "Island", "Locus", "Shrine", "Treasure"}
)
EVERY_CREATURE_TYPE.update(CREATURE_TYPES - NOT_CREATURE_TYPES)


def _one(builder: Callable[[int], Ability]) -> Callable[[int], tuple[Ability, ...]]:
    return lambda n: (builder(n),)


# Oracle's keyword -> the abilities "Keyword N" stands for.
NUMBERED: dict[str, Callable[[int], tuple[Ability, ...]]] = {
    "Bushido": _one(bushido),
    "Fading": fading,
    "Vanishing": vanishing,
    "Afterlife": _one(afterlife),
    "Fabricate": _one(fabricate),
    "Modular": modular,
    "Bloodthirst": _one(bloodthirst),
    "Soulshift": _one(soulshift),
    "Crew": _one(crew),  # 702.122a (engine.cards.combat_keywords)
    "Annihilator": _one(annihilator),  # 702.86a
    "Renown": _one(renown),  # 702.112a (engine.mechanics.renown)
    "Rampage": _one(rampage),  # 702.23a (engine.mechanics.rampage)
    "Dredge": _one(dredge),  # 702.52a (engine.mechanics.dredge)
    "Graft": graft,  # 702.58a (engine.mechanics.graft)
    "Toxic": _one(toxic),  # 702.164a (engine.mechanics.toxic)
    "Afflict": _one(afflict),  # 702.130a
    "Devour": _one(devour),  # 702.82a (engine.mechanics.devour)
    "Saddle": _one(saddle),  # 702.171a (engine.mechanics.saddle)
    "Mobilize": _one(mobilize),  # 702.181a
    "Firebending": _one(firebending),  # 702.189a (engine.mechanics.firebending)
    # 702.165a (engine.mechanics.backup): what it grants is filled in from the lines below it
    # (engine.oracle.backup_grants) and printed back by `_backup`.
    "Backup": _one(backup),
    "Tribute": _one(tribute),  # 702.104a (engine.mechanics.tribute)
    "Amplify": _one(amplify),  # 702.38a (engine.mechanics.amplify)
    "Ripple": _one(ripple),  # 702.60a (engine.mechanics.ripple)
}

# Oracle's keyword -> the ability "Keyword [mana cost]" stands for (the cost is an activated
# ability's mana cost, or the parameter of a triggered ability's one instruction).
COSTED: dict[str, Callable[[str], Ability]] = {
    "Echo": echo,
    "Cumulative upkeep": cumulative_upkeep,
    "Scavenge": scavenge,
    "Unearth": unearth,
    "Embalm": embalm,  # 702.128a (engine.mechanics.embalm_and_eternalize)
    "Eternalize": eternalize,  # 702.129a
    "Encore": encore,  # 702.141a (engine.mechanics.encore)
    "Outlast": outlast,  # 702.107a
    "Ninjutsu": ninjutsu,  # 702.49a (engine.mechanics.ninjutsu)
    "Level up": level_up,  # 702.87a (engine.mechanics.level_up)
    "Transmute": transmute,  # 702.53a (engine.cards.permanent_keywords)
    "Recover": recover,  # 702.59a (engine.mechanics.recover)
}

# Oracle's keyword -> the activated ability a keyword without a parameter stands for.
PLAIN: dict[str, Callable[[], Ability]] = {
    "Station": station,  # 702.184a (engine.mechanics.station)
}

# Devour [quality] N (702.82c): the qualities as Oracle words them -> the type they name.
DEVOUR_QUALITIES = {"artifact": "Artifact", "land": "Land", "Food": "Food"}
_DEVOUR_WORDS = {quality: word for word, quality in DEVOUR_QUALITIES.items()}

# The numbers a printed keyword is compared with (Oracle's largest is well below).
_NUMBERS = range(0, 21)

GRAMMAR = (
    "STATIC_KEYWORD: "
    + " | ".join(f'"{word.lower()}"' for word in STATIC_KEYWORDS)
    + "\n%extend keyword_item: STATIC_KEYWORD -> static_keyword\n"
    + "NUMBERED_KEYWORD: "
    + " | ".join(f'"{word.lower()}"' for word in NUMBERED)
    + "\n%extend keyword_item: NUMBERED_KEYWORD INT -> numbered_keyword\n"
    + "COSTED_KEYWORD: "
    + " | ".join(f'"{word.lower()}"' for word in COSTED)
    + "\n%extend keyword_item: COSTED_KEYWORD mana_symbols -> costed_keyword\n"
    + "PLAIN_KEYWORD: "
    + " | ".join(f'"{word.lower()}"' for word in PLAIN)
    + "\n%extend keyword_item: PLAIN_KEYWORD -> plain_ability_keyword\n"
    # 702.24a: "Cumulative upkeep {G} or {W}": either symbol for each age counter
    + '%extend keyword_item: COSTED_KEYWORD mana_symbols "or" mana_symbols -> costed_either\n'
    # 702.30a: echo with a cost of no mana ("Echo—Discard a card.")
    + '%extend keyword_item: ECHO_DASH "discard" cards "." -> echo_discard_keyword\n'
    + 'ECHO_DASH.2: "echo—"\n'
    # 702.24a: cumulative upkeep with a cost of no mana ("Cumulative upkeep—Pay 2 life.")
    + '%extend keyword_item: CU_DASH ward_part "." -> cumulative_upkeep_part\n'
    + "CU_DASH.2: /cumulative upkeep ?— ?/i\n"
    # 702.24a, 118.1: a cost that is an action, done once for each age counter
    + '%extend keyword_item: CU_DASH cu_action "." -> cumulative_upkeep_action\n'
    + 'cu_action: "add" mana_symbols -> cu_add\n'
    + "         | CU_DRAW -> cu_draw\n"
    + "         | CU_EXILE_TOP -> cu_exile_top\n"
    + '         | "pay" mana_symbols "and" INT "life" -> cu_mana_and_life\n'
    + 'CU_DRAW.2: "draw a card"\n'
    + 'CU_EXILE_TOP.2: "exile the top card of your library"\n'
    # 702.129a: an eternalize cost that also discards ("Eternalize—{3}{U}{U}, Discard a card.")
    + '%extend keyword_item: ETERNALIZE_DASH mana_symbols "," "discard" cards "." '
    + "-> eternalize_discard_keyword\n"
    + 'ETERNALIZE_DASH.2: "eternalize—"\n'
    # 702.75b: "Hideaway" with no number (Oracle's errata: hideaway 4, enters tapped)
    # 702.72a: "Champion a creature", "Champion a Goblin", "Champion a Goblin or Shaman"
    + "%extend keyword_item: CHAMPION_ITEM -> champion_keyword\n"
    + "CHAMPION_ITEM: /champion an? [a-z]+(?: or [a-z]+)?/i\n"
    + "%extend keyword_item: HIDEAWAY_WORD -> hideaway_bare_keyword\n"
    + "               | HIDEAWAY_WORD INT -> hideaway_keyword\n"
    + 'HIDEAWAY_WORD: "hideaway"\n'
    # 702.82c: "Devour [quality] N" ("Devour artifact 1", "Devour land 3", "Devour Food 3").
    + "DEVOUR_QUALITY: "
    + " | ".join(f'"devour {word}"' for word in DEVOUR_QUALITIES)
    + "\n%extend keyword_item: DEVOUR_QUALITY INT -> devour_quality_keyword\n"
    # 702.151a: "Reconfigure [cost]" stands for two activated abilities.
    + '%extend keyword_item: "reconfigure" mana_symbols -> reconfigure_keyword\n'
    # 702.59a: "Recover—Pay half your life, rounded up." (engine.mechanics.recover)
    + "%extend keyword_item: RECOVER_HALF_LIFE -> recover_half_life_keyword\n"
    + 'RECOVER_HALF_LIFE.2: "recover—pay half your life, rounded up."\n'
    # 702.124j: "Partner with [name]", the rest of the line the other card's name (which may hold
    # a comma: "Partner with Toothy, Imaginary Friend"), so it is a line of its own.
    + "%extend keyword_item: PARTNER_WITH -> partner_with_keyword\n"
    + "PARTNER_WITH.3: /partner with [A-Z][^\\n]*/i\n"
    # 702.176a: "Impending N—[cost]" stands for four abilities (engine.mechanics.impending).
    + '%extend keyword_item: "impending" INT "—" mana_symbols -> impending_keyword\n'
)

# First words of the keyword lines this module reads (the compiler tries keyword_line for them).
HEADS = (
    frozenset(word.split()[0].lower() for word in (*NUMBERED, *COSTED, *STATIC_KEYWORDS, *PLAIN))
    | {"hideaway", "champion"}
    | WARD_HEADS
    | REINFORCE_HEADS
    | {"reconfigure", "impending"}
)
_STATIC_WORDS = {word.lower(): word for word in STATIC_KEYWORDS}
_COSTED_WORDS = {word.lower(): word for word in COSTED}
_PLAIN_WORDS = {word.lower(): word for word in PLAIN}


class KeywordMechanicsLowering:
    ctx: LineContext

    def numbered_keyword(self, items: list[Any]) -> tuple[str, Any]:
        word, n = str(items[0]).capitalize(), int(items[1])
        abilities = NUMBERED[word](n)
        return "ability", abilities[0] if len(abilities) == 1 else abilities

    def plain_ability_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return "ability", PLAIN[_PLAIN_WORDS[" ".join(str(items[0]).lower().split())]]()

    def recover_half_life_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return "ability", recover(RECOVER_HALF_LIFE)  # 702.59a

    def partner_with_keyword(self, items: list[Any]) -> tuple[str, Any]:
        """702.124j: the enters trigger the keyword stands for (engine.mechanics.partner)."""
        name = str(items[0])[len(PARTNER_WITH) :].strip()
        if "~" in name:
            raise ValueError("a partner's name holding this card's name")
        return "ability", partner_with(name)

    def static_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return "ability", STATIC_KEYWORDS[_STATIC_WORDS[" ".join(str(items[0]).lower().split())]]

    def champion_keyword(self, items: list[Any]) -> tuple[str, Any]:
        """702.72a: the quality is "creature" or creature types (205.3m)."""
        words = str(items[0]).split(" ", 2)[2]
        if words.lower() == "creature":
            return "ability", champion("creature")
        types = words.split(" or ")
        if not all(t in CREATURE_TYPES for t in types):
            raise ValueError(f"champion a {words}: not a creature type")
        return "ability", champion(" or ".join(types))

    def hideaway_bare_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return "ability", hideaway_bare()

    def hideaway_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return "ability", hideaway(int(items[1]))  # 702.75a

    def devour_quality_keyword(self, items: list[Any]) -> tuple[str, Any]:
        quality = str(items[0]).split(" ", 1)[1]
        return "ability", devour(int(items[1]), DEVOUR_QUALITIES[quality])

    def eternalize_discard_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return "ability", eternalize(str(items[1]), discard=int(items[2]))

    def cumulative_upkeep_part(self, items: list[Any]) -> tuple[str, Any]:
        """ "Cumulative upkeep—Pay 2 life." / "—Discard a card." / "—Sacrifice a land."
        (702.24a): one part, paid once for each age counter."""
        name, value = items[1]
        if name == "life":
            return "ability", cumulative_upkeep(life=int(value))
        plain = isinstance(value, Cost) and not (value.discard_type or value.discard_random)
        if isinstance(value, Cost) and name == "discard" and plain:
            return "ability", cumulative_upkeep(discard=value.discard)
        if isinstance(value, Cost) and name == "sacrifice" and value.sacrifice_count == 1:
            return "ability", cumulative_upkeep(sacrifice=value.sacrifice)
        if name == "put_counter" and isinstance(value, str):
            # "Put a -1/-1 counter on ~." (122.1)
            return "ability", cumulative_upkeep(action=CumulativeAction(counter=value))
        raise ValueError("a cumulative upkeep cost the engine doesn't pay")

    def cumulative_upkeep_action(self, items: list[Any]) -> tuple[str, Any]:
        """ "Cumulative upkeep—Add {R}." / "—Draw a card." / "—Pay {B} and 1 life." (702.24a)."""
        return "ability", items[1]

    def cu_add(self, items: list[Any]) -> TriggeredAbility:
        mana = str(items[0])
        if not re.fullmatch(r"(?:\{[WUBRGC]\})+", mana):
            raise ValueError("cumulative upkeep adding mana of a choice")  # 106.4
        return cumulative_upkeep(action=CumulativeAction(add=mana))

    def cu_draw(self, items: list[Any]) -> TriggeredAbility:
        return cumulative_upkeep(action=CumulativeAction(draw=1))  # 121.1

    def cu_exile_top(self, items: list[Any]) -> TriggeredAbility:
        return cumulative_upkeep(action=CumulativeAction(exile_top=1))  # 406.1

    def cu_mana_and_life(self, items: list[Any]) -> TriggeredAbility:
        return cumulative_upkeep(str(items[0]), life=int(items[1]))  # 119.4

    def echo_discard_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return "ability", echo("", discard=int(items[1]))

    def reconfigure_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return "ability", reconfigure(str(items[0]))  # 702.151a

    def costed_either(self, items: list[Any]) -> tuple[str, Any]:
        word = _COSTED_WORDS[" ".join(str(items[0]).lower().split())]
        first, second = str(items[1]), str(items[2])
        if word != "Cumulative upkeep" or first == second:
            raise ValueError(f"{word} with either of two costs")
        either_symbol(first, second)  # two colored symbols (107.4e), or refused
        return "ability", cumulative_upkeep(first, either=second)

    def impending_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return "ability", impending(int(str(items[0])), str(items[1]))  # 702.176a

    def costed_keyword(self, items: list[Any]) -> tuple[str, Any]:
        word = _COSTED_WORDS[" ".join(str(items[0]).lower().split())]
        return "ability", COSTED[word](str(items[1]))


@functools.cache
def _built(word: str, n: int) -> tuple[Ability, ...]:
    return NUMBERED[word](n)


# The abilities compared against are built once per process (the builders are pure and the
# abilities frozen): the printer asks this of every ability of every card.
_hideaway_bare = functools.cache(hideaway_bare)
_hideaway = functools.cache(hideaway)


@functools.cache
def _plain_built(build: Callable[[], Ability]) -> Ability:
    return build()


@functools.cache
def _recover_half_life() -> Ability:
    return recover(RECOVER_HALF_LIFE)


def mechanic_keywords(abilities: Sequence[Ability]) -> str | None:
    """The keyword line ("Fading 3") the abilities, in order, stand for (None: not one)."""
    found = tuple(abilities)
    if found == _hideaway_bare():
        return "Hideaway"  # 702.75b
    champion_words = _champion(found)
    if champion_words is not None:
        return champion_words  # 702.72a
    hidden = next((n for n in _NUMBERS if found == (_hideaway(n),)), None)
    if hidden is not None:
        return f"Hideaway {hidden}"  # 702.75a
    if len(found) == 1 and found[0] == _recover_half_life():
        return "Recover—Pay half your life, rounded up."  # 702.59a
    if len(found) == 1 and (partnered := partner_with_line(found[0])) is not None:
        return partnered  # 702.124j (engine.mechanics.partner)
    if len(found) == 1 and (warded := ward_line(found[0])) is not None:
        return warded  # 702.21a (engine.oracle.grammar.ward)
    if len(found) == 1 and (reinforced := reinforce_line(found[0])) is not None:
        return reinforced  # 702.77a (engine.oracle.grammar.reinforce)
    if len(found) == 1 and (devoured := _devour_quality(found[0])) is not None:
        return devoured
    if len(found) == 1:
        word = next((w for w, a in STATIC_KEYWORDS.items() if a == found[0]), None)
        if word is not None:
            return word
        word = next((w for w, build in PLAIN.items() if _plain_built(build) == found[0]), None)
        if word is not None:
            return word
    keyword = str(getattr(found[0], "keyword", "")) if found else ""
    if keyword == "Reconfigure" and len(found) == 2 and isinstance(found[0], ActivatedAbility):
        mana = found[0].cost.mana or ""
        return f"Reconfigure {mana}" if reconfigure(mana) == found else None  # 702.151a
    last = str(getattr(found[-1], "keyword", "")) if found else ""
    if last == "Impending" and len(found) == 2 and isinstance(found[0], StaticAbility):
        n, mana = int(found[0].params.get("count", 0)), str(found[0].params.get("mana", ""))
        return f"Impending {n}—{mana}" if impending(n, mana) == found else None  # 702.176a
    if keyword == "Backup" and len(found) == 1 and (backed := _backup(found[0])) is not None:
        return backed
    if keyword == "Echo" and len(found) == 1 and (discarded := _echo_discard(found[0])):
        return discarded
    if keyword == "Eternalize" and len(found) == 1 and (discarding := _eternalize(found[0])):
        return discarding
    if keyword == "Cumulative upkeep" and len(found) == 1 and (upkeep := _upkeep_parts(found[0])):
        return upkeep
    if keyword in COSTED and len(found) == 1:
        cost = _printed_cost(found[0])
        if cost is not None and COSTED[keyword](cost) == found[0]:
            return f"{keyword} {cost}"
        return None
    for word in (keyword,) if keyword in NUMBERED else _candidates(found):
        for n in _NUMBERS:
            if _built(word, n) == found:
                return f"{word} {n}"
    return None


def _champion(found: tuple[Ability, ...]) -> str | None:
    """ "Champion a Goblin" (702.72a), proven by building the abilities again."""
    if len(found) != 2 or not isinstance(found[0], TriggeredAbility) or not found[0].effects:
        return None
    quality = found[0].effects[0].params.get("quality")
    if not isinstance(quality, str) or champion(quality) != found:
        return None
    article = "an" if quality[:1].lower() in "aeiou" else "a"
    return f"Champion {article} {quality}"


def _backup(ability: Ability) -> str | None:
    """ "Backup 1" granting the keywords below it (702.165a), proven by building it again."""
    if not isinstance(ability, TriggeredAbility) or len(ability.effects) != 1:
        return None
    params = ability.effects[0].params
    count, granted = params.get("count"), params.get("keywords", ())
    if not isinstance(count, int) or not isinstance(granted, tuple):
        return None
    if backup(count, tuple(str(k) for k in granted)) != ability:
        return None
    return f"Backup {count}"


def _upkeep_parts(ability: Ability) -> str | None:
    """ "Cumulative upkeep—Pay 2 life." (702.24a), proven by building it again."""
    if not isinstance(ability, TriggeredAbility) or len(ability.effects) != 1:
        return None
    params = ability.effects[0].params
    life, discard, sacrifice = (
        params.get("life", 0),
        params.get("discard", 0),
        params.get("sacrifice", ""),
    )
    if not isinstance(life, int) or not isinstance(discard, int) or not isinstance(sacrifice, str):
        return None
    either, cost = params.get("or_cost", ""), params.get("cost", "")
    if not isinstance(either, str) or not isinstance(cost, str):
        return None
    counter, add = params.get("counter", ""), params.get("add", "")
    draw, exile_top = params.get("draw", 0), params.get("exile_top", 0)
    if not isinstance(counter, str) or not isinstance(add, str):
        return None
    if not isinstance(draw, int) or not isinstance(exile_top, int):
        return None
    action = (
        CumulativeAction(counter=counter, add=add, draw=draw, exile_top=exile_top)
        if counter or add or draw or exile_top
        else None
    )
    if not (life or discard or sacrifice or either or action):
        return None
    try:
        rebuilt = cumulative_upkeep(
            cost, life=life, discard=discard, sacrifice=sacrifice, either=either, action=action
        )
        words = cumulative_upkeep_words(
            cost, life=life, discard=discard, sacrifice=sacrifice, either=either, action=action
        )
    except ValueError:
        return None
    if rebuilt != ability:
        return None
    return "Cumulative upkeep" + words


def _eternalize(ability: Ability) -> str | None:
    """ "Eternalize—{3}{U}{U}, Discard a card." (702.129a), proven by building it again."""
    if not isinstance(ability, ActivatedAbility) or not ability.cost.discard:
        return None
    if eternalize(ability.cost.mana or "", ability.cost.discard) != ability:
        return None
    return ability.text.split(" (", 1)[0]


def _echo_discard(ability: Ability) -> str | None:
    """ "Echo—Discard a card." (702.30a), proven by building the ability again."""
    if not isinstance(ability, TriggeredAbility) or len(ability.effects) != 1:
        return None
    count = ability.effects[0].params.get("discard")
    if not isinstance(count, int) or echo("", discard=count) != ability:
        return None
    return ability.text.split(" (", 1)[0]


def _devour_quality(ability: Ability) -> str | None:
    """ "Devour artifact 1" (702.82c), proven by building the ability again."""
    quality = getattr(ability, "params", {}).get("quality")
    if getattr(ability, "effect", "") != "devour" or quality not in _DEVOUR_WORDS:
        return None
    for n in _NUMBERS:
        if devour(n, str(quality)) == ability:
            return f"Devour {_DEVOUR_WORDS[str(quality)]} {n}"
    return None


def _signature(ability: Ability) -> tuple[str, str]:
    kind = getattr(ability, "keyword", "") or getattr(ability, "effect", "")
    return type(ability).__name__, str(kind)


@functools.cache
def _signatures() -> dict[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """The numbered keywords by the kinds of the abilities they stand for (a static ability has
    no keyword: bloodthirst is told by its effect kind; fading by its triggered ability's)."""
    found: dict[tuple[tuple[str, str], ...], tuple[str, ...]] = {}
    for word in NUMBERED:
        key = tuple(_signature(a) for a in _built(word, 1))
        found[key] = (*found.get(key, ()), word)
    return found


def _candidates(abilities: tuple[Ability, ...]) -> tuple[str, ...]:
    return _signatures().get(tuple(_signature(a) for a in abilities), ())


def _printed_cost(ability: Ability) -> str | None:
    if isinstance(ability, ActivatedAbility):
        return ability.cost.mana
    if isinstance(ability, TriggeredAbility) and len(ability.effects) == 1:
        cost = ability.effects[0].params.get("cost")
        return cost if isinstance(cost, str) else None
    return None


def mechanic_keyword(ability: Ability) -> str | None:
    """The keyword line one ability of this module's mechanics prints as (None: not one)."""
    return mechanic_keywords((ability,))
