"""A spell's line that does something else "instead if" a condition of this turn holds
(608.2c, engine.oracle.grammar.instead_clauses): morbid's "if a creature died this turn"
(207.2c: an ability word, no rules meaning). Exactly one of the two instructions happens; "that
creature" is the earlier line's target and "~ deals 5 damage instead" goes where the 3 would
have. Each card is compiled from its Oracle text (card data)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play


def _instant(name: str, text: str, cost: str) -> dict[str, Any]:
    return {
        "name": name,
        "type_line": "Instant",
        "oracle_text": text,
        "mana_cost": cost,
        "layout": "normal",
    }


CARDS = {
    r["name"]: r
    for r in (
        _instant(
            "Hunger of the Howlpack",
            "Put a +1/+1 counter on target creature.\nMorbid — Put three +1/+1 counters on "
            "that creature instead if a creature died this turn.",
            "{G}",
        ),
        _instant(
            "Brimstone Volley",
            "Brimstone Volley deals 3 damage to any target.\nMorbid — Brimstone Volley deals 5 "
            "damage instead if a creature died this turn.",
            "{2}{R}",
        ),
        _instant(
            "Tragic Slip",
            "Target creature gets -1/-1 until end of turn.\nMorbid — That creature gets -13/-13 "
            "until end of turn instead if a creature died this turn.",
            "{B}",
        ),
        _instant(
            "Predator's Howl",
            "Create a 2/2 green Wolf creature token.\nMorbid — Create three 2/2 green Wolf "
            "creature tokens instead if a creature died this turn.",
            "{3}{G}",
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


def game(spell: str) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "spell", "card": spell}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "giant", "card": "Hill Giant"}],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(3)],
        },
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )


def elves_died(state: GameState) -> GameState:
    """Llanowar Elves are dealt lethal damage and die (704.5g, 700.4): morbid holds."""
    result = play(state, {"type": "deal_damage", "source": "giant", "target": "elves", "amount": 1})
    assert result.state.object("elves").zone is Zone.GRAVEYARD
    return result.state


def cast(state: GameState, targets: tuple[str, ...] = ()) -> Any:
    action: dict[str, Any] = {"type": "cast", "object": "spell", "free": True}
    if targets:
        action["targets"] = list(targets)
    state = play(state, action).state
    return play(state, {"type": "resolve"})


def test_hunger_of_the_howlpack_puts_one_counter_when_no_creature_died() -> None:
    result = cast(game("Hunger of the Howlpack"), ("bears",))
    bears = result.state.object("bears")
    assert bears.counter("+1/+1") == 1 and chars(result.state, bears).power == 3
    assert cites(result.log, "608.2c")  # the condition read: the "instead" doesn't apply


def test_hunger_of_the_howlpack_puts_three_counters_instead_after_a_creature_died() -> None:
    result = cast(elves_died(game("Hunger of the Howlpack")), ("bears",))
    bears = result.state.object("bears")
    # three counters, not one and then three (608.2c: "instead")
    assert bears.counter("+1/+1") == 3 and chars(result.state, bears).power == 5
    assert any("608.2c" in e.rules and "a creature died this turn" in e.text for e in result.log)


def test_brimstone_volley_deals_five_damage_to_its_target_instead() -> None:
    assert cast(game("Brimstone Volley"), ("B",)).state.player("B").life == 17
    assert cast(elves_died(game("Brimstone Volley")), ("B",)).state.player("B").life == 15


def test_the_creature_brimstone_volley_kills_doesnt_make_its_own_damage_five() -> None:
    # The 3 damage kills Hill Giant (a creature dies only as state-based actions are checked,
    # after the spell has resolved: 704.3), so the 5 never also happens.
    result = cast(game("Brimstone Volley"), ("giant",))
    assert result.state.object("giant").zone is Zone.GRAVEYARD
    assert not any(e.text.endswith("follows 'instead'") for e in result.log)


def test_tragic_slip_gives_minus_thirteen_after_a_creature_died() -> None:
    small = cast(game("Tragic Slip"), ("giant",))
    giant = small.state.object("giant")
    assert giant.zone is Zone.BATTLEFIELD and chars(small.state, giant).toughness == 2
    big = cast(elves_died(game("Tragic Slip")), ("giant",))
    assert big.state.object("giant").zone is Zone.GRAVEYARD  # 3/3 at -10/-10 (704.5f)


def test_predators_howl_creates_three_wolves_instead() -> None:
    def wolves(state: GameState) -> int:
        return sum(
            1 for o in state.zone(Zone.BATTLEFIELD, "A") if chars(state, o).subtypes == ("Wolf",)
        )

    assert wolves(cast(game("Predator's Howl")).state) == 1
    assert wolves(cast(elves_died(game("Predator's Howl"))).state) == 3
