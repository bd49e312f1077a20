"""Alternative costs a spell offers only under a condition (118.9, 601.2b): "If four or more
creatures are attacking, you may pay {1}{W} rather than pay this spell's mana cost." (the Traps
of Zendikar). The card's static ability works from the hand, where the spell is cast from
(113.6d: it modifies what that object costs to cast); the condition is checked as the player
proposes to cast the spell (601.2b: the choice to pay an alternative cost is made then), and the
mana paid is then the alternative cost, with cost changes applied to it (118.9d, 601.2f).

The ability is a static ability of kind "alternative_cost_if" with "mana" (the alternative cost)
and "condition" (one of `CONDITIONS`). The cast action's `alternative: true` asks for it, as it
does for a card's unconditional alternative cost (engine.actions.additional_costs).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards.model import CardDef, StaticAbility
from engine.core.errors import IllegalAction
from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameState
from engine.core.variants import opponents_of
from engine.mechanics.prowl import prowl_holds
from engine.mechanics.turn_history import (
    LIFE_GAINED,
    LIFE_LOST,
    SPELL_CAST,
    assassin_combat_damage,
    damaging_creatures,
    happened,
)
from engine.rules.activation import condition_holds
from engine.rules.effect_kinds import EffectKind, register
from engine.rules.pipeline import Resolution, name_of

KIND = "alternative_cost_if"
RULES = ("118.9", "601.2b")

Check = Callable[[GameState, str, str], bool]
CONDITIONS: dict[str, Check] = {}


def _condition(name: str) -> Callable[[Check], Check]:
    def register_check(fn: Check) -> Check:
        CONDITIONS[name] = fn
        return fn

    return register_check


def _attacking(state: GameState) -> int:
    """Creatures attacking now, every player's (506.4: removed ones no longer count)."""
    if state.combat is None:
        return 0
    return sum(1 for obj, _ in state.combat.attackers if state.find_object(obj) is not None)


@_condition("attacking_at_least")
def _attacking_at_least(state: GameState, player: str, count: str) -> bool:
    """ "If four or more creatures are attacking" (Arrow Volley Trap)."""
    return count.isdigit() and _attacking(state) >= int(count)


@_condition("attacking_exactly")
def _attacking_exactly(state: GameState, player: str, count: str) -> bool:
    """ "If exactly one creature is attacking" (Pitfall Trap)."""
    return count.isdigit() and _attacking(state) == int(count)


@_condition("opponent_gained_life_this_turn")
def _opponent_gained_life(state: GameState, player: str, _: str) -> bool:
    """ "If an opponent gained life this turn" (Needlebite Trap; engine.mechanics.turn_history)."""
    return any(happened(state, LIFE_GAINED, p) for p in opponents_of(state, player))


@_condition("damaged_by_creatures_at_least")
def _damaged_by_creatures_at_least(state: GameState, player: str, count: str) -> bool:
    """ "If you've been dealt damage by two or more creatures this turn" (Inferno Trap): the
    creatures that dealt the player damage this turn, each object once (engine.mechanics
    .turn_history)."""
    return count.isdigit() and damaging_creatures(state, player) >= int(count)


@_condition("cast_another_spell_this_turn")
def _cast_another_spell(state: GameState, player: str, _: str) -> bool:
    """Surge (702.117a): "if you ... have cast another spell this turn": a spell the player cast
    this turn (engine.mechanics.turn_history; the one being cast isn't recorded until it becomes
    cast, 601.2i). Teammates (702.117a) exist only in team games, which aren't modeled."""
    return happened(state, SPELL_CAST, player)


@_condition("control_at_least")
def _control_at_least(state: GameState, player: str, arg: str) -> bool:
    """ "If you control a Plains" (Angelic Favor): "N:KIND", N or more permanents of that card
    type or subtype the player controls (engine.rules.activation.condition_holds)."""
    count = arg.partition(":")[0]
    return count.isdigit() and condition_holds(state, player, f"control_at_least:{arg}")


@_condition("your_turn")
def _your_turn(state: GameState, player: str, _: str) -> bool:
    """ "If it's your turn" (Mine Collapse): the player is the active player (102.1)."""
    return state.turn.active_player == player


@_condition("not_your_turn")
def _not_your_turn(state: GameState, player: str, _: str) -> bool:
    """ "If it's not your turn" (Force of Negation): another player is the active player."""
    return state.turn.active_player != player


# 702.76a: prowl's condition reads the spell being cast (its creature types), so it is checked
# with the spell (engine.mechanics.prowl), not with the player alone.
PROWL = "prowl"


@_condition(PROWL)
def _prowl(state: GameState, player: str, _: str) -> bool:
    return False  # only with the spell: check_conditional_cost asks prowl_holds


@_condition("opponent_lost_life_this_turn")
def _opponent_lost_life(state: GameState, player: str, _: str) -> bool:
    """Spectacle (702.137a): "if an opponent lost life this turn"."""
    return any(happened(state, LIFE_LOST, p) for p in opponents_of(state, player))


@_condition("assassin_combat_damage_this_turn")
def _assassin_damage(state: GameState, player: str, _: str) -> bool:
    """Freerunning (702.173a): "if a player was dealt combat damage this turn by a creature that,
    at the time it dealt that damage, was an Assassin creature or a commander under your
    control" (engine.mechanics.turn_history)."""
    return assassin_combat_damage(state, player)


# Keyword abilities that are a conditional alternative cost: the keyword, its condition and
# rule ("Surge {3}{U}" means "You may pay {3}{U} rather than pay this spell's mana cost as you
# cast this spell if you ... have cast another spell this turn", 702.117a).
KEYWORDS: dict[str, tuple[str, str]] = {
    "surge": ("cast_another_spell_this_turn", "702.117a"),
    "spectacle": ("opponent_lost_life_this_turn", "702.137a"),
    "freerunning": ("assassin_combat_damage_this_turn", "702.173a"),
    "prowl": (PROWL, "702.76a"),
}


def keyword_rule(ability: StaticAbility) -> tuple[str, ...]:
    found = KEYWORDS.get(str(ability.params.get("keyword", "")))
    return (found[1],) if found else ()


def known_condition(word: object) -> bool:
    return isinstance(word, str) and word.partition(":")[0] in CONDITIONS


def holds(state: GameState, word: str, player: str) -> bool:
    head, _, arg = word.partition(":")
    check = CONDITIONS.get(head)
    return check is not None and check(state, player, arg)


@register
class AlternativeCostIf(EffectKind[WouldEvent]):
    """The card's own offer, read by the cast action; as an effect it changes nothing else."""

    name = KIND
    rules = RULES

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"may be cast for {effect.params.get('mana')} rather than its mana cost"


def conditional_cost(card: CardDef | None) -> StaticAbility | None:
    """The card's conditional alternative cost, if it has one."""
    for ability in card.abilities if card is not None else ():
        if isinstance(ability, StaticAbility) and ability.effect == KIND:
            return ability
    return None


def alternative_mana(card: CardDef | None) -> str | None:
    """The mana of the card's alternative cost: its unconditional one, else its conditional one
    (None: it has none)."""
    if card is None:
        return None
    if card.alternative_cost is not None:
        return card.alternative_cost.mana
    ability = conditional_cost(card)
    return None if ability is None else str(ability.params.get("mana", ""))


def check_conditional_cost(state: GameState, spell: str, player: str, card: CardDef) -> bool:
    """601.2b: the conditional alternative cost may be chosen only while its condition holds
    (False: the card has none)."""
    ability = conditional_cost(card)
    if ability is None:
        return False
    condition = str(ability.params.get("condition", ""))
    met = (
        prowl_holds(state, player, spell) if condition == PROWL else holds(state, condition, player)
    )
    if not met:
        raise IllegalAction(
            f"{name_of(state, spell)} can't be cast for its alternative cost now: its condition "
            f"({condition.replace('_', ' ')}) doesn't hold",
            *(keyword_rule(ability) or ("601.2b",)),
        )
    return True


def note_conditional_cost(res: Resolution, spell: str, card: CardDef) -> None:
    ability = conditional_cost(card)
    if ability is None:
        return
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell)} is cast for {ability.params.get('mana')} rather than its "
        "mana cost (its condition holds)",
        *keyword_rule(ability),
        *RULES,
        objects=(spell,),
    )
