"""Permanents that may enter as a copy of a kind of permanent, with an exception (707.5,
614.1c; the exception is part of the copy's copiable values, 707.9b). Real cards compiled from
their Oracle text: Glasspool Mimic ({2}{U} 0/0 Shapeshifter Rogue, "You may have ~ enter as a
copy of a creature you control, except it's a Shapeshifter Rogue in addition to its other
types.", a modal double-faced card whose back is Glasspool Shore) and Copy Artifact ({1}{U}
enchantment, "You may have ~ enter as a copy of any artifact on the battlefield, except it's an
enchantment in addition to its other types.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

MIMIC = "Glasspool Mimic // Glasspool Shore"
RECORDS: dict[str, dict[str, Any]] = {
    MIMIC: {
        "name": MIMIC,
        "layout": "modal_dfc",
        "type_line": "Creature — Shapeshifter Rogue // Land",
        "colors": ["U"],
        "card_faces": [
            {
                "name": "Glasspool Mimic",
                "type_line": "Creature — Shapeshifter Rogue",
                "mana_cost": "{2}{U}",
                "oracle_text": "You may have Glasspool Mimic enter the battlefield as a copy of "
                "a creature you control, except it's a Shapeshifter Rogue in addition to its "
                "other types.",
                "power": "0",
                "toughness": "0",
                "colors": ["U"],
            },
            {
                "name": "Glasspool Shore",
                "type_line": "Land",
                "mana_cost": "",
                "oracle_text": "Glasspool Shore enters the battlefield tapped.\n{T}: Add {U}.",
                "colors": [],
            },
        ],
    },
    "Copy Artifact": {
        "name": "Copy Artifact",
        "layout": "normal",
        "type_line": "Enchantment",
        "mana_cost": "{1}{U}",
        "oracle_text": "You may have Copy Artifact enter the battlefield as a copy of any "
        "artifact on the battlefield, except it's an enchantment in addition to its other "
        "types.",
        "colors": ["U"],
    },
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def alice(
    hand: list[dict[str, Any]], mine: list[dict[str, Any]], theirs: list[dict[str, Any]]
) -> GameState:
    return board(
        {
            "id": "A",
            "hand": hand,
            "battlefield": mine,
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(3)],
        },
        {"id": "B", "battlefield": theirs},
    )


def cast_and_resolve(state: GameState, card: str, *choices: str) -> tuple[GameState, list[Any]]:
    state = play(state, {"type": "cast", "object": card, "free": True}).state
    resolved = play(state, RESOLVE, list(choices))
    return resolved.state, list(resolved.log)


def test_glasspool_mimic_copies_a_creature_you_control_and_is_also_a_shapeshifter_rogue() -> None:
    state = alice(
        [{"id": "mimic", "card": MIMIC}],
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "angel", "card": "Serra Angel"}],
    )
    state, log = cast_and_resolve(state, "mimic", "bears")
    mimic = state.object("mimic")
    assert mimic.zone is Zone.BATTLEFIELD
    c = chars(state, mimic)
    assert (c.name, c.power, c.toughness, c.mana_cost) == ("Grizzly Bears", 2, 2, "{1}{G}")
    assert c.subtypes == ("Bear", "Shapeshifter", "Rogue")  # 707.9b
    assert c.colors == ("G",)
    assert cites(log, "707.5")


def test_glasspool_mimic_may_copy_only_a_creature_its_controller_controls() -> None:
    state = alice(
        [{"id": "mimic", "card": MIMIC}],
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "angel", "card": "Serra Angel"}],
    )
    state = play(state, {"type": "cast", "object": "mimic", "free": True}).state
    decision = pending(state, RESOLVE).pending
    assert decision is not None
    assert decision.kind is DecisionKind.CHOOSE_OBJECT
    assert [o.id for o in decision.options] == ["bears", "none"]


def test_glasspool_mimic_copying_nothing_is_a_0_0_that_dies() -> None:
    """707.5 with no copy: it enters as itself, a 0/0 put into the graveyard (704.5f)."""
    state = alice([{"id": "mimic", "card": MIMIC}], [{"id": "bears", "card": "Grizzly Bears"}], [])
    state, log = cast_and_resolve(state, "mimic", "none")
    assert state.object("mimic").zone is Zone.GRAVEYARD
    assert cites(log, "704.5f")


def test_copy_artifact_copies_an_opponents_artifact_creature_and_is_an_enchantment_too() -> None:
    state = alice(
        [{"id": "copy", "card": "Copy Artifact"}],
        [],
        [{"id": "thopter", "card": "Ornithopter"}, {"id": "bears", "card": "Grizzly Bears"}],
    )
    state = play(state, {"type": "cast", "object": "copy", "free": True}).state
    decision = pending(state, RESOLVE).pending
    assert decision is not None
    assert [o.id for o in decision.options] == ["thopter", "none"]  # artifacts only
    state, log = cast_and_resolve(
        alice(
            [{"id": "copy", "card": "Copy Artifact"}],
            [],
            [{"id": "thopter", "card": "Ornithopter"}],
        ),
        "copy",
        "thopter",
    )
    c = chars(state, state.object("copy"))
    assert (c.name, c.power, c.toughness) == ("Ornithopter", 0, 2)
    assert c.types == ("Artifact", "Creature", "Enchantment")
    assert c.has("flying")
    assert state.object("copy").controller == "A"
    assert cites(log, "707.5")


def test_a_copy_of_copy_artifact_is_an_enchantment_as_well_707_9b() -> None:
    """707.9b, 707.3: the exception is part of Copy Artifact's copiable values, so a second
    Copy Artifact copying the first is an artifact enchantment Sol Ring too."""
    state = alice(
        [{"id": "copy", "card": "Copy Artifact"}, {"id": "copy2", "card": "Copy Artifact"}],
        [{"id": "ring", "card": "Sol Ring"}],
        [],
    )
    state, _ = cast_and_resolve(state, "copy", "ring")
    state, _ = cast_and_resolve(state, "copy2", "copy")
    c = chars(state, state.object("copy2"))
    assert c.name == "Sol Ring"
    assert c.types == ("Artifact", "Enchantment")


def test_copy_artifact_with_no_artifact_to_copy_stays_an_enchantment() -> None:
    state = alice(
        [{"id": "copy", "card": "Copy Artifact"}], [], [{"id": "bears", "card": "Grizzly Bears"}]
    )
    state, log = cast_and_resolve(state, "copy")
    c = chars(state, state.object("copy"))
    assert state.object("copy").zone is Zone.BATTLEFIELD
    assert (c.name, c.types) == ("Copy Artifact", ("Enchantment",))
    assert cites(log, "707.5")
