"""Attaching (701.3): what an Aura, Equipment or Fortification may be attached to, the "attach"
instruction, and the state-based actions that undo an illegal attachment (704.5n, 704.5p; an
Aura's 704.5m is in engine.rules.sba, since it goes to the graveyard instead).

An attachment is the `attached_to` of the attached permanent. Abilities of a permanent that say
"enchanted" or "equipped" mean whatever it is attached to (303.4m, 301.5f): see
engine.rules.effect_kinds.bind and engine.instructions.registry.refs.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import BecameUnattached
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.bestowed import ENCHANT as BESTOWED_ENCHANT
from engine.rules.bestowed import is_bestowed
from engine.rules.characteristics import Chars, chars
from engine.rules.copying import effective_def
from engine.rules.effects.protection import protected_from
from engine.rules.pipeline import Resolution, name_of
from engine.rules.reconfigured import has_reconfigure
from engine.rules.targets import REQUIREMENTS, matches

# The subtypes that can be attached (701.3a), each with the rule defining what it may go on and
# the rule for one attached to a permanent that no longer exists.
ATTACHING_SUBTYPES = {
    "Aura": ("303.4", "303.4c"),
    "Equipment": ("301.5", "301.5c"),
    "Fortification": ("301.6", "301.6"),
}


def attaching_subtype(c: Chars) -> str | None:
    """ "Aura", "Equipment" or "Fortification" if the permanent is one, else None. An Equipment
    that is also an Aura counts as an Aura (301.5e leaves it to the Aura rules)."""
    return next((s for s in ATTACHING_SUBTYPES if s in c.subtypes), None)


def enchant_from_text(oracle_text: str) -> str | None:
    """The target word of an "Enchant ..." line (303.4a, 702.5a) in an Aura's Oracle text, for an
    Aura the engine has no definition for; None when the words aren't a target word it knows."""
    for line in oracle_text.splitlines():
        words = line.split("(")[0].strip().rstrip(".")
        if words.lower().startswith("enchant "):
            word = "_".join(words[len("enchant ") :].lower().replace(",", "").split())
            return word if word in REQUIREMENTS else None
    return None


def enchant_requirement(state: GameState, obj: GameObject) -> str | None:
    """What the Aura `obj` may enchant, as a target word (303.4a): its definition's enchant
    ability, or for a card placed with its printed characteristics, its "Enchant ..." line."""
    if is_bestowed(obj):
        return BESTOWED_ENCHANT  # 702.103b: it gains enchant creature
    definition = effective_def(state, obj)
    if definition is not None:
        return definition.enchant
    inline = obj.characteristics
    if inline is None or "Aura" not in inline.subtypes:
        return None
    return enchant_from_text(inline.oracle_text)


def why_cant_attach(state: GameState, obj: GameObject, target: str) -> tuple[str, str] | None:
    """Why the Aura, Equipment or Fortification `obj` can't be attached to `target` now (a reason
    and a rule), or None when it can."""
    c = chars(state, obj)
    kind = attaching_subtype(c)
    if kind is None:
        return "it isn't an Aura, Equipment or Fortification", "701.3b"
    type_rule, gone_rule = ATTACHING_SUBTYPES[kind]
    if target == obj.id:
        return "it can't be attached to itself", "303.4d" if kind == "Aura" else "301.5c"
    if c.is_type("Creature") and not (kind == "Equipment" and has_reconfigure(c.abilities)):
        # 303.4d for Auras; 301.5c, which 301.6 applies to Fortifications, for the others
        # (301.5c: an Equipment creature with reconfigure may equip a creature, 702.151).
        rule = "303.4d" if kind == "Aura" else "301.5c"
        return f"an {kind} that's also a creature can't be attached to anything", rule
    if state.find_player(target) is not None:
        if kind != "Aura":
            return f"an {kind} can't be attached to a player", type_rule
        return _enchant_problem(state, obj, target)
    found = state.find_object(target)
    if found is None or found.zone is not Zone.BATTLEFIELD or found.phased_out:
        # 702.26b: a phased-out permanent is treated as though it doesn't exist.
        return "it isn't on the battlefield", gone_rule
    if kind == "Aura":
        return _enchant_problem(state, obj, target)
    wanted = "Creature" if kind == "Equipment" else "Land"
    if not chars(state, found).is_type(wanted):
        return f"it isn't a {wanted.lower()}", type_rule
    if protected_from(state, target, obj):
        return f"it has protection from {name_of(state, obj)}", "702.16d"
    return None


def _enchant_problem(state: GameState, aura: GameObject, target: str) -> tuple[str, str] | None:
    """What the Aura's enchant ability allows (702.5a), and protection (702.16c)."""
    enchant = enchant_requirement(state, aura)
    if enchant is None:
        return "the engine doesn't know its enchant ability", "702.5a"
    if not matches(state, enchant, target, aura.controller):
        return f"it can't be enchanted by it ({enchant.replace('_', ' ')})", "702.5a"
    if protected_from(state, target, aura):
        return f"it has protection from {name_of(state, aura)}", "702.16c"
    return None


def attach(res: Resolution, object_id: str, target: str) -> bool:
    """701.3a: take the permanent from where it is and put it onto `target`. It doesn't move if it
    can't be attached there, and attaching it to what it's already attached to does nothing
    (701.3b); attached to something new, it gets a new timestamp (701.3c, 613.7e). Returns whether
    it moved."""
    state = res.state
    obj = state.find_object(object_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        res.note(
            LogKind.EVENT,
            f"{name_of(state, object_id)} isn't on the battlefield: it can't be attached to "
            f"{name_of(state, target)}",
            "701.3a",
            objects=(object_id,),
        )
        return False
    if obj.attached_to == target:
        res.note(
            LogKind.EVENT,
            f"{name_of(state, obj.id)} is already attached to {name_of(state, target)}: "
            "attaching it there again does nothing (no new timestamp)",
            "701.3b",
            objects=(obj.id, target),
        )
        return False
    problem = why_cant_attach(state, obj, target)
    if problem is not None:
        res.note(
            LogKind.EVENT,
            f"{name_of(state, obj.id)} can't be attached to {name_of(state, target)}: "
            f"{problem[0]}; it doesn't move",
            *dict.fromkeys(("701.3b", problem[1])),
            objects=(obj.id, target),
        )
        return False
    state, timestamp = state.take_timestamp()
    res.set_state(state.with_object(replace(obj, attached_to=target, attached_timestamp=timestamp)))
    moved = f", leaving {name_of(state, obj.attached_to)}" if obj.attached_to else ""
    res.note(
        LogKind.EVENT,
        f"{name_of(state, obj.id)} becomes attached to {name_of(state, target)}{moved}; "
        f"it gets a new timestamp ({timestamp})",
        "701.3a",
        "701.3c",
        "613.7e",
        objects=(obj.id, target),
    )
    was_on = state.find_object(obj.attached_to) if obj.attached_to is not None else None
    if was_on is not None and was_on.zone is Zone.BATTLEFIELD:
        # 701.3d: moved to another object, it becomes unattached from the one it was on.
        res.did(BecameUnattached(obj.id, was_on.id, was_on.timestamp))
    return True


def unattach_reason(state: GameState, obj: GameObject, c: Chars) -> tuple[str, tuple[str, ...]]:
    """For a permanent on the battlefield that is attached to something: why it must become
    unattached as a state-based action, and the rules; ("", ()) when it stays. Auras are left to
    704.5m (they go to the graveyard)."""
    target = obj.attached_to
    assert target is not None
    kind = attaching_subtype(c)
    if kind == "Aura":
        return "", ()
    reconfigures = kind == "Equipment" and has_reconfigure(c.abilities)  # 301.5c
    if (c.is_type("Creature") and not reconfigures) or c.is_type("Battle") or kind is None:
        # 704.5p: a creature or battle, or a permanent that can't be attached at all.
        why = "is a creature" if c.is_type("Creature") else "can't be attached to anything"
        if c.is_type("Battle"):
            why = "is a battle"
        rules = ("704.5p", "301.5c") if kind == "Equipment" else ("704.5p",)
        return f"it {why}", rules
    problem = why_cant_attach(state, obj, target)
    if problem is None:
        return "", ()
    # 704.5n: an Equipment or Fortification on an illegal or nonexistent permanent, or a player.
    return f"{name_of(state, target)}: {problem[0]}", ("704.5n", problem[1])


def unattach(res: Resolution, obj: GameObject, why: str, rules: tuple[str, ...]) -> None:
    """701.3d: it stays on the battlefield, attached to nothing."""
    current = res.state.object(obj.id)
    res.set_state(res.state.with_object(replace(current, attached_to=None)))
    was_on = res.state.find_object(obj.attached_to) if obj.attached_to is not None else None
    if was_on is not None and was_on.zone is Zone.BATTLEFIELD:
        # 701.3d: it becomes unattached now. From a permanent that left the battlefield it
        # became unattached as that permanent left (engine.rules.zones), not again here.
        res.did(BecameUnattached(obj.id, was_on.id, was_on.timestamp))
    res.note(
        LogKind.STATE_BASED_ACTION,
        f"{name_of(res.state, obj.id)} is attached illegally ({why}): it becomes unattached "
        "and stays on the battlefield",
        *rules,
        "701.3d",
        objects=(obj.id,),
    )
