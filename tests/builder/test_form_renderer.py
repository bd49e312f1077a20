"""The fast form renderer draws exactly what Django's widget templates draw."""

from __future__ import annotations

import pytest
from django import forms
from django.forms.renderers import DjangoTemplates
from django.utils.safestring import mark_safe

from builder.editorforms import AddCardForm, GameForm, ObjectForm
from builder.formrenderer import DRAWN, FastFormRenderer
from builder.services import board_view


class Everything(forms.Form):
    name = forms.CharField(max_length=20, help_text="Say <who> & why")
    amount = forms.IntegerField(min_value=-3, max_value=1_000_000, initial=1500)
    secret = forms.CharField(widget=forms.PasswordInput)
    hidden = forms.CharField(widget=forms.HiddenInput, initial='a "quoted" value')
    email = forms.EmailField(required=False)
    link = forms.URLField(required=False, assume_scheme="https")
    agree = forms.BooleanField(required=False, initial=True)
    colour = forms.ChoiceField(
        choices=[("", "—"), ("r", "Red & <b>"), ("Others", [("g", "Green"), ("u", "Blue")])],
        initial="u",
    )
    count = forms.TypedChoiceField(coerce=int, choices=[(n, str(n)) for n in range(2, 5)])
    many = forms.MultipleChoiceField(choices=[("a", "A"), ("b", "B")], initial=["b"])
    text = forms.CharField(widget=forms.Textarea, initial="line one\n<line two>")
    safe = forms.CharField(initial=mark_safe("<i>kept</i>"), required=False)
    radio = forms.ChoiceField(widget=forms.RadioSelect, choices=[("x", "X"), ("y", "Y")])


def _draw_both(form_factory):
    fast = form_factory(FastFormRenderer())
    slow = form_factory(DjangoTemplates())
    return fast, slow


@pytest.mark.parametrize(
    "data",
    [None, {"name": "x" * 30, "amount": "nope", "colour": "zzz", "text": ""}],
    ids=["unbound", "bound-with-errors"],
)
def test_every_widget_and_error_list_matches_django(data):
    fast, slow = _draw_both(lambda renderer: Everything(data, renderer=renderer))
    for name in fast.fields:
        assert str(fast[name]) == str(slow[name]), name
        assert str(fast[name].errors) == str(slow[name].errors), name
    assert str(fast.non_field_errors()) == str(slow.non_field_errors())
    assert fast.as_div() == slow.as_div()


BOARD = {
    "version": 1,
    "players": [
        {"id": "A", "name": "Ann & <Co>", "battlefield": [{"id": "a1", "card": "Grizzly Bears"}]},
        {"id": "B", "name": "Bob", "life": 7},
    ],
}


def test_the_board_editors_forms_match_django():
    board = board_view(BOARD)
    for form_class in (GameForm, AddCardForm):
        fast, slow = _draw_both(lambda renderer: form_class(board, renderer=renderer))  # noqa: B023
        assert fast.as_div() == slow.as_div(), form_class.__name__
    obj = board.players[0].battlefield[0]
    fast, slow = _draw_both(lambda renderer: ObjectForm(board, obj, renderer=renderer))
    assert fast.as_div() == slow.as_div()


def test_the_project_uses_it_and_it_covers_the_common_widgets(settings):
    assert settings.FORM_RENDERER == "builder.formrenderer.FastFormRenderer"
    assert "django/forms/widgets/select.html" in DRAWN
    assert "django/forms/widgets/radio.html" not in DRAWN  # drawn by Django's template
