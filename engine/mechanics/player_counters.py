"""Counters on players other than poison and energy (122.1): experience counters ("you get an
experience counter": Mizzix of the Izmagnus, Meren of Clan Nel Toth). They are kept in the
player's `counters` by kind, in the scenario document and on the board, as energy is
(engine.mechanics.energy). "For each experience counter you have" is the count
`counters_you_have:experience` (engine.rules.defined_pt), and a cast trigger's "with mana value
greater than the number of experience counters you have" compares the spell's mana value (202.3)
with that count as the spell is cast (601.2i, 603.2)."""

from __future__ import annotations

from dataclasses import replace

from engine.core.log import LogKind, counted
from engine.core.state import Params
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of

RULE = "122.1"
# The kinds an instruction may put on a player (poison has its own field, energy its mechanic).
PLAYER_COUNTER_KINDS = ("experience", "rad")  # rad: engine.mechanics.rad_counters (122.1i)


@instruction_kind("get_player_counters")
def _get_player_counters(res: Resolution, ctx: ExecContext, params: Params) -> None:
    kind = str(params.get("kind", ""))
    count = amount(res, ctx, params.get("count", 1))
    if kind not in PLAYER_COUNTER_KINDS or count <= 0:
        return
    for player in refs(res, ctx, params.get("player", "you")):
        found = res.state.find_player(player)
        if found is None:
            continue
        total = int(found.counters.get(kind, 0)) + count
        counters = Params({**found.counters, kind: total})
        res.set_state(res.state.with_player(replace(found, counters=counters)))
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} gets {counted(count, f'{kind} counter')} ({total} {kind})",
            RULE,
            objects=(ctx.source,),
        )
