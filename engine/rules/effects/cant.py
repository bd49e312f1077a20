""" "Can't" effects of the built-in cards: rule modifiers that stop an event or an action (101.2:
a "can't" beats an instruction to do it). They watch no events; the code that would perform the
forbidden thing asks the queries at the bottom.

- cant_gain_life: "player" a player group of engine.rules.player_groups (a player id, "each":
  Skullcrack, Leyline of Punishment; "opponents": Erebos, God of the Dead); read by
  engine.rules.life (119.7).
- cant_be_countered: "object" the spell (a static ability working on the stack, 113.6g); read by
  the "counter" instruction.
- spells_cant_be_countered: a static ability of a permanent for the spells it names
  ("Creature spells you control can't be countered.", 101.2): "spells" (a spell quality of
  engine.rules.effects.spell_costs), "controllers" ("you", bound to the controller, or "each").
- cant_be_regenerated: "objects" locked in as the spell resolves (701.19c). Shields can still be
  made for those permanents, but a regeneration shield (engine.rules.effects.regeneration) doesn't apply
  to them: it stays unused and the pipeline logs why.
"""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import name_of
from engine.rules.player_groups import group_words, in_group


@register
class CantGainLife(EffectKind[WouldEvent]):
    name = "cant_gain_life"
    rules = ("119.7",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{group_words(state, effect)} can't gain life"


@register
class CantBeCountered(EffectKind[WouldEvent]):
    name = "cant_be_countered"
    rules = ("101.2", "113.6g")

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} can't be countered"


@register
class CantBeRegenerated(EffectKind[WouldEvent]):
    name = "cant_be_regenerated"
    rules = ("701.19c",)

    def describe(self, effect: Effect, state: GameState) -> str:
        objects = effect.params.get("objects", ())
        return f"{', '.join(name_of(state, str(o)) for o in objects)} can't be regenerated"


def cant_gain_life(state: GameState, player: str) -> Effect | None:
    """The effect in force that keeps `player` from gaining life (119.7), if any."""
    return next(
        (e for e in effects_of_kind(state, "cant_gain_life") if in_group(state, e, player)),
        None,
    )


@register
class SpellsCantBeCountered(EffectKind[WouldEvent]):
    name = "spells_cant_be_countered"
    rules = ("101.2",)

    def describe(self, effect: Effect, state: GameState) -> str:
        spells = str(effect.params.get("spells", "any")).replace("_", " ").replace(":", " ")
        whose = effect.params.get("controllers", "each")
        mine = f" {ref_name(state, whose)} controls" if whose != "each" else ""
        return f"{'' if spells == 'any' else spells + ' '}spells{mine} can't be countered"


def uncounterable(state: GameState, obj_id: str) -> bool:
    return any(
        e.params.get("object") == obj_id and x_at_least(state, obj_id, e.params.get("min_x"))
        for e in effects_of_kind(state, "cant_be_countered")
    ) or _of_an_uncounterable_kind(state, obj_id)


def _of_an_uncounterable_kind(state: GameState, obj_id: str) -> bool:
    """101.2: a spell a permanent's ability names ("Creature spells you control ..."), read as
    it would be countered: the spell's characteristics and controller then."""
    from engine.rules.characteristics import chars
    from engine.rules.effects.spell_costs import spell_quality

    obj = state.find_object(obj_id)
    if obj is None or obj.stack is None or obj.stack.kind != "spell":
        return False
    return any(
        e.params.get("controllers", "each") in ("each", obj.controller)
        and spell_quality(str(e.params.get("spells", "any")), chars(state, obj))
        for e in effects_of_kind(state, "spells_cant_be_countered")
    )


def x_at_least(state: GameState, obj_id: str, minimum: object) -> bool:
    """A spell's "if X is N or more" (Banefire): the X it was cast with (107.3a); no minimum
    always holds."""
    if not isinstance(minimum, int):
        return True
    obj = state.find_object(obj_id)
    if obj is None:
        return False
    x = obj.stack.x if obj.stack is not None else obj.x
    return x >= minimum


def regeneration_forbidden(state: GameState, obj_id: str) -> Effect | None:
    """701.19c: the effect saying this permanent can't be regenerated, if any."""
    return next(
        (
            e
            for e in effects_of_kind(state, "cant_be_regenerated")
            if obj_id in e.params.get("objects", ())
        ),
        None,
    )
