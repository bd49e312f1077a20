"""The action picker: what ``engine.available_actions`` offers, ready for forms.

Each option keeps the engine's verdict (legal, or the reason and rule why not).  Target
candidates come from ``engine.target_slots``: the legal ones, and the ones the rules forbid with
the engine's reason and rule; the modes of a modal spell
from the card's definition; the cards a spell with delve may exile (702.66a) from the engine's
option.  Attacks and blocks are gathered into one declaration each, since
the engine judges a declaration as a whole (508.1, 509.1).  Nothing here decides legality.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import engine
from builder.rules.services import RuleLinks, RuleRef
from engine.actions.stack import spell_ability
from engine.cards.model import ActivatedAbility, Mode
from engine.cards.registry import card_def
from engine.core.state import GameObject, GameState, Zone, memo
from engine.game.legal import CAST_WAY_WORDS
from engine.game.targeting import already_chosen
from engine.rules.characteristics import chars
from engine.rules.faces import DOUBLE_FACED
from engine.rules.modes import describe as describe_modes
from engine.rules.modes import mode_sets
from engine.rules.names import object_label, placed_label
from engine.rules.turn import STEP_NAMES

SECTIONS = {
    "play_land": "Play a land",
    "turn_face_up": "Turn a permanent face up",
    "cast": "Cast a spell",
    "activate": "Activate an ability",
    "resolve": "The stack",
    "advance": "Turn",
}
COST_TYPES = ("cast", "activate")
KEY_FIELDS = ("object", "ability", "to", "turn")


@dataclass(frozen=True)
class Candidate:
    id: str
    label: str


@dataclass(frozen=True)
class RefusedCandidate:
    """A player or object the rules forbid as this target, with the engine's reason and rule
    ("Kor Firewalker": "protection from red", 702.16b)."""

    id: str
    label: str
    reason: str
    rule: str
    rule_ref: RuleRef | None = None


@dataclass(frozen=True)
class TargetSlot:
    name: str
    label: str
    candidates: tuple[Candidate, ...]
    required: bool = True
    refused: tuple[RefusedCandidate, ...] = ()
    chosen: str = ""  # the judge's choice, kept when the action was refused
    # The earlier slots whose choice this one can't repeat (115.3), each with the engine's
    # reason and rule (already_chosen): (slot name, reason, rule).
    already: tuple[tuple[str, str, str], ...] = ()

    @property
    def distinct_from(self) -> str:
        """The earlier slots' names, for the page's script ("target_0 target_1")."""
        return " ".join(name for name, _, _ in self.already)


@dataclass(frozen=True)
class PickerOption:
    key: str
    kind: str
    label: str
    legal: bool
    reason: str
    rule: str
    player: str
    action: Mapping[str, Any]
    targets: tuple[TargetSlot, ...] = ()
    x: bool = False
    modes: tuple[Candidate, ...] = ()
    costs: bool = False
    rule_ref: RuleRef | None = None
    delve: tuple[Candidate, ...] = ()  # cards the caster may exile for delve (702.66a)
    delve_generic: int = 0  # the generic mana of the mana cost, X aside
    # What the judge entered, kept when the action was refused (``with_entered``).
    chosen_mode: str = ""
    chosen_x: str = "0"
    chosen_delve: tuple[str, ...] = ()
    free: bool = True  # "Costs marked paid (free)" ticked

    @property
    def has_fields(self) -> bool:
        return bool(self.targets or self.x or self.modes or self.costs or self.delve)

    @property
    def delve_legend(self) -> str:
        most = f"{self.delve_generic} + X" if self.x else str(self.delve_generic)
        return f"Exile for delve (each card pays for {{1}}; at most {most})"


@dataclass(frozen=True)
class PickerSection:
    title: str
    options: tuple[PickerOption, ...]


@dataclass(frozen=True)
class PickerGroup:
    player: str
    title: str
    sections: tuple[PickerSection, ...]


@dataclass(frozen=True)
class Declarer:
    """A creature in an attack or block declaration, with what it may attack or block."""

    id: str
    label: str
    legal: bool
    reason: str
    rule: str
    choices: tuple[Candidate, ...]
    rule_ref: RuleRef | None = None


@dataclass(frozen=True)
class BoardChoices:
    """What a judge's action may name: players, permanents, objects in any zone, zones."""

    players: tuple[Candidate, ...]
    permanents: tuple[Candidate, ...]
    objects: tuple[Candidate, ...]
    zones: tuple[str, ...]
    opponent: str = ""  # the first player who isn't active: where damage usually goes
    steps: tuple[Candidate, ...] = ()  # every step and main phase, in turn order
    next_step: str = ""  # the step after the current one (this turn or the next)
    # Double-faced permanents a judge may turn over (701.27a, 712).
    double_faced: tuple[Candidate, ...] = ()


@dataclass(frozen=True)
class Picker:
    groups: tuple[PickerGroup, ...]
    attackers: tuple[Declarer, ...]
    blockers: tuple[Declarer, ...]
    declaring_attackers: bool
    declaring_blockers: bool
    board: BoardChoices

    def option(self, key: str) -> PickerOption | None:
        for group in self.groups:
            for section in group.sections:
                for option in section.options:
                    if option.key == key:
                        return option
        return None

    def with_option(self, changed: PickerOption) -> Picker:
        """The same picker with the option of ``changed``'s key replaced by it."""
        groups = tuple(
            replace(
                group,
                sections=tuple(
                    replace(
                        section,
                        options=tuple(
                            changed if o.key == changed.key else o for o in section.options
                        ),
                    )
                    for section in group.sections
                ),
            )
            for group in self.groups
        )
        return replace(self, groups=groups)


def with_entered(option: PickerOption, entered: Mapping[str, Any]) -> PickerOption:
    """The option drawn again with what the judge entered (a refused action loses nothing):
    ``entered`` holds the submitted ``target_N``, ``mode``, ``x`` and ``free`` values (strings)
    and ``delve`` (a list)."""
    delve = entered.get("delve") or ()
    return replace(
        option,
        targets=tuple(_slot_with_entered(s, entered) for s in option.targets),
        chosen_mode=str(entered.get("mode", "")),
        chosen_x=str(entered.get("x", "0")),
        chosen_delve=tuple(str(d) for d in delve),
        free=bool(entered.get("free")),
    )


def _slot_with_entered(slot: TargetSlot, entered: Mapping[str, Any]) -> TargetSlot:
    """The slot with the judge's choice, and what an earlier slot it must differ from chose
    listed with the forbidden targets, disabled with its reason (115.3); the slot's own choice
    stays as entered (the engine's refusal says why)."""
    chosen = str(entered.get(slot.name, ""))
    earlier = {str(entered.get(name, "")): name for name, _, _ in slot.already}
    taken = [c for c in slot.candidates if c.id in earlier and c.id != chosen]
    if not taken:
        return replace(slot, chosen=chosen)
    reasons = {name: (reason, rule) for name, reason, rule in slot.already}
    refused = tuple(RefusedCandidate(c.id, c.label, *reasons[earlier[c.id]]) for c in taken)
    return replace(
        slot,
        chosen=chosen,
        candidates=tuple(c for c in slot.candidates if c not in taken),
        refused=refused + slot.refused,
    )


# How many options the picker draws at once (issue 29: a page at most 500 KB at the input caps;
# an option with targets carries a list of every legal target). Further options are a page away.
PICKER_PAGE = 12


@dataclass(frozen=True)
class PickerWindow:
    """Which of the picker's options a page draws: from ``first`` (0-based) to ``last``."""

    first: int
    last: int
    total: int
    page: int

    @property
    def partial(self) -> bool:
        return self.first > 0 or self.last < self.total

    @property
    def more(self) -> bool:
        return self.last < self.total


def picker_page(picker: Picker, page: int = 1) -> tuple[Picker, PickerWindow]:
    """The picker as one page draws it: ``PICKER_PAGE`` options (page ``page``, from 1), the
    groups and sections around them kept; the combat declarations are always drawn."""
    total = sum(len(section.options) for group in picker.groups for section in group.sections)
    pages = max(1, -(-total // PICKER_PAGE))
    page = min(max(page, 1), pages)
    first = (page - 1) * PICKER_PAGE
    last = min(first + PICKER_PAGE, total)
    position = 0
    groups = []
    for group in picker.groups:
        sections = []
        for section in group.sections:
            start = position
            position += len(section.options)
            kept = section.options[max(first - start, 0) : max(last - start, 0)]
            if kept:
                sections.append(PickerSection(section.title, kept))
        if sections:
            groups.append(PickerGroup(group.player, group.title, tuple(sections)))
    window = PickerWindow(first, last, total, page)
    return dataclasses.replace(picker, groups=tuple(groups)), window


def option_key(action: Mapping[str, Any]) -> str:
    """A short stable name for a picker option: ``cast:o4``, ``activate:o2:0``, ``advance``;
    another way to cast the same card adds its flag (``cast:o4:face_down``, ``cast:o4:dash``,
    ``cast:o4:face=1``), so each way is its own option."""
    ways = [w for w in CAST_WAY_WORDS if action.get(w) is True]
    face = [f"face={action['face']}"] if action.get("face") else []
    return ":".join(
        [str(action["type"]), *(str(action[f]) for f in KEY_FIELDS if f in action), *ways, *face]
    )


def build_picker(state: GameState, links: RuleLinks | None = None) -> Picker:
    links = links if links is not None else RuleLinks()
    names = _Names(state, links)
    options: list[PickerOption] = []
    attackers: list[Declarer] = []
    blockers: list[Declarer] = []
    for option in engine.available_actions(state):
        kind = str(option.action["type"])
        if kind == "attack":
            if "attacker" in option.extras:
                attackers.append(_declarer(state, option, "attacker", "defenders", names))
            continue
        if kind == "block":
            if "blocker" in option.extras:
                blockers.append(_declarer(state, option, "blocker", "attackers", names))
            continue
        options.append(_option(state, option, names))
    step = state.turn.step.value
    combat = state.combat
    return Picker(
        groups=_group(options, state, names),
        attackers=tuple(attackers),
        blockers=tuple(blockers),
        declaring_attackers=step == "declare_attackers"
        and not (combat is not None and combat.attackers_declared),
        declaring_blockers=step == "declare_blockers"
        and combat is not None
        and not combat.blockers_declared,
        board=board_choices(state, names),
    )


# The key of a state's board choices in its memo (engine.core.state.memo).
_BOARD_CHOICES = "builder.picker.board_choices"


def board_choices(state: GameState, names: _Names | None = None) -> BoardChoices:
    """What a judge's action may name on ``state``'s board: players, objects, zones and steps.

    They are kept with the state (its memo: a state never changes, and they name no rule, so
    nothing of one request's rule links is kept): the picker drawn after a step computes them,
    and the judge's action of the next request, validated against the same remembered state
    (builder.scenarios.services.recent_states), reads them from there."""
    kept = memo(state)
    found: BoardChoices | None = kept.get(_BOARD_CHOICES)
    if found is None:
        found = kept[_BOARD_CHOICES] = _board_choices(
            state, names if names is not None else _Names(state, RuleLinks())
        )
    return found


def _board_choices(state: GameState, names: _Names) -> BoardChoices:
    zones = (Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY, Zone.COMMAND)
    return BoardChoices(
        players=tuple(Candidate(p.id, p.name) for p in state.players),
        permanents=tuple(Candidate(o.id, names.object(o)) for o in state.battlefield),
        objects=tuple(
            Candidate(o.id, names.object(o, zone=True)) for zone in zones for o in state.zone(zone)
        ),
        zones=tuple(z.value for z in Zone if z is not Zone.STACK),
        opponent=next((p.id for p in state.players if p.id != state.turn.active_player), ""),
        steps=tuple(
            Candidate(step.value, name.capitalize()) for step, (name, _) in STEP_NAMES.items()
        ),
        next_step=_next_step(state),
        double_faced=tuple(
            Candidate(o.id, names.object(o))
            for o in state.battlefield
            if o.characteristics is not None and o.characteristics.layout in DOUBLE_FACED
        ),
    )


def _next_step(state: GameState) -> str:
    order = list(STEP_NAMES)
    index = order.index(state.turn.step)
    return order[(index + 1) % len(order)].value


class _Names:
    """What a person calls players and objects: names, never ids, by the one naming rule
    (engine.rules.names: "Grizzly Bears", "Grizzly Bears (Bob's)", "Grizzly Bears (Alice's,
    tapped)"); a list of objects from every zone says whose each is and where (placed_label)."""

    def __init__(self, state: GameState, links: RuleLinks) -> None:
        self.state = state
        self.players = {p.id: p.name for p in state.players}
        self.links = links

    def rule(self, number: str) -> RuleRef | None:
        return self.links.ref(number) if number else None

    def player(self, player_id: str) -> str:
        return self.players.get(player_id, player_id)

    def object(self, obj: GameObject, *, zone: bool = False) -> str:
        return placed_label(self.state, obj) if zone else object_label(self.state, obj)

    def of(self, state: GameState, some_id: str) -> str:
        if some_id in self.players:
            return self.players[some_id]
        obj = state.find_object(some_id)
        return object_label(state, obj) if obj is not None else some_id


def _option(state: GameState, option: engine.ActionOption, names: _Names) -> PickerOption:
    kind = str(option.action["type"])
    modes: tuple[Candidate, ...] = ()
    slots: tuple[TargetSlot, ...] = ()
    delve = tuple(
        Candidate(str(i), names.of(state, str(i))) for i in option.extras.get("delve", ())
    )
    obj = state.find_object(str(option.action.get("object", "")))
    if option.legal and obj is not None and kind in COST_TYPES:
        modal = _modal(state, option, obj)
        if modal is not None:
            # 700.2: each set of modes the card lets its controller choose ("0,2": two modes).
            all_modes, choose = modal
            sets = mode_sets(all_modes, choose)
            modes = tuple(
                Candidate(",".join(map(str, c)), describe_modes(all_modes, c) + ".") for c in sets
            )
        if not option.extras.get("mana_ability"):
            slots = _slots(state, option.action, names)
    return PickerOption(
        key=option_key(option.action),
        kind=kind,
        label=option.label,
        legal=option.legal,
        reason=option.reason,
        rule=option.rule,
        player=option.player,
        action=dict(option.action),
        targets=slots,
        x=bool(option.extras.get("x")) and option.legal,
        modes=modes,
        costs=kind in COST_TYPES and option.legal,
        rule_ref=names.rule(option.rule),
        delve=delve if option.legal else (),
        delve_generic=int(option.extras.get("delve_generic", 0)),
    )


def _modal(
    state: GameState, option: engine.ActionOption, obj: GameObject
) -> tuple[tuple[Mode, ...], str] | None:
    """The modes of the modal spell cast or modal ability activated, and how many are chosen."""
    kind = option.action["type"]
    if kind == "cast" and not option.action.get("entwine"):
        spell = spell_ability(card_def(state, obj.card))
        if spell is not None and spell.modes:
            return spell.modes, spell.choose
    if kind == "activate":
        index = int(option.action.get("ability", -1))
        abilities = chars(state, obj).abilities
        ability = abilities[index] if 0 <= index < len(abilities) else None
        if isinstance(ability, ActivatedAbility) and ability.modes:
            return ability.modes, ability.choose
    return None


def _slots(state: GameState, action: Mapping[str, Any], names: _Names) -> tuple[TargetSlot, ...]:
    """One slot per target (``engine.target_slots``): the legal candidates, and the ones the rules
    forbid with the engine's reason and rule; a modal spell's slot offers what any mode could
    target there."""
    slots = []
    for index, slot in enumerate(engine.target_slots(state, action)):
        refused = tuple(
            RefusedCandidate(
                c.target,
                names.of(state, c.target),
                c.refusal.reason,
                c.refusal.rule,
                names.rule(c.refusal.rule),
            )
            for c in slot.candidates
            if c.refusal is not None
        )
        words = " or ".join(r.replace("_", " ") for r in slot.requirements)
        already = tuple(
            (f"target_{i}", already_chosen(i).reason, already_chosen(i).rule)
            for i in slot.distinct_from
        )
        slots.append(
            TargetSlot(
                name=f"target_{index}",
                label=f"Target {index + 1} ({words})",
                candidates=tuple(Candidate(t, names.of(state, t)) for t in slot.legal),
                required=slot.required,
                refused=refused,
                already=already,
            )
        )
    return tuple(slots)


def _declarer(
    state: GameState, option: engine.ActionOption, own: str, others: str, names: _Names
) -> Declarer:
    creature = str(option.extras[own])
    return Declarer(
        id=creature,
        label=names.of(state, creature),
        legal=option.legal,
        reason=option.reason,
        rule=option.rule,
        choices=tuple(
            Candidate(str(c), names.of(state, str(c))) for c in option.extras.get(others, ())
        ),
        rule_ref=names.rule(option.rule),
    )


def _group(options: list[PickerOption], state: GameState, names: _Names) -> tuple[PickerGroup, ...]:
    """By player in turn order (the game's own options last), then by kind of action."""
    order = [p.id for p in state.players] + [""]
    groups = []
    for player in order:
        mine = [o for o in options if (o.player if o.player in names.players else "") == player]
        if not mine:
            continue
        sections = tuple(
            PickerSection(title, tuple(o for o in mine if o.kind == kind))
            for kind, title in SECTIONS.items()
            if any(o.kind == kind for o in mine)
        )
        others = tuple(o for o in mine if o.kind not in SECTIONS)
        if others:
            sections += (PickerSection("Other", others),)
        groups.append(
            PickerGroup(player, names.player(player) if player else "Every player", sections)
        )
    return tuple(groups)


# --- a picker as a cache keeps it ------------------------------------------------------------
#
# Issue 29: a puzzle page keeps its reader's picker in the shared cache (Redis or the database in
# production), so it is kept as plain JSON values, never as live objects: a rule reference is its
# number (``RuleRef`` holds the page's ``RuleLinks``), rebuilt with the reading page's links.


def picker_to_json(picker: Picker) -> dict[str, Any]:
    """The picker as JSON values (``picker_from_json`` reads it back)."""
    encoded = _encoded(picker)
    assert isinstance(encoded, dict)
    return encoded


def picker_from_json(data: Mapping[str, Any], links: RuleLinks | None = None) -> Picker:
    """The picker ``picker_to_json`` wrote; its rule references cite through ``links``."""
    links = links if links is not None else RuleLinks()
    decoded = _decoded(Picker, data, links)
    assert isinstance(decoded, Picker)
    return decoded


def _encoded(value: Any) -> Any:
    if isinstance(value, RuleRef):
        return value.number
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _encoded(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [_encoded(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _encoded(v) for k, v in value.items()}
    return value


def _decoded(kind: Any, value: Any, links: RuleLinks) -> Any:
    """``value`` read back as ``kind`` (a field's type: a picker dataclass, a tuple of them, a
    rule reference or None, or a plain JSON value)."""
    if kind is RuleRef:
        return links.ref(str(value))
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        hints = _field_types(kind)
        return kind(**{name: _decoded(hints[name], value[name], links) for name in hints})
    origin = typing.get_origin(kind)
    arguments = typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        return _decoded(next(a for a in arguments if a is not type(None)), value, links)
    if origin is tuple:
        if len(arguments) == 2 and arguments[1] is Ellipsis:
            return tuple(_decoded(arguments[0], v, links) for v in value)
        return tuple(_decoded(a, v, links) for a, v in zip(arguments, value, strict=True))
    return value  # str, int, bool, and an action (Mapping[str, Any]): JSON values as they are


@functools.cache
def _field_types(kind: type) -> dict[str, Any]:
    """A picker dataclass's fields and their types (its annotations are strings here)."""
    hints = typing.get_type_hints(kind)
    return {f.name: hints[f.name] for f in dataclasses.fields(kind)}


def _layout(kind: Any, seen: set[Any]) -> list[str]:
    if isinstance(kind, type) and dataclasses.is_dataclass(kind) and kind not in seen:
        seen.add(kind)
        found = [f"{kind.__name__}({','.join(_field_types(kind))})"]
        for field_type in _field_types(kind).values():
            found += _layout(field_type, seen)
        return found
    return [part for argument in typing.get_args(kind) for part in _layout(argument, seen)]


# What a kept picker's JSON is made of: the picker's dataclasses and their fields. A cache key
# carries it, so a picker kept by code with other fields is never read back by this code.
PICKER_LAYOUT = hashlib.sha256(" ".join(_layout(Picker, set())).encode()).hexdigest()[:12]
