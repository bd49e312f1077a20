"""Plot (702.170): exile a card from your hand for its plot cost, cast it on a later turn without
paying its mana cost.

"Plot [cost]" works while the card is in its owner's hand (702.170a): any time they have
priority during their main phase while the stack is empty, they may pay the cost and exile it, a
special action that doesn't use the stack (116.2k, 702.170b; the action `plot`). The card is
exiled face up and becomes plotted: an effect `plotted` naming the card, its timestamp in exile
(400.7: once it leaves exile it is a new object, no longer plotted) and the turn.

During any later turn, its owner may cast it from exile without paying its mana cost during
their own main phase while the stack is empty (702.170d), whatever its card type (an instant
too): the cast action's `"plot": true`. Casting without paying its mana cost is an alternative
cost (118.9, 601.2b, 601.2f-h), so no other alternative cost may be used with it (118.9a) and an
X in its mana cost is 0 (107.3b); additional costs such as kicker may be paid (118.9d).

May import: engine.core, engine.cards and engine.rules.
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.cards.registry import card_def
from engine.core.errors import IllegalAction
from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.mechanics.cast_permissions import exile_permission_turn, grant_exile_permission
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.mana.pool import pay_or_mark_paid
from engine.rules.pipeline import Resolution, name_of
from engine.rules.timing import sorcery_timing
from engine.rules.zones import move

RULE = "702.170a"
CAST_RULE = "702.170d"
SPECIAL_ACTION_RULE = "116.2k"
KIND = "plotted"


@register
class Plotted(EffectKind[WouldEvent]):
    name = KIND
    rules = (CAST_RULE,)

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} is plotted (turn "
            f"{effect.params.get('turn')}): its owner may cast it without paying its mana cost "
            "during their main phase on a later turn"
        )


def plot_cost(definition: CardDef | None) -> str | None:
    return definition.plot if definition is not None and definition.plot else None


def why_cant_plot(state: GameState, obj: GameObject) -> tuple[str, str] | None:
    """702.170a, 116.2k: a card with plot in its owner's hand, their main phase, stack empty."""
    if obj.zone is not Zone.HAND:
        return "only a card in its owner's hand can be plotted", RULE
    if plot_cost(card_def(state, obj.card)) is None:
        return "it has no plot", RULE
    if state.game_over:
        return "the game is over", "104.1"
    reason = sorcery_timing(state, obj.owner)
    if reason is not None:
        return (
            f"a card is plotted during its owner's main phase while the stack is empty, and {reason}",
            RULE,
        )
    return None


def plotted_turn(state: GameState, obj: GameObject) -> int | None:
    """The turn this very card in exile became plotted (400.7), or None."""
    return exile_permission_turn(state, obj, KIND)
    for effect in state.effects:
        if (
            effect.kind == KIND
            and effect.params.get("object") == obj.id
            and effect.params.get("timestamp") == obj.timestamp
        ):
            return int(effect.params.get("turn", 0))
    return None


def plot(res: Resolution, card_id: str, free: bool = False) -> None:
    """116.2k, 702.170a-b: pay the plot cost, exile the card face up (no stack); it becomes
    plotted this turn."""
    obj = res.state.object(card_id)
    owner = obj.owner
    cost = plot_cost(card_def(res.state, obj.card)) or ""
    res.note(
        LogKind.ACTION,
        f"{name_of(res.state, owner)} plots {name_of(res.state, obj)}: pays {cost} and exiles it from their "
        "hand (a special action: no stack)",
        SPECIAL_ACTION_RULE,
        RULE,
        "702.170b",
        objects=(card_id,),
    )
    pay_or_mark_paid(
        res, owner, cost, free, what="plotting a card", source=card_id, rule=SPECIAL_ACTION_RULE
    )
    if move(res, card_id, Zone.EXILE) is not Zone.EXILE:
        return  # a replacement sent it elsewhere: nothing is plotted
    exiled = res.state.object(card_id)
    turn = Params({"turn": res.state.turn.number})
    grant_exile_permission(res, exiled, KIND, player=owner, more=turn)


def check_cast_plotted(state: GameState, obj: GameObject) -> None:
    """702.170d: a plotted card, by its owner, on a later turn, during their main phase while
    the stack is empty."""
    turn = plotted_turn(state, obj)
    if turn is None:
        raise IllegalAction(
            f"{name_of(state, obj.id)} isn't a plotted card in exile: it must be plotted first",
            CAST_RULE,
        )
    if state.turn.number <= turn:
        raise IllegalAction(
            "a plotted card can be cast only on a turn after the one it became plotted",
            CAST_RULE,
        )
    reason = sorcery_timing(state, obj.owner)
    if reason is not None:
        raise IllegalAction(
            f"a plotted card is cast during its owner's main phase while the stack is empty, "
            f"and {reason}",
            CAST_RULE,
        )


def note_cast_plotted(res: Resolution, spell_id: str) -> None:
    """118.9: cast without paying its mana cost; it is no longer plotted (400.7)."""
    res.note(
        LogKind.STACK,
        "cast from exile, plotted: without paying its mana cost",
        CAST_RULE,
        "118.9",
        objects=(spell_id,),
    )
    for effect in res.state.effects:
        if effect.kind == KIND and effect.params.get("object") == spell_id:
            res.set_state(res.state.without_effect(effect.id))
