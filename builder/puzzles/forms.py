"""Forms of the puzzle pages: making a scenario a puzzle, the reader's moves in solve mode, the
answer to a decision, the .pzl upload and the list's page number."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from django import forms
from django.core import signing

from builder.operations import jsonlimits
from builder.puzzles.models import Difficulty, Puzzle
from builder.puzzles.services.solving import PendingView
from builder.scenarios.actionforms import ActionForm
from builder.scenarios.models import Visibility
from builder.scenarios.services.picker import PickerOption
from engine.puzzle import Goal, GoalKind
from engine.puzzle.goals import GOAL_LABELS

MAX_TEXT = 10_000
MAX_JSON = 100_000
MAX_HINTS = 20
MAX_STEPS = 200
NEEDS_OBJECTS = (GoalKind.DESTROY_PERMANENTS, GoalKind.EXILE_PERMANENTS, GoalKind.GAIN_CONTROL)
PENDING_SALT = "builder.puzzle-pending"


class PuzzleForm(forms.Form):
    """The goal with its parameters, who solves it and how, what the reader sees, the hints,
    the solution and the opponent's scripted answers."""

    goal_kind = forms.ChoiceField(
        label="Goal", choices=[(kind.value, GOAL_LABELS[kind]) for kind in GoalKind]
    )
    objects = forms.MultipleChoiceField(
        label="The specified permanents (destroy, exile, gain control: on the battlefield; "
        "put onto the battlefield: from anywhere)",
        required=False,
        widget=forms.CheckboxSelectMultiple,
    )
    card = forms.CharField(
        label="Or a card name to put onto the battlefield", max_length=200, required=False
    )
    count = forms.IntegerField(label="How many of them", min_value=1, max_value=100, initial=1)
    player = forms.ChoiceField(label="Player to bring to N life or less", required=False)
    life = forms.IntegerField(
        label="N (life)", min_value=-1_000, max_value=1_000, initial=0, required=False
    )
    turn_limit = forms.IntegerField(
        label="Turn limit (turns the solver has, this one included; empty: no limit)",
        min_value=1,
        max_value=50,
        initial=1,
        required=False,
    )
    solver = forms.ChoiceField(label="The solver plays")
    difficulty = forms.ChoiceField(
        label="Difficulty", choices=[("", "—"), *Difficulty.choices], required=False
    )
    description = forms.CharField(
        label="Description (Markdown: [[Grizzly Bears]] links a card, CR 616.1 a rule)",
        max_length=MAX_TEXT,
        required=False,
        widget=forms.Textarea(attrs={"rows": 4}),
    )
    source_credit = forms.CharField(label="Source (credit)", max_length=200, required=False)
    source_url = forms.URLField(
        label="Source link", max_length=500, required=False, assume_scheme="https"
    )
    show_opponent_hand = forms.BooleanField(
        label="The solver sees the opponent’s hand", required=False
    )
    show_library_order = forms.BooleanField(
        label="The solver sees the libraries (their order is part of the puzzle)", required=False
    )
    hints = forms.CharField(
        label="Hints, one per line, revealed in this order (Markdown)",
        max_length=MAX_TEXT,
        required=False,
        widget=forms.Textarea(attrs={"rows": 3}),
    )
    solution = forms.CharField(
        label='Solution as JSON: a list of actions, each with its "choices" (empty: the steps '
        "recorded with this scenario)",
        max_length=MAX_JSON,
        required=False,
        widget=forms.Textarea(attrs={"rows": 4, "spellcheck": "false"}),
    )
    scripted_responses = forms.CharField(
        label='Scripted opponent responses as JSON (optional): a list of {"choice": option id} '
        'or {"action": a block or attack}',
        max_length=MAX_JSON,
        required=False,
        widget=forms.Textarea(attrs={"rows": 2, "spellcheck": "false"}),
    )

    def __init__(
        self,
        players: Sequence[tuple[str, str]],
        permanents: Sequence[tuple[str, str]],
        cards: Sequence[tuple[str, str]] = (),
        *args: Any,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.permanents = {object_id for object_id, _ in permanents}
        self._choices("objects", [*permanents, *cards])
        self._choices("solver", players)
        self._choices("player", [("", "—"), *players])

    def _choices(self, name: str, choices: Sequence[tuple[str, str]]) -> None:
        field = self.fields[name]
        assert isinstance(field, forms.ChoiceField)
        field.choices = list(choices)

    @staticmethod
    def initial_for(
        puzzle: Puzzle | None, players: Sequence[tuple[str, str]], solution: str = ""
    ) -> dict[str, Any]:
        """The form as the puzzle stands (``solution``: its own solution as JSON, when it
        isn't the recorded steps)."""
        if puzzle is None:
            opponent = next((pid for pid, _ in players[1:]), "")
            return {"solver": players[0][0] if players else "A", "player": opponent}
        params = puzzle.goal_params or {}
        return {
            "goal_kind": puzzle.goal_kind,
            "objects": list(params.get("objects") or ()),
            "card": params.get("card", ""),
            "count": params.get("count", 1),
            "player": params.get("player", ""),
            "life": params.get("life", 0),
            "turn_limit": puzzle.turn_limit,
            "solver": puzzle.solver,
            "difficulty": puzzle.difficulty,
            "description": puzzle.description,
            "source_credit": puzzle.source_credit,
            "source_url": puzzle.source_url,
            "show_opponent_hand": puzzle.show_opponent_hand,
            "show_library_order": puzzle.show_library_order,
            "hints": "\n".join(str(h) for h in puzzle.hints or ()),
            "solution": solution,
            "scripted_responses": (
                json.dumps(puzzle.scripted_responses) if puzzle.scripted_responses else ""
            ),
        }

    def clean_hints(self) -> list[str]:
        hints = [line.strip() for line in self.cleaned_data["hints"].splitlines() if line.strip()]
        if len(hints) > MAX_HINTS:
            raise forms.ValidationError(f"At most {MAX_HINTS} hints.")
        return hints

    def clean_solution(self) -> list[dict[str, Any]] | None:
        text = self.cleaned_data["solution"].strip()
        if not text:
            return None
        steps = _json_list(text, "The solution")
        for number, step in enumerate(steps, start=1):
            if not isinstance(step, dict) or not isinstance(step.get("type"), str):
                raise forms.ValidationError(
                    f'Step {number} of the solution isn’t an action (an object with a "type").'
                )
            choices = step.get("choices", [])
            if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
                raise forms.ValidationError(
                    f'Step {number}: "choices" is a list of option ids (strings).'
                )
        return steps

    def clean_scripted_responses(self) -> list[dict[str, Any]]:
        text = self.cleaned_data["scripted_responses"].strip()
        if not text:
            return []
        responses = _json_list(text, "The scripted responses")
        for number, response in enumerate(responses, start=1):
            ok = isinstance(response, dict) and (
                isinstance(response.get("choice"), str) or isinstance(response.get("action"), dict)
            )
            if not ok:
                raise forms.ValidationError(
                    f'Response {number} is neither {{"choice": "..."}} nor {{"action": {{...}}}}.'
                )
        return responses

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        kind = cleaned.get("goal_kind")
        if kind in NEEDS_OBJECTS and not cleaned.get("objects"):
            self.add_error("objects", "Pick the permanents this goal is about.")
        elif kind in NEEDS_OBJECTS and not set(cleaned["objects"]) <= self.permanents:
            self.add_error("objects", "This goal is about permanents: pick from the battlefield.")
        if kind == GoalKind.PUT_ONTO_BATTLEFIELD and not (
            cleaned.get("objects") or cleaned.get("card", "").strip()
        ):
            self.add_error("card", "Name the card to put onto the battlefield, or pick one.")
        if kind == GoalKind.LIFE_AT_MOST:
            if not cleaned.get("player"):
                self.add_error("player", "Choose the player whose life total counts.")
            if cleaned.get("life") is None:
                self.add_error("life", "Give the life total to reach.")
        return cleaned

    def goal(self) -> Goal:
        data = self.cleaned_data
        kind = GoalKind(data["goal_kind"])
        limit = None if kind is GoalKind.SURVIVE_UNTIL_NEXT_TURN else data.get("turn_limit")
        uses_objects = kind in NEEDS_OBJECTS or kind is GoalKind.PUT_ONTO_BATTLEFIELD
        return Goal(
            kind=kind,
            solver=data["solver"],
            turn_limit=1 if kind is GoalKind.WIN_THIS_TURN else limit,
            objects=tuple(data.get("objects") or ()) if uses_objects else (),
            card=data.get("card", "").strip() if kind is GoalKind.PUT_ONTO_BATTLEFIELD else "",
            count=(data.get("count") or 1) if kind is GoalKind.PUT_ONTO_BATTLEFIELD else 1,
            player=data.get("player", "") if kind is GoalKind.LIFE_AT_MOST else "",
            life=(data.get("life") or 0) if kind is GoalKind.LIFE_AT_MOST else 0,
        )

    def publish_fields(self) -> dict[str, Any]:
        data = self.cleaned_data
        names = (
            "difficulty",
            "description",
            "source_credit",
            "source_url",
            "show_opponent_hand",
            "show_library_order",
        )
        return {
            **{name: data[name] for name in names},
            "hints": data["hints"],
            "solution": data["solution"],
            "scripted_responses": data["scripted_responses"],
        }


def _json_list(text: str, what: str) -> list[Any]:
    try:
        value = jsonlimits.loads(text)
    except jsonlimits.JsonLimitExceeded as error:
        raise forms.ValidationError(f"{what} is refused: {error}.") from None
    except json.JSONDecodeError as error:
        raise forms.ValidationError(
            f"{what} isn’t valid JSON: {error.msg} (line {error.lineno}, column {error.colno})."
        ) from None
    except RecursionError:
        raise forms.ValidationError(f"{what} is nested too deeply.") from None
    if not isinstance(value, list):
        raise forms.ValidationError(f"{what} is a JSON list ([...]).")
    if len(value) > MAX_STEPS:
        raise forms.ValidationError(f"{what} has more than {MAX_STEPS} entries.")
    return value


# --- solve mode ---------------------------------------------------------------------------------


class SolveActionForm(ActionForm):
    """One of the reader's options with its targets, mode and X; costs are always paid: from
    the ``lands`` the reader ticks, or automatically when none is ticked."""

    def __init__(
        self,
        option: PickerOption | None,
        *args: Any,
        sources: Sequence[tuple[str, str]] = (),
        **kwargs: Any,
    ) -> None:
        super().__init__(option, *args, **kwargs)
        self.fields.pop("free", None)
        self.fields["lands"] = forms.MultipleChoiceField(
            label="Tap these for mana (none ticked: pay automatically)",
            choices=list(sources),
            required=False,
            widget=forms.CheckboxSelectMultiple,
        )

    def lands(self) -> list[str]:
        return [str(land) for land in self.cleaned_data.get("lands") or ()]

    def action(self) -> dict[str, Any]:
        action = super().action()
        action.pop("free", None)
        return action


class AnswerForm(forms.Form):
    """The answer to the reader's decision; ``pending`` is the signed action and the answers
    so far (the server wrote it, so the action is one the reader was offered)."""

    pending = forms.CharField(widget=forms.HiddenInput, max_length=20_000)
    answer = forms.CharField(max_length=200)

    def __init__(self, puzzle: Puzzle, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.puzzle = puzzle

    @staticmethod
    def token(puzzle: Puzzle, pending: PendingView) -> str:
        data = {
            "action": pending.action,
            "choices": list(pending.choices),
            "options": [option for option, _ in pending.options],
            "payment": [dict(p) for p in pending.payment],
        }
        return signing.dumps(data, salt=f"{PENDING_SALT}:{puzzle.pk}", compress=True)

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        if "pending" not in cleaned or "answer" not in cleaned:
            return cleaned
        try:
            data = signing.loads(cleaned["pending"], salt=f"{PENDING_SALT}:{self.puzzle.pk}")
        except signing.BadSignature:
            raise forms.ValidationError(
                "That decision belongs to another page: start the move again."
            ) from None
        if cleaned["answer"] not in data["options"]:
            self.add_error("answer", "Choose one of the options.")
            return cleaned
        cleaned["action"] = data["action"]
        cleaned["choices"] = [*data["choices"], cleaned["answer"]]
        cleaned["payment"] = list(data.get("payment") or [])
        return cleaned


# --- .pzl files and the list ------------------------------------------------------------------


class PzlUploadForm(forms.Form):
    file = forms.FileField(label="Forge puzzle file (.pzl, at most 256 KB)")
    visibility = forms.ChoiceField(
        label="Who can see it", choices=Visibility.choices, initial=Visibility.UNLISTED
    )


class PuzzleListForm(forms.Form):
    page = forms.IntegerField(required=False, min_value=1)
