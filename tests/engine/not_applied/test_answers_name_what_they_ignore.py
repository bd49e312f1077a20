"""Every answer lists the cards in play whose text the engine doesn't apply (issue 32 point 1):
static and replacement text included, not only what is cast, activated or triggers. The list
is on the result of `apply` and `explore` (`not_applied`), in each card's own words with "~" as
its name, and `python -m engine run` prints it."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine.__main__ import run
from engine.core.state import Effect, Params, Zone
from engine.game.play import explore
from engine.rules.unapplied import not_applied, summary
from engine.testing.scenario import board, play

pytestmark = pytest.mark.usefixtures("cards_2026")

Place = Callable[[str, str], dict[str, Any]]

# Vorinclex, Monstrous Raider's replacements (the engine doesn't read them: they act on players'
# counters too, and halve an opponent's).
VORINCLEX = "Vorinclex, Monstrous Raider"
COUNTERS = (
    "If you would put one or more counters on a permanent or player, put twice that many of "
    "each of those kinds of counters on that permanent or player instead."
)
TOKENS = (
    "If an opponent would put one or more counters on a permanent or player, they put half "
    "that many of each of those kinds of counters on that permanent or player instead, "
    "rounded down."
)
UNPREVENTABLE = "Combat damage that would be dealt by creatures you control can't be prevented."


def test_vorinclex_and_ajani_vengeant_the_answer_says_vorinclex_is_ignored(
    placed: Place,
) -> None:
    """Ajani enters with 3 loyalty (306.5b, 614.1c) as the engine applies it; Vorinclex's
    replacement (not applied) would make it 6, and the answer says, first, that it ignores it."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [placed(VORINCLEX, "ds")],
            "hand": [placed("Ajani Vengeant", "jace")],
        },
        {"id": "B", "name": "Bob"},
    )
    cast = play(state, {"type": "cast", "object": "jace", "free": True})
    result = play(cast.state, {"type": "resolve"})
    assert result.state.object("jace").zone is Zone.BATTLEFIELD
    assert result.state.object("jace").counters.get("loyalty") == 3
    by_name = {e.name: e for e in result.not_applied}
    assert by_name[VORINCLEX].sentences == (COUNTERS, TOKENS)
    assert by_name[VORINCLEX].zone == "battlefield"
    # Every sentence of Ajani is applied (its −7's "all lands target player controls": 611.2c),
    # so the answer doesn't list it.
    assert "Ajani Vengeant" not in by_name
    lead = summary(result.not_applied)
    assert lead.startswith("Not applied: ")
    assert f"{VORINCLEX} — ‘{COUNTERS}’ ‘{TOKENS}’ This answer ignores them." in lead
    # No internal id anywhere in what the answer says.
    assert "ds" not in {e.name for e in result.not_applied}


def test_questing_beast_against_protection_its_unpreventable_damage_static_is_applied() -> None:
    """702.16e, 615.12: Bob's protection from everything would prevent the Beast's combat
    damage, which its static ability says can't be prevented: the damage is dealt, and the
    answer doesn't list that sentence as ignored though nothing was cast or triggered."""
    protection = {
        "id": "pro",
        "kind": "protection",
        "controller": "B",
        "params": {"protected": "B", "from": "everything"},
    }
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "qb", "card": "Questing Beast"}]},
        {"id": "B", "name": "Bob"},
        effects=[protection],
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"qb": "B"}})
    result = play(attacked.state, {"type": "advance", "to": "combat_damage"})
    assert result.state.player("B").life == 16  # not prevented (615.12)
    ignored = [s for e in result.not_applied if e.name == "Questing Beast" for s in e.sentences]
    assert UNPREVENTABLE not in ignored
    assert all("~" not in s for s in ignored)


def test_explore_carries_the_list_of_its_start_and_outcomes(placed: Place) -> None:
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [placed(VORINCLEX, "ds")]},
        {"id": "B", "name": "Bob", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    exploration = explore(
        state, {"type": "deal_damage", "source": "ds", "target": "bears", "amount": 1}
    )
    assert [e.name for e in exploration.not_applied] == [VORINCLEX]


def test_a_fully_applied_board_lists_nothing() -> None:
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "b1", "card": "Grizzly Bears"}]},
        {"id": "B", "name": "Bob", "battlefield": [{"id": "b2", "card": "Grizzly Bears"}]},
    )
    result = play(state, {"type": "deal_damage", "source": "b1", "target": "b2", "amount": 1})
    assert result.not_applied == ()
    assert summary(result.not_applied) == ""


def test_outside_the_battlefield_only_text_working_from_that_zone_counts() -> None:
    """113.6: a card in a graveyard counts for a sentence that acts from there; its enters
    trigger, which works only on the battlefield, doesn't."""
    phoenix = {
        "types": ["Creature"],
        "power": 2,
        "toughness": 2,
        "keywords": ["Flying"],
        "oracle_text": (
            "Flying\nWhen Ashen Test Bird enters, draw a card.\n"
            "At the beginning of your upkeep, if Ashen Test Bird is in your graveyard, return "
            "it to the battlefield."
        ),
    }
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "graveyard": [{"id": "bird", "card": "Ashen Test Bird", "characteristics": phoenix}],
            "hand": [{"id": "bird2", "card": "Ashen Test Bird", "characteristics": phoenix}],
        },
        {"id": "B", "name": "Bob"},
    )
    (bird,) = not_applied(state)
    assert bird.name == "Ashen Test Bird"
    assert bird.zone == "graveyard"
    assert bird.sentences == (
        "At the beginning of your upkeep, if Ashen Test Bird is in your graveyard, return it "
        "to the battlefield.",
    )


def test_a_judges_stand_in_labels_the_card_it_stands_in_for(placed: Place) -> None:
    """The hook for a judge's stand-in: an effect in force standing in for the card (`stands_in_for`)
    keeps the card listed, labelled with the stand-in, so the answer says it depends on it."""
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [placed(VORINCLEX, "ds")]},
        {"id": "B", "name": "Bob"},
    )
    stand_in = Effect(
        "judge1",
        "put_more_counters",
        "A",
        params=Params({"description": "counters doubled"}),
        stands_in_for="ds",
    )
    (entry,) = not_applied(replace(state, effects=(stand_in,)))
    assert entry.stand_ins == ("counters doubled",)
    assert "This answer uses the judge's stand-in for it (counters doubled)." in entry.text()


def test_engine_run_prints_the_list_for_a_card_given_inline(tmp_path: Path) -> None:
    """A card the engine knows only by the characteristics and Oracle text the builder gives
    inline: every sentence but its applied keywords is listed."""
    document = {
        "players": [
            {
                "id": "A",
                "name": "Alice",
                "battlefield": [
                    {
                        "id": "o1",
                        "card": "Doubling Season Inline",
                        "characteristics": {
                            "types": ["Enchantment"],
                            "mana_cost": "{4}{G}",
                            "oracle_text": f"{TOKENS}\n{COUNTERS}",
                        },
                    }
                ],
            },
            {"id": "B", "name": "Bob"},
        ],
        "actions": [{"type": "gain_life", "player": "A", "amount": 1}],
    }
    path = tmp_path / "board.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    output = run(str(path))
    assert output["not_applied"] == [
        {
            "name": "Doubling Season Inline",
            "zone": "battlefield",
            "sentences": [TOKENS, COUNTERS],
            "stand_ins": [],
        }
    ]
    assert output["not_applied_summary"].startswith("Not applied: Doubling Season Inline — ")


def test_in_a_hand_only_an_ability_that_works_from_the_hand_counts() -> None:
    """702.29a: cycling is activated from the hand; the enters trigger isn't, and a card in a
    library is never in play."""
    cycler = {
        "types": ["Creature"],
        "power": 1,
        "toughness": 1,
        "keywords": ["Cycling"],
        "oracle_text": "When Test Cycler enters, draw a card.\nCycling {2} (reminder)",
    }
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "c1", "card": "Test Cycler", "characteristics": cycler}],
            "library": [{"id": "c2", "card": "Test Cycler", "characteristics": cycler}],
        },
        {"id": "B", "name": "Bob"},
    )
    (entry,) = not_applied(state)
    assert (entry.name, entry.zone, entry.sentences) == ("Test Cycler", "hand", ("Cycling {2}",))
