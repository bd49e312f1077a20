"""Rule numbers in a saved log link to the rules page only once the rules are imported."""

from __future__ import annotations

import pytest

from builder.models import RulesText
from builder.sharing.services.annotations import log_entries

pytestmark = pytest.mark.django_db

LOG = [
    {"kind": "choice", "text": "Bob chooses", "rules": ["616.1"], "objects": [], "detail": "player"}
]


def test_a_rule_is_a_plain_number_before_the_rules_are_imported() -> None:
    (entry,) = log_entries(LOG)
    (ref,) = entry["refs"]
    assert (ref.number, ref.url) == ("616.1", "")


def test_a_rule_links_to_its_text_once_imported() -> None:
    RulesText.objects.create(number="616.1", text="A made-up rule text for the test.", position=1)
    (entry,) = log_entries(LOG)
    (ref,) = entry["refs"]
    assert ref.url.endswith("/rules/616.1/")
    assert ref.title.startswith("A made-up rule")
