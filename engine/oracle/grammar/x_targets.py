"""X target cards from your graveyard (601.2b-c, 115.6):

    Return X target creature cards with mana value 2 or less from your graveyard to the
    battlefield.                                                       (Return to the Ranks)
    Return X target creature cards from your graveyard to the battlefield.  (Entreat the Dead)
    Return X target creature cards from your graveyard to your hand.        (Death Denied)

The number of targets is the value of X: its controller announces X for the {X} of the mana
cost (601.2b), then chooses that many different targets (601.2c, 115.3), none for X=0 (the spell
still requires targets but isn't targeted then, 115.6). The target word is "x_number:WORD"
(engine.rules.variable_targets: the cast is refused with any other number of targets); the
instruction acts on "each target", an illegal one left out as it resolves (608.2b), all of them
illegal and it doesn't resolve. Only a spell's sentence, and only with an {X} in the mana cost
(engine.oracle.compiler): an ability whose X is a sacrifice or a discard ("Sacrifice X other
creatures: Return X target ...") or a trigger (603.3d) isn't compiled.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.grammar.multiple_targets import EACH_TARGET
from engine.oracle.lowering import Effects, LineContext, step
from engine.vocabulary.words import X_NUMBER_PREFIX, x_number_word

GRAMMAR = r"""
%extend sentence: XT_RETURN_X xt_cards FROM_YOUR_GRAVEYARD TO_THE_BATTLEFIELD "." -> xt_to_battlefield
                | XT_RETURN_X xt_cards FROM_YOUR_GRAVEYARD TO_YOUR_HAND "." -> xt_to_hand
XT_RETURN_X: "return x target"
xt_cards: XT_CREATURE_CARDS | XT_CREATURE_CARDS_MV
XT_CREATURE_CARDS: "creature cards"
XT_CREATURE_CARDS_MV: "creature cards with mana value 2 or less"
                    | "creature cards with mana value 3 or less"
"""

# The plural words and the target word (engine.oracle.vocabulary) of one such card.
_CARDS = {
    "creature cards": "creature_card_in_your_graveyard",
    "creature cards with mana value 2 or less": (
        "creature_card_with_mana_value_2_or_less_in_your_graveyard"
    ),
    "creature cards with mana value 3 or less": (
        "creature_card_with_mana_value_3_or_less_in_your_graveyard"
    ),
}
_WORDS = {word: words for words, word in _CARDS.items()}


class XTargetsLowering:
    ctx: LineContext

    def xt_cards(self, items: list[Token]) -> str:
        return _CARDS[str(items[0]).lower()]

    def _x_targets(self, word: str) -> None:
        if self.ctx.targets:
            raise ValueError("X targets after other targets")
        self.ctx.target(f"{X_NUMBER_PREFIX}:{word}")

    def xt_to_battlefield(self, items: list[Any]) -> Effects:
        self._x_targets(items[1])
        return (step("return_to_battlefield", card=EACH_TARGET),)

    def xt_to_hand(self, items: list[Any]) -> Effects:
        self._x_targets(items[1])
        return (step("return_to_hand", to=EACH_TARGET, **{"from": "graveyard"}),)


def sentence_words(
    effects: tuple[Instruction, ...], start: int, targets: tuple[str, ...]
) -> tuple[str, int] | None:
    """ "return X target ... from your graveyard to the battlefield / to your hand" (the
    ability's one target), and where it ends, or None."""
    if start != 0 or len(targets) != 1:
        return None
    word = x_number_word(targets[0])
    cards = _WORDS.get(word) if word is not None else None
    if cards is None:
        return None
    first = effects[start]
    params = dict(first.params)
    if first.kind == "return_to_battlefield" and params == {"card": EACH_TARGET}:
        where = "to the battlefield"
    elif first.kind == "return_to_hand" and params == {"to": EACH_TARGET, "from": "graveyard"}:
        where = "to your hand"
    else:
        return None
    return f"return X target {cards} from your graveyard {where}", start + 1
