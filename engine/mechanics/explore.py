"""Explore (701.44): "When ~ enters, it explores." The exploring permanent's controller reveals
the top card of their library; a land card goes to their hand, any other card puts a +1/+1
counter on the exploring permanent and stays on top unless that player puts it into their
graveyard (701.44a), a pending decision. It has explored even if some part was impossible: an
empty library, or a permanent gone from the battlefield, which gets no counter (701.44b); a
permanent gone before it explores is known by its last information, which says who controlled
it (701.44c).
"""

from __future__ import annotations

from engine.cards.model import TriggeredAbility
from engine.core.choices import DecisionKind, Option
from engine.core.events import CountersEvent, DidEvent, Explored
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import trigger_kind
from engine.rules.zones import move

KEEP, GRAVEYARD = "keep", "graveyard"


@instruction_kind("explore")
def _explore(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Each explore is complete before the next begins ("it explores, then it explores again",
    "it explores X times"), each a new one that triggers "whenever ... explores"."""
    times = 2 if params.get("again") else amount(res, ctx, params.get("times", 1))
    for _ in range(max(0, times)):
        for explorer in refs(res, ctx, params.get("to", "self")):
            explore(res, ctx, explorer)


def acting_controller(res: Resolution, ctx: ExecContext, explorer: str) -> str:
    """Who controls the permanent told to act (explore, connive): its last known controller
    once it has left the battlefield (701.44c, 701.50c)."""
    obj = res.state.find_object(explorer)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return obj.controller
    known = res.state.last_known.get(explorer)  # 701.44c
    if known is not None and known.get("controller"):
        return str(known["controller"])
    return ctx.controller


def explore(res: Resolution, ctx: ExecContext, explorer: str) -> None:
    """One explore (701.44a); once it is complete the permanent has explored (701.44b), an
    event "whenever a creature you control explores" triggers on (`creature_explores`)."""
    player = acting_controller(res, ctx, explorer)
    _reveal(res, explorer, player)
    res.did(Explored(explorer, player))


def _reveal(res: Resolution, explorer: str, player: str) -> None:
    name = name_of(res.state, explorer)
    library = res.state.zone(Zone.LIBRARY, player)
    if not library:
        res.note(
            LogKind.EVENT,
            f"{name} explores, but {name_of(res.state, player)}'s library is empty",
            "701.44a",
            "701.44b",
            objects=(explorer,),
        )
        return
    card = library[0]
    revealed = name_of(res.state, card.id)
    if chars(res.state, card).is_type("Land"):
        res.note(
            LogKind.EVENT,
            f"{name} explores: {name_of(res.state, player)} reveals {revealed}, a land card, "
            "and puts it into their hand",
            "701.44a",
            objects=(explorer, card.id),
        )
        move(res, card.id, Zone.HAND)
        return
    res.note(
        LogKind.EVENT,
        f"{name} explores: {name_of(res.state, player)} reveals {revealed}, not a land card",
        "701.44a",
        objects=(explorer, card.id),
    )
    obj = res.state.find_object(explorer)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        res.run(CountersEvent(explorer, "+1/+1", 1))
    else:
        res.judge(
            LogKind.NOTE,
            f"{name} is no longer on the battlefield: it gets no +1/+1 counter, yet it explores",
            "701.44b",
            objects=(explorer,),
        )
    answer = res.choose(
        player,
        DecisionKind.MAY,
        f"{name_of(res.state, player)} may put {revealed} into their graveyard",
        (
            Option(KEEP, f"keep {revealed} on top of the library"),
            Option(GRAVEYARD, f"put {revealed} into the graveyard"),
        ),
        "701.44a",
        context=("explore", explorer, card.id),
    )
    if answer == GRAVEYARD:
        move(res, card.id, Zone.GRAVEYARD)


@trigger_kind("creature_explores")
def _creature_explores(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever a creature you control explores" (701.44b): a permanent this ability's
    controller controlled as it explored, or last controlled (701.44c)."""
    return isinstance(event, Explored) and event.player == obj.controller
