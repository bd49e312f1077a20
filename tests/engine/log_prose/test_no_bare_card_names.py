"""No sentence the engine writes names an object by its bare card name (issue 30): an object's
`card` put into an f-string says "Grizzly Bears" even when two Grizzly Bears are on the board,
so the reader can't tell which one a refusal, a log line or a decision means. Such sentences go
through the one naming rule (engine.rules.names: name_of, object_label, placed_label). The scan
reads every f-string of engine/ and allows `.card` only when told_apart follows it at once
(another name of the object, told apart the same way: "Play Stomp (Alice's, second)"), or in the
few places listed with the reason each is right."""

from __future__ import annotations

import ast
from pathlib import Path

import engine

ENGINE = Path(engine.__file__).resolve().parent

# (module, f-string as ast.unparse writes it): why the bare card name is what the reader needs.
ALLOWED = {
    # The naming rule's own words for an ability on the stack: the label it builds is then
    # told apart like any other ("Kavu's triggered ability (Bob's)").
    ("rules/names.py", 'f"{obj.card}\'s {obj.stack.kind} ability"'),
    # Only the controller of a face-down permanent sees this option and may look at it (708.5):
    # the card it is, which no other face-down permanent of theirs shares in the option's words.
    ("game/legal.py", "f'Turn {obj.card} face up'"),
    # The board in words for the face-down object's controller: "face-down creature [Bears]",
    # after the words that tell face-down objects apart (708.5, 708.6).
    ("game/render.py", "f' [{obj.card}]'"),
    # A dungeon is named with its owner, who has at most one in the command zone (309.3): the
    # dungeon card's name and its owner's name tell it apart from every other dungeon.
    *(
        ("mechanics/dungeons.py", text)
        for text in (
            "f'{who} ventures into the dungeon: the room of {dungeon.card} to move the venture "
            "marker to from {here.name}'",
            "f\"{name_of(res.state, obj.owner)}'s venture marker is on the bottommost room of "
            '{obj.card} and no room ability of it is waiting"',
            "f\"the engine doesn't apply the room ability of {room} ({name_of(res.state, "
            "dungeon.owner)}'s {dungeon.card}), so this answer leaves it out: "
            '\u201c{(data.effect if data else room)}\u201d"',
            "f'{name_of(res.state, player)} removes {dungeon.card} from the game: they complete "
            "it'",
        )
    ),
    # A document's error about one player's venture marker: the field's path names the player.
    (
        "document/codec.py",
        "f'venture_room must name the room of {dungeons[0].card} the venture marker is on "
        "(309.4): one of {rooms}'",
    ),
}


def _bare_in(source: str) -> list[str]:
    """The f-strings of `source` that put an object's `card` in with nothing telling it apart."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.JoinedStr):
            continue
        values = node.values
        for i, value in enumerate(values):
            if not (
                isinstance(value, ast.FormattedValue)
                and isinstance(value.value, ast.Attribute)
                and value.value.attr == "card"
            ):
                continue
            after = values[i + 1] if i + 1 < len(values) else None
            told = (
                isinstance(after, ast.FormattedValue)
                and isinstance(after.value, ast.Call)
                and isinstance(after.value.func, ast.Name)
                and after.value.func.id == "told_apart"
            )
            if not told:
                found.append(ast.unparse(node))
    return found


def _bare_card_names() -> set[tuple[str, str]]:
    return {
        (path.relative_to(ENGINE).as_posix(), text)
        for path in sorted(ENGINE.rglob("*.py"))
        for text in _bare_in(path.read_text(encoding="utf-8"))
    }


def test_no_engine_sentence_names_an_object_by_its_bare_card_name() -> None:
    assert _bare_card_names() - ALLOWED == set()


def test_each_allowed_bare_name_is_still_there() -> None:
    """An exception no longer in the code is taken off the list (the list says only what is)."""
    assert ALLOWED - _bare_card_names() == set()


def test_the_scan_tells_a_bare_name_from_a_told_apart_one() -> None:
    source = (
        'refused = f"{obj.card} is tapped"\n'
        'label = f"Play {obj.card}{told_apart(state, obj)}"\n'
        'line = f"{name_of(state, obj)} is tapped"\n'
    )
    assert _bare_in(source) == ["f'{obj.card} is tapped'"]
