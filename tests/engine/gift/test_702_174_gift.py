"""Gift (702.174): as an additional cost the caster may choose an opponent; the gift was then
promised (702.174k) and that player gets it, before an instant's or sorcery's other effects
(702.174j) or as the permanent enters (702.174b). Real cards of the 2026 card file, compiled from
their Oracle text: Nocturnal Hunger ("Gift a Food", destroy target creature; "If the gift wasn't
promised, you lose 2 life.") and Starforged Sword ("Gift a tapped Fish", an Equipment)."""

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

NAMES = ("Nocturnal Hunger", "Starforged Sword")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(card: str) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "spell", "card": card}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def _tokens(state: GameState, player: str) -> list[str]:
    return [o.id for o in state.battlefield if o.token and o.controller == player]


def test_702_174_gift_cards_compile_and_print_back() -> None:
    compiled = compile_record(records("Nocturnal Hunger")["Nocturnal Hunger"])
    assert compiled.label == AUTOMATED
    assert compiled.definition.gift == "Food"
    assert compiled.printed.startswith("Gift a Food\n")
    sword = compile_record(records("Starforged Sword")["Starforged Sword"])
    assert sword.definition.gift == "tapped Fish"
    assert sword.printed.startswith("Gift a tapped Fish\n")


def test_702_174j_the_promised_gift_comes_first_and_the_unless_part_is_skipped() -> None:
    cast = play(
        _board("Nocturnal Hunger"),
        {"type": "cast", "object": "spell", "targets": ["bears"], "gift": "B", "free": True},
    )
    assert cites(cast.log, "702.174a") and cites(cast.log, "702.174k")
    resolved = play(cast.state, {"type": "resolve"})
    assert cites(resolved.log, "702.174d") and cites(resolved.log, "702.174j")
    done = resolve_all(resolved.state)
    food = _tokens(done, "B")
    assert len(food) == 1 and chars(done, done.object(food[0])).is_type("Artifact")
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.player("A").life == 20  # the gift was promised: no life lost


def test_702_174k_not_promised_no_gift_and_the_caster_loses_2_life() -> None:
    cast = play(
        _board("Nocturnal Hunger"),
        {"type": "cast", "object": "spell", "targets": ["bears"], "free": True},
    )
    done = resolve_all(cast.state)
    assert _tokens(done, "B") == []
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.player("A").life == 18


def test_702_174b_a_permanents_gift_is_given_as_it_enters() -> None:
    cast = play(
        _board("Starforged Sword"), {"type": "cast", "object": "spell", "gift": "B", "free": True}
    )
    done = resolve_all(cast.state)
    fish = _tokens(done, "B")
    assert len(fish) == 1
    token = done.object(fish[0])
    assert token.tapped and chars(done, token).is_type("Creature")
    assert (chars(done, token).power, chars(done, token).toughness) == (1, 1)
    plain = resolve_all(
        play(_board("Starforged Sword"), {"type": "cast", "object": "spell", "free": True}).state
    )
    assert _tokens(plain, "B") == []


def test_702_174a_only_to_an_opponent_and_only_with_gift() -> None:
    with pytest.raises(IllegalAction) as to_self:
        play(
            _board("Starforged Sword"),
            {"type": "cast", "object": "spell", "gift": "A", "free": True},
        )
    assert to_self.value.rule == "702.174a"
    state = board({"id": "A", "hand": [{"id": "spell", "card": "Grizzly Bears"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as no_gift:
        play(state, {"type": "cast", "object": "spell", "gift": "B", "free": True})
    assert no_gift.value.rule == "702.174a"
    offered = [
        o.action
        for o in available_actions(_board("Starforged Sword"))
        if o.action.get("object") == "spell"
    ]
    assert {"type": "cast", "object": "spell", "gift": "B"} in offered
