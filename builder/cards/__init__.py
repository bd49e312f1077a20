"""Cards: the card database (``models.Card``), its import from Scryfall-shaped files
(``importing``, ``oracle_cards``), search (``search``: the query language and its index), how a
card is shown (``display``, ``manasymbols``, ``templatetags``), how much of it the engine
automates (``levels``), and the card pages (``views``, ``urls``).

May import ``builder.operations`` (and the engine); no other concept."""

from __future__ import annotations
