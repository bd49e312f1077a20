"""Precursor Golem: "When ~ enters, create two 3/3 colorless Golem artifact creature tokens.
Whenever a player casts an instant or sorcery spell that targets only a single Golem, that
player copies that spell for each other Golem that spell could target. Each copy targets a
different one of those Golems." (compiled from its Oracle text).

The copies are put on the stack, not cast (707.10): controlled by the spell's caster, one for
each other Golem the spell could target, each targeting a different one (707.10d); their
controller orders them. A copy off the stack ceases to exist (704.5e). A spell with another
target, or whose one target isn't a Golem, doesn't trigger it (115.1)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play

PRECURSOR_GOLEM = {
    "name": "Precursor Golem",
    "type_line": "Artifact Creature — Golem",
    "mana_cost": "{5}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "When Precursor Golem enters, create two 3/3 colorless Golem artifact "
    "creature tokens.\nWhenever a player casts an instant or sorcery spell that targets only a "
    "single Golem, that player copies that spell for each other Golem that spell could target. "
    "Each copy targets a different one of those Golems.",
}
JESKAI_SAGE = {
    "name": "Jeskai Sage",
    "type_line": "Creature — Human Monk",
    "mana_cost": "{1}{U}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 "
    "until end of turn.)\nWhen Jeskai Sage dies, draw a card.",
}
GOLEM = {
    "types": ["Artifact", "Creature"],
    "subtypes": ["Golem"],
    "power": 3,
    "toughness": 3,
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Precursor Golem": PRECURSOR_GOLEM, "Jeskai Sage": JESKAI_SAGE})


def test_precursor_golem_compiles_automated() -> None:
    assert compile_record(PRECURSOR_GOLEM).label == AUTOMATED


def _golem(object_id: str) -> dict[str, Any]:
    return {"id": object_id, "card": "Golem", "token": True, "characteristics": GOLEM}


def _board(*hand: str, sage: bool = False) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": f"h{i}", "card": name} for i, name in enumerate(hand)],
            "battlefield": [{"id": "sage", "card": "Jeskai Sage"}] if sage else [],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "precursor", "card": "Precursor Golem"},
                _golem("g1"),
                _golem("g2"),
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


def _copies(state: GameState) -> list[str]:
    return [o.id for o in state.zone(Zone.STACK) if o.spell_copy]


def test_a_bolt_on_one_golem_is_copied_for_each_other_golem_707_10() -> None:
    cast = play(_board("Lightning Bolt"), _cast("h0", "g1"))
    assert cites(cast.log, "601.2i")
    # The trigger resolves: Alice (the caster) copies the Bolt for the two other Golems and
    # chooses the order the copies go on the stack (707.10d).
    asked = pending(cast.state, RESOLVE)
    assert asked.pending is not None and asked.pending.rule == "707.10d"
    assert asked.pending.decider == "A"
    assert set(asked.pending.option_ids()) == {"precursor", "g2"}
    copied = play(cast.state, RESOLVE, ["g2"])
    assert cites(copied.log, "707.10")
    assert any("copies Lightning Bolt twice, each copy" in entry.text for entry in copied.log)
    copies = _copies(copied.state)
    assert len(copies) == 2
    for copy_id in copies:
        copy = copied.state.object(copy_id)
        assert copy.owner == copy.controller == "A"
    targets = [copied.state.object(c).stack.targets for c in copies]  # type: ignore[union-attr]
    assert targets == [("g2",), ("precursor",)]  # the last put there resolves first
    done = resolve_all(copied.state)
    for golem in ("precursor", "g1", "g2"):
        assert done.find_object(golem) is None or done.object(golem).zone is Zone.GRAVEYARD
    assert done.object("precursor").zone is Zone.GRAVEYARD
    assert done.object("bears").zone is Zone.BATTLEFIELD
    assert done.object("h0").zone is Zone.GRAVEYARD  # the card itself
    assert not [o for o in done.objects if o.spell_copy]  # 704.5e: the copies are gone


def test_a_copy_off_the_stack_ceases_to_exist_704_5e() -> None:
    cast = play(_board("Lightning Bolt"), _cast("h0", "g1"))
    copied = play(cast.state, RESOLVE, ["g2"])
    top = _copies(copied.state)[-1]
    resolved = play(copied.state, RESOLVE)
    assert resolved.state.find_object(top) is None
    assert cites(resolved.log, "704.5e")
    assert resolved.state.object("precursor").zone is Zone.GRAVEYARD


def test_copies_arent_cast_prowess_sees_only_the_spell_702_108a() -> None:
    cast = play(_board("Lightning Bolt", sage=True), _cast("h0", "g1"))
    done = resolve_all(cast.state)
    assert not [o for o in done.objects if o.spell_copy]
    assert done.object("precursor").zone is Zone.GRAVEYARD
    sage_buffs = [e for e in done.effects if e.source == "sage"]
    assert len(sage_buffs) == 1  # 702.108a: one +1/+1, for the Bolt cast; copies aren't cast


def test_a_spell_targeting_a_non_golem_doesnt_trigger() -> None:
    cast = play(_board("Lightning Bolt"), _cast("h0", "bears"))
    assert not [o for o in cast.state.zone(Zone.STACK) if o.stack and o.stack.kind != "spell"]
    assert not cast.state.pending_triggers
    done = resolve_all(cast.state)
    assert not [o for o in done.objects if o.spell_copy]
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("g1").zone is Zone.BATTLEFIELD


def test_a_spell_targeting_two_things_doesnt_trigger() -> None:
    # Arc Trail: 2 damage to one target, 1 to another; a Golem and a player is two targets.
    cast = play(_board("Arc Trail"), _cast("h0", "g1", "B"))
    assert not cites(cast.log, "707.10")
    assert not [o for o in cast.state.zone(Zone.STACK) if o.stack and o.stack.kind != "spell"]
    assert not cast.state.pending_triggers


def test_a_spell_countered_before_the_trigger_resolves_is_still_copied_608_2h() -> None:
    # Bob counters the Bolt in response to the trigger: the copies are made from the Bolt as it
    # last existed on the stack (608.2h), targeting the other Golems.
    state = board(
        {"id": "A", "name": "Alice", "hand": [{"id": "h0", "card": "Lightning Bolt"}]},
        {
            "id": "B",
            "name": "Bob",
            "hand": [{"id": "cs", "card": "Counterspell"}],
            "battlefield": [
                {"id": "precursor", "card": "Precursor Golem"},
                _golem("g1"),
                _golem("g2"),
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, _cast("h0", "g1"))
    countered = play(play(cast.state, _cast("cs", "h0")).state, RESOLVE)
    assert countered.state.object("h0").zone is Zone.GRAVEYARD
    copied = play(countered.state, RESOLVE, ["g2"])
    assert cites(copied.log, "707.10")
    assert sorted(c.stack.targets for c in copied.state.zone(Zone.STACK) if c.stack) == [
        ("g2",),
        ("precursor",),
    ]
    done = resolve_all(copied.state)
    assert done.object("precursor").zone is Zone.GRAVEYARD
    assert done.find_object("g2") is None  # the token died and ceased to exist (704.5d)
    assert done.object("g1").zone is Zone.BATTLEFIELD  # the countered Bolt dealt nothing
