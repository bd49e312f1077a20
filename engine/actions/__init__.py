"""Actions: importing this package registers every action type."""

from __future__ import annotations

from engine.actions import combat, judge, resolve, special, stack, turn  # noqa: F401  (registration)
from engine.actions.base import ACTIONS, parse_action

__all__ = ["ACTIONS", "parse_action"]
