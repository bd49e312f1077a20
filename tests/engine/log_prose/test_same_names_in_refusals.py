"""A refusal or a log line about one of two same-named objects says which one (issue 30): every
sentence the engine writes names an object by the one naming rule (engine.rules.names), never by
its bare card name, so a judge reading "Grizzly Bears is tapped" never has to guess. Two
Grizzly Bears one per player are told apart by whose they are ("Grizzly Bears (Bob's)"), two on
one side by what differs ("(tapped)") or by their place ("(second)"); no internal id is shown."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.testing.plain_words import named_otherwise, problems
from engine.testing.scenario import board, play
from tests.engine.target_legality.cards import RECORDS

MAIN = {"number": 2, "active_player": "A", "step": "precombat_main"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _refusal(state: GameState, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        play(state, action)
    text = str(err.value)
    ids = {o.id for o in state.objects}
    assert problems(text, ids) == [], text  # no internal id, plain words
    return err.value


def test_115_1_an_illegal_target_is_named_by_whose_it_is() -> None:
    """Blossoming Defense targets a creature its caster controls: Bob's Grizzly Bears is
    refused, named as Bob's (Alice has one too)."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "defense", "card": "Blossoming Defense"}],
            "battlefield": [{"id": "mine", "card": "Grizzly Bears"}],
            "mana_pool": {"G": 1},
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]},
        turn=MAIN,
    )
    refused = _refusal(state, {"type": "cast", "object": "defense", "targets": ["theirs"]})
    assert refused.message.startswith("Grizzly Bears (Bob's) isn't a legal target"), refused
    assert refused.rule == "115.1"
    done = play(state, {"type": "cast", "object": "defense", "targets": ["mine"]})
    assert done.state.object("defense").zone.value == "stack"


def test_509_1a_an_illegal_blocker_is_named_apart_from_its_twin() -> None:
    """Bob's two Grizzly Bears, one tapped: the tapped one can't block, and the refusal says
    which (509.1a)."""
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "b1", "card": "Grizzly Bears"},
                {"id": "b2", "card": "Grizzly Bears", "tapped": True},
            ],
        },
        turn={"number": 2, "active_player": "A", "step": "declare_blockers"},
        combat={"attackers": {"giant": "B"}},
    )
    refused = _refusal(state, {"type": "block", "blockers": {"b2": "giant"}})
    assert refused.message == "Grizzly Bears (tapped) is tapped: only untapped creatures can block"
    assert refused.rule == "509.1a"
    blocked = play(state, {"type": "block", "blockers": {"b1": "giant"}})
    assert blocked.state.combat is not None
    assert blocked.state.combat.blockers == (("b1", "giant"),)


def test_601_2h_an_unpaid_cost_names_the_spell_it_pays_for() -> None:
    """Alice has a Lightning Bolt in hand and another in her graveyard, and no mana: the refused
    cast says which Bolt's {R} she can't pay, the one on the stack as it is cast (601.2a, 601.2h;
    a refused cast leaves the state as it was)."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "graveyard": [{"id": "spent", "card": "Lightning Bolt"}],
        },
        {"id": "B", "name": "Bob"},
        turn=MAIN,
    )
    refused = _refusal(state, {"type": "cast", "object": "bolt", "targets": ["B"]})
    assert refused.message.startswith("Alice can't pay {R} for Lightning Bolt (on the stack): ")
    assert refused.rule == "601.2h"


def test_107_5_a_tapped_source_is_named_apart_from_the_other_players_one() -> None:
    """Both players control Prodigal Pyromancer; Alice's is tapped, so its {T} ability can't be
    activated (107.5: {T} in a cost means tapping it), and the refusal says it is Alice's."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [{"id": "mine", "card": "Prodigal Pyromancer", "tapped": True}],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "theirs", "card": "Prodigal Pyromancer"}],
        },
        turn=MAIN,
    )
    refused = _refusal(
        state, {"type": "activate", "object": "mine", "ability": 0, "targets": ["B"]}
    )
    assert refused.message == (
        "Prodigal Pyromancer (Alice's) is tapped: its {T} ability can't be activated"
    )
    assert refused.rule == "107.5"


def test_602_2_the_log_names_the_source_that_pays_as_it_was() -> None:
    """Alice's two Prodigal Pyromancers, one tapped: activating the untapped one, the log says
    which one activates and taps ("(untapped)", as it was before paying, 107.5), and every line
    names the Pyromancers the one way."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "p1", "card": "Prodigal Pyromancer", "tapped": True},
                {"id": "p2", "card": "Prodigal Pyromancer"},
            ],
        },
        {"id": "B", "name": "Bob"},
        turn=MAIN,
    )
    result = play(state, {"type": "activate", "object": "p2", "ability": 0, "targets": ["B"]})
    texts = [e.text for e in result.log]
    assert "Prodigal Pyromancer (untapped) taps to pay the cost" in texts, texts
    activated = [t for t in texts if " activates " in t]
    assert activated and activated[0].startswith(
        "Alice activates Prodigal Pyromancer (untapped)'s ability"
    ), activated
    for text in texts:
        assert named_otherwise(text, "Prodigal Pyromancer", ("Alice", "Bob")) == [], text
        assert problems(text, {"p1", "p2"}) == [], text
    assert result.state.object("p2").tapped
