"""Real cards placed in the builder use the definition compiled from their Oracle text
(engine.oracle), with its label: the card table is the compiler's record source."""

from __future__ import annotations

import pytest

from builder.cards.levels import AutomationLevel
from builder.models import Draft
from builder.scenarios import services
from tests.builder.cards.factories import CardFactory
from tests.builder.editor_support import add, fresh, player

pytestmark = pytest.mark.django_db


def test_a_placed_card_activates_its_compiled_ability(draft: Draft) -> None:
    CardFactory.create(
        name="Aeolipile",
        mana_cost="{2}",
        colors="",
        type_line="Artifact",
        oracle_text="{1}, {T}, Sacrifice Aeolipile: It deals 2 damage to any target.",
        power=None,
        toughness=None,
    )
    pile = add(draft, "A", "Aeolipile")
    view = services.board_view(fresh(draft)).find_object(pile)
    assert view is not None and view.automation is AutomationLevel.AUTOMATED
    services.do_apply_action(
        draft, {"type": "activate", "object": pile, "ability": 0, "targets": ["B"], "free": True}
    )
    services.do_apply_action(draft, {"type": "resolve"})
    assert player(draft, "B")["life"] == 18
    assert pile in [o["id"] for o in player(draft, "A").get("graveyard", [])]


def test_a_partly_compiled_card_shows_the_sentences_not_applied(draft: Draft) -> None:
    CardFactory.create(
        name="Half Known",
        oracle_text="When Half Known enters the battlefield, you gain 2 life.\n"
        "Players can't search libraries.",
    )
    known = add(draft, "A", "Half Known")
    view = services.board_view(fresh(draft)).find_object(known)
    assert view is not None and view.automation is AutomationLevel.PARTIALLY_AUTOMATED
    assert view.automation_reasons == ("not applied: Players can't search libraries.",)
