"""Reference words as typed objects: who or what an instruction acts on.

A card's parameter says "the controller of the first target" as `ControllerOf(Target(0))`; the
scenario document spells it "controller_of:0". `parse_reference` is the one place that reads the
spelling; `Reference.spell` writes it back, so a definition round-trips through the document.
An unknown word is refused here (UnknownWord, naming the word and the field), never resolved to
nothing at run time.

The resolvers (what each reference means in a resolving spell or ability, 608.2b-c) live in
engine.instructions and register against these types.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache

from engine.core.errors import InvalidDocument, UnknownWord


class Reference:
    """Base of every reference word."""

    def spell(self) -> str | int:
        raise NotImplementedError


@dataclass(frozen=True)
class You(Reference):
    """The controller of the spell or ability (109.5)."""

    def spell(self) -> str:
        return "you"


@dataclass(frozen=True)
class This(Reference):
    """The object with the ability ("this creature"; spelled "self"). `said_it`: the text calls
    it "it" once a trigger event has named it ("When ~ dies, return it to its owner's hand";
    spelled "it"), the same object, kept apart so a compiled definition prints back as its words
    (engine.oracle.grammar.effects)."""

    said_it: bool = False

    def spell(self) -> str:
        return "it" if self.said_it else "self"


@dataclass(frozen=True)
class Enchanted(Reference):
    """What the Aura with the ability enchants (303.4m)."""

    def spell(self) -> str:
        return "enchanted"


@dataclass(frozen=True)
class Equipped(Reference):
    """The creature the Equipment with the ability equips (301.5f)."""

    def spell(self) -> str:
        return "equipped"


@dataclass(frozen=True)
class Target(Reference):
    """The N-th target of the spell or ability (0 is the first); an illegal target is nothing
    (608.2b). Spelled as the number N (or "target:N")."""

    index: int

    def spell(self) -> int:
        return self.index


@dataclass(frozen=True)
class ThatTarget(Reference):
    """The N-th target named again by the text as "that creature" rather than "it": the same
    target (608.2c; an illegal one is nothing, 608.2b). Spelled "that:N", kept apart from the
    number so a compiled definition prints back as its words (engine.oracle.grammar.anaphora)."""

    index: int

    def spell(self) -> str:
        return f"that:{self.index}"


@dataclass(frozen=True)
class EachTarget(Reference):
    """Every target of the spell or ability, in the order chosen; an illegal one is left out
    (608.2b). "Return target creature you control and target creature you don't control to
    their owners' hands." """

    def spell(self) -> str:
        return "each_target"


@dataclass(frozen=True)
class ControllerOf(Reference):
    """The controller of a target, or its last controller on the battlefield (608.2h); a player
    target is its own controller."""

    target: Target | ThatTarget  # "that creature's controller": spelled "controller_of:that:N"

    def spell(self) -> str:
        return f"controller_of:{self.target.spell()}"


@dataclass(frozen=True)
class OwnerOf(Reference):
    """The owner of a target (108.3), wherever it is now: "return target permanent to its
    owner's hand, then that player discards a card"."""

    target: Target

    def spell(self) -> str:
        return f"owner_of:{self.target.index}"


@dataclass(frozen=True)
class EachPlayer(Reference):
    """Each player still in the game, in APNAP order (101.4)."""

    def spell(self) -> str:
        return "each_player"


@dataclass(frozen=True)
class EachOpponent(Reference):
    def spell(self) -> str:
        return "each_opponent"


class Whose(enum.StrEnum):
    """Whose creatures a group word means."""

    ALL = "all"
    YOURS = "yours"
    OPPONENTS = "opponents"


_CREATURE_WORDS = {
    "each_creature": Whose.ALL,
    "all_creatures": Whose.ALL,
    "your_creatures": Whose.YOURS,
    "each_creature_you_control": Whose.YOURS,  # "Put a +1/+1 counter on each creature you control."
    "opponents_creatures": Whose.OPPONENTS,
    # "each creature you don't control" (Electrickery overloaded): Whose.OPPONENTS is read as
    # any creature another player controls (engine.instructions.registry._in_scope), exactly
    # the creatures you don't control.
    "each_creature_you_dont_control": Whose.OPPONENTS,
}


@dataclass(frozen=True)
class Creatures(Reference):
    """Creatures on the battlefield now: all, yours or your opponents'; `other`: but the object
    with the ability ("each other creature", "other creatures you control")."""

    whose: Whose = Whose.ALL
    # Oracle's "each creature you control" ("Put a +1/+1 counter on each creature you
    # control."): the same creatures as "creatures you control", in the singular.
    each: bool = False
    other: bool = False

    def spell(self) -> str:
        if self.other and self.each and self.whose is Whose.YOURS:
            return "each_other_creature_you_control"
        if self.other and self.whose is not Whose.OPPONENTS:
            return "other_creatures" if self.whose is Whose.ALL else "your_other_creatures"
        if self.each and self.whose is Whose.YOURS:
            return "each_creature_you_control"
        if self.each and self.whose is Whose.OPPONENTS:
            return "each_creature_you_dont_control"
        return {
            Whose.ALL: "each_creature",
            Whose.YOURS: "your_creatures",
            Whose.OPPONENTS: "opponents_creatures",
        }[self.whose]


@dataclass(frozen=True)
class CreaturesWith(Reference):
    """Creatures on the battlefield now with (or without) a keyword ("each creature with
    flying")."""

    keyword: str
    has: bool = True

    def spell(self) -> str:
        return f"creatures_{'with' if self.has else 'without'}:{self.keyword}"


# The counter kinds a "with a COUNTER counter on it" group names (122.1a: +1/+1 and -1/-1).
GROUP_COUNTER_KINDS = ("+1/+1", "-1/-1")
# "creatures_with_counter:KIND" (each creature with a KIND counter on it), with "your_" (that
# you control) and "your_other_" (other than the object with the ability) before it.
COUNTER_GROUP_PREFIXES = {
    "creatures_with_counter": (Whose.ALL, False),
    "your_creatures_with_counter": (Whose.YOURS, False),
    "your_other_creatures_with_counter": (Whose.YOURS, True),
}


@dataclass(frozen=True)
class CreaturesWithCounter(Reference):
    """Creatures on the battlefield now with one or more counters of a kind on them (122.1):
    "each creature with a -1/-1 counter on it", "each creature you control with a +1/+1 counter
    on it", "each other creature you control with a +1/+1 counter on it"; spelled
    "creatures_with_counter:KIND" with the prefixes of COUNTER_GROUP_PREFIXES."""

    kind: str
    whose: Whose = Whose.ALL
    other: bool = False

    def spell(self) -> str:
        prefix = next(
            p for p, (w, o) in COUNTER_GROUP_PREFIXES.items() if (w, o) == (self.whose, self.other)
        )
        return f"{prefix}:{self.kind}"


@dataclass(frozen=True)
class AttackingCreatures(Reference):
    """Creatures attacking in the current combat (506.4); `other`: except the object with the
    ability ("each other attacking creature", battle cry 702.91a)."""

    other: bool = False

    def spell(self) -> str:
        return "other_attacking_creatures" if self.other else "attacking_creatures"


@dataclass(frozen=True)
class PermanentsOfType(Reference):
    """Every permanent of a card type on the battlefield now ("all enchantments"); spelled
    "permanents:TYPE" with the type capitalized as on a type line (205.2a)."""

    card_type: str

    def spell(self) -> str:
        return f"permanents:{self.card_type}"


@dataclass(frozen=True)
class YourOtherCreaturesOfType(Reference):
    """The other creatures of a creature type the controller controls now ("each other Dragon
    creature you control"); spelled "your_other_creatures_of:SUBTYPE"."""

    subtype: str

    def spell(self) -> str:
        return f"your_other_creatures_of:{self.subtype}"


@dataclass(frozen=True)
class YourPermanentsOfSubtype(Reference):
    """Each permanent of a creature type the controller controls now, creature or kindred
    (205.3m: "each Squirrel you control", "each other Elf you control": not the ability's own
    object); spelled "your_permanents_of:SUBTYPE" / "your_other_permanents_of:SUBTYPE"."""

    subtype: str
    other: bool = False

    def spell(self) -> str:
        return f"your_{'other_' if self.other else ''}permanents_of:{self.subtype}"


@dataclass(frozen=True)
class YourCreaturesOfColor(Reference):
    """The creatures of a color the controller controls now ("white creatures you control",
    105.2); spelled "your_creatures_of_color:W" (the color's letter)."""

    color: str

    def spell(self) -> str:
        return f"your_creatures_of_color:{self.color}"


@dataclass(frozen=True)
class CreaturesTargetControls(Reference):
    """The creatures a target player controls now: "each creature target player controls",
    "all creatures target opponent controls" (an illegal target player: none, 608.2b); spelled
    "each_creature_target_controls:N" or "all_creatures_target_controls:N" (N the player's target
    index), the two wordings kept apart so a definition prints back as its words."""

    index: int
    each: bool = True

    def spell(self) -> str:
        return f"{'each_creature' if self.each else 'all_creatures'}_target_controls:{self.index}"


TARGET_CONTROLS_PREFIXES = ("each_creature_target_controls", "all_creatures_target_controls")


@dataclass(frozen=True)
class PermanentsTargetControls(Reference):
    """The permanents of a card type a target player controls now: "all lands target player
    controls", "each nonland permanent target opponent controls" (an illegal target player:
    none, 608.2b); spelled "target_players:TYPE:N" or "each_of_target_players:TYPE:N" (the
    singular wording), TYPE a permanent type (110.4), "Permanent" (any) or "Nonland" (a
    permanent without the type land), N the player's target index."""

    index: int
    card_type: str
    each: bool = False

    def spell(self) -> str:
        return f"{TARGET_PLAYERS_PREFIXES[self.each]}:{self.card_type}:{self.index}"


TARGET_PLAYERS_PREFIXES = ("target_players", "each_of_target_players")


@dataclass(frozen=True)
class OpponentsNonlandPermanentsWithManaValue(Reference):
    """Each nonland permanent an opponent controls now with mana value N or less (202.3; X is 0
    on the battlefield, 107.3g): "each nonland permanent your opponents control with mana value
    4 or less"; spelled "opponents_nonland_permanents_mv_at_most:N"."""

    most: int

    def spell(self) -> str:
        return f"{OPPONENTS_NONLAND_MV_PREFIX}:{self.most}"


OPPONENTS_NONLAND_MV_PREFIX = "opponents_nonland_permanents_mv_at_most"


@dataclass(frozen=True)
class BoundPlayersPermanents(Reference):
    """The permanents of a card type ("Permanent": any) that the player a trigger event named
    controls, as the instruction applies (611.2c): "each creature that player controls", "all
    artifacts that player controls" of "Whenever ~ deals combat damage to a player"; spelled
    "that_players:TYPE" (all) or "each_of_that_players:TYPE" (the singular wording, kept apart
    so a definition prints back as its words)."""

    card_type: str
    each: bool = False

    def spell(self) -> str:
        return f"{THAT_PLAYERS_PREFIXES[self.each]}:{self.card_type}"


THAT_PLAYERS_PREFIXES = ("that_players", "each_of_that_players")


@dataclass(frozen=True)
class YourPermanents(Reference):
    """Permanents the controller controls."""

    def spell(self) -> str:
        return "your_permanents"


@dataclass(frozen=True)
class DefendingPlayer(Reference):
    """The defending player of an attack trigger (508.5): the player the attacking creature (the
    object with the ability, or what it is attached to) attacks, the controller of the
    planeswalker it attacks or the protector of the battle; spelled "defending_player"."""

    def spell(self) -> str:
        return "defending_player"


@dataclass(frozen=True)
class Bound(Reference):
    """A value an earlier instruction of the same resolution bound (the tokens it created, the
    card it milled), or one a trigger bound as it triggered ("that player")."""

    key: str

    def spell(self) -> str:
        return f"bound:{self.key}"


@dataclass(frozen=True)
class PlayersWithLife(Reference):
    """Each player whose life total is exactly `life` as the effect applies, in APNAP order
    ("each player with exactly 13 life", Triskaidekaphobia)."""

    life: int

    def spell(self) -> str:
        return f"players_with_life:{self.life}"


PLAIN_WORDS: dict[str, Reference] = {
    "you": You(),
    "self": This(),
    "it": This(said_it=True),
    "enchanted": Enchanted(),
    "equipped": Equipped(),
    "each_player": EachPlayer(),
    "each_opponent": EachOpponent(),
    "attacking_creatures": AttackingCreatures(),
    "other_attacking_creatures": AttackingCreatures(other=True),
    "your_permanents": YourPermanents(),
    "your_other_creatures": Creatures(Whose.YOURS, other=True),
    # "Put a +1/+1 counter on each other creature you control." (Katara, Heroic Healer): the
    # same creatures in the singular
    "each_other_creature_you_control": Creatures(Whose.YOURS, each=True, other=True),
    "defending_player": DefendingPlayer(),
    "each_target": EachTarget(),
    "other_creatures": Creatures(Whose.ALL, other=True),
    **{
        word: Creatures(
            whose, each=word in ("each_creature_you_control", "each_creature_you_dont_control")
        )
        for word, whose in _CREATURE_WORDS.items()
    },
}
# Words followed by ":" and a value; the value's meaning is given per prefix.
PREFIXED_WORDS = (
    "target:N",
    "that:N",
    "controller_of:N",
    "controller_of:that:N",
    "owner_of:N",
    "creatures_with:KEYWORD",
    "creatures_without:KEYWORD",
    "permanents:TYPE",
    "your_other_creatures_of:SUBTYPE",
    "your_permanents_of:SUBTYPE",
    "your_other_permanents_of:SUBTYPE",
    "bound:KEY",
    "players_with_life:N",
    "your_creatures_of_color:COLOR",
    *(f"{prefix}:KIND" for prefix in COUNTER_GROUP_PREFIXES),
    f"{OPPONENTS_NONLAND_MV_PREFIX}:N",
    *(f"{prefix}:N" for prefix in TARGET_CONTROLS_PREFIXES),
    *(f"{prefix}:TYPE:N" for prefix in TARGET_PLAYERS_PREFIXES),
    *(f"{prefix}:TYPE" for prefix in THAT_PLAYERS_PREFIXES),
)
REFERENCE_TYPES: tuple[type[Reference], ...] = (
    You,
    This,
    Enchanted,
    Equipped,
    Target,
    ThatTarget,
    EachTarget,
    ControllerOf,
    OwnerOf,
    EachPlayer,
    EachOpponent,
    Creatures,
    CreaturesWith,
    CreaturesWithCounter,
    AttackingCreatures,
    YourPermanents,
    OpponentsNonlandPermanentsWithManaValue,
    CreaturesTargetControls,
    PermanentsTargetControls,
    BoundPlayersPermanents,
    PermanentsOfType,
    YourOtherCreaturesOfType,
    YourPermanentsOfSubtype,
    DefendingPlayer,
    Bound,
    PlayersWithLife,
    YourCreaturesOfColor,
)
KNOWN = (*PLAIN_WORDS, *PREFIXED_WORDS, "N (a target's index)")


def parse_reference(value: object, path: str = "") -> Reference:
    """The typed reference a parameter's value spells; UnknownWord when it spells none."""
    if isinstance(value, Reference):
        return value
    if not isinstance(value, str | int):  # a list or an object where one word belongs
        raise InvalidDocument("a reference must be a word or a target's number", path)
    try:
        return _parse(value)
    except _Unknown:
        raise UnknownWord("reference", value, path, KNOWN) from None


# The card types a permanent can have (110.4), as "permanents:TYPE" spells them.
PERMANENT_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)


class _Unknown(Exception):
    pass


@lru_cache(maxsize=1024)
def _parse(value: str | int) -> Reference:
    if isinstance(value, bool):
        raise _Unknown
    if isinstance(value, int):
        if value < 0:
            raise _Unknown
        return Target(value)
    if not isinstance(value, str):
        raise _Unknown
    if value in PLAIN_WORDS:
        return PLAIN_WORDS[value]
    prefix, _, rest = value.partition(":")
    if not rest:
        raise _Unknown
    if prefix == "players_with_life" and rest.isdigit():
        return PlayersWithLife(int(rest))
    if prefix == "controller_of" and rest.startswith("that:") and rest[5:].isdigit():
        return ControllerOf(ThatTarget(int(rest[5:])))
    if prefix in ("target", "controller_of", "that", "owner_of"):
        if not rest.isdigit():
            raise _Unknown
        if prefix == "that":
            return ThatTarget(int(rest))
        if prefix == "owner_of":
            return OwnerOf(Target(int(rest)))
        return Target(int(rest)) if prefix == "target" else ControllerOf(Target(int(rest)))
    if prefix in ("creatures_with", "creatures_without"):
        return CreaturesWith(rest, has=prefix == "creatures_with")
    if prefix in COUNTER_GROUP_PREFIXES and rest in GROUP_COUNTER_KINDS:
        return CreaturesWithCounter(rest, *COUNTER_GROUP_PREFIXES[prefix])
    if prefix == "bound":
        return Bound(rest)
    if prefix == "permanents" and rest in PERMANENT_TYPES:
        return PermanentsOfType(rest)
    if prefix == "your_other_creatures_of":
        return YourOtherCreaturesOfType(rest)
    if prefix in ("your_permanents_of", "your_other_permanents_of"):
        return YourPermanentsOfSubtype(rest, other=prefix == "your_other_permanents_of")
    if prefix in TARGET_CONTROLS_PREFIXES and rest.isdigit():
        return CreaturesTargetControls(int(rest), each=prefix == TARGET_CONTROLS_PREFIXES[0])
    if prefix in TARGET_PLAYERS_PREFIXES:
        kind, _, index = rest.partition(":")
        if (kind in PERMANENT_TYPES or kind in ("Permanent", "Nonland")) and index.isdigit():
            each = prefix == TARGET_PLAYERS_PREFIXES[1]
            return PermanentsTargetControls(int(index), kind, each=each)
    if prefix in THAT_PLAYERS_PREFIXES and (rest in PERMANENT_TYPES or rest == "Permanent"):
        return BoundPlayersPermanents(rest, each=prefix == THAT_PLAYERS_PREFIXES[1])
    if prefix == OPPONENTS_NONLAND_MV_PREFIX and rest.isdigit():
        return OpponentsNonlandPermanentsWithManaValue(int(rest))
    if prefix == "your_creatures_of_color" and rest in ("W", "U", "B", "R", "G"):
        return YourCreaturesOfColor(rest)
    raise _Unknown
