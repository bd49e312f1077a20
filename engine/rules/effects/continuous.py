"""Characteristic-changing effects (613): applied by `engine.rules.characteristics` in layer order.

These kinds watch no events; they are registered so documents can name them and the log can
describe them. Parameters: "objects" (ids locked in on resolution, 611.2c) or "creatures"
("all", "yours", "opponents", or "of_player" with "player": a filter checked continuously, for
static abilities), narrowed by "subtype" (e.g. "Angel") and "other" (not the effect's source).
"""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, ref_name, register

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _scope(effect: Effect, state: GameState) -> str:
    objects = effect.params.get("objects")
    if objects is not None:
        return ref_name(state, objects)
    if effect.params.get("creatures") == "of_player":
        scope = f"creatures {ref_name(state, effect.params.get('player'))} controls"
    else:
        scope = {
            "all": "all creatures",
            "yours": "creatures you control",
            "opponents": "creatures your opponents control",
        }.get(str(effect.params.get("creatures")), "nothing")
    if effect.params.get("subtype") and scope != "nothing":
        scope = scope.replace("creatures", f"{effect.params['subtype']} creatures", 1)
    color = COLOR_NAMES.get(str(effect.params.get("color")))
    if color and scope != "nothing":
        scope = scope.replace("creatures", f"{color} creatures", 1)
    if effect.params.get("attacking") and scope != "nothing":
        scope = scope.replace("creatures", "attacking creatures", 1)
    if effect.params.get("other") and scope != "nothing":
        scope = f"other {scope.removeprefix('all ')}"
    return scope


_SINGULAR = {"have": "has", "are": "is"}


def subject_with_verb(effect: Effect, state: GameState, verb: str) -> str:
    """The scope and its verb, agreeing: "Hill Giant gains flying", "creatures you control
    gain flying"."""
    objects = effect.params.get("objects")
    one = isinstance(objects, str) or (isinstance(objects, tuple | list) and len(objects) == 1)
    return f"{_scope(effect, state)} {_SINGULAR.get(verb, verb + 's') if one else verb}"


@register
class ModifyPowerToughness(EffectKind[WouldEvent]):
    name = "modify_power_toughness"
    rules = ("613.4c",)

    def describe(self, effect: Effect, state: GameState) -> str:
        p, t = int(effect.params.get("power", 0)), int(effect.params.get("toughness", 0))
        each = effect.params.get("for_each")  # engine.rules.counted_effects
        per = f" for each {str(each).replace('_', ' ').replace(':', ' ')}" if each else ""
        return f"{subject_with_verb(effect, state, 'get')} {p:+d}/{t:+d}{per}"


@register
class SetPowerToughness(EffectKind[WouldEvent]):
    name = "set_power_toughness"
    rules = ("613.4b",)

    def describe(self, effect: Effect, state: GameState) -> str:
        counted = effect.params.get("counter_kind")
        if counted:  # engine.instructions.creature_types: "becomes_counted_creature"
            return (
                f"{subject_with_verb(effect, state, 'have')} power and toughness each equal to "
                f"the number of {counted} counters on it"
            )
        return f"{subject_with_verb(effect, state, 'have')} base power and toughness {effect.params.get('power')}/{effect.params.get('toughness')}"


@register
class SwitchPowerToughness(EffectKind[WouldEvent]):
    name = "switch_power_toughness"
    rules = ("613.4d",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{subject_with_verb(effect, state, 'have')} power and toughness switched"


@register
class AddCardTypes(EffectKind[WouldEvent]):
    """Layer 4 (613.1d): the objects get these card types and subtypes in addition to their
    others (205.1b: "becomes a 2/2 creature until end of turn. It's still a land"). When it ends,
    they stop being what it made them: a land no longer a creature loses its Equipment (704.5n).
    Parameters: the scope, "types" and optionally "subtypes"."""

    name = "add_card_types"
    rules = ("613.1d", "205.1b")

    def describe(self, effect: Effect, state: GameState) -> str:
        added = (*effect.params.get("subtypes", ()), *effect.params.get("types", ()))
        return f"{subject_with_verb(effect, state, 'are')} also {' '.join(str(t) for t in added) or 'nothing new'}"


@register
class SetColors(EffectKind[WouldEvent]):
    """Layer 5 (613.1e): the objects are these colors instead of their own (105.3: "Enchanted
    land is a 2/2 blue Elemental creature", Wind Zendikon). Parameters: the scope, "colors"
    (letters)."""

    name = "set_colors"
    rules = ("613.1e", "105.3")

    def describe(self, effect: Effect, state: GameState) -> str:
        colors = [COLOR_NAMES.get(str(c), str(c)) for c in effect.params.get("colors", ())]
        return f"{subject_with_verb(effect, state, 'are')} {' and '.join(colors) or 'colorless'}"


@register
class GainKeywords(EffectKind[WouldEvent]):
    name = "gain_keywords"
    rules = ("613.1f",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{subject_with_verb(effect, state, 'gain')} {', '.join(effect.params.get('keywords', ()))}"


@register
class LoseKeywords(EffectKind[WouldEvent]):
    """Layer 6 (613.1f): the objects lose these keywords ("Enchanted creature loses flying.")."""

    name = "lose_keywords"
    rules = ("613.1f",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{subject_with_verb(effect, state, 'lose')} {', '.join(effect.params.get('keywords', ()))}"


@register
class LoseAllAbilities(EffectKind[WouldEvent]):
    name = "lose_all_abilities"
    rules = ("613.1f",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{subject_with_verb(effect, state, 'lose')} all abilities"


@register
class EntersWithCounters(EffectKind[WouldEvent]):
    """A permanent's own "enters with N counters" (614.1c), applied by `engine.rules.zones`."""

    name = "enters_with_counters"
    rules = ("614.1c",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"enters with {effect.params.get('count')} {effect.params.get('kind', '+1/+1')} counters"


@register
class DelayedTrigger(EffectKind[WouldEvent]):
    """A delayed triggered ability waiting for its moment (603.7); `engine.rules.triggers` fires it."""

    name = "delayed_trigger"
    rules = ("603.7",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"delayed trigger: {effect.params.get('text', '')}"


@register
class CharacteristicDefiningPowerToughness(EffectKind[WouldEvent]):
    """A creature's own "power and toughness are each equal to ..." (604.3, 613.4a), applied by
    `engine.rules.characteristics` in every zone."""

    name = "cda_power_toughness"
    rules = ("604.3", "613.4a")

    def describe(self, effect: Effect, state: GameState) -> str:
        parts = []
        for which in ("power", "toughness"):
            word = effect.params.get(f"{which}_count", effect.params.get("count"))
            if word is not None:
                plus = effect.params.get(f"{which}_plus", 0)
                words = str(word).replace("_", " ").replace(":", " ")
                parts.append(f"{which} is {plus} plus {words}" if plus else f"{which} is {words}")
        return "; ".join(parts) or "power and toughness defined by its own ability"
