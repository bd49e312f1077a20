"""Decisions are inputs: the engine never prompts.

An action carries a script of answers. Each decision the engine meets takes the next answer; when
the script runs out, the engine stops and returns a `PendingDecision` naming who decides, the options
and the rule that gives them the choice. Re-applying the action with one more answer continues.
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import IllegalAction


class DecisionKind(enum.StrEnum):
    REPLACEMENT_ORDER = "replacement_order"
    LEGEND_RULE = "legend_rule"
    TRIGGER_ORDER = "trigger_order"
    MAY = "may"
    TARGET = "target"
    NUMBER = "number"
    DAMAGE_ASSIGNMENT = "damage_assignment"  # 510.1c-d
    CHOOSE_DISCARD = "choose_discard"  # 514.1, 701.9b
    DEFENDER = "defender"  # 508.4: what a creature put onto the battlefield attacking attacks
    MANA_TYPE = "mana_type"  # 608.2d, 106.7: which type of mana an ability adds
    SCRY = "scry"  # 701.22a: a looked-at card goes on top or to the bottom, and in which order
    SACRIFICE = "sacrifice"  # 701.21a, 601.2h: which permanent is sacrificed to pay a cost
    # 601.2b, 601.2h: how a mana cost is paid (hybrid halves, Phyrexian life, which generic mana)
    MANA_PAYMENT = "mana_payment"
    # 601.2g, 605.3a: which mana ability a player activates while paying a mana cost
    MANA_ABILITY = "mana_ability"
    # 614.12a, 707.5: what a permanent enters as a copy of, or the creature chosen as it enters
    CHOOSE_OBJECT = "choose_object"
    # 601.2h, 602.2b: which card or permanent pays a part of a cost other than a sacrifice
    # (discard, tap an untapped permanent, return to hand, exile from a graveyard)
    COST_OBJECT = "cost_object"
    # 614.12a: a color or a creature type chosen as a permanent enters
    CHOOSE_COLOR = "choose_color"
    CHOOSE_CREATURE_TYPE = "choose_creature_type"
    # 603.3c, 700.2b: which modes of a modal triggered ability are chosen
    MODE = "mode"
    # 310.8a, 310.11a: the player chosen as a battle's protector as it enters
    PROTECTOR = "protector"
    # 309.2a, 309.5a, 701.49: the dungeon a player ventures into, or the room they move to next
    VENTURE = "venture"
    # 701.38a: the choice a player votes for
    VOTE = "vote"
    # 701.55a: the option a player facing a villainous choice chooses
    VILLAINOUS_CHOICE = "villainous_choice"


@dataclass(frozen=True)
class Option:
    id: str
    label: str


@dataclass(frozen=True)
class PendingDecision:
    decider: str
    kind: DecisionKind
    prompt: str
    options: tuple[Option, ...]
    rule: str
    # Identifies the decision point for the explorer: equal keys reach equal futures.
    key: Hashable = field(default=None, repr=False)

    def option_ids(self) -> tuple[str, ...]:
        return tuple(o.id for o in self.options)

    def to_json(self) -> dict[str, Any]:
        return {
            "decider": self.decider,
            "kind": self.kind.value,
            "prompt": self.prompt,
            "options": [{"id": o.id, "label": o.label} for o in self.options],
            "rule": self.rule,
        }


class NeedDecision(Exception):
    """Internal signal: the script ran out at `decision`; the action stops without effect."""

    def __init__(self, decision: PendingDecision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


class ChoiceCursor:
    """Hands out scripted answers in order and checks each against the decision's options."""

    def __init__(self, answers: Sequence[Any]) -> None:
        self._answers = list(answers)
        self.used = 0

    def take(self, decision: PendingDecision) -> str:
        if self.used >= len(self._answers):
            raise NeedDecision(decision)
        answer = str(self._answers[self.used])
        if answer not in decision.option_ids():
            raise IllegalAction(
                f"choice {self.used + 1} is {answer!r}, but {decision.decider} must choose one of "
                f"{', '.join(decision.option_ids())}: {decision.prompt}",
                decision.rule,
            )
        self.used += 1
        return answer

    def unused(self) -> int:
        return len(self._answers) - self.used
