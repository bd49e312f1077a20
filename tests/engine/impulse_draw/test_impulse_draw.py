"""Playing cards exiled from the top of a library for a while ("impulse draw"): Reckless Impulse
("Exile the top two cards of your library. Until the end of your next turn, you may play those
cards."), Abbot of Keral Keep ("When ~ enters, exile the top card of your library. Until end of
turn, you may play that card.") and Act on Impulse ("... Until end of turn, you may play cards
exiled this way."), real cards of the 2026 file compiled from their Oracle text.

The permission (601.3) is its controller's, for those very cards in exile (400.7): a spell is
cast paying its costs at the usual time (601.2, 307.1), a land is played at the usual time as the
turn's land drop (305.1, 305.2). "Until end of turn" ends in this turn's cleanup step (514.2),
"until the end of your next turn" in the cleanup step of that player's next turn (611.2a)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import Duration, GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Reckless Impulse", "Abbot of Keral Keep", "Act on Impulse")
RESOLVE = {"type": "resolve"}
KIND = "may_play_from_exile"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _alice(
    hand: str = "Reckless Impulse", pool: Mapping[str, int] | None = None, **more: Any
) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "spell", "card": hand},
                {"id": "forest", "card": "Forest"},
            ],
            "mana_pool": dict(pool or {"R": 3}),
            "library": [
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "mountain", "card": "Mountain"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "forest2", "card": "Forest"},
            ],
            **more,
        },
        {
            "id": "B",
            "library": [{"id": f"b{i}", "card": "Forest"} for i in range(4)],
            "exile": [{"id": "bobs_shock", "card": "Shock"}],
        },
        turn={"number": 1, "active_player": "A", "step": "precombat_main"},
    )


def _impulsed(**more: Any) -> GameState:
    """Alice has cast Reckless Impulse ({1}{R}) and it has resolved: bolt and mountain exiled."""
    cast = play(_alice(**more), {"type": "cast", "object": "spell"})
    return play(cast.state, RESOLVE).state


def _bolt_bob(state: GameState) -> GameState:
    return play(state, {"type": "cast", "object": "bolt", "targets": ["B"]}).state


def _refusal(state: GameState, action: Mapping[str, Any]) -> str:
    with pytest.raises(IllegalAction) as refused:
        play(state, action)
    return str(refused.value.rule)


@pytest.mark.parametrize(
    "name",
    (
        *NAMES,
        "Rob the Archives",  # "You may play those cards this turn."
        "Armory Paladin",  # "You may play that card until the end of your next turn."
        "Clockwork Percussionist",  # "You may play it until the end of your next turn."
        "Diversion Specialist",  # "You may play it this turn."
        "Riverwheel Sweep",  # "Choose one of them."
        "Magmatic Channeler",  # ", then choose one of them"
    ),
)
def test_the_cards_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED  # every line applied, printed back as its own text
    assert "exile the top" in compiled.printed.lower()


def test_the_top_two_cards_are_exiled_with_the_permission_601_3() -> None:
    state = _impulsed()
    assert state.object("bolt").zone is Zone.EXILE
    assert state.object("mountain").zone is Zone.EXILE
    assert state.object("bears").zone is Zone.LIBRARY
    permissions = [e for e in state.effects if e.kind == KIND]
    assert sorted(e.params["object"] for e in permissions) == ["bolt", "mountain"]
    assert {e.controller for e in permissions} == {"A"}
    assert {e.duration for e in permissions} == {Duration.UNTIL_END_OF_YOUR_NEXT_TURN}
    assert engine.load(engine.dump(state)) == state  # the document keeps it


def test_the_exiled_spell_is_cast_paying_its_mana_cost_601_2() -> None:
    state = _impulsed()
    assert state.player("A").mana_pool.to_json() == {"R": 1}
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["B"]})
    assert cast.state.object("bolt").zone is Zone.STACK
    assert cast.state.player("A").mana_pool.to_json() == {}  # {R} paid
    assert cites(cast.log, "601.3")
    assert not [e for e in cast.state.effects if e.params.get("object") == "bolt"]
    done = play(cast.state, RESOLVE)
    assert done.state.player("B").life == 17


def test_without_the_mana_it_cant_be_cast() -> None:
    state = _impulsed(pool={"R": 2})
    assert _refusal(state, {"type": "cast", "object": "bolt", "targets": ["B"]})


def test_the_exiled_land_is_played_as_the_land_drop_305_2() -> None:
    state = _impulsed()
    offered = {
        a.action["type"]
        for a in available_actions(state)
        if a.action.get("object") == "mountain" and a.legal
    }
    assert offered == {"play_land"}
    played = play(state, {"type": "play_land", "object": "mountain"})
    assert played.state.object("mountain").zone is Zone.BATTLEFIELD
    assert cites(played.log, "305.2")
    # 305.2: that was the land of the turn; the Forest in her hand waits.
    assert _refusal(played.state, {"type": "play_land", "object": "forest"}) == "305.2b"


def test_after_the_land_drop_the_exiled_land_waits_305_2() -> None:
    state = play(_impulsed(), {"type": "play_land", "object": "forest"}).state
    assert _refusal(state, {"type": "play_land", "object": "mountain"}) == "305.2b"


def test_the_usual_timing_applies_307_1() -> None:
    state = play(_impulsed(), {"type": "advance", "to": "declare_attackers"}).state
    assert _refusal(state, {"type": "play_land", "object": "mountain"}) == "305.1"


def test_until_the_end_of_her_next_turn_611_2a() -> None:
    state = _impulsed()
    # Bob's turn: an instant is cast whenever she could cast one (the permission lasts).
    bobs = play(state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert bobs.turn.active_player == "B"
    assert play(bobs, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True})
    # Her next turn: still there, now ending with this turn (514.2).
    hers = play(bobs, {"type": "advance", "to": "precombat_main", "turn": "next"}).state
    assert hers.turn.active_player == "A"
    assert {e.duration for e in hers.effects if e.kind == KIND} == {Duration.END_OF_TURN}
    assert play(hers, {"type": "play_land", "object": "mountain"})
    # Its cleanup step ends it.
    after = play(hers, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert cites(after.log, "514.2")
    assert not [e for e in after.state.effects if e.kind == KIND]
    free_bolt = {"type": "cast", "object": "bolt", "targets": ["B"], "free": True}
    assert _refusal(after.state, free_bolt) == "601.2"


def test_until_end_of_turn_ends_in_this_cleanup_step_514_2() -> None:
    cast = play(_alice(hand="Abbot of Keral Keep"), {"type": "cast", "object": "spell"})
    entered = play(cast.state, RESOLVE).state
    assert entered.object("spell").zone is Zone.BATTLEFIELD
    triggered = play(entered, RESOLVE).state  # its enters trigger
    assert triggered.object("bolt").zone is Zone.EXILE
    assert triggered.object("mountain").zone is Zone.LIBRARY
    assert {e.duration for e in triggered.effects if e.kind == KIND} == {Duration.END_OF_TURN}
    assert play(triggered, {"type": "cast", "object": "bolt", "targets": ["B"]})
    bobs = play(triggered, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert cites(bobs.log, "514.2")
    free_bolt = {"type": "cast", "object": "bolt", "targets": ["B"], "free": True}
    assert _refusal(bobs.state, free_bolt) == "601.2"


def test_cards_exiled_this_way_are_all_playable() -> None:
    cast = play(_alice(hand="Act on Impulse", pool={"R": 4}), {"type": "cast", "object": "spell"})
    state = play(cast.state, RESOLVE).state
    exiled = {e.params["object"] for e in state.effects if e.kind == KIND}
    assert exiled == {"bolt", "mountain", "bears"}
    assert play(state, {"type": "play_land", "object": "mountain"})


def test_the_permission_is_hers_not_bobs_601_3() -> None:
    state = _impulsed()
    assert {e.controller for e in state.effects if e.kind == KIND} == {"A"}
    # Bob's card in exile has no permission, and none of hers lets him play anything.
    assert _refusal(state, {"type": "cast", "object": "bobs_shock", "targets": ["A"]}) == "601.2"
    # A permission is its player's alone: one of Alice's naming a card Bob owns doesn't let
    # Bob (the one who would cast it) cast it.
    shock = state.object("bobs_shock")
    hers = engine.load(
        {
            **engine.dump(state),
            "effects": [
                {
                    "id": "e_hers",
                    "kind": KIND,
                    "controller": "A",
                    "params": {"object": "bobs_shock", "timestamp": shock.timestamp},
                    "duration": "end_of_turn",
                }
            ],
        }
    )
    assert _refusal(hers, {"type": "cast", "object": "bobs_shock", "targets": ["A"]}) == "601.2"
    assert not [a for a in available_actions(hers) if a.action.get("object") == "bobs_shock"]


def test_a_card_that_leaves_exile_and_returns_is_a_new_object_400_7() -> None:
    state = _impulsed()
    away = play(state, {"type": "move_object", "object": "bolt", "to": "hand"}).state
    back = play(away, {"type": "move_object", "object": "bolt", "to": "exile"}).state
    assert back.object("bolt").zone is Zone.EXILE
    assert _refusal(back, {"type": "cast", "object": "bolt", "targets": ["B"]}) == "601.2"
    # The other card is still the object the permission names.
    assert play(back, {"type": "play_land", "object": "mountain"})


def test_you_may_play_those_cards_this_turn_514_2(compiled_from: Any) -> None:
    use_cards(compiled_from, "Rob the Archives")
    cast = play(_alice(hand="Rob the Archives"), {"type": "cast", "object": "spell"})
    state = play(cast.state, RESOLVE).state
    permissions = [e for e in state.effects if e.kind == KIND]
    assert sorted(e.params["object"] for e in permissions) == ["bolt", "mountain"]
    assert {e.duration for e in permissions} == {Duration.END_OF_TURN}
    assert play(state, {"type": "play_land", "object": "mountain"})


def test_choose_one_of_them_only_that_card_608_2d(compiled_from: Any) -> None:
    use_cards(compiled_from, "Magmatic Channeler")
    state = board(
        {
            "id": "A",
            "hand": [{"id": "forest", "card": "Forest"}],
            "battlefield": [{"id": "channeler", "card": "Magmatic Channeler"}],
            "mana_pool": {"R": 1},
            "library": [
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "mountain", "card": "Mountain"},
            ],
        },
        {"id": "B"},
    )
    index = next(
        a.action["ability"]
        for a in available_actions(state)
        if a.action.get("type") == "activate" and a.action.get("object") == "channeler"
    )
    activated = play(state, {"type": "activate", "object": "channeler", "ability": index})
    assert activated.state.object("forest").zone is Zone.GRAVEYARD
    resolved = play(activated.state, RESOLVE, ["bolt"])
    assert cites(resolved.log, "608.2d")
    assert resolved.state.object("mountain").zone is Zone.EXILE
    assert [e.params["object"] for e in resolved.state.effects if e.kind == KIND] == ["bolt"]
    assert _refusal(resolved.state, {"type": "play_land", "object": "mountain"}) == "305.1"
    assert play(resolved.state, {"type": "cast", "object": "bolt", "targets": ["B"]})


@pytest.mark.parametrize(
    "text",
    [
        # "that card" names one card, "those cards" several: a mismatch is no reading.
        "Exile the top two cards of your library. Until end of turn, you may play that card.",
        "Exile the top card of your library. Until end of turn, you may play those cards.",
        "Exile the top two cards of your library. Choose one of them. Until end of turn, you may "
        "play those cards.",
        "Exile the top two cards of your library. You may play it this turn.",
        "Exile the top card of your library. You may play them this turn.",
        # Another player's library: casting a card one doesn't own isn't modeled.
        "Target opponent exiles the top card of their library. Until end of turn, you may play "
        "that card.",
    ],
)
def test_other_wordings_stay_text(text: str) -> None:
    record = {"name": "Test Impulse", "type_line": "Sorcery", "mana_cost": "{R}"}
    compiled = compile_record({**record, "layout": "normal", "oracle_text": text})
    assert compiled.label != AUTOMATED
