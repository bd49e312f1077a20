"""The rulings gallery: every built-in example (the engine tests' own files), resolved."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from builder import builtin
from builder.models import RulesText, Scenario, ScenarioFamily
from builder.sharing import services
from engine.examples import Example, examples

pytestmark = pytest.mark.django_db


def page(client: Client, key: str) -> str:
    response = client.get(reverse("builder-example", args=[key]))
    assert response.status_code == 200, key
    return response.content.decode()


def test_the_index_lists_every_example(client: Client) -> None:
    body = client.get(reverse("builder-examples")).content.decode()
    for ex in examples():
        assert reverse("builder-example", args=[ex.id]) in body


@pytest.mark.parametrize("ex", examples(), ids=lambda ex: ex.id)
def test_every_example_page_renders_its_result(client: Client, ex: Example) -> None:
    body = page(client, ex.id)
    assert escape(ex.title) in body
    assert any(f"CR {rule}" in body for rule in ex.rules)
    assert "The result" in body
    if ex.refused:  # the ruling: the engine refuses the action, naming the rule
        assert "The action is illegal: the engine refuses it." in body
    else:
        assert 'class="log-entries"' in body  # the resolved result's explained log
        assert 'class="notice"' not in body  # no unexpected refusal or unscripted decision


def test_ghosts_and_furnace_shows_both_outcomes(client: Client) -> None:
    body = page(client, "GHO-2")
    assert "Every outcome" in body
    assert "Bob: <strong>17</strong> life" in body
    assert "Bob: <strong>18</strong> life" in body
    assert "CR 616.1" in body


def test_an_example_is_found_by_slug_and_any_case(client: Client) -> None:
    assert "Ghosts of the Innocent and Furnace of Rath" in page(client, "ghosts-furnace-order")
    assert "Ghosts of the Innocent and Furnace of Rath" in page(client, "gho-2")


def test_an_unknown_example_is_404(client: Client) -> None:
    assert client.get(reverse("builder-example", args=["XYZ-9"])).status_code == 404


def test_the_board_is_the_one_after_the_setup_actions(client: Client) -> None:
    body = page(client, "PRO-3")  # setup casts a spell: it is on the stack at the ruling
    assert "Stack (top first)" in body


def test_load_examples_saves_each_example_once_as_a_public_scenario(client: Client) -> None:
    first = services.load_examples()
    assert (
        first
        == f"examples: {len(examples())} built-in examples; {len(examples())} saved, 0 updated"
    )
    again = services.load_examples()
    assert again.endswith("; 0 saved, 0 updated")
    assert Scenario.objects.count() == len(examples())
    family = ScenarioFamily.objects.get(builtin_key="example:GHO-2")
    assert family.visibility == "public"
    revision = family.revisions.get()
    share = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    assert "GHO-2: Ghosts of the Innocent and Furnace of Rath" in share
    assert "<strong>17</strong> life" in share and "<strong>18</strong> life" in share
    assert revision.public_id in client.get(reverse("builder-browse")).content.decode()


def test_an_example_that_changed_gets_a_new_revision() -> None:
    services.load_examples()
    revision = ScenarioFamily.objects.get(builtin_key="example:AOG-1").revisions.get()
    Scenario.objects.filter(pk=revision.pk).update(title="stale")  # as if the file had changed
    assert services.load_examples().endswith("; 0 saved, 1 updated")
    assert revision.family.revisions.count() == 2


def test_load_builtin_runs_the_examples_step(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(builtin, "BUILTIN_STEPS", (services.load_examples,))
    out = StringIO()
    call_command("load_builtin", stdout=out)
    assert out.getvalue().startswith(f"examples: {len(examples())} built-in examples")


def test_an_example_page_names_cards_not_ids_and_links_rules_only_when_imported(
    client: Client,
) -> None:
    # Issue 18: no internal ids in what a person reads; no link to a rule page that is a 404.
    body = client.get(reverse("builder-example", args=["GHO-2"])).content.decode()
    assert "Deal damage — source: Grizzly Bears, target: Bob, amount: 3" in body
    assert "[bears]" not in body.split("The rules:")[0]
    assert '<span class="rule">CR 616.1</span>' in body
    assert 'href="/rules/616.1/"' not in body
    RulesText.objects.create(number="616.1", text="A stand-in.", position=1)
    linked = client.get(reverse("builder-example", args=["GHO-2"])).content.decode()
    assert '<a class="rule" href="/rules/616.1/">CR 616.1</a>' in linked


def test_cards_sharing_a_name_are_told_apart_in_an_action() -> None:
    """A pasted action names its objects by the one naming rule (engine.rules.names)."""
    from builder.scenarios.services.plainwords import describe_action
    from tests.builder.actions_support import document

    alike = [{"id": "g1", "card": "Grizzly Bears"}, {"id": "g2", "card": "Grizzly Bears"}]
    doc = document(alike, [{"id": "g3", "card": "Grizzly Bears"}])
    action = {"type": "attack", "attackers": {"g2": "B"}}
    assert describe_action(doc, action) == (
        "Attack — attackers: Grizzly Bears (Alice's, second) → Bob"
    )
