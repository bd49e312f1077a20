"""The board editor's part of the builder page's context: its forms, built from the board.

What is open (the card being edited, the player being edited, the effect kind being added) comes
from the page's query string (``?object=o1``, ``?player=A``, ``?effect_kind=halve_damage``,
``?ability_kind=double_damage``), so the same links work without JavaScript; after an htmx POST
the view passes the same keys in ``editing``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.http import HttpRequest
from django.utils.functional import SimpleLazyObject

from builder.scenarios import effectparams
from builder.scenarios.editorforms import (
    COMMON_COUNTERS,
    AbilityForm,
    AddCardForm,
    CountersForm,
    CustomCardForm,
    EffectForm,
    GameForm,
    MoveForm,
    ObjectForm,
    PlayerForm,
)
from builder.scenarios.services import BoardView
from builder.scenarios.services.boardview import ZONE_LABELS
from builder.scenarios.triggerforms import TriggeredAbilityForm

__all__ = ["DEFAULT_EFFECT_KIND", "OPEN_KEYS", "editor_context"]

DEFAULT_EFFECT_KIND = "damage_life_floor"
DEFAULT_ABILITY_KIND = "modify_damage_by"
OPEN_KEYS = (
    "object",
    "player",
    "effect_kind",
    "ability_kind",
    "custom",
    "card_player",
    "card_zone",
    "damage_source",  # a card just added as the damage source (builder.scenarios.views.play)
    "damage_target",
)


def open_state(request: HttpRequest, editing: Mapping[str, str] | None) -> dict[str, str]:
    found = (
        {k: request.GET[k] for k in OPEN_KEYS if k in request.GET}
        if request.method == "GET"
        else {}
    )
    found.update(editing or {})
    return found


def editor_context(
    request: HttpRequest, board: BoardView, editing: Mapping[str, str] | None = None
) -> dict[str, Any]:
    state = open_state(request, editing)
    stored = dict(effectparams.stored_kinds())
    card_kinds = dict(effectparams.card_kinds())
    effect_kind = state.get("effect_kind", "")
    effect_kind = effect_kind if effect_kind in stored else DEFAULT_EFFECT_KIND
    ability_kind = state.get("ability_kind", "")
    ability_kind = ability_kind if ability_kind in card_kinds else ""
    card_initial = {"zone": "battlefield", "position": "top"}
    if state.get("card_player"):
        card_initial["player"] = state["card_player"]
    if state.get("card_zone") in ZONE_LABELS:
        card_initial["zone"] = state["card_zone"]
    context: dict[str, Any] = {
        "game_form": SimpleLazyObject(lambda: GameForm(board)),  # built when its unit is drawn
        # Built when its unit is drawn; its digest reads what it starts with (card_initial).
        "card_form": SimpleLazyObject(lambda: AddCardForm(board, initial=card_initial)),
        "card_initial": card_initial,
        "counter_kinds": COMMON_COUNTERS,
        "editable": True,
    }
    # The effect and custom-card forms are open only when asked for: they are long.
    if "effect_kind" in state:
        context.update(
            effect_kind=effect_kind,
            effect_kinds=list(stored.items()),
            effect_form=EffectForm(board, effect_kind),
        )
    if "custom" in state or "ability_kind" in state:
        context.update(
            custom_open=True,
            ability_kind=ability_kind,
            card_kinds=list(card_kinds.items()),
            custom_form=CustomCardForm(board, ability_kind),
        )
        if board.custom_cards:
            context["ability_form"] = AbilityForm(board, ability_kind or DEFAULT_ABILITY_KIND)
            context["trigger_form"] = TriggeredAbilityForm(board)
    selected = board.find_object(state.get("object", ""))
    if selected is not None:
        context.update(
            selected=selected.id,
            object_form=ObjectForm(board, selected),
            move_form=MoveForm(board, selected),
            counters_form=CountersForm(board, selected),
        )
    player = next((p for p in board.players if p.id == state.get("player")), None)
    if player is not None:
        context.update(editing_player=player.id, player_form=PlayerForm(board, player))
    return context
