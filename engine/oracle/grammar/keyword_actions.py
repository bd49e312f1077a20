"""Keyword actions (701) read as verbs of an effect sentence, each an instruction of its
mechanic: "bolster N" (701.39a, engine.mechanics.bolster), "populate" (701.36a,
engine.mechanics.populate), "detain target creature an opponent controls" (701.35a,
engine.mechanics.detain), "goad target creature", "goad all creatures your opponents control" and "goad them" (the
up-to-N targets named before) (701.15a, engine.mechanics.goad), "support N"
(701.41a, engine.mechanics.support: its targets are the word "up_to:N:another_creature", never
the source, which a spell on the stack never is either), "~ endures N" / "it endures N"
(701.63a, engine.mechanics.endure), "discover N" (701.57a, engine.mechanics.discover) and
"incubate N" (701.53a, engine.mechanics.incubate) "earthbend N" (701.66a,
engine.mechanics.earthbend: its target is the word "land_you_control", named by the keyword
action rather than the text) and "blight N" / "each opponent blights N" (701.68a,
engine.mechanics.blight) and "airbend target creature" (701.65a, engine.mechanics.airbend), "learn" (701.48a,
engine.mechanics.learn). As clauses they compose with every trigger,
cost and sentence the effect grammar reads ("When ~ enters, bolster 2.", "Create a 2/2 ...
token, then populate.", "When ~ dies, you may discover 3.")."""

from __future__ import annotations

from typing import Any

from engine.oracle.grammar.anaphora import target_noun
from engine.oracle.grammar.multiple_targets import EACH_TARGET
from engine.oracle.lowering import Effects, LineContext, step
from engine.vocabulary.words import (
    UP_TO_PREFIX,
    UP_TO_X_PREFIX,
    TargetWord,
    any_number_word,
    up_to_word,
    up_to_x_word,
)

# 701.41a: "up to N other target creatures" (the source is no target of its own support).
SUPPORTED = TargetWord.ANOTHER_CREATURE
# Target words of a player (701.68a: a player blights).
PLAYER_TARGETS = frozenset({"player", "opponent"})
# 701.66a: "target land you control", the target an earthbend names.
EARTHBENT = TargetWord.LAND_YOU_CONTROL

GRAMMAR = r"""
%extend clause: bolster | populate | detain | goad | support | endure | discover | incubate | earthbend | blight | airbend
              | learn
%extend joined_action: endure
// 701.39a: N, or X defined by the sentence ("Bolster X, where X is the number of cards in your
// hand.": engine.oracle.grammar.counted) or the spell's X
bolster: "bolster" amount
populate: "populate"
learn: "learn"
// 701.35a: a permanent detained, or each of a group ("detain each nonland permanent ...")
detain: "detain" target
      | "detain" object_group
goad: "goad" permanent
    | "goad" GOAD_ALL -> goad_all
    // the up-to-N or any number of targets named before, all of them (608.2c)
    | "goad" GOAD_THEM -> goad_them
GOAD_THEM: "them"
// 701.15a: a whole group goaded at once; Oracle says "all" where other verbs' group words
// don't (the groups are engine.vocabulary.references.Creatures)
GOAD_ALL: "all creatures your opponents control" | "all creatures you don't control"
// 701.41a: N, or X announced for a spell's {X} (the word "up_to_x:another_creature")
support: "support" INT
       | "support" "x" -> support_x
endure: subject "endures" amount
discover: "discover" amount
incubate: "incubate" amount
earthbend: "earthbend" amount
airbend: "airbend" permanent
blight: "blight" amount
    | subject "blights" amount -> blight_player
"""


# The groups "goad all ..." names, by the reference word of each (both are the creatures
# controlled by players other than you: Whose.OPPONENTS).
GOAD_ALL_GROUPS = {
    "all creatures your opponents control": "opponents_creatures",
    "all creatures you don't control": "each_creature_you_dont_control",
}


def goad_all_words(to: object) -> str | None:
    """ "all creatures your opponents control" for the group word a "goad all" names."""
    return next((words for words, group in GOAD_ALL_GROUPS.items() if group == to), None)


class KeywordActionLowering:
    ctx: LineContext

    def bolster(self, items: list[Any]) -> Effects:
        return (step("bolster", count=items[0]),)

    def populate(self, items: list[Any]) -> Effects:
        return (step("populate"),)

    def learn(self, items: list[Any]) -> Effects:
        return (step("learn"),)  # 701.48a (engine.mechanics.learn)

    def detain(self, items: list[Any]) -> Effects:
        return (step("detain", to=items[0]),)

    def goad(self, items: list[Any]) -> Effects:
        return (step("goad", to=items[0]),)

    def goad_all(self, items: list[Any]) -> Effects:
        return (step("goad", to=GOAD_ALL_GROUPS[str(items[0]).lower()]),)

    def goad_them(self, items: list[Any]) -> Effects:
        """ "Up to three target creatures can't block this turn. Goad them.": "them" is the
        ability's one target word of several creatures, each of them goaded (701.15a)."""
        if len(self.ctx.targets) != 1:
            raise ValueError('"goad them" without one word naming several targets')
        (word,) = self.ctx.targets
        up_to = up_to_word(word)
        several = any_number_word(word) or (up_to[1] if up_to and up_to[0] > 1 else None)
        if several is None or target_noun(several) != "creature":
            raise ValueError('"them": no creature targets named before')
        return (step("goad", to=EACH_TARGET),)

    def support(self, items: list[Any]) -> Effects:
        n = int(items[0])
        if n < 1:
            raise ValueError("support 0 has no target")
        self.ctx.target(f"{UP_TO_PREFIX}:{n}:{SUPPORTED}")
        return (step("support", to=EACH_TARGET),)

    def support_x(self, items: list[Any]) -> Effects:
        # 601.2b-c: X announced, then up to X targets (engine.rules.variable_targets); the
        # compiler keeps it to a spell with {X} in its mana cost
        if self.ctx.targets:
            raise ValueError("support X after other targets")
        self.ctx.target(f"{UP_TO_X_PREFIX}:{SUPPORTED}")
        return (step("support", to=EACH_TARGET),)

    def endure(self, items: list[Any]) -> Effects:
        enduring = items[0]
        # 701.63a: the object with the ability, a target, or the permanent a trigger event
        # named ("it endures" after "Whenever another creature enters", 603.6a)
        named = isinstance(enduring, str) and enduring == "bound:entering_it"
        if enduring != "self" and not isinstance(enduring, int) and not named:
            raise ValueError("only a permanent endures")
        return (step("endure", to=enduring, count=items[1]),)

    def discover(self, items: list[Any]) -> Effects:
        return (step("discover", count=items[0]),)

    def incubate(self, items: list[Any]) -> Effects:
        return (step("incubate", count=items[0]),)

    def airbend(self, items: list[Any]) -> Effects:
        return (step("airbend", to=items[0]),)

    def blight(self, items: list[Any]) -> Effects:
        return (step("blight", count=items[0]),)

    def blight_player(self, items: list[Any]) -> Effects:
        if isinstance(items[0], int) and self.ctx.targets[items[0]] not in PLAYER_TARGETS:
            raise ValueError("only a player blights")  # 701.68a
        if items[0] == "self":
            raise ValueError("only a player blights")
        return (step("blight", player=items[0], count=items[1]),)

    def earthbend(self, items: list[Any]) -> Effects:
        return (step("earthbend", to=self.ctx.target(EARTHBENT), count=items[0]),)


def support_words(targets: tuple[str, ...]) -> str | None:
    """ "support N" for the ability whose only target word is "up_to:N:another_creature" ("support
    X" for "up_to_x:another_creature")."""
    if len(targets) == 1 and up_to_x_word(targets[0]) == SUPPORTED:
        return "support X"
    up_to = up_to_word(targets[0]) if len(targets) == 1 else None
    if up_to is None or up_to[1] != SUPPORTED:
        return None
    return f"support {up_to[0]}"
