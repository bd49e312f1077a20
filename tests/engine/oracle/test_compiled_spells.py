"""Spell abilities of instants and sorceries compiled from Oracle text (113.3a, 608.2): each
grammar production for effects, with a real card, on a board, cast and resolved."""

from __future__ import annotations

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.cache import COMPILED
from engine.rules.characteristics import chars
from engine.testing.oracle import settle
from engine.testing.scenario import board

pytestmark = pytest.mark.usefixtures("compiled_cards")


def two_player_board(
    hand: list[str],
    a_battlefield: tuple[str, ...] = (),
    b_battlefield: tuple[str, ...] = ("Grizzly Bears",),
) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": f"h{i}", "card": name} for i, name in enumerate(hand)],
            "battlefield": [{"id": f"a{i}", "card": n} for i, n in enumerate(a_battlefield)],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(5)],
        },
        {
            "id": "B",
            "battlefield": [{"id": f"b{i}", "card": n} for i, n in enumerate(b_battlefield)],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(5)],
        },
    )


def cast(state: GameState, card: str, *targets: str, mode: int = -1) -> tuple[GameState, list[str]]:
    action = {"type": "cast", "object": card, "targets": list(targets), "free": True}
    if mode >= 0:
        action["mode"] = mode
    first = settle(state, action)
    second = settle(first.state, {"type": "resolve"})
    rules = [rule for entry in (*first.log, *second.log) for rule in entry.rules]
    return second.state, rules


def test_bee_sting_deals_two_damage_to_any_target() -> None:
    # "~ deals 2 damage to any target." (120.3a: damage to a player is life loss)
    state, rules = cast(two_player_board(["Bee Sting"]), "h0", "B")
    assert state.player("B").life == 18
    assert "120.3a" in rules
    assert COMPILED.get("Bee Sting").label == "automated"  # type: ignore[union-attr]


def test_ancestral_recall_target_player_draws_three_cards() -> None:
    # "Target player draws three cards." (121.1)
    state, _ = cast(two_player_board(["Ancestral Recall"]), "h0", "A")
    assert len(state.zone(Zone.HAND, "A")) == 3
    assert len(state.zone(Zone.LIBRARY, "A")) == 2


def test_aerial_predation_destroys_a_flyer_and_gains_two_life() -> None:
    # "Destroy target creature with flying. You gain 2 life." (701.8a, 119.3)
    state = two_player_board(["Aerial Predation"], b_battlefield=("Ornithopter",))
    state, rules = cast(state, "h0", "b0")
    assert state.object("b0").zone is Zone.GRAVEYARD
    assert state.player("A").life == 22
    assert "701.8a" in rules


def test_call_the_cavalry_creates_two_knights_with_vigilance() -> None:
    # "Create two 2/2 white Knight creature tokens with vigilance." (111.1)
    state, rules = cast(two_player_board(["Call the Cavalry"]), "h0")
    knights = [o for o in state.battlefield if o.token]
    assert len(knights) == 2
    c = chars(state, knights[0])
    assert (c.power, c.toughness, c.colors, c.subtypes, c.has("vigilance")) == (
        2,
        2,
        ("W",),
        ("Knight",),
        True,
    )
    assert "111.1" in rules


def test_adamant_will_pumps_and_grants_until_end_of_turn() -> None:
    # "Target creature gets +2/+2 and gains indestructible until end of turn." (613.4c, 613.1f)
    state = two_player_board(["Adamant Will"], a_battlefield=("Grizzly Bears",))
    state, _ = cast(state, "h0", "a0")
    c = chars(state, state.object("a0"))
    assert (c.power, c.toughness, c.has("indestructible")) == (4, 4, True)


def test_dismiss_counters_a_spell_and_draws() -> None:
    # "Counter target spell. Draw a card." (701.6a)
    state = two_player_board(["Dismiss", "Grizzly Bears"])
    state = settle(state, {"type": "cast", "object": "h1", "targets": [], "free": True}).state
    state, rules = cast(state, "h0", "h1")
    assert state.object("h1").zone is Zone.GRAVEYARD
    assert len(state.zone(Zone.HAND, "A")) == 1
    assert "701.6a" in rules


def test_dark_banishing_destroys_and_it_cant_be_regenerated() -> None:
    # "Destroy target nonblack creature. It can't be regenerated." (701.19c)
    state, _ = cast(two_player_board(["Dark Banishing"]), "h0", "b0")
    assert state.object("b0").zone is Zone.GRAVEYARD


def test_disperse_returns_a_nonland_permanent_to_its_owners_hand() -> None:
    # "Return target nonland permanent to its owner's hand."
    state, _ = cast(two_player_board(["Disperse"]), "h0", "b0")
    assert state.object("b0").zone is Zone.HAND


def test_abrade_resolves_only_the_chosen_mode() -> None:
    # "Choose one — • ~ deals 3 damage to target creature. • Destroy target artifact." (700.2)
    state = two_player_board(["Abrade"], b_battlefield=("Grizzly Bears", "Ornithopter"))
    state, rules = cast(state, "h0", "b1", mode=1)
    assert state.object("b1").zone is Zone.GRAVEYARD  # the artifact mode
    assert state.object("b0").damage == 0  # not the damage mode
    assert "701.8a" in rules


def test_dromars_charm_gains_life_in_its_first_mode() -> None:
    state, _ = cast(two_player_board(["Dromar's Charm"]), "h0", mode=0)
    assert state.player("A").life == 25


@pytest.mark.parametrize(
    "name", ["Legerdemain", "Provoke", "Pulse of Murasa", "Temporary Insanity"]
)
def test_puzzle_spells_with_related_and_counted_targets_compile_automated(name: str) -> None:
    # Legerdemain: "... another target permanent that shares one of those types with it"
    # (115.1, 701.12b); Provoke: "That creature blocks this turn if able." (509.1c); Pulse of
    # Murasa: "target creature or land card from a graveyard"; Temporary Insanity: "target
    # creature with power less than the number of cards in your graveyard" (115.1)
    compiled = COMPILED.get(name)
    assert compiled is not None and compiled.label == "automated", compiled
    assert compiled.printed == compiled.normalized
