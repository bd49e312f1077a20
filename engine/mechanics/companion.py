"""Companion (702.139): "Companion — [condition]" functions outside the game (702.139a): before
the game, a player may reveal a card they own from outside it whose condition their starting
deck fulfils, and that card is their companion. A scenario is a game under way, so the deck
condition is never checked here: the document says which card of `Player.outside_game` was
revealed (`Player.companion`), and loading refuses a card without companion.

During the game (116.2g, 702.139a): once, while they have priority, the stack is empty and it's
a main phase of their turn, the player may pay {3} and put that card into their hand, a special
action that doesn't use the stack (the action `companion`). The card then stays in the game
(702.139c); `Player.companion` is cleared, so the action can't be taken again.

May import: engine.core, engine.cards and engine.rules."""

from __future__ import annotations

from dataclasses import replace

from engine.core.log import LogKind
from engine.core.state import GameState
from engine.rules.mana.pool import pay_or_mark_paid
from engine.rules.pipeline import Resolution, name_of
from engine.rules.timing import sorcery_timing
from engine.rules.zones import into_hand_from_outside_the_game

RULE = "702.139a"
SPECIAL_ACTION_RULE = "116.2g"
COMPANION_PAYMENT = "{3}"  # 116.2g, 702.139a


def why_cant_put_companion(state: GameState, player_id: str) -> tuple[str, str] | None:
    """116.2g: a player with a companion outside the game, once, during a main phase of their
    turn while the stack is empty."""
    player = state.player(player_id)
    if not player.companion or player.companion not in player.outside_game:
        return "they have no companion outside the game (or have put it into their hand)", (
            SPECIAL_ACTION_RULE
        )
    if state.game_over:
        return "the game is over", "104.1"
    reason = sorcery_timing(state, player_id)
    if reason is not None:
        return (
            "a companion is put into its owner's hand during a main phase of their turn while "
            f"the stack is empty, and {reason}",
            SPECIAL_ACTION_RULE,
        )
    return None


def put_companion_into_hand(res: Resolution, player_id: str, free: bool = False) -> str:
    """116.2g, 702.139a: pay {3} and put the companion from outside the game into its owner's
    hand (no stack); it remains in the game (702.139c). The new card's id."""
    state = res.state
    player = state.player(player_id)
    name = player.companion
    res.note(
        LogKind.ACTION,
        f"{name_of(state, player_id)} pays {COMPANION_PAYMENT} to put their companion {name} "
        "into their hand from outside the game (a special action: no stack)",
        SPECIAL_ACTION_RULE,
        RULE,
    )
    pay_or_mark_paid(
        res,
        player_id,
        COMPANION_PAYMENT,
        free,
        what="putting a companion into hand",
        source=None,
        rule=SPECIAL_ACTION_RULE,
    )
    card_id = into_hand_from_outside_the_game(res, player_id, name)
    player = res.state.player(player_id)
    res.set_state(res.state.with_player(replace(player, companion="")))
    res.note(
        LogKind.EVENT,
        f"{name} is put into {name_of(res.state, player_id)}'s hand; it remains in the game",
        RULE,
        "702.139c",
        "400.11b",
        objects=(card_id,),
    )
    return card_id
