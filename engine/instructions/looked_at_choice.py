"""The top of a library looked at or revealed, one card of a kind chosen from among them, the rest
put away (608.2c; engine.oracle.grammar.looked_at_choice): "Look at the top five cards of your
library. You may reveal a creature card from among them and put it into your hand. Put the rest
on the bottom of your library in a random order." (Commune with Nature, Brazen Upstart).

Looked-at cards are seen by that player only (608.2c); revealed cards by every player (701.20a).
The player may choose no card (a `may` decision, offered even when a card of the kind is there);
the chosen card goes to the hand or onto the battlefield (tapped) under that player's control.
The rest go on the bottom of the library in an order the player picks (401.4, a pending
decision when they differ), in a random order drawn from the game's seed (as a shuffle is,
701.24a: a replay gives the same order), or into the graveyard."""

from __future__ import annotations

import random
from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, Params, Zone
from engine.instructions.look_and_take import put_on_the_bottom
from engine.instructions.references import card_filtered
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.instructions.scry import set_library_order
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")


def _fits_word(res: Resolution, obj: GameObject, wanted: str) -> bool:
    """One word of the kind: a card type (205.2a), "permanent" (110.4), a land type (205.3i),
    "card", or a subtype as written (205.3)."""
    c = chars(res.state, obj)
    if wanted == "permanent":
        return any(c.is_type(t) for t in PERMANENT_TYPES)
    if wanted == "historic":  # 700.6: legendary, an artifact, or a Saga
        return "Legendary" in c.supertypes or c.is_type("Artifact") or "Saga" in c.subtypes
    if wanted in LAND_TYPES:
        return wanted.capitalize() in c.subtypes
    if wanted == "card":
        return True
    if wanted[:1].isupper():
        return wanted in c.subtypes
    return c.is_type(wanted.capitalize())


def _fits(res: Resolution, obj: GameObject, params: Params) -> bool:
    """The kind: its card word and filters, or any one of its words ("a creature or land card",
    "an Elf, Warrior, or Tyvar card")."""
    any_of = params.get("any_of")
    if any_of is not None and not any(_fits_word(res, obj, str(w)) for w in any_of):
        return False
    if not _fits_word(res, obj, str(params.get("card", "card"))):
        return False
    c = chars(res.state, obj)
    # 205.4a a supertype, 105.2 a color, 105.2c colorless, 105.2a multicolored, 208.1 power
    supertype, color = params.get("supertype"), params.get("color")
    if supertype is not None and supertype not in c.supertypes:
        return False
    if color is not None and color not in c.colors:
        return False
    if params.get("colorless") and c.colors:
        return False
    if params.get("multicolored") and len(c.colors) < 2:
        return False
    most, least = params.get("power_at_most"), params.get("power_at_least")
    if most is not None and (c.power is None or c.power > int(most)):
        return False
    if least is not None and (c.power is None or c.power < int(least)):
        return False
    return card_filtered(res, obj, params)


@instruction_kind("look_and_choose")
def _look_and_choose(res: Resolution, ctx: ExecContext, params: Params) -> None:
    revealed = bool(params.get("revealed"))
    into = str(params.get("into", "hand"))
    for player in refs(res, ctx, params.get("player", "you")):
        count = amount(res, ctx, params.get("count", 1))
        seen = list(res.state.zone(Zone.LIBRARY, player)[: max(0, count)])
        who = name_of(res.state, player)
        if revealed:
            res.note(
                LogKind.EVENT,
                f"{who} reveals the top {counted(len(seen), 'card')} of their library",
                "701.20a",
                objects=tuple(c.id for c in seen),
            )
        else:
            # 608.2c: the cards are looked at by that player alone (hidden from the others)
            res.note(
                LogKind.EVENT,
                f"{who} looks at the top {counted(len(seen), 'card')} of their library",
                "608.2c",
                objects=tuple(c.id for c in seen),
            )
        fitting: dict[str, GameObject] = {}
        for card in seen:
            if _fits(res, card, params):
                fitting.setdefault(card.card, card)
        answer = "decline"
        if fitting:
            answer = res.choose(
                player,
                DecisionKind.MAY,
                f"{who} may choose a card from among those {'revealed' if revealed else 'looked at'}",
                (
                    Option("decline", "choose none"),
                    *(Option(c.id, f"choose {name_of(res.state, c.id)}") for c in fitting.values()),
                ),
                "608.2c",
                context=("look_and_choose", player, tuple(c.id for c in seen)),
            )
        chosen = [c for c in seen if c.id == answer]
        most = len(seen) if params.get("any_number") else int(params.get("up_to", 1))
        while chosen and len(chosen) < most:
            # "up to two creature cards", "any number of": each further card is a choice
            others: dict[str, GameObject] = {}
            for card in seen:
                if card not in chosen and _fits(res, card, params):
                    others.setdefault(card.card, card)
            if not others:
                break
            more = res.choose(
                player,
                DecisionKind.MAY,
                f"{who} may choose another card",
                (
                    Option("done", "choose no more"),
                    *(Option(c.id, f"choose {name_of(res.state, c.id)}") for c in others.values()),
                ),
                "608.2c",
                context=("look_and_choose", player, tuple(c.id for c in chosen)),
            )
            if more == "done":
                break
            chosen.extend(c for c in seen if c.id == more)
        for card in chosen:
            _put_chosen(res, player, card, into, params)
        rest = [c for c in seen if c not in chosen]
        if rest:
            _put_the_rest(res, player, rest, str(params.get("rest", "bottom")))


def _put_chosen(res: Resolution, player: str, card: GameObject, into: str, params: Params) -> None:
    who, what = name_of(res.state, player), name_of(res.state, card.id)
    shown = bool(params.get("reveal"))
    if into == "battlefield":
        move(res, card.id, Zone.BATTLEFIELD, tapped=bool(params.get("tapped", False)))
        moved = res.state.object(card.id)
        res.set_state(res.state.with_object(replace(moved, controller=player)))
        tapped = " tapped" if params.get("tapped") else ""
        res.note(
            LogKind.EVENT,
            f"{who} puts {what} onto the battlefield{tapped}",
            "608.2c",
            objects=(card.id,),
        )
        return
    res.note(
        LogKind.EVENT,
        f"{who}{' reveals and' if shown else ''} puts {what} into their hand",
        "608.2c",
        *(("701.20a",) if shown else ()),
        objects=(card.id,),
    )
    move(res, card.id, Zone.HAND)


def _put_the_rest(res: Resolution, player: str, rest: list[GameObject], where: str) -> None:
    if where == "graveyard":
        for card in rest:
            move(res, card.id, Zone.GRAVEYARD)
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} puts {counted(len(rest), 'card')} into their graveyard",
            "608.2c",
        )
        return
    if where != "bottom_random":
        put_on_the_bottom(res, player, rest)
        return
    # A random order, drawn from the game's seed as a shuffle is (701.24a), so a replay of the
    # same game gives the same order (401.4: no player picks it).
    order = list(rest)
    random.Random(f"{res.state.seed}:{res.state.next_timestamp}:{player}:bottom").shuffle(order)
    ids = {c.id for c in order}
    remaining = [c for c in res.state.zone(Zone.LIBRARY, player) if c.id not in ids]
    current = {c.id: c for c in res.state.zone(Zone.LIBRARY, player)}
    set_library_order(res, player, (*remaining, *(current[c.id] for c in order)))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} puts {counted(len(order), 'card')} on the bottom of their "
        "library in a random order (drawn from the game's seed)",
        "608.2c",
        "401.4",
        "701.24a",
        objects=tuple(c.id for c in order),
    )
