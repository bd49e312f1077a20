"""Questions about combat that read the game state: who attacks, who defends, who is still in
combat (506.4)."""

from __future__ import annotations

from engine.core.state import GameObject, GameState, Zone
from engine.core.variants import variant
from engine.rules.characteristics import chars

# --- players ---------------------------------------------------------------------------------


def attacking_players(state: GameState) -> tuple[str, ...]:
    """506.2: the active player (805.10a: every player of the active team) attacks."""
    return variant(state).teammates(state, state.turn.active_player)


def opponents(state: GameState, player_id: str) -> tuple[str, ...]:
    """Players still in the game who aren't on `player_id`'s team (102.2, 102.3)."""
    mates = set(variant(state).teammates(state, player_id))
    return tuple(p.id for p in state.players if not p.lost and p.id not in mates)


def protector(state: GameState, battle: GameObject) -> str:
    """310.8: a battle's protector, chosen as it entered (`chosen["protector"]`, 310.8a, 310.11a:
    engine.mechanics.battles); a battle with none recorded is protected by its controller
    (310.8a's rule for a battle without battle types)."""
    return str(battle.chosen.get("protector") or battle.controller)


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


def attack_defending_player(state: GameState, source: GameObject) -> str | None:
    """508.5: "defending player" in an ability of an attacking creature (or of what is attached
    to one, "whenever equipped creature attacks") is the player that creature attacks (the
    controller of the planeswalker, the protector of the battle). Once it has left combat, in a
    two-player game the nonactive player is still the defending player during combat (506.2);
    in a multiplayer game who it attacked is no longer known here, and None is returned."""
    combat = state.combat
    if combat is None:
        return None
    for creature in (source.id, source.attached_to):
        if creature and combat.is_attacking(creature):
            return defending_player(state, combat.defender_of(creature))
    foes = opponents(state, state.turn.active_player)
    return foes[0] if len(state.players) == 2 and len(foes) == 1 else None


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
