"""Forms of the action picker, decisions and history.  Each is built from what the engine
offers now (the picker), so it only accepts players, objects and answers that are really
there; whether the action is legal is the engine's call."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django import forms

from builder.scenarios.services.actions import DecisionView
from builder.scenarios.services.picker import BoardChoices, Candidate, Picker, PickerOption

AMOUNT_LIMIT = 1_000_000
POSITIONS = [("top", "Top"), ("bottom", "Bottom")]
NO_TARGET = ("", "—")


def _choices(candidates: tuple[Candidate, ...]) -> list[tuple[str, str]]:
    return [(c.id, c.label) for c in candidates]


@dataclass(frozen=True)
class SimpleField:
    """A field drawn by hand in the template: Django's widget templates cost a template render
    per <option>, too slow for selects listing every object of a 30-permanent board."""

    name: str
    id: str
    label: str
    kind: str  # "select", "number" or "checkbox"
    groups: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]
    value: str
    required: bool
    minimum: int | None
    maximum: int | None
    errors: tuple[str, ...]
    focus: bool = False  # the field to fill next (``autofocus``): JudgeForm.focus


def simple_fields(form: forms.Form) -> list[SimpleField]:
    drawn = []
    for bound in form:
        field = bound.field
        value = bound.value()
        groups: list[tuple[str, tuple[tuple[str, str], ...]]] = []
        if isinstance(field, forms.BooleanField):
            kind, shown = "checkbox", "on" if value else ""
        elif isinstance(field, forms.ChoiceField):
            kind, shown = "select", "" if value is None else str(value)
            plain: list[tuple[str, str]] = []
            for key, label in field.choices:  # type: ignore[union-attr,misc]
                if isinstance(label, list | tuple):  # an optgroup
                    groups.append((str(key), tuple((str(k), str(v)) for k, v in label)))
                else:
                    plain.append((str(key), str(label)))
            if plain:
                groups.insert(0, ("", tuple(plain)))
        else:
            kind, shown = "number", "" if value is None else str(value)
        drawn.append(
            SimpleField(
                name=bound.html_name,
                id=bound.auto_id or bound.html_name,
                label=str(bound.label),
                kind=kind,
                groups=tuple(groups),
                value=shown,
                required=field.required,
                minimum=getattr(field, "min_value", None),
                maximum=getattr(field, "max_value", None),
                errors=tuple(str(e) for e in bound.errors),
                focus=bound.name == getattr(form, "focus", ""),
            )
        )
    return drawn


class ActionForm(forms.Form):
    """One picker option: which one (``option``), then its targets, X, mode, the cards exiled
    for delve and free costs."""

    option = forms.CharField(widget=forms.HiddenInput, max_length=200)

    def __init__(self, option: PickerOption | None, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.picked = option
        if option is None:
            return
        for slot in option.targets:
            # A forbidden target is accepted here: the engine refuses it with its rule.
            choices = _choices(slot.candidates) + [(r.id, r.label) for r in slot.refused]
            self.fields[slot.name] = forms.ChoiceField(
                label=slot.label,
                choices=choices if slot.required else [NO_TARGET, *choices],
                required=slot.required,
                error_messages={
                    "required": f"Choose a target first: none is chosen for {slot.label}.",
                },
            )
        if option.modes:
            # One mode ("1") or a set of them ("0,2") when the card lets more be chosen (700.2).
            self.fields["mode"] = forms.ChoiceField(label="Mode", choices=_choices(option.modes))
        if option.x:
            self.fields["x"] = forms.IntegerField(
                label="X", min_value=0, max_value=AMOUNT_LIMIT, initial=0
            )
        if option.delve:
            self.fields["delve"] = forms.MultipleChoiceField(
                label=option.delve_legend,
                choices=_choices(option.delve),
                required=False,
                widget=forms.CheckboxSelectMultiple,
            )
        if option.costs:
            self.fields["free"] = forms.BooleanField(
                label="Costs marked paid (free)", required=False, initial=True
            )

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        if self.picked is None:
            raise forms.ValidationError("That action isn’t on offer now: pick one from the list.")
        return cleaned

    def entered(self) -> dict[str, Any]:
        """What the judge entered, as submitted (``picker.with_entered`` draws it again)."""
        names = [slot.name for slot in self.picked.targets] if self.picked else []
        kept: dict[str, Any] = {
            name: self.data.get(name, "") for name in [*names, "mode", "x", "free"]
        }
        kept["delve"] = self.data.getlist("delve") if hasattr(self.data, "getlist") else []
        return kept

    def action(self) -> dict[str, Any]:
        assert self.picked is not None
        data = self.cleaned_data
        action = dict(self.picked.action)
        targets = [data[slot.name] for slot in self.picked.targets if data.get(slot.name)]
        if self.picked.targets:
            action["targets"] = targets
        if data.get("mode"):
            chosen = [int(m) for m in str(data["mode"]).split(",")]
            action.update({"mode": chosen[0]} if len(chosen) == 1 else {"modes": chosen})
        if data.get("x"):
            action["x"] = data["x"]
        if data.get("delve"):
            action["delve"] = list(data["delve"])  # 702.66a; the engine checks the list
        if "free" in self.fields:
            action["free"] = bool(data.get("free"))
        return action


class JudgeForm(forms.Form):
    """A judge's action: make something happen directly."""

    kind = ""
    title = ""
    submit = ""

    def __init__(self, board: BoardChoices, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", self.kind)
        super().__init__(*args, **kwargs)
        self.build(board)
        self.usable = all(
            not isinstance(f, forms.ChoiceField) or f.choices for f in self.fields.values()
        )
        self.focus = self._focus_after_presets() if self.initial and not self.is_bound else ""

    def _focus_after_presets(self) -> str:
        """A form started with some of its fields chosen (a card added as the damage source)
        asks for what is left: the first choice without a value, else the first number. A
        preset that isn't among a field's choices is dropped (the field keeps its default)."""
        for name, value in list(self.initial.items()):
            field = self.fields.get(name)
            if isinstance(field, forms.ChoiceField) and str(value) not in _values(field):
                del self.initial[name]
        if not self.initial:
            return ""
        for name, field in self.fields.items():
            if isinstance(field, forms.ChoiceField) and not self.initial.get(name, field.initial):
                return name
        return next((n for n, f in self.fields.items() if isinstance(f, forms.IntegerField)), "")

    @property
    def drawn_fields(self) -> list[SimpleField]:
        return simple_fields(self)

    def build(self, board: BoardChoices) -> None:
        raise NotImplementedError

    def action(self) -> dict[str, Any]:
        return {"type": self.kind, **self.cleaned_data}


def _values(field: forms.ChoiceField) -> set[str]:
    """Every value a choice field offers, those of its groups included."""
    found: set[str] = set()
    for key, label in field.choices:  # type: ignore[union-attr,misc]
        if isinstance(label, list | tuple):
            found.update(str(k) for k, _ in label)
        else:
            found.add(str(key))
    return found


def _amount(label: str = "Amount", minimum: int | None = 0) -> forms.IntegerField:
    low = -AMOUNT_LIMIT if minimum is None else minimum
    return forms.IntegerField(label=label, min_value=low, max_value=AMOUNT_LIMIT, initial=1)


class DealDamageForm(JudgeForm):
    kind = "deal_damage"
    title = "Deal damage"
    submit = "Deal damage"

    def build(self, board: BoardChoices) -> None:
        self.fields["source"] = forms.ChoiceField(
            label="Damage source", choices=_choices(board.objects)
        )
        self.fields["target"] = forms.ChoiceField(
            label="Dealt to",
            choices=[
                ("Players", _choices(board.players)),
                ("Permanents", _choices(board.permanents)),
            ],
            initial=board.opponent,
        )
        self.fields["amount"] = _amount("Amount of damage")
        self.fields["combat"] = forms.BooleanField(label="Combat damage", required=False)


class LifeForm(JudgeForm):
    value_field = "amount"
    player_label = ""
    value_label = ""

    def build(self, board: BoardChoices) -> None:
        self.fields["player"] = forms.ChoiceField(
            label=self.player_label, choices=_choices(board.players)
        )
        if self.value_field == "value":
            self.fields["value"] = _amount(self.value_label, minimum=None)
        else:
            self.fields["amount"] = _amount(self.value_label)


class GainLifeForm(LifeForm):
    kind = "gain_life"
    title = "Gain life"
    submit = "Gain life"
    player_label = "Player gaining life"
    value_label = "Life gained"


class LoseLifeForm(LifeForm):
    kind = "lose_life"
    title = "Lose life"
    submit = "Lose life"
    player_label = "Player losing life"
    value_label = "Life lost"


class SetLifeActionForm(LifeForm):
    kind = "set_life"
    title = "Set a life total"
    submit = "Set life total"
    value_field = "value"
    player_label = "Player whose life total is set"
    value_label = "New life total"


class MoveObjectForm(JudgeForm):
    kind = "move_object"
    title = "Move an object"
    submit = "Move"

    def build(self, board: BoardChoices) -> None:
        self.fields["object"] = forms.ChoiceField(
            label="Object to move", choices=_choices(board.objects)
        )
        self.fields["to"] = forms.ChoiceField(
            label="Destination zone", choices=[(z, z.capitalize()) for z in board.zones]
        )
        self.fields["position"] = forms.ChoiceField(
            label="Position in the library", choices=POSITIONS, initial="top"
        )
        self.fields["destroy"] = forms.BooleanField(
            label="It is destroyed (to a graveyard)", required=False
        )


class TransformForm(JudgeForm):
    """Turn a double-faced permanent over (701.27a): it then has only its other face's
    characteristics (712.8d-f)."""

    kind = "transform"
    title = "Transform a double-faced permanent"
    submit = "Transform"

    def build(self, board: BoardChoices) -> None:
        self.fields["object"] = forms.ChoiceField(
            label="Double-faced permanent", choices=_choices(board.double_faced)
        )


class AdvanceForm(JudgeForm):
    """All players pass until a chosen step of this turn or the next (500.2)."""

    kind = "advance"
    title = "Go to a step"
    submit = "Go to the step"

    def build(self, board: BoardChoices) -> None:
        self.fields["to"] = forms.ChoiceField(
            label="Step", choices=_choices(board.steps), initial=board.next_step
        )
        self.fields["turn"] = forms.ChoiceField(
            label="Turn", choices=[("this", "This turn"), ("next", "The next turn")], initial="this"
        )


JUDGE_FORMS: dict[str, type[JudgeForm]] = {
    form.kind: form
    for form in (
        DealDamageForm,
        GainLifeForm,
        LoseLifeForm,
        SetLifeActionForm,
        MoveObjectForm,
        TransformForm,
        AdvanceForm,
    )
}


class AttackForm(forms.Form):
    """Declare attackers (508.1): a box per creature that may attack, and what it attacks."""

    def __init__(self, picker: Picker, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.creatures = [d for d in picker.attackers if d.legal]
        for creature in self.creatures:
            self.fields[f"attack_{creature.id}"] = forms.BooleanField(
                label=f"Attack with {creature.label}", required=False
            )
            self.fields[f"defender_{creature.id}"] = forms.ChoiceField(
                label=f"{creature.label} attacks",
                choices=_choices(creature.choices),
                required=False,
            )

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        for creature in self.creatures:
            if cleaned.get(f"attack_{creature.id}") and not cleaned.get(f"defender_{creature.id}"):
                self.add_error(f"defender_{creature.id}", f"Choose what {creature.label} attacks.")
        return cleaned

    def action(self) -> dict[str, Any]:
        data = self.cleaned_data
        attackers = {
            c.id: data[f"defender_{c.id}"] for c in self.creatures if data.get(f"attack_{c.id}")
        }
        return {"type": "attack", "attackers": attackers}


class BlockForm(forms.Form):
    """Declare blockers (509.1): for each creature that may block, which attacker it blocks."""

    def __init__(self, picker: Picker, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.creatures = [d for d in picker.blockers if d.legal]
        for creature in self.creatures:
            self.fields[f"block_{creature.id}"] = forms.ChoiceField(
                label=f"{creature.label} blocks",
                choices=[("", "Doesn’t block"), *_choices(creature.choices)],
                required=False,
            )

    def action(self) -> dict[str, Any]:
        data = self.cleaned_data
        blockers = {
            c.id: data[f"block_{c.id}"] for c in self.creatures if data.get(f"block_{c.id}")
        }
        return {"type": "block", "blockers": blockers}


class DecisionForm(forms.Form):
    choice = forms.ChoiceField(widget=forms.RadioSelect)

    def __init__(self, decision: DecisionView | None, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        field = self.fields["choice"]
        assert isinstance(field, forms.ChoiceField)
        field.choices = _choices(decision.options) if decision else []
        field.label = f"{decision.decider_name} chooses" if decision else "Choice"


class ChoiceListField(forms.Field):
    """Repeated hidden ``choice`` inputs: the answers to an action's decisions, in order."""

    widget = forms.MultipleHiddenInput
    max_choices = 100
    max_length = 200

    def to_python(self, value: Any) -> list[str]:
        if not value:
            return []
        if not isinstance(value, list | tuple):
            raise forms.ValidationError("Choices must be a list.")
        return [str(v) for v in value]

    def validate(self, value: Any) -> None:
        super().validate(value)
        if len(value) > self.max_choices or any(len(v) > self.max_length for v in value):
            raise forms.ValidationError("Too many choices, or one too long.")


class OutcomeForm(forms.Form):
    """Take one explored outcome: the choices that lead to it, in order."""

    choice = ChoiceListField(required=False)

    def choice_list(self) -> list[str]:
        return list(self.cleaned_data.get("choice") or [])


class StepForm(forms.Form):
    step = forms.IntegerField(min_value=0, max_value=1_000_000)
