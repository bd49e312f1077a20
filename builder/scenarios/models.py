"""Scenarios: the working draft a judge edits, and the immutable saved copy shared by link.

Both store the engine's versioned scenario document (``engine.dump``) in ``document`` and the
explained log of the last resolution in ``log``: a JSON list of entries
``{"kind", "text", "rules", "objects", "detail"}`` (see ``builder.scenarios.services.log_to_json``).
"""

from __future__ import annotations

import secrets

from django.db import models
from django.utils import timezone

__all__ = ["Draft", "Visibility", "new_draft_key"]


# Who may see a saved scenario (builder.sharing.models.ScenarioFamily): chosen on the draft
# page's save form, so the choices sit with the draft, below sharing.
class Visibility(models.TextChoices):
    PUBLIC = "public", "Public: listed on the browse page"
    UNLISTED = "unlisted", "Unlisted: only people with the link"
    PRIVATE = "private", "Private: only with the edit link"


def new_draft_key() -> str:
    """22 URL-safe characters: a draft's link is the capability to edit it."""
    return secrets.token_urlsafe(16)


class Draft(models.Model):
    """The working scenario of the builder, edited in place until the judge saves it."""

    key = models.CharField(max_length=32, unique=True, default=new_draft_key, editable=False)
    document = models.JSONField()
    log = models.JSONField(default=list, blank=True)
    # The tree of steps taken from the set-up board (see builder.scenarios.services.actions): replaying
    # it from its root is the source of truth; ``document`` is the board at the current step.
    history = models.JSONField(default=dict, blank=True)
    # Raised by one on every save (compare-and-swap, builder.scenarios.services.draft_saving): an edit
    # computed from an older version is refused instead of overwriting a concurrent one.
    version = models.PositiveIntegerField(default=1)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]

    def __str__(self) -> str:
        return f"Draft {self.key}"

    def save_if_unchanged(self, fields: list[str]) -> bool:
        """Write ``fields`` only if nobody saved the draft since it was read (compare-and-swap
        on ``version``); False, and nothing written, when someone did."""
        values = {name: getattr(self, name) for name in fields if name != "updated_at"}
        written = Draft.objects.filter(pk=self.pk, version=self.version).update(
            **values, version=models.F("version") + 1, updated_at=timezone.now()
        )
        if written:
            self.version += 1
        return bool(written)
