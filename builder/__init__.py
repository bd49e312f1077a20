"""Stackboard's Django app: one subpackage per concept, layered from the bottom up
(``operations``; ``cards``, ``rules``, ``jobs``; ``scenarios``; ``sharing``; ``puzzles`` and
``accounts``), with the project's glue at this top level: settings, the root URLconf, the app
config, the model registry (``models``), the built-in data (``builtin``) and the management
commands. See docs/web-app-layout.md."""

from __future__ import annotations
