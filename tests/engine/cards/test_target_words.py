"""The target requirement words the built-in set added (115.1): what each one allows."""

from __future__ import annotations

import pytest

from engine.core.state import GameState
from engine.rules.targets import REQUIREMENTS, matches
from engine.testing.scenario import board, play


@pytest.fixture(scope="module")
def state() -> GameState:
    doc = {
        "turn": {"number": 2, "active_player": "B", "step": "declare_attackers"},
        "combat": {"attackers": {"wurm": "A"}},
    }
    s = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "sorin", "card": "Sorin Markov", "counters": {"loyalty": 4}},
                {"id": "rats", "card": "Typhoid Rats", "tapped": True},
                {"id": "memnite", "card": "Memnite"},
                {"id": "isamaru", "card": "Isamaru, Hound of Konda"},
                {"id": "anthem", "card": "Glorious Anthem"},
                {"id": "forest", "card": "Forest"},
            ],
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "wurm", "card": "Craw Wurm"},
                {"id": "angel", "card": "Serra Angel"},
                {"id": "dragon", "card": "Shivan Dragon"},
            ],
            "hand": [{"id": "bears", "card": "Grizzly Bears"}],
            "mana_pool": {"R": 1},
        },
        **doc,
    )
    s = play(s, {"type": "activate", "object": "dragon", "ability": 0}).state
    return play(s, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True}).state


CASES = {
    "player_or_planeswalker": {"A", "B", "sorin"},
    "nonblack_creature": {"memnite", "isamaru", "wurm", "angel", "dragon"},
    "nonartifact_creature": {"rats", "isamaru", "wurm", "angel", "dragon"},
    "nonlegendary_creature": {"rats", "memnite", "wurm", "angel", "dragon"},
    "creature_with_flying": {"angel", "dragon"},
    "creature_without_flying": {"rats", "memnite", "isamaru", "wurm"},
    "tapped_creature": {"rats"},
    "attacking_creature": {"wurm"},
    "attacking_or_blocking_creature": {"wurm"},
    "artifact_or_enchantment": {"memnite", "anthem"},
    "nonland_permanent": {
        "sorin",
        "rats",
        "memnite",
        "isamaru",
        "anthem",
        "wurm",
        "angel",
        "dragon",
    },
    "noncreature_spell": {"bolt"},
    "instant_spell": {"bolt"},
    "creature_spell": set(),
    "activated_or_triggered_ability": {"ability"},
    "spell_or_ability": {"bolt", "ability"},
}


@pytest.mark.parametrize("word", sorted(CASES))
def test_a_target_word_allows_exactly_its_kind(state: GameState, word: str) -> None:
    assert word in REQUIREMENTS
    ability = next(
        o.id for o in state.objects if o.stack is not None and o.stack.kind == "activated"
    )
    candidates = [*state.player_ids(), *(o.id for o in state.objects)]
    allowed = {
        ("ability" if c == ability else c) for c in candidates if matches(state, word, c, "A")
    }
    assert allowed == CASES[word]
