"""``manage.py import_pzl FILE_OR_DIR``: import Forge `.pzl` puzzles as saved scenarios."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from builder.puzzles.services import forge as puzzles


class Command(BaseCommand):
    help = (
        "Import Forge .pzl puzzle files (a file, or every .pzl file of a directory) as saved "
        "scenarios. Each file gets a one-line summary; a bad file is reported with its line "
        "and skipped."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="a .pzl file or a directory of them")
        parser.add_argument(
            "--dry-run", action="store_true", help="parse and convert, but save nothing"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        path = Path(options["path"])
        if not path.exists():
            raise CommandError(f"{path} doesn't exist")
        lookup = puzzles.card_database_lookup()
        results = [
            self.import_file(file, lookup, save=not options["dry_run"])
            for file in puzzles.puzzle_files(path)
        ]
        self.report_totals(results, "converted (dry run)" if options["dry_run"] else "imported")

    def import_file(
        self, path: Path, lookup: puzzles.CardLookup, *, save: bool
    ) -> puzzles.PuzzleImport:
        result = puzzles.import_pzl_file(path, lookup=lookup, save=save)
        if result.ok:
            self.stdout.write(result.summary())
        else:
            self.stderr.write(result.summary())
        return result

    def report_totals(self, results: list[puzzles.PuzzleImport], done: str) -> None:
        imported = [r for r in results if r.ok]
        automated = [r for r in imported if r.report and r.report.automation == "automated"]
        self.stdout.write(
            self.style.SUCCESS(
                f"{len(imported)} of {len(results)} puzzle files {done} "
                f"({len(automated)} fully automated, {len(results) - len(imported)} refused)."
            )
        )
