"""Producing mana through the pipeline (106.3-106.5, 106.12) and triggered mana abilities (605).

The `add_mana` instruction makes a `ManaEvent` would-event: replacement effects such as Mana
Reflection's apply to it (106.12b, 616.1), then it is performed into the pool and recorded as a
`ManaProduced` did-event. An activated mana ability with {T} in its cost "taps the permanent for
mana" (106.12). Triggered mana abilities (605.1b), such as Heartbeat of Spring's, resolve right
after the mana ability that triggered them, without the stack (605.4a).

`add_mana` parameters:
- "mana": a fixed bundle, e.g. {"G": 1} or {"C": 2}, added "times" times (default 1; "Add {G}
  for each creature you control": a count, "per:1:WORD", counted as the ability resolves, 608.2h);
- or "choose_from" with "amount" (default 1): a list of symbols ("{W} or {U}"), "any_color",
  "any_type", "could_produce:you" / "could_produce:opponents" (106.7, lands you / an opponent
  control), or "bound:KEY" (types a trigger bound); "colors_only" drops colorless. The player
  adding the mana chooses among several types as the ability resolves (608.2d);
- or "bundles": bundles to choose one of, each a string of symbols ("UU", "UR", "RR" for a
  filter land's "Add {U}{U}, {U}{R}, or {R}{R}.");
- "player": who adds it (default "you"; "bound:player" for "that player");
- "spend": how the mana may be spent ("Spend this mana only to cast a creature spell.": 106.6,
  engine.rules.mana.spending's restrictions, e.g. "cast:Creature").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards.model import ActivatedAbility, TriggeredAbility
from engine.core.choices import DecisionKind, Option
from engine.core.events import DidEvent, ManaEvent, ManaProduced
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params
from engine.instructions.registry import (
    ExecContext,
    amount,
    execute,
    instruction_kind,
    refs,
)
from engine.rules.characteristics import chars
from engine.rules.chosen import chosen_color_letter
from engine.rules.mana.could_produce import bundle_of, choice_types, could_produce, sort_types
from engine.rules.mana.pool import add_mana
from engine.rules.pipeline import Resolution, name_of, performs
from engine.rules.triggers import TRIGGERS, trigger_kind

# --- the would-event's performer ------------------------------------------------------------


@performs(ManaEvent)
def perform_mana(res: Resolution, event: ManaEvent) -> None:
    """106.4: the mana goes into the pool. Nothing is produced if nothing is left (106.5)."""
    mana = {str(k): int(v) for k, v in event.mana.items() if int(v) > 0}
    if not mana:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, event.source)} produces no mana",
            "106.5",
            objects=(event.source,),
        )
        return
    add_mana(res, event.player, mana, event.source, event.spend)  # 106.6
    res.did(ManaProduced(event.source, event.player, Params(mana), event.tapped_for_mana))


# --- the instruction --------------------------------------------------------------------------


@instruction_kind("add_mana")
def add_mana_instruction(res: Resolution, ctx: ExecContext, params: Params) -> None:
    tapped = bool(ctx.bound.get("tapped_for_mana", False))
    for player in refs(res, ctx, params.get("player", "you")):
        bundle = _bundle(res, ctx, params, player)
        if bundle is not None:
            spend = str(params.get("spend", ""))  # 106.6
            res.run(ManaEvent(player, ctx.source, bundle, tapped, spend))


def _bundle(res: Resolution, ctx: ExecContext, params: Params, player: str) -> Params | None:
    fixed = params.get("mana")
    if isinstance(fixed, Mapping):
        # 106.4, 608.2h: "Add {G} for each creature you control" counts as it resolves
        times = amount(res, ctx, params.get("times", 1))
        return Params({str(k): int(v) * max(0, times) for k, v in fixed.items()})
    if params.get("bundles") is not None:
        return _chosen_bundle(res, ctx, params, player)
    spec = params.get("choose_from")
    if spec == "chosen_color":  # "one mana of the chosen color" (614.12a, 106.5 if none)
        spec = tuple(c for c in (chosen_color_letter(res.state.find_object(ctx.source)),) if c)
    colors_only = bool(params.get("colors_only", False))
    if isinstance(spec, str) and spec.startswith("bound:"):
        bound = ctx.bound.get(spec.split(":", 1)[1], ())
        spec = tuple(bound) if isinstance(bound, list | tuple | frozenset) else (bound,)
    controller = ctx.controller
    types = choice_types(
        res.state, controller, spec, lambda pid: could_produce(res.state, pid), colors_only
    )
    rule = "106.7" if isinstance(spec, str) and spec.startswith("could_produce:") else "608.2d"
    if not types:
        # 106.5: a type that can't be defined means no mana at all (and so no "tapped for mana"
        # trigger, 106.12a).
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, ctx.source)}'s ability can't define a type of mana: it produces no mana",
            "106.5",
            rule,
            objects=(ctx.source,),
        )
        return None
    how_many = params.get("amount", 1)
    # "X mana of any one color, where X is ~'s power": an amount word counted as it resolves
    # (608.2h); a negative amount adds none (107.1b, 106.5).
    count = int(how_many) if isinstance(how_many, int) else ctx.x
    if isinstance(how_many, str) and how_many != "x":
        count = max(0, amount(res, ctx, how_many))
    symbol = types[0]
    if len(types) > 1:
        symbol = res.choose(
            player,
            DecisionKind.MANA_TYPE,
            f"{name_of(res.state, player)} chooses the type of mana {name_of(res.state, ctx.source)} adds",
            tuple(Option(t, f"{{{t}}}") for t in types),
            rule,
            context=("mana_type", ctx.source, types),
        )
    return Params({symbol: count})


def _chosen_bundle(res: Resolution, ctx: ExecContext, params: Params, player: str) -> Params:
    """ "Add {U}{U}, {U}{R}, or {R}{R}.": the player chooses one bundle as the ability resolves
    (605.3b: a mana ability resolves at once; 608.2d: a choice made on resolution)."""
    options = tuple(str(b) for b in params.get("bundles", ()))
    choice = options[0]
    if len(set(options)) > 1:
        choice = res.choose(
            player,
            DecisionKind.MANA_TYPE,
            f"{name_of(res.state, player)} chooses the mana {name_of(res.state, ctx.source)} adds",
            tuple(Option(b, "".join(f"{{{c}}}" for c in b)) for b in options),
            "608.2d",
            context=("mana_bundle", ctx.source, options),
        )
    return bundle_of(choice)


# --- tapping for mana: activated mana abilities and their triggers ------------------------------


def resolve_mana_ability(
    res: Resolution, obj: GameObject, ability: ActivatedAbility, player: str, x: int
) -> None:
    """605.3b: an activated mana ability resolves at once. With {T} in its cost it taps the
    permanent for mana (106.12); triggered mana abilities then resolve right away (605.4a)."""
    start = len(res.events)
    bound: dict[str, Any] = {"tapped_for_mana": ability.cost.tap}
    execute(res, ExecContext(player, obj.id, (), x, bound), ability.effects)
    resolve_mana_triggers(res, res.events[start:])


def resolve_mana_triggers(res: Resolution, events: list[Any]) -> None:
    """605.4a: each triggered mana ability that these did-events trigger resolves now, in the order
    its source sits on the battlefield; it binds the event's player, land and types produced."""
    for event in events:
        if not isinstance(event, ManaProduced):
            continue
        state = res.state
        for obj in state.battlefield:
            for ability in chars(state, obj).abilities:
                if not isinstance(ability, TriggeredAbility) or not ability.mana_ability:
                    continue
                matcher = TRIGGERS.get(ability.trigger)
                if matcher is None or not matcher(event, obj, ability, state):
                    continue
                res.note(
                    LogKind.TRIGGER,
                    f"{name_of(state, obj.id)}'s ability triggers: {ability.text}",
                    "603.2",
                    objects=(obj.id,),
                )
                res.note(
                    LogKind.STACK,
                    "it is a triggered mana ability: it resolves at once, without the stack",
                    "605.1b",
                    "605.4a",
                )
                produced = sort_types(str(k) for k, v in event.mana.items() if int(v) > 0)
                bound: dict[str, Any] = {
                    "player": event.player,
                    "land": event.source,
                    "produced": produced,
                }
                execute(res, ExecContext(obj.controller, obj.id, (), 0, bound), ability.effects)


@trigger_kind("land_tapped_for_mana")
def _land_tapped_for_mana(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """106.12a: "whenever a player taps a land for mana" — a mana ability with {T} of a land
    resolved and produced mana. Param "whose": "any" (default) or "your"."""
    if not isinstance(event, ManaProduced) or not event.tapped_for_mana:
        return False
    if ability.params.get("whose", "any") == "your" and event.player != obj.controller:
        return False
    source = state.find_object(event.source)
    return source is not None and chars(state, source).is_type("Land")
