"""The builder's "Paste a board" form (the board notation, docs/notation.md)."""

from __future__ import annotations

from typing import Any

from django import forms

from builder.scenarios.services.notation import MAX_NOTATION_CHARS


class PasteBoardForm(forms.Form):
    notation = forms.CharField(
        label="Board notation",
        max_length=MAX_NOTATION_CHARS,
        strip=False,
        widget=forms.Textarea(
            attrs={"rows": 2, "spellcheck": "false", "autocomplete": "off", "class": "notation"}
        ),
        help_text="One line per player and zone, as in “This board as notation”.",
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", "paste")
        super().__init__(*args, **kwargs)
