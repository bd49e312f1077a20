"""613.4c: a static bonus "for each" counted thing, compiled from real cards' Oracle text
(engine.oracle.grammar.counted_statics): the count is read continuously
(engine.rules.counted_effects), so the bonus follows the board."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play


def record(name: str, type_line: str, cost: str, text: str, pt: str = "") -> dict[str, Any]:
    found: dict[str, Any] = {
        "name": name,
        "type_line": type_line,
        "mana_cost": cost,
        "layout": "normal",
        "oracle_text": text,
    }
    if pt:
        found["power"], found["toughness"] = pt.split("/")
    return found


RECORDS = {
    r["name"]: r
    for r in (
        record(
            "Aura Gnarlid",
            "Creature — Beast",
            "{2}{G}",
            "Creatures with power less than Aura Gnarlid's power can't block it.\nAura Gnarlid "
            "gets +1/+1 for each Aura on the battlefield.",
            "2/2",
        ),
        record(
            "Ancestral Mask",
            "Enchantment — Aura",
            "{2}{G}",
            "Enchant creature\nEnchanted creature gets +2/+2 for each other enchantment on the "
            "battlefield.",
        ),
        record(
            "Grim Strider",
            "Creature — Horror",
            "{3}{B}",
            "Grim Strider gets -1/-1 for each card in your hand.",
            "6/6",
        ),
        record(
            "Mycosynth Fiend",
            "Creature — Phyrexian Horror",
            "{2}{G}",
            "Mycosynth Fiend gets +1/+1 for each poison counter your opponents have.",
            "2/2",
        ),
        record(
            "Wight of Precinct Six",
            "Creature — Zombie",
            "{1}{B}",
            "Wight of Precinct Six gets +1/+1 for each creature card in your opponents' "
            "graveyards.",
            "1/1",
        ),
        record(
            "Timberpack Wolf",
            "Creature — Wolf",
            "{1}{G}",
            "Timberpack Wolf gets +1/+1 for each other creature you control named Timberpack Wolf.",
            "2/2",
        ),
        record(
            "Glaive of the Guildpact",
            "Artifact — Equipment",
            "{2}",
            "Equipped creature gets +1/+0 for each Gate you control and has vigilance and "
            "menace.\nEquip {3}",
        ),
        record("Test Gate", "Land — Gate", "", "{T}: Add {C}."),
        record(
            "Pacifism",
            "Enchantment — Aura",
            "{1}{W}",
            "Enchant creature\nEnchanted creature can't attack or block.",
        ),
        record("Crusade", "Enchantment", "{W}{W}", "White creatures get +1/+1."),
    )
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(set(RECORDS) - {"Test Gate", "Pacifism", "Crusade"}))
def test_the_card_is_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def game(a: list[dict[str, Any]], b: list[dict[str, Any]] = (), **doc: Any) -> GameState:  # type: ignore[assignment]
    alice = {"id": "A", "name": "Alice", "battlefield": a, **doc.pop("alice", {})}
    bob = {"id": "B", "name": "Bob", "battlefield": list(b), **doc.pop("bob", {})}
    return board(alice, bob, **doc)


def pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def test_aura_gnarlid_counts_every_players_auras() -> None:
    alone = game([{"id": "g", "card": "Aura Gnarlid"}])
    assert pt(alone, "g") == (2, 2)
    auras = game(
        [{"id": "g", "card": "Aura Gnarlid"}, {"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "p", "card": "Pacifism", "attached_to": "bears"}],
    )
    assert pt(auras, "g") == (3, 3)


def test_ancestral_mask_counts_other_enchantments_not_itself() -> None:
    masked = game(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "mask", "card": "Ancestral Mask", "attached_to": "bears"},
        ]
    )
    assert pt(masked, "bears") == (2, 2)  # the Mask itself isn't "other"
    more = game(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "mask", "card": "Ancestral Mask", "attached_to": "bears"},
            {"id": "crusade", "card": "Crusade"},
        ],
        [
            {"id": "bob_bears", "card": "Grizzly Bears"},
            {"id": "p", "card": "Pacifism", "attached_to": "bob_bears"},
        ],
    )
    assert pt(more, "bears") == (6, 6)  # two others, +2/+2 each


def test_grim_strider_shrinks_for_each_card_in_its_controllers_hand() -> None:
    hand = [{"id": f"h{i}", "card": "Forest"} for i in range(2)]
    bobs = [{"id": "bob_card", "card": "Forest"}]
    state = game([{"id": "s", "card": "Grim Strider"}], alice={"hand": hand}, bob={"hand": bobs})
    assert pt(state, "s") == (4, 4)


def test_grim_strider_with_six_cards_in_hand_dies_704_5f() -> None:
    """Six cards in hand make it 0/0: state-based actions put it into the graveyard."""
    hand = [{"id": f"h{i}", "card": "Forest"} for i in range(6)]
    state = game(
        [{"id": "s", "card": "Grim Strider"}, {"id": "m", "card": "Mountain"}],
        alice={"hand": hand[:5] + [{"id": "bolt", "card": "Lightning Bolt"}]},
    )
    assert pt(state, "s") == (0, 0)
    # any action lets state-based actions be checked (704.3)
    result = play(state, {"type": "activate", "object": "m", "ability": 0})
    assert result.state.object("s").zone.value == "graveyard"
    assert cites(result.log, "704.5f")


def test_mycosynth_fiend_adds_up_its_opponents_poison_counters() -> None:
    state = game([{"id": "f", "card": "Mycosynth Fiend"}], alice={"poison": 4}, bob={"poison": 3})
    assert pt(state, "f") == (5, 5)


def test_wight_of_precinct_six_counts_creature_cards_in_opponents_graveyards() -> None:
    def yard(owner: str, cards: list[str]) -> list[dict[str, Any]]:
        return [{"id": f"{owner}{i}", "card": c} for i, c in enumerate(cards)]

    state = game(
        [{"id": "w", "card": "Wight of Precinct Six"}],
        alice={"graveyard": yard("a", ["Grizzly Bears"])},
        bob={"graveyard": yard("b", ["Grizzly Bears", "Hill Giant", "Forest"])},
    )
    assert pt(state, "w") == (3, 3)


def test_timberpack_wolf_counts_the_other_wolves_of_its_name() -> None:
    wolves = game(
        [
            {"id": "w1", "card": "Timberpack Wolf"},
            {"id": "w2", "card": "Timberpack Wolf"},
            {"id": "w3", "card": "Timberpack Wolf"},
            {"id": "bears", "card": "Grizzly Bears"},
        ],
        [{"id": "w4", "card": "Timberpack Wolf"}],
    )
    assert pt(wolves, "w1") == (4, 4) and pt(wolves, "w4") == (2, 2)


def test_glaive_of_the_guildpact_counts_gates_and_grants_vigilance_and_menace() -> None:
    state = game(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "glaive", "card": "Glaive of the Guildpact", "attached_to": "bears"},
            {"id": "g1", "card": "Test Gate"},
            {"id": "g2", "card": "Test Gate"},
        ],
    )
    c = chars(state, state.object("bears"))
    assert (c.power, c.toughness) == (4, 2)
    assert {"vigilance", "menace"} <= c.keywords
