"""A card on the board, rendered in Python.

Every builder interaction re-renders the whole board (30 cards or more, each with its controls),
which made this markup the slowest part of the page in the template engine. The markup is the
same as a template would produce (every value through ``builder.fasthtml.esc``, the template
engine's escaping without its per-call overhead); the card's editor, open on one card at most, is still a template
(``builder/_editor_object.html``).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from django import template
from django.template.context import Context
from django.utils.safestring import SafeString, mark_safe

from builder.fasthtml import csrf_input, esc, esc_string
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
    oid = esc(obj.id)
    drag = f' draggable="true" data-move-url="{esc(move_url)}"' if editable else ""
    parts = [f'<li class="{classes}" id="obj-{oid}" data-object-id="{oid}"{drag}>']
    parts.append(_card_line(obj))
    parts.append(_badges(obj))
    if editable:
        parts.append(_controls(context, obj, draft_url, quoted, move_url, selected))
        if selected:
            editor = context.template.engine.get_template("builder/_editor_object.html")  # type: ignore[union-attr]
            with context.push(obj=obj):
                parts.append(editor.render(context))
    parts.append("</li>")
    return mark_safe("".join(parts))  # noqa: S308 (every value is escaped above)


def _changed_objects(play: Any) -> Any:
    """``play.changes.objects`` as the template would read it (the last step's diff)."""
    changes = play.get("changes") if isinstance(play, dict) else getattr(play, "changes", None)
    return getattr(changes, "objects", None) or ()


def _card_line(obj: Any) -> str:
    mana = ""
    if obj.mana_cost:
        symbols = "".join(
            f'<span class="{esc(s.css_class)}" role="img" aria-label="{esc(s.title)}" '
            f'title="{esc(s.title)}">{esc(s.text)}</span>'
            for s in obj.mana_cost
        )
        mana = f'<span class="mana-cost">{symbols}</span>'
    pt = f'<span class="pt">{esc(obj.power_toughness)}</span>' if obj.power_toughness else ""
    loyalty = f'<span class="pt">loyalty {esc_string(obj.loyalty)}</span>' if obj.loyalty else ""
    label = (
        automation_label(obj.automation, obj.automation_reasons, obj.card) if obj.automation else ""
    )
    return (
        f'<div class="card-line"><span class="card-name">{esc(obj.card)}</span>{mana}{pt}'
        f'{loyalty}<span class="object-id">{esc(obj.id)}</span>{label}</div>'
    )


def _badges(obj: Any) -> str:
    badges = [f'<span class="badge">{text}</span>' for attr, text in FLAGS if getattr(obj, attr)]
    if obj.damage:
        badges.append(f'<span class="badge damage">{esc_string(obj.damage)} damage</span>')
    badges += [
        f'<span class="badge counter">{esc_string(count)} {esc(name)}</span>'
        for name, count in obj.counters
    ]
    if obj.attached_name:
        badges.append(f'<span class="badge">attached to {esc(obj.attached_name)}</span>')
    if obj.zone == "battlefield" and obj.owner != obj.controller:
        badges.append(f'<span class="badge">owned by {esc(obj.owner_name)}</span>')
    return f'<div class="badges">{"".join(badges)}</div>'


def _controls(
    context: Context, obj: Any, draft_url: str, quoted: str, move_url: str, selected: bool
) -> str:
    csrf = csrf_input(context.get("csrf_token"))
    oid, card, url = esc(obj.id), esc(obj.card), esc(draft_url)
    named = f"{card} ({oid})"
    tap = ""
    if obj.zone == "battlefield":
        verb = "Untap" if obj.tapped else "Tap"
        tap = (
            f'<button type="submit" id="tap-{oid}" formaction="{url}objects/{esc(quoted)}/tap/">'
            f'{verb}<span class="visually-hidden"> {named}</span></button>'
        )
    up = (
        f'<button type="submit" id="up-{oid}" name="move-offset" value="-1" class="icon">'
        f'<span aria-hidden="true">↑</span><span class="visually-hidden">Move {named} up</span>'
        "</button>"
    )
    down = (
        f'<button type="submit" id="down-{oid}" name="move-offset" value="1" class="icon">'
        f'<span aria-hidden="true">↓</span><span class="visually-hidden">Move {named} down</span>'
        "</button>"
    )
    if selected:
        edit = (
            f'<a id="edit-{oid}" class="edit-link" href="{url}#obj-{oid}" hx-get="{url}">Close'
            f'<span class="visually-hidden"> the editor of {named}</span></a>'
        )
    else:
        opened = f"{url}?object={esc(quoted)}"
        edit = (
            f'<a id="edit-{oid}" class="edit-link" href="{opened}#obj-{oid}" hx-get="{opened}">'
            f'Edit<span class="visually-hidden"> {named}</span></a>'
        )
    moved = esc(move_url)
    return (
        f'<form class="card-quick" method="post" action="{moved}" hx-post="{moved}">'
        f"{csrf}{tap}{up}{down}{edit}</form>"
    )
