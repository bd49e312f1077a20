"""A sentence after another that runs only if its controller controls a permanent of a kind as
the spell or ability reaches it (608.2c: the instructions are followed in order, the condition
read then): "Return target nonland permanent to its owner's hand. If you control a Desert,
surveil 1." (Failed Fording); "... If you control an enchantment, scry 2."

One instruction "if_you_control" carries the sentence's instructions: params "kind", the type
or subtype as costs name it (engine.rules.type_words.matches: "Desert", "Enchantment",
"Artifact or Creature"), and "effects". The permanents are read as they are then, with every
type-changing effect applied (613.1d); a phased-out permanent is treated as though it doesn't
exist (702.26b).
"""

from __future__ import annotations

from engine.cards.model import Instruction
from engine.core.log import LogKind
from engine.core.state import GameState, Params
from engine.instructions.registry import ExecContext, execute, instruction_kind
from engine.instructions.repeats import repeated_instructions
from engine.rules.pipeline import Resolution, name_of
from engine.rules.type_words import matches, noun, with_article

KIND = "if_you_control"


def carried(params: Params) -> tuple[Instruction, ...]:
    """The instructions the sentence carries (as a "repeat" carries its own)."""
    return repeated_instructions(params)


def controls(state: GameState, player: str, kind: str) -> bool:
    """Does `player` control a permanent of `kind` now?"""
    return any(
        o.controller == player and not o.phased_out and matches(state, o, kind)
        for o in state.battlefield
    )


def kind_words(kind: str) -> str:
    """ "a Desert", "an enchantment"."""
    return with_article(noun(kind, "permanent"))


@instruction_kind(KIND)
def _if_you_control(res: Resolution, ctx: ExecContext, params: Params) -> None:
    kind = str(params.get("kind", ""))
    source = name_of(res.state, ctx.source)
    words = f"you control {kind_words(kind)}"
    if not kind or not controls(res.state, ctx.controller, kind):
        res.judge(
            LogKind.EVENT, f"{source}: not '{words}', so that sentence does nothing", "608.2c"
        )
        return
    res.note(LogKind.EVENT, f"{source}: {words}, so that sentence happens", "608.2c")
    execute(res, ctx, carried(params))
