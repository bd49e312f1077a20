"""The Comprehensive Rules pages, under ``/rules/`` (shown when the CR text is imported)."""

from __future__ import annotations

from django.urls import path, register_converter

from builder.rules import views as rules


class RuleNumberConverter:
    """A Comprehensive Rules number: ``6``, ``616``, ``616.1``, ``616.1a``."""

    regex = r"\d{1,3}(?:\.\d{1,3}[a-z]?)?"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(RuleNumberConverter, "rule")


urlpatterns = [
    path("", rules.index, name="builder-rules"),
    path("<rule:number>/", rules.detail, name="builder-rule"),
]
