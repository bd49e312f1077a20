"""The combat value on `GameState.combat` (a plain value: questions that read the rest of the
state are in `engine.rules.combat.queries`).

`Combat` exists from the declaration of attackers until the end of combat step ends (511.3). It
records declarations by id; whether a declared creature still takes part is read against the
current state (506.4: a creature that has left the battlefield, phased out, stopped being a
creature or changed controller is no longer in combat). The steps of the combat phase
(``COMBAT_STEPS``, 506.1) are with the other steps in ``engine.core.state``, which holds a
``Combat``: this module imports nothing of the state.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Combat:
    """Declarations of the current combat.

    `attackers`: (attacking creature, what it attacks: a player, planeswalker or battle id, or None
    once that planeswalker or battle has left combat, 506.4c), in declaration order.
    `blockers`: (blocking creature, attacking creature it blocks), in declaration order.
    `blocked`: attackers that became blocked (509.1h); they stay blocked when their blockers go.
    `had_attackers`: creatures were declared or put onto the battlefield attacking (508.8).
    `first_strikers`: the creatures that had first strike or double strike as the first combat
    damage step began (510.4); empty when there is no such step.
    `bands`: the attacking bands announced as attackers were declared (702.22c, 508.1e), each
    the creatures in it; a band lasts for the rest of combat (702.22e).
    """

    attackers: tuple[tuple[str, str | None], ...] = ()
    blockers: tuple[tuple[str, str], ...] = ()
    blocked: tuple[str, ...] = ()
    attackers_declared: bool = False
    blockers_declared: bool = False
    had_attackers: bool = False
    first_strikers: tuple[str, ...] = ()
    bands: tuple[tuple[str, ...], ...] = ()

    def band_of(self, creature: str) -> tuple[str, ...]:
        """The band `creature` attacks in (702.22c), or () when it's in none."""
        return next((band for band in self.bands if creature in band), ())

    def attacker_ids(self) -> tuple[str, ...]:
        return tuple(a for a, _ in self.attackers)

    def defender_of(self, attacker: str) -> str | None:
        return next((d for a, d in self.attackers if a == attacker), None)

    def is_attacking(self, obj_id: str) -> bool:
        return any(a == obj_id for a, _ in self.attackers)

    def is_blocked(self, attacker: str) -> bool:
        return attacker in self.blocked

    def is_unblocked(self, attacker: str) -> bool:
        """509.1h, 508.4d: once blockers are declared, an attacking creature that didn't become
        blocked (or was put onto the battlefield attacking since) is unblocked."""
        return (
            self.blockers_declared and self.is_attacking(attacker) and not self.is_blocked(attacker)
        )

    def blockers_of(self, attacker: str) -> tuple[str, ...]:
        """Creatures blocking `attacker`, in declaration order."""
        return tuple(b for b, a in self.blockers if a == attacker)

    def blocked_by(self, blocker: str) -> tuple[str, ...]:
        """Attacking creatures `blocker` blocks (those still attacking)."""
        attacking = set(self.attacker_ids())
        return tuple(a for b, a in self.blockers if b == blocker and a in attacking)

    def blocker_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(b for b, _ in self.blockers))

    def without(self, obj_id: str) -> Combat:
        """506.4: `obj_id` is removed from combat. An attacker's blockers keep blocking (and deal no
        damage, 510.1d); a blocked attacker stays blocked (509.1h); creatures attacking a removed
        planeswalker or battle keep attacking, but nothing (506.4c)."""
        return replace(
            self,
            attackers=tuple(
                (a, None if d == obj_id else d) for a, d in self.attackers if a != obj_id
            ),
            blockers=tuple((b, a) for b, a in self.blockers if b != obj_id),
            blocked=tuple(a for a in self.blocked if a != obj_id),
            first_strikers=tuple(f for f in self.first_strikers if f != obj_id),
            # 702.22f: an attacking creature removed from combat leaves its band.
            bands=tuple(
                kept
                for kept in (tuple(c for c in band if c != obj_id) for band in self.bands)
                if len(kept) > 1
            ),
        )

    def involves(self, obj_id: str) -> bool:
        return (
            self.is_attacking(obj_id)
            or any(b == obj_id for b, _ in self.blockers)
            or any(d == obj_id for _, d in self.attackers)
        )
