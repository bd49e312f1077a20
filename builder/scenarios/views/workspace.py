"""The builder's workspace as units, and the htmx answer that redraws only those that changed.

The workspace (``scenarios/draft.html#workspace``) is made of units: the game set-up, the add-a-card
form, each player's totals, each zone, each card, the stack, the effects in force, the custom
cards, the pending decision, the action picker, the log, the history and the board as text.
Each unit's root element carries ``data-unit`` (its id) and ``data-digest``: a digest of what it
shows, computed from the view models it is drawn from (never from its markup, so nothing is drawn
to find out that nothing changed).

editor.js sends the digests the page holds with every htmx request (``X-Workspace-Units``),
leaving out that of the unit the request came from when it says ``data-redraw-source`` (the
add-a-card form comes back empty, its focus kept; a picker form keeps what was typed in it). The answer then holds only the units whose digest differs, each
swapped out of band (``hx-swap-oob``), with ``HX-Reswap: none`` for the main target; a card that
changed is redrawn alone, a zone whose cards came, went or moved is redrawn with its cards. The
whole workspace is drawn instead when the page sent no digests (the first htmx request, a
script-less page never gets here), when a form comes back with errors, and when the set of units
differs (a player or a zone appeared): nothing is ever swapped into a place that isn't there.
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import pickle
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.http import HttpRequest
from django.template import Engine
from django.template.context import make_context

from builder.cards.models import Card
from builder.rules.services import RuleLinks
from builder.scenarios.services import BoardView, ObjectView, PlayerView
from builder.scenarios.services.boardview import ZONE_LABELS

HEADER = "X-Workspace-Units"
MAX_HEADER = 16_000  # a 4-player board with 200 cards sends about 6 KB

# How many cards the playmat draws (issue 29: at most 500 KB for any page at the input caps). A
# board of up to ``FULL_BOARD`` objects is drawn whole. On a bigger one a zone past its share
# shows its count, its first cards and a link to see the rest, a page of ``ZONE_PAGE`` cards at
# a time (one zone at a time: ``?zone=<unit>&page=<n>`` on the builder).
FULL_BOARD = 100
BATTLEFIELD_SHOWN = 60  # permanents drawn over every player's battlefield (at least 5 each)
ZONE_SHOWN = 10  # cards of each other zone over every player (at least 2 each)
STACK_SHOWN = 10
ZONE_PAGE = 100


def _shares(board: BoardView) -> tuple[int, int, int]:
    """How many cards of one battlefield, one other zone and the stack are drawn."""
    if len(board.objects) + len(board.stack) <= FULL_BOARD:
        return FULL_BOARD, FULL_BOARD, FULL_BOARD
    players = max(len(board.players), 1)
    return max(5, BATTLEFIELD_SHOWN // players), max(2, ZONE_SHOWN // players), STACK_SHOWN


@dataclass(frozen=True)
class Expanded:
    """The one zone shown in full, a page at a time (its unit id, the page from 1)."""

    unit: str = ""
    page: int = 1

    def window(self, unit: str, shown: int) -> tuple[int, int]:
        """Which of the zone's cards are drawn: (first, last + 1)."""
        if unit != self.unit:
            return 0, shown
        first = (max(self.page, 1) - 1) * ZONE_PAGE
        return first, first + ZONE_PAGE


# In reading order, creatures first (the front row, facing the middle of the table).
ROWS = (("creatures", "Creatures"), ("others", "Other permanents"), ("lands", "Lands"))


class _ContentPickler(pickle.Pickler):
    """Pickles what a view model shows: a rule reference's shared lookup table (RuleLinks,
    filled as the page renders) is left out, its number is what the reference shows."""

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, RuleLinks):
            return (RuleLinks, ())
        return NotImplemented


def digest(*parts: Any) -> str:
    """A short digest of view models (frozen dataclasses and tuples): their pickle is their
    content, the same in every worker process (and several times cheaper than their repr)."""
    buffer = io.BytesIO()
    _ContentPickler(buffer, protocol=5).dump(parts)
    return hashlib.blake2b(buffer.getvalue(), digest_size=6).hexdigest()


@dataclass(frozen=True)
class CardSlot:
    """A card on the playmat with what the page shows around it."""

    obj: ObjectView
    digest: str
    changed: bool = False
    selected: bool = False
    image: str = ""  # the card's image on Scryfall's image server (settings.CARD_IMAGES)
    mini: bool = False  # outside the battlefield: name, cost and state only
    under_host: bool = False  # drawn under the permanent it is attached to
    attachments: tuple[CardSlot, ...] = ()

    @property
    def unit(self) -> str:
        return f"obj-{self.obj.id}"


@dataclass(frozen=True)
class ZoneSlot:
    player: PlayerView
    zone: str
    label: str
    rows: tuple[
        tuple[str, str, tuple[CardSlot, ...]], ...
    ]  # one unnamed row outside the battlefield
    count: int
    digest: str
    first: int = 0  # the index of the first card drawn (a later page of a big zone)
    drawn: int = 0  # how many of the zone's cards are drawn (``count`` when all are)
    page: int = 1
    expanded: bool = False  # the zone shown in full, a page at a time (``Expanded``)

    @property
    def unit(self) -> str:
        return f"zone-{self.player.id}-{self.zone}"

    @property
    def hidden(self) -> int:
        """How many of the zone's cards aren't drawn."""
        return self.count - self.drawn

    @property
    def more_pages(self) -> bool:
        return self.first + self.drawn < self.count

    @property
    def last_drawn(self) -> int:
        return self.first + self.drawn

    @property
    def cards(self) -> Iterator[CardSlot]:
        for _row, _label, slots in self.rows:
            for slot in slots:
                yield slot
                yield from slot.attachments


@dataclass(frozen=True)
class Seat:
    player: PlayerView
    digest: str  # of the player's totals and details (the head)
    changed: bool
    life_delta: str
    editing: bool
    battlefield: ZoneSlot
    zones: tuple[ZoneSlot, ...]

    @property
    def unit(self) -> str:
        return f"player-{self.player.id}-head"


@dataclass(frozen=True)
class Playmat:
    seats: tuple[Seat, ...]
    stack: tuple[CardSlot, ...]
    stack_digest: str
    stack_count: int = 0  # the stack's objects, drawn or not

    @property
    def stack_hidden(self) -> int:
        return self.stack_count - len(self.stack)


def playmat(
    board: BoardView,
    *,
    changes: Any = None,
    selected: str = "",
    editing_player: str = "",
    editable: bool = False,
    images: Mapping[str, str] | None = None,
    expanded: Expanded = Expanded(),
) -> Playmat:
    """The board as the playmat draws it; ``changes`` (builder.scenarios.services.changes.Changes) marks
    what the last step changed; ``images`` maps card names to image URLs (card_images). A big
    zone draws its first cards only (``ZONE_SHOWN``...), except the ``expanded`` one (a page of
    it) and the zone of the ``selected`` card."""
    pictures = images or {}
    changed_objects = set(getattr(changes, "objects", ()) or ())
    changed_players = set(getattr(changes, "players", ()) or ())
    life = dict(getattr(changes, "life", {}) or {})

    def slot(
        obj: ObjectView, mini: bool, under_host: bool = False, attached: Iterable[CardSlot] = ()
    ) -> CardSlot:
        changed, chosen = obj.id in changed_objects, obj.id == selected
        attachments = tuple(attached)
        image = "" if obj.face_down or obj.ability else pictures.get(obj.card, "")
        return CardSlot(
            obj=obj,
            digest=digest(obj, changed, chosen, mini, under_host, editable, image),
            changed=changed,
            selected=chosen,
            image=image,
            mini=mini,
            under_host=under_host,
            attachments=attachments,
        )

    battlefield_share, zone_share, stack_share = _shares(board)
    seats = []
    for player in board.players:
        zones = []
        battlefield: ZoneSlot | None = None
        for zone, objects in player.zones:
            unit = f"zone-{player.id}-{zone}"
            if zone == "battlefield":
                shown = _shown(objects, selected, battlefield_share)
                first, last = expanded.window(unit, shown)
                battlefield = _battlefield(player, objects, slot, first, last)
                if unit == expanded.unit:
                    battlefield = dataclasses.replace(
                        battlefield, expanded=True, page=expanded.page
                    )
            else:
                first, last = expanded.window(unit, _shown(objects, selected, zone_share))
                cards = tuple(slot(obj, mini=True) for obj in objects[first:last])
                zones.append(
                    ZoneSlot(
                        player=player,
                        zone=zone,
                        label=ZONE_LABELS[zone],
                        rows=(("", "", cards),),
                        count=len(objects),
                        digest=digest(
                            player.name, zone, tuple(o.id for o in objects), editable, first, last
                        ),
                        first=first,
                        drawn=len(cards),
                        page=expanded.page if unit == expanded.unit else 1,
                        expanded=unit == expanded.unit,
                    )
                )
        assert battlefield is not None
        delta = str(life.get(player.id, ""))
        editing = editing_player == player.id
        head = (
            player.id,
            player.name,
            player.life,
            player.poison,
            player.team,
            player.designations,
            player.commander_damage,
            player.lost,
            player.active,
        )
        changed = player.id in changed_players
        seats.append(
            Seat(
                player=player,
                digest=digest(head, changed, delta, editing, editable),
                changed=changed,
                life_delta=delta,
                editing=editing,
                battlefield=battlefield,
                zones=tuple(zones),
            )
        )
    stack = tuple(
        slot(obj, mini=False) for obj in board.stack[: _shown(board.stack, selected, stack_share)]
    )
    return Playmat(
        seats=tuple(seats),
        stack=stack,
        stack_digest=digest(tuple(s.digest for s in stack), len(board.stack)),
        stack_count=len(board.stack),
    )


def _shown(objects: tuple[ObjectView, ...], selected: str, limit: int) -> int:
    """How many of a zone's first objects are drawn: ``limit``, or all of them when the
    selected card is among them (its controls must be on the page)."""
    if len(objects) <= limit or any(obj.id == selected for obj in objects[limit:]):
        return len(objects)
    return limit


def card_images(board: BoardView) -> dict[str, str]:
    """Card name -> its image on Scryfall's image server, for the board's cards with a Scryfall
    id in the card database (one query), when settings.CARD_IMAGES is on; else nothing."""
    if not settings.CARD_IMAGES:
        return {}
    names = {obj.card for obj in (*board.objects, *board.stack)}
    found = Card.objects.filter(name__in=names, scryfall_id__isnull=False)
    images = {}
    for name, scryfall_id in found.values_list("name", "scryfall_id"):
        key = str(scryfall_id)
        images[name] = f"{settings.CARD_IMAGE_HOST}/normal/front/{key[0]}/{key[1]}/{key}.jpg"
    return images


def _battlefield(
    player: PlayerView, objects: tuple[ObjectView, ...], slot: Any, first: int, last: int
) -> ZoneSlot:
    """Rows of lands, creatures and other permanents; what is attached to a permanent of the
    same battlefield hangs under it (an Aura on another player's creature stays in its own
    controller's rows, marked "attached to"). The permanents from ``first`` to ``last`` are
    drawn (counted in row order, each with what hangs under it)."""
    here = {obj.id for obj in objects}
    hanging: dict[str, list[ObjectView]] = {}
    for obj in objects:
        if obj.attached_to in here:
            hanging.setdefault(obj.attached_to, []).append(obj)

    def placed(obj: ObjectView) -> CardSlot:
        attached = (
            slot(a, mini=False, under_host=True, attached=()) for a in hanging.get(obj.id, ())
        )
        return slot(obj, mini=False, attached=attached)

    hosts = [
        (row, o)
        for row, _label in ROWS
        for o in objects
        if o.row == row and o.attached_to not in here
    ]
    window: list[tuple[str, ObjectView]] = []
    position = drawn = 0
    for row, host in hosts:
        size = 1 + len(hanging.get(host.id, ()))
        if position >= first and position + size <= last:
            window.append((row, host))
            drawn += size
        position += size
    rows = tuple(
        (row, label, tuple(placed(o) for in_row, o in window if in_row == row))
        for row, label in ROWS
    )
    arrangement = tuple((o.id, o.row, o.attached_to) for o in objects)
    return ZoneSlot(
        player=player,
        zone="battlefield",
        label=ZONE_LABELS["battlefield"],
        rows=rows,
        count=len(objects),
        digest=digest(player.name, arrangement, first, last),
        first=first,
        drawn=drawn,
        page=first // ZONE_PAGE + 1,
    )


# --- the units of the workspace and the out-of-band answer ----------------------------------


@dataclass(frozen=True)
class Unit:
    id: str
    digest: str
    template: str
    extra: Mapping[str, Any]
    parts: tuple[Unit, ...] = ()  # units inside it, drawn with it


def panel_digests(context: Mapping[str, Any]) -> dict[str, str]:
    """The digests of the workspace's panels (templates read them as ``digests.<name>``)."""
    board: BoardView = context["board"]
    play = context.get("play")
    players = tuple((p.id, p.name, p.life) for p in board.players)
    names = tuple((p.id, p.name) for p in board.players)
    decision = getattr(play, "decision", None)
    return {
        "game": digest(board.format, board.turn_number, board.active_player, board.step, names),
        "life": digest(players),
        "add_card": digest(
            names,
            tuple(c.name for c in board.custom_cards),
            context["card_initial"],
        ),
        "effects": digest(
            board.effects,
            context.get("effect_kind") if context.get("effect_form") else None,
            board.objects if context.get("effect_form") else (),
            names,
        ),
        "custom_cards": digest(
            board.custom_cards,
            context.get("custom_open", False),
            context.get("ability_kind", ""),
            names,
        ),
        "decision": digest(decision, context.get("outcomes")),
        "actions": digest(
            getattr(play, "picker", None),
            getattr(play, "game_over", ""),
            context.get("judge_initial"),
        ),
        "log": digest(
            getattr(play, "not_applied", None),
            getattr(play, "step_label", ""),
            getattr(play, "changes", None),
            getattr(play, "log", None),
            decision is not None,
        ),
        "characteristics": digest(getattr(play, "characteristics", None)),
        "history": digest(getattr(play, "history", None)),
        "board_text": digest(board.text),
        # The paste box is redrawn after a paste (data-redraw-source) and after its errors.
        "notation": digest(getattr(context.get("paste_form"), "is_bound", False)),
        "board_notation": digest(context.get("board_notation", "")),
    }


def units(context: Mapping[str, Any]) -> list[Unit]:
    """Every unit of the workspace, in page order (a zone's cards as its parts)."""
    digests: Mapping[str, str] = context["digests"]
    mat: Playmat = context["playmat"]

    def fixed(unit_id: str, name: str, template: str) -> Unit:
        return Unit(unit_id, digests[name], template, {})

    def zone_unit(zone: ZoneSlot, seat: Seat, template: str) -> Unit:
        cards = tuple(
            Unit(c.unit, c.digest, "cards/_board_card.html#card", {"slot": c}) for c in zone.cards
        )
        return Unit(zone.unit, zone.digest, template, {"zone": zone, "seat": seat}, cards)

    found = [
        fixed("game", "game", "scenarios/_editor_setup.html#game"),
        fixed("life-totals", "life", "scenarios/_editor_setup.html#life"),
        fixed("add-card", "add_card", "scenarios/_editor_setup.html#add_card"),
    ]
    for seat in mat.seats:
        found.append(
            Unit(seat.unit, seat.digest, "scenarios/_board.html#player_head", {"seat": seat})
        )
        found.append(zone_unit(seat.battlefield, seat, "scenarios/_board.html#battlefield"))
        found.extend(zone_unit(z, seat, "scenarios/_board.html#zone") for z in seat.zones)
    stack_cards = tuple(
        Unit(c.unit, c.digest, "cards/_board_card.html#card", {"slot": c}) for c in mat.stack
    )
    found.append(Unit("stack", mat.stack_digest, "scenarios/_board.html#stack", {}, stack_cards))
    found += [
        fixed("effects", "effects", "scenarios/_editor_effects.html"),
        fixed("custom-cards", "custom_cards", "scenarios/_editor_custom_cards.html"),
        fixed("decision-panel", "decision", "scenarios/_decision.html#decision"),
        fixed("actions", "actions", "scenarios/_actions.html#actions"),
        fixed("log", "log", "scenarios/_log.html#log"),
        fixed("characteristics", "characteristics", "scenarios/_log.html#characteristics"),
        fixed("history", "history", "scenarios/_history.html#history"),
        fixed("board-text", "board_text", "scenarios/draft.html#board_text"),
        Unit(
            "notation",
            digests["notation"],
            "scenarios/_notation.html",
            {},
            (fixed("board-notation", "board_notation", "scenarios/_notation.html#board_notation"),),
        ),
    ]
    return found


def _all_ids(found: list[Unit]) -> set[str]:
    ids: set[str] = set()
    for unit in found:
        ids.add(unit.id)
        ids.update(_all_ids(list(unit.parts)))
    return ids


def client_digests(request: HttpRequest) -> dict[str, str] | None:
    """What the page holds: unit id -> digest ("" for the unit the request came from), or None
    when the request didn't say (then the whole workspace is drawn)."""
    raw = request.headers.get(HEADER)
    if raw is None or len(raw) > MAX_HEADER:
        return None
    held: dict[str, str] = {}
    for pair in raw.split(";"):
        unit_id, _, value = pair.partition("=")
        if unit_id:
            held[unit_id.strip()] = value.strip()
    return held


def changed_units(found: list[Unit], held: Mapping[str, str]) -> list[Unit] | None:
    """The units to draw out of band, or None when the page's units aren't these units."""
    if set(held) != _all_ids(found):
        return None
    changed: list[Unit] = []

    def visit(unit: Unit) -> None:
        if held.get(unit.id) != unit.digest:
            changed.append(unit)
            return
        for part in unit.parts:
            visit(part)

    for unit in found:
        visit(unit)
    return changed


def render_changed(
    request: HttpRequest, context: dict[str, Any], changed: list[Unit], *, tail: str = ""
) -> str:
    """The changed units' markup, each marked for an out-of-band swap, then the ``tail``
    template's. They are drawn in one template context: its context processors run once and
    every form of the answer carries the same CSRF token (as on a whole page)."""
    engine = Engine.get_default()  # the project's templates, partials included
    templates = [engine.get_template(unit.template) for unit in changed]
    if tail:
        templates.append(engine.get_template(tail))
    if not templates:
        return ""
    drawing = make_context({**context, "oob": True}, request)
    parts = []
    with drawing.bind_template(templates[0]):
        for template, extra in zip(templates, [u.extra for u in changed] + [{}], strict=False):
            with drawing.push(extra):
                parts.append(template.render(drawing))
    return "".join(parts)
