"""Abilities an object has only while a condition holds: a static ability of the object that
grants them (613.1f, layer 6, for activated abilities; the condition added to a static ability's
own effect, 611.3a), the shape shared by a leveler's level symbols (711.2a-b,
engine.oracle.levelers) and a max speed ability (702.178a: "Max speed — [Ability]" means "As long
as your speed is 4, this object has [Ability]").

`held_while` turns a line's compiled abilities into those static abilities; a triggered ability
stays in the definition (the engine triggers from its definition, and a triggered ability on the
stack is read there by its index), marked with the condition it exists under
(TriggeredAbility.as_long_as: it triggers only while the condition holds). None: an ability the
shape can't hold (a triggered ability working from another zone, 702.178b, or one that looks
back from another zone, 603.10a, but for a player's condition such as max speed, or one that
already has a condition). An activated ability
working from another zone ("Exile ~ from your graveyard: ...") stays in the definition too,
marked with the condition (ActivatedAbility.as_long_as, 702.178b). `released` turns them back
into the abilities, to print them as the line printed them.

A line headed by a word that grants its ability under a condition ("Max speed — ...") is
compiled as its ability, then held under the word's condition; its layout is
"held:<word>:<N>" before the ability's own parts (engine.oracle.printer prints it back).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.cards.model import Ability, ActivatedAbility, StaticAbility, TriggeredAbility
from engine.core.errors import InvalidDocument
from engine.core.state import Params, Zone
from engine.rules.triggers import LOOKS_BACK_AT_OTHERS, listens_from

SELF = ("self",)
GRANT = "gain_abilities"
# The layout part of a line whose abilities are held under a condition.
HELD_PART = "held:"

# Words heading a line whose ability the object has only under a condition -> that condition
# (engine.rules.static_conditions) and the rule.
GRANTING_WORDS: dict[str, tuple[str, str]] = {
    "Max speed": ("max_speed", "702.178a"),  # engine.mechanics.speed
    "Solved": ("solved", "702.169a"),  # engine.mechanics.cases
}
# Conditions about the object's controller only, not the object (702.179e: max speed).
PLAYER_CONDITIONS = frozenset({"max_speed"})
# Conditions under which an activated ability is the object's own ability, activated only while
# the condition holds (702.169d: "Activate only if this Case is solved."), not one it is granted.
ACTIVATE_ONLY_IF = frozenset({"solved"})


def held_while(abilities: Sequence[Ability], condition: str) -> tuple[Ability, ...] | None:
    """The abilities giving the object `abilities` while `condition` holds."""
    found: list[Ability] = []
    for ability in abilities:
        if condition in ACTIVATE_ONLY_IF and isinstance(ability, ActivatedAbility):
            if ability.only_if or ability.zone is not Zone.BATTLEFIELD:
                return None
            found.append(replace(ability, only_if=condition))
        elif (
            isinstance(ability, ActivatedAbility)
            and ability.zone is not Zone.BATTLEFIELD
            and not ability.as_long_as
            and not ability.mana_ability
        ):
            # 702.178b: the granting ability works from the zone the granted one does; kept in
            # the definition with its condition (ActivatedAbility.as_long_as)
            found.append(replace(ability, as_long_as=condition))
        elif isinstance(ability, ActivatedAbility) and ability.zone is Zone.BATTLEFIELD:
            # 613.1f: granted in layer 6, one static for each, in the printed order
            params = Params({"objects": SELF, "abilities": (ability,), "as_long_as": condition})
            found.append(StaticAbility(ability.text, GRANT, params))
        elif (
            isinstance(ability, StaticAbility)
            and ability.zone is Zone.BATTLEFIELD
            and "as_long_as" not in ability.params
        ):
            try:
                found.append(replace(ability, params=ability.params.set("as_long_as", condition)))
            except InvalidDocument:
                return None  # an effect kind without a condition (engine.vocabulary)
        elif (
            isinstance(ability, TriggeredAbility)
            and not ability.as_long_as
            and not ability.mana_ability
            and listens_from(ability) == (Zone.BATTLEFIELD,)
        ):
            found.append(replace(ability, as_long_as=condition))
        elif (
            isinstance(ability, TriggeredAbility)
            and condition in PLAYER_CONDITIONS
            and not ability.as_long_as
            and not ability.mana_ability
            and ability.trigger in LOOKS_BACK_AT_OTHERS
            and listens_from(ability) == (Zone.BATTLEFIELD, Zone.GRAVEYARD)
        ):
            # 603.10a: "whenever a creature you control dies" looks back in time, also from the
            # graveyard the object went to with the others; it had the ability then if its
            # controller's condition held then. A player's condition doesn't change as a
            # permanent leaves (speed changes only as an ability resolves, 702.179d): it is
            # read for whoever controlled the object as it last existed (engine.rules.triggers).
            found.append(replace(ability, as_long_as=condition))
        else:
            return None
    return tuple(found)


def released(statics: Sequence[Ability], condition: str) -> tuple[Ability, ...] | None:
    """The abilities `held_while` holds in these abilities (None: not ones it wrote)."""
    found: list[Ability] = []
    for ability in statics:
        if isinstance(ability, TriggeredAbility | ActivatedAbility) and (
            ability.as_long_as == condition
        ):
            found.append(replace(ability, as_long_as=""))
            continue
        if isinstance(ability, ActivatedAbility) and ability.only_if == condition:
            found.append(replace(ability, only_if=""))  # 702.169d
            continue
        if not isinstance(ability, StaticAbility):
            return None
        params = ability.params
        if params.get("as_long_as") != condition:
            return None
        if ability.effect == GRANT and params.get("objects") == SELF:
            found += list(params.get("abilities", ()))
        else:
            rest = Params({k: v for k, v in params.items() if k != "as_long_as"})
            found.append(replace(ability, params=rest))
    return tuple(found)


def held_part(word: str, count: int) -> str:
    return f"{HELD_PART}{word}:{count}"


def read_held_part(part: str) -> tuple[str, str, int] | None:
    """(the heading word, its condition, how many statics) of a "held:" layout part."""
    if not part.startswith(HELD_PART):
        return None
    word, _, count = part.removeprefix(HELD_PART).rpartition(":")
    if word not in GRANTING_WORDS or not count.isdigit():
        return None
    return word, GRANTING_WORDS[word][0], int(count)
