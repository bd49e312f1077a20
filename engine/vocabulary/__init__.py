"""The typed vocabulary of card definitions and scenario documents: declarations, not behaviour.

Every instruction kind, effect kind and trigger is a `Declaration` with typed `Field`s
(`declarations`); reference words ("the controller of the first target") and amount words are typed
objects (`references`, `amounts`) with one parser for their document spelling; closed sets of words
are enums (`words`); an activation cost is the typed `Cost` (`costs`). The implementations register
against these declarations (engine.instructions, engine.rules.effects, engine.rules.triggers), and
the JSON Schema, the codec's checks, the builder's forms and the documentation tables are generated
from them (`schema`, `tables`).

Typed constructors for new code:
    instruction("deal_damage", amount=X(), to=ControllerOf(Target(0)))
The string spelling (to="controller_of:0") is accepted too, validated the same way.

May import: engine.core only.
"""

from __future__ import annotations

from engine.vocabulary.amounts import (
    Amount,
    AmountWord,
    CountersOnSource,
    CountOf,
    LandsOfType,
    LowestLife,
    PerCount,
    SacrificedPower,
    SourcePower,
    Stat,
    TargetStat,
    X,
    parse_amount,
)
from engine.vocabulary.costs import Cost
from engine.vocabulary.declarations import (
    EFFECT_KINDS,
    INSTRUCTION_KINDS,
    TRIGGERS,
    check_effect,
    check_instruction,
    check_trigger,
)
from engine.vocabulary.fields import Declaration, Field, Shape
from engine.vocabulary.references import (
    AttackingCreatures,
    Bound,
    ControllerOf,
    Creatures,
    CreaturesWith,
    CreaturesWithCounter,
    EachOpponent,
    EachPlayer,
    Enchanted,
    Equipped,
    PermanentsOfType,
    Reference,
    Target,
    This,
    Whose,
    You,
    YourPermanents,
    parse_reference,
)
from engine.vocabulary.words import Condition, TargetWord

__all__ = [
    "EFFECT_KINDS",
    "INSTRUCTION_KINDS",
    "TRIGGERS",
    "Amount",
    "AmountWord",
    "AttackingCreatures",
    "Bound",
    "Condition",
    "ControllerOf",
    "Cost",
    "CountersOnSource",
    "CountOf",
    "Creatures",
    "CreaturesWith",
    "CreaturesWithCounter",
    "Declaration",
    "EachOpponent",
    "EachPlayer",
    "Enchanted",
    "Equipped",
    "Field",
    "LandsOfType",
    "LowestLife",
    "PerCount",
    "PermanentsOfType",
    "Reference",
    "SacrificedPower",
    "Shape",
    "SourcePower",
    "Stat",
    "Target",
    "TargetStat",
    "TargetWord",
    "This",
    "Whose",
    "X",
    "You",
    "YourPermanents",
    "check_effect",
    "check_instruction",
    "check_trigger",
    "parse_amount",
    "parse_reference",
]
