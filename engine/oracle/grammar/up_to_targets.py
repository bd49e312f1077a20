"""How many targets (601.2c, 115.3, 115.6): "up to one target creature" wherever the grammar
reads a target phrase, with any verb that acts on a target:

    When ~ enters, exile up to one target card from a graveyard.      (Ambush Wolf)
    Put two +1/+1 counters on up to one target creature.              (Ajani, Inspiring Leader)
    Whenever ~ attacks, up to one target creature gets -1/-0 until end of turn.

The phrase is the target phrase after "up to one"; its word is "up_to:1:WORD"
(engine.vocabulary.words), the ability's only target word: its controller chooses none or one
(engine.rules.variable_targets for a spell or an activated ability, engine.rules.triggers for a
triggered ability, 603.3d). With none chosen the instructions naming the target do nothing and
the rest of the ability happens (608.2b applies only to an ability with targets); with one, it
is a target like any other. The printer writes the word back as "up to one" before the phrase.
"""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import LineContext
from engine.oracle.vocabulary import number_word
from engine.vocabulary.words import UP_TO_PREFIX, up_to_word

GRAMMAR = r"""
%extend target: UT_UP_TO_ONE target -> up_to_one_target
UT_UP_TO_ONE: "up to one"
"""


class UpToTargetsLowering:
    ctx: LineContext

    def up_to_one_target(self, items: list[Any]) -> int:
        index = int(items[1])
        if index != 0 or len(self.ctx.targets) != 1:
            # How many are chosen is read off the ability's only target word (601.2c).
            raise ValueError('"up to one target" beside another target')
        word = f"{UP_TO_PREFIX}:1:{self.ctx.targets[index]}"
        if up_to_word(word) is None:
            raise ValueError(f"no up-to-one target word for {self.ctx.targets[index]!r}")
        self.ctx.targets[index] = word
        return index


def up_to_phrase(word: str, phrase_of: Any) -> str | None:
    """ "up to one target creature" for an "up_to:N:WORD" word (the phrase of WORD from
    `phrase_of`), or None for another word."""
    up_to = up_to_word(word)
    if up_to is None or up_to[0] != 1:
        return None
    phrase = phrase_of(up_to[1])
    return f"up to {number_word(up_to[0])} {phrase}" if phrase else None
