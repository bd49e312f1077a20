"""Sharing: saved scenarios as immutable revisions of a family (``models``), share pages,
edit links, embeds and oEmbed, preview images, import/export, the gallery and the revision cache.

May import ``operations``, ``cards``, ``rules``, ``jobs`` and ``scenarios``; never ``puzzles``
or ``accounts``. What a puzzle changes about a revision (its page, its hidden cards) reaches
sharing through the registry in ``sharing.revision_kinds``, which puzzles fills."""

from __future__ import annotations
