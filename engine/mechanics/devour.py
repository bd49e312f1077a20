"""Devour (702.82): "Devour N" means "As this object enters, you may sacrifice any number of
creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed this
way." (702.82a); "Devour [quality] N" sacrifices permanents of that quality (702.82c: artifact,
land, Food). A static ability of the kind `devour` ("count", "quality"): a replacement of how the
permanent enters (614.1c), its controller's choices made as it enters, one permanent at a time
with "no more" at each (a pending decision; none is a choice too). The entering permanent isn't
on the battlefield yet as it devours, so it can't devour itself.
How many it devoured (702.82b) isn't kept: no card reading it compiles.
"""

from __future__ import annotations

from engine.cards.model import StaticAbility
from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameState, Params
from engine.instructions.control import choose_one_by_one
from engine.instructions.registry import ExecContext
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.type_words import matches, noun
from engine.rules.zones import AS_IT_ENTERS, sacrifice

KIND = "devour"
RULE = "702.82a"


@register
class Devour(EffectKind[WouldEvent]):
    """Params: "count" (N), "quality" (a card type or subtype; creatures when absent)."""

    name = KIND
    rules = (RULE, "702.82c")

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.source)} has devour {effect.params.get('count', 1)}"


def _devour(res: Resolution, obj_id: str) -> None:
    obj = res.state.object(obj_id)
    for index, ability in enumerate(chars(res.state, obj).abilities):
        if isinstance(ability, StaticAbility) and ability.effect == KIND:
            _devour_one(res, obj_id, index, ability.params)


def _devour_one(res: Resolution, obj_id: str, index: int, params: Params) -> None:
    obj = res.state.object(obj_id)
    quality = str(params.get("quality") or "Creature")
    n = int(params.get("count", 1))
    player = obj.controller
    what = noun(quality, "permanent")
    ctx = ExecContext(player, obj_id, ability=index)
    chosen = choose_one_by_one(
        res,
        ctx,
        lambda o: (
            o.id != obj_id
            and o.controller == player
            and not o.phased_out
            and matches(res.state, o, quality)
        ),
        lambda picked: (
            f"devour: {name_of(res.state, player)} may sacrifice a {what} as {name_of(res.state, obj)} enters "
            f"({picked} chosen)"
        ),
        ("sacrifice", "devour"),
        lambda object_id: name_of(res.state, object_id),
        None,
    )
    for eaten in chosen:
        res.note(
            LogKind.EVENT,
            f"devour: {name_of(res.state, player)} sacrifices {name_of(res.state, eaten)}",
            RULE,
            "701.21a",
            objects=(eaten,),
        )
        sacrifice(res, player, eaten)
    obj = res.state.object(obj_id)
    if chosen and n:
        res.set_state(res.state.with_object(obj.with_counters("+1/+1", n * len(chosen))))
        res.note(
            LogKind.REPLACEMENT,
            f"{name_of(res.state, obj)} enters with {n * len(chosen)} +1/+1 counters ({len(chosen)} devoured)",
            "614.1c",
            RULE,
            objects=(obj_id,),
        )


AS_IT_ENTERS.append(_devour)
