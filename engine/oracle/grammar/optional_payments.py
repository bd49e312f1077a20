"""An optional payment as a triggered ability resolves (603.5, 608.2c): "Whenever you gain life,
you may pay {2}. If you do, draw a card." The payment is the instruction "may_pay"
(engine.instructions.may_pay); the sentence after "If you do," is made of instructions marked
"if": "paid", which run only when the controller paid, and one after "If you don't," of
instructions marked "unless": "paid", which run only when they didn't. "You may pay {E}{E}." (Riparian Tiger) is
the instruction "may_pay_energy" (107.14, 118.3); "You may pay 2 life." is "may_pay_life"
(119.4), "You may discard a card." is "may_discard" (701.9a) and "You may sacrifice another
creature." is "may_sacrifice_another" (701.21a; "You may sacrifice a creature." is the same with "another":
false) and "You may blight 2." is "may_blight" (701.68a), "You may behold a Dragon." is "may_behold"
(701.4a), "You may forage." is "may_forage" (701.61a), "You may collect evidence 4." is
"may_collect_evidence" (701.59a),
each followed by any sentence. A chapter
symbol stands where the trigger condition stands (714.2b: "II — You may discard a card. If you
do, draw a card.", engine.oracle.grammar.chapters). `paid_step` gives the printer the
instruction without its mark, as `kicked_step` does for "If ~ was kicked,"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cards.model import Cost, Instruction, TriggeredAbility
from engine.oracle.lowering import Effects, LineContext, step, triggered_ability
from engine.oracle.subtypes import CREATURE_TYPES
from engine.vocabulary.words import Condition

# The offers after "you may", each followed by "If you do, [sentence]."
_OFFERS = (
    ('"pay" mana_symbols', "triggered_may_pay"),
    ("energy_cost", "triggered_may_pay_energy"),
    ('"pay" INT "life"', "triggered_may_pay_life"),
    ('"discard" cards', "triggered_may_discard"),
    ("OP_SACRIFICE_ANOTHER", "triggered_may_sacrifice_another"),
    ("OP_SACRIFICE_A", "triggered_may_sacrifice_a"),
    ("OP_SACRIFICE_NON", "triggered_may_sacrifice_non"),
    ('"blight" INT', "triggered_may_blight"),
    ('"behold" ("a" | "an") SUBTYPE', "triggered_may_behold"),
    ('"forage"', "triggered_may_forage"),
    ("COLLECT_EVIDENCE INT", "triggered_may_collect_evidence"),
)
# What stands before "you may": a trigger condition and its comma, or a chapter symbol (714.2b).
# Each head is written out in full (not one shared rule) so the LALR parser reads the head
# the same way as for the heads' other productions ("trigger , you may [effects]").
_HEADS = ('trigger ","', "chapter_head")

GRAMMAR = (
    "%extend triggered: "
    + "\n    | ".join(
        f'{head} YOU_MAY {offer} "." op_outcome -> {name}'
        for head in _HEADS
        for offer, name in _OFFERS
    )
    # "At the beginning of combat on your turn, you may forage." (701.61a): nothing follows
    + "\n    | "
    + "\n    | ".join(
        f'{head} YOU_MAY "forage" "." -> triggered_may_forage_alone' for head in _HEADS
    )
    # "When ~ enters, you may collect evidence 4." (701.59a): nothing follows either
    + "\n    | "
    + "\n    | ".join(
        f'{head} YOU_MAY COLLECT_EVIDENCE INT "." -> triggered_may_collect_evidence_alone'
        for head in _HEADS
    )
    + r"""
// "If you do, [sentence]." runs only if it was paid; "If you don't, [sentence]." only if not
op_outcome: OP_IF_YOU_DO sentence -> op_if_you_do
          | OP_IF_YOU_DONT sentence -> op_if_you_dont
OP_IF_YOU_DONT: "if you don't,"
OP_SACRIFICE_ANOTHER: "sacrifice another creature" | "sacrifice another artifact"
                    | "sacrifice another enchantment" | "sacrifice another land"
OP_IF_YOU_DO: "if you do,"
// "you may sacrifice a creature": the object with the ability among the choices (701.21a)
OP_SACRIFICE_A: "sacrifice a creature" | "sacrifice an artifact" | "sacrifice an enchantment"
              | "sacrifice a land"
// "you may sacrifice a non-Demon creature": a creature without that creature type (205.3m)
OP_SACRIFICE_NON: /sacrifice a non-[A-Za-z]+ creature/
"""
)

PAID = Condition.PAID.value


class OptionalPaymentLowering:
    ctx: LineContext

    def op_if_you_do(self, items: list[Any]) -> Effects:
        return if_paid(items[-1])

    def op_if_you_dont(self, items: list[Any]) -> Effects:
        return unless_paid(items[-1])

    def triggered_may_pay(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), cost, effects = items[0], items[2], items[-1]
        return triggered_ability(
            "",
            kind,
            (step("may_pay", cost=cost), *effects),
            tuple(self.ctx.targets),
            params=params,
        )

    def triggered_may_pay_energy(self, items: list[Any]) -> TriggeredAbility:
        # "you may pay {E}{E}" (107.14): energy_cost lowers to a Cost with only energy
        (kind, params), cost, effects = items[0], items[2], items[-1]
        if not isinstance(cost, Cost) or not cost.energy or cost != Cost(energy=cost.energy):
            raise ValueError("an optional payment of energy only")
        return triggered_ability(
            "",
            kind,
            (step("may_pay_energy", count=cost.energy), *effects),
            tuple(self.ctx.targets),
            params=params,
        )

    def triggered_may_pay_life(self, items: list[Any]) -> TriggeredAbility:
        # "you may pay 2 life" (119.4)
        return self._offered(items, step("may_pay_life", life=int(items[2])))

    def triggered_may_discard(self, items: list[Any]) -> TriggeredAbility:
        # "you may discard a card" (701.9a)
        return self._offered(items, step("may_discard", count=items[2]))

    def triggered_may_sacrifice_another(self, items: list[Any]) -> TriggeredAbility:
        # "you may sacrifice another creature" (701.21a)
        kind = str(items[2]).rsplit(" ", 1)[1].capitalize()
        return self._offered(items, step("may_sacrifice_another", type=kind))

    def triggered_may_sacrifice_a(self, items: list[Any]) -> TriggeredAbility:
        # "you may sacrifice an artifact" (701.21a): any one of that type, the source included
        kind = str(items[2]).rsplit(" ", 1)[1].capitalize()
        return self._offered(items, step("may_sacrifice_another", type=kind, another=False))

    def triggered_may_sacrifice_non(self, items: list[Any]) -> TriggeredAbility:
        # "you may sacrifice a non-Demon creature" (701.21a, 205.3m)
        subtype = str(items[2]).split("non-", 1)[1].rsplit(" ", 1)[0]
        if subtype not in CREATURE_TYPES:
            raise ValueError(f"non-{subtype}: no creature type")
        offer = step("may_sacrifice_another", type="Creature", another=False, without=subtype)
        return self._offered(items, offer)

    def triggered_may_blight(self, items: list[Any]) -> TriggeredAbility:
        # "you may blight 2" (701.68a-b, engine.mechanics.blight)
        return self._offered(items, step("may_blight", count=int(items[2])))

    def triggered_may_behold(self, items: list[Any]) -> TriggeredAbility:
        # "you may behold a Dragon" (701.4a, engine.mechanics.behold)
        return self._offered(items, step("may_behold", quality=str(items[2])))

    def triggered_may_forage(self, items: list[Any]) -> TriggeredAbility:
        # "you may forage" (701.61a, engine.mechanics.forage)
        return self._offered(items, step("may_forage"))

    def triggered_may_collect_evidence(self, items: list[Any]) -> TriggeredAbility:
        # "you may collect evidence 4" (701.59a-b, engine.mechanics.collect_evidence)
        return self._offered(items, step("may_collect_evidence", count=int(items[3])))

    def triggered_may_collect_evidence_alone(self, items: list[Any]) -> TriggeredAbility:
        (kind, params) = items[0]
        offer = step("may_collect_evidence", count=int(items[3]))
        return triggered_ability("", kind, (offer,), tuple(self.ctx.targets), params=params)

    def triggered_may_forage_alone(self, items: list[Any]) -> TriggeredAbility:
        (kind, params) = items[0]
        return triggered_ability(
            "", kind, (step("may_forage"),), tuple(self.ctx.targets), params=params
        )

    def _offered(self, items: list[Any], offer: Instruction) -> TriggeredAbility:
        (kind, params), effects = items[0], items[-1]
        return triggered_ability(
            "", kind, (offer, *effects), tuple(self.ctx.targets), params=params
        )


def if_paid(effects: Effects) -> Effects:
    """Each instruction of "If you do, [sentence]." runs only if the payment was made."""
    if any("if" in e.params or "unless" in e.params for e in effects):
        raise ValueError("a condition inside an 'if you do' sentence")
    # the instruction keeps how the words join it to the one before (", then": 608.2c)
    return tuple(replace(e, params=type(e.params)({**e.params, "if": PAID})) for e in effects)


def unless_paid(effects: Effects) -> Effects:
    """Each instruction of "If you don't, [sentence]." runs only if the payment wasn't made."""
    if any("if" in e.params or "unless" in e.params for e in effects):
        raise ValueError("a condition inside an 'if you don't' sentence")
    return tuple(replace(e, params=type(e.params)({**e.params, "unless": PAID})) for e in effects)


def paid_step(step_: Instruction, key: str = "if") -> Instruction | None:
    """The instruction without its "if": "paid" (None: it has no such condition); with `key`
    "unless", without its "unless": "paid" ("If you don't, ...")."""
    if step_.params.get(key) != PAID:
        return None
    return replace(
        step_, params=type(step_.params)({k: v for k, v in step_.params.items() if k != key})
    )
