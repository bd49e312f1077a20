"""Splice (702.47): "Splice onto [quality] [cost]" works while the card is in its owner's hand
(702.47a): as they cast a spell with that quality, they may reveal the card; the spell gains its
rules text and they pay [cost] as an additional cost (601.2b, 601.2f-h).

The card definition holds the quality and the mana cost (`CardDef.splice`: ("Arcane", "{1}{R}")
or ("instant or sorcery", ...)). The cast action names the cards spliced, in the order their
effects happen (`"splice": [ids]`, 702.47b: revealed at once, the main spell's effects first);
each is in the caster's hand, is another card than the spell, and is named once. The targets of
the added text follow the main spell's in the action's `targets` (702.47d, 601.2c); a card
whose text can't have its targets chosen can't be spliced (702.47b: the targets are checked as
any spell's).

The spell remembers the spliced cards by name (its `bound` "spliced"): the text is the spell's
now (a text-changing effect, 702.47c), whatever becomes of the revealed card, and its "~" is the
spell (the source of its instructions is the spell). The spliced card stays in its owner's
hand. The spell loses the text as it leaves the stack (702.47e: the bound is the stack's). Its
copies copy the text (707.10).

Not modelled, so refused: splicing onto a modal, overloaded or entwined spell or one whose
number of targets varies (601.2c-d), and splicing a card whose text has X (the main spell's X
isn't its).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.cards.model import CardDef, SpellAbility
from engine.cards.registry import card_def
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.unapplied import note_unapplied

SPLICED = "spliced"
RULE = "702.47a"
CHOICES_RULE = "702.47b"
# The qualities a splice ability names (702.47a): a subtype or the card types.
QUALITIES = ("Arcane", "instant or sorcery")


def spliced_spell(card: CardDef | None) -> SpellAbility | None:
    """The rules text a card with splice adds: its spell ability, if it can be added."""
    if card is None or card.splice is None:
        return None
    return next((a for a in card.abilities if isinstance(a, SpellAbility)), None)


def splice_problem(card: CardDef | None) -> str | None:
    """Why a card's text isn't one this engine can splice (None: it can)."""
    spell = spliced_spell(card)
    if card is None or spell is None:
        return "splice without a spell ability understood"
    if spell.modes or spell.additional_cost is not None or spell.ascend:
        return "splice of a modal spell or one with an additional cost"
    if "X" in card.mana_cost or "X" in (card.splice[1] if card.splice else ""):
        return "splice of a card with X"
    return None


def _has_quality(state: GameState, spell: GameObject, quality: str) -> bool:
    c = chars(state, spell)
    if quality == "instant or sorcery":
        return c.is_type("Instant") or c.is_type("Sorcery")
    return quality in c.subtypes


def _spliced_cards(state: GameState, ids: tuple[str, ...]) -> list[tuple[GameObject, CardDef]]:
    found = []
    for card_id in ids:
        obj = state.object(card_id)
        definition = card_def(state, obj.card)
        if definition is None:
            raise IllegalAction(f"{name_of(state, card_id)} has no splice ability", RULE)
        found.append((obj, definition))
    return found


def check_splice(
    state: GameState,
    spell: GameObject,
    on_stack: GameObject,
    main: SpellAbility | None,
    ids: tuple[str, ...],
    plain: bool,
) -> None:
    """702.47a-b: each card spliced is another card in the caster's hand with a splice ability
    whose quality the spell has, spliced once; `plain`: the cast is one this engine splices onto
    (no modes chosen, no overload or entwine)."""
    if not ids:
        return
    if main is None or main.modes or not plain:
        raise IllegalAction(
            "splicing onto a modal, overloaded or entwined spell isn't modelled", RULE
        )
    if len(set(ids)) != len(ids):
        raise IllegalAction(
            "a card can't be spliced onto the same spell more than once", CHOICES_RULE
        )
    for obj, definition in _spliced_cards(state, ids):
        if obj.id == spell.id:
            raise IllegalAction(f"{name_of(state, obj)} can't be spliced onto itself", RULE)
        if obj.zone is not Zone.HAND or obj.owner != spell.owner:
            raise IllegalAction(
                f"{name_of(state, obj.id)} isn't in the caster's hand: splice works from there",
                RULE,
            )
        if definition.splice is None or splice_problem(definition) is not None:
            raise IllegalAction(f"{name_of(state, obj.id)} has no splice ability to use", RULE)
        quality = definition.splice[0]
        if not _has_quality(state, on_stack, quality):
            raise IllegalAction(
                f"{name_of(state, spell.id)} isn't {'an' if quality[0] in 'aeiouAEIOU' else 'a'} "
                f"{quality} spell: {name_of(state, obj)} splices onto {quality} spells",
                RULE,
            )


def spliced_requirements(state: GameState, ids: tuple[str, ...]) -> tuple[str, ...]:
    """The targets the added text needs, after the main spell's, card by card (702.47d)."""
    found: list[str] = []
    for _, definition in _spliced_cards(state, ids):
        spell = spliced_spell(definition)
        found += spell.targets if spell is not None else ()
    return tuple(found)


def splice_costs(state: GameState, ids: tuple[str, ...]) -> tuple[str, ...]:
    """The splice costs added to the total cost (601.2f)."""
    return tuple(d.splice[1] for _, d in _spliced_cards(state, ids) if d.splice is not None)


def reveal_spliced(res: Resolution, spell_id: str, ids: tuple[str, ...]) -> None:
    """702.47a-b: the cards are revealed together; the spell gains their text, in the order
    given, after its own (remembered by name: 702.47c, the text is the spell's now)."""
    if not ids:
        return
    names = tuple(res.state.object(i).card for i in ids)
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(SPLICED, names))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} reveals "
        + " and ".join(name_of(res.state, i) for i in ids)
        + f" from their hand and splices {'it' if len(ids) == 1 else 'them'} onto {name_of(res.state, spell)}, "
        "paying "
        + " and ".join(splice_costs(res.state, ids))
        + " as well: the spell gains that text, its own effects first",
        RULE,
        CHOICES_RULE,
        "702.47c",
        "601.2f",
        objects=(spell_id, *ids),
    )
    for card_id in ids:  # what of the added text the engine doesn't apply, said as for any spell
        note_unapplied(res, res.state.object(card_id), RULE)


def spliced_texts(state: GameState, spell: GameObject) -> tuple[SpellAbility, ...]:
    """The rules text spliced onto the spell, in order (702.47b-c); () when none."""
    if spell.stack is None:
        return ()
    names = spell.stack.bound.get(SPLICED) or ()
    found = []
    for name in names:
        ability = spliced_spell(card_def(state, str(name)))
        if ability is not None:
            found.append(ability)
    return tuple(found)


def splice_field(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The cast action's `splice` list: the ids of the cards spliced, in order (absent: none)."""
    raw = data.get("splice", [])
    if not isinstance(raw, list) or not all(isinstance(card, str) for card in raw):
        raise InvalidDocument("'splice' must be a list of card ids", "action.splice")
    return tuple(raw)
