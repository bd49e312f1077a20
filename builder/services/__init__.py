"""What the builder does, as named functions: views call exactly one of these.

``do_*`` functions change and persist a draft or a saved scenario; they raise
``ServiceError`` (with the form field it concerns, when there is one) for input the engine or
the card registry rejects.  ``board_view`` and friends read a scenario document for display.
No rules logic lives here: board set-up edits the scenario document and lets ``engine.load``
validate it, and every game action goes through ``engine.apply``.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import engine
from builder.models import Draft, Scenario
from engine.log import EDITION_NOTE

# Zones shown on the board, in display order (the stack is shared and shown separately).
PLAYER_ZONES = ("battlefield", "hand", "graveyard", "exile", "library", "command")
_OBJECT_ID = re.compile(r"^o(\d+)$")


class ServiceError(Exception):
    """Input the builder can't act on; ``field`` names the form field it concerns, if any."""

    def __init__(self, message: str, *, field: str | None = None, rule: str = "") -> None:
        self.message = f"{message} (rule {rule})" if rule else message
        self.field = field
        self.rule = rule
        super().__init__(self.message)


# --- reading a document ---------------------------------------------------------------------


@dataclass(frozen=True)
class ObjectView:
    id: str
    card: str
    tapped: bool
    damage: int
    counters: tuple[tuple[str, int], ...]
    controller: str


@dataclass(frozen=True)
class PlayerView:
    id: str
    name: str
    life: int
    poison: int
    zones: tuple[tuple[str, tuple[ObjectView, ...]], ...]

    @property
    def battlefield(self) -> tuple[ObjectView, ...]:
        return dict(self.zones).get("battlefield", ())


@dataclass(frozen=True)
class BoardView:
    """A scenario document as the templates and forms need it."""

    players: tuple[PlayerView, ...]
    stack: tuple[ObjectView, ...]
    text: str
    edition_note: str = EDITION_NOTE

    def player_name(self, player_id: str) -> str:
        return next((p.name for p in self.players if p.id == player_id), player_id)

    @property
    def permanents(self) -> tuple[ObjectView, ...]:
        return tuple(obj for player in self.players for obj in player.battlefield)


def board_view(document: Mapping[str, Any]) -> BoardView:
    players = tuple(_player_view(p) for p in document.get("players", ()))
    stack = tuple(_object_view(o, "") for o in document.get("stack", ()))
    return BoardView(players=players, stack=stack, text=text_rendering(document))


def _player_view(player: Mapping[str, Any]) -> PlayerView:
    pid = str(player["id"])
    zones = tuple(
        (zone, tuple(_object_view(o, pid) for o in player.get(zone) or ()))
        for zone in PLAYER_ZONES
        if zone == "battlefield" or player.get(zone)
    )
    return PlayerView(
        id=pid,
        name=str(player.get("name") or pid),
        life=int(player.get("life", 0)),
        poison=int(player.get("poison", 0)),
        zones=zones,
    )


def _object_view(obj: Mapping[str, Any] | str, controller: str) -> ObjectView:
    if isinstance(obj, str):  # hidden or bare card names are allowed in some zones
        return ObjectView(id="", card=obj, tapped=False, damage=0, counters=(), controller="")
    counters = obj.get("counters") or {}
    return ObjectView(
        id=str(obj.get("id", "")),
        card=str(obj.get("card", "")),
        tapped=bool(obj.get("tapped", False)),
        damage=int(obj.get("damage", 0)),
        counters=tuple(sorted((str(k), int(v)) for k, v in counters.items())),
        controller=str(obj.get("controller", controller)),
    )


def text_rendering(document: Mapping[str, Any]) -> str:
    return engine.text_rendering(_load(document))


def builtin_card_names() -> tuple[str, ...]:
    return engine.REGISTRY.names()


# --- drafts ---------------------------------------------------------------------------------


def new_document() -> dict[str, Any]:
    return engine.dump(engine.new_scenario())


def do_create_draft() -> Draft:
    return Draft.objects.create(document=new_document())


def do_set_life_totals(draft: Draft, life_totals: Mapping[str, int]) -> None:
    """Board set-up: give players new life totals (not a game action, so nothing is logged)."""
    document = copy.deepcopy(draft.document)
    for player in document["players"]:
        if player["id"] in life_totals:
            player["life"] = life_totals[player["id"]]
    _save_setup(draft, document)


def do_add_card(draft: Draft, player_id: str, card_name: str) -> None:
    """Board set-up: put a new object for a built-in card onto a player's battlefield."""
    name = _builtin_card_name(card_name)
    document = copy.deepcopy(draft.document)
    player = _find_player(document, player_id)
    obj = {"id": _next_object_id(document), "card": name, "tapped": False, "damage": 0}
    player.setdefault("battlefield", []).append(obj)
    _save_setup(draft, document)


def do_deal_damage(draft: Draft, source: str, target: str, amount: int) -> None:
    action = {"type": "deal_damage", "source": source, "target": target, "amount": amount}
    _apply(draft, action)


def do_save(draft: Draft, title: str = "") -> Scenario:
    """Freeze the draft into a saved scenario anyone with its link can read."""
    _load(draft.document)  # never save a document the engine can't read back
    return Scenario.objects.create(
        title=title, document=copy.deepcopy(draft.document), log=list(draft.log)
    )


def _apply(draft: Draft, action: dict[str, Any]) -> None:
    state = _load(draft.document)
    try:
        result = engine.apply(state, action)
    except engine.IllegalAction as error:
        raise ServiceError(error.message, rule=error.rule) from None
    if result.pending is not None:
        raise ServiceError(
            f"This action needs a decision the builder can't ask for yet: {result.pending.prompt}",
            rule=result.pending.rule,
        )
    draft.document = engine.dump(result.state)
    draft.log = [entry.to_json() for entry in result.log]
    draft.save(update_fields=["document", "log", "updated_at"])


def _save_setup(draft: Draft, document: dict[str, Any]) -> None:
    _load(document)
    draft.document = document
    draft.log = []  # the log explains the last action; after a set-up edit it no longer applies
    draft.save(update_fields=["document", "log", "updated_at"])


def _load(document: Mapping[str, Any]) -> engine.GameState:
    try:
        return engine.load(dict(document))
    except engine.InvalidDocument as error:
        raise ServiceError(f"The engine rejected the scenario: {error}") from None


def _builtin_card_name(name: str) -> str:
    wanted = name.strip()
    if engine.REGISTRY.get(wanted) is not None:
        return wanted
    folded = wanted.casefold()
    for known in engine.REGISTRY.names():
        if known.casefold() == folded:
            return known
    raise ServiceError(f"No built-in card is called “{wanted}”.", field="card")


def _find_player(document: dict[str, Any], player_id: str) -> dict[str, Any]:
    for player in document["players"]:
        if player["id"] == player_id:
            return player
    raise ServiceError(f"There is no player {player_id!r}.", field="player")


def _next_object_id(document: Mapping[str, Any]) -> str:
    used = [int(m.group(1)) for oid in _object_ids(document) if (m := _OBJECT_ID.match(oid))]
    return f"o{max(used, default=0) + 1}"


def _object_ids(value: Any) -> Iterator[str]:
    if isinstance(value, Mapping):
        if isinstance(value.get("id"), str):
            yield value["id"]
        for item in value.values():
            yield from _object_ids(item)
    elif isinstance(value, list):
        for item in value:
            yield from _object_ids(item)


# --- built-in data ---------------------------------------------------------------------------


def _card_data_step() -> str:
    from builder.services.builtin import load_card_data

    return load_card_data()


def _engine_cards_step() -> str:
    from builder.services.builtin import load_engine_cards

    return load_engine_cards()


# Each step loads one kind of built-in data, is safe to run again, and says what it did.
BUILTIN_STEPS: tuple[Callable[[], str], ...] = (_card_data_step, _engine_cards_step)


def load_builtin() -> list[str]:
    """Load the data a fresh install needs (``manage.py load_builtin``, run by ``make run``)."""
    return [step() for step in BUILTIN_STEPS]
