"""The card database: one row per unique card name, imported from Scryfall-format bulk data.

Colors are stored as compact strings in WUBRG order ("BR", "" for colorless) so that filters
compare short strings instead of JSON. Multi-face cards keep each face in ``faces`` and
concatenate the faces' text into ``oracle_text`` (separated by "\\n//\\n") for search.

How far the engine automates a card is *not* stored: it depends on the engine's registry at
run time, so it is computed by ``builder.cards.levels.automation_level``.
"""

from __future__ import annotations

from typing import Any

from django.db import models

from builder.cards import levels, manasymbols
from builder.cards.levels import AutomationLevel
from builder.cards.manasymbols import ManaSymbol

__all__ = ["Card"]


class Card(models.Model):
    """A card's Oracle characteristics (the same on every printing)."""

    name = models.CharField(max_length=255, unique=True)
    # Lowercase, accent-folded, punctuation-free name ("Lim-Dûl's Hex" -> "lim dul s hex" style,
    # see builder.cards.search.text.name_key); indexed for prefix lookups.
    search_name = models.CharField(max_length=255, db_index=True)
    oracle_id = models.UUIDField(null=True, blank=True, db_index=True)
    scryfall_id = models.UUIDField(null=True, blank=True)
    layout = models.CharField(max_length=32, default="normal")
    mana_cost = models.CharField(max_length=255, blank=True, default="")
    mana_value = models.FloatField(default=0)
    colors = models.CharField(max_length=5, blank=True, default="")
    color_identity = models.CharField(max_length=5, blank=True, default="")
    type_line = models.CharField(max_length=255, blank=True, default="")
    oracle_text = models.TextField(blank=True, default="")
    power = models.CharField(max_length=16, null=True, blank=True)
    toughness = models.CharField(max_length=16, null=True, blank=True)
    loyalty = models.CharField(max_length=16, null=True, blank=True)
    # A battle's printed defense (310.4), the front face's for a double-faced battle.
    defense = models.CharField(max_length=16, null=True, blank=True)
    keywords = models.JSONField(default=list, blank=True)
    # Lowercase keywords joined by "\n", e.g. "flash\nflying", for text search.
    keyword_text = models.TextField(blank=True, default="")
    faces = models.JSONField(default=list, blank=True)
    set_code = models.CharField(max_length=16, blank=True, default="")
    collector_number = models.CharField(max_length=16, blank=True, default="")
    # The representative printing's rarity ("common", "uncommon", "rare", "mythic", ...) and
    # the codes of every set the card was printed in (lowercase), for r: and set: searches.
    rarity = models.CharField(max_length=16, blank=True, default="")
    printings = models.JSONField(default=list, blank=True)
    # Where a record not taken from Scryfall's Oracle data got its text ("" for Scryfall's own):
    # the offline 2026 card file's added records say "xmage+magic-spoiler" (Scryfall's text as
    # captured while the set was previewed) or "xmage" (XMage's rules-text comments), with a
    # "-gapfill" suffix for older cards; the card page says so (builder.cards.display.text_source).
    data_source = models.CharField(max_length=64, blank=True, default="")
    # Digest of the imported characteristics: a re-import leaves unchanged rows alone.
    content_digest = models.CharField(max_length=32, blank=True, default="")
    # Last change; the search index compares the newest value to know when to rebuild.
    updated_at = models.DateTimeField(auto_now=True, db_index=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    @property
    def automation_level(self) -> AutomationLevel:
        return levels.automation_level(self)

    @property
    def automation_reasons(self) -> tuple[str, ...]:
        """What the engine leaves out of its definition of this card (empty if nothing)."""
        return levels.automation_reasons(self.name)

    @property
    def mana_cost_symbols(self) -> list[ManaSymbol]:
        return manasymbols.parse_mana_cost(self.mana_cost)

    @property
    def is_multi_faced(self) -> bool:
        return len(self.faces) > 1

    @property
    def power_toughness(self) -> str:
        """Power/toughness as "2/2" (the front face's), or "" when there is none."""
        if self.power is None or self.toughness is None:
            return ""
        return f"{self.power}/{self.toughness}"

    def face_list(self) -> list[dict[str, Any]]:
        """The faces to display: the stored faces, or the card itself as its only face."""
        if self.faces:
            return list(self.faces)
        return [
            {
                "name": self.name,
                "mana_cost": self.mana_cost,
                "type_line": self.type_line,
                "oracle_text": self.oracle_text,
                "power": self.power,
                "toughness": self.toughness,
                "loyalty": self.loyalty,
                "defense": self.defense,
            }
        ]
