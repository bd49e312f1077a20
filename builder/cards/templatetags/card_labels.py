"""The automation label, rendered in Python: it appears on every card of every board, so it is
the one piece of card markup worth keeping off the template engine's hot path."""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from builder.cards.levels import AutomationLevel

register = template.Library()

EXPLANATIONS = {
    AutomationLevel.AUTOMATED: "The rules engine implements this card.",
    AutomationLevel.KEYWORDS_ONLY: "The rules engine implements this card's keywords; the rest of its text is up to you.",
    AutomationLevel.CUSTOM: "A hypothetical card defined in this scenario; the engine applies exactly its definition.",
    AutomationLevel.TEXT_ONLY: "The rules engine only knows this card's characteristics.",
}


@register.simple_tag
def automation_label(level: str, reasons: Iterable[str] = (), name: str = "") -> SafeString:
    level = AutomationLevel(level)
    reasons = list(reasons or ())
    if level is AutomationLevel.PARTIALLY_AUTOMATED:
        title = "The rules engine implements part of this card: " + "; ".join(reasons)
    else:
        title = EXPLANATIONS[level]
    label = format_html(
        '<span class="automation-label {}" title="{}">{}</span>',
        level.css_class,
        title,
        level.value,
    )
    if not reasons:
        return label
    items = format_html_join("", "<li>{}</li>", ((r,) for r in reasons))
    hidden = format_html(" in {}", name) if name else ""
    return format_html(
        '{}<details class="automation-reasons"><summary>Not modeled<span class="visually-hidden">{}</span></summary><ul>{}</ul></details>',
        label,
        hidden,
        items,
    )
