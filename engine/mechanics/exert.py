"""Exert (701.43): "You may exert ~ as it attacks. When you do, [effect]."

Exerting is an optional cost to attack (701.43d, 508.1g): once the attackers are chosen, the
controller of each attacking creature with such an ability decides whether to exert it (a
pending decision, 508.1g). An exerted creature doesn't untap during its controller's next untap
step (701.43a; the "doesnt_untap" effect of engine.rules.effects.untap), and its linked "When you
do" ability triggers (603.12, 607.2h): the triggered ability of kind "self_exerted".
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.model import TriggeredAbility
from engine.core.choices import DecisionKind, Option
from engine.core.events import DidEvent, Exerted
from engine.core.log import LogKind
from engine.core.state import Duration, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect
from engine.rules.characteristics import chars
from engine.rules.combat.declare import OPTIONAL_ATTACK_COSTS
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import abilities_of, trigger_kind

EXERTED = "self_exerted"
EXERT = "exert"
# "You may exert ~ as it attacks." written with no "When you do" ability (701.43d): the static
# ability, held as a word the creature has (a gain_keywords effect on itself, layer 6).
MAY_EXERT = "may be exerted as it attacks"


def can_exert(state: GameState, obj: GameObject) -> bool:
    """It has "You may exert ~ as it attacks": alone, or read with its linked "When you do"
    ability."""
    if chars(state, obj).has(MAY_EXERT):
        return True
    return any(
        isinstance(a, TriggeredAbility) and a.trigger == EXERTED for a in abilities_of(state, obj)
    )


def _exert_attackers(res: Resolution, attacks: Sequence[tuple[str, str]]) -> None:
    for attacker, _ in attacks:
        obj = res.state.find_object(attacker)
        if obj is None or not can_exert(res.state, obj):
            continue
        name = name_of(res.state, attacker)
        answer = res.choose(
            obj.controller,
            DecisionKind.MAY,
            f"exert {name} as it attacks? (it won't untap during your next untap step)",
            (Option(EXERT, f"exert {name}"), Option("no", f"don't exert {name}")),
            "508.1g",
            context=(EXERT, attacker),
        )
        if answer != EXERT:
            continue
        _exert(res, obj, "508.1g")


def _exert(res: Resolution, obj: GameObject, *rules: str) -> None:
    """701.43a: it won't untap during its controller's next untap step (701.43b: tapped or
    not, exerted before or not)."""
    add_effect(
        res,
        ExecContext(obj.controller, obj.id),
        "doesnt_untap",
        Params({"objects": (obj.id,)}),
        Duration.INDEFINITE,
        rules=("701.43a",),
    )
    res.judge(
        LogKind.EVENT,
        f"{name_of(res.state, obj.id)} is exerted: it won't untap during "
        f"{name_of(res.state, obj.controller)}'s next untap step",
        "701.43a",
        *rules,
        objects=(obj.id,),
    )
    res.did(Exerted(obj.id))


def exert_as_cost(res: Resolution, source: str) -> None:
    """ "Exert ~" in an activated ability's cost (701.43a, 602.2b): paid with the others."""
    obj = res.state.find_object(source)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:  # 701.43c
        _exert(res, obj, "602.2b")


OPTIONAL_ATTACK_COSTS.append(_exert_attackers)


@trigger_kind(EXERTED)
def _self_exerted(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When you do" (603.12): this creature was exerted as it attacked (701.43d)."""
    return isinstance(event, Exerted) and event.object == obj.id
