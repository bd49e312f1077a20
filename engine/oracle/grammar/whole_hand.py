"""Discarding a whole hand (701.9a, engine.instructions.hands): "discard your hand", "each
player discards their hand", "target player discards their hand"; "discard your hand, then draw
three cards" (Ox of Agonas) is the effects grammar's ", then" sentence. Putting a card from your
hand onto the battlefield: "you may put a land card from your hand onto the battlefield tapped"
(Arboreal Grazer; 305.4: it isn't played). An activated ability's own "you may" ("{T}: You may
put a land card from your hand onto the battlefield.", Sakura-Tribe Scout; Elvish Piper's
creature card) is the instruction's `may`: the choice to put one or none is made as the ability
resolves (608.2c, 608.2d), so the ability can be activated with no such card in hand."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import ActivatedAbility, Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: discard_hand | put_from_hand
put_from_hand: "put" WH_CARD_OF_TYPE WH_FROM_HAND_ONTO -> put_from_hand
             | "put" WH_CARD_OF_TYPE WH_FROM_HAND_ONTO TAPPED_WORD -> put_from_hand_tapped
// 602.1, 608.2d: only an activated ability's effect starts with its own "you may put"
%extend activated: costs ":" YOU_MAY put_from_hand "." restriction? -> wh_activated_may_put
WH_CARD_OF_TYPE: "a land card" | "a creature card" | "an artifact card"
WH_FROM_HAND_ONTO: "from your hand onto the battlefield"
discard_hand: WH_DISCARD_YOUR_HAND -> discard_your_hand
            | subject WH_DISCARDS_THEIR_HAND -> discards_their_hand
            | subject WH_DISCARDS_THEIR_HAND _COMMA_THEN "draws" cards -> discards_then_draws
            | WH_DISCARD_ALL_THEN_DRAW_THAT_MANY -> discard_all_then_draw_that_many
WH_DISCARD_ALL_THEN_DRAW_THAT_MANY: "discard all the cards in your hand, then draw that many cards"
WH_DISCARD_YOUR_HAND: "discard your hand"
WH_DISCARDS_THEIR_HAND: "discards their hand"
"""

PLAYER_SUBJECTS = frozenset({"each_player", "each_opponent"})
DISCARDED_COUNT = "discarded_count"  # bound by "discard_hand": how many cards it discarded
# "Put a land card from your hand onto the battlefield [tapped]." (engine.instructions.hands)
FROM_HAND_TYPES = {
    "a land card": "Land",
    "a creature card": "Creature",
    "an artifact card": "Artifact",
}


class WholeHandLowering:
    ctx: LineContext

    def discard_your_hand(self, items: list[Any]) -> Effects:
        return (step("discard_hand"),)

    def discards_their_hand(self, items: list[Any]) -> Effects:
        player = items[0]
        is_player_target = isinstance(player, int) and self.ctx.targets[player] in (
            "player",
            "opponent",
        )
        if player not in PLAYER_SUBJECTS and not is_player_target:
            raise ValueError("only a player discards their hand")
        return (step("discard_hand", player=player),)

    def discards_then_draws(self, items: list[Any]) -> Effects:
        """ "Each player discards their hand, then draws seven cards." (Wheel of Fortune)"""
        (discard,) = self.discards_their_hand(items[:1])
        return (discard, step("draw", player=items[0], count=items[-1]))

    def discard_all_then_draw_that_many(self, items: list[Any]) -> Effects:
        """ "Discard all the cards in your hand, then draw that many cards." (Fateful Showdown):
        as many as were discarded (701.9a; the instruction binds how many)."""
        return (step("discard_hand"), step("draw", count=f"bound:{DISCARDED_COUNT}"))

    def put_from_hand(self, items: list[Any]) -> Effects:
        return (step("put_from_hand", type=FROM_HAND_TYPES[str(items[0]).lower()]),)

    def put_from_hand_tapped(self, items: list[Any]) -> Effects:
        card_type = FROM_HAND_TYPES[str(items[0]).lower()]
        return (step("put_from_hand", type=card_type, tapped=True),)

    def wh_activated_may_put(self, items: list[Any]) -> ActivatedAbility:
        """ "{T}: You may put a land card from your hand onto the battlefield." """
        costs, (put,), *restriction = (i for i in items if not isinstance(i, Token))
        may_put = step("put_from_hand", **{**put.params, "may": True})
        ability: ActivatedAbility = self.activated(  # type: ignore[attr-defined]
            [costs, (may_put,), *restriction]
        )
        return ability


def put_from_hand_words(params: Any) -> str | None:
    if not set(params) <= {"type", "tapped", "may"}:
        return None
    words = next((w for w, t in FROM_HAND_TYPES.items() if t == params.get("type", "Land")), None)
    if words is None:
        return None
    tapped = " tapped" if params.get("tapped") else ""
    may = "you may " if params.get("may") else ""
    return f"{may}put {words} from your hand onto the battlefield{tapped}"


def discard_hand_words(player: Any, ref: Any) -> str:
    """The clause of a "discard_hand" step; `ref` names a reference."""
    if player == "you":
        return "discard your hand"
    return f"{ref(player)} discards their hand"


def discard_then_draw(first: Instruction, second: Instruction) -> bool:
    """ "Each player discards their hand, then draws seven cards.": one sentence."""
    return (
        (first.kind, second.kind) == ("discard_hand", "draw")
        and "player" in first.params
        and first.params.get("player") != "you"
        and set(second.params) == {"player", "count"}
        and second.params.get("player") == first.params.get("player")
    )


def discard_then_draw_that_many_words(
    effects: tuple[Instruction, ...], start: int
) -> tuple[str, int] | None:
    """ "discard all the cards in your hand, then draw that many cards" and where it ends."""
    if start + 1 >= len(effects):
        return None
    first, second = effects[start], effects[start + 1]
    if (first.kind, second.kind) != ("discard_hand", "draw") or dict(first.params):
        return None
    if dict(second.params) != {"count": f"bound:{DISCARDED_COUNT}"}:
        return None
    return "discard all the cards in your hand, then draw that many cards", start + 2
