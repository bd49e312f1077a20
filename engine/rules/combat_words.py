"""The words of combat restrictions and requirements, as they stand among a creature's keywords.

A leaf module: `engine.rules.combat.restrictions` reads these words as it checks attacks and
blocks (508.1, 509.1), and `engine.rules.characteristics` needs them to tell an effect's
restriction from an ability (113.10, 611.1); restrictions imports characteristics, so the words
live here, importing nothing.
"""

from __future__ import annotations

# Restrictions a creature's own static ability states, read as abilities it has ("~ can't
# block.", compiled by engine.oracle into such an ability): 509.1a for the blocker, 509.1b for
# the attacker.
CANT_BLOCK = "can't block"
# "can't block [creatures like these]": a blocker's restriction, the words after "block" read as
# `blocked_by` reads an attacker's "can't be blocked by [...]".
CANT_BLOCK_CREATURES = "can't block "
CANT_BE_BLOCKED = "can't be blocked"
CANT_ATTACK = "can't attack"  # 508.1a
# "~ can attack this turn as though it didn't have defender" (Glade Watcher): granted until end
# of turn like "can't block" (613.1f); 702.3b's restriction doesn't apply while it's there.
ATTACKS_DESPITE_DEFENDER = "can attack as though it didn't have defender"
# 506.5: a creature attacks (blocks) alone if it's the only creature declared as an attacker
# (a blocker) in that combat.
CANT_ATTACK_ALONE = "can't attack alone"
CANT_BLOCK_ALONE = "can't block alone"
# 508.1d: a requirement: it attacks if it can (it isn't tapped, has no restriction and a
# player or permanent it may attack exists); the engine models no costs to attack (508.1h).
ATTACKS_EACH_COMBAT = "attacks each combat if able"

# 509.1c: blocking requirements, abilities a creature has: an attacker's "all creatures able to
# block it do so" (lure) and "must be blocked if able"; a creature's "blocks each combat if able".
LURE = "all creatures able to block it do so"
MUST_BE_BLOCKED = "must be blocked if able"
BLOCKS_EACH_COMBAT = "blocks each combat if able"
# 509.1c, 702.39a: an effect's requirement that one creature blocks one attacker if able
# (provoke: engine.mechanics.provoke), the effect kind holding both.
BLOCKS_ATTACKER_IF_ABLE = "blocks_attacker_if_able"

# 509.1b: "can't be blocked by [creatures like these]", an ability of the attacker; the words
# after "by" say which creatures. "By more than one creature" limits the whole declaration
# instead.
BLOCKED_BY = "can't be blocked by "
ONE_BLOCKER_AT_MOST = "can't be blocked by more than one creature"
# 509.1b: "can't be blocked except by creatures with flying": only such creatures may block it.
EXCEPT_BY = "can't be blocked except by "

# Combat restrictions and requirements an effect imposes ("Target creature can't block this
# turn", "That creature blocks this turn if able", "Enchanted creature can't attack"): the effect
# doesn't say the object "gains" or "has" them, so they are no ability of the object (113.10) and
# its losing all abilities doesn't end them (611.1: the effect does). Printed on the creature
# itself ("~ can't block.") they are its own static ability, and are lost.
EFFECT_RESTRICTIONS = frozenset(
    {
        CANT_BLOCK,
        CANT_BE_BLOCKED,
        CANT_ATTACK,
        CANT_BLOCK_ALONE,
        CANT_ATTACK_ALONE,
        ATTACKS_EACH_COMBAT,
        BLOCKS_EACH_COMBAT,
        MUST_BE_BLOCKED,
        LURE,
        ATTACKS_DESPITE_DEFENDER,
    }
)
# "can't block [creatures like these]" and "can't be blocked by / except by [...]".
EFFECT_RESTRICTION_PREFIXES = (CANT_BLOCK_CREATURES, "can't be blocked ")


def is_effect_restriction(word: str) -> bool:
    """A combat restriction or requirement word, as an effect grants it (113.10, 611.1)."""
    return word in EFFECT_RESTRICTIONS or word.startswith(EFFECT_RESTRICTION_PREFIXES)
