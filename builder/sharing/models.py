"""Sharing: the family of revisions a saved scenario belongs to, its edit capability, where a
draft came from, and the cached preview image of a revision.

A saved scenario (``builder.models.Scenario``) is one immutable *revision*; its ``family``
holds what may change: who may edit (the sha256 of a secret edit token, and optionally the
account that created it) and who may see it (``visibility``).  Revisions are never updated:
editing a saved scenario and saving again adds a revision to the same family.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

__all__ = ["DraftOrigin", "PreviewImage", "ScenarioFamily", "Visibility"]


class Visibility(models.TextChoices):
    PUBLIC = "public", "Public: listed on the browse page"
    UNLISTED = "unlisted", "Unlisted: only people with the link"
    PRIVATE = "private", "Private: only with the edit link"


class ScenarioFamily(models.Model):
    """Every revision of one saved scenario; the newest is what ``/s/<id>/latest/`` shows."""

    # sha256 (hex) of the secret edit token; the token itself is shown once and never stored.
    edit_token_hash = models.CharField(max_length=64)
    visibility = models.CharField(
        max_length=8, choices=Visibility.choices, default=Visibility.UNLISTED
    )
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="scenario_families",
    )
    forked_from = models.ForeignKey(
        "builder.Scenario",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="forks",
    )
    # Set for families created by ``load_builtin`` (e.g. "example:GHO-2"), so loading is idempotent.
    builtin_key = models.CharField(max_length=64, unique=True, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]
        verbose_name_plural = "scenario families"

    def __str__(self) -> str:
        return f"Scenario family {self.pk}"


class DraftOrigin(models.Model):
    """Where a draft came from: the family its saves continue (``None`` for a fork that has not
    been saved yet) and the revision it was last opened from or saved as."""

    draft = models.OneToOneField(
        "builder.Draft", primary_key=True, on_delete=models.CASCADE, related_name="origin"
    )
    family = models.ForeignKey(
        ScenarioFamily, null=True, blank=True, on_delete=models.CASCADE, related_name="drafts"
    )
    based_on = models.ForeignKey(
        "builder.Scenario", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    def __str__(self) -> str:
        return f"Origin of draft {self.draft_id}"


class PreviewImage(models.Model):
    """The Open Graph image of one revision, drawn once (revisions never change)."""

    revision = models.OneToOneField(
        "builder.Scenario", primary_key=True, on_delete=models.CASCADE, related_name="preview"
    )
    png = models.BinaryField()
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"Preview of {self.revision_id}"
