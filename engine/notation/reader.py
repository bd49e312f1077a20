"""Reading the board notation into a scenario document (docs/notation.md).

Each line is parsed on its own with the grammar in `grammar.lark` (lark, LALR); the lines are
then put together into a document and read by the codec, so a notation is refused for exactly
the reasons a JSON document is, with the fault placed on the line and column it came from.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Tree, UnexpectedCharacters, UnexpectedInput
from lark import UnexpectedToken as LarkUnexpectedToken

from engine.core.errors import InvalidDocument
from engine.core.version import DOCUMENT_VERSION
from engine.document.codec import PLAYER_ZONES, dump, load
from engine.notation.errors import NotationError
from engine.notation.ids import auto_ids
from engine.notation.values import read_number, read_word

MAX_CHARS = 200_000
ZONE_NAMES = tuple(z.value for z in PLAYER_ZONES)
Position = tuple[int, int]

# What a person calls the grammar's terminals, for "expected ..." messages.
TERMINAL_WORDS = {
    "WORD": "a word",
    "STRING": 'a "quoted" text',
    "INT": "a whole number",
    "NUMBER": "a number",
    "CARD": "a card name",
    "ZONE": "a zone (library, hand, graveyard, battlefield, exile, command, stack)",
    "COLON": "':'",
    "SEMICOLON": "';'",
    "EQUAL": "'='",
    "HASH": "'#'",
    "LSQB": "'['",
    "RSQB": "']'",
    "LBRACE": "'{'",
    "RBRACE": "'}'",
    "COMMA": "','",
    "$END": "the end of the line",
}
LINE_WORDS = (
    "format",
    "seed",
    "next_id",
    "turn",
    "player",
    *ZONE_NAMES,
    "stack",
    "effect",
    "custom",
    "pending",
    "last_known",
    "combat",
    "action",
)


@cache
def _parser() -> Lark:
    grammar = resources.files(__package__).joinpath("grammar.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="lalr", propagate_positions=True, maybe_placeholders=True)


def parse(text: str) -> dict[str, Any]:
    """The canonical scenario document a notation stands for (what `engine.document.codec.dump` gives
    for it, with its `actions`). Raises NotationError with the line and column at fault."""
    if len(text) > MAX_CHARS:
        raise NotationError(f"the notation is too long (at most {MAX_CHARS} characters)", 1)
    builder = _Builder()
    number = 1
    try:
        # Lines end at "\n" (or "\r\n") only: str.splitlines() would also break at characters
        # such as U+001E, and the line numbers of errors would not be the ones a person counts.
        for number, raw in enumerate(text.split("\n"), start=1):
            line = raw.removesuffix("\r")
            if line.strip():
                builder.add(_parse_line(line, number), number)
        return builder.document()
    except RecursionError:
        raise NotationError("values are nested too deeply", number) from None


def _parse_line(line: str, number: int) -> Tree[Token]:
    try:
        return _parser().parse(line)
    except UnexpectedInput as exc:
        column = exc.column
        if isinstance(exc, LarkUnexpectedToken) and exc.token.type == "$END":
            column = len(line.rstrip()) + 1  # lark places the end on the last token
        raise NotationError(_explain(exc, line), number, max(column, 1)) from None


def _explain(exc: UnexpectedInput, line: str) -> str:
    indent = len(line) - len(line.lstrip())
    if exc.column <= indent + 1:
        return f"a line starts with one of {', '.join(LINE_WORDS)}, not {line.split()[0]!r}"
    if isinstance(exc, LarkUnexpectedToken):
        expected = set(exc.expected or ())
        found = "the line ends" if exc.token.type == "$END" else f"{str(exc.token)!r} is here"
    elif isinstance(exc, UnexpectedCharacters):
        expected = set(exc.allowed or ())
        found = f"{line[exc.column - 1]!r} is here"
    else:
        expected, found = set(), "the line ends"
    words = sorted({TERMINAL_WORDS.get(t, _literal(t)) for t in expected})
    wanted = f"expected {' or '.join(words)}" if words else "unexpected text"
    return f"{wanted}, but {found}"


def _literal(terminal: str) -> str:
    # lark names keyword terminals after their text ("TURN" for "turn"), others __ANON_n.
    return repr(terminal.lower()) if re.fullmatch(r"[A-Z_]+", terminal) else "something else"


# --- building the document ------------------------------------------------------------------------


def _text(token: Token | Tree[Token]) -> str:
    """A name: a bare word or a quoted string."""
    assert isinstance(token, Token)
    return _string(token) if token.type == "STRING" else str(token)


def _string(token: Token) -> str:
    """A quoted text, with JSON's escapes (a bad one is the notation's error, not a crash)."""
    try:
        decoded = json.loads(str(token))
    except json.JSONDecodeError:
        raise _at(token, f"{str(token)!r} has an escape JSON doesn't know") from None
    assert isinstance(decoded, str)
    return decoded


def _value(node: Token | Tree[Token] | None) -> Any:
    if node is None:
        return True
    if isinstance(node, Token):
        if node.type == "STRING":
            return _string(node)
        if node.type in ("NUMBER", "INT"):
            return read_number(str(node))
        return read_word(str(node))
    if node.data == "object":
        found: dict[str, Any] = {}
        for pair in node.children:
            if pair is None:
                continue
            assert isinstance(pair, Tree)
            key = _text(pair.children[0])
            if key in found:
                raise _at(pair.children[0], f"{key!r} is given twice")
            found[key] = _value(pair.children[1])
        return found
    if node.data == "array":
        return [_value(child) for child in node.children if child is not None]
    raise AssertionError(node.data)


def _at(node: Token | Tree[Token], message: str) -> NotationError:
    """An error at a node; its line is filled in by the caller that knows it."""
    return NotationError(message, 0, _column(node))


def _column(node: Token | Tree[Token]) -> int:
    if isinstance(node, Token):
        return node.column or 1
    return getattr(node.meta, "column", 1) if not node.meta.empty else 1


def _attrs(nodes: list[Any], into: dict[str, Any], reserved: tuple[str, ...] = ()) -> None:
    for node in nodes:
        if node is None:
            continue
        key_token, value = node.children
        key = str(key_token)
        if key in into or key in reserved:
            raise _at(key_token, f"{key!r} is given twice")
        into[key] = _value(value)


class _Builder:
    """Puts parsed lines together, remembering where each part of the document came from."""

    def __init__(self) -> None:
        self.top: dict[str, Any] = {}
        self.turn: dict[str, Any] | None = None
        self.players: list[dict[str, Any]] = []
        self.stack: list[dict[str, Any]] = []
        self.effects: list[dict[str, Any]] = []
        self.custom: list[dict[str, Any]] = []
        self.pending: list[dict[str, Any]] = []
        self.actions: list[dict[str, Any]] = []
        self.last_known: dict[str, Any] | None = None
        self.combat: dict[str, Any] | None = None
        # Objects in the order they are written, with their explicit id (or None).
        self.objects: list[tuple[dict[str, Any], str | None, Position]] = []
        self.where: dict[str, Position] = {}  # document paths ("players[0].hand[1]")
        self.id_places: dict[str, Position] = {}
        self.line = 0

    def add(self, tree: Tree[Token], line: int) -> None:
        self.line = line
        try:
            getattr(self, f"_{tree.data}")(tree)
        except NotationError as exc:
            if exc.line:
                raise
            raise NotationError(exc.message, line, exc.column) from None

    def _once(self, key: str, tree: Tree[Token]) -> None:
        if key in self.where:
            raise NotationError(
                f"{key} is given twice (first on line {self.where[key][0]})", self.line
            )
        self.where[key] = (self.line, _column(tree))

    def _format_line(self, tree: Tree[Token]) -> None:
        self._once("format", tree)
        self.top["format"] = _text(tree.children[0])

    def _seed_line(self, tree: Tree[Token]) -> None:
        self._once("seed", tree)
        self.top["seed"] = int(str(tree.children[0]))

    def _next_id_line(self, tree: Tree[Token]) -> None:
        self._once("next_id", tree)
        self.top["next_id"] = int(str(tree.children[0]))

    def _turn_line(self, tree: Tree[Token]) -> None:
        self._once("turn", tree)
        number, active, step = tree.children
        self.turn = {
            "number": int(str(number)),
            "active_player": _text(active),
            "step": _text(step),
        }
        self.where["turn.active_player"] = (self.line, _column(active))
        self.where["turn.step"] = (self.line, _column(step))

    def _player_line(self, tree: Tree[Token]) -> None:
        pid, name, life, *attrs = tree.children
        path = f"players[{len(self.players)}]"
        player: dict[str, Any] = {"id": _text(pid), "name": _text(name), "life": int(str(life))}
        _attrs(attrs, player, reserved=("id", "name", "life", *ZONE_NAMES))
        self.where[path] = (self.line, _column(tree))
        self.where[f"{path}.id"] = (self.line, _column(pid))
        self.players.append(player)

    def _zone_line(self, tree: Tree[Token]) -> None:
        zone_token, *cards = tree.children
        zone = str(zone_token)
        if zone == "stack":
            target, base = self.stack, "stack"
        else:
            if not self.players:
                raise NotationError(
                    f"{zone} belongs to a player: write it under a 'player' line", self.line
                )
            target = self.players[-1].setdefault(zone, [])
            base = f"players[{len(self.players) - 1}].{zone}"
        for card in cards:
            if card is not None:
                assert isinstance(card, Tree)
                target.append(self._card(card, f"{base}[{len(target)}]"))

    def _card(self, tree: Tree[Token], path: str) -> dict[str, Any]:
        name_token, id_token, *attrs = tree.children
        name = _text(name_token).strip()
        if not name:
            raise _at(name_token, "a card needs a name")
        obj: dict[str, Any] = {"card": name}
        _attrs(attrs, obj, reserved=("id", "card"))
        explicit = _text(id_token) if id_token is not None else None
        position = (self.line, _column(tree))
        self.objects.append((obj, explicit, position))
        self.where[path] = position
        self.where[f"{path}.card"] = (self.line, _column(name_token))
        return obj

    def _effect_line(self, tree: Tree[Token]) -> None:
        eid, kind, controller, duration, *attrs = tree.children
        path = f"effects[{len(self.effects)}]"
        effect: dict[str, Any] = {
            "id": _text(eid),
            "kind": _text(kind),
            "controller": _text(controller),
            "duration": _text(duration),
        }
        _attrs(attrs, effect, reserved=("id", "kind", "controller", "duration"))
        effect.setdefault("params", {})
        self.where[path] = (self.line, _column(tree))
        for key, token in (("kind", kind), ("controller", controller), ("duration", duration)):
            self.where[f"{path}.{key}"] = (self.line, _column(token))
        self.effects.append(effect)

    def _action_line(self, tree: Tree[Token]) -> None:
        kind, *attrs = tree.children
        action: dict[str, Any] = {"type": _text(kind)}
        _attrs(attrs, action, reserved=("type",))
        self.where[f"actions[{len(self.actions)}]"] = (self.line, _column(tree))
        self.actions.append(action)

    def _object_line(self, tree: Tree[Token]) -> dict[str, Any]:
        value = _value(tree.children[0])
        assert isinstance(value, dict)
        return value

    def _custom_line(self, tree: Tree[Token]) -> None:
        self.where[f"custom_cards[{len(self.custom)}]"] = (self.line, _column(tree))
        self.custom.append(self._object_line(tree))

    def _pending_line(self, tree: Tree[Token]) -> None:
        self.where[f"pending_triggers[{len(self.pending)}]"] = (self.line, _column(tree))
        self.pending.append(self._object_line(tree))

    def _last_known_line(self, tree: Tree[Token]) -> None:
        self._once("last_known", tree)
        self.last_known = self._object_line(tree)

    def _combat_line(self, tree: Tree[Token]) -> None:
        self._once("combat", tree)
        self.combat = self._object_line(tree)

    def document(self) -> dict[str, Any]:
        if not self.players:
            raise NotationError("a board needs its players ('player A Alice 20')", 1)
        taken = {p["id"] for p in self.players} | {e["id"] for e in self.effects}
        names = [(obj["card"], explicit) for obj, explicit, _ in self.objects]
        for (obj, _, (line, column)), oid in zip(self.objects, auto_ids(names, taken), strict=True):
            if oid in self.id_places:
                raise NotationError(f"the id {oid!r} is given twice", line, column)
            self.id_places[oid] = (line, column)
            rest = {k: v for k, v in obj.items() if k != "card"}
            card = obj["card"]
            obj.clear()
            obj.update({"id": oid, "card": card, **rest})
        doc: dict[str, Any] = {"version": DOCUMENT_VERSION, **self.top}
        if self.turn is not None:
            doc["turn"] = self.turn
        doc["players"] = self.players
        doc["stack"] = self.stack
        doc["effects"] = self.effects
        if self.custom:
            doc["custom_cards"] = self.custom
        if self.pending:
            doc["pending_triggers"] = self.pending
        if self.last_known is not None:
            doc["last_known"] = self.last_known
        if self.combat is not None:
            doc["combat"] = self.combat
        try:
            state = load(doc)
        except InvalidDocument as exc:
            line, column = self._place(exc.path, exc.message)
            raise NotationError(
                exc.message, line, column, exc.path, unknown_card=exc.unknown_card
            ) from None
        return dump(state, self.actions or None)

    def _place(self, path: str, message: str) -> Position:
        """The line and column a codec error's path (or the id it names) came from."""
        candidates = [path]
        while "." in path or "[" in path:
            path = re.sub(r"(\.[^.\[]*|\[\d+\])$", "", path)
            candidates.append(path)
        for candidate in candidates:
            if candidate in self.where:
                return self.where[candidate]
            if candidate in self.id_places:  # the codec names an object by its id
                return self.id_places[candidate]
        for quoted in re.findall(r"'([^']+)'", message):
            if quoted in self.id_places:
                return self.id_places[quoted]
        return (1, 1)
