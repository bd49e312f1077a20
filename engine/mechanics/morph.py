"""Morph, megamorph (702.37) and disguise (702.168): casting a card face down for {3}, and
turning it face up.

"Morph [cost]" (702.37a) lets its card be cast as a 2/2 face-down creature with no text, no name,
no subtypes and no mana cost by paying {3} rather than its mana cost (an alternative cost, 118.9;
702.37c). The cast action says it: `"face_down": true`. The card is turned face down before it is
put on the stack (708.4), so timing, cost changes and prohibitions see only the face-down spell's
characteristics (engine.rules.face_down, engine.rules.characteristics: layer 1b); a face-down
creature spell has no flash, so it is cast when a sorcery could be (307.1). It resolves into a
face-down permanent (708.4, engine.rules.zones).

Any time its controller has priority, a face-down permanent whose face-up card has a morph cost
may be turned face up by paying that cost (702.37e): the action `turn_face_up`, a special action
that doesn't use the stack (116.2b). It regains its normal characteristics; it is the same
permanent, so its enters abilities don't trigger and it is no more or less summoning sick
(708.8). "When ~ is turned face up" abilities trigger (the event TurnedFaceUp). Megamorph
(702.37b) also puts a +1/+1 counter on it as it's turned face up, applied while it turns (708.11).

"Disguise [cost]" (702.168a) works as morph does (the same cast action and special action,
702.168b-d), except that the face-down spell and permanent also have ward {2} (702.168b): the
object remembers it was cast with disguise (`GameObject.cast_for`), and its face-down
characteristics (engine.rules.characteristics, layer 1b) then include the ward ability.

May import: engine.core, engine.cards and engine.rules.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef
from engine.cards.registry import card_def
from engine.core.errors import IllegalAction
from engine.core.events import CountersEvent, TurnedFaceUp
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import CLOAKED, MANIFESTED
from engine.rules.face_down import face_down_label
from engine.rules.mana.pool import pay
from engine.rules.pipeline import Resolution, name_of

MORPH_RULE = "702.37a"
MEGAMORPH_RULE = "702.37b"
CAST_RULE = "702.37c"
TURN_UP_RULE = "702.37e"
FACE_DOWN_COST = "{3}"  # 702.37a: paid rather than the card's mana cost
DISGUISE = "disguise"  # GameObject.cast_for of a spell cast with disguise (702.168b)
DISGUISE_RULE = "702.168b"
DISGUISE_TURN_UP_RULE = "702.168d"
MANIFEST_TURN_UP_RULE = "701.40b"
CLOAK_TURN_UP_RULE = "701.58b"


def morph_cost(definition: CardDef | None) -> str | None:
    """The card's morph cost (a megamorph cost is one, 702.37b), or its disguise cost
    (702.168d), or None."""
    if definition is None:
        return None
    return definition.morph or definition.megamorph or definition.disguise or None


def _ability_word(definition: CardDef) -> str:
    if definition.morph:
        return "morph"
    return "megamorph" if definition.megamorph else DISGUISE


def check_cast_face_down(state: GameState, obj: GameObject) -> None:
    """702.37d, 702.168c: a card is cast face down only through a morph or disguise ability it
    has."""
    if morph_cost(card_def(state, obj.card)) is None:
        raise IllegalAction(
            f"{name_of(state, obj.id)} has no morph or disguise ability: a card can't be cast "
            "face down without one (702.168c)",
            "702.37d",
        )


def note_cast_face_down(res: Resolution, spell_id: str) -> None:
    """702.37c, 118.9: {3} is paid rather than the mana cost. The card isn't named (708.5).
    With disguise the spell is a 2/2 with ward {2} (702.168b): it remembers how it was cast."""
    spell = res.state.object(spell_id)
    definition = card_def(res.state, spell.card)
    if definition is not None and _ability_word(definition) == DISGUISE:
        res.set_state(res.state.with_object(replace(spell, cast_for=DISGUISE)))
        res.note(
            LogKind.STACK,
            f"{name_of(res.state, spell.owner)} casts it face down with its disguise ability: a "
            f"2/2 {face_down_label(spell)} with ward {{2}}, no name, subtypes or mana cost, for "
            f"{FACE_DOWN_COST} rather than its mana cost",
            DISGUISE_RULE,
            "708.4",
            "118.9",
            objects=(spell_id,),
        )
        return
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} casts it face down with its morph ability: a 2/2 "
        f"{face_down_label(spell)} with no name, text, subtypes or mana cost, for "
        f"{FACE_DOWN_COST} rather than its mana cost",
        CAST_RULE,
        "708.4",
        "118.9",
        objects=(spell_id,),
    )


def face_down_mana_cost(state: GameState, obj: GameObject) -> str | None:
    """701.40b, 701.58b: the mana cost a manifested or cloaked permanent is turned face up for:
    its card's, if that is a creature card with a mana cost; else None (it can't be turned face
    up that way)."""
    if obj.cast_for not in (MANIFESTED, CLOAKED):
        return None
    definition = card_def(state, obj.card)
    if definition is None or "Creature" not in definition.types or not definition.mana_cost:
        return None
    return definition.mana_cost


def _either_procedure(obj: GameObject, which: str) -> str:
    """701.40c-d, 701.58c-d: a manifested or cloaked card with morph or disguise may be turned
    face up either way (its morph or disguise cost here); "" when it wasn't manifested or
    cloaked."""
    if obj.cast_for not in (MANIFESTED, CLOAKED):
        return ""
    base = "701.58" if obj.cast_for == CLOAKED else "701.40"
    return f"{base}{'d' if which == DISGUISE else 'c'}"


def _manifest_rule(obj: GameObject) -> str:
    return CLOAK_TURN_UP_RULE if obj.cast_for == CLOAKED else MANIFEST_TURN_UP_RULE


def why_cant_turn_face_up(
    state: GameState, obj: GameObject, for_mana_cost: bool = False
) -> tuple[str, str] | None:
    """702.37e: its controller turns it (the action is theirs), any time they have priority, if
    it is a face-down permanent whose face-up card has a morph cost; 701.40b, 701.58b: or a
    manifested or cloaked one whose card is a creature card with a mana cost (`for_mana_cost`
    asks for that procedure; without it, a card with morph or disguise uses its cost, 701.40c-d,
    701.58c-d)."""
    if obj.zone is not Zone.BATTLEFIELD or not obj.face_down:
        return "only a face-down permanent can be turned face up", "708.7"
    has_morph = morph_cost(card_def(state, obj.card)) is not None
    mana_cost = face_down_mana_cost(state, obj)
    if for_mana_cost and mana_cost is None:
        if obj.cast_for not in (MANIFESTED, CLOAKED):
            return "only a manifested or cloaked permanent is turned face up for its mana cost", (
                MANIFEST_TURN_UP_RULE
            )
        return "its card isn't a creature card with a mana cost", _manifest_rule(obj)
    if not has_morph and mana_cost is None:
        if obj.cast_for in (MANIFESTED, CLOAKED):
            return "its card isn't a creature card with a mana cost", _manifest_rule(obj)
        return "face up it would have no morph cost", TURN_UP_RULE
    if state.game_over:
        return "the game is over", "104.1"
    return None


def turn_face_up(
    res: Resolution, permanent_id: str, free: bool = False, for_mana_cost: bool = False
) -> None:
    """702.37e: show the morph cost, pay it, turn the permanent face up (a special action, no
    stack, 116.2b); 702.37b, 708.11: a megamorph cost paid puts a +1/+1 counter on it as it
    turns; then "when ~ is turned face up" abilities trigger. 701.40b, 701.58b: a manifested or
    cloaked creature card shows that it is a creature card and its mana cost, which is paid."""
    obj = res.state.object(permanent_id)
    definition = card_def(res.state, obj.card)
    cost = morph_cost(definition)
    mana_cost = face_down_mana_cost(res.state, obj)
    assert definition is not None  # checked by why_cant_turn_face_up
    hidden = name_of(res.state, obj.id)
    if mana_cost is not None and (for_mana_cost or cost is None):
        which, cost, mega = "mana", mana_cost, False
        rule = _manifest_rule(obj)
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, obj.controller)} turns {hidden} face up, showing that its card "
            f"is a creature card with mana cost {cost} (a special action: no stack)",
            "116.2b",
            rule,
            objects=(obj.id,),
        )
    else:
        assert cost is not None  # checked by why_cant_turn_face_up
        which = _ability_word(definition)
        mega = which == "megamorph"
        rule = DISGUISE_TURN_UP_RULE if which == DISGUISE else TURN_UP_RULE
        either = _either_procedure(obj, which)
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, obj.controller)} turns {hidden} face up, showing its {which} "
            f"cost {cost} (a special action: no stack)",
            "116.2b",
            rule,
            *((either,) if either else ()),
            objects=(obj.id,),
        )
    if free:
        res.note(
            LogKind.NOTE,
            f"the {which} cost ({cost}) is marked paid: a scenario-building shortcut",
            rule,
        )
    else:
        pay(res, obj.controller, cost, what=f"the {which} cost", source=obj.id)
    # 708.8: its copiable values revert; it is the same permanent (no new timestamp, 400.7 n/a).
    # 701.40a, 701.58a: it is a manifested or cloaked permanent no more.
    turned = replace(res.state.object(obj.id), face_down=False)
    if turned.cast_for in (MANIFESTED, CLOAKED):
        turned = replace(turned, cast_for="")
    res.set_state(res.state.with_object(turned))
    res.note(
        LogKind.EVENT,
        f"it is {name_of(res.state, obj.id)}: it regains its normal characteristics; it is the "
        "same permanent, so nothing about entering the battlefield applies",
        "708.8",
        objects=(obj.id,),
    )
    if mega:
        res.note(
            LogKind.REPLACEMENT,
            f"its megamorph cost was paid: {name_of(res.state, obj.id)} gets a +1/+1 counter as "
            "it's turned face up",
            MEGAMORPH_RULE,
            "708.11",
            objects=(obj.id,),
        )
        res.run(CountersEvent(obj.id, "+1/+1", 1))
    res.did(TurnedFaceUp(obj.id))
