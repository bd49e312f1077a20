"""Rules: the Comprehensive Rules text, imported from the CR file (``services``) into
``models.RulesText``, and its pages at ``/rules/`` (``views``, ``urls``).

May import ``builder.operations`` (and the engine); no other concept."""

from __future__ import annotations
