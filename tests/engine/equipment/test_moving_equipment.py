"""Moving an Equipment (701.3): onto another creature with a new timestamp (701.3c, 613.7e), onto
the creature it already equips (701.3b: nothing happens), and how the new timestamp orders its
effects among others in the same layer (613.7)."""

from __future__ import annotations

import engine
from engine.core.state import Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import play
from tests.engine.equipment.equipment_support import (
    equip,
    equip_and_resolve,
    keywords,
    main_phase,
    pt,
    with_rule,
)

BEARS = {"id": "bears", "card": "Grizzly Bears"}
ELVES = {"id": "elves", "card": "Llanowar Elves"}


def test_equipping_another_creature_moves_the_equipment_with_a_new_timestamp() -> None:
    """Vulshok Morningstar equips the Bears, then Alice equips the Elves with it: the Bears are
    2/2 again, the Elves 3/3, and the Morningstar's timestamp is newer (701.3c, 613.7e)."""
    state = main_phase(
        [{"id": "star", "card": "Vulshok Morningstar", "attached_to": "bears"}, BEARS, ELVES],
        pool={"C": 2},
    )
    assert pt(state, "bears") == (4, 4)
    before = state.object("star").layer_timestamp
    result, log = equip_and_resolve(state, "star", "elves")
    star = result.state.object("star")
    assert star.attached_to == "elves"
    assert star.layer_timestamp > before
    assert star.timestamp == state.object("star").timestamp  # the same object (400.7)
    assert pt(result.state, "bears") == (2, 2) and pt(result.state, "elves") == (3, 3)
    (moved,) = with_rule(log, "701.3c")
    assert "leaving Grizzly Bears" in moved.text
    assert moved.rules == ("701.3a", "701.3c", "613.7e")


def test_equipping_the_creature_it_already_equips_does_nothing() -> None:
    """701.3b: attaching an Equipment to the object it's already attached to does nothing; no
    new timestamp. The cost was paid all the same (the ability resolved, 608.2)."""
    state = main_phase(
        [{"id": "bs", "card": "Bonesplitter", "attached_to": "bears"}, BEARS], pool={"C": 1}
    )
    result, log = equip_and_resolve(state, "bs", "bears")
    assert result.state.object("bs") == state.object("bs")
    assert result.state.player("A").mana_pool.get("C", 0) == 0
    (nothing,) = with_rule(log, "701.3b")
    assert "already attached to Grizzly Bears" in nothing.text
    assert not with_rule(log, "613.7e")
    assert pt(result.state, "bears") == (4, 2)


def test_the_new_timestamp_puts_the_equipments_effects_after_older_ones() -> None:
    """613.7e: an Equipment gets a new timestamp as it becomes attached. The Bears lost all
    abilities (layer 6, timestamp 5) after Loxodon Warhammer went on the Elves (timestamp 0).
    Moved onto the Bears now, the Warhammer's "has trample and lifelink" applies after the
    loss of abilities in timestamp order (613.7), so the Bears have both."""
    lose_all = {
        "id": "hush",
        "kind": "lose_all_abilities",
        "controller": "B",
        "params": {"objects": ["bears"]},
        "duration": "end_of_turn",
        "timestamp": 5,
    }
    state = main_phase(
        [{"id": "hammer", "card": "Loxodon Warhammer", "attached_to": "elves"}, BEARS, ELVES],
        pool={"C": 3},
        effects=[lose_all],
    )
    assert keywords(state, "elves") >= {"trample", "lifelink"}
    result, _ = equip_and_resolve(state, "hammer", "bears")
    assert keywords(result.state, "bears") >= {"trample", "lifelink"}
    breakdown = chars(result.state, result.state.object("bears")).breakdown
    six = [text for layer, text in breakdown if layer == "613.1f"]
    assert six[0].startswith("loses all abilities (Grizzly Bears loses all abilities)")
    assert six[1].startswith("gains lifelink, trample (Loxodon Warhammer")


def test_an_equipment_attached_before_the_loss_of_abilities_loses_out() -> None:
    """The same board, with the Warhammer on the Bears from before (timestamp 0): the loss of
    abilities (timestamp 5) comes later in layer 6 and removes trample and lifelink, while the
    +3/+0 (layer 7c) still applies (613.1f, 613.4c)."""
    lose_all = {
        "id": "hush",
        "kind": "lose_all_abilities",
        "controller": "B",
        "params": {"objects": ["bears"]},
        "duration": "end_of_turn",
        "timestamp": 5,
    }
    state = main_phase(
        [{"id": "hammer", "card": "Loxodon Warhammer", "attached_to": "bears"}, BEARS],
        effects=[lose_all],
    )
    assert not keywords(state, "bears") & {"trample", "lifelink"}
    assert pt(state, "bears") == (5, 2)


def test_two_equipment_on_one_creature_both_apply() -> None:
    """301.5c allows one creature many Equipment (each equips one creature): Bonesplitter and
    Short Sword on the Bears make them 5/3."""
    state = main_phase(
        [
            {"id": "bs", "card": "Bonesplitter", "attached_to": "bears"},
            {"id": "sword", "card": "Short Sword"},
            BEARS,
        ],
        pool={"C": 1},
    )
    result, _ = equip_and_resolve(state, "sword", "bears")
    assert pt(result.state, "bears") == (5, 3)


def test_an_equipment_in_a_graveyard_cant_be_attached() -> None:
    """Forebear's Blade's own ability can't move it once it has left the battlefield: attaching
    needs the Equipment on the battlefield (701.3a; a new object in the graveyard, 400.7)."""
    state = main_phase(
        [{"id": "blade", "card": "Forebear's Blade"}, BEARS],
        pool={"C": 3},
    )
    activated = play(state, equip(state, "blade", "bears"))
    gone = play(activated.state, {"type": "move_object", "object": "blade", "to": "graveyard"})
    resolved = play(gone.state, {"type": "resolve"})
    assert resolved.state.object("blade").zone is Zone.GRAVEYARD
    assert resolved.state.object("blade").attached_to is None
    (refused,) = with_rule(resolved.log, "701.3a")
    assert "isn't on the battlefield" in refused.text


MOVER = {
    "name": "Attachment Mover",
    "types": ["Artifact"],
    "abilities": [
        {
            "text": "{0}: Attach target permanent to target creature.",
            "cost": {"mana": "{0}"},
            "targets": ["permanent", "creature"],
            "effects": [{"kind": "attach", "params": {"object": 0, "to": 1}}],
        }
    ],
}


def move_with_mover(state: engine.GameState, what: str, where: str) -> engine.Result:
    activate = {"type": "activate", "object": "mover", "ability": 0, "targets": [what, where]}
    return play(play(state, activate).state, {"type": "resolve"})


def test_attach_moves_an_aura_within_its_enchant_ability() -> None:
    """701.3a applies to Auras too: Dead Weight (enchant creature, -2/-2) moves from Alice's
    Craw Wurm (4/2 with it) to Bob's Llanowar Elves, which die (704.5f); the Aura then goes to
    the graveyard (704.5m). The Wurm is 6/4 again."""
    wurm = {"id": "wurm", "card": "Craw Wurm"}
    weight = {"id": "weight", "card": "Dead Weight", "attached_to": "wurm"}
    state = main_phase(
        [{"id": "mover", "card": "Attachment Mover"}, weight, wurm], [ELVES], custom_cards=[MOVER]
    )
    assert pt(state, "wurm") == (4, 2)
    result = move_with_mover(state, "weight", "elves")
    assert result.state.object("elves").zone is Zone.GRAVEYARD
    assert result.state.object("weight").zone is Zone.GRAVEYARD
    assert pt(result.state, "wurm") == (6, 4)
    assert with_rule(result.log, "701.3c") and with_rule(result.log, "704.5m")


def test_attach_doesnt_move_an_aura_outside_its_enchant_ability() -> None:
    """701.3b, 702.5a: Dead Weight (enchant creature) can't be attached to a player."""
    mover = {**MOVER, "abilities": [{**MOVER["abilities"][0], "targets": ["permanent", "player"]}]}  # type: ignore[index, dict-item]
    wurm = {"id": "wurm", "card": "Craw Wurm"}
    weight = {"id": "weight", "card": "Dead Weight", "attached_to": "wurm"}
    state = main_phase(
        [{"id": "mover", "card": "Attachment Mover"}, weight, wurm], custom_cards=[mover]
    )
    result = move_with_mover(state, "weight", "B")
    assert result.state.object("weight").attached_to == "wurm"
    (refused,) = with_rule(result.log, "701.3b")
    assert refused.rules == ("701.3b", "702.5a")


def test_attach_doesnt_move_what_isnt_an_aura_equipment_or_fortification() -> None:
    """701.3b: trying to attach Grizzly Bears to something does nothing."""
    state = main_phase(
        [{"id": "mover", "card": "Attachment Mover"}, BEARS, ELVES], custom_cards=[MOVER]
    )
    result = move_with_mover(state, "bears", "elves")
    assert result.state.object("bears").attached_to is None
    (refused,) = with_rule(result.log, "701.3b")
    assert refused.rules == ("701.3b",)
    assert "isn't an Aura, Equipment or Fortification" in refused.text
