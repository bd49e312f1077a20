"""Battles (310): the protector chosen as a battle enters.

- A battle enters with defense counters equal to its printed defense (310.4b,
  engine.rules.loyalty.enters_with_defense); damage dealt to it removes that many (120.3h,
  engine.rules.damage); with none left it is put into its owner's graveyard (704.5v,
  engine.rules.sba).
- As a battle enters, its controller chooses its protector (310.8a): a Siege's from among their
  opponents (310.11a), any other battle's is its controller. The choice is kept on the permanent
  (`chosen["protector"]`, like the choices of 614.12a, forgotten when it leaves, 400.7); combat
  reads it (engine.rules.combat.queries.protector: 310.8b-d, 508.5). With several opponents it is
  a decision of the controller; with one, that opponent. With none, no protector is chosen
  (310.10's state-based action isn't modeled).
- The Siege's intrinsic triggered ability (310.11b: exile it, then cast it transformed) isn't
  applied; the compiler leaves a Siege's card unapplied for it.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.variants import opponents_of
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import AS_IT_ENTERS

PROTECTOR = "protector"
SIEGE = "Siege"


def _choose_protector(res: Resolution, obj_id: str) -> None:
    obj = res.state.object(obj_id)
    c = chars(res.state, obj)
    if not c.is_type("Battle") or obj.chosen.get(PROTECTOR):
        return
    if SIEGE not in c.subtypes:
        choice, rule = obj.controller, "310.8a"  # no battle type: its controller protects it
    else:
        foes = opponents_of(res.state, obj.controller)
        if not foes:
            return
        choice, rule = foes[0], "310.11a"
        if len(foes) > 1:
            choice = res.choose(
                obj.controller,
                DecisionKind.PROTECTOR,
                f"{name_of(res.state, obj.controller)} chooses an opponent to protect {name_of(res.state, obj)}",
                tuple(Option(p, name_of(res.state, p)) for p in foes),
                rule,
                context=(PROTECTOR, obj_id),
            )
    chosen = obj.chosen.set(PROTECTOR, choice)
    res.set_state(res.state.with_object(replace(obj, chosen=chosen)))
    res.note(
        LogKind.REPLACEMENT,
        f"{name_of(res.state, obj)} enters protected by {name_of(res.state, choice)}",
        rule,
        "310.8a",
        objects=(obj_id,),
    )


AS_IT_ENTERS.append(_choose_protector)
