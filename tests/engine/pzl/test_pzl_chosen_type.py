"""A puzzle's `|ChosenType:Angel` (PS_M202: "You chose "Angel" when Arcane Adaptation entered the
battlefield"): the creature type chosen as the permanent entered (614.12a), kept on the object
as the engine keeps it (`chosen.creature_type`), read by the permanent's linked abilities (607.2d)
and written back on export."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import engine
from engine.core.state import Params
from engine.pzl import ENGINE, dump, from_scenario, parse, to_scenario

PUZZLE = """[metadata]
Name:Chosen type
Goal:Win
Turns:1
[state]
humanlife=20
ailife=20
turn=1
activeplayer=human
activephase=MAIN1
humanbattlefield=Shared Triumph|ChosenType:Angel|NoETBTrigs;Grizzly Bears
"""


def _database(name: str) -> str | Mapping[str, Any] | None:
    if engine.REGISTRY.get(name) is not None:
        return ENGINE
    return {"types": ["Enchantment"]}


def _convert(text: str) -> tuple[dict[str, Any], Any]:
    return to_scenario(parse(text), _database)


def test_the_chosen_type_is_the_objects_chosen_creature_type_614_12a() -> None:
    document, report = _convert(PUZZLE)
    triumph = document["players"][0]["battlefield"][0]
    assert triumph["chosen"] == {"creature_type": "Angel"}
    assert not [line for line in report.unmodeled if "ChosenType" in line]
    state = engine.load(document)
    assert state.object(triumph["id"]).chosen == Params({"creature_type": "Angel"})


def test_it_is_written_back_on_export() -> None:
    document, _ = _convert(PUZZLE)
    text = dump(from_scenario(document))
    assert "Shared Triumph|ChosenType:Angel|NoETBTrigs" in text
    again, _ = _convert(text)
    assert again["players"][0]["battlefield"][0]["chosen"] == {"creature_type": "Angel"}


def test_a_word_that_cant_be_a_creature_type_stays_unmodeled() -> None:
    document, report = _convert(PUZZLE.replace("ChosenType:Angel", "ChosenType:angel wings"))
    assert "chosen" not in document["players"][0]["battlefield"][0]
    assert any("ChosenType" in line for line in report.unmodeled)
