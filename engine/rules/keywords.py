"""Keyword abilities the engine implements, and where.

Only keywords listed here are applied for "keywords only" cards, and only these make such a label
honest (a test checks the card library against this set). Lowercase, as Scryfall's names folded.
"""

from __future__ import annotations

IMPLEMENTED: frozenset[str] = frozenset(
    {
        "deathtouch",  # 702.2: engine.rules.damage (704.5h flag) and engine.rules.sba
        "lifelink",  # 702.15: engine.rules.damage
        "infect",  # 702.90: engine.rules.damage
        "wither",  # 702.80: engine.rules.damage
        "indestructible",  # 702.12: engine.rules.zones.destroy
        "enchant",  # 702.5, 303.4: engine.actions.stack (targets) and engine.rules.sba (704.5m)
        "ascend",  # 702.131: engine.mechanics.ascend
        "hexproof",  # 702.11: engine.rules.targets
        "shroud",  # 702.18: engine.rules.targets
        "defender",  # 702.3: engine.rules.combat.restrictions (can't attack)
        "double strike",  # 702.4: engine.rules.combat.damage (510.4) and engine.rules.turn
        "first strike",  # 702.7: engine.rules.combat.damage (510.4) and engine.rules.turn
        "flying",  # 702.9: engine.rules.combat.restrictions (blocking)
        "haste",  # 702.10: engine.rules.combat.restrictions (302.6 for attacking)
        "reach",  # 702.17: engine.rules.combat.restrictions (blocking flyers)
        "trample",  # 702.19: engine.rules.combat.damage (assignment)
        "vigilance",  # 702.20: engine.rules.combat.declare (no tapping)
        "phasing",  # 702.26: engine.rules.turn_based (untap step); phased-out objects are skipped everywhere
        "menace",  # 702.111: engine.rules.combat.restrictions (blocking)
        # 702.36, 702.13, 702.28, 702.31: evasion, engine.rules.combat.restrictions (blocking)
        "fear",
        "intimidate",
        "shadow",
        "horsemanship",
        "skulk",  # 702.118b
        "changeling",  # 702.73a: engine.rules.characteristics (every creature type, 604.3)
        "flash",  # 702.8: engine.actions.stack (cast any time an instant could be, 307.1)
        # 702.93: the triggered ability the keyword stands for, engine.cards.keyword_abilities
        "undying",
        "devoid",  # 702.114a: engine.rules.characteristics (colorless in every zone, 604.3)
        "exalted",  # 702.83a: engine.cards.keyword_abilities (trigger creature_attacks_alone)
        "battle cry",  # 702.91a: engine.cards.keyword_abilities (trigger self_attacks)
        "flanking",  # 702.25a: engine.cards.keyword_abilities (trigger self_blocked_by_creature)
        # 702.22: engine.rules.combat.banding (bands announced with the attack, blocks spread to
        # the band, who divides combat damage); "bands with other" (702.22b) isn't listed
        "banding",
        # 702.156a: engine.mechanics.ravenous (X counters as it enters, 107.3m) and its trigger
        # engine.cards.permanent_keywords.RAVENOUS
        "ravenous",
        # 702.150a: engine.rules.loyalty (the Phyrexian symbols paid with life, remembered by the
        # spell as its cost is paid: engine.rules.mana.pool)
        "compleated",
        "demonstrate",  # 702.144a: engine.cards.keyword_abilities (self_cast), mechanics.demonstrate
        "persist",  # 702.79a: engine.cards.keyword_abilities (as undying, with a -1/-1 counter)
        "melee",  # 702.121a: engine.cards.keyword_abilities, engine.mechanics.melee
        # 702.124a: partner abilities modify deck construction for the Commander variant and
        # function before the game begins; a scenario is a game already under way, so they have
        # nothing left to do in it ("partner with [name]" also has a triggered ability, 702.124j,
        # and isn't listed).
        "partner",
        "choose a background",  # 702.124k
        "doctor's companion",  # 702.124m
        # 702.124i: "partner—[text]", two commanders with the same one (deck construction)
        "partner—character select",
        "partner—father & son",
        "partner—friends forever",
        "partner—survivors",
        "myriad",  # 702.116a: engine.cards.keyword_abilities, engine.mechanics.myriad
        "enlist",  # 702.154a: engine.cards.keyword_abilities, engine.mechanics.enlist (508.1g)
        "exploit",  # 702.110a: engine.cards.keyword_abilities, engine.mechanics.exploit
        "prowess",  # 702.108a: engine.cards.keyword_abilities (trigger you_cast_spell, 601.2i)
        "daybound",  # 702.145b: engine.mechanics.day_and_night (731)
        "nightbound",  # 702.145e: engine.mechanics.day_and_night (731)
        "rebound",  # 702.88a: engine.mechanics.rebound (exiled as it resolves, cast at upkeep)
        "cascade",  # 702.85a: engine.cards.keyword_abilities (self_cast), engine.mechanics.cascade
        "storm",  # 702.40a: engine.cards.keyword_abilities (trigger self_cast), engine.mechanics.storm
        # 702.100a, 702.149a, 702.105a: engine.cards.permanent_keywords, with their trigger kinds
        # and condition in engine.mechanics.growing_creatures
        "evolve",
        "soulbond",  # 702.95a: engine.cards.keyword_abilities, engine.mechanics.soulbond
        "training",
        "dethrone",
        "living weapon",
        "start your engines!",  # 702.179a: engine.mechanics.speed (704.5z, 702.179d)
        "for mirrodin!",  # 702.163a: engine.cards.permanent_keywords (a Rebel to equip)
        "increment",  # 702.191a: engine.cards.permanent_keywords, engine.mechanics.increment
        "job select",  # 702.182a: engine.cards.permanent_keywords (a Hero to equip)
        "epic",  # 702.50a: engine.mechanics.epic (no spells cast, a copy each upkeep)
        "paradigm",  # 702.192a: engine.mechanics.paradigm (a copy each precombat main phase)
        "cipher",  # 702.99a: engine.mechanics.cipher (encoded as it resolves, 707.12 copies)
        "fuse",  # 702.102a: engine.mechanics.fuse (the cast action's "fuse", both halves)
        "provoke",  # 702.39a: engine.cards.keyword_abilities, engine.mechanics.provoke (509.1c)
        "undaunted",  # 702.125a: engine.cards.permanent_keywords (a spell cost change, 601.2f)
        "ingest",  # 702.115a: engine.cards.permanent_keywords (instruction exile_top)
        "mentor",  # 702.134a: engine.cards.combat_keywords (trigger self_attacks)
        "extort",  # 702.101a: engine.cards.permanent_keywords, engine.mechanics.extort  # 702.92a: engine.cards.permanent_keywords (a Germ to equip)
        "delve",  # 702.66: engine.mechanics.delve (the cast action names the graveyard cards to exile)
        "split second",  # 702.61: engine.mechanics.split_second (cast and activate refuse)
        "convoke",  # 702.51: engine.mechanics.convoke (the cast action names creatures to tap)
        "improvise",  # 702.126: engine.mechanics.improvise (the cast action names artifacts)
        # 702.132: engine.mechanics.assist (the cast action names the helper and what they pay)
        "assist",
        "affinity for artifacts",  # 702.41: engine.mechanics.affinity (601.2f cost reduction)
        "retrace",  # 702.81: engine.mechanics.retrace (cast from the graveyard, discard a land)
        "jump-start",  # 702.133: engine.mechanics.jump_start (from the graveyard, then exiled)
        "aftermath",  # 702.127: engine.mechanics.aftermath (a split half cast from a graveyard)
        # 702.74: the cast action's "evoke" pays the definition's evoke cost
        # (engine.mechanics.evoke); the sacrifice is engine.cards.keyword_abilities.EVOKE
        "evoke",
        # 702.175: the cast action's "offspring" pays the definition's offspring cost as well
        # (engine.mechanics.offspring); the token copy is engine.cards.keyword_abilities.OFFSPRING
        "offspring",
        # 702.35: madness's replacement and trigger (engine.mechanics.madness), its cost the
        # definition's `madness`
        "madness",
        # 702.94: miracle's reveal and trigger (engine.mechanics.miracle), its cost the
        # definition's `miracle`
        "miracle",
        # 702.152: the cast action's "blitz" pays the definition's blitz cost
        # (engine.mechanics.blitz); the draw is engine.cards.keyword_abilities.BLITZ
        "blitz",
        # 702.14: landwalk of the basic land types, engine.rules.combat.restrictions (blocking)
        "plainswalk",
        "islandwalk",
        "swampwalk",
        "mountainwalk",
        "forestwalk",
        "riot",  # 702.136a: engine.mechanics.riot (a choice as it enters, 614.1c)
        # 702.56a: the cast action's "replicate" pays the definition's cost N times
        # (engine.mechanics.replicate); the copies are engine.cards.keyword_abilities.REPLICATE
        "replicate",
        # 702.153a: the cast action's "casualty" sacrifices a creature with power N or greater
        # (engine.mechanics.casualty); the copy is engine.cards.keyword_abilities.CASUALTY
        "casualty",
        # 702.78a: the cast action's "conspire" taps two creatures sharing a color with the spell
        # (engine.mechanics.conspire); the copy is engine.cards.keyword_abilities.CONSPIRE
        "conspire",
        # 702.166a: the cast action's "bargain" sacrifices an artifact, enchantment or token
        # (engine.mechanics.bargain); the spell and its permanent were bargained (702.166b)
        "bargain",
        # 702.157a: the cast action's "squad" pays the definition's cost N times
        # (engine.mechanics.squad); the token copies are engine.cards.keyword_abilities.SQUAD
        "squad",
        # 702.174a: the cast action's "gift" promises the gift to an opponent
        # (engine.mechanics.gift); a permanent's gift is engine.cards.keyword_abilities.GIFT
        "gift",
    }
)

# Keywords of IMPLEMENTED whose ability needs what only a definition holds: squad's cost
# (702.157a), what a gift gives (702.174a), the costs of evoke, offspring, madness, blitz and
# replicate (702.74a, 702.175a, 702.35b, 702.152a, 702.56a) and casualty's N (702.153a). A card
# known only by its printed characteristics lists the keyword, but the way to cast it or its
# trigger needs the definition's field, so its line isn't applied (engine.rules.unapplied); so
# do miracle's cost (702.94a) and fuse's halves (702.102a, the definition's faces).
# Emerge and spree (702.119a, 702.172a) aren't listed at all: their costs are the definition's
# (CardDef.emerge, Mode.cost).
NEEDS_DEFINITION: frozenset[str] = frozenset(
    {
        "squad",
        "gift",
        "evoke",
        "offspring",
        "madness",
        "miracle",
        "fuse",
        "blitz",
        "replicate",
        "casualty",
    }
)

# Keyword abilities that stand for an activated ability whose cost is printed beside the keyword
# ("Cycling {2}" means "{2}, Discard this card: Draw a card.", 702.29a), with the rule defining
# each. A definition implements one by listing that ability with `keyword` set
# (engine.cards.build.cycling, engine.cards.build.equip); a card known only by its keywords has no
# cost to go by, so these never count for "keywords only" cards.
WITH_COST_RULES: dict[str, str] = {
    "cycling": "702.29a",
    "equip": "702.6a",  # "[Cost]: Attach this permanent to target creature you control." (sorcery)
    "scavenge": "702.97a",
    "unearth": "702.84a",  # from the graveyard (engine.cards.permanent_keywords.scavenge)
    "crew": "702.122a",  # "Crew N": engine.cards.combat_keywords.crew, engine.rules.crewing
    "embalm": "702.128a",  # from the graveyard (engine.mechanics.embalm_and_eternalize)
    "eternalize": "702.129a",
    # "Boast — [Cost]: [Effect]": only if it attacked this turn, once each turn
    # (engine.mechanics.boast)
    "boast": "702.142a",
    # "Reinforce N—[cost]": from the hand (engine.cards.permanent_keywords.reinforce)
    "reinforce": "702.77a",
    # "Ninjutsu [cost]": from the hand (engine.cards.permanent_keywords.ninjutsu)
    "ninjutsu": "702.49a",
    # "Forecast — [cost], Reveal ~ from your hand: [effect]": from the hand, during your upkeep,
    # once each turn (engine.oracle.grammar.forecast)
    "forecast": "702.57a",
    # "Transmute [cost]": from the hand, as a sorcery (engine.cards.permanent_keywords.transmute)
    "transmute": "702.53a",
    "outlast": "702.107a",  # "[Cost], {T}: Put a +1/+1 counter on this creature." (sorcery)
    "level up": "702.87a",  # "[Cost]: Put a level counter on this." (engine.mechanics.level_up)
    # "Tap another untapped creature you control: Put charge counters ..." (sorcery;
    # engine.mechanics.station)
    "station": "702.184a",
    # typecycling (702.29e, engine.oracle.grammar.typecycling); Scryfall also lists the word
    # "Landcycling" for some of them (engine.game.automation)
    "plainscycling": "702.29e",
    "islandcycling": "702.29e",
    "swampcycling": "702.29e",
    "mountaincycling": "702.29e",
    "forestcycling": "702.29e",
    "basic landcycling": "702.29e",
    "landcycling": "702.29e",
}
WITH_COST: frozenset[str] = frozenset(WITH_COST_RULES)


def is_cycling(keyword: str) -> bool:
    """Is this keyword cycling or a typecycling ("Islandcycling", "Slivercycling", "Basic
    landcycling"): a cycling ability whose cost is a cycling cost (702.29e-f)?"""
    return keyword.lower().endswith("cycling")


def keyword_ability_rule(keyword: str) -> tuple[str, ...]:
    """The rule defining an activated keyword ability ("Equip" -> 702.6a), for the log."""
    rule = WITH_COST_RULES.get(keyword.lower())
    return (rule,) if rule else ()


def applies(keyword: str) -> bool:
    """Does the engine apply this keyword of a card known only by its characteristics?
    "Protection from red" is applied by engine.rules.effects.protection (702.16) for any quality it
    names; the bare "Protection" Scryfall lists among keywords names none, so it isn't."""
    folded = keyword.lower()
    # "Affinity for [text]": engine.mechanics.affinity counts any type, subtype or group (702.41a).
    return folded in IMPLEMENTED or folded.startswith(("protection from ", "affinity for "))
