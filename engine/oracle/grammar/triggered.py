"""Triggered abilities (603): "[When/Whenever/At] [trigger event], [effect]" (603.1), with
"you may" (603.5). Each trigger phrase names a trigger kind of engine.rules.triggers.TRIGGERS
and its parameters; `trigger_phrase` gives the printer the same words back.

Phrases without a variable part are one table (`FIXED_TRIGGERS`: phrase -> kind and params);
the phrases with a creature type ("whenever another Elf enters under your control"), a number
("a creature with power 4 or greater") or a spell's qualities ("whenever you cast an instant or
sorcery spell", 601.2i) are productions of their own. Two wordings with one meaning are told
apart by the card, as Oracle does: a creature "dies", another permanent "is put into a graveyard
from the battlefield" (700.4); an Aura's creature is "enchanted", an Equipment's "equipped".
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from engine.cards.model import CardDef, TriggeredAbility
from engine.core.state import Params
from engine.oracle.grammar.attachment_triggers import mana_value_enters_phrase
from engine.oracle.grammar.attack_counts import attack_count_phrase
from engine.oracle.grammar.attacking_together import attacking_together_phrase
from engine.oracle.grammar.aura_animation import aura_trigger_phrase
from engine.oracle.grammar.batch_triggers import batch_trigger_phrase
from engine.oracle.grammar.block_partners import block_partner_phrase
from engine.oracle.grammar.combat_triggers import combat_trigger_phrase, event_references
from engine.oracle.grammar.common import terminal_name
from engine.oracle.grammar.expend_triggers import expend_phrase
from engine.oracle.grammar.experience import GREATER, greater_words
from engine.oracle.grammar.sacrifice_triggers import sacrifice_trigger_phrase
from engine.oracle.grammar.spell_copies import targets_only_words
from engine.oracle.lowering import Effects, LineContext, triggered_ability
from engine.oracle.subtypes import CREATURE_TYPES
from engine.oracle.vocabulary import STEP_PHRASES

# Trigger kinds without parameters and their phrases ("~" is the object with the ability).
TRIGGER_PHRASES: dict[str, str] = {
    "self_enters": "when ~ enters",
    "self_dies": "when ~ dies",
    "self_attacks": "whenever ~ attacks",
    "self_deals_damage_to_opponent": "whenever ~ deals damage to an opponent",
    "self_leaves_battlefield": "when ~ leaves the battlefield",
    "you_gain_life": "whenever you gain life",
    "equipped_creature_dies": "whenever equipped creature dies",
    # 601.2i: the spell itself becoming cast; it triggers from the stack (engine.rules.triggers)
    "self_cast": "when you cast ~",
}

# "permanent_enters" (603.6a) with its parameters: (type, whose, other) -> phrase.
ENTERS_PHRASES: dict[tuple[str, str, bool], str] = {
    ("Land", "you", False): "whenever a land enters under your control",
    ("Creature", "you", True): "whenever another creature enters under your control",
    ("Creature", "any", True): "whenever another creature enters",
    ("Creature", "you", False): "whenever a creature enters under your control",
    ("Artifact", "you", False): "whenever an artifact enters under your control",
    ("Creature", "opponent", False): "whenever a creature enters under an opponent's control",
    # Trespasser's Curse: an Aura with enchant player (303.4, 702.5c); "that player" is the
    # entering creature's controller, the enchanted player (engine.rules.graveyard_triggers)
    ("Creature", "enchanted", False): "whenever a creature enters under enchanted player's control",
}

# Every other phrase without a variable part: phrase -> (trigger kind, params).
FIXED_TRIGGERS: dict[str, tuple[str, dict[str, Any]]] = {
    # 509.3a-d: blocking and being blocked
    "whenever ~ blocks": ("self_blocks", {}),
    "whenever ~ blocks a creature": ("self_blocks", {"each_attacker": True}),
    "whenever ~ blocks a creature with flying": ("self_blocks", {"attacker_with": "Flying"}),
    "whenever ~ becomes blocked": ("self_becomes_blocked", {}),
    "whenever ~ becomes blocked by a creature": ("self_blocked_by_creature", {}),
    "whenever ~ blocks or becomes blocked": ("self_blocks_or_becomes_blocked", {}),
    "whenever ~ attacks or blocks": ("self_attacks_or_blocks", {}),
    "whenever ~ attacks alone": ("self_attacks_alone", {}),  # 506.5
    # 702.171b: saddled as it attacks (engine.mechanics.saddle)
    "whenever ~ attacks while saddled": ("self_attacks", {"while": "saddled"}),
    "when ~ becomes monstrous": ("self_becomes_monstrous", {}),  # 701.37a
    "whenever ~ mutates": ("self_mutates", {}),  # 702.140d (engine.mechanics.mutate)
    # 716.2a: a Class's level bar (engine.mechanics.class_levels); Classes have levels 2 and 3
    **{
        f"when ~ becomes level {n}": ("self_becomes_class_level", {"level": n})
        for n in range(2, 10)
    },
    "whenever a creature you control attacks": ("creature_attacks", {}),  # 508.3a
    "whenever another creature you control attacks": ("creature_attacks", {"other": True}),
    "whenever a creature with flying attacks": (
        "creature_attacks",
        {"whose": "any", "with": "Flying"},
    ),
    "whenever a creature you control attacks alone": ("creature_attacks_alone", {}),  # 506.5
    # 120.3, 510.2: damage
    "whenever ~ deals damage": ("self_deals_damage", {}),
    "whenever ~ deals combat damage": ("self_deals_damage", {"combat": True}),
    "whenever ~ deals combat damage to a player": (
        "self_deals_damage",
        {"combat": True, "to": "player"},
    ),
    "whenever ~ deals combat damage to a creature": (
        "self_deals_damage",
        {"combat": True, "to": "creature"},
    ),
    "whenever ~ deals damage to a player": ("self_deals_damage", {"to": "player"}),
    # 120.3: a player, or a planeswalker (306.8) or battle (310.6) permanent
    **{
        f"whenever {who} deals{combat} damage to a player or {what}": (
            kind,
            {"to": f"player_or_{what}", **({"combat": True} if combat else {})},
        )
        for who, kind in (
            ("~", "self_deals_damage"),
            ("a creature you control", "creature_deals_damage"),
        )
        for combat in ("", " combat")
        for what in ("planeswalker", "battle")
    },
    "whenever ~ deals damage to an opponent": ("self_deals_damage", {"to": "opponent"}),
    "whenever ~ is dealt damage": ("self_dealt_damage", {}),
    "whenever a source deals damage to ~": ("self_dealt_damage", {"written_source": True}),
    "whenever enchanted creature is dealt damage": ("self_dealt_damage", {"attached": True}),
    "whenever you're dealt damage": ("you_dealt_damage", {}),  # 120.3
    "whenever ~ is dealt combat damage": ("self_dealt_damage", {"combat": True}),  # 510.2
    # 119.3: life gained or lost by a player (engine.rules.triggers); "that much" is how much
    "whenever a player loses life": ("a_player_loses_life", {}),
    "whenever an opponent loses life": ("a_player_loses_life", {"whose": "opponent"}),
    "whenever you lose life": ("a_player_loses_life", {"whose": "you"}),
    "whenever an opponent gains life": ("you_gain_life", {"whose": "opponent"}),
    "whenever a player gains life": ("you_gain_life", {"whose": "any"}),
    # 701.9a, 603.2c: the cards one occurrence discards, one event ("that many": how many)
    "whenever you discard one or more cards": ("you_discard", {"one_or_more": True}),
    "whenever you commit a crime": ("you_commit_crime", {}),  # 700.13
    "whenever you complete a dungeon": ("you_complete_dungeon", {}),  # 309.7
    # 701.32, 904.9: the scheme itself ("this scheme", 314.7) set in motion
    "when you set ~ in motion": ("self_set_in_motion", {}),
    "whenever a creature you control becomes blocked": ("creature_becomes_blocked", {}),
    "whenever you're dealt combat damage": ("you_dealt_damage", {"combat": True}),  # 510.2
    # 303.4m, 301.5f: an Aura's or Equipment's trigger on what it is attached to
    "whenever enchanted creature deals damage": ("self_deals_damage", {"attached": True}),
    "whenever enchanted creature deals combat damage": (
        "self_deals_damage",
        {"attached": True, "combat": True},
    ),
    "whenever equipped creature deals damage": ("self_deals_damage", {"attached": True}),
    "whenever equipped creature deals combat damage": (
        "self_deals_damage",
        {"attached": True, "combat": True},
    ),
    "whenever a creature you control deals combat damage to a player": (
        "creature_deals_damage",
        {"combat": True, "to": "player"},
    ),
    "whenever ~ becomes tapped": ("self_becomes_tapped", {}),  # 603.2e
    "whenever ~ becomes untapped": ("self_becomes_untapped", {}),  # inspired, 701.26b
    "when ~ is turned face up": ("self_turned_face_up", {}),  # 702.37e, 708.7
    # 708.2: a face-down permanent entering (manifest 701.40a, cloak 701.58a, morph 702.37c)
    "whenever a face-down creature enters under your control": (
        "permanent_enters",
        {"type": "Creature", "whose": "you", "face_down": True},
    ),
    "whenever a face-down permanent enters under your control": (
        "permanent_enters",
        {"whose": "you", "face_down": True},
    ),
    # 708.7, 701.40b: by any procedure (engine.mechanics.morph.turn_face_up)
    "whenever a permanent you control is turned face up": ("permanent_turned_face_up", {}),
    "whenever a permanent is turned face up": ("permanent_turned_face_up", {"whose": "any"}),
    "whenever ~ or another permanent is turned face up": (
        "permanent_turned_face_up",
        {"whose": "any", "other": True, "or_self": True},
    ),
    "when ~ enters or is turned face up": ("self_enters_or_turned_face_up", {}),  # 708.8
    "whenever a creature you control is turned face up": (
        "permanent_turned_face_up",
        {"type": "Creature"},
    ),
    "whenever another permanent you control is turned face up": (
        "permanent_turned_face_up",
        {"other": True},
    ),
    "whenever ~ or another permanent you control is turned face up": (
        "permanent_turned_face_up",
        {"other": True, "or_self": True},
    ),
    "whenever ~ or another creature you control is turned face up": (
        "permanent_turned_face_up",
        {"type": "Creature", "other": True, "or_self": True},
    ),
    "when ~ exploits a creature": ("self_exploits", {}),  # 702.110b (engine.mechanics.exploit)
    # 700.4: dying; 603.6a entering
    "when ~ enters or dies": ("self_enters_or_dies", {}),
    "when ~ enters or leaves the battlefield": ("self_enters_or_leaves", {}),  # 603.6c
    "whenever ~ enters or attacks": ("self_enters_or_attacks", {}),
    # 603.6a, 510.2: entering, or dealing combat damage to a player (no "that player": the
    # entering names none)
    "whenever ~ enters or deals combat damage to a player": (
        "self_enters_or_deals_combat_damage_to_player",
        {},
    ),
    # 701.27e: the face with the ability, up after it transforms (engine.mechanics.transform_and_flip)
    "when ~ transforms into ~": ("self_transforms_into", {}),
    "whenever ~ transforms into ~": ("self_transforms_into", {"written_whenever": True}),
    "whenever ~ enters or transforms into ~": ("self_enters_or_transforms_into", {}),
    "whenever a creature dies": ("creature_dies", {}),
    "whenever another creature dies": ("creature_dies", {"other": True}),
    "whenever ~ or another creature dies": ("creature_dies", {"other": True, "or_self": True}),
    "whenever a creature you control dies": ("creature_dies", {"whose": "you"}),
    "whenever another creature you control dies": (
        "creature_dies",
        {"whose": "you", "other": True},
    ),
    "whenever ~ or another creature you control dies": (
        "creature_dies",
        {"whose": "you", "other": True, "or_self": True},
    ),
    "whenever a nontoken creature you control dies": (
        "creature_dies",
        {"whose": "you", "nontoken": True},
    ),
    "whenever another nontoken creature you control dies": (
        "creature_dies",
        {"whose": "you", "other": True, "nontoken": True},
    ),
    "whenever a creature an opponent controls dies": ("creature_dies", {"whose": "opponent"}),
    # 120.3, 400.7: damage this object dealt this turn (engine.mechanics.turn_history)
    "whenever a creature dealt damage by ~ this turn dies": (
        "creature_dies",
        {"dealt_damage_by_self": True},
    ),
    # 700.4, 603.10a: the counters it had as it last existed on the battlefield
    "whenever a creature you control with a +1/+1 counter on it dies": (
        "creature_dies",
        {"whose": "you", "with_counter": "+1/+1"},
    ),
    "whenever an enchantment you control is put into a graveyard from the battlefield": (
        "put_into_graveyard_from_battlefield",
        {"type": "Enchantment", "whose": "you"},
    ),
    "whenever ~ deals combat damage to an opponent": (
        "self_deals_damage",
        {"combat": True, "to": "opponent"},
    ),
    "whenever a creature enters": ("permanent_enters", {"type": "Creature", "whose": "any"}),
    "whenever ~ or another creature enters under your control": (
        "permanent_enters",
        {"type": "Creature", "whose": "you", "other": True, "or_self": True},
    ),
    # 603.6a: "~ or another enchantment" (constellation's trigger, 207.2c): the object with the
    # ability entering, whatever its types, or another enchantment
    "whenever ~ or another enchantment enters under your control": (
        "permanent_enters",
        {"type": "Enchantment", "whose": "you", "other": True, "or_self": True},
    ),
    "whenever another artifact enters under your control": (
        "permanent_enters",
        {"type": "Artifact", "whose": "you", "other": True},
    ),
    "whenever another permanent enters under your control": (
        "permanent_enters",
        {"whose": "you", "other": True},
    ),
    "whenever an enchantment enters under your control": (
        "permanent_enters",
        {"type": "Enchantment", "whose": "you"},
    ),
    # 111.1: a permanent that isn't a token
    "whenever a nontoken creature enters under your control": (
        "permanent_enters",
        {"type": "Creature", "whose": "you", "nontoken": True},
    ),
    "whenever another nontoken creature enters under your control": (
        "permanent_enters",
        {"type": "Creature", "whose": "you", "other": True, "nontoken": True},
    ),
    "whenever another nontoken artifact enters under your control": (
        "permanent_enters",
        {"type": "Artifact", "whose": "you", "other": True, "nontoken": True},
    ),
    "whenever a creature token enters under your control": (  # 111.1: a token enters
        "permanent_enters",
        {"type": "Creature", "whose": "you", "token": True},
    ),
    # 700.4: a noncreature permanent "is put into a graveyard from the battlefield"
    "whenever an artifact is put into a graveyard from the battlefield": (
        "put_into_graveyard_from_battlefield",
        {"type": "Artifact"},
    ),
    "whenever an artifact you control is put into a graveyard from the battlefield": (
        "put_into_graveyard_from_battlefield",
        {"type": "Artifact", "whose": "you"},
    ),
    # 400.3: a card goes to its owner's graveyard, so "your graveyard" is a card you own
    "whenever a creature is put into your graveyard from the battlefield": (
        "put_into_graveyard_from_battlefield",
        {"type": "Creature", "your_graveyard": True},
    ),
    "whenever a nontoken creature is put into your graveyard from the battlefield": (
        "put_into_graveyard_from_battlefield",
        {"type": "Creature", "your_graveyard": True, "nontoken": True},
    ),
    # keyword actions of the ability's controller (engine.mechanics.action_triggers)
    "whenever you scry": ("you_perform_action", {"action": "scry"}),  # 701.22d
    "whenever you surveil": ("you_perform_action", {"action": "surveil"}),  # 701.25d
    "whenever you scry or surveil": ("you_perform_action", {"action": "scry_or_surveil"}),
    "whenever you proliferate": ("you_perform_action", {"action": "proliferate"}),  # 701.34a
    # 701.30b: each of the two players clashes; 701.30d: the one whose card was higher won
    "whenever you clash": ("you_perform_action", {"action": "clash"}),
    "whenever you clash and win": ("you_perform_action", {"action": "clash_won"}),
    "whenever you forage": ("you_perform_action", {"action": "forage"}),  # 701.61a
    # 725.1 (engine.mechanics.monarch): only a player who wasn't the monarch becomes it
    "whenever you become the monarch": ("you_become_monarch", {}),
    "whenever an opponent becomes the monarch": ("opponent_becomes_monarch", {}),
    # 701.54d, 701.54a (engine.mechanics.ring)
    "whenever the Ring tempts you": ("ring_tempts_you", {}),
    "whenever you choose a creature as your Ring-bearer": ("you_choose_ring_bearer", {}),
    # 701.59a
    "whenever you collect evidence": ("you_perform_action", {"action": "collect_evidence"}),
    "whenever you exert a creature": ("you_exert", {}),  # 701.43a
    "whenever a creature you control explores": ("creature_explores", {}),  # 701.44b
    # 701.9a, 702.29a: discarding (cycling discards the card)
    "whenever you discard a card": ("you_discard", {}),
    "whenever you cycle or discard a card": ("you_discard", {"cycle_or": True}),
    # 702.29c: the card's own cycling (engine.rules.discard_triggers)
    "when you cycle ~": ("self_cycled", {}),
    "when you cycle ~ or it dies": ("self_cycled", {"or_dies": True}),
    "whenever you cycle or discard another card": (
        "you_discard",
        {"cycle_or": True, "other": True},
    ),
    # 603.6a, 105.2: a creature of a color entering
    **{
        f"whenever another {word} creature enters under your control": (
            "permanent_enters",
            {"type": "Creature", "whose": "you", "other": True, "color": letter},
        )
        for word, letter in (
            ("white", "W"),
            ("blue", "U"),
            ("black", "B"),
            ("red", "R"),
            ("green", "G"),
        )
    },
    # 121.1: drawing
    "whenever you draw a card": ("player_draws", {}),
    "whenever an opponent draws a card": ("player_draws", {"whose": "opponent"}),
    "whenever a player draws a card": ("player_draws", {"whose": "any"}),
    # the player's second card drawn this turn (121.1; engine.rules.trigger_events)
    "whenever you draw your second card each turn": ("player_draws", {"nth": 2}),
    "whenever an opponent draws their second card each turn": (
        "player_draws",
        {"whose": "opponent", "nth": 2},
    ),
    "whenever a player draws their second card each turn": (
        "player_draws",
        {"whose": "any", "nth": 2},
    ),
    # the caster's second spell cast this turn (601.2i; engine.rules.triggers)
    "whenever you cast your second spell each turn": ("you_cast_spell", {"nth": 2}),
    "whenever an opponent casts their second spell each turn": (
        "you_cast_spell",
        {"caster": "opponent", "nth": 2},
    ),
    "whenever a player casts their second spell each turn": (
        "you_cast_spell",
        {"caster": "any", "nth": 2},
    ),
    # 503.1, 513.1: steps
    # "each end step" means "the end step" of each turn (513.1); the words are kept
    "at the beginning of each end step": (
        "beginning_of_step",
        {"step": "end", "whose": "each", "written_each": True},
    ),
    # 701.3d (engine.rules.attachment_triggers)
    "whenever ~ becomes unattached from a permanent": ("self_becomes_unattached", {}),
    # 700.4, 603.10a: the counters it had as it last existed on the battlefield (Necroskitter)
    "whenever a creature an opponent controls with a -1/-1 counter on it dies": (
        "creature_dies",
        {"whose": "opponent", "with_counter": "-1/-1"},
    ),
    # 701.9a, 702.29a: who discards; a card cycled (engine.rules.discard_triggers)
    "whenever an opponent discards a card": ("you_discard", {"whose": "opponent"}),
    "whenever a player discards a card": ("you_discard", {"whose": "any"}),
    "whenever you cycle a card": ("you_discard", {"cycled": True}),
    "whenever a player cycles a card": ("you_discard", {"whose": "any", "cycled": True}),
    "whenever an opponent cycles a card": ("you_discard", {"whose": "opponent", "cycled": True}),
    # 111.1, 603.6a: a nontoken permanent entering (and "[another] nontoken creature enters under
    # your control", above)
    "whenever a nontoken creature enters": (
        "permanent_enters",
        {"type": "Creature", "whose": "any", "nontoken": True},
    ),
    "whenever another nontoken creature enters": (
        "permanent_enters",
        {"type": "Creature", "whose": "any", "other": True, "nontoken": True},
    ),
    "whenever a land enters": ("permanent_enters", {"type": "Land", "whose": "any"}),
    "whenever a land enters under an opponent's control": (
        "permanent_enters",
        {"type": "Land", "whose": "opponent"},
    ),
    "whenever an artifact enters under an opponent's control": (
        "permanent_enters",
        {"type": "Artifact", "whose": "opponent"},
    ),
    # 508.3f, 509.3g: no blocker declared for it (engine.rules.trigger_events)
    "whenever ~ attacks and isn't blocked": ("self_attacks_unblocked", {}),
    # 508.3d: the controller attacks (engine.mechanics.player_attacks)
    "whenever you attack": ("you_attack", {}),
    "whenever you attack with two or more creatures": ("you_attack", {"at_least": 2}),
    "whenever you attack with three or more creatures": ("you_attack", {"at_least": 3}),
}

# 115.1: "When(ever) ~ becomes the target of [tail]" -> params. "When" if the ability takes the
# object off the battlefield ("sacrifice it"), as it can then happen only once; else "whenever".
TARGETED_TRIGGERS: dict[str, dict[str, Any]] = {
    "a spell or ability": {},
    "a spell or ability an opponent controls": {"opponent": True},
    "a spell": {"spell_only": True},
}
_LEAVES = frozenset({"sacrifice_self", "return_to_hand", "exile"})

# A noncreature permanent's "dies" (700.4) and an Aura's "enchanted creature" (303.4).
NONCREATURE_DIES = "when ~ is put into a graveyard from the battlefield"
AURA_CREATURE_DIES = "when enchanted creature dies"


def _entering_params(key: tuple[str, str, bool]) -> dict[str, Any]:
    """The parameters of "permanent_enters" for an `ENTERS_PHRASES` key (603.6a)."""
    card_type, whose, other = key
    return {"type": card_type, "whose": whose, **({"other": True} if other else {})}


_SIMPLE = {terminal_name("TR_", kind): kind for kind in TRIGGER_PHRASES}
_ENTERS = {terminal_name("ET_", "_".join(map(str, key))): key for key in ENTERS_PHRASES}
_STEPS = {terminal_name("ST_", f"{step}_{whose}"): (step, whose) for step, whose in STEP_PHRASES}
_FIXED = {terminal_name("FT_", phrase.replace("~", "self")): phrase for phrase in FIXED_TRIGGERS}
_TARGETED = {
    terminal_name("BT_", f"{head}_{tail}"): (head, tail)
    for head in ("when", "whenever")
    for tail in TARGETED_TRIGGERS
}
# 603.1: "When ~ attacks", "When another creature you control dies", "When a land enters under
# your control": a "whenever ..." phrase begun with "When", which means the same (both words
# begin a trigger condition); the card's word is kept (param "written_when") for the printer.
_WHENEVER_SELF = {
    **{phrase: FIXED_TRIGGERS[phrase] for phrase in FIXED_TRIGGERS},
    **{phrase: (kind, {}) for kind, phrase in TRIGGER_PHRASES.items()},
    **{
        phrase: ("permanent_enters", _entering_params(key))
        for key, phrase in ENTERS_PHRASES.items()
    },
}
_KNOWN_PHRASES = {*FIXED_TRIGGERS, *TRIGGER_PHRASES.values(), *ENTERS_PHRASES.values()}
_WHEN = {
    terminal_name("WH_", phrase.replace("~", "self")): phrase
    for phrase in _WHENEVER_SELF
    if phrase.startswith("whenever ")
    and "when" + phrase[8:] not in _KNOWN_PHRASES
    and "when" + phrase[8:] not in (NONCREATURE_DIES, AURA_CREATURE_DIES)
}
_WORDINGS = {"TR_NONCREATURE_DIES": NONCREATURE_DIES, "TR_AURA_CREATURE_DIES": AURA_CREATURE_DIES}

# 601.2i: the qualities of a cast spell, as Oracle words them, and the card types among them.
SPELL_TYPE_WORDS = ("instant", "sorcery", "creature", "artifact", "enchantment", "planeswalker")
SPELL_QUALITY_WORDS = ("noncreature", "multicolored", "colorless", "historic", "kicked")
COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# Spell subtypes that aren't creature types (205.3k).
SPELL_SUBTYPES = ("Arcane",)
# Enchantment types (205.3h) beside the creature types of SUBTYPE.
ENCHANTMENT_TYPES: tuple[str, ...] = tuple(
    t
    for t in ("Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Rune")
    if t not in CREATURE_TYPES
)
CASTERS = {"you": "you cast", "any": "a player casts", "opponent": "an opponent casts"}

GRAMMAR = (
    r"""
triggered: trigger "," effects -> triggered
         | trigger "," YOU_MAY effects -> triggered_may
// "This ability triggers only once each turn.": a sentence about the triggered ability before it
// (TriggeredAbility.once_each_turn), whichever production read that ability
         | triggered ONCE_EACH_TURN -> triggered_once_each_turn
YOU_MAY: "you may"
ONCE_EACH_TURN: "this ability triggers only once each turn."
trigger: """
    + " | ".join([*_SIMPLE, *_STEPS, *_ENTERS, *_FIXED, *_WHEN, *_WORDINGS, *_TARGETED])
    + """
       | cast_trigger
       | subtype_trigger
       | power_enters_trigger
       | toughness_dies_trigger
       | power_most_enters_trigger
"""
    + "\n".join(f'{name}: "{ENTERS_PHRASES[key]}"' for name, key in _ENTERS.items())
    + "\n"
    + "\n".join(f'{name}: "{TRIGGER_PHRASES[kind]}"' for name, kind in _SIMPLE.items())
    + "\n"
    + "\n".join(f'{name}: "{STEP_PHRASES[key]}"' for name, key in _STEPS.items())
    + "\n"
    + "\n".join(f'{name}: "{phrase}"' for name, phrase in _FIXED.items())
    + "\n"
    + "\n".join(f'{name}: "{phrase}"' for name, phrase in _WORDINGS.items())
    + "\n"
    + "\n".join(f'{name}: "when{phrase[8:]}"' for name, phrase in _WHEN.items())
    + "\n"
    + "\n".join(
        f'{name}: "{head} ~ becomes the target of {tail}"'
        for name, (head, tail) in _TARGETED.items()
    )
    + r"""

// 601.2i: "whenever you cast a noncreature spell", "... an instant or sorcery spell",
// "whenever a player casts a Spirit or Arcane spell", heroic's "a spell that targets ~"
cast_trigger: "whenever" caster article spell_kinds? "spell" TARGETS_SELF?
            | "whenever" caster article spell_kinds? "spell" CAST_MANA_VALUE INT OR_GREATER
            | "whenever" caster article spell_kinds? "spell" CAST_MANA_VALUE INT OR_LESS
            | "whenever" caster article spell_kinds? "spell" DURING_OPPONENT_TURN
CAST_MANA_VALUE: "with mana value"
DURING_OPPONENT_TURN: "during an opponent's turn"
caster: CAST_YOU | CAST_ANY | CAST_OPPONENT
CAST_YOU: "you cast"
CAST_ANY: "a player casts"
CAST_OPPONENT: "an opponent casts"
TARGETS_SELF: "that targets ~"
!article: "a" | "an"
spell_kinds: spell_kind | spell_kind "or" spell_kind
           | spell_kind "," spell_kind "," "or" spell_kind
spell_kind: SPELL_TYPE | SPELL_QUALITY | SPELL_COLOR | SUBTYPE | SPELL_SUBTYPE
SPELL_TYPE: """
    + " | ".join(f'"{w}"' for w in SPELL_TYPE_WORDS)
    + "\nSPELL_QUALITY: "
    + " | ".join(f'"{w}"' for w in SPELL_QUALITY_WORDS)
    + "\nSPELL_COLOR: "
    + " | ".join(f'"{w}"' for w in COLOR_LETTERS)
    + "\nSPELL_SUBTYPE: "
    + " | ".join(f'"{w}"' for w in SPELL_SUBTYPES)
    + r"""

// 603.6a, 508.3a with a creature type: "whenever another Elf enters under your control",
// "whenever ~ or another Zombie enters under your control", "whenever a Goblin you control
// attacks"
subtype_trigger: "whenever" article SUBTYPE ENTERS_YOURS -> subtype_enters
               | "when" article SUBTYPE ENTERS_YOURS -> subtype_enters
               | "whenever" article ENCHANTMENT_TYPE ENTERS_YOURS -> subtype_enters
               | "when" article ENCHANTMENT_TYPE ENTERS_YOURS -> subtype_enters
               | "whenever" "another" SUBTYPE ENTERS_YOURS -> another_subtype_enters
               // 603.6a: "whenever a Warrior creature enters" (under anyone's control)
               | "whenever" article SUBTYPE CREATURE_ENTERS -> subtype_creature_enters
               | "whenever" SELF "or" "another" SUBTYPE ENTERS_YOURS -> self_or_subtype_enters
               | "whenever" article SUBTYPE YOU_CONTROL_ATTACKS -> subtype_attacks
               | "whenever" "another" SUBTYPE YOU_CONTROL_DIES -> another_subtype_dies
               | "whenever" SELF "or" "another" SUBTYPE DIES -> self_or_subtype_dies
               | "whenever" SELF "or" "another" SUBTYPE YOU_CONTROL_DIES -> self_or_your_subtype_dies
               | "whenever" article SUBTYPE YOU_CONTROL_DIES -> subtype_dies
               | "whenever" article "nontoken" SUBTYPE YOU_CONTROL_DIES -> nontoken_subtype_dies
ENTERS_YOURS: "enters under your control"
CREATURE_ENTERS: "creature enters"
YOU_CONTROL_ATTACKS: "you control attacks"
YOU_CONTROL_DIES: "you control dies"
DIES: "dies"
// 205.3h: enchantment types that no creature card spells
ENCHANTMENT_TYPE: """
    + " | ".join(f'"{w}"' for w in ENCHANTMENT_TYPES)
    + r"""
// "sacrifice it": the object the trigger event named (the printer's "it", as for "~")
%extend sacrifice: "sacrifice" "it"
// "that player": the player the trigger event names (bound as the ability triggers)
%extend subject: THAT_PLAYER -> that_player
%extend recipient: THAT_PLAYER -> that_player
THAT_PLAYER: "that player"
// "whenever a creature with power 4 or greater enters under your control"
// ("a nontoken creature with power ...": 111.1, a permanent that isn't a token)
power_enters_trigger: CREATURE_WITH_POWER INT OR_GREATER ENTERS_YOURS
                    | NONTOKEN_WITH_POWER INT OR_GREATER ENTERS_YOURS -> nontoken_power_enters_trigger
CREATURE_WITH_POWER: "whenever a creature with power"
NONTOKEN_WITH_POWER: "whenever a nontoken creature with power"
OR_GREATER: "or greater"
// 700.4: "whenever a creature you control with toughness 4 or greater dies" (as it last was)
toughness_dies_trigger: CREATURE_WITH_TOUGHNESS INT OR_GREATER DIES
                      | YOURS_WITH_POWER INT OR_GREATER DIES -> power_dies_trigger
                      | "whenever" SELF OR_ANOTHER_WITH_POWER INT OR_GREATER DIES -> self_or_power_dies_trigger
CREATURE_WITH_TOUGHNESS: "whenever a creature you control with toughness"
// 700.4: "with power 4 or greater" too, as it last existed (603.10a); "~ or another creature ..."
YOURS_WITH_POWER: "whenever a creature you control with power"
OR_ANOTHER_WITH_POWER: "or another creature you control with power"
// "whenever another creature with power 2 or less enters under your control" (603.6a)
power_most_enters_trigger: ANOTHER_WITH_POWER INT OR_LESS ENTERS_YOURS
ANOTHER_WITH_POWER: "whenever another creature with power"
OR_LESS: "or less"
"""
)


def names_a_player(kind: str, params: Params | dict[str, Any]) -> bool:
    """Whether the trigger event binds "that player" (engine.rules.trigger_events)."""
    if kind in ("creature_dies", "permanent_enters") and params.get("whose") == "opponent":
        return True  # the creature's controller (engine.rules.graveyard_triggers)
    if kind == "permanent_enters" and params.get("whose") == "enchanted":
        return True  # the entering creature's controller: the enchanted player
    if kind == "beginning_of_step" and params.get("whose") in ("each_player", "opponent"):
        return True  # the active player (engine.rules.triggers._step_player)
    if kind == "you_discard" and params.get("whose") in ("opponent", "any"):
        return True  # the player who discarded (engine.rules.discard_triggers)
    if kind == "you_cast_spell" and params.get("caster") in ("opponent", "any"):
        return True  # the spell's caster (engine.rules.triggers._caster, 601.2i)
    if kind == "opponent_becomes_monarch":
        return True  # the opponent who became the monarch (engine.mechanics.monarch)
    if kind in ("a_player_loses_life", "you_gain_life"):
        # the player who lost or gained the life (engine.rules.triggers)
        whose = params.get("whose", "any" if kind == "a_player_loses_life" else "you")
        return whose in ("opponent", "any")
    return kind == "player_draws" or (
        kind in ("self_deals_damage", "creature_deals_damage")
        and params.get("to") in ("player", "opponent")
    )


class TriggeredLowering:
    ctx: LineContext
    # The trigger event of the line names a player ("that player"); set as the trigger is
    # lowered, before its effect (lark lowers a rule's parts in order).
    event_player: bool = False
    event_refs: dict[str, str] = {}
    trigger_kind: str | None = None
    trigger_params: dict[str, Any] = {}

    def trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        kind, params = self._trigger(items)
        self.trigger_kind = kind
        self.trigger_params = params  # what "its" may mean (engine.oracle.grammar.power_amounts)
        self.event_player = names_a_player(kind, params)
        self.event_refs = event_references(kind, params)  # "it", "that creature"
        return kind, params

    def that_player(self, items: list[Any]) -> str:
        if not self.event_player:
            raise ValueError('"that player" names no player of the trigger event')
        return "bound:player"

    def _trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        if isinstance(items[0], tuple):
            return items[0]  # a production with a variable part, already lowered
        name = items[0].type
        if name in _SIMPLE:
            return _SIMPLE[name], {}
        if name in _FIXED:
            kind, fixed = FIXED_TRIGGERS[_FIXED[name]]
            return kind, dict(fixed)
        if name in _WHEN:
            kind, fixed = _WHENEVER_SELF[_WHEN[name]]
            return kind, {**fixed, "written_when": True}
        if name in _TARGETED:
            return "self_becomes_target", dict(TARGETED_TRIGGERS[_TARGETED[name][1]])
        if name == "TR_NONCREATURE_DIES":
            return "self_dies", {}
        if name == "TR_AURA_CREATURE_DIES":
            return "equipped_creature_dies", {}
        if name in _ENTERS:
            return "permanent_enters", _entering_params(_ENTERS[name])
        step_name, whose = _STEPS[name]
        return "beginning_of_step", {"step": step_name, "whose": whose}

    # --- whenever ... casts a ... spell (601.2i) -----------------------------------------------
    def caster(self, items: list[Token]) -> str:
        return {"CAST_YOU": "you", "CAST_ANY": "any", "CAST_OPPONENT": "opponent"}[items[0].type]

    def article(self, items: list[Token]) -> str:
        return str(items[0]).lower()

    def spell_kind(self, items: list[Token]) -> tuple[str, str]:
        return items[0].type, str(items[0])

    def spell_kinds(self, items: list[tuple[str, str]]) -> list[tuple[str, str]]:
        return items

    def cast_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        caster, article = items[0], items[1]
        kinds: list[tuple[str, str]] = next((i for i in items if isinstance(i, list)), [])
        params = spell_params(kinds)
        if caster != "you":
            params["caster"] = caster
        if any(isinstance(i, Token) and i.type == "TARGETS_SELF" for i in items):
            params["targets_self"] = True
        least = next((i for i in items if isinstance(i, Token) and i.type == "INT"), None)
        if least is not None and any(isinstance(i, Token) and i.type == "OR_LESS" for i in items):
            params["mana_value_at_most"] = int(least)  # 202.3
        elif least is not None:
            params["mana_value_at_least"] = int(least)  # 202.3
        if any(isinstance(i, Token) and i.type == "DURING_OPPONENT_TURN" for i in items):
            params["during"] = "opponent_turn"
        if article != _article(spell_words(params)):
            raise ValueError("a spell's article")
        return "you_cast_spell", params

    # --- with a creature type (603.6a, 508.3a) --------------------------------------------------
    def subtype_enters(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return "permanent_enters", {"whose": "you", "subtype": str(items[1])}

    def subtype_creature_enters(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        subtype = str(items[1])
        if str(items[0]) != _article(subtype):
            raise ValueError("a creature type's article")
        return "permanent_enters", {"whose": "any", "type": "Creature", "subtype": subtype}

    def another_subtype_enters(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return "permanent_enters", {"whose": "you", "subtype": str(items[0]), "other": True}

    def self_or_subtype_enters(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        subtype = str(items[1])
        return "permanent_enters", {
            "whose": "you",
            "subtype": subtype,
            "other": True,
            "or_self": True,
        }

    def subtype_attacks(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return "creature_attacks", {"subtype": str(items[1])}

    def another_subtype_dies(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return "creature_dies", {"whose": "you", "other": True, "subtype": str(items[0])}

    def self_or_subtype_dies(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return "creature_dies", {"other": True, "or_self": True, "subtype": str(items[1])}

    def self_or_your_subtype_dies(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        subtype = str(items[1])
        return "creature_dies", {"whose": "you", "other": True, "or_self": True, "subtype": subtype}

    def subtype_dies(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return "creature_dies", {"whose": "you", "subtype": str(items[1])}

    def power_enters_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return "permanent_enters", {
            "type": "Creature",
            "whose": "you",
            "power_at_least": int(items[1]),
        }

    def nontoken_power_enters_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        kind, params = self.power_enters_trigger(items)
        return kind, {**params, "nontoken": True}  # 111.1

    def power_most_enters_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return "permanent_enters", {
            "type": "Creature",
            "whose": "you",
            "other": True,
            "power_at_most": int(items[1]),
        }

    def toughness_dies_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return "creature_dies", {"whose": "you", "toughness_at_least": int(items[1])}

    def power_dies_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return "creature_dies", {"whose": "you", "power_at_least": int(items[1])}

    def self_or_power_dies_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        least = int(next(i for i in items if isinstance(i, Token) and i.type == "INT"))
        return "creature_dies", {
            "whose": "you",
            "other": True,
            "or_self": True,
            "power_at_least": least,
        }

    def nontoken_subtype_dies(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        subtype = next(str(i) for i in items if isinstance(i, Token) and i.type == "SUBTYPE")
        return "creature_dies", {"whose": "you", "nontoken": True, "subtype": subtype}

    def triggered(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), effects = items[0], items[-1]
        return self._ability(kind, params, effects, optional=False)

    def triggered_may(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), effects = items[0], items[-1]
        return self._ability(kind, params, effects, optional=True)

    def triggered_once_each_turn(self, items: list[Any]) -> TriggeredAbility:
        ability: TriggeredAbility = items[0]
        if ability.once_each_turn:
            raise ValueError("the sentence twice")
        return replace(ability, once_each_turn=True)

    def _ability(
        self, kind: str, params: dict[str, Any], effects: Effects, *, optional: bool
    ) -> TriggeredAbility:
        return triggered_ability(
            "", kind, effects, tuple(self.ctx.targets), params=params, optional=optional
        )


def spell_params(kinds: list[tuple[str, str]]) -> dict[str, Any]:
    """A cast spell's qualities (engine.rules.triggers._spell_has) from its words: card types
    and subtypes may be joined by "or"; a quality (noncreature, multicolored ...) stands alone."""
    params: dict[str, Any] = {}
    types: list[str] = []
    subtypes: list[str] = []
    colors: list[str] = []
    for terminal, word in kinds:
        if terminal == "SPELL_TYPE":
            types.append(word.capitalize())
        elif terminal in ("SUBTYPE", "SPELL_SUBTYPE"):
            subtypes.append(word)
        elif terminal == "SPELL_COLOR":
            colors.append(COLOR_LETTERS[word.lower()])
        elif len(kinds) == 1:
            params[word.lower()] = True
        else:
            raise ValueError("a spell quality joined by 'or'")
    if colors and (types or subtypes):
        raise ValueError("a color and a type of spell")
    if subtypes and types and [t for t, _ in kinds if t != "SPELL_TYPE"][:1] != [kinds[-1][0]]:
        # "an instant, sorcery, or Wizard spell": any of them (601.2i); Oracle names the card
        # types first, the subtype last.
        raise ValueError("a card type and a subtype of spell")
    if types:
        params["types"] = tuple(types)
    if subtypes:
        params["subtypes"] = tuple(subtypes)
    if colors:
        params["colors"] = tuple(colors)
    return params


def spell_words(params: Params | dict[str, Any]) -> str | None:
    """The words before "spell" for a cast spell's qualities ("" for any spell; None: none)."""
    words: list[str] = [str(t).lower() for t in params.get("types", ())]
    words += [str(s) for s in params.get("subtypes", ())]
    letters = {v: k for k, v in COLOR_LETTERS.items()}
    words += [letters[str(c)] for c in params.get("colors", ())]
    words += [q for q in (*SPELL_QUALITY_WORDS,) if params.get(q)]
    if len(words) > 3:
        return None
    if len(words) == 3:
        return f"{words[0]}, {words[1]}, or {words[2]}"
    return " or ".join(words)


def _article(words: str | None) -> str:
    return "an" if (words or "spell")[0].lower() in "aeiou" else "a"


_CAST_KEYS = frozenset(
    {
        "noncreature",
        "caster",
        "types",
        "subtypes",
        "colors",
        "targets_self",
        "targets_only",  # engine.oracle.grammar.spell_copies
        "mana_value_at_least",
        "mana_value_at_most",
        "during",
        *SPELL_QUALITY_WORDS,
    }
)


# The words after "spell" (not qualities of the spell's kind).
_CAST_TAILS = (
    "caster",
    "targets_self",
    "targets_only",
    "mana_value_at_least",
    "mana_value_at_most",
    "during",
)


def _cast_phrase(params: Params) -> str | None:
    greater = ""
    if GREATER in params:  # engine.oracle.grammar.experience
        words = greater_words(params[GREATER])
        if words is None or params.get("targets_self"):
            return None
        greater = words
        params = Params({k: v for k, v in params.items() if k != GREATER})
    if set(params) - _CAST_KEYS or params.get("caster", "you") not in CASTERS:
        return None
    words = spell_words(params)
    if words is None:
        return None
    if spell_params(
        [(_terminal_of(w), w) for w in re.split(r",? or |, ", words)] if words else []
    ) != {k: v for k, v in params.items() if k not in _CAST_TAILS}:
        return None
    if params.get("targets_self") and "targets_only" in params:
        return None
    head = CASTERS[str(params.get("caster", "you"))]
    kinds = f"{words} " if words else ""
    if greater and "targets_only" in params:
        return None  # no card has both: don't print one and drop the other
    tails = [
        k
        for k in (
            "targets_self",
            "targets_only",
            "mana_value_at_least",
            "mana_value_at_most",
            "during",
        )
        if k in params
    ]
    if len(tails) > 1:
        return None  # one tail per phrase, as the grammar reads them
    tail = (
        " that targets ~" if params.get("targets_self") else targets_only_words(params) or greater
    )
    if "mana_value_at_least" in params:
        tail = f" with mana value {params['mana_value_at_least']} or greater"
    if "mana_value_at_most" in params:
        tail = f" with mana value {params['mana_value_at_most']} or less"
    if params.get("during") == "opponent_turn":
        tail = " during an opponent's turn"
    return f"whenever {head} {_article(words)} {kinds}spell{tail}"


def _terminal_of(word: str) -> str:
    if word in SPELL_TYPE_WORDS:
        return "SPELL_TYPE"
    if word in COLOR_LETTERS:
        return "SPELL_COLOR"
    if word in SPELL_QUALITY_WORDS:
        return "SPELL_QUALITY"
    return "SUBTYPE"


def _subtype_phrase(kind: str, params: Params) -> str | None:
    subtype = params.get("subtype")
    if not isinstance(subtype, str):
        return None
    keys = set(params)
    if kind == "creature_attacks" and keys == {"subtype"}:
        return f"whenever {_article(subtype)} {subtype} you control attacks"
    if kind == "creature_dies":
        dies = {
            frozenset(
                {"whose", "other", "subtype"}
            ): f"whenever another {subtype} you control dies",
            frozenset({"other", "or_self", "subtype"}): f"whenever ~ or another {subtype} dies",
            frozenset(
                {"whose", "other", "or_self", "subtype"}
            ): f"whenever ~ or another {subtype} you control dies",
            frozenset({"whose", "subtype"}): f"whenever {_article(subtype)} {subtype} you control "
            "dies",
            frozenset({"whose", "nontoken", "subtype"}): f"whenever a nontoken {subtype} you "
            "control dies",
        }
        if params.get("whose", "you") != "you":
            return None
        return dies.get(frozenset(keys))
    if (
        kind == "permanent_enters"
        and keys == {"whose", "type", "subtype"}
        and params.get("whose") == "any"
        and params.get("type") == "Creature"
    ):
        return f"whenever {_article(subtype)} {subtype} creature enters"
    if kind != "permanent_enters" or params.get("whose") != "you" or "type" in keys:
        return None
    if keys == {"whose", "subtype"}:
        return f"whenever {_article(subtype)} {subtype} enters under your control"
    if keys == {"whose", "subtype", "other"}:
        return f"whenever another {subtype} enters under your control"
    if keys == {"whose", "subtype", "other", "or_self"}:
        return f"whenever ~ or another {subtype} enters under your control"
    return None


def names_self_as_it(phrase: str) -> bool:
    """Once the trigger event has named the object with the ability ("~"), its effect calls it
    "it", unless the event has named another creature after it ("whenever ~ blocks a creature
    with flying, ~ gets ...", "whenever ~ or another Ally enters ..."): then "~" again."""
    event, _, condition = phrase.partition(", if ")
    if condition and not re.search(r"\bit\b", condition):
        # An intervening "if" about something else ("if you attacked this turn") names the
        # object in full again: "..., ~ deals 2 damage"; "if it was kicked, it ..." doesn't.
        return False
    if "~" not in event:
        return False
    if re.search(r"\ba creature\b[^,]* by ~", event):
        return False  # "a creature dealt damage by ~ ... dies": "it" would be that creature
    after = event.split("~", 1)[1]
    # "to a player or planeswalker": "it" could be the planeswalker, so Oracle names ~ again
    return not re.search(r"\b(a creature|another|other|or planeswalker|or battle)\b", after)


def _leaves(ability: TriggeredAbility) -> bool:
    """Does the ability take its own object off the battlefield ("sacrifice it", "return ~ to its
    owner's hand")? Oracle words such a trigger "When", not "Whenever"."""
    return any(
        e.kind in _LEAVES
        and e.params.get("to", "self") == "self"
        and e.params.get("from") != "graveyard"  # returned from the graveyard: not leaving
        for e in ability.effects
    )


def trigger_phrase(card: CardDef, ability: TriggeredAbility) -> str | None:
    """The trigger event's words for a triggered ability (None: there are no words for it)."""
    kind, params = ability.trigger, ability.params
    if params.get("written_when"):
        # 603.1: the "whenever ~ ..." phrase begun with "When", as the card writes it
        plain = replace(
            ability, params=Params({k: v for k, v in params.items() if k != "written_when"})
        )
        words = trigger_phrase(card, plain)
        if words is None or not words.startswith("whenever "):
            return None
        return "when" + words.removeprefix("whenever")
    combat = combat_trigger_phrase(card, ability)  # engine.oracle.grammar.combat_triggers
    if combat is not None:
        return combat
    mana_value = mana_value_enters_phrase(ability)  # engine.oracle.grammar.attachment_triggers
    if mana_value is not None:
        return mana_value
    if kind == "self_dies" and not params and "Creature" not in card.types:
        return NONCREATURE_DIES
    land_dies = aura_trigger_phrase(card, kind, params)  # engine.oracle.grammar.aura_animation
    if land_dies is not None:
        return land_dies
    if kind == "equipped_creature_dies" and not params and "Aura" in card.subtypes:
        return AURA_CREATURE_DIES
    if kind == "beginning_of_step" and set(params) <= {"step", "whose"}:
        key = (str(params.get("step")), str(params.get("whose", "each")))
        if key in STEP_PHRASES:
            return STEP_PHRASES[key]
    if kind == "permanent_enters" and set(params) <= {"type", "whose", "other"}:
        entering = (
            str(params.get("type")),
            str(params.get("whose", "you")),
            bool(params.get("other", False)),
        )
        if entering in ENTERS_PHRASES:
            return ENTERS_PHRASES[entering]
    if (
        kind == "permanent_enters"
        and set(params) - {"nontoken"} == {"type", "whose", "power_at_least"}
        and (params["type"], params["whose"], params.get("nontoken", True))
        == ("Creature", "you", True)
    ):
        nontoken = "nontoken " if params.get("nontoken") else ""
        return (
            f"whenever a {nontoken}creature with power {params['power_at_least']} or greater "
            "enters under your control"
        )
    if (
        kind == "permanent_enters"
        and set(params) == {"type", "whose", "other", "power_at_most"}
        and (params["type"], params["whose"], params["other"]) == ("Creature", "you", True)
    ):
        return (
            f"whenever another creature with power {params['power_at_most']} or less enters "
            "under your control"
        )
    if (
        kind == "creature_dies"
        and set(params) == {"whose", "toughness_at_least"}
        and params["whose"] == "you"
    ):
        least = params["toughness_at_least"]
        return f"whenever a creature you control with toughness {least} or greater dies"
    if kind == "creature_dies" and params.get("whose") == "you" and "power_at_least" in params:
        least = params["power_at_least"]
        if set(params) == {"whose", "power_at_least"}:
            return f"whenever a creature you control with power {least} or greater dies"
        if set(params) == {"whose", "other", "or_self", "power_at_least"}:
            return f"whenever ~ or another creature you control with power {least} or greater dies"
    if kind == "you_cast_spell" and "nth" not in params:
        return _cast_phrase(params)
    sacrificed = sacrifice_trigger_phrase(kind, params)  # engine.oracle.grammar.sacrifice_triggers
    if sacrificed is not None:
        return sacrificed
    batch = batch_trigger_phrase(kind, params)  # engine.oracle.grammar.batch_triggers (603.2c)
    if batch is not None:
        return batch
    if kind == "self_becomes_target":
        tail = next((t for t, p in TARGETED_TRIGGERS.items() if Params(p) == params), None)
        head = "when" if _leaves(ability) else "whenever"
        return None if tail is None else f"{head} ~ becomes the target of {tail}"
    if kind == "self_deals_damage" and params.get("attached"):
        if set(params) - {"attached", "combat"}:
            return None
        holder = "equipped" if "Equipment" in card.subtypes else "enchanted"
        combat = " combat" if params.get("combat") else ""
        return f"whenever {holder} creature deals{combat} damage"
    subtyped = _subtype_phrase(kind, params)
    if subtyped is not None:
        if kind == "permanent_enters" and _leaves(ability):
            # "When": the ability takes its own object off the battlefield, so it can happen
            # only once (Trial of Ambition's "return ~ to its owner's hand"), as with targeting
            return "when" + subtyped.removeprefix("whenever")
        return subtyped
    counted_attack = attack_count_phrase(kind, params)  # engine.oracle.grammar.attack_counts
    if counted_attack is not None:
        return counted_attack
    expended = expend_phrase(kind, params)  # engine.oracle.grammar.expend_triggers (700.14)
    if expended is not None:
        return expended
    holder = "equipped" if "Equipment" in card.subtypes else "enchanted"
    together = attacking_together_phrase(holder, kind, params)  # .attacking_together (508.1m)
    if together is not None:
        return together
    partner = block_partner_phrase(holder, kind, params)  # .block_partners (509.3b, 509.3d)
    if partner is not None:
        return partner
    for phrase, (fixed_kind, fixed_params) in FIXED_TRIGGERS.items():
        if kind == fixed_kind and params == Params(fixed_params):
            return phrase
    if kind in TRIGGER_PHRASES and not params:
        return TRIGGER_PHRASES[kind]
    return None
