"""Undying creatures whose other abilities meet the returned object (400.7): Strangleroot Geist's
haste lets the new object attack at once (702.10b, 302.6), Geralf's Messenger enters tapped
(614.1d) and its enters trigger targets an opponent as it goes on the stack (603.3d)."""

from __future__ import annotations

from engine.cards.registry import REGISTRY
from engine.core.state import GameState, Zone
from engine.game.automation import is_automated
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RESOLVE = {"type": "resolve"}
UNDYING_CARDS = (
    "Young Wolf",
    "Butcher Ghoul",
    "Nearheath Stalker",
    "Strangleroot Geist",
    "Hound of Griselbrand",
    "Vengeful Vampire",
    "Vorapede",
    "Evernight Shade",
    "Geralf's Messenger",
    "Geralf's Mindcrusher",
)


def killed(card: str) -> GameState:
    """A's `card` [c] is destroyed by A's Murder; its undying ability waits on the stack."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "c", "card": card}],
        },
        {"id": "B", "life": 10},
    )
    cast = {"type": "cast", "object": "murder", "targets": ["c"], "free": True}
    return play(play(state, cast).state, RESOLVE).state


def test_every_undying_card_is_automated_by_its_keyword_alone() -> None:
    for name in UNDYING_CARDS:
        card = REGISTRY.get(name)
        assert card is not None and is_automated(card), name
        assert "Undying" in card.keywords
        assert not any(getattr(a, "keyword", "") == "Undying" for a in card.abilities)


def test_strangleroot_geist_returns_and_attacks_with_haste() -> None:
    died = killed("Strangleroot Geist")
    back = play(died, RESOLVE).state
    assert back.object("c").zone is Zone.BATTLEFIELD
    assert not back.object("c").controlled_since_turn_start  # a new object (302.6)
    combat = play(back, {"type": "advance", "to": "declare_attackers"}).state
    attacked = play(combat, {"type": "attack", "attackers": {"c": "B"}})
    assert attacked.state.combat is not None
    assert attacked.state.combat.attackers == (("c", "B"),)


def test_geralfs_messenger_returns_tapped_and_drains_the_opponent_again() -> None:
    died = killed("Geralf's Messenger")
    back = play(died, RESOLVE)
    messenger = back.state.object("c")
    assert messenger.zone is Zone.BATTLEFIELD and messenger.tapped
    assert messenger.counters.to_json() == {"+1/+1": 1}
    (trigger,) = back.state.zone(Zone.STACK)
    assert trigger.stack is not None and trigger.stack.targets == ("B",)
    assert cites(back.log, "603.3d")  # the only opponent is the only legal target
    drained = play(back.state, RESOLVE).state
    assert drained.player("B").life == 8


def test_evernight_shade_pumped_then_returned_is_a_fresh_2_2() -> None:
    """The +1/+1 until end of turn was for the Shade that died (611.2c); the returned one is a
    new object (400.7): 1/1 printed plus its +1/+1 counter."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "c", "card": "Evernight Shade"}],
            "mana_pool": {"B": 1},
        },
        {"id": "B"},
    )
    pumped = play(play(state, {"type": "activate", "object": "c", "ability": 0}).state, RESOLVE)
    assert chars(pumped.state, pumped.state.object("c")).power == 2
    cast = {"type": "cast", "object": "murder", "targets": ["c"], "free": True}
    died = play(play(pumped.state, cast).state, RESOLVE).state
    back = play(died, RESOLVE).state
    shade = back.object("c")
    assert (chars(back, shade).power, chars(back, shade).toughness) == (2, 2)
