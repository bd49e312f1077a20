"""Keyword abilities that stand for a triggered ability: the keyword alone gives the ability.

"Undying" means "When this permanent is put into a graveyard from the battlefield, if it had no
+1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter
on it." (702.93a). Nothing in the keyword varies from card to card, so a definition declares only
the keyword (`creature("Young Wolf", "{G}", ("Wolf",), 1, 1, "Undying")`) and the engine reads the
ability from here (`engine.rules.triggers.abilities_of`): a card known only by its characteristics has
it too, and so does a permanent an effect gives the keyword (613.1f). Keywords with a printed cost
("Cycling {2}") are listed by the definition instead (engine.rules.keywords.WITH_COST).

Each ability is an ordinary triggered ability over the shared vocabulary: a trigger kind, an
intervening "if" condition (603.4, engine.rules.triggers.condition) and instructions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engine.cards.combat_keywords import KEYWORD_TRIGGERS as COMBAT_KEYWORD_TRIGGERS
from engine.cards.combat_keywords import RULES as COMBAT_KEYWORD_RULES
from engine.cards.model import StaticAbility, TriggeredAbility, instruction, static
from engine.cards.permanent_keywords import KEYWORD_TRIGGERS as PERMANENT_KEYWORD_TRIGGERS
from engine.cards.permanent_keywords import RULES as PERMANENT_KEYWORD_RULES
from engine.core.state import Params

UNDYING = TriggeredAbility(
    "Undying (When this permanent is put into a graveyard from the battlefield, if it had no "
    "+1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 "
    "counter on it.)",
    "self_dies",
    (instruction("return_to_battlefield", card="self", under="owner", counters={"+1/+1": 1}),),
    # 603.10a: it looks back in time, at the counters the permanent had as it last existed on
    # the battlefield (last known information, 608.2h).
    intervening_if="had_no_counters:+1/+1",
    keyword="Undying",
)

PERSIST = TriggeredAbility(
    "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the "
    "battlefield under its owner's control with a -1/-1 counter on it.)",
    "self_dies",
    (instruction("return_to_battlefield", card="self", under="owner", counters={"-1/-1": 1}),),
    # 702.79a; as undying, the counters are those it had as it last existed on the battlefield
    # (603.10a, 608.2h).
    intervening_if="had_no_counters:-1/-1",
    keyword="Persist",
)

FLANKING = TriggeredAbility(
    "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature "
    "gets -1/-1 until end of turn.)",
    "self_blocked_by_creature",
    # 702.25a; 702.25b: each instance triggers separately.
    (instruction("modify_pt", to="bound:blocker", power=-1, toughness=-1),),
    params=Params({"without": "flanking"}),
    keyword="Flanking",
)

BATTLE_CRY = TriggeredAbility(
    "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until "
    "end of turn.)",
    "self_attacks",
    # 702.91a; 702.91b: each instance triggers separately. The attacking creatures are those
    # attacking as it resolves, locked in then (611.2c).
    (instruction("modify_pt", to="other_attacking_creatures", power=1, toughness=0),),
    keyword="Battle cry",
)

PROVOKE = TriggeredAbility(
    "Provoke (Whenever this creature attacks, you may have target creature defending player "
    "controls untap and block it if able.)",
    "self_attacks",
    # 702.39a (engine.mechanics.provoke): the requirement, then the untap; 702.39b: each
    # instance triggers separately.
    (instruction("provoke", to=0), instruction("untap", to=0)),
    targets=("creature_defending_player_controls",),
    optional=True,
    keyword="Provoke",
)

PROWESS = TriggeredAbility(
    "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
    "you_cast_spell",
    # 702.108a; 702.108b: each instance triggers separately (one ability per instance is not
    # modelled: a definition lists the keyword once).
    (instruction("modify_pt", to="self", power=1, toughness=1),),
    params=Params({"noncreature": True}),
    keyword="Prowess",
)

EXALTED = TriggeredAbility(
    "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end "
    "of turn.)",
    "creature_attacks_alone",
    # 702.83a; 702.83b: each instance triggers separately (each permanent with exalted has one).
    (instruction("modify_pt", to="bound:attacker", power=1, toughness=1),),
    keyword="Exalted",
)

EXPLOIT = TriggeredAbility(
    "Exploit (When this creature enters, you may sacrifice a creature.)",
    "self_enters",
    # 702.110a; the sacrifice is chosen as it resolves (engine.mechanics.exploit).
    (instruction("exploit"),),
    keyword="Exploit",
)

ENLIST = TriggeredAbility(
    "Enlist (As this creature attacks, you may tap a nonattacking creature you control without "
    "summoning sickness. When you do, add its power to this creature's until end of turn.)",
    "self_enlisted",
    # 702.154a: the optional cost is paid as it attacks (508.1g, engine.mechanics.enlist).
    (instruction("enlist_bonus"),),
    keyword="Enlist",
)

MYRIAD = TriggeredAbility(
    "Myriad (Whenever this creature attacks, for each opponent other than defending player, you "
    "may create a token that's a copy of this creature that's tapped and attacking that player "
    "or a planeswalker they control. Exile the tokens at end of combat.)",
    "self_attacks",
    (instruction("myriad"),),  # 702.116a (engine.mechanics.myriad)
    keyword="Myriad",
)

MELEE = TriggeredAbility(
    "Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you "
    "attacked this combat.)",
    "self_attacks",
    # 702.121a; the opponents are counted as it resolves (engine.mechanics.melee).
    (instruction("melee"),),
    keyword="Melee",
)

STORM = TriggeredAbility(
    "Storm (When you cast this spell, copy it for each spell cast before it this turn. You may "
    "choose new targets for the copies.)",
    "self_cast",
    # 702.40a: counted as it resolves, from this turn's spell_cast records
    # (engine.mechanics.storm); 702.40b: each instance triggers separately.
    (instruction("storm_copies"),),
    keyword="Storm",
)

CASCADE = TriggeredAbility(
    "Cascade (When you cast this spell, exile cards from the top of your library until you "
    "exile a nonland card that costs less. You may cast it without paying its mana cost. Put "
    "the exiled cards on the bottom of your library in a random order.)",
    "self_cast",
    # 702.85a (engine.mechanics.cascade); 702.85c: each instance triggers separately.
    (instruction("cascade"),),
    keyword="Cascade",
)

REPLICATE = TriggeredAbility(
    "When you cast this spell, if a replicate cost was paid for it, copy it for each time its "
    "replicate cost was paid. If the spell has any targets, you may choose new targets for any "
    "of the copies.",
    "self_cast",
    # 702.56a: the number of payments is the spell's (engine.mechanics.replicate).
    (instruction("replicate_copies"),),
    intervening_if="replicated",
    keyword="Replicate",
)

CASUALTY = TriggeredAbility(
    "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any "
    "targets, you may choose new targets for the copy.",
    "self_cast",
    (instruction("casualty_copy"),),  # 702.153a (engine.mechanics.casualty)
    intervening_if="casualty_paid",
    keyword="Casualty",
)

CONSPIRE = TriggeredAbility(
    "When you cast this spell, if its conspire cost was paid, copy it. If the spell has any "
    "targets, you may choose new targets for the copy.",
    "self_cast",
    (instruction("conspire_copy"),),  # 702.78a (engine.mechanics.conspire)
    intervening_if="conspired",
    keyword="Conspire",
)

# 702.35a: madness's triggered ability, working from exile after its replacement exiled the
# discarded card (engine.mechanics.madness); the cost is CardDef.madness.
MADNESS = TriggeredAbility(
    "When this card is exiled this way, its owner may cast it by paying its madness cost rather "
    "than paying its mana cost. If that player doesn't, they put this card into their graveyard.",
    "self_discarded_with_madness",
    (instruction("madness_cast"),),
    keyword="Madness",
)

# 702.94a: the triggered ability linked to miracle's reveal, working from the hand
# (engine.mechanics.miracle).
MIRACLE = TriggeredAbility(
    "When you reveal this card this way, you may cast it by paying its miracle cost rather than "
    "its mana cost.",
    "self_revealed_by_miracle",
    (instruction("miracle_cast"),),
    keyword="Miracle",
)

# 702.62a: the two triggered abilities of suspend, working from exile (113.6b;
# engine.mechanics.suspend): the upkeep countdown while suspended (702.62b) and the cast as the
# last time counter is removed.
SUSPEND: tuple[TriggeredAbility, ...] = (
    TriggeredAbility(
        "At the beginning of your upkeep, if this card is suspended, remove a time counter from "
        "it.",
        "beginning_of_step",
        (instruction("remove_time_counter"),),
        params=Params({"step": "upkeep", "whose": "your"}),
        intervening_if="self_exiled_with_counter:time",
        keyword="Suspend",
    ),
    TriggeredAbility(
        "When the last time counter is removed from this card, if it's exiled, you may play it "
        "without paying its mana cost if able. If you don't, it remains exiled. If you cast a "
        "creature spell this way, it gains haste until you lose control of the spell or the "
        "permanent it becomes.",
        "last_counter_removed",
        (instruction("suspend_cast"),),
        params=Params({"kind": "time"}),
        intervening_if="self_exiled",
        keyword="Suspend",
    ),
)
# 702.95a: soulbond's two triggered abilities ("you may" pair; engine.mechanics.soulbond holds
# the instruction "pair" and the intervening "if" conditions).
SOULBOND = (
    TriggeredAbility(
        "Soulbond (When this creature enters, if you control both this creature and another "
        "creature and both are unpaired, you may pair this creature with another unpaired "
        "creature you control.)",
        "self_enters",
        (instruction("pair", **{"with": "choice"}),),
        intervening_if="soulbond_self",
        optional=True,
        keyword="Soulbond",
    ),
    TriggeredAbility(
        "Soulbond (Whenever another creature you control enters, if you control both that "
        "creature and this one and both are unpaired, you may pair that creature with this "
        "creature.)",
        "permanent_enters",
        (instruction("pair", **{"with": "bound:entering"}),),
        params=Params({"type": "Creature", "whose": "you", "other": True}),
        intervening_if="soulbond_entering",
        optional=True,
        keyword="Soulbond",
    ),
)
# Keywords standing for several triggered abilities.
SEVERAL: dict[str, tuple[TriggeredAbility, ...]] = {"suspend": SUSPEND, "soulbond": SOULBOND}

# Lowercase keyword -> the ability it stands for, and the rule that defines it (cited in the log).
EVOKE = TriggeredAbility(
    "When this permanent enters, if its evoke cost was paid, its controller sacrifices it.",
    "self_enters",
    # 702.74a; the cost paid is remembered by the permanent (engine.mechanics.evoke).
    (instruction("sacrifice_self", rule="702.74a"),),
    intervening_if="evoked",
    keyword="Evoke",
)

OFFSPRING = TriggeredAbility(
    "When this permanent enters, if its offspring cost was paid, create a token that's a copy of "
    "it, except it's 1/1.",
    "self_enters",
    # 702.175a; the cost paid is remembered by the permanent (engine.mechanics.offspring).
    (instruction("offspring_copy"),),
    intervening_if="offspring_paid",
    keyword="Offspring",
)

GIFT = TriggeredAbility(
    "When this permanent enters, if its gift cost was paid, the chosen player gets the gift.",
    "self_enters",
    # 702.174b; the promise is remembered by the permanent (engine.mechanics.gift). An instant
    # or sorcery never enters: its gift is given as it resolves (702.174j).
    (instruction("give_gift"),),
    intervening_if="gift_promised",
    keyword="Gift",
)

SQUAD = TriggeredAbility(
    "When this creature enters, if its squad cost was paid, create a token that's a copy of it "
    "for each time its squad cost was paid.",
    "self_enters",
    # 702.157a; the payments are remembered by the permanent (engine.mechanics.squad).
    (instruction("squad_copies"),),
    intervening_if="squad_paid",
    keyword="Squad",
)

# 702.152a: the draw a blitzed permanent has as long as its blitz cost was paid; the condition
# reads it as it last existed on the battlefield (603.10a; engine.mechanics.blitz).
BLITZ = TriggeredAbility(
    "When this permanent is put into a graveyard from the battlefield, if its blitz cost was "
    "paid, draw a card.",
    "self_dies",
    (instruction("draw"),),
    intervening_if="blitzed",
    keyword="Blitz",
)

# 702.144a: demonstrate's copies (engine.mechanics.demonstrate)
DEMONSTRATE = TriggeredAbility(
    "Demonstrate (When you cast this spell, you may copy it and you may choose new targets for "
    "the copy. If you copy the spell, choose an opponent. That player copies the spell and may "
    "choose new targets for that copy.)",
    "self_cast",
    (instruction("demonstrate"),),
    keyword="Demonstrate",
)

KEYWORD_TRIGGERS: dict[str, TriggeredAbility] = {
    "demonstrate": DEMONSTRATE,
    "undying": UNDYING,
    "prowess": PROWESS,
    "exploit": EXPLOIT,
    "enlist": ENLIST,
    "myriad": MYRIAD,
    "melee": MELEE,
    "storm": STORM,
    "cascade": CASCADE,
    "madness": MADNESS,
    "miracle": MIRACLE,
    "exalted": EXALTED,
    "persist": PERSIST,
    "flanking": FLANKING,
    "battle cry": BATTLE_CRY,
    "provoke": PROVOKE,
    **PERMANENT_KEYWORD_TRIGGERS,  # evolve, training, dethrone (engine.cards.permanent_keywords)
    **COMBAT_KEYWORD_TRIGGERS,  # mentor (engine.cards.combat_keywords)
    "evoke": EVOKE,
    "offspring": OFFSPRING,
    "squad": SQUAD,
    "gift": GIFT,
    "replicate": REPLICATE,
    "casualty": CASUALTY,
    "conspire": CONSPIRE,
    "blitz": BLITZ,
}
# Keywords whose rule says each instance on an object triggers separately ("Myriad, myriad"):
# battle cry 702.91b, cascade 702.85c, dethrone 702.105b, evolve 702.100d, extort 702.101b,
# flanking 702.25b, increment 702.191b, ingest 702.115b, melee 702.121b, mentor 702.134b, myriad 702.116b,
# prowess 702.108b, storm 702.40b, training 702.149b.
EACH_INSTANCE = frozenset(
    {
        "battle cry",
        "cascade",
        "dethrone",
        "evolve",
        "extort",
        "flanking",
        "increment",
        "ingest",
        "melee",
        "mentor",
        "myriad",
        "prowess",
        "provoke",
        "storm",
        "training",
    }
)
KEYWORD_RULES: dict[str, str] = {
    "demonstrate": "702.144a",
    "undying": "702.93a",
    "soulbond": "702.95a",
    "prowess": "702.108a",
    "exploit": "702.110a",
    "enlist": "702.154a",
    "myriad": "702.116a",
    "melee": "702.121a",
    "storm": "702.40a",
    "cascade": "702.85a",
    "suspend": "702.62a",
    "exalted": "702.83a",
    "persist": "702.79a",
    "flanking": "702.25a",
    "battle cry": "702.91a",
    "miracle": "702.94a",
    "provoke": "702.39a",
    "evoke": "702.74a",
    "offspring": "702.175a",
    "squad": "702.157a",
    "gift": "702.174a",
    "replicate": "702.56a",
    "casualty": "702.153a",
    "conspire": "702.78a",
    "bushido": "702.45a",
    "fading": "702.32a",
    "vanishing": "702.63a",
    **PERMANENT_KEYWORD_RULES,  # afterlife ... (engine.cards.permanent_keywords)
    **COMBAT_KEYWORD_RULES,  # annihilator, mentor (engine.cards.combat_keywords)
}

# Keywords with a number that stand for triggered (and static) abilities: the definition lists
# them with the builder below, as it lists cycling with its cost (engine.rules.keywords.WITH_COST), and
# a card known only by its keywords has no number to go by.
WITH_NUMBER: frozenset[str] = frozenset({"fading", "vanishing", "bushido"})

NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def fading(n: int) -> tuple[StaticAbility, TriggeredAbility]:
    """702.32a: "Fading N" means "This permanent enters with N fade counters on it" and "At the
    beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice
    the permanent." (engine.mechanics.fading_and_vanishing). The triggered ability carries the keyword (the rule cited in
    the log); the printed reminder text is the triggered ability's text."""
    word = _number_word(n)
    enters = static(
        f"This creature enters the battlefield with {word} fade counters on it.",
        "enters_with_counters",
        kind="fade",
        count=n,
    )
    upkeep = TriggeredAbility(
        f"Fading {n} (This creature enters the battlefield with {word} fade counters on it. At "
        "the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice "
        "it.)",
        "beginning_of_step",
        (instruction("remove_counter_or_sacrifice", kind="fade", rule="702.32a"),),
        params=Params({"step": "upkeep", "whose": "your"}),
        keyword="Fading",
    )
    return enters, upkeep


def vanishing(n: int) -> tuple[StaticAbility, TriggeredAbility, TriggeredAbility]:
    """702.63a: "Vanishing N" means "This permanent enters with N time counters on it," "At the
    beginning of your upkeep, if this permanent has a time counter on it, remove a time counter
    from it" (an intervening "if", 603.4) and "When the last time counter is removed from this
    permanent, sacrifice it." Both triggered abilities carry the keyword (the rule cited in the
    log); the printed reminder text is the upkeep ability's text."""
    word = _number_word(n)
    enters = static(
        f"This creature enters the battlefield with {word} time counters on it.",
        "enters_with_counters",
        kind="time",
        count=n,
    )
    upkeep = TriggeredAbility(
        f"Vanishing {n} (This creature enters the battlefield with {word} time counters on it. "
        "At the beginning of your upkeep, remove a time counter from it. When the last is "
        "removed, sacrifice it.)",
        "beginning_of_step",
        # The intervening "if" guarantees a counter to remove as it resolves (603.4).
        (instruction("remove_counter_or_sacrifice", kind="time", rule="702.63a"),),
        params=Params({"step": "upkeep", "whose": "your"}),
        intervening_if="has_counters:time",
        keyword="Vanishing",
    )
    last = TriggeredAbility(
        "When the last time counter is removed from this creature, sacrifice it.",
        "last_counter_removed",
        (instruction("sacrifice_self", rule="702.63a"),),
        params=Params({"kind": "time"}),
        keyword="Vanishing",
    )
    return enters, upkeep, last


def bushido(n: int) -> TriggeredAbility:
    """702.45a: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets
    +N/+N until end of turn." A number varies from card to card, so the definition lists the
    ability (WITH_NUMBER); each instance triggers separately (702.45b)."""
    return TriggeredAbility(
        f"Bushido {n} (Whenever this creature blocks or becomes blocked, it gets +{n}/+{n} until "
        "end of turn.)",
        "self_blocks_or_becomes_blocked",
        (instruction("modify_pt", to="self", power=n, toughness=n),),
        keyword="Bushido",
    )


def keyword_triggers(
    keywords: Iterable[str], listed: Iterable[str] = ()
) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities `keywords` stand for, in a fixed order so an ability keeps its
    index among an object's abilities; `listed` are keywords whose ability the definition already
    lists (never two of one)."""
    counted = Counter(k.lower() for k in keywords)
    folded = set(counted) - {k.lower() for k in listed}
    one = tuple(
        ability
        for word, ability in KEYWORD_TRIGGERS.items()
        if word in folded
        for _ in range(counted[word] if word in EACH_INSTANCE else 1)
    )
    return one + tuple(a for word, several in SEVERAL.items() if word in folded for a in several)


def stands_for_trigger(keywords: Iterable[str]) -> bool:
    return any(k.lower() in KEYWORD_TRIGGERS or k.lower() in SEVERAL for k in keywords)


def keyword_rule(ability: object) -> tuple[str, ...]:
    """The rule defining the keyword an ability stands for, if any (702.93a for undying)."""
    word = str(getattr(ability, "keyword", "")).lower()
    return (KEYWORD_RULES[word],) if word in KEYWORD_RULES else ()


def _number_word(n: int) -> str:
    """How reminder text writes a counter count ("three"), a numeral past the words."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)
