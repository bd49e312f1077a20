"""Typed declarations of parameters, and the one validator that reads them.

A `Declaration` names a kind of the vocabulary (an instruction, an effect kind, a trigger) and the
`Field`s its parameters may have; each field has a `Shape` (a reference, an amount, a number, one
of a closed set of words ...). `check_params` refuses an unknown key or word with the field's path
and returns the parameters in their document spelling (typed references and amounts written back
as words), so a definition built in Python and one read from a document are the same value.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.errors import InvalidDocument, UnknownWord
from engine.vocabulary.amounts import parse_amount, spell_amount
from engine.vocabulary.references import Reference, parse_reference

MANA_LETTERS = ("W", "U", "B", "R", "G", "C")
_MANA_COST = re.compile(r"^(\{[0-9WUBRGCXSP/]+\})*$")


class Shape(enum.StrEnum):
    """How a parameter's value is written."""

    REFERENCE = "reference"  # one reference word (engine.vocabulary.references)
    REFERENCES = "references"  # one reference word or a list of them, acted on at once
    AMOUNT = "amount"  # a whole number or an amount word (engine.vocabulary.amounts)
    INT = "int"
    BOOL = "bool"
    TEXT = "text"  # a free string (a counter kind, a card type, a rule number)
    WORD = "word"  # one of the field's `choices`
    WORDS = "words"  # a list of strings (of the field's `choices`, when it has them)
    INTS = "ints"  # a list of whole numbers, none negative (the chosen modes, 700.2)
    MANA_COST = "mana_cost"  # braces notation, e.g. "{X}{R}"
    MANA = "mana"  # mana letters to amounts, e.g. {"G": 1}
    OBJECT = "object"  # a JSON object the kind reads itself (token characteristics, a condition)
    INSTRUCTIONS = "instructions"  # a list of {"kind", "params"} instructions
    EFFECT_PARAMS = "effect_params"  # the parameters of the effect kind its "kind" field names
    VALUE = "value"  # any JSON value: ids and bookkeeping the engine writes itself


class Asks(enum.StrEnum):
    """What on a board a parameter's value names, so that a form offers exactly those (the
    builder's effect forms are generated from the declarations: engine never imports Django, so
    it declares what is asked and the builder decides how it is drawn)."""

    NUMBER = "number"
    SWITCH = "switch"
    TEXT = "text"
    PLAYER = "player"  # one player ("you" on a card)
    PLAYER_OR_EACH = "player_or_each"  # one player, or each player
    PERMANENT = "permanent"
    PERMANENTS = "permanents"
    OBJECT = "object"  # any object: a spell on the stack, a permanent, a card
    RECIPIENT = "recipient"  # a player or a permanent
    DAMAGE_RECIPIENTS = "damage_recipients"  # any, yours, opponents, a player, a permanent, ...
    DAMAGE_SOURCES = "damage_sources"  # any, yours, opponents'
    DAMAGE_SOURCE = "damage_source"  # any source, or one permanent
    PROTECTION_QUALITY = "protection_quality"  # a color, everything, creatures ... (702.16a)
    CARD_TYPES = "card_types"
    SOURCE_TYPES = "source_types"  # card types a damage source has one of (none: any source)
    KEYWORDS = "keywords"
    CREATURE_SCOPE = "creature_scope"  # a group of creatures or one permanent (several keys)
    MANA_TYPE = "mana_type"
    MANA_SOURCES = "mana_sources"  # lands, or any permanent
    MANA_AMOUNT = "mana_amount"  # the same amount, or exactly one or two


@dataclass(frozen=True)
class Field:
    name: str
    shape: Shape
    doc: str = ""
    choices: tuple[str, ...] = ()
    required: bool = False
    default: Any = None
    # How a person is asked for it: a form's label, what on the board it names, and for a
    # number its first value and least value.
    label: str = ""
    asks: Asks | None = None
    initial: Any = None
    minimum: int | None = None


@dataclass(frozen=True)
class Phrase:
    """A sentence a person picks in a form, standing for its declaration's kind with these
    parameters: a trigger ("When it enters the battlefield") or an instruction ("it deals N
    damage to any target", where the value "N" is the amount the person gives, and `targets` the
    target words it needs). `optional` is the same sentence as a "you may" (603.5)."""

    key: str
    text: str
    params: tuple[tuple[str, Any], ...] = ()
    optional: str = ""
    targets: tuple[str, ...] = ()

    def parameters(self, amount: int | None = None) -> dict[str, Any]:
        """The parameters, with the amount in place of "N" when one is given."""
        return {k: amount if v == "N" and amount is not None else v for k, v in self.params}


@dataclass(frozen=True)
class Declaration:
    """One kind of the vocabulary and its parameters. `bound_keys`: the kind also stores values
    bound during a resolution under keys of their own (a delayed trigger's tokens)."""

    kind: str
    summary: str
    fields: tuple[Field, ...] = ()
    rules: tuple[str, ...] = ()
    bound_keys: bool = False
    # An effect kind's name for a person, and where a person may make one: as an effect put in
    # force on a board (`stored`), as a custom card's static ability (`on_cards`). Bookkeeping
    # the engine writes itself is neither.
    label: str = ""
    stored: bool = True
    on_cards: bool = True
    # The sentences a custom card's triggered ability is put together from (builder.scenarios.triggerforms).
    phrases: tuple[Phrase, ...] = ()

    @property
    def asked(self) -> tuple[Field, ...]:
        """The fields a person is asked for, in declared order."""
        return tuple(f for f in self.fields if f.asks is not None)

    def field(self, name: str) -> Field | None:
        return next((f for f in self.fields if f.name == name), None)


# Checks for the shapes that nest other declarations (instructions inside a delayed trigger, an
# effect's parameters inside create_effect): set by engine.vocabulary.declarations.
NESTED: dict[Shape, Callable[[Any, str, Mapping[str, Any]], Any]] = {}


def check_params(
    decl: Declaration, params: Mapping[str, Any], path: str, *, stored: bool = False
) -> dict[str, Any]:
    """Validate parameters against their declaration; return them in document spelling.

    `stored`: the parameters of an effect in force, where the engine has already bound the card's
    words to ids (a reference field holds a player's or an object's id)."""
    if not isinstance(params, Mapping):
        raise InvalidDocument("params must be an object", path)
    out: dict[str, Any] = {}
    for key, value in params.items():
        spec = decl.field(str(key))
        where = f"{path}.{key}"
        if spec is None:
            if decl.bound_keys:
                out[key] = value
                continue
            raise UnknownWord(
                f"parameter of {decl.kind}", key, where, tuple(f.name for f in decl.fields)
            )
        out[key] = check_value(spec, value, where, params, stored=stored)
    for spec in decl.fields:
        if spec.required and spec.name not in params:
            raise InvalidDocument(f"{decl.kind} needs {spec.name!r}", f"{path}.{spec.name}")
    return out


def check_value(
    spec: Field, value: Any, path: str, siblings: Mapping[str, Any], *, stored: bool = False
) -> Any:
    shape = spec.shape
    if shape in NESTED:
        return NESTED[shape](value, path, siblings)
    if shape is Shape.REFERENCE:
        return _reference(value, path, stored)
    if shape is Shape.REFERENCES:
        if isinstance(value, list | tuple):
            return tuple(_reference(v, f"{path}[{i}]", stored) for i, v in enumerate(value))
        return _reference(value, path, stored)
    if shape is Shape.AMOUNT:
        return spell_amount(parse_amount(value, path))
    if shape is Shape.INT:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidDocument(f"{spec.name} must be a whole number", path)
        return value
    if shape is Shape.BOOL:
        if not isinstance(value, bool):
            raise InvalidDocument(f"{spec.name} must be true or false", path)
        return value
    if shape in (Shape.TEXT, Shape.WORD, Shape.MANA_COST):
        if not isinstance(value, str):
            raise InvalidDocument(f"{spec.name} must be a string", path)
        if shape is Shape.WORD and spec.choices and value not in spec.choices:
            raise UnknownWord(f"value of {spec.name}", value, path, spec.choices)
        if shape is Shape.MANA_COST and not _MANA_COST.match(value):
            raise InvalidDocument(f"{spec.name} must be a mana cost such as {{2}}{{R}}", path)
        return value
    if shape is Shape.WORDS:
        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
            raise InvalidDocument(f"{spec.name} must be a list of strings", path)
        unknown = [v for v in value if spec.choices and v not in spec.choices]
        if unknown:
            raise UnknownWord(f"value of {spec.name}", unknown[0], path, spec.choices)
        return tuple(value)
    if shape is Shape.INTS:
        if not isinstance(value, list | tuple) or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value
        ):
            raise InvalidDocument(f"{spec.name} must be a list of whole numbers", path)
        return tuple(value)
    if shape is Shape.MANA:
        if not isinstance(value, Mapping) or not all(
            k in MANA_LETTERS and isinstance(n, int) and not isinstance(n, bool) and n >= 0
            for k, n in value.items()
        ):
            raise InvalidDocument(
                f"{spec.name} must map mana letters ({', '.join(MANA_LETTERS)}) to amounts", path
            )
        return value
    if shape is Shape.OBJECT:
        if not isinstance(value, Mapping):
            raise InvalidDocument(f"{spec.name} must be an object", path)
        return value
    return value  # Shape.VALUE


def typed_params(decl: Declaration, params: Mapping[str, Any]) -> dict[str, Any]:
    """Parameters with their reference and amount words as typed objects (Target(0),
    ControllerOf(Target(0)), X() ...), for code that reads a definition rather than runs it."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        spec = decl.field(key)
        shape = spec.shape if spec is not None else Shape.VALUE
        if shape is Shape.REFERENCE:
            out[key] = parse_reference(value)
        elif shape is Shape.REFERENCES:
            many = isinstance(value, list | tuple)
            out[key] = tuple(map(parse_reference, value)) if many else parse_reference(value)
        elif shape is Shape.AMOUNT:
            out[key] = parse_amount(value)
        else:
            out[key] = value
    return out


def _reference(value: Any, path: str, stored: bool) -> Any:
    if stored and isinstance(value, str) and not isinstance(value, Reference):
        return value  # already bound to an id, or a word still to bind
    return parse_reference(value, path).spell()
