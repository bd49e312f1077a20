"""Learn (701.48a): the player may discard a card and, if they do, draw a card; if they didn't
discard, they may reveal a Lesson card (205.3k) they own from outside the game and put it into
their hand. One choice as the instruction applies (a pending decision): a card of their hand to
discard, a Lesson among the cards they own outside the game (Player.outside_game, 400.11: the
scenario lists them; none listed, they have none), or neither.

A Lesson brought in is a new object in its owner's hand (400.11b) and leaves the list of cards
outside the game.
"""

from __future__ import annotations

from engine.cards.registry import card_def
from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import GameObject, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import discard, draw_cards, into_hand_from_outside_the_game

LESSON = "Lesson"
_DISCARD = "discard:"
_LESSON = "lesson:"
NOTHING = "nothing"


def lessons_outside(res: Resolution, player: str) -> tuple[str, ...]:
    """The names of the Lesson cards `player` owns outside the game, once each."""
    names = res.state.player(player).outside_game
    found = (n for n in names if (d := card_def(res.state, n)) is not None and LESSON in d.subtypes)
    return tuple(dict.fromkeys(found))


@instruction_kind("learn")
def _learn(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        if res.state.find_player(player) is not None:
            learn(res, player)


def learn(res: Resolution, player: str) -> None:
    state = res.state
    who = name_of(state, player)
    hand: dict[str, GameObject] = {}
    for obj in state.zone(Zone.HAND, player):
        hand.setdefault(obj.card, obj)  # cards of one name are one choice
    options = (
        *(
            Option(f"{_DISCARD}{o.id}", f"discard {name_of(state, o)}, then draw")
            for o in hand.values()
        ),
        *(
            Option(f"{_LESSON}{n}", f"reveal {n} from outside the game")
            for n in lessons_outside(res, player)
        ),
        Option(NOTHING, "neither"),
    )
    answer = (
        NOTHING
        if len(options) == 1
        else res.choose(
            player, DecisionKind.MAY, f"{who} learns", options, "701.48a", context=("learn", player)
        )
    )
    if answer.startswith(_DISCARD):
        card = answer.removeprefix(_DISCARD)
        res.note(
            LogKind.EVENT,
            f"{who} learns: discards {name_of(res.state, card)}, then draws a card",
            "701.48a",
            objects=(card,),
        )
        discard(res, player, card)
        draw_cards(res, player, 1)
    elif answer.startswith(_LESSON):
        _bring_in(res, player, answer.removeprefix(_LESSON))
    else:
        res.note(LogKind.EVENT, f"{who} learns: neither discards nor reveals a Lesson", "701.48a")


def _bring_in(res: Resolution, player: str, name: str) -> None:
    """A Lesson revealed from outside the game and put into its owner's hand (701.48a, 400.11b)."""
    card_id = into_hand_from_outside_the_game(res, player, name)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} learns: reveals {name} from outside the game and puts it "
        "into their hand",
        "701.48a",
        "701.20a",
        "400.11b",
        objects=(card_id,),
    )
