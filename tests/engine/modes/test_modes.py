"""Modes (700.2): real cards compiled from their Oracle text. A modal spell's or activated
ability's modes are announced as it's cast or activated (601.2b, 700.2a), a modal triggered
ability's as it's put on the stack (603.3c, 700.2b) - a pending decision, offering only modes
whose targets can be chosen; only the chosen modes' targets are chosen (700.2c), a mode can't be
chosen twice (700.2d), and as it resolves each chosen mode is followed in the order written."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine.cards.registry import FALLBACKS
from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_text
from engine.testing.scenario import board, cites, pending, play

CARDS = {
    "Kolaghan's Command": (
        "Instant",
        "{1}{B}{R}",
        "Choose two —\n• Return target creature card from your graveyard to your hand.\n"
        "• Target player discards a card.\n• Destroy target artifact.\n"
        "• Kolaghan's Command deals 2 damage to any target.",
    ),
    "Artful Takedown": (
        "Instant",
        "{2}{U}{B}",
        "Choose one or both —\n• Tap target creature.\n"
        "• Target creature gets -2/-4 until end of turn.",
    ),
    "Rain of Thorns": (
        "Sorcery",
        "{4}{G}{G}",
        "Choose one or more —\n• Destroy target artifact.\n• Destroy target enchantment.\n"
        "• Destroy target land.",
    ),
    "Knight of Autumn": (
        "Creature — Dryad Knight",
        "{1}{G}{W}",
        "When Knight of Autumn enters the battlefield, choose one —\n"
        "• Put two +1/+1 counters on Knight of Autumn.\n"
        "• Destroy target artifact or enchantment.\n• You gain 4 life.",
    ),
    "Retreat to Hagra": (
        "Enchantment",
        "{2}{B}",
        "Landfall — Whenever a land enters the battlefield under your control, choose one —\n"
        "• Target creature gets +1/+0 and gains deathtouch until end of turn.\n"
        "• Each opponent loses 1 life and you gain 1 life.",
    ),
    "Dreamshackle Geist": (
        "Creature — Spirit",
        "{1}{U}{U}",
        "Flying\nAt the beginning of combat on your turn, choose up to one —\n"
        "• Tap target creature.\n"
        "• Target creature doesn't untap during its controller's next untap step.",
    ),
    "Balm of Restoration": (
        "Artifact",
        "{2}",
        "{1}, {T}, Sacrifice Balm of Restoration: Choose one —\n• You gain 2 life.\n"
        "• Prevent the next 2 damage that would be dealt to any target this turn.",
    ),
}
STATS = {"Knight of Autumn": (2, 1), "Dreamshackle Geist": (3, 1)}


def _compiled() -> dict[str, Any]:
    found = {}
    for name, (type_line, cost, text) in CARDS.items():
        power, toughness = STATS.get(name, (None, None))
        stats = {"power": str(power), "toughness": str(toughness)} if power is not None else {}
        found[name] = compile_text(name, type_line, text, cost, **stats)
    return found


COMPILED = _compiled()


@pytest.fixture(autouse=True)
def modal_cards() -> Iterator[None]:
    lookup = {name: c.definition for name, c in COMPILED.items()}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def game(a: dict[str, Any], b: dict[str, Any] | None = None, **turn: Any) -> GameState:
    return board(
        {"id": "A", **a},
        {"id": "B", **(b or {})},
        turn={"number": 3, "active_player": "A", "step": "precombat_main", **turn},
    )


def cast(card: str, **action: Any) -> dict[str, Any]:
    return {"type": "cast", "object": card, "free": True, **action}


RESOLVE = {"type": "resolve"}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_modal_cards_compile_automated(name: str) -> None:
    compiled = COMPILED[name]
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


# --- modal spells: "Choose two —", "Choose one or both —", "Choose one or more —" --------------


def command_board() -> GameState:
    return game(
        {"hand": [{"id": "cmd", "card": "Kolaghan's Command"}]},
        {
            "hand": [{"id": "b_card", "card": "Grizzly Bears"}],
            "battlefield": [
                {"id": "b_bears", "card": "Grizzly Bears"},
                {"id": "thopter", "card": "Ornithopter"},
            ],
        },
    )


def test_kolaghans_command_two_modes_each_with_its_target_in_the_order_written() -> None:
    """Modes 1 and 3 (0 is the first): Bob discards his only card, then 2 damage to his Bears."""
    action = cast("cmd", modes=[3, 1], targets=["B", "b_bears"])
    cast_result = play(command_board(), action)
    assert cites(cast_result.log, "601.2b") and cites(cast_result.log, "700.2")
    done = play(cast_result.state, RESOLVE)
    state = done.state
    assert state.object("b_card").zone is Zone.GRAVEYARD
    assert state.object("b_bears").zone is Zone.GRAVEYARD  # 2 damage, then 704.5g
    assert state.object("thopter").zone is Zone.BATTLEFIELD  # the artifact mode wasn't chosen
    assert state.object("cmd").zone is Zone.GRAVEYARD


def test_kolaghans_command_needs_exactly_two_modes() -> None:
    with pytest.raises(IllegalAction) as one:
        play(command_board(), cast("cmd", mode=2, targets=["thopter"]))
    assert one.value.rule == "700.2a"
    with pytest.raises(IllegalAction) as three:
        play(command_board(), cast("cmd", modes=[1, 2, 3], targets=["B", "thopter", "B"]))
    assert three.value.rule == "700.2a"


def test_kolaghans_command_cant_choose_the_same_mode_twice() -> None:
    with pytest.raises(IllegalAction) as twice:
        play(command_board(), cast("cmd", modes=[3, 3], targets=["B", "b_bears"]))
    assert twice.value.rule == "700.2d"


def test_only_the_chosen_modes_targets_are_chosen() -> None:
    """700.2c: destroying the artifact and discarding need two targets, not four."""
    with pytest.raises(IllegalAction) as extra:
        play(command_board(), cast("cmd", modes=[1, 2], targets=["B", "thopter", "b_bears"]))
    assert extra.value.rule == "601.2c"
    done = play(
        play(command_board(), cast("cmd", modes=[1, 2], targets=["B", "thopter"])).state, RESOLVE
    )
    assert done.state.object("thopter").zone is Zone.GRAVEYARD
    assert done.state.object("b_card").zone is Zone.GRAVEYARD


def takedown_board() -> GameState:
    return game(
        {"hand": [{"id": "takedown", "card": "Artful Takedown"}]},
        {
            "battlefield": [
                {"id": "b_bears", "card": "Grizzly Bears"},
                {"id": "b_thopter", "card": "Ornithopter"},
            ]
        },
    )


def test_artful_takedown_one_or_both_both_modes() -> None:
    """Tap the Bears and give the Ornithopter -2/-4: it dies (704.5f)."""
    action = cast("takedown", modes=[0, 1], targets=["b_bears", "b_thopter"])
    done = play(play(takedown_board(), action).state, RESOLVE)
    assert done.state.object("b_bears").tapped
    assert done.state.object("b_thopter").zone is Zone.GRAVEYARD


def test_artful_takedown_one_or_both_just_one_mode() -> None:
    done = play(
        play(takedown_board(), cast("takedown", mode=0, targets=["b_thopter"])).state, RESOLVE
    )
    assert done.state.object("b_thopter").tapped
    assert done.state.object("b_thopter").zone is Zone.BATTLEFIELD
    assert not done.state.object("b_bears").tapped


def test_rain_of_thorns_one_or_more_two_of_three_modes() -> None:
    state = game(
        {"hand": [{"id": "rain", "card": "Rain of Thorns"}]},
        {
            "battlefield": [
                {"id": "b_thopter", "card": "Ornithopter"},
                {"id": "b_mountain", "card": "Mountain"},
            ]
        },
    )
    done = play(
        play(state, cast("rain", modes=[0, 2], targets=["b_thopter", "b_mountain"])).state, RESOLVE
    )
    assert done.state.object("b_thopter").zone is Zone.GRAVEYARD
    assert done.state.object("b_mountain").zone is Zone.GRAVEYARD


def test_a_chosen_modes_target_gone_the_other_mode_still_happens() -> None:
    """608.2b: one target illegal as it resolves; the other mode's target is still legal."""
    state = takedown_board()
    cast_result = play(state, cast("takedown", modes=[0, 1], targets=["b_bears", "b_thopter"]))
    gone = play(
        cast_result.state, {"type": "move_object", "object": "b_bears", "to": "graveyard"}
    ).state
    done = play(gone, RESOLVE)
    assert cites(done.log, "608.2b")
    assert done.state.object("b_thopter").zone is Zone.GRAVEYARD


# --- modal triggered abilities: chosen as they're put on the stack (603.3c) --------------------


def knight_board(with_artifact: bool = True) -> GameState:
    theirs = [{"id": "b_thopter", "card": "Ornithopter"}] if with_artifact else []
    return game(
        {"hand": [{"id": "knight", "card": "Knight of Autumn"}], "life": 10},
        {"battlefield": theirs},
    )


def test_knight_of_autumn_enters_and_its_controller_chooses_a_mode() -> None:
    state = play(knight_board(), cast("knight")).state
    asked = pending(state, RESOLVE).pending
    assert asked is not None
    assert (asked.decider, asked.kind, asked.rule) == ("A", DecisionKind.MODE, "603.3c")
    assert [o.id for o in asked.options] == ["0", "1", "2"]
    assert "Destroy target artifact or enchantment" in asked.options[1].label
    entered = play(state, RESOLVE, ["1"])  # the Ornithopter is the only legal target
    assert cites(entered.log, "603.3d")
    done = play(entered.state, RESOLVE)
    assert done.state.object("b_thopter").zone is Zone.GRAVEYARD
    assert done.state.player("A").life == 10
    assert done.state.object("knight").counter("+1/+1") == 0


def test_knight_of_autumn_a_mode_without_a_legal_target_cant_be_chosen() -> None:
    """700.2b: with no artifact or enchantment, the destroy mode isn't offered."""
    state = play(knight_board(with_artifact=False), cast("knight")).state
    asked = pending(state, RESOLVE).pending
    assert asked is not None and [o.id for o in asked.options] == ["0", "2"]
    entered = play(state, RESOLVE, ["0"])
    done = play(entered.state, RESOLVE)
    assert done.state.object("knight").counter("+1/+1") == 2
    assert done.state.player("A").life == 10


def test_knight_of_autumn_gain_life_mode() -> None:
    state = play(knight_board(with_artifact=False), cast("knight")).state
    done = play(play(state, RESOLVE, ["2"]).state, RESOLVE)
    assert done.state.player("A").life == 14
    assert cites(done.log, "608.2")


def test_retreat_to_hagra_landfall_chooses_its_mode_as_it_triggers() -> None:
    state = game(
        {
            "hand": [{"id": "swamp", "card": "Swamp"}],
            "battlefield": [{"id": "retreat", "card": "Retreat to Hagra"}],
            "life": 10,
        },
        {"battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
    )
    played = apply(state, {"type": "play_land", "object": "swamp"}, ["1"])
    assert played.pending is None
    assert cites(played.log, "603.3c")
    done = play(played.state, RESOLVE)
    assert done.state.player("A").life == 11
    assert done.state.player("B").life == 19


def geist_board() -> GameState:
    return game(
        {"battlefield": [{"id": "geist", "card": "Dreamshackle Geist"}]},
        {"battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
    )


def test_dreamshackle_geist_up_to_one_choosing_no_mode_removes_the_ability() -> None:
    """700.2b: "choose up to one" may choose none; then the ability is removed from the stack."""
    advance = {"type": "advance"}
    asked = pending(geist_board(), advance).pending
    assert asked is not None and asked.kind is DecisionKind.MODE
    assert asked.options[0].id == "none"
    result = play(geist_board(), advance, ["none"])
    assert cites(result.log, "700.2b")
    assert not result.state.zone(Zone.STACK)


def test_dreamshackle_geist_up_to_one_taps_the_bears() -> None:
    result = play(geist_board(), {"type": "advance"}, ["0", "b_bears"])
    done = play(result.state, RESOLVE)
    assert done.state.object("b_bears").tapped


# --- modal activated abilities: chosen as they're activated (700.2a) --------------------------


def balm_board() -> GameState:
    return game(
        {
            "battlefield": [{"id": "balm", "card": "Balm of Restoration"}],
            "life": 10,
        }
    )


def test_balm_of_restoration_gain_two_life_mode() -> None:
    action = {"type": "activate", "object": "balm", "ability": 0, "mode": 0, "free": True}
    activated = play(balm_board(), action)
    assert cites(activated.log, "602.2b") and cites(activated.log, "700.2")
    assert activated.state.object("balm").zone is Zone.GRAVEYARD  # sacrificed as a cost
    done = play(activated.state, RESOLVE)
    assert done.state.player("A").life == 12


def test_balm_of_restoration_needs_a_mode() -> None:
    action = {"type": "activate", "object": "balm", "ability": 0, "free": True}
    with pytest.raises(IllegalAction) as error:
        play(balm_board(), action)
    assert error.value.rule == "700.2a"


# --- "Choose three. You may choose the same mode more than once." (700.2d) --------------------

CONFLUENCE = compile_text(
    "Fiery Confluence",
    "Sorcery",
    "Choose three. You may choose the same mode more than once.\n"
    "• Fiery Confluence deals 1 damage to each creature.\n"
    "• Fiery Confluence deals 2 damage to each opponent.\n• Destroy target artifact.",
    "{2}{R}{R}",
)


@pytest.fixture
def fiery_confluence() -> Iterator[None]:
    lookup = {"Fiery Confluence": CONFLUENCE.definition}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def confluence_board() -> GameState:
    return game(
        {"hand": [{"id": "confluence", "card": "Fiery Confluence"}]},
        {"battlefield": [{"id": "b_thopter", "card": "Ornithopter"}]},
    )


def test_fiery_confluence_compiles_automated() -> None:
    assert CONFLUENCE.label == AUTOMATED
    assert CONFLUENCE.printed == CONFLUENCE.normalized


@pytest.mark.usefixtures("fiery_confluence")
def test_fiery_confluence_the_same_mode_three_times_deals_six_to_bob() -> None:
    done = play(play(confluence_board(), cast("confluence", modes=[1, 1, 1])).state, RESOLVE)
    assert done.state.player("B").life == 14
    assert done.state.object("b_thopter").zone is Zone.BATTLEFIELD


@pytest.mark.usefixtures("fiery_confluence")
def test_fiery_confluence_two_modes_one_twice() -> None:
    """1 damage to each creature, then 2 damage twice to Bob: the Ornithopter (0/2) survives a
    single 1 damage."""
    action = cast("confluence", modes=[0, 1, 1])
    done = play(play(confluence_board(), action).state, RESOLVE)
    assert done.state.player("B").life == 16
    assert done.state.object("b_thopter").damage == 1


@pytest.mark.usefixtures("fiery_confluence")
def test_fiery_confluence_needs_three_modes() -> None:
    with pytest.raises(IllegalAction) as error:
        play(confluence_board(), cast("confluence", modes=[1, 1]))
    assert error.value.rule == "700.2a"
