"""Scenarios: the working draft a judge edits, and the immutable saved copy shared by link.

Both store the engine's versioned scenario document (``engine.dump``) in ``document`` and the
explained log of the last resolution in ``log``: a JSON list of entries
``{"kind", "text", "rules", "objects", "detail"}`` (see ``builder.services.log_to_json``).
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from django.db import models
from django.utils import timezone

from engine.core.version import CR_EDITION, ENGINE_VERSION

from .sharing import ScenarioFamily

__all__ = ["Draft", "Scenario", "new_draft_key", "new_public_id"]


def new_public_id() -> str:
    """11 URL-safe characters: 64 random bits, short enough to read out loud, unguessable."""
    return secrets.token_urlsafe(8)


def unusable_token_hash() -> str:
    """The hash of a random edit token that is thrown away: nobody can edit such a family."""
    return hashlib.sha256(secrets.token_bytes(32)).hexdigest()


def new_draft_key() -> str:
    """22 URL-safe characters: a draft's link is the capability to edit it."""
    return secrets.token_urlsafe(16)


class Draft(models.Model):
    """The working scenario of the builder, edited in place until the judge saves it."""

    key = models.CharField(max_length=32, unique=True, default=new_draft_key, editable=False)
    document = models.JSONField()
    log = models.JSONField(default=list, blank=True)
    # The tree of steps taken from the set-up board (see builder.services.actions): replaying
    # it from its root is the source of truth; ``document`` is the board at the current step.
    history = models.JSONField(default=dict, blank=True)
    # Raised by one on every save (compare-and-swap, builder.services.draft_saving): an edit
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


class Scenario(models.Model):
    """A saved, read-only scenario: one immutable *revision* of a ``ScenarioFamily``.

    It keeps everything its link shows: the resolved board, its log, the history of steps
    (the builder's tree, ``builder.services.history``; ``{}`` when saved without one) and the
    annotations (Markdown ``description`` and ``notes`` per step, keyed by the step number as a
    string).  Editing adds a new revision to the family (``builder.services.sharing``).
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
    # (builder.services.annotations): pages show these, never re-render the Markdown.
    description_html = models.TextField(blank=True)
    notes_html = models.JSONField(default=dict, blank=True)
    # Which engine computed ``document`` and ``log`` (engine.core.version), so the share page can
    # show the stored result and say when today's engine computes something else.
    engine_version = models.CharField(max_length=32, blank=True)
    rules_edition = models.CharField(max_length=32, blank=True)
    # The card records (name -> Scryfall-shaped record, builder.oracle_cards) of every card the
    # document and history name, as the card table had them when the revision was saved: the
    # revision's pages compile its cards from these (builder.oracle_cards.cards_as_saved), so
    # refreshing the card data never changes what its link shows. Filled as it is saved
    # (builder.oracle_cards.keep_card_records); empty for revisions saved before they were kept.
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
