"""The Comprehensive Rules text, imported with ``manage.py import_rules FILE``.

One row per numbered rule, subrule or section heading ("616", "616.1", "616.1a"), in the order
of the file.  The text is Wizards' and is never part of the repository: an install imports its
own copy, and without it the builder shows rule numbers without links.
"""

from __future__ import annotations

from django.db import models

__all__ = ["RulesText"]


class RulesText(models.Model):
    """One rule of the imported Comprehensive Rules: its number, its text and its examples."""

    number = models.CharField(max_length=16, unique=True)
    text = models.TextField()
    examples = models.JSONField(default=list, blank=True)
    position = models.PositiveIntegerField(db_index=True)
    edition = models.CharField(max_length=64, blank=True)

    class Meta:
        ordering = ["position"]
        verbose_name = "rule"

    def __str__(self) -> str:
        return f"{self.number} {self.text[:60]}"

    @property
    def is_section(self) -> bool:
        return "." not in self.number
