"""How many targets (601.2c, 115.3, 115.6): "up to one target creature" wherever the grammar
reads a target phrase, with any verb that acts on a target:

    When ~ enters, exile up to one target card from a graveyard.      (Ambush Wolf)
    Put two +1/+1 counters on up to one target creature.              (Ajani, Inspiring Leader)
    Whenever ~ attacks, up to one target creature gets -1/-0 until end of turn.

    Tap up to three target creatures.                                 (Downpour)
    Put a +1/+1 counter on each of up to two target creatures.        (Gird for Battle)
    Up to two target creatures each get +2/+2 until end of turn.      (Dauntless Onslaught)

The phrase is the target phrase after "up to one"; its word is "up_to:1:WORD"
(engine.vocabulary.words), the ability's only target word: its controller chooses none or one
(engine.rules.variable_targets for a spell or an activated ability, engine.rules.triggers for a
triggered ability, 603.3d). With none chosen the instructions naming the target do nothing and
the rest of the ability happens (608.2b applies only to an ability with targets); with one, it
is a target like any other. It may also be the last of several targets ("Target creature you
control fights up to one target creature you don't control.", 601.2c): the earlier ones are
chosen as always, this one or not (engine.rules.variable_targets.trailing_up_to). The printer writes the word back as "up to one" before the phrase.
"Up to two target creatures" is the plural of the phrase (`plural_phrase`), the word
"up_to:2:creature", read by the instructions as "each target" (engine.oracle.grammar
.multiple_targets) and printed back by `up_to_many_words`. "Any number of target creatures"
(601.2c, 115.6) is the same with the word "any_number:creature".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from engine.oracle.grammar.common import terminal_name
from engine.oracle.grammar.multiple_targets import EACH_TARGET
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import TARGET_PHRASES, number_word, word_number
from engine.vocabulary.words import (
    ANY_NUMBER_PREFIX,
    OTHER_PREFIX,
    UP_TO_PREFIX,
    any_number_word,
    related_word,
    up_to_word,
)

_HEAD_NOUNS = {
    "creature": "creatures",
    "card": "cards",
    "permanent": "permanents",
    "land": "lands",
    "artifact": "artifacts",
    "enchantment": "enchantments",
    "planeswalker": "planeswalkers",
    "player": "players",
    "opponent": "opponents",
    "spell": "spells",
}
_QUALIFIERS = (" from ", " you ", " an opponent ", " defending ", " with ", " without ")


def plural_phrase(phrase: str) -> str | None:
    """ "target creatures you control" for "target creature you control": the head noun, the
    last word before what qualifies it, in the plural; None for a phrase with "or" or "another",
    whose plural Oracle words otherwise ("creatures and/or planeswalkers")."""
    if not phrase.startswith("target ") or " or " in phrase or "," in phrase:
        return None
    cut = min((phrase.find(q) for q in _QUALIFIERS if q in phrase), default=len(phrase))
    head, rest = phrase[:cut], phrase[cut:]
    *before, noun = head.split(" ")
    if noun not in _HEAD_NOUNS:
        return None
    # Oracle's plural of "... an opponent controls" is "... your opponents control" (each
    # chosen permanent has one controller, an opponent; Archon of the Triumvirate).
    if rest.endswith(" an opponent controls"):
        rest = rest.removesuffix(" an opponent controls") + " your opponents control"
    return " ".join([*before, _HEAD_NOUNS[noun]]) + rest


# "target creatures" -> "creature": the plural of each plain target word (115.3: one "target").
PLURAL_WORDS: dict[str, str] = {
    plural: word
    for word, phrase in TARGET_PHRASES.items()
    if (plural := plural_phrase(phrase)) is not None
}
_PLURAL_TERMINALS = {terminal_name("UTP_", word): word for word in PLURAL_WORDS.values()}
_TERMINAL_OF = {word: name for name, word in _PLURAL_TERMINALS.items()}

GRAMMAR = (
    r"""
%extend target: UT_UP_TO_ONE target -> up_to_one_target
              | UT_UP_TO_ONE_OTHER target -> up_to_one_other_target
              | UT_UP_TO NUMWORD ut_plural -> up_to_many_targets
              | UT_EACH_OF UT_UP_TO NUMWORD ut_plural -> each_of_up_to_many_targets
              | UT_ANY_NUMBER_OF ut_plural -> any_number_targets
UT_ANY_NUMBER_OF: "any number of"
UT_EACH_OF: "each of"
%extend pump: subject UT_EACH_GET PTMOD UNTIL_EOT -> each_pump
            | subject UT_EACH_GET PTMOD "and" "gain" keywords UNTIL_EOT -> each_pump_grant
UT_EACH_GET: "each get"
// "Those creatures don't untap during their controller's next untap step." (Frost Breath, 502.3)
%extend subject: UT_THOSE_NOUNS -> those_targets
%extend doesnt_untap: subject UT_DONT_UNTAP_THEIR -> doesnt_untap_their
UT_THOSE_NOUNS: "those creatures" | "those permanents" | "those lands" | "those artifacts"
UT_DONT_UNTAP_THEIR: "don't untap during their controller's next untap step"
UT_UP_TO_ONE: "up to one"
UT_UP_TO_ONE_OTHER: "up to one other"
UT_UP_TO: "up to"
ut_plural: """
    + " | ".join(_PLURAL_TERMINALS)
    + "\n"
    + "\n".join(f'{_TERMINAL_OF[word]}: "{plural}"' for plural, word in PLURAL_WORDS.items())
    + "\n"
)


class UpToTargetsLowering:
    ctx: LineContext
    # The sentences of one target (engine.oracle.grammar.effects, another mixin of the Lowering)
    pump_one: Callable[[list[Any]], Effects]
    pump_grant_one: Callable[[list[Any]], Effects]

    def up_to_one_target(self, items: list[Any]) -> int:
        index = int(items[1])
        if index != len(self.ctx.targets) - 1:
            # How many are chosen is read off the ability's only target word, or its last one
            # (601.2c, engine.rules.variable_targets; the card model refuses a later target).
            raise ValueError('"up to one target" before another target')
        word = f"{UP_TO_PREFIX}:1:{self.ctx.targets[index]}"
        if up_to_word(word) is None:
            raise ValueError(f"no up-to-one target word for {self.ctx.targets[index]!r}")
        self.ctx.targets[index] = word
        return index

    def up_to_one_other_target(self, items: list[Any]) -> int:
        """ "up to one other target X": with no earlier target, other than the ability's source
        ("another target X", 115.3: "another"/"other" leaves out the object whose ability it
        is); as the last of several targets, other than the earlier ones ("other:WORD",
        engine.rules.target_relations). Chosen or not (601.2c)."""
        index = int(items[1])
        plain = self.ctx.targets[index]
        if index != len(self.ctx.targets) - 1:
            raise ValueError('"up to one other target" before another target')
        other = f"{OTHER_PREFIX}:{plain}" if index else f"another_{plain}"
        if not index and other not in TARGET_PHRASES:
            raise ValueError(f"no other-target word for {plain!r}")
        word = f"{UP_TO_PREFIX}:1:{other}"
        if up_to_word(word) is None:
            raise ValueError(f"no up-to-one target word for {other!r}")
        self.ctx.targets[index] = word
        return index

    def ut_plural(self, items: list[Token]) -> str:
        return _PLURAL_TERMINALS[items[0].type]

    def up_to_many_targets(self, items: list[Any]) -> str:
        """ "up to two target creatures": one target word (115.3) the instructions read as
        "each target" (an illegal one left out, 608.2b)."""
        if self.ctx.targets:
            raise ValueError('"up to N target" beside another target')
        self.ctx.target(f"{UP_TO_PREFIX}:{word_number(str(items[1]).lower())}:{items[2]}")
        return EACH_TARGET

    def any_number_targets(self, items: list[Any]) -> str:
        """ "any number of target creatures" (601.2c, 115.6: none chosen included): the one
        target word "any_number:WORD" (engine.rules.variable_targets), read as "each target"."""
        if self.ctx.targets:
            raise ValueError('"any number of target" beside another target')
        word = f"{ANY_NUMBER_PREFIX}:{items[1]}"
        if any_number_word(word) is None:
            raise ValueError(f"no any-number target word for {items[1]!r}")
        self.ctx.target(word)
        return EACH_TARGET

    def each_pump(self, items: list[Any]) -> Effects:
        """ "Up to two target creatures each get +1/+0 until end of turn." (613.4c)"""
        if items[0] != EACH_TARGET:
            raise ValueError('"each get" after one target')
        return self.pump_one([items[0], items[2]])

    def each_pump_grant(self, items: list[Any]) -> Effects:
        if items[0] != EACH_TARGET:
            raise ValueError('"each get" after one target')
        return self.pump_grant_one([items[0], items[2], items[3]])

    def those_targets(self, items: list[Token]) -> str:
        """ "those creatures": the up-to-N targets named before (608.2c), of that noun."""
        up_to = up_to_word(self.ctx.targets[0]) if len(self.ctx.targets) == 1 else None
        noun = str(items[0]).split(" ", 1)[1].lower()
        if up_to is None or up_to[0] < 2 or _HEAD_NOUNS.get(plain_target(up_to[1])) != noun:
            raise ValueError(f'"those {noun}" names no up-to-N targets of that noun')
        return EACH_TARGET

    def doesnt_untap_their(self, items: list[Any]) -> Effects:
        if items[0] != EACH_TARGET:
            raise ValueError('"don\'t untap" of something other than those targets')
        return (step("doesnt_untap_next", to=EACH_TARGET),)

    def each_of_up_to_many_targets(self, items: list[Any]) -> str:
        """ "Put a +1/+1 counter on each of up to two target creatures": the same targets; the
        printer says "each of" where the verb puts counters (its only Oracle wording)."""
        return self.up_to_many_targets(items[1:])


def those_untap_words(targets: tuple[str, ...]) -> str | None:
    """ "those creatures don't untap during their controller's next untap step" after "up to N
    target creatures", or None."""
    up_to = up_to_word(targets[0]) if len(targets) == 1 else None
    if up_to is None or up_to[0] < 2:
        return None
    noun = _HEAD_NOUNS.get(plain_target(up_to[1]))
    if noun is None:
        return None
    return f"those {noun} don't untap during their controller's next untap step"


def plain_target(word: str) -> str:
    """The target word an "up_to:N:WORD" word repeats; any other word itself."""
    up_to = up_to_word(word)
    return up_to[1] if up_to is not None else word


def up_to_many_words(targets: tuple[str, ...]) -> str | None:
    """ "up to two target creatures" for an ability whose only target word is "up_to:N:WORD"
    with N of two or more, or None."""
    any_number = any_number_word(targets[0]) if len(targets) == 1 else None
    if any_number is not None and targets[0].startswith(f"{ANY_NUMBER_PREFIX}:"):
        plural = plural_phrase(TARGET_PHRASES.get(any_number, ""))
        return f"any number of {plural}" if plural and plural in PLURAL_WORDS else None
    up_to = up_to_word(targets[0]) if len(targets) == 1 else None
    if up_to is None or up_to[0] < 2:
        return None
    plural = plural_phrase(TARGET_PHRASES.get(up_to[1], ""))
    return f"up to {number_word(up_to[0])} {plural}" if plural else None


def up_to_phrase(word: str, phrase_of: Any) -> str | None:
    """ "up to one target creature" for an "up_to:N:WORD" word (the phrase of WORD from
    `phrase_of`), or None for another word."""
    up_to = up_to_word(word)
    if up_to is None or up_to[0] != 1:
        return None
    related = related_word(up_to[1])
    if related is not None and related[0] == OTHER_PREFIX:
        # "up to one other target creature" after an earlier target (115.3)
        base = phrase_of(related[1])
        phrase = f"other {base}" if base and base.startswith("target ") else None
    else:
        phrase = phrase_of(up_to[1])
        if phrase and phrase.startswith("another target "):
            # Oracle's "up to one other target creature" (never "up to one another ...")
            phrase = "other " + phrase.removeprefix("another ")
    return f"up to {number_word(up_to[0])} {phrase}" if phrase else None
