"""Routes of the play panels (under ``/b/<key>/``) and of the Comprehensive Rules pages."""

from __future__ import annotations

from django.urls import path, register_converter

from builder.views import actions, rules


class RuleNumberConverter:
    """A Comprehensive Rules number: ``6``, ``616``, ``616.1``, ``616.1a``."""

    regex = r"\d{1,3}(?:\.\d{1,3}[a-z]?)?"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(RuleNumberConverter, "rule")

draft_urls = [
    path("act/", actions.act, name="builder-act"),
    path("judge/<slug:kind>/", actions.judge, name="builder-judge"),
    path("attack/", actions.attack, name="builder-attack"),
    path("block/", actions.block, name="builder-block"),
    path("decide/", actions.decide, name="builder-decide"),
    path("decide/cancel/", actions.cancel_decision, name="builder-decide-cancel"),
    path("outcomes/", actions.outcomes, name="builder-outcomes"),
    path("outcomes/choose/", actions.choose_outcome, name="builder-outcome-choose"),
    path("history/", actions.history, name="builder-history"),
    path("history/go/", actions.go_to_step, name="builder-history-go"),
    path("history/back/", actions.step_back, name="builder-history-back"),
    path("history/forward/", actions.step_forward, name="builder-history-forward"),
    path("log/", actions.log, name="builder-log"),
]

rules_urls = [
    path("", rules.index, name="builder-rules"),
    path("<rule:number>/", rules.detail, name="builder-rule"),
]
