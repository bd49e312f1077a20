"""Custom (hypothetical) cards: a judge's "what if" card, saved with the scenario.

A custom card is a CardDef built from JSON: characteristics plus abilities from the shared
vocabulary, never code:
- static abilities from the effect vocabulary, e.g.
  {"effect": "modify_damage_by", "params": {"to": "you", "amount": -1}};
- activated abilities: a cost and instructions from the instruction vocabulary, e.g.
  {"cost": {"mana": "{1}", "tap": true}, "effects": [{"kind": "add_mana", "params": {"mana": {"W": 1}}}],
   "mana_ability": true};
- triggered abilities: a trigger from the trigger registry (engine.rules.triggers.TRIGGERS, with its
  params) and instructions, e.g. {"trigger": "self_enters", "targets": ["creature"],
  "effects": [{"kind": "deal_damage", "params": {"amount": 2, "to": 0}}]}; targets are chosen as
  the ability goes on the stack (603.3d); "optional": true makes it a "you may" ability whose
  controller chooses as it resolves (603.5); "once_each_turn": true makes it trigger only once
  each turn for the same object (603.2h, 400.7).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    Instruction,
    StaticAbility,
    TriggeredAbility,
)
from engine.core.errors import InvalidDocument, UnknownWord
from engine.core.state import Params
from engine.document.schema import object_keys
from engine.rules.defined_pt import check_definition
from engine.vocabulary.costs import CHOSEN_COST_PARTS, CUSTOM_COST_FIELDS
from engine.vocabulary.declarations import check_effect, check_instruction, check_trigger
from engine.vocabulary.fields import MANA_LETTERS
from engine.vocabulary.words import TARGET_WORDS


def _only_known_keys(raw: Mapping[str, Any], name: str, path: str) -> None:
    known = object_keys(name)
    for key in raw:
        if key not in known:
            raise UnknownWord(f"key of {name}", key, f"{path}.{key}", tuple(sorted(known)))


def custom_card_from_json(raw: Any, path: str) -> CardDef:
    if not isinstance(raw, Mapping):
        raise InvalidDocument("a custom card must be an object", path)
    _only_known_keys(raw, "custom_card", path)
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > 100:
        raise InvalidDocument(
            "name must be a non-empty string of at most 100 characters", f"{path}.name"
        )

    def strings(key: str) -> tuple[str, ...]:
        value = raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise InvalidDocument(f"{key} must be a list of strings", f"{path}.{key}")
        return tuple(value)

    def number(key: str) -> int | None:
        value = raw.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise InvalidDocument(f"{key} must be a whole number", f"{path}.{key}")
        return value

    abilities: list[StaticAbility | ActivatedAbility | TriggeredAbility] = []
    listed = raw.get("abilities", [])
    if not isinstance(listed, list):
        raise InvalidDocument("abilities must be a list", f"{path}.abilities")
    for i, ability in enumerate(listed):
        where = f"{path}.abilities[{i}]"
        if isinstance(ability, Mapping) and "cost" in ability:
            abilities.append(_activated(ability, where))
            continue
        if isinstance(ability, Mapping) and "trigger" in ability:
            abilities.append(_triggered(ability, where))
            continue
        if not isinstance(ability, Mapping) or "effect" not in ability:
            raise InvalidDocument(
                "an ability needs an effect (a static ability), a cost (an activated ability) "
                "or a trigger (a triggered ability)",
                where,
            )
        _only_known_keys(ability, "static_ability", where)
        params = check_effect(ability["effect"], ability.get("params", {}), where, stored=True)
        if ability["effect"] == "cda_power_toughness":
            problem = check_definition(Params(params))
            if problem:
                raise InvalidDocument(problem, f"{where}.params")
        abilities.append(
            StaticAbility(_text(ability, "text", where), str(ability["effect"]), Params(params))
        )
    types = strings("types")
    if not types:
        raise InvalidDocument("a custom card needs at least one card type", f"{path}.types")
    return CardDef(
        name=name,
        types=types,
        subtypes=strings("subtypes"),
        supertypes=strings("supertypes"),
        mana_cost=_text(raw, "mana_cost", path),
        power=number("power"),
        toughness=number("toughness"),
        loyalty=number("loyalty"),
        colors=strings("colors"),
        keywords=strings("keywords"),
        abilities=tuple(abilities),
        oracle_text=_text(raw, "oracle_text", path),
        custom=True,
    )


def _text(raw: Mapping[str, Any], key: str, path: str) -> str:
    value = raw.get(key, "")
    if not isinstance(value, str):
        raise InvalidDocument(f"{key} must be a string", f"{path}.{key}")
    return value


def _flag(raw: Mapping[str, Any], key: str, path: str) -> bool:
    value = raw.get(key, False)
    if not isinstance(value, bool):
        raise InvalidDocument(f"{key} must be true or false", f"{path}.{key}")
    return value


def _life(cost: Mapping[str, Any], path: str) -> int:
    value = cost.get("life", 0)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 1_000:
        raise InvalidDocument("life must be a whole number from 0 to 1000", f"{path}.life")
    return value


def _chosen_parts(cost: Mapping[str, Any], path: str) -> dict[str, Any]:
    """The cost parts that choose other objects (engine.vocabulary.costs.CHOSEN_COST_PARTS):
    flags, counts from 0 to 100 (sacrifice_count from 1), and card types or subtypes."""
    parts: dict[str, Any] = {}
    for key in CHOSEN_COST_PARTS:
        if key not in cost:
            continue
        default = getattr(Cost(), key)
        if isinstance(default, bool):
            parts[key] = _flag(cost, key, path)
        elif isinstance(default, int):
            value = cost[key]
            low = 1 if key == "sacrifice_count" else 0
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= 100:
                raise InvalidDocument(
                    f"{key} must be a whole number from {low} to 100", f"{path}.{key}"
                )
            parts[key] = value
        else:
            parts[key] = _text(cost, key, path).strip()
    return parts


def _instructions(raw: Mapping[str, Any], where: str) -> tuple[Instruction, ...]:
    """Each instruction checked against its declaration (engine.vocabulary.declarations), with the
    path of the field at fault."""
    listed = raw.get("effects", [])
    if not isinstance(listed, list):
        raise InvalidDocument("effects must be a list", f"{where}.effects")
    effects = []
    for j, step in enumerate(listed):
        at = f"{where}.effects[{j}]"
        if not isinstance(step, Mapping):
            raise InvalidDocument("an effect must be an object with kind and params", at)
        for key in step:
            if key not in ("kind", "params"):
                raise UnknownWord("key of an instruction", key, f"{at}.{key}", ("kind", "params"))
        params = check_instruction(step.get("kind"), step.get("params", {}), at)
        effects.append(Instruction(str(step["kind"]), Params(params)))
    return tuple(effects)


def _target_words(raw: Mapping[str, Any], where: str) -> tuple[str, ...]:
    targets = raw.get("targets", [])
    if not isinstance(targets, list) or not all(isinstance(t, str) for t in targets):
        raise InvalidDocument("targets must be a list of target words", f"{where}.targets")
    for i, word in enumerate(targets):
        if word not in TARGET_WORDS:
            raise UnknownWord("target word", word, f"{where}.targets[{i}]", TARGET_WORDS)
    return tuple(targets)


def _triggered(raw: Mapping[str, Any], where: str) -> TriggeredAbility:
    _only_known_keys(raw, "triggered_ability", where)
    trigger = raw.get("trigger")
    params = check_trigger(trigger, raw.get("params", {}), where)
    effects = _instructions(raw, where)
    if not effects:
        raise InvalidDocument("a triggered ability needs at least one effect", f"{where}.effects")
    optional = raw.get("optional", False)
    if not isinstance(optional, bool):
        raise InvalidDocument("optional must be true or false", f"{where}.optional")
    targets = _target_words(raw, where)
    # 605.1b: a triggered ability is a mana ability when it has no target, triggers from mana
    # being produced by a mana ability, and could add mana; it then resolves at once, without
    # the stack (605.4a). Whether it is one follows from those facts, not from a flag.
    is_mana = (
        str(trigger) in MANA_TRIGGERS and not targets and any(e.kind == "add_mana" for e in effects)
    )
    claimed = _flag(raw, "mana_ability", where)
    if claimed and not is_mana:
        raise InvalidDocument(
            "a triggered mana ability triggers from mana being added (land_tapped_for_mana), "
            "has no target and adds mana (605.1b)",
            f"{where}.mana_ability",
        )
    return TriggeredAbility(
        text=_text(raw, "text", where),
        trigger=str(trigger),
        effects=effects,
        params=Params(params),
        targets=targets,
        optional=optional,
        mana_ability=is_mana,
        once_each_turn=_flag(raw, "once_each_turn", where),
    )


# Triggers on mana being produced by a mana ability (605.1b, 106.12a).
MANA_TRIGGERS = frozenset({"land_tapped_for_mana"})


def _triggered_to_json(ability: TriggeredAbility) -> dict[str, Any]:
    data: dict[str, Any] = {
        "text": ability.text,
        "trigger": ability.trigger,
        "effects": [{"kind": e.kind, "params": e.params.to_json()} for e in ability.effects],
    }
    if ability.params:
        data["params"] = ability.params.to_json()
    if ability.targets:
        data["targets"] = list(ability.targets)
    if ability.optional:
        data["optional"] = True
    if ability.mana_ability:
        data["mana_ability"] = True
    if ability.once_each_turn:
        data["once_each_turn"] = True
    return data


def _activated(raw: Mapping[str, Any], where: str) -> ActivatedAbility:
    _only_known_keys(raw, "activated_ability", where)
    cost = raw.get("cost")
    if not isinstance(cost, Mapping):
        raise InvalidDocument("cost must be an object", f"{where}.cost")
    for key in cost:
        if key not in CUSTOM_COST_FIELDS:
            raise UnknownWord("cost part", key, f"{where}.cost.{key}", CUSTOM_COST_FIELDS)
    # "Spend only black mana on X" (602.1b): the mana types that may pay the X.
    x_colors = cost.get("x_colors", [])
    if not isinstance(x_colors, list) or not all(c in MANA_LETTERS for c in x_colors):
        raise InvalidDocument(
            f"x_colors must be a list of mana letters ({', '.join(MANA_LETTERS)})",
            f"{where}.cost.x_colors",
        )
    effects = _instructions(raw, where)
    targets = _target_words(raw, where)
    sorcery_speed = raw.get("sorcery_speed", False)
    if not isinstance(sorcery_speed, bool):
        raise InvalidDocument("sorcery_speed must be true or false", f"{where}.sorcery_speed")
    return ActivatedAbility(
        text=_text(raw, "text", where),
        cost=Cost(
            mana=_text(cost, "mana", f"{where}.cost"),
            tap=_flag(cost, "tap", f"{where}.cost"),
            untap=_flag(cost, "untap", f"{where}.cost"),
            exile_self=_flag(cost, "exile_self", f"{where}.cost"),
            sacrifice_self=_flag(cost, "sacrifice_self", f"{where}.cost"),
            life=_life(cost, f"{where}.cost"),
            x_colors=tuple(x_colors),
            **_chosen_parts(cost, f"{where}.cost"),
        ),
        effects=tuple(effects),
        mana_ability=_flag(raw, "mana_ability", where),
        # "Activate only as a sorcery" (602.5d), as an equip ability is (702.6a).
        sorcery_speed=sorcery_speed,
        targets=tuple(targets),
    )


def _activated_to_json(ability: ActivatedAbility) -> dict[str, Any]:
    defaults = vars(Cost())
    cost = {
        k: list(v) if isinstance(v, tuple) else v
        for k, v in vars(ability.cost).items()
        if v and v != defaults[k]
    }
    data: dict[str, Any] = {
        "text": ability.text,
        "cost": cost,
        "effects": [{"kind": e.kind, "params": e.params.to_json()} for e in ability.effects],
    }
    if ability.mana_ability:
        data["mana_ability"] = True
    if ability.sorcery_speed:
        data["sorcery_speed"] = True
    if ability.targets:
        data["targets"] = list(ability.targets)
    return data


def custom_card_to_json(card: CardDef) -> dict[str, Any]:
    data: dict[str, Any] = {"name": card.name, "types": list(card.types)}
    for key in ("subtypes", "supertypes", "colors", "keywords"):
        if getattr(card, key):
            data[key] = list(getattr(card, key))
    for key in ("mana_cost", "oracle_text"):
        if getattr(card, key):
            data[key] = getattr(card, key)
    for key in ("power", "toughness", "loyalty"):
        if getattr(card, key) is not None:
            data[key] = getattr(card, key)
    abilities: list[dict[str, Any]] = []
    for a in card.abilities:
        if isinstance(a, StaticAbility):
            abilities.append({"text": a.text, "effect": a.effect, "params": a.params.to_json()})
        elif isinstance(a, ActivatedAbility):
            abilities.append(_activated_to_json(a))
        elif isinstance(a, TriggeredAbility):
            abilities.append(_triggered_to_json(a))
    if abilities:
        data["abilities"] = abilities
    return data
