"""Forms of the board editor. Each is built from the board it edits, so choices (players, zones,
objects) are only what is really there; the engine judges the rest when the edit is saved."""

from __future__ import annotations

from typing import Any

from django import forms

from builder.scenarios import effectparams
from builder.scenarios.services import BoardView, ObjectView, PlayerView
from builder.scenarios.services.boardview import PLAYER_ZONES, ZONE_LABELS, step_label
from builder.scenarios.services.editor import EDITOR_MAX_PLAYERS, FLAGS
from engine.core.state import Duration, Step
from engine.core.variants import VARIANTS
from engine.rules.keywords import IMPLEMENTED

__all__ = [
    "AbilityForm",
    "AddCardForm",
    "CountersForm",
    "CustomCardForm",
    "EffectForm",
    "GameForm",
    "MoveForm",
    "ObjectForm",
    "PlayerForm",
    "RemoveCustomCardForm",
    "RemoveEffectForm",
]

LIFE_LIMIT = 1_000_000
CARD_TYPES = [
    "Artifact",
    "Battle",
    "Creature",
    "Enchantment",
    "Instant",
    "Land",
    "Planeswalker",
    "Sorcery",
]
COLORS = [("W", "White"), ("U", "Blue"), ("B", "Black"), ("R", "Red"), ("G", "Green")]
COMMON_COUNTERS = ["+1/+1", "-1/-1", "loyalty", "charge", "lore", "time", "shield", "stun", "oil"]
DURATIONS = [
    (Duration.END_OF_TURN.value, "until end of turn"),
    (Duration.UNTIL_YOUR_NEXT_TURN.value, "until its controller's next turn"),
    (Duration.UNTIL_END_OF_YOUR_NEXT_TURN.value, "until the end of its controller's next turn"),
    (Duration.INDEFINITE.value, "indefinitely"),
    (Duration.WHILE_SOURCE_ON_BATTLEFIELD.value, "while its source is on the battlefield"),
]
POSITIONS = [("top", "On top"), ("bottom", "At the bottom")]
FLAG_LABELS = {
    "tapped": "Tapped",
    "face_down": "Face down",
    "summoning_sick": "Summoning sick (came under its controller’s control this turn)",
    "token": "Token",
    "commander": "Commander",
    "phased_out": "Phased out",
}


class EditorForm(forms.Form):
    """Labels without a trailing colon (the page's style)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)


def _players(board: BoardView) -> list[tuple[str, str]]:
    return [(p.id, p.name) for p in board.players]


def _zone_choices(board: BoardView) -> list[tuple[str, list[tuple[str, str]]]]:
    return [
        (
            p.name,
            [
                (f"{p.id}:{zone}", f"{p.name}’s {ZONE_LABELS[zone].lower()}")
                for zone in PLAYER_ZONES
            ],
        )
        for p in board.players
    ]


def _object_label(board: BoardView, obj: ObjectView) -> str:
    return obj.label


class GameForm(EditorForm):
    format = forms.ChoiceField(label="Format", choices=[(k, v.label) for k, v in VARIANTS.items()])
    players = forms.TypedChoiceField(
        label="Players",
        coerce=int,
        choices=[(n, str(n)) for n in range(2, EDITOR_MAX_PLAYERS + 1)],
    )
    reset_life = forms.BooleanField(
        label="Reset life totals to the format’s starting life", required=False
    )
    turn_number = forms.IntegerField(label="Turn", min_value=1, max_value=10_000)
    active_player = forms.ChoiceField(label="Active player")
    step = forms.ChoiceField(
        label="Phase and step", choices=[(s.value, step_label(s.value).capitalize()) for s in Step]
    )

    def __init__(self, board: BoardView, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", "game")
        kwargs.setdefault(
            "initial",
            {
                "format": board.format,
                "players": len(board.players),
                "turn_number": board.turn_number,
                "active_player": board.active_player,
                "step": board.step,
            },
        )
        super().__init__(*args, **kwargs)
        self.fields["active_player"].choices = _players(board)  # type: ignore[attr-defined]


class PlayerForm(EditorForm):
    """One player's details; commander damage has one field per commander on the board."""

    name = forms.CharField(label="Name", max_length=60)
    life = forms.IntegerField(label="Life", min_value=-LIFE_LIMIT, max_value=LIFE_LIMIT)
    poison = forms.IntegerField(label="Poison counters", min_value=0, max_value=1_000)
    citys_blessing = forms.BooleanField(label="Has the city’s blessing", required=False)
    other_designations = forms.CharField(
        label="Other designations",
        required=False,
        max_length=200,
        help_text="Comma-separated, e.g. monarch. Recorded and shown; the engine applies only "
        "the city’s blessing.",
    )

    def __init__(self, board: BoardView, player: PlayerView, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", f"player-{player.id}")
        others = [d for d in player.designations if d != "citys_blessing"]
        kwargs.setdefault(
            "initial",
            {
                "name": player.name,
                "life": player.life,
                "poison": player.poison,
                "citys_blessing": "citys_blessing" in player.designations,
                "other_designations": ", ".join(others),
            },
        )
        super().__init__(*args, **kwargs)
        self.player = player
        if VARIANTS[board.format].shared_life:
            self.fields["team"] = forms.CharField(
                label="Team", max_length=20, initial=player.team, help_text="Teammates share life."
            )
        received = dict(player.commander_damage)
        commanders = {obj.id: obj.label for obj in board.commanders}
        for object_id in sorted(set(commanders) | set(received)):
            name = commanders.get(object_id, "a commander no longer in the game")
            self.fields[f"cmd_{object_id}"] = forms.IntegerField(
                label=f"Combat damage from commander {name}",
                min_value=0,
                max_value=1_000,
                initial=received.get(object_id, 0),
            )
        self.commander_ids = sorted(set(commanders) | set(received))

    def designations(self) -> tuple[str, ...]:
        others = self.cleaned_data["other_designations"].split(",")
        found = [
            "_".join(d.strip().lower().replace("’", "").replace("'", "").split()) for d in others
        ]
        if self.cleaned_data["citys_blessing"]:
            found.append("citys_blessing")
        return tuple(d for d in found if d)

    def commander_damage(self) -> dict[str, int]:
        return {oid: self.cleaned_data[f"cmd_{oid}"] for oid in self.commander_ids}


class AddCardForm(EditorForm):
    card = forms.CharField(label="Card name", max_length=200)
    player = forms.ChoiceField(label="Player")
    zone = forms.ChoiceField(
        label="Zone",
        choices=[(z, ZONE_LABELS[z]) for z in PLAYER_ZONES],
        initial="battlefield",
        required=False,
    )
    position = forms.ChoiceField(
        label="Position",
        choices=POSITIONS,
        initial="top",
        required=False,
        help_text="Library: the top card is drawn next. Graveyard: the top card is the newest.",
    )
    # 604.3: a printed "*" the engine can't compute from the card's text needs its value now.
    power_now = forms.IntegerField(
        label="Power now",
        required=False,
        min_value=0,
        max_value=1_000,
        help_text="Only for a printed * the engine can't compute",
    )
    toughness_now = forms.IntegerField(
        label="Toughness now",
        required=False,
        min_value=0,
        max_value=1_000,
        help_text="Only for a printed * the engine can't compute",
    )

    def __init__(self, board: BoardView, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", "card")
        super().__init__(*args, **kwargs)
        self.fields["player"].choices = _players(board)  # type: ignore[attr-defined]


class MoveForm(EditorForm):
    """Where a card goes: a zone of a player (``to``: "A:hand"), on top / at the bottom or at an
    index in the zone's list (drag and drop), or one step up or down in its zone (``offset``)."""

    to = forms.ChoiceField(label="Move to", required=False)
    position = forms.ChoiceField(label="Position", choices=POSITIONS, required=False)
    index = forms.IntegerField(
        required=False, min_value=0, max_value=10_000, widget=forms.HiddenInput
    )
    offset = forms.TypedChoiceField(
        required=False, coerce=int, choices=[("-1", "up"), ("1", "down")], empty_value=None
    )

    def __init__(self, board: BoardView, obj: ObjectView, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", "move")
        owner = obj.controller if obj.zone == "battlefield" else obj.owner
        kwargs.setdefault("initial", {"to": f"{owner}:{obj.zone}", "position": "top"})
        super().__init__(*args, **kwargs)
        self.fields["to"].choices = _zone_choices(board)  # type: ignore[attr-defined]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if not data.get("offset") and not data.get("to"):
            raise forms.ValidationError("Choose where the card goes.")
        return data

    def destination(self) -> tuple[str | None, str | None]:
        player, _, zone = (self.cleaned_data.get("to") or "").partition(":")
        return (player or None, zone or None)


class ObjectForm(EditorForm):
    """A card's status. Permanents have more of it than cards in other zones."""

    damage = forms.IntegerField(
        label="Damage marked", min_value=0, max_value=1_000_000, required=False
    )
    controller = forms.ChoiceField(label="Controller")
    owner = forms.ChoiceField(label="Owner")
    attached_to = forms.ChoiceField(label="Attached to", required=False)

    def __init__(self, board: BoardView, obj: ObjectView, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", f"obj-{obj.id}")
        initial: dict[str, Any] = {flag: bool(getattr(obj, flag)) for flag in FLAGS}
        initial.update(
            damage=obj.damage,
            controller=obj.controller,
            owner=obj.owner,
            attached_to=obj.attached_to,
        )
        kwargs.setdefault("initial", initial)
        super().__init__(*args, **kwargs)
        self.obj = obj
        self.permanent = obj.zone == "battlefield"
        flags = FLAGS if self.permanent else ("face_down", "token", "commander")
        for flag in flags:
            self.fields[flag] = forms.BooleanField(label=FLAG_LABELS[flag], required=False)
        self.fields["owner"].choices = _players(board)  # type: ignore[attr-defined]
        if self.permanent:
            self.fields["controller"].choices = _players(board)  # type: ignore[attr-defined]
            targets = [(p.id, p.name) for p in board.players]
            targets += [(o.id, _object_label(board, o)) for o in board.permanents if o.id != obj.id]
            self.fields["attached_to"].choices = [("", "nothing"), *targets]  # type: ignore[attr-defined]
        else:
            for name in ("damage", "controller", "attached_to"):
                del self.fields[name]
        self.order_fields([*flags, "damage", "controller", "owner", "attached_to"])

    def flags(self) -> dict[str, bool]:
        return {flag: bool(self.cleaned_data.get(flag)) for flag in FLAGS}


class CountersForm(EditorForm):
    kind = forms.CharField(label="Counter kind", max_length=40, initial="+1/+1")
    amount = forms.IntegerField(label="How many", min_value=1, max_value=100, initial=1)
    op = forms.ChoiceField(choices=[("add", "Add"), ("remove", "Remove")], initial="add")

    def __init__(self, board: BoardView, obj: ObjectView, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", "counters")
        super().__init__(*args, **kwargs)
        self.fields["kind"].widget.attrs.update(list="counter-kinds", autocomplete="off")

    def delta(self) -> int:
        amount = int(self.cleaned_data["amount"])
        return amount if self.cleaned_data["op"] == "add" else -amount


class _ParamsMixin:
    """Builds the ``p_*`` fields of an effect kind and turns them into ``params``."""

    fields: dict[str, forms.Field]
    cleaned_data: dict[str, Any]
    effect_kind: str

    def _add_params(self, board: BoardView, kind: str, *, for_card: bool) -> None:
        self.effect_kind = kind
        self.fields.update(effectparams.param_fields(kind, board, for_card=for_card))

    def params(self) -> dict[str, Any]:
        return effectparams.params_from(self.effect_kind, self.cleaned_data)

    def clean(self) -> dict[str, Any]:
        data: dict[str, Any] = super().clean() or {}  # type: ignore[misc]
        if self.effect_kind and not self.errors:  # type: ignore[attr-defined]
            try:
                data["params"] = self.params()
            except forms.ValidationError as error:
                field = "p_json" if "p_json" in self.fields else None
                self.add_error(field, error)  # type: ignore[attr-defined]
        return data


class EffectForm(_ParamsMixin, EditorForm):
    kind = forms.ChoiceField(label="Effect", widget=forms.HiddenInput)
    controller = forms.ChoiceField(label="Controller")
    source = forms.ChoiceField(label="Source (optional)", required=False)
    stands_in_for = forms.ChoiceField(
        label="Stand-in for (optional)",
        required=False,
        help_text="A card whose text the engine doesn't apply: this effect stands in for it while "
        "that card is on the battlefield, and the answer says it depends on your stand-in.",
    )
    duration = forms.ChoiceField(label="Duration", choices=DURATIONS, initial="end_of_turn")

    def __init__(self, board: BoardView, kind: str, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", "effect")
        kwargs.setdefault("initial", {"kind": kind, "controller": board.active_player})
        super().__init__(*args, **kwargs)
        self.fields["kind"].choices = effectparams.stored_kinds()  # type: ignore[attr-defined]
        self.fields["controller"].choices = _players(board)  # type: ignore[attr-defined]
        objects = [(o.id, _object_label(board, o)) for o in board.objects]
        self.fields["source"].choices = [("", "none"), *objects]  # type: ignore[attr-defined]
        # A judge's stand-in for a card's text the engine doesn't apply (engine.game.stand_ins)
        self.fields["stands_in_for"].choices = [  # type: ignore[attr-defined]
            ("", "nothing: the judge's own effect"),
            *(
                (object_id, f"{name} (its text the engine doesn't apply)")
                for object_id, name in board.stand_in_candidates
            ),
        ]
        self._add_params(board, kind, for_card=False)
        self.kind_label = effectparams.kind_label(kind)


def _param_text(value: Any) -> str:
    return "/".join(str(v) for v in value) if isinstance(value, list) else str(value)


class _AbilityFields(_ParamsMixin):
    def _add_ability(self, board: BoardView, kind: str) -> None:
        self._add_params(board, kind, for_card=True)
        self.kind_label = effectparams.kind_label(kind)

    def ability(self) -> dict[str, Any]:
        params = self.cleaned_data.get("params", {})
        summary = ", ".join(f"{k} {_param_text(v)}" for k, v in sorted(params.items()))
        label = effectparams.kind_label(self.effect_kind)
        text = self.cleaned_data.get("ability_text") or (
            f"{label} ({summary})" if summary else label
        )
        return {"text": text, "effect": self.effect_kind, "params": params}


class CustomCardForm(_AbilityFields, EditorForm):
    """A hypothetical card: characteristics, implemented keywords and, optionally, one static
    ability from the effect vocabulary (more can be added afterwards)."""

    name = forms.CharField(label="Name", max_length=100)
    legendary = forms.BooleanField(label="Legendary", required=False)
    types = forms.MultipleChoiceField(
        label="Card types",
        choices=[(t, t) for t in CARD_TYPES],
        widget=forms.CheckboxSelectMultiple,
    )
    subtypes = forms.CharField(
        label="Subtypes", required=False, max_length=100, help_text="e.g. Human Wizard"
    )
    mana_cost = forms.CharField(
        label="Mana cost", required=False, max_length=40, help_text="e.g. {2}{W}"
    )
    colors = forms.MultipleChoiceField(
        label="Colors", choices=COLORS, required=False, widget=forms.CheckboxSelectMultiple
    )
    power = forms.IntegerField(label="Power", required=False, min_value=0, max_value=1_000)
    toughness = forms.IntegerField(label="Toughness", required=False, min_value=0, max_value=1_000)
    loyalty = forms.IntegerField(label="Loyalty", required=False, min_value=0, max_value=1_000)
    keywords = forms.MultipleChoiceField(
        label="Keywords",
        required=False,
        choices=[(k, k) for k in sorted(IMPLEMENTED)],
        widget=forms.CheckboxSelectMultiple,
    )
    oracle_text = forms.CharField(
        label="Rules text (shown, not applied)",
        required=False,
        max_length=1_000,
        widget=forms.Textarea(attrs={"rows": 2}),
    )
    ability_kind = forms.ChoiceField(label="Ability", widget=forms.HiddenInput, required=False)
    ability_text = forms.CharField(label="Ability text (optional)", required=False, max_length=300)

    def __init__(self, board: BoardView, kind: str, *args: Any, **kwargs: Any) -> None:
        """``kind``: the effect kind of its one ability, or "" for none."""
        kwargs.setdefault("prefix", "custom")
        kwargs.setdefault("initial", {"ability_kind": kind, "types": ["Creature"]})
        super().__init__(*args, **kwargs)
        self.fields["ability_kind"].choices = [("", "none"), *effectparams.card_kinds()]  # type: ignore[attr-defined]
        self.effect_kind = kind
        if kind:
            self._add_ability(board, kind)
        else:
            del self.fields["ability_text"]

    def card_fields(self) -> list[forms.BoundField]:
        return [
            f
            for f in self.visible_fields()
            if f.name != "ability_text" and not f.name.startswith("p_")
        ]

    def ability_fields(self) -> list[forms.BoundField]:
        return [
            f for f in self.visible_fields() if f.name == "ability_text" or f.name.startswith("p_")
        ]

    def definition(self) -> dict[str, Any]:
        data = self.cleaned_data
        card: dict[str, Any] = {"name": data["name"].strip(), "types": list(data["types"])}
        if data["legendary"]:
            card["supertypes"] = ["Legendary"]
        for key in ("subtypes",):
            if data[key].split():
                card[key] = data[key].split()
        for key in ("colors", "keywords"):
            if data[key]:
                card[key] = list(data[key])
        for key in ("mana_cost", "oracle_text"):
            if data[key].strip():
                card[key] = data[key].strip()
        for key in ("power", "toughness", "loyalty"):
            if data[key] is not None:
                card[key] = data[key]
        if self.effect_kind:
            card["abilities"] = [self.ability()]
        return card


class AbilityForm(_AbilityFields, EditorForm):
    card = forms.ChoiceField(label="Custom card")
    ability_kind = forms.ChoiceField(label="Ability", widget=forms.HiddenInput)
    ability_text = forms.CharField(label="Ability text (optional)", required=False, max_length=300)

    def __init__(self, board: BoardView, kind: str, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("prefix", "ability")
        kwargs.setdefault("initial", {"ability_kind": kind})
        super().__init__(*args, **kwargs)
        self.fields["card"].choices = [(c.name, c.name) for c in board.custom_cards]  # type: ignore[attr-defined]
        self.fields["ability_kind"].choices = effectparams.card_kinds()  # type: ignore[attr-defined]
        self._add_ability(board, kind)


class RemoveEffectForm(EditorForm):
    effect = forms.ChoiceField()

    def __init__(self, board: BoardView, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["effect"].choices = [(e.id, e.id) for e in board.stored_effects]  # type: ignore[attr-defined]


class RemoveCustomCardForm(EditorForm):
    name = forms.ChoiceField()

    def __init__(self, board: BoardView, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["name"].choices = [(c.name, c.name) for c in board.custom_cards]  # type: ignore[attr-defined]
