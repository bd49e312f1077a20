"""Vampire's Zeal: "Target creature gets +2/+2 until end of turn. If it's a Vampire, it gains
first strike until end of turn." (compiled from its Oracle text). The rider reads the target's
creature types as the spell resolves (608.2c), type-changing effects included (613.1d): a Bear
only gets +2/+2; a Vampire, or a Bear that is a Vampire by an effect, gains first strike too."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

VAMPIRES_ZEAL = {
    "name": "Vampire's Zeal",
    "type_line": "Instant",
    "mana_cost": "{W}",
    "layout": "normal",
    "oracle_text": "Target creature gets +2/+2 until end of turn. If it's a Vampire, it gains "
    "first strike until end of turn.",
}
VAMPIRE = {
    "name": "Vampire Test Subject",
    "type_line": "Creature — Vampire",
    "mana_cost": "{1}{B}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "",
}
CHANGELING = {
    "name": "Changeling Test Subject",
    "type_line": "Creature — Shapeshifter",
    "mana_cost": "{1}{U}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Changeling (This card is every creature type.)",
}
UNCHECKED_GROWTH = {
    "name": "Unchecked Growth",
    "type_line": "Instant — Arcane",
    "mana_cost": "{2}{G}",
    "layout": "normal",
    "oracle_text": "Target creature gets +4/+4 until end of turn. If it's a Spirit, it gains "
    "trample until end of turn.",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(
        {
            "Vampire's Zeal": VAMPIRES_ZEAL,
            "Vampire Test Subject": VAMPIRE,
            "Unchecked Growth": UNCHECKED_GROWTH,
            "Changeling Test Subject": CHANGELING,
        }
    )


@pytest.mark.parametrize("record", [VAMPIRES_ZEAL, UNCHECKED_GROWTH], ids=lambda r: r["name"])
def test_it_compiles_automated(record: dict[str, str]) -> None:
    assert compile_record(record).label == AUTOMATED


def _board(**more: Any) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "zeal", "card": "Vampire's Zeal"}],
            "battlefield": [
                {"id": "vampire", "card": "Vampire Test Subject"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
        **more,
    )


def _cast_on(state: GameState, target: str) -> Any:
    cast = play(state, {"type": "cast", "object": "zeal", "targets": [target], "free": True})
    return play(cast.state, {"type": "resolve"})


def test_a_vampire_gets_two_and_first_strike() -> None:
    done = _cast_on(_board(), "vampire")
    vampire = chars(done.state, done.state.object("vampire"))
    assert (vampire.power, vampire.toughness) == (3, 3)
    assert "first strike" in vampire.keywords
    assert cites(done.log, "608.2c")


def test_a_bear_only_gets_two() -> None:
    done = _cast_on(_board(), "bears")
    bears = chars(done.state, done.state.object("bears"))
    assert (bears.power, bears.toughness) == (4, 4)
    assert "first strike" not in bears.keywords
    assert cites(done.log, "608.2c")  # the log says it isn't a Vampire


def test_a_changeling_is_a_vampire_702_73a() -> None:
    # Changeling is every creature type (a characteristic-defining ability, layer 4: 613.1d).
    state = board(
        {
            "id": "A",
            "hand": [{"id": "zeal", "card": "Vampire's Zeal"}],
            "battlefield": [{"id": "shapeshifter", "card": "Changeling Test Subject"}],
        },
        {"id": "B"},
    )
    done = _cast_on(state, "shapeshifter")
    assert "first strike" in chars(done.state, done.state.object("shapeshifter")).keywords


def test_unchecked_growth_gives_a_spirit_trample() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "growth", "card": "Unchecked Growth"}],
            "battlefield": [
                {"id": "shapeshifter", "card": "Changeling Test Subject"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    for target, trample in (("shapeshifter", True), ("bears", False)):
        action = {"type": "cast", "object": "growth", "targets": [target], "free": True}
        done = play(play(state, action).state, {"type": "resolve"})
        grown = chars(done.state, done.state.object(target))
        assert ("trample" in grown.keywords) is trample
        assert grown.power == (5 if target == "shapeshifter" else 6)


SORIN = {
    "name": "Sorin, Imperious Bloodlord",
    "type_line": "Legendary Planeswalker — Sorin",
    "mana_cost": "{2}{B}",
    "loyalty": "4",
    "layout": "normal",
    "oracle_text": "[+1]: Target creature you control gains deathtouch and lifelink until end of "
    "turn. If it's a Vampire, put a +1/+1 counter on it.\n[+1]: You may sacrifice a Vampire. When "
    "you do, Sorin, Imperious Bloodlord deals 3 damage to any target and you gain 3 life.\n[−3]: "
    "You may put a Vampire creature card from your hand onto the battlefield.",
}


@pytest.mark.parametrize(("target", "counters"), [("vampire", 1), ("bears", 0)])
def test_sorins_first_loyalty_ability_counts_only_a_vampire(
    compiled_from: Any, target: str, counters: int
) -> None:
    # The same rider in a loyalty ability (606): its one target, read as it resolves (608.2c).
    compiled_from({"Sorin, Imperious Bloodlord": SORIN, "Vampire Test Subject": VAMPIRE})
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "sorin", "card": "Sorin, Imperious Bloodlord", "counters": {"loyalty": 4}},
                {"id": "vampire", "card": "Vampire Test Subject"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    action = {"type": "activate", "object": "sorin", "ability": 0, "targets": [target]}
    done = play(play(state, action).state, {"type": "resolve"})
    assert done.state.object(target).counter("+1/+1") == counters
    assert "deathtouch" in chars(done.state, done.state.object(target)).keywords
