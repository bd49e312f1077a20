"""Closed sets of words: conditions, target requirements, trigger parameters."""

from __future__ import annotations

import enum


class Condition(enum.StrEnum):
    """What an instruction's "if" / "unless" may test as the spell resolves (608.2c)."""

    CITYS_BLESSING = "citys_blessing"  # the controller has the city's blessing (702.131)
    PAID = "paid"  # an earlier "you may pay" of the same resolution was paid (603.5)
    METALCRAFT = "metalcraft"  # the controller controls three or more artifacts
    KICKED = "kicked"  # the spell, or the permanent it became, was kicked (702.33d)
    BARGAINED = "bargained"  # the spell, or the permanent it became, was bargained (702.166b)
    GIFT_PROMISED = "gift_promised"  # its gift was promised (702.174k, engine.mechanics.gift)
    # evidence was collected for the spell, or the permanent it became (701.59c)
    EVIDENCE_COLLECTED = "evidence_collected"
    # engine.rules.resolution_conditions: River of Tears, the Urza's lands
    PLAYED_LAND_THIS_TURN = "played_land_this_turn"  # the controller played a land (305.1)
    URZA_MINE_AND_POWER_PLANT = "urza_mine_and_power_plant"
    URZA_MINE_AND_TOWER = "urza_mine_and_tower"
    URZA_POWER_PLANT_AND_TOWER = "urza_power_plant_and_tower"
    # engine.rules.resolution_conditions.SOURCE_CONDITIONS: the depletion lands' "If there are
    # no depletion counters on ~, sacrifice it." (122.1)
    NO_DEPLETION_COUNTERS = "no_depletion_counters"
    # engine.mechanics.turn_history: this turn's facts (morbid, raid, revolt: 207.2c)
    ATTACKED_THIS_TURN = "attacked_this_turn"
    CREATURE_DIED_THIS_TURN = "creature_died_this_turn"
    PERMANENT_LEFT_THIS_TURN = "permanent_left_this_turn"
    GAINED_LIFE_THIS_TURN = "gained_life_this_turn"
    DISCARDED_THIS_TURN = "discarded_this_turn"  # 701.9a
    # engine.rules.resolution_conditions: hellbent, threshold (207.2c)
    NO_CARDS_IN_HAND = "no_cards_in_hand"
    # engine.rules.resolution_conditions: "If it's your turn, ..." (the Fated cards; 500.1: the
    # active player's turn)
    YOUR_TURN = "your_turn"
    GRAVEYARD_AT_LEAST_SEVEN = "graveyard_at_least_seven"
    # engine.mechanics.resolution_counts: "If this is the third time this ability has resolved
    # this turn" (the ability's source and which of its abilities, 400.7)
    FIRST_RESOLUTION_THIS_TURN = "first_resolution_this_turn"
    SECOND_RESOLUTION_THIS_TURN = "second_resolution_this_turn"
    THIRD_RESOLUTION_THIS_TURN = "third_resolution_this_turn"
    # engine.oracle.grammar.target_type_riders: "If it's a Vampire, ..." — the spell's one
    # target has the creature type as it resolves (205.3m, 608.2c)
    # engine.mechanics.clash: "If you win, ..." after "Clash with an opponent." (701.30d)
    WON_CLASH = "won_clash"
    # engine.instructions.chosen_cards: "If you don't, ..." after "You may put a land card from
    # among them into your hand." (608.2d: the player chose none)
    NONE_CHOSEN = "none_chosen"
    # "If you can't, ..." after "Put a land card from among the milled cards into your hand."
    NONE_FOUND = "none_found"
    TARGET_IS_VAMPIRE = "target_is_vampire"
    TARGET_IS_SPIRIT = "target_is_spirit"


class TargetWord(enum.StrEnum):
    """Target requirements (115.1): what each target of a spell or ability must be. The checks
    are in engine.rules.targets."""

    ANY = "any"
    CREATURE = "creature"
    PLAYER = "player"
    OPPONENT = "opponent"
    PERMANENT = "permanent"
    SPELL = "spell"
    CREATURE_OR_PLANESWALKER = "creature_or_planeswalker"
    LAND = "land"
    ARTIFACT = "artifact"
    ENCHANTMENT = "enchantment"
    CREATURE_YOU_CONTROL = "creature_you_control"
    CARD_IN_GRAVEYARD = "card_in_graveyard"
    PLAYER_OR_PLANESWALKER = "player_or_planeswalker"
    NONBLACK_CREATURE = "nonblack_creature"
    NONARTIFACT_CREATURE = "nonartifact_creature"
    NONLEGENDARY_CREATURE = "nonlegendary_creature"
    CREATURE_WITH_FLYING = "creature_with_flying"
    CREATURE_WITHOUT_FLYING = "creature_without_flying"
    ENCHANTMENT_CARD_IN_YOUR_GRAVEYARD = "enchantment_card_in_your_graveyard"
    CREATURE_WITH_POWER_4_OR_LESS = "creature_with_power_4_or_less"
    TAPPED_CREATURE = "tapped_creature"
    UNTAPPED_CREATURE = "untapped_creature"
    ATTACKING_CREATURE = "attacking_creature"
    ATTACKING_OR_BLOCKING_CREATURE = "attacking_or_blocking_creature"
    ARTIFACT_OR_ENCHANTMENT = "artifact_or_enchantment"
    ARTIFACT_CREATURE = "artifact_creature"
    NONLAND_PERMANENT = "nonland_permanent"
    CREATURE_AN_OPPONENT_CONTROLS = "creature_an_opponent_controls"
    CREATURE_SPELL = "creature_spell"
    NONCREATURE_SPELL = "noncreature_spell"
    INSTANT_SPELL = "instant_spell"
    ACTIVATED_OR_TRIGGERED_ABILITY = "activated_or_triggered_ability"
    SPELL_OR_ABILITY = "spell_or_ability"
    ARTIFACT_OR_CREATURE = "artifact_or_creature"
    # three card types (205.2a), one of them maybe qualified (115.1)
    ARTIFACT_CREATURE_OR_LAND = "artifact_creature_or_land"
    ARTIFACT_CREATURE_OR_ENCHANTMENT = "artifact_creature_or_enchantment"
    ARTIFACT_CREATURE_OR_PLANESWALKER = "artifact_creature_or_planeswalker"
    CREATURE_PLANESWALKER_OR_BATTLE = "creature_planeswalker_or_battle"
    CREATURE_WITH_POWER_3_OR_GREATER = "creature_with_power_3_or_greater"
    CREATURE_WITH_POWER_5_OR_GREATER = "creature_with_power_5_or_greater"
    ARTIFACT_ENCHANTMENT_OR_CREATURE_WITH_FLYING = "artifact_enchantment_or_creature_with_flying"
    ARTIFACT_OR_LAND = "artifact_or_land"
    CREATURE_OR_ENCHANTMENT = "creature_or_enchantment"
    CREATURE_OR_LAND = "creature_or_land"
    NONBASIC_LAND = "nonbasic_land"
    NONCREATURE_ARTIFACT = "noncreature_artifact"
    NONCREATURE_PERMANENT = "noncreature_permanent"
    NONTOKEN_CREATURE = "nontoken_creature"
    CREATURE_WITH_POWER_2_OR_LESS = "creature_with_power_2_or_less"
    CREATURE_WITH_POWER_3_OR_LESS = "creature_with_power_3_or_less"
    CREATURE_WITH_POWER_4_OR_GREATER = "creature_with_power_4_or_greater"
    OPPONENTS_CREATURE_WITH_POWER_4_OR_GREATER = "opponents_creature_with_power_4_or_greater"
    INSTANT_OR_SORCERY_SPELL = "instant_or_sorcery_spell"
    CREATURE_CARD_IN_YOUR_GRAVEYARD = "creature_card_in_your_graveyard"
    ARTIFACT_CARD_IN_YOUR_GRAVEYARD = "artifact_card_in_your_graveyard"
    INSTANT_OR_SORCERY_CARD_IN_YOUR_GRAVEYARD = "instant_or_sorcery_card_in_your_graveyard"
    CARD_IN_YOUR_GRAVEYARD = "card_in_your_graveyard"
    CREATURE_CARD_IN_A_GRAVEYARD = "creature_card_in_a_graveyard"
    CARD_IN_AN_OPPONENTS_GRAVEYARD = "card_in_an_opponents_graveyard"
    OPPONENT_OR_PLANESWALKER = "opponent_or_planeswalker"
    CREATURE_YOU_DONT_CONTROL = "creature_you_dont_control"
    CREATURE_TOKEN_YOU_CONTROL = "creature_token_you_control"
    # "another target creature" of an ability: a creature other than the ability's source
    ANOTHER_CREATURE = "another_creature"
    # mentor (702.134a): an attacking creature with power less than the source's
    ATTACKING_CREATURE_WITH_LESSER_POWER = "attacking_creature_with_lesser_power"
    # Quicksand, Pit Trap: "target attacking creature without flying"
    ATTACKING_CREATURE_WITHOUT_FLYING = "attacking_creature_without_flying"
    # "another target artifact or creature you control": other than the ability's source
    ANOTHER_ARTIFACT_OR_CREATURE_YOU_CONTROL = "another_artifact_or_creature_you_control"
    # of an attack trigger: a creature the defending player controls (508.5)
    CREATURE_DEFENDING_PLAYER_CONTROLS = "creature_defending_player_controls"
    NON_DRAGON_CREATURE_AN_OPPONENT_CONTROLS = "non_dragon_creature_an_opponent_controls"
    # a mutating creature spell's target (702.140a): a non-Human creature with the same owner as
    # the spell
    NON_HUMAN_CREATURE_WITH_THE_SAME_OWNER = "non_human_creature_with_the_same_owner"
    # "target creature with mana value 3 or less" (Claim the Firstborn): its mana value now
    CREATURE_WITH_MANA_VALUE_2_OR_LESS = "creature_with_mana_value_2_or_less"
    CREATURE_WITH_MANA_VALUE_3_OR_LESS = "creature_with_mana_value_3_or_less"
    PERMANENT_YOU_CONTROL = "permanent_you_control"
    PERMANENT_YOU_DONT_CONTROL = "permanent_you_dont_control"
    NONLAND_PERMANENT_YOU_CONTROL = "nonland_permanent_you_control"
    NONLAND_PERMANENT_YOU_DONT_CONTROL = "nonland_permanent_you_dont_control"
    ARTIFACT_ENCHANTMENT_OR_LAND = "artifact_enchantment_or_land"
    # Unearth (the card): "target creature card with mana value 3 or less from your graveyard"
    CREATURE_CARD_WITH_MANA_VALUE_2_OR_LESS_IN_YOUR_GRAVEYARD = (
        "creature_card_with_mana_value_2_or_less_in_your_graveyard"
    )
    CREATURE_CARD_WITH_MANA_VALUE_3_OR_LESS_IN_YOUR_GRAVEYARD = (
        "creature_card_with_mana_value_3_or_less_in_your_graveyard"
    )
    ARTIFACT_OR_CREATURE_YOU_CONTROL = "artifact_or_creature_you_control"
    # "target creature or Vehicle": a creature, or a permanent with the subtype Vehicle (301.7)
    CREATURE_OR_VEHICLE = "creature_or_vehicle"
    CREATURE_OR_VEHICLE_YOU_CONTROL = "creature_or_vehicle_you_control"
    CREATURE_OR_VEHICLE_AN_OPPONENT_CONTROLS = "creature_or_vehicle_an_opponent_controls"
    ANOTHER_CREATURE_OR_VEHICLE_YOU_CONTROL = "another_creature_or_vehicle_you_control"
    ARTIFACT_YOU_CONTROL = "artifact_you_control"
    NONARTIFACT_NONBLACK_CREATURE = "nonartifact_nonblack_creature"
    # "another target creature you control": one of yours other than the ability's source
    ANOTHER_CREATURE_YOU_CONTROL = "another_creature_you_control"
    # "another target nonland permanent you control" (airbend, 701.65a): not the source either
    ANOTHER_NONLAND_PERMANENT_YOU_CONTROL = "another_nonland_permanent_you_control"
    ANOTHER_NONLAND_PERMANENT = "another_nonland_permanent"
    # "another target artifact card from your graveyard": not the ability's source card
    ANOTHER_ARTIFACT_CARD_IN_YOUR_GRAVEYARD = "another_artifact_card_in_your_graveyard"
    NONLAND_PERMANENT_AN_OPPONENT_CONTROLS = "nonland_permanent_an_opponent_controls"
    ARTIFACT_OR_ENCHANTMENT_AN_OPPONENT_CONTROLS = "artifact_or_enchantment_an_opponent_controls"
    CREATURE_OR_PLANESWALKER_AN_OPPONENT_CONTROLS = "creature_or_planeswalker_an_opponent_controls"
    # "target permanent card from your graveyard" (110.4b: a permanent card)
    PERMANENT_CARD_IN_YOUR_GRAVEYARD = "permanent_card_in_your_graveyard"
    CREATURE_WITH_TOUGHNESS_3_OR_GREATER = "creature_with_toughness_3_or_greater"
    # Sun Titan: "target permanent card with mana value 3 or less from your graveyard"
    PERMANENT_CARD_MV_3_OR_LESS_IN_YOUR_GRAVEYARD = "permanent_card_mv_3_or_less_in_your_graveyard"
    # a spell with a mana value (202.3; X counts as chosen on the stack, 202.3e)
    SPELL_WITH_MANA_VALUE_1 = "spell_with_mana_value_1"
    SPELL_WITH_MANA_VALUE_2 = "spell_with_mana_value_2"
    SPELL_WITH_MANA_VALUE_3 = "spell_with_mana_value_3"
    SPELL_WITH_MANA_VALUE_4 = "spell_with_mana_value_4"
    SPELL_WITH_MANA_VALUE_1_OR_LESS = "spell_with_mana_value_1_or_less"
    SPELL_WITH_MANA_VALUE_2_OR_LESS = "spell_with_mana_value_2_or_less"
    SPELL_WITH_MANA_VALUE_3_OR_LESS = "spell_with_mana_value_3_or_less"
    SPELL_WITH_MANA_VALUE_4_OR_LESS = "spell_with_mana_value_4_or_less"
    # the Paladins: "target black permanent" (105.2: a permanent of that color)
    WHITE_PERMANENT = "white_permanent"
    BLUE_PERMANENT = "blue_permanent"
    BLACK_PERMANENT = "black_permanent"
    RED_PERMANENT = "red_permanent"
    GREEN_PERMANENT = "green_permanent"
    # the Paragons: "another target red creature you control" (not the source either)
    ANOTHER_WHITE_CREATURE_YOU_CONTROL = "another_white_creature_you_control"
    ANOTHER_BLUE_CREATURE_YOU_CONTROL = "another_blue_creature_you_control"
    ANOTHER_BLACK_CREATURE_YOU_CONTROL = "another_black_creature_you_control"
    ANOTHER_RED_CREATURE_YOU_CONTROL = "another_red_creature_you_control"
    ANOTHER_GREEN_CREATURE_YOU_CONTROL = "another_green_creature_you_control"
    # Alseid of Life's Bounty: "target creature or enchantment you control"
    CREATURE_OR_ENCHANTMENT_YOU_CONTROL = "creature_or_enchantment_you_control"
    # Elemental Uprising: "target land you control"
    LAND_YOU_CONTROL = "land_you_control"
    # Pulse of Murasa: "target creature or land card from a graveyard"
    CREATURE_OR_LAND_CARD_IN_A_GRAVEYARD = "creature_or_land_card_in_a_graveyard"
    # Temporary Insanity: "target creature with power less than the number of cards in your
    # graveyard"
    CREATURE_WITH_POWER_LESS_THAN_YOUR_GRAVEYARD = "creature_with_power_less_than_your_graveyard"
    # Aquastrand Spider: "target creature with a +1/+1 counter on it"
    CREATURE_WITH_A_PLUS_ONE_COUNTER = "creature_with_a_plus_one_counter"
    # "target creature you control with a +1/+1 counter on it" (Mutant's Prey)
    CREATURE_YOU_CONTROL_WITH_A_PLUS_ONE_COUNTER = "creature_you_control_with_a_plus_one_counter"
    # "target green creature", "target green creature you control", "target green creature an
    # opponent controls" (Hunt the Hunter; 105.2: a creature of that color)
    WHITE_CREATURE = "white_creature"
    WHITE_CREATURE_YOU_CONTROL = "white_creature_you_control"
    WHITE_CREATURE_AN_OPPONENT_CONTROLS = "white_creature_an_opponent_controls"
    BLUE_CREATURE = "blue_creature"
    BLUE_CREATURE_YOU_CONTROL = "blue_creature_you_control"
    BLUE_CREATURE_AN_OPPONENT_CONTROLS = "blue_creature_an_opponent_controls"
    BLACK_CREATURE = "black_creature"
    BLACK_CREATURE_YOU_CONTROL = "black_creature_you_control"
    BLACK_CREATURE_AN_OPPONENT_CONTROLS = "black_creature_an_opponent_controls"
    RED_CREATURE = "red_creature"
    RED_CREATURE_YOU_CONTROL = "red_creature_you_control"
    RED_CREATURE_AN_OPPONENT_CONTROLS = "red_creature_an_opponent_controls"
    GREEN_CREATURE = "green_creature"
    GREEN_CREATURE_YOU_CONTROL = "green_creature_you_control"
    GREEN_CREATURE_AN_OPPONENT_CONTROLS = "green_creature_an_opponent_controls"


TARGET_WORDS = tuple(w.value for w in TargetWord)

# Target words with parameters, spelled "prefix:..." (the requirements of engine.rules.targets):
# - "your_graveyard_card:SUBTYPE:N": a card of that subtype with mana value N or less in your
#   graveyard (soulshift, 702.46a: "target Spirit card with mana value N or less from your
#   graveyard").
GRAVEYARD_CARD_PREFIX = "your_graveyard_card"
# - "other:WORD": WORD, and none of the ability's earlier targets ("another target creature"
#   after a target; the second of "two target creatures", 115.3: one instance of "target").
# - "sharing_type:WORD": WORD, and not the ability's previous target, with which it shares a
#   permanent type ("two target permanents that share a permanent type").
# Both are checked by engine.rules.target_relations.
OTHER_PREFIX = "other"
SHARING_TYPE_PREFIX = "sharing_type"
# - "sharing_artifact_or_creature_type:WORD": WORD, not the previous target, and sharing the
#   type artifact or the type creature with it ("target artifact or creature and another target
#   permanent that shares one of those types with it", Legerdemain).
SHARING_ARTIFACT_OR_CREATURE_PREFIX = "sharing_artifact_or_creature_type"
RELATION_PREFIXES = (OTHER_PREFIX, SHARING_TYPE_PREFIX, SHARING_ARTIFACT_OR_CREATURE_PREFIX)
# - "subtype:SUBTYPE", "subtype_you_control:SUBTYPE", "another_subtype_you_control:SUBTYPE": a
#   permanent with that subtype ("target Knight", "target Vampire you control", "another target
#   Merfolk you control": not the ability's source, 115.1).
#   "subtype_creature:SUBTYPE" is a creature with that subtype ("target Soldier creature": not a
#   Kindred permanent of that type that isn't a creature, 308.4); "subtype_creature_you_control:
#   SUBTYPE" is one its controller controls ("target Beast creature you control");
#   "subtype_token_you_control:SUBTYPE" is a token with that subtype you control ("target
#   Incubator token you control", 111.1)
SUBTYPE_TARGET_PREFIXES = (
    "subtype",
    "subtype_you_control",
    "another_subtype_you_control",
    "subtype_creature",
    "subtype_creature_you_control",
    "subtype_token_you_control",
)
TARGET_FAMILIES = (
    f"{GRAVEYARD_CARD_PREFIX}:SUBTYPE:N",
    f"{OTHER_PREFIX}:WORD",
    f"{SHARING_TYPE_PREFIX}:WORD",
    f"{SHARING_ARTIFACT_OR_CREATURE_PREFIX}:WORD",
    *(f"{prefix}:SUBTYPE" for prefix in SUBTYPE_TARGET_PREFIXES),
    "any_number:WORD",
    "x_number:WORD",
    "up_to:N:WORD",
    "spell_with_mana_value_at_most_count:COUNT",
    "that_player_controls:WORD",
    "controlled_by:PLAYER:WORD",
)
# - "that_player_controls:WORD": WORD, controlled by the player the ability's trigger event
#   named ("destroy target artifact that player controls" of "Whenever ~ deals combat damage to a
#   player"). That player is known as the ability triggers, so before its targets are chosen
#   (603.3d, 601.2c); engine.rules.bound_targets binds the word to "controlled_by:PLAYER:WORD"
#   for the choice and again for the check on resolution (608.2b). Unbound, it allows nothing.
THAT_PLAYER_CONTROLS_PREFIX = "that_player_controls"
CONTROLLED_BY_PREFIX = "controlled_by"


def bound_controller_word(word: str) -> tuple[str | None, str] | None:
    """The player ("controlled_by:PLAYER:WORD"; None for an unbound "that_player_controls:WORD")
    and the plain target word of a word of those families, or None."""
    prefix, _, rest = word.partition(":")
    if prefix == THAT_PLAYER_CONTROLS_PREFIX and rest in TARGET_WORDS:
        return None, rest
    if prefix == CONTROLLED_BY_PREFIX:
        player, _, plain = rest.rpartition(":")
        if player and plain in TARGET_WORDS:
            return player, plain
    return None


# - "spell_with_mana_value_at_most_count:COUNT": a spell whose mana value is at most the count
#   (a count of engine.rules.defined_pt, from the ability's controller's point of view), counted
#   as the target is chosen and again as the ability resolves (601.2c, 608.2b): "target spell
#   with mana value X or less, where X is the number of Faeries you control" (Spellstutter
#   Sprite).
COUNTED_SPELL_PREFIX = "spell_with_mana_value_at_most_count"


def counted_spell_word(word: str) -> str | None:
    """The count a "spell_with_mana_value_at_most_count:COUNT" word names, or None."""
    prefix, _, count = word.partition(":")
    return count if prefix == COUNTED_SPELL_PREFIX and count else None


# - "any_number:WORD": any number of different targets fitting WORD, none at all included
#   ("any number of target players", 601.2c, 115.3, 115.6); engine.rules.variable_targets.
ANY_NUMBER_PREFIX = "any_number"
# - "x_number:WORD": X different targets fitting WORD, X the value announced for the spell's
#   {X} (601.2b), none at all for X=0 ("Return X target creature cards ...", 601.2c, 115.6);
#   engine.rules.variable_targets.
X_NUMBER_PREFIX = "x_number"
# - "up_to_x:WORD": from none to X different targets fitting WORD, X the value announced for the
#   spell's {X} (601.2b) before its targets (601.2c): "Support X." (701.41a) on a spell with {X}
#   in its mana cost; engine.rules.variable_targets.
UP_TO_X_PREFIX = "up_to_x"


# - "up_to:N:WORD": from none to N different targets fitting WORD, as many as its controller
#   chooses ("up to one target creature", 601.2c, 115.3, 115.6); engine.rules.variable_targets.
UP_TO_PREFIX = "up_to"


def up_to_word(word: str) -> tuple[int, str] | None:
    """The most targets an "up_to:N:WORD" word allows and the target word it repeats, or None."""
    prefix, _, rest = word.partition(":")
    most, _, plain = rest.partition(":")
    if prefix != UP_TO_PREFIX or not most.isdigit() or int(most) < 1:
        return None
    variable = plain.partition(":")[0] in (
        ANY_NUMBER_PREFIX,
        X_NUMBER_PREFIX,
        UP_TO_PREFIX,
        UP_TO_X_PREFIX,
    )
    # A second target is "other:WORD" (115.3), a family only plain words have.
    if variable or not is_target_word(plain) or (int(most) > 1 and plain not in TARGET_WORDS):
        return None
    return int(most), plain


def any_number_word(word: str) -> str | None:
    """The plain target word an "any_number:WORD" (or "x_number:WORD", "up_to_x:WORD") word
    repeats, or None."""
    prefix, _, rest = word.partition(":")
    variable = (ANY_NUMBER_PREFIX, X_NUMBER_PREFIX, UP_TO_X_PREFIX)
    return rest if prefix in variable and rest in TARGET_WORDS else None


def up_to_x_word(word: str) -> str | None:
    """The plain target word an "up_to_x:WORD" word repeats up to X times, or None."""
    prefix, _, rest = word.partition(":")
    return rest if prefix == UP_TO_X_PREFIX and rest in TARGET_WORDS else None


def x_word(word: str) -> str | None:
    """The plain word of a target word whose count depends on X ("x_number:WORD",
    "up_to_x:WORD"), or None."""
    return x_number_word(word) or up_to_x_word(word)


def x_number_word(word: str) -> str | None:
    """The plain target word an "x_number:WORD" word repeats X times, or None."""
    prefix, _, rest = word.partition(":")
    return rest if prefix == X_NUMBER_PREFIX and rest in TARGET_WORDS else None


def graveyard_card_word(word: str) -> tuple[str, int] | None:
    """The subtype and largest mana value a "your_graveyard_card:SUBTYPE:N" word names."""
    prefix, _, rest = word.partition(":")
    subtype, _, most = rest.partition(":")
    if prefix != GRAVEYARD_CARD_PREFIX or not subtype or not most.isdigit():
        return None
    return subtype, int(most)


def related_word(word: str) -> tuple[str, str] | None:
    """The relation ("other" or "sharing_type") and the plain target word of a word of those
    families, or None."""
    prefix, _, rest = word.partition(":")
    if prefix not in RELATION_PREFIXES or rest not in TARGET_WORDS:
        return None
    return prefix, rest


def base_target_word(word: str) -> str:
    """The target word a relation word narrows (the word itself for any other)."""
    controlled = bound_controller_word(word)
    if controlled is not None:
        return controlled[1]
    related = related_word(word)
    up_to = up_to_word(word)
    if up_to is not None:
        return base_target_word(up_to[1])
    if related is None and any_number_word(word) is not None:
        return word.partition(":")[2]
    return related[1] if related is not None else word


def subtype_target_word(word: str) -> tuple[str, str] | None:
    """The prefix and the subtype a "subtype...:SUBTYPE" word names."""
    prefix, _, subtype = word.partition(":")
    if prefix not in SUBTYPE_TARGET_PREFIXES or not subtype or ":" in subtype:
        return None
    return prefix, subtype


def is_target_word(word: object) -> bool:
    return isinstance(word, str) and (
        word in TARGET_WORDS
        or graveyard_card_word(word) is not None
        or related_word(word) is not None
        or subtype_target_word(word) is not None
        or any_number_word(word) is not None
        or counted_spell_word(word) is not None
        or up_to_word(word) is not None
        or bound_controller_word(word) is not None
    )
