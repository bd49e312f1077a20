"""``<option>`` lists for the play panels' selects, built in one pass.

A select listing every object of a 30-permanent board is drawn on every builder interaction; a
template loop (or Django's widget templates, a template render per option) costs several
milliseconds per page, this a few microseconds.  Values and labels are HTML-escaped.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

from django import template
from django.utils.safestring import SafeString, mark_safe

register = template.Library()


def _pairs(candidates: Iterable[Any]) -> Iterable[tuple[str, str]]:
    for candidate in candidates:
        if hasattr(candidate, "id"):
            yield str(candidate.id), str(candidate.label)
        else:
            yield str(candidate[0]), str(candidate[1])


def option_tags(candidates: Iterable[Any], chosen: str) -> str:
    """The escaped `<option>` tags of candidates, `chosen` selected."""
    return "".join(
        f'<option value="{escape(value)}"{" selected" if value == chosen else ""}>'
        f"{escape(label)}</option>"
        for value, label in _pairs(candidates)
    )


@register.filter
def options(candidates: Iterable[Any], selected: Any = "") -> SafeString:
    """``<option>``s for candidates (objects with ``id`` and ``label``, or pairs)."""
    return mark_safe(option_tags(candidates, "" if selected is None else str(selected)))  # noqa: S308


@register.filter
def option_groups(groups: Iterable[tuple[str, Iterable[Any]]], selected: Any = "") -> SafeString:
    """``<optgroup>``s of ``<option>``s; a group without a label is a plain run of options."""
    chosen = "" if selected is None else str(selected)
    parts = []
    for label, members in groups:
        inner = option_tags(members, chosen)
        parts.append(f'<optgroup label="{escape(label)}">{inner}</optgroup>' if label else inner)
    return mark_safe("".join(parts))  # noqa: S308
