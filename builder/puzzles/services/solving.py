"""Solve mode as the share page and the embed show it: the reader's board without hidden cards,
the actions on offer, a decision waiting for an answer, the moves so far, hints and the solution.

``solve_panel(puzzle, key)`` reads; ``do_solve``, ``do_hint``, ``do_show_solution`` and
``do_start_over`` call the puzzle services (``builder.puzzles.services.core``) and return the panel
after them, so that a view calls one function.  Everything a panel holds may be sent to the
browser: the board is ``SolveView.document`` (redacted by the engine) and every label built here
from the whole board goes through ``Hidden.scrub``, which replaces text naming a card the
reader can't see.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from django.core.cache import cache
from django.utils.safestring import SafeString

import engine
from builder.puzzles.models import Puzzle
from builder.puzzles.services import certificates
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services.certificates import CertificateView
from builder.puzzles.services.core import HIDDEN_TEXT, SolveView
from builder.puzzles.services.forge import start_document
from builder.scenarios.services import BoardView, ServiceError, board_view
from builder.scenarios.services.boardview import step_label
from builder.scenarios.services.picker import (
    PICKER_LAYOUT,
    BoardChoices,
    Declarer,
    Picker,
    PickerOption,
    build_picker,
    option_key,
    picker_from_json,
    picker_to_json,
)
from builder.scenarios.services.plainwords import activation_words
from builder.sharing.services.annotations import log_entries, stored_html
from engine.core.mana import MANA_TYPES
from engine.puzzle import Verdict
from engine.puzzle.autopay import (
    Source,
    mana_cost_of,
    mana_sources,
    tapping_plan,
    tapping_plans_problem,
)
from engine.puzzle.redact import FACE_DOWN_NAME
from engine.puzzle.words import ability_key, ability_texts
from engine.rules.names import labels_seen, object_label

NO_BOARD_CHOICES = BoardChoices(players=(), permanents=(), objects=(), zones=())
ZONE_NAMES = {"hidden_hand_size": "hand", "library_size": "library"}


@dataclass(frozen=True)
class Hidden:
    """The card names of the whole board that the reader's board doesn't show, and the objects
    it does show (``seen``: their ids; None, every object). An object the reader sees is told
    apart only from the others they see (engine.rules.names.labels_seen): ``relabels`` turns
    what the whole board calls it ("Shock (Alice's, first)", because of a Shock in a hand the
    reader can't see) into what their board does ("Shock")."""

    names: frozenset[str] = frozenset()
    seen: frozenset[str] | None = None
    relabels: tuple[tuple[str, str], ...] = ()

    @classmethod
    def for_reader(cls, state: engine.GameState, public: Mapping[str, Any]) -> Hidden:
        """What of ``state`` the reader's board ``public`` (the redacted document) hides."""
        seen = frozenset(str(o.get("id")) for o in _objects(public))
        told = labels_seen(state, seen)
        whole = {i: object_label(state, state.object(i)) for i in told}
        relabels = sorted(
            ((whole[i], told[i]) for i in told if whole[i] != told[i]),
            key=lambda pair: -len(pair[0]),  # a longer label first: none is cut short
        )
        names = frozenset(o.card for o in state.objects) - _names(public)
        return cls(names, seen, tuple(relabels))

    def scrub(self, text: str) -> str:
        if any(name in text for name in self.names):
            return HIDDEN_TEXT
        for whole, told in self.relabels:
            text = text.replace(whole, told)
        return text


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
class ManaSourceView:
    """An untapped permanent the reader can tap for mana, and what it can add."""

    id: str
    label: str  # "Swamp ({B})", "Orzhov Basilica ({W}{B})", "Plateau ({R} or {W})"


@dataclass(frozen=True)
class PoolView:
    player: str
    mana: tuple[str, ...]  # symbols, "{B}", ... (one per mana)

    @property
    def text(self) -> str:
        return "".join(self.mana) or "empty"


@dataclass(frozen=True)
class StackItemView:
    """One item on the stack, top first: what it is, whose, X and its targets."""

    label: str
    controller: str
    x: int | None
    targets: tuple[str, ...]


@dataclass(frozen=True)
class OptionRow:
    option: PickerOption
    plan: str


@dataclass(frozen=True)
class PendingView:
    """A decision of the reader's: who decides, what, under which rule, and the options."""

    decider: str
    prompt: str
    rule: str
    options: tuple[tuple[str, str], ...]
    action: dict[str, Any]
    choices: tuple[str, ...]
    payment: tuple[dict[str, Any], ...] = ()


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
    pools: tuple[PoolView, ...] = ()
    stack: tuple[StackItemView, ...] = ()
    sources: tuple[ManaSourceView, ...] = ()  # the reader's untapped mana sources
    # option key: how its mana is paid ("pays by tapping Swamp, Island")
    plans: Mapping[str, str] = field(default_factory=dict)
    lost: str = ""  # no line wins after the last move: the opponent's answer, in words
    suggestion: str = ""  # a hint from the engine: the next move of a winning line
    # The engine's certificate, once the reader asks for the solution (hidden cards scrubbed).
    certificate: CertificateView | None = None
    solved_by_engine: bool = False  # no author's solution, but the engine's certificate has one

    @property
    def can_take_back(self) -> bool:
        return self.view.can_take_back and self.view.pending is None

    @property
    def turn_line(self) -> str:
        if self.board is None:
            return ""
        board = self.board
        whose = board.player_name(board.active_player)
        return f"Turn {board.turn_number} · {board.step_label.capitalize()} · {whose}’s turn"

    @property
    def has_solution(self) -> bool:
        return bool(self.puzzle.solution) or self.solved_by_engine

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

    @property
    def option_rows(self) -> tuple[OptionRow, ...]:
        """The options with fields, each with how its mana is paid ("" when it costs none)."""
        return tuple(OptionRow(o, self.plans.get(o.key, "")) for o in self.options_with_fields)

    def _has_fields(self, option: PickerOption) -> bool:
        """Fields the reader fills in (costs are always paid here, so not "free"); an option
        with a mana cost lets the reader pick the lands that pay it."""
        return bool(
            option.targets or option.modes or option.x or option.delve or option.key in self.plans
        )

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
    full = engine.dump(state)
    hidden = Hidden.for_reader(state, view.document)
    names = board_names(full, hidden)
    # The moves made and the solution are named as on the starting board, the same way all
    # along the line ("Tap Swamp (first)", not "(tapped)" once it is); what the start doesn't
    # have (a token made on the way) by its name now. Each is told apart from what the reader
    # saw of that board.
    start = start_document(puzzle.scenario)
    seen_at_start = frozenset(
        str(o.get("id")) for o in _objects(puzzle_services.public_start(puzzle))
    )
    line_names = {**names, **board_names(start, replace(hidden, seen=seen_at_start))}
    board, problem = _board(view.document)
    choices = ReaderChoices()
    if view.pending is None and view.status == "open":
        choices = reader_choices(puzzle, key, state, hidden, names, full)
    return SolvePanel(
        puzzle=puzzle,
        view=view,
        board=board,
        problem=problem,
        hidden=_hidden_zones(view.document, names),
        picker=choices.picker,
        moves=tuple(line_moves(view.log, line_names, puzzle.solver)),
        solution=(
            tuple(describe_action(step, line_names) for step in view.solution)
            if view.solution is not None
            else None
        ),
        pending=_pending(view.pending, names),
        hints=tuple(
            stored_html(rendered, hint)
            for hint, rendered in zip(view.hints, _rendered_hints(puzzle, view.hints), strict=True)
        ),
        pools=_pools(view.document, names),
        stack=_stack(view.document, names),
        sources=choices.sources,
        plans=choices.plans,
        lost=_lost_text(view.lost_after, names, puzzle.solver),
        suggestion=_suggestion_text(view, names),
        certificate=_certificate(puzzle) if view.solution is not None else None,
        solved_by_engine=(
            not puzzle.solution and certificates.stored_verdict(puzzle) == Verdict.SOLVED
        ),
    )


@dataclass(frozen=True)
class ReaderChoices:
    """What the reader may do now: the picker narrowed to their options (None: no option), their
    untapped mana sources and how each option's mana is paid (option key: words)."""

    picker: Picker | None = None
    sources: tuple[ManaSourceView, ...] = ()
    plans: Mapping[str, str] = field(default_factory=dict)


# Issue 29: a puzzle page's picker is engine work (the legal actions, their targets, the mana
# each one taps) on every GET; it depends only on the reader's board and the puzzle, so it is kept
# in the shared cache. Every new reader shares the opening position's entry (a stream of new
# readers, junk query strings included, costs no engine work for it after the first); a reader
# further on has the entry of their position (a reload, the page after a move's redirect).
CHOICES_CACHE_SECONDS = puzzle_services.OPENING_CACHE_SECONDS


def reader_choices(
    puzzle: Puzzle,
    key: str,
    state: engine.GameState,
    hidden: Hidden,
    names: Mapping[str, str],
    document: Mapping[str, Any] | None = None,
) -> ReaderChoices:
    """The reader's choices on ``state`` (their board now; ``document``: its dump, when the
    caller has it), from the shared cache when an earlier page computed them for the same
    position of the same puzzle."""
    document = document if document is not None else engine.dump(state)
    cache_key = _choices_key(puzzle, document)
    kept = cache.get(cache_key)
    if kept is not None:
        return _choices_from_json(kept)
    picker = _reader_picker(puzzle, key, state, hidden)
    available = mana_sources(state, puzzle.solver) if picker is not None else []
    choices = ReaderChoices(
        picker=picker,
        sources=tuple(
            ManaSourceView(s.object, f"{hidden.scrub(s.card)} ({_ways_text(s.ways)})")
            for s in available
        ),
        plans=_plans(state, picker, names, available) if picker is not None else {},
    )
    cache.set(cache_key, _choices_to_json(choices), CHOICES_CACHE_SECONDS)
    return choices


def _choices_key(puzzle: Puzzle, document: Mapping[str, Any]) -> str:
    """What the choices are computed from: the puzzle's opening key (its revision, start board,
    goal, solver, scripted answers, engine version), what the reader is shown of hidden zones
    (the labels are scrubbed by it), the reader's whole board, and the picker's layout."""
    made_of = [
        puzzle_services.opening_key(puzzle),
        engine.ENGINE_VERSION,
        puzzle.visible,
        document,
        PICKER_LAYOUT,
    ]
    encoded = json.dumps(made_of, sort_keys=True, default=str).encode()
    return f"puzzle-choices:{hashlib.sha256(encoded).hexdigest()[:32]}"


def _choices_to_json(choices: ReaderChoices) -> dict[str, Any]:
    return {
        "picker": picker_to_json(choices.picker) if choices.picker is not None else None,
        "sources": [[s.id, s.label] for s in choices.sources],
        "plans": dict(choices.plans),
    }


def _choices_from_json(kept: Mapping[str, Any]) -> ReaderChoices:
    return ReaderChoices(
        picker=picker_from_json(kept["picker"]) if kept["picker"] is not None else None,
        sources=tuple(ManaSourceView(str(i), str(label)) for i, label in kept["sources"]),
        plans={str(k): str(v) for k, v in kept["plans"].items()},
    )


def _certificate(puzzle: Puzzle) -> CertificateView | None:
    """The certificate as a reader may see it: a sentence naming a card of the starting board
    that the reader's board doesn't show becomes "(hidden information)"."""
    full = start_document(puzzle.scenario)
    hidden = Hidden(_names(full) - _names(puzzle_services.public_start(puzzle)))
    return certificates.certificate_view(puzzle, scrub=hidden.scrub)


def _ways_text(ways: Sequence[Any]) -> str:
    return " or ".join("".join(f"{{{m}}}" for m in way.mana) for way in ways)


def _plans(
    state: engine.GameState,
    picker: Picker,
    names: Mapping[str, str],
    available: Sequence[Source],
) -> dict[str, str]:
    """For each option with a mana cost, the lands its automatic payment taps (X = 0)."""
    plans = {}
    for group in picker.groups:
        for section in group.sections:
            for option in section.options:
                if mana_cost_of(state, option.action) is None:
                    continue
                plan = tapping_plan(state, option.action, available=available)
                if plan is not None:
                    tapped = ", ".join(names.get(o, o) for o in plan.objects)
                    more = " (with X = 0; a bigger X taps more)" if option.x else ""
                    plans[option.key] = f"pays by tapping {tapped}{more}"
                else:
                    problem = tapping_plans_problem(state, option.action)
                    plans[option.key] = problem or "pays from the mana pool"
    return plans


def _pools(document: Mapping[str, Any], names: Mapping[str, str]) -> tuple[PoolView, ...]:
    """Each player's mana pool (106.4): what the reader may still spend this step."""
    pools = []
    for player in document.get("players", []):
        pool = player.get("mana_pool") or {}
        mana = tuple(f"{{{m}}}" for m in MANA_TYPES for _ in range(int(pool.get(m, 0) or 0)))
        pools.append(PoolView(names.get(str(player["id"]), str(player["id"])), mana))
    return tuple(pools)


def _stack(document: Mapping[str, Any], names: Mapping[str, str]) -> tuple[StackItemView, ...]:
    """The stack, top first: each spell or ability with X and its targets (601.2b-c)."""
    items = []
    for obj in reversed(document.get("stack") or []):
        info = obj.get("stack_info") or {}
        kind = str(info.get("kind", "spell"))
        card = str(obj.get("card", ""))
        named = names.get(str(obj.get("id")), card)
        # object_names names an ability as one ("Shock's triggered ability"); a bare card name
        # (a board the engine can't read) is made one here (113.1: not its card).
        label = named if kind == "spell" or named != card else f"{card}’s {kind} ability"
        x_value = info.get("x")
        owner = str(obj.get("controller") or obj.get("owner") or "")
        items.append(
            StackItemView(
                label=label,
                controller=names.get(owner, owner),
                x=int(x_value) if x_value is not None else None,
                targets=tuple(names.get(str(t), str(t)) for t in info.get("targets") or ()),
            )
        )
    return tuple(items)


def _lost_text(
    steps: Sequence[Mapping[str, Any]] | None, names: Mapping[str, str], solver: str
) -> str:
    """The opponent's answer in the move after which no line wins, in words."""
    if steps is None:
        return ""
    answers = []
    searched = next((s["answer"] for s in steps if "answer" in s), None)
    for step in steps:
        if "answer" in step:
            continue
        if not step.get("opponent"):
            for d in step.get("decisions") or ():
                if d.get("decider") != solver:
                    answers.append(
                        f"{names.get(str(d['decider']), d['decider'])} chooses {d['label']}"
                    )
            continue
        actor = names.get(str(step.get("actor", "")), str(step.get("actor", "")))
        answers.append(_answer_words(actor, step.get("action") or {}, names))
    if not answers and searched is not None:
        actor = names.get(str(searched["actor"]), str(searched["actor"]))
        if searched.get("action"):
            answers.append(_answer_words(actor, searched["action"], names))
        else:
            answers.append(f"{actor} chooses {searched['label']}")
    answer = "; ".join(a for a in answers if a)
    text = "No line wins from here against every answer"
    return f"{answer}: {text[0].lower()}{text[1:]}." if answer else f"{text}."


def _answer_words(actor: str, action: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """ "Bob blocks Grizzly Bears with Young Wolf", "Bob attacks you with Hill Giant"."""
    kind = action.get("type")
    if kind == "block":
        pairs = (action.get("blockers") or {}).items()
        if not pairs:
            return f"{actor} doesn’t block"
        return "; ".join(
            f"{actor} blocks {names.get(str(a), str(a))} with {names.get(str(b), str(b))}"
            for b, a in pairs
        )
    if kind == "attack":
        pairs = (action.get("attackers") or {}).items()
        if not pairs:
            return f"{actor} doesn’t attack"
        return "; ".join(
            f"{actor} attacks {names.get(str(d), str(d))} with {names.get(str(c), str(c))}"
            for c, d in pairs
        )
    return f"{actor}: {describe_action(action, names)}"


def _suggestion_text(view: SolveView, names: Mapping[str, str]) -> str:
    if view.suggestion is None:
        return f"No suggestion: {view.suggestion_note}." if view.suggestion_note else ""
    move = {k: v for k, v in view.suggestion.items() if k not in ("payment", "choices")}
    return f"Try this: {describe_action(move, names)}."


def _ability_names(state: engine.GameState) -> dict[str, str]:
    """Ability texts keyed like ``ability_key``, for ``describe_action``; a mana ability's
    key ends in "!" too, so that its move reads "Tap Swamp for mana"."""
    found = {}
    for key, (text, mana) in ability_texts(state).items():
        found[key] = text
        if mana:
            found[f"{key}!"] = text
    return found


def do_solve(
    puzzle: Puzzle,
    key: str,
    action: Mapping[str, Any],
    choices: Sequence[str] = (),
    *,
    lands: Sequence[str] = (),
    payment: Sequence[Mapping[str, Any]] | None = None,
) -> SolvePanel:
    """The reader's action (with its answers so far); the panel after the opponent's reply.
    Its mana is paid from untapped lands: the ``lands`` the reader picked, else the automatic
    plan (``engine.puzzle.autopay``); ``payment``: the plan already made (answering a
    decision of the same move)."""
    action = {k: v for k, v in action.items() if k not in ("free", "choices", "payment")}
    if payment is None:
        state = puzzle_services.reader_state(puzzle, key)
        plan = tapping_plan(state, action, sources=list(lands) if lands else None)
        if plan is None and lands and mana_cost_of(state, action) is not None:
            names = object_names(engine.dump(state))
            picked = ", ".join(names.get(land, land) for land in lands)
            view = puzzle_services.reader_progress(puzzle, key)
            error = f"tapping {picked} can’t pay for this: pick other lands, or none to pay automatically"
            return solve_panel(puzzle, key, replace(view, error=error))
        payment = plan.steps() if plan is not None else []
    view = puzzle_services.do_solve_action(puzzle, key, action, choices, payment)
    return solve_panel(puzzle, key, view)


def do_take_back(puzzle: Puzzle, key: str) -> SolvePanel:
    return solve_panel(puzzle, key, puzzle_services.do_take_back(puzzle, key))


def do_suggest(puzzle: Puzzle, key: str) -> SolvePanel:
    return solve_panel(puzzle, key, puzzle_services.do_suggest_move(puzzle, key))


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
        # What a judge's action may name (every object of every zone, by name) is no reader's:
        # left out, it is neither shown nor kept in the cache (``reader_choices``).
        board=NO_BOARD_CHOICES,
    )


def _scrub_option(option: PickerOption, hidden: Hidden) -> PickerOption:
    targets = tuple(
        replace(
            slot,
            candidates=tuple(replace(c, label=hidden.scrub(c.label)) for c in slot.candidates),
            refused=tuple(replace(c, label=hidden.scrub(c.label)) for c in slot.refused),
        )
        for slot in option.targets
    )
    delve = tuple(replace(c, label=hidden.scrub(c.label)) for c in option.delve)
    return replace(
        option, label=hidden.scrub(_reader_label(option)), targets=targets, delve=delve, costs=False
    )


def _reader_label(option: PickerOption) -> str:
    """A mana ability as the reader taps it: "Tap Swamp for {B}", not its cost."""
    card, _, text = option.label.partition(": ")
    if option.kind == "activate" and text.startswith("{T}: ") and "Add {" in text:
        return _tap_for(card, text)
    return option.label


def _tap_for(card: str, text: str) -> str:
    """ "Tap Swamp for {B}" from the mana ability "{T}: Add {B}." (plain words, issue 18)."""
    return f"Tap {card} for {_after_cost(text).removeprefix('Add ')}"


def _scrub_declarer(declarer: Declarer, hidden: Hidden) -> Declarer:
    choices = tuple(replace(c, label=hidden.scrub(c.label)) for c in declarer.choices)
    return replace(declarer, label=hidden.scrub(declarer.label), choices=choices)


def _hidden_zones(document: Mapping[str, Any], names: Mapping[str, str]) -> tuple[HiddenZone, ...]:
    zones = []
    for player, counts in (document.get("hidden") or {}).items():
        for count_key, zone in ZONE_NAMES.items():
            if counts.get(count_key):
                zones.append(HiddenZone(names.get(player, player), zone, int(counts[count_key])))
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
        payment=tuple(dict(p) for p in pending.get("payment") or ()),
    )


# --- words for actions and lines (also the author's page) --------------------------------------


def object_names(document: Mapping[str, Any], hidden: Hidden | None = None) -> dict[str, str]:
    """Player and object ids to names, for describing actions; hidden cards stay unnamed."""
    hidden = hidden or Hidden()
    names = {str(p.get("id")): str(p.get("name") or p.get("id")) for p in document["players"]}
    for obj in _objects(document):
        card = str(obj.get("card", ""))
        names[str(obj.get("id"))] = "a hidden card" if card in hidden.names else card
    try:
        state = engine.load(dict(document))
        # Same-named cards are told apart by the one naming rule (engine.rules.names), from the
        # other objects the reader sees only.
        labels = (
            labels_seen(state, hidden.seen)
            if hidden.seen is not None
            else {o.id: object_label(state, o) for o in state.objects}
        )
        names.update(
            (i, label) for i, label in labels.items() if names.get(i) not in (None, "a hidden card")
        )
        abilities = _ability_names(state)
        names.update(
            (k, v) for k, v in abilities.items() if names.get(k.split("#")[0]) != "a hidden card"
        )
    except engine.EngineError:
        pass  # a board the engine can't read: moves name abilities without their text
    return names


def board_names(document: Mapping[str, Any], hidden: Hidden | None = None) -> dict[str, str]:
    """``object_names``, kept in the shared cache (issue 29): naming every object of a board
    is engine work (the board loaded, each object told apart from its namesakes, each ability's
    text), and every new reader of a puzzle's page names the same boards (the start, the
    opening position). Keyed by the board, what the reader sees of it (the hidden names, the
    objects seen, their relabels) and the engine version."""
    hidden = hidden or Hidden()
    seen = None if hidden.seen is None else sorted(hidden.seen)
    made_of = [
        engine.ENGINE_VERSION,
        sorted(hidden.names),
        seen,
        [list(pair) for pair in hidden.relabels],
        document,
    ]
    encoded = json.dumps(made_of, sort_keys=True, default=str).encode()
    cache_key = f"puzzle-names:{hashlib.sha256(encoded).hexdigest()[:32]}"
    kept = cache.get(cache_key)
    if kept is None:
        kept = object_names(document, hidden)
        cache.set(cache_key, kept, CHOICES_CACHE_SECONDS)
    return dict(kept)


def describe_action(action: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """A solution step or a move in words: "Cast Lightning Bolt targeting Bob"."""
    kind = str(action.get("type", ""))

    def name(some_id: Any) -> str:
        return names.get(str(some_id), str(some_id))

    obj = name(action.get("object", ""))
    if kind == "cast":
        text = f"Cast {obj}"
        if action.get("face_down"):
            text += " face down (morph, 702.37c)"
        if action.get("targets"):
            text += f" targeting {', '.join(name(t) for t in action['targets'])}"
        if "x" in action:
            text += f" with X = {action['x']}"
        if action.get("delve"):
            text += f", exiling {', '.join(name(c) for c in action['delve'])} for delve"
        return text
    if kind == "activate":
        ability = ability_key(str(action.get("object", "")), int(action.get("ability", 0) or 0))
        if f"{ability}!" in names:  # said by what it does: "Tap Swamp for {B}"
            return _tap_for(obj, names[ability])
        # The ability's own text when the names carry it, else read from the definition.
        text = f"Activate {obj}: {names[ability]}" if ability in names else ""
        text = text or activation_words(obj, int(action.get("ability", 0) or 0), obj)
        if "x" in action:
            text += f" with X = {action['x']}"
        if action.get("targets"):
            text += f" targeting {', '.join(name(t) for t in action['targets'])}"
        return text
    if kind == "play_land":
        return f"Play {obj}"
    if kind == "turn_face_up":
        return f"Turn {obj} face up"  # a special action (116.2b, 702.37e)
    if kind == "resolve":
        return "All players pass: the top of the stack resolves"
    if kind == "advance":
        where = step_label(str(action["to"])) if action.get("to") else "next step"
        return (
            f"Pass: go to the {where}{' of the next turn' if action.get('turn') == 'next' else ''}"
        )
    if kind in ("attack", "block"):
        return _describe_declaration(kind, action, name)
    return kind.replace("_", " ").capitalize()


def _after_cost(text: str) -> str:
    """ "{T}: Add {B}." as "Add {B}"."""
    effect = text.split(": ", 1)[-1]
    return effect.rstrip(".")


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
        note = str(step.get("note") or "")
        if note.startswith("adds ") and (step.get("action") or {}).get("type") == "activate":
            obj = (step.get("action") or {}).get("object", "")
            label = f"Tap {names.get(str(obj), str(obj))} for {note.removeprefix('adds ')}"
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


def _rendered_hints(puzzle: Puzzle, hints: Sequence[str]) -> list[str]:
    """The stored rendering of each revealed hint ("" where none was stored: rendered now)."""
    stored = [str(h) for h in (puzzle.hints_html or [])]
    if len(stored) != len(puzzle.hints or []):
        stored = []
    return [stored[i] if i < len(stored) else "" for i in range(len(hints))]
