"""Static abilities for creatures narrowed by a counter, a supertype or a card type, and an
Aura's base power and toughness (613.4b):

    Each creature you control with a +1/+1 counter on it has trample.      (Duskshell Crawler)
    Creatures you control with +1/+1 counters on them can't be blocked. (Herald of Secret Streams)
    Other legendary creatures you control get +2/+2.                          (Arvad the Cursed)
    Artifact creatures you control have haste.                                (Thopter Engineer)
    Nontoken creatures you control have riot.                               (Rhythm of the Wild)
    Enchanted creature has base power and toughness 0/2.                     (Reduce in Stature)
    Prevent all combat damage that would be dealt to ~.                         (Guard Gomazoa)
    ~ can't be blocked except by creatures with flying.                   (Silhana Ledgewalker)

The scope's "with_counter", "supertype" and "card_type" are checked continuously
(engine.rules.characteristics), like the rest of an anthem's scope (613.4c, 613.1f).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from engine.cards.model import Ability, StaticAbility
from engine.core.state import Params
from engine.oracle.grammar.effects import _pt
from engine.oracle.lowering import LineContext, static_ability
from engine.rules.combat.restrictions import blocked_by, least_blockers
from engine.rules.combat_words import CANT_BE_BLOCKED, EXCEPT_BY

GRAMMAR = r"""
%extend static_body: FS_EACH_WITH_COUNTER "has" keywords -> fs_each_with_counter
                   | FS_WITH_COUNTERS_UNBLOCKABLE -> fs_with_counters_unblockable
                   | OTHER? FS_CREATURES_YOU_CONTROL "get" PTMOD -> fs_scope_pt
                   | OTHER? FS_CREATURES_YOU_CONTROL "have" keywords -> fs_scope_keywords
                   | OTHER? FS_CREATURES_WITH_FLYING "get" PTMOD -> fs_scope_pt
                   | FS_ALL_WITH_FLYING "get" PTMOD -> fs_all_with_flying_pt
                   | attached FS_HAS_BASE PT -> fs_attached_base
                   | FS_PREVENT_COMBAT_TO_SELF -> fs_prevent_combat_to_self
                   | SELF FS_EXCEPT_BY blocked_by -> fs_self_blocked_except_by
FS_EACH_WITH_COUNTER: "each creature you control with a +1/+1 counter on it"
FS_WITH_COUNTERS_UNBLOCKABLE: "creatures you control with +1/+1 counters on them can't be blocked"
FS_CREATURES_YOU_CONTROL: "legendary creatures you control" | "artifact creatures you control"
                        | "nontoken creatures you control" | "face-down creatures you control"
FS_CREATURES_WITH_FLYING: "creatures you control with flying"
// every player's (Serra Aviary): a P/T bonus of layer 7c, after layer 6's keywords (613.1f)
FS_ALL_WITH_FLYING: "creatures with flying"
FS_HAS_BASE: "has base power and toughness"
FS_EXCEPT_BY.2: "can't be blocked except by"
FS_PREVENT_COMBAT_TO_SELF: "prevent all combat damage that would be dealt to ~"
"""

_SCOPES = {
    "legendary creatures you control": ("supertype", "Legendary"),
    "artifact creatures you control": ("card_type", "Artifact"),
    "nontoken creatures you control": ("nontoken", True),
    "face-down creatures you control": ("face_down", True),  # 708.2 (engine.mechanics.manifest)
    # only with "get +N/+N" (layer 7c after the keywords of layer 6, 613.1f)
    "creatures you control with flying": ("with_keyword", "flying"),
}


def _signed(value: int, other: int) -> str:
    if value == 0 and other < 0:
        return "-0"
    return f"+{value}" if value >= 0 else str(value)


def _keyword_list(keywords: Sequence[Any]) -> str | None:
    found = [str(k).lower() for k in keywords]
    if len(found) == 1:
        return found[0]
    if len(found) == 2:
        return f"{found[0]} and {found[1]}"
    return None


def filtered_static_words(abilities: Sequence[Ability]) -> str | None:
    """The line of one of this module's abilities, or None: not one."""
    if len(abilities) != 1 or not isinstance(abilities[0], StaticAbility):
        return None
    ability = abilities[0]
    params = ability.params
    if ability.effect == "set_power_toughness" and set(params) == {"objects", "power", "toughness"}:
        subject = {("enchanted",): "Enchanted", ("equipped",): "Equipped"}.get(params["objects"])
        if subject is None:
            return None
        power, toughness = params["power"], params["toughness"]
        return f"{subject} creature has base power and toughness {power}/{toughness}."
    if ability.effect == "prevent_all_damage" and params == Params(
        {"to": "self", "combat_only": True}
    ):
        return "Prevent all combat damage that would be dealt to ~."
    if ability.effect == "gain_keywords" and set(params) == {"objects", "keywords"}:
        keywords = tuple(params["keywords"])
        if params["objects"] == ("self",) and len(keywords) == 1:
            keyword = str(keywords[0])
            words = keyword.removeprefix(EXCEPT_BY)
            known = blocked_by(words) is not None or least_blockers(keyword) is not None
            if keyword.startswith(EXCEPT_BY) and known:
                return f"~ {keyword}."
    if (
        ability.effect == "modify_power_toughness"
        and params.get("creatures") == "all"
        and set(params) == {"creatures", "with_keyword", "power", "toughness"}
        and params["with_keyword"] == "flying"
        and isinstance(params["power"], int)
        and isinstance(params["toughness"], int)
    ):
        power, toughness = params["power"], params["toughness"]
        return f"Creatures with flying get {_signed(power, toughness)}/{_signed(toughness, power)}."
    if params.get("creatures") != "yours":
        return None
    rest = {k: v for k, v in params.items() if k not in ("creatures", "power", "toughness")}
    rest.pop("keywords", None)
    if rest == {"with_counter": "+1/+1"} and ability.effect == "gain_keywords":
        keywords = tuple(params["keywords"])
        if keywords == (CANT_BE_BLOCKED,):
            return "Creatures you control with +1/+1 counters on them can't be blocked."
        listed = _keyword_list(keywords)
        if listed is None:
            return None
        return f"Each creature you control with a +1/+1 counter on it has {listed}."
    other = rest.pop("other", False)
    scope = next(
        (w for w, pair in _SCOPES.items() if len(rest) == 1 and pair in rest.items()), None
    )
    if scope is None:
        return None
    head = f"Other {scope}" if other else scope[0].upper() + scope[1:]
    if ability.effect == "modify_power_toughness" and "keywords" not in params:
        power, toughness = params.get("power"), params.get("toughness")
        if not isinstance(power, int) or not isinstance(toughness, int):
            return None
        return f"{head} get {_signed(power, toughness)}/{_signed(toughness, power)}."
    if ability.effect == "gain_keywords" and "power" not in params and "with_keyword" not in rest:
        granted = _keyword_list(params["keywords"])
        return None if granted is None else f"{head} have {granted}."
    return None


class FilteredStaticLowering:
    ctx: LineContext

    def fs_each_with_counter(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        keywords = items[-1]
        if len(keywords) > 2:
            raise ValueError("more than two keywords")
        return (
            static_ability(
                "", "gain_keywords", creatures="yours", with_counter="+1/+1", keywords=keywords
            ),
        )

    def fs_with_counters_unblockable(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """509.1b: an ability of each such creature that engine.rules.combat.restrictions reads."""
        return (
            static_ability(
                "",
                "gain_keywords",
                creatures="yours",
                with_counter="+1/+1",
                keywords=(CANT_BE_BLOCKED,),
            ),
        )

    def _scope(self, items: list[Any]) -> dict[str, Any]:
        scope: dict[str, Any] = {"creatures": "yours"}
        for item in items:
            if isinstance(item, Token) and item.type == "OTHER":
                scope["other"] = True
            elif isinstance(item, Token) and item.type in (
                "FS_CREATURES_YOU_CONTROL",
                "FS_CREATURES_WITH_FLYING",
            ):
                key, value = _SCOPES[str(item).lower()]
                scope[key] = value
        return scope

    def fs_scope_pt(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        power, toughness = _pt(items[-1])
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return (
            static_ability(
                "",
                "modify_power_toughness",
                power=power,
                toughness=toughness,
                **self._scope(items[:-1]),
            ),
        )

    def fs_all_with_flying_pt(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """ "Creatures with flying get +1/+1." (Serra Aviary): every player's creatures."""
        bonus = self.fs_scope_pt(items)[0]
        params = dict(bonus.params) | {"creatures": "all", "with_keyword": "flying"}
        return (static_ability("", "modify_power_toughness", **params),)

    def fs_scope_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        keywords = items[-1]
        if len(keywords) > 2:
            raise ValueError("more than two keywords")
        return (static_ability("", "gain_keywords", keywords=keywords, **self._scope(items[:-1])),)

    def fs_prevent_combat_to_self(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """615.1a: a prevention effect of the permanent's own, for combat damage (510.2) to it."""
        return (static_ability("", "prevent_all_damage", to="self", combat_only=True),)

    def fs_self_blocked_except_by(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """509.1b: an ability of the attacker that engine.rules.combat.restrictions reads: only
        creatures the words name may block it."""
        words = str(items[-1])
        keyword = f"{EXCEPT_BY}{words}"
        if blocked_by(words) is None and least_blockers(keyword) is None:
            raise ValueError(f"no blocking restriction for {words!r}")
        return (static_ability("", "gain_keywords", objects=("self",), keywords=(keyword,)),)

    def fs_attached_base(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """613.4b (layer 7b): the creature's base power and toughness become these."""
        power, toughness = (int(n) for n in str(items[-1]).split("/"))
        return (
            static_ability(
                "", "set_power_toughness", objects=(items[0],), power=power, toughness=toughness
            ),
        )
