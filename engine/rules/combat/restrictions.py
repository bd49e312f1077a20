"""What may attack and what may block: the checks of 508.1a-c and 509.1a-b.

Each check returns None when the thing is allowed, or (message, rule) saying why not, so the
actions can refuse with the rule and the builder can explain a greyed-out choice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from engine.core.log import counted
from engine.core.state import GameObject, GameState
from engine.core.variants import variant
from engine.rules.characteristics import Chars, chars
from engine.rules.combat.queries import (
    attacking_players,
    defending_player,
    on_battlefield,
    opponents,
    protector,
)
from engine.rules.combat_words import (
    ATTACKS_DESPITE_DEFENDER,
    ATTACKS_EACH_COMBAT,
    BLOCKED_BY,
    BLOCKS_ATTACKER_IF_ABLE,
    BLOCKS_EACH_COMBAT,
    CANT_ATTACK,
    CANT_BE_BLOCKED,
    CANT_BLOCK,
    CANT_BLOCK_ALONE,
    CANT_BLOCK_CREATURES,
    EXCEPT_BY,
    LURE,
    MUST_BE_BLOCKED,
    ONE_BLOCKER_AT_MOST,
)
from engine.rules.effect_kinds import effects_of_kind
from engine.rules.effects.protection import creature_type_plural, protected_from
from engine.rules.pipeline import name_of
from engine.rules.ring_bearer import ring_evades

Refusal = tuple[str, str]

# 702.14a: landwalk of a basic land type ("islandwalk"); other kinds ("nonbasic landwalk", "snow
# swampwalk") aren't implemented.
LANDWALK: Mapping[str, str] = {
    f"{land.lower()}walk": land for land in ("Plains", "Island", "Swamp", "Mountain", "Forest")
}

# Effects that let one creature block several (509.1a allows one attacker unless an effect says
# otherwise). They are read as abilities the blocker has, e.g. given by a "gain_keywords" effect.
EXTRA_BLOCKS: Mapping[str, int | None] = {
    "can block an additional creature": 1,
    "can block an additional creature each combat": 1,
    "can block any number of creatures": None,
}
# 509.1b: "Creatures with power less than ~'s power can't block it.", an ability of the attacker
# (its power and the blocker's compared as blockers are declared).
POWER_LESS_CANT_BLOCK = "creatures with power less than its power can't block it"

BLOCKS_ONLY_FLYERS = "can block only creatures with flying"
# 702.98a: the static ability of unleash (engine.mechanics.unleash): it can't block as long as
# it has a +1/+1 counter on it.
UNLEASHED = "unleash"


def has_protection_from(state: GameState, obj: GameObject, source: GameObject) -> bool:
    """702.16: `obj` has protection from a quality `source` has (see engine.rules.effects.protection)."""
    return protected_from(state, obj.id, source)


def why_cant_attack(state: GameState, obj_id: str) -> Refusal | None:
    """508.1a, 302.6, 702.3b: may this creature be declared as an attacker?"""
    obj = on_battlefield(state, obj_id)
    name = name_of(state, obj_id)
    if obj is None:
        return f"{name} isn't on the battlefield", "506.3"
    c = chars(state, obj)
    if not c.is_type("Creature"):
        return f"{name} isn't a creature: only creatures can attack", "506.3"
    if c.is_type("Battle"):
        return f"{name} is a battle: battles can't attack", "508.1a"
    if obj.controller not in attacking_players(state):
        return f"{name} isn't controlled by the attacking player", "508.1a"
    if obj.tapped:
        return f"{name} is tapped: only untapped creatures can attack", "508.1a"
    if not obj.controlled_since_turn_start and not c.has("haste"):
        return (
            f"{name} hasn't been under {name_of(state, obj.controller)}'s control continuously "
            "since their most recent turn began, and doesn't have haste",
            "302.6",
        )
    if c.has("defender") and not c.has(ATTACKS_DESPITE_DEFENDER):
        return f"{name} has defender and can't attack", "702.3b"
    if c.has(CANT_ATTACK):
        return f"{name} can't attack", "508.1a"
    return None


# 508.1a: "can't attack unless defending player controls an Island" (Sea Serpent): the player
# it would attack (508.5: or the controller of the planeswalker, the protector of the battle)
# must control a permanent with the subtype named after "controls".
ATTACK_UNLESS_DEFENDER_CONTROLS = "can't attack unless defending player controls "


def why_cant_attack_defender(state: GameState, attacker_id: str, defender: str) -> Refusal | None:
    """508.1a-b for one attacker and what it would attack."""
    obj = state.object(attacker_id)
    refusal = why_cant_be_attacked(state, obj.controller, defender)
    if refusal is not None:
        return refusal
    for keyword in chars(state, obj).keywords:
        if not keyword.startswith(ATTACK_UNLESS_DEFENDER_CONTROLS):
            continue
        wanted = keyword.removeprefix(ATTACK_UNLESS_DEFENDER_CONTROLS).split(" ", 1)[-1]
        player = defending_player(state, defender)
        if not any(
            o.controller == player and wanted in (t.lower() for t in chars(state, o).subtypes)
            for o in state.battlefield
        ):
            return f"{name_of(state, attacker_id)} {keyword}", "508.1a"
    return None


def alone_refusal(
    state: GameState, declared: Sequence[str], ability: str, rule: str
) -> Refusal | None:
    """506.5, 508.1c / 509.1b: one creature declared alone that can't do that alone."""
    if len(set(declared)) != 1:
        return None
    (only,) = set(declared)
    if chars(state, state.object(only)).has(ability):
        return f"{name_of(state, only)} {ability}", rule
    return None


# More attack requirements (508.1d) of designations a mechanic defines, each given the whole
# declaration (attacker, what it attacks): goaded creatures (701.15b, engine.mechanics.goad).
ATTACK_REQUIREMENTS: list[Callable[[GameState, Sequence[tuple[str, str]]], Refusal | None]] = []


def attack_requirement_unmet(
    state: GameState, attacks: Sequence[tuple[str, str]]
) -> Refusal | None:
    """508.1d: the declaration obeys every requirement it can: "attacks each combat if able",
    then those of ATTACK_REQUIREMENTS."""
    found = unmet_attack_requirement(state, tuple(a for a, _ in attacks))
    for requirement in ATTACK_REQUIREMENTS:
        found = found or requirement(state, attacks)
    return found


def unmet_attack_requirement(state: GameState, declared: Sequence[str]) -> Refusal | None:
    """508.1d: a creature that "attacks each combat if able" and can attack must be among the
    attackers (the most requirements that can be obeyed without breaking a restriction: the
    engine's only requirement is this one, and obeying it never breaks another)."""
    for obj in state.battlefield:
        if obj.id in declared or obj.phased_out:
            continue
        if not chars(state, obj).has(ATTACKS_EACH_COMBAT) or why_cant_attack(state, obj.id):
            continue
        could = any(
            why_cant_attack_defender(state, obj.id, target) is None for target in _attackable(state)
        )
        if could:
            return (
                f"{name_of(state, obj.id)} attacks each combat if able, and it can attack",
                "508.1d",
            )
    return None


def can_attack_at_all(state: GameState, obj: GameObject) -> bool:
    """The creature may attack something this combat (508.1a-b)."""
    if why_cant_attack(state, obj.id):
        return False
    return any(why_cant_attack_defender(state, obj.id, t) is None for t in _attackable(state))


def _attackable(state: GameState) -> list[str]:
    return [p.id for p in state.players] + [o.id for o in state.battlefield]


def why_cant_be_attacked(state: GameState, attacking_player: str, defender: str) -> Refusal | None:
    """506.2, 508.1b, 802.3, 310.8b: may a creature of `attacking_player` attack `defender`?
    A player, a planeswalker or a battle an opponent protects; every opponent is a defending
    player (two-player games, and the attack multiple players option of multiplayer games)."""
    foes = opponents(state, attacking_player)
    player = state.find_player(defender)
    if player is not None:
        if player.lost:
            return f"{player.name} has left the game", "800.4a"
        if player.id not in foes:
            return f"{player.name} isn't an opponent of {name_of(state, attacking_player)}", "506.2"
        return None
    obj = on_battlefield(state, defender)
    if obj is None:
        return f"there is no player or permanent {defender!r} to attack", "506.3"
    c = chars(state, obj)
    if c.is_type("Planeswalker"):
        if obj.controller not in foes:
            return f"{name_of(state, defender)} isn't controlled by a defending player", "508.1b"
        return None
    if c.is_type("Battle"):
        if protector(state, obj) not in foes:
            return f"{name_of(state, defender)} isn't protected by a defending player", "310.8b"
        return None
    return f"{name_of(state, defender)} isn't a player, planeswalker or battle", "506.3"


def why_cant_block(state: GameState, blocker_id: str, attacker_id: str) -> Refusal | None:
    """509.1a-b for one blocker and one attacker: an untapped creature of a defending player
    (805.10d: of the defending team), and the attacker's evasion abilities."""
    combat = state.combat
    blocker = on_battlefield(state, blocker_id)
    name = name_of(state, blocker_id)
    if blocker is None:
        return f"{name} isn't on the battlefield", "509.1a"
    c = chars(state, blocker)
    if not c.is_type("Creature"):
        return f"{name} isn't a creature: only creatures can block", "506.3"
    if c.is_type("Battle"):
        return f"{name} is a battle: battles can't block", "509.1a"
    if blocker.tapped:
        return f"{name} is tapped: only untapped creatures can block", "509.1a"
    if c.has(CANT_BLOCK):
        return f"{name} can't block", "509.1a"
    if blocker.counter("+1/+1") and any(
        getattr(a, "effect", None) == UNLEASHED for a in c.abilities
    ):
        return f"{name} was unleashed and has a +1/+1 counter: it can't block", "702.98a"
    if (
        combat is None
        or not combat.is_attacking(attacker_id)
        or on_battlefield(state, attacker_id) is None
    ):
        return f"{name_of(state, attacker_id)} isn't an attacking creature", "509.1a"
    defending = defending_player(state, combat.defender_of(attacker_id))
    if defending is None or blocker.controller in attacking_players(state):
        return (
            f"{name_of(state, attacker_id)} isn't attacking {name_of(state, blocker.controller)}",
            "509.1a",
        )
    if blocker.controller not in variant(state).teammates(state, defending):
        return (
            f"{name_of(state, attacker_id)} isn't attacking {name_of(state, blocker.controller)}, "
            "a planeswalker they control or a battle they protect",
            "509.1a",
        )
    attacker = state.object(attacker_id)
    a = chars(state, attacker)
    if a.has(CANT_BE_BLOCKED):
        return f"{name_of(state, attacker_id)} can't be blocked", "509.1b"
    refusal = _blocked_by_refusal(name_of(state, attacker_id), a, c)
    if refusal is not None:
        return refusal
    if (c.power or 0) > (a.power or 0) and ring_evades(state, attacker):
        # 701.54c: the Ring's emblem: its player's Ring-bearer can't be blocked by creatures
        # with greater power (power compared as blockers are declared, 509.1b)
        return (
            f"{name_of(state, attacker_id)} is a Ring-bearer: creatures with greater power "
            f"than it ({a.power or 0}) can't block it",
            "701.54c",
        )
    if a.has(POWER_LESS_CANT_BLOCK) and (c.power or 0) < (a.power or 0):
        return (
            f"{name_of(state, attacker_id)}: creatures with power less than its power "
            f"({a.power or 0}) can't block it",
            "509.1b",
        )
    for keyword in c.keywords:
        # 509.1b: "~ can't block artifact creatures", "... creatures with power 2 or less"
        if keyword.startswith(CANT_BLOCK_CREATURES):
            kept_out = blocked_by(keyword.removeprefix(CANT_BLOCK_CREATURES))
            if kept_out is not None and kept_out(a):
                return f"{name} {keyword}", "509.1b"
    if c.has(BLOCKS_ONLY_FLYERS) and not a.has("flying"):
        return f"{name} can block only creatures with flying", "509.1b"
    if a.has("flying") and not (c.has("flying") or c.has("reach")):
        return (
            f"{name_of(state, attacker_id)} has flying: "
            "only creatures with flying or reach can block it",
            "702.9b",
        )
    walked = _landwalk(state, a, defending)
    if walked is not None:
        keyword, land = walked
        return (
            f"{name_of(state, attacker_id)} has {keyword} and {name_of(state, defending)} controls "
            f"{name_of(state, land)}: it can't be blocked",
            "702.14c",
        )
    if has_protection_from(state, attacker, blocker):
        return f"{name_of(state, attacker_id)} has protection from a quality {name} has", "702.16f"
    return _evasion(state, attacker_id, a, name, c)


def _evasion(state: GameState, attacker_id: str, a: Chars, name: str, c: Chars) -> Refusal | None:
    """Evasion keywords that limit which creatures may block (fear 702.36b, intimidate
    702.13b, shadow 702.28b, horsemanship 702.31b, skulk 702.118b: power compared now)."""
    attacker = name_of(state, attacker_id)
    if a.has("fear") and not (c.is_type("Artifact") or "B" in c.colors):
        return f"{attacker} has fear: only artifact or black creatures can block it", "702.36b"
    if a.has("intimidate") and not (c.is_type("Artifact") or set(a.colors) & set(c.colors)):
        return (
            f"{attacker} has intimidate: only artifact creatures and creatures sharing a color "
            "with it can block it",
            "702.13b",
        )
    if a.has("shadow") != c.has("shadow"):
        return (
            f"{attacker if a.has('shadow') else name} has shadow: creatures with shadow block "
            "and are blocked only by creatures with shadow",
            "702.28b",
        )
    if a.has("horsemanship") and not c.has("horsemanship"):
        return (
            f"{attacker} has horsemanship: only creatures with horsemanship can block it",
            "702.31b",
        )
    if a.has("skulk") and (c.power or 0) > (a.power or 0):
        return (
            f"{attacker} has skulk: creatures with greater power than it can't block it",
            "702.118b",
        )
    return None


def _landwalk(state: GameState, attacker: Chars, defending: str) -> tuple[str, str] | None:
    """702.14c: with "[type]walk", the attacker can't be blocked while the defending player
    controls a land of that type; the keyword and such a land, or None. Several kinds of
    landwalk don't cancel one another (702.14d)."""
    for keyword, land_type in LANDWALK.items():
        if not attacker.has(keyword):
            continue
        for obj in state.battlefield:
            c = chars(state, obj)
            if obj.controller == defending and c.is_type("Land") and land_type in c.subtypes:
                return keyword, obj.id
    return None


def block_limit(state: GameState, blocker: GameObject) -> int | None:
    """How many attackers one creature may block: one (509.1a), more where an ability says so
    (None: any number)."""
    c = chars(state, blocker)
    extra = 0
    for ability, count in EXTRA_BLOCKS.items():
        if c.has(ability):
            if count is None:
                return None
            extra += count
    return 1 + extra


def why_declaration_illegal(state: GameState, blocks: Sequence[tuple[str, str]]) -> Refusal | None:
    """509.1a-b for the whole declaration: each pair, how many each creature blocks, and menace
    (702.111b), which only the declaration as a whole can obey."""
    per_blocker: dict[str, list[str]] = {}
    per_attacker: dict[str, list[str]] = {}
    for blocker, attacker in blocks:
        refusal = why_cant_block(state, blocker, attacker)
        if refusal is not None:
            return refusal
        per_blocker.setdefault(blocker, []).append(attacker)
        per_attacker.setdefault(attacker, []).append(blocker)
    alone = alone_refusal(state, list(per_blocker), CANT_BLOCK_ALONE, "509.1b")
    if alone is not None:
        return alone
    for blocker, attackers in per_blocker.items():
        limit = block_limit(state, state.object(blocker))
        if limit is not None and len(attackers) > limit:
            return (
                f"{name_of(state, blocker)} can block only {counted(limit, 'creature')}, "
                f"not {len(attackers)}",
                "509.1a",
            )
    for attacker, blockers in per_attacker.items():
        if len(blockers) == 1 and chars(state, state.object(attacker)).has("menace"):
            return (
                f"{name_of(state, attacker)} has menace: "
                "it can't be blocked except by two or more creatures",
                "702.111b",
            )
        for keyword in chars(state, state.object(attacker)).keywords:
            least = least_blockers(keyword)
            if least is not None and len(blockers) < least:
                return f"{name_of(state, attacker)} {keyword}", "509.1b"
        if len(blockers) > 1 and chars(state, state.object(attacker)).has(ONE_BLOCKER_AT_MOST):
            return f"{name_of(state, attacker)} {ONE_BLOCKER_AT_MOST}", "509.1b"
    return None


def unmet_block_requirement(state: GameState, blocks: Sequence[tuple[str, str]]) -> Refusal | None:
    """509.1c for a declaration that breaks no restriction: each requirement that can be obeyed
    is obeyed. A creature able to block a lure blocks one (it may block only one); a creature
    that blocks each combat if able blocks; an attacker that must be blocked if able is blocked
    when some creature can block it. Limits: a lure with menace isn't a requirement here (one
    blocker alone would break menace's restriction), and requirements aren't weighed against
    each other (509.1c's maximum) beyond that."""
    combat = state.combat
    if combat is None:
        return None
    attackers = [a for a, _ in combat.attackers if on_battlefield(state, a) is not None]
    blocking = {blocker for blocker, _ in blocks}
    blocked = {attacker for _, attacker in blocks}
    traits = {a: chars(state, state.object(a)) for a in attackers}
    lures = [a for a in attackers if traits[a].has(LURE) and not traits[a].has("menace")]
    for obj in state.battlefield:
        able = [a for a in attackers if why_cant_block(state, obj.id, a) is None]
        if not able:
            continue
        able_lures = [a for a in lures if a in able]
        if able_lures and not any((obj.id, a) in blocks for a in able_lures):
            return (
                f"{name_of(state, obj.id)} is able to block {name_of(state, able_lures[0])}, "
                "and all creatures able to block it do so",
                "509.1c",
            )
        if obj.id not in blocking and chars(state, obj).has(BLOCKS_EACH_COMBAT):
            return f"{name_of(state, obj.id)} blocks each combat if able, and it can", "509.1c"
        for attacker in _must_block(state, obj.id):
            if attacker in able and (obj.id, attacker) not in blocks:
                return (
                    f"{name_of(state, obj.id)} blocks {name_of(state, attacker)} this combat if "
                    "able (provoke), and it can",
                    "509.1c",
                )
    for attacker in attackers:
        if attacker in blocked or not traits[attacker].has(MUST_BE_BLOCKED):
            continue
        if any(why_cant_block(state, o.id, attacker) is None for o in state.battlefield):
            return f"{name_of(state, attacker)} must be blocked if able, and it can be", "509.1c"
    return None


def _must_block(state: GameState, blocker: str) -> tuple[str, ...]:
    """The attackers an effect says `blocker` blocks if able (702.39a provoke's requirement)."""
    found = []
    for effect in effects_of_kind(state, BLOCKS_ATTACKER_IF_ABLE):
        objects = effect.params.get("objects", ())
        stamps = effect.params.get("timestamps", {})
        obj = state.find_object(blocker)
        if not isinstance(objects, tuple) or blocker not in objects or obj is None:
            continue
        if isinstance(stamps, Mapping) and stamps.get(blocker, obj.timestamp) != obj.timestamp:
            continue  # 400.7: a new object since
        found.append(str(effect.params.get("attacker")))
    return tuple(found)


_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_POWER = re.compile(r"creatures with power (\d+) or (less|greater)")
_SUBTYPES_OR = re.compile(r"([a-z'-]+) or ([a-z'-]+)")
_ONE_WORD = re.compile(r"[a-z'-]+")


def blocked_by(words: str) -> Callable[[Chars], bool] | None:
    """Which blockers an attacker's "can't be blocked by ..." keeps out (`words` after "by",
    any case), or None for words that aren't one the engine knows."""
    words = words.lower()
    power = _POWER.fullmatch(words)
    if power is not None:
        limit, direction = int(power.group(1)), power.group(2)
        if direction == "less":
            return lambda c: (c.power or 0) <= limit
        return lambda c: (c.power or 0) >= limit
    color = words.removesuffix(" creatures")
    if words.endswith(" creatures") and color in _COLORS:
        return lambda c: _COLORS[color] in c.colors
    subtypes = _SUBTYPES_OR.fullmatch(words)
    if subtypes is not None:
        # "can't be blocked by Vampires or Zombies": a blocker with either creature type (205.3m;
        # changelings have every one, 702.73a)
        wanted = {subtypes.group(1), subtypes.group(2)}
        return lambda c: any(creature_type_plural(s).lower() in wanted for s in c.subtypes)
    fixed: dict[str, Callable[[Chars], bool]] = {
        "artifact creatures": lambda c: c.is_type("Artifact"),
        "walls": lambda c: "Wall" in c.subtypes,
        "creatures with flying": lambda c: c.has("flying"),
        "creatures with flying or reach": lambda c: c.has("flying") or c.has("reach"),
    }
    if words in fixed:
        return fixed[words]
    if _ONE_WORD.fullmatch(words):
        # "can't be blocked by Dinosaurs": a blocker with that creature type, by its plural
        # (205.3m; a changeling has every one, 702.73a)
        return lambda c: any(creature_type_plural(s).lower() == words for s in c.subtypes)
    return None


_LEAST_BLOCKERS = re.compile(r"(two|three|four|five) or more creatures")
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}


def least_blockers(keyword: str) -> int | None:
    """N for "can't be blocked except by N or more creatures" (509.1b: a restriction only the
    declaration as a whole can obey, as menace's, 702.111b), else None."""
    if not keyword.startswith(EXCEPT_BY):
        return None
    found = _LEAST_BLOCKERS.fullmatch(keyword.removeprefix(EXCEPT_BY).lower())
    return None if found is None else _NUMBERS[found.group(1)]


def _blocked_by_refusal(attacker: str, a: Chars, c: Chars) -> Refusal | None:
    for keyword in a.keywords:
        if keyword.startswith(EXCEPT_BY):
            lets_in = blocked_by(keyword.removeprefix(EXCEPT_BY))
            if lets_in is not None and not lets_in(c):
                return f"{attacker} {keyword}", "509.1b"
            continue
        if not keyword.startswith(BLOCKED_BY):
            continue
        keeps_out = blocked_by(keyword.removeprefix(BLOCKED_BY))
        if keeps_out is not None and keeps_out(c):
            return f"{attacker} {keyword}", "509.1b"
    return None
