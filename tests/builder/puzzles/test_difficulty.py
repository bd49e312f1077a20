"""Puzzle difficulty is one scale (issue 30): Easy, Medium, Hard, Expert. Forge's rarity words
(Common, Uncommon, Rare, Mythic) are read as their places on it and written back on export;
stored values are migrated."""

from __future__ import annotations

import importlib

import pytest
from django.apps import apps
from django.test import Client
from django.urls import reverse

from builder.models import Difficulty, Puzzle, difficulty_of
from tests.builder.puzzle_helpers import TOKEN, bolt_puzzle

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("word", "scale"),
    [
        ("Common", "Easy"),
        ("Uncommon", "Medium"),
        ("Rare", "Hard"),
        ("Mythic", "Expert"),
        ("Very Hard", "Expert"),
        ("medium", "Medium"),
        ("Special", ""),
        ("", ""),
    ],
)
def test_every_word_lands_on_the_one_scale(word: str, scale: str) -> None:
    assert difficulty_of(word) == scale


def test_the_authoring_form_offers_the_scale_only(client: Client) -> None:
    puzzle = bolt_puzzle()
    url = reverse("builder-puzzle-edit", args=[puzzle.scenario.public_id])
    body = client.get(url, {"token": TOKEN}).content.decode()
    select = body[
        body.index('name="difficulty"') : body.index("</select>", body.index('name="difficulty"'))
    ]
    assert [v for v in ("Easy", "Medium", "Hard", "Expert") if f'value="{v}"' in select] == list(
        Difficulty.values
    )
    assert "Rare" not in select and "Common" not in select


def test_stored_rarity_words_are_migrated_to_the_scale() -> None:
    mixed = {
        "Common": "Easy",
        "Rare": "Hard",
        "Mythic": "Expert",
        "Medium": "Medium",
        "Special": "",
    }
    puzzles = {}
    for word in mixed:
        puzzle = bolt_puzzle()
        Puzzle.objects.filter(pk=puzzle.pk).update(difficulty=word)
        puzzles[word] = puzzle.pk
    migration = importlib.import_module("builder.migrations.0012_puzzle_difficulty_one_scale")
    migration.one_scale(apps, None)
    assert {w: Puzzle.objects.get(pk=pk).difficulty for w, pk in puzzles.items()} == mixed
