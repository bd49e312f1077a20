"""Clash (701.30): "Clash with an opponent." The controller chooses an opponent (701.30b); each
of the two reveals the top card of their library at the same time (701.30a, 701.30c), then, in
APNAP order, each decides whether that card goes to the bottom of their library (a decision:
the engine never guesses), and the cards move at the same time. A player wins if their card's
mana value is higher than every other card revealed (701.30d): a player who revealed nothing
can't win.

Whether the controller won is kept for the rest of the resolution (bound "won_clash"), for the
rider "If you win, [sentence]." (the instruction condition won_clash, 608.2c). Each of the two
players clashed (701.30b): each makes the event KeywordActionPerformed "clash" ("whenever you
clash", engine.mechanics.action_triggers), and the winner "clash_won" ("whenever you clash and
win").
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import KeywordActionPerformed
from engine.core.log import LogKind
from engine.core.state import GameObject, Params, Zone
from engine.core.variants import opponents_of
from engine.instructions.registry import CONTEXT_CONDITIONS, ExecContext, instruction_kind
from engine.instructions.scry import set_library_order
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

WON = "won_clash"
TOP, BOTTOM = "top", "bottom"


@instruction_kind("clash")
def _clash(res: Resolution, ctx: ExecContext, params: Params) -> None:
    ctx.bound[WON] = clash(res, ctx.controller)


def clash(res: Resolution, player: str) -> bool:
    """`player` clashes with an opponent they choose; whether `player` won (701.30d)."""
    opponents = opponents_of(res.state, player)
    if not opponents:
        res.judge(LogKind.NOTE, "no opponent to clash with", "701.30b")
        return False
    opponent = opponents[0]
    if len(opponents) > 1:
        opponent = res.choose(
            player,
            DecisionKind.TARGET,
            f"{name_of(res.state, player)} chooses an opponent to clash with",
            tuple(Option(o, name_of(res.state, o)) for o in opponents),
            "701.30b",
            context=("clash_opponent", player),
        )
    clashing = [p for p in res.state.apnap() if p in (player, opponent)]  # 701.30c: APNAP
    revealed: dict[str, GameObject | None] = {}
    for who in clashing:
        library = res.state.zone(Zone.LIBRARY, who)
        card = library[0] if library else None
        revealed[who] = card
        if card is None:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, who)} clashes with an empty library: reveals nothing",
                "701.30a",
            )
        else:
            value = chars(res.state, card).mana_value
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, who)} clashes: reveals {name_of(res.state, card)} (mana value {value})",
                "701.30a",
                "701.30c",
                objects=(card.id,),
            )
    bottom = [who for who in clashing if (card := revealed[who]) and _to_bottom(res, who, card)]
    for who in bottom:  # 701.30c: the cards move at the same time, after every decision
        library = res.state.zone(Zone.LIBRARY, who)
        set_library_order(res, who, (*library[1:], library[0]))
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, who)} puts the revealed card on the bottom of their library",
            "701.30a",
        )
    values = {
        who: chars(res.state, card).mana_value for who, card in revealed.items() if card is not None
    }
    won = player in values and all(values[player] > v for w, v in values.items() if w != player)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} {'wins' if won else 'does not win'} the clash",
        "701.30d",
    )
    for who in clashing:  # 701.30b: each of them clashed ("whenever you clash")
        res.did(KeywordActionPerformed(who, "clash"))
        if who in values and all(values[who] > v for w, v in values.items() if w != who):
            res.did(KeywordActionPerformed(who, "clash_won"))  # 701.30d: "... and win"
    return won


def _to_bottom(res: Resolution, player: str, card: GameObject) -> bool:
    answer = res.choose(
        player,
        DecisionKind.SCRY,
        f"{name_of(res.state, player)} clashed: keep {name_of(res.state, card)} on top of their library or put "
        "it on the bottom?",
        (
            Option(TOP, f"keep {name_of(res.state, card)} on top"),
            Option(BOTTOM, f"put {name_of(res.state, card)} on the bottom"),
        ),
        "701.30a",
        context=("clash", player, card.id),
    )
    return answer == BOTTOM


def _won(res: Resolution, ctx: ExecContext) -> bool:
    return bool(ctx.bound.get(WON, False))


CONTEXT_CONDITIONS[WON] = _won
