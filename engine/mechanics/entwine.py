"""Entwine (702.42): "Entwine [cost]" means the caster may choose all modes of the modal spell
instead of one, paying an additional [cost] (702.42a, 601.2b, 601.2f-h); as it resolves, each
mode is followed in the order written (702.42b).

The cast action says it: `"entwine": true` (no `mode`); the targets are those of every mode in
order, and the spell remembers it (its `bound` "entwined"). Each mode's instructions then run
with that mode's own targets (`entwined_modes`)."""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef, Mode, SpellAbility
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.rules.pipeline import Resolution, name_of

ENTWINED = "entwined"
RULE = "702.42a"


def check_entwine(
    state: GameState,
    obj: GameObject,
    card: CardDef | None,
    spell: SpellAbility | None,
    entwine: bool,
    mode: int,
) -> None:
    """Only a modal spell with entwine can choose all its modes (702.42a), and then no one mode
    is chosen."""
    if not entwine:
        return
    if card is None or not card.entwine or spell is None or not spell.modes:
        raise IllegalAction(f"{name_of(state, obj.id)} has no entwine cost", RULE)
    if mode >= 0:
        raise IllegalAction(
            f"{name_of(state, obj.id)} is entwined: all its modes are chosen, not mode {mode}",
            RULE,
        )


def entwine_cost(card: CardDef | None, entwine: bool) -> str:
    """The additional mana cost entwining adds to the total cost (601.2f), or ""."""
    return card.entwine or "" if entwine and card is not None else ""


def all_targets(spell: SpellAbility) -> tuple[str, ...]:
    """The target requirements of every mode, in the order written (601.2c)."""
    return tuple(t for m in spell.modes for t in m.targets)


def mark_entwined(res: Resolution, spell_id: str, cost: str) -> None:
    """601.2h: the entwine cost is paid with the total cost; the spell remembers it."""
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(ENTWINED, True))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} pays {name_of(res.state, spell)}'s entwine cost {cost} as well: "
        "all its modes are chosen",
        RULE,
        "601.2f",
        objects=(spell_id,),
    )


def entwined_modes(
    spell: SpellAbility, targets: tuple[str | None, ...]
) -> list[tuple[Mode, tuple[str | None, ...]]]:
    """702.42b: each mode with its own slice of the spell's targets, in the order written."""
    found = []
    offset = 0
    for mode in spell.modes:
        found.append((mode, targets[offset : offset + len(mode.targets)]))
        offset += len(mode.targets)
    return found
