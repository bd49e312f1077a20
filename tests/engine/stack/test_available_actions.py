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


def test_flashback_alternative_costs_and_other_faces_are_offered() -> None:
    """The picker offers Call of the Herd from the graveyard with flashback (702.34a), Fireblast
    for its alternative cost (118.9) and a split card's other half (709.3)."""
    from engine import available_actions
    from engine.testing.scenario import board

    fire_ice = {
        "id": "fi",
        "card": "Fire // Ice",
        "characteristics": {
            "types": ["Instant"],
            "layout": "split",
            "faces": [
                {"name": "Fire", "types": ["Instant"], "mana_cost": "{1}{R}"},
                {"name": "Ice", "types": ["Instant"], "mana_cost": "{1}{U}"},
            ],
        },
    }
    state = board(
        {
            "id": "A",
            "graveyard": [{"id": "call", "card": "Call of the Herd"}],
            "hand": [{"id": "blast", "card": "Fireblast"}, fire_ice],
            "battlefield": [{"id": f"m{i}", "card": "Mountain"} for i in range(2)],
        },
        {"id": "B"},
    )
    offered = {o.label: o for o in available_actions(state)}
    assert offered["Cast Call of the Herd with flashback"].action == {
        "type": "cast",
        "object": "call",
        "flashback": True,
    }
    assert offered["Cast Fireblast for its alternative cost"].legal
    assert offered["Cast Ice"].action == {"type": "cast", "object": "fi", "face": 1}
    assert "Cast Fire" in offered
