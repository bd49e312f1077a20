"""Honesty in the log (issue 15 point 2): when a card the engine applies only in part is cast,
or one of its abilities is activated or triggers, the log names, in the card's own words, the
sentences of its text the engine does not apply (`CardDef.oracle_text` holds them: a compiled
card's lines the grammar didn't read, engine.oracle.compiler). A judge then knows the answer
leaves those out.
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import GameObject
from engine.rules.faces import object_definition
from engine.rules.pipeline import Resolution


def unapplied_sentences(res: Resolution, obj: GameObject) -> tuple[str, ...]:
    """The sentences of the face of the object's card that counts where it is that the engine
    doesn't apply, with "~" as the card's name."""
    definition = object_definition(res.state, obj)
    if definition is None or not definition.oracle_text:
        return ()
    return tuple(
        line.replace("~", definition.name)
        for line in definition.oracle_text.splitlines()
        if line.strip() and line.strip() != "//"
    )


def note_unapplied(res: Resolution, obj: GameObject, rule: str) -> None:
    """Say which sentences of `obj`'s text aren't applied (nothing when all are); `rule` is the
    rule of what is happening (casting 601.2a, activating 602.2, triggering 603.3)."""
    sentences = unapplied_sentences(res, obj)
    if not sentences:
        return
    definition = object_definition(res.state, obj)
    name = definition.name if definition is not None else obj.card
    quoted = " ".join(f"“{s}”" for s in sentences)
    one = len(sentences) == 1
    res.note(
        LogKind.NOTE,
        f"the engine doesn't apply {'this sentence' if one else 'these sentences'} of {name}'s "
        f"text, so this answer leaves {'it' if one else 'them'} out: {quoted}",
        rule,
        objects=(obj.id,),
    )
