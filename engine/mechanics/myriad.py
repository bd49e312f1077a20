"""Myriad (702.116a): whenever this creature attacks, for each opponent other than the defending
player, its controller may create a token that's a copy of it, tapped and attacking that player
or a planeswalker that player controls; the tokens so created are exiled at end of combat (a
delayed trigger, 603.7). Each instance triggers separately (702.116b: one triggered ability per
instance, engine.cards.keyword_abilities).

The defending player is the one the creature attacks (508.5). Opponents are taken in turn order
(APNAP, 101.4); for each, the choice is one pending decision: no token, that player, or one of the
planeswalkers they control. The token enters attacking without having attacked (508.4, so its
own "whenever attacks" abilities don't trigger). In a two-player game there is no other
opponent, and the ability does nothing.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Duration, Params
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.mechanics.token_copies import create_token_copy
from engine.rules.characteristics import chars
from engine.rules.combat.declare import put_onto_battlefield_attacking
from engine.rules.combat.queries import attack_defending_player, opponents
from engine.rules.pipeline import Resolution, name_of

RULE = "702.116a"
NONE = "none"
TOKENS = "myriad_tokens"


@instruction_kind("myriad")
def _myriad(res: Resolution, ctx: ExecContext, params: Params) -> None:
    source = res.state.find_object(ctx.source)
    defending = attack_defending_player(res.state, source) if source is not None else None
    others = [
        p for p in res.state.apnap() if p in opponents(res.state, ctx.controller) and p != defending
    ]
    if not others:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, ctx.source)}'s myriad: no opponent other than the defending "
            "player",
            RULE,
        )
        return
    created: list[str] = []
    for player in others:
        walkers = [
            o.id
            for o in res.state.battlefield
            if o.controller == player
            and not o.phased_out
            and chars(res.state, o).is_type("Planeswalker")
        ]
        answer = res.choose(
            ctx.controller,
            DecisionKind.MAY,
            f"create a token copy of {name_of(res.state, ctx.source)} attacking "
            f"{name_of(res.state, player)} or a planeswalker they control? (myriad)",
            (
                Option(NONE, "no token"),
                Option(player, f"attacking {name_of(res.state, player)}"),
                *(Option(w, f"attacking {name_of(res.state, w)}") for w in walkers),
            ),
            RULE,
            context=("myriad", ctx.source, player),
        )
        if answer == NONE or answer not in (player, *walkers):
            continue
        token = create_token_copy(res, ctx, ctx.source, RULE)
        if token is None:
            continue
        res.set_state(res.state.with_object(replace(res.state.object(token), tapped=True)))
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, token)} enters tapped and attacking "
            f"{name_of(res.state, answer)} (myriad)",
            RULE,
            "508.4",
            objects=(token,),
        )
        put_onto_battlefield_attacking(res, token, answer)
        created.append(token)
    if created:
        # 603.7: "Exile the tokens at end of combat", holding the tokens created.
        add_effect(
            res,
            ctx,
            "delayed_trigger",
            Params(
                {
                    "step": "end_of_combat",
                    "text": "Exile the tokens myriad created (702.116a).",
                    "effects": ({"kind": "exile", "params": {"to": f"bound:{TOKENS}"}},),
                    TOKENS: tuple(created),
                }
            ),
            Duration.INDEFINITE,
            rules=(RULE, "603.7"),
        )
