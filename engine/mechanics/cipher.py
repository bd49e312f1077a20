"""Cipher (702.99a): two abilities of an instant or sorcery. As the spell resolves, if it is
represented by a card (not a copy), its controller may exile the card encoded on a creature they
control (`cipher_encodes`, called by the resolution instead of putting the card into its owner's
graveyard, 608.2n); for as long as the card stays encoded on that creature, the creature has
"Whenever this creature deals combat damage to a player, you may copy the encoded card and you
may cast the copy without paying its mana cost."

The encoding is a bookkeeping effect "encoded" (params: the card and the creature, with their
timestamps): the card stays encoded while it remains exiled and the creature remains on the
battlefield, whoever controls it (702.99b-c; a new object after a zone change is no longer it,
400.7). The creature's ability is matched against each combat damage event
(engine.rules.triggers.INHERENT_TRIGGERS), controlled by the creature's controller then (603.3a).
As it resolves, its controller may copy the card in exile and cast the copy (707.12: the copy
is created where the card is and cast while the ability resolves, 608.2g, without paying its
mana cost, 118.9). The copy is a copy of a card, `spell_copy`: off the stack it ceases to exist
(704.5e), and it is represented by no card, so it encodes nothing itself.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import DamageDealt, DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, GameState, Params, PendingTrigger, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.characteristics import chars, is_creature
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_casts import cast_without_paying
from engine.rules.triggers import INHERENT_TRIGGERS
from engine.rules.zones import move

CIPHER = "cipher"
RULE = "702.99a"
ENCODED = "encoded"
DONT = "dont"
CAST = "cast"


@register
class Encoded(EffectKind[WouldEvent]):
    """Params: "card" and "card_timestamp" (the exiled card), "creature" and
    "creature_timestamp" (the creature it is encoded on): 702.99b-c."""

    name = ENCODED
    rules = (RULE, "702.99c")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('card'))} is encoded on "
            f"{ref_name(state, effect.params.get('creature'))}"
        )


def _still_encoded(state: GameState, effect: Effect) -> bool:
    """702.99c: the card is still exiled and the creature still on the battlefield, each the
    same object (400.7)."""
    card = state.find_object(str(effect.params.get("card", "")))
    creature = state.find_object(str(effect.params.get("creature", "")))
    return (
        card is not None
        and card.zone is Zone.EXILE
        and card.timestamp == effect.params.get("card_timestamp")
        and creature is not None
        and creature.zone is Zone.BATTLEFIELD
        and creature.timestamp == effect.params.get("creature_timestamp")
    )


def cipher_encodes(res: Resolution, spell: GameObject) -> bool:
    """702.99a: as the spell with cipher resolves, its controller may exile its card encoded on a
    creature they control; True if they did (the card is in exile then)."""
    if spell.spell_copy or not chars(res.state, spell).has(CIPHER):
        return False  # only a spell represented by a card
    player = spell.controller
    creatures = [
        o
        for o in res.state.battlefield
        if o.controller == player and not o.phased_out and is_creature(res.state, o)
    ]
    what = name_of(res.state, spell.id)
    if not creatures:
        res.note(LogKind.NOTE, f"no creature to encode {what} on (cipher)", RULE)
        return False
    answer = res.choose(
        player,
        DecisionKind.CHOOSE_OBJECT,
        f"{name_of(res.state, player)} may exile {what} encoded on a creature they control "
        "(cipher)",
        (
            *(Option(o.id, f"encode it on {name_of(res.state, o.id)}") for o in creatures),
            Option(DONT, "don't"),
        ),
        RULE,
        context=(CIPHER, spell.id),
    )
    if answer == DONT:
        return False
    if move(res, spell.id, Zone.EXILE) is not Zone.EXILE:
        return True  # a replacement sent it elsewhere: it isn't encoded
    card = res.state.object(spell.id)
    creature = res.state.object(answer)
    res.note(
        LogKind.ZONE_CHANGE,
        f"{what} is exiled encoded on {name_of(res.state, answer)}",
        RULE,
        "702.99b",
        objects=(spell.id, answer),
    )
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    params = Params(
        {
            "card": card.id,
            "card_timestamp": card.timestamp,
            "creature": creature.id,
            "creature_timestamp": creature.timestamp,
        }
    )
    effect = Effect(effect_id, ENCODED, player, card.id, params, Duration.INDEFINITE, timestamp)
    res.set_state(state.with_effect(effect))
    return True


def _inherent(res: Resolution, event: DidEvent) -> list[PendingTrigger]:
    """The encoded creature's ability: "Whenever this creature deals combat damage to a
    player, ..." (702.99a), one for each card encoded on it."""
    state = res.state
    if (
        not isinstance(event, DamageDealt)
        or not event.combat
        or state.find_player(event.recipient) is None
    ):
        return []
    found = []
    for effect in effects_of_kind(state, ENCODED):
        if effect.params.get("creature") != event.source or not _still_encoded(state, effect):
            continue
        creature = state.object(event.source)
        card = str(effect.params.get("card"))
        text = (
            f"whenever {name_of(state, creature.id)} deals combat damage to a player, you may copy "
            f"the encoded card ({name_of(state, card)}) and cast the copy without paying its "
            "mana cost"
        )
        effects = [
            {
                "kind": "cipher_cast",
                "params": {"card": card, "card_timestamp": effect.params.get("card_timestamp")},
            }
        ]
        bound = Params({"text": text, "effects": effects})
        res.note(LogKind.TRIGGER, f"{name_of(state, creature.id)}'s ability triggers: {text}",
                 RULE, "603.2", objects=(creature.id, card))  # fmt: skip
        found.append(PendingTrigger(creature.id, -1, creature.controller, bound, effect.id))
    return found


INHERENT_TRIGGERS.append(_inherent)


@instruction_kind("cipher_cast")
def _cipher_cast(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.99a, 707.12: the controller may copy the encoded card and cast the copy without
    paying its mana cost."""
    card = res.state.find_object(str(params.get("card", "")))
    if (
        card is None
        or card.zone is not Zone.EXILE
        or card.timestamp != params.get("card_timestamp")
    ):
        res.note(LogKind.NOTE, "the encoded card is no longer in exile: nothing to copy", RULE)
        return
    player = ctx.controller
    name = name_of(res.state, card.id)
    answer = res.choose(
        player,
        DecisionKind.MAY,
        f"{name_of(res.state, player)} may copy {name} and cast the copy without paying its mana "
        "cost (cipher)",
        (Option(CAST, f"cast a copy of {name}"), Option(DONT, "don't")),
        RULE,
        context=(CIPHER, "cast", card.id),
    )
    if answer != CAST:
        return
    state, copy_id = res.state.take_id("copy")
    state, timestamp = state.take_timestamp()
    copy = replace(
        card,
        id=copy_id,
        owner=player,
        controller=player,
        spell_copy=True,  # a copy of a card: it ceases to exist off the stack (704.5e)
        face_down=False,
        timestamp=timestamp,
        stack=None,
        mana_spent=(),
    )
    res.set_state(state.with_moved_object(copy, to_top=False))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} copies {name} in exile (707.12)",
        RULE,
        "707.12",
        objects=(copy_id,),
    )
    cast_without_paying(res, copy_id, player)
