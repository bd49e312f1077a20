"""Rule links: each process keeps the excerpts it has read until the rules are imported again
(builder.rules.services.rule_links), so a page citing the same rules makes no query for them."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from builder.models import RulesText
from builder.rules.services import do_import_rules, read_rules_file, rule_links
from tests.builder.actions_support import SAMPLE_RULES

pytestmark = pytest.mark.django_db


def test_rules_read_once_are_kept_without_another_query() -> None:
    do_import_rules(read_rules_file(SAMPLE_RULES))
    first = rule_links(["616.1", "120.3a", "999.9"])
    assert set(first) == {"616.1", "120.3a"}  # 999.9 isn't in the sample: plain text
    with CaptureQueriesContext(connection) as queries:
        again = rule_links(["616.1", "120.3a", "999.9"])
    assert again == first
    assert len(queries) == 0


def test_a_new_import_is_read_at_once() -> None:
    assert rule_links(["616.1"]) == {}  # not imported yet: plain text, and remembered so
    do_import_rules(read_rules_file(SAMPLE_RULES))
    assert "616.1" in rule_links(["616.1"])
    RulesText.objects.filter(number="616.1").delete()
    RulesText.objects.create(number="616.1", text="Changed by hand.", position=99)
    assert rule_links(["616.1"]) == {"616.1": "Changed by hand."}


def test_an_emptied_cache_means_reading_afresh() -> None:
    do_import_rules(read_rules_file(SAMPLE_RULES))
    assert "616.1" in rule_links(["616.1"])
    RulesText.objects.all()._raw_delete(RulesText.objects.db)  # no signal, as another process
    cache.clear()  # e.g. the cache restarted: the stamp is gone
    with CaptureQueriesContext(connection) as queries:
        assert rule_links(["616.1"]) == {}
    assert len(queries) == 1
