"""Replacement effects that modify how a permanent enters the battlefield (614.1c-d, 614.12).

"[This permanent] enters tapped" is a static ability whose effect happens as part of the event
that puts the permanent onto the battlefield (603.6d): the would-event's `tapped` flag is set. The
ability applies to the entering object's own event, wherever it comes from (614.12): these kinds
are `as_it_enters` (see `engine.rules.effect_kinds.entering_effects`). "You" is the player under whose
control it would enter, taken as the object's controller as it moves (its owner when it comes
from a hand or a library, the caster when it resolves as a spell).

Parameters of "enters_tapped":
- none: it always enters tapped;
- "unless": a condition checked as it would enter; when it holds, the permanent enters untapped:
  {"you_control": [subtypes]} ("unless you control a Swamp or a Mountain"),
  {"other_lands_at_most": N} ("unless you control two or fewer other lands") or
  {"other_lands_at_least": N} ("unless you control two or more other lands") or
  {"opponents_at_least": N} ("unless you have two or more opponents", 102.3) or
  {"basic_lands_at_least": N} ("unless you control two or more basic lands", "... a basic land"),
  {"a_player_life_at_most": N} ("unless a player has 13 or less life", any player, 119.1),
  {"opponents_lands_at_least": N} ("unless your opponents control eight or more lands") or
  {"legendary_creature": true} ("unless you control a legendary creature", 205.4d);
  the registry `UNLESS` holds each one's words and test.
"enters_tapped_unless_pays_life" ("As this enters, you may pay N life. If you don't, it enters
tapped."): "life" (default 2); the controller decides before it enters (614.12a).
"enters_tapped_unless_reveals" ("As this enters, you may reveal a Forest or Island card from your
hand. If you don't, it enters tapped."): "types", the subtypes a revealed card may have; the
controller decides before it enters (614.12a).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.core.choices import DecisionKind, Option
from engine.core.events import LifeLossEvent, ZoneChangeEvent
from engine.core.log import LogKind, counted
from engine.core.state import Effect, GameState, Zone
from engine.core.variants import opponents_of
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import Applied, EffectKind, Resolving, register
from engine.rules.effects.life import life_locked
from engine.rules.pipeline import name_of

NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
Verdict = tuple[bool, str]


def _number(n: int) -> str:
    return NUMBERS[n] if 0 <= n < len(NUMBERS) else str(n)


def _article(word: str) -> str:
    return f"an {word}" if word[:1] in "AEIOU" else f"a {word}"


def entering_itself(effect: Effect, event: ZoneChangeEvent) -> bool:
    """614.12: the effect's source is the permanent that would enter."""
    return (
        isinstance(event, ZoneChangeEvent)
        and event.object == effect.source
        and event.to_zone is Zone.BATTLEFIELD
        and event.from_zone is not Zone.BATTLEFIELD
    )


def _other_lands(state: GameState, player: str, entering: str) -> list[str]:
    return [
        o.id
        for o in state.battlefield
        if o.controller == player and o.id != entering and chars(state, o).is_type("Land")
    ]


@dataclass(frozen=True)
class EnteringCondition:
    """One "unless" condition of "enters tapped unless ..." (614.1d): its words after "unless"
    for the condition's value, and whether it holds (with why, in words) for the player under
    whose control the permanent would enter."""

    words: Callable[[Any], str]
    holds: Callable[[GameState, str, str, Any], tuple[bool, str]]


def _controls_subtype(state: GameState, player: str, entering: str, value: Any) -> Verdict:
    who, wanted = name_of(state, player), {str(t) for t in value}
    found = [
        o.id
        for o in state.battlefield
        if o.controller == player and wanted & set(chars(state, o).subtypes)
    ]
    if found:
        return True, f"{who} controls {name_of(state, found[0])}"
    return False, f"{who} controls no {' or '.join(sorted(wanted))}"


def _opponents(state: GameState, player: str, entering: str, value: Any) -> Verdict:
    # 102.3: a player's opponents are the players not on their team (still in the game)
    foes = len(opponents_of(state, player))
    return foes >= int(value), f"{name_of(state, player)} has {counted(foes, 'opponent')}"


def _basic_lands(state: GameState, player: str, entering: str, value: Any) -> Verdict:
    # 205.4c: a basic land has the supertype basic
    basics = sum(
        1
        for o in state.battlefield
        if o.controller == player
        and o.id != entering
        and chars(state, o).is_type("Land")
        and "Basic" in chars(state, o).supertypes
    )
    return basics >= int(
        value
    ), f"{name_of(state, player)} controls {counted(basics, 'basic land')}"


def _lands_at_most(state: GameState, player: str, entering: str, value: Any) -> Verdict:
    count = len(_other_lands(state, player, entering))
    return count <= int(value), f"{name_of(state, player)} controls {counted(count, 'other land')}"


def _lands_at_least(state: GameState, player: str, entering: str, value: Any) -> Verdict:
    count = len(_other_lands(state, player, entering))
    return count >= int(value), f"{name_of(state, player)} controls {counted(count, 'other land')}"


def _a_player_life_at_most(state: GameState, player: str, entering: str, value: Any) -> Verdict:
    """ "a player has N or less life": any player still in the game (104.3a), the controller
    included (119.1)."""
    low = [p for p in state.players if not p.lost and p.life <= int(value)]
    if low:
        return True, f"{name_of(state, low[0].id)} has {low[0].life} life"
    return False, f"no player has {value} or less life"


def _opponents_lands(state: GameState, player: str, entering: str, value: Any) -> Verdict:
    """ "your opponents control N or more lands": the lands of all opponents together (102.3)."""
    foes = set(opponents_of(state, player))
    count = sum(
        1 for o in state.battlefield if o.controller in foes and chars(state, o).is_type("Land")
    )
    return count >= int(
        value
    ), f"{name_of(state, player)}'s opponents control {counted(count, 'land')}"


def _legendary_creature(state: GameState, player: str, entering: str, value: Any) -> Verdict:
    """ "you control a legendary creature" (205.4d: legendary is a supertype)."""
    found = [
        o.id
        for o in state.battlefield
        if o.controller == player
        and o.id != entering
        and chars(state, o).is_type("Creature")
        and "Legendary" in chars(state, o).supertypes
    ]
    who = name_of(state, player)
    if found:
        return True, f"{who} controls {name_of(state, found[0])}"
    return False, f"{who} controls no legendary creature"


def _basic_lands_words(value: Any) -> str:
    if int(value) == 1:
        return "you control a basic land"
    return f"you control {_number(int(value))} or more basic lands"


# The conditions by their key in "unless" (a registry: the grammar, the printer and the
# replacement read the same entry).
UNLESS: dict[str, EnteringCondition] = {
    "you_control": EnteringCondition(
        lambda v: "you control " + " or ".join(_article(str(t)) for t in v), _controls_subtype
    ),
    "other_lands_at_most": EnteringCondition(
        lambda v: f"you control {_number(int(v))} or fewer other lands", _lands_at_most
    ),
    "other_lands_at_least": EnteringCondition(
        lambda v: f"you control {_number(int(v))} or more other lands", _lands_at_least
    ),
    "basic_lands_at_least": EnteringCondition(_basic_lands_words, _basic_lands),
    "opponents_at_least": EnteringCondition(
        lambda v: f"you have {_number(int(v))} or more opponents", _opponents
    ),
    "a_player_life_at_most": EnteringCondition(
        lambda v: f"a player has {int(v)} or less life", _a_player_life_at_most
    ),
    "opponents_lands_at_least": EnteringCondition(
        lambda v: f"your opponents control {_number(int(v))} or more lands", _opponents_lands
    ),
    "legendary_creature": EnteringCondition(
        lambda v: "you control a legendary creature", _legendary_creature
    ),
}


def unless_text(unless: Mapping[str, Any]) -> str:
    """The condition in the card's words; KeyError for an unknown or composite one."""
    ((key, value),) = unless.items()
    return UNLESS[key].words(value)


def unless_holds(
    state: GameState, player: str, entering: str, unless: Mapping[str, Any]
) -> tuple[bool, str]:
    """Whether the "unless" condition holds as the permanent would enter, and why."""
    for key, value in unless.items():
        if key in UNLESS:
            return UNLESS[key].holds(state, player, entering, value)
    return False, "the condition is unknown"


class _AsItEnters(EffectKind[ZoneChangeEvent]):
    """A card's own replacement of its entering (614.1c-d, applied "as it enters", 614.12):
    it watches its own zone change to the battlefield and nothing else."""

    watches = (ZoneChangeEvent,)
    as_it_enters = True

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        return entering_itself(effect, event)


@register
class EntersTapped(_AsItEnters):
    """614.1d: "[This permanent] enters tapped [unless ...]"."""

    name = "enters_tapped"
    rules = ("614.1d", "614.12")

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        what = name_of(state, event.object)
        unless = effect.params.get("unless")
        if isinstance(unless, Mapping):
            holds, why = unless_holds(state, effect.controller, event.object, unless)
            if holds:
                return Applied(event, f"{why}: {what} enters untapped")
            return Applied(replace(event, tapped=True), f"{why}: {what} enters tapped")
        return Applied(replace(event, tapped=True), f"{what} enters tapped")

    def describe(self, effect: Effect, state: GameState) -> str:
        unless = effect.params.get("unless")
        if isinstance(unless, Mapping):
            return f"enters tapped unless {unless_text(unless)}"
        return "enters tapped"


@register
class EntersTappedUnlessPaysLife(_AsItEnters):
    """614.1c-d: "As this enters, you may pay N life. If you don't, it enters tapped." The
    choice is made before it enters (614.12a); paying life is losing it (119.4), possible only
    with at least that much life (119.4) and a life total that can change (119.8)."""

    name = "enters_tapped_unless_pays_life"
    rules = ("614.1c", "614.12a")

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        """Without a decision (e.g. what it could produce): the player doesn't pay."""
        return Applied(
            replace(event, tapped=True),
            f"{name_of(state, effect.controller)} doesn't pay {self._life(effect)} life: "
            f"{name_of(state, event.object)} enters tapped",
        )

    def apply_with(self, effect: Effect, event: ZoneChangeEvent, res: Resolving) -> Applied:
        player, life = effect.controller, self._life(effect)
        who, what = name_of(res.state, player), name_of(res.state, event.object)
        if res.state.player(player).life < life or life_locked(res.state, player) is not None:
            rule = "119.4" if res.state.player(player).life < life else "119.8"
            res.note(LogKind.NOTE, f"{who} can't pay {life} life", rule)
            return self.apply(effect, event, res.state)
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"As {what} enters, {who} may pay {life} life; if they don't, it enters tapped",
            (Option("pay", f"pay {life} life"), Option("decline", "don't pay: it enters tapped")),
            "614.12a",
            context=("as_it_enters", event.object, effect.id),
        )
        if answer != "pay":
            return self.apply(effect, event, res.state)
        res.note(LogKind.LIFE, f"{who} pays {life} life", "119.4", objects=(event.object,))
        res.run(LifeLossEvent(player, life, event.object))
        return Applied(event, f"{who} paid {life} life: {what} enters untapped")

    def describe(self, effect: Effect, state: GameState) -> str:
        life = self._life(effect)
        return f"as it enters, its controller may pay {life} life; if they don't, it enters tapped"

    @staticmethod
    def _life(effect: Effect) -> int:
        return int(effect.params.get("life", 2))


@register
class EntersTappedUnlessReveals(_AsItEnters):
    """614.1c-d: "As this enters, you may reveal a [type] or [type] card from your hand. If you
    don't, it enters tapped." The choice is made before it enters (614.12a); revealing shows the
    card without moving it (701.20a-b). Cards of the same name are one choice."""

    name = "enters_tapped_unless_reveals"
    rules = ("614.1c", "614.12a")

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        """Without a decision: nothing is revealed."""
        return Applied(
            replace(event, tapped=True),
            f"{name_of(state, effect.controller)} reveals no {self._wanted(effect)} card: "
            f"{name_of(state, event.object)} enters tapped",
        )

    def apply_with(self, effect: Effect, event: ZoneChangeEvent, res: Resolving) -> Applied:
        player, types = effect.controller, set(effect.params.get("types", ()))
        found: dict[str, str] = {}
        for card in res.state.zone(Zone.HAND, player):
            if card.id != event.object and types & set(chars(res.state, card).subtypes):
                found.setdefault(card.card, card.id)
        who, what = name_of(res.state, player), name_of(res.state, event.object)
        if not found:
            res.judge(
                LogKind.NOTE, f"{who} has no {self._wanted(effect)} card to reveal", "614.12a"
            )
            return self.apply(effect, event, res.state)
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"As {what} enters, {who} may reveal a {self._wanted(effect)} card; if they don't, "
            "it enters tapped",
            (
                *(Option(card_id, f"reveal {name}") for name, card_id in found.items()),
                Option("decline", "don't reveal: it enters tapped"),
            ),
            "614.12a",
            context=("as_it_enters", event.object, effect.id),
        )
        if answer == "decline":
            return self.apply(effect, event, res.state)
        res.note(
            LogKind.EVENT,
            f"{who} reveals {name_of(res.state, answer)}",
            "701.20a",
            objects=(answer,),
        )
        return Applied(event, f"{who} revealed a card: {what} enters untapped")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"as it enters, its controller may reveal a {self._wanted(effect)} card from their "
            "hand; if they don't, it enters tapped"
        )

    @staticmethod
    def _wanted(effect: Effect) -> str:
        return " or ".join(str(t) for t in effect.params.get("types", ())) or "matching"
