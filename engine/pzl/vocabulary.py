"""The words of the `.pzl` format: state keys, phases, card modifiers and player references."""

from __future__ import annotations

import enum
from dataclasses import dataclass

# --- [state] keys --------------------------------------------------------------------------------

PLAYER_PREFIXES = {"human": 0, "p0": 0, "ai": 1, "p1": 1}
PLAYER_SUFFIX_ALIASES = {"play": "battlefield"}  # `HumanPlay` is the old spelling


class ValueKind(enum.Enum):
    INT = "int"
    TEXT = "text"
    CARDS = "cards"
    SETUP = "setup"
    COUNTERS = "counters"
    PLAYER = "player"
    PHASE = "phase"


ZONES = ("hand", "library", "graveyard", "battlefield", "exile", "command", "sideboard")
PLAYER_KEYS: dict[str, ValueKind] = {
    "life": ValueKind.INT,
    "counters": ValueKind.COUNTERS,
    "landsplayed": ValueKind.INT,
    "landsplayedlastturn": ValueKind.INT,
    "numringtemptedyou": ValueKind.INT,
    "speed": ValueKind.INT,
    "manapool": ValueKind.TEXT,
    "persistentmana": ValueKind.TEXT,
    "precast": ValueKind.SETUP,
    "putonstack": ValueKind.SETUP,
    **dict.fromkeys(ZONES, ValueKind.CARDS),
    "play": ValueKind.CARDS,
}
GLOBAL_KEYS: dict[str, ValueKind] = {
    "turn": ValueKind.INT,
    "activeplayer": ValueKind.PLAYER,
    "activephase": ValueKind.PHASE,
    "activephaseadvance": ValueKind.PHASE,
    "removesummoningsickness": ValueKind.TEXT,
}
ABILITY_PREFIX = "ability"  # ability<Name>=<ability script>


@dataclass(frozen=True)
class StateKey:
    """What a `[state]` key means: `player` 0/1 or None (global), canonical `name`, value kind.

    `known` is False for keys Forge logs and ignores (e.g. `aiName`); `ability` holds the
    `<Name>` of an `ability<Name>` key."""

    player: int | None
    name: str
    kind: ValueKind
    known: bool = True
    ability: str = ""


def classify_state_key(key: str) -> StateKey:
    lowered = key.strip().lower()
    for prefix, player in PLAYER_PREFIXES.items():
        suffix = lowered[len(prefix) :]
        if lowered.startswith(prefix) and suffix in PLAYER_KEYS:
            return StateKey(player, PLAYER_SUFFIX_ALIASES.get(suffix, suffix), PLAYER_KEYS[suffix])
    if lowered in GLOBAL_KEYS:
        return StateKey(None, lowered, GLOBAL_KEYS[lowered])
    if lowered.startswith(ABILITY_PREFIX) and len(lowered) > len(ABILITY_PREFIX):
        return StateKey(None, ABILITY_PREFIX, ValueKind.TEXT, ability=key.strip()[7:])
    return StateKey(None, lowered, ValueKind.TEXT, known=False)


# Forge phase names -> the engine's steps (engine.core.state.Step values).
PHASE_STEPS = {
    "UNTAP": "untap",
    "UPKEEP": "upkeep",
    "DRAW": "draw",
    "MAIN1": "precombat_main",
    "COMBAT_BEGIN": "beginning_of_combat",
    "COMBAT_DECLARE_ATTACKERS": "declare_attackers",
    "COMBAT_DECLARE_BLOCKERS": "declare_blockers",
    "COMBAT_FIRST_STRIKE_DAMAGE": "first_strike_damage",
    "COMBAT_DAMAGE": "combat_damage",
    "COMBAT_END": "end_of_combat",
    "MAIN2": "postcombat_main",
    "END_OF_TURN": "end",
    "CLEANUP": "cleanup",
}
STEP_PHASES = {step: phase for phase, step in PHASE_STEPS.items()}

# Forge's Goal values (case-insensitive; anything else plays as Win) -> the puzzle goal kinds.
GOALS = {
    "win": "win",
    "survive": "survive",
    "destroy specified permanents": "destroy_specified",
    "destroy specified creatures": "destroy_specified",
    "remove specified permanents from the battlefield": "destroy_specified",
    "kill specified creatures": "destroy_specified",
    "put the specified permanent on the battlefield": "put_onto_battlefield",
    "play the specified permanent": "put_onto_battlefield",
    "gain control of specified permanents": "gain_control",
}
GOAL_TEXTS = {
    "win": "Win",
    "survive": "Survive",
    "destroy_specified": "Destroy specified permanents",
    "put_onto_battlefield": "Put the specified permanent on the battlefield",
    "gain_control": "Gain control of specified permanents",
}
SOURCE = "forge-pzl"  # document["puzzle"]["source"] of an imported puzzle

PLAYER_REFERENCES = {"human": 0, "p0": 0, "ai": 1, "p1": 1}  # Owner:, EnchantingPlayer:, ->Human


def player_reference(text: str) -> int | None:
    return PLAYER_REFERENCES.get(text.strip().lower())


# --- card modifiers ------------------------------------------------------------------------------


class ModifierKind(enum.StrEnum):
    """Every card modifier of FORMAT.md §5.3, spelled as Forge writes it."""

    SET = "Set"
    ART = "Art"
    TAPPED = "Tapped"
    SUMMON_SICK = "SummonSick"
    COUNTERS = "Counters"
    ID = "Id"
    ATTACHED_TO = "AttachedTo"
    ATTACHING = "Attaching"  # deprecated spelling of AttachedTo
    ENCHANTING_PLAYER = "EnchantingPlayer"
    NO_ETB_TRIGS = "NoETBTrigs"
    TRANSFORMED = "Transformed"
    FACE_DOWN = "FaceDown"
    FLIPPED = "Flipped"
    MELD = "Meld"
    MODAL = "Modal"
    ON_ADVENTURE = "OnAdventure"
    FORETOLD = "Foretold"
    FORETOLD_THIS_TURN = "ForetoldThisTurn"
    ATTACKING = "Attacking"
    DAMAGE = "Damage"
    RENOWNED = "Renowned"
    MONSTROUS = "Monstrous"
    SOLVED = "Solved"
    SADDLED = "Saddled"
    SUSPECTED = "Suspected"
    PHASED_OUT = "PhasedOut"
    OWNER = "Owner"
    CHOSEN_COLOR = "ChosenColor"
    CHOSEN_TYPE = "ChosenType"
    CHOSEN_TYPE2 = "ChosenType2"
    NAMED_CARD = "NamedCard"
    CHOSEN_CARDS = "ChosenCards"
    REMEMBERED_CARDS = "RememberedCards"
    IMPRINTING = "Imprinting"
    EXILED_WITH = "ExiledWith"
    MERGED_CARDS = "MergedCards"
    CLASS_LEVEL = "ClassLevel"
    UNLOCKED_ROOM = "UnlockedRoom"
    IS_TOKEN = "IsToken"
    IS_COMMANDER = "IsCommander"
    IS_RING_BEARER = "IsRingBearer"
    ABILITY = "Ability"
    EXECUTE_SCRIPT = "ExecuteScript"


class Arity(enum.Enum):
    NONE = "none"  # `|Tapped`
    REQUIRED = "required"  # `|Set:DOM`
    OPTIONAL = "optional"  # `|FaceDown` or `|FaceDown:Manifested`


@dataclass(frozen=True)
class ModifierSpec:
    kind: ModifierKind
    arity: Arity
    integer: bool = False  # the value must be a whole number (Forge would fail otherwise)

    def accepts(self, value: str | None) -> bool:
        if self.arity is Arity.NONE:
            return value is None
        if self.arity is Arity.REQUIRED:
            return value is not None
        return True


_OPTIONAL = {
    ModifierKind.FACE_DOWN,
    ModifierKind.MELD,
    ModifierKind.ATTACKING,
    ModifierKind.PHASED_OUT,
}
_REQUIRED = {
    ModifierKind.SET,
    ModifierKind.ART,
    ModifierKind.COUNTERS,
    ModifierKind.ID,
    ModifierKind.ATTACHED_TO,
    ModifierKind.ATTACHING,
    ModifierKind.ENCHANTING_PLAYER,
    ModifierKind.DAMAGE,
    ModifierKind.OWNER,
    ModifierKind.CHOSEN_COLOR,
    ModifierKind.CHOSEN_TYPE,
    ModifierKind.CHOSEN_TYPE2,
    ModifierKind.NAMED_CARD,
    ModifierKind.CHOSEN_CARDS,
    ModifierKind.REMEMBERED_CARDS,
    ModifierKind.IMPRINTING,
    ModifierKind.EXILED_WITH,
    ModifierKind.MERGED_CARDS,
    ModifierKind.CLASS_LEVEL,
    ModifierKind.UNLOCKED_ROOM,
    ModifierKind.ABILITY,
    ModifierKind.EXECUTE_SCRIPT,
}
_INTEGER = {
    ModifierKind.ID,
    ModifierKind.ATTACHED_TO,
    ModifierKind.ATTACHING,
    ModifierKind.DAMAGE,
    ModifierKind.ATTACKING,
}


def _arity(kind: ModifierKind) -> Arity:
    if kind in _OPTIONAL:
        return Arity.OPTIONAL
    return Arity.REQUIRED if kind in _REQUIRED else Arity.NONE


MODIFIERS: dict[str, ModifierSpec] = {
    kind.value.lower(): ModifierSpec(kind, _arity(kind), kind in _INTEGER) for kind in ModifierKind
}

# Modifiers the engine models as object fields (the rest are kept verbatim). `Set`, `Art` and
# `NoETBTrigs` are kept verbatim too but change nothing the engine decides: the engine builds a
# position without running enters-the-battlefield triggers anyway.
MODELED_MODIFIERS = frozenset(
    {
        ModifierKind.TAPPED,
        ModifierKind.SUMMON_SICK,
        ModifierKind.COUNTERS,
        ModifierKind.ID,
        ModifierKind.ATTACHED_TO,
        ModifierKind.ATTACHING,
        ModifierKind.ENCHANTING_PLAYER,
        ModifierKind.FACE_DOWN,
        ModifierKind.PHASED_OUT,
        ModifierKind.OWNER,
        ModifierKind.DAMAGE,
        ModifierKind.IS_TOKEN,
        ModifierKind.IS_COMMANDER,
        ModifierKind.TRANSFORMED,
        ModifierKind.CHOSEN_TYPE,
    }
)
HARMLESS_MODIFIERS = frozenset({ModifierKind.SET, ModifierKind.ART, ModifierKind.NO_ETB_TRIGS})
