"""Conditions of static abilities: "as long as ..." (611.3a: the effect applies only while the
condition holds, checked continuously). A static ability with `as_long_as` gives its effect
only while its condition holds (engine.rules.effect_kinds reads its abilities that way).

A condition is a word, with an argument after ':' ("you_control:Swamp"). Conditions read
printed characteristics, as the counts of characteristic-defining abilities do
(engine.rules.defined_pt): an effect that changes types or colors doesn't change whether a
condition holds (613.8 dependencies aren't modeled).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.state import GameObject, GameState, Zone
from engine.core.variants import opponents_of
from engine.rules.copying import effective_def

Check = Callable[[GameState, GameObject, str], bool]
CONDITIONS: dict[str, Check] = {}


def condition(name: str) -> Callable[[Check], Check]:
    def register(fn: Check) -> Check:
        if name in CONDITIONS:  # two modules reading one word two ways: a wrong ruling
            raise ValueError(f"the static condition {name!r} is registered twice")
        CONDITIONS[name] = fn
        return fn

    return register


def known_condition(word: object) -> bool:
    return isinstance(word, str) and word.partition(":")[0] in CONDITIONS


def holds(state: GameState, obj: GameObject, word: object) -> bool:
    """Does the condition hold for the ability's object? An unknown one never holds."""
    if not known_condition(word):
        return False
    head, _, arg = str(word).partition(":")
    return CONDITIONS[head](state, obj, arg)


def _printed_yours(state: GameState, obj: GameObject) -> list[tuple[str, ...]]:
    """The printed card types and subtypes of each permanent the object's controller controls
    (its definition's, a copy's original's, or the document's characteristics)."""
    found = []
    for o in state.battlefield:
        if o.controller != obj.controller or o.phased_out:
            continue
        definition = effective_def(state, o)
        if definition is not None:
            found.append((*definition.types, *definition.subtypes))
        elif o.characteristics is not None:
            found.append((*o.characteristics.types, *o.characteristics.subtypes))
    return found


@condition("you_control")
def _you_control(state: GameState, obj: GameObject, word: str) -> bool:
    """ "as long as you control a Swamp / an artifact": a card type or a subtype."""
    return any(word in words for words in _printed_yours(state, obj))


@condition("you_control_at_least")
def _you_control_at_least(state: GameState, obj: GameObject, arg: str) -> bool:
    """ "as long as you control three or more artifacts" (metalcraft): "Artifact:3"."""
    word, _, count = arg.partition(":")
    return count.isdigit() and sum(word in w for w in _printed_yours(state, obj)) >= int(count)


@condition("graveyard_at_least")
def _graveyard_at_least(state: GameState, obj: GameObject, count: str) -> bool:
    """ "as long as seven or more cards are in your graveyard" (threshold)."""
    cards = sum(1 for o in state.objects if o.zone is Zone.GRAVEYARD and o.owner == obj.controller)
    return count.isdigit() and cards >= int(count)


@condition("attacking")
def _attacking(state: GameState, obj: GameObject, _: str) -> bool:
    """ "as long as it's attacking" (506.4)."""
    return state.combat is not None and state.combat.is_attacking(obj.id)


@condition("untapped")
def _untapped(state: GameState, obj: GameObject, _: str) -> bool:
    return not obj.tapped


@condition("your_turn")
def _your_turn(state: GameState, obj: GameObject, _: str) -> bool:
    return state.turn.active_player == obj.controller


@condition("is_equipped")
def _equipped(state: GameState, obj: GameObject, _: str) -> bool:
    """ "as long as ~ is equipped": an Equipment is attached to it (301.5)."""
    for other in state.battlefield:
        if other.attached_to != obj.id:
            continue
        definition = effective_def(state, other)
        subtypes = (
            definition.subtypes
            if definition is not None
            else other.characteristics.subtypes
            if other.characteristics is not None
            else ()
        )
        if "Equipment" in subtypes:
            return True
    return False


# --- conditions of engine.oracle.grammar.conditional_statics ---------------------------------


def _printed_of(state: GameState, o: GameObject) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A permanent's printed types and subtypes, and its printed colors."""
    definition = effective_def(state, o)
    if definition is not None:
        return (*definition.types, *definition.subtypes), definition.colors
    if o.characteristics is not None:
        c = o.characteristics
        return (*c.types, *c.subtypes), tuple(c.colors)
    return (), ()


@condition("you_control_another")
def _you_control_another(state: GameState, obj: GameObject, word: str) -> bool:
    """ "as long as you control another artifact / another Wizard": a permanent other than the
    object itself; "multicolored" a permanent of two or more colors (105.2)."""
    for o in state.battlefield:
        if o.controller != obj.controller or o.phased_out or o.id == obj.id:
            continue
        words, colors = _printed_of(state, o)
        if word == "multicolored" and len(colors) >= 2:
            return True
        if word in words:
            return True
    return False


@condition("has_counter")
def _has_counter(state: GameState, obj: GameObject, kind: str) -> bool:
    """ "as long as it has a +1/+1 counter on it" (122.1)."""
    return obj.counter(kind) > 0


@condition("opponent_poisoned")
def _opponent_poisoned(state: GameState, obj: GameObject, _: str) -> bool:
    """ "as long as an opponent is poisoned": has one or more poison counters (122.1f)."""
    return any(p.poison > 0 for p in state.players if p.id in opponents_of(state, obj.controller))


@condition("life_at_least")
def _life_at_least(state: GameState, obj: GameObject, amount: str) -> bool:
    """ "as long as you have 25 or more life" (119.1)."""
    player = state.find_player(obj.controller)
    return player is not None and amount.isdigit() and player.life >= int(amount)


@condition("opponent_graveyard_at_least")
def _opponent_graveyard_at_least(state: GameState, obj: GameObject, count: str) -> bool:
    """ "as long as an opponent has eight or more cards in their graveyard"."""
    if not count.isdigit():
        return False
    return any(
        sum(1 for o in state.objects if o.zone is Zone.GRAVEYARD and o.owner == p.id) >= int(count)
        for p in state.players
        if p.id in opponents_of(state, obj.controller)
    )


def _spells_in_graveyard(state: GameState, player: str, count: str) -> bool:
    """ "there are two or more instant and/or sorcery cards in your graveyard"."""
    found = 0
    for o in state.objects:
        if o.zone is Zone.GRAVEYARD and o.owner == player:
            words, _ = _printed_of(state, o)
            found += bool({"Instant", "Sorcery"} & set(words))
    return count.isdigit() and found >= int(count)


# "~ costs {2} less to cast if it targets a tapped creature" (601.2f: a spell's targets are
# chosen, 601.2c, before its total cost is determined): the quality one of the spell's targets
# must have, by word.
def _tapped_creature(state: GameState, o: GameObject) -> bool:
    return o.tapped and "Creature" in _printed_of(state, o)[0]  # printed types, as above


def _attacking_creature(state: GameState, o: GameObject) -> bool:
    return state.combat is not None and state.combat.is_attacking(o.id)  # 506.4


def _blocking_creature(state: GameState, o: GameObject) -> bool:
    return state.combat is not None and any(b == o.id for b, _ in state.combat.blockers)


TARGET_QUALITIES: dict[str, Callable[[GameState, GameObject], bool]] = {
    "tapped_creature": _tapped_creature,
    "attacking_creature": _attacking_creature,
    "blocking_creature": _blocking_creature,
    "attacking_or_tapped_creature": lambda s, o: (
        _attacking_creature(s, o) or _tapped_creature(s, o)
    ),
}


@condition("targets")
def _targets(state: GameState, obj: GameObject, quality: str) -> bool:
    """ "if it targets a tapped creature": the spell on the stack has a target, a permanent on
    the battlefield, with that quality (601.2c, 601.2f)."""
    check = TARGET_QUALITIES.get(quality)
    if check is None or obj.stack is None:
        return False
    return any(
        (target := state.find_object(t)) is not None
        and target.zone is Zone.BATTLEFIELD
        and check(state, target)
        for t in obj.stack.targets
    )


@condition("during_your_turn")
def _during_your_turn(state: GameState, obj: GameObject, _: str) -> bool:
    """ "During your turn, ~ has first strike.": the same test as "as long as it's your turn"
    (the active player, 102.1), for the words that name it first."""
    return _your_turn(state, obj, _)


# Card types a card in a graveyard can have (205.2a; a card in a graveyard has no other).
_CARD_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land"}
    | {"Planeswalker", "Sorcery"}
)
# Permanent cards (110.4a).
_PERMANENT_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)


def _graveyard_types(state: GameState, player: str) -> list[set[str]]:
    """The printed card types of each card in the player's graveyard (404.1: its owner's)."""
    return [
        set(_printed_of(state, o)[0]) & _CARD_TYPES
        for o in state.objects
        if o.zone is Zone.GRAVEYARD and o.owner == player
    ]


def _card_types_in_graveyard(state: GameState, player: str, count: str) -> bool:
    """ "there are four or more card types among cards in your graveyard" (delirium, 207.2c):
    a card of two types counts both (205.2a)."""
    found: set[str] = set()
    for types in _graveyard_types(state, player):
        found |= types
    return count.isdigit() and len(found) >= int(count)


def _permanent_cards_in_graveyard(state: GameState, player: str, count: str) -> bool:
    """ "there are four or more permanent cards in your graveyard" (descend, 207.2c; permanent
    cards, 110.4a)."""
    found = sum(1 for types in _graveyard_types(state, player) if types & _PERMANENT_TYPES)
    return count.isdigit() and found >= int(count)


# Conditions on what a player has, by word: true or false alike for a static ability of an
# object (its controller's, 611.3a) and for an intervening "if" of a triggered ability (its
# controller's, 603.4; engine.rules.board_conditions).
PLAYER_CONDITIONS: dict[str, Callable[[GameState, str, str], bool]] = {
    "instants_sorceries_in_graveyard_at_least": _spells_in_graveyard,
    "card_types_in_graveyard_at_least": _card_types_in_graveyard,
    "permanent_cards_in_graveyard_at_least": _permanent_cards_in_graveyard,
}


def _controller_condition(check: Callable[[GameState, str, str], bool]) -> Check:
    return lambda state, obj, arg: check(state, obj.controller, arg)


for _name, _check in PLAYER_CONDITIONS.items():
    condition(_name)(_controller_condition(_check))


@condition("citys_blessing")
def _citys_blessing(state: GameState, obj: GameObject, _: str) -> bool:
    """ "as long as you have the city's blessing": the controller's designation (702.131c)."""
    player = state.find_player(obj.controller)
    return player is not None and "citys_blessing" in player.designations
