"""The headers of modal spells and abilities (700.2): "Choose one —" on an instant or sorcery,
"When ~ enters, choose one or both —" on a triggered ability (603.3c), "{2}, {T}: Choose one —"
on an activated ability (700.2a). Each header is followed by its bulleted modes (`mode_line`,
engine.oracle.grammar.spells); engine.oracle.compiler gathers them into the ability. The
header's words after "choose" say how many modes are chosen (engine.rules.modes.MODE_COUNTS).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from engine.cards.model import ActivatedAbility, Cost, TriggeredAbility
from engine.core.state import Zone
from engine.oracle.lowering import LineContext, activated_ability, triggered_ability
from engine.rules.modes import MODE_COUNTS, REPEATABLE, repeatable

_COUNTS = "|".join(sorted((c for c in MODE_COUNTS if not repeatable(c)), key=len, reverse=True))
_REPEATED = "|".join(c.removesuffix(REPEATABLE) for c in MODE_COUNTS if repeatable(c))

GRAMMAR = rf"""
modal_header: MODE_CHOOSE
            | MODE_CHOOSE_REPEATABLE
modal_triggered: trigger "," MODE_CHOOSE
               | trigger "," "if" condition "," MODE_CHOOSE -> modal_triggered_if
modal_activated: costs ":" MODE_CHOOSE
               | costs ":" MODE_CHOOSE_SENTENCE restriction -> modal_activated_restricted
MODE_CHOOSE.2: /choose ({_COUNTS}) \u2014/i
// 602.1b: "Choose one. Activate only as a sorcery." after the costs (the header ends its sentence)
MODE_CHOOSE_SENTENCE.2: /choose ({_COUNTS})\./i
MODE_CHOOSE_REPEATABLE.2: /choose ({_REPEATED})\. you may choose the same mode more than once\./i
"""


def mode_count(token: Token) -> str:
    """ "Choose one or both —" -> "one or both"; "Choose three. You may choose the same mode
    more than once." -> "three, repeatable" (700.2d)."""
    words = str(token).lower()
    if token.type == "MODE_CHOOSE_REPEATABLE":
        return words.removeprefix("choose ").split(".", 1)[0] + REPEATABLE
    if token.type == "MODE_CHOOSE_SENTENCE":
        return words[len("choose ") : -len(".")]
    return words[len("choose ") : -len(" \u2014")]


class ModalLowering:
    ctx: LineContext
    exiles_self_from_graveyard: bool

    def modal_header(self, items: list[Token]) -> str:
        return mode_count(items[0])

    def modal_triggered(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), choose = items[0], mode_count(items[-1])
        ability = triggered_ability("", kind, (), (), params=params)
        return replace(ability, choose=choose)

    def modal_triggered_if(self, items: list[Any]) -> TriggeredAbility:
        """603.4: an intervening "if" clause (engine.oracle.grammar.trigger_conditions) before
        the modal header; the modes are chosen only once it has triggered (603.3c)."""
        (kind, params), condition, choose = items[0], items[1], mode_count(items[-1])
        ability = triggered_ability("", kind, (), (), params=params, intervening_if=condition)
        return replace(ability, choose=choose)

    def modal_activated(self, items: list[Any]) -> ActivatedAbility:
        cost: Cost = items[0]
        zone = Zone.GRAVEYARD if self.exiles_self_from_graveyard else Zone.BATTLEFIELD
        ability = activated_ability("", cost, (), (), zone=zone)
        return replace(ability, choose=mode_count(items[-1]))

    def modal_activated_restricted(self, items: list[Any]) -> ActivatedAbility:
        """602.1b: the activation instructions after the header ("Activate only as a sorcery.")
        restrict the ability whichever modes are chosen."""
        cost: Cost = items[0]
        restriction: dict[str, Any] = items[2]
        zone = Zone.GRAVEYARD if self.exiles_self_from_graveyard else Zone.BATTLEFIELD
        ability = activated_ability("", cost, (), (), zone=zone, **restriction)
        return replace(ability, choose=mode_count(items[1]))
