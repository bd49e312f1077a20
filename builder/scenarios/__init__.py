"""Scenarios: the draft a judge builds and plays: the ``Draft`` model, the board editor,
game actions and pending decisions, the history of steps, outcomes, the board notation, the
board's read model (``services.boardview``), the picker, the play panels, the workspace page,
their forms and template tags.

May import ``operations``, ``cards``, ``rules`` and ``jobs``; never ``sharing``, ``puzzles``
or ``accounts``, which build on it."""

from __future__ import annotations
