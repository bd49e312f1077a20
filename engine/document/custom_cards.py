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
  controller chooses as it resolves (603.5).
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
from engine.vocabulary.costs import CUSTOM_COST_FIELDS
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
        abilities.append(
            StaticAbility(str(ability.get("text", "")), str(ability["effect"]), Params(params))
        )
    types = strings("types")
    if not types:
        raise InvalidDocument("a custom card needs at least one card type", f"{path}.types")
    return CardDef(
        name=name,
        types=types,
        subtypes=strings("subtypes"),
        supertypes=strings("supertypes"),
        mana_cost=str(raw.get("mana_cost", "")),
        power=number("power"),
        toughness=number("toughness"),
        loyalty=number("loyalty"),
        colors=strings("colors"),
        keywords=strings("keywords"),
        abilities=tuple(abilities),
        oracle_text=str(raw.get("oracle_text", "")),
        custom=True,
    )


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
    mana_ability = raw.get("mana_ability", False)
    if not isinstance(mana_ability, bool):
        raise InvalidDocument("mana_ability must be true or false", f"{where}.mana_ability")
    return TriggeredAbility(
        text=str(raw.get("text", "")),
        trigger=str(trigger),
        effects=effects,
        params=Params(params),
        targets=_target_words(raw, where),
        optional=optional,
        mana_ability=mana_ability,
    )


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
        text=str(raw.get("text", "")),
        cost=Cost(
            mana=str(cost.get("mana", "")),
            tap=bool(cost.get("tap", False)),
            untap=bool(cost.get("untap", False)),
            exile_self=bool(cost.get("exile_self", False)),
            sacrifice_self=bool(cost.get("sacrifice_self", False)),
            life=int(cost.get("life", 0)),
            x_colors=tuple(x_colors),
        ),
        effects=tuple(effects),
        mana_ability=bool(raw.get("mana_ability", False)),
        # "Activate only as a sorcery" (602.5d), as an equip ability is (702.6a).
        sorcery_speed=sorcery_speed,
        targets=tuple(targets),
    )


def _activated_to_json(ability: ActivatedAbility) -> dict[str, Any]:
    cost = {k: list(v) if isinstance(v, tuple) else v for k, v in vars(ability.cost).items() if v}
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
