"""Paying hybrid (107.4e) and Phyrexian (107.4f) mana from the mana pool.

The caster announces how each hybrid or Phyrexian symbol is paid as the spell is cast (601.2b):
the engine asks only when the ways to pay leave a different pool or cost different life. Paying
life needs at least that much life (118.3, 119.4), is impossible while the life total can't
change (119.8), and is losing life (119.4), which "whenever a player loses life" abilities see.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.cards.model import mana_value
from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.events import LifeLost
from engine.core.state import GameState, Zone
from engine.document.codec import dump
from engine.game.play import apply
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play


def alice(
    hand: str,
    pool: dict[str, int],
    *,
    life: int = 20,
    battlefield: tuple[dict[str, Any], ...] = (),
    **doc: Any,
) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "life": life,
            "hand": [{"id": "spell", "card": hand}],
            "mana_pool": pool,
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}, *battlefield],
        },
        {"id": "B", "name": "Bob"},
        **doc,
    )


def pool_of(state: GameState, player: str = "A") -> dict[str, int]:
    return {k: int(v) for k, v in state.player(player).mana_pool.items()}


def cast(targets: tuple[str, ...] = (), x: int = 0) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "cast", "object": "spell", "targets": list(targets)}
    return {**action, "x": x} if x else action


GUT_SHOT_BOB = cast(("B",))


# --- hybrid (107.4e) ---------------------------------------------------------------------------


def test_hybrid_with_only_one_of_its_colors_in_the_pool_is_paid_without_asking() -> None:
    """Boros Guildmage ({R/W}{R/W}) from {W}{W}{G}: only white can pay the hybrid symbols."""
    result = play(alice("Boros Guildmage", {"W": 2, "G": 1}), cast())
    assert pool_of(result.state) == {"G": 1}
    assert result.state.object("spell").zone is Zone.STACK
    assert cites(result.log, "107.4e") and cites(result.log, "601.2h")


def test_hybrid_with_both_colors_asks_which_half_pays() -> None:
    """From {R}{W}{W}, {R/W}{R/W} can leave {R} or {W} behind: Alice announces which (601.2b)."""
    state = alice("Boros Guildmage", {"R": 1, "W": 2})
    asked = pending(state, cast()).pending
    assert asked is not None
    assert (asked.decider, asked.kind, asked.rule) == ("A", DecisionKind.MANA_PAYMENT, "601.2b")
    assert asked.prompt == "How does Alice pay {R/W}{R/W} for Boros Guildmage?"
    assert [(o.id, o.label) for o in asked.options] == [
        ("mana:WR", "{R} from the pool for {R/W}, {W} from the pool for {R/W} (leaves {W})"),
        ("mana:WW", "{W}{W} from the pool for {R/W}{R/W} (leaves {R})"),
    ]
    assert pool_of(play(state, cast(), ["mana:WW"]).state) == {"R": 1}
    assert pool_of(play(state, cast(), ["mana:WR"]).state) == {"W": 1}


def test_hybrid_ways_that_come_to_the_same_pool_are_one_way() -> None:
    """{R}{W} pays {R/W}{R/W} with one of each whichever symbol takes which: nothing to ask."""
    result = play(alice("Boros Guildmage", {"R": 1, "W": 1}), cast())
    assert pool_of(result.state) == {}


def test_a_hybrid_cost_the_pool_cant_pay_is_refused_with_the_rule() -> None:
    state = alice("Wilt-Leaf Cavaliers", {"G": 1, "W": 1, "R": 1})
    with pytest.raises(IllegalAction) as refused:
        apply(state, cast())
    assert refused.value.rule == "601.2h"
    assert "lacks" in refused.value.message


# --- monocolored hybrid {2/W} (107.4e, 202.3f) --------------------------------------------------


def test_monocolored_hybrid_is_paid_with_its_color_or_with_two_generic_mana() -> None:
    """Spectral Procession ({2/W}{2/W}{2/W}) from {W}{G}{G}{G}{G}{G}: {W} plus four generic
    leaves a {G}; six generic mana empties the pool."""
    state = alice("Spectral Procession", {"W": 1, "G": 5})
    asked = pending(state, cast()).pending
    assert asked is not None and asked.rule == "601.2b"
    assert [(o.id, o.label) for o in asked.options] == [
        (
            "mana:WGGGG",
            "{W} from the pool for {2/W}, {2/W}{2/W} as 4 generic mana, "
            "{G}{G}{G}{G} for the generic {4} (leaves {G})",
        ),
        (
            "mana:WGGGGG",
            "{2/W}{2/W}{2/W} as 6 generic mana, {W}{G}{G}{G}{G}{G} for the generic {6} "
            "(leaves the pool empty)",
        ),
    ]
    assert pool_of(play(state, cast(), ["mana:WGGGG"]).state) == {"G": 1}
    assert pool_of(play(state, cast(), ["mana:WGGGGG"]).state) == {}


def test_monocolored_hybrid_with_three_white_mana_pays_white_without_asking() -> None:
    result = play(alice("Spectral Procession", {"W": 3}), cast())
    assert pool_of(result.state) == {}
    assert cites(result.log, "107.4e")


def test_monocolored_hybrid_counts_its_larger_half_for_mana_value() -> None:
    """202.3f: Spectral Procession's mana value is 6, Boros Guildmage's 2, Dismember's 3."""
    assert mana_value("{2/W}{2/W}{2/W}") == 6
    assert mana_value("{R/W}{R/W}") == 2
    assert mana_value("{1}{B/P}{B/P}") == 3


# --- Phyrexian (107.4f) ------------------------------------------------------------------------


def test_phyrexian_with_its_mana_in_the_pool_asks_mana_or_2_life() -> None:
    state = alice("Gut Shot", {"R": 1})
    asked = pending(state, GUT_SHOT_BOB).pending
    assert asked is not None
    assert (asked.decider, asked.kind, asked.rule) == ("A", DecisionKind.MANA_PAYMENT, "601.2b")
    assert [(o.id, o.label) for o in asked.options] == [
        ("mana:R", "{R} from the pool for {R/P} (leaves the pool empty)"),
        ("life:2", "2 life for {R/P} (leaves {R})"),
    ]


def test_paying_2_life_for_phyrexian_mana_keeps_the_mana() -> None:
    state = alice("Gut Shot", {"R": 1})
    result = play(state, GUT_SHOT_BOB, ["life:2"])
    assert result.state.player("A").life == 18 and pool_of(result.state) == {"R": 1}
    assert cites(result.log, "107.4f") and cites(result.log, "119.4")
    assert LifeLost("A", 2) in result.events  # 119.4: paying life is losing it
    resolved = play(result.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 19


def test_paying_phyrexian_mana_with_mana_keeps_the_life() -> None:
    result = play(alice("Gut Shot", {"R": 1}), GUT_SHOT_BOB, ["mana:R"])
    assert result.state.player("A").life == 20 and pool_of(result.state) == {}
    assert not any(isinstance(e, LifeLost) for e in result.events)


def test_phyrexian_without_its_mana_pays_2_life_without_asking() -> None:
    """Mutagenic Growth ({G/P}) with only {R} in the pool: 2 life is the only way."""
    result = play(alice("Mutagenic Growth", {"R": 1}), cast(("bears",)))
    assert result.state.player("A").life == 18 and pool_of(result.state) == {"R": 1}
    assert cites(result.log, "119.4")
    resolved = play(result.state, {"type": "resolve"})
    assert chars(resolved.state, resolved.state.object("bears")).power == 4


def test_with_less_than_2_life_and_no_mana_phyrexian_mana_cant_be_paid() -> None:
    """118.3, 119.4: a player with 1 life can't pay 2 life; nothing changes."""
    state = alice("Gut Shot", {}, life=1)
    with pytest.raises(IllegalAction) as refused:
        apply(state, GUT_SHOT_BOB)
    assert refused.value.rule == "119.4"
    assert "they have 1" in refused.value.message and "lacks {R}" in refused.value.message


def test_with_less_than_2_life_but_the_mana_phyrexian_mana_is_paid_with_mana() -> None:
    result = play(alice("Gut Shot", {"R": 1}, life=1), GUT_SHOT_BOB)
    assert result.state.player("A").life == 1 and pool_of(result.state) == {}


def test_exactly_2_life_can_pay_and_the_player_then_loses() -> None:
    """119.4: a life total equal to the payment can pay it; at 0 life the player loses (704.5a)."""
    result = play(alice("Gut Shot", {}, life=2), GUT_SHOT_BOB)
    assert result.state.player("A").life == 0
    assert cites(result.log, "704.5a")


def test_two_phyrexian_symbols_paid_with_life_need_4_life() -> None:
    """Dismember ({1}{B/P}{B/P}) with 3 life and only {G}: 4 life is more than Alice has."""
    state = alice("Dismember", {"G": 1}, life=3)
    with pytest.raises(IllegalAction) as refused:
        apply(state, cast(("bears",)))
    assert refused.value.rule == "119.4"
    assert "paying 4 life" in refused.value.message


def test_dismember_lists_each_distinct_payment_once() -> None:
    """From {B}{B}{G}: all mana, one {B/P} with life (two pools), or both with life (two pools)."""
    asked = pending(alice("Dismember", {"B": 2, "G": 1}), cast(("bears",))).pending
    assert asked is not None
    assert asked.option_ids() == (
        "mana:BBG",
        "mana:BB+life:2",
        "mana:BG+life:2",
        "mana:B+life:4",
        "mana:G+life:4",
    )
    result = play(alice("Dismember", {"B": 2, "G": 1}), cast(("bears",)), ["mana:G+life:4"])
    assert result.state.player("A").life == 16 and pool_of(result.state) == {"B": 2}


def test_a_life_total_that_cant_change_cant_pay_life() -> None:
    """119.8: with Platinum Emperion, Alice can't pay life: without {R}, Gut Shot can't be cast."""
    emperion = ({"id": "emperion", "card": "Platinum Emperion"},)
    with pytest.raises(IllegalAction) as refused:
        apply(alice("Gut Shot", {}, battlefield=emperion), GUT_SHOT_BOB)
    assert refused.value.rule == "119.8"
    # With {R} in the pool that is the only way, so nothing is asked.
    result = play(alice("Gut Shot", {"R": 1}, battlefield=emperion), GUT_SHOT_BOB)
    assert result.state.player("A").life == 20 and pool_of(result.state) == {}


WATCHER = {
    "name": "Test Life-Loss Watcher",
    "types": ["Enchantment"],
    "abilities": [
        {
            "text": "Whenever a player loses life, you gain 1 life.",
            "trigger": "a_player_loses_life",
            "effects": [{"kind": "gain_life", "params": {"player": "you", "amount": 1}}],
        }
    ],
}


def test_paying_life_triggers_whenever_a_player_loses_life() -> None:
    state = board(
        {"id": "A", "name": "Alice", "hand": [{"id": "spell", "card": "Gut Shot"}]},
        {"id": "B", "name": "Bob", "battlefield": [{"id": "watcher", "card": WATCHER["name"]}]},
        custom_cards=[WATCHER],
    )
    result = play(state, GUT_SHOT_BOB)
    assert result.state.player("A").life == 18
    stack = result.state.zone(Zone.STACK)
    assert [o.card for o in stack] == ["Gut Shot", WATCHER["name"]]


def test_a_phyrexian_activation_cost_can_be_paid_with_life() -> None:
    """Moltensteel Dragon's {R/P}: with no {R}, 2 life pays it (602.2b follows 601.2b-h)."""
    state = alice("Gut Shot", {}, battlefield=({"id": "dragon", "card": "Moltensteel Dragon"},))
    result = play(state, {"type": "activate", "object": "dragon", "ability": 0})
    assert result.state.player("A").life == 18
    resolved = play(result.state, {"type": "resolve"})
    assert chars(resolved.state, resolved.state.object("dragon")).power == 5


def test_x_and_phyrexian_mana_together() -> None:
    """Corrosive Gale with X=1 from {G}{G}: {G}{G} for both, or 2 life and one {G} for X."""
    state = alice("Corrosive Gale", {"G": 2})
    asked = pending(state, cast(x=1)).pending
    assert asked is not None and asked.prompt == "How does Alice pay {1}{G/P} for Corrosive Gale?"
    assert asked.option_ids() == ("mana:GG", "mana:G+life:2")
    result = play(state, cast(x=1), ["mana:G+life:2"])
    assert result.state.player("A").life == 18 and pool_of(result.state) == {"G": 1}


def test_the_explorer_cli_lists_mana_and_life_as_two_outcomes(tmp_path: Path) -> None:
    """`python -m engine explore` walks the payment decision like any other."""
    document = {
        **dump(alice("Gut Shot", {"R": 1})),
        "actions": [GUT_SHOT_BOB],
    }
    path = tmp_path / "gut_shot.json"
    path.write_text(json.dumps(document))
    done = subprocess.run(
        [sys.executable, "-m", "engine", "explore", str(path)],
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[3],
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["complete"]
    found = {
        tuple(o["choices"]): (
            o["state"]["players"][0]["life"],
            o["state"]["players"][0].get("mana_pool"),
        )
        for o in out["outcomes"]
    }
    assert found == {("mana:R",): (20, None), ("life:2",): (18, {"R": 1})}


ALTAR = {
    "name": "Test Phyrexian Altar",
    "types": ["Artifact"],
    "abilities": [
        {
            "text": "{B/P}, Pay 2 life: Draw a card.",
            "cost": {"mana": "{B/P}", "life": 2},
            "effects": [{"kind": "draw", "params": {"player": "you", "count": 1}}],
        }
    ],
}


def altar(life: int) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "life": life,
            "battlefield": [{"id": "altar", "card": ALTAR["name"]}],
            "library": [{"id": "card", "card": "Grizzly Bears"}],
        },
        {"id": "B", "name": "Bob"},
        custom_cards=[ALTAR],
    )


ACTIVATE_ALTAR = {"type": "activate", "object": "altar", "ability": 0}


def test_phyrexian_life_and_a_life_cost_need_the_whole_amount() -> None:
    """118.3: "{B/P}, Pay 2 life" paid with life takes 4 life in all; 3 life can't pay it."""
    with pytest.raises(IllegalAction) as refused:
        apply(altar(3), ACTIVATE_ALTAR)
    assert refused.value.rule == "119.4" and "paying 4 life" in refused.value.message


def test_phyrexian_life_and_a_life_cost_are_paid_together() -> None:
    result = play(altar(4), ACTIVATE_ALTAR)
    assert result.state.player("A").life == 0
    assert [e.amount for e in result.events if isinstance(e, LifeLost)] == [2, 2]
