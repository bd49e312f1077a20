"""`from_scenario(document, puzzle_meta)`: any two-player scenario document as a Forge puzzle.

Writes `p0`/`p1` keys (p0 is the solver), `turn`, `activeplayer`, `activephase`, and
`[metadata]` Name, URL, Goal, Turns, Difficulty, Description (Targets, TargetCount when set).
Forge compares `Turns` with the absolute turn number, so Turns is at least the scenario's turn,
except for a puzzle imported from a `.pzl`, whose Turns is written back as it was. What the
import kept verbatim (`puzzle.forge`: precast, scripts, unknown keys and modifiers, token specs,
comments) is written back, so import, export and import again gives the same document. What a
`.pzl` can't say (continuous effects, abilities on the stack, blocks) becomes a `#` comment.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.pzl.model import (
    CardEntry,
    CardList,
    Comment,
    Counter,
    CounterList,
    Metadata,
    MetadataField,
    Modifier,
    Puzzle,
    PzlError,
    RawSection,
    State,
    StateField,
    TokenSpelling,
)
from engine.pzl.text import state_field
from engine.pzl.tokens import legacy_description
from engine.pzl.vocabulary import GOAL_TEXTS, STEP_PHASES, ModifierKind

EXPORT_ZONES = ("hand", "library", "graveyard", "battlefield", "exile", "command")
_FORGE_ID = re.compile(r"^id(\d+)$")
# Verbatim modifiers that restate an object field: written back only while the field holds.
_FIELD_OF = {
    ModifierKind.FACE_DOWN: "face_down",
    ModifierKind.PHASED_OUT: "phased_out",
    ModifierKind.IS_TOKEN: "token",
}


def from_scenario(
    document: Mapping[str, Any], puzzle_meta: Mapping[str, Any] | None = None
) -> Puzzle:
    """The `.pzl` puzzle for a scenario document; `puzzle_meta` defaults to its "puzzle" block."""
    players = list(document.get("players", []))
    if len(players) != 2:
        raise PzlError(f"a Forge puzzle has exactly two players, this scenario has {len(players)}")
    meta: Mapping[str, Any] = puzzle_meta if puzzle_meta is not None else document.get("puzzle", {})
    forge: Mapping[str, Any] = meta.get("forge", {})
    solver = str(meta.get("solver") or players[0]["id"])
    order = sorted(players, key=lambda p: p["id"] != solver)
    export = _Export(document, order, forge)
    comments: Mapping[str, list[str]] = forge.get("comments", {})
    return Puzzle(
        metadata=Metadata(
            tuple(Comment(c) for c in comments.get("metadata", [])) + _metadata(document, meta)
        ),
        state=State(tuple(Comment(c) for c in comments.get("state", [])) + export.state_lines()),
        preamble=tuple(Comment(c) for c in comments.get("preamble", [])),
        other_sections=tuple(
            RawSection(str(name), tuple(lines)) for name, lines in forge.get("sections", [])
        ),
    )


def _metadata(document: Mapping[str, Any], meta: Mapping[str, Any]) -> tuple[MetadataField, ...]:
    turn = int(document.get("turn", {}).get("number", 1))
    turns = meta.get("turns")
    # Forge compares Turns with the absolute turn number; an imported puzzle keeps its own.
    if not isinstance(turns, int) or (turns < turn and "forge" not in meta):
        turns = turn
    goal = meta.get("goal_text") or GOAL_TEXTS.get(str(meta.get("goal", "win")), "Win")
    fields = [
        ("Name", meta.get("name") or "Stackboard scenario"),
        ("URL", meta.get("credit_url")),
        ("Goal", goal),
        ("Turns", str(turns)),
        ("Difficulty", meta.get("difficulty")),
        (
            "Description",
            str(meta["description"]).replace("\n", "\\n")
            if meta.get("description") is not None
            else None,
        ),
        ("Targets", meta.get("targets")),
        (
            "TargetCount",
            str(meta["target_count"]) if meta.get("target_count") is not None else None,
        ),
    ]
    extra = [(str(k), str(v)) for k, v in meta.get("forge", {}).get("metadata", [])]
    return tuple(MetadataField(k, str(v)) for k, v in [*fields, *extra] if v is not None)


class _Export:
    def __init__(
        self,
        document: Mapping[str, Any],
        players: list[Mapping[str, Any]],
        forge: Mapping[str, Any],
    ) -> None:
        self.document = document
        self.players = players
        self.index = {str(p["id"]): i for i, p in enumerate(players)}
        self.forge = forge
        self.verbatim: Mapping[str, Mapping[str, Any]] = forge.get("objects", {})
        self.attackers: Mapping[str, Any] = document.get("combat", {}).get("attackers", {})
        self.notes: list[str] = []
        self.forge_ids = self._forge_ids()

    def _forge_ids(self) -> dict[str, int]:
        """Object id -> Forge `Id`: `idN` keeps N; other objects get one only when referenced."""
        objects = [o for p in self.players for zone in EXPORT_ZONES for o in p.get(zone, [])]
        ids = {
            str(o["id"]): int(m.group(1)) for o in objects if (m := _FORGE_ID.match(str(o["id"])))
        }
        referenced = [
            str(o["attached_to"])
            for o in objects
            if o.get("attached_to") in {str(x["id"]) for x in objects}
        ]
        referenced += [
            str(d) for d in self.attackers.values() if d is not None and str(d) not in self.index
        ]
        fresh = max(ids.values(), default=0)
        for oid in referenced:
            if oid not in ids:
                fresh += 1
                ids[oid] = fresh
        return ids

    def state_lines(self) -> tuple[StateField | Comment, ...]:
        turn = self.document.get("turn", {})
        active = self.index.get(str(turn.get("active_player", self.players[0]["id"])), 0)
        lines: list[StateField | Comment] = [
            StateField("turn", int(turn.get("number", 1))),
            StateField("activeplayer", f"p{active}"),
            StateField(
                "activephase", STEP_PHASES.get(str(turn.get("step", "precombat_main")), "MAIN1")
            ),
        ]
        lines += [state_field(str(k), str(v)) for k, v in self.forge.get("state", [])]
        stack = self._stack()
        for i, player in enumerate(self.players):
            lines += self._player_lines(i, player, stack.get(i, []))
        self._note_effects()
        return tuple(lines) + tuple(Comment(f"# not exported: {note}") for note in self.notes)

    def _player_lines(
        self, i: int, player: Mapping[str, Any], stack_items: list[str]
    ) -> list[StateField]:
        prefix = f"p{i}"
        lines = [StateField(f"{prefix}life", int(player.get("life", 20)))]
        counters = [Counter("POISON", int(player["poison"]))] if player.get("poison") else []
        counters += [
            Counter(_forge_counter_name(k), int(v))
            for k, v in (player.get("counters") or {}).items()
        ]
        if counters:
            lines.append(StateField(f"{prefix}counters", CounterList(tuple(counters))))
        pool = player.get("mana_pool") or {}
        if pool:
            lines.append(
                StateField(
                    f"{prefix}manapool", " ".join(s for s, n in pool.items() for _ in range(int(n)))
                )
            )
        for zone in EXPORT_ZONES:
            entries = tuple(self._entry(obj, i) for obj in player.get(zone, []))
            if entries:
                lines.append(StateField(f"{prefix}{zone}", CardList(entries)))
        kept = [
            [str(k), str(v)] for k, v in self.forge.get("players", {}).get(str(player["id"]), [])
        ]
        if stack_items:
            on_stack = next((line for line in kept if line[0] == "putonstack"), None)
            if on_stack is None:
                kept.append(["putonstack", ";".join(stack_items)])
            else:
                on_stack[1] = ";".join([on_stack[1], *stack_items])
        lines += [state_field(f"{prefix}{k}", v) for k, v in kept]
        return lines

    def _entry(self, obj: Mapping[str, Any], listed_under: int) -> CardEntry:
        oid = str(obj["id"])
        info = self.verbatim.get(oid, {})
        verbatim = [_modifier(text) for text in info.get("modifiers", [])]
        verbatim = [m for m in verbatim if m.kind not in _FIELD_OF or obj.get(_FIELD_OF[m.kind])]
        kinds = {m.kind for m in verbatim}
        modifiers: list[Modifier] = []
        if oid in self.forge_ids:
            modifiers.append(Modifier("Id", str(self.forge_ids[oid])))
        for flag, name in (("tapped", "Tapped"), ("summoning_sick", "SummonSick")):
            if obj.get(flag):
                modifiers.append(Modifier(name))
        if obj.get("counters"):
            text = ",".join(f"{_forge_counter_name(k)}={v}" for k, v in obj["counters"].items())
            modifiers.append(Modifier("Counters", text))
        if obj.get("damage"):
            modifiers.append(Modifier("Damage", str(obj["damage"])))
        chosen_type = (obj.get("chosen") or {}).get("creature_type")
        if chosen_type and ModifierKind.CHOSEN_TYPE not in kinds:
            modifiers.append(Modifier(ModifierKind.CHOSEN_TYPE.value, str(chosen_type)))
        modifiers += self._attachment(obj)
        for flag, kind in (
            ("face_down", ModifierKind.FACE_DOWN),
            ("phased_out", ModifierKind.PHASED_OUT),
        ):
            if obj.get(flag) and kind not in kinds:
                modifiers.append(Modifier(kind.value))
        if obj.get("face") == 1 and ModifierKind.TRANSFORMED not in kinds:
            modifiers.append(Modifier(ModifierKind.TRANSFORMED.value))  # its back face is up (712)
        owner = obj.get("owner")
        if owner is not None and self.index.get(str(owner), listed_under) != listed_under:
            modifiers.append(Modifier("Owner", f"P{self.index[str(owner)]}"))
        if obj.get("commander"):
            modifiers.append(Modifier("IsCommander"))
        if oid in self.attackers:
            defender = self.attackers[oid]
            modifiers.append(
                Modifier(
                    "Attacking",
                    None if str(defender) in self.index else str(self.forge_ids[str(defender)]),
                )
            )
        name, token = self._name(obj, info)
        if obj.get("token") and token is None and ModifierKind.IS_TOKEN not in kinds:
            modifiers.append(Modifier("IsToken"))
        return CardEntry(name, token, tuple(modifiers + verbatim))

    def _name(
        self, obj: Mapping[str, Any], info: Mapping[str, Any]
    ) -> tuple[str, TokenSpelling | None]:
        spec = str(info.get("token", ""))
        if spec[:2] in ("t:", "T:"):
            return spec[2:], TokenSpelling(spec[:2])
        if (
            obj.get("token")
            and obj.get("characteristics")
            and "IsToken" not in info.get("modifiers", [])
        ):
            return legacy_description(
                str(obj["card"]), obj["characteristics"]
            ), TokenSpelling.LEGACY
        # The face's name a Forge puzzle wrote for a card with two faces (the importer keeps it).
        return str(info.get("name") or obj["card"]), None

    def _attachment(self, obj: Mapping[str, Any]) -> list[Modifier]:
        target = obj.get("attached_to")
        if target is None:
            return []
        if str(target) in self.index:
            return [Modifier("EnchantingPlayer", f"P{self.index[str(target)]}")]
        if str(target) in self.forge_ids:
            return [Modifier("AttachedTo", str(self.forge_ids[str(target)]))]
        self.notes.append(f"{obj['id']} is attached to {target}, which isn't in a player's zone")
        return []

    def _stack(self) -> dict[int, list[str]]:
        """Spells on the stack become `putonstack` items (their targets can't be written)."""
        items: dict[int, list[str]] = {}
        for obj in self.document.get("stack", []):
            info = obj.get("stack_info", {})
            controller = self.index.get(str(obj.get("controller", obj.get("owner"))), 0)
            if info.get("kind") == "spell":
                items.setdefault(controller, []).append(str(obj["card"]).replace(":", "^"))
            else:
                self.notes.append(
                    f"{info.get('kind', 'an')} ability of {info.get('source', '?')} on the stack"
                )
        return items

    def _note_effects(self) -> None:
        for effect in self.document.get("effects", []):
            if self._implied_by_attacking(effect):
                continue
            self.notes.append(
                f"effect {effect.get('id')} ({effect.get('kind')}, {effect.get('duration', 'indefinite')})"
            )
        for blocker in self.document.get("combat", {}).get("blockers", {}):
            self.notes.append(f"{blocker} is blocking")

    def _implied_by_attacking(self, effect: Mapping[str, Any]) -> bool:
        """Forge registers an `Attacking` creature as declared (so it and its controller
        attacked this turn): the history records of the attackers written need no note."""
        params = effect.get("params", {})
        if effect.get("kind") == "creature_attacked":
            return params.get("object") in self.attackers
        active = self.document.get("turn", {}).get("active_player")
        return (
            effect.get("kind") == "turn_history"
            and params.get("event") == "attacked"
            and params.get("player") == active
            and bool(self.attackers)
        )


def _modifier(text: str) -> Modifier:
    name, separator, value = text.partition(":")
    return Modifier(name, value if separator else None)


def _forge_counter_name(name: str) -> str:
    """The engine's counter name as Forge spells it: "+1/+1" -> P1P1, "loyalty" -> LOYALTY."""
    signed = re.fullmatch(r"([+-])(\d+)/([+-])(\d+)", name)
    if signed:
        sign = {"+": "P", "-": "M"}
        return f"{sign[signed.group(1)]}{signed.group(2)}{sign[signed.group(3)]}{signed.group(4)}"
    return re.sub(r"[^A-Z0-9]+", "_", name.upper())
