"""Solve mode as the share page and the embed show it: the reader's board without hidden cards,
the actions on offer, a decision waiting for an answer, the moves so far, hints and the solution.

``solve_panel(puzzle, key)`` reads; ``do_solve``, ``do_hint``, ``do_show_solution`` and
``do_start_over`` call the puzzle services (``builder.services.puzzles``) and return the panel
after them, so that a view calls one function.  Everything a panel holds may be sent to the
browser: the board is ``SolveView.document`` (redacted by the engine) and every label built here
from the whole board goes through ``Hidden.scrub``, which replaces text naming a card the
reader can't see.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from django.utils.safestring import SafeString

import engine
from builder.models import Puzzle
from builder.services import BoardView, ServiceError, board_view
from builder.services import puzzles as puzzle_services
from builder.services.annotations import log_entries, render_markdown
from builder.services.boardview import step_label
from builder.services.picker import Declarer, Picker, PickerOption, build_picker, option_key
from builder.services.plainwords import activation_words
from builder.services.puzzles import HIDDEN_TEXT, SolveView
from engine.puzzle.redact import FACE_DOWN_NAME

ZONE_NAMES = {"hidden_hand_size": "hand", "library_size": "library"}


@dataclass(frozen=True)
class Hidden:
    """The card names of the whole board that the reader's board doesn't show."""

    names: frozenset[str] = frozenset()

    def scrub(self, text: str) -> str:
        return HIDDEN_TEXT if any(name in text for name in self.names) else text


@dataclass(frozen=True)
class HiddenZone:
    player: str
    zone: str
    count: int


@dataclass(frozen=True)
class Move:
    """One step of a line: who acted, what they did, the decisions met and the log."""

    actor: str
    opponent: bool
    label: str
    decisions: tuple[str, ...]
    entries: list[dict[str, Any]]


@dataclass(frozen=True)
class PendingView:
    """A decision of the reader's: who decides, what, under which rule, and the options."""

    decider: str
    prompt: str
    rule: str
    options: tuple[tuple[str, str], ...]
    action: dict[str, Any]
    choices: tuple[str, ...]


@dataclass(frozen=True)
class SolvePanel:
    puzzle: Puzzle
    view: SolveView
    board: BoardView | None
    problem: str
    hidden: tuple[HiddenZone, ...]
    picker: Picker | None  # the reader's options only (cast, activate, pass, attack, block)
    moves: tuple[Move, ...]
    solution: tuple[str, ...] | None  # the solution's steps, once revealed
    pending: PendingView | None
    hints: tuple[SafeString, ...] = ()  # the hints revealed so far (Markdown, sanitized)

    @property
    def turn_line(self) -> str:
        if self.board is None:
            return ""
        board = self.board
        whose = board.player_name(board.active_player)
        return f"Turn {board.turn_number} · {board.step_label.capitalize()} · {whose}’s turn"

    @property
    def has_solution(self) -> bool:
        return bool(self.puzzle.solution)

    @property
    def options(self) -> tuple[PickerOption, ...]:
        if self.picker is None:
            return ()
        return tuple(o for g in self.picker.groups for s in g.sections for o in s.options)

    @property
    def simple_options(self) -> tuple[PickerOption, ...]:
        return tuple(o for o in self.options if not self._has_fields(o))

    @property
    def options_with_fields(self) -> tuple[PickerOption, ...]:
        return tuple(o for o in self.options if self._has_fields(o))

    @staticmethod
    def _has_fields(option: PickerOption) -> bool:
        """Fields the reader fills in (costs are always paid here, so not "free")."""
        return bool(option.targets or option.modes or option.x or option.delve)

    def option(self, key: str) -> PickerOption | None:
        return next((o for o in self.options if o.key == key), None)

    @property
    def declaring_attackers(self) -> bool:
        return self.picker is not None and bool(self.picker.attackers)

    @property
    def declaring_blockers(self) -> bool:
        return self.picker is not None and bool(self.picker.blockers)

    @property
    def over(self) -> bool:
        return self.view.status != "open"


# --- reading and acting --------------------------------------------------------------------------


def solve_panel(puzzle: Puzzle, key: str, view: SolveView | None = None) -> SolvePanel:
    """The reader's panel now (``view``: what an action just returned)."""
    view = view if view is not None else puzzle_services.reader_progress(puzzle, key)
    state = puzzle_services.reader_state(puzzle, key)
    hidden = Hidden(_names(engine.dump(state)) - _names(view.document))
    names = object_names(engine.dump(state), hidden)
    board, problem = _board(view.document)
    picker = None
    if view.pending is None and view.status == "open":
        picker = _reader_picker(puzzle, key, state, hidden)
    return SolvePanel(
        puzzle=puzzle,
        view=view,
        board=board,
        problem=problem,
        hidden=_hidden_zones(view.document, names),
        picker=picker,
        moves=tuple(line_moves(view.log, names, puzzle.solver)),
        solution=(
            tuple(describe_action(step, names) for step in view.solution)
            if view.solution is not None
            else None
        ),
        pending=_pending(view.pending, names),
        hints=tuple(render_markdown(hint) for hint in view.hints),
    )


def do_solve(
    puzzle: Puzzle, key: str, action: Mapping[str, Any], choices: Sequence[str] = ()
) -> SolvePanel:
    """The reader's action (with its answers so far); the panel after the opponent's reply."""
    action = {k: v for k, v in action.items() if k not in ("free", "choices")}
    view = puzzle_services.do_solve_action(puzzle, key, action, choices)
    return solve_panel(puzzle, key, view)


def do_hint(puzzle: Puzzle, key: str) -> SolvePanel:
    return solve_panel(puzzle, key, puzzle_services.do_reveal_hint(puzzle, key))


def do_show_solution(puzzle: Puzzle, key: str) -> SolvePanel:
    return solve_panel(puzzle, key, puzzle_services.do_reveal_solution(puzzle, key))


def do_start_over(puzzle: Puzzle, key: str) -> SolvePanel:
    return solve_panel(puzzle, key, puzzle_services.do_reset_progress(puzzle, key))


# --- the pieces ----------------------------------------------------------------------------------


def _board(document: Mapping[str, Any]) -> tuple[BoardView | None, str]:
    """The reader's board; a masked face-down card gets empty inline characteristics, so that
    the engine draws it as the nameless object it is to the reader (708.2)."""
    shown = copy.deepcopy(dict(document))
    for obj in _objects(shown):
        if obj.get("card") == FACE_DOWN_NAME and "characteristics" not in obj:
            obj["characteristics"] = {}
    try:
        return board_view(shown), ""
    except (ServiceError, engine.EngineError) as error:
        return None, f"The engine can't draw this board: {error}"


def _reader_picker(
    puzzle: Puzzle, key: str, state: engine.GameState, hidden: Hidden
) -> Picker | None:
    """The action picker narrowed to what the reader may do (``reader_options``)."""
    allowed = puzzle_services.reader_options(puzzle, key, state)
    if not allowed:
        return None
    keys = {option_key(o.action) for o in allowed}
    attackers = {str(o.extras["attacker"]) for o in allowed if "attacker" in o.extras}
    blockers = {str(o.extras["blocker"]) for o in allowed if "blocker" in o.extras}
    picker = build_picker(state)
    groups = []
    for group in picker.groups:
        sections = []
        for section in group.sections:
            options = tuple(_scrub_option(o, hidden) for o in section.options if o.key in keys)
            if options:
                sections.append(replace(section, options=options))
        if sections:
            groups.append(replace(group, sections=tuple(sections)))
    return replace(
        picker,
        groups=tuple(groups),
        attackers=tuple(_scrub_declarer(d, hidden) for d in picker.attackers if d.id in attackers),
        blockers=tuple(_scrub_declarer(d, hidden) for d in picker.blockers if d.id in blockers),
    )


def _scrub_option(option: PickerOption, hidden: Hidden) -> PickerOption:
    targets = tuple(
        replace(
            slot,
            candidates=tuple(replace(c, label=hidden.scrub(c.label)) for c in slot.candidates),
        )
        for slot in option.targets
    )
    delve = tuple(replace(c, label=hidden.scrub(c.label)) for c in option.delve)
    return replace(
        option, label=hidden.scrub(option.label), targets=targets, delve=delve, costs=False
    )


def _scrub_declarer(declarer: Declarer, hidden: Hidden) -> Declarer:
    choices = tuple(replace(c, label=hidden.scrub(c.label)) for c in declarer.choices)
    return replace(declarer, label=hidden.scrub(declarer.label), choices=choices)


def _hidden_zones(document: Mapping[str, Any], names: Mapping[str, str]) -> tuple[HiddenZone, ...]:
    zones = []
    for player, counts in (document.get("hidden") or {}).items():
        for field, zone in ZONE_NAMES.items():
            if counts.get(field):
                zones.append(HiddenZone(names.get(player, player), zone, int(counts[field])))
    return tuple(zones)


def _pending(pending: Mapping[str, Any] | None, names: Mapping[str, str]) -> PendingView | None:
    """The reader's own decision, as the rules let them see it (searching their library shows
    it to them, 701.23a): not scrubbed."""
    if pending is None:
        return None
    decision = pending["decision"]
    return PendingView(
        decider=names.get(str(decision["decider"]), str(decision["decider"])),
        prompt=str(decision["prompt"]),
        rule=str(decision.get("rule", "")),
        options=tuple((str(o["id"]), str(o["label"])) for o in decision["options"]),
        action=dict(pending["action"]),
        choices=tuple(str(c) for c in pending["choices"]),
    )


# --- words for actions and lines (also the author's page) --------------------------------------


def object_names(document: Mapping[str, Any], hidden: Hidden | None = None) -> dict[str, str]:
    """Player and object ids to names, for describing actions; hidden cards stay unnamed."""
    hidden = hidden or Hidden()
    names = {str(p.get("id")): str(p.get("name") or p.get("id")) for p in document["players"]}
    for obj in _objects(document):
        card = str(obj.get("card", ""))
        names[str(obj.get("id"))] = "a hidden card" if card in hidden.names else card
    return names


def describe_action(action: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """A solution step or a move in words: "Cast Lightning Bolt targeting Bob"."""
    kind = str(action.get("type", ""))

    def name(some_id: Any) -> str:
        return names.get(str(some_id), str(some_id))

    obj = name(action.get("object", ""))
    if kind == "cast":
        text = f"Cast {obj}"
        if action.get("targets"):
            text += f" targeting {', '.join(name(t) for t in action['targets'])}"
        if "x" in action:
            text += f" with X = {action['x']}"
        if action.get("delve"):
            text += f", exiling {', '.join(name(c) for c in action['delve'])} for delve"
        return text
    if kind == "activate":  # said by what it does: "Tap Swamp for {B}"
        text = activation_words(obj, int(action.get("ability", 0)), obj)
        if action.get("targets"):
            text += f" targeting {', '.join(name(t) for t in action['targets'])}"
        return text
    if kind == "play_land":
        return f"Play {obj}"
    if kind == "resolve":
        return "All players pass: the top of the stack resolves"
    if kind == "advance":
        where = step_label(str(action["to"])) if action.get("to") else "the next step"
        return (
            f"Pass: go to the {where}{' of the next turn' if action.get('turn') == 'next' else ''}"
        )
    if kind in ("attack", "block"):
        return _describe_declaration(kind, action, name)
    return kind.replace("_", " ").capitalize()


def _describe_declaration(kind: str, action: Mapping[str, Any], name: Any) -> str:
    key, verb = ("attackers", "attacks") if kind == "attack" else ("blockers", "blocks")
    pairs = (action.get(key) or {}).items()
    if not pairs:
        return "No attack" if kind == "attack" else "No blocks"
    return "; ".join(f"{name(a)} {verb} {name(b)}" for a, b in pairs)


def line_moves(
    steps: Iterable[Mapping[str, Any]], names: Mapping[str, str], solver: str
) -> list[Move]:
    """A line (``LineStep.to_json`` list) as moves with their decisions and player-level log."""
    moves = []
    for step in steps:
        opponent = bool(step.get("opponent"))
        actor = str(step.get("actor", ""))
        decisions = tuple(
            f"{names.get(str(d['decider']), d['decider'])} chooses: {d['label']}"
            + (f" (rule {d['rule']})" if d.get("rule") else "")
            for d in step.get("decisions") or ()
        )
        entries = [e for e in step.get("log") or () if e.get("detail", "player") == "player"]
        label = describe_action(step.get("action") or {}, names)
        if step.get("note") and str(step["note"]).startswith("illegal"):
            label += f" ({step['note']})"
        moves.append(
            Move(
                actor="You" if actor == solver else names.get(actor, actor),
                opponent=opponent,
                label=label,
                decisions=decisions,
                entries=log_entries(entries),
            )
        )
    return moves


def _objects(document: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    zones = ("library", "hand", "graveyard", "battlefield", "exile", "command")
    for player in document.get("players", []):
        for zone in zones:
            yield from player.get(zone, []) or []
    yield from document.get("stack", []) or []


def _names(document: Mapping[str, Any]) -> frozenset[str]:
    return frozenset(str(obj.get("card", "")) for obj in _objects(document)) - {""}
