"""The ``options`` filter: ``{{ candidates|options }}``, the ``<option>``s of a select, drawn by
templates/scenarios/play/_options.html (``option_tags`` of play_panels is the tag form)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django import template
from django.template.loader import render_to_string
from django.utils.safestring import SafeString, mark_safe

from builder.scenarios.templatetags.play_panels import pairs

register = template.Library()


@register.filter
def options(candidates: Iterable[Any], selected: Any = "") -> SafeString:
    """``<option>``s for candidates (objects with ``id`` and ``label``, or pairs)."""
    chosen = "" if selected is None else str(selected)
    drawn = render_to_string(
        "scenarios/play/_options.html", {"pairs": list(pairs(candidates)), "chosen": chosen}
    )
    return mark_safe(drawn)  # noqa: S308 (a template: every value escaped)
