"""Encore (702.141a): an activated ability of a card in a graveyard (engine.cards
.permanent_keywords.encore: its cost and exiling the card pay for it, 602.2b; only as a sorcery,
307.1). As it resolves (the instruction `encore`), for each opponent of its controller, in turn
order (101.4), a token that's a copy of the card enters (111.1, 707.2: the card's copiable values
as it last existed, 608.2h, which a card in exile keeps); each token:

- attacks that opponent this turn if able: a requirement (508.1d) of the bookkeeping effect
  `encore_attacks` ("object", "timestamp", "player"), checked as attackers are declared
  (engine.rules.combat.restrictions.ATTACK_REQUIREMENTS). A token that can attack that player
  attacks them; one that can't attack them has no requirement (it may attack something else, or
  not attack);
- gains haste (613.1f), locked to the token (611.2c);
- is sacrificed at the beginning of the next end step: the delayed trigger (603.7) the ability's
  second instruction makes, holding the tokens created ("bound:tokens").

Replacements of token creation (614.16: Doubling Season) apply to each opponent's token; every
token made for an opponent attacks that opponent.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.mechanics.embalm_and_eternalize import create_token_copy
from engine.rules.combat.queries import opponents
from engine.rules.combat.restrictions import (
    ATTACK_REQUIREMENTS,
    Refusal,
    why_cant_attack,
    why_cant_attack_defender,
)
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import tokens_created

RULE = "702.141a"
ATTACKS = "encore_attacks"
TOKENS = "tokens"


@register
class EncoreAttacks(EffectKind[WouldEvent]):
    """Params: "object", "timestamp" (the token: a new object isn't bound, 400.7) and "player":
    the token attacks that player this turn if able (702.141a, 508.1d)."""

    name = ATTACKS
    rules = (RULE, "508.1d")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} attacks "
            f"{ref_name(state, effect.params.get('player'))} this turn if able"
        )


@instruction_kind("encore")
def _encore(res: Resolution, ctx: ExecContext, params: Params) -> None:
    source = res.state.find_object(ctx.source)
    if source is None:
        return
    card = source.card  # exiled to pay the cost (602.2b): copied as it last existed (608.2h)
    foes = [p for p in res.state.apnap() if p in opponents(res.state, ctx.controller)]
    created: list[str] = []
    for player in foes:
        what = f"copy of {card}"
        for _ in range(tokens_created(res, ctx.controller, 1, what, ctx.source)):  # 614.16
            token = create_token_copy(res, ctx, card, Params(), RULE)
            obj = res.state.find_object(token)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            created.append(token)
            add_effect(
                res,
                ctx,
                ATTACKS,
                Params({"object": token, "timestamp": obj.timestamp, "player": player}),
                Duration.END_OF_TURN,
                rules=(RULE, "508.1d"),
            )
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, token)} attacks {name_of(res.state, player)} this turn if "
                "able (encore)",
                RULE,
                objects=(token,),
            )
    if not foes:
        res.note(LogKind.EVENT, "encore: its controller has no opponent", RULE)
    if created:
        add_effect(
            res,
            ctx,
            "gain_keywords",
            Params({"objects": tuple(created), "keywords": ("haste",)}),
            Duration.INDEFINITE,
            rules=(RULE, "613.1f"),
        )
    ctx.bound[TOKENS] = tuple(created)  # the delayed trigger sacrifices them (603.7)


def _bound_token(state: GameState, effect: Effect) -> str | None:
    obj = state.find_object(str(effect.params.get("object", "")))
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        return None
    return obj.id if obj.timestamp == effect.params.get("timestamp") else None


def _encore_requirements(state: GameState, attacks: Sequence[tuple[str, str]]) -> Refusal | None:
    """508.1d: a token that can attack the opponent it was made for attacks that player."""
    attacking = dict(attacks)
    for effect in state.effects:
        if effect.kind != ATTACKS:
            continue
        token = _bound_token(state, effect)
        player = str(effect.params.get("player", ""))
        if token is None or attacking.get(token) == player:
            continue
        if why_cant_attack(state, token) or why_cant_attack_defender(state, token, player):
            continue  # it can't attack that player: no requirement to obey
        return (
            f"{name_of(state, token)} attacks {name_of(state, player)} this turn if able, and "
            "it can (encore)",
            RULE,
        )
    return None


ATTACK_REQUIREMENTS.append(_encore_requirements)
