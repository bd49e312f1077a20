"""Manifest (701.40): the top card of a library is turned face down and put onto the battlefield
as a 2/2 creature with no text, name, subtypes or mana cost (701.40a, 708.2a); its controller may
turn it face up for its mana cost if it is a creature card (701.40b, a special action, 116.2b), or
for its morph cost if it has morph (701.40c). Soul Summons ("Manifest the top card of your
library."), Reality Shift ("Exile target creature. Its controller manifests the top card of their
library."), Ethereal Ambush ("Manifest the top two cards of your library.") and Sultai Emissary
("When ~ dies, manifest the top card of your library.") of the 2026 card file are compiled from
their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

SUMMONS = "Soul Summons"
SHIFT = "Reality Shift"
AMBUSH = "Ethereal Ambush"
EMISSARY = "Sultai Emissary"
INVOCATION = "Fierce Invocation"
WALKER = "Pine Walker"  # "Whenever ~ or another creature you control is turned face up, untap
# that creature."
AMBUSHERS = "Salt Road Ambushers"  # "Whenever another permanent you control is turned face up,
# if it's a creature, put two +1/+1 counters on it."
THREATS = "Threats Around Every Corner"  # "Whenever a face-down permanent you control enters,
# search your library for a basic land card, put it onto the battlefield tapped, then shuffle."
TECHNICIAN = "Gadget Technician"  # {2}{U}{R}; "When ~ enters or is turned face up, create a 1/1
# colorless Thopter artifact creature token with flying." / Disguise {U/R}{U/R}
FARSEER = "Aven Farseer"  # "Whenever a permanent is turned face up, put a +1/+1 counter on ~."
SCROLL = "Scroll of Fate"  # "{T}: Manifest a card from your hand."
PLANS = "Secret Plans"  # "Face-down creatures you control get +0/+1." / "Whenever a permanent
# you control is turned face up, draw a card."
MORPH = "Abzan Guide"  # a {3}{W}{B}{G} 4/4 lifelink creature with Morph {2}{W}{B}{G}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(
        compiled_from,
        SUMMONS,
        SHIFT,
        AMBUSH,
        EMISSARY,
        MORPH,
        INVOCATION,
        PLANS,
        SCROLL,
        WALKER,
        AMBUSHERS,
        THREATS,
        TECHNICIAN,
        FARSEER,
    )


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (SUMMONS, "Manifest the top card of your library."),
        (SHIFT, "Exile target creature. Its controller manifests the top card of their library."),
        (AMBUSH, "Manifest the top two cards of your library."),
        (EMISSARY, "When ~ dies, manifest the top card of your library."),
        (
            INVOCATION,
            "Manifest the top card of your library, then put two +1/+1 counters on it.",
        ),
    ],
)
def test_701_40a_manifest_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _summoned(top: str, pool: dict[str, int] | None = None, spell: str = SUMMONS) -> Any:
    """Alice casts `spell` (free) with `top` on top of her library; it resolves."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": spell}],
            "library": [{"id": "top", "card": top}, {"id": "next", "card": "Forest"}],
            "mana_pool": pool or {},
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "spell", "free": True})
    return play(cast.state, RESOLVE)


def test_701_40a_the_top_card_enters_face_down_as_a_nameless_2_2() -> None:
    done = _summoned("Serra Angel")
    card = done.state.object("top")
    assert card.zone is Zone.BATTLEFIELD and card.face_down and card.controller == "A"
    c = chars(done.state, card)
    assert (c.name, c.types, c.subtypes, c.mana_cost, c.abilities) == (
        "",
        ("Creature",),
        (),
        "",
        (),
    )
    assert (c.power, c.toughness) == (2, 2)  # not Serra Angel's 4/4, and no flying
    assert done.state.object("next").zone is Zone.LIBRARY
    assert cites(done.log, "701.40a")
    assert engine.load(engine.dump(done.state)) == done.state


def test_708_5_the_log_never_names_the_manifested_card() -> None:
    done = _summoned("Serra Angel")
    assert all("Serra Angel" not in e.text for e in done.log)
    assert any("face-down creature" in e.text for e in done.log)


def test_701_40a_then_counters_go_on_the_manifested_creature() -> None:
    done = _summoned("Serra Angel", spell=INVOCATION)
    card = done.state.object("top")
    assert card.face_down and card.counter("+1/+1") == 2
    c = chars(done.state, card)
    assert (c.power, c.toughness) == (4, 4)  # a face-down 2/2 with two +1/+1 counters
    assert all("Serra Angel" not in e.text for e in done.log)


def test_701_40b_a_manifested_creature_card_is_turned_face_up_for_its_mana_cost() -> None:
    state = _summoned("Serra Angel").state
    state = board_with_pool(state, {"W": 2, "C": 3})
    up = play(state, {"type": "turn_face_up", "object": "top"})
    assert cites(up.log, "116.2b") and cites(up.log, "701.40b")
    assert up.state.player("A").mana_pool.to_json() == {}
    angel = up.state.object("top")
    c = chars(up.state, angel)
    assert not angel.face_down and c.name == "Serra Angel" and (c.power, c.toughness) == (4, 4)
    assert "flying" in {k.lower() for k in c.keywords}


def test_701_40b_without_the_mana_it_stays_face_down() -> None:
    state = board_with_pool(_summoned("Serra Angel").state, {"W": 2})
    with pytest.raises(IllegalAction):
        play(state, {"type": "turn_face_up", "object": "top"})


def test_701_40b_a_manifested_noncreature_card_cant_be_turned_face_up() -> None:
    state = board_with_pool(_summoned("Lightning Bolt").state, {"R": 5})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "turn_face_up", "object": "top"})
    assert refused.value.rule == "701.40b"
    options = [o for o in available_actions(state) if o.action.get("type") == "turn_face_up"]
    assert options and not any(o.legal for o in options)


def test_701_40c_a_manifested_card_with_morph_may_use_either_procedure() -> None:
    state = board_with_pool(_summoned(MORPH).state, {"W": 1, "B": 1, "G": 1, "C": 2})
    options = [o.action for o in available_actions(state) if o.action.get("type") == "turn_face_up"]
    assert {"type": "turn_face_up", "object": "top"} in options
    assert {"type": "turn_face_up", "object": "top", "mana_cost": True} in options
    up = play(state, {"type": "turn_face_up", "object": "top"})  # its morph cost {2}{W}{B}{G}
    assert cites(up.log, "702.37e") and cites(up.log, "701.40c")
    assert not up.state.object("top").face_down
    assert up.state.player("A").mana_pool.to_json() == {}


def test_701_40e_two_cards_are_manifested_one_at_a_time() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": AMBUSH}],
            "library": [
                {"id": "one", "card": "Grizzly Bears"},
                {"id": "two", "card": "Island"},
                {"id": "three", "card": "Forest"},
            ],
        },
        {"id": "B"},
    )
    done = play(play(state, {"type": "cast", "object": "spell", "free": True}).state, RESOLVE)
    for card in ("one", "two"):
        assert done.state.object(card).zone is Zone.BATTLEFIELD
        assert done.state.object(card).face_down
    assert done.state.object("three").zone is Zone.LIBRARY
    assert cites(done.log, "701.40e")


def test_701_40a_its_controller_manifests_from_their_own_library() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "shift", "card": SHIFT}]},
        {
            "id": "B",
            "battlefield": [{"id": "angel", "card": "Serra Angel"}],
            "library": [{"id": "theirs", "card": "Grizzly Bears"}],
        },
    )
    cast = play(state, {"type": "cast", "object": "shift", "targets": ["angel"], "free": True})
    done = play(cast.state, RESOLVE)
    assert done.state.object("angel").zone is Zone.EXILE
    theirs = done.state.object("theirs")
    assert theirs.zone is Zone.BATTLEFIELD and theirs.face_down and theirs.controller == "B"
    assert cites(done.log, "701.40a")


def test_701_40a_a_face_down_permanent_leaving_the_battlefield_is_revealed() -> None:
    state = _summoned("Serra Angel").state
    murder = board_with_hand(state, "B", {"id": "murder", "card": "Murder"})
    cast = play(murder, {"type": "cast", "object": "murder", "targets": ["top"], "free": True})
    done = play(cast.state, RESOLVE)
    assert done.state.object("top").zone is Zone.GRAVEYARD
    assert not done.state.object("top").face_down
    assert cites(done.log, "708.9")


def test_701_40a_a_dying_trigger_manifests() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "emissary", "card": EMISSARY}],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
        },
        {"id": "B", "hand": [{"id": "murder", "card": "Murder"}]},
    )
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["emissary"], "free": True})
    died = play(cast.state, RESOLVE)
    done = play(died.state, RESOLVE)
    assert done.state.object("top").zone is Zone.BATTLEFIELD and done.state.object("top").face_down


def board_with_pool(state: GameState, pool: dict[str, int]) -> GameState:
    doc = engine.dump(state)
    for player in doc["players"]:
        if player["id"] == "A":
            player["mana_pool"] = pool
    return engine.load(doc)


def board_with_hand(state: GameState, who: str, card: dict[str, str]) -> GameState:
    doc = engine.dump(state)
    for player in doc["players"]:
        if player["id"] == who:
            player.setdefault("hand", []).append(card)
    return engine.load(doc)


def test_701_40b_turned_face_up_for_its_mana_cost_it_triggers_turned_face_up_abilities() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "plans", "card": PLANS},
                {"id": "top", "card": "Grizzly Bears", "face_down": True, "cast_for": "manifest"},
            ],
            "library": [{"id": "draw", "card": "Island"}],
            "mana_pool": {"G": 1, "C": 1},
        },
        {"id": "B"},
    )
    face_down = chars(state, state.object("top"))
    assert (face_down.power, face_down.toughness) == (2, 3)  # a face-down 2/2, +0/+1
    up = play(state, {"type": "turn_face_up", "object": "top"})
    assert cites(up.log, "701.40b")
    bears = chars(up.state, up.state.object("top"))
    assert (bears.name, bears.power, bears.toughness) == ("Grizzly Bears", 2, 2)
    done = play(up.state, RESOLVE)  # "Whenever a permanent you control is turned face up"
    assert done.state.object("draw").zone is Zone.HAND


def test_701_40a_a_card_from_the_hand_is_manifested_and_nobody_else_learns_which() -> None:
    assert compile_record(records(SCROLL)[SCROLL]).label == AUTOMATED
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "scroll", "card": SCROLL}],
            "hand": [
                {"id": "angel", "card": "Serra Angel"},
                {"id": "bolt", "card": "Lightning Bolt"},
            ],
        },
        {"id": "B"},
    )
    activated = play(state, {"type": "activate", "object": "scroll", "ability": 0})
    asked = pending(activated.state, RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "A"
    assert {o.id for o in asked.pending.options} == {"angel", "bolt"}
    done = play(activated.state, RESOLVE, ["angel"])
    angel = done.state.object("angel")
    assert angel.zone is Zone.BATTLEFIELD and angel.face_down
    assert done.state.object("bolt").zone is Zone.HAND
    assert all("Serra Angel" not in e.text for e in done.log)  # 708.5
    assert cites(done.log, "701.40a")


def test_708_7_another_creature_turned_face_up_is_the_one_the_trigger_names() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "walker", "card": WALKER},
                {
                    "id": "bears",
                    "card": "Grizzly Bears",
                    "face_down": True,
                    "cast_for": "manifest",
                    "tapped": True,
                },
                {"id": "land", "card": "Island", "face_down": True, "cast_for": "manifest"},
            ],
            "mana_pool": {"G": 1, "C": 1},
        },
        {"id": "B"},
    )
    up = play(state, {"type": "turn_face_up", "object": "bears"})
    done = play(up.state, RESOLVE)  # Pine Walker: "untap that creature"
    assert not done.state.object("bears").tapped
    assert done.state.object("bears").face_down is False


def test_603_4_if_its_a_creature_the_turned_permanent_gets_the_counters() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "ambushers", "card": AMBUSHERS},
                {"id": "bears", "card": "Grizzly Bears", "face_down": True, "cast_for": "cloak"},
            ],
            "mana_pool": {"G": 1, "C": 1},
        },
        {"id": "B"},
    )
    up = play(state, {"type": "turn_face_up", "object": "bears"})
    assert cites(up.log, "701.58b")
    done = play(up.state, RESOLVE)
    assert done.state.object("bears").counter("+1/+1") == 2
    assert done.state.object("ambushers").counter("+1/+1") == 0


def test_708_2_a_manifested_card_is_a_face_down_permanent_entering() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "threats", "card": THREATS}],
            "hand": [{"id": "spell", "card": SUMMONS}],
            "library": [{"id": "top", "card": "Serra Angel"}, {"id": "forest", "card": "Forest"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "spell", "free": True})
    manifested = play(cast.state, RESOLVE)
    assert manifested.state.object("top").face_down
    assert len(manifested.state.zone(Zone.STACK)) == 1  # Threats Around Every Corner triggered
    done = play(manifested.state, RESOLVE, ["forest"])
    forest = done.state.object("forest")
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped


def test_701_58d_a_cloaked_card_with_disguise_turned_up_for_its_mana_cost_triggers() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "tech", "card": TECHNICIAN, "face_down": True, "cast_for": "cloak"},
            ],
            "mana_pool": {"U": 1, "R": 1, "C": 2},
        },
        {"id": "B", "battlefield": [{"id": "farseer", "card": FARSEER}]},
    )
    options = [o.action for o in available_actions(state) if o.action.get("type") == "turn_face_up"]
    assert {"type": "turn_face_up", "object": "tech", "mana_cost": True} in options
    up = play(state, {"type": "turn_face_up", "object": "tech", "mana_cost": True})
    assert cites(up.log, "701.58b")
    assert up.state.player("A").mana_pool.to_json() == {}
    # "When ~ enters or is turned face up" (708.8) and the opponent's Aven Farseer ("a
    # permanent", anyone's) both trigger
    assert len(up.state.zone(Zone.STACK)) == 2
    done = play(play(up.state, RESOLVE).state, RESOLVE)
    thopters = [o for o in done.state.battlefield if o.token and o.controller == "A"]
    assert len(thopters) == 1
    assert done.state.object("farseer").counter("+1/+1") == 1
