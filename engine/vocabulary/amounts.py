"""Amount words as typed objects: how many, how much (107.1-107.3).

An amount is a whole number or one of these; the document spells them as words ("x",
"target_power:1", "lands_of_type:Swamp"). `parse_amount` reads the spelling in one place and refuses
an unknown word. The engine computes each as the instruction applies (608.2h); the resolvers live
in engine.instructions (and engine.actions for a sacrificed creature's power) and register against
these types.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache

from engine.core.errors import InvalidDocument, UnknownWord


class AmountWord:
    """Base of every amount word."""

    def spell(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class X(AmountWord):
    """The value of X chosen as the spell or ability was put on the stack (107.3)."""

    def spell(self) -> str:
        return "x"


@dataclass(frozen=True)
class SourcePower(AmountWord):
    """The source's power, last known if it left the battlefield (608.2h). ``by_name``: the
    text names the source ("equal to ~'s power") rather than saying "its power"; the amount is
    the same, the printer writes the card's own words back."""

    by_name: bool = False

    def spell(self) -> str:
        return "named_source_power" if self.by_name else "source_power"


@dataclass(frozen=True)
class CountersOnSource(AmountWord):
    """The number of counters of a kind on the source ("for each burden counter on it")."""

    kind: str

    def spell(self) -> str:
        return f"counters:{self.kind}"


class Stat(enum.StrEnum):
    POWER = "power"
    TOUGHNESS = "toughness"


@dataclass(frozen=True)
class TargetStat(AmountWord):
    """A target's power or toughness, last known if it left the battlefield (608.2h)."""

    stat: Stat
    index: int = 0

    def spell(self) -> str:
        word = f"target_{self.stat.value}"
        return f"{word}:{self.index}" if self.index else word


@dataclass(frozen=True)
class LowestLife(AmountWord):
    """The lowest life total among players still in the game."""

    def spell(self) -> str:
        return "lowest_life"


@dataclass(frozen=True)
class LandsOfType(AmountWord):
    """The number of lands with a subtype the controller controls ("the number of Swamps you
    control")."""

    subtype: str

    def spell(self) -> str:
        return f"lands_of_type:{self.subtype}"


@dataclass(frozen=True)
class SacrificedPower(AmountWord):
    """The power of the creature sacrificed to pay the spell's additional cost (118.8)."""

    def spell(self) -> str:
        return "sacrificed_power"


@dataclass(frozen=True)
class BoundAmount(AmountWord):
    """A number a trigger bound as it triggered ("that much": the damage dealt, 120.3)."""

    key: str

    def spell(self) -> str:
        return f"bound:{self.key}"


@dataclass(frozen=True)
class CardPower(AmountWord):
    """The source card's power where it is now, not as it last existed on the battlefield
    ("this card's power" of a card exiled from a graveyard to pay a cost: scavenge, 702.97a)."""

    def spell(self) -> str:
        return "card_power"


@dataclass(frozen=True)
class CountersItHad(AmountWord):
    """The number of counters of a kind on the source as it last existed on the battlefield
    (608.2h), for a leaves-the-battlefield ability ("for each +1/+1 counter on this permanent":
    modular, 702.43a)."""

    kind: str

    def spell(self) -> str:
        return f"counters_it_had:{self.kind}"


DEFINED_X_PREFIX = "x_is:"
# What a sentence's "where X is ..." may name of an object its ability names (DefinedX).
SOURCE_POWER_X = "source_power"
SOURCE_TOUGHNESS_X = "source_toughness"
SPELL_MANA_VALUE_X = "spell_mana_value"
# The same values of the object with the ability, the card naming itself ("~'s power"), and its
# mana value (202.3).
NAMED_SOURCE_POWER_X = "named_source_power"
NAMED_SOURCE_TOUGHNESS_X = "named_source_toughness"
SOURCE_MANA_VALUE_X = "source_mana_value"
NAMED_SOURCE_MANA_VALUE_X = "named_source_mana_value"
DEFINED_X_WORDS = (
    SOURCE_POWER_X,
    SOURCE_TOUGHNESS_X,
    SPELL_MANA_VALUE_X,
    NAMED_SOURCE_POWER_X,
    NAMED_SOURCE_TOUGHNESS_X,
    SOURCE_MANA_VALUE_X,
    NAMED_SOURCE_MANA_VALUE_X,
)


@dataclass(frozen=True)
class DefinedX(AmountWord):
    """An X a sentence defines after its clause as a value of an object the ability names
    (107.3a): "where X is its power" / "its toughness" / "its mana value" or "~'s power" ... (the
    source's, last known if it has left the battlefield, 608.2h), "where X is that spell's mana value" (the spell a cast trigger
    names, 202.3, as it last existed on the stack if it has left it, 608.2h). Computed as the
    instruction applies (608.2h)."""

    word: str

    def spell(self) -> str:
        return f"{DEFINED_X_PREFIX}{self.word}"


COUNT_PREFIX = "count:"
# The counts the engine computes (engine.rules.defined_pt registers each as it loads: this layer
# can't import it). "count:WORD" is refused unless WORD's head is one of them.
COUNT_HEADS: set[str] = set()
EQUAL_TO_COUNT_PREFIX = "equal_to_count:"


@dataclass(frozen=True)
class CountOf(AmountWord):
    """A count stated in words ("where X is the number of creatures you control"), computed as
    the instruction applies (608.2h) from its controller's point of view (109.5)."""

    word: str
    # The text says "life equal to [the count]" rather than "X life, where X is [the count]":
    # the same amount, the printer writes the card's own words back.
    equal_to: bool = False

    def spell(self) -> str:
        return f"{EQUAL_TO_COUNT_PREFIX if self.equal_to else COUNT_PREFIX}{self.word}"


PER_PREFIX = "per:"


@dataclass(frozen=True)
class PerCount(AmountWord):
    """A number for each of a count ("+1/+1 ... for each creature you control", "gain 2 life
    for each card in your hand"): `per` times the count, computed as the instruction applies
    (608.2h) from its controller's point of view (109.5)."""

    per: int
    word: str

    def spell(self) -> str:
        return f"{PER_PREFIX}{self.per}:{self.word}"


PER_BOUND_PREFIX = "per_bound:"


@dataclass(frozen=True)
class PerBound(AmountWord):
    """A number for each of what an earlier instruction of the same resolution bound ("+1/+0
    ... for each card discarded this way", Rites of Initiation): `per` times the number of
    objects bound under `key` (608.2c: the later instruction refers to the earlier one's
    result)."""

    per: int
    key: str

    def spell(self) -> str:
        return f"{PER_BOUND_PREFIX}{self.per}:{self.key}"


PER_BOUND_CARD_PREFIX = "per_bound_card:"
# Where the cards counted by PerBoundCard are looked for, by the card's words: "milled this way"
# finds a milled card in the public zone it moved to (701.17c: the graveyard, or exile if a
# replacement sent it there); "put into your/their/a graveyard this way" only there.
BOUND_CARD_WHERE = ("milled", "your_graveyard", "their_graveyard", "a_graveyard")


@dataclass(frozen=True)
class PerBoundCard(AmountWord):
    """A number for each card of some kinds among the cards an earlier instruction of the same
    resolution bound ("you gain 1 life for each land card milled this way", "you draw a card for
    each creature card put into their graveyard this way"): `per` times the bound cards under
    `key` that have one of `kinds` (205.2a card types, "permanent", or a subtype) and are found
    where `where` says (608.2c, 701.17c)."""

    per: int
    key: str
    kinds: tuple[str, ...]
    where: str

    def spell(self) -> str:
        kinds = "+".join(self.kinds)
        return f"{PER_BOUND_CARD_PREFIX}{self.per}:{self.key}:{kinds}:{self.where}"


Amount = int | AmountWord

PLAIN_WORDS: dict[str, AmountWord] = {
    "x": X(),
    "source_power": SourcePower(),
    "named_source_power": SourcePower(by_name=True),
    "lowest_life": LowestLife(),
    "sacrificed_power": SacrificedPower(),
    "card_power": CardPower(),
    "target_power": TargetStat(Stat.POWER),
    "target_toughness": TargetStat(Stat.TOUGHNESS),
}
PREFIXED_WORDS = (
    "counters:KIND",
    "counters_it_had:KIND",
    "target_power:N",
    "target_toughness:N",
    "lands_of_type:SUBTYPE",
    "bound:KEY",
    "count:COUNT",
    "per:N:COUNT",
    "per_bound:N:KEY",
    "per_bound_card:N:KEY:KINDS:WHERE",
    "equal_to_count:COUNT",
    "x_is:" + "|".join(DEFINED_X_WORDS),
)
AMOUNT_TYPES: tuple[type[AmountWord], ...] = (
    X,
    SourcePower,
    CountersOnSource,
    TargetStat,
    LowestLife,
    LandsOfType,
    SacrificedPower,
    BoundAmount,
    CardPower,
    CountersItHad,
    CountOf,
    PerCount,
    PerBound,
    PerBoundCard,
    DefinedX,
)
KNOWN = ("a whole number", *PLAIN_WORDS, *PREFIXED_WORDS)


class _Unknown(Exception):
    pass


def parse_amount(value: object, path: str = "") -> Amount:
    """The typed amount a parameter's value spells; UnknownWord when it spells none."""
    if isinstance(value, AmountWord):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if not isinstance(value, str):
        raise InvalidDocument("an amount must be a whole number or an amount word", path)
    try:
        return _parse(value)
    except _Unknown:
        raise UnknownWord("amount", value, path, KNOWN) from None


def spell_amount(value: Amount) -> int | str:
    return value if isinstance(value, int) else value.spell()


@lru_cache(maxsize=512)
def _parse(value: str) -> AmountWord:
    if value in PLAIN_WORDS:
        return PLAIN_WORDS[value]
    prefix, _, rest = value.partition(":")
    if not rest:
        raise _Unknown
    if prefix == "counters":
        return CountersOnSource(rest)
    if prefix == "counters_it_had":
        return CountersItHad(rest)
    if prefix == "lands_of_type":
        return LandsOfType(rest)
    if prefix == "bound":
        return BoundAmount(rest)
    if prefix == "x_is" and rest in DEFINED_X_WORDS:
        return DefinedX(rest)
    if prefix == "count" and rest.partition(":")[0] in COUNT_HEADS:
        return CountOf(rest)
    if prefix == "equal_to_count" and rest.partition(":")[0] in COUNT_HEADS:
        return CountOf(rest, equal_to=True)
    if prefix == "per_bound_card":
        fields = rest.split(":")
        numbered = len(fields) == 4 and fields[0].lstrip("-").isdigit()
        if numbered and fields[1] and fields[2] and fields[3] in BOUND_CARD_WHERE:
            kinds = tuple(fields[2].split("+"))
            return PerBoundCard(int(fields[0]), fields[1], kinds, fields[3])
        raise _Unknown
    per, _, word = rest.partition(":")
    if prefix == "per_bound" and per.lstrip("-").isdigit() and word:
        return PerBound(int(per), word)
    if prefix == "per" and per.lstrip("-").isdigit() and word.partition(":")[0] in COUNT_HEADS:
        return PerCount(int(per), word)
    if prefix in ("target_power", "target_toughness") and rest.isdigit():
        return TargetStat(Stat(prefix.removeprefix("target_")), int(rest))
    raise _Unknown
