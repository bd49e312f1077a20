"""Random games from every ruling example: offered actions with random targets, X and delve,
judge's actions, random answers to every decision. Whatever happens, the engine either refuses
with one of its typed errors or returns a state that saves and loads back as the same value
(a game continued in memory and one saved between actions must not drift apart: the builder
replays its history in memory, the share page reloads saved boards)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from engine.core.state import GameState
from engine.examples import examples
from engine.game.legal import available_actions

WALKS, STEPS, MAX_DECISIONS = 3, 10, 30
PLAYER_ACTIONS = ("gain_life", "lose_life", "set_life")


def _ids(state: GameState) -> list[str]:
    return [p.id for p in state.players] + [o.id for o in state.objects]


def _offered(state: GameState, rng: random.Random) -> dict[str, Any] | None:
    offered = [o for o in available_actions(state) if o.legal]
    if not offered:
        return None
    option = rng.choice(offered)
    action = dict(option.action)
    if option.needs_targets:
        action["targets"] = [rng.choice(_ids(state)) for _ in option.needs_targets]
    if option.extras.get("x"):
        action["x"] = rng.randint(0, 4)
    if rng.random() < 0.5:
        action["free"] = True
    elif option.extras.get("delve"):
        cards = option.extras["delve"]
        action["delve"] = rng.sample(cards, k=rng.randint(0, min(3, len(cards))))
    return action


def _judge(state: GameState, rng: random.Random) -> dict[str, Any]:
    objects = [o.id for o in state.objects] or ["nothing"]
    players = [p.id for p in state.players]
    kind = rng.choice(["deal_damage", "move_object", "advance", "resolve", *PLAYER_ACTIONS])
    if kind == "deal_damage":
        target = rng.choice(_ids(state))
        return {"type": kind, "source": rng.choice(objects), "target": target, "amount": 3}
    if kind == "move_object":
        to = rng.choice(["graveyard", "hand", "exile", "battlefield", "library"])
        return {"type": kind, "object": rng.choice(objects), "to": to}
    if kind in PLAYER_ACTIONS:
        amount = {"set_life": "value"}.get(kind, "amount")
        return {"type": kind, "player": rng.choice(players), amount: rng.randint(0, 5)}
    return {"type": kind}


def _play(state: GameState, action: dict[str, Any], rng: random.Random) -> GameState | None:
    choices: list[str] = []
    for _ in range(MAX_DECISIONS):
        result = engine.apply(state, action, choices)
        if result.pending is None:
            return result.state
        choices.append(rng.choice(result.pending.options).id)
    return None


@pytest.mark.parametrize("example_id", [ex.id for ex in examples()])
def test_random_games_end_in_typed_refusals_or_states_that_reload_unchanged(
    example_id: str,
) -> None:
    rng = random.Random(example_id)  # the same walk on every run
    start = engine.load(next(ex for ex in examples() if ex.id == example_id).document)
    for _ in range(WALKS):
        state = start
        for _ in range(STEPS):
            action = (_offered(state, rng) if rng.random() < 0.6 else None) or _judge(state, rng)
            try:
                after = _play(state, action, rng)
            except engine.EngineError:
                continue  # refused with the rule: the state is untouched
            if after is None:
                break
            assert engine.load(engine.dump(after)) == after, action
            state = after
