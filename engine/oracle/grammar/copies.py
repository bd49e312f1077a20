"""Copies of permanents: those that enter as a copy (707.5, 614.1c; the engine's side is
engine.rules.effects.copies "enters_as_copy") and tokens created as a copy (111.1, 707.2;
engine.mechanics.token_copies):

- "Create a token that's a copy of target creature you control / ~ / enchanted creature /
  equipped creature." (Repudiate // Replicate, Polyraptor, Followed Footsteps);
- "Target artifact you control becomes a copy of another target artifact or creature you
  control until end of turn, except it's an artifact in addition to its other types." (Saheeli,
  Sublime Artificer: the instruction "becomes_copy", engine.mechanics.becomes_copy, 707.2);

- "You may have ~ enter as a copy of any creature / artifact / artifact or creature on the
  battlefield[, except ...]." (Clone, Copy Artifact);
- "You may have ~ enter as a copy of a creature you control[, except ...]." (Glasspool Mimic);

with the exception "it's a/an TYPE [TYPE ...] in addition to its other types" (707.9b: part of
the copy's copiable values), card types or creature types. Other exceptions ("it has haste",
"it enters with counters") are not read: the line is then not understood. Nor is "any
enchantment" (Copy Enchantment): a copy of an Aura entering this way is attached to something
its controller chooses (303.4f), which the engine doesn't do.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Ability, Instruction, StaticAbility
from engine.core.state import Params
from engine.oracle.lowering import static_ability, step

# The words naming what may be copied -> (card types the original has one of, only yours).
ORIGINALS: dict[str, tuple[tuple[str, ...], bool]] = {
    "any creature on the battlefield": (("Creature",), False),
    "any artifact on the battlefield": (("Artifact",), False),
    "any artifact or creature on the battlefield": (("Artifact", "Creature"), False),
    "a creature you control": (("Creature",), True),
}
CARD_TYPES = {"artifact": "Artifact", "enchantment": "Enchantment", "creature": "Creature"}

GRAMMAR = (
    r"""
%extend static_body: CP_ENTER_AS_COPY CP_ORIGINAL cp_except? -> enters_as_copy
CP_ENTER_AS_COPY: "you may have ~ enter as a copy of"
CP_ORIGINAL: """
    + " | ".join(f'"{words}"' for words in ORIGINALS)
    + r"""
%extend clause: CP_CREATE_TOKEN_COPY cp_copied -> create_token_copy
%extend clause: target CP_BECOMES_A_COPY target UNTIL_EOT cp_except? -> becomes_copy
CP_BECOMES_A_COPY: "becomes a copy of"
CP_CREATE_TOKEN_COPY: "create a token that's a copy of"
cp_copied: target | SELF -> self_ref | ENCHANTED -> enchanted | EQUIPPED -> equipped
cp_except: "," CP_EXCEPT_ITS cp_type+ CP_IN_ADDITION
CP_EXCEPT_ITS: "except it's a" | "except it's an"
cp_type: SUBTYPE | CP_CARD_TYPE
CP_CARD_TYPE: "artifact" | "enchantment" | "creature"
CP_IN_ADDITION: "in addition to its other types"
"""
)


class CopiesLowering:
    def enters_as_copy(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        of, yours = ORIGINALS[str(items[1]).lower()]
        params: dict[str, Any] = {"of": of}
        if yours:
            params["yours"] = True
        if len(items) > 2:
            params["except"] = items[2]
        return (static_ability("", "enters_as_copy", **params),)

    def create_token_copy(self, items: list[Any]) -> tuple[Instruction, ...]:
        """111.1, 707.2 (engine.mechanics.token_copies)."""
        return (step("create_token_copy", of=items[1]),)

    def becomes_copy(self, items: list[Any]) -> tuple[Instruction, ...]:
        """707.2, 613.2a (engine.mechanics.becomes_copy): until end of turn only; only card
        types as exceptions (Saheeli, Sublime Artificer)."""
        params: dict[str, Any] = {"to": items[0], "of": items[2], "duration": "end_of_turn"}
        exceptions = items[-1] if isinstance(items[-1], Params) else None
        if exceptions is not None:
            if set(exceptions) != {"add_types"}:
                raise ValueError("a creature type as the exception")  # not seen: not read
            params["except"] = exceptions
        return (step("becomes_copy", **params),)

    def cp_copied(self, items: list[Any]) -> Any:
        return items[0]

    def cp_except(self, items: list[Any]) -> Params:
        words = [t for t in items[1:] if isinstance(t, Token) and t.type != "CP_IN_ADDITION"]
        types = tuple(CARD_TYPES[str(t).lower()] for t in words if t.type == "CP_CARD_TYPE")
        subtypes = tuple(str(t) for t in words if t.type == "SUBTYPE")
        if types and subtypes:
            raise ValueError("card types and creature types together")  # not seen: not read
        article = "an" if str(words[0])[:1].lower() in "aeiou" else "a"
        if not str(items[0]).lower().endswith(f" {article}"):
            raise ValueError("a/an doesn't agree")  # printing must give the same words back
        return Params({"add_types": types} if types else {"add_subtypes": subtypes})

    def cp_type(self, items: list[Token]) -> Token:
        return items[0]


def becomes_copy_words(instruction: Instruction, ref: Any) -> str | None:
    """The printer's words for "becomes_copy", or None for another instruction."""
    if instruction.kind != "becomes_copy":
        return None
    params = instruction.params
    if set(params) - {"to", "of", "duration", "except"} or params.get("duration") != (
        "end_of_turn"
    ):
        return None
    text = (
        f"{ref(params.get('to', 0))} becomes a copy of {ref(params.get('of', 1))} until end of turn"
    )
    exceptions = params.get("except")
    if exceptions is None:
        return text
    types = exceptions.get("add_types", ()) if isinstance(exceptions, Params) else ()
    if not isinstance(exceptions, Params) or set(exceptions) != {"add_types"} or not types:
        return None
    words = [str(t).lower() for t in types]
    article = "an" if words[0][:1] in "aeiou" else "a"
    return f"{text}, except it's {article} {' '.join(words)} in addition to its other types"


def enters_as_copy_words(ability: Ability) -> str | None:
    """The line of an "enters_as_copy" ability, or None for another ability (or one whose
    parameters no Oracle line of this shape says)."""
    if not isinstance(ability, StaticAbility) or ability.effect != "enters_as_copy":
        return None
    params = ability.params
    if not set(params) <= {"of", "yours", "except"}:
        return None
    wanted = (tuple(params.get("of", ("Creature",))), bool(params.get("yours")))
    original = next((words for words, key in ORIGINALS.items() if key == wanted), None)
    if original is None:
        return None
    text = f"You may have ~ enter as a copy of {original}"
    exceptions = params.get("except")
    if exceptions is not None:
        if not isinstance(exceptions, Params) or len(exceptions) != 1:
            return None
        types = [str(t).lower() for t in exceptions.get("add_types", ())]
        types += [str(t) for t in exceptions.get("add_subtypes", ())]
        if not types:
            return None
        article = "an" if types[0][:1].lower() in "aeiou" else "a"
        text += f", except it's {article} {' '.join(types)} in addition to its other types"
    return text + "."
