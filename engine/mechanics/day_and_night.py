"""Day and night (731) and the keywords that use them, daybound and nightbound (702.145).

The game has neither designation until something makes it day or night (731.1); from then on
it has exactly one. The engine keeps it as a bookkeeping effect of kind "day_night" (params
"is": "day" or "night") that travels with the state like any effect in force.

- 702.145d / 702.145g: while a player controls a permanent with daybound and it's neither, it
  becomes day; with nightbound (and no daybound permanent on the battlefield), night.
- 731.2 (502.2): as the second part of the untap step, day becomes night if the previous turn's
  active player cast no spells that turn, night becomes day if they cast two or more (the spells
  counted per turn by engine.mechanics.turn_history).
- 702.145b-c / 702.145e-f: at night, a front-face-up permanent with daybound transforms; by
  day, a back-face-up permanent with nightbound transforms (at once, not a state-based action;
  the engine looks as a player would receive priority and as it becomes day or night).
- 702.145b: at night, a double-faced card with daybound enters transformed.
- 702.145b, 702.145e: such a permanent transforms by nothing else (engine.rules.faces).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import Transformed, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Zone
from engine.mechanics.turn_history import spells_cast_by_last_active_player
from engine.rules.effect_kinds import EffectKind, effects_of_kind, register
from engine.rules.faces import ENTERING_FACES, layout_and_faces
from engine.rules.pipeline import Resolution, name_of
from engine.rules.priority import BEFORE_STATE_BASED_ACTIONS
from engine.rules.turn_based import UNTAP_STEP_CHECKS

KIND = "day_night"
DAY = "day"
NIGHT = "night"
DAYBOUND = "daybound"
NIGHTBOUND = "nightbound"


@register
class DayNight(EffectKind[WouldEvent]):
    """The game's day/night designation (731.1)."""

    name = KIND
    rules = ("731.1",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"it is {effect.params.get('is')}"


def day_or_night(state: GameState) -> str | None:
    """ "day", "night", or None: the game has neither designation yet (731.1)."""
    found = next(iter(effects_of_kind(state, KIND)), None)
    value = found.params.get("is") if found is not None else None
    return str(value) if value in (DAY, NIGHT) else None


def _printed_keywords(state: GameState, obj: GameObject, face: int) -> set[str]:
    _, faces = layout_and_faces(state, obj)
    if not 0 <= face < len(faces):
        return set()
    return {k.lower() for k in faces[face].keywords}


def _with(state: GameState, obj: GameObject, keyword: str) -> bool:
    """The permanent has this keyword on its face that is up (712.8d-e)."""
    if obj.zone is not Zone.BATTLEFIELD or obj.phased_out or obj.face_down:
        return False
    return keyword in _printed_keywords(state, obj, min(obj.face, 1))


def become(res: Resolution, value: str, *rules: str) -> None:
    """It becomes day or night (731.1); then each permanent bound to the other transforms
    (702.145b-c, 702.145e-f)."""
    state = res.state
    current = next(iter(effects_of_kind(state, KIND)), None)
    if current is not None:
        state = state.with_effect(replace(current, params=current.params.set("is", value)))
    else:
        state, effect_id = state.take_id("e")
        effect = Effect(
            effect_id,
            KIND,
            state.turn.active_player,
            None,
            Params({"is": value}),
            Duration.INDEFINITE,
        )
        state = state.with_effect(effect)
    res.set_state(state)
    before = {DAY: "night", NIGHT: "day"}[value] if current is not None else ""
    text = f"{before} becomes {value}" if before else f"it becomes {value}"
    res.note(LogKind.TURN, text, "731.1", *rules)
    transform_bound(res)


def transform_bound(res: Resolution) -> None:
    """702.145c, 702.145f: at night each front-face-up daybound permanent transforms; by day
    each back-face-up nightbound permanent does."""
    now = day_or_night(res.state)
    if now is None:
        return
    keyword, face, rule = (DAYBOUND, 0, "702.145c") if now == NIGHT else (NIGHTBOUND, 1, "702.145f")
    for obj in res.state.battlefield:
        if obj.face != face or not _with(res.state, obj, keyword):
            continue
        before = name_of(res.state, obj.id)
        res.set_state(res.state.with_object(replace(obj, face=1 - face)))
        res.note(
            LogKind.EVENT,
            f"it is {now}: {before} transforms by its {keyword} ability into "
            f"{name_of(res.state, obj.id)}",
            rule,
            "701.27a",
            "712.18",
            objects=(obj.id,),
        )
        res.did(Transformed(obj.id))  # 701.27e


def _look(res: Resolution) -> None:
    """702.145d, 702.145g: a daybound or nightbound permanent makes it day or night when it's
    neither; then the bound permanents transform (702.145c, 702.145f)."""
    if day_or_night(res.state) is None:
        battlefield = res.state.battlefield
        if any(_with(res.state, o, DAYBOUND) for o in battlefield):
            become(res, DAY, "702.145d")
        elif any(_with(res.state, o, NIGHTBOUND) for o in battlefield):
            become(res, NIGHT, "702.145g")
        return
    transform_bound(res)


def _untap_step(res: Resolution) -> None:
    """731.2 (502.2): day becomes night if the previous turn's active player cast no spells
    during it; night becomes day if they cast two or more."""
    now = day_or_night(res.state)
    if now is None:
        return  # 731.2c
    cast = spells_cast_by_last_active_player(res.state)
    if now == DAY and cast == 0:
        become(res, NIGHT, "731.2a")
    elif now == NIGHT and cast >= 2:
        become(res, DAY, "731.2b")


def _enters_at_night(state: GameState, obj: GameObject, face: int) -> int:
    """702.145b: at night, a double-faced card with daybound enters transformed."""
    layout, faces = layout_and_faces(state, obj)
    if (
        face == 0
        and layout == "transform"
        and len(faces) == 2
        and day_or_night(state) == NIGHT
        and DAYBOUND in _printed_keywords(state, obj, 0)
    ):
        return 1
    return face


BEFORE_STATE_BASED_ACTIONS.append(_look)
UNTAP_STEP_CHECKS.append(_untap_step)
ENTERING_FACES.append(_enters_at_night)
