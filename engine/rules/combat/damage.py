"""Combat damage steps (510): first strike and double strike (510.4, 702.4, 702.7), assignment
(510.1a-e, trample 702.19, deathtouch 702.2c), then all of it dealt at once (510.2).

Assignment is deterministic and scriptable. Where the rules leave a division to a player (a
blocked creature with several blockers or trample, a blocker blocking several attackers), the
division is either given up front as `explicit[creature] = {recipient: amount}` (checked as a
whole, 510.1e) or asked for recipient by recipient: "how much of its damage goes to X?". Where
only one assignment is legal, nobody is asked.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from engine.core.choices import DecisionKind, Option
from engine.core.combat import Combat
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameState
from engine.rules.characteristics import chars, lethal_damage_left
from engine.rules.combat.banding import attacker_divider, blocker_divider
from engine.rules.combat.queries import attacked_still_there, live_attacker, live_blocker
from engine.rules.damage import Assignment, deal_damage
from engine.rules.pipeline import Resolution, name_of

Explicit = Mapping[str, Mapping[str, int]]


def strikes_first(state: GameState, obj_id: str) -> bool:
    c = chars(state, state.object(obj_id))
    return c.has("first strike") or c.has("double strike")


def combatants(state: GameState) -> tuple[str, ...]:
    """Attacking and blocking creatures still in combat: attackers in declaration order, then
    blockers in APNAP order of their controllers (510.1, 805.10f), each in declaration order."""
    combat = state.combat
    if combat is None:
        return ()
    attackers = [a for a in combat.attacker_ids() if live_attacker(state, a)]
    order = {p: i for i, p in enumerate(state.apnap())}
    blockers = sorted(
        (b for b in combat.blocker_ids() if live_blocker(state, b)),
        key=lambda b: order.get(state.object(b).controller, len(order)),
    )
    return (*attackers, *blockers)


def has_first_strike_step(state: GameState) -> bool:
    """510.4: is any attacking or blocking creature a first or double striker as the combat
    damage step begins?"""
    return any(strikes_first(state, c) for c in combatants(state))


@dataclass
class _Ledger:
    """Damage assigned so far this step, for lethal damage checks (702.19b, 702.2c)."""

    assigned: dict[str, int] = field(default_factory=dict)
    deathtouched: set[str] = field(default_factory=set)

    def lethal_needed(self, state: GameState, creature: str, deathtouch: bool) -> int:
        left = lethal_damage_left(state, state.object(creature)) - self.assigned.get(creature, 0)
        if left <= 0 or creature in self.deathtouched:
            return 0
        return 1 if deathtouch else left

    def add(self, state: GameState, source: str, recipient: str, amount: int) -> None:
        if amount <= 0 or state.find_player(recipient) is not None:
            return
        self.assigned[recipient] = self.assigned.get(recipient, 0) + amount
        if chars(state, state.object(source)).has("deathtouch"):
            self.deathtouched.add(recipient)


def combat_damage_step(
    res: Resolution, first_strike_step: bool, explicit: Explicit, used: set[str]
) -> None:
    """510.1-510.2 for one combat damage step. `used` collects the creatures whose explicit
    assignments were read."""
    state = res.state
    combat = state.combat
    if combat is None:
        return
    present = combatants(state)
    if first_strike_step:
        dealers = tuple(c for c in present if strikes_first(state, c))
        res.set_state(replace(state, combat=replace(combat, first_strikers=dealers)))
        res.note(
            LogKind.TURN,
            "first-strike combat damage step: only creatures with first strike or double "
            "strike assign combat damage",
            "510.4",
            "702.7b",
        )
    elif combat.first_strikers:
        dealers = tuple(
            c
            for c in present
            if c not in combat.first_strikers or chars(state, state.object(c)).has("double strike")
        )
        res.note(
            LogKind.TURN,
            "second combat damage step: creatures that didn't strike first, and double "
            "strikers, assign combat damage",
            "510.4",
            "702.4b",
        )
    else:
        dealers = present
    ledger = _Ledger()
    assignments: list[Assignment] = []
    for creature in dealers:
        if combat.is_attacking(creature):
            split = _attacker(res, combat, creature, ledger, explicit)
        else:
            split = _blocker(res, combat, creature, explicit)
        if creature in explicit:
            used.add(creature)
        for recipient, amount in split:
            ledger.add(res.state, creature, recipient, amount)
            assignments.append(Assignment(creature, recipient, amount))
    if not assignments:
        res.note(LogKind.DAMAGE, "no combat damage is assigned in this step", "510.1")
        return
    res.judge(LogKind.DAMAGE, "all assigned combat damage is dealt at the same time", "510.2")
    deal_damage(res, assignments, combat=True)


def _attacker(
    res: Resolution, combat: Combat, attacker: str, ledger: _Ledger, explicit: Explicit
) -> list[tuple[str, int]]:
    state = res.state
    c = chars(state, state.object(attacker))
    power = c.power or 0
    name = name_of(state, attacker)
    if power <= 0:
        res.judge(
            LogKind.DAMAGE,
            f"{name} has power {power}: it assigns no combat damage",
            "510.1a",
            objects=(attacker,),
        )
        return _forced(state, attacker, [], explicit)
    defender = combat.defender_of(attacker)
    target = defender if attacked_still_there(state, defender) else None
    if not combat.is_blocked(attacker):
        if target is None:
            res.note(
                LogKind.DAMAGE,
                f"{name} isn't attacking anything any more: it assigns no combat damage",
                "510.1b",
                objects=(attacker,),
            )
            return _forced(state, attacker, [], explicit)
        res.judge(
            LogKind.DAMAGE,
            f"{name} is unblocked: it assigns {power} to {name_of(state, target)}",
            "510.1b",
        )
        return _forced(state, attacker, [(target, power)], explicit)
    blockers = [b for b in combat.blockers_of(attacker) if live_blocker(state, b)]
    trample_to = target if c.has("trample") else None
    if not blockers:
        if trample_to is not None:
            res.note(
                LogKind.DAMAGE,
                f"{name} has trample and nothing blocks it any more: "
                f"all {power} goes to {name_of(state, trample_to)}",
                "702.19d",
            )
            return _forced(state, attacker, [(trample_to, power)], explicit)
        res.note(
            LogKind.DAMAGE,
            f"{name} is blocked but no creature blocks it any more: it assigns no combat damage",
            "510.1c",
            objects=(attacker,),
        )
        return _forced(state, attacker, [], explicit)
    if len(blockers) == 1 and trample_to is None:
        res.judge(
            LogKind.DAMAGE,
            f"{name} assigns all {power} to {name_of(state, blockers[0])}, its only blocker",
            "510.1c",
        )
        return _forced(state, attacker, [(blockers[0], power)], explicit)
    rule = "702.19b" if trample_to is not None else "510.1c"
    deathtouch = c.has("deathtouch")
    divider = attacker_divider(state, attacker, blockers)  # 702.22j: a blocker with banding
    if divider is not None:
        res.judge(
            LogKind.DAMAGE,
            f"a creature with banding blocks {name}: "
            f"{name_of(state, divider[0])} divides its combat damage",
            divider[1],
            objects=(attacker,),
        )
    if attacker in explicit:
        return _check_division(
            state,
            attacker,
            power,
            blockers,
            trample_to,
            explicit[attacker],
            ledger,
            deathtouch,
            rule,
        )
    return _ask_division(
        res,
        attacker,
        power,
        blockers,
        trample_to,
        ledger,
        deathtouch,
        rule,
        divider[0] if divider else None,
    )


def _blocker(
    res: Resolution, combat: Combat, blocker: str, explicit: Explicit
) -> list[tuple[str, int]]:
    state = res.state
    power = chars(state, state.object(blocker)).power or 0
    name = name_of(state, blocker)
    if power <= 0:
        res.judge(
            LogKind.DAMAGE,
            f"{name} has power {power}: it assigns no combat damage",
            "510.1a",
            objects=(blocker,),
        )
        return _forced(state, blocker, [], explicit)
    attackers = [a for a in combat.blocked_by(blocker) if live_attacker(state, a)]
    if not attackers:
        res.note(
            LogKind.DAMAGE,
            f"{name} isn't blocking any creature any more: it assigns no combat damage",
            "510.1d",
            objects=(blocker,),
        )
        return _forced(state, blocker, [], explicit)
    if len(attackers) == 1:
        res.judge(
            LogKind.DAMAGE,
            f"{name} assigns all {power} to {name_of(state, attackers[0])}",
            "510.1d",
        )
        return _forced(state, blocker, [(attackers[0], power)], explicit)
    divider = blocker_divider(state, attackers)  # 702.22k: it blocks a creature with banding
    if divider is not None:
        res.judge(
            LogKind.DAMAGE,
            f"{name} blocks a creature with banding: "
            f"{name_of(state, divider[0])} divides its combat damage",
            divider[1],
            objects=(blocker,),
        )
    if blocker in explicit:
        return _check_division(
            state, blocker, power, attackers, None, explicit[blocker], _Ledger(), False, "510.1d"
        )
    return _ask_division(
        res,
        blocker,
        power,
        attackers,
        None,
        _Ledger(),
        False,
        "510.1d",
        divider[0] if divider else None,
    )


def _forced(
    state: GameState, creature: str, split: list[tuple[str, int]], explicit: Explicit
) -> list[tuple[str, int]]:
    """The only legal assignment; an explicit one given for the creature must be that one."""
    given = explicit.get(creature)
    if given is not None and {r: n for r, n in given.items() if n} != dict(split):
        legal = ", ".join(f"{n} to {name_of(state, r)}" for r, n in split) or "no damage"
        raise IllegalAction(
            f"{name_of(state, creature)}'s only legal combat damage assignment is {legal}", "510.1e"
        )
    return split


def _check_division(
    state: GameState,
    dealer: str,
    power: int,
    creatures: list[str],
    trample_to: str | None,
    given: Mapping[str, int],
    ledger: _Ledger,
    deathtouch: bool,
    rule: str,
) -> list[tuple[str, int]]:
    """510.1e: an explicit division must be legal as a whole."""
    name = name_of(state, dealer)
    allowed = [*creatures, *([trample_to] if trample_to else [])]
    for recipient in given:
        if recipient not in allowed:
            raise IllegalAction(
                f"{name} can't assign combat damage to {name_of(state, recipient)}", rule
            )
    if sum(given.values()) != power:
        raise IllegalAction(
            f"{name} must assign exactly its power, {power}, not {sum(given.values())}", "510.1a"
        )
    if trample_to is not None and given.get(trample_to, 0) > 0:
        for creature in creatures:
            need = ledger.lethal_needed(state, creature, deathtouch)
            if given.get(creature, 0) < need:
                raise IllegalAction(
                    f"{name} must assign lethal damage ({need}) to "
                    f"{name_of(state, creature)} before "
                    f"assigning any to {name_of(state, trample_to)}",
                    "702.2c" if deathtouch else "702.19b",
                )
    return [(r, given[r]) for r in allowed if given.get(r, 0) > 0]


def _ask_division(
    res: Resolution,
    dealer: str,
    power: int,
    creatures: list[str],
    trample_to: str | None,
    ledger: _Ledger,
    deathtouch: bool,
    rule: str,
    divider: str | None = None,
) -> list[tuple[str, int]]:
    """510.1c-d, 702.19b: the dealer's controller divides its damage, one recipient at a time;
    with banding, `divider` does instead (702.22j-k)."""
    decider = divider or res.state.object(dealer).controller
    remaining = power
    all_lethal = True
    split: list[tuple[str, int]] = []
    for index, creature in enumerate(creatures):
        if remaining == 0:
            break
        last = index == len(creatures) - 1
        need = ledger.lethal_needed(res.state, creature, deathtouch)
        if last and (trample_to is None or not all_lethal or remaining <= need):
            amounts = [remaining]  # the rest must go here: nowhere else may take it
        elif last:
            amounts = list(
                range(need, remaining + 1)
            )  # what isn't assigned here goes to the player
        else:
            amounts = list(range(remaining + 1))
        amount = (
            amounts[0]
            if len(amounts) == 1
            else _ask(res, decider, dealer, creature, remaining, amounts, need, rule)
        )
        all_lethal = all_lethal and amount >= need
        remaining -= amount
        if amount:
            split.append((creature, amount))
    if remaining and trample_to is not None:
        split.append((trample_to, remaining))
    text = ", ".join(f"{n} to {name_of(res.state, r)}" for r, n in split)
    res.note(
        LogKind.DAMAGE,
        f"{name_of(res.state, dealer)} assigns its {power} combat damage: {text}",
        rule,
        objects=(dealer,),
    )
    return split


def _ask(
    res: Resolution,
    decider: str,
    dealer: str,
    creature: str,
    remaining: int,
    amounts: list[int],
    need: int,
    rule: str,
) -> int:
    state = res.state
    lethal = f" (lethal: {need})" if need else " (it already has lethal damage assigned)"
    answer = res.choose(
        decider,
        DecisionKind.DAMAGE_ASSIGNMENT,
        f"How much of {name_of(state, dealer)}'s combat damage "
        f"({remaining} left to assign) goes to "
        f"{name_of(state, creature)}{lethal}?",
        tuple(Option(str(n), f"{n} to {name_of(state, creature)}") for n in amounts),
        rule,
        context=("assign", dealer, creature, remaining),
    )
    return int(answer)
