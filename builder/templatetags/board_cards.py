"""A card on the board, rendered in Python.

Every builder interaction re-renders the whole board (30 cards or more, each with its controls),
which made this markup the slowest part of the page in the template engine. The markup is the
same as a template would produce; the card's editor, open on one card at most, is still a template
(``builder/_editor_object.html``).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from django import template
from django.template.context import Context
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from builder.templatetags.card_labels import automation_label

register = template.Library()

FLAGS = (
    ("tapped", "tapped"),
    ("summoning_sick", "summoning sick"),
    ("face_down", "face down"),
    ("token", "token"),
    ("commander", "commander"),
    ("phased_out", "phased out"),
)


@register.simple_tag(takes_context=True)
def board_card(context: Context, obj: Any) -> SafeString:
    editable = bool(context.get("editable"))
    selected = context.get("selected") == obj.id
    changed_ids = _changed_objects(context.get("play"))
    classes = (
        "card"
        + (" tapped" if obj.tapped else "")
        + (" changed" if changed_ids and obj.id in changed_ids else "")
        + (" editing" if selected else "")
    )
    draft_url = str(context.get("draft_url", ""))
    quoted = quote(obj.id, safe="/")
    move_url = f"{draft_url}objects/{quoted}/move/"
    drag = format_html(' draggable="true" data-move-url="{}"', move_url) if editable else ""
    parts = [
        format_html(
            '<li class="{}" id="obj-{}" data-object-id="{}"{}>', classes, obj.id, obj.id, drag
        )
    ]
    parts.append(_card_line(obj))
    parts.append(_badges(obj))
    if editable:
        parts.append(_controls(context, obj, draft_url, quoted, move_url, selected))
        if selected:
            editor = context.template.engine.get_template("builder/_editor_object.html")  # type: ignore[union-attr]
            with context.push(obj=obj):
                parts.append(mark_safe(editor.render(context)))  # noqa: S308 (a rendered template)
    parts.append(mark_safe("</li>"))
    return mark_safe("".join(parts))  # noqa: S308 (every part is escaped above)


def _changed_objects(play: Any) -> Any:
    """``play.changes.objects`` as the template would read it (the last step's diff)."""
    changes = play.get("changes") if isinstance(play, dict) else getattr(play, "changes", None)
    return getattr(changes, "objects", None) or ()


def _card_line(obj: Any) -> SafeString:
    mana = ""
    if obj.mana_cost:
        symbols = format_html_join(
            "",
            '<span class="{}" role="img" aria-label="{}" title="{}">{}</span>',
            ((s.css_class, s.title, s.title, s.text) for s in obj.mana_cost),
        )
        mana = format_html('<span class="mana-cost">{}</span>', symbols)
    pt = (
        format_html('<span class="pt">{}</span>', obj.power_toughness)
        if obj.power_toughness
        else ""
    )
    loyalty = format_html('<span class="pt">loyalty {}</span>', obj.loyalty) if obj.loyalty else ""
    label = (
        automation_label(obj.automation, obj.automation_reasons, obj.card) if obj.automation else ""
    )
    return format_html(
        '<div class="card-line"><span class="card-name">{}</span>{}{}{}<span class="object-id">{}</span>{}</div>',
        obj.card,
        mana,
        pt,
        loyalty,
        obj.id,
        label,
    )


def _badges(obj: Any) -> SafeString:
    badges = [
        format_html('<span class="badge">{}</span>', text)
        for attr, text in FLAGS
        if getattr(obj, attr)
    ]
    if obj.damage:
        badges.append(format_html('<span class="badge damage">{} damage</span>', obj.damage))
    badges += [
        format_html('<span class="badge counter">{} {}</span>', count, name)
        for name, count in obj.counters
    ]
    if obj.attached_name:
        badges.append(format_html('<span class="badge">attached to {}</span>', obj.attached_name))
    if obj.zone == "battlefield" and obj.owner != obj.controller:
        badges.append(format_html('<span class="badge">owned by {}</span>', obj.owner_name))
    return format_html('<div class="badges">{}</div>', mark_safe("".join(badges)))  # noqa: S308


def _controls(
    context: Context, obj: Any, draft_url: str, quoted: str, move_url: str, selected: bool
) -> SafeString:
    token = context.get("csrf_token")
    csrf = (
        format_html('<input type="hidden" name="csrfmiddlewaretoken" value="{}">', token)
        if token and token != "NOTPROVIDED"
        else ""
    )
    tap = ""
    if obj.zone == "battlefield":
        tap = format_html(
            '<button type="submit" id="tap-{}" formaction="{}objects/{}/tap/">{}<span class="visually-hidden"> {} ({})</span></button>',
            obj.id,
            draft_url,
            quoted,
            "Untap" if obj.tapped else "Tap",
            obj.card,
            obj.id,
        )
    up = format_html(
        '<button type="submit" id="up-{}" name="move-offset" value="-1" class="icon"><span aria-hidden="true">↑</span><span class="visually-hidden">Move {} ({}) up</span></button>',
        obj.id,
        obj.card,
        obj.id,
    )
    down = format_html(
        '<button type="submit" id="down-{}" name="move-offset" value="1" class="icon"><span aria-hidden="true">↓</span><span class="visually-hidden">Move {} ({}) down</span></button>',
        obj.id,
        obj.card,
        obj.id,
    )
    if selected:
        edit = format_html(
            '<a id="edit-{}" class="edit-link" href="{}#obj-{}" hx-get="{}">Close<span class="visually-hidden"> the editor of {} ({})</span></a>',
            obj.id,
            draft_url,
            obj.id,
            draft_url,
            obj.card,
            obj.id,
        )
    else:
        edit = format_html(
            '<a id="edit-{}" class="edit-link" href="{}?object={}#obj-{}" hx-get="{}?object={}">Edit<span class="visually-hidden"> {} ({})</span></a>',
            obj.id,
            draft_url,
            quoted,
            obj.id,
            draft_url,
            quoted,
            obj.card,
            obj.id,
        )
    return format_html(
        '<form class="card-quick" method="post" action="{}" hx-post="{}">{}{}{}{}{}</form>',
        move_url,
        move_url,
        csrf,
        tap,
        up,
        down,
        edit,
    )
