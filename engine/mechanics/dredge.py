"""Dredge (702.52a): a static ability that functions only while its card is in a graveyard.
"Dredge N" means "As long as you have at least N cards in your library, if you would draw a
card, you may instead mill N cards and return this card from your graveyard to your hand." A
player with fewer than N cards in their library can't dredge that card (702.52b).

The card's static ability (effect kind "dredge", zone graveyard, its "count") is in force while
the card is in a graveyard (113.6b). Each draw asks the drawing player, when one of their
graveyard's dredge cards can be dredged, whether to draw or which card to dredge instead (a
pending decision): a replacement effect of the draw (614.1a, 614.11; engine.rules.zones
`DRAW_REPLACEMENTS`). The mill and the return are the whole replacement; a draw of several
cards goes on after it (614.11a)."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameState, Zone
from engine.rules.effect_kinds import EffectKind, effects_of_kind, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import DRAW_REPLACEMENTS, move

DREDGE = "dredge"
RULE = "702.52a"


@register
class Dredge(EffectKind[WouldEvent]):
    """Params: "count", the N of "Dredge N". It watches no would-event: the draw itself asks
    (`_dredge_instead`)."""

    name = DREDGE
    rules = (RULE, "614.11")

    def describe(self, effect: Effect, state: GameState) -> str:
        count = int(effect.params.get("count", 0))
        return (
            f"if its owner would draw a card, they may mill {count} cards and return "
            f"{name_of(state, effect.source)} to their hand instead"
        )


def _dredgeable(state: GameState, player: str) -> list[tuple[str, int]]:
    """The player's graveyard cards they could dredge now, with their N (702.52b: at least N
    cards in their library)."""
    library = len(state.zone(Zone.LIBRARY, player))
    found: dict[str, int] = {}
    for effect in effects_of_kind(state, DREDGE):
        card = state.find_object(effect.source or "")
        count = int(effect.params.get("count", 0))
        if (
            card is not None
            and card.zone is Zone.GRAVEYARD
            and card.owner == player
            and 0 < count <= library
        ):
            found.setdefault(card.id, count)
    return sorted(found.items())


def _dredge_instead(res: Resolution, player: str) -> bool:
    """614.11: before a draw, the player may dredge a card instead; True if they did."""
    cards = _dredgeable(res.state, player)
    if not cards:
        return False
    who = name_of(res.state, player)
    answer = res.choose(
        player,
        DecisionKind.MAY,
        f"{who} would draw a card: draw it, or dredge a card from their graveyard instead",
        (
            Option("draw", "draw the card"),
            *(
                Option(card, f"dredge {count}: mill {count} and return {name_of(res.state, card)}")
                for card, count in cards
            ),
        ),
        RULE,
        context=("dredge", player),
    )
    if answer == "draw":
        return False
    count = dict(cards)[answer]
    res.note(
        LogKind.REPLACEMENT,
        f"{who} dredges {name_of(res.state, answer)} instead of drawing: mills {count} cards "
        "and returns it to their hand",
        RULE,
        "614.11",
        objects=(answer,),
    )
    for card in res.state.zone(Zone.LIBRARY, player)[:count]:
        res.note(
            LogKind.EVENT,
            f"{who} mills {name_of(res.state, card.id)}",
            "701.17a",
            objects=(card.id,),
        )
        move(res, card.id, Zone.GRAVEYARD)
    dredged = res.state.find_object(answer)
    if dredged is not None and dredged.zone is Zone.GRAVEYARD:
        move(res, answer, Zone.HAND)
    return True


DRAW_REPLACEMENTS.append(_dredge_instead)
