"""Epic (702.50a-b): two spell abilities. As the spell resolves (after its other instructions,
if it resolves at all, 608.2b), its controller can't cast spells for the rest of the game, and
a delayed triggered ability is created: "At the beginning of each of your upkeeps for the rest of
the game, copy this spell except for its epic ability. If the spell has any targets, you may
choose new targets for the copy."

Both live in one stored effect of kind "epic" (params: the player, the spell's card and the
spell as it resolved: its targets, X, mode and bound choices, 707.10), indefinite. The cast
action refuses any spell that player would cast, by whatever permission (702.50b); copies are
not cast, so they still go on the stack. The delayed trigger is matched against each upkeep
(engine.rules.triggers.INHERENT_TRIGGERS) and doesn't end when it triggers (603.7c: "each of
your upkeeps"). Its instruction `epic_copy` puts a copy of the spell as it resolved on the stack
(engine.mechanics.spell_copies: new targets are the controller's choice, 707.10c); the copy has
no epic ability (its `bound` says so), so it creates nothing more.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.core.errors import IllegalAction
from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import (
    Duration,
    Effect,
    GameObject,
    GameState,
    Params,
    StackInfo,
    Step,
    Zone,
)
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.spell_copies import copy_spell_times
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import INHERENT_TRIGGERS, each_step_of_its_player

EPIC = "epic"
RULE = "702.50a"
WITHOUT_EPIC = "without_epic"  # a copy's bound: copied except for its epic ability


@register
class Epic(EffectKind[WouldEvent]):
    """Params: "player" (who can't cast spells), "card" (the spell's card), "spell" (its
    targets, X, mode and bound choices as it resolved)."""

    name = EPIC
    rules = (RULE, "702.50b")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('player'))} can't cast spells; at the beginning "
            f"of each of their upkeeps, {ref_name(state, effect.params.get('card'))} is copied"
        )


def check_epic(state: GameState, caster: str) -> None:
    """702.50b: a player whose epic spell resolved can't cast spells."""
    for effect in effects_of_kind(state, EPIC):
        if effect.params.get("player") == caster:
            raise IllegalAction(
                f"{name_of(state, caster)} can't cast spells for the rest of the game (epic: "
                f"{name_of(state, str(effect.params.get('card')))})",
                "702.50b",
            )


def epic_resolves(res: Resolution, spell: GameObject) -> None:
    """702.50a: the spell's epic abilities, as it resolves (not a copy made without them)."""
    info = spell.stack
    if info is None or info.kind != "spell" or not chars(res.state, spell).has(EPIC):
        return
    if info.bound.get(WITHOUT_EPIC):
        return
    player = spell.controller
    snapshot = {
        "targets": list(info.targets),
        "x": info.x,
        "mode": info.mode,
        "bound": info.bound.to_json(),
    }
    params = Params({"player": player, "card": spell.id, "spell": snapshot})
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    effect = Effect(effect_id, EPIC, player, spell.id, params, Duration.INDEFINITE, timestamp)
    res.set_state(state.with_effect(effect))
    res.note(
        LogKind.EVENT,
        f"epic: {name_of(res.state, player)} can't cast spells for the rest of the game, and "
        f"{name_of(res.state, spell.id)} will be copied at the beginning of each of their upkeeps",
        RULE,
        "702.50b",
        objects=(spell.id,),
    )


def _upkeep_copy(state: GameState, effect: Effect) -> tuple[str, str, list[Any]]:
    card = str(effect.params.get("card"))
    text = f"at the beginning of your upkeep, copy {name_of(state, card)} (epic)"
    return card, text, [{"kind": "epic_copy", "params": {"epic": effect.id}}]


INHERENT_TRIGGERS.append(each_step_of_its_player(EPIC, Step.UPKEEP, RULE, _upkeep_copy))


@instruction_kind("epic_copy")
def _epic_copy(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.50a, 707.10: copy the spell as it resolved, except for its epic ability."""
    effect = next((e for e in res.state.effects if e.id == params.get("epic")), None)
    if effect is None:
        return
    card = res.state.find_object(str(effect.params.get("card")))
    snapshot = effect.params.get("spell")
    if card is None or not isinstance(snapshot, Mapping):
        return
    bound = Params(dict(snapshot.get("bound", {}))).set(WITHOUT_EPIC, True)
    info = StackInfo(
        "spell",
        card.id,
        targets=tuple(str(t) for t in snapshot.get("targets", ())),
        x=int(snapshot.get("x", 0)),
        mode=int(snapshot.get("mode", -1)),
        bound=bound,
    )
    as_it_resolved = replace(card, zone=Zone.STACK, stack=info, face_down=False)
    res.note(
        LogKind.EVENT,
        f"epic: {name_of(res.state, ctx.controller)} copies {name_of(res.state, card.id)} as it "
        "resolved, except for its epic ability",
        RULE,
        "707.10",
        objects=(card.id,),
    )
    copy_spell_times(res, as_it_resolved, ctx.controller, 1)
