"""Collecting evidence (701.59a): "collect evidence N" means exiling any number of cards from
your graveyard with total mana value N or greater. As a cost (602.1a, 118) or as an optional
additional cost of a spell (601.2b, 601.2h: engine.mechanics.collect_evidence), the player picks
the cards one at a time, each a pending decision, until their total reaches N; after that they
may exile more ("any number") or stop. A card with mana value 0 is offered only once N is
reached. A player who can't reach N can't choose to collect evidence (701.59b, 118.3).
Once the cards are exiled the player has collected evidence: the event KeywordActionPerformed
("collect_evidence") that "Whenever you collect evidence" abilities trigger on
(engine.mechanics.action_triggers).
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import KeywordActionPerformed
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

RULE = "701.59a"
STOP = "stop"


def _value(state: GameState, obj: GameObject) -> int:
    return chars(state, obj).mana_value


def evidence_cards(state: GameState, player: str, exclude: str = "") -> list[GameObject]:
    return [o for o in state.zone(Zone.GRAVEYARD, player) if o.id != exclude]


def why_no_evidence(state: GameState, player: str, n: int, exclude: str = "") -> str | None:
    """Why `player` can't collect evidence N now (701.59b), or None."""
    total = sum(_value(state, o) for o in evidence_cards(state, player, exclude))
    if total >= n:
        return None
    return (
        f"{name_of(state, player)} can't collect evidence {n}: the cards in their graveyard "
        f"have total mana value {total}"
    )


def collect_evidence(
    res: Resolution, player: str, n: int, what: str, rule: str, exclude: str = ""
) -> tuple[str, ...]:
    """Exile cards from the player's graveyard with total mana value N or greater (701.59a);
    returns them in order."""
    exiled: list[str] = []
    total = 0
    while True:
        left = [o for o in evidence_cards(res.state, player, exclude) if o.id not in exiled]
        if total < n:
            useful = [o for o in left if _value(res.state, o) > 0]
            options = tuple(Option(o.id, name_of(res.state, o.id)) for o in useful)
        else:
            options = (
                Option(STOP, "exile no more cards"),
                *(Option(o.id, name_of(res.state, o.id)) for o in left),
            )
        if not options or options == (Option(STOP, "exile no more cards"),):
            break
        if total < n and (
            len(options) == 1 or sum(_value(res.state, o) for o in left) + total == n
        ):
            pick = options[0].id  # every card with a mana value above 0 is needed: no choice
        else:
            pick = res.choose(
                player,
                DecisionKind.COST_OBJECT,
                f"{name_of(res.state, player)} exiles a card from their graveyard to collect "
                f"evidence {n} for {what} (total mana value {total} of {n})",
                options,
                rule,
                context=("evidence", what, len(exiled)),
            )
        if pick == STOP:
            break
        value = _value(res.state, res.state.object(pick))
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} exiles {name_of(res.state, pick)} (mana value "
            f"{value}) from their graveyard to collect evidence {n} for {what}",
            rule,
            RULE,
            objects=(pick,),
        )
        move(res, pick, Zone.EXILE)
        exiled.append(pick)
        total += value
    # "Whenever you collect evidence" (701.59a): as a cost or as an effect, once it is complete
    res.did(KeywordActionPerformed(player, "collect_evidence"))
    return tuple(exiled)
