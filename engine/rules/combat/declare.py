"""Declaring attackers (508) and blockers (509), creatures put onto the battlefield attacking
(508.4), and removal from combat (506.4)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from engine.core.choices import DecisionKind, Option
from engine.core.combat import Combat
from engine.core.errors import IllegalAction
from engine.core.events import AttackDeclared, AttackerUnblocked, BecameTapped, BlockDeclared
from engine.core.log import LogKind
from engine.core.state import COMBAT_STEPS, GameState, Step, Zone
from engine.rules.characteristics import chars
from engine.rules.combat.banding import check_bands, spread_blocks
from engine.rules.combat.queries import attacking_players, on_battlefield, opponents, protector
from engine.rules.combat.restrictions import (
    alone_refusal,
    attack_requirement_unmet,
    unmet_block_requirement,
    why_cant_attack,
    why_cant_attack_defender,
    why_cant_be_attacked,
    why_declaration_illegal,
)
from engine.rules.combat_words import CANT_ATTACK_ALONE
from engine.rules.pipeline import AFTER_PERFORM, Resolution, name_of

# --- declare attackers (508) -------------------------------------------------------------------

# 508.1g: optional costs to attack ("as" a creature attacks: exert, engine.mechanics.exert),
# chosen and paid once the attackers are chosen; registered by the mechanics that have them.
OPTIONAL_ATTACK_COSTS: list[Callable[[Resolution, Sequence[tuple[str, str]]], None]] = []


def check_attack(
    state: GameState,
    attacks: Sequence[tuple[str, str]],
    bands: Sequence[Sequence[str]] = (),
) -> None:
    """508.1: the declaration is legal as a whole, or refused (733: nothing happens); with the
    bands announced (508.1e, 702.22c-d)."""
    if state.turn.step is not Step.DECLARE_ATTACKERS:
        raise IllegalAction(
            "attackers are declared in the declare attackers step, "
            f"not the {state.turn.step.value} "
            'step: advance there first ({"type": "advance", "to": "declare_attackers"})',
            "508.1",
        )
    if state.combat is not None and state.combat.attackers_declared:
        raise IllegalAction("attackers have already been declared this combat", "508.1")
    seen: set[str] = set()
    for attacker, defender in attacks:
        if attacker in seen:
            raise IllegalAction(
                f"{name_of(state, attacker)} is declared as an attacker twice", "508.1a"
            )
        seen.add(attacker)
        refusal = why_cant_attack(state, attacker) or why_cant_attack_defender(
            state, attacker, defender
        )
        if refusal is not None:
            raise IllegalAction(*refusal)
    requirement = alone_refusal(
        state, tuple(seen), CANT_ATTACK_ALONE, "508.1c"
    ) or attack_requirement_unmet(state, attacks)
    if requirement is not None:
        raise IllegalAction(*requirement)
    check_bands(state, attacks, bands)


def declare_attackers(
    res: Resolution,
    attacks: Sequence[tuple[str, str]],
    bands: Sequence[Sequence[str]] = (),
) -> None:
    """508.1: the active player declares attackers; they tap (508.1f) unless they have vigilance
    (702.20b); "whenever ... attacks" abilities trigger (508.1m). Bands are announced with them
    (508.1e, 702.22c)."""
    state = res.state
    active = name_of(state, state.turn.active_player)
    if not attacks:
        res.note(LogKind.ACTION, f"{active} declares no attackers", "508.1")
    for attacker, defender in attacks:
        res.note(
            LogKind.ACTION,
            f"{active} declares {name_of(state, attacker)} as an attacker, "
            f"attacking {name_of(state, defender)}",
            "508.1a",
            "508.1b",
            objects=(attacker, defender),
        )
    for band in bands:
        res.note(
            LogKind.ACTION,
            f"{active} announces a band: " + ", ".join(name_of(state, c) for c in band),
            "508.1e",
            "702.22c",
            objects=tuple(band),
        )
    for attacker, _ in attacks:
        obj = res.state.object(attacker)
        if chars(res.state, obj).has("vigilance"):
            res.judge(
                LogKind.EVENT,
                f"{name_of(res.state, attacker)} has vigilance: attacking doesn't tap it",
                "702.20b",
                objects=(attacker,),
            )
            continue
        untapped_name = name_of(res.state, attacker)  # named as it was, untapped
        res.set_state(res.state.with_object(replace(obj, tapped=True)))
        res.did(BecameTapped(attacker))
        res.judge(
            LogKind.EVENT,
            f"{untapped_name} becomes tapped as it attacks",
            "508.1f",
            objects=(attacker,),
        )
    current = res.state.combat or Combat()
    res.set_state(
        replace(
            res.state,
            combat=replace(
                current,
                attackers=current.attackers + tuple(attacks),
                attackers_declared=True,
                had_attackers=current.had_attackers or bool(attacks),
                bands=current.bands + tuple(tuple(band) for band in bands),
            ),
        )
    )
    for pay in OPTIONAL_ATTACK_COSTS:  # 508.1g-j, before the attackers' triggers (508.1m)
        pay(res, attacks)
    for attacker, defender in attacks:
        res.did(AttackDeclared(attacker, defender))


# --- declare blockers (509) --------------------------------------------------------------------


def check_block(state: GameState, blocks: Sequence[tuple[str, str]]) -> None:
    """509.1: the declaration is legal as a whole, or refused."""
    if state.turn.step is not Step.DECLARE_BLOCKERS:
        raise IllegalAction(
            "blockers are declared in the declare blockers step, "
            f"not the {state.turn.step.value} step",
            "509.1",
        )
    if state.combat is None or state.combat.blockers_declared:
        raise IllegalAction("blockers have already been declared this combat", "509.1")
    if len(set(blocks)) != len(blocks):
        raise IllegalAction(
            "a creature is declared as a blocker of the same attacker twice", "509.1a"
        )
    refusal = why_declaration_illegal(state, blocks) or unmet_block_requirement(state, blocks)
    if refusal is not None:
        raise IllegalAction(*refusal)


def declare_blockers(res: Resolution, blocks: Sequence[tuple[str, str]]) -> None:
    """509.1g-i: blockers become blocking creatures; attackers with blockers become blocked, the
    others unblocked; "whenever ... blocks" abilities trigger."""
    combat = res.state.combat
    assert combat is not None
    if not blocks:
        res.note(LogKind.ACTION, "no blockers are declared", "509.1")
    for blocker, attacker in blocks:
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, res.state.object(blocker).controller)} declares "
            f"{name_of(res.state, blocker)} as a blocker of {name_of(res.state, attacker)}",
            "509.1a",
            "509.1g",
            objects=(blocker, attacker),
        )
    spread = spread_blocks(combat, blocks)
    for blocker, attacker in spread:
        res.judge(
            LogKind.EVENT,
            f"{name_of(res.state, blocker)} blocks {name_of(res.state, attacker)} too: it is in "
            "the same band",
            "702.22h",
            objects=(blocker, attacker),
        )
    blocks = (*blocks, *spread)
    blocked = tuple(dict.fromkeys(a for _, a in blocks))
    for attacker in combat.attacker_ids():
        if attacker not in blocked:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, attacker)} is unblocked",
                "509.1h",
                objects=(attacker,),
            )
    res.set_state(
        replace(
            res.state,
            combat=replace(
                combat,
                blockers=combat.blockers + tuple(blocks),
                blocked=combat.blocked + blocked,
                blockers_declared=True,
            ),
        )
    )
    for blocker, attacker in blocks:
        res.did(BlockDeclared(blocker, attacker))
    for attacker in combat.attacker_ids():
        if attacker not in blocked:
            res.did(AttackerUnblocked(attacker))  # 509.1h, 509.3g


def no_attackers_declared(res: Resolution) -> None:
    """The declare attackers step ends without an attack action: no attackers (508.1a)."""
    combat = res.state.combat or Combat()
    if not combat.attackers_declared:
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, res.state.turn.active_player)} declares no attackers",
            "508.1a",
        )
        res.set_state(replace(res.state, combat=replace(combat, attackers_declared=True)))


def no_blockers_declared(res: Resolution) -> None:
    """The declare blockers step ends without a block action: no blockers (509.1h)."""
    combat = res.state.combat
    if combat is not None and not combat.blockers_declared:
        declare_blockers(res, ())


# --- put onto the battlefield attacking (508.4) ------------------------------------------------


def put_onto_battlefield_attacking(res: Resolution, obj_id: str, defender: str) -> bool:
    """508.4: `obj_id` (already on the battlefield) is attacking `defender`. It never "attacked"
    (no AttackDeclared, 508.3a) and the declaration's restrictions don't apply to it (508.4c).
    Returns whether it became an attacking creature."""
    state = res.state
    obj = on_battlefield(state, obj_id)
    name = name_of(state, obj_id)
    why: tuple[str, str] | None = None
    if state.turn.step not in COMBAT_STEPS:
        why = ("it isn't the combat phase", "506.1")
    elif obj is None or not chars(state, obj).is_type("Creature"):
        why = ("it isn't a creature", "506.3a")
    elif chars(state, obj).is_type("Battle"):
        why = ("it's a battle", "506.3f")
    elif obj.controller not in attacking_players(state):
        why = (f"{name_of(state, obj.controller)} isn't an attacking player", "506.3b")
    else:
        refusal = why_cant_be_attacked(state, obj.controller, defender)
        if refusal is not None:
            why = (refusal[0], "508.4a")
    if why is not None:
        res.note(
            LogKind.NOTE,
            f"{name} enters, but isn't an attacking creature: {why[0]}",
            why[1],
            objects=(obj_id,),
        )
        return False
    combat = state.combat or Combat(
        attackers_declared=state.turn.step is not Step.BEGINNING_OF_COMBAT
    )
    res.set_state(
        replace(
            state,
            combat=replace(
                combat, attackers=(*combat.attackers, (obj_id, defender)), had_attackers=True
            ),
        )
    )
    res.note(
        LogKind.EVENT,
        f"{name} is attacking {name_of(state, defender)}",
        "508.4",
        objects=(obj_id, defender),
    )
    if combat.blockers_declared:
        res.judge(
            LogKind.NOTE,
            f"{name} entered after blockers were declared: it is unblocked",
            "508.4d",
            objects=(obj_id,),
        )
    return True


def possible_defenders(state: GameState, player: str) -> tuple[str, ...]:
    """Players, planeswalkers and battles a creature of `player` could attack (508.1b)."""
    foes = opponents(state, player)
    found = list(foes)
    for obj in state.battlefield:
        c = chars(state, obj)
        if (c.is_type("Planeswalker") and obj.controller in foes) or (
            c.is_type("Battle") and protector(state, obj) in foes
        ):
            found.append(obj.id)
    return tuple(found)


def choose_defender(res: Resolution, obj_id: str) -> str | None:
    """508.4: the controller of a creature put onto the battlefield attacking chooses what it
    attacks (no question when there's only one choice)."""
    controller = res.state.object(obj_id).controller
    options = possible_defenders(res.state, controller)
    if len(options) <= 1:
        return options[0] if options else None
    return res.choose(
        controller,
        DecisionKind.DEFENDER,
        f"What is {name_of(res.state, obj_id)} attacking?",
        tuple(Option(d, name_of(res.state, d)) for d in options),
        "508.4",
        context=("defender", obj_id),
    )


def tokens_enter_attacking(
    res: Resolution, ctx: Any, params: Any, created: tuple[str, ...]
) -> None:
    """Token creation's hook: "attacking": true (the controller chooses, 508.4) or an id."""
    wanted = params.get("attacking")
    if not wanted:
        return
    for token in created:
        defender = wanted if isinstance(wanted, str) else choose_defender(res, token)
        if defender is not None:
            put_onto_battlefield_attacking(res, token, defender)


# --- removal from combat (506.4) ---------------------------------------------------------------


def remove_from_combat(res: Resolution, obj_id: str, why: str, *rules: str) -> None:
    combat = res.state.combat
    if combat is None or not combat.involves(obj_id):
        return
    res.set_state(replace(res.state, combat=combat.without(obj_id)))
    res.judge(
        LogKind.EVENT,
        f"{name_of(res.state, obj_id)} is removed from combat: {why}",
        "506.4",
        *rules,
        objects=(obj_id,),
    )


def left_battlefield(res: Resolution) -> None:
    """After each event: whatever in combat has left the battlefield is removed from combat at
    once (506.4), so a card that comes back is a new object, not an attacker (400.7)."""
    combat = res.state.combat
    if combat is None:
        return
    ids = {*combat.attacker_ids(), *combat.blocker_ids(), *(d for _, d in combat.attackers if d)}
    for obj_id in sorted(ids):
        obj = res.state.find_object(obj_id)
        if obj is not None and obj.zone is not Zone.BATTLEFIELD:
            remove_from_combat(res, obj_id, "it left the battlefield")


AFTER_PERFORM.append(left_battlefield)
