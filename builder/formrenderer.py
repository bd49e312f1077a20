"""The form renderer: Django's own, with the common widgets and error lists drawn in Python.

Django renders every widget (and every ``<option>`` of a select) through a template; the board
editor draws a dozen widgets on every interaction, which cost milliseconds per page.  The
widgets below are drawn from the same context Django builds (``Widget.get_context``), so ids,
``required``, ``aria-invalid``, ``aria-describedby`` and the rest are Django's; the markup is
what Django's templates produce (a test compares the two).  Any other template (a form's
layout, radios, a project override) goes through the template engine as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from django.forms.renderers import DjangoTemplates

from builder.fasthtml import attrs, esc, esc_string

WIDGETS = "django/forms/widgets/"
INPUT_TYPES = ("text", "number", "email", "url", "password", "hidden", "checkbox", "search", "tel")


def _input(context: dict[str, Any]) -> str:
    widget = context["widget"]
    value = widget["value"]
    shown = "" if value is None else f' value="{esc_string(value)}"'
    return (
        f'<input type="{esc(widget["type"])}" name="{esc(widget["name"])}"{shown}'
        f"{attrs(widget['attrs'])}>"
    )


def _option(option: dict[str, Any]) -> str:
    return (
        f'<option value="{esc_string(option["value"])}"{attrs(option["attrs"])}>'
        f"{esc(option['label'])}</option>"
    )


def _select(context: dict[str, Any]) -> str:
    widget = context["widget"]
    parts = [f'<select name="{esc(widget["name"])}"{attrs(widget["attrs"])}>']
    for group_name, group_choices, _index in widget["optgroups"]:
        if group_name:
            parts.append(f'\n  <optgroup label="{esc(group_name)}">')
        # select_option.html ends with a newline, kept by the include.
        parts.extend(f"\n  {_option(option)}\n" for option in group_choices)
        if group_name:
            parts.append("\n  </optgroup>")
    parts.append("\n</select>")
    return "".join(parts)


def _textarea(context: dict[str, Any]) -> str:
    widget = context["widget"]
    value = esc(widget["value"]) if widget["value"] else ""
    return f'<textarea name="{esc(widget["name"])}"{attrs(widget["attrs"])}>\n{value}</textarea>'


def _errors(context: dict[str, Any]) -> str:
    errors: Iterable[Any] = context["errors"]
    items = "".join(f"<li>{esc(message)}</li>" for message in errors)
    if not items:
        return ""
    field_id = getattr(context["errors"], "field_id", None)
    described = f' id="{esc(field_id)}_error"' if field_id else ""
    return f'<ul class="{esc(context["error_class"])}"{described}>{items}</ul>'


DRAWN: dict[str, Callable[[dict[str, Any]], str]] = {
    **{f"{WIDGETS}{kind}.html": _input for kind in INPUT_TYPES},
    f"{WIDGETS}select.html": _select,
    f"{WIDGETS}textarea.html": _textarea,
    "django/forms/errors/list/default.html": _errors,
    "django/forms/errors/list/ul.html": _errors,
}


class FastFormRenderer(DjangoTemplates):
    """``FORM_RENDERER``: the drawn templates above in Python, every other one as Django does."""

    def render(self, template_name: str, context: dict[str, Any], request: Any = None) -> str:
        draw = DRAWN.get(template_name)
        if draw is None:
            return str(super().render(template_name, context, request=request))
        return draw(context)
