"""What a creature is until end of turn, in one sentence: "Target creature gets +3/-3 and loses
all creature types until end of turn." (Nameless Inversion), "Until end of turn, target creature
has base power and toughness 4/4, gains all creature types, and gains flying." (Wings of Velis
Vel), "Until end of turn, creatures you control get +1/+1 and gain haste." (Heroic
Reinforcements).

Each part is its own instruction with the same subject: `modify_pt` (613.4c), `set_base_pt`
(613.4b), `change_creature_types` (613.1d, 205.3m), `grant_keywords` (613.1f); each locks in what
it affects as it begins (611.2c; engine.instructions.creature_types). Oracle puts the duration
first or last; the sentence whose duration comes first has its instructions name their
duration ("duration": "end_of_turn", the default they'd have anyway), which is how the printer
(`sentence_words`) tells the two apart.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: EOT_FRONT subject eot_phrases "." -> eot_front_one
                | EOT_FRONT object_group eot_group_phrases "." -> eot_front_group
%extend clause: subject "gets" PTMOD "and" eot_types UNTIL_EOT -> eot_pump_types
              | subject EOT_HAS_BASE PT UNTIL_EOT -> eot_base_one
EOT_FRONT: "until end of turn,"
eot_phrases: eot_phrase
           | eot_phrase "and" eot_phrase
           | eot_phrase ("," eot_phrase)+ "," "and" eot_phrase
?eot_phrase: "gets" PTMOD -> eot_gets
           | EOT_HAS_BASE PT -> eot_base
           | "gains" keyword -> eot_gains
           | eot_types
eot_group_phrases: eot_group_phrase
                 | eot_group_phrase "and" eot_group_phrase
                 | eot_group_phrase ("," eot_group_phrase)+ "," "and" eot_group_phrase
?eot_group_phrase: "get" PTMOD -> eot_gets
                 | EOT_HAVE_BASE PT -> eot_base
                 | "gain" keyword -> eot_gains
eot_types: EOT_GAINS_ALL_TYPES -> eot_gain_types
         | EOT_LOSES_ALL_TYPES -> eot_lose_types
EOT_HAS_BASE: "has base power and toughness"
EOT_HAVE_BASE: "have base power and toughness"
EOT_GAINS_ALL_TYPES: "gains all creature types"
EOT_LOSES_ALL_TYPES: "loses all creature types"
"""

# A part of the sentence before its subject is known: (instruction kind, its parameters).
Part = tuple[str, dict[str, Any]]
FRONTED = "end_of_turn"
KINDS = frozenset({"modify_pt", "set_base_pt", "change_creature_types", "grant_keywords"})


def _signed(text: str) -> int:
    return int(text.lstrip("+"))


def _parts_to(parts: list[Part], to: Any, **extra: Any) -> Effects:
    return tuple(step(kind, to=to, **params, **extra) for kind, params in parts)


class UntilEndOfTurnLowering:
    ctx: LineContext

    def eot_gets(self, items: list[Token]) -> Part:
        power, toughness = str(items[0]).split("/")
        if "X" in power.upper() or "X" in toughness.upper():
            raise ValueError("an X the sentence doesn't define")
        return "modify_pt", {"power": _signed(power), "toughness": _signed(toughness)}

    def eot_base(self, items: list[Token]) -> Part:
        power, toughness = (int(v) for v in str(items[1]).split("/"))
        return "set_base_pt", {"power": power, "toughness": toughness}

    def eot_gains(self, items: list[str]) -> Part:
        return "grant_keywords", {"keywords": (items[0],)}

    def eot_gain_types(self, items: list[Any]) -> Part:
        return "change_creature_types", {"creature_types": "all"}

    def eot_lose_types(self, items: list[Any]) -> Part:
        return "change_creature_types", {"creature_types": "none"}

    def eot_phrases(self, items: list[Part]) -> list[Part]:
        return list(items)

    eot_group_phrases = eot_phrases

    def eot_front_one(self, items: list[Any]) -> Effects:
        _, to, parts = items
        return _parts_to(parts, to, duration=FRONTED)

    eot_front_group = eot_front_one

    def eot_pump_types(self, items: list[Any]) -> Effects:
        to, pt, types, _ = items
        pump = self.eot_gets([pt])
        return _parts_to([pump, types], to)

    def eot_base_one(self, items: list[Any]) -> Effects:
        to, has, pt, _ = items
        return _parts_to([self.eot_base([has, pt])], to)


def _phrase(effect: Instruction, plural: bool, pt: Callable[[Any], str]) -> str:
    p = effect.params
    if effect.kind == "modify_pt":
        return f"{'get' if plural else 'gets'} {pt(p)}"
    if effect.kind == "set_base_pt":
        power, toughness = p.get("power", 0), p.get("toughness", 0)
        if not (isinstance(power, int) and isinstance(toughness, int)):
            raise ValueError("a base power and toughness")
        return f"{'have' if plural else 'has'} base power and toughness {power}/{toughness}"
    if effect.kind == "change_creature_types":
        if plural:
            raise ValueError("creature types of a group")
        return f"{'gains' if p.get('creature_types') == 'all' else 'loses'} all creature types"
    keywords = tuple(p.get("keywords", ()))
    if len(keywords) != 1:
        raise ValueError("one keyword for each gain")
    return f"{'gain' if plural else 'gains'} {str(keywords[0]).lower()}"


def _joined(phrases: list[str]) -> str:
    if len(phrases) <= 2:
        return " and ".join(phrases)
    return ", ".join(phrases[:-1]) + ", and " + phrases[-1]


def _allowed(effect: Instruction, fronted: bool) -> bool:
    if effect.kind not in KINDS:
        return False
    named = {"to", "duration"} if fronted else {"to"}
    extra = {"power", "toughness", "creature_types", "keywords"}
    return set(effect.params) - extra == named and (
        effect.params.get("duration") == FRONTED if fronted else True
    )


def sentence_words(
    effects: tuple[Instruction, ...],
    start: int,
    subject: Callable[[Any], str],
    plural: Callable[[Any], bool],
    pt: Callable[[Any], str],
) -> tuple[str, int] | None:
    """The sentence of this module that starts at `effects[start]`, without its capital and full
    stop, and where the next one starts; None when the effects there aren't one of its
    sentences (ValueError: they are, but can't be said)."""
    first = effects[start]
    fronted = first.params.get("duration") == FRONTED
    if not _allowed(first, fronted):
        return None
    to = first.params.get("to")
    end = start
    while (
        end < len(effects)
        and _allowed(effects[end], fronted)
        and effects[end].params.get("to") == to
    ):
        end += 1
    run = effects[start:end]
    many = plural(to)
    if fronted:
        phrases = [_phrase(e, many, pt) for e in run]
        return f"until end of turn, {subject(to)} {_joined(phrases)}", end
    kinds = tuple(e.kind for e in run)
    if kinds[:2] == ("modify_pt", "change_creature_types") and not many:
        phrases = [_phrase(e, many, pt) for e in run[:2]]
        return f"{subject(to)} {' and '.join(phrases)} until end of turn", start + 2
    if kinds[0] == "set_base_pt" and not many:
        return f"{subject(to)} {_phrase(first, many, pt)} until end of turn", start + 1
    return None
