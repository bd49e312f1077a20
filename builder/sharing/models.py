"""Sharing: the family of revisions a saved scenario belongs to, its edit capability, where a
draft came from, and the cached preview image of a revision.

A saved scenario (``Scenario``, below) is one immutable *revision*; its ``family``
holds what may change: who may edit (the sha256 of a secret edit token, and optionally the
account that created it) and who may see it (``visibility``).  Revisions are never updated:
editing a saved scenario and saving again adds a revision to the same family.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from django.conf import settings
from django.db import models

from builder.scenarios.models import Visibility
from engine.core.version import CR_EDITION, ENGINE_VERSION

__all__ = [
    "DraftOrigin",
    "EmbedFacts",
    "PreviewImage",
    "RevisionOutcomes",
    "Scenario",
    "ScenarioFamily",
    "Visibility",
    "new_public_id",
]


def new_public_id() -> str:
    """11 URL-safe characters: 64 random bits, short enough to read out loud, unguessable."""
    return secrets.token_urlsafe(8)


def unusable_token_hash() -> str:
    """The hash of a random edit token that is thrown away: nobody can edit such a family."""
    return hashlib.sha256(secrets.token_bytes(32)).hexdigest()


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


class EmbedFacts(models.Model):
    """What an oEmbed answer says of a revision, measured once from its page (a revision never
    changes): its title and its embed's height at each oEmbed width. oEmbed reads these and
    never builds the page (``builder.sharing.services.revisions.embed_facts``)."""

    revision = models.OneToOneField(
        "builder.Scenario", primary_key=True, on_delete=models.CASCADE, related_name="embed_facts"
    )
    title = models.TextField()
    heights = models.JSONField(default=dict)  # {"<width>": height in px} at the oEmbed widths
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"Embed facts of {self.revision_id}"


class RevisionOutcomes(models.Model):
    """Every outcome of a revision's decision, described once and kept: its pages read them and
    never explore again (``builder.sharing.services.revision_outcomes``). ``final``: the whole
    answer (the request's exploration was complete, or its job's outcomes were replayed); until
    then, the request's quick outcomes, shown while the job runs (or after it failed)."""

    revision = models.OneToOneField(
        "builder.Scenario", primary_key=True, on_delete=models.CASCADE, related_name="outcomes"
    )
    outcomes = models.JSONField()  # builder.sharing.services.steps.Outcomes.to_json
    final = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"Outcomes of {self.revision_id}"


class Scenario(models.Model):
    """A saved, read-only scenario: one immutable *revision* of a ``ScenarioFamily``.

    It keeps everything its link shows: the resolved board, its log, the history of steps
    (the builder's tree, ``builder.scenarios.services.history``; ``{}`` when saved without one) and the
    annotations (Markdown ``description`` and ``notes`` per step, keyed by the step number as a
    string).  Editing adds a new revision to the family (``builder.sharing.services.revisions``).
    """

    public_id = models.CharField(max_length=16, unique=True, default=new_public_id, editable=False)
    family = models.ForeignKey(
        "builder.ScenarioFamily", on_delete=models.CASCADE, related_name="revisions"
    )
    number = models.PositiveIntegerField(default=1)  # 1, 2, ... within the family
    title = models.CharField(max_length=200, blank=True)
    description = models.TextField(blank=True)
    notes = models.JSONField(default=dict, blank=True)
    document = models.JSONField()
    log = models.JSONField(default=list, blank=True)
    history = models.JSONField(default=dict, blank=True)
    # The annotations as sanitized HTML, rendered once when the revision is saved
    # (builder.sharing.services.annotations): pages show these, never re-render the Markdown.
    description_html = models.TextField(blank=True)
    notes_html = models.JSONField(default=dict, blank=True)
    # Which engine computed ``document`` and ``log`` (engine.core.version), so the share page can
    # show the stored result and say when today's engine computes something else.
    engine_version = models.CharField(max_length=32, blank=True)
    rules_edition = models.CharField(max_length=32, blank=True)
    # The card records (name -> Scryfall-shaped record, builder.cards.oracle_cards) of every card the
    # document and history name, as the card table had them when the revision was saved: the
    # revision's pages compile its cards from these (builder.cards.oracle_cards.cards_as_saved), so
    # refreshing the card data never changes what its link shows. Filled as it is saved
    # (builder.cards.oracle_cards.keep_card_records); empty for revisions saved before they were kept.
    cards = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(fields=["family", "number"], name="scenario_revision_number")
        ]

    def __str__(self) -> str:
        return self.title or f"Scenario {self.public_id}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            raise ValueError("A saved scenario is immutable; save a new one instead.")
        # The engine that computed the stored result (engine.core.version), unless given.
        self.engine_version = self.engine_version or ENGINE_VERSION
        self.rules_edition = self.rules_edition or CR_EDITION
        if self.family_id is None:  # a scenario saved on its own starts a family nobody can edit
            self.family = ScenarioFamily.objects.create(edit_token_hash=unusable_token_hash())
        super().save(*args, **kwargs)
