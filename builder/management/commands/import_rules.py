"""``manage.py import_rules FILE``: import the Comprehensive Rules text (replaces any earlier).

FILE is the plain-text Comprehensive Rules as Wizards publishes it (UTF-8, with or without a
byte-order mark), e.g. ``../shared/rules/MagicCompRules.txt``.  Rule numbers in the builder's
logs then link to ``/rules/<number>/``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from builder.rules import services as rules


class Command(BaseCommand):
    help = "Import the Comprehensive Rules text file so rule numbers link to their text."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path, help="the Comprehensive Rules .txt file")

    def handle(self, *args: Any, **options: Any) -> None:
        edition, count = self.import_file(options["file"])
        effective = f" (effective {edition})" if edition else ""
        self.stdout.write(f"rules: imported {count} rules{effective}")

    def import_file(self, path: Path) -> tuple[str, int]:
        if not path.is_file():
            raise CommandError(f"{path}: no such file")
        try:
            return rules.do_import_rules(rules.read_rules_file(path))
        except (UnicodeDecodeError, ValueError) as error:
            raise CommandError(f"{path}: {error}") from None
