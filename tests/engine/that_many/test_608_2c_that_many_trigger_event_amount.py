""" "That many" / "that much" read the number the trigger event carries (603.2, 608.2c): the
damage dealt (120.3), the life gained or lost (119.3), the cards discarded at once by a "one or
more" trigger (603.2c). One grammar part, read by every verb that takes an amount: counters,
cards drawn, milled or discarded, permanents sacrificed, life gained, energy. Cards compiled
from their Oracle text in the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

AGELESS = "Ageless Entity"  # whenever you gain life, that many +1/+1 counters
EXQUISITE = "Exquisite Blood"  # whenever an opponent loses life, you gain that much life
MINDCRANK = "Mindcrank"  # ... that player mills that many cards
VILIS = "Vilis, Broker of Blood"  # whenever you lose life, draw that many cards
NEGATOR = "Phyrexian Negator"  # whenever ~ is dealt damage, sacrifice that many permanents
PIOUS = "Pious Warrior"  # whenever ~ is dealt combat damage, you gain that much life
MAKO = "Marauding Mako"  # whenever you discard one or more cards, that many counters
KAVU = "Kavu Predator"  # whenever an opponent gains life, that many counters
DREAMSTEALER = "Dreamstealer"  # combat damage to a player: that player discards that many
VOYAGER = "Empyreal Voyager"  # combat damage to a player: you get that many {E}
CARDS = (AGELESS, EXQUISITE, MINDCRANK, VILIS, NEGATOR, PIOUS, MAKO, KAVU, DREAMSTEALER, VOYAGER)
HELPERS = ("Angel's Mercy", "Lightning Bolt", "Faithless Looting", "Shock")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS, *HELPERS)


@pytest.mark.parametrize("name", CARDS)
def test_608_2c_the_cards_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "that many" in compiled.printed or "that much" in compiled.printed


def test_608_2c_a_trigger_without_a_number_refuses_that_many() -> None:
    """ "Whenever ~ attacks" carries no number: the words stay unread, never guessed."""
    record = {
        "name": "Test Attacker",
        "type_line": "Creature — Human",
        "mana_cost": "{1}",
        "power": "1",
        "toughness": "1",
        "layout": "normal",
        "oracle_text": "Whenever Test Attacker attacks, you gain that much life.",
    }
    assert compile_record(record).label != AUTOMATED


def _cast(
    spell: str, mine: list[dict[str, Any]], theirs: list[dict[str, Any]], targets: list[str]
) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": mine,
            "hand": [{"id": "spell", "card": spell}],
            "library": [{"id": f"a{i}", "card": "Island"} for i in range(6)],
        },
        {
            "id": "B",
            "battlefield": theirs,
            "library": [{"id": f"b{i}", "card": "Island"} for i in range(6)],
        },
    )
    cast = play(state, {"type": "cast", "object": "spell", "targets": targets, "free": True})
    return play(cast.state, {"type": "resolve"}).state


def test_119_3_ageless_entity_gets_counters_for_the_life_gained() -> None:
    state = _cast("Angel's Mercy", [{"id": "entity", "card": AGELESS}], [], [])
    assert state.player("A").life == 27
    done = resolve_all(state)
    assert done.object("entity").counter("+1/+1") == 7


def test_119_3_kavu_predator_counts_an_opponents_gain_not_yours() -> None:
    mine = _cast("Angel's Mercy", [], [{"id": "kavu", "card": KAVU}], [])
    done = resolve_all(mine)
    # the Kavu is B's: A gaining 7 is an opponent's gain for it
    assert done.object("kavu").counter("+1/+1") == 7
    own = resolve_all(_cast("Angel's Mercy", [{"id": "kavu", "card": KAVU}], [], []))
    assert own.object("kavu").counter("+1/+1") == 0


def test_119_3_exquisite_blood_gains_the_life_an_opponent_lost() -> None:
    bolted = _cast("Lightning Bolt", [{"id": "blood", "card": EXQUISITE}], [], ["B"])
    assert bolted.player("B").life == 17
    done = resolve_all(bolted)
    assert done.player("A").life == 23


def test_119_3_mindcrank_that_player_mills_that_many() -> None:
    done = resolve_all(_cast("Lightning Bolt", [{"id": "crank", "card": MINDCRANK}], [], ["B"]))
    assert len(done.zone(Zone.GRAVEYARD, "B")) == 3
    assert len(done.zone(Zone.LIBRARY, "B")) == 3
    assert len(done.zone(Zone.LIBRARY, "A")) == 6


def test_119_3_vilis_draws_for_the_life_you_lost_only() -> None:
    theirs = _cast("Lightning Bolt", [], [{"id": "vilis", "card": VILIS}], ["B"])
    done = resolve_all(theirs)
    assert done.player("B").life == 17
    assert len(done.zone(Zone.HAND, "B")) == 3
    # an opponent's loss doesn't trigger it
    other = resolve_all(_cast("Lightning Bolt", [], [{"id": "vilis", "card": VILIS}], ["A"]))
    assert len(other.zone(Zone.HAND, "B")) == 0


def test_120_3_phyrexian_negator_sacrifices_that_many_permanents() -> None:
    shocked = _cast(
        "Shock",
        [],
        [
            {"id": "negator", "card": NEGATOR},
            {"id": "i1", "card": "Island"},
            {"id": "i2", "card": "Island"},
            {"id": "i3", "card": "Island"},
        ],
        ["negator"],
    )
    done = resolve_all(shocked)
    assert len(done.zone(Zone.BATTLEFIELD, "B")) == 2  # 4 permanents, 2 sacrificed
    assert len(done.zone(Zone.GRAVEYARD, "B")) == 2


def test_510_2_pious_warrior_ignores_noncombat_damage() -> None:
    done = resolve_all(_cast("Shock", [{"id": "pious", "card": PIOUS}], [], ["pious"]))
    assert done.player("A").life == 20


def test_603_2c_marauding_mako_one_trigger_for_two_cards_discarded() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "mako", "card": MAKO}],
            "hand": [{"id": "spell", "card": "Faithless Looting"}],
            "library": [{"id": f"a{i}", "card": "Island"} for i in range(4)],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "spell", "targets": [], "free": True})
    resolved = settle(cast.state, {"type": "resolve"})
    assert len(resolved.state.zone(Zone.GRAVEYARD, "A")) >= 2
    triggered = len(resolved.state.pending_triggers) + sum(
        1 for o in resolved.state.zone(Zone.STACK) if o.id != "spell"
    )
    assert triggered == 1
    assert cites(resolved.log, "603.2c")
    done = resolve_all(resolved.state)
    assert done.object("mako").counter("+1/+1") == 2


def _combat(attacker: str, card: str, theirs: list[dict[str, Any]]) -> GameState:
    state = board(
        {"id": "A", "battlefield": [{"id": attacker, "card": card}]},
        {"id": "B", "battlefield": [], "hand": theirs},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {attacker: "B"}}).state
    state = settle(state, {"type": "advance"}).state
    state = resolve_all(settle(state, {"type": "block", "blockers": {}}).state)
    for _ in range(4):
        if state.combat is None:
            break
        state = resolve_all(settle(state, {"type": "advance"}).state)
    return state


def test_120_3_dreamstealer_that_player_discards_that_many() -> None:
    hand = [{"id": f"h{i}", "card": "Island"} for i in range(4)]
    state = _combat("stealer", DREAMSTEALER, hand)
    assert state.player("B").life == 19  # a 1/2
    assert len(state.zone(Zone.HAND, "B")) == 3
    assert len(state.zone(Zone.GRAVEYARD, "B")) == 1


def test_120_3_empyreal_voyager_gets_that_many_energy() -> None:
    state = _combat("voyager", VOYAGER, [])
    assert state.player("B").life == 18  # a 2/3
    assert state.player("A").counters.get("energy") == 2


VARINA = "Varina, Lich Queen"  # you attack with one or more Zombies: draw/discard/gain that many
VIAL = "Angelheart Vial"  # whenever you're dealt damage, you may put that many charge counters


@pytest.mark.parametrize("name", [VARINA, VIAL])
def test_608_2c_more_cards_compile_and_print_back(compiled_from: Any, name: str) -> None:
    use_cards(compiled_from, name)
    assert compile_record(records(name)[name]).label == AUTOMATED


def test_508_1m_varina_that_many_is_how_many_zombies_attack(compiled_from: Any) -> None:
    use_cards(compiled_from, VARINA, "Walking Corpse")
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "varina", "card": VARINA},
                {"id": "corpse", "card": "Walking Corpse"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(5)],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attackers = {"varina": "B", "corpse": "B", "bears": "B"}
    state = resolve_all(settle(state, {"type": "attack", "attackers": attackers}).state)
    # two Zombies attack (the Bears aren't one): draw two, discard two, gain 2 life
    assert len(state.zone(Zone.LIBRARY, "A")) == 3
    assert len(state.zone(Zone.GRAVEYARD, "A")) == 2
    assert len(state.zone(Zone.HAND, "A")) == 0
    assert state.player("A").life == 22


def test_120_3_angelheart_vial_that_many_charge_counters(compiled_from: Any) -> None:
    use_cards(compiled_from, VIAL)
    bolted = _cast("Lightning Bolt", [], [{"id": "vial", "card": VIAL}], ["B"])
    done = play(bolted, {"type": "resolve"}, ["yes"]).state
    assert done.object("vial").counter("charge") == 3
