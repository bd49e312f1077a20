"""Morph in the builder (702.37): the action picker offers casting a card with morph face down
as its own option (its key names the way), the board shows the face-down 2/2, and turning it
face up is a special action of the picker (116.2b). Krumar Bond-Kin ({3}{B}{B} 5/3, "Morph
{4}{B}") is defined here in the engine's vocabulary."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft
from builder.puzzles.services.solving import describe_action
from builder.scenarios import services
from builder.scenarios.services.picker import build_picker
from engine.cards.model import CardDef
from engine.cards.registry import FALLBACKS
from tests.builder.actions_support import HTMX, document, make_draft

pytestmark = pytest.mark.django_db

KRUMAR = CardDef(
    name="Krumar Bond-Kin",
    types=("Creature",),
    mana_cost="{3}{B}{B}",
    subtypes=("Orc", "Warrior"),
    power=5,
    toughness=3,
    colors=("B",),
    morph="{4}{B}",
)


@pytest.fixture(autouse=True)
def krumar() -> Iterator[None]:
    lookup = {KRUMAR.name: KRUMAR}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


@pytest.fixture
def morph_draft(db: object) -> Draft:
    return make_draft(document(hand=[{"id": "krumar", "card": "Krumar Bond-Kin"}]))


def view(draft: Draft) -> services.boardview.ObjectView:
    draft.refresh_from_db()
    found = services.board_view(draft.document).find_object("krumar")
    assert found is not None
    return found


def test_krumar_cast_face_down_then_turned_face_up_through_the_picker(
    client: Client, morph_draft: Draft
) -> None:
    picker = build_picker(engine.load(morph_draft.document))
    face_down = picker.option("cast:krumar:face_down")
    assert face_down is not None and face_down.legal
    assert face_down.label == "Cast Krumar Bond-Kin face down for {3} (morph)"
    assert picker.option("cast:krumar") is not None  # for its mana cost: another option
    act = reverse("builder-act", args=[morph_draft.key])
    cast = client.post(act, {"option": "cast:krumar:face_down", "free": "on"}, headers=HTMX)
    assert cast.status_code == 200
    assert client.post(act, {"option": "resolve"}, headers=HTMX).status_code == 200
    krumar = view(morph_draft)
    assert (krumar.zone, krumar.face_down, krumar.power_toughness) == ("battlefield", True, "2/2")
    players = morph_draft.document["players"]
    players[0]["mana_pool"] = {"B": 1, "C": 4}
    morph_draft.save()
    option = build_picker(engine.load(morph_draft.document)).option("turn_face_up:krumar")
    assert option is not None and option.legal
    assert option.label == "Turn Krumar Bond-Kin face up for {4}{B}"
    turned = client.post(act, {"option": "turn_face_up:krumar"}, headers=HTMX)
    assert turned.status_code == 200
    krumar = view(morph_draft)
    assert (krumar.face_down, krumar.power_toughness) == (False, "5/3")


def test_the_words_for_casting_face_down_and_turning_face_up() -> None:
    names = {"krumar": "Krumar Bond-Kin"}
    cast = {"type": "cast", "object": "krumar", "face_down": True}
    assert describe_action(cast, names) == "Cast Krumar Bond-Kin face down (morph, 702.37c)"
    turn = {"type": "turn_face_up", "object": "krumar"}
    assert describe_action(turn, names) == "Turn Krumar Bond-Kin face up"
