"""Effects that make spells cost more or less to cast (601.2f): "Artifact spells you cast cost
{1} less to cast.", "Noncreature spells cost {1} more to cast." The total cost is the mana
cost (or an alternative cost) plus increases, minus reductions; a reduction lowers only the
generic part and never below {0} (601.2f, 118.7).

"modify_spell_cost" parameters: "spells" which spells (`SPELL_QUALITIES`: a card type, "any",
"noncreature", "instant_or_sorcery", "color:W", "subtype:Aura", "supertype:Legendary",
"multicolored", "colorless"), "casters" whose ("you", bound to
the controller, "opponents", "each"), "generic" the change (negative: less), or "mana" an
increase with colored symbols ("{2}{U}": strive's), added once for each time it counts.
"""

from __future__ import annotations

from engine.cards.model import generic_mana, mana_symbols
from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState
from engine.core.variants import opponents_of
from engine.rules.characteristics import Chars, chars
from engine.rules.counted_effects import count_word
from engine.rules.counted_effects import times as counted_times
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import Resolution, name_of

KIND = "modify_spell_cost"
CARD_TYPES = (
    "Artifact",
    "Creature",
    "Enchantment",
    "Instant",
    "Sorcery",
    "Planeswalker",
    "Battle",
    "Land",  # a source of an ability (106.6: "abilities of land sources")
)


def spell_quality(spells: str, c: Chars) -> bool:
    """Is a spell with characteristics `c` one of `spells`? Unknown words match nothing.
    "A|B": either ("Artifact and enchantment spells", "Blue spells and red spells"); "A+B":
    both ("Green creature spells")."""
    if "|" in spells:
        return any(spell_quality(part, c) for part in spells.split("|"))
    if "+" in spells:
        return all(spell_quality(part, c) for part in spells.split("+"))
    head, _, arg = spells.partition(":")
    if spells == "any":
        return True
    if spells == "noncreature":
        return not c.is_type("Creature")
    if spells == "instant_or_sorcery":
        return c.is_type("Instant") or c.is_type("Sorcery")
    if spells in CARD_TYPES:
        return c.is_type(spells)
    if head == "color":
        return arg in c.colors
    if head == "subtype":
        return arg in c.subtypes
    if head == "supertype":
        return arg in c.supertypes
    if spells == "multicolored":  # 105.2c
        return len(c.colors) >= 2
    if spells == "colorless":  # 105.2c
        return not c.colors
    return False


def _casts(effect: Effect, state: GameState, caster: str) -> bool:
    casters = effect.params.get("casters", "each")
    if casters == "each":
        return True
    if casters == "opponents":
        return caster in opponents_of(state, effect.controller)
    return bool(caster == casters)


def _targets(effect: Effect, spell: GameObject) -> bool:
    """ "Spells that target ~" (its "targeting" bound to the permanent): one of the spell's
    targets, chosen before its total cost is determined (601.2c, 601.2f)."""
    wanted = effect.params.get("targeting")
    if wanted is None:
        return True
    return spell.stack is not None and wanted in spell.stack.targets


@register
class ModifySpellCost(EffectKind[WouldEvent]):
    """601.2f: spells cost more or less; read as the total cost is determined."""

    name = KIND
    rules = ("601.2f",)

    def describe(self, effect: Effect, state: GameState) -> str:
        amount = int(effect.params.get("generic", 0))
        spells = str(effect.params.get("spells", "any")).replace("_", " ").replace(":", " ")
        whose = ref_name(state, effect.params.get("casters", "each"))
        change = "more" if amount > 0 else "less"
        if count_word(effect) is None:
            return f"{spells} spells cast by {whose} cost {{{abs(amount)}}} {change}"
        # A count (611.3a: read whenever it applies): what it is now, as its size changes.
        now = abs(amount) * counted_times(state, effect, chars)
        return f"{spells} spells cast by {whose} cost {{{now}}} {change} (as counted now)"


def cost_change(state: GameState, spell: GameObject, caster: str) -> list[tuple[Effect, int]]:
    """The effects in force that change this spell's total cost, with their changes."""
    c = chars(state, spell)
    changes = [
        # 601.2f: what is counted is read as the total cost is determined, as it is then
        (e, _generic(e) * counted_times(state, e, chars))
        for e in effects_of_kind(state, KIND)
        if _casts(e, state, caster)
        and _targets(e, spell)
        # 113.6d: "~ costs {1} less to cast" (its "spells" bound to the spell itself)
        and (
            e.params.get("spells") == spell.id
            or spell_quality(str(e.params.get("spells", "any")), c)
        )
    ]
    # "for each" of nothing changes nothing; a colored increase ("{R}") has no generic part
    return [(e, n) for e, n in changes if n or (_colored(e) and counted_times(state, e, chars))]


def _generic(effect: Effect) -> int:
    """The generic mana the effect changes the cost by, each time: "generic", or the generic
    part of an increase "mana" ("{2}{U}": 2)."""
    mana = effect.params.get("mana")
    if isinstance(mana, str):
        return sum(int(s) for s in mana_symbols(mana) if s.isdigit())
    return int(effect.params.get("generic", 0))


def _colored(effect: Effect) -> list[str]:
    """The colored symbols of an increase "mana" ("{2}{U}": ["U"]), each time."""
    mana = effect.params.get("mana")
    return [s for s in mana_symbols(mana) if not s.isdigit()] if isinstance(mana, str) else []


def total_cost(res: Resolution, spell_id: str, caster: str, cost: str, x: int) -> tuple[str, int]:
    """601.2f: the cost with increases added and reductions taken from its generic part (X is
    then a number: the cost and X to pay). Each change is logged with its source."""
    spell = res.state.object(spell_id)
    changes = cost_change(res.state, spell, caster)
    if not changes:
        return cost, x
    generic = max(0, generic_mana(cost, x) + sum(n for _, n in changes))
    others = "".join(f"{{{s}}}" for s in mana_symbols(cost) if not s.isdigit() and s != "X")
    for effect, _ in changes:
        if _colored(effect):  # colored symbols added once for each time it counts (601.2f)
            times = counted_times(res.state, effect, chars)
            others += "".join(f"{{{s}}}" for s in _colored(effect)) * times
    total = f"{{{generic}}}{others}" if generic or not others else others
    for effect, n in changes:
        source = name_of(res.state, effect.source) if effect.source else "an effect"
        more = _more_words(effect, n, counted_times(res.state, effect, chars))
        res.note(
            LogKind.STACK,
            f"{source}: {name_of(res.state, spell)} costs {more} to cast",
            "601.2f",
            objects=(spell_id,),
        )
    res.note(LogKind.STACK, f"the total cost of {name_of(res.state, spell)} is {total}", "601.2f")
    return total, 0


def _more_words(effect: Effect, n: int, times: int) -> str:
    """ "{2} more", "{1} less", or with colored symbols "{4}{U}{U} more" (`times`: how many
    times the increase counts)."""
    colored = _colored(effect)
    if not colored:
        return f"{{{abs(n)}}} {'more' if n > 0 else 'less'}"
    return f"{{{abs(n)}}}" * bool(n) + "".join(f"{{{s}}}" for s in colored) * times + " more"
