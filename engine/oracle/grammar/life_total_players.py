"""Players picked by their exact life total, and an effect saying they lose the game (104.3e):
"Each player with exactly 13 life loses the game, then each player gains 1 life."
(Triskaidekaphobia's modes; the ", then" sentence is the effects grammar's).

"each player with exactly N life" is the reference "players_with_life:N": the players whose
life total is N as the instruction applies (608.2h: the number is read then). Losing the game by
an effect (104.3e) is the instruction "lose_game"; players who lose at once lose simultaneously
(104.4a: if all do, the game is a draw), and a "can't lose" effect stops it (104.3).
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: players_lose_game
players_lose_game: LTP_EACH_PLAYER_WITH_EXACTLY INT LTP_LIFE_LOSES_THE_GAME -> exact_life_lose_game
LTP_EACH_PLAYER_WITH_EXACTLY: "each player with exactly"
LTP_LIFE_LOSES_THE_GAME: "life loses the game"
"""

_PREFIX = "players_with_life:"


def lose_game_words(instruction: Instruction) -> str | None:
    """The printer's words for the players with an exact life total losing the game, or None."""
    if instruction.kind != "lose_game" or set(instruction.params) != {"player"}:
        return None
    player = instruction.params["player"]
    if not isinstance(player, str) or not player.startswith(_PREFIX):
        return None
    life = player.removeprefix(_PREFIX)
    if not life.isdigit():
        return None
    return f"each player with exactly {int(life)} life loses the game"


class LifeTotalPlayersLowering:
    ctx: LineContext

    def exact_life_lose_game(self, items: list[Any]) -> Effects:
        return (step("lose_game", player=f"{_PREFIX}{int(items[1])}"),)
