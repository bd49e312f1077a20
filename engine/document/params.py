"""Types of the parameter words effects and instructions share, checked as a document is read:
a document whose `amount` is a list or whose `mana` maps letters to strings is refused naming the
field, instead of failing deep inside an action later. Keys not listed here are left to their
kind (engine.rules and engine.instructions read them defensively)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.core.errors import InvalidDocument
from engine.core.state import Duration
from engine.instructions.registry import INSTRUCTIONS
from engine.rules.effect_kinds import EFFECT_KINDS

MANA_LETTERS = frozenset("WUBRGC")


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= 1_000_000


def _word(value: Any) -> bool:
    return isinstance(value, str)


def _amount(value: Any) -> bool:
    """A number or an amount word ("x", "source_power", "counters:KIND" ...)."""
    return _whole(value) or _word(value)


def _ref(value: Any) -> bool:
    """A reference: a word, an id, a target index, or a list of them."""
    if isinstance(value, list | tuple):
        return all(_whole(v) or _word(v) for v in value)
    return _whole(value) or _word(value)


def _words(value: Any) -> bool:
    return isinstance(value, list | tuple) and all(_word(v) for v in value)


def _mana(value: Any) -> bool:
    return isinstance(value, Mapping) and all(
        k in MANA_LETTERS and _whole(v) and v >= 0 for k, v in value.items()
    )


def _mapping(value: Any) -> bool:
    return isinstance(value, Mapping)


CHECKS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "amount": (_amount, "a whole number or an amount word"),
    "count": (_amount, "a whole number or an amount word"),
    "value": (_amount, "a whole number or an amount word"),
    "power": (_amount, "a whole number"),
    "toughness": (_amount, "a whole number"),
    "factor": (_whole, "a whole number"),
    "life": (_whole, "a whole number"),
    "mana": (_mana, "an object mapping mana letters (W, U, B, R, G, C) to whole numbers"),
    "to": (_ref, "a reference (a word, an id or a target index) or a list of them"),
    "player": (_ref, "a player reference"),
    "object": (_ref, "an object reference"),
    "objects": (_ref, "a list of object references"),
    "recipient": (_word, "a player or object id"),
    "source": (_ref, "a source reference"),
    "to_object": (_word, "an object id or word"),
    "from": (_ref, "a reference"),
    "protected": (_ref, "a player or object reference"),
    "if": (_word, "a condition word"),
    "unless": (_word, "a condition word"),
    "kind": (_word, "a kind name"),
    "keywords": (_words, "a list of keywords"),
    "types": (_words, "a list of card types"),
    "subtypes": (_words, "a list of subtypes"),
    "text": (_word, "a string"),
    "token": (_mapping, "an object (the token's characteristics)"),
    "params": (_mapping, "an object"),
}


def check_params(params: Any, path: str) -> None:
    """Refuse a parameter of the wrong JSON type, naming it; instructions a delayed trigger or
    an ability on the stack carries ("effects") are checked as instructions."""
    if not isinstance(params, Mapping):
        raise InvalidDocument("params must be an object", path)
    if "effects" in params:
        check_instructions(params["effects"], f"{path}.effects")
    for key, value in params.items():
        check = CHECKS.get(key)
        if check is not None and not check[0](value):
            raise InvalidDocument(f"{key} must be {check[1]}", f"{path}.{key}")


def check_instructions(listed: Any, path: str) -> None:
    """A list of instructions carried as JSON ({"kind": ..., "params": {...}})."""
    if not isinstance(listed, list | tuple):
        raise InvalidDocument("effects must be a list of instructions", path)
    for i, step in enumerate(listed):
        kind = step.get("kind") if isinstance(step, Mapping) else None
        if not isinstance(kind, str) or kind not in INSTRUCTIONS:
            raise InvalidDocument(
                "an instruction needs a kind from the instruction vocabulary", f"{path}[{i}]"
            )
        check_instruction(str(step["kind"]), step.get("params", {}), f"{path}[{i}].params")


def check_instruction(kind: str, params: Mapping[str, Any], path: str) -> None:
    """The shared parameter types, and what the instructions that make effects need."""
    check_params(params, path)
    if kind == "create_effect":
        inner = params.get("kind")
        if not isinstance(inner, str) or inner not in EFFECT_KINDS:
            raise InvalidDocument(
                f"create_effect needs an effect kind ({', '.join(sorted(EFFECT_KINDS))})",
                f"{path}.kind",
            )
        check_params(params.get("params", {}), f"{path}.params")
        duration = params.get("duration", "indefinite")
        if not isinstance(duration, str) or duration not in {d.value for d in Duration}:
            raise InvalidDocument(
                f"duration must be one of {', '.join(d.value for d in Duration)}",
                f"{path}.duration",
            )
    if kind in ("create_tokens", "create_tokens_for") and not _mapping(params.get("token")):
        raise InvalidDocument("create_tokens needs a token (an object)", f"{path}.token")
