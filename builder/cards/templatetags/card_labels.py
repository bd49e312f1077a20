"""The automation label's data: its text, class and explanation (the markup is in
templates/cards/_automation_label.html)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypedDict

from django import template

from builder.cards.levels import AutomationLevel

register = template.Library()

EXPLANATIONS = {
    AutomationLevel.AUTOMATED: "The rules engine implements this card.",
    AutomationLevel.KEYWORDS_ONLY: "The rules engine implements this card's keywords; the rest of its text is up to you.",
    AutomationLevel.CUSTOM: "A hypothetical card defined in this scenario; the engine applies exactly its definition.",
    AutomationLevel.TEXT_ONLY: "The rules engine only knows this card's characteristics.",
}


class AutomationLabel(TypedDict):
    """A dict, not an object: a template reads a dict's keys at once and an object's attributes
    only after a failed key lookup, and a board draws one label per card."""

    text: str  # the level, as the label shows it
    css_class: str
    title: str  # what the level means (shown on hover)
    reasons: tuple[str, ...]  # what the engine leaves out of the card, listed under the label


@register.simple_tag
def automation_label(level: str, reasons: Iterable[str] | None = ()) -> AutomationLabel:
    """``{% automation_label level reasons as label %}``: the label of a card at ``level``."""
    level = AutomationLevel(level)
    listed = tuple(reasons or ())
    if level is AutomationLevel.PARTIALLY_AUTOMATED:
        title = "The rules engine implements part of this card: " + "; ".join(listed)
    else:
        title = EXPLANATIONS[level]
    return {"text": level.value, "css_class": level.css_class, "title": title, "reasons": listed}
