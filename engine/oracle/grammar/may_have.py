"""Optional triggered abilities whose effect has its own subject (603.5): "you may have target
creature get +2/+0 until end of turn" (Battle-Rattle Shaman), "you may have ~ deal 1 damage to
target player or planeswalker" (Hissing Iguanar), "you may have it deal 1 damage to any target"
(Goblin Arsonist), "you may have it fight another target creature" (Atzocan Archer), "you may
have enchanted creature fight target creature an opponent controls" (Cartouche of Strength),
"you may have that player lose 1 life" (Blood Seeker), "you may have target player mill two
cards" (Extractor Demon, 701.17a), and "you may gain 1 life" (Suture
Priest). The controller chooses as the ability resolves whether it does anything; the sentence
is the ordinary one with the verb in its base form, lowered by the same rules
(engine.oracle.grammar.effects). `optional_words` gives the printer the same words back from the
ordinary sentence."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.model import TriggeredAbility
from engine.oracle.lowering import Effects, LineContext, step, triggered_ability
from engine.oracle.vocabulary import PLAYER_WORDS

GRAMMAR = r"""
%extend triggered: trigger "," MH_YOU_MAY_HAVE may_have_clause "." -> triggered_may_have
                 | trigger "," YOU_MAY MH_GAIN amount "life" "." -> triggered_may_gain
MH_YOU_MAY_HAVE: "you may have"
MH_GAIN: "gain"
may_have_clause: subject "get" PTMOD UNTIL_EOT -> pump_one
               | subject "get" PTMOD "and" "gain" keywords UNTIL_EOT -> pump_grant_one
               | subject "gain" keywords UNTIL_EOT -> grant_one
               | subject "lose" amount "life" -> lose_player
               | source "deal" amount "damage" "to" recipient -> damage
               | subject "fight" target -> may_have_fight
               | subject "mill" effect_cards -> may_have_mill
"""

# The verbs of an effect's first sentence, as "you may have [subject] [verb]" says them.
_BASE_VERBS = {
    "gets": "get",
    "gains": "gain",
    "loses": "lose",
    "deals": "deal",
    "fights": "fight",
    "mills": "mill",
}
_SUBJECT_AND_VERB = re.compile(
    r"^(?P<subject>(?:target [^.]*?|~|it|that player|enchanted creature|equipped creature)) "
    r"(?P<verb>gets|gains|loses|deals|fights|mills) "
)


class MayHaveLowering:
    ctx: LineContext

    def triggered_may_have(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), effects = items[0], items[2]
        return self._optional(kind, params, effects)

    def may_have_fight(self, items: list[Any]) -> Effects:
        first, second = items[0], items[1]
        if first == second:
            raise ValueError("a creature fighting the same reference")
        return (step("fight", to=first, **{"with": second}),)

    def may_have_mill(self, items: list[Any]) -> Effects:
        # 701.17a: the player named mills; "this way" reads their graveyard (grammar.milled_counts)
        player = items[0]
        if isinstance(player, bool) or not (
            (isinstance(player, int) and self.ctx.targets[player] in ("player", "opponent"))
            or (isinstance(player, str) and player.startswith("controller_of:"))
            or player in PLAYER_WORDS
            or player == "bound:player"
        ):
            raise ValueError("only a player mills")
        self.ctx.bound.append("milled_player")
        return (step("mill", player=player, count=items[1]),)

    def triggered_may_gain(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), amount = items[0], items[3]
        return self._optional(kind, params, (step("gain_life", amount=amount),))

    def _optional(self, kind: str, params: dict[str, Any], effects: Effects) -> TriggeredAbility:
        return triggered_ability(
            "", kind, effects, tuple(self.ctx.targets), params=params, optional=True
        )


def optional_words(body: str) -> str:
    """ "you may [effect]" for an optional ability's effect (603.5), from the effect's sentences:
    "You gain 1 life." -> "you may gain 1 life."; "Target creature gets +2/+0 until end of
    turn." -> "you may have target creature get +2/+0 until end of turn."; an effect that is an
    instruction to "you" ("Draw a card.") -> "you may draw a card."."""
    text = body[:1].lower() + body[1:]
    if re.match(r"you gain \S+ life\.$", text):
        return "you may " + text.removeprefix("you ")
    if re.match(r"two target players exchange life totals\.$", text):
        return "you may have " + text  # the verb's base form is its plural (.life_exchanges)
    found = _SUBJECT_AND_VERB.match(text)
    if found is None:
        return "you may " + text
    first, dot, rest = text.partition(".")
    if rest.strip():
        return "you may " + text  # "you may have" is one sentence in these abilities
    head = f"{found['subject']} {_BASE_VERBS[found['verb']]} "
    tail = first[found.end() :].replace(" and gains ", " and gain ")
    return f"you may have {head}{tail}{dot}"
