"""``manage.py prune_drafts [--days N] [--dry-run]``: delete abandoned drafts.

A draft is abandoned when nobody has changed it for ``--days`` days (default: the
``DRAFT_MAX_AGE_DAYS`` setting, 30). Saved scenarios are never touched: a draft that was saved
lives on as its revisions. Run it daily (cron or a systemd timer, docs/deploy.md).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import timezone

from builder.models import Draft
from engine.core.log import counted


class Command(BaseCommand):
    help = "Delete drafts nobody has changed for --days days (default DRAFT_MAX_AGE_DAYS, 30)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--days", type=int, default=None, help="age in days (at least 1)")
        parser.add_argument("--dry-run", action="store_true", help="count, delete nothing")

    def handle(self, *args: Any, **options: Any) -> None:
        days = options["days"] if options["days"] is not None else settings.DRAFT_MAX_AGE_DAYS
        if days < 1:
            raise CommandError(f"--days must be at least 1, got {days}.")
        cutoff = timezone.now() - timedelta(days=days)
        old = Draft.objects.filter(updated_at__lt=cutoff)
        if options["dry_run"]:
            self.stdout.write(
                f"{counted(old.count(), 'draft')} untouched for {counted(days, 'day')} "
                "would be deleted."
            )
            return
        deleted = old.count()
        old.delete()
        self.stdout.write(
            f"Deleted {counted(deleted, 'draft')} untouched for {counted(days, 'day')}."
        )
