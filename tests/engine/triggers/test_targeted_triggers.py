"""A triggered ability's targets are chosen as it is put on the stack (603.3d): by its
controller, from what is legal then; with one legal choice it is made for them, with none the
ability is removed instead of going on the stack. On resolution the targets are checked again
(608.2b). Flametongue Kavu alone on the battlefield must target itself."""

from __future__ import annotations

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

CAST_KAVU = {"type": "cast", "object": "ftk", "free": True}
RESOLVE = {"type": "resolve"}
BEAR = {"types": ["Creature"], "power": 2, "toughness": 2}
PRO_RED = BEAR | {"keywords": ["Protection from red"]}


def kavu_in_hand(*battlefield_b: dict[str, object]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "ftk", "card": "Flametongue Kavu"}],
        },
        {"id": "B", "battlefield": list(battlefield_b)},
    )


def test_kavu_alone_must_target_itself_and_dies() -> None:
    state = play(kavu_in_hand(), CAST_KAVU).state
    entered = play(state, RESOLVE)  # the Kavu resolves; its ability triggers and goes on the stack
    stack = entered.state.zone(Zone.STACK)
    assert [o.stack.targets for o in stack if o.stack] == [("ftk",)]
    assert cites(entered.log, "603.3d")  # the only legal target, chosen for A
    done = play(entered.state, RESOLVE)
    graveyard = [o.card for o in done.state.zone(Zone.GRAVEYARD)]
    assert "Flametongue Kavu" in graveyard  # 4 damage to a 4/2: destroyed (704.5g)
    assert cites(done.log, "704.5g")


def test_the_controller_chooses_among_legal_targets() -> None:
    state = play(kavu_in_hand({"id": "bears", "card": "Grizzly Bears"}), CAST_KAVU).state
    asked = pending(state, RESOLVE)
    decision = asked.pending
    assert decision is not None
    assert decision.decider == "A" and decision.kind is DecisionKind.TARGET
    assert decision.rule == "603.3d"
    assert {o.id for o in decision.options} == {"ftk", "bears"}
    chosen = play(state, RESOLVE, ["bears"])
    done = play(chosen.state, RESOLVE)
    assert done.state.find_object("ftk").zone is Zone.BATTLEFIELD
    assert [o.card for o in done.state.zone(Zone.GRAVEYARD)] == ["Grizzly Bears"]


def test_hexproof_and_protection_are_not_legal_choices() -> None:
    state = play(
        kavu_in_hand(
            {
                "id": "hidden",
                "card": "Veiled Bear",
                "characteristics": BEAR | {"keywords": ["Hexproof"]},
            },
            {"id": "white", "card": "Warded Bear", "characteristics": PRO_RED},
            {"id": "bears", "card": "Grizzly Bears"},
        ),
        CAST_KAVU,
    ).state
    asked = pending(state, RESOLVE).pending
    assert asked is not None
    assert {o.id for o in asked.options} == {"ftk", "bears"}


def test_an_ability_with_no_legal_target_is_removed() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "chupa", "card": "Ravenous Chupacabra"}]},
        {"id": "B"},
    )
    state = play(state, {"type": "cast", "object": "chupa", "free": True}).state
    result = play(state, RESOLVE)  # no creature an opponent controls: nothing to target
    assert result.state.zone(Zone.STACK) == ()
    assert result.state.find_object("chupa").zone is Zone.BATTLEFIELD
    assert cites(result.log, "603.3d")
    assert any("removed" in e.text for e in result.log)


def test_a_target_gone_by_resolution_makes_the_ability_not_resolve() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "mow", "card": "Man-o'-War"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    state = play(state, {"type": "cast", "object": "mow", "free": True}).state
    on_stack = play(state, RESOLVE, ["bears"]).state
    # Before it resolves, the Bears leave the battlefield (a judge moves them).
    moved = play(on_stack, {"type": "move_object", "object": "bears", "to": "graveyard"}).state
    result = play(moved, RESOLVE)
    assert cites(result.log, "608.2b")
    assert result.state.find_object("mow").zone is Zone.BATTLEFIELD  # it wasn't bounced instead


def test_man_o_war_returns_its_target_to_its_owners_hand() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "mow", "card": "Man-o'-War"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    state = play(state, {"type": "cast", "object": "mow", "free": True}).state
    on_stack = play(state, RESOLVE, ["bears"]).state
    result = play(on_stack, RESOLVE)
    assert [o.card for o in result.state.zone(Zone.HAND, "B")] == ["Grizzly Bears"]
    assert cites(result.log, "400.7")


def test_chupacabra_may_only_target_an_opponents_creature() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "chupa", "card": "Ravenous Chupacabra"}],
            "battlefield": [{"id": "mine", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Hill Giant"}]},
    )
    state = play(state, {"type": "cast", "object": "chupa", "free": True}).state
    entered = play(state, RESOLVE)  # one legal target: chosen for A
    assert [o.stack.targets for o in entered.state.zone(Zone.STACK) if o.stack] == [("theirs",)]
    result = play(entered.state, RESOLVE)
    assert [o.card for o in result.state.zone(Zone.GRAVEYARD)] == ["Hill Giant"]
    assert cites(result.log, "701.8a")


def test_an_inline_cards_protection_keyword_applies_but_a_bare_protection_doesnt() -> None:
    """A card known only by its characteristics: "Protection from red" names its quality
    (702.16a) and is applied; Scryfall's bare "Protection" names none and isn't."""
    state = board(
        {"id": "A", "battlefield": [{"id": "ftk", "card": "Flametongue Kavu"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "white", "card": "Warded Bear", "characteristics": PRO_RED},
                {
                    "id": "bare",
                    "card": "Bare Bear",
                    "characteristics": BEAR | {"keywords": ["Protection"]},
                },
            ],
        },
    )
    assert chars(state, state.find_object("white")).keywords == {"protection from red"}
    assert chars(state, state.find_object("bare")).keywords == frozenset()


MAY_IMP = {
    "name": "Hopeful Imp",
    "types": ["Creature"],
    "power": 1,
    "toughness": 1,
    "abilities": [
        {
            "text": "When Hopeful Imp enters the battlefield, you may draw a card.",
            "trigger": "self_enters",
            "optional": True,
            "effects": [{"kind": "draw", "params": {"player": "you", "count": 1}}],
        }
    ],
}


def hopeful_imp_entered() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "imp", "card": "Hopeful Imp"}],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
        custom_cards=[MAY_IMP],
    )
    state = play(state, {"type": "cast", "object": "imp", "free": True}).state
    return play(state, RESOLVE).state  # it enters; the ability goes on the stack


def test_a_may_ability_asks_its_controller_as_it_resolves() -> None:
    state = hopeful_imp_entered()
    asked = pending(state, RESOLVE).pending
    assert asked is not None
    assert (asked.decider, asked.kind, asked.rule) == ("A", DecisionKind.MAY, "603.5")
    drew = play(state, RESOLVE, ["yes"])
    assert [o.id for o in drew.state.zone(Zone.HAND, "A")] == ["top"]


def test_declining_a_may_ability_does_nothing_but_it_still_resolves() -> None:
    state = hopeful_imp_entered()
    declined = play(state, RESOLVE, ["no"])
    assert declined.state.zone(Zone.HAND, "A") == ()
    assert declined.state.zone(Zone.STACK) == ()
    assert cites(declined.log, "603.5")
