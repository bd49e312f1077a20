"""Puzzle pages: authoring (``authoring``) and solve mode (``solve``)."""

from __future__ import annotations
