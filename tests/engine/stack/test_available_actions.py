"""The action picker lists what is legal now and, for the rest, why not (with the rule)."""

from __future__ import annotations

from engine.game.legal import available_actions
from engine.testing.scenario import board


def test_illegal_options_stay_visible_with_reason_and_rule() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "demise", "card": "Golden Demise"},
                {"id": "m", "card": "Mountain"},
            ],
            "battlefield": [
                {"id": "elves", "card": "Llanowar Elves", "summoning_sick": True},
                {"id": "forest", "card": "Forest", "tapped": True},
            ],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )
    options = {(o.action["type"], o.action.get("object")): o for o in available_actions(state)}
    bolt = options[("cast", "bolt")]
    assert bolt.legal and bolt.needs_targets == ("any",)
    demise = options[("cast", "demise")]
    assert not demise.legal and demise.rule == "307.1"
    elves = options[("activate", "elves")]
    assert not elves.legal and elves.rule == "302.6" and "came under" in elves.reason
    forest = options[("activate", "forest")]
    assert not forest.legal and forest.rule == "107.5"
    land = options[("play_land", "m")]
    assert not land.legal and land.rule == "305.1"
    resolve = options[("resolve", None)]
    assert not resolve.legal and resolve.rule == "117.4"
