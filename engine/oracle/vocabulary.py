"""The words the compiler and the printer share: each table maps an engine value to its words.

The grammar reads the words into the values; the printer writes the values back as the same
words. A table here is the meaning of its phrases (a target phrase means the target requirement
of engine.rules.targets it maps to), so both directions come from one place.
"""

from __future__ import annotations

# Target requirements of engine.rules.targets and how Oracle text names them (115.1).
TARGET_PHRASES: dict[str, str] = {
    "any": "any target",
    "creature": "target creature",
    "player": "target player",
    "opponent": "target opponent",
    "permanent": "target permanent",
    "spell": "target spell",
    "creature_or_planeswalker": "target creature or planeswalker",
    "land": "target land",
    "artifact": "target artifact",
    "enchantment": "target enchantment",
    "creature_you_control": "target creature you control",
    "player_or_planeswalker": "target player or planeswalker",
    "nonblack_creature": "target nonblack creature",
    "nonartifact_creature": "target nonartifact creature",
    "nonlegendary_creature": "target nonlegendary creature",
    "creature_with_flying": "target creature with flying",
    "creature_without_flying": "target creature without flying",
    "creature_with_power_4_or_less": "target creature with power 4 or less",
    "tapped_creature": "target tapped creature",
    "untapped_creature": "target untapped creature",
    "attacking_creature": "target attacking creature",
    "attacking_or_blocking_creature": "target attacking or blocking creature",
    "artifact_or_enchantment": "target artifact or enchantment",
    "nonland_permanent": "target nonland permanent",
    "creature_an_opponent_controls": "target creature an opponent controls",
    "creature_spell": "target creature spell",
    "noncreature_spell": "target noncreature spell",
    "instant_spell": "target instant spell",
    "activated_or_triggered_ability": "target activated or triggered ability",
    "spell_or_ability": "target spell or ability",
    "artifact_or_creature": "target artifact or creature",
    "artifact_creature_or_land": "target artifact, creature, or land",
    "artifact_creature_or_enchantment": "target artifact, creature, or enchantment",
    "artifact_creature_or_planeswalker": "target artifact, creature, or planeswalker",
    "creature_planeswalker_or_battle": "target creature, planeswalker, or battle",
    "artifact_enchantment_or_creature_with_flying": (
        "target artifact, enchantment, or creature with flying"
    ),
    "artifact_or_land": "target artifact or land",
    "creature_or_enchantment": "target creature or enchantment",
    "creature_or_land": "target creature or land",
    "nonbasic_land": "target nonbasic land",
    "noncreature_artifact": "target noncreature artifact",
    "noncreature_permanent": "target noncreature permanent",
    "nontoken_creature": "target nontoken creature",
    "creature_with_power_2_or_less": "target creature with power 2 or less",
    "creature_with_power_3_or_less": "target creature with power 3 or less",
    "creature_with_power_4_or_greater": "target creature with power 4 or greater",
    "creature_with_power_3_or_greater": "target creature with power 3 or greater",
    "creature_with_power_5_or_greater": "target creature with power 5 or greater",
    "opponents_creature_with_power_4_or_greater": (
        "target creature with power 4 or greater an opponent controls"
    ),
    "instant_or_sorcery_spell": "target instant or sorcery spell",
    "creature_card_in_your_graveyard": "target creature card from your graveyard",
    "artifact_card_in_your_graveyard": "target artifact card from your graveyard",
    "enchantment_card_in_your_graveyard": "target enchantment card from your graveyard",
    "instant_or_sorcery_card_in_your_graveyard": "target instant or sorcery card from your graveyard",
    "card_in_your_graveyard": "target card from your graveyard",
    "card_in_graveyard": "target card from a graveyard",
    "creature_card_in_a_graveyard": "target creature card from a graveyard",
    "card_in_an_opponents_graveyard": "target card from an opponent's graveyard",
    "opponent_or_planeswalker": "target opponent or planeswalker",
    "creature_you_dont_control": "target creature you don't control",
    "creature_token_you_control": "target creature token you control",
    "another_creature": "another target creature",
    "attacking_creature_with_lesser_power": "target attacking creature with lesser power",
    "attacking_creature_without_flying": "target attacking creature without flying",
    "another_artifact_or_creature_you_control": "another target artifact or creature you control",
    "creature_defending_player_controls": "target creature defending player controls",
    "non_dragon_creature_an_opponent_controls": "target non-Dragon creature an opponent controls",
    # 702.140a: the rules' words for a mutating creature spell's target (no card prints them)
    "non_human_creature_with_the_same_owner": (
        "target non-Human creature with the same owner as this spell"
    ),
    "creature_with_mana_value_2_or_less": "target creature with mana value 2 or less",
    "creature_with_mana_value_3_or_less": "target creature with mana value 3 or less",
    "permanent_you_control": "target permanent you control",
    "permanent_you_dont_control": "target permanent you don't control",
    "nonland_permanent_you_control": "target nonland permanent you control",
    "nonland_permanent_you_dont_control": "target nonland permanent you don't control",
    "artifact_enchantment_or_land": "target artifact, enchantment, or land",
    "creature_card_with_mana_value_2_or_less_in_your_graveyard": (
        "target creature card with mana value 2 or less from your graveyard"
    ),
    "creature_card_with_mana_value_3_or_less_in_your_graveyard": (
        "target creature card with mana value 3 or less from your graveyard"
    ),
    "artifact_or_creature_you_control": "target artifact or creature you control",
    "creature_or_vehicle": "target creature or Vehicle",
    "creature_or_vehicle_you_control": "target creature or Vehicle you control",
    "creature_or_vehicle_an_opponent_controls": "target creature or Vehicle an opponent controls",
    "another_creature_or_vehicle_you_control": "another target creature or Vehicle you control",
    "artifact_you_control": "target artifact you control",
    "nonartifact_nonblack_creature": "target nonartifact, nonblack creature",
    "another_creature_you_control": "another target creature you control",
    "another_nonland_permanent_you_control": "another target nonland permanent you control",
    "another_nonland_permanent": "another target nonland permanent",
    "another_artifact_card_in_your_graveyard": "another target artifact card from your graveyard",
    "nonland_permanent_an_opponent_controls": "target nonland permanent an opponent controls",
    "artifact_or_enchantment_an_opponent_controls": (
        "target artifact or enchantment an opponent controls"
    ),
    "creature_or_planeswalker_an_opponent_controls": (
        "target creature or planeswalker an opponent controls"
    ),
    "permanent_card_in_your_graveyard": "target permanent card from your graveyard",
    "creature_with_toughness_3_or_greater": "target creature with toughness 3 or greater",
    "permanent_card_mv_3_or_less_in_your_graveyard": (
        "target permanent card with mana value 3 or less from your graveyard"
    ),
    # 202.3 (engine.rules.targets.STACK_WORDS)
    **{f"spell_with_mana_value_{n}": f"target spell with mana value {n}" for n in range(1, 5)},
    **{
        f"spell_with_mana_value_{n}_or_less": f"target spell with mana value {n} or less"
        for n in range(1, 5)
    },
    "artifact_creature": "target artifact creature",
    "creature_or_enchantment_you_control": "target creature or enchantment you control",
    **{
        f"{c}_permanent": f"target {c} permanent"
        for c in ("white", "blue", "black", "red", "green")
    },
    **{
        f"another_{c}_creature_you_control": f"another target {c} creature you control"
        for c in ("white", "blue", "black", "red", "green")
    },
    "land_you_control": "target land you control",
    # Pulse of Murasa (engine.rules.targets.GRAVEYARD_WORDS)
    "creature_or_land_card_in_a_graveyard": "target creature or land card from a graveyard",
    # Temporary Insanity (engine.rules.targets.PERMANENT_WORDS)
    "creature_with_power_less_than_your_graveyard": (
        "target creature with power less than the number of cards in your graveyard"
    ),
    # Aquastrand Spider (engine.rules.targets.PERMANENT_WORDS)
    "creature_with_a_plus_one_counter": "target creature with a +1/+1 counter on it",
    # Mutant's Prey (engine.rules.targets.PERMANENT_WORDS)
    "creature_you_control_with_a_plus_one_counter": (
        "target creature you control with a +1/+1 counter on it"
    ),
    # Hunt the Hunter (engine.rules.targets.COLORED_WORDS)
    **{f"{c}_creature": f"target {c} creature" for c in ("white", "blue", "black", "red", "green")},
    **{
        f"{c}_creature_you_control": f"target {c} creature you control"
        for c in ("white", "blue", "black", "red", "green")
    },
    **{
        f"{c}_creature_an_opponent_controls": f"target {c} creature an opponent controls"
        for c in ("white", "blue", "black", "red", "green")
    },
}

# Target words for cards in a graveyard (engine.rules.targets.GRAVEYARD_WORDS), by whose
# graveyard: "return ... to your hand" needs a card of your own graveyard.
YOUR_GRAVEYARD_TARGETS = frozenset(
    {
        "creature_card_in_your_graveyard",
        "artifact_card_in_your_graveyard",
        "enchantment_card_in_your_graveyard",
        "instant_or_sorcery_card_in_your_graveyard",
        "card_in_your_graveyard",
        "permanent_card_in_your_graveyard",
        "creature_card_with_mana_value_2_or_less_in_your_graveyard",
        "creature_card_with_mana_value_3_or_less_in_your_graveyard",
        "another_artifact_card_in_your_graveyard",
        "permanent_card_mv_3_or_less_in_your_graveyard",
    }
)
GRAVEYARD_TARGETS = YOUR_GRAVEYARD_TARGETS | {
    "card_in_graveyard",
    "creature_card_in_a_graveyard",
    "card_in_an_opponents_graveyard",
    "creature_or_land_card_in_a_graveyard",
}

# Keywords the engine implements (engine.rules.keywords.IMPLEMENTED) as Oracle capitalizes them.
SIMPLE_KEYWORDS: tuple[str, ...] = (
    "Deathtouch",
    "Defender",
    "Double strike",
    "First strike",
    "Flash",
    "Flying",
    "Haste",
    "Hexproof",
    "Indestructible",
    "Infect",
    "Lifelink",
    "Menace",
    "Fear",
    "Intimidate",
    "Shadow",
    "Horsemanship",
    "Skulk",  # 702.118b (engine.rules.combat.restrictions)
    "Changeling",  # 702.73a (engine.rules.characteristics)
    "Phasing",
    "Reach",
    "Shroud",
    "Trample",
    "Vigilance",
    "Wither",
    "Undying",
    "Devoid",  # 702.114a (engine.rules.characteristics)
    "Exalted",  # 702.83a (engine.cards.keyword_abilities)
    "Melee",  # 702.121a (engine.cards.keyword_abilities, engine.mechanics.melee)
    # 702.124a: deck construction only, nothing to do in a game under way (engine.rules.keywords)
    "Partner",
    "Choose a Background",  # 702.124k
    "Doctor's companion",  # 702.124m
    # 702.124i: deck construction only, as partner
    "Partner—Character select",
    "Partner—Father & son",
    "Partner—Friends forever",
    "Partner—Survivors",
    "Exploit",  # 702.110a (engine.cards.keyword_abilities, engine.mechanics.exploit)
    "Battle cry",  # 702.91a (engine.cards.keyword_abilities)
    "Epic",  # 702.50a (engine.mechanics.epic)
    "Paradigm",  # 702.192a (engine.mechanics.paradigm)
    "Cipher",  # 702.99a (engine.mechanics.cipher)
    "Fuse",  # 702.102a (engine.mechanics.fuse: the cast action's "fuse")
    "Provoke",  # 702.39a (engine.cards.keyword_abilities, engine.mechanics.provoke)
    "Flanking",  # 702.25a (engine.cards.keyword_abilities)
    "Banding",  # 702.22 (engine.rules.combat.banding)
    "Compleated",  # 702.150a (engine.rules.loyalty, engine.rules.mana.pool)
    "Demonstrate",  # 702.144a (engine.cards.keyword_abilities, engine.mechanics.demonstrate)
    "Ravenous",  # 702.156a (engine.mechanics.ravenous, engine.cards.permanent_keywords)
    "Persist",  # 702.79a (engine.cards.keyword_abilities)
    "Prowess",  # 702.108a (engine.cards.keyword_abilities)
    "Storm",  # 702.40a (engine.cards.keyword_abilities, engine.mechanics.storm)
    "Conspire",  # 702.78a (engine.cards.keyword_abilities, engine.mechanics.conspire)
    "Bargain",  # 702.166a (engine.mechanics.bargain)
    "Rebound",  # 702.88a (engine.mechanics.rebound)
    "Cascade",  # 702.85a (engine.cards.keyword_abilities, engine.mechanics.cascade)
    "Daybound",  # 702.145b (engine.mechanics.day_and_night)
    "Nightbound",  # 702.145e (engine.mechanics.day_and_night)
    "Evolve",  # 702.100a (engine.cards.permanent_keywords)
    "Soulbond",  # 702.95a (engine.cards.keyword_abilities, engine.mechanics.soulbond)
    "Training",  # 702.149a (engine.cards.permanent_keywords)
    "Dethrone",  # 702.105a (engine.cards.permanent_keywords)
    "Myriad",  # 702.116a (engine.cards.keyword_abilities, engine.mechanics.myriad)
    "Enlist",  # 702.154a (engine.cards.keyword_abilities, engine.mechanics.enlist)
    "Living weapon",  # 702.92a (engine.cards.permanent_keywords)
    "For Mirrodin!",  # 702.163a (engine.cards.permanent_keywords)
    "Job select",  # 702.182a (engine.cards.permanent_keywords)
    "Increment",  # 702.191a (engine.cards.permanent_keywords, engine.mechanics.increment)
    "Start your engines!",  # 702.179a (engine.mechanics.speed: 704.5z)
    "Ingest",  # 702.115a (engine.cards.permanent_keywords, instruction exile_top)
    "Extort",  # 702.101a (engine.cards.permanent_keywords)
    "Mentor",  # 702.134a (engine.cards.combat_keywords)
    "Plainswalk",
    "Islandwalk",
    "Swampwalk",
    "Mountainwalk",
    "Forestwalk",
    "Delve",
    "Ascend",
    "Split second",  # 702.61a (engine.mechanics.split_second)
    "Convoke",  # 702.51a (engine.mechanics.convoke)
    "Improvise",  # 702.126a (engine.mechanics.improvise)
    "Assist",  # 702.132a (engine.mechanics.assist)
    "Affinity for artifacts",  # 702.41a (engine.mechanics.affinity)
    "Retrace",  # 702.81a (engine.mechanics.retrace)
    "Jump-start",  # 702.133a (engine.mechanics.jump_start)
    "Aftermath",  # 702.127a (engine.mechanics.aftermath)
    "Riot",  # 702.136a (engine.mechanics.riot)
    "Read ahead",  # 702.155 (engine.mechanics.sagas)
)

# What an Aura can enchant (303.4a, 702.5a): the target requirement its "Enchant ..." means.
ENCHANT_PHRASES: dict[str, str] = {
    "creature": "creature",
    "player": "player",
    "permanent": "permanent",
    "land": "land",
    "artifact": "artifact",
    "enchantment": "enchantment",
    "creature_you_control": "creature you control",
    "nonland_permanent": "nonland permanent",
    "artifact_or_enchantment": "artifact or enchantment",
    "creature_or_planeswalker": "creature or planeswalker",
    "artifact_or_creature": "artifact or creature",
    "creature_or_vehicle": "creature or Vehicle",
    "opponent": "opponent",
}

NUMBER_WORDS: tuple[str, ...] = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen", "twenty"),
)

COLOR_WORDS: dict[str, str] = {
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
}

# Players and groups an instruction can name, as the third-person subject of a sentence
# ("Target player draws", "Each opponent loses") and as an object ("to each opponent").
PLAYER_WORDS: dict[str, str] = {
    "each_player": "each player",
    "each_opponent": "each opponent",
}

# Groups of objects, by the reference word of engine.instructions.registry.refs.
GROUP_WORDS: dict[str, str] = {
    "each_creature": "each creature",
    "other_creatures": "each other creature",
    "all_creatures": "all creatures",
    "your_creatures": "creatures you control",
    "each_creature_you_control": "each creature you control",
    "each_creature_you_dont_control": "each creature you don't control",  # 702.96a (overload)
    "opponents_creatures": "creatures your opponents control",
    "attacking_creatures": "attacking creatures",
    "creatures_with:flying": "each creature with flying",
    "creatures_without:flying": "each creature without flying",
    "permanents:Artifact": "all artifacts",
    "permanents:Enchantment": "all enchantments",
    "permanents:Land": "all lands",
    # The megamorph Dragons of Dragons of Tarkir ("When ~ is turned face up, put a +1/+1 counter
    # on each other Dragon creature you control.")
    "your_other_creatures_of:Dragon": "each other Dragon creature you control",
    "your_other_creatures": "other creatures you control",
    "each_other_creature_you_control": "each other creature you control",
    # 202.3: "detain each nonland permanent your opponents control with mana value 4 or less"
    # (engine.vocabulary.references.OpponentsNonlandPermanentsWithManaValue)
    **{
        f"opponents_nonland_permanents_mv_at_most:{n}": (
            f"each nonland permanent your opponents control with mana value {n} or less"
        )
        for n in range(1, 8)
    },
    # 122.1: the creatures with a counter of a kind on them ("Each creature you control with a
    # +1/+1 counter on it gains trample until end of turn.", engine.vocabulary.references.
    # CreaturesWithCounter)
    **{
        f"{prefix}:{kind}": f"each {words}creature {whose}with a {kind} counter on it"
        for prefix, words, whose in (
            ("creatures_with_counter", "", ""),
            ("your_creatures_with_counter", "", "you control "),
            ("your_other_creatures_with_counter", "other ", "you control "),
        )
        for kind in ("+1/+1", "-1/-1")
    },
    # 105.2: "White creatures you control also gain first strike until end of turn."
    # (engine.oracle.grammar.also_gain)
    **{
        f"your_creatures_of_color:{letter}": f"{word} creatures you control"
        for letter, word in (
            ("W", "white"),
            ("U", "blue"),
            ("B", "black"),
            ("R", "red"),
            ("G", "green"),
        )
    },
}

STEP_PHRASES: dict[tuple[str, str], str] = {
    ("upkeep", "your"): "at the beginning of your upkeep",
    ("upkeep", "each"): "at the beginning of each upkeep",
    ("end", "your"): "at the beginning of your end step",
    ("end", "each"): "at the beginning of the end step",
    ("draw", "your"): "at the beginning of your draw step",
    ("beginning_of_combat", "your"): "at the beginning of combat on your turn",
    ("precombat_main", "your"): "at the beginning of your precombat main phase",
    ("upkeep", "enchanted"): "at the beginning of the upkeep of enchanted creature's controller",
    # "that player" of these is the player whose step it is, the active player (503.1, 504.1)
    ("upkeep", "each_player"): "at the beginning of each player's upkeep",
    ("draw", "each_player"): "at the beginning of each player's draw step",
    ("end", "each_player"): "at the beginning of each player's end step",
    ("beginning_of_combat", "each"): "at the beginning of each combat",  # 507.1
    ("end_of_combat", "each"): "at end of combat",  # 511.2: as the end of combat step begins
    ("postcombat_main", "your"): "at the beginning of your postcombat main phase",  # 505.1a
    ("end", "opponent"): "at the beginning of each opponent's end step",
    ("upkeep", "opponent"): "at the beginning of each opponent's upkeep",
    # 507.1; "that player" is the active player (engine.rules.triggers._step_player)
    ("beginning_of_combat", "opponent"): "at the beginning of combat on each opponent's turn",
    ("beginning_of_combat", "each_player"): "at the beginning of combat on each player's turn",
}


def number_word(n: int) -> str:
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def word_number(word: str) -> int:
    word = word.lower()
    return NUMBER_WORDS.index(word) if word in NUMBER_WORDS else int(word)


# Ability words (207.2c): they tie together cards with similar functionality and have no rules
# meaning, so a line's ability word is kept only as how the line is printed ("Descend 4" as
# 207.2c lists it, its number part of the word).
ABILITY_WORDS: frozenset[str] = frozenset(
    {
        "Adamant",
        "Addendum",
        "Alliance",
        "Battalion",
        "Bloodrush",
        "Celebration",
        "Channel",
        "Chroma",
        "Cohort",
        "Constellation",
        "Converge",
        "Corrupted",
        "Council's dilemma",
        "Coven",
        "Delirium",
        "Descend 4",
        "Descend 8",
        "Disappear",
        "Domain",
        "Eerie",
        "Eminence",
        "Enrage",
        "Fateful hour",
        "Fathomless descent",
        "Ferocious",
        "Flurry",
        "Formidable",
        "Grandeur",
        "Hellbent",
        "Heroic",
        "Imprint",
        "Infusion",
        "Inspired",
        "Join forces",
        "Kinship",
        "Landfall",
        "Lieutenant",
        "Magecraft",
        "Metalcraft",
        "Morbid",
        "Opus",
        "Pack tactics",
        "Paradox",
        "Parley",
        "Radiance",
        "Raid",
        "Rally",
        "Renew",
        "Repartee",
        "Revolt",
        "Secret council",
        "Spell mastery",
        "Strive",
        "Survival",
        "Sweep",
        "Tempting offer",
        "Threshold",
        "Undergrowth",
        "Valiant",
        "Vivid",
        "Void",
        "Will of the council",
    }
)
