"""Banding (702.22): attacking bands and who divides combat damage.

As attackers are declared, their player may announce bands (508.1e, 702.22c): one or more
attacking creatures with banding and at most one without, all attacking the same player,
planeswalker or battle (702.22d). A band lasts for the rest of combat (702.22e, Combat.bands);
a creature removed from combat leaves it (702.22f, Combat.without). When a creature blocks a
member of a band, it blocks every other member too (702.22h).

In the combat damage step, an attacking creature blocked by a creature with banding has its
damage divided by the defending player (702.22j), and a blocking creature that blocks a creature
with banding has its damage divided by the active player (702.22k), among the creatures it is
blocking or blocked by, under the same rules as its controller would (510.1c-d, 702.19b).

"Bands with other [quality]" (702.22b) isn't read: a creature with it counts as one without
banding, as 702.22c says it does for plain bands.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.combat import Combat
from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.rules.characteristics import chars
from engine.rules.names import name_of

BANDING = "banding"


def has_banding(state: GameState, creature: str) -> bool:
    obj = state.find_object(creature)
    return obj is not None and chars(state, obj).has(BANDING)


def check_bands(
    state: GameState, attacks: Sequence[tuple[str, str]], bands: Sequence[Sequence[str]]
) -> None:
    """702.22c-d: each announced band is legal, or the declaration is refused (508.1e)."""
    defenders = dict(attacks)
    seen: set[str] = set()
    for band in bands:
        if len(band) < 2 or len(set(band)) != len(band):
            raise IllegalAction("a band is two or more different attacking creatures", "702.22c")
        for creature in band:
            if creature not in defenders:
                raise IllegalAction(
                    f"{name_of(state, creature)} isn't declared as an attacker: it can't be in "
                    "a band",
                    "702.22c",
                )
            if creature in seen:
                raise IllegalAction(
                    f"{name_of(state, creature)} can be in only one band", "702.22c"
                )
            seen.add(creature)
        without = [c for c in band if not has_banding(state, c)]
        if len(without) > 1:
            names = " and ".join(name_of(state, c) for c in without)
            raise IllegalAction(
                f"a band has at most one creature without banding, not {names}", "702.22c"
            )
        if len({defenders[c] for c in band}) != 1:
            raise IllegalAction(
                "all creatures in a band must attack the same player, planeswalker or battle",
                "702.22d",
            )


def spread_blocks(combat: Combat, blocks: Sequence[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """702.22h: the blocks the declared ones add: a creature blocking a member of a band blocks
    each other member too (not already declared), in band order."""
    declared = set(blocks)
    added: list[tuple[str, str]] = []
    for blocker, attacker in blocks:
        for member in combat.band_of(attacker):
            pair = (blocker, member)
            if member != attacker and pair not in declared and pair not in added:
                added.append(pair)
    return tuple(added)


def attacker_divider(
    state: GameState, attacker: str, blockers: Sequence[str]
) -> tuple[str, str] | None:
    """702.22j: (the defending player, the rule) when a creature with banding blocks the
    attacking creature; None when its controller divides its damage (510.1c)."""
    for blocker in blockers:
        if has_banding(state, blocker):
            return state.object(blocker).controller, "702.22j"
    return None


def blocker_divider(state: GameState, attackers: Sequence[str]) -> tuple[str, str] | None:
    """702.22k: (the active player, the rule) when the blocking creature blocks a creature with
    banding; None when its controller divides its damage (510.1d)."""
    if any(has_banding(state, a) for a in attackers):
        return state.turn.active_player, "702.22k"
    return None
