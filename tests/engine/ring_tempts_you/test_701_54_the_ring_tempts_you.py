"""The Ring tempts you (701.54): the player gets the emblem named The Ring the first time
(701.54c), chooses a creature they control as their Ring-bearer each time (701.54a: a decision,
none with no creature), and the Ring has tempted them once more (701.54d). The Ring-bearer is
legendary and can't be blocked by creatures with greater power; from the second temptation the
emblem loots as it attacks, from the third a creature blocking it is sacrificed at end of
combat, from the fourth its combat damage to a player makes each opponent lose 3 life
(701.54c). Another player gaining control of it ends the designation (701.54a). "Whenever the
Ring tempts you", "if you chose a creature other than ~ as your Ring-bearer", "if you don't
control a Ring-bearer" and "whenever you choose a creature as your Ring-bearer" trigger and
check as printed. Real cards compiled from their Oracle text (the 2026 card file)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import notation, text_rendering
from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.rules.ring_bearer import RING_TEMPTED, ring_bearer_of, times_tempted
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

AUTOMATED_CARDS = (
    "Claim the Precious",
    "Birthday Escape",
    "Relentless Rohirrim",
    "Took Reaper",
    "Dúnedain Rangers",
    "Call of the Ring",
)
NAMES = (*AUTOMATED_CARDS, "Faramir, Field Commander", "Act of Treason")
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


@pytest.mark.parametrize("name", AUTOMATED_CARDS)
def test_the_cards_compile_automated_and_print_back_701_54(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "ring tempts you" in compiled.printed.lower() or "Ring-bearer" in compiled.printed


def test_faramir_ring_line_applies() -> None:
    compiled = compile_record(records("Faramir, Field Commander")["Faramir, Field Commander"])
    [ring_line] = [line for line in compiled.lines if "Ring" in line.text]
    assert ring_line.applied


def _escape_board(tempted: int = 0) -> GameState:
    counters = {RING_TEMPTED: tempted} if tempted else {}
    return board(
        {
            "id": "A",
            "counters": counters,
            "hand": [{"id": "escape", "card": "Birthday Escape"}],
            "library": [{"id": "top", "card": "Forest"}, {"id": "next", "card": "Island"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "ogre", "card": "Hill Giant"}]},
    )


def _escape(state: GameState, bearer: str) -> Any:
    cast = play(state, {"type": "cast", "object": "escape", "free": True})
    return play(cast.state, RESOLVE, [bearer])


def test_the_ring_tempts_you_gives_the_emblem_and_asks_for_a_ring_bearer_701_54a_c() -> None:
    cast = play(_escape_board(), {"type": "cast", "object": "escape", "free": True})
    asked = pending(cast.state, RESOLVE)
    assert asked.pending is not None
    assert asked.pending.decider == "A"
    assert asked.pending.kind is DecisionKind.CHOOSE_OBJECT
    assert set(asked.pending.option_ids()) == {"bears", "giant"}  # only creatures A controls
    assert asked.pending.rule == "701.54a"
    done = play(cast.state, RESOLVE, ["bears"])
    state = done.state
    assert state.object("top").zone is Zone.HAND  # "Draw a card." first
    assert times_tempted(state, "A") == 1
    bearer = ring_bearer_of(state, "A")
    assert bearer is not None and bearer.id == "bears"
    # 701.54c: the Ring-bearer is legendary; the other creature isn't
    assert "Legendary" in chars(state, state.object("bears")).supertypes
    assert "Legendary" not in chars(state, state.object("giant")).supertypes
    assert cites(done.log, "701.54c") and cites(done.log, "701.54a")
    assert ring_bearer_of(state, "B") is None


def test_a_new_ring_bearer_replaces_the_old_one_and_the_count_grows_701_54a() -> None:
    once = _escape(_escape_board(), "bears").state
    doc = dump(once)
    doc["players"][0]["hand"] = [{"id": "escape2", "card": "Birthday Escape"}]
    cast = play(load(doc), {"type": "cast", "object": "escape2", "free": True})
    done = play(cast.state, RESOLVE, ["giant"])
    state = done.state
    assert times_tempted(state, "A") == 2
    bearer = ring_bearer_of(state, "A")
    assert bearer is not None and bearer.id == "giant"
    assert "Legendary" not in chars(state, state.object("bears")).supertypes
    assert sum(1 for e in state.effects if e.kind == "ring_bearer") == 1


def test_no_creature_to_choose_the_ring_still_tempts_you_701_54d() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "escape", "card": "Birthday Escape"}],
            "library": [{"id": "top", "card": "Forest"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "escape", "free": True})
    done = play(cast.state, RESOLVE)
    assert times_tempted(done.state, "A") == 1
    assert ring_bearer_of(done.state, "A") is None
    assert cites(done.log, "701.54d")


def _attack(tempted: int, attacker: str = "bears") -> Any:
    state = _escape(_escape_board(tempted - 1), attacker).state
    doc = dump(state)
    doc["turn"] = {"number": 3, "active_player": "A", "step": "declare_attackers"}
    return play(load(doc), {"type": "attack", "attackers": {attacker: "B"}})


def _attacking(tempted: int, attacker: str = "bears") -> GameState:
    state: GameState = _attack(tempted, attacker).state
    return state


def _block(state: GameState, blockers: dict[str, str]) -> Any:
    at_blocks = play(state, {"type": "advance", "to": "declare_blockers"}).state
    return play(at_blocks, {"type": "block", "blockers": blockers})


def test_the_ring_bearer_cant_be_blocked_by_greater_power_701_54c() -> None:
    attacked = _attacking(1)
    assert not attacked.zone(Zone.STACK)  # one temptation: no looting trigger
    with pytest.raises(IllegalAction, match="Ring-bearer") as refused:
        _block(attacked, {"ogre": "bears"})
    assert refused.value.rule == "701.54c"


def test_two_temptations_the_ring_bearer_loots_as_it_attacks_701_54c() -> None:
    attack = _attack(2)
    assert cites(attack.log, "701.54c")
    [trigger] = attack.state.zone(Zone.STACK)
    assert trigger.card == "The Ring" and trigger.controller == "A"
    done = play(attack.state, RESOLVE, ["next"])
    assert done.state.object("next").zone is Zone.GRAVEYARD  # drew Island, discarded it


def test_three_temptations_a_blocker_is_sacrificed_at_end_of_combat_701_54c() -> None:
    attacked = _attacking(3, "giant")
    looted = play(attacked, RESOLVE, ["next"]).state
    blocked = _block(looted, {"ogre": "giant"}).state
    [trigger] = blocked.zone(Zone.STACK)
    assert trigger.card == "The Ring"
    resolved = play(blocked, RESOLVE).state
    # the 3/3s trade in combat unless... both die as damage is dealt; check the ogre is gone
    at_end = play(resolved, {"type": "advance", "to": "end_of_combat"})
    ogre = at_end.state.object("ogre")
    assert ogre.zone is Zone.GRAVEYARD


def test_three_temptations_a_surviving_blocker_is_sacrificed_701_54c() -> None:
    state = _escape(_escape_board(2), "giant").state
    doc = dump(state)
    doc["turn"] = {"number": 3, "active_player": "A", "step": "declare_attackers"}
    # B's blocker is a 0/4 wall-like creature that survives the giant's 3 damage
    doc["players"][1]["battlefield"] = [{"id": "wall", "card": "Wall of Stone"}]
    attacked = play(load(doc), {"type": "attack", "attackers": {"giant": "B"}}).state
    looted = play(attacked, RESOLVE, ["next"]).state
    blocked = _block(looted, {"wall": "giant"}).state
    resolved = play(blocked, RESOLVE).state
    assert any(e.kind == "delayed_trigger" for e in resolved.effects)
    damaged = play(resolved, {"type": "advance", "to": "combat_damage"}).state
    assert damaged.object("wall").zone is Zone.BATTLEFIELD
    at_end = play(damaged, {"type": "advance", "to": "end_of_combat"}).state
    done = play(at_end, RESOLVE)
    assert done.state.object("wall").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.21a")


def test_four_temptations_combat_damage_makes_each_opponent_lose_3_life_701_54c() -> None:
    attacked = _attacking(4)
    looted = play(attacked, RESOLVE, ["next"]).state
    damaged = play(looted, {"type": "advance", "to": "combat_damage"}).state
    assert damaged.player("B").life == 18
    [trigger] = damaged.zone(Zone.STACK)
    assert trigger.card == "The Ring"
    done = play(damaged, RESOLVE)
    assert done.state.player("B").life == 15
    assert done.state.player("A").life == 20


def test_another_player_gaining_control_ends_the_designation_701_54a() -> None:
    state = _escape(_escape_board(), "bears").state
    doc = dump(state)
    doc["players"][1]["hand"] = [{"id": "treason", "card": "Act of Treason"}]
    doc["turn"] = {"number": 2, "active_player": "B", "step": "precombat_main"}
    b_turn = load(doc)
    cast = play(b_turn, {"type": "cast", "object": "treason", "free": True, "targets": ["bears"]})
    taken = play(cast.state, RESOLVE)
    assert taken.state.object("bears").controller == "B"
    assert ring_bearer_of(taken.state, "A") is None
    assert ring_bearer_of(taken.state, "B") is None
    assert not any(e.kind == "ring_bearer" for e in taken.state.effects)
    assert "Legendary" not in chars(taken.state, taken.state.object("bears")).supertypes
    # back under A's control at end of turn, it isn't the Ring-bearer again
    ended = play(taken.state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert ended.object("bears").controller == "A"
    assert ring_bearer_of(ended, "A") is None


def test_whenever_the_ring_tempts_you_if_you_chose_another_creature_603_4() -> None:
    def tempted(bearer: str) -> GameState:
        state = board(
            {
                "id": "A",
                "hand": [{"id": "escape", "card": "Birthday Escape"}],
                "library": [{"id": "top", "card": "Forest"}],
                "battlefield": [
                    {"id": "faramir", "card": "Faramir, Field Commander"},
                    {"id": "bears", "card": "Grizzly Bears"},
                ],
            },
            {"id": "B"},
        )
        return _escape(state, bearer).state

    other = tempted("bears")
    [trigger] = other.zone(Zone.STACK)
    assert trigger.card == "Faramir, Field Commander"
    done = play(other, RESOLVE).state
    assert any(o.card.startswith("Human Soldier") for o in done.battlefield)
    itself = tempted("faramir")
    assert not itself.zone(Zone.STACK)  # 603.4: chose Faramir, no trigger


def test_landfall_if_you_dont_control_a_ring_bearer_603_4() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "forest", "card": "Forest"}],
            "battlefield": [{"id": "rangers", "card": "Dúnedain Rangers"}],
        },
        {"id": "B"},
    )
    played = play(state, {"type": "play_land", "object": "forest"}).state
    assert len(played.zone(Zone.STACK)) == 1
    done = play(played, RESOLVE).state
    assert ring_bearer_of(done, "A") is not None and ring_bearer_of(done, "A").id == "rangers"  # type: ignore[union-attr]
    doc = dump(done)
    doc["players"][0]["hand"] = [{"id": "island", "card": "Island"}]
    doc["players"][0]["counters"] = {RING_TEMPTED: 1}
    doc["turn"] = {"number": 3, "active_player": "A", "step": "precombat_main"}
    again = play(load(doc), {"type": "play_land", "object": "island"})
    assert not again.state.zone(Zone.STACK)
    assert cites(again.log, "603.4")


def test_whenever_you_choose_a_ring_bearer_call_of_the_ring() -> None:
    state = board(
        {
            "id": "A",
            "library": [{"id": "top", "card": "Forest"}],
            "battlefield": [
                {"id": "call", "card": "Call of the Ring"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )
    upkeep = play(state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    chosen = play(upkeep, RESOLVE).state
    [trigger] = chosen.zone(Zone.STACK)
    assert trigger.card == "Call of the Ring"
    asked = pending(chosen, RESOLVE)
    assert asked.pending is not None
    done = play(chosen, RESOLVE, [asked.pending.option_ids()[0]])
    assert done.state.player("A").life == 18
    assert done.state.object("top").zone is Zone.HAND


def test_the_ring_is_part_of_the_board() -> None:
    state = _escape(_escape_board(), "bears").state
    again = load(dump(state))
    assert times_tempted(again, "A") == 1
    assert ring_bearer_of(again, "A") is not None
    text = notation.dump(dump(state))
    assert RING_TEMPTED in text and "ring_bearer" in text
    parsed = load(notation.parse(text))
    bearer = ring_bearer_of(parsed, "A")
    assert bearer is not None and bearer.id == "bears"
    assert "the emblem The Ring (tempted 1 time, Ring-bearer Grizzly Bears)" in text_rendering(
        state
    )
