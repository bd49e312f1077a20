from __future__ import annotations

from pathlib import Path

from django.apps import AppConfig
from django.conf import settings

from engine.oracle.grammar import keep_parse_tables_in


class BuilderConfig(AppConfig):
    name = "builder"
    verbose_name = "Stackboard builder"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.db.models.signals import post_delete, post_save, pre_save

        # Imported here, not at the top: models can't be imported before the app registry is
        # ready (Django's rule for AppConfig.ready).
        from builder.cards.models import Card
        from builder.cards.oracle_cards import cards_changed, keep_card_records, use_card_table
        from builder.puzzles import (
            job_kinds,  # noqa: F401 (registers the puzzles' kind of job)
            revision_kind,  # noqa: F401 (registers puzzle revisions)
        )
        from builder.rules.models import RulesText
        from builder.rules.services import rules_changed
        from builder.scenarios.services import outcomes  # noqa: F401 (registers its job kind)
        from builder.sharing.models import Scenario
        from builder.sharing.services import revision_outcomes  # noqa: F401 (same)

        if settings.GRAMMAR_CACHE_DIR:
            keep_parse_tables_in(Path(settings.GRAMMAR_CACHE_DIR))
        # Real cards the engine doesn't define by hand get their compiled definitions from the
        # card table (engine.oracle); a changed card is compiled again.
        use_card_table()
        post_save.connect(cards_changed, sender=Card, dispatch_uid="oracle-cards-saved")
        post_delete.connect(cards_changed, sender=Card, dispatch_uid="oracle-cards-deleted")
        # A new revision keeps the card records its result was computed with.
        pre_save.connect(keep_card_records, sender=Scenario, dispatch_uid="revision-card-records")
        # Each process keeps the rule excerpts it has read (builder.rules.services.rule_links).
        post_save.connect(rules_changed, sender=RulesText, dispatch_uid="rules-saved")
        post_delete.connect(rules_changed, sender=RulesText, dispatch_uid="rules-deleted")
