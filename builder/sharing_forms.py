"""Forms of the sharing pages: annotations, step links, embeds, oEmbed, import, sign-up."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth.forms import UserCreationForm

from builder.models import Visibility

MAX_DESCRIPTION = 10_000
MAX_NOTE = 4_000
MAX_STEP = 10_000
MAX_EMBED_SIZE = 4_000


class StepForm(forms.Form):
    """``?step=N`` on share and embed pages; anything invalid shows the last step."""

    step = forms.IntegerField(required=False, min_value=0, max_value=MAX_STEP)
    outcomes = forms.BooleanField(required=False)
    theme = forms.ChoiceField(required=False, choices=[("light", "Light"), ("dark", "Dark")])

    def value(self, name: str) -> Any:
        return self.cleaned_data.get(name) if self.is_valid() else None


class AnnotationsForm(forms.Form):
    """Title, description and one note per step (Markdown), and who can see the scenario."""

    title = forms.CharField(label="Title", max_length=200, required=False)
    description = forms.CharField(
        label="Description (Markdown: [[Grizzly Bears]] links a card, CR 616.1 a rule)",
        max_length=MAX_DESCRIPTION,
        required=False,
        widget=forms.Textarea(attrs={"rows": 5}),
    )
    visibility = forms.ChoiceField(label="Who can see it", choices=Visibility.choices)

    def __init__(self, steps: list[tuple[int, str]], *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.step_numbers = [number for number, _ in steps]
        for number, label in steps:
            self.fields[f"note_{number}"] = forms.CharField(
                label=f"Note for step {number}: {label}",
                max_length=MAX_NOTE,
                required=False,
                widget=forms.Textarea(attrs={"rows": 2}),
            )

    def notes(self) -> dict[int, str]:
        return {n: self.cleaned_data[f"note_{n}"] for n in self.step_numbers}


class ImportForm(forms.Form):
    file = forms.FileField(label="Scenario file (JSON, at most 1 MB)")


class OEmbedForm(forms.Form):
    url = forms.CharField(max_length=2_000)
    format = forms.CharField(required=False, max_length=10)
    maxwidth = forms.IntegerField(required=False, min_value=1, max_value=MAX_EMBED_SIZE)
    maxheight = forms.IntegerField(required=False, min_value=1, max_value=MAX_EMBED_SIZE)


class BrowseForm(forms.Form):
    page = forms.IntegerField(required=False, min_value=1)


class SignUpForm(UserCreationForm):
    pass
