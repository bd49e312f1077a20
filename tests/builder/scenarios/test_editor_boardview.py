"""builder.scenarios.services.boardview: the board as the templates see it, read from what the engine sees."""

from __future__ import annotations

import pytest

from builder.cards.levels import AutomationLevel
from builder.models import Draft
from builder.scenarios import services
from tests.builder.editor_support import add, fresh

pytestmark = pytest.mark.django_db


@pytest.mark.usefixtures("partial_banefire")
def test_objects_show_current_characteristics_labels_and_status(draft: Draft) -> None:
    bears = add(draft, "A", "Grizzly Bears")
    bolt = add(draft, "A", "Banefire", "graveyard")
    services.do_change_counters(draft, bears, "+1/+1", 2)
    services.do_update_object(
        draft, bears, flags={"tapped": True, "summoning_sick": True}, controller="B"
    )
    board = services.board_view(fresh(draft))
    view = board.find_object(bears)
    assert view is not None
    assert (view.power_toughness, view.zone, view.controller, view.owner, view.owner_name) == (
        "4/4",
        "battlefield",
        "B",
        "A",
        "Alice",
    )
    assert (view.tapped, view.summoning_sick, view.counters) == (True, True, (("+1/+1", 2),))
    assert view.type_line == "Creature — Bear"
    assert [s.text for s in view.mana_cost] == ["{1}", "{G}"]
    assert view.automation is AutomationLevel.AUTOMATED and view.automation_reasons == ()
    banefire = board.find_object(bolt)
    assert banefire is not None and banefire.automation is AutomationLevel.PARTIALLY_AUTOMATED
    assert banefire.automation_reasons and banefire.automation_reasons[0].startswith("not modeled")


def test_players_list_every_zone_in_display_order(draft: Draft) -> None:
    add(draft, "B", "Shock", "exile")
    board = services.board_view(fresh(draft))
    bob = board.players[1]
    assert [zone for zone, _, _ in bob.sections] == [
        "battlefield",
        "hand",
        "graveyard",
        "exile",
        "library",
        "command",
    ]
    assert [o.card for o in dict(bob.zones)["exile"]] == ["Shock"]
    assert bob.sections[4][1] == "Library (top first)"
    assert (board.players[0].active, bob.active) == (True, False)


def test_effects_in_force_come_from_the_document_and_from_static_abilities(draft: Draft) -> None:
    add(draft, "B", "Ghosts of the Innocent")
    services.do_add_effect(draft, kind="damage_life_floor", params={"player": "A"}, controller="A")
    board = services.board_view(fresh(draft))
    stored, static = board.effects
    assert (stored.id, stored.stored, stored.duration, stored.controller) == (
        "e1",
        True,
        "until end of turn",
        "Alice",
    )
    assert (static.stored, static.source) == (False, "Ghosts of the Innocent")  # no ids (issue 18)
    assert board.stored_effects == (stored,)


def test_custom_cards_and_commanders(draft: Draft) -> None:
    services.do_define_custom_card(
        draft,
        {
            "name": "Test Ward",
            "types": ["Enchantment"],
            "mana_cost": "{W}",
            "abilities": [{"text": "Halve it.", "effect": "halve_damage", "params": {"to": "you"}}],
        },
    )
    ward = add(draft, "A", "Test Ward")
    services.do_update_object(draft, ward, flags={"commander": True})
    board = services.board_view(fresh(draft))
    (card,) = board.custom_cards
    assert (card.name, card.type_line, card.abilities, card.in_use) == (
        "Test Ward",
        "Enchantment",
        ("Halve it.",),
        True,
    )
    assert [s.title for s in card.mana_cost] == ["one white mana"]
    assert [o.id for o in board.commanders] == [ward]
    view = board.find_object(ward)
    assert view is not None and view.automation is AutomationLevel.CUSTOM


def test_the_text_rendering_is_split_into_symbol_parts(draft: Draft) -> None:
    add(draft, "A", "Grizzly Bears")
    board = services.board_view(fresh(draft))
    assert (
        board.text.splitlines()[0]
        == "Turn 1, Alice's turn, precombat main step. Format: two player."
    )
    assert "".join(part.text for part in board.text_lines[1]) == board.text.splitlines()[1]
    assert board.step_label == "precombat main phase"
