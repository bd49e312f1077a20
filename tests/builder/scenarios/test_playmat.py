"""Issue 18, point 3: the builder's board as a playmat (templates/scenarios/_board.html and
cards/_board_card.html): card frames, rows, attachments under their host, the stack between the
players with each item's X and targets, counts of every zone."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Card, Draft
from builder.scenarios import services
from builder.scenarios.services import actions

pytestmark = pytest.mark.django_db


@pytest.fixture
def draft() -> Draft:
    """Alice: Grizzly Bears o1 (tapped, 2 damage, a +1/+1 counter), Forest o2, Glorious Anthem
    o3, Bonesplitter o4 attached to the bears; Bob: Banefire o5 and Shock o6 in hand."""
    draft = services.do_create_draft()
    for card in ("Grizzly Bears", "Forest", "Glorious Anthem", "Bonesplitter"):
        services.do_add_card(draft, "A", card)
    services.do_add_card(draft, "B", "Banefire", "hand")
    services.do_add_card(draft, "B", "Shock", "hand")
    services.do_update_object(draft, "o1", flags={"tapped": True}, damage=2)
    services.do_change_counters(draft, "o1", "+1/+1", 1)
    services.do_update_object(draft, "o4", flags={}, attached_to="o1")
    return draft


def page(client: Client, draft: Draft) -> str:
    return client.get(reverse("builder-draft", args=[draft.key])).content.decode()


def test_each_battlefield_is_in_rows_creatures_other_permanents_and_lands(
    client: Client, draft: Draft
) -> None:
    body = page(client, draft)
    battlefield = body[body.index('id="zone-A-battlefield"') : body.index('id="zone-A-hand"')]
    rows = re.findall(r'<ul class="cards row row-(\w+)" aria-label="([^"]+)">', battlefield)
    assert rows == [
        ("creatures", "Creatures"),
        ("others", "Other permanents"),
        ("lands", "Lands"),
    ]
    creatures = battlefield[battlefield.index("row-creatures") : battlefield.index("row-others")]
    lands = battlefield[battlefield.index("row-lands") :]
    assert 'id="obj-o1"' in creatures and 'id="obj-o2"' in lands
    assert (
        'id="obj-o3"'
        in battlefield[battlefield.index("row-others") : battlefield.index("row-lands")]
    )


def test_equipment_hangs_under_its_host(client: Client, draft: Draft) -> None:
    body = page(client, draft)
    host = body[body.index('id="obj-o1"') : body.index('id="obj-o2"')]
    assert '<ul class="attachments" aria-label="Attached to Grizzly Bears">' in host
    assert 'id="obj-o4"' in host  # inside the bears' place, not in the other permanents' row
    assert ">attached to Grizzly Bears</span>" in host


def test_a_card_frame_has_its_cost_type_state_and_changed_power(
    client: Client, draft: Draft
) -> None:
    body = page(client, draft)
    bears = body[body.index('id="obj-o1"') : body.index('<ul class="attachments"')]
    assert '<li class="card tapped" id="obj-o1"' in body
    assert '<span class="card-name">Grizzly Bears</span>' in bears
    assert 'aria-label="one green mana"' in bears and 'class="ms ms-cost ms-g"' in bears
    assert '<div class="type-line">Creature — Bear</div>' in bears
    assert '<span class="badge state">tapped</span>' in bears
    assert '<span class="badge damage">2 damage</span>' in bears
    assert '<span class="badge counter">1 +1/+1</span>' in bears
    # 2/2 printed, +1/+1 counter, Glorious Anthem +1/+1, Bonesplitter +2/+0: 6/4, marked.
    assert (
        '<span class="pt pt-changed" title="Printed 2/2">6/4'
        '<span class="visually-hidden"> (printed 2/2)</span></span>' in bears
    )


def test_zones_show_their_counts_and_the_stack_sits_between_the_players(
    client: Client, draft: Draft
) -> None:
    body = page(client, draft)
    assert 'Bob’s hand <span class="count">(2)</span>' in body
    assert 'Alice’s battlefield <span class="count">(4)</span>' in body
    assert body.index('id="player-A"') < body.index('id="stack"') < body.index('id="player-B"')
    assert 'Stack <span class="count">(0)</span>' in body


def test_a_spell_on_the_stack_shows_its_x_and_target(client: Client, draft: Draft) -> None:
    services.do_set_game(
        draft, format="two_player", players=2, turn_number=1, active_player="B",
        step="precombat_main", reset_life=False,
    )  # fmt: skip
    picker = actions.current_picker(draft)
    assert picker is not None
    option = next(
        o for g in picker.groups for s in g.sections for o in s.options if "Banefire" in o.label
    )
    response = Client().post(
        reverse("builder-act", args=[draft.key]),
        {"option": option.key, "x": "3", "target_0": "A", "free": "on"},
    )
    assert response.status_code == 302, response.content.decode()[-800:]
    body = page(client, draft)
    stack = body[body.index('id="stack"') : body.index('id="player-B"')]
    assert 'Stack <span class="count">(1, top first)</span>' in stack
    assert "Banefire" in stack
    assert '<span class="badge">X = 3; targeting Alice</span>' in stack


def test_card_images_are_off_by_default_and_nothing_loads_from_elsewhere(
    client: Client, draft: Draft
) -> None:
    response = client.get(reverse("builder-draft", args=[draft.key]))
    assert "cards.scryfall.io" not in response.content.decode()
    assert "img-src" not in response["Content-Security-Policy"]


def test_with_card_images_on_a_card_with_a_scryfall_id_shows_its_image(
    client: Client, draft: Draft, settings: Any
) -> None:
    settings.CARD_IMAGES = True
    Card.objects.create(
        name="Grizzly Bears",
        search_name="grizzly bears",
        scryfall_id="409f9b88-f03e-40b6-9883-68c14c37c0de",
    )
    response = client.get(reverse("builder-draft", args=[draft.key]))
    body = response.content.decode()
    image = (
        '<img class="card-image" src="https://cards.scryfall.io/normal/front/4/0/'
        '409f9b88-f03e-40b6-9883-68c14c37c0de.jpg" alt="" loading="lazy"'
    )
    assert image in body
    assert body.count('class="card-image"') == 1  # the other cards keep their text frame
    assert '<span class="card-name">Grizzly Bears</span>' in body  # the text stays under it
    assert "img-src 'self' https://cards.scryfall.io" in response["Content-Security-Policy"]
