"""Auras the engine has no definition for, placed with their printed characteristics (303.4):
the "Enchant ..." line makes the Aura spell target what it will enchant (303.4a), it enters
attached to that as it resolves (608.3c), and attached illegally it goes to its owner's graveyard
(704.5m, 303.4d)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.rules.attachment import enchant_from_text
from engine.testing.scenario import board, cites, play

PACIFISM: dict[str, Any] = {
    "id": "pacifism",
    "card": "Pacifism",
    "characteristics": {
        "types": ["Enchantment"],
        "subtypes": ["Aura"],
        "mana_cost": "{1}{W}",
        "colors": ["W"],
        "keywords": ["Enchant"],
        "oracle_text": "Enchant creature\nEnchanted creature can't attack or block.",
    },
}
BEARS = {"id": "bears", "card": "Grizzly Bears"}


def _cast(target: str) -> Any:
    state = board({"id": "A", "hand": [PACIFISM]}, {"id": "B", "battlefield": [BEARS]})
    return play(state, {"type": "cast", "object": "pacifism", "targets": [target], "free": True})


def test_pacifism_cast_on_a_creature_targets_it_and_resolves_attached_608_3c() -> None:
    cast = _cast("bears")
    assert cast.state.object("pacifism").stack.targets == ("bears",)  # type: ignore[union-attr]
    resolved = play(cast.state, {"type": "resolve"})
    pacifism = resolved.state.object("pacifism")
    assert pacifism.zone is Zone.BATTLEFIELD and pacifism.attached_to == "bears"
    assert cites(resolved.log, "608.3c")


def test_pacifism_needs_a_target_303_4a() -> None:
    state = board({"id": "A", "hand": [PACIFISM]}, {"id": "B", "battlefield": [BEARS]})
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "pacifism", "free": True})


def test_pacifism_cant_target_a_player() -> None:
    with pytest.raises(IllegalAction) as refused:
        _cast("B")
    assert refused.value.rule == "115.1"


def test_pacifism_attached_to_a_player_goes_to_the_graveyard_704_5m() -> None:
    on_player = {**PACIFISM, "attached_to": "B"}
    state = board({"id": "A", "battlefield": [on_player]}, {"id": "B"})
    result = play(state, {"type": "gain_life", "player": "A", "amount": 1})
    assert result.state.object("pacifism").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5m")


def test_pacifism_whose_creature_leaves_goes_to_the_graveyard() -> None:
    state = board(
        {"id": "A", "battlefield": [{**PACIFISM, "attached_to": "bears"}]},
        {"id": "B", "battlefield": [BEARS]},
    )
    result = play(state, {"type": "move_object", "object": "bears", "to": "hand"})
    assert result.state.object("pacifism").zone is Zone.GRAVEYARD


def test_the_target_goes_away_and_the_aura_spell_doesnt_resolve_608_3b() -> None:
    cast = _cast("bears")
    gone = play(cast.state, {"type": "move_object", "object": "bears", "to": "hand"})
    resolved = play(gone.state, {"type": "resolve"})
    assert resolved.state.object("pacifism").zone is Zone.GRAVEYARD


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Enchant creature\nEnchanted creature gets +2/+2.", "creature"),
        ("Enchant player\nAt the beginning of ...", "player"),
        ("Enchant creature you control", "creature_you_control"),
        ("Enchant land\nEnchanted land has ...", "land"),
        ("Enchant creature or planeswalker", "creature_or_planeswalker"),
        ("Enchant Forest or Gnome", None),
        ("Flying", None),
    ],
)
def test_the_enchant_line_is_read_as_a_target_word(text: str, word: str | None) -> None:
    assert enchant_from_text(text) == word
