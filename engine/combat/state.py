"""The combat value on `GameState.combat`, and the questions rules ask about it.

`Combat` exists from the declaration of attackers until the end of combat step ends (511.3). It
records declarations by id; whether a declared creature still takes part is read against the
current state (506.4: a creature that has left the battlefield, phased out, stopped being a
creature or changed controller is no longer in combat).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.characteristics import chars
from engine.state import GameObject, GameState, Zone
from engine.variants import variant


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
    """

    attackers: tuple[tuple[str, str | None], ...] = ()
    blockers: tuple[tuple[str, str], ...] = ()
    blocked: tuple[str, ...] = ()
    attackers_declared: bool = False
    blockers_declared: bool = False
    had_attackers: bool = False
    first_strikers: tuple[str, ...] = ()

    def attacker_ids(self) -> tuple[str, ...]:
        return tuple(a for a, _ in self.attackers)

    def defender_of(self, attacker: str) -> str | None:
        return next((d for a, d in self.attackers if a == attacker), None)

    def is_attacking(self, obj_id: str) -> bool:
        return any(a == obj_id for a, _ in self.attackers)

    def is_blocked(self, attacker: str) -> bool:
        return attacker in self.blocked

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
            attackers=tuple((a, None if d == obj_id else d) for a, d in self.attackers if a != obj_id),
            blockers=tuple((b, a) for b, a in self.blockers if b != obj_id),
            blocked=tuple(a for a in self.blocked if a != obj_id),
            first_strikers=tuple(f for f in self.first_strikers if f != obj_id),
        )

    def involves(self, obj_id: str) -> bool:
        return (
            self.is_attacking(obj_id)
            or any(b == obj_id for b, _ in self.blockers)
            or any(d == obj_id for _, d in self.attackers)
        )


# --- players ---------------------------------------------------------------------------------


def attacking_players(state: GameState) -> tuple[str, ...]:
    """506.2: the active player (805.10a: every player of the active team) attacks."""
    return variant(state).teammates(state, state.turn.active_player)


def opponents(state: GameState, player_id: str) -> tuple[str, ...]:
    """Players still in the game who aren't on `player_id`'s team (102.2, 102.3)."""
    mates = set(variant(state).teammates(state, player_id))
    return tuple(p.id for p in state.players if not p.lost and p.id not in mates)


def protector(state: GameState, battle: GameObject) -> str:
    """310.8: a battle's protector. The state doesn't record protectors yet, so a battle is taken
    to be protected by its controller (310.8a's default for a battle without battle types)."""
    return battle.controller


def defending_player(state: GameState, defender: str | None) -> str | None:
    """508.5: the player a creature attacks, the controller of the planeswalker it attacks, or the
    protector of the battle it attacks."""
    if defender is None:
        return None
    if state.find_player(defender) is not None:
        return defender
    obj = state.find_object(defender)
    if obj is None:
        return None
    if chars(state, obj).is_type("Battle"):
        return protector(state, obj)
    return obj.controller


# --- who is still in combat --------------------------------------------------------------------


def on_battlefield(state: GameState, obj_id: str) -> GameObject | None:
    obj = state.find_object(obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        return None
    return obj


def live_attacker(state: GameState, obj_id: str) -> bool:
    """506.4: still an attacking creature controlled by an attacking player."""
    combat = state.combat
    obj = on_battlefield(state, obj_id)
    return (
        combat is not None
        and combat.is_attacking(obj_id)
        and obj is not None
        and chars(state, obj).is_type("Creature")
        and obj.controller in attacking_players(state)
    )


def live_blocker(state: GameState, obj_id: str) -> bool:
    """506.4: still a blocking creature controlled by a defending player."""
    combat = state.combat
    obj = on_battlefield(state, obj_id)
    return (
        combat is not None
        and obj_id in combat.blocker_ids()
        and obj is not None
        and chars(state, obj).is_type("Creature")
        and obj.controller not in attacking_players(state)
    )


def attacked_still_there(state: GameState, defender: str | None) -> bool:
    """Whether an attacker's player, planeswalker or battle can still be dealt its damage:
    a player still in the game (800.4e), a planeswalker or battle still on the battlefield as one
    (506.4)."""
    if defender is None:
        return False
    player = state.find_player(defender)
    if player is not None:
        return not player.lost
    obj = on_battlefield(state, defender)
    if obj is None:
        return False
    types = chars(state, obj).types
    return "Planeswalker" in types or "Battle" in types
