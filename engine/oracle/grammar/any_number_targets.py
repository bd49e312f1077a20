"""Any number of target players (601.2c, 115.3, 115.6), and mana an ability that isn't a mana
ability adds as it resolves (605.5a):

    Any number of target players each lose 2 life and sacrifice a creature.   (Priest of
    You add {B}{B} and draw a card.                                            Forgotten Gods)
    Any number of target players each gain 6 life.                             (Fruit of Tizerus)
    Shuffle any number of target cards from your graveyard into your library.  (Perpetual
                                                                                Timepiece)

The target word is "any_number:player" (engine.rules.variable_targets): its controller chooses
how many players, none included, each a different one (115.3); each instruction acts on "each
target" (an illegal one left out, 608.2b), the players in the order chosen. Such an ability
requires targets even with none chosen (115.6), so it is never a mana ability (605.1a): it uses
the stack, and "You add {B}{B}" puts the mana into its controller's pool as it resolves. A
triggered ability with this target word isn't compiled (the engine chooses a trigger's targets
one at a time, 603.3d: engine.oracle.lowering.triggered_ability).

"Shuffle any number of target cards from your graveyard into your library" is the instruction
`shuffle_into_library` of each target card ("any_number:card_in_your_graveyard"), with "player":
"you": your library is shuffled even with no card chosen (701.24d) or one of them gone from the
graveyard (701.24c); with every chosen card gone the ability doesn't resolve (608.2b).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.core.state import Params
from engine.oracle.grammar.multiple_targets import EACH_TARGET
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import number_word
from engine.vocabulary.words import ANY_NUMBER_PREFIX

ANY_PLAYERS = f"{ANY_NUMBER_PREFIX}:player"
ANY_YOUR_GRAVEYARD_CARDS = f"{ANY_NUMBER_PREFIX}:card_in_your_graveyard"
_SHUFFLE_WORDS = "shuffle any number of target cards from your graveyard into your library"

GRAMMAR = r"""
%extend sentence: ANT_ANY_NUMBER_OF_PLAYERS ant_each "." -> ant_players_sentence
                | ANT_YOU_ADD mana_symbols "and" "draw" cards "." -> ant_add_and_draw
                | ANT_SHUFFLE_ANY_NUMBER ANT_INTO_YOUR_LIBRARY "." -> ant_shuffle_into_library
ANT_SHUFFLE_ANY_NUMBER: "shuffle any number of target cards from your graveyard"
ANT_INTO_YOUR_LIBRARY: "into your library"
ANT_ANY_NUMBER_OF_PLAYERS: "any number of target players each"
ANT_YOU_ADD: "you add"
ant_each: "lose" INT "life" -> ant_lose
        | "gain" INT "life" -> ant_gain
        | "lose" INT "life" "and" "sacrifice" CHOSEN_KIND -> ant_lose_and_sacrifice
        | "sacrifice" CHOSEN_KIND -> ant_sacrifice
        | "draw" cards -> ant_draw
"""


def _kind(word: Token) -> str:
    return str(word).split(" ", 1)[1].capitalize()  # "a creature" -> "Creature"


class AnyNumberTargetsLowering:
    ctx: LineContext

    def ant_lose(self, items: list[Any]) -> Effects:
        return (step("lose_life", player=EACH_TARGET, amount=int(items[0])),)

    def ant_gain(self, items: list[Any]) -> Effects:
        return (step("gain_life", player=EACH_TARGET, amount=int(items[0])),)

    def ant_lose_and_sacrifice(self, items: list[Any]) -> Effects:
        return (
            step("lose_life", player=EACH_TARGET, amount=int(items[0])),
            step("sacrifice_permanents", player=EACH_TARGET, type=_kind(items[-1])),
        )

    def ant_sacrifice(self, items: list[Any]) -> Effects:
        return (step("sacrifice_permanents", player=EACH_TARGET, type=_kind(items[-1])),)

    def ant_draw(self, items: list[Any]) -> Effects:
        return (step("draw", player=EACH_TARGET, count=items[0]),)

    def ant_players_sentence(self, items: list[Any]) -> Effects:
        if self.ctx.targets:
            raise ValueError("any number of target players after other targets")
        self.ctx.target(ANY_PLAYERS)
        effects: Effects = items[1]
        return effects

    def ant_shuffle_into_library(self, items: list[Any]) -> Effects:
        if self.ctx.targets:
            raise ValueError("any number of target cards after other targets")
        self.ctx.target(ANY_YOUR_GRAVEYARD_CARDS)
        return (step("shuffle_into_library", to=EACH_TARGET, player="you"),)

    def ant_add_and_draw(self, items: list[Any]) -> Effects:
        mana: dict[str, int] = {}
        for symbol in str(items[1]).strip("{}").split("}{"):
            if not symbol.isalpha() or symbol == "X":
                raise ValueError("generic or variable mana can't be added")
            mana[symbol] = mana.get(symbol, 0) + 1
        return (
            step("add_mana", mana=mana, player="you"),
            step("draw", player="you", count=items[-1]),
        )


def _cards(count: Any) -> str:
    if count == 1:
        return "a card"
    if not isinstance(count, int) or isinstance(count, bool):
        raise ValueError("a count of cards")
    return f"{number_word(count)} cards"


def _each_words(first: Instruction, second: Instruction | None) -> tuple[str, int] | None:
    """What each of the players does, and how many instructions that takes."""
    a = first.params
    if first.kind in ("lose_life", "gain_life") and set(a) == {"player", "amount"}:
        amount = a.get("amount")
        if not isinstance(amount, int) or isinstance(amount, bool):
            return None
        verb = "lose" if first.kind == "lose_life" else "gain"
        words = f"{verb} {amount} life"
        if (
            verb == "lose"
            and second is not None
            and second.kind == "sacrifice_permanents"
            and second.params == Params({"player": EACH_TARGET, "type": "Creature"})
        ):
            return f"{words} and sacrifice a creature", 2
        return words, 1
    if first.kind == "sacrifice_permanents" and a == Params(
        {"player": EACH_TARGET, "type": "Creature"}
    ):
        return "sacrifice a creature", 1
    if first.kind == "draw" and set(a) == {"player", "count"}:
        return f"draw {_cards(a.get('count'))}", 1
    return None


def sentence_words(
    effects: tuple[Instruction, ...],
    start: int,
    targets: tuple[str, ...],
    add_words: Callable[[Instruction], str],
) -> tuple[str, int] | None:
    """The sentence starting at `start` this module reads, and where it ends, or None: "any
    number of target players each ..." (the ability's one target), "you add {B}{B} and draw a
    card". `add_words` prints an `add_mana` instruction without its player ("add {B}{B}")."""
    first = effects[start]
    second = effects[start + 1] if start + 1 < len(effects) else None
    if (
        first.kind == "shuffle_into_library"
        and first.params == Params({"to": EACH_TARGET, "player": "you"})
        and targets == (ANY_YOUR_GRAVEYARD_CARDS,)
        and start == 0
    ):
        return _SHUFFLE_WORDS, start + 1
    if first.params.get("player") == EACH_TARGET and targets == (ANY_PLAYERS,) and start == 0:
        each = _each_words(first, second)
        if each is None:
            return None
        return f"any number of target players each {each[0]}", start + each[1]
    if (
        first.kind == "add_mana"
        and first.params.get("player") == "you"
        and set(first.params) == {"mana", "player"}
        and second is not None
        and second.kind == "draw"
        and set(second.params) == {"player", "count"}
        and second.params.get("player") == "you"
    ):
        mana = add_words(Instruction("add_mana", Params({"mana": first.params["mana"]})))
        return f"you {mana} and draw {_cards(second.params.get('count'))}", start + 2
    return None
