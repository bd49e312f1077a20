"""611.3a: static abilities that apply only while a condition holds, compiled from real cards'
Oracle text (engine.oracle.grammar.conditional_statics, engine.rules.static_conditions):

- delirium (207.2c): the card types (205.2a) among cards in your graveyard;
- descend 4 (207.2c): the permanent cards (110.4a) in your graveyard;
- the city's blessing (702.131c);
- "During your turn, ~ has first strike." (the active player, 102.1);
- a restriction beside the bonus: "... gets +2/+2 and can't block." (509.1a), checked
  continuously like the bonus."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play


def creature(name: str, cost: str, pt: str, text: str, type_line: str) -> dict[str, Any]:
    power, toughness = pt.split("/")
    return {
        "name": name,
        "type_line": type_line,
        "mana_cost": cost,
        "power": power,
        "toughness": toughness,
        "layout": "normal",
        "oracle_text": text,
    }


RECORDS = {
    r["name"]: r
    for r in (
        creature(
            "Desperate Sentry",
            "{2}{W}",
            "1/2",
            "When Desperate Sentry dies, create a 3/2 colorless Eldrazi Horror creature token.\n"
            "Delirium — Desperate Sentry gets +3/+0 as long as there are four or more card types "
            "among cards in your graveyard.",
            "Creature — Human Soldier",
        ),
        creature(
            "Backwoods Survivalists",
            "{3}{G}",
            "4/3",
            "Delirium — Backwoods Survivalists gets +1/+1 and has trample as long as there are "
            "four or more card types among cards in your graveyard.",
            "Creature — Human Warrior",
        ),
        creature(
            "Basking Capybara",
            "{1}{G}",
            "1/3",
            "Descend 4 — Basking Capybara gets +3/+0 as long as there are four or more permanent "
            "cards in your graveyard.",
            "Creature — Capybara",
        ),
        creature(
            "Dusk Charger",
            "{3}{B}",
            "3/3",
            "Ascend (If you control ten or more permanents, you get the city's blessing for the "
            "rest of the game.)\nDusk Charger gets +2/+2 as long as you have the city's blessing.",
            "Creature — Horse",
        ),
        creature(
            "Bearer of Glory",
            "{1}{W}",
            "2/1",
            "During your turn, this creature has first strike.\n{4}{W}: Creatures you control "
            "get +1/+1 until end of turn.",
            "Creature — Human Soldier",
        ),
        creature(
            "Childhood Horror",
            "{3}{B}",
            "2/2",
            "Flying\nThreshold — As long as seven or more cards are in your graveyard, Childhood "
            "Horror gets +2/+2 and can't block.",
            "Creature — Horror",
        ),
    )
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_is_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def game(a: list[dict[str, Any]], b: list[dict[str, Any]] = (), **doc: Any) -> GameState:  # type: ignore[assignment]
    alice = {"id": "A", "name": "Alice", "battlefield": a, **doc.pop("alice", {})}
    bob = {"id": "B", "name": "Bob", "battlefield": list(b), **doc.pop("bob", {})}
    return board(alice, bob, **doc)


def yard(*cards: str) -> dict[str, Any]:
    return {"graveyard": [{"id": f"g{i}", "card": c} for i, c in enumerate(cards)]}


def pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def keywords(state: GameState, obj: str) -> frozenset[str]:
    return chars(state, state.object(obj)).keywords


# Instant, creature, land: three card types (205.2a).
THREE_TYPES = ("Lightning Bolt", "Grizzly Bears", "Forest")


def test_delirium_counts_card_types_not_cards_in_your_own_graveyard() -> None:
    sentry = [{"id": "s", "card": "Desperate Sentry"}]
    three = game(sentry, alice=yard(*THREE_TYPES, "Hill Giant", "Mountain"))
    assert pt(three, "s") == (1, 2)  # five cards, three card types
    four = game(sentry, alice=yard(*THREE_TYPES, "Sol Ring"))
    assert pt(four, "s") == (4, 2)
    report = engine.characteristics_report(four)["s"]
    assert any(entry["layer"] == "613.4c" for entry in report["breakdown"])
    # Bob's graveyard isn't Alice's: "your graveyard"
    theirs = game(sentry, bob=yard(*THREE_TYPES, "Sol Ring"))
    assert pt(theirs, "s") == (1, 2)


def test_delirium_gives_the_bonus_and_trample_together() -> None:
    survivalists = [{"id": "w", "card": "Backwoods Survivalists"}]
    without = game(survivalists, alice=yard(*THREE_TYPES))
    assert pt(without, "w") == (4, 3) and "trample" not in keywords(without, "w")
    delirious = game(survivalists, alice=yard(*THREE_TYPES, "Sol Ring"))
    assert pt(delirious, "w") == (5, 4) and "trample" in keywords(delirious, "w")


def test_descend_counts_permanent_cards_only() -> None:
    capybara = [{"id": "c", "card": "Basking Capybara"}]
    # An instant isn't a permanent card (110.4a): three permanent cards.
    spells = game(capybara, alice=yard("Lightning Bolt", "Grizzly Bears", "Forest", "Sol Ring"))
    assert pt(spells, "c") == (1, 3)
    permanents = game(capybara, alice=yard("Hill Giant", "Grizzly Bears", "Forest", "Sol Ring"))
    assert pt(permanents, "c") == (4, 3)


def test_the_citys_blessing_is_the_controllers_designation() -> None:
    charger = [{"id": "h", "card": "Dusk Charger"}]
    assert pt(game(charger), "h") == (3, 3)
    blessed = game(charger, alice={"designations": ["citys_blessing"]})
    assert pt(blessed, "h") == (5, 5)
    # Bob's blessing isn't Alice's
    assert pt(game(charger, bob={"designations": ["citys_blessing"]}), "h") == (3, 3)


def test_during_your_turn_first_strike_kills_a_blocker_first_510_4() -> None:
    """On Alice's turn the 2/1 kills a blocking 2/2 in the first-strike damage step (510.4)."""
    state = game(
        [{"id": "glory", "card": "Bearer of Glory"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    assert "first strike" in keywords(state, "glory")
    attacked = play(state, {"type": "attack", "attackers": {"glory": "B"}}).state
    blockers = play(attacked, {"type": "advance"}).state
    blocked = play(blockers, {"type": "block", "blockers": {"bears": "glory"}}).state
    result = play(blocked, {"type": "advance", "to": "end_of_combat"})
    assert cites(result.log, "510.4")
    assert result.state.object("bears").zone.value == "graveyard"
    assert result.state.object("glory").zone.value == "battlefield"


def test_during_an_opponents_turn_it_has_no_first_strike() -> None:
    theirs = game([{"id": "glory", "card": "Bearer of Glory"}], turn={"active_player": "B"})
    assert "first strike" not in keywords(theirs, "glory")


def blocking_on_bobs_turn(horror_yard: dict[str, Any]) -> GameState:
    """Bob's Grizzly Bears attack Alice, whose Childhood Horror may block."""
    state = game(
        [{"id": "horror", "card": "Childhood Horror"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
        alice=horror_yard,
        turn={"number": 3, "active_player": "B", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"bears": "A"}}).state
    return play(attacked, {"type": "advance"}).state


def test_threshold_gives_the_bonus_and_the_blocking_restriction_together_509_1a() -> None:
    seven = blocking_on_bobs_turn(yard(*(["Forest"] * 7)))
    assert pt(seven, "horror") == (4, 4)
    with pytest.raises(IllegalAction) as refused:
        play(seven, {"type": "block", "blockers": {"horror": "bears"}})
    assert refused.value.rule == "509.1a"


def test_below_threshold_it_can_block() -> None:
    six = blocking_on_bobs_turn(yard(*(["Forest"] * 6)))
    assert pt(six, "horror") == (2, 2)
    after = play(six, {"type": "block", "blockers": {"horror": "bears"}}).state
    assert after.combat is not None and after.combat.blockers_of("bears") == ("horror",)
