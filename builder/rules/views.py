"""The Comprehensive Rules pages: a rule with its subrules, and search.

They show the text imported with ``manage.py import_rules FILE``; without it the index says
how to import it and a rule's page is a 404 (the builder then shows plain rule numbers).
"""

from __future__ import annotations

from django import forms
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from builder.rules import services as rules


class RulesSearchForm(forms.Form):
    q = forms.CharField(label="Search the rules", max_length=200, required=False)


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    """/rules/: the contents, or /rules/?q=: rules by number prefix or words of their text."""
    form = RulesSearchForm(request.GET)
    query = form.cleaned_data["q"].strip() if form.is_valid() else ""
    imported = rules.rules_imported()
    context = {
        "form": form,
        "query": query,
        "imported": imported,
        "results": rules.search_rules(query) if imported and query else [],
        "sections": rules.sections() if imported and not query else [],
        "edition": rules.edition() if imported else "",
    }
    status = 200 if form.is_valid() else 400
    return render(request, "rules/rules.html", context, status=status)


@require_GET
def detail(request: HttpRequest, number: str) -> HttpResponse:
    page = rules.rule_page(number)
    if page is None:
        raise Http404("No such rule has been imported.")
    context = {"page": page, "form": RulesSearchForm(), "edition": page.rule.edition}
    return render(request, "rules/rules.html", context)
