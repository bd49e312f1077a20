"""The scenario document's JSON Schema, built from the document's shape (below) and the typed
vocabulary (engine.vocabulary): custom cards' abilities, instructions, effect parameters, triggers,
reference and amount words, target words and cost parts are generated from their declarations,
so the schema can't drift from what the codec accepts. Every object refuses unknown keys
(additionalProperties: false), as the codec does.

The published file scenario.schema.json is this module's output (`python -m engine schema
--write` regenerates it; tests/engine/codec checks it is current).
"""

from __future__ import annotations

import copy
from dataclasses import fields
from typing import Any

from engine.rules.faces import LAYOUTS
from engine.vocabulary import amounts, references
from engine.vocabulary.actions import ACTION_DECLARATIONS, COMMON_KEYS
from engine.vocabulary.costs import CHOSEN_COST_PARTS, CUSTOM_COST_FIELDS, Cost
from engine.vocabulary.declarations import (
    EFFECT_DECLARATIONS,
    INSTRUCTION_DECLARATIONS,
    TRIGGER_DECLARATIONS,
)
from engine.vocabulary.fields import MANA_LETTERS, Declaration, Field, Shape
from engine.vocabulary.words import TARGET_WORDS

_STARRED = (
    "A number, or a printed * / 1+* (208.2a) the engine computes from the Oracle text (604.3)"
)

BASE: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://stackboard.invalid/schema/scenario-1.json",
    "title": "Stackboard scenario document",
    "description": "A Magic: The Gathering board, the effects in force and optionally the actions to "
    "apply. Version 1.",
    "type": "object",
    "required": ["players"],
    "properties": {
        "version": {"const": 1},
        "format": {"enum": ["two_player", "free_for_all", "two_headed_giant", "commander"]},
        "seed": {"type": "integer"},
        "next_id": {"type": "integer", "minimum": 1},
        "turn": {
            "type": "object",
            "properties": {
                "number": {"type": "integer", "minimum": 1},
                "active_player": {"type": "string"},
                "step": {
                    "enum": [
                        "untap",
                        "upkeep",
                        "draw",
                        "precombat_main",
                        "beginning_of_combat",
                        "declare_attackers",
                        "declare_blockers",
                        "first_strike_damage",
                        "combat_damage",
                        "end_of_combat",
                        "postcombat_main",
                        "end",
                        "cleanup",
                    ]
                },
            },
        },
        "players": {
            "type": "array",
            "minItems": 2,
            "maxItems": 8,
            "items": {"$ref": "#/$defs/player"},
        },
        "stack": {
            "type": "array",
            "items": {"$ref": "#/$defs/object"},
            "description": "Bottom first; the last item is the top.",
        },
        "effects": {"type": "array", "items": {"$ref": "#/$defs/effect"}},
        "custom_cards": {"type": "array", "items": {"$ref": "#/$defs/custom_card"}},
        "actions": {"type": "array", "items": {"$ref": "#/$defs/action"}},
        "puzzle": {
            "type": "object",
            "description": "A puzzle's metadata (goal, turns, source; engine.puzzle, engine.pzl): "
            "kept verbatim with the document, including Forge's own fields; the rules don't read it.",
            "additionalProperties": True,
        },
        "hidden": {
            "type": "object",
            "description": "A puzzle's public copy: what was hidden from the solver, per player "
            "(engine.puzzle.redact).",
            "additionalProperties": {"$ref": "#/$defs/counts"},
        },
        "pending_triggers": {
            "type": "array",
            "items": {"$ref": "#/$defs/pending_trigger"},
            "description": "Triggered abilities waiting to be put on the stack (603.3).",
        },
        "last_known": {
            "type": "object",
            "description": "Last known information of objects that left their zone (608.2h), by id.",
            "additionalProperties": {"type": "object"},
        },
        "combat": {
            "type": "object",
            "description": "The current combat (506-511); only in a combat step. "
            "Flags default to what the lists imply.",
            "additionalProperties": False,
            "properties": {
                "attackers": {
                    "type": "object",
                    "description": "Attacking creature id -> "
                    "the player, planeswalker "
                    "or battle it attacks "
                    "(null: attacking nothing, "
                    "506.4c).",
                    "additionalProperties": {"type": ["string", "null"]},
                },
                "blockers": {
                    "type": "object",
                    "description": "Blocking creature id -> the attackers it blocks.",
                    "additionalProperties": {
                        "oneOf": [
                            {"type": "string"},
                            {"type": "array", "items": {"type": "string"}},
                        ]
                    },
                },
                "blocked": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "Attackers that became blocked (509.1h).",
                },
                "attackers_declared": {"type": "boolean"},
                "blockers_declared": {"type": "boolean"},
                "had_attackers": {
                    "type": "boolean",
                    "description": "Creatures were "
                    "declared or put onto "
                    "the battlefield "
                    "attacking (508.8).",
                },
                "first_strikers": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "Creatures that had "
                    "first or double "
                    "strike as the first "
                    "combat damage step "
                    "began (510.4).",
                },
                "bands": {
                    "type": "array",
                    "items": {"type": "array", "items": {"type": "string"}, "minItems": 2},
                    "description": "Attacking bands (702.22c), each its creatures.",
                },
            },
        },
    },
    "$defs": {
        "counts": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}},
        "player": {
            "type": "object",
            "required": ["id"],
            "properties": {
                "id": {"type": "string", "minLength": 1},
                "name": {"type": "string"},
                "life": {"type": "integer"},
                "poison": {"type": "integer", "minimum": 0},
                "team": {
                    "type": "string",
                    "description": "Two-Headed Giant team; teammates "
                    "share life and poison (810.9, "
                    "810.10).",
                },
                "commander_damage": {
                    "$ref": "#/$defs/counts",
                    "description": "Combat damage received, per commander object id (903.10a).",
                },
                "counters": {"$ref": "#/$defs/counts"},
                "designations": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "E.g. citys_blessing (702.131), monarch (725), initiative (726).",
                },
                "speed": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "The player's speed (702.179); absent: no speed yet.",
                },
                "lost": {"type": "boolean"},
                "won": {"type": "boolean"},
                "drew_from_empty_library": {"type": "boolean"},
                "mana_pool": {"$ref": "#/$defs/counts", "description": "Mana by type (106.4)."},
                "outside_game": {
                    "type": "array",
                    "items": {"type": "string", "minLength": 1},
                    "description": "Names of cards the player owns outside the game (400.11).",
                },
                "companion": {
                    "type": "string",
                    "minLength": 1,
                    "description": "The card of outside_game revealed as the player's companion "
                    "before the game (702.139a); absent once it was put into their hand (116.2g) "
                    "or if they have none.",
                },
                "venture_room": {
                    "type": "string",
                    "minLength": 1,
                    "description": "The room of the dungeon card the player owns in the command "
                    "zone their venture marker is on (309.4); absent while they own none there.",
                },
                "dungeons_completed": {
                    "type": "array",
                    "items": {"type": "string", "minLength": 1},
                    "description": "Names of the dungeons the player completed, in order (309.7).",
                },
                "scheme_deck": {
                    "type": "array",
                    "items": {"type": "string", "minLength": 1},
                    "description": "The archenemy's scheme deck (904.3, 904.4): names of its "
                    "face-down scheme cards, top first. A face-up scheme is an object in the "
                    "command zone.",
                },
                "library": {
                    "type": "array",
                    "items": {"$ref": "#/$defs/object"},
                    "description": "Top card first.",
                },
                "hand": {"type": "array", "items": {"$ref": "#/$defs/object"}},
                "graveyard": {
                    "type": "array",
                    "items": {"$ref": "#/$defs/object"},
                    "description": "Oldest first; the last card is the top.",
                },
                "battlefield": {
                    "type": "array",
                    "items": {"$ref": "#/$defs/object"},
                    "description": "Permanents this player controls.",
                },
                "exile": {"type": "array", "items": {"$ref": "#/$defs/object"}},
                "command": {"type": "array", "items": {"$ref": "#/$defs/object"}},
            },
        },
        "object": {
            "type": "object",
            "required": ["id", "card"],
            "properties": {
                "id": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200,
                    "description": "Stable id that actions refer to.",
                },
                "card": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200,
                    "description": "Card name (engine registry, custom "
                    "card, or inline characteristics).",
                },
                "owner": {
                    "type": "string",
                    "description": "Defaults to the player it is listed under.",
                },
                "controller": {
                    "type": "string",
                    "description": "Battlefield only; defaults to the player it is listed under.",
                },
                "token": {"type": "boolean"},
                "spell_copy": {
                    "type": "boolean",
                    "description": "On the stack: a copy of a spell, not cast (707.10).",
                },
                "tapped": {"type": "boolean"},
                "summoning_sick": {
                    "type": "boolean",
                    "description": "Not continuously controlled since the turn began (302.6).",
                },
                "arrived_since_last_upkeep": {
                    "type": "boolean",
                    "description": "Came under its controller's control since the beginning "
                    "of their last upkeep (echo, 702.30a).",
                },
                "counters": {"$ref": "#/$defs/counts"},
                "damage": {"type": "integer", "minimum": 0},
                "deathtouch_damage": {"type": "boolean"},
                "attached_to": {
                    "type": "string",
                    "description": "Id of the object or player "
                    "it's attached to: an Aura's "
                    "enchanted object or player "
                    "(303.4), an Equipment's "
                    "equipped creature (301.5).",
                },
                "face_down": {"type": "boolean"},
                "phased_out": {"type": "boolean"},
                "commander": {"type": "boolean"},
                "timestamp": {"type": "integer", "minimum": 0},
                "attached_timestamp": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "The timestamp it "
                    "received when it last "
                    "became attached "
                    "(613.7e); orders its "
                    "effects, not its "
                    "identity.",
                },
                "characteristics": {"$ref": "#/$defs/characteristics"},
                "face": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 1,
                    "description": "The face that is up (712), the half being cast (709.3) or 1 "
                    "for an Adventure on the stack (715.3) or a flipped flip card (710).",
                },
                "x": {"type": "integer", "minimum": 0, "description": "The value of X (107.3)."},
                "fused": {
                    "type": "boolean",
                    "description": "A split card cast with both halves: a fused split spell "
                    "(702.102a), on the stack.",
                },
                "kicked": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "How many times it was kicked as it was cast (702.33d), on the "
                    "stack and as the permanent it became.",
                },
                "foretold_turn": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "The turn a card in exile was foretold on (702.143a: exiled "
                    "face down from its owner's hand; it may be cast for its foretell cost after "
                    "that turn).",
                },
                "mana_spent": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["W", "U", "B", "R", "G", "C"]},
                    "description": "The mana spent to cast it (601.2h), one letter per mana, on "
                    "the stack and as the permanent it became.",
                },
                "cast_for": {
                    "type": "string",
                    "enum": [
                        "evoke",
                        "dash",
                        "escape",
                        "overload",
                        "cleave",
                        "bestow",
                        "mutate",
                        "warp",
                        "sneak",
                        "madness",
                        "miracle",
                        "awaken",
                        "blitz",
                        "impending",
                        "mayhem",
                        "web-slinging",
                        "harmonize",
                        "prototype",
                        "manifest",
                        "cloak",
                    ],
                    "description": "The alternative cost its spell was cast for (118.9): evoke "
                    "(702.74a), dash (702.109a), escape (702.138b), overload (702.96a), cleave (702.148a), bestow "
                    "(702.103a: a bestowed Aura spell or permanent, 702.103b), mutate (702.140a: a "
                    "mutating creature spell), warp (702.185a), "
                    "sneak (702.190a), madness (702.35b), miracle (702.94a), awaken (702.113a), "
                    "blitz (702.152a), impending (702.176a), mayhem (702.187b), web-slinging (702.188a) or harmonize "
                    "(702.180a), on the stack and as the permanent it became; or prototype: cast "
                    "prototyped, with the card's prototype mana cost, power and toughness "
                    "(702.160a, 718.3b); or how a face-down permanent was put onto the "
                    "battlefield: manifested (701.40a) or cloaked (701.58a).",
                },
                "chosen": {
                    "type": "object",
                    "additionalProperties": False,
                    "properties": {
                        "color": {"enum": ["white", "blue", "black", "red", "green"]},
                        "creature_type": {"type": "string", "minLength": 1},
                        "protector": {"type": "string", "minLength": 1},
                    },
                    "description": "What was chosen for the permanent as it entered (614.12a): "
                    "a color, a creature type, a battle's protector (a player id, 310.8a).",
                },
                "stack_info": {
                    "$ref": "#/$defs/stack_info",
                    "description": "Stack objects only: what it is and what it targets.",
                },
                "merged": {
                    "type": "array",
                    "items": {"$ref": "#/$defs/merged_card"},
                    "description": "A merged permanent (730.2, mutate 702.140c): the cards and "
                    "tokens representing it besides its topmost one (the object's own card, "
                    "whose characteristics it has, 730.2a), from top to bottom. It has the "
                    "abilities of each (702.140e).",
                },
            },
        },
        "merged_card": {
            "type": "object",
            "required": ["card", "rank"],
            "additionalProperties": False,
            "properties": {
                "card": {"type": "string", "minLength": 1},
                "rank": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Its place in the order the components merged (0: the "
                    "permanent before its first merge; the topmost component has the one number "
                    "from 0 to the count of merged cards no merged card has): the permanent's "
                    "abilities are listed in that order.",
                },
                "token": {"type": "boolean"},
                "face": {"type": "integer", "minimum": 0, "maximum": 1},
                "face_down": {"type": "boolean"},
                "characteristics": {"$ref": "#/$defs/characteristics"},
            },
        },
        "stack_info": {
            "type": "object",
            "required": ["kind", "source"],
            "properties": {
                "kind": {"enum": ["spell", "activated", "triggered"]},
                "source": {"type": "string", "minLength": 1},
                "ability": {"type": "integer", "minimum": -1},
                "targets": {"type": "array", "items": {"type": "string"}},
                "x": {"type": "integer", "minimum": 0},
                "mode": {"type": "integer", "minimum": -1},
                "free": {"type": "boolean"},
                "bound": {"type": "object", "additionalProperties": True},
            },
        },
        "pending_trigger": {
            "type": "object",
            "required": ["source", "controller"],
            "properties": {
                "source": {"type": "string", "minLength": 1},
                "ability": {"type": "integer", "minimum": -1},
                "controller": {"type": "string", "minLength": 1},
                "bound": {"type": "object", "additionalProperties": True},
                "effect": {"type": "string"},
            },
        },
        "characteristics": {
            "type": "object",
            "description": "Printed characteristics of a card the engine has no "
            "definition for (it gets only implemented keywords).",
            "properties": {
                "types": {"type": "array", "items": {"type": "string"}},
                "subtypes": {"type": "array", "items": {"type": "string"}},
                "supertypes": {"type": "array", "items": {"type": "string"}},
                "power": {"type": ["integer", "string"], "description": _STARRED},
                "toughness": {"type": ["integer", "string"], "description": _STARRED},
                "loyalty": {"type": ["integer", "string"]},
                "colors": {"type": "array", "items": {"enum": ["W", "U", "B", "R", "G"]}},
                "mana_cost": {"type": "string"},
                "keywords": {"type": "array", "items": {"type": "string"}},
                "oracle_text": {"type": "string"},
                "layout": {
                    "enum": sorted(LAYOUTS),
                    "description": "A multi-face card's layout (709 split, 710 flip, 712 "
                    "double-faced, 715 adventurer).",
                },
                "faces": {
                    "type": "array",
                    "minItems": 2,
                    "maxItems": 2,
                    "items": {"$ref": "#/$defs/face"},
                    "description": "Each face's own characteristics, with its name; the "
                    "top-level fields are the front face's.",
                },
            },
        },
        "effect": {
            "type": "object",
            "required": ["id", "kind", "controller"],
            "properties": {
                "id": {"type": "string", "minLength": 1},
                "kind": {
                    "type": "string",
                    "description": "An effect kind of the engine's vocabulary (python -m engine "
                    "vocabulary).",
                },
                "controller": {"type": "string"},
                "source": {"type": "string"},
                "stands_in_for": {
                    "type": "string",
                    "description": "A judge's stand-in: the id of the object whose unapplied "
                    "text this effect stands in for; in force only while that object is on the "
                    "battlefield, with that object's controller as its controller, and named "
                    '"judge\'s stand-in for <card>" wherever it is shown.',
                },
                "params": {"type": "object"},
                "duration": {
                    "enum": [
                        "end_of_turn",
                        "until_your_next_turn",
                        "indefinite",
                        "while_source_on_battlefield",
                    ]
                },
                "timestamp": {"type": "integer", "minimum": 0},
            },
        },
    },
}

CUSTOM_CARD: dict[str, Any] = {
    "type": "object",
    "required": ["name", "types"],
    "properties": {
        "name": {"type": "string", "minLength": 1, "maxLength": 100},
        "types": {"type": "array", "minItems": 1, "items": {"type": "string"}},
        "subtypes": {"type": "array", "items": {"type": "string"}},
        "supertypes": {"type": "array", "items": {"type": "string"}},
        "mana_cost": {"type": "string"},
        "power": {"type": "integer"},
        "toughness": {"type": "integer"},
        "loyalty": {"type": "integer"},
        "colors": {"type": "array", "items": {"type": "string"}},
        "keywords": {"type": "array", "items": {"type": "string"}},
        "oracle_text": {"type": "string"},
    },
}


def build_schema() -> dict[str, Any]:
    schema = copy.deepcopy(BASE)
    defs = schema["$defs"]
    card = copy.deepcopy(CUSTOM_CARD)
    card["properties"]["abilities"] = {"type": "array", "items": {"$ref": "#/$defs/ability"}}
    defs["custom_card"] = card
    defs["effect"]["properties"]["params"] = {
        "type": "object",
        "description": "The effect kind's parameters (the card's words already bound to ids).",
    }
    defs["effect"]["allOf"] = [_kind_params("kind", d, stored=True) for d in EFFECT_DECLARATIONS]
    defs["effect"]["properties"]["kind"]["enum"] = [d.kind for d in EFFECT_DECLARATIONS]
    defs["face"] = _face(defs["characteristics"])
    defs.update(_vocabulary_defs())
    defs["action"] = _action()
    _close(schema)
    return schema


def _face(characteristics: dict[str, Any]) -> dict[str, Any]:
    """One face of a multi-face card (709, 710, 712, 715): a card's characteristics with the
    face's own name, and no faces of its own."""
    face = copy.deepcopy(characteristics)
    face["description"] = "One face's characteristics (a multi-face card's faces)."
    del face["properties"]["layout"], face["properties"]["faces"]
    face["properties"] = {
        "name": {"type": "string", "minLength": 1, "description": "The face's name."},
        **face["properties"],
    }
    face["required"] = ["name"]
    return face


def _vocabulary_defs() -> dict[str, Any]:
    return {
        "reference": {
            "description": "Who or what an instruction acts on (engine.vocabulary.references).",
            "anyOf": [
                {"type": "integer", "minimum": 0, "description": "The N-th target (0: the first)."},
                {"enum": list(references.PLAIN_WORDS)},
                {"type": "string", "pattern": "^(target|that|controller_of):[0-9]+$"},
                {"type": "string", "pattern": "^controller_of:that:[0-9]+$"},
                {"type": "string", "pattern": "^creatures_(with|without):.+$"},
                {"type": "string", "pattern": "^bound:.+$"},
            ],
        },
        "amount": {
            "description": "How many (engine.vocabulary.amounts).",
            "anyOf": [
                {"type": "integer"},
                {"enum": list(amounts.PLAIN_WORDS)},
                {"type": "string", "pattern": "^(counters|lands_of_type):.+$"},
                {"type": "string", "pattern": "^target_(power|toughness):[0-9]+$"},
            ],
        },
        "target_word": {"enum": list(TARGET_WORDS)},
        "targets": {
            "type": "array",
            "items": {"$ref": "#/$defs/target_word"},
            "description": "Chosen as the ability goes on the stack (601.2c, 603.3d).",
        },
        "instruction": {
            "type": "object",
            "required": ["kind"],
            "properties": {
                "kind": {"enum": [d.kind for d in INSTRUCTION_DECLARATIONS]},
                "params": {"type": "object"},
            },
            "allOf": [_kind_params("kind", d) for d in INSTRUCTION_DECLARATIONS],
        },
        "instructions": {"type": "array", "items": {"$ref": "#/$defs/instruction"}},
        "cost": {
            "type": "object",
            "properties": {
                f.name: _COST_SCHEMAS[f.name] for f in fields(Cost) if f.name in CUSTOM_COST_FIELDS
            },
        },
        "ability": {
            "description": "A static ability (effect + params), an activated ability (cost + "
            "effects) or a triggered ability (trigger + effects).",
            "oneOf": [
                {"$ref": "#/$defs/static_ability"},
                {"$ref": "#/$defs/activated_ability"},
                {"$ref": "#/$defs/triggered_ability"},
            ],
        },
        "static_ability": {
            "type": "object",
            "required": ["effect"],
            "properties": {
                "text": {"type": "string"},
                "effect": {"enum": [d.kind for d in EFFECT_DECLARATIONS]},
                "params": {"type": "object"},
            },
            "allOf": [_kind_params("effect", d, stored=True) for d in EFFECT_DECLARATIONS],
        },
        "activated_ability": {
            "type": "object",
            "required": ["cost", "effects"],
            "properties": {
                "text": {"type": "string"},
                "cost": {"$ref": "#/$defs/cost"},
                "effects": {"$ref": "#/$defs/instructions"},
                "mana_ability": {"type": "boolean"},
                "sorcery_speed": {
                    "type": "boolean",
                    "description": "Activate only as a sorcery (602.5d), as an equip ability is "
                    "(702.6a).",
                },
                "targets": {"$ref": "#/$defs/targets"},
            },
        },
        "triggered_ability": {
            "type": "object",
            "required": ["trigger", "effects"],
            "properties": {
                "text": {"type": "string"},
                "trigger": {"enum": [d.kind for d in TRIGGER_DECLARATIONS]},
                "params": {"type": "object"},
                "effects": {"$ref": "#/$defs/instructions"},
                "targets": {"$ref": "#/$defs/targets"},
                "optional": {
                    "type": "boolean",
                    "description": 'A "you may": its controller chooses as it resolves (603.5).',
                },
                "mana_ability": {
                    "type": "boolean",
                    "description": "A triggered mana ability (605.1b): it resolves at once, "
                    "without the stack (605.4a).",
                },
                "once_each_turn": {
                    "type": "boolean",
                    "description": '"This ability triggers only once each turn.": it does not '
                    "trigger again for the same object that turn (603.2h, 400.7).",
                },
            },
            "allOf": [_kind_params("trigger", d) for d in TRIGGER_DECLARATIONS],
        },
    }


_COST_PART_TYPES: dict[type, dict[str, Any]] = {
    bool: {"type": "boolean"},
    int: {"type": "integer", "minimum": 0, "maximum": 100},
    str: {"type": "string"},
}
_COST_SCHEMAS: dict[str, Any] = {
    "mana": {"type": "string"},
    "tap": {"type": "boolean"},
    "untap": {"type": "boolean"},
    "exile_self": {"type": "boolean"},
    "sacrifice_self": {"type": "boolean"},
    "life": {"type": "integer", "minimum": 0},
    "x_colors": {
        "type": "array",
        "items": {"enum": list(MANA_LETTERS)},
        "description": 'Spend only mana of these types on X (602.1b), e.g. ["B"] for Crypt Rats.',
    },
    **{
        name: {
            **_COST_PART_TYPES[type(getattr(Cost(), name))],
            **({"minimum": 1} if name == "sacrifice_count" else {}),
            "description": description,
        }
        for name, description in CHOSEN_COST_PARTS.items()
    },
}


def _action() -> dict[str, Any]:
    """An action: its type's keys only (engine.vocabulary.actions)."""
    properties: dict[str, Any] = {
        "type": {"enum": [d.kind for d in ACTION_DECLARATIONS]},
        "choices": {
            "type": "array",
            "items": {"type": "string"},
            "description": "The scripted answers to the decisions it needs, in order.",
        },
    }
    for decl in ACTION_DECLARATIONS:
        for f in decl.fields:
            properties.setdefault(f.name, {})
    cases = []
    for decl in ACTION_DECLARATIONS:
        then: dict[str, Any] = {
            "propertyNames": {"enum": [*COMMON_KEYS, *(f.name for f in decl.fields)]},
            "properties": {f.name: _field(f, stored=False) for f in decl.fields},
        }
        required = [f.name for f in decl.fields if f.required]
        if required:
            then["required"] = required
        cases.append(
            {
                "if": {"properties": {"type": {"const": decl.kind}}, "required": ["type"]},
                "then": then,
                "description": decl.summary,
            }
        )
    return {"type": "object", "required": ["type"], "properties": properties, "allOf": cases}


def _kind_params(key: str, decl: Declaration, *, stored: bool = False) -> dict[str, Any]:
    """When `key` names this kind, its params have exactly the declared fields."""
    params: dict[str, Any] = {
        "type": "object",
        "properties": {f.name: _field(f, stored) for f in decl.fields},
    }
    required = [f.name for f in decl.fields if f.required]
    if required:
        params["required"] = required
    if not decl.bound_keys:
        params["additionalProperties"] = False
    then: dict[str, Any] = {"properties": {"params": params}}
    if required:
        then["required"] = ["params"]
    return {
        "if": {"properties": {key: {"const": decl.kind}}, "required": [key]},
        "then": then,
        "description": decl.summary,
    }


def _field(f: Field, stored: bool) -> dict[str, Any]:
    schema = _shape(f, stored)
    if f.doc:
        schema = {**schema, "description": f.doc}
    return schema


def _shape(f: Field, stored: bool) -> dict[str, Any]:
    ref: dict[str, Any] = {"$ref": "#/$defs/reference"}
    if stored and f.shape in (Shape.REFERENCE, Shape.REFERENCES):
        ref = {"type": ["string", "integer"]}
    match f.shape:
        case Shape.REFERENCE:
            return ref
        case Shape.REFERENCES:
            return {"anyOf": [ref, {"type": "array", "items": ref}]}
        case Shape.AMOUNT:
            return {"$ref": "#/$defs/amount"}
        case Shape.INT:
            return {"type": "integer"}
        case Shape.BOOL:
            return {"type": "boolean"}
        case Shape.TEXT | Shape.MANA_COST:
            return {"type": "string"}
        case Shape.WORD:
            return {"enum": list(f.choices)} if f.choices else {"type": "string"}
        case Shape.WORDS:
            item = {"enum": list(f.choices)} if f.choices else {"type": "string"}
            return {"type": "array", "items": item}
        case Shape.INTS:
            return {"type": "array", "items": {"type": "integer", "minimum": 0}}
        case Shape.MANA:
            return {
                "type": "object",
                "properties": {
                    letter: {"type": "integer", "minimum": 0} for letter in MANA_LETTERS
                },
            }
        case Shape.OBJECT | Shape.EFFECT_PARAMS:
            return {"type": "object", "additionalProperties": True}
        case Shape.INSTRUCTIONS:
            return {"$ref": "#/$defs/instructions"}
    return {}


def _close(schema: Any) -> None:
    """additionalProperties: false on every object with listed properties that doesn't say
    otherwise (maps, such as counts, say what their values are)."""
    if isinstance(schema, dict):
        # A conditional's part ("then") only constrains params: the object it applies to is
        # closed where it is declared.
        if (
            "properties" in schema
            and "additionalProperties" not in schema
            and not _is_conditional_part(schema)
        ):
            schema["additionalProperties"] = False
        for key, value in schema.items():
            if key in ("if",):
                continue
            _close(value)
    elif isinstance(schema, list):
        for item in schema:
            _close(item)


def _is_conditional_part(schema: dict[str, Any]) -> bool:
    # {"properties": {"params": ...}} inside a "then": only constrains params.
    return "type" not in schema
