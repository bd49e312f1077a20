"""Annotations: Markdown, sanitized with nh3; [[Card Name]] and "CR 616.1" become links."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from builder.models import RulesText
from builder.sharing.services.annotations import (
    ALLOWED_TAGS,
    card_preview,
    plain_text,
    render_markdown,
)

pytestmark = pytest.mark.django_db


def test_markdown_is_rendered() -> None:
    assert render_markdown("**Bold** and *em*") == "<p><strong>Bold</strong> and <em>em</em></p>"


def test_a_card_name_in_double_brackets_links_to_the_card_with_a_preview() -> None:
    html = render_markdown("Does [[Ghosts of the Innocent]] apply first?")
    assert 'href="/cards/Ghosts%20of%20the%20Innocent/"' in html
    assert 'class="card-ref"' in html
    assert 'title="Ghosts of the Innocent — Creature — Spirit · {5}{W}{W} · 4/5' in html


def test_an_unknown_card_still_links() -> None:
    html = render_markdown("[[No Such Card]]")
    assert 'href="/cards/No%20Such%20Card/"' in html
    assert "not in the card database" in card_preview("No Such Card")


@pytest.mark.parametrize(
    ("text", "number"), [("CR 616.1", "616.1"), ("rule 614.1a", "614.1a"), ("Rule 702", "702")]
)
def test_rule_numbers_link_to_the_rules(text: str, number: str) -> None:
    RulesText.objects.create(number=number, text="A rule.", position=1)
    html = render_markdown(f"See {text}.")
    assert f'<a class="rule-ref" href="/rules/{number}/" rel="noopener nofollow">{text}</a>' in html


def test_without_imported_rules_a_rule_number_is_plain_text() -> None:
    # Issue 18: a link to /rules/616.1/ would be a 404 until the rules are imported.
    assert render_markdown("See CR 616.1.") == "<p>See CR 616.1.</p>"


def test_rule_numbers_in_code_stay_code() -> None:
    assert render_markdown("`CR 616.1`") == "<p><code>CR 616.1</code></p>"


@pytest.mark.parametrize(
    "attack",
    [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "[click](javascript:alert(1))",
        '<a href="javascript:alert(1)">x</a>',
        '<a href="#" onclick="alert(1)">x</a>',
        "<iframe src=https://evil.example></iframe>",
        "<svg onload=alert(1)>",
        '<p style="background:url(javascript:alert(1))">x</p>',
        "[[<script>alert(1)</script>]]",
        '[[x" onmouseover="alert(1)]]',
    ],
)
def test_scripts_handlers_and_javascript_links_are_removed(attack: str) -> None:
    elements = _elements(render_markdown(f"Hello {attack}"))
    for tag, attributes in elements:
        assert tag in ALLOWED_TAGS
        for name, value in attributes:
            assert name in {"href", "title", "class", "rel"}, (tag, name)
            assert not (value or "").strip().lower().startswith("javascript:")


def _elements(html: str) -> list[tuple[str, list[tuple[str, str | None]]]]:
    found: list[tuple[str, list[tuple[str, str | None]]]] = []

    class Collector(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            found.append((tag, attrs))

    Collector().feed(html)
    return found


def test_links_get_noopener_nofollow() -> None:
    html = render_markdown("[site](https://example.com)")
    assert html == '<p><a href="https://example.com" rel="noopener nofollow">site</a></p>'


def test_written_html_is_shown_as_text() -> None:
    html = render_markdown("Damage <3 and <b>bold</b> <svg onload=alert(1)> stays")
    assert html == (
        "<p>Damage &lt;3 and &lt;b&gt;bold&lt;/b&gt; &lt;svg onload=alert(1)&gt; stays</p>"
    )


def test_plain_text_drops_the_markdown() -> None:
    assert plain_text("**Hi** [[Grizzly Bears]] & <b>x</b>") == "Hi Grizzly Bears & <b>x</b>"
