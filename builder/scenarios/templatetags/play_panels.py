"""Template tags of the play panels; the markup is in templates/scenarios/play/.

``rule_ref`` draws a rule number (a link when the rules are imported); ``option_tags`` the
``<option>``s of a select from candidates (objects with ``id`` and ``label``, or pairs).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from django import template

register = template.Library()


@register.inclusion_tag("scenarios/play/_rule_ref.html")
def rule_ref(ref: Any, bare: bool = False) -> dict[str, Any]:
    """A rule number: a link to its text on the rules page when the rules are imported."""
    return {"ref": ref, "bare": bare}


def pairs(candidates: Iterable[Any]) -> Iterator[tuple[str, str]]:
    for candidate in candidates:
        if hasattr(candidate, "id"):
            yield str(candidate.id), str(candidate.label)
        else:
            yield str(candidate[0]), str(candidate[1])


@register.inclusion_tag("scenarios/play/_options.html")
def option_tags(candidates: Iterable[Any], chosen: Any = "") -> dict[str, Any]:
    """The ``<option>``s of candidates, `chosen` selected."""
    return {"pairs": list(pairs(candidates)), "chosen": "" if chosen is None else str(chosen)}
