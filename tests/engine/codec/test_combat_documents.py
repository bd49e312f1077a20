"""The document's "combat": written so that reading it back gives the same state, read strictly
with the path of the bad field."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest

from engine.core.combat import Combat
from engine.core.errors import InvalidDocument
from engine.document.codec import dump, load
from engine.document.schema import scenario_schema
from engine.testing.scenario import board, play


def document(step: str = "declare_blockers", **combat: Any) -> dict[str, Any]:
    return {
        "players": [
            {
                "id": "A",
                "battlefield": [
                    {"id": "bears", "card": "Grizzly Bears"},
                    {"id": "ace", "card": "Fencing Ace"},
                ],
            },
            {"id": "B", "battlefield": [{"id": "lions", "card": "Savannah Lions"}]},
        ],
        "turn": {"number": 3, "active_player": "A", "step": step},
        "combat": combat,
    }


def test_a_hand_written_combat_reads_with_sensible_defaults() -> None:
    state = load(document(attackers={"bears": "B", "ace": "B"}, blockers={"lions": "bears"}))
    assert state.combat == Combat(
        attackers=(("bears", "B"), ("ace", "B")),
        blockers=(("lions", "bears"),),
        blocked=("bears",),
        attackers_declared=True,
        blockers_declared=True,
        had_attackers=True,
    )


def test_combat_round_trips_through_the_document() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "ace", "card": "Fencing Ace"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "lions", "card": "Savannah Lions"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    seen = []
    for action in (
        {"type": "attack", "attackers": {"bears": "B", "ace": "B"}},
        {"type": "advance"},
        {"type": "advance"},  # no blockers declared: both unblocked
        {"type": "advance"},  # first-strike step: the Ace's first strike is recorded
    ):
        state = play(state, action).state
        seen.append(state.combat)
        assert load(dump(state)) == state
    assert seen[-1] is not None and seen[-1].first_strikers == ("ace",)
    assert dump(state)["combat"]["blockers_declared"] is True


def test_a_removed_planeswalker_leaves_its_attacker_attacking_nothing() -> None:
    state = load(document(attackers={"bears": None}))
    assert state.combat is not None and state.combat.defender_of("bears") is None
    assert load(dump(state)) == state


@pytest.mark.parametrize(
    ("combat", "step", "path"),
    [
        ({"attackers": {"bears": "B"}}, "precombat_main", "combat"),
        ({"attackers": {"ghost": "B"}}, "declare_blockers", "combat.attackers.ghost"),
        ({"attackers": {"bears": "nowhere"}}, "declare_blockers", "combat.attackers.bears"),
        (
            {"attackers": {"bears": "B"}, "blockers": {"ghost": ["bears"]}},
            "declare_blockers",
            "combat.blockers.ghost",
        ),
        ({"attackers": {"bears": "B"}, "blocked": ["ace"]}, "declare_blockers", "combat.blocked"),
        (
            {"attackers": {"bears": "B"}, "blockers_declared": "yes"},
            "declare_blockers",
            "combat.blockers_declared",
        ),
        (
            {"attackers": {"bears": "B"}, "first_strikers": ["lions"]},
            "declare_blockers",
            "combat.first_strikers",
        ),
        ({"attackers": ["bears"]}, "declare_blockers", "combat.attackers"),
        ({"attack": {"bears": "B"}}, "declare_blockers", "combat"),
    ],
)
def test_impossible_combats_are_refused_with_the_field(
    combat: dict[str, Any], step: str, path: str
) -> None:
    with pytest.raises(InvalidDocument) as err:
        load(document(step, **combat))
    assert err.value.path == path


def test_the_schema_accepts_a_combat() -> None:
    state = load(
        document(
            attackers={"bears": "B", "ace": None},
            blockers={"lions": ["bears"]},
            first_strikers=["ace"],
        )
    )
    jsonschema.validate(dump(state), scenario_schema())


def test_a_blocker_whose_attacker_died_is_still_blocking_and_round_trips() -> None:
    """Grizzly Bears attacks, Ghosts of the Innocent blocks and the Bears die in combat damage:
    the Ghosts remain a blocking creature until combat ends (506.4), and the document of that
    state must load again (it once named an attacker that wasn't attacking any more)."""
    from engine.examples import example
    from engine.game.play import apply

    state = load(example("GHO-5").document)
    for action in (
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {"bears": "B"}},
        {"type": "advance"},
        {"type": "block", "blockers": {"ghosts": "bears"}},
        {"type": "advance"},
    ):
        state = apply(state, action).state
    assert state.find_object("bears").zone.value == "graveyard"
    assert state.combat is not None and "ghosts" in state.combat.blocker_ids()
    document = dump(state)
    assert document["combat"]["blockers"] == {"ghosts": ["bears"]}
    assert load(document) == state
    jsonschema.validate(document, scenario_schema())
