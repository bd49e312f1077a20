"""A judge's stand-in from the board editor (issue 32): the effect form's "Stand-in for" choice
lists the cards on the board whose text the engine doesn't apply; the saved effect records the
card (`stands_in_for`), is shown as "judge's stand-in for <card>", and the answer says it depends
on it."""

from __future__ import annotations

import pytest
from django.test import Client

import engine
from builder.models import Draft
from builder.scenarios import services
from builder.scenarios.editorforms import EffectForm
from tests.builder.cards.factories import CardFactory
from tests.builder.editor_support import HTMX, add, assert_fragment, fresh, url

pytestmark = pytest.mark.django_db

# Its keywords apply; its two replacement sentences don't (engine.oracle: "keywords only").
VORINCLEX_TEXT = (
    "Trample, haste\nIf you would put one or more counters on a permanent or player, put twice "
    "that many of each of those kinds of counters on that permanent or player instead.\nIf an "
    "opponent would put one or more counters on a permanent or player, they put half that many "
    "of each of those kinds of counters on that permanent or player instead, rounded down."
)


@pytest.fixture
def board(draft: Draft) -> Draft:
    """Alice controls Vorinclex, Monstrous Raider (keywords only, o1) and Grizzly Bears
    (automated, o2); Jace Beleren (o3) is in her hand."""
    CardFactory.create(
        name="Vorinclex, Monstrous Raider",
        mana_cost="{4}{G}{G}",
        type_line="Legendary Creature — Phyrexian Praetor",
        oracle_text=VORINCLEX_TEXT,
        keywords=["Haste", "Trample"],
        power="6",
        toughness="6",
    )
    CardFactory.create(
        name="Jace Beleren",
        mana_cost="{1}{U}{U}",
        colors="U",
        type_line="Legendary Planeswalker — Jace",
        oracle_text="[+2]: Each player draws a card.\n[−1]: Target player draws a card.\n"
        "[−10]: Target player mills twenty cards.",
        power=None,
        toughness=None,
        loyalty="3",
    )
    add(draft, "A", "Vorinclex, Monstrous Raider")
    add(draft, "A", "Grizzly Bears")
    add(draft, "A", "Jace Beleren", "hand")
    return draft


# Vorinclex's first sentence ("If you would put": costs too), as a judge posts it
STAND_IN = {
    "effect-kind": "put_more_counters",
    "effect-controller": "A",
    "effect-source": "",
    "effect-stands_in_for": "o1",
    "effect-duration": "indefinite",
    "effect-p_factor": "2",
    "effect-p_plus": "0",
    "effect-p_costs": "on",
}


def test_the_choice_lists_only_the_cards_with_unapplied_text(board: Draft) -> None:
    form = EffectForm(services.board_view(fresh(board)), "put_more_counters")
    choices = list(form.fields["stands_in_for"].choices)  # type: ignore[attr-defined]
    assert choices == [
        ("", "nothing: the judge's own effect"),
        ("o1", "Vorinclex, Monstrous Raider (its text the engine doesn't apply)"),
    ]


def test_the_form_offers_the_choice_on_the_page(client: Client, board: Draft) -> None:
    page = client.get(url("builder-draft", board), {"effect_kind": "put_more_counters"})
    body = page.content.decode().replace("&#x27;", "'")
    assert 'name="effect-stands_in_for"' in body
    assert "Vorinclex, Monstrous Raider (its text the engine doesn't apply)" in body


def test_a_stand_in_is_saved_and_shown_as_the_judges(client: Client, board: Draft) -> None:
    response = client.post(url("builder-editor-add-effect", board), STAND_IN, headers=HTMX)
    body = response.content.decode().replace("&#x27;", "'")
    assert_fragment(body)
    stand_in = "judge's stand-in for Vorinclex, Monstrous Raider: if an effect or a cost would put"
    assert f"Now in force: {stand_in}" in body
    (effect,) = fresh(board)["effects"]
    assert effect["stands_in_for"] == "o1" and effect["kind"] == "put_more_counters"
    assert "source" not in effect
    # the saved scenario keeps it: it loads and dumps with it
    assert engine.dump(engine.load(fresh(board)))["effects"][0]["stands_in_for"] == "o1"
    page = client.get(url("builder-draft", board)).content.decode().replace("&#x27;", "'")
    assert "J" + stand_in[1:] in page


def test_the_answer_depends_on_the_stand_in(client: Client, board: Draft) -> None:
    client.post(url("builder-editor-add-effect", board), STAND_IN)
    fresh(board)
    services.do_apply_action(board, {"type": "cast", "object": "o3", "free": True})
    fresh(board)
    services.do_apply_action(board, {"type": "resolve"})
    jace = next(o for o in fresh(board)["players"][0]["battlefield"] if o["id"] == "o3")
    assert jace["counters"] == {"loyalty": 6}
    page = client.get(url("builder-draft", board)).content.decode().replace("&#x27;", "'")
    assert "this answer depends on what the judge put in force" in page


def test_a_card_a_stand_in_stands_in_for_cant_be_removed_first(
    client: Client, board: Draft
) -> None:
    client.post(url("builder-editor-add-effect", board), STAND_IN)
    fresh(board)
    with pytest.raises(services.ServiceError) as refused:
        services.do_remove_object(board, "o1")
    assert "An effect in force stands in for Vorinclex" in str(refused.value)
