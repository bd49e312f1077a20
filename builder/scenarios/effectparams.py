"""The parameters of each kind in the engine's effect vocabulary, as form fields.

The engine declares each effect kind and the fields of its parameters
(``engine.vocabulary.declarations.EFFECT_KINDS``), and for the parameters a person sets, how each is
asked: its label, what on the board it names (``engine.vocabulary.fields.Asks``: a player, a
permanent, a damage recipient filter ...), its first and least value; and for each kind its label
and whether a judge may put it in force or a custom card may have it. The forms are generated from
those declarations: this module only draws each kind of question as a Django field. A declared kind
with no asked fields gets a form from its plain fields (numbers, switches, words from their closed
lists).

The same fields serve two forms: a stored effect in force (``effects`` of the document, whose
choices are the players and objects on the board) and a static ability of a custom card (where a
card's words "you", "self", "enchanted" and "equipped" are bound to the object when it is on the battlefield,
see ``engine.rules.effect_kinds.bind``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django import forms

from builder.operations import jsonlimits
from builder.scenarios.services.boardview import BoardView
from engine.rules.keywords import IMPLEMENTED
from engine.vocabulary.declarations import EFFECT_DECLARATIONS, EFFECT_KINDS
from engine.vocabulary.fields import Asks, Field, Shape

__all__ = [
    "CARD_HIDDEN",
    "SPECS",
    "STORED_HIDDEN",
    "Param",
    "card_kinds",
    "kind_label",
    "param_fields",
    "params_from",
    "stored_kinds",
]

INT_LIMIT = 1_000


@dataclass(frozen=True)
class Param:
    name: str  # the key in ``params``
    label: str
    kind: str  # how it is asked for: see ``_field``
    initial: Any = None
    minimum: int = -INT_LIMIT
    help: str = ""
    choices: tuple[str, ...] = ()  # a declared field's closed list of words
    required: bool = True


# How each declared kind of question is asked (engine.vocabulary.fields.Asks -> the form field
# builder below): the declarations say what is asked, this module only how it is drawn.
_ASKED_AS = {
    Asks.NUMBER: "int",
    Asks.SWITCH: "bool",
    Asks.TEXT: "text",
    Asks.PLAYER: "player",
    Asks.PLAYER_OR_EACH: "player_or_each",
    Asks.PERMANENT: "permanent",
    Asks.PERMANENTS: "permanents",
    Asks.OBJECT: "object",
    Asks.RECIPIENT: "recipient",
    Asks.DAMAGE_RECIPIENTS: "to",
    Asks.DAMAGE_SOURCES: "sources",
    Asks.DAMAGE_SOURCE: "source",
    Asks.PROTECTION_QUALITY: "quality",
    Asks.CARD_TYPES: "card_types",
    Asks.SOURCE_TYPES: "source_types",
    Asks.KEYWORDS: "keywords",
    Asks.CREATURE_SCOPE: "scope",
    Asks.MANA_TYPE: "mana_type",
    Asks.MANA_SOURCES: "mana_sources",
    Asks.MANA_AMOUNT: "mana_amount",
}


def _asked(f: Field) -> Param:
    kind = _ASKED_AS[f.asks] if f.asks is not None else "text"
    minimum = f.minimum if f.minimum is not None else -INT_LIMIT
    help_text = f.doc.capitalize() + "." if kind == "int" and f.doc else ""
    name = "scope" if kind == "scope" else f.name
    return Param(name, f.label, kind, f.initial, minimum, help_text)


# The kinds whose declarations say how each parameter is asked; their forms are exactly those
# questions. Every other kind gets a form from its plain fields (``declared_params``).
SPECS: dict[str, tuple[Param, ...]] = {
    d.kind: tuple(_asked(f) for f in d.asked) for d in EFFECT_DECLARATIONS if d.asked
}
# The declared kinds, in the vocabulary's order.
ALL_KINDS = tuple(d.kind for d in EFFECT_DECLARATIONS)
STORED_HIDDEN = frozenset(d.kind for d in EFFECT_DECLARATIONS if not d.stored)
CARD_HIDDEN = frozenset(d.kind for d in EFFECT_DECLARATIONS if not d.on_cards)
LABELS = {d.kind: d.label for d in EFFECT_DECLARATIONS if d.label}
QUALITIES = [
    ("everything", "everything"),
    ("white", "white"),
    ("blue", "blue"),
    ("black", "black"),
    ("red", "red"),
    ("green", "green"),
    ("creatures", "creatures"),
    ("multicolored", "multicolored"),
]
# Card types a type-changing effect can add (layer 4, 613.1d), creature first: animation.
CARD_TYPES = [(t, t) for t in ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker")]
MANA_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
_MANA_TYPE = EFFECT_KINDS["mana_type_becomes"].field("type")
MANA_TYPES = [
    (letter, f"{MANA_NAMES[letter]} {{{letter}}}")
    for letter in (_MANA_TYPE.choices if _MANA_TYPE is not None else ())
]
# The parameters a scope field sets (one field in the form, several keys in params).
SCOPE_KEYS = ("creatures", "player", "objects")


def kind_label(kind: str) -> str:
    """A kind's name for a person, as its declaration gives it (every effect kind has one:
    tests/engine/vocabulary); an undeclared kind is named "an unknown effect", never raw."""
    return LABELS.get(kind, "An unknown effect")


def stored_kinds() -> list[tuple[str, str]]:
    """(kind, label) of the kinds a judge can put in force, sorted by kind."""
    return [(k, kind_label(k)) for k in sorted(EFFECT_KINDS) if k not in STORED_HIDDEN]


def card_kinds() -> list[tuple[str, str]]:
    """(kind, label) of the kinds a custom card's static ability can be built from."""
    return [(k, kind_label(k)) for k in sorted(EFFECT_KINDS) if k not in CARD_HIDDEN]


def _askable(f: Field) -> bool:
    """Can a declared field be asked for without a board-aware description?"""
    return f.shape in (Shape.INT, Shape.BOOL, Shape.TEXT) or (
        f.shape in (Shape.WORD, Shape.WORDS) and bool(f.choices)
    )


def declared_params(kind: str) -> tuple[Param, ...]:
    """A form for a kind ``SPECS`` doesn't describe, from its declared fields; fields that need
    the board (ids, bookkeeping) are left to the JSON box."""
    decl = EFFECT_KINDS.get(kind)
    fields = decl.fields if decl is not None else ()
    return tuple(_declared(f) for f in fields if _askable(f))


def _declared(f: Field) -> Param:
    label = (f.doc or f.name.replace("_", " ")).capitalize()
    if f.shape is Shape.INT:
        return Param(f.name, label, "int", f.default if f.default is not None else 0)
    if f.shape is Shape.BOOL:
        return Param(f.name, label, "bool")
    if f.shape in (Shape.WORD, Shape.WORDS) and f.choices:
        kind = "choices" if f.shape is Shape.WORD else "multiple"
        return Param(f.name, label, kind, choices=f.choices)
    return Param(f.name, label, "text", "", required=f.required)


def _specs(kind: str) -> tuple[Param, ...]:
    return SPECS[kind] if kind in SPECS else declared_params(kind)


def _wants_json(kind: str) -> bool:
    """A declared kind with fields the generated form can't ask for keeps a JSON box for them."""
    decl = EFFECT_KINDS.get(kind)
    return kind not in SPECS and (decl is None or not all(_askable(f) for f in decl.fields))


def param_fields(kind: str, board: BoardView, *, for_card: bool) -> dict[str, forms.Field]:
    """The form fields (named ``p_<param>``) of a kind's parameters."""
    fields = {f"p_{p.name}": _field(p, board, for_card) for p in _specs(kind)}
    if _wants_json(kind):
        fields["p_json"] = forms.CharField(
            label="Other parameters (a JSON object)",
            required=False,
            initial="{}",
            max_length=2_000,
            widget=forms.Textarea(attrs={"rows": 3}),
        )
    return fields


def params_from(kind: str, cleaned: Mapping[str, Any]) -> dict[str, Any]:
    """The ``params`` object of a kind, from the cleaned data of ``param_fields``."""
    params: dict[str, Any] = {}
    if _wants_json(kind):
        raw = cleaned.get("p_json") or "{}"
        try:
            value = jsonlimits.loads(raw)
        except json.JSONDecodeError as error:
            raise forms.ValidationError(f"Not JSON: {error.msg}.") from None
        except jsonlimits.JsonLimitExceeded as error:
            raise forms.ValidationError(f"The parameters are refused: {error}.") from None
        if not isinstance(value, dict):
            raise forms.ValidationError("The parameters must be a JSON object.")
        params.update(value)
    if kind not in SPECS:
        for spec in declared_params(kind):
            value = cleaned.get(f"p_{spec.name}")
            if spec.kind == "bool":
                if value:
                    params[spec.name] = True
            elif spec.kind == "multiple":
                if value:
                    params[spec.name] = list(value)
            elif value not in (None, ""):
                params[spec.name] = value
        return params
    for spec in SPECS[kind]:
        value = cleaned.get(f"p_{spec.name}")
        if spec.kind == "scope":
            params.update(_scope_params(str(value)))
        elif spec.kind == "bool":
            if value:
                params[spec.name] = True
        elif spec.kind in ("keywords", "permanents", "card_types"):
            params[spec.name] = list(value or [])
        elif spec.kind == "source_types":
            if value:  # none checked: any source
                params[spec.name] = list(value)
        elif spec.kind == "mana_amount":
            params[spec.name] = value if value == "same" else int(str(value))
        elif value not in (None, ""):
            params[spec.name] = value
    return params


def _scope_params(value: str) -> dict[str, Any]:
    what, _, rest = value.partition(":")
    if what == "of_player":
        return {"creatures": "of_player", "player": rest}
    if what == "object":
        return {"objects": [rest]}
    return {"creatures": rest}


# --- fields --------------------------------------------------------------------------------


Choices = list[tuple[str, Any]]


def _players(board: BoardView, for_card: bool) -> Choices:
    found: Choices = [("you", "you (its controller)")] if for_card else []
    return found + [(p.id, p.name) for p in board.players]


def _permanents(board: BoardView, for_card: bool) -> Choices:
    found: Choices = [("self", "this permanent")] if for_card else []
    return found + [(o.id, _object_label(board, o.id)) for o in board.permanents]


def _object_label(board: BoardView, object_id: str) -> str:
    obj = board.find_object(object_id) or next((o for o in board.stack if o.id == object_id), None)
    if obj is None:
        return "something no longer in the game"
    return obj.label


def _to_choices(board: BoardView, for_card: bool) -> Choices:
    general: Choices = [
        ("any", "any player or permanent"),
        ("yours", "its controller or a permanent they control"),
        ("opponents", "an opponent or a permanent an opponent controls"),
    ]
    players = _players(board, for_card)
    controlled = [
        (f"permanents_of:{p.id}", f"a permanent {p.name} controls") for p in board.players
    ]
    choices: Choices = [("Anyone", general), ("Players", players), ("Their permanents", controlled)]
    if _permanents(board, for_card):
        choices.append(("Permanents", _permanents(board, for_card)))
    return choices


def _recipient_choices(board: BoardView, for_card: bool) -> Choices:
    choices: Choices = [("Players", _players(board, for_card))]
    if _permanents(board, for_card):
        choices.append(("Permanents", _permanents(board, for_card)))
    return choices


def _scope_choices(board: BoardView, for_card: bool) -> Choices:
    general: Choices = [
        ("creatures:all", "all creatures"),
        ("creatures:yours", "creatures its controller controls"),
        ("creatures:opponents", "creatures its controller's opponents control"),
    ]
    general += [(f"of_player:{p.id}", f"creatures {p.name} controls") for p in board.players]
    single: Choices = []
    if for_card:
        single += [
            ("object:self", "this permanent"),
            ("object:enchanted", "the permanent it's attached to"),
            ("object:equipped", "the creature it equips (an Equipment)"),
        ]
    single += [(f"object:{o.id}", _object_label(board, o.id)) for o in board.permanents]
    return [("Creatures", general), ("One permanent", single)] if single else general


def _choice(label: str, choices: Choices, initial: Any = None) -> forms.ChoiceField:
    if initial is None and choices:
        first = choices[0][1]
        initial = first[0][0] if isinstance(first, list) and first else choices[0][0]
    return forms.ChoiceField(label=label, choices=choices, initial=initial)


def _field(spec: Param, board: BoardView, for_card: bool) -> forms.Field:
    kind = spec.kind
    if kind == "int":
        return forms.IntegerField(
            label=spec.label,
            initial=spec.initial,
            min_value=spec.minimum,
            max_value=INT_LIMIT,
            help_text=spec.help,
        )
    if kind == "bool":
        return forms.BooleanField(label=spec.label, required=False)
    if kind == "text":
        return forms.CharField(
            label=spec.label, initial=spec.initial, max_length=40, required=spec.required
        )
    if kind == "player":
        return _choice(spec.label, _players(board, for_card))
    if kind == "player_or_each":
        return _choice(spec.label, [("each", "each player"), *_players(board, for_card)])
    if kind == "permanent":
        return _choice(spec.label, _permanents(board, for_card))
    if kind == "permanents":
        return forms.MultipleChoiceField(
            label=spec.label,
            choices=_permanents(board, for_card),
            widget=forms.CheckboxSelectMultiple,
        )
    if kind == "object":
        objects = [(o.id, _object_label(board, o.id)) for o in (*board.stack, *board.objects)]
        return _choice(spec.label, objects)
    if kind == "recipient":
        return _choice(spec.label, _recipient_choices(board, for_card))
    if kind == "to":
        return _choice(spec.label, _to_choices(board, for_card), "you" if for_card else "any")
    if kind == "sources":
        sources = [
            ("any", "any source"),
            ("yours", "sources its controller controls"),
            ("opponents'", "sources an opponent controls"),
        ]
        return _choice(spec.label, sources)
    if kind == "source":
        found: Choices = [("any", "any source")] + _permanents(board, for_card)
        return _choice(spec.label, found, "self" if for_card else "any")
    if kind == "quality":
        return _choice(spec.label, QUALITIES)
    if kind == "card_types":
        return forms.MultipleChoiceField(
            label=spec.label, choices=CARD_TYPES, widget=forms.CheckboxSelectMultiple
        )
    if kind == "source_types":
        return forms.MultipleChoiceField(
            label=spec.label,
            required=False,
            choices=CARD_TYPES,
            widget=forms.CheckboxSelectMultiple,
            help_text="None checked: any source.",
        )
    if kind == "keywords":
        return forms.MultipleChoiceField(
            label=spec.label,
            choices=[(k, k) for k in sorted(IMPLEMENTED)],
            widget=forms.CheckboxSelectMultiple,
        )
    if kind == "scope":
        return _choice(spec.label, _scope_choices(board, for_card))
    if kind == "mana_type":
        return _choice(spec.label, MANA_TYPES)
    if kind == "mana_sources":
        return _choice(spec.label, [("lands", "lands"), ("any", "any permanent")])
    if kind == "mana_amount":
        amounts = [("same", "the same amount"), ("1", "exactly one"), ("2", "exactly two")]
        return _choice(spec.label, amounts)
    if kind == "choices":  # a declared field's closed list of words
        return _choice(spec.label, [(w, w.replace("_", " ")) for w in spec.choices])
    if kind == "multiple":
        return forms.MultipleChoiceField(
            label=spec.label,
            required=False,
            choices=[(w, w.replace("_", " ")) for w in spec.choices],
            widget=forms.CheckboxSelectMultiple,
        )
    raise ValueError(f"unknown parameter kind {kind!r}")  # pragma: no cover - table error
