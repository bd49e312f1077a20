"""What happened this turn (engine.mechanics.turn_history): raid ("if you attacked this turn"),
morbid ("if a creature died this turn") and revolt ("if a permanent you controlled left the
battlefield this turn"), as intervening "if" clauses (603.4) and as conditions of entering with
counters (614.1c). The facts are bookkeeping effects until end of turn (514.2): they are saved
with the board and gone next turn. Each card is compiled from its Oracle text (card data)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.mechanics.turn_history import ATTACKED, CREATURE_DIED, PERMANENT_LEFT, happened
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play


def _creature(name: str, types: str, text: str, cost: str, pt: str) -> dict[str, Any]:
    power, toughness = pt.split("/")
    return {
        "name": name,
        "type_line": f"Creature — {types}",
        "oracle_text": text,
        "mana_cost": cost,
        "power": power,
        "toughness": toughness,
        "layout": "normal",
    }


CARDS = {
    r["name"]: r
    for r in (
        _creature(
            "Storm Fleet Pyromancer",
            "Human Pirate Wizard",
            "Raid — When Storm Fleet Pyromancer enters the battlefield, if you attacked this "
            "turn, Storm Fleet Pyromancer deals 2 damage to any target.",
            "{4}{R}",
            "3/2",
        ),
        _creature(
            "Festerhide Boar",
            "Boar",
            "Trample\nMorbid — Festerhide Boar enters the battlefield with two +1/+1 counters "
            "on it if a creature died this turn.",
            "{3}{G}",
            "3/3",
        ),
        _creature(
            "Greenwheel Liberator",
            "Elf Warrior",
            "Revolt — Greenwheel Liberator enters the battlefield with two +1/+1 counters on it "
            "if a permanent you controlled left the battlefield this turn.",
            "{1}{G}",
            "2/1",
        ),
        _creature(
            "Hollowhenge Scavenger",
            "Elemental",
            "Morbid — When Hollowhenge Scavenger enters the battlefield, if a creature died this "
            "turn, you gain 5 life.",
            "{3}{G}{G}",
            "4/5",
        ),
    )
}


@pytest.fixture(autouse=True)
def _compiled_from_their_text(compiled_from: Any) -> None:
    compiled_from(CARDS)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_card_compiles_automated_and_prints_back_its_text(name: str) -> None:
    compiled = compile_record(CARDS[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def game(
    hand: list[str], a: list[dict[str, Any]] | None = None, step: str = "precombat_main"
) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(hand)],
            "battlefield": a or [],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "giant", "card": "Hill Giant"}],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(3)],
        },
        turn={"number": 2, "active_player": "A", "step": step},
    )


def cast(state: GameState, obj: str, choices: tuple[str, ...] = ()) -> GameState:
    state = play(state, {"type": "cast", "object": obj, "free": True}).state
    return play(state, {"type": "resolve"}, choices=choices).state


def attacked(state: GameState) -> GameState:
    """Alice attacks Bob with her Grizzly Bears, Bob doesn't block: back to her second main."""
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    return play(state, {"type": "advance", "to": "postcombat_main"}).state


def kill(state: GameState, creature: str) -> GameState:
    """A creature dealt lethal damage dies as a state-based action (704.5g, 700.4)."""
    result = play(
        state, {"type": "deal_damage", "source": "giant", "target": creature, "amount": 5}
    )
    assert result.state.object(creature).zone is Zone.GRAVEYARD
    return result.state


# --- raid: an intervening "if" clause (603.4) ---------------------------------------------------


def test_storm_fleet_pyromancer_deals_two_damage_after_alice_attacked() -> None:
    state = attacked(
        game(
            ["Storm Fleet Pyromancer"],
            [{"id": "bears", "card": "Grizzly Bears"}],
            "declare_attackers",
        )
    )
    assert happened(state, ATTACKED, "A") and not happened(state, ATTACKED, "B")
    entered = play(
        play(state, {"type": "cast", "object": "h0", "free": True}).state,
        {"type": "resolve"},
        choices=("B",),
    )
    assert cites(entered.log, "603.2")
    dealt = play(entered.state, {"type": "resolve"})
    assert dealt.state.player("B").life == 18 - 2  # the Bears' 2 combat damage, then 2 more


def test_storm_fleet_pyromancer_doesnt_trigger_without_an_attack() -> None:
    state = game(["Storm Fleet Pyromancer"], [{"id": "bears", "card": "Grizzly Bears"}])
    state = play(state, {"type": "cast", "object": "h0", "free": True}).state
    entered = play(state, {"type": "resolve"})
    assert cites(entered.log, "603.4")  # the condition is false: it doesn't trigger
    assert not entered.state.zone(Zone.STACK) and not entered.state.pending_triggers
    assert entered.state.player("B").life == 20


# --- morbid and revolt: entering with counters (614.1c) ---------------------------------------


def test_festerhide_boar_enters_with_two_counters_after_a_creature_died() -> None:
    state = kill(game(["Festerhide Boar"], [{"id": "bears", "card": "Grizzly Bears"}]), "bears")
    assert happened(state, CREATURE_DIED)
    state = cast(state, "h0")
    boar = state.object("h0")
    assert boar.counter("+1/+1") == 2 and chars(state, boar).power == 5


def test_festerhide_boar_enters_without_counters_when_nothing_died() -> None:
    state = cast(game(["Festerhide Boar"]), "h0")
    assert state.object("h0").counter("+1/+1") == 0


def test_greenwheel_liberators_revolt_counts_only_its_controllers_permanents() -> None:
    # Bob's Hill Giant dying is a permanent that left the battlefield, but not Alice's.
    state = game(
        ["Greenwheel Liberator", "Greenwheel Liberator"], [{"id": "bears", "card": "Grizzly Bears"}]
    )
    state = play(
        state, {"type": "deal_damage", "source": "bears", "target": "giant", "amount": 5}
    ).state
    assert happened(state, PERMANENT_LEFT, "B") and not happened(state, PERMANENT_LEFT, "A")
    state = cast(state, "h0")
    assert state.object("h0").counter("+1/+1") == 0
    state = kill(state, "bears")
    state = cast(state, "h1")
    assert state.object("h1").counter("+1/+1") == 2


# --- morbid as an intervening "if" and the record's life --------------------------------------


def test_hollowhenge_scavenger_gains_five_life_after_a_creature_died() -> None:
    state = kill(
        game(["Hollowhenge Scavenger"], [{"id": "bears", "card": "Grizzly Bears"}]), "bears"
    )
    state = cast(state, "h0")
    assert play(state, {"type": "resolve"}).state.player("A").life == 25


def test_the_turns_history_is_saved_with_the_board_and_ends_with_the_turn() -> None:
    state = kill(
        game(["Hollowhenge Scavenger"], [{"id": "bears", "card": "Grizzly Bears"}]), "bears"
    )
    saved = dump(state)
    assert any(e["kind"] == "turn_history" for e in saved["effects"])
    reloaded = load(saved)
    assert happened(reloaded, CREATURE_DIED)
    # 514.2: "this turn" ends in the cleanup step: next turn nothing has died yet.
    next_turn = play(reloaded, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert next_turn.turn.number == 3 and not happened(next_turn, CREATURE_DIED)
