"""Paying a crew cost (702.122a): "Tap any number of other untapped creatures you control with
total power N or greater".

The player picks the creatures one at a time, each a pending decision, until their total power
reaches N; after that they may tap more ("any number"), or stop. A creature whose power wouldn't
help reach N (0 or less) is offered only once N is reached and only if the total stays at N or
more. Tapping for this cost isn't {T}, so a creature that came under its controller's control
this turn may crew (302.6 limits only {T} and {Q} costs). A cost that can't be paid in full can't
be paid at all (118.3): the activation is refused before anything happens.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import BecameTapped
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

STOP = "stop"


def crew_candidates(state: GameState, player: str, vehicle: str) -> list[GameObject]:
    """The other untapped creatures `player` controls (702.122a)."""
    return [
        o
        for o in state.zone(Zone.BATTLEFIELD, player)
        if o.id != vehicle
        and not o.tapped
        and not o.phased_out
        and chars(state, o).is_type("Creature")
    ]


def _power(state: GameState, obj: GameObject) -> int:
    return chars(state, obj).power or 0


def why_crew_unpayable(
    state: GameState, player: str, vehicle: str, n: int, verb: str = "crew"
) -> str | None:
    """Why `player` can't pay "Crew N" (or "Saddle N", 702.171a) now (118.3), or None."""
    total = sum(max(0, _power(state, o)) for o in crew_candidates(state, player, vehicle))
    if total >= n:
        return None
    return (
        f"{name_of(state, player)} can't pay the cost: {verb} {n} needs other untapped creatures "
        f"with total power {n} or greater, and theirs total {total}"
    )


CREW_RULES = ("702.122a", "702.122b")
SADDLE_RULES = ("702.171a", "702.171c")  # the same cost: each creature tapped saddles it


def pay_crew(
    res: Resolution,
    player: str,
    vehicle: str,
    n: int,
    what: str,
    rule: str,
    verb: str = "crew",
    rules: tuple[str, ...] = CREW_RULES,
) -> tuple[str, ...]:
    """Tap creatures with total power N or greater (702.122a); each crews the Vehicle
    (702.122b), or saddles the Mount with `verb` "saddle" (702.171a, 702.171c). Returns the
    creatures tapped, in order."""
    tapped: list[str] = []
    total = 0
    while True:
        left = [o for o in crew_candidates(res.state, player, vehicle) if o.id not in tapped]
        if total < n:
            useful = [o for o in left if _power(res.state, o) > 0]
            options = tuple(Option(o.id, name_of(res.state, o.id)) for o in useful)
        else:
            more = [o for o in left if total + _power(res.state, o) >= n]
            options = (
                Option(STOP, "tap no more creatures"),
                *(Option(o.id, name_of(res.state, o.id)) for o in more),
            )
        if not options or options == (Option(STOP, "tap no more creatures"),):
            break
        if total < n and sum(max(0, _power(res.state, o)) for o in left) + total == n:
            pick = options[0].id  # every creature with power above 0 is needed: no choice
        else:
            needed = f" (total power {total} of {n})"
            pick = res.choose(
                player,
                DecisionKind.COST_OBJECT,
                f"{name_of(res.state, player)} taps a creature to pay the {verb} cost of {what}"
                f"{needed}",
                options,
                rule,
                context=(verb, vehicle, len(tapped)),
            )
        if pick == STOP:
            break
        power = _power(res.state, res.state.object(pick))
        res.set_state(res.state.with_object(replace(res.state.object(pick), tapped=True)))
        res.did(BecameTapped(pick))
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} taps {name_of(res.state, pick)} (power {power}) to "
            f"{verb} {name_of(res.state, vehicle)}",
            rule,
            *rules,
            objects=(pick,),
        )
        tapped.append(pick)
        total += power
    return tuple(tapped)
