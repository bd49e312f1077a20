"""Damage to a creature its controller avoids by being dealt damage themselves (118.12a: "[do
something] unless [a player does something else]" means that player may do the other thing,
and if they don't, the first thing happens): "~ deals 3 damage to target creature unless that
creature's controller has ~ deal 5 damage to them." (Blazing Salvo).

As the spell resolves the creature's controller (608.2h: who controls it then) chooses, as a
pending decision of theirs: the source deals `amount` damage to the creature, or
`player_amount` damage to that player instead. Either way the spell's source deals it (120.3).
The player may choose the damage even when it would be prevented, or when the creature would
survive its own. A creature no longer on the battlefield is no choice: the spell, whose only
target it is, doesn't resolve (608.2b), and nothing happens here."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.references import controller_of
from engine.instructions.registry import INSTRUCTIONS, ExecContext, amount, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of

CREATURE = "creature_is_dealt_damage"
PLAYER = "player_is_dealt_damage"


@instruction_kind("deal_damage_unless_player_takes")
def _deal_damage_unless_player_takes(res: Resolution, ctx: ExecContext, params: Params) -> None:
    to_creature = amount(res, ctx, params.get("amount", 0))
    to_player = amount(res, ctx, params.get("player_amount", 0))
    for creature in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(creature)
        player = controller_of(res, creature)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or player is None:
            continue
        source, what, who = (
            name_of(res.state, ctx.source),
            name_of(res.state, creature),
            name_of(res.state, player),
        )
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"{who} may have {source} deal {to_player} damage to them instead of "
            f"{to_creature} damage to {what}",
            (
                Option(CREATURE, f"{source} deals {to_creature} damage to {what}"),
                Option(PLAYER, f"{source} deals {to_player} damage to {who}"),
            ),
            "118.12a",
            context=("deal_damage_unless_player_takes", creature),
        )
        took = answer == PLAYER
        res.note(
            LogKind.EVENT,
            f"{who} has {source} deal {to_player} damage to them, not to {what}"
            if took
            else f"{who} doesn't have {source} deal damage to them: it deals {to_creature} to {what}",
            "118.12a",
            objects=(creature,),
        )
        ctx.bound["dealt_damage"] = (player if took else creature,)
        INSTRUCTIONS["deal_damage"](
            res,
            ctx,
            Params({"amount": to_player if took else to_creature, "to": "bound:dealt_damage"}),
        )
