from __future__ import annotations

from django.apps import AppConfig


class BuilderConfig(AppConfig):
    name = "builder"
    verbose_name = "Stackboard builder"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.db.models.signals import post_delete, post_save, pre_save

        from builder.models import Card, RulesText, Scenario
        from builder.oracle_cards import cards_changed, keep_card_records, use_card_table
        from builder.services import job_kinds  # noqa: F401 (registers the kinds of job)
        from builder.services.rules import rules_changed

        # Real cards the engine doesn't define by hand get their compiled definitions from the
        # card table (engine.oracle); a changed card is compiled again.
        use_card_table()
        post_save.connect(cards_changed, sender=Card, dispatch_uid="oracle-cards-saved")
        post_delete.connect(cards_changed, sender=Card, dispatch_uid="oracle-cards-deleted")
        # A new revision keeps the card records its result was computed with.
        pre_save.connect(keep_card_records, sender=Scenario, dispatch_uid="revision-card-records")
        # Each process keeps the rule excerpts it has read (builder.services.rules.rule_links).
        post_save.connect(rules_changed, sender=RulesText, dispatch_uid="rules-saved")
        post_delete.connect(rules_changed, sender=RulesText, dispatch_uid="rules-deleted")
