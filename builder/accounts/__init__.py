"""Accounts (optional): sign up, sign in and out, and the list of one's own scenarios.

May import every concept below it (it lists saved scenarios, so it sits beside ``puzzles``,
above ``sharing``)."""

from __future__ import annotations
