"""Sentences that change who controls a permanent (613.1b, layer 2): "Gain control of target
creature until end of turn." / "Gain control of target creature." (an effect with no end) and
the exchange of control (701.12b): "Exchange control of two target creatures.", "Exchange
control of two target permanents that share a permanent type.", "Exchange control of target
artifact or creature and another target permanent that shares one of those types with it."
(Legerdemain: the second one's word "sharing_artifact_or_creature_type:permanent").

The Threaten sentences ("Gain control of target creature until end of turn. Untap that creature.
It gains haste until end of turn.") are this line's gain of control, the effects grammar's untap
of "that creature" (engine.oracle.grammar.anaphora) and its "It gains haste until end of turn.".

"two target creatures" is one instance of the word "target" (115.3): two different creatures,
the second one's word "other:creature" (engine.rules.target_relations); "that share a permanent
type" is the second one's "sharing_type:permanent", checked as it is cast and as it resolves.
Engine side: the instructions "gain_control" (engine.instructions.control) and
"exchange_control" (engine.mechanics.exchange_control).

"You control enchanted creature." (Control Magic; also "enchanted permanent / land / artifact /
enchantment / artifact creature / Equipment") is an Aura's static ability: the effect kind
"controls_attached" with "objects" ("enchanted", 303.4m) and "player" ("you"), kept by
engine.rules.effects.control.sync_static_control (613.1b).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction, StaticAbility
from engine.oracle.lowering import Effects, LineContext, static_ability, step
from engine.rules.effects.control import CONTROLS_ATTACHED
from engine.vocabulary.words import (
    OTHER_PREFIX,
    SHARING_ARTIFACT_OR_CREATURE_PREFIX,
    SHARING_TYPE_PREFIX,
)

# What "enchanted" names in "You control enchanted ...", as Oracle words it.
ENCHANTED_WORDS = (
    "creature",
    "permanent",
    "land",
    "artifact",
    "enchantment",
    "artifact creature",
    "Equipment",
)
_CONTROL_ENCHANTED = " | ".join(f'"you control enchanted {w}"' for w in ENCHANTED_WORDS)

GRAMMAR = (
    r"""
%extend clause: gain_control | exchange_control
// Threaten: "Untap target creature and gain control of it until end of turn."
%extend sentence: untap "and" gain_control "." -> untap_and_gain_control
gain_control: CC_GAIN_CONTROL_OF permanent UNTIL_EOT -> gain_control_until_eot
            | CC_GAIN_CONTROL_OF permanent -> gain_control_indefinitely
CC_GAIN_CONTROL_OF: "gain control of"
exchange_control: CC_EXCHANGE_CONTROL_OF CC_TWO_TARGET_CREATURES -> exchange_two_creatures
                | CC_EXCHANGE_CONTROL_OF CC_TWO_SHARING_PERMANENTS -> exchange_two_sharing
                | CC_EXCHANGE_CONTROL_OF CC_ARTIFACT_OR_CREATURE_AND_ANOTHER CC_SHARING_TYPES -> exchange_listed_sharing
CC_EXCHANGE_CONTROL_OF: "exchange control of"
CC_TWO_TARGET_CREATURES: "two target creatures"
CC_TWO_SHARING_PERMANENTS: "two target permanents that share a permanent type"
// Legerdemain: the second target shares artifact or creature with the first (115.1)
CC_ARTIFACT_OR_CREATURE_AND_ANOTHER: "target artifact or creature and another target permanent"
CC_SHARING_TYPES: "that shares one of those types with it"
// 613.1b, 303.4m: an Aura's static ability
%extend static_line: CC_YOU_CONTROL_ENCHANTED "." -> control_enchanted
CC_YOU_CONTROL_ENCHANTED: """
    + _CONTROL_ENCHANTED
    + "\n"
)

# The target words of the two permanents exchanged, by the words naming them.
EXCHANGED = {
    ("creature", f"{OTHER_PREFIX}:creature"): "two target creatures",
    ("permanent", f"{SHARING_TYPE_PREFIX}:permanent"): (
        "two target permanents that share a permanent type"
    ),
    ("artifact_or_creature", f"{SHARING_ARTIFACT_OR_CREATURE_PREFIX}:permanent"): (
        "target artifact or creature and another target permanent that shares one of those "
        "types with it"
    ),
}


def control_words(instruction: Instruction, mentions: Any) -> str | None:
    """The printer's words for a control-changing instruction, or None for another kind.
    `mentions` is the printer's record of the targets named so far."""
    p = instruction.params
    if instruction.kind == "gain_control":
        if set(p) - {"to", "duration"} or "player" in p:
            return None
        duration = p.get("duration", "end_of_turn")
        if duration == "end_of_turn":
            return f"gain control of {mentions.ref(p.get('to', 0))} until end of turn"
        if duration == "indefinite":
            return f"gain control of {mentions.ref(p.get('to', 0))}"
        return None
    if instruction.kind == "exchange_control":
        if set(p) != {"to", "with"} or (p["to"], p["with"]) != (0, 1):
            return None
        words = EXCHANGED.get(tuple(mentions.targets[:2]))
        if words is None or len(mentions.targets) < 2 or mentions.seen & {0, 1}:
            return None
        mentions.seen.update({0, 1})
        return f"exchange control of {words}"
    return None


def control_static_words(ability: StaticAbility) -> str | None:
    """ "You control enchanted creature." and its siblings, or None for another ability."""
    p = ability.params
    if (
        ability.effect != CONTROLS_ATTACHED
        or set(p) != {"objects", "player", "words"}
        or (p["objects"], p["player"]) != (("enchanted",), "you")
        or p["words"] not in ENCHANTED_WORDS
    ):
        return None
    return f"You control enchanted {p['words']}."


def joined_control_words(first: Instruction, second: Instruction, mentions: Any) -> str | None:
    """ "untap target creature and gain control of it until end of turn": an untap and a gain
    of control of the same target joined in one sentence, or None."""
    if (first.kind, second.kind) != ("untap", "gain_control") or set(first.params) != {"to"}:
        return None
    to = first.params["to"]
    if not isinstance(to, int) or to in mentions.seen or second.params.get("to") != to:
        return None
    untap = f"untap {mentions.ref(to)}"
    gain = control_words(second, mentions)
    return None if gain is None else f"{untap} and {gain}"


class ControlChangeLowering:
    ctx: LineContext

    def untap_and_gain_control(self, items: list[Effects]) -> Effects:
        return items[0] + items[1]

    def gain_control_until_eot(self, items: list[Any]) -> Effects:
        return (step("gain_control", to=items[1], duration="end_of_turn"),)

    def gain_control_indefinitely(self, items: list[Any]) -> Effects:
        return (step("gain_control", to=items[1], duration="indefinite"),)

    def control_enchanted(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        words = str(items[0])[len("you control enchanted ") :]
        noun = next(w for w in ENCHANTED_WORDS if w.lower() == words.lower())
        return (
            static_ability("", CONTROLS_ATTACHED, objects=("enchanted",), player="you", words=noun),
        )

    def _exchange(self, first: str, second: str) -> Effects:
        if self.ctx.targets:
            raise ValueError("an exchange after other targets")
        one, other = self.ctx.target(first), self.ctx.target(second)
        return (step("exchange_control", to=one, **{"with": other}),)

    def exchange_two_creatures(self, items: list[Any]) -> Effects:
        return self._exchange("creature", f"{OTHER_PREFIX}:creature")

    def exchange_two_sharing(self, items: list[Any]) -> Effects:
        return self._exchange("permanent", f"{SHARING_TYPE_PREFIX}:permanent")

    def exchange_listed_sharing(self, items: list[Any]) -> Effects:
        return self._exchange(
            "artifact_or_creature", f"{SHARING_ARTIFACT_OR_CREATURE_PREFIX}:permanent"
        )
