"""The top of a library looked at and split without a keyword action: "Look at the top five
cards of your library. Put any number of them into your graveyard and the rest back on top of
your library in any order." (Taigam's Scheming) and "You may shuffle." (Ponder, after its look
at the top three cards).

Taigam's Scheming does what surveil does (701.25a) but isn't a surveil: nothing that triggers
on surveilling sees it. Its decisions are surveil's (engine.instructions.top_of_library): for
each card from the top down, "top" or "graveyard", then the order of the cards put back; the
cards put into the graveyard move one at a time through the pipeline (614.6)."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.state import Params
from engine.instructions.references import shuffle_library
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.instructions.scry import TopLook
from engine.instructions.top_of_library import GRAVEYARD, look_and_bin
from engine.rules.pipeline import Resolution, name_of

LOOK_INTO_GRAVEYARD = TopLook(
    "looks at the top cards of their library",
    "608.2c",
    "608.2c",
    GRAVEYARD,
    "into the graveyard",
    "put it into their graveyard",
    "look_into_graveyard",
)


@instruction_kind("look_put_into_graveyard")
def _look_put_into_graveyard(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        count = amount(res, ctx, params.get("count", 1))
        look_and_bin(
            res, player, count, LOOK_INTO_GRAVEYARD, "back on top in any order", ("608.2c", "401.4")
        )


@instruction_kind("may_shuffle")
def _may_shuffle(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "You may shuffle." (701.24a): the player chooses, as the instruction applies."""
    player = ctx.controller
    answer = res.choose(
        player,
        DecisionKind.MAY,
        f"{name_of(res.state, player)} may shuffle their library",
        (Option("shuffle", "shuffle"), Option("keep", "don't shuffle")),
        "701.24a",
        context=("may_shuffle", ctx.source),
    )
    if answer == "shuffle":
        shuffle_library(res, player)
