"""Keyword abilities of creatures and Vehicles about combat (702): crew (702.122a), annihilator
(702.86a), renown (702.112a) and rampage (702.23a) with a number that varies from card to card, and mentor (702.134a) without one. A
definition lists a numbered keyword's ability, built here, as it lists scavenge with its cost
(engine.cards.permanent_keywords); mentor is read from the keyword alone (KEYWORD_TRIGGERS, as
engine.cards.keyword_abilities reads undying).
"""

from __future__ import annotations

from engine.cards.model import (
    ActivatedAbility,
    Cost,
    StaticAbility,
    TriggeredAbility,
    instruction,
    static,
)
from engine.core.state import Params

# Lowercase keyword -> the rule defining it, cited in the log beside 603.2.
RULES: dict[str, str] = {
    "annihilator": "702.86a",
    "mentor": "702.134a",
    "renown": "702.112a",
    "rampage": "702.23a",
    "afflict": "702.130a",
}

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def crew(n: int) -> ActivatedAbility:
    """702.122a: "Crew N" means "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes an artifact creature until end of turn."
    The cost is paid by engine.rules.crewing; the effect is engine.mechanics.crew's. It may be
    activated any time its controller has priority (602.2) and uses the stack."""
    return ActivatedAbility(
        f"Crew {n} (Tap any number of untapped creatures you control with total power {n} or "
        "more: This Vehicle becomes an artifact creature until end of turn.)",
        Cost(crew=n),
        (instruction("becomes_artifact_creature"),),
        keyword="Crew",
    )


def saddle(n: int) -> ActivatedAbility:
    """702.171a: "Saddle N" means "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes saddled until end of turn. Activate only as
    a sorcery." The cost is paid as crew's is (engine.rules.crewing); saddled is a designation
    (702.171b, engine.mechanics.saddle)."""
    return ActivatedAbility(
        f"Saddle {n} (Tap any number of other creatures you control with total power {n} or "
        "more: This Mount becomes saddled until end of turn. Saddle only as a sorcery.)",
        Cost(saddle=n),
        (instruction("become_saddled"),),
        sorcery_speed=True,
        keyword="Saddle",
    )


def mobilize(n: int) -> TriggeredAbility:
    """702.181a: "Mobilize N" means "Whenever this creature attacks, create N 1/1 red Warrior
    creature tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of
    the next end step." The tokens attack the player or planeswalker their controller chooses
    (508.4); the sacrifice is a delayed trigger (603.7) holding the tokens created."""
    tokens = (
        "a 1/1 red Warrior creature token" if n == 1 else f"{n} 1/1 red Warrior creature tokens"
    )
    sacrifice = {"kind": "sacrifice_referenced", "params": {"to": "bound:tokens"}}
    return TriggeredAbility(
        f"Mobilize {n} (Whenever this creature attacks, create {tokens}. "
        f"{'That token enters' if n == 1 else 'Those tokens enter'} tapped and attacking. "
        f"Sacrifice {'it' if n == 1 else 'them'} at the beginning of the next end step.)",
        "self_attacks",
        (
            instruction(
                "create_tokens",
                token=Params(
                    {
                        "name": "Warrior",
                        "types": ("Creature",),
                        "subtypes": ("Warrior",),
                        "power": 1,
                        "toughness": 1,
                        "colors": ("R",),
                    }
                ),
                count=n,
                tapped=True,
                attacking=True,
                bind="tokens",
            ),
            instruction(
                "create_delayed_trigger",
                step="end",
                text="Sacrifice the Warrior tokens mobilize created (702.181a).",
                effects=(sacrifice,),
            ),
        ),
        keyword="Mobilize",
    )


def annihilator(n: int) -> TriggeredAbility:
    """702.86a: "Annihilator N" means "Whenever this creature attacks, defending player
    sacrifices N permanents." Each instance triggers separately (702.86b). The defending player
    is the one it attacks (508.5; engine.mechanics.annihilator)."""
    permanents = "a permanent" if n == 1 else f"{_WORDS[n] if n < len(_WORDS) else n} permanents"
    return TriggeredAbility(
        f"Annihilator {n} (Whenever this creature attacks, defending player sacrifices "
        f"{permanents}.)",
        "self_attacks",
        (instruction("annihilate", count=n),),
        keyword="Annihilator",
    )


def renown(n: int) -> TriggeredAbility:
    """702.112a: "Renown N" means "When this creature deals combat damage to a player, if it
    isn't renowned, put N +1/+1 counters on it and it becomes renowned." (engine.mechanics.renown:
    the designation and the intervening "if", 603.4)."""
    counters = (
        "a +1/+1 counter" if n == 1 else f"{_WORDS[n] if n < len(_WORDS) else n} +1/+1 counters"
    )
    return TriggeredAbility(
        f"Renown {n} (When this creature deals combat damage to a player, if it isn't renowned, "
        f"put {counters} on it and it becomes renowned.)",
        "self_deals_damage",
        (instruction("renown", count=n),),
        params=Params({"combat": True, "to": "player"}),
        intervening_if="not_renowned",
        keyword="Renown",
    )


def rampage(n: int) -> TriggeredAbility:
    """702.23a: "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N until
    end of turn for each creature blocking it beyond the first." (engine.mechanics.rampage: the
    bonus counted as it resolves, 702.23b)."""
    return TriggeredAbility(
        f"Rampage {n} (Whenever this creature becomes blocked, it gets +{n}/+{n} until end of "
        "turn for each creature blocking it beyond the first.)",
        "self_becomes_blocked",
        (instruction("rampage", count=n),),
        keyword="Rampage",
    )


# 702.134a; 702.134b: each instance triggers separately. The target's power is compared with
# this creature's as the target is chosen and again on resolution (608.2b: engine.rules.targets).
MENTOR = TriggeredAbility(
    "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature "
    "with lesser power.)",
    "self_attacks",
    (instruction("put_counters", to=0, kind="+1/+1", count=1),),
    targets=("attacking_creature_with_lesser_power",),
    keyword="Mentor",
)
KEYWORD_TRIGGERS: dict[str, TriggeredAbility] = {"mentor": MENTOR}


def toxic(n: int) -> StaticAbility:
    """702.164a: "Toxic N" is a static ability; combat damage the creature deals to a player also
    gives that player poison counters equal to its total toxic value (702.164b-c,
    engine.mechanics.toxic)."""
    counters = (
        "a poison counter" if n == 1 else f"{_WORDS[n] if n < len(_WORDS) else n} poison counters"
    )
    return static(
        f"Toxic {n} (Players dealt combat damage by this creature also get {counters}.)",
        "toxic",
        count=n,
    )


def afflict(n: int) -> TriggeredAbility:
    """702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player loses
    N life." Each instance triggers separately (702.130b); the defending player is the one it
    attacks (508.5, engine.mechanics.combat_triggers)."""
    return TriggeredAbility(
        f"Afflict {n} (Whenever this creature becomes blocked, defending player loses {n} life.)",
        "self_becomes_blocked",
        (instruction("lose_life", player="defending_player", amount=n),),
        keyword="Afflict",
    )
