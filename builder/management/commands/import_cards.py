"""``manage.py import_cards FILE``: import Scryfall-format bulk card data (JSON or .json.gz)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from builder.cards import importing as cardimport


class Command(BaseCommand):
    help = (
        "Import cards from a Scryfall bulk JSON array (plain or gzipped). Safe to run again: "
        "existing cards are updated by name, bad records are reported and skipped."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="path to a JSON array of Scryfall card objects")
        parser.add_argument(
            "--batch-size", type=int, default=cardimport.DEFAULT_BATCH_SIZE, help="rows per upsert"
        )
        parser.add_argument(
            "--progress",
            choices=["auto", "always", "never"],
            default="auto",
            help="progress bar on stderr (auto: only when stderr is a terminal)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        self.progress_bar = self.make_progress_bar(options["progress"], options["verbosity"])
        try:
            summary = cardimport.import_cards_from_path(
                options["file"],
                batch_size=options["batch_size"],
                on_progress=self.progress_bar,
                on_problem=self.report_problem,
            )
        except cardimport.CardImportError as error:
            raise CommandError(str(error)) from None
        finally:
            if self.progress_bar is not None:
                self.progress_bar.end_line()
        if summary.failed:
            raise CommandError(f"no card could be imported: {summary.describe()}")
        self.stdout.write(self.style.SUCCESS(f"Imported {summary.describe()}."))

    def make_progress_bar(self, mode: str, verbosity: int) -> cardimport.TextProgressBar | None:
        wanted = mode == "always" or (mode == "auto" and self.stderr.isatty())
        if not wanted or verbosity == 0:
            return None
        return cardimport.TextProgressBar(self.write_stderr)

    def write_stderr(self, text: str) -> None:
        self.stderr.write(text, ending="")
        self.stderr.flush()

    def report_problem(self, problem: cardimport.ImportProblem) -> None:
        if self.progress_bar is not None:
            self.progress_bar.end_line()
        self.stderr.write(f"skipped {problem}")
