"""Embalm (702.128a) and eternalize (702.129a): activated abilities of a card in a graveyard.
"Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a
copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its
other types. Activate only as a sorcery." Eternalize is the same but the token is black and
4/4 (engine.cards.permanent_keywords.embalm / eternalize hold the abilities).

The token is a copy of the card (707.2: its name, types, abilities, power and toughness) with
the exceptions part of its copiable values (707.9b): its object names the card's definition,
and a copy effect (layer 1a, 613.2a; kind "copy_of" with "except") locked to the token from the
moment it exists gives the exceptions, so a copy of the token is white and a Zombie too. The
card was exiled to pay the cost (602.2b), so the copy uses the card's copiable values as it
last existed (608.2h): its definition, which a card in exile keeps.

A token created by a resolving embalm ability is "embalmed" (702.128b); the log says so.
"""

from __future__ import annotations

from engine.core.events import ZoneChanged
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.copying import COPY_KIND
from engine.rules.pipeline import AFTER_PERFORM, Resolution, name_of
from engine.rules.zones import tokens_created

EMBALM_RULE = "702.128a"
ETERNALIZE_RULE = "702.129a"

# The exceptions of each keyword's copy (707.9b): its colors, no mana cost (""), "a Zombie in
# addition to its other types", and eternalize's 4/4.
EMBALMED = Params({"colors": ("W",), "mana_cost": "", "add_subtypes": ("Zombie",)})
ETERNALIZED = Params(
    {"colors": ("B",), "mana_cost": "", "add_subtypes": ("Zombie",), "power": 4, "toughness": 4}
)


def create_token_copy(
    res: Resolution, ctx: ExecContext, card: str, exceptions: Params, *rules: str
) -> str:
    """111.1, 707.2, 707.9b: a token that's a copy of the definition named `card`, with
    `exceptions`, enters under the ability's controller's control. Returns its id."""
    state, token_id = res.state.take_id("t")
    state, timestamp = state.take_timestamp()
    token = GameObject(
        id=token_id,
        card=card,
        owner=ctx.controller,
        controller=ctx.controller,
        zone=Zone.BATTLEFIELD,
        token=True,
        controlled_since_turn_start=False,
        timestamp=timestamp,
    )
    copy = Effect(
        id=f"{token_id}.copy",
        kind=COPY_KIND,
        controller=ctx.controller,
        source=token_id,
        params=Params(
            {"object": token_id, "card": card, "except": exceptions, "timestamp": timestamp}
        ),
        timestamp=timestamp,
    )
    # The copy effect exists as the token is created: it enters as the copy with its
    # exceptions (so "whenever a Zombie enters" sees one).
    res.set_state(state.with_moved_object(token, to_top=False).with_effect(copy))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, ctx.controller)} creates a token that's a copy of {card}",
        "111.1",
        "707.9b",
        *rules,
        objects=(token_id,),
    )
    res.did(ZoneChanged(token_id, Zone.STACK, Zone.BATTLEFIELD))
    for after in AFTER_PERFORM:  # e.g. ascend counts the new token at once (702.131b)
        after(res)
    return token_id


def _source_card(res: Resolution, ctx: ExecContext) -> str | None:
    """The card the ability's source is (exiled to pay its cost, 602.2b), by name."""
    source = res.state.find_object(ctx.source)
    return source.card if source is not None else None


@instruction_kind("embalm")
def _embalm(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.128a: a white Zombie copy with no mana cost; it is "embalmed" (702.128b)."""
    card = _source_card(res, ctx)
    if card is None:
        return
    # 614.16: "if an effect would create one or more tokens" replacements (Doubling Season)
    for _ in range(tokens_created(res, ctx.controller, 1, f"copy of {card}", ctx.source)):
        token = create_token_copy(res, ctx, card, EMBALMED, EMBALM_RULE)
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, token)} is an embalmed token: white, a Zombie in addition to "
            "its other types, with no mana cost",
            EMBALM_RULE,
            "702.128b",
            objects=(token,),
        )


@instruction_kind("eternalize")
def _eternalize(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.129a: a black 4/4 Zombie copy with no mana cost."""
    card = _source_card(res, ctx)
    if card is None:
        return
    for _ in range(tokens_created(res, ctx.controller, 1, f"copy of {card}", ctx.source)):
        token = create_token_copy(res, ctx, card, ETERNALIZED, ETERNALIZE_RULE)
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, token)} is an eternalized token: black, 4/4, a Zombie in "
            "addition to its other types, with no mana cost",
            ETERNALIZE_RULE,
            objects=(token,),
        )
