"""The board editor: set-up edits of a draft's board (players, zones, cards, turn, effects in
force, custom cards) and the card-name suggestions of its add-card input.

Every edit is a POST that works without JavaScript (redirect back to the builder, to the part
of the page it came from) and with htmx (answer the ``workspace`` fragment). Rejected input,
including a board the engine refuses, re-renders the forms with their errors and status 400.
Views are thin: the draft, a form built from its board, one ``builder.scenarios.services`` call, render.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import urlencode

from django import forms
from django.contrib import messages
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from builder.scenarios import effectparams, services
from builder.scenarios.editorforms import (
    AbilityForm,
    AddCardForm,
    CountersForm,
    CustomCardForm,
    EffectForm,
    GameForm,
    MoveForm,
    ObjectForm,
    PlayerForm,
    RemoveCustomCardForm,
    RemoveEffectForm,
)
from builder.scenarios.forms import SetLifeForm
from builder.scenarios.models import Draft
from builder.scenarios.services import BoardView, ObjectView, ServiceError, actions
from builder.scenarios.triggerforms import TriggeredAbilityForm
from builder.scenarios.views.drafts import HtmxHttpRequest, _get_draft, _render_draft
from builder.scenarios.views.editor_context import DEFAULT_EFFECT_KIND
from builder.scenarios.views.play import ADD_THEN

FormFactory = Callable[[BoardView, Mapping[str, Any]], forms.Form]
Change = Callable[[Draft, Any], str]


def _edit(
    request: HtmxHttpRequest,
    key: str,
    form_name: str,
    make_form: FormFactory,
    change: Change,
    *,
    editing: Mapping[str, str] | None = None,
    editing_on_error: Mapping[str, str] | None = None,
    anchor: str = "",
) -> HttpResponse:
    """Validate the form against the current board, make the one service call, answer.
    ``editing`` is what stays open afterwards (``editing_on_error`` when the form is shown
    again with its errors)."""
    draft = _get_draft(key)
    board = actions.draft_board_view(draft)
    form = make_form(board, request.POST)
    if form.is_valid():
        try:
            message = change(draft, form)
        except ServiceError as error:
            form.add_error(error.field if error.field in form.fields else None, error.message)
        else:
            return _edited(request, draft, message, editing=editing, anchor=anchor)
    reopen = editing_on_error if editing_on_error is not None else editing
    return _refused(request, draft, board, form_name, form, editing=reopen)


def _edited(
    request: HtmxHttpRequest,
    draft: Draft,
    message: str,
    *,
    editing: Mapping[str, str] | None,
    anchor: str,
) -> HttpResponse:
    messages.success(request, message)
    if request.htmx:
        return _render_draft(request, draft, editing=editing)
    query = f"?{urlencode(editing)}" if editing else ""
    target = f"#{anchor}" if anchor else ""
    return redirect(f"{reverse('builder-draft', args=[draft.key])}{query}{target}")


def _refused(
    request: HtmxHttpRequest,
    draft: Draft,
    board: BoardView,
    form_name: str,
    form: forms.Form,
    *,
    editing: Mapping[str, str] | None,
) -> HttpResponse:
    messages.error(request, _error_summary(form))
    return _render_draft(
        request, draft, board=board, bound=(form_name, form), status=400, editing=editing
    )


def _error_summary(form: forms.Form) -> str:
    """The form's errors in one sentence, for the page's status region."""
    parts: list[str] = []
    for name, errors in form.errors.items():
        field = form.fields.get(name)
        label = f"{field.label}: " if field is not None and field.label else ""
        parts.extend(f"{label}{error}" for error in errors)
    return "Not changed. " + " ".join(parts)


def _object(board: BoardView, object_id: str) -> ObjectView:
    found = board.find_object(object_id)
    if found is None:
        raise Http404("No such card in a player's zones.")
    return found


def _kept_open(request: HtmxHttpRequest, object_id: str) -> dict[str, str]:
    """Forms inside the card editor say so (``open``): the editor stays open after the edit."""
    return {"object": object_id} if request.POST.get("open") == object_id else {}


# --- the game and the players ---------------------------------------------------------------


@require_POST
def set_game(request: HtmxHttpRequest, key: str) -> HttpResponse:
    def change(draft: Draft, form: Any) -> str:
        data = form.cleaned_data
        return services.do_set_game(
            draft,
            format=data["format"],
            players=data["players"],
            turn_number=data["turn_number"],
            active_player=data["active_player"],
            step=data["step"],
            reset_life=data["reset_life"],
        )

    return _edit(request, key, "game_form", GameForm, change, anchor="game")


@require_POST
def set_life(request: HtmxHttpRequest, key: str) -> HttpResponse:
    def change(draft: Draft, form: Any) -> str:
        services.do_set_life_totals(draft, form.life_totals())
        return "Life totals set."

    return _edit(request, key, "life_form", SetLifeForm, change, anchor="game")


@require_POST
def update_player(request: HtmxHttpRequest, key: str, player_id: str) -> HttpResponse:
    def make(board: BoardView, data: Mapping[str, Any]) -> forms.Form:
        player = next((p for p in board.players if p.id == player_id), None)
        if player is None:
            raise Http404("No such player.")
        return PlayerForm(board, player, data)

    def change(draft: Draft, form: Any) -> str:
        data = form.cleaned_data
        return services.do_update_player(
            draft,
            player_id,
            name=data["name"],
            life=data["life"],
            poison=data["poison"],
            team=data.get("team", ""),
            designations=form.designations(),
            commander_damage=form.commander_damage(),
        )

    editing = {"player": player_id}
    return _edit(
        request, key, "player_form", make, change, editing=editing, anchor=f"player-{player_id}"
    )


# --- cards ----------------------------------------------------------------------------------


@require_POST
def add_card(request: HtmxHttpRequest, key: str) -> HttpResponse:
    """Add a card found by name (custom, engine-defined or from the card database) to a zone;
    the form keeps the player and zone for the next card. Its "Add as damage source" and "Add
    as damage target" buttons (``then``, builder.scenarios.views.play.ADD_THEN) also choose the
    new card in the Deal damage form, which asks for what is left: one step saved."""
    then = str(request.POST.get("then", ""))
    then = then if then in ADD_THEN else ""
    editing = {
        "card_player": request.POST.get("card-player", ""),
        "card_zone": request.POST.get("card-zone", ""),
    }

    def change(draft: Draft, form: Any) -> str:
        data = form.cleaned_data
        zone, position = data["zone"] or "battlefield", data["position"] or "top"
        given = {"power": data.get("power_now"), "toughness": data.get("toughness_now")}
        added = services.add_card_object(draft, data["player"], data["card"], zone, position, given)
        if not then:
            return added.message
        editing[then] = added.object_id  # what stays chosen after the answer (and redirect)
        return f"{added.message} It is the {ADD_THEN[then].role} in Deal damage."

    anchor = f"judge-{ADD_THEN[then].kind}" if then else "add-card"
    return _edit(request, key, "card_form", AddCardForm, change, editing=editing, anchor=anchor)


@require_GET
def suggest(request: HtmxHttpRequest, key: str) -> HttpResponse:
    """Datalist options for the add-card input (the parameter named by ``field``, else ``q``)."""
    draft = _get_draft(key)
    field = request.GET.get("field", "q")
    text = (request.GET.get(field, "") or request.GET.get("q", ""))[:200]
    choices = services.suggest_cards(draft.document, text)
    return render(request, "cards/_autocomplete_options.html", {"choices": choices})


def _object_edit(
    request: HtmxHttpRequest,
    key: str,
    object_id: str,
    form_name: str,
    form_class: Callable[..., forms.Form],
    change: Change,
) -> HttpResponse:
    def make(board: BoardView, data: Mapping[str, Any]) -> forms.Form:
        return form_class(board, _object(board, object_id), data)

    return _edit(
        request,
        key,
        form_name,
        make,
        change,
        editing=_kept_open(request, object_id),
        editing_on_error={"object": object_id},
        anchor=f"obj-{object_id}",
    )


class _NoFields(forms.Form):
    def __init__(self, board: BoardView, obj: ObjectView, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)


def _quick_object_edit(
    request: HtmxHttpRequest,
    key: str,
    object_id: str,
    form_name: str,
    change: Callable[[Draft], str],
) -> HttpResponse:
    """A card's quick control with nothing to fill in (tap, remove): no form to check against
    the board, so the board is read once, after the change (the most common edit, drawn
    quickly); a refused change is shown in the card's editor, on the board as stored."""
    draft = _get_draft(key)
    try:
        message = change(draft)
    except services.NoSuchObject:
        raise Http404("No such card in a player's zones.") from None
    except ServiceError as error:
        draft = _get_draft(key)  # as stored: nothing of the refused change
        board = actions.draft_board_view(draft)
        form = _NoFields(board, _object(board, object_id), request.POST)
        form.add_error(error.field if error.field in form.fields else None, error.message)
        return _refused(request, draft, board, form_name, form, editing={"object": object_id})
    return _edited(
        request,
        draft,
        message,
        editing=_kept_open(request, object_id),
        anchor=f"obj-{object_id}",
    )


@require_POST
def toggle_tapped(request: HtmxHttpRequest, key: str, object_id: str) -> HttpResponse:
    def change(draft: Draft) -> str:
        return services.do_toggle_tapped(draft, object_id)

    return _quick_object_edit(request, key, object_id, "tap_form", change)


@require_POST
def move_object(request: HtmxHttpRequest, key: str, object_id: str) -> HttpResponse:
    """Up/down in its zone, to another zone, or to a place in a zone (drag and drop)."""

    def change(draft: Draft, form: Any) -> str:
        player, zone = form.destination()
        data = form.cleaned_data
        return services.do_move_object(
            draft,
            object_id,
            to_player=player,
            to_zone=zone,
            position=data.get("position") or None,
            index=data.get("index"),
            offset=data.get("offset"),
        )

    return _object_edit(request, key, object_id, "move_form", MoveForm, change)


@require_POST
def update_object(request: HtmxHttpRequest, key: str, object_id: str) -> HttpResponse:
    def change(draft: Draft, form: Any) -> str:
        data = form.cleaned_data
        return services.do_update_object(
            draft,
            object_id,
            flags=form.flags(),
            damage=data.get("damage") or 0,
            controller=data.get("controller") or None,
            owner=data.get("owner") or None,
            attached_to=data.get("attached_to") or "",
        )

    return _object_edit(request, key, object_id, "object_form", ObjectForm, change)


@require_POST
def change_counters(request: HtmxHttpRequest, key: str, object_id: str) -> HttpResponse:
    def change(draft: Draft, form: Any) -> str:
        return services.do_change_counters(
            draft, object_id, form.cleaned_data["kind"], form.delta()
        )

    return _object_edit(request, key, object_id, "counters_form", CountersForm, change)


@require_POST
def remove_object(request: HtmxHttpRequest, key: str, object_id: str) -> HttpResponse:
    def change(draft: Draft) -> str:
        return services.do_remove_object(draft, object_id)

    return _quick_object_edit(request, key, object_id, "remove_form", change)


# --- effects in force -----------------------------------------------------------------------


def _kind(
    request: HtmxHttpRequest, field: str, allowed: list[tuple[str, str]], default: str
) -> str:
    kind = request.POST.get(field, "")
    return kind if kind in dict(allowed) else default


@require_POST
def add_effect(request: HtmxHttpRequest, key: str) -> HttpResponse:
    kind = _kind(request, "effect-kind", effectparams.stored_kinds(), DEFAULT_EFFECT_KIND)

    def change(draft: Draft, form: Any) -> str:
        data = form.cleaned_data
        return services.do_add_effect(
            draft,
            kind=kind,
            params=data["params"],
            controller=data["controller"],
            source=data.get("source") or "",
            duration=data["duration"],
            stands_in_for=data.get("stands_in_for") or "",
        )

    def make(board: BoardView, data: Mapping[str, Any]) -> forms.Form:
        return EffectForm(board, kind, data)

    editing = {"effect_kind": kind}
    return _edit(request, key, "effect_form", make, change, editing=editing, anchor="effects")


@require_POST
def remove_effect(request: HtmxHttpRequest, key: str) -> HttpResponse:
    def change(draft: Draft, form: Any) -> str:
        return services.do_remove_effect(draft, form.cleaned_data["effect"])

    return _edit(request, key, "remove_effect_form", RemoveEffectForm, change, anchor="effects")


# --- custom cards ---------------------------------------------------------------------------


@require_POST
def define_custom_card(request: HtmxHttpRequest, key: str) -> HttpResponse:
    kind = _kind(request, "custom-ability_kind", effectparams.card_kinds(), "")

    def make(board: BoardView, data: Mapping[str, Any]) -> forms.Form:
        return CustomCardForm(board, kind, data)

    def change(draft: Draft, form: Any) -> str:
        return services.do_define_custom_card(draft, form.definition())

    editing = {"custom": "open", "ability_kind": kind} if kind else {"custom": "open"}
    return _edit(request, key, "custom_form", make, change, editing=editing, anchor="custom-cards")


@require_POST
def add_custom_ability(request: HtmxHttpRequest, key: str) -> HttpResponse:
    kind = _kind(request, "ability-ability_kind", effectparams.card_kinds(), "modify_damage_by")

    def make(board: BoardView, data: Mapping[str, Any]) -> forms.Form:
        return AbilityForm(board, kind, data)

    def change(draft: Draft, form: Any) -> str:
        return services.do_add_custom_ability(draft, form.cleaned_data["card"], form.ability())

    editing = {"custom": "open", "ability_kind": kind}
    return _edit(request, key, "ability_form", make, change, editing=editing, anchor="custom-cards")


@require_POST
def add_custom_trigger(request: HtmxHttpRequest, key: str) -> HttpResponse:
    """Give a custom card a triggered ability (builder.scenarios.triggerforms)."""

    def change(draft: Draft, form: Any) -> str:
        return services.do_add_custom_ability(draft, form.cleaned_data["card"], form.ability())

    return _edit(
        request,
        key,
        "trigger_form",
        TriggeredAbilityForm,
        change,
        editing={"custom": "open"},
        anchor="custom-cards",
    )


@require_POST
def remove_custom_card(request: HtmxHttpRequest, key: str) -> HttpResponse:
    def change(draft: Draft, form: Any) -> str:
        return services.do_remove_custom_card(draft, form.cleaned_data["name"])

    return _edit(
        request, key, "remove_custom_form", RemoveCustomCardForm, change, anchor="custom-cards"
    )
