"""Targets (115): what a target requirement allows, and legality when chosen and on resolution.

A requirement is a word from a small vocabulary ("any", "creature", "player", "opponent",
"permanent", "spell", "creature_or_planeswalker", "land", "artifact", "enchantment",
"creature_you_control", "card_in_graveyard", and the words of `PERMANENT_WORDS` and
`STACK_WORDS`: "nonblack_creature", "player_or_planeswalker", "noncreature_spell", ...).
Hexproof, shroud and protection apply to every one of them (702.11, 702.18, 702.16b).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.core.state import GameObject, GameState, Zone
from engine.rules import defined_pt
from engine.rules.characteristics import Chars, chars
from engine.rules.combat.queries import attack_defending_player
from engine.rules.effects.player_abilities import PLAYER_HEXPROOF, PLAYER_SHROUD, player_has
from engine.rules.effects.protection import (
    hexproof_from,
    hexproof_quality,
    protected_from,
    protecting_quality,
    quality_words,
)
from engine.rules.pipeline import name_of
from engine.vocabulary.words import (
    TARGET_WORDS,
    base_target_word,
    bound_controller_word,
    counted_spell_word,
    graveyard_card_word,
    subtype_target_word,
)

# The target words are declared in engine.vocabulary.words.TargetWord; this module checks them.
REQUIREMENTS = TARGET_WORDS

# Permanent words beyond a plain card type: the types a permanent needs (any one of them) and a
# further test of the permanent (its characteristics, who controls it, combat).
Test = Callable[[GameState, GameObject, Chars, str], bool]
_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _of_color(color: str) -> Test:
    return lambda s, o, c, p: color in c.colors


def _yours_of_color(color: str) -> Test:
    return lambda s, o, c, p: color in c.colors and o.controller == p


def _theirs_of_color(color: str) -> Test:
    return lambda s, o, c, p: color in c.colors and o.controller != p


# "target black permanent" (105.2); "another target red creature you control" (the source is
# left out by SOURCE_TESTS).
COLORED_WORDS: dict[str, tuple[frozenset[str], Test]] = {
    **{f"{name}_permanent": (frozenset(), _of_color(c)) for c, name in _COLORS.items()},
    **{
        f"another_{name}_creature_you_control": (frozenset({"Creature"}), _yours_of_color(c))
        for c, name in _COLORS.items()
    },
    # "target green creature", "... you control", "... an opponent controls" (105.2, 115.1)
    **{f"{name}_creature": (frozenset({"Creature"}), _of_color(c)) for c, name in _COLORS.items()},
    **{
        f"{name}_creature_you_control": (frozenset({"Creature"}), _yours_of_color(c))
        for c, name in _COLORS.items()
    },
    **{
        f"{name}_creature_an_opponent_controls": (frozenset({"Creature"}), _theirs_of_color(c))
        for c, name in _COLORS.items()
    },
}


def _creature_or_vehicle(c: Chars) -> bool:
    return c.is_type("Creature") or "Vehicle" in c.subtypes


PERMANENT_WORDS: dict[str, tuple[frozenset[str], Test]] = {
    "player_or_planeswalker": (frozenset({"Planeswalker"}), lambda s, o, c, p: True),
    "opponent_or_planeswalker": (frozenset({"Planeswalker"}), lambda s, o, c, p: True),
    "nonblack_creature": (frozenset({"Creature"}), lambda s, o, c, p: "B" not in c.colors),
    "nonartifact_creature": (frozenset({"Creature"}), lambda s, o, c, p: not c.is_type("Artifact")),
    "nonlegendary_creature": (
        frozenset({"Creature"}),
        lambda s, o, c, p: "Legendary" not in c.supertypes,
    ),
    "creature_with_flying": (frozenset({"Creature"}), lambda s, o, c, p: c.has("flying")),
    "creature_without_flying": (frozenset({"Creature"}), lambda s, o, c, p: not c.has("flying")),
    # "target creature with power 4 or less" (Wrangle): its power now (115.1, 608.2b on
    # resolution).
    "creature_with_power_4_or_less": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.power is not None and c.power <= 4,
    ),
    "tapped_creature": (frozenset({"Creature"}), lambda s, o, c, p: o.tapped),
    # "target untapped creature" (Piercing Rays): untapped now (115.1, 608.2b on resolution)
    "untapped_creature": (frozenset({"Creature"}), lambda s, o, c, p: not o.tapped),
    "attacking_creature": (
        frozenset({"Creature"}),
        lambda s, o, c, p: s.combat is not None and s.combat.is_attacking(o.id),
    ),
    "attacking_or_blocking_creature": (
        frozenset({"Creature"}),
        lambda s, o, c, p: (
            s.combat is not None and (s.combat.is_attacking(o.id) or o.id in s.combat.blocker_ids())
        ),
    ),
    "artifact_or_enchantment": (frozenset({"Artifact", "Enchantment"}), lambda s, o, c, p: True),
    # "target artifact creature" (modular, 702.43a): both card types.
    "artifact_creature": (frozenset({"Creature"}), lambda s, o, c, p: c.is_type("Artifact")),
    "nonland_permanent": (frozenset(), lambda s, o, c, p: not c.is_type("Land")),
    "creature_an_opponent_controls": (
        frozenset({"Creature"}),
        lambda s, o, c, p: o.controller != p,
    ),
    "artifact_or_creature": (frozenset({"Artifact", "Creature"}), lambda s, o, c, p: True),
    # Three card types (205.2a): a permanent with any one of them.
    "artifact_creature_or_land": (
        frozenset({"Artifact", "Creature", "Land"}),
        lambda s, o, c, p: True,
    ),
    "artifact_creature_or_enchantment": (
        frozenset({"Artifact", "Creature", "Enchantment"}),
        lambda s, o, c, p: True,
    ),
    "artifact_creature_or_planeswalker": (
        frozenset({"Artifact", "Creature", "Planeswalker"}),
        lambda s, o, c, p: True,
    ),
    "creature_planeswalker_or_battle": (
        frozenset({"Creature", "Planeswalker", "Battle"}),
        lambda s, o, c, p: True,
    ),
    # "target artifact, enchantment, or creature with flying": "with flying" qualifies only the
    # last type, so an artifact or enchantment fits without it (a creature artifact too).
    "artifact_enchantment_or_creature_with_flying": (
        frozenset({"Artifact", "Enchantment", "Creature"}),
        lambda s, o, c, p: c.is_type("Artifact") or c.is_type("Enchantment") or c.has("flying"),
    ),
    "artifact_or_land": (frozenset({"Artifact", "Land"}), lambda s, o, c, p: True),
    "creature_or_enchantment": (frozenset({"Creature", "Enchantment"}), lambda s, o, c, p: True),
    "creature_or_land": (frozenset({"Creature", "Land"}), lambda s, o, c, p: True),
    "nonbasic_land": (frozenset({"Land"}), lambda s, o, c, p: "Basic" not in c.supertypes),
    "noncreature_artifact": (
        frozenset({"Artifact"}),
        lambda s, o, c, p: not c.is_type("Creature"),
    ),
    "noncreature_permanent": (frozenset(), lambda s, o, c, p: not c.is_type("Creature")),
    "nontoken_creature": (frozenset({"Creature"}), lambda s, o, c, p: not o.token),
    "creature_with_power_2_or_less": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.power is not None and c.power <= 2,
    ),
    "creature_with_power_3_or_less": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.power is not None and c.power <= 3,
    ),
    "creature_with_power_3_or_greater": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.power is not None and c.power >= 3,
    ),
    "creature_with_power_5_or_greater": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.power is not None and c.power >= 5,
    ),
    "creature_with_power_4_or_greater": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.power is not None and c.power >= 4,
    ),
    "creature_you_dont_control": (frozenset({"Creature"}), lambda s, o, c, p: o.controller != p),
    "creature_token_you_control": (  # 111.1: a token
        frozenset({"Creature"}),
        lambda s, o, c, p: o.token and o.controller == p,
    ),
    # "another target creature": not the source either (SOURCE_TESTS).
    "another_creature": (frozenset({"Creature"}), lambda s, o, c, p: True),
    # mentor (702.134a): and with less power than the source (SOURCE_TESTS)
    "attacking_creature_with_lesser_power": (
        frozenset({"Creature"}),
        lambda s, o, c, p: s.combat is not None and s.combat.is_attacking(o.id),
    ),
    # Quicksand: "target attacking creature without flying"
    "attacking_creature_without_flying": (
        frozenset({"Creature"}),
        lambda s, o, c, p: (
            s.combat is not None and s.combat.is_attacking(o.id) and not c.has("flying")
        ),
    ),
    # Mobile Garrison: "another target artifact or creature you control" (SOURCE_TESTS)
    "another_artifact_or_creature_you_control": (
        frozenset({"Artifact", "Creature"}),
        lambda s, o, c, p: o.controller == p,
    ),
    # "target creature defending player controls" (508.5, SOURCE_TESTS)
    "creature_defending_player_controls": (frozenset({"Creature"}), lambda s, o, c, p: True),
    # Glorybringer: "target non-Dragon creature an opponent controls" (205.4b: a creature type)
    "non_dragon_creature_an_opponent_controls": (
        frozenset({"Creature"}),
        lambda s, o, c, p: "Dragon" not in c.subtypes and o.controller != p,
    ),
    # 702.140a: a mutating creature spell's target; the same owner as the spell (SOURCE_TESTS)
    "non_human_creature_with_the_same_owner": (
        frozenset({"Creature"}),
        lambda s, o, c, p: "Human" not in c.subtypes,
    ),
    # "target creature with mana value 3 or less" (Claim the Firstborn): its mana value now
    # (115.1, 608.2b on resolution).
    "creature_with_mana_value_2_or_less": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.mana_value <= 2,
    ),
    "creature_with_mana_value_3_or_less": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.mana_value <= 3,
    ),
    "permanent_you_control": (frozenset(), lambda s, o, c, p: o.controller == p),
    "permanent_you_dont_control": (frozenset(), lambda s, o, c, p: o.controller != p),
    "nonland_permanent_you_control": (
        frozenset(),
        lambda s, o, c, p: not c.is_type("Land") and o.controller == p,
    ),
    "nonland_permanent_you_dont_control": (
        frozenset(),
        lambda s, o, c, p: not c.is_type("Land") and o.controller != p,
    ),
    # Acidic Slime, Corridor Monitor, Bone Shredder
    "artifact_enchantment_or_land": (
        frozenset({"Artifact", "Enchantment", "Land"}),
        lambda s, o, c, p: True,
    ),
    "artifact_or_creature_you_control": (
        frozenset({"Artifact", "Creature"}),
        lambda s, o, c, p: o.controller == p,
    ),
    "artifact_you_control": (frozenset({"Artifact"}), lambda s, o, c, p: o.controller == p),
    # "target creature or Vehicle": a creature, or a Vehicle (301.7, an artifact subtype) that
    # isn't one now
    "creature_or_vehicle": (frozenset(), lambda s, o, c, p: _creature_or_vehicle(c)),
    "creature_or_vehicle_you_control": (
        frozenset(),
        lambda s, o, c, p: _creature_or_vehicle(c) and o.controller == p,
    ),
    "creature_or_vehicle_an_opponent_controls": (
        frozenset(),
        lambda s, o, c, p: _creature_or_vehicle(c) and o.controller != p,
    ),
    # "another target creature or Vehicle you control": not the source either (SOURCE_TESTS)
    "another_creature_or_vehicle_you_control": (
        frozenset(),
        lambda s, o, c, p: _creature_or_vehicle(c) and o.controller == p,
    ),
    "nonartifact_nonblack_creature": (
        frozenset({"Creature"}),
        lambda s, o, c, p: not c.is_type("Artifact") and "B" not in c.colors,
    ),
    "artifact_or_enchantment_an_opponent_controls": (
        frozenset({"Artifact", "Enchantment"}),
        lambda s, o, c, p: o.controller != p,
    ),
    "creature_or_planeswalker_an_opponent_controls": (
        frozenset({"Creature", "Planeswalker"}),
        lambda s, o, c, p: o.controller != p,
    ),
    # Cast Out, Suspension Field
    "nonland_permanent_an_opponent_controls": (
        frozenset(),
        lambda s, o, c, p: not c.is_type("Land") and o.controller != p,
    ),
    "creature_with_toughness_3_or_greater": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.toughness is not None and c.toughness >= 3,
    ),
    # "another target creature you control": not the source either (SOURCE_TESTS).
    "another_creature_you_control": (frozenset({"Creature"}), lambda s, o, c, p: o.controller == p),
    # "another target nonland permanent": not the source either (SOURCE_TESTS).
    "another_nonland_permanent": (frozenset(), lambda s, o, c, p: not c.is_type("Land")),
    # "another target nonland permanent you control": not the source either (SOURCE_TESTS).
    "another_nonland_permanent_you_control": (
        frozenset(),
        lambda s, o, c, p: not c.is_type("Land") and o.controller == p,
    ),
    **COLORED_WORDS,
    "creature_or_enchantment_you_control": (
        frozenset({"Creature", "Enchantment"}),
        lambda s, o, c, p: o.controller == p,
    ),
    # Hidden Dragonslayer: "target creature with power 4 or greater an opponent controls".
    "opponents_creature_with_power_4_or_greater": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.power is not None and c.power >= 4 and o.controller != p,
    ),
    # Elemental Uprising: "target land you control".
    "land_you_control": (frozenset({"Land"}), lambda s, o, c, p: o.controller == p),
    # Temporary Insanity: "target creature with power less than the number of cards in your
    # graveyard" (the graveyard of the ability's controller, counted when the target is chosen
    # and again as it resolves, 608.2b; the spell itself is on the stack then, not in it).
    "creature_with_power_less_than_your_graveyard": (
        frozenset({"Creature"}),
        lambda s, o, c, p: c.power is not None and c.power < len(s.zone(Zone.GRAVEYARD, p)),
    ),
    # Aquastrand Spider: "target creature with a +1/+1 counter on it" (again on resolution,
    # 608.2b)
    "creature_with_a_plus_one_counter": (
        frozenset({"Creature"}),
        lambda s, o, c, p: o.counter("+1/+1") > 0,
    ),
    # Mutant's Prey: the same, a creature its controller controls
    "creature_you_control_with_a_plus_one_counter": (
        frozenset({"Creature"}),
        lambda s, o, c, p: o.controller == p and o.counter("+1/+1") > 0,
    ),
}


def _lesser_power(state: GameState, target: str, source: GameObject) -> bool:
    """Its power is less than the source's, now (115.1; again on resolution, 608.2b)."""
    obj = state.find_object(target)
    if obj is None or target == source.id:
        return False
    return (chars(state, obj).power or 0) < (chars(state, source).power or 0)


def _defending_player_controls(state: GameState, target: str, source: GameObject) -> bool:
    """508.5: the defending player of the source's attack controls it."""
    obj = state.find_object(target)
    defending = attack_defending_player(state, source)
    return obj is not None and defending is not None and obj.controller == defending


def _not_the_source(state: GameState, target: str, source: GameObject) -> bool:
    return target != source.id


# Words whose test also reads the object whose ability it is: "another target creature" leaves
# it out; mentor's "target attacking creature with lesser power" compares powers with it.
SOURCE_TESTS: dict[str, Callable[[GameState, str, GameObject], bool]] = {
    "another_creature": lambda s, t, source: t != source.id,
    "another_creature_you_control": lambda s, t, source: t != source.id,
    "another_nonland_permanent_you_control": _not_the_source,
    "another_nonland_permanent": _not_the_source,
    "another_artifact_card_in_your_graveyard": lambda s, t, source: t != source.id,
    "attacking_creature_with_lesser_power": _lesser_power,
    "another_artifact_or_creature_you_control": lambda s, t, source: t != source.id,
    "another_creature_or_vehicle_you_control": _not_the_source,
    "creature_defending_player_controls": _defending_player_controls,
    # 702.140a: owned by the mutating creature spell's owner
    "non_human_creature_with_the_same_owner": lambda s, t, source: (
        (found := s.find_object(t)) is not None and found.owner == source.owner
    ),
    **{f"another_{name}_creature_you_control": _not_the_source for name in _COLORS.values()},
}


def _source_allows(state: GameState, requirement: str, target: str, source: GameObject) -> bool:
    """The source's part of the requirement (SOURCE_TESTS) holds."""
    if requirement.startswith("another_subtype_you_control:"):
        return target != source.id  # "another target Merfolk you control"
    test = SOURCE_TESTS.get(base_target_word(requirement))
    return test is None or test(state, target, source)


# Words for cards in graveyards (115.1): the card types a card needs (any one of them; none:
# any card) and whose graveyard it must be in ("yours", "opponents'" or any; a graveyard is its
# owner's, 404.1).
GRAVEYARD_WORDS: dict[str, tuple[frozenset[str], str]] = {
    "creature_card_in_your_graveyard": (frozenset({"Creature"}), "yours"),
    "artifact_card_in_your_graveyard": (frozenset({"Artifact"}), "yours"),
    "another_artifact_card_in_your_graveyard": (frozenset({"Artifact"}), "yours"),
    "instant_or_sorcery_card_in_your_graveyard": (frozenset({"Instant", "Sorcery"}), "yours"),
    "card_in_your_graveyard": (frozenset(), "yours"),
    # 110.4b: a permanent card
    "permanent_card_in_your_graveyard": (
        frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}),
        "yours",
    ),
    "creature_card_in_a_graveyard": (frozenset({"Creature"}), "any"),
    "card_in_an_opponents_graveyard": (frozenset(), "opponents'"),
    "creature_or_land_card_in_a_graveyard": (frozenset({"Creature", "Land"}), "any"),
}

# "target creature card with mana value N or less from your graveyard": the largest N.
_SMALL_CREATURE_CARDS = {
    "creature_card_with_mana_value_2_or_less_in_your_graveyard": 2,
    "creature_card_with_mana_value_3_or_less_in_your_graveyard": 3,
}
# The card types of permanent cards (110.4b).
PERMANENT_CARD_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)

# Words for spells and abilities on the stack (113.9: only effects that say "ability" can target
# an activated or triggered ability; mana abilities never use the stack, 605.3b).
STACK_WORDS: dict[str, Callable[[GameObject, Chars], bool]] = {
    "spell": lambda o, c: o.stack is not None and o.stack.kind == "spell",
    "creature_spell": lambda o, c: (
        o.stack is not None and o.stack.kind == "spell" and c.is_type("Creature")
    ),
    "noncreature_spell": lambda o, c: (
        o.stack is not None and o.stack.kind == "spell" and not c.is_type("Creature")
    ),
    "instant_spell": lambda o, c: (
        o.stack is not None and o.stack.kind == "spell" and c.is_type("Instant")
    ),
    "instant_or_sorcery_spell": lambda o, c: (
        o.stack is not None
        and o.stack.kind == "spell"
        and (c.is_type("Instant") or c.is_type("Sorcery"))
    ),
    "activated_or_triggered_ability": lambda o, c: o.stack is not None and o.stack.kind != "spell",
    "spell_or_ability": lambda o, c: o.stack is not None,
}


def _spell_with_mana_value(n: int, or_less: bool) -> Callable[[GameObject, Chars], bool]:
    """ "target spell with mana value N [or less]" (202.3; on the stack X counts, 202.3e)."""

    def test(o: GameObject, c: Chars) -> bool:
        if o.stack is None or o.stack.kind != "spell":
            return False
        return c.mana_value <= n if or_less else c.mana_value == n

    return test


for _n in range(1, 5):
    STACK_WORDS[f"spell_with_mana_value_{_n}"] = _spell_with_mana_value(_n, False)
    STACK_WORDS[f"spell_with_mana_value_{_n}_or_less"] = _spell_with_mana_value(_n, True)


def _spell_within_count(state: GameState, obj: GameObject, count: str, controller: str) -> bool:
    """ "target spell with mana value X or less, where X is [a count]" (Spellstutter Sprite):
    X is counted now, from the point of view of the ability's controller (109.5), when the
    target is chosen (601.2c) and again on resolution (608.2b); the spell's mana value counts
    its X (202.3e). An unknown count allows nothing."""
    if obj.zone is not Zone.STACK or obj.stack is None or obj.stack.kind != "spell":
        return False
    if not defined_pt.known_count(count):
        return False
    viewer = GameObject(obj.id, "", controller, controller, Zone.STACK)
    return chars(state, obj).mana_value <= defined_pt.compute(state, viewer, count, chars)


def matches(state: GameState, requirement: str, target: str, controller: str) -> bool:
    """Does `target` fit the requirement's words (115.1), ignoring hexproof and protection? A
    word relating the target to the ability's other targets ("other:creature") fits as its plain
    word does; engine.rules.target_relations checks the relation. A word bound to a player
    ("controlled_by:PLAYER:WORD") also needs that player to control it (115.1); an unbound
    "that_player_controls:WORD" fits nothing (engine.rules.bound_targets)."""
    controlled = bound_controller_word(requirement)
    if controlled is not None:
        owner, plain = controlled
        found = state.find_object(target)
        return (
            owner is not None
            and found is not None
            and found.controller == owner
            and matches(state, plain, target, controller)
        )
    requirement = base_target_word(requirement)
    player = state.find_player(target)
    if player is not None:
        if player.lost:
            return False
        if requirement in ("any", "player", "player_or_planeswalker"):
            return True
        return requirement in ("opponent", "opponent_or_planeswalker") and player.id != controller
    obj = state.find_object(target)
    if obj is None:
        return False
    if requirement in STACK_WORDS:
        return obj.zone is Zone.STACK and STACK_WORDS[requirement](obj, chars(state, obj))
    counted = counted_spell_word(requirement)
    if counted is not None:
        return _spell_within_count(state, obj, counted, controller)
    if requirement == "card_in_graveyard":
        return obj.zone is Zone.GRAVEYARD
    family = graveyard_card_word(requirement)
    if family is not None:  # soulshift (702.46a): "target Spirit card with mana value N or less"
        c = chars(state, obj)
        return (
            obj.zone is Zone.GRAVEYARD
            and obj.owner == controller
            and family[0] in c.subtypes
            and c.mana_value <= family[1]
        )
    most = _SMALL_CREATURE_CARDS.get(requirement)
    if most is not None:  # its mana value in the graveyard (202.3), a card of your own (404.1)
        c = chars(state, obj)
        return (
            obj.zone is Zone.GRAVEYARD
            and obj.owner == controller
            and c.is_type("Creature")
            and c.mana_value <= most
        )
    if requirement == "enchantment_card_in_your_graveyard":  # a graveyard is its owner's (404.1)
        return (
            obj.zone is Zone.GRAVEYARD
            and obj.owner == controller
            and chars(state, obj).is_type("Enchantment")
        )
    if requirement == "permanent_card_mv_3_or_less_in_your_graveyard":
        c = chars(state, obj)  # a permanent card: 110.4b
        return (
            obj.zone is Zone.GRAVEYARD
            and obj.owner == controller
            and bool(PERMANENT_CARD_TYPES & set(c.types))
            and c.mana_value <= 3
        )
    if requirement in GRAVEYARD_WORDS:
        needed, whose = GRAVEYARD_WORDS[requirement]
        if obj.zone is not Zone.GRAVEYARD:
            return False
        if (whose == "yours" and obj.owner != controller) or (
            whose == "opponents'" and obj.owner == controller
        ):
            return False
        return not needed or bool(needed & set(chars(state, obj).types))
    if obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        return False
    subtyped = subtype_target_word(requirement)
    if subtyped is not None:  # "target Knight", "target Vampire you control" (205.3)
        prefix, subtype = subtyped
        mine = prefix in ("subtype", "subtype_creature") or obj.controller == controller
        c = chars(state, obj)
        if prefix.startswith("subtype_creature") and not c.is_type("Creature"):
            return False
        if prefix == "subtype_token_you_control" and not obj.token:
            return False  # 111.1: a token, no card
        return mine and subtype in c.subtypes
    if requirement in PERMANENT_WORDS:
        c = chars(state, obj)
        needed, test = PERMANENT_WORDS[requirement]
        return (not needed or bool(needed & set(c.types))) and test(state, obj, c, controller)
    types = chars(state, obj).types
    if requirement == "permanent":
        return True
    if requirement == "creature_you_control" and obj.controller != controller:
        return False
    return bool(TYPE_WORDS.get(requirement, frozenset()) & set(types))


# Words a permanent of one of these card types fits.
TYPE_WORDS: dict[str, frozenset[str]] = {
    "any": frozenset({"Creature", "Planeswalker", "Battle"}),
    "creature": frozenset({"Creature"}),
    "creature_you_control": frozenset({"Creature"}),
    "creature_or_planeswalker": frozenset({"Creature", "Planeswalker"}),
    "land": frozenset({"Land"}),
    "artifact": frozenset({"Artifact"}),
    "enchantment": frozenset({"Enchantment"}),
}
# Every word `matches` has a check for (tests/engine/vocabulary: one per declared TargetWord).
CHECKED_WORDS = frozenset(
    {
        *TYPE_WORDS,
        *PERMANENT_WORDS,
        *STACK_WORDS,
        *GRAVEYARD_WORDS,
        "player",
        "opponent",
        "permanent",
        "card_in_graveyard",
        "enchantment_card_in_your_graveyard",
        *_SMALL_CREATURE_CARDS,
        "permanent_card_mv_3_or_less_in_your_graveyard",
    }
)


def blocked_by_ability(
    state: GameState, target: str, source: GameObject, controller: str
) -> str | None:
    """The rule that stops `source` (controlled by `controller`) from targeting `target`, if any."""
    obj = state.find_object(target)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        c = chars(state, obj)
        if c.has("shroud"):
            return "702.18a"
        if c.has("hexproof") and obj.controller != controller:
            return "702.11b"
        if obj.controller != controller and hexproof_from(state, target, source):
            return "702.11d"
    if state.find_player(target) is not None:
        if player_has(state, target, PLAYER_SHROUD) is not None:
            return "702.18a"
        if player_has(state, target, PLAYER_HEXPROOF) is not None and target != controller:
            return "702.11c"  # a player with hexproof: only their opponents can't target them
    if protected_from(state, target, source):
        return "702.16b"
    return None


def legal(
    state: GameState, requirement: str, target: str, source: GameObject, controller: str
) -> bool:
    return (
        matches(state, requirement, target, controller)
        and _source_allows(state, requirement, target, source)
        and blocked_by_ability(state, target, source, controller) is None
    )


# Where targets may be: players, permanents, spells and abilities, cards in graveyards (115.1).
TARGET_ZONES = (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD)
# The words a player may fit (115.1, 115.4).
PLAYER_WORDS = frozenset(
    {"any", "player", "opponent", "player_or_planeswalker", "opponent_or_planeswalker"}
)
_GRAVEYARD_ONLY = frozenset(
    {
        *GRAVEYARD_WORDS,
        *_SMALL_CREATURE_CARDS,
        "card_in_graveyard",
        "enchantment_card_in_your_graveyard",
        "permanent_card_mv_3_or_less_in_your_graveyard",
    }
)


def looks_in(requirement: str) -> tuple[bool, Zone]:
    """Whether players may fit `requirement`, and the zone its objects are in: permanents
    unless the words name a spell or ability (the stack) or a card in a graveyard (115.2)."""
    word = base_target_word(requirement)
    if word in STACK_WORDS or counted_spell_word(word) is not None:
        return False, Zone.STACK
    if word in _GRAVEYARD_ONLY or graveyard_card_word(word) is not None:
        return False, Zone.GRAVEYARD
    return word in PLAYER_WORDS, Zone.BATTLEFIELD


def candidates(
    state: GameState,
    requirement: str,
    source: GameObject,
    controller: str,
    *,
    source_is_other_object: bool = False,
) -> list[str]:
    """Every player and object that `requirement` allows as a target now, players first (115.1).
    A spell can't target itself (115.5), so `source` is left out, unless the targeting object is
    another one: a triggered ability's source permanent may be its target (Flametongue Kavu)."""
    pool = [p.id for p in state.players] + [
        o.id
        for zone in TARGET_ZONES
        for o in state.zone(zone)
        if source_is_other_object or o.id != source.id
    ]
    return [t for t in pool if legal(state, requirement, t, source, controller)]


def _named(state: GameState, target: str) -> str:
    known = state.find_player(target) or state.find_object(target)
    return name_of(state, target) if known is not None else repr(target)


def _words(state: GameState, requirement: str) -> str:
    """The requirement in plain words; a bound word names its player (115.1)."""
    controlled = bound_controller_word(requirement)
    if controlled is None:
        return requirement.replace("_", " ")
    owner, plain = controlled
    who = _named(state, owner) if owner is not None else "that player"
    return f"{plain.replace('_', ' ')} {who} controls"


def why_illegal(
    state: GameState, requirement: str, target: str, source: GameObject, controller: str
) -> tuple[str, str] | None:
    """A sentence and a rule saying why `target` can't be chosen, or None if it can."""
    if not matches(state, requirement, target, controller) or not _source_allows(
        state, requirement, target, source
    ):
        return (
            f"{_named(state, target)} isn't a legal target ({_words(state, requirement)})",
            "115.1",
        )
    rule = blocked_by_ability(state, target, source, controller)
    if rule is not None:
        reason = {
            "702.18a": "it has shroud" if state.find_player(target) is None else "they have shroud",
            "702.11b": "it has hexproof",
            "702.11d": "it has hexproof from a quality the source has",
            "702.11c": "they have hexproof",
            "702.16b": "it has protection",
        }[rule]
        return f"{_named(state, target)} can't be the target: {reason}", rule
    return None


@dataclass(frozen=True)
class TargetRefusal:
    """Why a player or object can't be chosen as a target: the rule and plain words about the
    candidate ("protection from red", "hexproof", "not a creature you control")."""

    reason: str
    rule: str


# Words that say more than "not a <word>": "any target" (115.4), players' words (115.1).
_DESCRIPTIONS = {
    "any": "not a creature, player, planeswalker or battle",
    "player_or_planeswalker": "not a player or planeswalker",
    "opponent_or_planeswalker": "not an opponent or planeswalker",
    "opponent": "not an opponent",
}


def _description(requirement: str) -> str:
    """What the candidate isn't: the target's description (115.1) in plain words."""
    controlled = bound_controller_word(requirement)
    if controlled is not None:  # "not an artifact that player controls" (115.1)
        return f"{_description(controlled[1])} that player controls"
    word = base_target_word(requirement)
    if word in _DESCRIPTIONS:
        return _DESCRIPTIONS[word]
    subtyped = subtype_target_word(word)
    if subtyped is not None:
        prefix, subtype = subtyped
        words = {
            "subtype": subtype,
            "subtype_you_control": f"{subtype} you control",
            "another_subtype_you_control": f"another {subtype} you control",
            "subtype_creature": f"{subtype} creature",
            "subtype_creature_you_control": f"{subtype} creature you control",
            "subtype_token_you_control": f"{subtype} token you control",
        }[prefix]
    else:
        words = word.partition(":")[0].replace("_", " ")
    if words.startswith("another "):
        return f"not {words}"
    return f"not {'an' if words[:1] in 'aeiou' else 'a'} {words}"


def _ability_words(state: GameState, target: str, source: GameObject, rule: str) -> str:
    """The ability that stops the targeting, as the candidate has it."""
    if rule == "702.16b":
        return f"protection from {quality_words(protecting_quality(state, target, source))}"
    if rule == "702.11d":
        return f"hexproof from {quality_words(hexproof_quality(state, target, source))}"
    return {"702.18a": "shroud", "702.11b": "hexproof", "702.11c": "hexproof"}[rule]


def refusal(
    state: GameState, requirement: str, target: str, source: GameObject, controller: str
) -> TargetRefusal | None:
    """Why `source` (controlled by `controller`) can't target `target` for `requirement`, in
    plain words with the rule, or None when it can: the same checks as `legal`. Ward isn't
    here: it doesn't stop targeting, it triggers when it happens (702.21a)."""
    player = state.find_player(target)
    if player is not None and player.lost:
        return TargetRefusal("has left the game", "115.1")  # no longer a player to choose
    if not matches(state, requirement, target, controller):
        return TargetRefusal(_description(requirement), "115.1")
    if not _source_allows(state, requirement, target, source):
        if target == source.id:
            return TargetRefusal("the source itself, and the words say another", "115.1")
        return TargetRefusal(_description(requirement), "115.1")
    rule = blocked_by_ability(state, target, source, controller)
    if rule is not None:
        return TargetRefusal(_ability_words(state, target, source, rule), rule)
    return None
