"""Forms of the sharing pages: annotations, step links, embeds, oEmbed, import."""

from __future__ import annotations

from typing import Any

from django import forms

from builder.scenarios.models import Visibility

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

    def __init__(
        self,
        steps: list[tuple[int, str]],
        *args: Any,
        current_visibility: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        add_private_confirmation(self, current_visibility)
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


PRIVATE_CONFIRMATION = (
    "Making this scenario private means the links to it people already have (every earlier "
    "revision's page and embed) stop working for anyone without the edit link. Tick the box "
    "to confirm."
)


def add_private_confirmation(form: forms.Form, current_visibility: str | None) -> None:
    """The confirmation step of switching a scenario that others can open to private: when the
    submitted visibility is private and the family's isn't yet, the form asks for (and then
    requires) the ``confirm_private`` box before anything changes."""
    if not form.is_bound or current_visibility in (None, Visibility.PRIVATE):
        return
    if form.data.get("visibility") != Visibility.PRIVATE:
        return
    form.fields["confirm_private"] = forms.BooleanField(
        label="Yes, make it private: the links people already have will stop working",
        required=True,
        error_messages={"required": PRIVATE_CONFIRMATION},
    )


class ImportForm(forms.Form):
    file = forms.FileField(label="Scenario file (JSON, at most 1 MB)")


class OEmbedForm(forms.Form):
    url = forms.CharField(max_length=2_000)
    format = forms.CharField(required=False, max_length=10)
    maxwidth = forms.IntegerField(required=False, min_value=1, max_value=MAX_EMBED_SIZE)
    maxheight = forms.IntegerField(required=False, min_value=1, max_value=MAX_EMBED_SIZE)


class BrowseForm(forms.Form):
    page = forms.IntegerField(required=False, min_value=1)
