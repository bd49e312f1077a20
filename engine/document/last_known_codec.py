"""The document's "last_known": what each object was as it last existed on the battlefield
(608.2h), kept by engine.rules.zones for abilities that look back in time (603.10a) and for
"its last known power". The engine reads these facts as typed values (keywords as strings, power
as a number, controller as a player), so a document's entry is checked here, where it enters,
and refused with the field's path rather than failing later inside a rule (issue 29).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.core.errors import InvalidDocument
from engine.core.state import Params
from engine.rules.copying import LAST_COPIABLE


def _number_or_none(value: Any) -> bool:
    return value is None or (isinstance(value, int) and not isinstance(value, bool))


def _strings(value: Any) -> bool:
    return isinstance(value, list | tuple) and all(isinstance(v, str) for v in value)


def _counts(value: Any) -> bool:
    return isinstance(value, Mapping) and all(
        isinstance(k, str) and isinstance(n, int) and not isinstance(n, bool) and n >= 0
        for k, n in value.items()
    )


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# Each fact engine.rules.zones records, what its value must be, and how to say so.
_FACTS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "power": (_number_or_none, "a whole number or null"),
    "toughness": (_number_or_none, "a whole number or null"),
    "mana_value": (_whole, "a whole number"),
    "counters": (_counts, "an object of counter kinds to whole numbers >= 0"),
    "keywords": (_strings, "a list of strings"),
    "types": (_strings, "a list of strings"),
    "subtypes": (_strings, "a list of strings"),
    "attached": (_strings, "a list of ids"),
    "timestamp": (_whole, "a whole number"),
    "token": (lambda v: isinstance(v, bool), "true or false"),
    "face_down": (lambda v: isinstance(v, bool), "true or false"),
    LAST_COPIABLE: (lambda v: isinstance(v, Mapping), "an object"),
    "controller": (lambda v: isinstance(v, str), "a player's id"),
    "owner": (lambda v: isinstance(v, str), "a player's id"),
    # the alternative cost its spell was cast for (118.9: blitz's draw, 702.152a, reads it)
    "cast_for": (lambda v: isinstance(v, str), "an alternative cost's name"),
    # how many times it had mutated (702.140c: engine.rules.defined_pt)
    "mutated": (_whole, "a whole number"),
}


def last_known_from_json(raw: Any, players: set[str]) -> Params:
    """Read the document's "last_known" (empty when absent); refuses a fact of the wrong type, an
    unknown fact, or a controller or owner who isn't a player."""
    if raw is None:
        return Params()
    if not isinstance(raw, Mapping):
        raise InvalidDocument("last_known must be an object of ids to facts", "last_known")
    for object_id, facts in raw.items():
        path = f"last_known.{object_id}"
        if not isinstance(facts, Mapping):
            raise InvalidDocument("an object's last known facts must be an object", path)
        for key, value in facts.items():
            fact = _FACTS.get(key)
            if fact is None:
                raise InvalidDocument(
                    f"unknown fact {key!r} (known: {', '.join(sorted(_FACTS))})", path
                )
            check, what = fact
            if not check(value):
                raise InvalidDocument(f"{key} must be {what}", f"{path}.{key}")
            if key in ("controller", "owner") and value not in players:
                raise InvalidDocument(f"{key} {value!r} is not a player", f"{path}.{key}")
    return Params(raw)
