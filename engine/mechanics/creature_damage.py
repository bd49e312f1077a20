"""A creature dealing damage by a spell's or ability's instruction (120.1, 120.3): "Target
creature you control deals damage equal to its power to target creature you don't control.",
"Target creature deals damage to itself equal to its power."

The creature is the source of the damage (its abilities such as deathtouch and lifelink apply,
702.2b, 702.15b), and the damage isn't combat damage. The amount is the creature's power as the
instruction applies, or as it last existed on the battlefield (608.2h). If the creature is an
illegal target as the spell resolves, the damage it would deal can't be determined and isn't
dealt (608.2b); an illegal recipient is dealt nothing.

Instruction "creature_deals_damage": "by" (the creature, a reference), "to" (the recipient) and
"amount" (an amount word, usually "target_power:N" of the creature).
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.rules.damage import Assignment, deal_damage
from engine.rules.pipeline import Resolution


@instruction_kind("creature_deals_damage")
def _creature_deals_damage(res: Resolution, ctx: ExecContext, params: Params) -> None:
    sources = refs(res, ctx, params.get("by", 0))
    if not sources:
        res.judge(
            LogKind.NOTE,
            "the creature that would deal the damage is an illegal target: no damage is dealt",
            "608.2b",
        )
        return
    source = sources[0]
    n = amount(res, ctx, params.get("amount", 0))
    recipients = []
    for recipient in refs(res, ctx, params.get("to", 1)):
        if res.state.find_player(recipient) is not None:
            recipients.append(recipient)
            continue
        obj = res.state.find_object(recipient)
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            recipients.append(recipient)
    deal_damage(res, [Assignment(source, r, n) for r in dict.fromkeys(recipients)])
