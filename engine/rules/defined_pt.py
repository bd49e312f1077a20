"""Characteristic-defining power and toughness (604.3, 208.2a, layer 7a: 613.4a).

A printed `*` (or `1+*`) is not 0: the card's own ability defines the value, in every zone. A
definition is the `cda_power_toughness` static ability, with `count` (both values) or
`power_count` / `toughness_count`, and `power_plus` / `toughness_plus` (the "1 plus ..." or
"that number plus 1"). `COUNTS` are the counts the engine computes; `from_text` reads the common
wordings of a card's Oracle text into a definition, for real cards the engine has no definition
for (the builder places them with their printed characteristics).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.state import GameObject, GameState, Params, Zone
from engine.core.variants import opponents_of
from engine.vocabulary.amounts import COUNT_HEADS

# A count reads printed characteristics (so two such abilities never ask each other): the
# characteristics module passes its `printed` in, which this module can't import (no cycle).
Printed = Callable[[GameState, GameObject], Any]
Count = Callable[[GameState, GameObject, str, Printed], int]
COUNTS: dict[str, Count] = {}

CARD_TYPES = (
    "Artifact",
    "Battle",
    "Creature",
    "Enchantment",
    "Instant",
    "Kindred",
    "Land",
    "Planeswalker",
    "Sorcery",
)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def count(name: str) -> Callable[[Count], Count]:
    def register(fn: Count) -> Count:
        COUNTS[name] = fn
        COUNT_HEADS.add(name)  # an amount may name it too ("count:WORD")
        return fn

    return register


def known_count(word: object) -> bool:
    """Is `word` a count the engine computes ("lands_of_type:Swamp": the part before ':')?"""
    return isinstance(word, str) and word.split(":", 1)[0] in COUNTS


def compute(state: GameState, obj: GameObject, word: str, printed: Printed) -> int:
    head, _, arg = word.partition(":")
    return COUNTS[head](state, obj, arg, printed)


def _yours(state: GameState, obj: GameObject) -> list[GameObject]:
    return [o for o in state.battlefield if o.controller == obj.controller]


def _graveyards(state: GameState, obj: GameObject, owner: str | None = None) -> list[GameObject]:
    return [
        o
        for o in state.objects
        if o.zone is Zone.GRAVEYARD and not o.token and (owner is None or o.owner == owner)
    ]


@count("lands_of_type")
def _lands_of_type(state: GameState, obj: GameObject, land_type: str, printed: Printed) -> int:
    return sum(1 for o in _yours(state, obj) if land_type in printed(state, o).subtypes)


@count("subtype_you_control")
def _subtype_you_control(state: GameState, obj: GameObject, subtype: str, printed: Printed) -> int:
    return sum(1 for o in _yours(state, obj) if subtype in printed(state, o).subtypes)


@count("type_you_control")
def _type_you_control(state: GameState, obj: GameObject, card_type: str, printed: Printed) -> int:
    return sum(1 for o in _yours(state, obj) if card_type in printed(state, o).types)


@count("nonwall_creatures_you_control")
def _nonwall(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    return sum(
        1
        for o in _yours(state, obj)
        if "Creature" in printed(state, o).types and "Wall" not in printed(state, o).subtypes
    )


@count("creatures_on_battlefield")
def _creatures_on_battlefield(
    state: GameState, obj: GameObject, color: str, printed: Printed
) -> int:
    """Every creature on the battlefield; with a color letter, only creatures of that color."""
    found = 0
    for o in state.battlefield:
        c = printed(state, o)
        if "Creature" in c.types and (not color or color in c.colors):
            found += 1
    return found


@count("creature_cards_in_all_graveyards")
def _creature_cards_in_graveyards(
    state: GameState, obj: GameObject, _: str, printed: Printed
) -> int:
    return sum(1 for o in _graveyards(state, obj) if "Creature" in printed(state, o).types)


@count("type_cards_in_all_graveyards")
def _type_cards_in_graveyards(
    state: GameState, obj: GameObject, card_type: str, printed: Printed
) -> int:
    return sum(1 for o in _graveyards(state, obj) if card_type in printed(state, o).types)


@count("card_types_in_all_graveyards")
def _card_types_in_graveyards(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """Tarmogoyf: the card types among cards in all graveyards (205.2a)."""
    found: set[str] = set()
    for o in _graveyards(state, obj):
        found.update(t for t in printed(state, o).types if t in CARD_TYPES)
    return len(found)


@count("creature_cards_in_your_graveyard")
def _creature_cards_in_your_graveyard(
    state: GameState, obj: GameObject, _: str, printed: Printed
) -> int:
    return sum(
        1 for o in _graveyards(state, obj, obj.owner) if "Creature" in printed(state, o).types
    )


@count("cards_in_your_graveyard")
def _cards_in_your_graveyard(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    return len(_graveyards(state, obj, obj.owner))


@count("cards_in_your_hand")
def _cards_in_hand(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    return len(state.zone(Zone.HAND, obj.controller))


@count("your_life")
def _your_life(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    player = state.find_player(obj.controller)
    return player.life if player is not None else 0


@count("basic_land_types_you_control")
def _domain(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    found: set[str] = set()
    for o in _yours(state, obj):
        found.update(t for t in printed(state, o).subtypes if t in BASIC_LAND_TYPES)
    return len(found)


@count("cards_in_all_graveyards")
def _cards_in_all_graveyards(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    return len(_graveyards(state, obj))


@count("instant_and_sorcery_cards_in_your_graveyard")
def _instants_and_sorceries(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    return sum(
        1
        for o in _graveyards(state, obj, obj.owner)
        if {"Instant", "Sorcery"} & set(printed(state, o).types)
    )


@count("color_permanents_you_control")
def _color_permanents(state: GameState, obj: GameObject, color: str, printed: Printed) -> int:
    """ "The number of green permanents you control": a color letter."""
    return sum(1 for o in _yours(state, obj) if color in printed(state, o).colors)


@count("subtype_on_battlefield")
def _subtype_on_battlefield(
    state: GameState, obj: GameObject, subtype: str, printed: Printed
) -> int:
    """ "The number of Elves on the battlefield": every player's."""
    return sum(1 for o in state.battlefield if subtype in printed(state, o).subtypes)


# --- counts of "for each" static abilities (engine.oracle.grammar.counted_statics) ----------


@count("subtype_attached_to_self")
def _subtype_attached_to_self(
    state: GameState, obj: GameObject, subtype: str, printed: Printed
) -> int:
    """ "~ gets +2/+2 for each Aura attached to it" (303.4, 301.5): the Auras or Equipment
    attached to the object with the ability, whoever controls them."""
    return sum(
        1
        for o in state.battlefield
        if o.attached_to == obj.id and subtype in printed(state, o).subtypes
    )


@count("other_type_on_battlefield")
def _other_type_on_battlefield(
    state: GameState, obj: GameObject, card_type: str, printed: Printed
) -> int:
    """ "for each other enchantment on the battlefield": every player's, not the object itself."""
    return sum(
        1 for o in state.battlefield if o.id != obj.id and card_type in printed(state, o).types
    )


@count("poison_counters_opponents")
def _poison_counters_opponents(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """ "for each poison counter your opponents have" (122.1f): every opponent's, added up."""
    foes = opponents_of(state, obj.controller)
    return sum(p.poison for p in state.players if p.id in foes)


@count("counters_you_have")
def _counters_you_have(state: GameState, obj: GameObject, kind: str, printed: Printed) -> int:
    """ "for each experience counter you have" (122.1): the counters of that kind on the
    object's controller (a player's counters, engine.mechanics.player_counters)."""
    player = state.find_player(obj.controller)
    return int(player.counters.get(kind, 0)) if player is not None and kind else 0


@count("opponents_you_have")
def _opponents_you_have(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """ "for each opponent you have" (undaunted, 702.125a): players who have left the game
    aren't counted (702.125b, 102.2)."""
    return len(opponents_of(state, obj.controller))


@count("creature_cards_in_opponents_graveyards")
def _creature_cards_in_opponents_graveyards(
    state: GameState, obj: GameObject, _: str, printed: Printed
) -> int:
    foes = opponents_of(state, obj.controller)
    return sum(
        1
        for o in _graveyards(state, obj)
        if o.owner in foes and "Creature" in printed(state, o).types
    )


@count("other_creatures_named_self_you_control")
def _other_creatures_named_self(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """ "for each other creature you control named ~" (201.4: the object's own name)."""
    name = printed(state, obj).name
    return sum(
        1
        for o in _yours(state, obj)
        if o.id != obj.id
        and "Creature" in printed(state, o).types
        and printed(state, o).name == name
    )


@count("attacking_creatures_you_control")
def _attacking_creatures_you_control(
    state: GameState, obj: GameObject, _: str, printed: Printed
) -> int:
    """ "for each attacking creature you control" (506.4)."""
    if state.combat is None:
        return 0
    return sum(1 for o in _yours(state, obj) if state.combat.is_attacking(o.id))


# The last-known fact (608.2h, engine.rules.zones) of how many times a permanent had mutated.
MUTATED = "mutated"


@count("times_self_mutated")
def _times_self_mutated(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """ "the number of times ~ has mutated" (702.140c): each mutation merged one more card or
    token with it (`GameObject.merged`); once it has left the battlefield, as it last existed
    there (608.2h)."""
    current = state.find_object(obj.id)  # an instruction's count is asked for its source's id
    if current is not None and current.zone is Zone.BATTLEFIELD:
        return len(current.merged)
    known = state.last_known.get(obj.id)
    return int(known.get(MUTATED, 0)) if known is not None else 0


@count("creatures_blocking_self")
def _creatures_blocking_self(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """ "for each creature blocking it": the creatures blocking the object now (509.1h)."""
    if state.combat is None:
        return 0
    return len(state.combat.blockers_of(obj.id))


@count("creatures_blocking_self_beyond_first")
def _creatures_blocking_self_beyond_first(
    state: GameState, obj: GameObject, _: str, printed: Printed
) -> int:
    """ "for each creature blocking it beyond the first" (509.1h; as rampage's, 702.23a)."""
    return max(0, _creatures_blocking_self(state, obj, "", printed) - 1)


@count("other_attacking_subtype")
def _other_attacking_subtype(
    state: GameState, obj: GameObject, subtype: str, printed: Printed
) -> int:
    """ "for each other attacking Goblin" (506.4): attacking creatures of that creature type,
    any player's, but the object with the ability."""
    if state.combat is None:
        return 0
    return sum(
        1
        for o in state.battlefield
        if o.id != obj.id
        and state.combat.is_attacking(o.id)
        and subtype in printed(state, o).subtypes
    )


@count("total_power_creatures_you_control")
def _total_power(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """ "the total power of creatures you control" (Ghalta's cost: read with the creatures'
    current power as its total cost is determined, 601.2f)."""
    return sum(
        max(0, c.power or 0)
        for o in _yours(state, obj)
        if "Creature" in (c := printed(state, o)).types
    )


@count("total_mana_value_noncreature_artifacts_you_control")
def _total_mana_value(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """ "the total mana value of noncreature artifacts you control" (202.3)."""
    found = 0
    for o in _yours(state, obj):
        c = printed(state, o)
        if "Artifact" in c.types and "Creature" not in c.types:
            found += int(c.mana_value)
    return found


PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")


@count("creatures_in_your_party")
def _party(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """700.8: up to one Cleric, Rogue, Warrior and Wizard creature the player controls; a
    creature fills only one role, counted the way that gives the highest number (700.8b)."""
    creatures = [
        set(c.subtypes) & set(PARTY_ROLES)
        for o in _yours(state, obj)
        if "Creature" in (c := printed(state, o)).types
    ]
    # the sets of roles some choice of distinct creatures can fill, one creature at a time
    filled: set[frozenset[str]] = {frozenset()}
    for roles in creatures:
        filled |= {done | {role} for done in filled for role in roles - done}
    return max(len(done) for done in filled)


@count("tapped_creatures_you_control")
def _tapped_creatures_you_control(
    state: GameState, obj: GameObject, _: str, printed: Printed
) -> int:
    """ "the number of tapped creatures you control" (Throne of the God-Pharaoh): tapped is a
    status (110.5), not a characteristic."""
    return sum(1 for o in _yours(state, obj) if o.tapped and "Creature" in printed(state, o).types)


# --- counts composed from words (engine.oracle.grammar.counts) ------------------------------
#
# "permanents:WHOSE:FILTER" counts permanents ("you": the object's controller's, "opponents":
# its opponents', "all": every player's); "cards:WHERE:FILTER" counts cards in graveyards
# ("your_graveyard", "all_graveyards", "opponents_graveyards"). FILTER is the phrase's words in
# the singular, in the order written, joined by "+": every word must fit the object (a card
# type, supertype or subtype 205; a color 105.2, "colorless" 105.2c; "non" before one of those,
# 205.4b; "tapped"/"untapped" 110.5; "other": not the object counting), the last one the noun
# ("permanent", "card", a type or subtype, or alternatives "artifact/enchantment": any of them).

SUPERTYPE_WORDS = ("basic", "legendary", "snow", "world")
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# 110.4a: the permanent card types
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


def _fits(state: GameState, viewer: GameObject, o: GameObject, word: str, c: Any) -> bool:
    if "/" in word:
        return any(_fits(state, viewer, o, part, c) for part in word.split("/"))
    if word.startswith("non") and len(word) > 3:
        return not _fits(state, viewer, o, word[3:], c)
    if word == "other":
        return o.id != viewer.id
    if word in ("tapped", "untapped"):
        return o.tapped == (word == "tapped")
    if word == "card":
        return True
    if word == "permanent":
        # on the battlefield every object is a permanent; elsewhere a permanent card (110.4a)
        return o.zone is Zone.BATTLEFIELD or bool(set(c.types) & set(PERMANENT_TYPES))
    if word in SUPERTYPE_WORDS:
        return word.capitalize() in c.supertypes
    if word in _COLOR_LETTERS:
        return _COLOR_LETTERS[word] in c.colors
    if word == "colorless":
        return not c.colors
    if word == "multicolored":
        return len(c.colors) > 1
    if word.capitalize() in CARD_TYPES and word.islower():
        return word.capitalize() in c.types
    return word in c.subtypes


def fits_filter(
    state: GameState, viewer: GameObject, o: GameObject, words: str, printed: Printed
) -> bool:
    c = printed(state, o)
    return all(_fits(state, viewer, o, word, c) for word in words.split("+") if word)


_WHOSE = ("you", "opponents", "all")
_GRAVEYARDS = ("your_graveyard", "all_graveyards", "opponents_graveyards")


@count("permanents")
def _permanents(state: GameState, obj: GameObject, arg: str, printed: Printed) -> int:
    whose, _, words = arg.partition(":")
    if whose not in _WHOSE:
        return 0
    foes = opponents_of(state, obj.controller) if whose == "opponents" else ()
    return sum(
        1
        for o in state.battlefield
        if (
            whose == "all"
            or (o.controller == obj.controller if whose == "you" else o.controller in foes)
        )
        and fits_filter(state, obj, o, words, printed)
    )


@count("cards")
def _cards(state: GameState, obj: GameObject, arg: str, printed: Printed) -> int:
    where, _, words = arg.partition(":")
    if where not in _GRAVEYARDS:
        return 0
    foes = opponents_of(state, obj.controller)
    return sum(
        1
        for o in _graveyards(state, obj)
        if (
            where == "all_graveyards"
            or (o.owner == obj.controller if where == "your_graveyard" else o.owner in foes)
        )
        and fits_filter(state, obj, o, words, printed)
    )


@count("card_types_in_your_graveyard")
def _card_types_in_your_graveyard(
    state: GameState, obj: GameObject, _: str, printed: Printed
) -> int:
    """ "the number of card types among cards in your graveyard" (205.2a)."""
    found: set[str] = set()
    for o in _graveyards(state, obj, obj.controller):
        found.update(t for t in printed(state, o).types if t in CARD_TYPES)
    return len(found)


@count("cards_in_all_hands")
def _cards_in_all_hands(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """ "the total number of cards in all players' hands" (402)."""
    return sum(len(state.zone(Zone.HAND, p.id)) for p in state.players if not p.lost)


_MANA_SYMBOL = re.compile(r"\{([^}]+)\}")


def color_symbols(mana_cost: str, letter: str) -> int:
    """The mana symbols of a color in a mana cost: a hybrid or Phyrexian symbol with that color
    counts once (700.5, 107.4)."""
    return sum(1 for s in _MANA_SYMBOL.findall(mana_cost or "") if letter in s.split("/"))


@count("devotion")
def _devotion(state: GameState, obj: GameObject, letter: str, printed: Printed) -> int:
    """700.5: the mana symbols of the color among the mana costs of permanents the player
    controls."""
    return sum(color_symbols(printed(state, o).mana_cost, letter) for o in _yours(state, obj))


def _self_now(state: GameState, obj: GameObject) -> GameObject:
    # "where X is ..." counts with a viewer standing for the source (engine.instructions
    # .references): the counters are on the object itself, where it is now.
    found = state.find_object(obj.id)
    return found if found is not None else obj


@count("counters_on_self")
def _counters_on_self(state: GameState, obj: GameObject, kind: str, printed: Printed) -> int:
    """ "the number of fade counters on it" (122.1): counters are status, not characteristics."""
    return _counters_of(_self_now(state, obj), kind)


@count("counters_on_named_self")
def _counters_on_named_self(state: GameState, obj: GameObject, kind: str, printed: Printed) -> int:
    """The same count as the text names the object ("on ~")."""
    return _counters_of(_self_now(state, obj), kind)


def _counters_of(obj: GameObject, kind: str) -> int:
    """The object's counters of one kind, or of every kind together ("*": "the number of
    counters on ~", 122.1)."""
    if kind == ALL_COUNTERS:
        return sum(int(n) for n in obj.counters.values())
    return int(obj.counters.get(kind, 0))


@count("counters_on_permanents")
def _counters_on_permanents(state: GameState, obj: GameObject, arg: str, printed: Printed) -> int:
    """ "the number of +1/+1 counters on creatures you control": KIND:FILTER, the counters of
    that kind on each permanent you control that fits (122.1)."""
    kind, _, words = arg.partition(":")
    return sum(
        int(o.counters.get(kind, 0))
        for o in _yours(state, obj)
        if fits_filter(state, obj, o, words, printed)
    )


@count("greatest_mana_value")
def _greatest_mana_value(state: GameState, obj: GameObject, arg: str, printed: Printed) -> int:
    """ "the greatest / highest mana value among [permanents you control | cards in your
    graveyard]" (202.3): 0 when there are none. ARG is a count word of "permanents" or "cards"
    whose objects are looked at; "highest:" before it keeps the card's word."""
    arg = arg.removeprefix("highest:")
    head, _, rest = arg.partition(":")
    place, _, words = rest.partition(":")
    if head == "permanents" and place == "you":
        pool = _yours(state, obj)
    elif head == "cards" and place == "your_graveyard":
        pool = _graveyards(state, obj, obj.controller)
    else:
        return 0
    return max(
        (
            int(printed(state, o).mana_value)
            for o in pool
            if fits_filter(state, obj, o, words, printed)
        ),
        default=0,
    )


# "the greatest power / toughness among creatures you control" (208): STAT:permanents:you:FILTER
GREATEST_STAT = "greatest_stat"


@count(GREATEST_STAT)
def _greatest_stat(state: GameState, obj: GameObject, arg: str, printed: Printed) -> int:
    """The greatest power or toughness among the permanents you control that fit (0 when there
    are none, or when none has that characteristic). Read by instructions, which count with
    every permanent's characteristics (608.2h); a characteristic-defining ability doesn't name
    it (engine.oracle.grammar.defined_pt refuses it: it would read its own power)."""
    stat, _, rest = arg.partition(":")
    head, _, rest = rest.partition(":")
    place, _, words = rest.partition(":")
    if stat not in ("power", "toughness") or (head, place) != ("permanents", "you"):
        return 0
    values = [
        getattr(printed(state, o), stat)
        for o in _yours(state, obj)
        if fits_filter(state, obj, o, words, printed)
    ]
    return max((int(v) for v in values if v is not None), default=0)


@count("attacking_creatures")
def _attacking_creatures(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """ "the number of attacking creatures": every player's (506.4: attacking until removed
    from combat or the combat phase ends)."""
    if state.combat is None:
        return 0
    return sum(1 for o in state.battlefield if state.combat.is_attacking(o.id))


@count("colors_among_permanents_you_control")
def _colors_among_permanents(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """ "the number of colors among permanents you control" (105.1: the five colors;
    colorless is no color, 105.2c)."""
    colors: set[str] = set()
    for o in _yours(state, obj):
        colors |= set(printed(state, o).colors)
    return len(colors & {"W", "U", "B", "R", "G"})


@count("twice")
def _twice(state: GameState, obj: GameObject, word: str, printed: Printed) -> int:
    """ "twice the number of ..." (107.1)."""
    return 2 * compute(state, obj, word, printed) if known_count(word) else 0


SUM_SEPARATOR = ";"
# 122.1: the counter "kind" of a count of every kind of counter together
ALL_COUNTERS = "*"


@count("sum")
def _sum(state: GameState, obj: GameObject, words: str, printed: Printed) -> int:
    """ "the number of Elves you control plus the number of Elf cards in your graveyard": the
    counts added up (107.1)."""
    return sum(
        compute(state, obj, word, printed)
        for word in words.split(SUM_SEPARATOR)
        if known_count(word)
    )


def values(
    state: GameState, obj: GameObject, params: Params, printed: Printed
) -> tuple[int | None, int | None]:
    """The power and toughness a definition gives (None: that value isn't defined by it)."""
    both = params.get("count")
    found: list[int | None] = []
    for which in ("power", "toughness"):
        word = params.get(f"{which}_count", both)
        if not known_count(word):
            found.append(None)
            continue
        plus = params.get(f"{which}_plus", 0)
        found.append(
            compute(state, obj, str(word), printed) + (plus if isinstance(plus, int) else 0)
        )
    return found[0], found[1]


def check_definition(params: Params) -> str | None:
    """Why a definition can't be computed (an unknown count), or None."""
    for key in ("count", "power_count", "toughness_count"):
        word = params.get(key)
        if word is not None and not known_count(word):
            return f"{key} {word!r} is not a count the engine knows ({', '.join(sorted(COUNTS))})"
    for key in ("power_plus", "toughness_plus"):
        plus = params.get(key, 0)
        if isinstance(plus, bool) or not isinstance(plus, int):
            return f"{key} must be a whole number"
    if not any(k in params for k in ("count", "power_count", "toughness_count")):
        return "a definition needs count, power_count or toughness_count"
    return None


# --- reading Oracle text --------------------------------------------------------------------

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _singular(word: str) -> str:
    irregular = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Plains": "Plains"}
    if word in irregular:
        return irregular[word]
    return word[:-1] if word.endswith("s") else word


def count_from_words(words: str) -> str | None:
    """The count for a phrase like "the number of creatures you control"."""
    w = words.strip().rstrip(".")
    fixed = {
        "the number of cards in your hand": "cards_in_your_hand",
        "the number of creatures you control": "type_you_control:Creature",
        "the number of lands you control": "type_you_control:Land",
        "the number of artifacts you control": "type_you_control:Artifact",
        "the number of enchantments you control": "type_you_control:Enchantment",
        "the number of creature cards in your graveyard": "creature_cards_in_your_graveyard",
        "the number of cards in your graveyard": "cards_in_your_graveyard",
        "the number of creature cards in all graveyards": "creature_cards_in_all_graveyards",
        "the number of card types among cards in all graveyards": "card_types_in_all_graveyards",
        "the number of creatures on the battlefield": "creatures_on_battlefield",
        "your life total": "your_life",
        "the number of basic land types among lands you control": "basic_land_types_you_control",
    }
    if w in fixed:
        return fixed[w]
    m = re.fullmatch(r"the number of (white|blue|black|red|green) creatures on the battlefield", w)
    if m:
        return f"creatures_on_battlefield:{COLOR_WORDS[m.group(1)]}"
    m = re.fullmatch(r"the number of (\w+) cards in all graveyards", w)
    if m and m.group(1).capitalize() in CARD_TYPES:
        return f"type_cards_in_all_graveyards:{m.group(1).capitalize()}"
    m = re.fullmatch(r"the number of ([A-Z]\w+) you control", w)
    if m:
        subtype = _singular(m.group(1))
        kind = "lands_of_type" if subtype in BASIC_LAND_TYPES else "subtype_you_control"
        return f"{kind}:{subtype}"
    return None


def _plus(text: str | None) -> int:
    if not text:
        return 0
    return int(text) if text.isdigit() else _NUMBER_WORDS.get(text, 0)


_BOTH = re.compile(r"~'s power and toughness are each equal to (?:(\w+) plus )?(.+?)\.")
_POWER = re.compile(
    r"~'s power is equal to (?:(\w+) plus )?(.+?)"
    r"(?: and its toughness is equal to (?:that number plus (\w+)|(?:(\w+) plus )?(.+?)))?\."
)
_TOUGHNESS = re.compile(r"~'s toughness is equal to (?:(\w+) plus )?(.+?)\.")


def from_text(name: str, oracle_text: str) -> Params | None:
    """A definition read from a card's Oracle text, or None when the wording isn't one the
    engine knows (the document must then give the value as a number)."""
    sentences = [
        sentence
        for line in oracle_text.replace(name, "~").splitlines()
        for sentence in re.split(r"(?<=\.)\s+", " ".join(line.split()))
    ]
    for sentence in sentences:
        sentence = re.sub(r"^[A-Z][\w ]* — ", "", sentence)  # an ability word ("Domain — ")
        m = _BOTH.fullmatch(sentence)
        if m and (word := count_from_words(m.group(2))):
            plus = _plus(m.group(1))
            return Params({"count": word, "power_plus": plus, "toughness_plus": plus})
        m = _POWER.fullmatch(sentence)
        if m and (word := count_from_words(m.group(2))):
            found: dict[str, object] = {"power_count": word, "power_plus": _plus(m.group(1))}
            if m.group(3):  # "... and its toughness is equal to that number plus 1"
                found |= {"toughness_count": word, "toughness_plus": _plus(m.group(3))}
            elif m.group(5):
                other = count_from_words(m.group(5))
                if other is None:
                    return None
                found |= {"toughness_count": other, "toughness_plus": _plus(m.group(4))}
            return Params(found)
        m = _TOUGHNESS.fullmatch(sentence)
        if m and (word := count_from_words(m.group(2))):
            return Params({"toughness_count": word, "toughness_plus": _plus(m.group(1))})
    return None
