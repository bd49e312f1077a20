"""Scenarios: the working draft a judge edits, and the immutable saved copy shared by link.

Both store the engine's versioned scenario document (``engine.dump``) in ``document`` and the
explained log of the last resolution in ``log``: a JSON list of entries
``{"kind", "text", "rules", "objects", "detail"}`` (see ``builder.services.log_to_json``).
"""

from __future__ import annotations

import secrets
from typing import Any

from django.db import models

__all__ = ["Draft", "Scenario", "new_draft_key", "new_public_id"]


def new_public_id() -> str:
    """11 URL-safe characters: 64 random bits, short enough to read out loud, unguessable."""
    return secrets.token_urlsafe(8)


def new_draft_key() -> str:
    """22 URL-safe characters: a draft's link is the capability to edit it."""
    return secrets.token_urlsafe(16)


class Draft(models.Model):
    """The working scenario of the builder, edited in place until the judge saves it."""

    key = models.CharField(max_length=32, unique=True, default=new_draft_key, editable=False)
    document = models.JSONField()
    log = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]

    def __str__(self) -> str:
        return f"Draft {self.key}"


class Scenario(models.Model):
    """A saved, read-only scenario: the resolved board and its log, public to anyone with the id."""

    public_id = models.CharField(max_length=16, unique=True, default=new_public_id, editable=False)
    title = models.CharField(max_length=200, blank=True)
    document = models.JSONField()
    log = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.title or f"Scenario {self.public_id}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            raise ValueError("A saved scenario is immutable; save a new one instead.")
        super().save(*args, **kwargs)
