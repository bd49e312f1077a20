"""614.12a: "As ~ enters, choose a color / a creature type." The controller chooses as the
permanent enters (a pending decision), the choice is kept on the permanent (and in the scenario
document) while it stays on the battlefield, and its other abilities read it: "one mana of the
chosen color", "creatures of the chosen type get +1/+1", "protection from the chosen color".
A permanent that leaves the battlefield forgets it (400.7). Coldsteel Heart, Shared Triumph and
Order of the Stars are written here in the engine's vocabulary; the compiled cards are played in
tests/engine/oracle/test_compiled_chosen.py."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from engine.cards.model import ActivatedAbility, CardDef, Cost, instruction, static
from engine.cards.registry import FALLBACKS
from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction, UnknownWord
from engine.core.state import GameState, Params, Zone
from engine.document.codec import dump, load
from engine.game.render import text_rendering
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

CHOOSE_COLOR = static("As ~ enters, choose a color.", "enters_choosing", choice="color")
CHOOSE_TYPE = static(
    "As ~ enters, choose a creature type.", "enters_choosing", choice="creature_type"
)
CARDS = {
    card.name: card
    for card in (
        CardDef(
            "Coldsteel Heart",
            ("Artifact",),
            "{2}",
            supertypes=("Snow",),
            abilities=(
                static("~ enters tapped.", "enters_tapped"),
                CHOOSE_COLOR,
                ActivatedAbility(
                    "{T}: Add one mana of the chosen color.",
                    Cost(tap=True),
                    (instruction("add_mana", choose_from="chosen_color"),),
                    mana_ability=True,
                ),
            ),
        ),
        CardDef(
            "Shared Triumph",
            ("Enchantment",),
            "{1}{W}",
            abilities=(
                CHOOSE_TYPE,
                static(
                    "Creatures of the chosen type get +1/+1.",
                    "modify_power_toughness",
                    creatures="all",
                    subtype="chosen_creature_type",
                    power=1,
                    toughness=1,
                ),
            ),
        ),
        CardDef(
            "Order of the Stars",
            ("Creature",),
            "{W}",
            subtypes=("Human", "Cleric"),
            power=0,
            toughness=1,
            keywords=("Defender",),
            abilities=(
                CHOOSE_COLOR,
                static(
                    "~ has protection from the chosen color.",
                    "protection",
                    protected="self",
                    **{"from": "chosen_color"},
                ),
            ),
        ),
    )
}


@pytest.fixture(autouse=True)
def chosen_cards() -> Iterator[None]:
    FALLBACKS.append(CARDS.get)
    try:
        yield
    finally:
        FALLBACKS.remove(CARDS.get)


def alice(card: str, **more: object) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "card", "card": card}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "their_bears", "card": "Grizzly Bears"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
        },
        **more,
    )


def enter(card: str, choice: str) -> GameState:
    cast = play(alice(card), {"type": "cast", "object": "card", "free": True})
    return play(cast.state, {"type": "resolve"}, [choice]).state


def test_the_color_is_chosen_as_it_enters_and_read_by_its_mana_ability() -> None:
    cast = play(alice("Coldsteel Heart"), {"type": "cast", "object": "card", "free": True})
    # Two replacements modify how it enters: Alice orders them (616.1e), then picks a color.
    ordered = pending(cast.state, {"type": "resolve"})
    assert ordered.pending is not None
    assert ordered.pending.kind is DecisionKind.REPLACEMENT_ORDER
    asked = pending(cast.state, {"type": "resolve"}, ["card.1"])
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.CHOOSE_COLOR
    assert asked.pending.rule == "614.12a"
    assert asked.pending.option_ids() == ("white", "blue", "black", "red", "green")
    resolved = play(cast.state, {"type": "resolve"}, ["card.1", "red"])
    heart = resolved.state.object("card")
    assert heart.chosen == Params({"color": "red"})
    assert heart.tapped  # "~ enters tapped." too (614.1c)
    assert cites(resolved.log, "614.12a")
    untapped = resolved.state.with_object(replace(heart, tapped=False))
    tapped = play(untapped, {"type": "activate", "object": "card", "ability": 2})
    assert tapped.state.player("A").mana_pool.to_json() == {"R": 1}


def test_nothing_chosen_means_no_mana() -> None:
    # A judge's board with the Heart already in play and no color recorded: it can't define a
    # type of mana, so it adds none (106.5).
    state = board(
        {"id": "A", "battlefield": [{"id": "heart", "card": "Coldsteel Heart"}]}, {"id": "B"}
    )
    tapped = play(state, {"type": "activate", "object": "heart", "ability": 2})
    assert tapped.state.player("A").mana_pool.to_json() == {}
    assert cites(tapped.log, "106.5")


def test_creatures_of_the_chosen_type_get_the_bonus_whoever_controls_them() -> None:
    state = enter("Shared Triumph", "Bear")
    assert state.object("card").chosen == Params({"creature_type": "Bear"})
    assert (
        chars(state, state.object("bears")).power,
        chars(state, state.object("bears")).toughness,
    ) == (3, 3)
    assert chars(state, state.object("their_bears")).power == 3
    assert chars(state, state.object("elves")).power == 1


def test_the_types_of_the_games_creatures_are_offered_first() -> None:
    cast = play(alice("Shared Triumph"), {"type": "cast", "object": "card", "free": True})
    asked = pending(cast.state, {"type": "resolve"})
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.CHOOSE_CREATURE_TYPE
    assert asked.pending.option_ids()[:3] == ("Bear", "Druid", "Elf")


def test_protection_from_the_chosen_color() -> None:
    state = enter("Order of the Stars", "red")
    bolt = {"type": "cast", "object": "bolt", "targets": ["card"], "free": True}
    with pytest.raises(IllegalAction) as refused:
        play(state, bolt)
    assert refused.value.rule == "702.16b"
    other = enter("Order of the Stars", "green")
    killed = play(play(other, bolt).state, {"type": "resolve"})
    assert killed.state.object("card").zone is Zone.GRAVEYARD


def test_leaving_the_battlefield_forgets_the_choice() -> None:
    state = enter("Shared Triumph", "Bear")
    bounce = {"type": "move_object", "object": "card", "to": "hand"}
    moved = play(state, bounce)
    assert moved.state.object("card").zone is Zone.HAND
    assert not moved.state.object("card").chosen  # 400.7
    assert chars(moved.state, moved.state.object("bears")).power == 2


def test_the_choice_is_kept_in_the_document_and_shown_on_the_board() -> None:
    state = enter("Shared Triumph", "Elf")
    assert "chosen creature type: Elf" in text_rendering(state)
    doc = {
        "players": [
            {
                "id": "A",
                "battlefield": [
                    {"id": "t", "card": "Shared Triumph", "chosen": {"creature_type": "Elf"}}
                ],
            },
            {"id": "B", "battlefield": [{"id": "elves", "card": "Llanowar Elves"}]},
        ]
    }
    loaded = load(doc)
    assert loaded.object("t").chosen == Params({"creature_type": "Elf"})
    assert chars(loaded, loaded.object("elves")).power == 2
    assert dump(loaded)["players"][0]["battlefield"][0]["chosen"] == {"creature_type": "Elf"}
    bad = {
        "players": [
            {
                "id": "A",
                "battlefield": [
                    {"id": "t", "card": "Coldsteel Heart", "chosen": {"color": "purple"}}
                ],
            },
            {"id": "B"},
        ]
    }
    with pytest.raises(UnknownWord):
        load(bad)
