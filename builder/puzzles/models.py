"""Puzzles: a saved scenario with a goal, a solution checked by the engine, hints, and readers'
progress in solve mode.

A ``Puzzle`` belongs to one saved revision (``builder.Scenario``); the revision's ``document`` is
the starting position. The engine's puzzle values are stored as JSON through their codecs
(``engine.puzzle.Goal.to_json``, ``Verification.to_json``), each carrying a ``version`` key:

- ``goal_params``: the goal's parameters besides its kind, solver and turn limit
  (``objects``, ``card``, ``count``, ``player``, ``life``);
- ``solution``: a list of actions, each with the solver's ``choices``;
- ``scripted_responses``: the opponent's answers in solve mode, in order, each
  ``{"choice": "<option id>"}`` or ``{"action": {...}}`` (a block or attack);
- ``verification``: ``{"version", "status", "message", "counter_line", "nodes", ...}`` with
  status ``unchecked`` until the solution is checked;
- ``automation``: the import report (``automation``, ``unknown_cards``,
  ``non_automated_cards``, ``unmodeled``, ``ignored``); empty for authored puzzles;
- ``forge``: the imported ``.pzl`` metadata block kept for export (empty otherwise).

A ``PuzzleCertificate`` is the engine's certificate of one puzzle (``engine.puzzle.certificate``,
``Certificate.to_json``), computed by the puzzle's check job and written once: a revision's
puzzle never changes, so neither does its certificate.
"""

from __future__ import annotations

from typing import Any

from django.db import models

__all__ = [
    "Difficulty",
    "Puzzle",
    "PuzzleCertificate",
    "PuzzleProgress",
    "PuzzleStatus",
    "difficulty_of",
]


def unchecked() -> dict[str, Any]:
    return {"version": 1, "status": "unchecked"}


class Difficulty(models.TextChoices):
    """One scale for every puzzle, authored or imported."""

    EASY = "Easy", "Easy"
    MEDIUM = "Medium", "Medium"
    HARD = "Hard", "Hard"
    EXPERT = "Expert", "Expert"


# The words puzzles arrive with: Forge's rarity words (since its 2026 relabelling, Common,
# Uncommon, Rare and Mythic stand for Easy, Medium, Hard and Very Hard) and the older ones.
DIFFICULTY_WORDS = {
    "easy": Difficulty.EASY,
    "common": Difficulty.EASY,
    "medium": Difficulty.MEDIUM,
    "uncommon": Difficulty.MEDIUM,
    "hard": Difficulty.HARD,
    "rare": Difficulty.HARD,
    "very hard": Difficulty.EXPERT,
    "mythic": Difficulty.EXPERT,
    "expert": Difficulty.EXPERT,
}
# How a .pzl file says each (Forge's current words).
FORGE_DIFFICULTY = {
    Difficulty.EASY: "Common",
    Difficulty.MEDIUM: "Uncommon",
    Difficulty.HARD: "Rare",
    Difficulty.EXPERT: "Mythic",
}


def difficulty_of(word: str) -> str:
    """A difficulty word on the one scale; "" for none or a word that isn't a difficulty."""
    found = DIFFICULTY_WORDS.get(word.strip().lower())
    return found.value if found is not None else ""


class PuzzleStatus(models.TextChoices):
    UNCHECKED = "unchecked", "Not checked"
    VERIFIED = "verified", "Verified"
    REFUTED = "refuted", "Refuted: an opponent line beats the solution"
    INVALID = "invalid", "The solution fails as written"
    INCOMPLETE = "incomplete", "Partly checked"


class Puzzle(models.Model):
    """The puzzle of one saved revision."""

    scenario = models.OneToOneField(
        "builder.Scenario", on_delete=models.CASCADE, related_name="puzzle"
    )
    goal_kind = models.CharField(max_length=32, default="win_this_turn")
    goal_params = models.JSONField(default=dict, blank=True)
    solver = models.CharField(max_length=16, default="A")
    # Turns the solver has, counted from the start turn and including it; null: no limit.
    turn_limit = models.PositiveIntegerField(null=True, blank=True, default=1)
    difficulty = models.CharField(max_length=32, blank=True, choices=Difficulty.choices)
    description = models.TextField(blank=True)  # Markdown
    description_html = models.TextField(blank=True)  # rendered when saved (services.annotations)
    source_credit = models.CharField(max_length=200, blank=True)
    source_url = models.URLField(max_length=500, blank=True)
    show_opponent_hand = models.BooleanField(default=False)
    show_library_order = models.BooleanField(default=False)
    hints = models.JSONField(default=list, blank=True)  # Markdown strings, revealed in order
    hints_html = models.JSONField(default=list, blank=True)  # the hints rendered when saved
    solution = models.JSONField(default=list, blank=True)
    scripted_responses = models.JSONField(default=list, blank=True)
    verification = models.JSONField(default=unchecked, blank=True)
    status = models.CharField(
        max_length=16, choices=PuzzleStatus.choices, default=PuzzleStatus.UNCHECKED
    )
    automation = models.JSONField(default=dict, blank=True)
    forge = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]

    def __str__(self) -> str:
        return f"Puzzle of {self.scenario_id}"

    @property
    def visible(self) -> dict[str, bool]:
        """What the reader may see, in the shape ``engine.puzzle.redact`` takes."""
        return {
            "opponent_hand": self.show_opponent_hand,
            "library_order": self.show_library_order,
        }


class PuzzleProgress(models.Model):
    """One browser's progress on a puzzle, keyed by its session key (no account needed).

    ``steps`` are the reader's actions with their choices, in order; ``document`` is the board
    after them (and the opponent's answers); ``log`` is what happened, step by step (the
    engine's ``LineStep.to_json``); ``scripted_used`` counts the author's scripted responses
    used so far; ``reason`` says why the goal is met, failed or still open."""

    puzzle = models.ForeignKey(Puzzle, on_delete=models.CASCADE, related_name="progress")
    session_key = models.CharField(max_length=64)
    steps = models.JSONField(default=list, blank=True)
    document = models.JSONField(default=dict, blank=True)
    log = models.JSONField(default=list, blank=True)
    scripted_used = models.PositiveIntegerField(default=0)
    hints_revealed = models.PositiveIntegerField(default=0)
    solution_revealed = models.BooleanField(default=False)
    solved = models.BooleanField(default=False)
    failed = models.BooleanField(default=False)
    reason = models.CharField(max_length=300, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["puzzle", "session_key"], name="puzzle_progress_per_browser"
            )
        ]

    def __str__(self) -> str:
        return f"Progress on puzzle {self.puzzle_id}"


class PuzzleCertificate(models.Model):
    """The engine's certificate of a revision's puzzle: its verdict ("solved", "no solution",
    "unknown", "refuted") and the certificate as ``Certificate.to_json`` wrote it (the solution
    tree, every opponent answer considered with the line that beats it, the bound, the engine's
    version and rules edition, the other ways to win). Written once, by the check job."""

    puzzle = models.OneToOneField(Puzzle, on_delete=models.CASCADE, related_name="certificate")
    verdict = models.CharField(max_length=16)
    data = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"Certificate of puzzle {self.puzzle_id}: {self.verdict}"
