"""Rule modifiers for a group of players ("you", "players" / "each player", "your opponents";
engine.rules.player_groups), as a static ability or as an effect until end of turn:

    Players can't gain life.                      (Leyline of Punishment; 119.7)
    Your opponents can't gain life.               (Erebos, God of the Dead)
    Players can't gain life this turn.            (Skullcrack, with its other sentences)
    You may play an additional land on each of your turns.              (Exploration; 305.2)
    Each player may play an additional land on each of their turns.     (Rites of Flourishing)
    You may play two additional lands on each of your turns.            (Azusa, Lost but Seeking)
    You may play an additional land this turn.                          (Explore)
    Skip your draw step.                                  (Necropotence; 614.10)
    Players skip their upkeep steps.                      (Eon Hub)
    If you would gain life, you gain that much life plus 1 instead.     (Heron of Hope; 614.1a)
    If you would gain life, you gain twice that much life instead.      (Boon Reflection)

The static lines lower to the effect kinds "cant_gain_life" (engine.rules.effects.cant),
"additional_land_plays" (engine.rules.effects.land_plays) and "skip_step"
(engine.rules.effects.skipped_steps) with "player"; the "this turn" clauses
to the instruction "create_effect" of the same kind until end of turn (514.2). Each subject is
one terminal with its verb, so the group words never compete with the effect grammar's subjects.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction, StaticAbility
from engine.core.state import Params
from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, static_ability, step
from engine.oracle.vocabulary import number_word
from engine.rules.effects.land_plays import KIND as LAND_PLAYS
from engine.rules.effects.life import MORE_LIFE_GAINED
from engine.rules.effects.skipped_steps import KIND as SKIP_STEP
from engine.rules.player_groups import EACH, OPPONENTS

CANT_GAIN_LIFE = "cant_gain_life"

# The player group -> its words before "can't gain life" / "may play".
CANT_GAIN_SUBJECTS = {EACH: "players", OPPONENTS: "your opponents", "you": "you"}
MAY_PLAY_SUBJECTS = {EACH: "each player", "you": "you"}
# The player group -> "on each of [their] turns" (305.2: lands are played in one's own turn).
EACH_OF_TURNS = {EACH: "on each of their turns", "you": "on each of your turns"}

# (player group, step) -> the words of "Skip your draw step." and its siblings (614.10).
SKIPPED_STEPS = {
    ("you", "draw"): "skip your draw step",
    ("you", "upkeep"): "skip your upkeep step",
    (EACH, "draw"): "players skip their draw steps",
    (EACH, "upkeep"): "players skip their upkeep steps",
}

GRAMMAR = (
    r"""
%extend static_line: PR_CANT_GAIN_LIFE "." -> pr_cant_gain_life
                   | PR_MAY_PLAY pr_lands PR_EACH_OF_TURNS "." -> pr_more_lands
%extend clause: PR_CANT_GAIN_LIFE PR_THIS_TURN -> pr_cant_gain_life_this_turn
              | PR_MAY_PLAY pr_lands PR_THIS_TURN -> pr_more_lands_this_turn
PR_CANT_GAIN_LIFE: "players can't gain life" | "your opponents can't gain life"
                 | "you can't gain life"
PR_MAY_PLAY: "you may play" | "each player may play"
pr_lands: PR_AN_ADDITIONAL_LAND -> pr_one_land
        | NUMWORD PR_ADDITIONAL_LANDS -> pr_several_lands
PR_AN_ADDITIONAL_LAND: "an additional land"
PR_ADDITIONAL_LANDS: "additional lands"
PR_EACH_OF_TURNS: "on each of your turns" | "on each of their turns"
PR_THIS_TURN: "this turn"
%extend static_line: PR_SKIP_STEP "." -> pr_skip_step
%extend static_line: PR_YOU_WOULD_GAIN PR_THAT_MUCH_PLUS INT PR_INSTEAD "." -> pr_gain_plus
                   | PR_YOU_WOULD_GAIN PR_TWICE_INSTEAD "." -> pr_gain_twice
PR_YOU_WOULD_GAIN: "if you would gain life, you gain"
PR_THAT_MUCH_PLUS: "that much life plus"
PR_INSTEAD: "instead"
PR_TWICE_INSTEAD: "twice that much life instead"
PR_SKIP_STEP: """
    + " | ".join(f'"{words}"' for words in SKIPPED_STEPS.values())
    + "\n"
)


def _group(token: Token, subjects: dict[str, str]) -> str:
    words = str(token).lower()
    return next(group for group, subject in subjects.items() if words.startswith(subject + " "))


class PlayerRulesLowering:
    def pr_one_land(self, items: list[Any]) -> int:
        return 1

    def pr_several_lands(self, items: list[Any]) -> int:
        return number(items[0])

    def _lands(self, items: list[Any]) -> tuple[str, int]:
        return _group(items[0], MAY_PLAY_SUBJECTS), items[1]

    def pr_cant_gain_life(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", CANT_GAIN_LIFE, player=_group(items[0], CANT_GAIN_SUBJECTS)),)

    def pr_more_lands(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        player, count = self._lands(items)
        if str(items[2]).lower() != EACH_OF_TURNS[player]:
            raise ValueError("the turns' owner doesn't agree with the players")
        return (static_ability("", LAND_PLAYS, player=player, count=count),)

    def pr_skip_step(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        words = str(items[0]).lower()
        player, skipped = next(key for key, text in SKIPPED_STEPS.items() if text == words)
        return (static_ability("", SKIP_STEP, player=player, step=skipped),)

    def pr_gain_plus(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return (static_ability("", MORE_LIFE_GAINED, player="you", plus=int(items[2])),)

    def pr_gain_twice(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        return (static_ability("", MORE_LIFE_GAINED, player="you", twice=True),)

    def pr_cant_gain_life_this_turn(self, items: list[Any]) -> Effects:
        player = _group(items[0], CANT_GAIN_SUBJECTS)
        return (_until_end_of_turn(CANT_GAIN_LIFE, player=player),)

    def pr_more_lands_this_turn(self, items: list[Any]) -> Effects:
        player, count = self._lands(items)
        return (_until_end_of_turn(LAND_PLAYS, player=player, count=count),)


def _until_end_of_turn(kind: str, **params: Any) -> Instruction:
    return step("create_effect", kind=kind, params=params, duration="end_of_turn")


def _rule_words(kind: str, params: Params | dict[str, Any]) -> str | None:
    """The words of a player rule modifier with these parameters, without its duration."""
    player = params.get("player")
    if kind == CANT_GAIN_LIFE and set(params) == {"player"} and player in CANT_GAIN_SUBJECTS:
        return f"{CANT_GAIN_SUBJECTS[str(player)]} can't gain life"
    count = params.get("count")
    if (
        kind == LAND_PLAYS
        and set(params) == {"player", "count"}
        and player in MAY_PLAY_SUBJECTS
        and isinstance(count, int)
        and count >= 1
    ):
        lands = "an additional land" if count == 1 else f"{number_word(count)} additional lands"
        return f"{MAY_PLAY_SUBJECTS[str(player)]} may play {lands}"
    return None


def player_rule_words(ability: StaticAbility) -> str | None:
    """The line of a static player rule modifier, or None for another static ability."""
    p = ability.params
    if ability.effect == MORE_LIFE_GAINED and p.get("player") == "you":  # 614.1a
        if set(p) == {"player", "plus"} and isinstance(p["plus"], int) and p["plus"] > 0:
            return f"If you would gain life, you gain that much life plus {p['plus']} instead."
        if dict(p) == {"player": "you", "twice": True}:
            return "If you would gain life, you gain twice that much life instead."
    if ability.effect == SKIP_STEP and set(p) == {"player", "step"}:
        skipped = SKIPPED_STEPS.get((str(p["player"]), str(p["step"])))
        return None if skipped is None else f"{skipped[0].upper()}{skipped[1:]}."
    words = _rule_words(ability.effect, ability.params)
    if words is None:
        return None
    if ability.effect == LAND_PLAYS:
        words = f"{words} {EACH_OF_TURNS[str(ability.params['player'])]}"
    return f"{words[0].upper()}{words[1:]}."


def player_rule_effect_words(params: Params) -> str | None:
    """The clause of a "create_effect" of a player rule modifier until end of turn, or None."""
    inner = params.get("params", Params())
    if params.get("duration") != "end_of_turn" or not isinstance(inner, Params | dict):
        return None
    words = _rule_words(str(params.get("kind")), inner)
    return None if words is None else f"{words} this turn"
