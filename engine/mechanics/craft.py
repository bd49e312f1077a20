"""Craft (702.167a): "Craft with [materials] [cost]" stands for "[Cost], Exile this permanent,
Exile [materials] from among permanents you control and/or cards in your graveyard: Return this
card to the battlefield transformed under its owner's control. Activate only as a sorcery."

`craft` builds that ability; its materials are the cost parts `Cost.craft`, `craft_type` and
`craft_more`, paid by engine.rules.crafting (702.167b: a type alone names permanents and cards).
The instruction "return_crafted" returns the card the cost exiled: back face up (712.14a, a
double-faced card put onto the battlefield transformed; a card that isn't one stays in exile,
712.14a), under its owner's control (110.2a).
"""

from __future__ import annotations

from engine.cards.model import ActivatedAbility, Cost, instruction
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.faces import DOUBLE_FACED, layout_and_faces
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

RULE = "702.167a"
KEYWORD = "Craft"


def craft(mana: str, count: int, kind: str, more: bool) -> ActivatedAbility:
    """702.167a: the ability "Craft with [materials] [mana]" stands for."""
    return ActivatedAbility(
        f"Craft {mana} (exile this and the materials: return this card transformed)",
        Cost(mana=mana, exile_self=True, craft=count, craft_type=kind, craft_more=more),
        (instruction("return_crafted"),),
        sorcery_speed=True,
        keyword=KEYWORD,
    )


@instruction_kind("return_crafted")
def _return_crafted(res: Resolution, ctx: ExecContext, params: Params) -> None:
    card = res.state.find_object(ctx.source)
    if card is None or card.zone is not Zone.EXILE:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, ctx.source)} is no longer in exile: it isn't returned",
            RULE,
            "400.7",
            objects=(ctx.source,),
        )
        return
    layout, faces = layout_and_faces(res.state, card)
    if layout not in DOUBLE_FACED or len(faces) < 2:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, card.id)} isn't a double-faced card: it can't be put onto the "
            "battlefield transformed and stays in exile",
            "712.14a",
            RULE,
            objects=(card.id,),
        )
        return
    if move(res, card.id, Zone.BATTLEFIELD, face=1) is Zone.BATTLEFIELD:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, card.id)} returns to the battlefield transformed under "
            f"{name_of(res.state, card.owner)}'s control",
            RULE,
            "712.14a",
            objects=(card.id,),
        )
