"""Solutions for Forge puzzle files, one JSON file each (see engine.puzzle.builtin)."""
