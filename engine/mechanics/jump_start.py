"""Jump-start (702.133a): an instant or sorcery card may be cast from its owner's graveyard by
discarding a card as an additional cost (601.2b, 601.2f-h); a spell cast this way is exiled
instead of going anywhere else whenever it would leave the stack (as flashback's, 702.34a:
engine.rules.zones.move reads the spell's `bound` "jump_start").

The cast action says it, `"jump_start": true`, and names the card in its `discard`, an id in the
caster's hand."""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import IllegalAction
from engine.core.state import GameObject, GameState, Zone
from engine.mechanics.retrace import discard_as_cost
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

JUMP_START = "jump-start"
BOUND = "jump_start"
RULE = "702.133a"


def has_jump_start(state: GameState, obj: GameObject) -> bool:
    return chars(state, obj).has(JUMP_START)


def check_jump_start(state: GameState, spell: GameObject) -> None:
    """702.133a: from the graveyard, a card with jump-start, discarding a card."""
    if not has_jump_start(state, spell):
        raise IllegalAction(f"{name_of(state, spell.id)} has no jump-start", RULE)
    if spell.zone is not Zone.GRAVEYARD:
        raise IllegalAction(
            f"{name_of(state, spell.id)} isn't in its owner's graveyard: jump-start casts it "
            "from there",
            RULE,
        )


def pay_jump_start(res: Resolution, spell_id: str, card: str) -> None:
    """601.2h: discard the card; the spell will be exiled when it leaves the stack."""
    discard_as_cost(res, spell_id, card, RULE, "jump-start")
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(BOUND, True))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
