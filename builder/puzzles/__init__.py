"""Puzzles: a saved revision with a goal and a solution: authoring and publishing, the solution
check (a background job), solve mode on the share page and in the embed, Forge ``.pzl`` import
and the built-in puzzles.

May import every concept below it: ``operations``, ``cards``, ``rules``, ``jobs``,
``scenarios`` and ``sharing``."""

from __future__ import annotations
