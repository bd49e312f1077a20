"""Automatic mana payment in solve mode: a tapping plan pays a spell's or an ability's mana from
untapped lands (601.2g: mana abilities while casting; 605.3a: they don't use the stack), or
from the lands the reader picked."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.puzzle import win_this_turn
from engine.puzzle.autopay import is_mana_ability, mana_sources, tapping_plan
from engine.puzzle.solve import solve_start, solve_step
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import use_cards

HELIX = {"type": "cast", "object": "helix", "targets": ["B"]}


def helix_board(**pool: int) -> GameState:
    """A: Lightning Helix in hand; Mountain, Plateau (R or W), Plains and Orzhov Basilica."""
    return board(
        {
            "id": "A",
            "life": 10,
            "mana_pool": dict(pool),
            "hand": [{"id": "helix", "card": "Lightning Helix"}],
            "battlefield": [
                {"id": "mountain", "card": "Mountain"},
                {"id": "plateau", "card": "Plateau"},
                {"id": "plains", "card": "Plains"},
                {"id": "basilica", "card": "Orzhov Basilica"},
            ],
        },
        {"id": "B", "life": 10},
    )


def pay_and_cast(state: GameState, steps: list[dict[str, Any]], action: dict[str, Any]) -> Any:
    for step in steps:
        action_only = {k: v for k, v in step.items() if k != "choices"}
        state = play(state, action_only, step.get("choices", ())).state
    return play(state, action)


def test_helix_taps_the_mountain_and_the_plains_and_keeps_the_dual_land_untapped() -> None:
    state = helix_board()
    plan = tapping_plan(state, HELIX)
    assert plan is not None
    assert plan.objects == ("mountain", "plains")  # the least flexible sources first
    assert plan.cost == "{R}{W}"
    result = pay_and_cast(state, plan.steps(), HELIX)
    after = play(result.state, {"type": "resolve"}).state
    assert after.player("B").life == 7 and after.player("A").life == 13
    assert not after.object("plateau").tapped and not after.object("basilica").tapped
    assert dict(after.player("A").mana_pool) == {}


def test_the_readers_own_lands_are_tapped_exactly() -> None:
    state = helix_board()
    plan = tapping_plan(state, HELIX, sources=["plateau", "mountain"])
    assert plan is not None
    assert [(t.object, t.mana) for t in plan.taps] == [("mountain", ("R",)), ("plateau", ("W",))]
    result = pay_and_cast(state, plan.steps(), HELIX)
    assert result.state.object("plateau").tapped and result.state.object("mountain").tapped
    assert not result.state.object("plains").tapped


def test_lands_that_cant_pay_give_no_plan() -> None:
    state = helix_board()
    assert tapping_plan(state, HELIX, sources=["mountain"]) is None  # {R} only: {W} missing
    assert tapping_plan(state, HELIX, sources=["mountain", "nonsense"]) is None


def test_a_land_that_adds_two_mana_pays_two_symbols_alone() -> None:
    """Orzhov Basilica: {T}: Add {W}{B}; Doom Blade costs {1}{B}."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "blade", "card": "Doom Blade"}],
            "battlefield": [
                {"id": "mountain", "card": "Mountain"},
                {"id": "basilica", "card": "Orzhov Basilica"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "bear", "card": "Grizzly Bears"}]},
    )
    blade = {"type": "cast", "object": "blade", "targets": ["bear"]}
    plan = tapping_plan(state, blade)
    assert plan is not None and plan.objects == ("basilica",)
    result = pay_and_cast(state, plan.steps(), blade)
    assert play(result.state, {"type": "resolve"}).state.object("bear").zone is Zone.GRAVEYARD


def test_a_land_with_a_choice_of_colors_is_answered_by_the_plan() -> None:
    """Golgari Guildgate: {T}: Add {B} or {G} (a mana-type question, 608.2d)."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "blade", "card": "Doom Blade"}],
            "battlefield": [
                {"id": "gate", "card": "Golgari Guildgate"},
                {"id": "mountain", "card": "Mountain"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "bear", "card": "Grizzly Bears"}]},
    )
    plan = tapping_plan(state, {"type": "cast", "object": "blade", "targets": ["bear"]})
    assert plan is not None
    assert [(t.object, t.choice) for t in plan.taps] == [("gate", "B"), ("mountain", "")]
    assert plan.steps()[0] == {"type": "activate", "object": "gate", "ability": 1, "choices": ["B"]}


def test_a_restricted_x_is_paid_with_swamps_only() -> None:
    """Crypt Rats: {X}: ... Spend only black mana on X (602.1b): X = 2 taps two Swamps."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "island", "card": "Island"},
                {"id": "swamp1", "card": "Swamp"},
                {"id": "swamp2", "card": "Swamp"},
                {"id": "rats", "card": "Crypt Rats"},
            ],
        },
        {"id": "B"},
    )
    rats = {"type": "activate", "object": "rats", "ability": 0, "x": 2}
    plan = tapping_plan(state, rats)
    assert plan is not None and plan.objects == ("swamp1", "swamp2")
    assert tapping_plan(state, rats, sources=["island", "swamp1"]) is None


def test_mana_already_in_the_pool_needs_no_plan() -> None:
    assert tapping_plan(helix_board(R=1, W=1), HELIX) is None


def test_a_creature_that_came_under_control_this_turn_is_no_source() -> None:
    """302.6: a summoning-sick Llanowar Elves can't use {T}."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "elves", "card": "Llanowar Elves", "summoning_sick": True},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {"id": "B"},
    )
    assert [s.object for s in mana_sources(state, "A")] == ["forest"]


def test_solve_mode_applies_the_payment_before_the_spell() -> None:
    state = helix_board()
    goal = win_this_turn()
    plan = tapping_plan(state, HELIX)
    assert plan is not None
    opening = solve_start(state, goal)
    step = solve_step(state, opening.state, HELIX, [], goal, payment=plan.steps())
    assert not step.error
    assert [(s.action["object"], s.note) for s in step.steps] == [
        ("mountain", "adds {R}"),
        ("plains", "adds {W}"),
        ("helix", ""),
    ]
    assert step.state.find_object("helix") is not None
    assert is_mana_ability(state, plan.steps()[0]) and not is_mana_ability(state, HELIX)


def test_a_payment_step_that_isnt_a_mana_ability_refuses_the_whole_move() -> None:
    state = helix_board()
    goal = win_this_turn()
    step = solve_step(state, state, HELIX, [], goal, payment=[{"type": "resolve"}])
    assert step.error and step.state == state


def test_generic_mana_comes_from_lands_whose_color_nothing_else_wants() -> None:
    """Pauper Puzzle #00's board: Tendrils of Corruption ({3}{B}) is paid with a Swamp and the
    three Islands, keeping three Swamps for Crypt Rats, whose X takes only black mana (602.1b)."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "tendrils", "card": "Tendrils of Corruption"}],
            "battlefield": [
                *({"id": f"swamp{n}", "card": "Swamp"} for n in range(1, 5)),
                *({"id": f"island{n}", "card": "Island"} for n in range(1, 4)),
                {"id": "rats", "card": "Crypt Rats"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "angler", "card": "Gurmag Angler"}]},
    )
    plan = tapping_plan(state, {"type": "cast", "object": "tendrils", "targets": ["angler"]})
    assert plan is not None
    assert plan.objects == ("swamp1", "island1", "island2", "island3")


def test_interchangeable_lands_are_each_a_source_of_their_own_mana() -> None:
    """Three untapped Forests are one land three times over (their mana is found once), but
    each is still its own source; a tapped Forest and the Plateau are told apart."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "f1", "card": "Forest"},
                {"id": "f2", "card": "Forest"},
                {"id": "plateau", "card": "Plateau"},
                {"id": "f3", "card": "Forest"},
                {"id": "f4", "card": "Forest", "tapped": True},
            ],
        },
        {"id": "B"},
    )
    sources = mana_sources(state, "A")
    assert [s.object for s in sources] == ["f1", "f2", "plateau", "f3"]
    forests = [s for s in sources if s.card == "Forest"]
    assert all(s.types == frozenset({"G"}) for s in forests)
    assert all(w.object == s.object for s in sources for w in s.ways)
    assert next(s for s in sources if s.object == "plateau").types == frozenset({"R", "W"})


@pytest.fixture
def _cast_keyword_cards(compiled_from: Any) -> None:
    use_cards(compiled_from, "Think Twice", "Into the Roil")


def islands_board(zone: str, card: str, lands: int = 5) -> GameState:
    """A: the card (id "spell") in `zone`, `lands` Islands and a library to draw from; B: a
    Grizzly Bears."""
    return board(
        {
            "id": "A",
            zone: [{"id": "spell", "card": card}],
            "library": [{"id": "top", "card": "Island"}, {"id": "next", "card": "Island"}],
            "battlefield": [{"id": f"i{n}", "card": "Island"} for n in range(lands)],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


@pytest.mark.usefixtures("_cast_keyword_cards")
def test_a_flashback_cast_is_planned_for_its_flashback_cost() -> None:
    """601.2f, 702.34a: the total cost is the flashback cost, not the mana cost: the plan taps
    three Islands for Think Twice's {2}{U}, so the cast asks the reader nothing more."""
    state = islands_board("graveyard", "Think Twice")
    cast = {"type": "cast", "object": "spell", "flashback": True}
    plan = tapping_plan(state, cast)
    assert plan is not None
    assert plan.cost == "{2}{U}"
    assert plan.objects == ("i0", "i1", "i2")
    result = pay_and_cast(state, plan.steps(), cast)
    assert result.pending is None
    after = play(result.state, {"type": "resolve"}).state
    assert after.object("top").zone is Zone.HAND
    assert after.object("spell").zone is Zone.EXILE  # 702.34a
    assert dict(after.player("A").mana_pool) == {}


@pytest.mark.usefixtures("_cast_keyword_cards")
def test_a_kicked_cast_is_planned_with_its_kicker() -> None:
    """601.2f, 702.33a: kicker joins the total cost the plan pays: Into the Roil kicked is
    {1}{U} and {1}{U}, four Islands."""
    state = islands_board("hand", "Into the Roil")
    cast = {"type": "cast", "object": "spell", "kicked": True, "targets": ["bears"]}
    plan = tapping_plan(state, cast)
    assert plan is not None and len(plan.objects) == 4
    result = pay_and_cast(state, plan.steps(), cast)
    assert result.pending is None
    after = play(result.state, {"type": "resolve"}).state
    assert after.object("bears").zone is Zone.HAND
    assert after.object("top").zone is Zone.HAND  # kicked: a card drawn
    assert [o.id for o in after.battlefield if not o.tapped] == ["i4"]
