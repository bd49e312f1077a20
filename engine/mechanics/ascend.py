"""Ascend and the city's blessing (702.131).

Ascend on a permanent is a static ability: whenever its controller controls ten or more
permanents, that player gets the city's blessing at once, with no trigger and no stack (702.131b);
we check after every performed event. Ascend on an instant or sorcery is checked as it resolves
(702.131a). The blessing is a designation (702.131c) kept for the rest of the game.
"""

from __future__ import annotations

import functools
from dataclasses import replace

from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.rules.characteristics import chars
from engine.rules.copying import effective_def
from engine.rules.effect_kinds import keywords_granted
from engine.rules.pipeline import AFTER_PERFORM, Resolution, name_of
from engine.rules.priority import BEFORE_STATE_BASED_ACTIONS

BLESSING = "citys_blessing"


def permanents_controlled(res: Resolution, player: str) -> int:
    # 702.131: tokens and lands count; spells on the stack and emblems aren't permanents.
    return sum(1 for o in res.state.battlefield if o.controller == player)


def _grant(res: Resolution, player: str, rule: str, because: str) -> None:
    holder = res.state.player(player)
    res.set_state(
        res.state.with_player(replace(holder, designations=holder.designations | {BLESSING}))
    )
    res.note(LogKind.EVENT, f"{holder.name} gets the city's blessing: {because}", rule)


def _controls_ascend(state: GameState, player: str) -> bool:
    """Does `player` control a permanent with ascend? This runs after every performed event, so
    layers are computed only where ascend can be: printed on the permanent, or granted by an
    effect (layer 6, 613.1f)."""
    granted = "ascend" in keywords_granted(state)
    return any(
        o.controller == player
        and (granted or _printed_ascend(state, o))
        and chars(state, o).has("ascend")
        for o in state.battlefield
    )


def _printed_ascend(state: GameState, obj: GameObject) -> bool:
    definition = effective_def(state, obj)  # a copy's keywords are the original's (707.2)
    if definition is not None:
        printed = definition.keywords
    else:
        printed = obj.characteristics.keywords if obj.characteristics is not None else ()
    return _names_ascend(tuple(printed))


@functools.lru_cache(maxsize=4096)
def _names_ascend(keywords: tuple[str, ...]) -> bool:
    """Checked for every permanent after every event: a card's keywords are read once."""
    return any(k.lower() == "ascend" for k in keywords)


def check_static_ascend(res: Resolution) -> None:
    state = res.state
    for player in state.players:
        if BLESSING in player.designations or player.lost:
            continue
        count = permanents_controlled(res, player.id)
        if count >= 10 and _controls_ascend(state, player.id):
            _grant(
                res,
                player.id,
                "702.131b",
                f"controls {count} permanents and a permanent with ascend",
            )


def ascend_now(res: Resolution, player: str, spell: str) -> None:
    """702.131a: a resolving spell with ascend checks the count now, before its effects."""
    if BLESSING in res.state.player(player).designations:
        return
    count = permanents_controlled(res, player)
    if count >= 10:
        _grant(
            res,
            player,
            "702.131a",
            f"{name_of(res.state, spell)} resolves while they control {count} permanents",
        )
    else:
        res.judge(
            LogKind.NOTE,
            f"{name_of(res.state, player)} controls {count} permanents: no city's blessing",
            "702.131a",
        )


AFTER_PERFORM.append(check_static_ascend)


# 702.131b: checked whenever state-based actions are, before them (engine.rules.priority).
BEFORE_STATE_BASED_ACTIONS.append(check_static_ascend)
