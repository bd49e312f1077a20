"""Face a villainous choice (701.55, engine.mechanics.villainous_choice): the clause "[subject]
faces a villainous choice — [option A], or [option B]", the instruction "villainous_choice" with
the player(s) facing it and each option's instructions ("first", "second"). Each option is one
clause of the effect grammar; "that player" in an option is the player facing the choice
(bound:player while their option is done), and "you create ..." is the controller creating
(the imperative "create ..." of the effect grammar, 111.2: the controller creates the tokens).

The subject is any subject of the effect grammar that names players ("each opponent", "target
opponent", ...): it composes with every trigger head and sentence."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.core.state import Params
from engine.instructions.repeats import repeated_instructions
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
// ", or" as the two tokens of the rest of the grammar ("Add {W}, {U}, or {B}."): a terminal of
// its own would be read inside every clause that can end before it
%extend clause: subject VC_FACES vc_option "," "or" vc_option -> villainous_choice
?vc_option: clause
          | VC_YOU create_tokens -> vc_you_create
VC_FACES: "faces a villainous choice —"
VC_YOU: "you"
"""

FACES = "faces a villainous choice —"
# The subjects that name players (engine.vocabulary.references), and nothing else.
_PLAYER_SUBJECTS = ("each_opponent", "each_player", "bound:player", "defending_player")


def _stored(effects: Effects) -> tuple[dict[str, Any], ...]:
    return tuple({"kind": e.kind, "params": dict(e.params)} for e in effects)


class VillainousChoiceLowering:
    ctx: LineContext
    event_player: bool = False
    _vc_event_player: tuple[bool, ...] = ()

    def VC_FACES(self, token: Token) -> Token:  # noqa: N802  (lark's terminal callback)
        # "that player" in the options is the player facing the choice (701.55a), lowered
        # after this token (lark lowers a rule's parts in order)
        self._vc_event_player = (*self._vc_event_player, self.event_player)
        self.event_player = True
        return token

    def vc_you_create(self, items: list[Any]) -> Effects:
        effects: Effects = items[-1]
        if any(e.kind != "create_tokens" or "player" in e.params for e in effects):
            raise ValueError("'you create' of something other than tokens")
        return effects

    def villainous_choice(self, items: list[Any]) -> Effects:
        subject = items[0]
        first: Effects = items[2]
        second: Effects = items[-1]
        if self._vc_event_player:
            self.event_player = self._vc_event_player[-1]
            self._vc_event_player = self._vc_event_player[:-1]
        if not (isinstance(subject, int) or subject in _PLAYER_SUBJECTS):
            raise ValueError("a villainous choice faced by something other than players")
        if isinstance(subject, int) and self.ctx.targets[subject] not in ("opponent", "player"):
            raise ValueError("a villainous choice faced by a target other than a player")
        return (
            step(
                "villainous_choice",
                player=subject,
                first=_stored(first),
                second=_stored(second),
            ),
        )


def villainous_parts(
    instruction: Instruction,
) -> tuple[Any, tuple[Instruction, ...], tuple[Instruction, ...]] | None:
    """(who faces it, option A's instructions, option B's), or None for another instruction."""
    if instruction.kind != "villainous_choice":
        return None
    p = instruction.params

    def option(key: str) -> tuple[Instruction, ...]:
        return repeated_instructions(Params({"effects": p.get(key, ())}))

    return p.get("player"), option("first"), option("second")


def you_create(effects: tuple[Instruction, ...]) -> bool:
    """Whether an option's words are "you create ..." (the controller's tokens)."""
    return (
        len(effects) == 1
        and effects[0].kind == "create_tokens"
        and "player" not in effects[0].params
    )
