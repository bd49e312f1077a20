"""Library zone changes: milling (701.17), top and bottom of a library (401.2), and Leyline of the
Void exiling what would go to an opponent's graveyard (614.6), so "dies" never happens."""

from __future__ import annotations

from engine.cards.model import instruction
from engine.core.choices import ChoiceCursor
from engine.core.log import LogKind
from engine.core.state import Zone
from engine.instructions.registry import ExecContext, execute
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites, entries, play

LIBRARY = [{"id": f"card{i}", "card": "Grizzly Bears"} for i in range(1, 5)]
LEYLINE = {"id": "leyline", "card": "Leyline of the Void"}


def test_millstone_mills_the_top_two_cards() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "stone", "card": "Millstone"}], "mana_pool": {"C": 2}},
        {"id": "B", "library": LIBRARY},
    )
    state = play(
        state, {"type": "activate", "object": "stone", "ability": 0, "targets": ["B"]}
    ).state
    assert state.object("stone").tapped
    result = play(state, {"type": "resolve"})
    zones = {o.id: o.zone for o in result.state.objects if o.owner == "B"}
    assert zones == {
        "card1": Zone.GRAVEYARD,
        "card2": Zone.GRAVEYARD,
        "card3": Zone.LIBRARY,
        "card4": Zone.LIBRARY,
    }
    assert cites(result.log, "701.17a")


def test_milled_cards_go_to_exile_under_an_opponents_leyline() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [LEYLINE],
            "hand": [{"id": "scour", "card": "Thought Scour"}],
            "library": [{"id": "mine", "card": "Shock"}],
            "mana_pool": {"U": 1},
        },
        {"id": "B", "library": LIBRARY},
    )
    state = play(state, {"type": "cast", "object": "scour", "targets": ["B"]}).state
    result = play(state, {"type": "resolve"})
    assert (
        result.state.object("card1").zone is Zone.EXILE
        and result.state.object("card2").zone is Zone.EXILE
    )
    assert result.state.object("mine").zone is Zone.HAND  # then A draws
    assert result.state.object("scour").zone is Zone.GRAVEYARD  # A's own card: not exiled
    assert cites(result.log, "614.6")


def test_milling_more_cards_than_the_library_holds_mills_them_all() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "glimpse", "card": "Glimpse the Unthinkable"}],
            "mana_pool": {"U": 1, "B": 1},
        },
        {"id": "B", "library": LIBRARY},
    )
    state = play(state, {"type": "cast", "object": "glimpse", "targets": ["B"]}).state
    result = play(state, {"type": "resolve"})
    assert not result.state.zone(Zone.LIBRARY, "B")
    assert len(result.state.zone(Zone.GRAVEYARD, "B")) == 4
    assert cites(result.log, "701.17b")
    assert not result.state.player("B").drew_from_empty_library  # milling isn't drawing


def test_cards_go_to_the_top_or_the_bottom_of_the_library() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "top", "card": "Shock"}, {"id": "bottom", "card": "Lightning Bolt"}],
            "library": LIBRARY,
        },
        {"id": "B"},
    )
    res = Resolution(state, ChoiceCursor(()))
    ctx = ExecContext("A", "top", ("top", "bottom"))
    execute(
        res,
        ctx,
        (
            instruction("put_into_library", to=0),
            instruction("put_into_library", to=1, position="bottom"),
        ),
    )
    order = [o.id for o in res.state.zone(Zone.LIBRARY, "A")]
    assert order == ["top", "card1", "card2", "card3", "card4", "bottom"]


DISSENTER = {"id": "dissenter", "card": "Doomed Dissenter"}


def test_a_dying_creature_without_leyline_triggers_its_dies_ability() -> None:
    state = board(
        {"id": "A", "battlefield": [DISSENTER]},
        {"id": "B", "hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
    )
    state = play(state, {"type": "cast", "object": "bolt", "targets": ["dissenter"]}).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("dissenter").zone is Zone.GRAVEYARD
    assert entries(result.log, LogKind.TRIGGER) and len(result.state.zone(Zone.STACK)) == 1


def test_a_creature_dying_under_an_opponents_leyline_is_exiled_and_never_dies() -> None:
    """614.6: the replaced event (to the graveyard) never happens, so "when this dies" (700.4)
    doesn't trigger: no Zombie."""
    state = board(
        {"id": "A", "battlefield": [DISSENTER]},
        {
            "id": "B",
            "battlefield": [LEYLINE],
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "mana_pool": {"R": 1},
        },
    )
    state = play(state, {"type": "cast", "object": "bolt", "targets": ["dissenter"]}).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("dissenter").zone is Zone.EXILE
    assert not entries(result.log, LogKind.TRIGGER)
    assert not result.state.zone(Zone.STACK) and not result.state.pending_triggers
    assert cites(result.log, "614.6")
