"""Returning an exiled card at the beginning of the next end step (603.7): Teferi's Time Twist,
"Exile target permanent you control. Return that card to the battlefield under its owner's
control at the beginning of the next end step. If it enters as a creature, it enters with an
additional +1/+1 counter on it."

Instruction "return_at_next_end_step": "card" (the index of the target the sentence before
exiled), "under" ("owner"), "creature_counter" (a counter kind the card enters with if it
enters as a creature, 614.1c). As the spell resolves it makes a delayed triggered ability
(603.7a) that triggers once (603.7c), at the beginning of the next end step, if the card is in
exile then: the card it exiled, remembered by its timestamp there (400.7: a card that left exile
since is a new object, and a token that left the battlefield ceased to exist, 111.8, 704.5d).

The delayed trigger's instruction "return_exiled_card": the card enters under its owner's
control (110.2a) as a new object. Whether it "enters as a creature" is read from the card as it
would exist on the battlefield (614.12): then it enters with the counter (614.1c, 122.6). An Aura
returned this way isn't cast: its owner chooses what it enchants as it enters (303.4f); with
nothing it could enchant it stays in exile (303.4g).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.rules.attachment import why_cant_attach
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

RULE = "603.7"


@instruction_kind("return_at_next_end_step")
def _return_at_next_end_step(res: Resolution, ctx: ExecContext, params: Params) -> None:
    index = int(params.get("card", 0))
    card_id = ctx.targets[index] if 0 <= index < len(ctx.targets) else None
    card = res.state.find_object(card_id) if card_id is not None else None
    if card is None or card.zone is not Zone.EXILE:
        return  # 608.2b: an illegal target wasn't exiled; nothing to return
    returned = {
        "card": card.id,
        "timestamp": card.timestamp,
        "under": params.get("under", "owner"),
    }
    if params.get("creature_counter"):
        returned["creature_counter"] = params["creature_counter"]
    text = f"return {name_of(res.state, card)} to the battlefield under its owner's control"
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, card)} will return to the battlefield under its owner's control at the beginning "
        "of the next end step",
        RULE,
        "603.7a",
        objects=(card.id,),
    )
    add_effect(
        res,
        ctx,
        "delayed_trigger",
        Params(
            {
                "step": "end",
                "text": text,
                "effects": ({"kind": "return_exiled_card", "params": returned},),
            }
        ),
        Duration.INDEFINITE,
        rules=(RULE, "603.7a"),
    )


@instruction_kind("return_exiled_card")
def _return_exiled_card(res: Resolution, ctx: ExecContext, params: Params) -> None:
    card = res.state.find_object(str(params.get("card", "")))
    if card is None or card.zone is not Zone.EXILE or card.timestamp != params.get("timestamp"):
        res.note(
            LogKind.NOTE,
            "the exiled card is no longer in exile: nothing returns",
            "400.7",
        )
        return
    owner = card.owner  # 110.2a: under its owner's control
    entering = replace(card, zone=Zone.BATTLEFIELD, controller=owner, stack=None)
    c = chars(res.state, entering)  # 614.12: as it would exist on the battlefield
    enchant: str | None = None
    if "Aura" in c.subtypes:
        enchant = _aura_choice(res, entering.id, owner)
        if enchant is None:
            return
    kind = params.get("creature_counter")
    counters = Params({str(kind): 1}) if kind and c.is_type("Creature") else None
    if counters is not None:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, card)} enters as a creature: it enters with an additional {kind} counter",
            "614.1c",
            objects=(card.id,),
        )
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, card)} returns to the battlefield under {name_of(res.state, owner)}'s control as "
        "a new object",
        "400.7",
        "110.2a",
        objects=(card.id,),
    )
    if move(res, card.id, Zone.BATTLEFIELD, counters=counters) is not Zone.BATTLEFIELD:
        return
    moved = res.state.object(card.id)
    res.set_state(res.state.with_object(replace(moved, controller=owner, attached_to=enchant)))
    if enchant is not None:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, card)} enters attached to {name_of(res.state, enchant)}",
            "303.4f",
            objects=(card.id, enchant),
        )


def _aura_choice(res: Resolution, card_id: str, player: str) -> str | None:
    """303.4f: the player it enters under chooses what the Aura enchants (not targeted); with
    nothing legal, it stays where it is (303.4g)."""
    card = res.state.object(card_id)
    aura = replace(card, zone=Zone.BATTLEFIELD, controller=player, stack=None)
    legal = [
        o
        for o in (*res.state.player_ids(), *(b.id for b in res.state.battlefield))
        if why_cant_attach(res.state, aura, o) is None
    ]
    if not legal:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, card)} is an Aura with nothing it could enchant: it stays in exile",
            "303.4g",
            objects=(card_id,),
        )
        return None
    if len(legal) == 1:
        return legal[0]
    return res.choose(
        player,
        DecisionKind.CHOOSE_OBJECT,
        f"{name_of(res.state, player)} chooses what {name_of(res.state, card)} enchants as it enters",
        tuple(Option(o, name_of(res.state, o)) for o in legal),
        "303.4f",
        context=("aura_enters", card_id),
    )
