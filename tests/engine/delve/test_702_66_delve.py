"""Delve (702.66a): "For each generic mana in this spell's total cost, you may exile a card from
your graveyard rather than pay that mana."

The cast action names the cards (`"delve": [ids]`); they are exiled as the cost is paid (601.2h)
and the mana pool pays the rest. Only the caster's own graveyard, each card once, at most the
generic mana of the total cost (X included, 702.66b). The spell's mana value is that of its
printed cost whatever was exiled (202.3, 118.7).
"""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.document.codec import dump
from engine.game.legal import available_actions
from engine.game.play import apply
from engine.mechanics.delve import cost_after_delve, generic_mana
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, entries, pending, play
from engine.testing.schema import validate_document

GRAVEYARD = tuple(f"g{i}" for i in range(7))


def alice(
    hand: str | dict[str, Any],
    pool: dict[str, int],
    *,
    graveyard: int = 7,
    battlefield: tuple[dict[str, Any], ...] = (),
    library: int = 0,
    **doc: Any,
) -> GameState:
    spell = {"id": "spell", "card": hand} if isinstance(hand, str) else {"id": "spell", **hand}
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [spell],
            "mana_pool": pool,
            "graveyard": [{"id": g, "card": "Grizzly Bears"} for g in GRAVEYARD[:graveyard]],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(library)],
            "battlefield": list(battlefield),
        },
        {
            "id": "B",
            "name": "Bob",
            "graveyard": [{"id": "bob_card", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        **doc,
    )


def cast(delve: tuple[str, ...] = (), **fields: Any) -> dict[str, Any]:
    return {"type": "cast", "object": "spell", "delve": list(delve), **fields}


def pool_of(state: GameState, player: str = "A") -> dict[str, int]:
    return {k: int(v) for k, v in state.player(player).mana_pool.items()}


def ids(state: GameState, zone: Zone, player: str = "A") -> list[str]:
    return [o.id for o in state.zone(zone, player)]


def refusal(state: GameState, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        apply(state, action)
    return caught.value


# --- paying with delve --------------------------------------------------------------------------


def test_gurmag_angler_with_six_cards_exiled_costs_only_black() -> None:
    """Gurmag Angler ({6}{B}) with six cards exiled: {B} from the pool pays the rest."""
    result = play(alice("Gurmag Angler", {"B": 1}), cast(GRAVEYARD[:6]))
    state = result.state
    assert ids(state, Zone.EXILE) == list(GRAVEYARD[:6])
    assert ids(state, Zone.GRAVEYARD) == ["g6"]
    assert pool_of(state) == {}
    assert state.object("spell").zone is Zone.STACK
    delve = next(e for e in result.log if "702.66a" in e.rules)
    assert delve.rules == ("702.66a", "601.2h")
    assert "{B} is left to pay" in delve.text
    assert any(e.text == "Alice pays {B}" for e in entries(result.log, LogKind.EVENT))
    # The exiles come before the mana, and both before the spell is cast (601.2h, 601.2i).
    order = [e.rules[0] for e in result.log]
    assert order.index("702.66a") < order.index("601.2h") < order.index("601.2i")
    resolved = play(state, {"type": "resolve"}).state
    angler = resolved.object("spell")
    assert angler.zone is Zone.BATTLEFIELD
    assert (chars(resolved, angler).power, chars(resolved, angler).toughness) == (5, 5)


def test_partial_delve_pays_the_rest_from_the_pool() -> None:
    """Three cards exiled: {3}{B} is left, paid by {R}{R}{G}{B} (no choice: all of it is spent)."""
    result = play(alice("Gurmag Angler", {"R": 2, "G": 1, "B": 1}), cast(GRAVEYARD[:3]))
    assert ids(result.state, Zone.EXILE) == list(GRAVEYARD[:3])
    assert ids(result.state, Zone.GRAVEYARD) == list(GRAVEYARD[3:])
    assert pool_of(result.state) == {}
    assert cites(result.log, "702.66a") and cites(result.log, "601.2h")


def test_the_rest_of_the_generic_mana_is_the_payers_choice() -> None:
    """Four cards exiled from Sultai Scavenger's {5}{B}: {1}{B} is left, and {B}{U} can leave
    either mana behind, so Alice chooses (601.2h) and the exile stays part of the same cast."""
    state = alice("Sultai Scavenger", {"B": 2, "U": 1})
    asked = pending(state, cast(GRAVEYARD[:4])).pending
    assert asked is not None
    assert (asked.kind, asked.rule) == (DecisionKind.MANA_PAYMENT, "601.2h")
    assert set(asked.option_ids()) == {"mana:BB", "mana:UB"}
    result = play(state, cast(GRAVEYARD[:4]), ["mana:BB"])
    assert pool_of(result.state) == {"U": 1}
    assert ids(result.state, Zone.EXILE) == list(GRAVEYARD[:4])


def test_without_delve_nothing_is_exiled() -> None:
    result = play(alice("Gurmag Angler", {"B": 7}), {"type": "cast", "object": "spell"})
    assert ids(result.state, Zone.GRAVEYARD) == list(GRAVEYARD)
    assert ids(result.state, Zone.EXILE) == []
    assert pool_of(result.state) == {}
    assert not cites(result.log, "702.66a")


def test_delve_doesnt_change_the_mana_value() -> None:
    """202.3: the mana value comes from the mana cost, which delve doesn't change (118.7)."""
    state = play(alice("Gurmag Angler", {"B": 1}), cast(GRAVEYARD[:6])).state
    on_stack = state.object("spell")
    assert chars(state, on_stack).mana_cost == "{6}{B}"
    assert chars(state, on_stack).mana_value == 7
    resolved = play(state, {"type": "resolve"}).state
    assert chars(resolved, resolved.object("spell")).mana_value == 7
    assert dump(resolved)["players"][0]["battlefield"][0]["card"] == "Gurmag Angler"


def test_x_counts_as_generic_mana_for_delve() -> None:
    """A custom {X}{U} creature with delve cast with X=3: three cards pay for the X (107.3,
    702.66b), a fourth is one too many."""
    custom = {
        "name": "Delving Ooze",
        "types": ["Creature"],
        "mana_cost": "{X}{U}",
        "power": 1,
        "toughness": 1,
        "keywords": ["delve"],
    }
    state = alice("Delving Ooze", {"U": 1}, custom_cards=[custom])
    result = play(state, cast(GRAVEYARD[:3], x=3))
    assert pool_of(result.state) == {}
    assert ids(result.state, Zone.EXILE) == list(GRAVEYARD[:3])
    delve = next(e for e in result.log if "702.66a" in e.rules)
    assert "each paying for {1} of {3}{U}" in delve.text
    too_many = refusal(state, cast(GRAVEYARD[:4], x=3))
    assert too_many.rule == "702.66a" and "only 3 generic mana" in too_many.message


def test_a_card_known_only_by_its_keywords_has_delve() -> None:
    """A card the engine doesn't define, with inline characteristics listing Delve (the builder's
    "keywords only" cards, e.g. from a Forge puzzle): delve applies."""
    mandrills = {
        "card": "Hooting Mandrills",
        "characteristics": {
            "types": ["Creature"],
            "subtypes": ["Bird"],
            "mana_cost": "{5}{G}",
            "power": 4,
            "toughness": 4,
            "keywords": ["Delve", "Trample"],
        },
    }
    result = play(alice(mandrills, {"G": 1}), cast(GRAVEYARD[:5]))
    assert pool_of(result.state) == {}
    assert len(ids(result.state, Zone.EXILE)) == 5


@pytest.mark.parametrize(
    ("cost", "x", "exiled", "left"),
    [
        ("{6}{B}", 0, 0, ("{6}{B}", 0)),
        ("{6}{B}", 0, 6, ("{B}", 0)),
        ("{6}{B}", 0, 3, ("{3}{B}", 0)),
        ("{X}{U}", 3, 3, ("{U}", 0)),
        ("{X}{U}", 3, 0, ("{X}{U}", 3)),
        ("{2}{X}{X}", 2, 1, ("{5}", 0)),
        ("{4}", 0, 4, ("{0}", 0)),
    ],
)
def test_what_is_left_to_pay_after_delve(
    cost: str, x: int, exiled: int, left: tuple[str, int]
) -> None:
    """X is a number once the total cost is locked in (601.2f); nothing left is {0} (118.7)."""
    assert cost_after_delve(cost, x, exiled) == left
    assert generic_mana(cost, x) >= exiled


def test_a_cost_delve_pays_entirely_is_zero() -> None:
    custom = {"name": "Bone Heap", "types": ["Artifact"], "mana_cost": "{4}", "keywords": ["Delve"]}
    result = play(alice("Bone Heap", {}, custom_cards=[custom]), cast(GRAVEYARD[:4]))
    assert result.state.object("spell").zone is Zone.STACK
    assert any(e.text == "Alice pays {0}" for e in result.log)


# --- refusals -------------------------------------------------------------------------------------


def test_more_cards_than_generic_mana_is_refused() -> None:
    state = alice("Gurmag Angler", {"B": 1})
    error = refusal(state, cast(GRAVEYARD))
    assert error.rule == "702.66a"
    assert "7 cards named for delve" in error.message and "only 6 generic mana" in error.message


def test_cards_from_another_players_graveyard_are_refused() -> None:
    error = refusal(alice("Gurmag Angler", {"B": 1}), cast(("g0", "bob_card")))
    assert error.rule == "702.66a"
    assert "Bob's graveyard" in error.message and "caster's own graveyard" in error.message


@pytest.mark.parametrize(
    ("delve", "words"),
    [
        (("g0", "g0"), "named twice"),
        (("bears",), "the battlefield"),
        (("nowhere",), "there is no card 'nowhere'"),
    ],
    ids=["twice", "a permanent", "unknown id"],
)
def test_bad_delve_lists_are_refused_with_the_rule(delve: tuple[str, ...], words: str) -> None:
    error = refusal(alice("Gurmag Angler", {"B": 7}), cast(delve))
    assert error.rule == "702.66a" and words in error.message


def test_a_spell_without_delve_exiles_nothing() -> None:
    error = refusal(alice("Lightning Bolt", {"R": 1}), cast(("g0",), targets=["B"]))
    assert error.rule == "702.66a" and "has no delve" in error.message


def test_a_free_cast_refuses_delve_cards_and_ignores_an_empty_list() -> None:
    """A cost marked paid leaves no generic mana for delve to pay, so naming cards is refused
    rather than silently ignored; "free" with no cards named casts as before."""
    state = alice("Gurmag Angler", {})
    error = refusal(state, cast(GRAVEYARD[:6], free=True))
    assert error.rule == "702.66a" and "marked paid" in error.message
    result = play(state, cast(free=True))
    assert ids(result.state, Zone.GRAVEYARD) == list(GRAVEYARD)
    assert cites(result.log, "601.2h")


def test_too_little_mana_for_the_rest_refuses_the_whole_cast() -> None:
    """Partial payments are not allowed (601.2h): nothing is exiled when the pool can't pay."""
    state = alice("Gurmag Angler", {"B": 1})
    error = refusal(state, cast(GRAVEYARD[:3]))
    assert error.rule == "601.2h" and "{3}{B}" in error.message
    assert ids(state, Zone.GRAVEYARD) == list(GRAVEYARD)


def test_delve_must_be_a_list_of_ids() -> None:
    with pytest.raises(InvalidDocument) as caught:
        apply(alice("Gurmag Angler", {"B": 7}), {"type": "cast", "object": "spell", "delve": "g0"})
    assert caught.value.path == "action.delve"


def test_the_schema_describes_delve_on_a_cast_action() -> None:
    document = dump(alice("Gurmag Angler", {"B": 1}), [cast(GRAVEYARD[:6])])
    validate_document(document)
    document["actions"][0]["delve"] = "g0"
    with pytest.raises(jsonschema.ValidationError):
        validate_document(document)


# --- the action listing ---------------------------------------------------------------------------


def test_the_cast_option_lists_the_casters_graveyard_for_delve() -> None:
    state = alice("Gurmag Angler", {"B": 1}, graveyard=3)
    option = next(o for o in available_actions(state) if o.action.get("object") == "spell")
    assert option.legal
    assert option.extras["delve"] == ("g0", "g1", "g2")  # not Bob's card
    assert option.extras["delve_generic"] == 6


def test_a_spell_without_delve_offers_no_cards() -> None:
    state = alice("Lightning Bolt", {"R": 1})
    option = next(o for o in available_actions(state) if o.action.get("object") == "spell")
    assert "delve" not in option.extras
