"""The play panels' repeated markup, drawn in Python: picker options, judge's-action fields, log
entries, the permanents' characteristics and rule references.

Every builder interaction redraws the action picker (an option per ability on the board, with
its target selects), the judge's actions and the log; in the template engine those loops were
a third of the page's server time (issue 8's benchmark).  The markup is the templates' markup,
every value escaped as ``{{ value }}`` would be (``builder.fasthtml``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from django import template
from django.template.context import Context
from django.urls import reverse
from django.utils.safestring import SafeString, mark_safe

from builder.fasthtml import csrf_input, esc
from builder.templatetags.play_options import option_groups, option_tags

register = template.Library()


def _rule_ref(ref: Any, bare: bool = False) -> str:
    prefix = "" if bare else "CR "
    number = esc(ref.number)
    if ref.linked:
        href = esc(reverse("builder-rule", args=[ref.number]))
        return f'<a class="rule" href="{href}" title="{esc(ref.title)}">{prefix}{number}</a>'
    return f'<span class="rule">{prefix}{number}</span>'


@register.simple_tag
def rule_ref(ref: Any, bare: bool = False) -> SafeString:
    """A rule number: a link to its text on the rules page when the rules are imported."""
    return mark_safe(_rule_ref(ref, bare))  # noqa: S308 (escaped above)


@register.simple_tag
def log_entries(entries: Iterable[Any]) -> SafeString:
    """The ``<li>`` of each log entry (builder.services.actions.LogEntryView), rules linked."""
    items = []
    for entry in entries:
        rules = "".join(_rule_ref(ref) for ref in entry.rules)
        cited = f'<span class="rules">{rules}</span>' if rules else ""
        items.append(
            f'<li class="log-entry kind-{esc(entry.kind)} detail-{esc(entry.detail)}">'
            f'<span class="log-text">{esc(entry.text)}</span>{cited}</li>'
        )
    return mark_safe("".join(items))  # noqa: S308 (escaped above)


@register.simple_tag
def characteristics_list(permanents: Iterable[Any]) -> SafeString:
    """Each permanent's current characteristics and the layer steps that made them (613)."""
    items = []
    for perm in permanents:
        pt = f" {esc(perm.power)}/{esc(perm.toughness)}" if perm.power is not None else ""
        keywords = f" — {', '.join(esc(k) for k in perm.keywords)}" if perm.keywords else ""
        if perm.breakdown:
            steps = "".join(
                f'<li><span class="layer">{esc(step["layer"])}</span> {esc(step["change"])}</li>'
                for step in perm.breakdown
            )
            why = f'<ol class="layers">{steps}</ol>'
        else:
            why = '<p class="hint">Only its printed characteristics apply.</p>'
        items.append(
            f"<li><details><summary>{esc(perm.name)}{pt}{keywords} </summary>{why}</details></li>"
        )
    return mark_safe("".join(items))  # noqa: S308 (escaped above)


def _capfirst(text: str) -> str:
    return text[:1].upper() + text[1:]


def _fields(option: Any) -> str:
    parts = [f"<fieldset><legend>{esc(option.label)}</legend>"]
    if option.modes:
        parts.append(
            f'<label>Mode <select name="mode" required>{option_tags(option.modes, "")}</select></label>'
        )
    for slot in option.targets:
        required = " required" if slot.required else ""
        blank = "" if slot.required else '<option value="">—</option>'
        listed = (
            option_tags(slot.candidates, "")
            if slot.candidates
            else '<option value="" disabled>No legal target</option>'
        )
        parts.append(
            f'<label>{esc(slot.label)} <select name="{esc(slot.name)}"{required}>'
            f"{blank}{listed}</select></label>"
        )
    if option.x:
        parts.append(
            '<label>X <input type="number" name="x" min="0" value="0" inputmode="numeric"></label>'
        )
    if option.delve:
        parts.append(_delve_fields(option))
    if option.costs:
        parts.append(
            '<label class="check"><input type="checkbox" name="free" checked> Costs marked paid (free)</label>'
        )
    parts.append(f'<button type="submit">{esc(option.label)}</button></fieldset>')
    return "".join(parts)


def _delve_fields(option: Any) -> str:
    """A checkbox per card the caster may exile for delve (702.66a), in a group of its own."""
    boxes = "".join(
        f'<label class="check"><input type="checkbox" name="delve" value="{esc(card.id)}"> '
        f"{esc(card.label)}</label>"
        for card in option.delve
    )
    # A cost marked paid leaves nothing for the cards to pay: the engine refuses both at once.
    hint = (
        '<p class="hint">Cards are exiled only when the cost is paid from the mana pool: untick '
        "“Costs marked paid”.</p>"
        if option.costs
        else ""
    )
    return (
        f'<fieldset class="delve"><legend>{esc(option.delve_legend)}</legend>{boxes}{hint}'
        "</fieldset>"
    )


@register.simple_tag(takes_context=True)
def picker_options(
    context: Context, options: Sequence[Any], player: str, section: int
) -> SafeString:
    """A picker section's options: a form per legal one, the reason and rule for the others.
    ``player`` and ``section`` make the reasons' ids unique on the page."""
    act_url = esc(context.get("act_url", ""))
    csrf = csrf_input(context.get("csrf_token"))
    error_key = context.get("action_error_key") or None
    items = []
    for number, option in enumerate(options, start=1):
        parts = [f'<li class="option{"" if option.legal else " illegal"}">']
        if option.key == error_key:
            errors = "".join(f"<li>{esc(m)}</li>" for m in context.get("action_errors") or ())
            parts.append(f'<ul class="errorlist" role="alert">{errors}</ul>')
        if option.legal:
            inner = (
                _fields(option)
                if option.has_fields
                else f'<button type="submit">{esc(option.label)}</button>'
            )
            parts.append(
                f'<form method="post" action="{act_url}" hx-post="{act_url}">{csrf}'
                f'<input type="hidden" name="option" value="{esc(option.key)}">{inner}</form>'
            )
        else:
            why = f"why-{esc(player or 'all')}-{section}-{number}"
            rule = f" ({_rule_ref(option.rule_ref)})" if option.rule else ""
            parts.append(
                f'<button type="button" disabled aria-describedby="{why}">{esc(option.label)}</button> '
                f'<span class="reason" id="{why}">{esc(_capfirst(option.reason))}{rule}</span>'
            )
        parts.append("</li>")
        items.append("".join(parts))
    return mark_safe("".join(items))  # noqa: S308 (escaped above)


@register.simple_tag
def judge_fields(form: Any) -> SafeString:
    """A judge's-action form's fields (builder.actionforms.SimpleField), errors under each."""
    parts = []
    for field in form.drawn_fields:
        name, fid, label = esc(field.name), esc(field.id), esc(field.label)
        if field.kind == "checkbox":
            checked = " checked" if field.value else ""
            control = (
                f'<label class="check" for="{fid}"><input type="checkbox" name="{name}" '
                f'id="{fid}"{checked}> {label}</label>'
            )
        else:
            required = " required" if field.required else ""
            if field.kind == "select":
                listed = option_groups(field.groups, field.value)
                widget = f'<select name="{name}" id="{fid}"{required}>{listed}</select>'
            else:
                low = "" if field.minimum is None else f' min="{esc(field.minimum)}"'
                high = "" if field.maximum is None else f' max="{esc(field.maximum)}"'
                widget = (
                    f'<input type="number" name="{name}" id="{fid}" value="{esc(field.value)}"'
                    f'{low}{high}{required} inputmode="numeric">'
                )
            control = f'<label for="{fid}">{label}</label>{widget}'
        errors = "".join(f"<li>{esc(m)}</li>" for m in field.errors)
        listed_errors = f'<ul class="errorlist">{errors}</ul>' if errors else ""
        parts.append(f'<div class="field">{control}{listed_errors}</div>')
    return mark_safe("".join(parts))  # noqa: S308 (escaped above)
