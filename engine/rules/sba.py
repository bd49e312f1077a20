"""State-based actions (704): checked whenever a player would receive priority, all applicable ones
performed at once, and checked again until none apply (704.3)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import PlayerLost
from engine.core.log import LogKind
from engine.core.state import GameObject, Zone
from engine.core.variants import LossCheck, variant
from engine.rules.attachment import (
    enchant_requirement,
    unattach,
    unattach_reason,
    why_cant_attach,
)
from engine.rules.bestowed import cease_to_be_bestowed, is_bestowed
from engine.rules.characteristics import chars
from engine.rules.effects.life import cant_lose
from engine.rules.effects.protection import protected_from
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import destroy, move

MAX_ROUNDS = 100  # a guard against effects that would loop forever (104.4b territory)
# State-based actions of other mechanics (a Saga's sacrifice, 704.5s: engine.mechanics.sagas),
# each performed with the others of its round and returning whether it performed anything.
MORE_STATE_BASED_ACTIONS: list[Callable[[Resolution], bool]] = []


def check(res: Resolution) -> None:
    """704.3: check and perform, again and again until a check performs nothing. A check that
    comes back to a state it already produced would repeat forever: a draw (104.4b)."""
    seen = {res.state}
    for _ in range(MAX_ROUNDS):
        res.begin_occurrence()  # 704.3: one round's actions are performed at once (603.2c)
        if res.state.game_over or not _one_round(res):
            return
        if res.state in seen:
            draw_by_loop(res, "performing state-based actions")
            return
        seen.add(res.state)
    draw_by_loop(res, f"performing state-based actions ({MAX_ROUNDS} times)", repeated=False)


def _one_round(res: Resolution) -> bool:
    state = res.state
    performed = False
    losses = _player_losses(res)
    to_graveyard: list[tuple[GameObject, str, str]] = []
    to_destroy: list[tuple[GameObject, str, str]] = []
    vanish: list[GameObject] = []
    to_unattach: list[tuple[GameObject, str, tuple[str, ...]]] = []
    to_unbestow: list[GameObject] = []
    for obj in state.objects:
        if obj.token and obj.zone is not Zone.BATTLEFIELD:
            vanish.append(obj)  # 704.5d
            continue
        if obj.spell_copy and obj.zone is not Zone.STACK:
            vanish.append(obj)  # 704.5e
            continue
        if obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
            continue
        c = chars(state, obj)
        if c.is_type("Creature") and c.toughness is not None:
            if c.toughness <= 0:
                to_graveyard.append((obj, "704.5f", f"has toughness {c.toughness}"))
            elif obj.damage >= c.toughness:
                to_destroy.append(
                    (obj, "704.5g", f"has {obj.damage} damage marked and toughness {c.toughness}")
                )
            elif obj.deathtouch_damage:
                to_destroy.append((obj, "704.5h", "was dealt damage by a source with deathtouch"))
        if c.is_type("Planeswalker") and obj.counter("loyalty") <= 0 and c.loyalty is not None:
            to_graveyard.append((obj, "704.5i", "has no loyalty counters"))
        if c.is_type("Battle") and obj.counter("defense") <= 0:
            to_graveyard.append((obj, "704.5v", "has no defense counters"))
        if is_bestowed(obj) and not _aura_attached_legally(res, obj):
            to_unbestow.append(obj)  # 702.103f: an exception to 704.5m
        elif "Aura" in c.subtypes and not _aura_attached_legally(res, obj):
            to_graveyard.append((obj, "704.5m", "isn't attached to a legal object or player"))
        elif obj.attached_to is not None:
            why, rules = unattach_reason(state, obj, c)  # 704.5n, 704.5p
            if rules:
                to_unattach.append((obj, why, rules))
        plus, minus = obj.counter("+1/+1"), obj.counter("-1/-1")
        if plus and minus and _leaves(obj, c.has("indestructible"), to_graveyard, to_destroy):
            res.note(
                LogKind.STATE_BASED_ACTION,
                f"{name_of(state, obj.id)} has +1/+1 and -1/-1 counters, but it leaves the "
                "battlefield in the same check: it goes with its counters",
                "704.5q",
                "704.3",
                objects=(obj.id,),
            )
        elif plus and minus:
            n = min(plus, minus)
            res.set_state(
                res.state.with_object(obj.with_counters("+1/+1", -n).with_counters("-1/-1", -n))
            )
            res.note(
                LogKind.STATE_BASED_ACTION,
                f"{name_of(state, obj.id)} loses {n} +1/+1 and -1/-1 counters",
                "704.5q",
                objects=(obj.id,),
            )
            performed = True
    legend_losers = _legend_rule(res)
    for obj, why, rules in to_unattach:
        unattach(res, obj, why, rules)
        performed = True
    for obj in to_unbestow:
        cease_to_be_bestowed(res, obj, "isn't attached to a legal creature", "702.103f")
        performed = True
    for obj in vanish:
        label = name_of(res.state, obj)  # named while it is still there to be told apart
        res.set_state(res.state.without_object(obj.id))
        if obj.spell_copy:
            res.note(
                LogKind.STATE_BASED_ACTION,
                f"{label} left the stack and ceases to exist",
                "704.5e",
                objects=(obj.id,),
            )
            performed = True
            continue
        res.note(
            LogKind.STATE_BASED_ACTION,
            f"{label}, a token, left the battlefield and ceases to exist",
            "704.5d",
            objects=(obj.id,),
        )
        performed = True
    if losses:
        lose_simultaneously(res, losses)
        performed = True
    for obj, rule, why in to_graveyard + [
        (o, "704.5j", "lost to the legend rule") for o in legend_losers
    ]:
        res.note(
            LogKind.STATE_BASED_ACTION,
            f"{name_of(state, obj.id)} {why}: put into its owner's graveyard",
            rule,
            objects=(obj.id,),
        )
        move(res, obj.id, Zone.GRAVEYARD)
        performed = True
    for obj, rule, why in to_destroy:
        if chars(res.state, obj).has("indestructible"):
            # 702.12b: it isn't destroyed. Nothing happens, so the check performs nothing (it
            # would otherwise look like a check repeating forever, 104.4b).
            res.note(
                LogKind.STATE_BASED_ACTION,
                f"{name_of(state, obj.id)} {why}, but it is indestructible: it isn't destroyed",
                rule,
                "702.12b",
                objects=(obj.id,),
            )
            continue
        res.note(
            LogKind.STATE_BASED_ACTION,
            f"{name_of(state, obj.id)} {why}: it is destroyed",
            rule,
            # 702.2b: deathtouch is the rule that makes any damage count for 704.5h.
            *(("702.2b",) if rule == "704.5h" else ()),
            objects=(obj.id,),
        )
        destroy(res, obj.id, rule)
        performed = True
    for more in MORE_STATE_BASED_ACTIONS:
        performed = more(res) or performed
    # Deathtouch damage only counts "since the last time state-based actions were checked".
    flagged = [o for o in res.state.objects if o.deathtouch_damage]
    if flagged:
        res.set_state(res.state.with_objects(replace(o, deathtouch_damage=False) for o in flagged))
    return performed


def _leaves(
    obj: GameObject,
    indestructible: bool,
    to_graveyard: list[tuple[GameObject, str, str]],
    to_destroy: list[tuple[GameObject, str, str]],
) -> bool:
    """Is the permanent put into a graveyard by this round's state-based actions? They happen
    at once (704.3), so such a permanent leaves with both its +1/+1 and -1/-1 counters (704.5q
    doesn't remove them first): as it last existed on the battlefield it had a +1/+1 counter,
    which undying looks back at (603.10a)."""
    if any(o.id == obj.id for o, _, _ in to_graveyard):
        return True
    return not indestructible and any(o.id == obj.id for o, _, _ in to_destroy)


def _player_losses(res: Resolution) -> list[LossCheck]:
    state = res.state
    checks = [
        LossCheck(p.id, f"{p.name} has {p.life} life", "704.5a")
        for p in state.players
        if not p.lost and p.life <= 0
    ]
    checks += [
        LossCheck(p.id, f"{p.name} drew from an empty library", "704.5b")
        for p in state.players
        if not p.lost and p.drew_from_empty_library
    ]
    rules = variant(state)
    checks += rules.poison_losses(state)
    checks += rules.extra_losses(state)
    result = []
    for loss in checks:
        blocker = cant_lose(state, loss.player)
        if blocker is not None:
            res.judge(
                LogKind.STATE_BASED_ACTION,
                f"{loss.reason}, but {name_of(state, loss.player)} can't lose the game "
                f"({name_of(state, blocker.source)})",
                loss.rule,
                "104.3",
            )
            continue
        if loss.rule == "704.5a" and variant(state).name == "two_headed_giant":
            loss = LossCheck(
                loss.player,
                f"{name_of(state, loss.player)}'s team has {state.player(loss.player).life} life",
                "704.6a",
            )
        result.append(loss)
    return result


def lose_simultaneously(res: Resolution, losses: list[LossCheck]) -> None:
    """Every player in `losses` loses at the same moment (704.3: state-based actions are one
    event), with their teams (810.8a); only then does anyone win (104.2a), and when nobody is
    left the game is a draw (104.4a, 104.4d). A player never both wins and loses (104.3f)."""
    for loss in losses:
        for pid in variant(res.state).teammates(res.state, loss.player):
            player = res.state.player(pid)
            if player.lost:
                continue
            res.set_state(res.state.with_player(replace(player, lost=True)))
            res.note(
                LogKind.GAME_OVER,
                f"{player.name} loses the game: {loss.reason}",
                loss.rule,
                "104.3b" if loss.rule.startswith("704.") else "104.3e",
            )
            res.did(PlayerLost(pid, loss.rule))
    conclude(res, simultaneous=len(losses) > 1)


def conclude(res: Resolution, *, simultaneous: bool = False) -> None:
    """After players have left: the last team standing wins (104.2a, 104.2c, overriding any
    "can't win" effect), and if every player is out the game is a draw (104.4a)."""
    state = res.state
    if any(p.won for p in state.players):
        return
    remaining = [p for p in state.players if not p.lost]
    if not remaining:
        res.note(
            LogKind.GAME_OVER,
            "the game is a draw: every player remaining in it lost at the same time",
            "104.4a",
            *(("704.3",) if simultaneous else ()),
        )
        return
    teams = {variant(state).teammates(state, p.id) for p in remaining}
    if len(teams) == 1:
        for p in remaining:
            res.set_state(res.state.with_player(replace(res.state.player(p.id), won=True)))
        names = " and ".join(p.name for p in remaining)
        res.note(
            LogKind.GAME_OVER,
            f"{names} {'win' if len(remaining) > 1 else 'wins'} the game: "
            "every opponent has left it",
            "104.2a",
        )


def draw_by_loop(res: Resolution, what: str, *, repeated: bool = True) -> None:
    """104.4b: a loop of mandatory actions nobody can stop makes the game a draw; every player
    still in the game leaves it without winning. `repeated`: it came back to a state it was
    already in; otherwise it never came to rest."""
    for p in res.state.players:
        if not p.lost:
            res.set_state(res.state.with_player(replace(p, lost=True)))
    how = "comes back to a state it was already in" if repeated else "never comes to rest"
    res.note(
        LogKind.GAME_OVER,
        f"the game is a draw: {what} {how}, a loop of mandatory actions no player can stop",
        "104.4b",
    )


def _aura_attached_legally(res: Resolution, aura: GameObject) -> bool:
    """704.5m: an Aura attached to nothing, to something gone, or to what its enchant ability
    doesn't allow (303.4d: Pacifism on a player) goes to its owner's graveyard."""
    target = aura.attached_to
    if target is None:
        return False
    if enchant_requirement(res.state, aura) is not None:
        return why_cant_attach(res.state, aura, target) is None
    if protected_from(res.state, target, aura):
        return False  # 702.16c: can't be enchanted by what it has protection from
    if res.state.find_player(target) is not None:
        return not res.state.player(target).lost
    obj = res.state.find_object(target)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out


def _legend_rule(res: Resolution) -> list[GameObject]:
    """704.5j: a player with two or more legendary permanents of one name keeps one of them."""
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for obj in res.state.battlefield:
        c = chars(res.state, obj)
        if "Legendary" in c.supertypes:
            groups.setdefault((obj.controller, c.name), []).append(obj)
    losers: list[GameObject] = []
    for (controller, name), objs in sorted(groups.items()):
        if len(objs) < 2:
            continue
        keep = res.choose(
            controller,
            DecisionKind.LEGEND_RULE,
            f"{name_of(res.state, controller)} controls {len(objs)} legendary permanents named {name}: which one stays?",
            tuple(Option(o.id, name_of(res.state, o.id)) for o in objs),
            "704.5j",
            context=("legend", controller, name),
        )
        losers += [o for o in objs if o.id != keep]
    return losers
