"""Foraging (701.61a): to forage is to exile three cards from your graveyard or sacrifice a Food.
As a cost part ("{T}, Forage: ...", 602.1a, 118) or as an optional action of a resolving ability
("You may forage. If you do, ...": engine.mechanics.forage), the player picks how: exiling three
cards (only with three or more in their graveyard; which three, one decision each, when more are
there) or one of the Foods they control. With neither they can't forage (118.3).

May import: engine.core and engine.rules."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import KeywordActionPerformed
from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move, sacrifice

RULE = "701.61a"
DECLINE = "decline"
EXILE = "exile_three"


def _graveyard(state: GameState, player: str) -> list[str]:
    return [o.id for o in state.zone(Zone.GRAVEYARD, player)]


def foods(state: GameState, player: str) -> list[str]:
    return [
        o.id
        for o in state.battlefield
        if o.controller == player and "Food" in chars(state, o).subtypes
    ]


def why_cant_forage(state: GameState, player: str) -> str | None:
    """701.61a, 118.3: fewer than three cards in their graveyard and no Food."""
    if len(_graveyard(state, player)) >= 3 or foods(state, player):
        return None
    return (
        f"{name_of(state, player)} can't forage: fewer than three cards in their graveyard and "
        "no Food"
    )


def forage(
    res: Resolution, player: str, what: str, rule: str, *, optional: bool = False
) -> tuple[str, ...] | None:
    """The player forages for `what`; `rule` is the rule doing it (602.2b for a cost, 608.2c
    for an effect). Returns the cards exiled or the Food sacrificed, or None: they didn't
    (declined, `optional`, 603.5; or couldn't)."""
    who = name_of(res.state, player)
    graveyard = _graveyard(res.state, player)
    options = [Option(DECLINE, "don't forage")] if optional else []
    if len(graveyard) >= 3:
        options.append(Option(EXILE, "exile three cards from your graveyard"))
    options += [Option(f, f"sacrifice {name_of(res.state, f)}") for f in foods(res.state, player)]
    if not [o for o in options if o.id != DECLINE]:
        return None
    answer = options[0].id
    if len(options) > 1:
        answer = res.choose(
            player,
            DecisionKind.MAY if optional else DecisionKind.COST_OBJECT,
            f"{who} {'may forage' if optional else 'forages'} ({what})",
            tuple(options),
            "603.5" if optional else RULE,
            context=("forage", what),
        )
    if answer == DECLINE:
        return None
    if answer != EXILE:
        res.note(
            LogKind.EVENT,
            f"{who} forages for {what}: they sacrifice {name_of(res.state, answer)}",
            RULE,
            rule,
            "701.21a",
            objects=(answer,),
        )
        sacrifice(res, player, answer)
        res.did(KeywordActionPerformed(player, "forage"))  # "whenever you forage"
        return (answer,)
    chosen: list[str] = []
    for n in range(3):
        left = [c for c in graveyard if c not in chosen]
        pick = left[0]
        if len(left) > 3 - n:
            pick = res.choose(
                player,
                DecisionKind.CHOOSE_OBJECT,
                f"{who} exiles a card from their graveyard to forage ({n + 1} of 3)",
                tuple(Option(c, name_of(res.state, c)) for c in left),
                RULE,
                context=("forage_exile", what, n),
            )
        chosen.append(pick)
    res.note(
        LogKind.ZONE_CHANGE,
        f"{who} forages for {what}: they exile "
        + ", ".join(name_of(res.state, c) for c in chosen)
        + " from their graveyard",
        RULE,
        rule,
        objects=tuple(chosen),
    )
    for card in chosen:
        move(res, card, Zone.EXILE)
    res.did(KeywordActionPerformed(player, "forage"))  # "whenever you forage"
    return tuple(chosen)
