"""Ward costs that choose objects or aren't a fixed number (702.21a, paid as the ability resolves,
118.12a), with cards of the 2026 card file compiled from their Oracle text: Vein Ripper
("Ward—Sacrifice a creature."), Valgavoth, Terror Eater ("Ward—Sacrifice three nonland
permanents."), Raubahn, Bull of Ala Mhigo (2/2, "Ward—Pay life equal to Raubahn's power."),
The Serpent Society ("Ward—Get five poison counters.") and Alpharael, Stonechosen ("Ward—Discard
a card at random."), Sauron, the Dark Lord ("Ward—Sacrifice a legendary artifact or legendary
creature.") and Ulamog's Dreadsire ("Ward—Sacrifice a permanent with mana value 1 or greater.").
Lightning Bolt, cast by the opponent, targets the warded creature."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import use_cards

RIPPER = "Vein Ripper"
VALGAVOTH = "Valgavoth, Terror Eater"
RAUBAHN = "Raubahn, Bull of Ala Mhigo"
SOCIETY = "The Serpent Society"
ALPHARAEL = "Alpharael, Stonechosen"
SAURON = "Sauron, the Dark Lord"
DREADSIRE = "Ulamog's Dreadsire"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, RIPPER, VALGAVOTH, RAUBAHN, SOCIETY, ALPHARAEL, SAURON, DREADSIRE)


def _bolting(card: str, **a: Any) -> GameState:
    """A casts Lightning Bolt at B's creature with ward; the ward ability triggers (603.2)."""
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}, *a.pop("hand", [])], **a},
        {"id": "B", "battlefield": [{"id": "warded", "card": card}]},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["warded"], "free": True})
    assert len(cast.state.zone(Zone.STACK)) == 2  # Lightning Bolt and the ward ability above it
    return cast.state


def _bears(n: int) -> list[dict[str, str]]:
    return [{"id": f"bear{i}", "card": "Grizzly Bears"} for i in range(n)]


def test_702_21a_sacrificing_a_creature_pays_ward() -> None:
    state = _bolting(RIPPER, battlefield=[*_bears(1), {"id": "forest", "card": "Forest"}])
    paid = play(state, RESOLVE, ["pay"])
    assert paid.state.object("bear0").zone is Zone.GRAVEYARD
    assert paid.state.object("forest").zone is Zone.BATTLEFIELD
    assert paid.state.object("bolt").zone is Zone.STACK  # not countered
    assert cites(paid.log, "701.21a") and cites(paid.log, "118.12a")


def test_118_3_no_creature_to_sacrifice_leaves_only_the_counter() -> None:
    state = _bolting(RIPPER, battlefield=[{"id": "forest", "card": "Forest"}])
    assert [o.id for o in pending(state, RESOLVE).pending.options] == ["decline"]
    done = play(state, RESOLVE, ["decline"])
    assert done.state.object("bolt").zone is Zone.GRAVEYARD  # countered (701.6a)


def test_702_21a_three_nonland_permanents_are_sacrificed_and_lands_stay() -> None:
    lands = [{"id": f"f{i}", "card": "Forest"} for i in range(3)]
    state = _bolting(VALGAVOTH, battlefield=[*_bears(3), *lands])
    paid = play(state, RESOLVE, ["pay"])
    assert all(paid.state.object(f"bear{i}").zone is Zone.GRAVEYARD for i in range(3))
    assert all(paid.state.object(f"f{i}").zone is Zone.BATTLEFIELD for i in range(3))
    short = _bolting(VALGAVOTH, battlefield=[*_bears(2), *lands])
    assert [o.id for o in pending(short, RESOLVE).pending.options] == ["decline"]


def test_702_21b_life_equal_to_the_warded_creatures_power_as_the_ability_resolves() -> None:
    paid = play(_bolting(RAUBAHN), RESOLVE, ["pay"])
    assert paid.state.player("A").life == 18  # Raubahn's power, 2
    assert cites(paid.log, "702.21b") and paid.state.object("bolt").zone is Zone.STACK
    low = _bolting(RAUBAHN, life=1)
    assert [o.id for o in pending(low, RESOLVE).pending.options] == ["decline"]


def test_702_21a_getting_five_poison_counters_pays_ward() -> None:
    paid = play(_bolting(SOCIETY), RESOLVE, ["pay"])
    assert paid.state.player("A").poison == 5
    assert paid.state.object("bolt").zone is Zone.STACK


def test_701_9b_a_card_discarded_at_random_pays_ward() -> None:
    state = _bolting(ALPHARAEL, hand=[{"id": "forest", "card": "Forest"}])
    paid = play(state, RESOLVE, ["pay"])
    assert paid.state.object("forest").zone is Zone.GRAVEYARD
    assert cites(paid.log, "701.9b")
    empty = _bolting(ALPHARAEL)
    assert [o.id for o in pending(empty, RESOLVE).pending.options] == ["decline"]


def _bolting_sauron(battlefield: list[dict[str, str]]) -> GameState:
    """Sauron's ward and "whenever an opponent casts a spell, amass Orcs 1" trigger together:
    B puts the amass trigger on the stack first, so the ward ability resolves first (603.3b)."""
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}], "battlefield": battlefield},
        {"id": "B", "battlefield": [{"id": "warded", "card": SAURON}]},
    )
    cast = {"type": "cast", "object": "bolt", "targets": ["warded"], "free": True}
    asked = pending(state, cast)
    amass = next(o.id for o in asked.pending.options if "amass" in o.label.lower())
    return play(state, cast, [amass]).state


def test_205_4a_only_a_legendary_creature_pays_saurons_ward() -> None:
    mine = [*_bears(1), {"id": "isamaru", "card": "Isamaru, Hound of Konda"}]
    paid = play(_bolting_sauron(mine), RESOLVE, ["pay"])
    assert paid.state.object("isamaru").zone is Zone.GRAVEYARD  # the only legendary one
    assert paid.state.object("bear0").zone is Zone.BATTLEFIELD
    plain = _bolting_sauron(_bears(2))
    assert [o.id for o in pending(plain, RESOLVE).pending.options] == ["decline"]


def test_202_3_a_land_has_mana_value_0_and_cant_pay_the_dreadsires_ward() -> None:
    lands = [{"id": "forest", "card": "Forest"}]
    paid = play(_bolting(DREADSIRE, battlefield=[*_bears(1), *lands]), RESOLVE, ["pay"])
    assert paid.state.object("bear0").zone is Zone.GRAVEYARD
    assert paid.state.object("forest").zone is Zone.BATTLEFIELD
    only_lands = _bolting(DREADSIRE, battlefield=lands)
    assert [o.id for o in pending(only_lands, RESOLVE).pending.options] == ["decline"]
