"""Formats as objects with hooks, not `if format == ...` branches in the core.

Two-player and free-for-all games use the base rules. Two-Headed Giant shares a team's life total
(810.9) and poison (810.10) and makes teams win and lose together (810.8a). Commander counts combat
damage from each commander (903.10a).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.state import GameState, Player


@dataclass(frozen=True)
class LossCheck:
    player: str
    reason: str
    rule: str


class Variant:
    name = "two_player"
    label = "Two-player"
    starting_life = 20
    min_players = 2
    max_players = 2
    poison_limit_rule = "704.5c"
    # Teammates share one life total and poison count (810.9, 810.10); the document keeps the
    # shared values on each member.
    shared_life = False

    def default_team(self, index: int) -> str | None:
        """The team a new player at this seat gets, if the format has teams."""
        return None

    def life_sharers(self, state: GameState, player_id: str) -> tuple[str, ...]:
        """The players whose life total changes together with this player's."""
        return (player_id,)

    def extra_losses(self, state: GameState) -> list[LossCheck]:
        return []

    def poison_losses(self, state: GameState) -> list[LossCheck]:
        return [
            LossCheck(p.id, f"{p.name} has {p.poison} poison counters", "704.5c")
            for p in state.players
            if not p.lost and p.poison >= 10
        ]

    def teammates(self, state: GameState, player_id: str) -> tuple[str, ...]:
        return (player_id,)

    def first_turn_skips_draw(self, state: GameState) -> bool:
        """103.8a: in a two-player game the starting player skips their first draw step; 103.8c:
        in other multiplayer games nobody does."""
        return len(state.players) == 2

    def validate(self, players: tuple[Player, ...]) -> str | None:
        if not self.min_players <= len(players) <= self.max_players:
            return f"{self.label} needs {self._count()} players, not {len(players)}"
        return None

    def _count(self) -> str:
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players} to {self.max_players}"


class FreeForAll(Variant):
    name = "free_for_all"
    label = "Free-for-all"
    min_players = 3
    max_players = 8


class TwoHeadedGiant(Variant):
    name = "two_headed_giant"
    label = "Two-Headed Giant"
    starting_life = 30  # 119.1a, per team
    min_players = 4
    max_players = 4
    shared_life = True

    def default_team(self, index: int) -> str | None:
        # The default seating alternates teams: the first and third players are one team.
        return "AC" if index % 2 == 0 else "BD"

    def teammates(self, state: GameState, player_id: str) -> tuple[str, ...]:
        team = state.player(player_id).team
        return tuple(p.id for p in state.players if p.team == team)

    def first_turn_skips_draw(self, state: GameState) -> bool:
        return True  # 103.8b, 810.6: the starting team skips its first draw step

    def life_sharers(self, state: GameState, player_id: str) -> tuple[str, ...]:
        # 810.9: the team has one shared life total; we keep it on each member.
        return self.teammates(state, player_id)

    def poison_losses(self, state: GameState) -> list[LossCheck]:
        # 704.6b replaces 704.5c: the team's poison counters are shared (810.10).
        return [
            LossCheck(p.id, f"{p.name}'s team has {p.poison} poison counters", "704.6b")
            for p in state.players
            if not p.lost and p.poison >= 15
        ]

    def validate(self, players: tuple[Player, ...]) -> str | None:
        problem = super().validate(players)
        if problem:
            return problem
        teams: dict[str | None, list[Player]] = {}
        for p in players:
            teams.setdefault(p.team, []).append(p)
        if None in teams or len(teams) != 2 or any(len(m) != 2 for m in teams.values()):
            return "Two-Headed Giant needs two teams of two (set each player's team)"
        for members in teams.values():
            if len({m.life for m in members}) != 1 or len({m.poison for m in members}) != 1:
                return "teammates share one life total and poison count (810.9, 810.10): give both the same"
        return None


class Commander(Variant):
    name = "commander"
    label = "Commander"
    starting_life = 40  # 119.1c
    min_players = 2
    max_players = 8

    def extra_losses(self, state: GameState) -> list[LossCheck]:
        # 903.10a / 704.6c: 21 or more combat damage from the same commander.
        return [
            LossCheck(
                p.id, f"{p.name} has taken {amount} combat damage from commander {cmd}", "704.6c"
            )
            for p in state.players
            if not p.lost
            for cmd, amount in p.commander_damage.items()
            if int(amount) >= 21
        ]


VARIANTS: dict[str, Variant] = {
    v.name: v for v in (Variant(), FreeForAll(), TwoHeadedGiant(), Commander())
}


def variant(state: GameState) -> Variant:
    return VARIANTS[state.format]


def opponents_of(state: GameState, player_id: str) -> tuple[str, ...]:
    """102.2, 102.3: players still in the game who aren't on `player_id`'s team (for effect
    kinds, which can't read engine.rules.combat.queries)."""
    mates = set(variant(state).teammates(state, player_id))
    return tuple(p.id for p in state.players if not p.lost and p.id not in mates)
