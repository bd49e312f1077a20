"""Triggered abilities for custom cards, put together from two short lists: when it triggers
(a trigger of the engine's vocabulary, ``engine.rules.triggers.TRIGGERS``, with its parameters) and
what it does (instructions of ``engine.instructions.registry``, with the targets they need).

"When it enters the battlefield" + "it deals N damage to any target" makes
``{"trigger": "self_enters", "targets": ["any"], "effects": [{"kind": "deal_damage", ...}]}``:
the engine chooses the targets as the ability goes on the stack (603.3d) and resolves it like
any other triggered ability. Both lists are generated from the phrases of the engine's
declarations (``engine.vocabulary.declarations``: a trigger's or an instruction's ``phrases``),
so adding a sentence to the form is adding a phrase to a declaration, checked there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django import forms

from builder.scenarios.services.boardview import BoardView
from engine.vocabulary.declarations import INSTRUCTION_DECLARATIONS, TRIGGER_DECLARATIONS

__all__ = ["EFFECTS", "WHEN", "TriggeredAbilityForm"]

AMOUNT_LIMIT = 100
ATTACHED_KINDS = frozenset({"Equipment", "Aura"})


@dataclass(frozen=True)
class When:
    label: str  # the start of the ability's sentence
    trigger: str
    params: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Does:
    label: str  # the rest of the sentence; "N" is the amount
    may: str  # the same as a "you may" (603.5)
    kind: str  # the instruction
    params: dict[str, Any]  # "N" in a value is the amount
    targets: tuple[str, ...] = ()


# Both lists are the phrases the engine's declarations offer (engine.vocabulary.declarations,
# checked there against the kinds' parameters and target words), in declared order.
WHEN: dict[str, When] = {
    p.key: When(p.text, d.kind, dict(p.params)) for d in TRIGGER_DECLARATIONS for p in d.phrases
}
EFFECTS: dict[str, Does] = {
    p.key: Does(p.text, p.optional, d.kind, dict(p.params), p.targets)
    for d in INSTRUCTION_DECLARATIONS
    for p in d.phrases
}


def _sentence(when: When, does: Does, amount: int, optional: bool) -> str:
    text = (does.may if optional else does.label).replace("N", str(amount))
    if amount == 1:
        text = text.replace("1 cards", "a card").replace("counters", "counter")
    return f"{when.label}, {text}."


class TriggeredAbilityForm(forms.Form):
    card = forms.ChoiceField(label="Custom card")
    when = forms.ChoiceField(label="When", choices=[(k, w.label) for k, w in WHEN.items()])
    does = forms.ChoiceField(
        label="It does",
        choices=[(k, d.label) for k, d in EFFECTS.items()],
        help_text="N is the amount below. Targets are chosen as the ability goes on the stack.",
    )
    amount = forms.IntegerField(
        label="Amount (N)", min_value=1, max_value=AMOUNT_LIMIT, initial=2, required=False
    )
    optional = forms.BooleanField(
        label="“You may”: its controller chooses as it resolves (603.5)", required=False
    )
    text = forms.CharField(
        label="Ability text (optional)",
        required=False,
        max_length=300,
        help_text="Shown in the log; made from the choices above when empty.",
    )

    def __init__(self, board: BoardView, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", "trigger")
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)
        self.fields["card"].choices = [(c.name, c.name) for c in board.custom_cards]  # type: ignore[attr-defined]
        self.attachable = {
            c.name for c in board.custom_cards if ATTACHED_KINDS & set(c.type_line.split())
        }

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        does, when = EFFECTS.get(data.get("does", "")), data.get("when")
        if does is not None and "N" in does.params.values() and data.get("amount") is None:
            self.add_error("amount", "This effect needs an amount.")
        attaching = when == "equipped_dies" or data.get("does") == "attach_to_creature"
        if attaching and data.get("card") and data["card"] not in self.attachable:
            # 301.5, 303.4: only an Equipment or an Aura is attached to a creature.
            self.add_error("card", "Only an Equipment or an Aura is attached to a creature.")
        return data

    def ability(self) -> dict[str, Any]:
        """The ability as the scenario document stores it (engine.document.custom_cards)."""
        data = self.cleaned_data
        when, does, amount = WHEN[data["when"]], EFFECTS[data["does"]], data["amount"] or 0
        params = {k: amount if v == "N" else v for k, v in does.params.items()}
        ability: dict[str, Any] = {
            "text": data["text"].strip() or _sentence(when, does, amount, data["optional"]),
            "trigger": when.trigger,
            "effects": [{"kind": does.kind, "params": params}],
        }
        if when.params:
            ability["params"] = dict(when.params)
        if does.targets:
            ability["targets"] = list(does.targets)
        if data["optional"]:
            ability["optional"] = True
        return ability
