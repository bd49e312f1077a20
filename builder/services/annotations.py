"""Annotations in Markdown, made safe to show: a scenario's description and its step notes.

Markdown is rendered without raw HTML (written tags are shown as text) and with two inline
extensions, then the HTML is cleaned by nh3 against an allowlist as a second line of defence
(nothing else survives: no scripts, no event handlers, no ``javascript:`` links):

- ``[[Card Name]]`` links to the card's page (``/cards/<name>/``) with a short preview in the
  ``title`` attribute (shown on hover; the stylesheet shows it as a popover on focus);
- ``CR 616.1`` and ``rule 616.1`` link to the rule's page (``/rules/616.1/``) when the rules
  are imported and have that rule; otherwise they stay plain text (never a link to a 404).
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as etree
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import markdown
import nh3
from django.urls import NoReverseMatch, reverse
from django.utils.safestring import SafeString, mark_safe
from markdown.extensions import Extension
from markdown.inlinepatterns import InlineProcessor
from markdown.util import AtomicString

import engine
from builder.models import Card
from builder.services.plainwords import without_ids
from builder.services.rules import rule_links

MAX_PREVIEW = 300
ALLOWED_TAGS = {
    "a",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "b",
    "i",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "h3",
    "h4",
    "h5",
    "h6",
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title", "class"}}
URL_SCHEMES = {"http", "https", "mailto"}
CARD_PATTERN = r"\[\[([^\[\]\n]{1,150})\]\]"
RULE_PATTERN = r"\b(?:CR|[Rr]ule)\s+(\d{3}(?:\.\d+[a-z]?)?)\b"
_SPACES = re.compile(r"\s+")


def render_markdown(text: str) -> SafeString:
    """Markdown source as sanitized HTML, safe to put in a template unescaped."""
    if not text.strip():
        return mark_safe("")
    rendered = markdown.Markdown(extensions=[_StackboardLinks()], output_format="html").convert(
        text
    )
    cleaned = nh3.clean(
        rendered,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes=URL_SCHEMES,
        link_rel="noopener nofollow",
        strip_comments=True,
    )
    return mark_safe(cleaned)  # noqa: S308 - cleaned by nh3 against the allowlist above


def plain_text(text: str) -> str:
    """Markdown source as plain text (for meta descriptions, oEmbed titles and text exports)."""
    text_only = nh3.clean(render_markdown(text), tags=set())
    return _SPACES.sub(" ", html.unescape(text_only)).strip()


def card_url(name: str) -> str:
    return f"/cards/{quote(name, safe='')}/"


def rule_url(number: str) -> str:
    """The rule's page (served by the rules pages; linked even before the rules are imported)."""
    try:
        return reverse("builder-rule", args=[number])
    except NoReverseMatch:
        return f"/rules/{quote(number, safe='.')}/"


@dataclass(frozen=True)
class RuleRef:
    number: str
    url: str
    title: str  # the start of the rule's text when the rules are imported


def log_entries(log: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Log entries with a ``refs`` list of ``RuleRef``: a link to the rule's text when the rules
    are imported (``manage.py import_rules``), otherwise a plain number (no url)."""
    titles = rule_links(str(rule) for entry in log for rule in entry.get("rules") or ())
    return [
        {
            **entry,
            "text": without_ids(str(entry.get("text", ""))),  # people read names (plainwords)
            "refs": [
                RuleRef(
                    str(n), rule_url(str(n)) if str(n) in titles else "", titles.get(str(n), "")
                )
                for n in entry.get("rules") or ()
            ],
        }
        for entry in log
    ]


def card_preview(name: str) -> str:
    """One line about a card: type line, mana cost, power/toughness and rules text."""
    definition = engine.REGISTRY.get(name)
    if definition is not None:
        parts = [
            definition.type_line,
            definition.mana_cost,
            _power_toughness(definition.power, definition.toughness),
            *definition.keywords,
            *(getattr(ability, "text", "") for ability in definition.abilities),
            definition.oracle_text,
        ]
    else:
        card = Card.objects.filter(name__iexact=name).first()
        if card is None:
            return f"{name}: not in the card database"
        parts = [card.type_line, card.mana_cost, card.power_toughness, card.oracle_text]
    summary = " · ".join(_SPACES.sub(" ", str(p)).strip() for p in parts if p)
    summary = f"{name} — {summary}" if summary else name
    return summary if len(summary) <= MAX_PREVIEW else summary[: MAX_PREVIEW - 1] + "…"


def _power_toughness(power: Any, toughness: Any) -> str:
    return f"{power}/{toughness}" if power is not None and toughness is not None else ""


class _CardLink(InlineProcessor):
    def handleMatch(self, m: re.Match[str], data: str) -> tuple[etree.Element, int, int]:  # type: ignore[override]  # noqa: N802
        name = _SPACES.sub(" ", m.group(1)).strip()
        link = etree.Element("a")
        link.set("href", card_url(name))
        link.set("class", "card-ref")
        link.set("title", card_preview(name))
        link.text = AtomicString(name)  # shown as written, never parsed again
        return link, m.start(0), m.end(0)


class _RuleLink(InlineProcessor):
    def handleMatch(self, m: re.Match[str], data: str) -> tuple[etree.Element | str, int, int]:  # type: ignore[override]  # noqa: N802
        if m.group(1) not in rule_links([m.group(1)]):  # not imported: its page would be a 404
            return AtomicString(m.group(0)), m.start(0), m.end(0)
        link = etree.Element("a")
        link.set("href", rule_url(m.group(1)))
        link.set("class", "rule-ref")
        link.text = AtomicString(m.group(0))
        return link, m.start(0), m.end(0)


class _StackboardLinks(Extension):
    def extendMarkdown(self, md: markdown.Markdown) -> None:  # noqa: N802
        # Raw HTML is shown as the text it is ("<b>" stays "<b>"), never parsed as markup.
        md.preprocessors.deregister("html_block")
        md.inlinePatterns.deregister("html")
        # Above the built-in link pattern (160), so "[[...]]" is never read as a Markdown link.
        md.inlinePatterns.register(_CardLink(CARD_PATTERN, md), "card_ref", 175)
        md.inlinePatterns.register(_RuleLink(RULE_PATTERN, md), "rule_ref", 174)
