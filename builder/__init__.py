"""Stackboard's Django app: the board builder, saved scenarios and the card database."""

from __future__ import annotations
