"""A cast trigger that copies the spell for each other object it could target (707.10,
707.10d): the instruction "copy_spell_for_each" (engine.mechanics.spell_copies).

- Precursor Golem: "Whenever a player casts an instant or sorcery spell that targets only a
  single Golem, that player copies that spell for each other Golem that spell could target. Each
  copy targets a different one of those Golems."
- Mirrorwing Dragon: "Whenever a player casts an instant or sorcery spell that targets only ~,
  that player copies that spell for each other creature they control that the spell could
  target. Each copy targets a different one of those creatures."
- Zada, Hedron Grinder: "Whenever you cast an instant or sorcery spell that targets only ~,
  copy that spell for each other creature you control that the spell could target. Each copy
  targets a different one of those creatures."

The trigger is "you_cast_spell" with "targets_only" ("self" or the subtype: every target of the
spell is that one object, 115.1), which binds the spell and its caster (bound:spell,
bound:player). "They control" is the copying player's (the caster's), "you control" the
ability's controller's, who copies it. The copies aren't cast (707.10).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, step

GRAMMAR = r"""
%extend cast_trigger: "whenever" caster article spell_kinds "spell" SC_TARGETS_ONLY sc_only -> sc_cast_trigger
SC_TARGETS_ONLY: "that targets only"
sc_only: SELF | SC_A_SINGLE SUBTYPE
SC_A_SINGLE: "a single"

%extend sentence: sc_copies "." SC_EACH_COPY sc_those "." -> sc_copy_sentence
sc_copies: SC_PLAYER_COPIES SUBTYPE SC_THAT_SPELL_COULD -> sc_copies_subtype
         | SC_PLAYER_COPIES SC_THEY_CONTROL -> sc_copies_theirs
         | SC_YOU_COPY SC_YOU_CONTROL -> sc_copies_yours
SC_PLAYER_COPIES: "that player copies that spell for each other"
SC_YOU_COPY: "copy that spell for each other"
SC_THAT_SPELL_COULD: "that spell could target"
SC_THEY_CONTROL: "creature they control that the spell could target"
SC_YOU_CONTROL: "creature you control that the spell could target"
SC_EACH_COPY: "each copy targets a different one of those"
sc_those: SC_CREATURES | SC_PLURAL
SC_CREATURES: "creatures"
SC_PLURAL: /[A-Z][a-z]+s/
"""

_THOSE_CREATURES = "Each copy targets a different one of those creatures"


def spell_copy_words(instruction: Instruction, ref: Any) -> str | None:
    """The printer's words for "copy_spell_for_each", or None for another instruction (or one
    whose parameters no Oracle sentence of this shape says). The words end with the second
    sentence, "Each copy targets a different one of those ...", without its period."""
    if instruction.kind != "copy_spell_for_each":
        return None
    params = instruction.params
    if params.get("spell", "bound:spell") != "bound:spell":
        return None
    player = params.get("player", "you")
    subtype = params.get("subtype")
    keys = set(params) - {"spell", "player"}
    if keys == {"subtype"} and player == "bound:player" and isinstance(subtype, str):
        return (
            f"that player copies that spell for each other {subtype} that spell could target. "
            f"Each copy targets a different one of those {subtype}s"
        )
    if keys == {"own_creatures"} and params.get("own_creatures"):
        if player == "bound:player":
            return (
                "that player copies that spell for each other creature they control that the "
                f"spell could target. {_THOSE_CREATURES}"
            )
        if player == "you":
            return (
                "copy that spell for each other creature you control that the spell could "
                f"target. {_THOSE_CREATURES}"
            )
    return None


def targets_only_words(params: Any) -> str:
    """The trigger phrase's tail for "targets_only" ("" without it)."""
    only = params.get("targets_only")
    if only is None:
        return ""
    return " that targets only ~" if only == "self" else f" that targets only a single {only}"


class SpellCopiesLowering:
    # Set as the trigger is lowered (before its effect): the line's trigger binds "that spell".
    sc_spell_bound: bool = False
    sc_caster: str = "you"

    def cast_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        raise NotImplementedError  # engine.oracle.grammar.triggered

    def sc_cast_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        only = items[-1]
        kind, params = self.cast_trigger(
            [i for i in items[:-1] if not (isinstance(i, Token) and i.type == "SC_TARGETS_ONLY")]
        )
        params["targets_only"] = only
        self.sc_spell_bound = True
        self.sc_caster = str(params.get("caster", "you"))
        return kind, params

    def sc_only(self, items: list[Token]) -> str:
        return "self" if items[0].type == "SELF" else str(items[-1])

    def sc_those(self, items: list[Token]) -> str:
        return str(items[0])

    def sc_copies_subtype(self, items: list[Token]) -> tuple[str, dict[str, Any]]:
        return "bound:player", {"subtype": str(items[1])}

    def sc_copies_theirs(self, items: list[Token]) -> tuple[str, dict[str, Any]]:
        return "bound:player", {"own_creatures": True}

    def sc_copies_yours(self, items: list[Token]) -> tuple[str, dict[str, Any]]:
        return "you", {"own_creatures": True}

    def sc_copy_sentence(self, items: list[Any]) -> Effects:
        player, params = items[0]
        those = items[-1]
        if not self.sc_spell_bound:
            raise ValueError('"that spell" names no spell of the trigger event')
        if player == "bound:player" and self.sc_caster == "you":
            raise ValueError('"that player" is the ability\'s controller: not this wording')
        if player == "you" and self.sc_caster != "you":
            raise ValueError("another player's spell copied by the ability's controller")
        wanted = f"{params['subtype']}s" if "subtype" in params else "creatures"
        if those.lower() != wanted.lower():
            raise ValueError('"those ..." names something else')
        return (step("copy_spell_for_each", spell="bound:spell", player=player, **params),)
