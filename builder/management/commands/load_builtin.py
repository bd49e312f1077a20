"""``manage.py load_builtin``: load the data a fresh install needs (safe to run again)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from builder import builtin


class Command(BaseCommand):
    help = "Load the built-in cards and example scenarios; safe to run again."

    def handle(self, *args: Any, **options: Any) -> None:
        for line in builtin.load_builtin():
            self.stdout.write(line)
