"""Life-total effects: replacements on the results of damage (120.4c) and rule modifiers."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.events import LifeGainEvent, LifeLossEvent, WouldEvent
from engine.core.state import Effect, GameState
from engine.core.variants import variant
from engine.rules.effect_kinds import Applied, EffectKind, effects_of_kind, register
from engine.rules.player_groups import group_words, in_group


@register
class DamageLifeFloor(EffectKind[LifeLossEvent]):
    """Angel of Grace (and Worship-style effects): damage that would reduce the player's life
    total below 1 reduces it to 1 instead. It replaces the life loss that damage results in
    (120.4c), so the damage itself is still dealt in full (lifelink, commander damage); life
    lost some other way is untouched (119.3). A life total already below 1 isn't raised."""

    name = "damage_life_floor"
    watches = (LifeLossEvent,)
    rules = ("120.4c", "614.1a")

    def applies(self, effect: Effect, event: LifeLossEvent, state: GameState) -> bool:
        # 810.9a: in Two-Headed Giant "your life total" is the team's shared one.
        owner = effect.params.get("player")
        if (
            not event.from_damage
            or owner is None
            # a player word that names no player (a document's "any") protects no one
            or state.find_player(str(owner)) is None
            or event.player not in variant(state).life_sharers(state, owner)
        ):
            return False
        life = state.player(event.player).life
        return life >= 1 and life - event.amount < 1

    def apply(self, effect: Effect, event: LifeLossEvent, state: GameState) -> Applied:
        life = state.player(event.player).life
        new = replace(event, amount=life - 1)
        return Applied(
            new if new.amount else None,
            f"the damage reduces {state.player(event.player).name}'s life total to 1 instead of {life - event.amount}",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"damage can't reduce {_player_name(state, effect.params.get('player'))}'s life total below 1"


@register
class CantLoseGame(EffectKind[WouldEvent]):
    """Platinum Angel: the player can't lose the game (a rule modifier checked by 704.5)."""

    name = "cant_lose_game"
    rules = ("104.3",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{_player_name(state, effect.params.get('player'))} can't lose the game"


@register
class CantWinGame(EffectKind[WouldEvent]):
    """Platinum Angel's second half: "your opponents can't win the game". `player` is one player
    or `opponents_of` names the player whose opponents can't win. It stops an effect that says a
    player wins (104.2b), never a win by every opponent having left (104.2a overrides it)."""

    name = "cant_win_game"
    rules = ("104.2a", "104.2b")

    def describe(self, effect: Effect, state: GameState) -> str:
        if "opponents_of" in effect.params:
            return f"the opponents of {_player_name(state, effect.params['opponents_of'])} can't win the game"
        return f"{_player_name(state, effect.params.get('player'))} can't win the game"


def _player_name(state: GameState, ref: Any) -> str:
    player = state.find_player(ref) if isinstance(ref, str) else None
    return player.name if player is not None else str(ref)


@register
class LifeCantChange(EffectKind[WouldEvent]):
    """Platinum Emperion: the player's life total can't change (119.7, 119.8)."""

    name = "life_cant_change"
    rules = ("119.7", "119.8")

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{_player_name(state, effect.params.get('player'))}'s life total can't change"


def cant_lose(state: GameState, player: str) -> Effect | None:
    return next(
        (e for e in effects_of_kind(state, "cant_lose_game") if e.params.get("player") == player),
        None,
    )


def life_locked(state: GameState, player: str) -> Effect | None:
    return next(
        (e for e in effects_of_kind(state, "life_cant_change") if e.params.get("player") == player),
        None,
    )


def cant_win(state: GameState, player: str) -> Effect | None:
    """The effect that keeps `player` from winning by an effect's words (104.2b), if any."""
    for e in effects_of_kind(state, "cant_win_game"):
        if e.params.get("player") == player:
            return e
        opponent_of = e.params.get("opponents_of")
        if (
            isinstance(opponent_of, str)
            and state.find_player(opponent_of) is not None
            and player not in variant(state).teammates(state, opponent_of)
        ):
            return e
    return None


MORE_LIFE_GAINED = "more_life_gained"


@register
class MoreLifeGained(EffectKind[LifeGainEvent]):
    """ "If you would gain life, you gain that much life plus 1 instead." / "... twice that much
    life instead." (614.1a): the life gain event of a player of the group ("player", engine.rules.
    player_groups) gains "plus" more, or twice as much ("twice"). A gain of 0 is no gain (119.3)
    and isn't replaced."""

    name = MORE_LIFE_GAINED
    watches = (LifeGainEvent,)
    rules = ("614.1a", "119.3")

    def applies(self, effect: Effect, event: LifeGainEvent, state: GameState) -> bool:
        return event.amount > 0 and in_group(state, effect, event.player)

    def apply(self, effect: Effect, event: LifeGainEvent, state: GameState) -> Applied:
        plus = effect.params.get("plus", 0)
        amount = event.amount * 2 if effect.params.get("twice") else event.amount + int(plus)
        who = state.player(event.player).name
        return Applied(
            replace(event, amount=amount),
            f"{who} gains {amount} life instead of {event.amount}",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        more = (
            "twice that much" if effect.params.get("twice") else f"plus {effect.params.get('plus')}"
        )
        return f"{group_words(state, effect)} gain {more} life"
