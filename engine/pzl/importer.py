"""`to_scenario(puzzle, lookup)`: a Forge puzzle as an engine scenario document, plus a report.

Player A is the solver (`human`/`p0`), player B the opponent (`ai`/`p1`). Whatever the engine
can't model yet (precast, putonstack, ExecuteScript, ability<Name>, chosen colours...) is kept
verbatim under `document["puzzle"]["forge"]`, so that `from_scenario` writes it back and an
import, export and import again gives the same document; such puzzles are "partially automated".
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from engine.cards.registry import REGISTRY, fallback_definition
from engine.core.version import DOCUMENT_VERSION
from engine.game.automation import is_automated
from engine.pzl.cardrecords import card_name_index, characteristics_from_record
from engine.pzl.model import (
    CardEntry,
    CounterList,
    Puzzle,
    StateField,
    TokenSpelling,
    value_text,
)
from engine.pzl.text import counters_of
from engine.pzl.tokens import legacy_token, script_token
from engine.pzl.vocabulary import (
    GOALS,
    HARMLESS_MODIFIERS,
    MODELED_MODIFIERS,
    PHASE_STEPS,
    SOURCE,
    ModifierKind,
    player_reference,
)
from engine.rules.keywords import IMPLEMENTED

ENGINE = "engine"  # what a lookup returns for a card the engine defines
Lookup = Callable[[str], "str | Mapping[str, Any] | None"]
PLAYER_IDS = ("A", "B")
PLAYER_NAMES = ("Solver", "Opponent")
MODELED_ZONES = ("library", "hand", "graveyard", "battlefield", "exile", "command")
ADVANCE = "activephaseadvance"  # Forge plays on from `activephase` to this phase
ATTACK_STEPS = frozenset(
    {
        "declare_attackers",
        "declare_blockers",
        "first_strike_damage",
        "combat_damage",
        "end_of_combat",
    }
)
CHARACTERISTIC_KEYS = (
    "types",
    "subtypes",
    "supertypes",
    "power",
    "toughness",
    "loyalty",
    "colors",
    "mana_cost",
    "keywords",
    "oracle_text",
)
_MANA_SYMBOL = re.compile(r"^[WUBRGC]$")
_SIGNED_COUNTER = re.compile(r"^([PM])(\d+)([PM])(\d+)$")


def engine_lookup(name: str) -> str | None:
    """The lookup that knows only the engine's own card definitions."""
    return ENGINE if REGISTRY.get(name) is not None else None


def records_lookup(records: Iterable[Mapping[str, Any]]) -> Lookup:
    """The lookup of a card file: the engine's own definitions first, then the records (every
    spelling `card_name_index` knows) as inline characteristics."""
    index = card_name_index(records)

    def lookup(name: str) -> str | Mapping[str, Any] | None:
        if REGISTRY.get(name) is not None:
            return ENGINE
        record = index.get(name.casefold())
        return characteristics_from_record(record, name) if record is not None else None

    return lookup


@dataclass(frozen=True)
class ImportReport:
    """What the engine can't play of a puzzle: cards it doesn't know or doesn't automate, and
    features kept verbatim but not modeled. `ignored` lists what Forge itself ignores and what the
    import leaves out (a credit URL that is not an http or https link)."""

    unknown_cards: tuple[str, ...] = ()
    non_automated_cards: tuple[str, ...] = ()
    unmodeled: tuple[str, ...] = ()
    ignored: tuple[str, ...] = ()

    @property
    def automation(self) -> str:
        complete = not (self.unknown_cards or self.non_automated_cards or self.unmodeled)
        return "automated" if complete else "partially automated"

    def to_json(self) -> dict[str, Any]:
        return {
            "automation": self.automation,
            "unknown_cards": list(self.unknown_cards),
            "non_automated_cards": list(self.non_automated_cards),
            "unmodeled": list(self.unmodeled),
            "ignored": list(self.ignored),
        }


@dataclass
class _Import:
    puzzle: Puzzle
    lookup: Lookup
    step: str
    forge_ids: dict[int, str] = field(default_factory=dict)
    unknown: set[str] = field(default_factory=set)
    non_automated: set[str] = field(default_factory=set)
    unmodeled: set[str] = field(default_factory=set)
    ignored: set[str] = field(default_factory=set)
    verbatim_objects: dict[str, dict[str, Any]] = field(default_factory=dict)
    attackers: dict[str, str] = field(default_factory=dict)
    mana_pools: set[int] = field(default_factory=set)  # players whose manapool line is modeled
    generated: int = 0
    advanced: bool = False  # `activephaseadvance` is modeled (`_advance_to_blockers`)

    def report(self) -> ImportReport:
        return ImportReport(
            *(
                tuple(sorted(d))
                for d in (self.unknown, self.non_automated, self.unmodeled, self.ignored)
            )
        )


def to_scenario(
    puzzle: Puzzle, lookup: Lookup = engine_lookup
) -> tuple[dict[str, Any], ImportReport]:
    """The scenario document (`engine.load` accepts it) and what the engine can't automate."""
    state = puzzle.state
    work = _Import(puzzle, lookup, PHASE_STEPS[state.active_phase])
    zones = {(p, zone): state.zone(p, zone) for p in (0, 1) for zone in MODELED_ZONES}
    ids = {key: [_object_id(work, entry) for entry in entries] for key, entries in zones.items()}
    players = []
    for p in (0, 1):
        player = _player(work, p)
        for zone in MODELED_ZONES:
            player[zone] = [
                _object(work, entry, oid, p, zone)
                for entry, oid in zip(zones[p, zone], ids[p, zone], strict=True)
            ]
        players.append(player)
    if _removes_summoning_sickness(puzzle):
        for obj in (o for player in players for o in player["battlefield"]):
            obj.pop("summoning_sick", None)
    _advance_to_blockers(work, players)
    forge = _forge_block(work)
    if puzzle.metadata.url is not None and credit_url(puzzle.metadata.url) is None:
        work.ignored.add("URL: only http and https links are kept")
    report = work.report()
    document: dict[str, Any] = {
        "version": DOCUMENT_VERSION,
        "format": "two_player",
        "seed": 0,
        "turn": {
            "number": state.turn,
            "active_player": PLAYER_IDS[state.active_player],
            "step": work.step,
        },
        "players": players,
    }
    if work.attackers:
        document["combat"] = {"attackers": work.attackers}
        document["effects"] = attack_history(work.attackers, PLAYER_IDS[state.active_player])
    document["puzzle"] = _puzzle_block(puzzle, report, forge)
    return document, report


# --- players -------------------------------------------------------------------------------------


def _player(work: _Import, p: int) -> dict[str, Any]:
    state = work.puzzle.state
    life = state.get("life", p)
    player: dict[str, Any] = {
        "id": PLAYER_IDS[p],
        "name": PLAYER_NAMES[p],
        "life": life if isinstance(life, int) else 20,
        "poison": 0,
    }
    counters = state.get("counters", p)
    if isinstance(counters, CounterList):
        for counter in counters.counters:
            if counter.kind.upper() == "POISON":
                player["poison"] = max(counter.count, 0)
            elif counter.count > 0:
                player.setdefault("counters", {})[counter.kind.lower()] = counter.count
    pool = state.get("manapool", p)
    if isinstance(pool, str) and pool:
        symbols = pool.upper().split()
        if all(_MANA_SYMBOL.match(s) for s in symbols):
            player["mana_pool"] = {s: symbols.count(s) for s in dict.fromkeys(symbols)}
            work.mana_pools.add(p)
    return player


def _removes_summoning_sickness(puzzle: Puzzle) -> bool:
    value = puzzle.state.get("removesummoningsickness")
    return isinstance(value, str) and value.strip().lower() == "true"


# --- objects -------------------------------------------------------------------------------------


def _object_id(work: _Import, entry: CardEntry) -> str:
    modifier = entry.first(ModifierKind.ID)
    if modifier is not None and modifier.value is not None:
        forge_id = int(modifier.value)
        work.forge_ids[forge_id] = f"id{forge_id}"
        return f"id{forge_id}"
    work.generated += 1
    return f"o{work.generated}"


def _object(work: _Import, entry: CardEntry, oid: str, p: int, zone: str) -> dict[str, Any]:
    obj: dict[str, Any] = {"id": oid}
    _identity(work, entry, obj)
    verbatim: list[str] = []
    for modifier in entry.modifiers:
        kind = modifier.kind
        if kind is None:
            work.ignored.add(f"modifier {modifier.text()!r} on {_label(entry)} (Forge ignores it)")
            verbatim.append(modifier.text())
        elif kind is ModifierKind.ATTACKING:
            if not _attack(work, obj, modifier.value, p, zone):
                reason = f"no attack in the {work.step} step"
                work.unmodeled.add(f"{_label(entry)}|{modifier.text()} ({reason})")
                verbatim.append(modifier.text())
        elif kind in MODELED_MODIFIERS:
            if not _apply_modeled(work, obj, kind, modifier.value, p):
                verbatim.append(modifier.text())
        else:
            verbatim.append(modifier.text())
            if kind not in HARMLESS_MODIFIERS:
                work.unmodeled.add(f"{_label(entry)}|{modifier.text()}")
    info: dict[str, Any] = {}
    if entry.token is not None:
        info["token"] = f"{entry.token.value}{entry.name}"
    if verbatim:
        info["modifiers"] = verbatim
    if info:
        work.verbatim_objects.setdefault(oid, {}).update(info)
    return obj


def _identity(work: _Import, entry: CardEntry, obj: dict[str, Any]) -> None:
    """The object's card name, token flag and inline characteristics, and how automated it is."""
    if entry.token is not None:
        facts = (
            legacy_token(entry.name)
            if entry.token is TokenSpelling.LEGACY
            else script_token(entry.name)
        )
        obj.update(card=facts.name, token=True, characteristics=facts.characteristics)
        label = f"{facts.name} (token {entry.token.value}{entry.name})"
        if not facts.recognized:
            work.unknown.add(label)
        elif facts.unmodeled or not _keywords_implemented(facts.characteristics):
            work.non_automated.add(label)
        return
    obj["card"] = entry.name
    found = work.lookup(entry.name)
    definition = REGISTRY.get(entry.name) if found == ENGINE else None
    if isinstance(found, Mapping):
        obj["characteristics"] = {k: found[k] for k in CHARACTERISTIC_KEYS if k in found}
        # Forge names a card with two faces by one face ("Brazen Borrower"); the engine files
        # its definition under the card's whole name ("Brazen Borrower // Petty Theft", 709.4,
        # 712, 715). The document uses that name, the face named is the face up, and the name
        # Forge wrote is kept for the export.
        full_name = str(found.get("card_name") or entry.name)
        if full_name != entry.name and fallback_definition(full_name) is not None:
            obj["card"] = full_name
            work.verbatim_objects.setdefault(str(obj["id"]), {})["name"] = entry.name
            if found.get("face_index"):
                obj["face"] = int(found["face_index"])
        # A definition compiled from the card's Oracle text (engine.oracle, when a card
        # database is known) is what the engine plays: automated if it covers the whole card.
        compiled = fallback_definition(str(obj["card"]))
        if compiled is None or not is_automated(compiled):
            work.non_automated.add(entry.name)
    elif definition is not None:
        if not is_automated(definition):
            work.non_automated.add(entry.name)
    else:
        obj["characteristics"] = {}
        work.unknown.add(entry.name)


def _keywords_implemented(characteristics: Mapping[str, Any]) -> bool:
    return all(str(k).lower() in IMPLEMENTED for k in characteristics.get("keywords", ()))


# A creature type's spelling (205.3m: one capitalized word; Time Lord is the only two-word one).
_CREATURE_TYPE_WORD = re.compile(r"[A-Z][a-z'-]+|Time Lord")


def _apply_modeled(
    work: _Import, obj: dict[str, Any], kind: ModifierKind, value: str | None, p: int
) -> bool:
    """Set the object field a modeled modifier stands for. False keeps the modifier verbatim
    too: `IsToken` (a card, not a token script), a qualifier such as `FaceDown:Manifested`, or
    an attachment to no card."""
    if kind is ModifierKind.TAPPED:
        obj["tapped"] = True
    elif kind is ModifierKind.SUMMON_SICK:
        obj["summoning_sick"] = True
    elif kind is ModifierKind.IS_TOKEN:
        obj["token"] = True
        return False
    elif kind is ModifierKind.IS_COMMANDER:
        obj["commander"] = True
    elif kind is ModifierKind.DAMAGE:
        obj["damage"] = max(int(value or 0), 0)
    elif kind is ModifierKind.COUNTERS:
        counters = obj.setdefault("counters", {})
        for counter in counters_of(value or ""):
            name = engine_counter_name(counter.kind)
            if counter.count > 0:
                counters[name] = counters.get(name, 0) + counter.count
        if not counters:
            del obj["counters"]
    elif kind in (ModifierKind.FACE_DOWN, ModifierKind.PHASED_OUT):
        obj["face_down" if kind is ModifierKind.FACE_DOWN else "phased_out"] = True
        return value is None
    elif kind is ModifierKind.TRANSFORMED:
        # A transformed double-faced permanent has its back face up (712.8e); the engine models
        # that for a card whose definition has two faces.
        definition = fallback_definition(str(obj["card"])) or REGISTRY.get(str(obj["card"]))
        if definition is None or len(definition.faces) != 2:
            work.unmodeled.add(f"{obj['card']}|{kind.value}")
            return False
        obj["face"] = 1
    elif kind is ModifierKind.OWNER:
        owner = PLAYER_IDS[player_reference(value or "") or 0]
        if owner != PLAYER_IDS[p]:
            obj["owner"] = owner
    elif kind is ModifierKind.CHOSEN_TYPE:
        # "You chose Angel as it entered" (Arcane Adaptation|ChosenType:Angel): the creature
        # type chosen as the permanent entered (614.12a), kept where the engine keeps it.
        if not _CREATURE_TYPE_WORD.fullmatch(value or ""):
            work.unmodeled.add(f"{obj['card']}|{kind.value}:{value}")
            return False
        obj.setdefault("chosen", {})["creature_type"] = value
    elif kind is ModifierKind.ENCHANTING_PLAYER:
        obj["attached_to"] = PLAYER_IDS[player_reference(value or "") or 0]
    elif kind in (ModifierKind.ATTACHED_TO, ModifierKind.ATTACHING):
        target = work.forge_ids.get(int(value or 0))
        if target is None:
            work.ignored.add(f"{obj['card']}|{kind.value}:{value} names no card")
            return False
        obj["attached_to"] = target
    return True


def engine_counter_name(forge_name: str) -> str:
    """P1P1 -> "+1/+1", M1M1 -> "-1/-1", P1P0 -> "+1/+0", LOYALTY -> "loyalty", others lowercased."""
    signed = _SIGNED_COUNTER.match(forge_name.upper())
    if signed:
        power_sign, power, toughness_sign, toughness = signed.groups()
        sign = {"P": "+", "M": "-"}
        return f"{sign[power_sign]}{power}/{sign[toughness_sign]}{toughness}"
    return forge_name.lower()


def _attack(work: _Import, obj: dict[str, Any], value: str | None, p: int, zone: str) -> bool:
    """`Attacking[:<id>]` in a combat step: the creature attacks the opponent (or that object)."""
    if (
        work.step not in ATTACK_STEPS
        or zone != "battlefield"
        or p != work.puzzle.state.active_player
    ):
        return False
    defender = PLAYER_IDS[1 - p] if value is None else work.forge_ids.get(int(value))
    if defender is None:
        return False
    work.attackers[obj["id"]] = defender
    return True


def attack_history(attackers: Mapping[str, str], active: str) -> list[dict[str, Any]]:
    """What declaring these attackers leaves in the turn's history (514.2 ends it): each
    creature attacked (boast, 702.142a) and the active player attacked (raid,
    engine.mechanics.turn_history). Forge registers an `Attacking` creature as declared, and the
    modeled advance declares them (508.1), so the document remembers it like the engine does."""
    records: list[dict[str, Any]] = [
        {
            "id": f"attacked_{oid}",
            "kind": "creature_attacked",
            "controller": active,
            "params": {"object": oid, "timestamp": 0},
            "duration": "end_of_turn",
        }
        for oid in attackers
    ]
    records.append(
        {
            "id": "history_attacked",
            "kind": "turn_history",
            "controller": active,
            "params": {"event": "attacked", "player": active},
            "duration": "end_of_turn",
        }
    )
    return records


# Where the advance to the declare blockers step can start: no step between it and the
# declaration has a turn-based action but the declaration itself (505, 507.1, 508.1).
_ADVANCE_FROM = frozenset({"precombat_main", "beginning_of_combat"})


def _advance_to_blockers(work: _Import, players: list[dict[str, Any]]) -> None:
    """`activephaseadvance=COMBAT_DECLARE_BLOCKERS` from the first main phase: Forge plays on
    from the position to the declare blockers step without giving priority on the way, its
    active player declaring attackers (MTGP_02: "they have attacked with 5 Construct tokens!
    It's their declare blockers step"). The engine plays the same way: on to the declare
    attackers step (507, 508), every creature of the active player that can attack (508.1a)
    attacks the defending player (508.1b) and becomes tapped unless it has vigilance (508.1f,
    702.20b), then on to the declare blockers step (509), where the defending player declares
    blockers. The advance is modeled only when that is all that happens: nothing triggers on
    the way (a beginning of combat or attack trigger, 507.1, 508.1m, would need its choices and
    its resolution, which Forge's AI made), no attack cost or declaration choice is asked
    (508.1g-h), the declaration is legal as a whole (508.1c-d) and someone attacks; otherwise
    the line stays verbatim and unmodeled."""
    state = work.puzzle.state
    target = state.get(ADVANCE)
    if not isinstance(target, str) or target.strip().upper() != "COMBAT_DECLARE_BLOCKERS":
        return
    if work.step not in _ADVANCE_FROM or work.attackers:
        return
    # Creatures the puzzle already says attack (and whom): Forge's own declaration, not this one.
    listed = (e for p in (0, 1) for e in state.zone(p, "battlefield"))
    if any(entry.has(ModifierKind.ATTACKING) for entry in listed):
        return
    active, defending = PLAYER_IDS[state.active_player], PLAYER_IDS[1 - state.active_player]
    document = {
        "version": DOCUMENT_VERSION,
        "format": "two_player",
        "seed": 0,
        "turn": {"number": state.turn, "active_player": active, "step": work.step},
        "players": players,
    }
    declared = _declared_attack(document, active, defending)
    if declared is None:
        return
    attackers, tapped = declared
    for obj in (o for player in players for o in player["battlefield"]):
        if obj["id"] in tapped:
            obj["tapped"] = True
    work.attackers.update(attackers)
    work.step = "declare_blockers"
    work.advanced = True


def _declared_attack(
    document: dict[str, Any], active: str, defending: str
) -> tuple[dict[str, str], set[str]] | None:
    """Play the advance in the engine: the attackers and the permanents tapped once the declare
    blockers step begins, or None when anything but the declaration happens on the way."""
    # The engine's game layer, imported here: the importer is a layer below it otherwise.
    from engine.core.errors import EngineError
    from engine.core.state import GameState, Zone
    from engine.document.codec import load
    from engine.game.play import Result, apply
    from engine.rules.characteristics import chars
    from engine.rules.combat.restrictions import why_cant_attack

    def quiet(result: Result) -> bool:
        after = result.state
        return (
            result.pending is None
            and not after.pending_triggers
            and not after.zone(Zone.STACK)
            and not any(p.lost or p.won for p in after.players)
        )

    try:
        before: GameState = load(copy.deepcopy(document))
        combat = apply(before, {"type": "advance", "to": "declare_attackers"})
        if not quiet(combat) or combat.state.turn.step.value != "declare_attackers":
            return None
        at_declaration = combat.state
        attackers = {
            obj.id: defending
            for obj in at_declaration.battlefield
            if obj.controller == active
            and chars(at_declaration, obj).is_type("Creature")
            and why_cant_attack(at_declaration, obj.id) is None
        }
        if not attackers:
            return None
        attack = apply(at_declaration, {"type": "attack", "attackers": attackers})
        if not quiet(attack):
            return None
        blockers = apply(attack.state, {"type": "advance"})
        if not quiet(blockers) or blockers.state.turn.step.value != "declare_blockers":
            return None
    except EngineError:
        return None
    tapped = {
        obj.id
        for obj in blockers.state.battlefield
        if obj.tapped and not before.object(obj.id).tapped
    }
    return attackers, tapped


def _label(entry: CardEntry) -> str:
    return f"{entry.token.value}{entry.name}" if entry.token else entry.name


# --- what is kept verbatim -----------------------------------------------------------------------


def _forge_block(work: _Import) -> dict[str, Any]:
    puzzle = work.puzzle
    global_lines: list[list[str]] = []
    player_lines: dict[str, list[list[str]]] = {"A": [], "B": []}
    for line in puzzle.state.fields:
        _keep_state_line(work, line, global_lines, player_lines)
    forge: dict[str, Any] = {}
    comments = {
        "preamble": [c.text for c in puzzle.preamble],
        "metadata": [c.text for c in puzzle.metadata.comments],
        "state": [c.text for c in puzzle.state.comments],
    }
    if any(comments.values()):
        forge["comments"] = {k: v for k, v in comments.items() if v}
    if puzzle.metadata.extra:
        forge["metadata"] = [[f.key, f.value] for f in puzzle.metadata.extra]
    if global_lines:
        forge["state"] = global_lines
    if any(player_lines.values()):
        forge["players"] = {k: v for k, v in player_lines.items() if v}
    if work.verbatim_objects:
        forge["objects"] = work.verbatim_objects
    if puzzle.other_sections:
        forge["sections"] = [[s.name, list(s.lines)] for s in puzzle.other_sections]
    return forge


MODELED_PLAYER_KEYS = frozenset({"life", "counters", *MODELED_ZONES})
MODELED_GLOBAL_KEYS = frozenset({"turn", "activeplayer", "activephase"})


def _keep_state_line(
    work: _Import,
    line: StateField,
    global_lines: list[list[str]],
    player_lines: dict[str, list[list[str]]],
) -> None:
    spec = line.spec
    text = value_text(line.value)
    if not text:
        return  # an empty value says nothing (`aihand=`, `humanprecast=`)
    if spec.player is not None:
        if spec.name in MODELED_PLAYER_KEYS:
            return
        if spec.name == "manapool" and spec.player in work.mana_pools:
            return
        player_lines[PLAYER_IDS[spec.player]].append([spec.name, text])
        if text != "0":  # `landsplayed=0` changes nothing
            work.unmodeled.add(f"p{spec.player}{spec.name}={text}")
        return
    if spec.name in MODELED_GLOBAL_KEYS or (spec.name == ADVANCE and work.advanced):
        return
    if not spec.known:
        global_lines.append([line.key, text])
        work.ignored.add(f"state key {line.key}={text} (Forge ignores it)")
        return
    global_lines.append([line.key if spec.ability else spec.name, text])
    if spec.name != "removesummoningsickness":
        work.unmodeled.add(f"{line.key}={text}")


# --- the puzzle block ----------------------------------------------------------------------------


def credit_url(url: str) -> str | None:
    """The credit link when it is a web address (http or https), else None: a ``javascript:``
    or ``data:`` URL must never become a link on a puzzle page."""
    url = url.strip()
    parts = urlsplit(url)
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        return None
    return url


def _puzzle_block(puzzle: Puzzle, report: ImportReport, forge: dict[str, Any]) -> dict[str, Any]:
    metadata = puzzle.metadata
    goal_text = metadata.goal or "Win"
    block: dict[str, Any] = {
        "source": SOURCE,
        "name": metadata.name or "",
        "goal": GOALS.get(goal_text.strip().lower(), "win"),
        "goal_text": goal_text,
        "turns": metadata.turns if metadata.turns is not None else puzzle.state.turn,
        "solver": PLAYER_IDS[0],
    }
    optional = {
        "difficulty": metadata.difficulty,
        "description": metadata.description.replace("\\n", "\n")
        if metadata.description is not None
        else None,
        "credit_url": credit_url(metadata.url) if metadata.url is not None else None,
        "targets": metadata.targets,
        "target_count": metadata.target_count,
    }
    block.update({k: v for k, v in optional.items() if v is not None})
    block.update(report.to_json())
    block["forge"] = forge
    return block
