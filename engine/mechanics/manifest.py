"""Manifest (701.40), manifest dread (701.62) and cloak (701.58): a card put onto the battlefield
face down as a 2/2 creature, without being cast.

"Manifest the top card of your library" (701.40a) turns the card face down and puts it onto the
battlefield: a 2/2 creature with no text, name, subtypes or mana cost (the face-down
characteristics of 708.2a, engine.rules.characteristics: layer 1b). Cloak (701.58a) does the same,
except that the face-down permanent also has ward {2}. The permanent remembers how it became face
down (`GameObject.cast_for` "manifest" or "cloak"): it is a manifested or cloaked permanent for as
long as it stays face down, and its controller may turn it face up for the card's mana cost if the
card is a creature card (701.40b, 701.58b; engine.mechanics.morph.turn_face_up), or for its morph
or disguise cost if it has one (701.40c-d, 701.58c-d). Only its controller may look at it (708.5):
the log calls it a face-down creature, as it does a creature cast face down with morph.

Several cards are manifested or cloaked one at a time (701.40e, 701.58e). A card that can't enter
the battlefield (a replacement sends it elsewhere, 701.40f) isn't manifested.

"Manifest dread" (701.62a): look at the top two cards of your library, manifest one of them, put
the rest into your graveyard. Which card is manifested is its controller's decision; the choice
is worded as the card that goes to the graveyard (which everyone sees), so the log never names the
face-down card (708.5).

The manifested permanents are bound for a later instruction of the same ability ("manifest dread,
then put a +1/+1 counter on that creature": `bound:that_manifested`; "..., then put two +1/+1
counters on it": `bound:manifested`).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind, counted
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.rules.characteristics import CLOAKED, MANIFESTED
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

MANIFEST_RULE = "701.40a"
CLOAK_RULE = "701.58a"
DREAD_RULE = "701.62a"
# The ability's bound keys of the permanents manifested or cloaked, one per wording of a later
# instruction ("put a +1/+1 counter on it" / "... on that creature"; grammar.face_down_cards).
BOUND = "manifested"
BOUND_THAT = "that_manifested"


def put_face_down(res: Resolution, ctx: ExecContext, card_id: str, how: str) -> str | None:
    """701.40a, 701.58a: turn the card face down and put it onto the battlefield; it is a
    manifested (or cloaked) permanent while it stays face down. Returns the permanent, or None
    when it didn't enter (701.40f: it stays a face-up card wherever it went)."""
    if move(res, card_id, Zone.BATTLEFIELD, face_down=True) is not Zone.BATTLEFIELD:
        return None
    obj = res.state.object(card_id)
    res.set_state(res.state.with_object(replace(obj, cast_for=how)))
    for key in (BOUND, BOUND_THAT):
        ctx.bound[key] = (*ctx.bound.get(key, ()), card_id)
    return card_id


def _from_top(res: Resolution, ctx: ExecContext, params: Params, how: str) -> None:
    rule = CLOAK_RULE if how == CLOAKED else MANIFEST_RULE
    verb = "cloaks" if how == CLOAKED else "manifests"
    ward = " with ward {2}" if how == CLOAKED else ""
    for player in refs(res, ctx, params.get("player", "you")):
        count = amount(res, ctx, params.get("count", 1))
        who = name_of(res.state, player)
        library = res.state.zone(Zone.LIBRARY, player)
        if not library or count <= 0:
            res.note(LogKind.NOTE, f"{who} {verb} nothing: their library is empty", rule, "121.3")
            continue
        res.note(
            LogKind.EVENT,
            f"{who} {verb} the top {counted(min(count, len(library)), 'card')} of their "
            f"library: each is put onto the battlefield face down, a 2/2 creature{ward} with no "
            "name, subtypes or mana cost",
            rule,
            "708.2a",
            *(("701.40e",) if count > 1 and how == MANIFESTED else ()),
            *(("701.58e",) if count > 1 and how == CLOAKED else ()),
        )
        for _ in range(count):  # 701.40e, 701.58e: one at a time
            library = res.state.zone(Zone.LIBRARY, player)
            if not library:
                break
            put_face_down(res, ctx, library[0].id, how)


def _from_hand(res: Resolution, ctx: ExecContext, params: Params, how: str) -> None:
    """ "Manifest a card from your hand" / "Cloak a card from your hand": the player chooses
    the card; nobody else learns which (708.5: the choice isn't named in the log)."""
    rule = CLOAK_RULE if how == CLOAKED else MANIFEST_RULE
    verb = "cloaks" if how == CLOAKED else "manifests"
    for player in refs(res, ctx, params.get("player", "you")):
        who = name_of(res.state, player)
        hand = res.state.zone(Zone.HAND, player)
        if not hand:
            res.note(LogKind.NOTE, f"{who} {verb} nothing: their hand is empty", rule)
            continue
        chosen = hand[0]
        if len({c.card for c in hand}) > 1:
            answer = res.choose(
                player,
                DecisionKind.TARGET,
                f"{who} chooses a card from their hand to put onto the battlefield face down",
                tuple(Option(c.id, name_of(res.state, c.id)) for c in hand),
                rule,
                context=(how, player, tuple(c.id for c in hand)),
                private=True,
            )
            chosen = next(c for c in hand if c.id == answer)
        res.note(
            LogKind.EVENT,
            f"{who} {verb} a card from their hand: it is put onto the battlefield face down, a "
            f"2/2 creature{' with ward {2}' if how == CLOAKED else ''} with no name, subtypes or "
            "mana cost",
            rule,
            "708.2a",
        )
        put_face_down(res, ctx, chosen.id, how)


@instruction_kind("manifest")
def _manifest(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.40a: the top card(s) of the player's own library, or a card from their hand,
    manifested."""
    if params.get("from") == "hand":
        _from_hand(res, ctx, params, MANIFESTED)
        return
    _from_top(res, ctx, params, MANIFESTED)


@instruction_kind("cloak")
def _cloak(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.58a: the top card(s) of the player's own library, or a card from their hand,
    cloaked."""
    if params.get("from") == "hand":
        _from_hand(res, ctx, params, CLOAKED)
        return
    _from_top(res, ctx, params, CLOAKED)


@instruction_kind("manifest_dread")
def _manifest_dread(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.62a: look at the top two cards, manifest one, the others into the graveyard;
    "manifest dread twice" does it that many times, one after the other."""
    for player in refs(res, ctx, params.get("player", "you")):
        for _ in range(amount(res, ctx, params.get("count", 1))):
            _dread(res, ctx, player)


def _dread(res: Resolution, ctx: ExecContext, player: str) -> None:
    who = name_of(res.state, player)
    seen = list(res.state.zone(Zone.LIBRARY, player)[:2])
    # 708.5: only the player looks; the cards aren't named to anyone else (no objects listed).
    res.note(
        LogKind.EVENT,
        f"{who} manifests dread: looks at the top {counted(len(seen), 'card')} of their library",
        DREAD_RULE,
    )
    if not seen:
        return
    manifested = seen[0]
    if len(seen) > 1 and seen[0].card != seen[1].card:
        # The option names the card put into the graveyard (seen by all), never the other.
        answer = res.choose(
            player,
            DecisionKind.TARGET,
            f"{who} manifests one of the two cards looked at; the other goes into their graveyard",
            tuple(
                Option(
                    keep.id,
                    f"manifest the other card, {name_of(res.state, out.id)} into the graveyard",
                )
                for keep, out in ((seen[0], seen[1]), (seen[1], seen[0]))
            ),
            DREAD_RULE,
            context=("manifest_dread", player, tuple(c.id for c in seen)),
        )
        manifested = next(c for c in seen if c.id == answer)
    res.note(
        LogKind.EVENT,
        f"{who} manifests one of them: it is put onto the battlefield face down, a 2/2 creature "
        "with no name, subtypes or mana cost",
        MANIFEST_RULE,
        "708.2a",
    )
    put_face_down(res, ctx, manifested.id, MANIFESTED)
    for card in seen:
        if card is not manifested:
            res.note(
                LogKind.EVENT,
                f"{who} puts {name_of(res.state, card.id)} into their graveyard",
                DREAD_RULE,
                objects=(card.id,),
            )
            move(res, card.id, Zone.GRAVEYARD)
