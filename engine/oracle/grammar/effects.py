"""Effect sentences: what a spell or an ability does (608.2c), shared by spell, activated and
triggered abilities. Each clause lowers to instructions of engine.instructions.registry."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.cards.tokens import token_characteristics as predefined_token
from engine.oracle.grammar.common import number
from engine.oracle.grammar.mana_abilities import filter_mana
from engine.oracle.grammar.multiple_targets import EACH_TARGET
from engine.oracle.grammar.searched_cards import agree
from engine.oracle.grammar.up_to_targets import plain_target, up_to_many_words
from engine.oracle.lowering import Effects, LineContext, step, token_characteristics
from engine.oracle.vocabulary import GRAVEYARD_TARGETS, YOUR_GRAVEYARD_TARGETS

# Trigger events of the object with the ability that also name another object ("whenever ~
# becomes blocked by a creature"): "it" there isn't read as the object with the ability.
NAMES_ANOTHER_OBJECT = frozenset(
    {
        "self_blocked_by_creature",
        "self_blocks",
        "self_deals_damage",
        "self_becomes_unattached",
        "self_dealt_damage",
    }
)


def _names_another(kind: str, params: Mapping[str, Any]) -> bool:
    """Whether this trigger event's words name an object besides the one with the ability:
    "blocks a creature" does (509.3b), "blocks" doesn't (509.3a); "deals damage to a creature"
    does, "deals combat damage" or "... to a player" doesn't (120.3)."""
    if kind == "self_blocks":
        return bool(params.get("each_attacker") or params.get("attacker_with"))
    if kind == "self_deals_damage":
        return params.get("to") == "creature" or bool(params.get("attached"))
    if kind == "self_dealt_damage":  # "enchanted creature is dealt damage": "it" isn't the Aura
        return bool(params.get("attached"))
    return True


# What "it" names after "create a ... token" (engine.instructions.registry "create_tokens" binds
# the tokens it created as "tokens").
CREATED_IT = "bound:tokens"

# Instruction.joined: how the card's words join an instruction to the one before it
THEN = "then"
SENTENCE_THEN = "sentence_then"
AND = "and"

GRAMMAR = r"""
effects: sentence+
sentence: clause "." -> one_sentence
        | clause NEXT_UPKEEP "." -> next_upkeep_sentence
        | clause _COMMA_THEN clause "." -> then_sentence
        | "then" clause "." -> sentence_opening_with_then
        | clause AND_ACTION joined_action "." -> and_sentence
        | "you" "draw" cards "and" "you" "lose" amount "life" "." -> you_draw_and_lose
        | subject "draws" cards "and" "loses" amount "life" "." -> player_draws_and_loses
        // Angrath, the Flame-Chained: "Each opponent discards a card and loses 2 life."
        | subject "discards" cards "and" "loses" amount "life" "." -> player_discards_and_loses
        | "you" "gain" amount "life" "and" "draw" cards "." -> gain_and_draw

AND_YOU_GAIN: "and you gain"
// one instruction, then "and you gain N life" (a clause: composes with "where X is ...", ", then")
drained: damage AND_YOU_GAIN amount "life" -> damage_and_gain
       | life AND_YOU_GAIN amount "life" -> drain
// keyword actions (701) Oracle joins to the instruction before them with "and" ("you gain 1
// life and scry 1", "tap enchanted permanent and investigate", "tap target creature that
// player controls and goad it")
?joined_action: scry | surveil | investigate | proliferate | goad | amass
// 701.17a: "you gain 2 life and mill two cards" (the player of the instruction before: you);
// so "you gain 5 life and incubate 5" (701.53a), "... and discover 3" (701.57a)
              | mill | incubate | discover
// and those of a permanent named before the verb ("you lose 1 life and ~ endures 1", 701.63a;
// "... and it connives", 701.50a; "... and suspect up to one target creature", 701.60a)
AND_ACTION.2: /and(?= (?:scry|surveil|you (?:scry|surveil)|mill|investigate|proliferate|goad|amass|incubate|discover|suspect|(?:~|it) (?:endures|connives|explores))\b)/
// 603.7: a delayed triggered ability made as the spell resolves
NEXT_UPKEEP: "at the beginning of the next turn's upkeep"
?clause: draw | life | damage | destroy | exile | bounce | pump | tap | untap | regenerate
       | add_mana | put_counters | scry | counter_spell | create_tokens | discard
       | sacrifice | mill | cant_regenerate | prevent_next | counter_unless | fog
       | return_from_graveyard | sacrifice_unless | combat_restriction | return_card
       | put_into_library | investigate | return_chosen | search | surveil | reorder_top
       | edict | switch_pt | exile_graveyard | doesnt_untap | proliferate | attach_self | get_energy
       | shuffle_in | time_travel | drained

// 121.1: drawing; the subject-less form means "you" (the controller)
cards: "a" "card" -> one_card
     | NUMWORD "cards" -> some_cards
// how many cards an instruction acts on (never a cost's, which is a number): also "X cards"
// (the spell's X, 107.3, or "where X is ...": engine.oracle.grammar.counted)
?effect_cards: cards
             | "x" "cards" -> x_cards
draw: "draw" effect_cards -> draw_you
    | subject "draws" effect_cards -> draw_player
    // "you draw a card": Oracle names the drawer where a trigger is another player's action
    | "you" "draw" cards -> draw_named_you
discard: "discard" cards -> discard_you
       | subject "discards" cards -> discard_player
       // X: the spell's (107.3) or the sentence's ("where X is ...", 107.3a)
       | "discard" "x" "cards" -> discard_you_x
       | subject "discards" "x" "cards" -> discard_player_x
mill: "mill" effect_cards -> mill_you
    | subject "mills" effect_cards -> mill_player
    // "you mill that many cards": Oracle names the milling player where a trigger is another
    // player's action (as "you draw a card")
    | "you" "mill" effect_cards -> mill_named_you
    // "Target player mills half their library, rounded down." (the count read as it resolves)
    | subject "mills" "half" "their" "library" "," "rounded" HALF_ROUNDING -> mill_half
HALF_ROUNDING: "down" | "up"

subject: target | SELF -> self_ref | player_group | ENCHANTED -> enchanted | EQUIPPED -> equipped
       | "it" -> it_ref | ITS_CONTROLLER -> its_controller
// the controller of the last target named (608.2h: or its last controller)
ITS_CONTROLLER: "its controller"
ENCHANTED: "enchanted creature"
EQUIPPED: "equipped creature"

// 119.3, 119.4: life
life: "you" "gain" amount "life" -> gain_you
    | subject "gains" amount "life" -> gain_player
    | "you" "lose" amount "life" -> lose_you
    | subject "loses" amount "life" -> lose_player

// 120.3: damage; "to" one recipient or "X and Y" (all at once, 120.4)
damage: source "deals" amount "damage" "to" recipient
      | source "deals" amount "damage" "to" recipient "and" recipient -> damage_two
      | source "deals" amount "damage" "to" recipient "and" amount "damage" "to" recipient -> damage_and_damage
// the source is the object with the ability: "it" once the text has named it (a trigger
// event, a sacrifice cost)
source: SELF | "it"
recipient: target | "you" -> you_ref | player_group | object_group | SELF -> self_ref

permanent: target | SELF -> self_ref | object_group | ENCHANTED -> enchanted | EQUIPPED -> equipped
destroy: "destroy" permanent
exile: "exile" permanent
bounce: "return" permanent "to its owner's hand"
tap: "tap" permanent
untap: "untap" permanent
regenerate: "regenerate" permanent
sacrifice: "sacrifice" SELF
// 115.1, 400.7: a target card in a graveyard returned to its owner's hand or the battlefield
return_card: "return" target TO_YOUR_HAND -> return_card_to_hand
           | "return" target TO_THE_BATTLEFIELD -> return_card_to_battlefield
TO_YOUR_HAND: "to your hand"
TO_THE_BATTLEFIELD: "to the battlefield"
// 401.2: on top of or at the bottom of its owner's library
put_into_library: "put" permanent ON_TOP_OF_LIBRARY -> put_on_top
                | "put" permanent ON_BOTTOM_OF_LIBRARY -> put_on_bottom
ON_TOP_OF_LIBRARY: "on top of its owner's library"
ON_BOTTOM_OF_LIBRARY: "on the bottom of its owner's library"
// 701.24c: "shuffle it into its owner's library" (the object, wherever it is, 603.6c)
shuffle_in: "shuffle" permanent INTO_OWNERS_LIBRARY
INTO_OWNERS_LIBRARY: "into its owner's library"
// 701.25a
surveil: "surveil" amount
// the top of the library looked at and put back in any order
reorder_top: LOOK_AT_THE_TOP NUMWORD CARDS_OF_YOUR_LIBRARY PUT_THEM_BACK
LOOK_AT_THE_TOP: "look at the top"
CARDS_OF_YOUR_LIBRARY: "cards of your library"
PUT_THEM_BACK: ", then put them back in any order"
// 701.21a: a sacrifice of a permanent the player chooses
edict: "sacrifice" CHOSEN_KIND -> sacrifice_chosen
     | subject "sacrifices" CHOSEN_KIND -> player_sacrifices
// 502.3: kept tapped through the controller's next untap step
doesnt_untap: subject DOESNT_UNTAP_YOUR -> doesnt_untap_your
            | subject DOESNT_UNTAP_ITS -> doesnt_untap_its
DOESNT_UNTAP_YOUR: "doesn't untap during your next untap step"
DOESNT_UNTAP_ITS: "doesn't untap during its controller's next untap step"
// 406.2
exile_graveyard: "exile" TARGET_PLAYERS_GRAVEYARD
TARGET_PLAYERS_GRAVEYARD: "target player's graveyard"
// 613.4d
switch_pt: "switch" POSSESSIVE POWER_AND_TOUGHNESS UNTIL_EOT
POSSESSIVE: "target creature's" | "~'s"
POWER_AND_TOUGHNESS: "power and toughness"
// 701.34a
proliferate: PROLIFERATE
PROLIFERATE: "proliferate"
// 701.56a (engine.mechanics.time_travel)
time_travel: TIME_TRAVEL
TIME_TRAVEL: "time travel"
// 701.16a
investigate: INVESTIGATE
INVESTIGATE: "investigate"
// 608.2d: a permanent chosen as the effect applies, not targeted
return_chosen: "return" CHOSEN_KIND "you control" "to its owner's hand"
CHOSEN_KIND: "a land" | "a creature" | "a permanent" | "an artifact" | "an enchantment"
           | "a creature or planeswalker" | "an artifact or creature" | "a creature or Vehicle"
// 701.23: searching a library ("you may" makes the search optional)
search: SEARCH_FOR search_card search_put THEN_SHUFFLE -> search_library
      | MAY_SEARCH_FOR search_card search_put THEN_SHUFFLE -> may_search_library
      | SEARCH_FOR search_card REVEAL_SHUFFLE_ON_TOP -> search_to_top
      | MAY_SEARCH_FOR search_card REVEAL_SHUFFLE_ON_TOP -> may_search_to_top
      | SEARCH_FOR search_card SHUFFLE_ON_TOP -> search_unrevealed_to_top
// 701.23a, 701.24a: the card found is revealed, the library shuffled, then the card put on top
REVEAL_SHUFFLE_ON_TOP: ", reveal it, then shuffle and put that card on top"
SHUFFLE_ON_TOP: ", then shuffle and put that card on top"
SEARCH_FOR: "search your library for"
MAY_SEARCH_FOR: "you may search your library for"
search_card: BASIC_LAND_CARD -> basic_land_card
           | A_CARD -> any_card
           | A_CARD_NAMED_SELF -> card_named_self
A_CARD_NAMED_SELF: "a card named ~"
BASIC_LAND_CARD: "a basic land card"
A_CARD: "a card"
search_put: PUT_ONTO_BATTLEFIELD -> onto_battlefield
          | PUT_ONTO_BATTLEFIELD TAPPED_WORD -> onto_battlefield_tapped
          | REVEAL_INTO_HAND -> reveal_into_hand
          | PUT_INTO_HAND -> into_hand
          | PUT_THAT_CARD_INTO_HAND -> that_card_into_hand
          | PUT_INTO_GRAVEYARD -> into_graveyard
PUT_ONTO_BATTLEFIELD: ", put it onto the battlefield"
TAPPED_WORD: "tapped"
REVEAL_INTO_HAND: ", reveal it, put it into your hand"
PUT_INTO_HAND: ", put it into your hand"
PUT_THAT_CARD_INTO_HAND: ", put that card into your hand"
PUT_INTO_GRAVEYARD: ", put that card into your graveyard" | ", put it into your graveyard"
THEN_SHUFFLE: ", then shuffle"
// 118.12: "Sacrifice ~ unless you pay {G}{G}." ("it" once a trigger has named it)
sacrifice_unless: "sacrifice" source UNLESS_YOU_PAY mana_symbols
UNLESS_YOU_PAY: "unless you pay"
// 509.1a, 509.1b until end of turn: read as abilities the creature has this turn
combat_restriction: subject CANT_BLOCK_THIS_TURN -> cant_block_this_turn
                  | object_group CANT_BLOCK_THIS_TURN -> cant_block_this_turn
                  | subject CANT_BE_BLOCKED_THIS_TURN -> cant_be_blocked_this_turn
CANT_BLOCK_THIS_TURN: "can't block this turn"
CANT_BE_BLOCKED_THIS_TURN: "can't be blocked this turn"
cant_regenerate: IT_CANT_REGEN -> cant_regenerate_it
               | THEY_CANT_REGEN -> cant_regenerate_they
IT_CANT_REGEN: "it can't be regenerated"
THEY_CANT_REGEN: "they can't be regenerated"

// 613.4c and 613.1f until end of turn
pump: subject "gets" PTMOD UNTIL_EOT -> pump_one
    | subject "gains" keywords UNTIL_EOT -> grant_one
    | subject "gets" PTMOD "and" "gains" keywords UNTIL_EOT -> pump_grant_one
    | object_group "get" PTMOD UNTIL_EOT -> pump_group
    | object_group "gain" keywords UNTIL_EOT -> grant_group
    | object_group "get" PTMOD "and" "gain" keywords UNTIL_EOT -> pump_grant_group
    // a group in the singular ("each creature you control gets", overload's text, 702.96a);
    // the printer's verb agrees with the group, so a plural group with "gets" doesn't print back
    | object_group "gets" PTMOD UNTIL_EOT -> pump_group
    | object_group "gains" keywords UNTIL_EOT -> grant_group
    | object_group "gets" PTMOD "and" "gains" keywords UNTIL_EOT -> pump_grant_group
    // the keywords first ("gains trample and gets +2/+2 until end of turn"): the same two
    // effects, in the card's order
    | subject "gains" keywords AND_GETS PTMOD UNTIL_EOT -> grant_pump_one
    | object_group "gain" keywords AND_GETS PTMOD UNTIL_EOT -> grant_pump_one
    | object_group "gains" keywords AND_GETS PTMOD UNTIL_EOT -> grant_pump_one
UNTIL_EOT: "until end of turn"
// one terminal: after a keyword, "and" would be read as the keyword list's next "and"
AND_GETS.2: /and gets?(?= [+-])/

// 106.1, 605: mana
add_mana: "add" mana_symbols -> add_fixed
        | "add" ANY_COLOR -> add_any_color
        | CH_ADD_CHOSEN_COLOR -> add_chosen_color
        | "add" mana_symbols "or" mana_symbols -> add_either
        | "add" mana_symbols "," mana_symbols "," "or" mana_symbols -> add_either
ANY_COLOR: "one mana of any color"

// 122.1: counters
counter_count: "a" PTMOD "counter" -> one_counter
             | NUMWORD PTMOD "counters" -> some_counters
// X: the spell's (107.3) or the one the sentence defines ("where X is", 107.3a)
             | "x" PTMOD "counters" -> x_counters
put_counters: "put" counter_count "on" permanent

scry: "scry" amount
counter_spell: "counter" target
// 615.1: "Prevent all combat damage that would be dealt this turn."
fog: PREVENT_ALL_COMBAT
   | PREVENT_ALL_COMBAT_TO_YOU -> fog_to_you
PREVENT_ALL_COMBAT: "prevent all combat damage that would be dealt this turn"
// 615.1a: only the combat damage dealt to the spell's or ability's controller
PREVENT_ALL_COMBAT_TO_YOU: "prevent all combat damage that would be dealt to you this turn"
// an ability that works from the graveyard (113.6k)
return_from_graveyard: RETURN_SELF_FROM_GRAVEYARD
RETURN_SELF_FROM_GRAVEYARD: "return ~ from your graveyard to your hand"
// 118.12a
counter_unless: "counter" target UNLESS_PAYS mana_symbols
UNLESS_PAYS: "unless its controller pays"
// 615.7: a prevention shield for the next N damage this turn
prevent_next: PREVENT_NEXT INT DEALT_TO recipient THIS_TURN
PREVENT_NEXT: "prevent the next"
DEALT_TO: "damage that would be dealt to"
THIS_TURN: "this turn"

// 111.1: tokens with stated characteristics
create_tokens: "create" token_count PT colors SUBTYPE+ token_types token_word with_keywords?
             | "create" token_count PREDEFINED_TOKEN token_word -> create_predefined_tokens
// 111.1, 110.5: "Create a tapped 2/2 black Zombie creature token." (it enters tapped)
             | "create" token_count TAPPED_WORD PT colors SUBTYPE+ token_types token_word with_keywords? -> create_tapped_tokens
             | "create" token_count TAPPED_WORD PREDEFINED_TOKEN token_word -> create_tapped_predefined_tokens
token_types: "creature" -> creature_token
           | "artifact" "creature" -> artifact_creature_token
           | "enchantment" "creature" -> enchantment_creature_token
// 111.10: predefined tokens (engine.cards.tokens)
PREDEFINED_TOKEN: "Treasure" | "Food" | "Gold" | "Shard" | "Clue" | "Blood"
token_count: "a" -> one_token
           | NUMWORD -> some_tokens
           | "x" -> x_tokens
!token_word: "token" | "tokens"
colors: COLOR -> colors
      | COLOR "and" COLOR -> colors
      | "colorless" -> colorless
COLOR: "white" | "blue" | "black" | "red" | "green"
with_keywords: "with" keywords
// ", then" is one terminal: after a list of keywords ("... token with flying, then populate.")
// the comma would otherwise be read as the list's next comma (608.2c: two instructions)
_COMMA_THEN: ", then"
"""

_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _pt(token: Token) -> tuple[int | str, int | str]:
    power, toughness = str(token).split("/")
    return _signed(power), _signed(toughness)


def _signed(text: str) -> int | str:
    sign = -1 if text.startswith("-") else 1
    digits = text.lstrip("+-")
    return "x" if digits.upper() == "X" else sign * int(digits)


_ON_TOP = {"into": "library_top", "reveal": True}


def _combat_damage_prevented(to: str) -> Effects:
    """615.1a: all combat damage that would be dealt this turn to `to` ("any" or "you")."""
    return (
        step(
            "create_effect",
            kind="prevent_all_damage",
            params={"to": to, "combat_only": True},
            duration="end_of_turn",
        ),
    )


class EffectLowering:
    ctx: LineContext
    event_refs: dict[str, str] = {}  # set by the trigger of the line (combat_triggers)

    def effects(self, items: list[Effects]) -> Effects:
        return tuple(i for sentence in items for i in sentence)

    def one_sentence(self, items: list[Effects]) -> Effects:
        return items[0]

    def next_upkeep_sentence(self, items: list[Any]) -> Effects:
        effects: Effects = items[0]
        if any(
            isinstance(v, int) and k in ("to", "player")
            for e in effects
            for k, v in e.params.items()
        ):
            raise ValueError("a delayed trigger with targets")
        stored = tuple({"kind": e.kind, "params": dict(e.params)} for e in effects)
        return (step("create_delayed_trigger", step="upkeep", effects=stored),)

    def damage_and_gain(self, items: list[Any]) -> Effects:
        damage: Effects = items[0]
        return damage + (step("gain_life", amount=items[2]),)

    def fog(self, items: list[Any]) -> Effects:
        return _combat_damage_prevented("any")

    def fog_to_you(self, items: list[Any]) -> Effects:
        # 615.1a: "you" is bound to the controller as the effect is created (611.2a)
        return _combat_damage_prevented("you")

    def return_from_graveyard(self, items: list[Any]) -> Effects:
        return (step("return_to_hand", to="self", **{"from": "graveyard"}),)

    def drain(self, items: list[Any]) -> Effects:
        """ "Target opponent loses 2 life and you gain 2 life." The gain names "you" so the
        printer joins it to the loss ("and you gain"), as a separate "You gain 2 life." isn't."""
        loss: Effects = items[0]
        if len(loss) != 1 or loss[0].kind != "lose_life" or "player" not in loss[0].params:
            raise ValueError("a drain needs a player's life loss")
        return loss + (step("gain_life", player="you", amount=items[2]),)

    def you_draw_and_lose(self, items: list[Any]) -> Effects:
        return (
            step("draw", player="you", count=items[0]),
            step("lose_life", player="you", amount=items[1]),
        )

    def player_draws_and_loses(self, items: list[Any]) -> Effects:
        who, count, lost = items
        return (step("draw", player=who, count=count), step("lose_life", player=who, amount=lost))

    def player_discards_and_loses(self, items: list[Any]) -> Effects:
        """The discard, then the life loss (608.2c: in the order written), of the same player
        or players (each opponent: APNAP order, 101.4)."""
        who, count, lost = items
        return (
            step("discard", player=who, count=count),
            step("lose_life", player=who, amount=lost),
        )

    def gain_and_draw(self, items: list[Any]) -> Effects:
        return (step("gain_life", player="you", amount=items[0]), step("draw", count=items[1]))

    def damage_and_damage(self, items: list[Any]) -> Effects:
        """ "~ deals 3 damage to any target and 1 damage to you.", "... 3 damage to target
        creature and 2 damage to target player or planeswalker." Two amounts in one sentence:
        one instruction, the damage dealt at the same time by one source (120.4; a source with
        lifelink then causes one life gain event, 702.15b, 119.9)."""
        if items[4] != "you" and not isinstance(items[4], int):
            raise ValueError("a second recipient the printer joins only as you or a target")
        return (
            step("deal_damage", amount=items[1], to=items[2], and_amount=items[3], and_to=items[4]),
        )

    def _graveyard_target(self, words: frozenset[str]) -> int | str:
        """The target card in your graveyard the sentence names: its index, or "each target"
        for "up to two target creature cards from your graveyard" (grammar.up_to_targets)."""
        if not self.ctx.targets or plain_target(self.ctx.targets[-1]) not in words:
            raise ValueError("not a card in your graveyard")
        if up_to_many_words(tuple(self.ctx.targets)) is not None:
            return EACH_TARGET
        return len(self.ctx.targets) - 1

    def return_card_to_hand(self, items: list[Any]) -> Effects:
        card = self._graveyard_target(YOUR_GRAVEYARD_TARGETS)
        return (step("return_to_hand", to=card, **{"from": "graveyard"}),)

    def return_card_to_battlefield(self, items: list[Any]) -> Effects:
        return (step("return_to_battlefield", card=self._graveyard_target(YOUR_GRAVEYARD_TARGETS)),)

    def put_on_top(self, items: list[Any]) -> Effects:
        return (step("put_into_library", to=items[0], position="top"),)

    def put_on_bottom(self, items: list[Any]) -> Effects:
        return (step("put_into_library", to=items[0], position="bottom"),)

    def surveil(self, items: list[Any]) -> Effects:
        return (step("surveil", count=items[0]),)

    def reorder_top(self, items: list[Token]) -> Effects:
        return (step("reorder_top", count=number(items[1])),)

    def sacrifice_chosen(self, items: list[Token]) -> Effects:
        return (step("sacrifice_permanents", type=chosen_kind(items[0])),)

    def player_sacrifices(self, items: list[Any]) -> Effects:
        return (step("sacrifice_permanents", player=items[0], type=chosen_kind(items[1])),)

    def doesnt_untap_your(self, items: list[Any]) -> Effects:
        if items[0] != "self":
            raise ValueError('"your next untap step" of something else')
        return (step("doesnt_untap_next", to="self"),)

    def doesnt_untap_its(self, items: list[Any]) -> Effects:
        """A target, "that creature" (the last target, or the object the trigger event names:
        "Whenever ~ blocks a creature, that creature doesn't untap ...")."""
        to = items[0]
        event_refs = getattr(self, "event_refs", {}).values()
        named = isinstance(to, str) and (to.startswith("that:") or to in event_refs)
        if not isinstance(to, int) and not named:
            raise ValueError("its controller's untap step: a target or that object")
        return (step("doesnt_untap_next", to=to),)

    def exile_graveyard(self, items: list[Any]) -> Effects:
        return (step("exile_graveyard", player=self.ctx.target("player")),)

    def its_controller(self, items: list[Any]) -> str:
        if not self.ctx.targets:
            raise ValueError('"its controller" names no target')
        return f"controller_of:{len(self.ctx.targets) - 1}"

    def switch_pt(self, items: list[Token]) -> Effects:
        whose = "self" if str(items[0]) == "~'s" else self.ctx.target("creature")
        return (step("switch_pt", to=whose),)

    def proliferate(self, items: list[Any]) -> Effects:
        return (step("proliferate"),)

    def time_travel(self, items: list[Any]) -> Effects:
        return (step("time_travel"),)  # 701.56a

    def investigate(self, items: list[Any]) -> Effects:
        return (step("investigate"),)

    def return_chosen(self, items: list[Token]) -> Effects:
        kind = str(items[0]).split(" ", 1)[1].capitalize()
        return (
            step("choose_permanent", type=kind, whose="yours"),
            step("return_to_hand", to="bound:chosen"),
        )

    def basic_land_card(self, items: list[Any]) -> str:
        return "basic_land"

    def any_card(self, items: list[Any]) -> str:
        return "card"

    def card_named_self(self, items: list[Any]) -> str:
        return "named_self"  # 201.4 (engine.mechanics.same_name)

    def onto_battlefield(self, items: list[Any]) -> dict[str, Any]:
        return {}

    def onto_battlefield_tapped(self, items: list[Any]) -> dict[str, Any]:
        return {"tapped": True}

    def reveal_into_hand(self, items: list[Any]) -> dict[str, Any]:
        return {"into": "hand", "reveal": True}

    def into_hand(self, items: list[Any]) -> dict[str, Any]:
        return {"into": "hand"}

    def that_card_into_hand(self, items: list[Any]) -> dict[str, Any]:
        return {"into": "hand", "that_card": True}  # the same as "put it" (701.23a)

    def into_graveyard(self, items: list[Any]) -> dict[str, Any]:
        that_card = "that card" in str(items[0])
        return {"into": "graveyard", **({"that_card": True} if that_card else {})}

    def search_library(self, items: list[Any]) -> Effects:
        put = agree(
            items[1], items[2]
        )  # 701.23a: "it" or "them" (engine.oracle.grammar.searched_cards)
        return (step("search_library", **_searched(items[1]), may=False, **put),)

    def search_to_top(self, items: list[Any]) -> Effects:
        agree(items[1], {})
        return (step("search_library", **_searched(items[1]), may=False, **_ON_TOP),)

    def search_unrevealed_to_top(self, items: list[Any]) -> Effects:
        agree(items[1], {})
        return (step("search_library", **_searched(items[1]), may=False, into="library_top"),)

    def may_search_to_top(self, items: list[Any]) -> Effects:
        agree(items[1], {})
        return (step("search_library", **_searched(items[1]), may=True, **_ON_TOP),)

    def may_search_library(self, items: list[Any]) -> Effects:
        put = agree(items[1], items[2])
        return (step("search_library", **_searched(items[1]), may=True, **put),)

    def sacrifice_unless(self, items: list[Any]) -> Effects:
        if "X" in items[2]:
            raise ValueError("an X the instruction can't pay")
        return (step("sacrifice_unless_pays", cost=items[2]),)

    def cant_block_this_turn(self, items: list[Any]) -> Effects:
        return (step("grant_keywords", to=items[0], keywords=("can't block",)),)

    def cant_be_blocked_this_turn(self, items: list[Any]) -> Effects:
        return (step("grant_keywords", to=items[0], keywords=("can't be blocked",)),)

    def then_sentence(self, items: list[Effects]) -> Effects:
        """ "[clause], then [clause]." (608.2c: in the order written); the second clause's
        first instruction remembers its ", then" so the definition prints back as its words."""
        first, second = items
        if not second:
            return first
        return first + (replace(second[0], joined=THEN), *second[1:])

    def and_sentence(self, items: list[Effects]) -> Effects:
        """ "[clause] and [keyword action]." (608.2c: in the order written)."""
        first, second = items[0], items[-1]
        if not second:
            return first
        if (
            second[0].kind in ("mill", "incubate", "discover")
            and first
            and first[-1].params.get("player", "you") != "you"
        ):
            # "and mill" has the subject of the clause before it: only "you" (or none)
            raise ValueError(f"another player's clause joined to 'and {second[0].kind}'")
        return first + (replace(second[0], joined=AND), *second[1:])

    def sentence_opening_with_then(self, items: list[Effects]) -> Effects:
        """ "Then [clause]." after another sentence: in the order written, as any sentence
        (608.2c); the word is kept on its first instruction for the printer."""
        (clause,) = items
        if not clause:
            return clause
        return (replace(clause[0], joined=SENTENCE_THEN), *clause[1:])

    # --- references ---------------------------------------------------------------------
    def subject(self, items: list[Any]) -> Any:
        return items[0]

    recipient = subject
    permanent = subject

    def self_ref(self, items: list[Any]) -> str:
        return "self"

    def it_ref(self, items: list[Any]) -> Any:
        """ "It": the last target named, or else what the trigger event names "it"
        (engine.oracle.grammar.combat_triggers: the attacker of "a creature you control attacks
        alone"), or else the object with the ability."""
        if self.ctx.targets:
            return len(self.ctx.targets) - 1
        return self.event_refs.get("it", "self")

    def it_object(self, items: list[Any]) -> Any:
        """ "It" as the object acted on: the last target named, or what the trigger event names
        "it", or else the object with the ability, spelled "it" (a This reference said "it") so
        the definition prints back as its words ("When ~ dies, return it to its owner's hand").
        The object with the ability only where nothing else can be "it": an activated ability
        (its cost or text named it) or a trigger event that names only that object; after
        "whenever a creature you control dies" or "~ or another creature", "it" is the other
        object, which the event doesn't bind here: not read."""
        named = self.it_ref(items)
        if named != "self":
            return named
        kind = getattr(self, "trigger_kind", None)
        params = getattr(self, "trigger_params", {})
        if kind is not None and (
            not kind.startswith("self_")
            or (kind in NAMES_ANOTHER_OBJECT and _names_another(kind, params))
        ):
            raise ValueError('"it" may name the trigger event\'s other object')
        return "it"

    def shuffle_in(self, items: list[Any]) -> Effects:
        return (step("shuffle_into_library", to=items[0]),)

    def source(self, items: list[Any]) -> str:
        return "self"

    def you_ref(self, items: list[Any]) -> str:
        return "you"

    def enchanted(self, items: list[Any]) -> str:
        return "enchanted"

    def equipped(self, items: list[Any]) -> str:
        return "equipped"

    # --- cards ----------------------------------------------------------------------------
    def one_card(self, items: list[Any]) -> int:
        return 1

    def some_cards(self, items: list[Token]) -> int:
        return number(items[0])

    def x_cards(self, items: list[Token]) -> str:
        return "x"

    def draw_you(self, items: list[int]) -> Effects:
        return (step("draw", count=items[0]),)

    def draw_named_you(self, items: list[int]) -> Effects:
        return (step("draw", player="you", count=items[0]),)

    def draw_player(self, items: list[Any]) -> Effects:
        return (step("draw", player=items[0], count=items[1]),)

    def discard_you(self, items: list[int]) -> Effects:
        return (step("discard", count=items[0]),)

    def discard_player(self, items: list[Any]) -> Effects:
        return (step("discard", player=items[0], count=items[1]),)

    def discard_you_x(self, items: list[Any]) -> Effects:
        return (step("discard", count="x"),)

    def discard_player_x(self, items: list[Any]) -> Effects:
        return (step("discard", player=items[0], count="x"),)

    def mill_you(self, items: list[int]) -> Effects:
        self.ctx.bound.append("milled")  # 701.17c: "from among them" (grammar.chosen_cards)
        return (step("mill", count=items[0]),)  # the controller (the player's default)

    def mill_named_you(self, items: list[int]) -> Effects:
        self.ctx.bound.append("milled")
        return (step("mill", player="you", count=items[0]),)

    def mill_player(self, items: list[Any]) -> Effects:
        # 608.2c: "... put into their graveyard this way" (grammar.milled_counts)
        self.ctx.bound.append("milled_player")
        return (step("mill", player=items[0], count=items[1]),)

    def mill_half(self, items: list[Any]) -> Effects:
        # 701.17a: the count is half the milling player's library as the instruction applies.
        return (step("mill", player=items[0], half=str(items[1]).lower()),)

    # --- life and damage -----------------------------------------------------------------
    def gain_you(self, items: list[Any]) -> Effects:
        return (step("gain_life", amount=items[0]),)

    def gain_player(self, items: list[Any]) -> Effects:
        return (step("gain_life", player=items[0], amount=items[1]),)

    def lose_you(self, items: list[Any]) -> Effects:
        return (step("lose_life", amount=items[0]),)

    def lose_player(self, items: list[Any]) -> Effects:
        return (step("lose_life", player=items[0], amount=items[1]),)

    def damage(self, items: list[Any]) -> Effects:
        return (step("deal_damage", amount=items[1], to=items[2]),)

    def damage_two(self, items: list[Any]) -> Effects:
        return (step("deal_damage", amount=items[1], to=(items[2], items[3])),)

    # --- permanents ------------------------------------------------------------------------
    def destroy(self, items: list[Any]) -> Effects:
        return (step("destroy", to=items[0]),)

    def exile(self, items: list[Any]) -> Effects:
        return (step("exile", to=items[0]),)

    def bounce(self, items: list[Any]) -> Effects:
        to = items[0]
        if isinstance(to, int) and self.ctx.targets[to] in GRAVEYARD_TARGETS:
            # "Return target creature card from a graveyard to its owner's hand": a card in a
            # graveyard, not a permanent (400.7; 404.1: it goes to its owner's hand).
            return (step("return_to_hand", to=to, **{"from": "graveyard"}),)
        return (step("return_to_hand", to=to),)

    def tap(self, items: list[Any]) -> Effects:
        return (step("tap", to=items[0]),)

    def untap(self, items: list[Any]) -> Effects:
        return (step("untap", to=items[0]),)

    def regenerate(self, items: list[Any]) -> Effects:
        return (step("regenerate", to=items[0]),)

    def sacrifice(self, items: list[Any]) -> Effects:
        return (step("sacrifice_self"),)

    def cant_regenerate_it(self, items: list[Any]) -> Effects:
        if not self.ctx.targets:
            raise ValueError('"it" names no target')
        return (step("cant_be_regenerated", to=len(self.ctx.targets) - 1),)

    def cant_regenerate_they(self, items: list[Any]) -> Effects:
        return (step("cant_be_regenerated", to="all_creatures"),)

    # --- power, toughness, keywords until end of turn ---------------------------------------
    def _pump(self, to: Any, pt: Token) -> Instruction:
        power, toughness = _pt(pt)
        return step("modify_pt", to=to, power=power, toughness=toughness)

    def pump_one(self, items: list[Any]) -> Effects:
        return (self._pump(items[0], items[1]),)

    pump_group = pump_one

    def grant_one(self, items: list[Any]) -> Effects:
        return (step("grant_keywords", to=items[0], keywords=items[1]),)

    grant_group = grant_one

    def pump_grant_one(self, items: list[Any]) -> Effects:
        return (
            self._pump(items[0], items[1]),
            step("grant_keywords", to=items[0], keywords=items[2]),
        )

    pump_grant_group = pump_grant_one

    def grant_pump_one(self, items: list[Any]) -> Effects:
        return (
            step("grant_keywords", to=items[0], keywords=items[1]),
            self._pump(items[0], items[3]),
        )

    # --- mana --------------------------------------------------------------------------------
    def add_fixed(self, items: list[str]) -> Effects:
        mana: dict[str, int] = {}
        for symbol in items[0].strip("{}").split("}{"):
            if symbol.isdigit():
                raise ValueError("generic mana can't be added")
            mana[symbol] = mana.get(symbol, 0) + 1
        return (step("add_mana", mana=mana),)

    def add_any_color(self, items: list[Any]) -> Effects:
        return (step("add_mana", choose_from="any_color"),)

    def add_either(self, items: list[str]) -> Effects:
        symbols = tuple(str(t).strip("{}").upper() for t in items)
        if any("}{" in s for s in symbols):
            return filter_mana(symbols)  # "Add {U}{U}, {U}{R}, or {R}{R}."
        return (step("add_mana", choose_from=symbols),)

    # --- counters, library, stack ----------------------------------------------------------
    def one_counter(self, items: list[Token]) -> tuple[str, int]:
        return str(items[0]), 1

    def some_counters(self, items: list[Token]) -> tuple[str, int]:
        return str(items[1]), number(items[0])

    def x_counters(self, items: list[Token]) -> tuple[str, str]:
        return str(items[-1]), "x"

    def put_counters(self, items: list[Any]) -> Effects:
        (kind, count), to = items
        return (step("put_counters", to=to, kind=kind, count=count),)

    def scry(self, items: list[Any]) -> Effects:
        return (step("scry", count=items[0]),)

    def counter_unless(self, items: list[Any]) -> Effects:
        if "X" in items[2]:
            raise ValueError("an X the instruction can't pay")  # counter_unless_pays: fixed cost
        return (step("counter_unless_pays", to=items[0], cost=items[2]),)

    def prevent_next(self, items: list[Any]) -> Effects:
        recipient = items[3]
        if isinstance(recipient, int):
            recipient = f"target:{recipient}"
        return (
            step(
                "create_effect",
                kind="prevent_next_damage",
                params={"recipient": recipient, "amount": int(items[1])},
                duration="end_of_turn",
            ),
        )

    def counter_spell(self, items: list[Any]) -> Effects:
        return (step("counter", to=items[0]),)

    # --- tokens ----------------------------------------------------------------------------
    def one_token(self, items: list[Any]) -> int:
        return 1

    def some_tokens(self, items: list[Token]) -> int:
        return number(items[0])

    def x_tokens(self, items: list[Any]) -> str:
        return "x"

    def token_word(self, items: list[Token]) -> str:
        return str(items[0]).lower()

    def colors(self, items: list[Token]) -> tuple[str, ...]:
        return tuple(_COLOR_LETTERS[str(t).lower()] for t in items)

    def colorless(self, items: list[Any]) -> tuple[str, ...]:
        return ()

    def with_keywords(self, items: list[tuple[str, ...]]) -> tuple[str, ...]:
        return items[0]

    def creature_token(self, items: list[Any]) -> list[str]:
        return ["Creature"]

    def artifact_creature_token(self, items: list[Any]) -> list[str]:
        return ["Artifact", "Creature"]

    def enchantment_creature_token(self, items: list[Any]) -> list[str]:
        return ["Enchantment", "Creature"]  # 205.2a: both card types (Theros's tokens)

    def create_tokens(self, items: list[Any]) -> Effects:
        count, pt, colors, *rest = items
        keywords: tuple[str, ...] = ()
        if isinstance(rest[-1], tuple):
            keywords = rest.pop()
        word = rest.pop()
        types: list[str] = rest.pop()
        if (word == "token") != (count == 1):
            raise ValueError("token count and noun disagree")
        subtypes = tuple(str(t) for t in rest)
        power, toughness = (int(v) for v in str(pt).split("/"))
        token = token_characteristics(power, toughness, colors, subtypes, keywords, tuple(types))
        return self._names_created((step("create_tokens", token=token, count=count),))

    def _names_created(self, effects: Effects) -> Effects:
        """From here on, "it" is the one token just created (what "create_tokens" binds,
        608.2c), unless a target was named before (then "it" stays the target's)."""
        if effects[-1].params.get("count") == 1 and not self.ctx.targets:
            self.event_refs = {**self.event_refs, "it": CREATED_IT}
        return effects

    def create_tapped_tokens(self, items: list[Any]) -> Effects:
        """The tokens enter the battlefield tapped (110.5)."""
        (created,) = self.create_tokens([items[0], *items[2:]])
        return (step("create_tokens", **dict(created.params), tapped=True),)

    def create_tapped_predefined_tokens(self, items: list[Any]) -> Effects:
        (created,) = self.create_predefined_tokens([items[0], *items[2:]])
        return (step("create_tokens", **dict(created.params), tapped=True),)

    def create_predefined_tokens(self, items: list[Any]) -> Effects:
        count, name, word = items
        if (word == "token") != (count == 1):
            raise ValueError("token count and noun disagree")
        return self._names_created(
            (step("create_tokens", token=predefined_token(str(name)), count=count),)
        )


def chosen_kind(words: Any) -> str:
    """ "a creature" -> "Creature"; "a creature or Vehicle" -> "Creature or Vehicle" (either
    one, engine.rules.type_words.matches)."""
    kinds = str(words).split(" ", 1)[1].split(" or ")
    return " or ".join(k[:1].upper() + k[1:] for k in kinds)


def chosen_kind_words(kind: str) -> str:
    """The words of a chosen_kind: card types lower case, subtypes as written (205.3)."""
    parts = [p.lower() if p in _CARD_TYPE_NAMES else p for p in kind.split(" or ")]
    text = " or ".join(parts)
    return f"{'an' if text[:1] in 'aeiou' else 'a'} {text}"


_CARD_TYPE_NAMES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Permanent", "Planeswalker"}
)


def _searched(card: str | dict[str, Any]) -> dict[str, Any]:
    """A search_card's parameters: a card word, or the word with its filters (701.23a)."""
    return dict(card) if isinstance(card, dict) else {"card": card}
