"""Equipment in the builder: the action picker offers the equip ability (702.6a) with its
"creature you control" target, and the board editor attaches an Equipment to a creature."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft
from builder.scenarios import services
from builder.scenarios.editorforms import ObjectForm
from builder.scenarios.services.picker import build_picker
from tests.builder.actions_support import HTMX, document, make_draft

pytestmark = pytest.mark.django_db

ALICE = [{"id": "bs", "card": "Bonesplitter"}, {"id": "bears", "card": "Grizzly Bears"}]
BOB = [{"id": "wurm", "card": "Craw Wurm"}]


@pytest.fixture
def equip_draft(db: object) -> Draft:
    return make_draft(document(ALICE, BOB))


def bears_pt(draft: Draft) -> str:
    draft.refresh_from_db()
    view = services.board_view(draft.document).find_object("bears")
    assert view is not None
    return view.power_toughness


def test_equipping_bonesplitter_through_the_picker_makes_the_bears_4_2(
    client: Client, equip_draft: Draft
) -> None:
    """Bonesplitter's "Equip {1}" is ability 1 (after its static ability); the picker offers it
    with Alice's Bears as the only candidate (not Bob's Craw Wurm). Activated (costs marked
    paid) and resolved, Bonesplitter is attached and the board shows the Bears as 4/2."""
    option = build_picker(engine.load(equip_draft.document)).option("activate:bs:1")
    assert option is not None and option.legal
    (slot,) = option.targets
    assert [c.id for c in slot.candidates] == ["bears"]
    page = client.get(reverse("builder-draft", args=[equip_draft.key])).content.decode()
    assert 'name="option" value="activate:bs:1"' in page
    assert "Bonesplitter: Equip {1}" in page
    act = reverse("builder-act", args=[equip_draft.key])
    response = client.post(
        act, {"option": "activate:bs:1", "target_0": "bears", "free": "on"}, headers=HTMX
    )
    assert response.status_code == 200
    assert bears_pt(equip_draft) == "2/2"  # on the stack, not resolved yet
    response = client.post(act, {"option": "resolve"}, headers=HTMX)
    assert response.status_code == 200
    assert bears_pt(equip_draft) == "4/2"
    bonesplitter = next(
        o for o in equip_draft.document["players"][0]["battlefield"] if o["id"] == "bs"
    )
    assert bonesplitter["attached_to"] == "bears"
    assert (
        '>4/2<span class="visually-hidden"> (printed 2/2)</span></span>'
        in response.content.decode()
    )


def test_the_picker_refuses_an_opponents_creature_as_the_equip_target(
    client: Client, equip_draft: Draft
) -> None:
    before = dict(equip_draft.document)
    response = client.post(
        reverse("builder-act", args=[equip_draft.key]),
        {"option": "activate:bs:1", "target_0": "wurm", "free": "on"},
        headers=HTMX,
    )
    assert response.status_code == 400
    equip_draft.refresh_from_db()
    assert equip_draft.document == before


def test_the_editor_attaches_an_equipment_to_a_creature(equip_draft: Draft) -> None:
    """The card editor's "Attached to" offers the creatures (and every other permanent and
    player) for an Equipment; saved, the board shows the bonus at once."""
    board = services.board_view(equip_draft.document)
    view = board.find_object("bs")
    assert view is not None
    form = ObjectForm(board, view)
    choices = dict(form.fields["attached_to"].choices)  # type: ignore[attr-defined]
    assert {"bears", "wurm", "A", "B", ""} <= set(choices)
    services.do_update_object(equip_draft, "bs", flags={}, attached_to="bears")
    assert bears_pt(equip_draft) == "4/2"
