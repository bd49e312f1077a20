"""Naming a target again: "that creature", "that permanent" (the last target named, 608.2c).

Oracle names a target in full once ("target creature"), then "it" or "that [noun]" ("Gain
control of target creature until end of turn. Untap that creature."). Both mean the same target;
the definition keeps which words were used so it prints back as its text: "it" is the target's
number (0), "that [noun]" the spelled reference "that:0" (engine.vocabulary.references reads
both as the same target). The noun is the target word's own ("target nonland permanent" ->
"that permanent"); a target word naming several kinds ("target artifact or creature") has none.

Also here: the words of the target words relating a target to the ability's earlier targets
(engine.rules.target_relations): "other:another_creature" is "another target creature" after a
first target.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.lowering import LineContext
from engine.oracle.vocabulary import TARGET_PHRASES
from engine.vocabulary.words import OTHER_PREFIX, related_word, up_to_word

GRAMMAR = r"""
%extend permanent: ANA_THAT_NOUN -> that_ref
                 | "it" -> it_object
%extend subject: ANA_THAT_NOUN -> that_ref
%extend recipient: ANA_THAT_NOUN -> that_ref
%extend recipient: ANA_THATS_CONTROLLER -> thats_controller
%extend subject: ANA_THATS_CONTROLLER -> thats_controller
ANA_THATS_CONTROLLER: "that creature's controller" | "that permanent's controller"
                    | "that artifact's controller" | "that enchantment's controller"
                    | "that land's controller" | "that planeswalker's controller"
ANA_THAT_NOUN: "that creature" | "that permanent" | "that artifact" | "that enchantment"
             | "that land" | "that planeswalker"
"""

_NOUNS = ("creature", "permanent", "artifact", "enchantment", "land", "planeswalker", "spell")
# Words after which a target phrase's noun is qualified, not named ("with power 4 or less").
_QUALIFIERS = ("with", "without", "you", "an", "from", "that")


def target_noun(word: str) -> str | None:
    """The noun "that ..." names a target of this word by, or None. An "up to one target"
    (601.2c) is named so too: not chosen, "that creature" names nothing (608.2c) and the
    instruction naming it does nothing."""
    up_to = up_to_word(word)
    if up_to is not None and up_to[0] == 1:
        word = up_to[1]
    related = related_word(word)
    if related is not None:
        word = related[1]
    phrase = TARGET_PHRASES.get(word)
    if phrase is None:
        return None
    words = phrase.replace(",", " ,").split()
    for i, w in enumerate(words):
        if w in _QUALIFIERS:
            words = words[:i]
            break
    if "or" in words or "," in words or "card" in words:
        return None
    nouns = [w for w in words if w in _NOUNS]
    return nouns[-1] if nouns else None


def that_words(value: str, targets: tuple[str, ...], seen: set[int]) -> str | None:
    """ "that [noun]" for a spelled reference "that:N" to the last target named, or None."""
    index_text = value.removeprefix("that:")
    if not index_text.isdigit():
        return None
    index = int(index_text)
    if index >= len(targets) or index not in seen or index != max(seen):
        return None
    noun = target_noun(targets[index])
    return None if noun is None else f"that {noun}"


def thats_controller_words(value: str, targets: tuple[str, ...], seen: set[int]) -> str | None:
    """ "that [noun]'s controller" for "controller_of:that:N", or None."""
    that = that_words(value.removeprefix("controller_of:"), targets, seen)
    return None if that is None else f"{that}'s controller"


def relation_phrase(word: str) -> str | None:
    """The words of a target word relating it to earlier targets, or None."""
    for another in ("another_creature", "another_artifact_or_creature_you_control"):
        if word == f"{OTHER_PREFIX}:{another}":
            return TARGET_PHRASES[another]
    return None


class AnaphoraLowering:
    ctx: LineContext

    def that_ref(self, items: list[Token]) -> Any:
        noun = str(items[0]).split(" ", 1)[1].lower()
        # A trigger event may name the object (engine.oracle.grammar.combat_triggers: "destroy
        # that creature" after "deals combat damage to a creature", 603.2).
        event: Any = getattr(self, "event_creature", lambda _: None)(noun)
        if event is not None:
            if self.ctx.targets:
                raise ValueError(f'"that {noun}": the event\'s or a target')
            return event
        if not self.ctx.targets:
            raise ValueError(f'"that {noun}" names no target')
        index = len(self.ctx.targets) - 1
        if target_noun(self.ctx.targets[index]) != noun:
            raise ValueError(f'"that {noun}" isn\'t the last target named')
        return f"that:{index}"

    def thats_controller(self, items: list[Token]) -> Any:
        """608.2h: the target's controller, or its last controller if it has left."""
        that = self.that_ref([Token("ANA_THAT_NOUN", str(items[0]).removesuffix("'s controller"))])
        return f"controller_of:{that}"
