"""Paradigm (702.192a, 707.10): two spell abilities, after the spell's other instructions. If
this is the first time a spell its controller controls with this name has resolved this game, a
delayed triggered ability is created: "At the beginning of each of your precombat main phases for
the rest of the game, create a copy of this object in exile. You may cast the copy without paying
its mana cost." Then the spell exiles itself.

The first resolution is recorded by a stored effect of kind "paradigm" (params: the player and the
spell's name and card), indefinite, which also is the delayed trigger: it is matched against each
precombat main phase of that player (engine.rules.triggers.INHERENT_TRIGGERS) and doesn't end when
it triggers (603.7c: "each of your ... main phases"). A later spell with the name finds the record:
it only exiles itself. A scenario starting mid-game knows only the resolutions its document records
(its effects). The instruction `paradigm_copy` makes the copy in exile from the card's copiable
values (707.12, the card as it last existed, 608.2h) and offers to cast it without paying its mana
cost (608.2g); a copy not cast ceases to exist (704.5e)."""

from __future__ import annotations

from typing import Any

from engine.core.choices import DecisionKind, Option
from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import (
    Duration,
    Effect,
    GameObject,
    GameState,
    Params,
    Step,
    Zone,
)
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_casts import cast_without_paying
from engine.rules.triggers import INHERENT_TRIGGERS, each_step_of_its_player
from engine.rules.zones import move

PARADIGM = "paradigm"
RULE = "702.192a"
CAST = "cast"
DONT = "dont"


@register
class Paradigm(EffectKind[WouldEvent]):
    """Params: "player" (whose spell resolved), "name" (the spell's name), "card" (its card)."""

    name = PARADIGM
    rules = (RULE, "603.7c")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"a spell named {effect.params.get('name')} has resolved for "
            f"{ref_name(state, effect.params.get('player'))}: at the beginning of each of their "
            "precombat main phases, a copy of it is created in exile, to cast without paying its "
            "mana cost"
        )


def _resolved_before(state: GameState, player: str, name: str) -> bool:
    return any(
        e.params.get("player") == player and e.params.get("name") == name
        for e in effects_of_kind(state, PARADIGM)
    )


def paradigm_resolves(res: Resolution, spell: GameObject) -> None:
    """702.192a: the spell's paradigm abilities, as it resolves, after its other instructions."""
    info = spell.stack
    current = res.state.find_object(spell.id)
    if info is None or info.kind != "spell" or current is None or current.zone is not Zone.STACK:
        return
    c = chars(res.state, current)
    if not c.has(PARADIGM):
        return
    player, name = spell.controller, c.name
    if not _resolved_before(res.state, player, name):
        params = Params({"player": player, "name": name, "card": spell.card})
        state, effect_id = res.state.take_id("e")
        state, timestamp = state.take_timestamp()
        effect = Effect(
            effect_id, PARADIGM, player, spell.id, params, Duration.INDEFINITE, timestamp
        )
        res.set_state(state.with_effect(effect))
        res.note(
            LogKind.EVENT,
            f"paradigm: the first spell named {name} {name_of(res.state, player)} controls to "
            "resolve this game: a copy of it will be created in exile at the beginning of each "
            "of their precombat main phases",
            RULE,
            "603.7c",
            objects=(spell.id,),
        )
    else:
        res.note(
            LogKind.EVENT,
            f"paradigm: a spell named {name} has resolved for {name_of(res.state, player)} "
            "before this game: no delayed trigger",
            RULE,
            objects=(spell.id,),
        )
    res.note(LogKind.ZONE_CHANGE, f"paradigm: {name} exiles itself", RULE, objects=(spell.id,))
    move(res, spell.id, Zone.EXILE)


def _main_phase_copy(state: GameState, effect: Effect) -> tuple[str, str, list[Any]]:
    name = str(effect.params.get("name"))
    text = (
        f"at the beginning of your precombat main phase, create a copy of {name} in exile; "
        "you may cast the copy without paying its mana cost (paradigm)"
    )
    source = effect.source or str(effect.params.get("card"))
    return source, text, [{"kind": "paradigm_copy", "params": {"paradigm": effect.id}}]


INHERENT_TRIGGERS.append(
    each_step_of_its_player(PARADIGM, Step.PRECOMBAT_MAIN, RULE, _main_phase_copy)
)


@instruction_kind("paradigm_copy")
def _paradigm_copy(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.192a, 707.12: a copy of the card in exile, which its controller may cast without
    paying its mana cost (608.2g)."""
    effect = next((e for e in res.state.effects if e.id == params.get("paradigm")), None)
    if effect is None:
        return
    player = ctx.controller
    card = str(effect.params.get("card"))
    state, copy_id = res.state.take_id("copy")
    state, timestamp = state.take_timestamp()
    copy = GameObject(
        id=copy_id,
        card=card,
        owner=player,
        controller=player,
        zone=Zone.EXILE,
        spell_copy=True,  # a copy of a card: it ceases to exist off the stack (704.5e)
        timestamp=timestamp,
    )
    res.set_state(state.with_moved_object(copy, to_top=False))
    name = name_of(res.state, copy_id)
    res.note(
        LogKind.EVENT,
        f"paradigm: {name_of(res.state, player)} creates a copy of {name} in exile (707.12)",
        RULE,
        "707.12",
        objects=(copy_id,),
    )
    answer = res.choose(
        player,
        DecisionKind.MAY,
        f"{name_of(res.state, player)} may cast the copy of {name} without paying its mana cost "
        "(paradigm)",
        (Option(CAST, f"cast the copy of {name}"), Option(DONT, "don't")),
        RULE,
        context=(PARADIGM, "cast", copy_id),
    )
    if answer != CAST:
        return
    cast_without_paying(res, copy_id, player)
