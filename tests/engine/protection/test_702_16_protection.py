"""Protection from a quality (702.16a): damage from sources with the quality is prevented
(702.16e) and an attacking creature with protection can't be blocked by creatures with it
(702.16f). Real cards of the 2026 card file compiled from their Oracle text: Tel-Jilad Archers
("Protection from artifacts; reach"), Ronom Hulk ("Protection from snow", a supertype: 205.4g),
Shoreline Raider ("Protection from Kavu", a creature type whose plural is itself) and Tsabo Tavoc
("First strike, protection from legendary creatures")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import cites, play
from tests.engine.cards_2026 import records, use_cards
from tests.engine.combat.test_combat_damage import TO_END, combat

PROTECTED = {
    "Tel-Jilad Archers": "Protection from artifacts; reach",
    "Ronom Hulk": "Protection from snow",
    "Shoreline Raider": "Protection from Kavu",
    "Tsabo Tavoc": "First strike, protection from legendary creatures",
}
NAMES = (*PROTECTED, "Glass Golem", "Raging Kavu", "Boreal Druid", "Isamaru, Hound of Konda")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def test_702_16a_protection_lines_compile_and_print_back() -> None:
    for name, line in PROTECTED.items():
        compiled = compile_record(records(name)[name])
        assert compiled.lines[0].applied, compiled.lines[0].reason
        assert compiled.printed.split("\n")[0] == line


def test_702_16e_damage_from_an_artifact_to_tel_jilad_archers_is_prevented() -> None:
    blocked = combat(
        {"golem": "B"},
        {"archers": "golem"},
        [{"id": "golem", "card": "Glass Golem"}],  # a 6/2 artifact creature
        [{"id": "archers", "card": "Tel-Jilad Archers"}],  # a 2/4
    )
    done = play(blocked, TO_END)
    assert done.state.object("archers").zone is Zone.BATTLEFIELD
    assert done.state.object("archers").damage == 0
    assert done.state.object("golem").zone is Zone.GRAVEYARD
    assert cites(done.log, "702.16e")


@pytest.mark.parametrize(
    ("attacker", "blocker"),
    [
        ("Shoreline Raider", "Raging Kavu"),
        ("Ronom Hulk", "Boreal Druid"),
        ("Tsabo Tavoc", "Isamaru, Hound of Konda"),
    ],
)
def test_702_16f_a_creature_with_the_quality_cant_block(attacker: str, blocker: str) -> None:
    with pytest.raises(IllegalAction) as err:
        combat(
            {"attacker": "B"},
            {"blocker": "attacker"},
            [{"id": "attacker", "card": attacker}],
            [{"id": "blocker", "card": blocker}],
        )
    assert err.value.rule == "702.16f"


def test_702_16f_a_creature_without_the_quality_can_block() -> None:
    blocked = combat(
        {"raider": "B"},
        {"golem": "raider"},
        [{"id": "raider", "card": "Shoreline Raider"}],
        [{"id": "golem", "card": "Glass Golem"}],
    )
    assert blocked.combat is not None
    assert blocked.combat.blockers_of("raider") == ("golem",)
