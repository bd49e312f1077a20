""" "That many", "that much": the number a trigger event carries, read by every verb that takes
an amount (the "how much" part of a sentence):

    Whenever ~ is dealt damage, put that many +1/+1 counters on it.      (the damage, 120.3)
    Whenever ~ deals combat damage to a player, that player discards that many cards.
                                                                             (Dreamstealer)
    Whenever ~ is dealt damage, sacrifice that many permanents.        (Phyrexian Negator)
    Whenever you gain life, put that many +1/+1 counters on ~.  (Ageless Entity: 119.3)
    Whenever an opponent loses life, you gain that much life.   (Exquisite Blood: 119.3)
    Whenever you lose life, draw that many cards.
    Whenever you discard one or more cards, put that many +1/+1 counters on ~.
                                                   (Marauding Mako: the cards of the batch)
    Whenever ~ deals combat damage to a player, you get that many {E}.   (Empyreal Voyager)

The trigger kind says which number its event carries (`event_amount`); the engine binds it as
the ability triggers (engine.rules.triggers: EVENT_BINDINGS for one event, and for a "one or
more" trigger the sum over the events of its occurrence, 603.2c: `BATCH_COUNT`). A trigger
whose event carries no number refuses the words, so they stay unread rather than guessed."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.core.state import Params
from engine.oracle.lowering import Effects, step
from engine.oracle.vocabulary import number_word, word_number

# The bound keys a "that many" / "that much" reads (bound:KEY), each a number of the trigger
# event: the damage dealt (120.3), the life gained or lost (119.3), and what a "one or more"
# event of one occurrence counts (603.2c: the cards discarded, the counters put, the damage dealt
# by the creatures of the batch, the cards that left the graveyard).
DAMAGE_AMOUNT = "damage_amount"
LIFE_AMOUNT = "life_amount"
BATCH_COUNT = "batch_count"
# ... and what an earlier instruction of the same ability did (608.2c): how many cards it
# discarded (engine.instructions.hands).
DISCARDED_COUNT = "discarded_count"
# How many creatures "you attack with" (508.1m: engine.mechanics.player_attacks).
ATTACK_COUNT = "attack_count"
EVENT_AMOUNT_KEYS = frozenset(
    {DAMAGE_AMOUNT, LIFE_AMOUNT, BATCH_COUNT, DISCARDED_COUNT, ATTACK_COUNT}
)
EVENT_AMOUNTS = frozenset(f"bound:{key}" for key in EVENT_AMOUNT_KEYS)
# The players a "discard any number of cards" may name: one player, so that "that many" is
# that player's count (a group's each player would have their own, 608.2c).
_GROUPS = frozenset({"each_player", "each_opponent", "opponents"})

# Trigger kinds whose one event deals damage: "that much" is how much (120.3).
_DAMAGE_KINDS = frozenset(
    {"self_deals_damage", "self_dealt_damage", "creature_deals_damage", "you_dealt_damage"}
)
# Trigger kinds whose one event gains or loses life (119.3).
_LIFE_KINDS = frozenset({"you_gain_life", "a_player_loses_life"})
# "One or more" trigger kinds whose occurrence the engine counts (engine.rules.triggers.collect).
_BATCH_KINDS = frozenset(
    {
        "creature_deals_damage",
        "counters_put",
        "cards_leave_your_graveyard",
        "you_discard",
        "creature_dies",
    }
)

GRAMMAR = r"""
// 608.2c, 603.2: "that much" / "that many": the trigger event's number
%extend amount: THAT_MUCH -> that_much
THAT_MUCH: "that much"
%extend counter_count: CT_THAT_MANY PTMOD "counters" -> that_many_counters
                     | CT_THAT_MANY COUNTER_KIND "counters" -> that_many_counters
%extend token_count: CT_THAT_MANY -> that_many_tokens
// "that player mills that many cards", "draw that many cards": as many cards (121.1, 701.17a)
%extend effect_cards: CT_THAT_MANY "cards" -> that_many_cards
CT_THAT_MANY: "that many"
// 701.9a: "that player discards that many cards"
%extend discard: "discard" CT_THAT_MANY "cards" -> ea_discard_you
               | subject "discards" CT_THAT_MANY "cards" -> ea_discard_player
// 701.21a: "sacrifice that many permanents", "that player sacrifices that many creatures"
%extend edict: "sacrifice" CT_THAT_MANY ED_KINDS -> ea_sacrifice_you
             | subject "sacrifices" CT_THAT_MANY ED_KINDS -> ea_sacrifice_player
// 608.2d, 701.9b: "discard up to two cards", "target player discards any number of cards":
// chosen as it resolves; a later "that many" is how many were discarded (608.2c)
%extend clause: ea_discard_up_to
ea_discard_up_to: "discard" EA_UP_TO NUMWORD "cards" -> ea_discard_up_to_you
                | "discard" EA_ANY_NUMBER -> ea_discard_any_you
                | subject "discards" EA_UP_TO NUMWORD "cards" -> ea_discard_up_to_player
                | subject "discards" EA_ANY_NUMBER -> ea_discard_any_player
EA_UP_TO: "up to"
EA_ANY_NUMBER: "any number of cards"
// 107.14: "you get that many {E}"
%extend get_energy: EN_YOU_GET CT_THAT_MANY ENERGY_SYMBOLS -> ea_get_energy
"""


def event_amount(kind: str | None, params: Mapping[str, Any]) -> str | None:
    """The amount a trigger of `kind` binds for "that many" / "that much", or None."""
    if kind is None:
        return None
    if kind == "you_attack":
        return f"bound:{ATTACK_COUNT}"  # the attackers it counted (508.1m)
    if params.get("one_or_more"):
        # 603.2c: one event for the whole batch; its number is counted over the occurrence
        return f"bound:{BATCH_COUNT}" if kind in _BATCH_KINDS else None
    if kind in _DAMAGE_KINDS:
        return f"bound:{DAMAGE_AMOUNT}"
    if kind in _LIFE_KINDS:
        return f"bound:{LIFE_AMOUNT}"
    return None


def is_event_amount(value: object) -> bool:
    """Whether an amount is a trigger event's number ("that many", "that much")."""
    return isinstance(value, str) and value in EVENT_AMOUNTS


class EventAmountLowering:
    trigger_kind: str | None = None
    trigger_params: dict[str, Any] = {}
    # The number an earlier instruction of the line made (608.2c): it is what a later "that
    # many" names, before the trigger event's (lark lowers a sentence's clauses in order).
    instruction_amount: str | None = None

    def event_amount_ref(self) -> str:
        if self.instruction_amount is not None:
            return self.instruction_amount
        found = event_amount(self.trigger_kind, self.trigger_params)
        if found is None:
            raise ValueError('"that many" / "that much" names no amount of the trigger event')
        return found

    def that_much(self, items: list[Any]) -> str:
        return self.event_amount_ref()

    def that_many_counters(self, items: list[Any]) -> tuple[str, str]:
        return str(items[1]).lower(), self.event_amount_ref()

    def that_many_cards(self, items: list[Any]) -> str:
        return self.event_amount_ref()

    def that_many_tokens(self, items: list[Any]) -> str:
        return self.event_amount_ref()

    def ea_discard_you(self, items: list[Any]) -> Effects:
        return (step("discard", count=self.event_amount_ref()),)

    def ea_discard_player(self, items: list[Any]) -> Effects:
        return (step("discard", player=items[0], count=self.event_amount_ref()),)

    def ea_sacrifice_you(self, items: list[Any]) -> Effects:
        kind = str(items[-1]).lower().removesuffix("s").capitalize()
        return (step("sacrifice_permanents", type=kind, count=self.event_amount_ref()),)

    def ea_sacrifice_player(self, items: list[Any]) -> Effects:
        kind = str(items[-1]).lower().removesuffix("s").capitalize()
        return (
            step("sacrifice_permanents", player=items[0], type=kind, count=self.event_amount_ref()),
        )

    def _discard_up_to(self, player: Any, up_to: int | None) -> Effects:
        if player in _GROUPS:
            raise ValueError('"that many" of a group: each player has their own (608.2c)')
        self.instruction_amount = f"bound:{DISCARDED_COUNT}"
        who = {} if player is None else {"player": player}
        limit = {} if up_to is None else {"up_to": up_to}
        return (step("discard_up_to", **who, **limit),)

    def ea_discard_up_to_you(self, items: list[Any]) -> Effects:
        return self._discard_up_to(None, word_number(str(items[-1])))

    def ea_discard_any_you(self, items: list[Any]) -> Effects:
        return self._discard_up_to(None, None)

    def ea_discard_up_to_player(self, items: list[Any]) -> Effects:
        return self._discard_up_to(items[0], word_number(str(items[-1])))

    def ea_discard_any_player(self, items: list[Any]) -> Effects:
        return self._discard_up_to(items[0], None)

    def ea_get_energy(self, items: list[Any]) -> Effects:
        if str(items[-1]).upper() != "{E}":
            raise ValueError('"that many {E}" names one symbol')
        return (step("get_energy", count=self.event_amount_ref()),)


def discard_up_to_words(params: Params, ref: Callable[[Any], str]) -> str:
    """ "discard up to two cards", "target player discards any number of cards"."""
    up_to = params.get("up_to")
    cards = "any number of cards" if up_to is None else f"up to {number_word(up_to)} cards"
    if "player" not in params:
        return f"discard {cards}"
    return f"{ref(params['player'])} discards {cards}"
