"""Effects that make activated abilities cost less to activate (602.2b: the total cost is
determined as for a spell, 601.2f): "Activated abilities of creatures you control cost {2} less
to activate. This effect can't reduce the mana in that cost to less than one mana." (Biomancer's
Familiar).

"reduce_ability_cost" parameters: "creatures": "yours" (abilities of creatures the effect's
controller controls, checked as the cost is determined), "generic" (how much less), "floor" (the
least mana the cost keeps). A reduction lowers only the generic part, X counted as its chosen
value (107.3, 601.2f), and never leaves fewer than "floor" mana symbols; a cost with no mana
(a {T} ability) or already at the floor is unchanged. Loyalty costs aren't mana (606.4).

An ability's own reduction ("This ability costs {1} less to activate for each instant and
sorcery card in your graveyard.", `ActivatedAbility.cost_less`) is applied first
(`own_reduced_cost`): the count is read as the cost is determined, and it lowers only the
generic part, never below zero (601.2f)."""

from __future__ import annotations

from engine.cards.model import ActivatedAbility, generic_mana, mana_symbols
from engine.core.events import WouldEvent
from engine.core.state import Effect, GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.defined_pt import compute, known_count
from engine.rules.effect_kinds import EffectKind, effects_of_kind, register

KIND = "reduce_ability_cost"


@register
class ReduceAbilityCost(EffectKind[WouldEvent]):
    name = KIND
    rules = ("602.2b", "601.2f")

    def describe(self, effect: Effect, state: GameState) -> str:
        n = int(effect.params.get("generic", 0))
        return (
            f"activated abilities of creatures its controller controls cost {{{n}}} less to "
            f"activate (not below {effect.params.get('floor', 0)} mana)"
        )


def _applies(effect: Effect, state: GameState, obj: GameObject) -> bool:
    """A creature is a permanent (110.1, 110.4): a creature card's cycling in a hand isn't an
    ability of a creature you control."""
    if effect.params.get("creatures") != "yours" or obj.controller != effect.controller:
        return False
    if obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        return False
    return chars(state, obj).is_type("Creature")


def reduced_ability_cost(
    state: GameState, obj: GameObject, cost: str, x: int
) -> tuple[str, int, list[tuple[Effect, int]]]:
    """The ability's mana cost after the reductions in force (602.2b, 601.2f), the X left to
    pay, and each reduction with how much it took off."""
    symbols = mana_symbols(cost)
    if not symbols:
        return cost, x, []
    generic = generic_mana(cost, x)
    others = [s for s in symbols if not s.isdigit() and s != "X"]
    taken: list[tuple[Effect, int]] = []
    for effect in effects_of_kind(state, KIND):
        if not _applies(effect, state, obj):
            continue
        # "can't reduce the mana in that cost to less than one mana": the generic mana left
        # plus the other symbols stays at least the floor.
        room = generic + len(others) - int(effect.params.get("floor", 0))
        n = max(0, min(int(effect.params.get("generic", 0)), generic, room))
        if n:
            generic -= n
            taken.append((effect, n))
    if not taken:
        return cost, x, []
    total = (f"{{{generic}}}" if generic else "") + "".join(f"{{{s}}}" for s in others)
    return total, 0, taken


def own_reduced_cost(
    state: GameState, obj: GameObject, ability: ActivatedAbility, cost: str
) -> tuple[str, int]:
    """The ability's mana cost after its own reduction (602.2b, 601.2f), and how much it took
    off. A cost with X keeps its own payment (the grammar reads no such reduction)."""
    word = ability.cost_less_for_each
    symbols = mana_symbols(cost)
    if not ability.cost_less or not known_count(word) or "X" in symbols:
        return cost, 0
    less = ability.cost_less * compute(state, obj, word, chars)
    generic = generic_mana(cost, 0)
    n = min(less, generic)
    if not n:
        return cost, 0
    others = "".join(f"{{{s}}}" for s in symbols if not s.isdigit())
    return (f"{{{generic - n}}}" if generic - n else "") + others, n
