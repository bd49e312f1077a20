"""Cascade (702.85): "When you cast this spell, exile cards from the top of your library until you
exile a nonland card whose mana value is less than this spell's mana value. You may cast that
card without paying its mana cost if the resulting spell's mana value is less than this spell's
mana value. Then put all cards exiled this way that weren't cast on the bottom of your library
in a random order." (702.85a).

The keyword stands for that triggered ability (engine.cards.keyword_abilities.CASCADE): the
trigger `self_cast` (601.2i, from the stack) and the instruction `cascade`. The spell's mana
value is read as the ability resolves, from the spell on the stack or as it last existed there
(608.2h). The library's order is the scenario's (its top card first): nothing is hidden from the
judge and nothing is random in what is exiled. Casting the card is the controller's choice
(a `may` decision), made as the ability resolves and cast then (608.2g: no timing permission,
without paying its mana cost, 118.9; engine.rules.resolution_casts); a card that can't be cast
(no legal target) isn't. The cards left go to the bottom of the library in an order drawn from
the scenario's seed, as a shuffle is (701.24a), so replaying the scenario gives the same order.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.spell_copies import original_spell
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_casts import (
    exile_until_castable,
    may_cast_without_paying,
    rest_on_the_bottom,
)

RULE = "702.85a"


@instruction_kind("cascade")
def _cascade(res: Resolution, ctx: ExecContext, params: Params) -> None:
    spell = original_spell(res, ctx, Params({"spell": "bound:spell"}))
    if spell is None:
        return
    player = ctx.controller
    who = name_of(res.state, player)
    value = chars(res.state, spell).mana_value
    exiled, hit = exile_until_castable(res, player, lambda mv: mv < value)
    res.note(
        LogKind.EVENT,
        f"cascade: {who} exiles "
        + (", ".join(name_of(res.state, e) for e in exiled) or "nothing (an empty library)")
        + f" from the top of their library, looking for a nonland card with mana value less "
        f"than {value}",
        RULE,
        objects=tuple(exiled),
    )
    cast = False
    if hit is not None:
        cast = may_cast_without_paying(res, hit, player, "cascade", RULE)
    else:
        res.note(LogKind.NOTE, "no card was exiled that could be cast", RULE)
    rest_on_the_bottom(res, player, exiled, hit if cast else None, RULE, "cascade")
