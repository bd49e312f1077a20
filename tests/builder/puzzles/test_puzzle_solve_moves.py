"""Solve mode on a built-in puzzle ("Shock first": Bob at 6 behind Grizzly Bears; Alice has two
Mountains, Lightning Bolt, Shock and a Hill Giant): mana paid from untapped lands, the lands the
reader picks, the mana pool and the stack with X and targets, taking a move back, a move after
which no line wins reported with Bob's answer, and a suggested move on request."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Puzzle, PuzzleProgress
from builder.puzzles.services.builtin import load_builtin_puzzles
from tests.builder.conftest import HTMX

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def builtin(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("STACKBOARD_FORGE_PUZZLES", str(tmp_path))
    load_builtin_puzzles(only={"shock-the-blocker", "salve-then-quake"})


def builtin_puzzle(name: str) -> Puzzle:
    return Puzzle.objects.get(scenario__family__builtin_key=f"puzzle:{name}")


@pytest.fixture
def shock() -> Puzzle:
    return builtin_puzzle("shock-the-blocker")


def act(client: Client, puzzle: Puzzle, data: dict[str, Any], name: str = "act") -> Any:
    url = reverse(f"builder-puzzle-{name}", args=[puzzle.scenario.public_id])
    return client.post(url, data, headers=HTMX)


def board_of(puzzle: Puzzle) -> dict[str, Any]:
    progress = PuzzleProgress.objects.get(puzzle=puzzle)
    return {o["id"]: o for p in progress.document["players"] for o in p["battlefield"]}


def test_casting_shock_taps_a_mountain_by_itself(client: Client, shock: Puzzle) -> None:
    page = client.get(reverse("builder-scenario", args=[shock.scenario.public_id])).content
    assert "Mana: pays by tapping Mountain (first)." in page.decode()
    body = act(client, shock, {"option": "cast:shock", "target_0": "bears"}).content.decode()
    lands = board_of(shock)
    assert lands["m1"].get("tapped") and not lands["m2"].get("tapped")
    assert "<strong>You</strong>: Tap Mountain (first) for {R}" in body
    assert (
        "Shock, controlled by Alice · targeting Grizzly Bears" in body
    )  # the stack, with its target
    assert "Mana pool</strong> · Alice: empty · Bob: empty" in body


def test_the_reader_picks_the_land_that_pays(client: Client, shock: Puzzle) -> None:
    act(client, shock, {"option": "cast:shock", "target_0": "bears", "lands": ["m2"]})
    lands = board_of(shock)
    assert lands["m2"].get("tapped") and not lands["m1"].get("tapped")


def test_lands_that_cant_pay_are_refused_with_nothing_changed(
    client: Client, shock: Puzzle
) -> None:
    """The Hill Giant is no mana source; two Mountains for a one-mana spell taps both."""
    response = act(client, shock, {"option": "cast:shock", "target_0": "bears", "lands": ["giant"]})
    assert response.status_code == 400
    assert "Select a valid choice" in response.content.decode()
    assert not PuzzleProgress.objects.filter(puzzle=shock, steps__len__gt=0).exists()


def test_floating_mana_shows_in_the_pool(client: Client, shock: Puzzle) -> None:
    body = act(client, shock, {"option": "activate:m1:0"}).content.decode()
    assert 'Mana pool</strong> · Alice: <span class="pool">{R}</span>' in body
    assert "Tap Mountain (first) for {R}" in body  # two Mountains: named as at the start


def test_taking_back_the_last_move_untaps_the_land(client: Client, shock: Puzzle) -> None:
    act(client, shock, {"option": "cast:shock", "target_0": "bears"})
    body = act(client, shock, {}, name="back").content.decode()
    progress = PuzzleProgress.objects.get(puzzle=shock)
    assert progress.steps == [] and progress.log == []
    assert not board_of(shock)["m1"].get("tapped")
    assert "Your move." in body and 'data-testid="take-back"' not in body


def test_taking_back_keeps_the_earlier_moves(client: Client, shock: Puzzle) -> None:
    act(client, shock, {"option": "cast:shock", "target_0": "bears"})
    act(client, shock, {"option": "resolve"})
    act(client, shock, {}, name="back")
    progress = PuzzleProgress.objects.get(puzzle=shock)
    assert [s["type"] for s in progress.steps] == ["cast"]
    assert progress.steps[0]["payment"] == [{"type": "activate", "object": "m1", "ability": 0}]
    stack = progress.document["stack"]
    assert [o["card"] for o in stack] == ["Shock"]


def test_an_attack_into_the_blocker_is_reported_lost_with_bobs_answer(
    client: Client, shock: Puzzle
) -> None:
    """Attacking first still wins (Shock can kill the blocker before blocks); passing on to
    the declare blockers step lets Bob block, and then nothing wins."""
    act(client, shock, {"option": "advance:declare_attackers"})
    body = act(client, shock, {"move": "attack", "attack_giant": "on", "defender_giant": "B"})
    assert 'data-testid="puzzle-lost"' not in body.content.decode()
    text = act(client, shock, {"option": "advance"}).content.decode()
    assert 'data-testid="puzzle-lost"' in text
    assert (
        "Bob blocks Hill Giant with Grizzly Bears: no line wins from here against every answer."
        in text
    )
    back = act(client, shock, {}, name="back").content.decode()
    assert 'data-testid="puzzle-lost"' not in back


def test_the_right_line_is_never_reported_lost(client: Client, shock: Puzzle) -> None:
    for data in (
        {"option": "cast:shock", "target_0": "bears"},
        {"option": "resolve"},
        {"option": "advance:declare_attackers"},
        {"move": "attack", "attack_giant": "on", "defender_giant": "B"},
        {"option": "advance"},  # the declare blockers step: Bob has nothing to block with
        {"option": "advance"},  # combat damage: Bob at 3
    ):
        body = act(client, shock, data).content.decode()
        assert 'data-testid="puzzle-lost"' not in body, data
    body = act(client, shock, {"option": "cast:bolt", "target_0": "B"}).content.decode()
    body = act(client, shock, {"option": "resolve"}).content.decode()
    assert "Solved!" in body


def test_a_suggested_move_on_request(client: Client, shock: Puzzle) -> None:
    body = act(client, shock, {}, name="suggest").content.decode()
    assert "Try this: Cast Shock targeting Grizzly Bears." in body
    act(client, shock, {"option": "cast:bolt", "target_0": "bears"})  # off the solution
    body = act(client, shock, {}, name="suggest").content.decode()
    assert "No suggestion: no line wins from here against every answer" in body


def test_the_stack_shows_x(client: Client) -> None:
    quake = builtin_puzzle("salve-then-quake")
    act(client, quake, {"option": "cast:salve", "mode": "0", "target_0": "A"})
    act(client, quake, {"option": "resolve"})
    body = act(client, quake, {"option": "cast:quake", "x": "3"}).content.decode()
    assert "Earthquake, controlled by Alice · X = 3" in body
    lands = board_of(quake)
    assert all(lands[m].get("tapped") for m in ("m1", "m2", "m3", "m4"))


def test_an_x_spell_says_its_plan_is_for_x_zero(client: Client) -> None:
    quake = builtin_puzzle("salve-then-quake")
    page = client.get(reverse("builder-scenario", args=[quake.scenario.public_id]))
    assert (
        "Mana: pays by tapping Mountain (first) (with X = 0; a bigger X taps more)."
        in page.content.decode()
    )


def test_floating_mana_by_hand_is_not_searched(
    client: Client, shock: Puzzle, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tapping a land on its own only moves mana into the pool: no verdict is searched."""
    from builder.puzzles.services import core as puzzle_services

    def no_search(*args: object, **kwargs: object) -> None:
        raise AssertionError("searched")

    monkeypatch.setattr(puzzle_services, "winning_line", no_search)
    response = act(client, shock, {"option": "activate:m2:0"})
    assert response.status_code == 200
    assert PuzzleProgress.objects.get(puzzle=shock).steps[-1]["type"] == "activate"
