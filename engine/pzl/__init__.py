"""Forge `.pzl` puzzle files: a lossless model, text codec and scenario conversion."""

from __future__ import annotations

from engine.pzl.model import Puzzle, PzlError
from engine.pzl.text import dump, parse

__all__ = ["Puzzle", "PzlError", "dump", "parse"]
