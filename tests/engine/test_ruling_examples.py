"""The gallery's examples are the engine's test scenarios: each ruling example, resolved, gives
the result the rulings spec states. (GHO and AOG have their own files.)"""

from __future__ import annotations

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.examples import example, examples
from engine.testing.scenario import cites, explore_ruling, play, ruling

BLESSING = "citys_blessing"


def test_grz_1_example() -> None:
    state, action = ruling("GRZ-1")
    result = play(state, action)
    assert result.state.object("bottom").zone is Zone.BATTLEFIELD
    assert cites(result.log, "614.6")
    assert [e.text for e in result.log if "exile" in e.text and "library" in e.text]


def test_grz_2_example() -> None:
    state, action = ruling("GRZ-2")
    assert play(state, action).state.object("bottom").zone is Zone.BATTLEFIELD


def test_grz_3_example() -> None:
    state, action = ruling("GRZ-3")
    result = play(state, action)
    assert result.state.object("bottom").zone is Zone.BATTLEFIELD
    assert not [e for e in result.log if "priority" in e.text and "117.3" in e.rules]
    # Both moves happen inside the one resolution: between them nothing passes priority or
    # resolves, and the ability's "has resolved" entry comes after the second move.
    texts = [e.text for e in result.log]
    to_graveyard = next(i for i, t in enumerate(texts) if "from library to graveyard" in t)
    to_battlefield = next(i for i, t in enumerate(texts) if "to battlefield" in t)
    resolved = next(i for i, t in enumerate(texts) if "has resolved" in t)
    assert to_graveyard < to_battlefield < resolved
    assert not [t for t in texts[to_graveyard:to_battlefield] if "pass priority" in t]


def test_pro_1_example() -> None:
    state, action = ruling("PRO-1")
    assert play(state, action).state.player("B").life == 20


def test_pro_2_example() -> None:
    state, action = ruling("PRO-2")
    assert play(state, action).state.player("B").life == 13


def test_pro_3_example() -> None:
    state, action = ruling("PRO-3")
    result = play(state, action)
    assert (result.state.player("A").life, result.state.player("B").life) == (10, 20)
    assert cites(result.log, "608.2b")


def test_pro_4_example() -> None:
    state, action = ruling("PRO-4")
    result = play(state, action)
    assert result.state.object("curse").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5m")


def test_asc_1_example_both_legend_choices_keep_the_blessing() -> None:
    exploration = explore_ruling("ASC-1")
    assert len(exploration.outcomes) == 2
    assert all(BLESSING in o.state.player("A").designations for o in exploration.outcomes)


def test_asc_2_example() -> None:
    state, action = ruling("ASC-2")
    result = play(state, action)
    assert BLESSING not in result.state.player("A").designations
    assert result.state.object("bears").zone is Zone.GRAVEYARD


def test_asc_4_example() -> None:
    state, action = ruling("ASC-4")
    result = play(state, action)
    assert BLESSING in result.state.player("A").designations
    assert result.state.object("tok1").zone is Zone.BATTLEFIELD


def test_asc_6_example() -> None:
    state, action = ruling("ASC-6")
    assert BLESSING in play(state, action).state.player("A").designations


def test_asc_7_example() -> None:
    state, action = ruling("ASC-7")
    assert BLESSING not in state.player("A").designations
    assert BLESSING in play(state, action).state.player("A").designations


def test_asc_8_example() -> None:
    state, action = ruling("ASC-8")
    result = play(state, action)
    assert BLESSING not in result.state.player("A").designations
    assert result.state.object("bears").zone is Zone.GRAVEYARD


def test_asc_9_example() -> None:
    state, action = ruling("ASC-9")
    result = play(state, action)
    assert BLESSING in result.state.player("A").designations
    assert cites(result.log, "702.131b")


def test_asc_3_example_tokens_count_and_stay() -> None:
    state, action = ruling("ASC-3")
    assert BLESSING in state.player("A").designations  # the tokens made ten permanents
    result = play(state, action)
    tokens = [o for o in result.state.objects if o.token]
    assert len(tokens) == 2 and all(t.zone is Zone.BATTLEFIELD for t in tokens)
    assert cites(result.log, "608.2")


def test_asc_5_example_each_token_attacks_its_own_player() -> None:
    state, action = ruling("ASC-5")
    result = play(state, action, ["2", "B", "C"])
    combat = result.state.combat
    assert combat is not None
    defenders = dict(combat.attackers)
    tokens = sorted(o.id for o in result.state.objects if o.token)
    assert [defenders[t] for t in tokens] == ["B", "C"]
    assert cites(result.log, "508.4")


def test_mana_2_example_costs_are_ignored_by_could_produce() -> None:
    state, action = ruling("MANA-2")
    result = play(state, action)
    assert dict(result.state.player("A").mana_pool) == {"W": 1}


def test_mana_5_example() -> None:
    state, action = ruling("MANA-5")
    result = play(state, action)
    grenzo = result.state.object("grenzo")
    assert grenzo.counter("+1/+1") == 3
    assert cites(result.log, "107.3m")


@pytest.mark.parametrize(("ruling_id", "rule"), [("TAP-1", "107.5"), ("TAP-3", "302.6")])
def test_refused_examples_are_refused_with_their_rule(ruling_id: str, rule: str) -> None:
    state, action = ruling(ruling_id)
    assert example(ruling_id).refused
    with pytest.raises(IllegalAction) as err:
        play(state, action)
    assert err.value.rule == rule


SPEC_RULINGS = (
    [f"MANA-{i}" for i in range(1, 6)]
    + [f"TAP-{i}" for i in range(1, 4)]
    + [f"AOG-{i}" for i in range(1, 8)]
    + [f"GRZ-{i}" for i in range(1, 4)]
    + [f"GHO-{i}" for i in range(1, 7)]
    + [f"ASC-{i}" for i in range(1, 10)]
    + [f"PRO-{i}" for i in range(1, 5)]
)


def test_every_ruling_of_the_spec_has_an_example() -> None:
    assert sorted(e.id for e in examples()) == sorted(SPEC_RULINGS)


@pytest.mark.parametrize("ruling_id", SPEC_RULINGS)
def test_every_example_runs(ruling_id: str) -> None:
    state, action = ruling(ruling_id)
    if example(ruling_id).refused:
        with pytest.raises(IllegalAction):
            engine.apply(state, action)
        return
    exploration = engine.explore(state, action)
    assert exploration.complete and exploration.outcomes
    assert all(o.log for o in exploration.outcomes)
