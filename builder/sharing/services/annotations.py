"""Annotations in Markdown, made safe to show: a scenario's description and its step notes.

Markdown (CommonMark) is rendered by markdown-it-py, whose parser runs in linear time, without
raw HTML (written tags are shown as text), then the HTML is cleaned by nh3 against an allowlist
as a second line of defence (nothing else survives: no scripts, no event handlers, no
``javascript:`` links).  Two kinds of text become links:

- ``[[Card Name]]`` links to the card's page (``/cards/<name>/``) with a short preview in the
  ``title`` attribute (shown on hover; the stylesheet shows it as a popover on focus);
- ``CR 616.1`` and ``rule 616.1`` link to the rule's page (``/rules/616.1/``) when the rules
  are imported and have that rule; otherwise they stay plain text (never a link to a 404).

Annotations are rendered once, when they are saved (``render_markdown`` into the models'
``*_html`` fields); pages show the stored HTML (``stored_html``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import nh3
from django.urls import NoReverseMatch, reverse
from django.utils.safestring import SafeString, mark_safe
from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.token import Token

import engine
from builder.cards.models import Card
from builder.rules.services import rule_links
from builder.scenarios.services.plainwords import without_ids

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
_REFERENCE = re.compile(f"{CARD_PATTERN}|{RULE_PATTERN}")
_SPACES = re.compile(r"\s+")


def render_markdown(text: str) -> SafeString:
    """Markdown source as sanitized HTML, safe to put in a template unescaped."""
    if not text.strip():
        return mark_safe("")
    cleaned = nh3.clean(
        _markdown().render(text).strip(),
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes=URL_SCHEMES,
        link_rel="noopener nofollow",
        strip_comments=True,
    )
    return mark_safe(cleaned)  # noqa: S308 - cleaned by nh3 against the allowlist above


def stored_html(rendered: str, source: str) -> SafeString:
    """HTML stored when the text was saved; rows saved before there was a stored rendering
    (``rendered`` empty, ``source`` not) are rendered now."""
    if rendered or not source.strip():
        return mark_safe(rendered)  # noqa: S308 - rendered by render_markdown, cleaned by nh3
    return render_markdown(source)


def render_notes(notes: Mapping[str, Any]) -> dict[str, str]:
    """Step notes (keyed by step number) rendered for storing."""
    return {str(number): str(render_markdown(str(text))) for number, text in notes.items()}


_MARKDOWN: MarkdownIt | None = None


def _markdown() -> MarkdownIt:
    global _MARKDOWN
    if _MARKDOWN is None:
        md = MarkdownIt("commonmark", {"html": False})
        md.core.ruler.after("text_join", "stackboard_references", _link_references)
        _MARKDOWN = md
    return _MARKDOWN


def _link_references(state: StateCore) -> None:
    """Card and rule references in plain text (never inside code or an existing link)."""
    for block in state.tokens:
        if block.type != "inline" or not block.children:
            continue
        children: list[Token] = []
        in_link = 0
        for token in block.children:
            if token.type == "link_open":
                in_link += 1
            elif token.type == "link_close":
                in_link -= 1
            if token.type == "text" and not in_link and _REFERENCE.search(token.content):
                children.extend(_split_references(token.content))
            else:
                children.append(token)
        block.children = children


def _split_references(text: str) -> list[Token]:
    tokens: list[Token] = []
    position = 0
    for match in _REFERENCE.finditer(text):
        if match.group(1) is None and match.group(2) not in rule_links([match.group(2)]):
            continue  # a rule that isn't imported: its page would be a 404, so it stays text
        if match.start() > position:
            tokens.append(_text(text[position : match.start()]))
        if match.group(1) is not None:
            name = _SPACES.sub(" ", match.group(1)).strip()
            attrs: dict[str, str | int | float] = {
                "class": "card-ref",
                "href": card_url(name),
                "title": card_preview(name),
            }
            shown = name
        else:
            attrs = {"class": "rule-ref", "href": rule_url(match.group(2))}
            shown = match.group(0)
        link_open = Token("link_open", "a", 1)
        link_open.attrs = attrs
        tokens += [link_open, _text(shown), Token("link_close", "a", -1)]
        position = match.end()
    if position < len(text):
        tokens.append(_text(text[position:]))
    return tokens


def _text(content: str) -> Token:
    token = Token("text", "", 0)
    token.content = content
    return token


def plain_text(text: str, rendered: str = "") -> str:
    """Markdown source as plain text (for meta descriptions, oEmbed titles and text exports);
    ``rendered``: its stored rendering, when there is one."""
    text_only = nh3.clean(stored_html(rendered, text), tags=set())
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
