"""Mana (106): pools, paying costs (107.4, 601.2g-h) and what a permanent could produce (106.7).

May import: engine.core, engine.cards and the rest of engine.rules.
"""

from __future__ import annotations
