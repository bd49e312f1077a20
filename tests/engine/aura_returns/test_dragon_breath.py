"""Dragon Breath and Dragon Fangs: "When a creature with mana value 6 or greater enters, you may
return ~ from your graveyard to the battlefield attached to that creature." (compiled from their
Oracle text). The ability works only from the graveyard (113.6m); the Aura isn't cast, and the
effect says what it enchants (303.4f): the creature that entered, while it is still that object
and can be enchanted by it, else the Aura stays in the graveyard (303.4i, 400.7). Any player's
creature counts (603.6a); the Aura enters under the ability controller's control (110.2a).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, entries, play

RETURN = (
    "When a creature with mana value 6 or greater enters the battlefield, you may return {} "
    "from your graveyard to the battlefield attached to that creature."
)
DRAGON_BREATH = {
    "name": "Dragon Breath",
    "type_line": "Enchantment — Aura",
    "mana_cost": "{1}{R}",
    "layout": "normal",
    "oracle_text": "Enchant creature\nEnchanted creature has haste.\n{R}: Enchanted creature "
    "gets +1/+0 until end of turn.\n" + RETURN.format("Dragon Breath"),
}
DRAGON_FANGS = {
    "name": "Dragon Fangs",
    "type_line": "Enchantment — Aura",
    "mana_cost": "{1}{G}",
    "layout": "normal",
    "oracle_text": "Enchant creature\nEnchanted creature gets +1/+1 and has trample.\n"
    + RETURN.format("Dragon Fangs"),
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Dragon Breath": DRAGON_BREATH, "Dragon Fangs": DRAGON_FANGS})


@pytest.mark.parametrize("record", [DRAGON_BREATH, DRAGON_FANGS], ids=lambda r: r["name"])
def test_the_dragon_auras_compile_automated(record: dict[str, str]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied


def _board(*, breath_zone: str = "graveyard") -> GameState:
    """Alice's main phase: Dragon Breath and Dragon Fangs in her graveyard (or Breath on her
    Grizzly Bears), Craw Wurm (mana value 6) and Llanowar Elves in her hand; Bob's Craw Wurm in
    his hand."""
    breath = {"id": "breath", "card": "Dragon Breath"}
    fangs = {"id": "fangs", "card": "Dragon Fangs"}
    bears = {"id": "bears", "card": "Grizzly Bears"}
    battlefield: list[dict[str, Any]] = [bears]
    graveyard = [fangs]
    if breath_zone == "graveyard":
        graveyard.append(breath)
    else:
        battlefield.append({**breath, "attached_to": "bears"})
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": battlefield,
            "graveyard": graveyard,
            "hand": [
                {"id": "wurm", "card": "Craw Wurm"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
        },
        {"id": "B", "name": "Bob", "hand": [{"id": "bobs_wurm", "card": "Craw Wurm"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _enters(state: GameState, card: str, choices: tuple[str, ...] = ()) -> Any:
    """The card is put onto the battlefield; with both Auras' abilities triggered, Alice puts
    Dragon Fangs' on the stack first (603.3b): Dragon Breath's resolves first."""
    return play(state, {"type": "move_object", "object": card, "to": "battlefield"}, choices)


def _triggered(log: Any) -> list[str]:
    return [e.text for e in entries(log, LogKind.TRIGGER) if "603.2" in e.rules]


def test_a_wurm_entering_brings_both_auras_back_attached_to_it_303_4f() -> None:
    entered = _enters(_board(), "wurm", ("0",))
    assert len(_triggered(entered.log)) == 2
    assert len(entered.state.zone(Zone.STACK)) == 2
    first = play(entered.state, RESOLVE, ["yes"])
    done = play(first.state, RESOLVE, ["yes"])
    for aura in ("breath", "fangs"):
        obj = done.state.object(aura)
        assert obj.zone is Zone.BATTLEFIELD and obj.attached_to == "wurm"
        assert obj.controller == "A"
    assert cites(first.log, "303.4f") and cites(first.log, "603.5")
    wurm = chars(done.state, done.state.object("wurm"))
    assert (wurm.power, wurm.toughness) == (7, 5)  # 6/4 and Fangs' +1/+1
    assert wurm.has("haste") and wurm.has("trample")


def test_a_creature_with_a_smaller_mana_value_doesnt_trigger_them() -> None:
    entered = _enters(_board(), "elves")
    assert not _triggered(entered.log) and not entered.state.zone(Zone.STACK)


def test_declined_the_aura_stays_in_the_graveyard_603_5() -> None:
    entered = _enters(_board(), "wurm", ("0",))
    first = play(entered.state, RESOLVE, ["no"])
    assert cites(first.log, "603.5")
    in_graveyard = [a for a in ("breath", "fangs") if first.state.object(a).zone is Zone.GRAVEYARD]
    assert len(in_graveyard) == 2


def test_an_opponents_creature_counts_and_alice_controls_the_aura_603_6a() -> None:
    entered = _enters(_board(), "bobs_wurm", ("0",))
    assert len(_triggered(entered.log)) == 2
    (top_first, *_) = reversed(entered.state.zone(Zone.STACK))
    done = play(play(entered.state, RESOLVE, ["yes"]).state, RESOLVE, ["yes"]).state
    breath = done.object("breath")
    assert breath.attached_to == "bobs_wurm" and breath.controller == "A"
    assert chars(done, done.object("bobs_wurm")).has("haste")
    assert top_first.controller == "A"


def test_the_wurm_gone_before_it_resolves_the_aura_stays_in_the_graveyard_303_4i() -> None:
    entered = _enters(_board(), "wurm", ("0",))
    gone = play(entered.state, {"type": "move_object", "object": "wurm", "to": "exile"})
    first = play(gone.state, RESOLVE, ["yes"])
    assert cites(first.log, "303.4i") and cites(first.log, "400.7")
    done = play(first.state, RESOLVE, ["yes"])
    assert done.state.object("breath").zone is Zone.GRAVEYARD
    assert done.state.object("fangs").zone is Zone.GRAVEYARD


def test_on_the_battlefield_dragon_breath_doesnt_trigger_113_6m() -> None:
    entered = _enters(_board(breath_zone="battlefield"), "wurm")
    (only,) = _triggered(entered.log)
    assert "Dragon Fangs" in only
    done = play(entered.state, RESOLVE, ["yes"]).state
    assert done.object("breath").attached_to == "bears"
    assert done.object("fangs").attached_to == "wurm"
