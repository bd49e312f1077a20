"""Combat trigger events and the words their effects use for what the event names
(engine.mechanics.combat_triggers, engine.rules.trigger_events):

    Whenever a creature you control attacks alone, it gains lifelink until end of turn.
                                                      (Battlegrace Angel: "it" is the attacker)
    Whenever ~ deals combat damage to a creature, destroy that creature.       (Stinkweed Imp)
    Whenever equipped creature attacks, destroy target permanent.              (Argentum Armor)
    Whenever equipped creature deals damage to a creature, exile that creature. (Sword of Kaldra)
    Whenever ~ attacks, defending player loses 2 life.                         (Silent Skimmer)
    Whenever ~ attacks, tap target creature defending player controls.     (Master of Diversion)
    Enrage — Whenever ~ is dealt damage, put two +1/+1 counters on it.    (Siegehorn Ceratops)
    Whenever ~ is dealt damage, put that many +1/+1 counters on it.          (Hungering Hydra)
    Whenever a creature you control deals combat damage to a player, create that many Treasure
    tokens.                                                                     (Old Gnawbone)
    Whenever equipped creature attacks, create a 1/1 white Kor Ally creature token that's tapped
    and attacking.                                                           (Captain's Claws)
    You may exert ~ as it attacks. When you do, it gets +1/+3 and gains lifelink until end of
    turn.                                                              (Glory-Bound Initiate)

"It" and "that creature" are what the trigger event names (bound as it triggers, 603.2), never
a guess: a trigger kind without such a binding refuses the words. "Defending player" is the
player the attacking creature attacks (508.5), so only an attack trigger has one. "That many" is
the damage the event dealt (120.3: engine.oracle.grammar.event_amounts).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards.model import CardDef, StaticAbility, TriggeredAbility
from engine.core.state import Params
from engine.mechanics.exert import EXERTED, MAY_EXERT
from engine.oracle.lowering import (
    Effects,
    LineContext,
    static_ability,
    step,
    triggered_ability,
)
from engine.oracle.subtypes import CREATURE_TYPES

# Trigger phrases of this module: phrase -> (trigger kind, params). "Enchanted creature" is an
# Aura's (303.4m), "equipped creature" an Equipment's (301.5f); the printer picks by the card.
COMBAT_TRIGGERS: dict[str, tuple[str, dict[str, Any]]] = {
    "whenever equipped creature attacks": ("equipped_creature_attacks", {}),
    "whenever enchanted creature attacks": ("equipped_creature_attacks", {}),
}
for _holder in ("equipped", "enchanted"):
    for _combat in ("", " combat"):
        for _to, _word in (("player", "a player"), ("creature", "a creature")):
            COMBAT_TRIGGERS[f"whenever {_holder} creature deals{_combat} damage to {_word}"] = (
                "self_deals_damage",
                {"attached": True, "to": _to, **({"combat": True} if _combat else {})},
            )

_TERMINALS = {
    f"CT_{i}": phrase for i, phrase in enumerate(sorted(COMBAT_TRIGGERS, key=len, reverse=True))
}
# Attack triggers: their effect may name the defending player (508.5).
ATTACK_TRIGGERS = frozenset({"self_attacks", "equipped_creature_attacks", "self_attacks_unblocked"})
# 508.5: the object is an attacking creature as "whenever ~ becomes blocked" (509.1h) triggers
# too; "defending player" is the player it attacks
ATTACK_TRIGGERS |= {"self_becomes_blocked", "self_blocked_by_creature"}

GRAMMAR = (
    r"""
%extend trigger: combat_trigger
combat_trigger: """
    + " | ".join(_TERMINALS)
    + "\n"
    + "\n".join(f'{name}: "{phrase}"' for name, phrase in _TERMINALS.items())
    + r"""
// 701.43d: "You may exert ~ as it attacks. When you do, [effect]." (engine.mechanics.exert)
%extend static_line: CT_EXERT "," effects -> exert_line
                   | CT_EXERT "," YOU_MAY effects -> exert_line_may
                   | CT_MAY_EXERT "." -> may_exert
CT_EXERT: "you may exert ~ as it attacks. when you do"
// the optional cost alone, with no linked ability (701.43d: "whenever you exert" abilities)
CT_MAY_EXERT: "you may exert ~ as it attacks"
// what the trigger event names (603.2): "that creature"; "it" is engine.oracle.grammar.effects'
// ("that creature" is one terminal with engine.oracle.grammar.anaphora's, whose that_ref asks
// `event_creature` first)
%extend subject: CT_DEFENDING_PLAYER -> defending_player
%extend recipient: CT_DEFENDING_PLAYER -> defending_player
%extend put_counters: "put" counter_count "on it" -> put_counters_on_it
CT_DEFENDING_PLAYER: "defending player"
// 508.4: tokens put onto the battlefield attacking (the controller chooses what they attack)
%extend create_tokens: "create" token_count PT colors SUBTYPE+ token_types token_word with_keywords? CT_ATTACKING -> create_attacking_tokens
CT_ATTACKING: "that's tapped and attacking" | "that are tapped and attacking" | "that's attacking" | "that are attacking"
"""
)


def event_references(kind: str, params: Params | Mapping[str, Any]) -> dict[str, str]:
    """What "it" and "that creature" mean in the effect of a trigger of `kind`: the value the
    trigger event binds (engine.rules.triggers.EVENT_BINDINGS), by word. "It" of a trigger event
    that names the object with the ability is that object (engine.oracle.grammar.effects)."""
    if kind in ("creature_attacks_alone", "creature_attacks", "creature_becomes_blocked"):
        return {"it": "bound:attacker"}  # 506.5, 508.3a
    if kind == "self_deals_damage" and params.get("to") == "creature":
        return {"that creature": "bound:damaged"}  # 120.3
    if kind == "creature_deals_damage" and not params.get("one_or_more"):
        return {"that creature": "bound:source_creature"}  # 120.3: the creature that dealt it
    if kind == "self_blocks" and params.get("each_attacker"):
        return {"that creature": "bound:attacker"}  # 509.3b
    if kind == "self_blocked_by_creature":
        return {"that creature": "bound:blocker"}  # 509.3c
    if kind == "self_blocks_or_blocked_by_creature":
        return {"that creature": "bound:block_partner"}  # 509.3b, 509.3d
    if kind == "permanent_enters" and (
        "mana_value_at_least" in params or params.get("type") == "Creature"
    ):
        # 603.6a: the creature that entered (engine.rules.attachment_triggers binds it), acted
        # on only while it is that object (400.7: engine.rules.triggers.PERMANENT_BINDINGS)
        return {"that creature": "bound:entering", "it": "bound:entering_it"}
    if kind == "permanent_enters" and isinstance(params.get("subtype"), str):
        # 603.6a: "whenever a Ninja enters under your control, ... it" (the same binding)
        that = {"that creature": "bound:entering"} if params["subtype"] in CREATURE_TYPES else {}
        return {**that, "it": "bound:entering_it"}
    if kind == "self_becomes_unattached":
        return {"that permanent": "bound:unattached_from"}  # 701.3d (.attachment_triggers)
    if kind == "permanent_turned_face_up":  # 708.7 (engine.rules.trigger_events)
        that = {"that creature": "bound:turned"} if params.get("type") == "Creature" else {}
        return {**that, "it": "bound:turned_it"}
    return {}


def event_words(ability: TriggeredAbility) -> dict[str, str]:
    """The printer's side of `event_references`: bound value -> its word."""
    return {
        value: word for word, value in event_references(ability.trigger, ability.params).items()
    }


def combat_trigger_phrase(card: CardDef, ability: TriggeredAbility) -> str | None:
    """The words of a trigger of this module, or None."""
    if ability.trigger == EXERTED and not ability.params:
        return "you may exert ~ as it attacks. When you do"  # 701.43d
    holder = "equipped" if "Equipment" in card.subtypes else "enchanted"
    for phrase, (kind, params) in COMBAT_TRIGGERS.items():
        if ability.trigger == kind and ability.params == Params(params):
            if phrase.startswith("whenever equipped") or phrase.startswith("whenever enchanted"):
                return phrase.replace("equipped", holder, 1).replace("enchanted", holder, 1)
            return phrase
    return None


class CombatTriggerLowering:
    ctx: LineContext
    event_refs: dict[str, str] = {}
    trigger_kind: str | None = None

    def combat_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        kind, params = COMBAT_TRIGGERS[_TERMINALS[items[0].type]]
        return kind, dict(params)

    def exert_line(self, items: list[Any]) -> tuple[TriggeredAbility, ...]:
        """The linked "When you do" ability (607.2h) stands for the optional cost too."""
        effects: Effects = items[-1]
        return (triggered_ability("", EXERTED, effects, tuple(self.ctx.targets)),)

    def exert_line_may(self, items: list[Any]) -> tuple[TriggeredAbility, ...]:
        """ "When you do, you may [effect]": the linked ability's effect is optional (603.5)."""
        effects: Effects = items[-1]
        return (triggered_ability("", EXERTED, effects, tuple(self.ctx.targets), optional=True),)

    def may_exert(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """ "You may exert ~ as it attacks." with no "When you do" (701.43d, 508.1g)."""
        return (static_ability("", "gain_keywords", objects=("self",), keywords=(MAY_EXERT,)),)

    def create_attacking_tokens(self, items: list[Any]) -> Effects:
        """ "Create a 1/1 white Kor Ally creature token that's tapped and attacking." (508.4)"""
        words = str(items[-1]).lower()
        (created,) = self.create_tokens(items[:-1])  # type: ignore[attr-defined]
        if words.startswith("that's") != (created.params.get("count") == 1):
            raise ValueError("token count and verb disagree")
        tapped = {"tapped": True} if "tapped" in words else {}
        return (step("create_tokens", **dict(created.params), **tapped, attacking=True),)

    def event_creature(self, noun: str) -> str | None:
        """What "that <noun>" means when the trigger event names it ("that creature": the one
        dealt damage, blocked or blocking), or None."""
        return self.event_refs.get(f"that {noun}")

    def defending_player(self, items: list[Any]) -> str:
        if self.trigger_kind not in ATTACK_TRIGGERS:
            raise ValueError('"defending player" outside an attack trigger (508.5)')
        return "defending_player"

    def put_counters_on_it(self, items: list[Any]) -> Effects:
        """ "Put two +1/+1 counters on it": "it" as engine.oracle.grammar.effects reads it."""
        (kind, count) = items[0]
        to = self.it_ref([])  # type: ignore[attr-defined]
        return (step("put_counters", to=to, kind=kind, count=count),)
