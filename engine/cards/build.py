"""Small constructors for the built-in definitions, so each card reads as its Oracle text.

Colors come from the mana cost (202.2: a card's colors are those of the mana symbols in its cost,
hybrid and Phyrexian symbols included); a card whose color differs from its cost says so with
`colors=`. The reference-data test checks every definition against real card data.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import (
    Ability,
    ActivatedAbility,
    CardDef,
    Cost,
    Instruction,
    Mode,
    SpellAbility,
    instruction,
    mana_symbols,
)
from engine.core.state import Zone

COLOR_ORDER = "WUBRG"


def cost_colors(cost: str) -> tuple[str, ...]:
    found = {
        letter
        for symbol in mana_symbols(cost)
        for letter in symbol.split("/")
        if letter in COLOR_ORDER
    }
    return tuple(c for c in COLOR_ORDER if c in found)


def spell(
    name: str,
    cost: str,
    kind: str,
    text: str,
    effects: tuple[Instruction, ...],
    targets: tuple[str, ...] = (),
    **extra: Any,
) -> CardDef:
    """An instant or sorcery with one spell ability (`kind` "Instant" or "Sorcery")."""
    ability = SpellAbility(text, effects, targets)
    return card(name, cost, (kind,), abilities=(ability, *extra.pop("abilities", ())), **extra)


def modal(name: str, cost: str, kind: str, modes: tuple[Mode, ...], **extra: Any) -> CardDef:
    """A "Choose one —" instant or sorcery (700.2): the mode is chosen as it is cast."""
    return card(
        name, cost, (kind,), abilities=(SpellAbility("Choose one —", modes=modes),), **extra
    )


def creature(
    name: str,
    cost: str,
    subtypes: tuple[str, ...],
    power: int,
    toughness: int,
    *keywords: str,
    abilities: tuple[Ability, ...] = (),
    **extra: Any,
) -> CardDef:
    types = extra.pop("types", ("Creature",))
    return card(
        name,
        cost,
        types,
        subtypes=subtypes,
        power=power,
        toughness=toughness,
        keywords=keywords,
        abilities=abilities,
        **extra,
    )


def card(name: str, cost: str, types: tuple[str, ...], **fields: Any) -> CardDef:
    fields.setdefault("colors", cost_colors(cost))
    return CardDef(name=name, mana_cost=cost, types=types, **fields)


def token(
    name: str,
    power: int,
    toughness: int,
    color: str,
    *keywords: str,
    subtypes: tuple[str, ...] | None = None,
) -> dict[str, Any]:
    """A creature token's characteristics for `create_tokens` (111.4: its name is its subtypes)."""
    return {
        "name": name,
        "types": ["Creature"],
        "subtypes": list(subtypes or (name,)),
        "power": power,
        "toughness": toughness,
        "colors": [color] if color else [],
        "keywords": list(keywords),
    }


def cycling(cost: str) -> ActivatedAbility:
    """702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." It can be
    activated only while the card is in its owner's hand (702.29b)."""
    return ActivatedAbility(
        f"Cycling {cost} ({cost}, Discard this card: Draw a card.)",
        Cost(mana=cost, discard_self=True),
        (instruction("draw"),),
        zone=Zone.HAND,
        keyword="Cycling",
    )


EQUIP_REMINDER = "{cost}: Attach to target creature you control. Equip only as a sorcery."


def equip(cost: str, reminder: str = "") -> ActivatedAbility:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
    Activate only as a sorcery." `reminder` is the card's reminder text, when Oracle prints one."""
    text = f"Equip {cost}" + (f" ({reminder})" if reminder else "")
    return ActivatedAbility(
        text,
        Cost(mana=cost),
        (instruction("attach", object="self", to=0),),
        sorcery_speed=True,
        targets=("creature_you_control",),
        keyword="Equip",
    )
