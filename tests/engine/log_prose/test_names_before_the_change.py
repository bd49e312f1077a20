"""A line about a change names the object as it was before the change (issue 30, point 4):
"Grizzly Bears (on the battlefield) moves from battlefield to graveyard", never "(in the
graveyard) moves from battlefield"; "Grizzly Bears (untapped) becomes tapped as it attacks".
Life changes read with the one arrow, "20 → 17"; a declaration names every creature."""

from __future__ import annotations

import engine
from engine.puzzle.play import describe_declaration
from engine.rules.pipeline import describe
from engine.testing.scenario import board, play


def _two_bears() -> list[dict[str, str]]:
    return [{"id": "b1", "card": "Grizzly Bears"}, {"id": "b2", "card": "Grizzly Bears"}]


def test_400_7_a_creature_put_into_the_graveyard_is_named_where_it_was() -> None:
    state = board(
        {"id": "A", "name": "Alice", "battlefield": _two_bears(), "graveyard": []},
        {"id": "B", "name": "Bob", "graveyard": [{"id": "gy", "card": "Grizzly Bears"}]},
    )
    result = play(state, {"type": "deal_damage", "source": "b2", "target": "b1", "amount": 2})
    moves = [e.text for e in result.log if "moves from" in e.text]
    assert moves == ["Grizzly Bears (Alice's, 2 damage) moves from battlefield to graveyard"]
    assert all("400.7" in e.rules for e in result.log if "moves from" in e.text)


def test_508_1f_an_attacker_is_named_untapped_as_it_becomes_tapped() -> None:
    bears = _two_bears()
    bears[1]["tapped"] = True  # type: ignore[assignment]
    state = board(
        {"id": "A", "name": "Alice", "battlefield": bears},
        {"id": "B", "name": "Bob"},
        turn={"number": 2, "active_player": "A", "step": "declare_attackers"},
    )
    result = play(state, {"type": "attack", "attackers": {"b1": "B"}})
    tapped = [e for e in result.log if "becomes tapped" in e.text]
    assert [e.text for e in tapped] == ["Grizzly Bears (untapped) becomes tapped as it attacks"]
    assert tapped[0].rules == ("508.1f",)
    assert result.state.object("b1").tapped


def test_119_3_a_life_change_reads_with_one_arrow() -> None:
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {"id": "B", "name": "Bob"},
    )
    result = play(state, {"type": "deal_damage", "source": "bears", "target": "B", "amount": 3})
    life = [e for e in result.log if "life" in e.text and "loses" in e.text]
    assert [e.text for e in life] == ["Bob loses 3 life: 20 → 17"]
    assert life[0].rules == ("120.3a",)
    assert result.state.player("B").life == 17


def test_509_1a_a_declaration_of_two_blockers_names_both() -> None:
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
        {"id": "B", "name": "Bob", "battlefield": _two_bears()},
    )
    words = describe_declaration(
        state, {"type": "block", "blockers": {"b1": "giant", "b2": "giant"}}
    )
    assert words == (
        "Grizzly Bears (first) blocks Hill Giant; Grizzly Bears (second) blocks Hill Giant"
    )


def test_117_4_passing_priority_names_the_ability_on_top_not_its_card() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "kavu", "card": "Flametongue Kavu"},
            ],
        },
        {"id": "B", "name": "Bob"},
        stack=[
            {
                # 113.7: the trigger's source is the Kavu it came from, not the trigger itself.
                "id": "kavu_trigger",
                "card": "Flametongue Kavu",
                "owner": "A",
                "stack_info": {"kind": "triggered", "source": "kavu", "targets": ["bears"]},
            }
        ],
    )
    resolve = [o for o in engine.available_actions(state) if o.action["type"] == "resolve"]
    assert [o.label for o in resolve] == [
        "All players pass: Flametongue Kavu's triggered ability resolves"
    ]


def test_a_turns_history_names_the_player_where_the_sentence_needs_them() -> None:
    # "Bob a permanent they controlled left the battlefield" read as a sentence: the player's
    # name goes where the sentence needs it (revolt's "a permanent you controlled left").
    state = board(
        {"id": "A", "name": "Alice"},
        {"id": "B", "name": "Bob"},
        effects=[
            {
                "id": "e1",
                "kind": "turn_history",
                "controller": "B",
                "params": {"event": "permanent_left", "player": "B"},
            },
            {
                "id": "e2",
                "kind": "turn_history",
                "controller": "A",
                "params": {"event": "life_gained", "player": "A"},
            },
        ],
    )
    assert [describe(state, e) for e in state.effects] == [
        "a permanent Bob controlled left the battlefield this turn",
        "Alice gained life this turn",
    ]
