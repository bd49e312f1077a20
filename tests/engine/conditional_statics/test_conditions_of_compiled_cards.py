"""611.3a: "as long as ..." static abilities compiled from real cards' Oracle text, the condition
first or last (engine.oracle.grammar.conditional_statics): the effect exists only while the
condition holds, checked continuously (engine.rules.static_conditions)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play


def creature(
    name: str, cost: str, pt: str, text: str, type_line: str = "Creature — Test"
) -> dict[str, Any]:
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
            "Scrapyard Mongrel",
            "{3}{R}",
            "3/3",
            "As long as you control an artifact, Scrapyard Mongrel gets +2/+0 and has trample.",
            "Creature — Dog",
        ),
        creature(
            "Fresh-Faced Recruit",
            "{1}{R/W}",
            "2/1",
            "As long as it's your turn, Fresh-Faced Recruit has first strike.",
            "Creature — Human Soldier",
        ),
        creature(
            "Adanto Vanguard",
            "{1}{W}",
            "1/1",
            "As long as Adanto Vanguard is attacking, it gets +2/+0.\nPay 4 life: Adanto "
            "Vanguard gains indestructible until end of turn.",
            "Creature — Vampire Soldier",
        ),
        {
            "name": "Jousting Lance",
            "type_line": "Artifact — Equipment",
            "mana_cost": "{2}",
            "layout": "normal",
            "oracle_text": "Equipped creature gets +2/+0.\nAs long as it's your turn, equipped "
            "creature has first strike.\nEquip {3}",
        },
        creature(
            "Court Homunculus",
            "{W}",
            "1/1",
            "Court Homunculus gets +1/+1 as long as you control another artifact.",
            "Artifact Creature — Homunculus",
        ),
        creature(
            "Baloth Pup",
            "{1}{G}",
            "3/1",
            "Baloth Pup has trample as long as it has a +1/+1 counter on it.",
            "Creature — Beast",
        ),
        creature(
            "Viridian Betrayers",
            "{1}{G}{G}",
            "3/1",
            "Viridian Betrayers has infect as long as an opponent is poisoned.",
            "Creature — Phyrexian Elf Warrior",
        ),
        creature(
            "Twinblade Paladin",
            "{3}{W}",
            "3/3",
            "Whenever you gain life, put a +1/+1 counter on Twinblade Paladin.\nAs long as you "
            "have 25 or more life, Twinblade Paladin has double strike.",
            "Creature — Human Knight",
        ),
        creature(
            "Thieves' Guild Enforcer",
            "{B}",
            "1/1",
            "Flash\nAs long as an opponent has eight or more cards in their graveyard, Thieves' "
            "Guild Enforcer gets +2/+1 and has deathtouch.",
            "Creature — Human Rogue",
        ),
        creature(
            "Ghitu Lavarunner",
            "{R}",
            "1/2",
            "As long as there are two or more instant and/or sorcery cards in your graveyard, "
            "Ghitu Lavarunner gets +1/+0 and has haste.",
            "Creature — Human Wizard",
        ),
        {
            **creature(
                "Jund Hackblade",
                "{B/G}{R}",
                "2/1",
                "As long as you control another multicolored permanent, Jund Hackblade gets "
                "+1/+1 and has haste.",
                "Creature — Goblin Berserker",
            ),
            "colors": ["B", "G", "R"],
        },
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


def pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def keywords(state: GameState, obj: str) -> frozenset[str]:
    return chars(state, state.object(obj)).keywords


def test_scrapyard_mongrel_gets_its_bonus_and_trample_only_with_an_artifact() -> None:
    alone = game([{"id": "dog", "card": "Scrapyard Mongrel"}])
    assert pt(alone, "dog") == (3, 3) and "trample" not in keywords(alone, "dog")
    # Bob's artifact isn't Alice's: "you control"
    theirs = game([{"id": "dog", "card": "Scrapyard Mongrel"}], [{"id": "r", "card": "Sol Ring"}])
    assert pt(theirs, "dog") == (3, 3)
    ring = game([{"id": "dog", "card": "Scrapyard Mongrel"}, {"id": "r", "card": "Sol Ring"}])
    assert pt(ring, "dog") == (5, 3) and "trample" in keywords(ring, "dog")


def test_fresh_faced_recruit_has_first_strike_only_on_its_controllers_turn() -> None:
    mine = game([{"id": "rec", "card": "Fresh-Faced Recruit"}], turn={"active_player": "A"})
    assert "first strike" in keywords(mine, "rec")
    theirs = game([{"id": "rec", "card": "Fresh-Faced Recruit"}], turn={"active_player": "B"})
    assert "first strike" not in keywords(theirs, "rec")


def test_fresh_faced_recruit_kills_a_blocker_first_on_its_turn_510_4() -> None:
    """Its first strike: the 2/1 Recruit kills a blocking 2/2 Bears before the Bears deal
    damage (510.4), so the Recruit survives."""
    state = game(
        [{"id": "rec", "card": "Fresh-Faced Recruit"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"rec": "B"}}).state
    blockers = play(attacked, {"type": "advance"}).state
    blocked = play(blockers, {"type": "block", "blockers": {"bears": "rec"}}).state
    result = play(blocked, {"type": "advance", "to": "end_of_combat"})
    done = result.state
    assert cites(result.log, "510.4")
    assert done.object("bears").zone.value == "graveyard"
    assert done.object("rec").zone.value == "battlefield"


def test_adanto_vanguard_gets_its_bonus_only_while_attacking() -> None:
    state = game(
        [{"id": "van", "card": "Adanto Vanguard"}],
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    assert pt(state, "van") == (1, 1)
    attacked = play(state, {"type": "attack", "attackers": {"van": "B"}}).state
    assert pt(attacked, "van") == (3, 1)


def test_jousting_lance_gives_first_strike_only_on_its_controllers_turn() -> None:
    def lanced(active: str) -> GameState:
        return game(
            [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "lance", "card": "Jousting Lance", "attached_to": "bears"},
            ],
            turn={"active_player": active},
        )

    assert pt(lanced("A"), "bears") == (4, 2) and "first strike" in keywords(lanced("A"), "bears")
    assert pt(lanced("B"), "bears") == (4, 2)
    assert "first strike" not in keywords(lanced("B"), "bears")


def test_court_homunculus_doesnt_count_itself_as_another_artifact() -> None:
    alone = game([{"id": "hom", "card": "Court Homunculus"}])
    assert pt(alone, "hom") == (1, 1)
    ring = game([{"id": "hom", "card": "Court Homunculus"}, {"id": "r", "card": "Sol Ring"}])
    assert pt(ring, "hom") == (2, 2)


def test_baloth_pup_has_trample_with_a_counter() -> None:
    plain = game([{"id": "pup", "card": "Baloth Pup"}])
    assert "trample" not in keywords(plain, "pup")
    grown = game([{"id": "pup", "card": "Baloth Pup", "counters": {"+1/+1": 1}}])
    assert "trample" in keywords(grown, "pup") and pt(grown, "pup") == (4, 2)


def test_viridian_betrayers_has_infect_once_an_opponent_is_poisoned() -> None:
    clean = game([{"id": "elf", "card": "Viridian Betrayers"}])
    assert "infect" not in keywords(clean, "elf")
    # Alice's own poison counters don't count: "an opponent"
    own = game([{"id": "elf", "card": "Viridian Betrayers"}], alice={"poison": 2})
    assert "infect" not in keywords(own, "elf")
    poisoned = game([{"id": "elf", "card": "Viridian Betrayers"}], bob={"poison": 1})
    assert "infect" in keywords(poisoned, "elf")


def test_twinblade_paladin_has_double_strike_at_25_life() -> None:
    low = game([{"id": "pal", "card": "Twinblade Paladin"}], alice={"life": 24})
    assert "double strike" not in keywords(low, "pal")
    high = game([{"id": "pal", "card": "Twinblade Paladin"}], alice={"life": 25})
    assert "double strike" in keywords(high, "pal")


def test_thieves_guild_enforcer_needs_eight_cards_in_an_opponents_graveyard() -> None:
    def with_cards(owner: str, n: int) -> GameState:
        cards = {"graveyard": [{"id": f"g{i}", "card": "Forest"} for i in range(n)]}
        return game(
            [{"id": "rogue", "card": "Thieves' Guild Enforcer"}],
            **({"bob": cards} if owner == "B" else {"alice": cards}),
        )

    assert pt(with_cards("B", 7), "rogue") == (1, 1)
    assert pt(with_cards("A", 8), "rogue") == (1, 1)  # her own graveyard isn't an opponent's
    eight = with_cards("B", 8)
    assert pt(eight, "rogue") == (3, 2) and "deathtouch" in keywords(eight, "rogue")


def test_ghitu_lavarunner_counts_instant_and_sorcery_cards_in_its_controllers_graveyard() -> None:
    def with_graveyard(cards: list[str]) -> GameState:
        yard = [{"id": f"g{i}", "card": c} for i, c in enumerate(cards)]
        return game([{"id": "wiz", "card": "Ghitu Lavarunner"}], alice={"graveyard": yard})

    assert pt(with_graveyard(["Lightning Bolt", "Forest", "Grizzly Bears"]), "wiz") == (1, 2)
    two = with_graveyard(["Lightning Bolt", "Divination"])
    assert pt(two, "wiz") == (2, 2) and "haste" in keywords(two, "wiz")


def test_jund_hackblade_needs_another_multicolored_permanent() -> None:
    alone = game([{"id": "gob", "card": "Jund Hackblade"}])
    assert pt(alone, "gob") == (2, 1)  # itself doesn't count: "another"
    pair = game([{"id": "gob", "card": "Jund Hackblade"}, {"id": "two", "card": "Jund Hackblade"}])
    assert pt(pair, "gob") == (3, 2) and "haste" in keywords(pair, "gob")
    mono = game([{"id": "gob", "card": "Jund Hackblade"}, {"id": "b", "card": "Grizzly Bears"}])
    assert pt(mono, "gob") == (2, 1)


def test_the_breakdown_names_the_condition_s_source() -> None:
    ring = game([{"id": "dog", "card": "Scrapyard Mongrel"}, {"id": "r", "card": "Sol Ring"}])
    notes = [text for _, text in chars(ring, ring.object("dog")).breakdown]
    assert any("+2/+0" in n and "Scrapyard Mongrel" in n for n in notes)
