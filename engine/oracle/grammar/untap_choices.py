"""A permanent its controller may leave tapped (502.3): "You may choose not to untap ~ during
your untap step." The ability `MAY_NOT_UNTAP` of engine.rules.turn_based: in the untap step
the controller is asked whether it untaps (a "may" decision citing 502.3)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import StaticAbility
from engine.core.state import Params
from engine.oracle.lowering import static_ability
from engine.rules.turn_based import MAY_NOT_UNTAP

GRAMMAR = r"""
%extend static_line: UC_MAY_CHOOSE SELF UC_DURING_YOUR_UNTAP_STEP "." -> may_not_untap
UC_MAY_CHOOSE: "you may choose not to untap"
UC_DURING_YOUR_UNTAP_STEP: "during your untap step"
"""

SENTENCE = "You may choose not to untap ~ during your untap step."


class UntapChoiceLowering:
    def may_not_untap(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", "gain_keywords", objects=("self",), keywords=(MAY_NOT_UNTAP,)),)


def untap_choice_words(ability: StaticAbility) -> str | None:
    if ability.effect == "gain_keywords" and ability.params == Params(
        {"objects": ("self",), "keywords": (MAY_NOT_UNTAP,)}
    ):
        return SENTENCE
    return None
