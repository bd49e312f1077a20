"""What puzzles do, as named functions: ``core`` (publish, verify, a reader's progress),
``pages`` (the authoring pages' read models), ``solving`` (solve mode's panel), ``forge``
(``.pzl`` import) and ``builtin`` (the built-in puzzles)."""

from __future__ import annotations
