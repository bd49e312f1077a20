"""Forms of the builder page.  Choices come from the board being edited, so a form only
accepts players and objects that are really there; the engine judges everything else."""

from __future__ import annotations

from typing import Any

from django import forms

from builder.scenarios.models import Visibility
from builder.scenarios.services import BoardView

LIFE_LIMIT = 1_000_000


class SetLifeForm(forms.Form):
    """One life total field per player, named ``life_<player id>``."""

    def __init__(self, board: BoardView, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", "life")
        super().__init__(*args, **kwargs)
        self.player_ids = [player.id for player in board.players]
        for player in board.players:
            self.fields[f"life_{player.id}"] = forms.IntegerField(
                label=f"{player.name}’s life",
                initial=player.life,
                min_value=-LIFE_LIMIT,
                max_value=LIFE_LIMIT,
            )

    def life_totals(self) -> dict[str, int]:
        return {pid: self.cleaned_data[f"life_{pid}"] for pid in self.player_ids}


class AddCardForm(forms.Form):
    card = forms.CharField(
        label="Card name",
        max_length=200,
        widget=forms.TextInput(attrs={"list": "card-names", "autocomplete": "off"}),
    )
    player = forms.ChoiceField(label="Battlefield of")

    def __init__(self, board: BoardView, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", "card")
        super().__init__(*args, **kwargs)
        self.fields["player"].choices = [(p.id, p.name) for p in board.players]  # type: ignore[attr-defined]


class SaveForm(forms.Form):
    title = forms.CharField(label="Title (optional)", max_length=200, required=False)
    description = forms.CharField(
        label="Description (optional; Markdown: [[Grizzly Bears]] links a card, CR 616.1 a rule)",
        max_length=10_000,
        required=False,
        widget=forms.Textarea(attrs={"rows": 3}),
    )
    # Blank keeps the current visibility (unlisted for a new scenario).
    visibility = forms.ChoiceField(
        label="Who can see it",
        choices=[("", "Keep as it is (unlisted when new)"), *Visibility.choices],
        required=False,
    )
