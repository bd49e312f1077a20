"""614.12a: "As ~ enters, choose a color." / "As ~ enters, choose a creature type." The choice
is part of how the permanent enters: its controller makes it as the replacement applies, before
it's on the battlefield, and the permanent enters with it (`ZoneChangeEvent.chosen`, kept on the
object: engine.rules.chosen). Parameter "choice": "color" or "creature_type".

Any of the five colors (105.1), any creature type (205.3m): the creature types of cards in the
game come first among the options, then every other one the engine knows."""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import ZoneChangeEvent
from engine.core.state import Effect, GameState
from engine.rules.characteristics import EVERY_CREATURE_TYPE, chars
from engine.rules.chosen import COLOR_LETTERS
from engine.rules.effect_kinds import Applied, EffectKind, Resolving, register
from engine.rules.effects.entering import entering_itself
from engine.rules.pipeline import name_of

CHOICE_WORDS = {"color": "a color", "creature_type": "a creature type"}


def creature_type_options(state: GameState) -> tuple[str, ...]:
    """Every creature type (205.3m): those of the game's creature cards first, then the rest."""
    present: dict[str, None] = {}
    for obj in state.objects:
        c = chars(state, obj)
        if c.is_type("Creature") or "Kindred" in c.types or "Tribal" in c.types:
            present.update(
                dict.fromkeys(
                    s for s in c.subtypes if s in EVERY_CREATURE_TYPE or not EVERY_CREATURE_TYPE
                )
            )
    rest = sorted(EVERY_CREATURE_TYPE - set(present))
    return (*sorted(present), *rest)


@register
class EntersChoosing(EffectKind[ZoneChangeEvent]):
    name = "enters_choosing"
    watches = (ZoneChangeEvent,)
    as_it_enters = True
    rules = ("614.12a",)

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        return (
            entering_itself(effect, event) and str(effect.params.get("choice")) not in event.chosen
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        """Without a decision (e.g. what it could produce): nothing is chosen yet."""
        return Applied(event, f"{name_of(state, event.object)} enters with nothing chosen")

    def apply_with(self, effect: Effect, event: ZoneChangeEvent, res: Resolving) -> Applied:
        state, player = res.state, effect.controller
        kind = str(effect.params.get("choice"))
        what, who = name_of(state, event.object), name_of(state, player)
        if kind == "color":
            options = tuple(Option(word, word) for word in COLOR_LETTERS)
            decision = DecisionKind.CHOOSE_COLOR
        else:
            options = tuple(Option(t, t) for t in creature_type_options(state))
            decision = DecisionKind.CHOOSE_CREATURE_TYPE
        if not options:
            return self.apply(effect, event, state)
        answer = res.choose(
            player,
            decision,
            f"As {what} enters, {who} chooses {CHOICE_WORDS.get(kind, kind)}",
            options,
            "614.12a",
            context=("as_it_enters", event.object, effect.id),
        )
        chosen = event.chosen.set(kind, answer)
        return Applied(
            replace(event, chosen=chosen),
            f"{what} enters with {answer} chosen ({kind.replace('_', ' ')})",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"as it enters, its controller chooses {CHOICE_WORDS.get(str(effect.params.get('choice')), 'something')}"
