"""Squad (702.157a): as an additional cost the caster may pay the squad cost any number of times;
as the creature enters, if it was paid, a token that's a copy of it is created for each time.
Real cards of the 2026 card file, compiled from their Oracle text: Galadhrim Brigade ("Squad
{1}{G}", other Elves you control get +1/+1) and Powder Ganger ("Squad {2}", when it enters,
destroy up to one target artifact)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Galadhrim Brigade", "Powder Ganger")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(card: str, pool: dict[str, int]) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "spell", "card": card}], "mana_pool": pool},
        {"id": "B", "battlefield": [{"id": "thopter", "card": "Ornithopter"}]},
    )


def _copies(state: GameState, name: str) -> list[str]:
    return [o.id for o in state.battlefield if o.token and o.card == name]


def test_702_157_squad_cards_compile_and_print_back() -> None:
    for name, line in (("Galadhrim Brigade", "Squad {1}{G}"), ("Powder Ganger", "Squad {2}")):
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED
        assert compiled.printed.split("\n")[0] == line
        assert "Squad" in compiled.definition.keywords


def test_702_157a_paid_twice_two_token_copies_enter() -> None:
    # {2}{G} and twice {1}{G}: {4}{G}{G}{G}, paid from the pool.
    state = _board("Galadhrim Brigade", {"G": 3, "C": 4})
    cast = play(state, {"type": "cast", "object": "spell", "squad": 2})
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cites(cast.log, "702.157a") and cites(cast.log, "601.2f")
    done = resolve_all(cast.state)
    copies = _copies(done, "Galadhrim Brigade")
    assert len(copies) == 2
    # Each Elf Soldier gets +1/+1 from each of the other two: 2/2 base, 4/4.
    for elf in ("spell", *copies):
        c = chars(done, done.object(elf))
        assert (c.power, c.toughness) == (4, 4)
    # Not enough mana for a third payment.
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "spell", "squad": 3})


def test_702_157a_each_copy_is_a_copy_with_the_enters_ability() -> None:
    # Paid once, without paying (a scenario shortcut): one token copy of Powder Ganger.
    state = _board("Powder Ganger", {})
    cast = play(state, {"type": "cast", "object": "spell", "squad": 1, "free": True})
    done = resolve_all(cast.state)
    assert len(_copies(done, "Powder Ganger")) == 1
    assert done.object("spell").zone is Zone.BATTLEFIELD


def test_702_157a_not_paid_no_copy_and_refused_without_squad() -> None:
    cast = play(_board("Galadhrim Brigade", {"G": 1, "C": 2}), {"type": "cast", "object": "spell"})
    done = resolve_all(cast.state)
    assert _copies(done, "Galadhrim Brigade") == []
    state = board({"id": "A", "hand": [{"id": "spell", "card": "Grizzly Bears"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "spell", "squad": 1, "free": True})
    assert refused.value.rule == "702.157a"
    offered = [
        o.action
        for o in available_actions(_board("Galadhrim Brigade", {"G": 2, "C": 3}))
        if o.action.get("object") == "spell"
    ]
    assert {"type": "cast", "object": "spell", "squad": 1} in offered
