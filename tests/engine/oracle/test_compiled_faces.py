"""Multi-face cards compiled face by face from their own Oracle text (709 split, 710 flip, 712
double-faced, 715 adventurer), each a real card on a board: the face that counts gives the
permanent's or spell's name, characteristics and abilities; the card is automated only when
every face's every line applies and each face prints back as its own text."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, PARTIALLY_AUTOMATED, TEXT_ONLY, compile_record
from engine.oracle.faces import face_record
from engine.oracle.normalize import normalize_text
from engine.oracle.printer import print_card
from engine.rules.characteristics import chars
from engine.testing.oracle import settle
from engine.testing.scenario import board

pytestmark = pytest.mark.usefixtures("compiled_cards")

GARGOYLE = "Thraben Gargoyle // Stonewing Antagonizer"
WAX_WANE = "Wax // Wane"
RIMROCK = "Rimrock Knight // Boulder Rush"
MAMMOTH = "Kazandu Mammoth // Kazandu Valley"


def game(
    a_battlefield: tuple[dict[str, Any], ...] = (),
    a_hand: tuple[dict[str, Any], ...] = (),
    b_battlefield: tuple[dict[str, Any], ...] = ({"id": "b0", "card": "Grizzly Bears"},),
) -> GameState:
    return board(
        {
            "id": "A",
            "hand": list(a_hand),
            "battlefield": list(a_battlefield),
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(5)],
        },
        {
            "id": "B",
            "battlefield": list(b_battlefield),
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(5)],
        },
    )


def run(state: GameState, action: dict[str, Any]) -> tuple[GameState, list[str], list[str]]:
    """Apply the action, then resolve the stack; the state, the log's rules and its texts."""
    first = settle(state, action)
    log = list(first.log)
    state = first.state
    while state.zone(Zone.STACK):
        step = settle(state, {"type": "resolve"})
        log += step.log
        state = step.state
    return state, [r for e in log for r in e.rules], [e.text for e in log]


# --- the label: every face's every line, each face printed back -------------------------------


@pytest.mark.parametrize(
    "name", [GARGOYLE, WAX_WANE, RIMROCK, MAMMOTH, "Cloistered Youth // Unholy Fiend"]
)
def test_each_face_prints_back_as_its_own_text(
    records: dict[str, Mapping[str, Any]], name: str
) -> None:
    record = records[name]
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    faces = compiled.definition.faces
    assert [f.name for f in faces] == [str(f["name"]) for f in record["card_faces"]]
    expected = [
        normalize_text(str(f.get("oracle_text") or ""), str(f["name"]))
        for f in record["card_faces"]
    ]
    assert print_card(compiled.definition, compiled.layout) == "\n//\n".join(expected)
    assert compiled.normalized == compiled.printed == "\n//\n".join(expected)
    # Compiling each face's printed text gives the same face again.
    for face, text, raw in zip(faces, expected, record["card_faces"], strict=True):
        again = compile_record({**face_record(record, raw), "oracle_text": text})
        assert again.definition == face


def test_a_face_with_an_unread_line_keeps_the_card_from_being_automated(
    records: dict[str, Mapping[str, Any]],
) -> None:
    # Boom // Bust: "Destroy target land you control and target land you don't control." isn't
    # read; Bust's line is. The sentence not applied is named, and the definition keeps it as text.
    compiled = compile_record(records["Boom // Bust"])
    assert compiled.label == PARTIALLY_AUTOMATED
    assert compiled.not_applied == (
        "Destroy target land you control and target land you don't control.",
    )
    boom, bust = compiled.definition.faces
    assert boom.oracle_text == compiled.not_applied[0] and boom.abilities == ()
    assert bust.oracle_text == "" and bust.abilities


def test_aftermath_cards_compile_face_by_face(records: dict[str, Mapping[str, Any]]) -> None:
    # 702.127a (engine.mechanics.aftermath): each half compiled on its own; Dusk // Dawn's
    # lines the grammar doesn't read leave it text only, its faces known.
    compiled = compile_record(records["Dusk // Dawn"])
    assert compiled.label == TEXT_ONLY
    assert compiled.definition.layout == "aftermath"
    assert [f.name for f in compiled.definition.faces] == ["Dusk", "Dawn"]
    assert compiled.definition.faces[1].keywords == ("Aftermath",)


# --- transform (701.27, 712) --------------------------------------------------------------------


def test_thraben_gargoyle_transforms_by_its_own_ability_701_27a() -> None:
    # "{6}: Transform ~." The back face, Stonewing Antagonizer, is a 4/2 with flying only.
    state = game(({"id": "g", "card": GARGOYLE},))
    front = chars(state, state.object("g"))
    assert (front.name, front.power, front.toughness) == ("Thraben Gargoyle", 2, 2)
    assert front.has("defender") and not front.has("flying")
    after, rules, texts = run(
        state, {"type": "activate", "object": "g", "ability": 0, "free": True}
    )
    g = after.object("g")
    back = chars(after, g)
    assert g.face == 1 and (back.name, back.power, back.toughness) == (
        "Stonewing Antagonizer",
        4,
        2,
    )
    assert back.has("flying") and not back.has("defender")  # 712.8e: only the back face
    assert back.abilities == ()  # the front's "{6}: Transform ~." is gone too
    assert back.mana_cost == "{1}"  # 712.8e: the front face's mana cost
    assert "701.27a" in rules and "712.8d" in rules
    assert "Thraben Gargoyle transforms: Stonewing Antagonizer is now face up" in texts


def test_a_transformed_card_has_its_front_face_in_the_graveyard_712_8a() -> None:
    state = game(({"id": "g", "card": GARGOYLE, "face": 1},))
    moved = settle(state, {"type": "move_object", "object": "g", "to": "graveyard"}).state
    assert chars(moved, moved.object("g")).name == "Thraben Gargoyle"


def test_cloistered_youths_back_face_has_only_its_own_trigger() -> None:
    # Front: "At the beginning of your upkeep, you may transform ~."; back: "At the beginning of
    # your end step, you lose 1 life." (712.8e)
    state = game(({"id": "y", "card": "Cloistered Youth // Unholy Fiend", "face": 1},))
    back = chars(state, state.object("y"))
    assert back.name == "Unholy Fiend" and back.colors == ("B",)
    assert [a.text for a in back.abilities] == [
        "At the beginning of your end step, you lose 1 life."
    ]


# --- split cards (709) ------------------------------------------------------------------------


def test_wax_wane_in_the_hand_has_both_halves_combined_709_4() -> None:
    state = game(a_hand=({"id": "ww", "card": WAX_WANE},))
    c = chars(state, state.object("ww"))
    assert c.name == WAX_WANE and c.mana_cost == "{G}{W}" and set(c.colors) == {"G", "W"}


def test_wax_is_cast_as_its_own_half_709_3() -> None:
    # Wax: "Target creature gets +2/+2 until end of turn."
    state = game(
        ({"id": "bears", "card": "Grizzly Bears"},), a_hand=({"id": "ww", "card": WAX_WANE},)
    )
    action = {"type": "cast", "object": "ww", "face": 0, "targets": ["bears"], "free": True}
    after, rules, texts = run(state, action)
    c = chars(after, after.object("bears"))
    assert (c.power, c.toughness) == (4, 4)
    assert after.object("ww").zone is Zone.GRAVEYARD
    assert "709.3" in rules and "A casts Wax" in texts


def test_wane_is_cast_as_the_other_half_709_3b() -> None:
    # Wane: "Destroy target enchantment." Only Wane's target requirement counts (709.3b).
    state = game(
        ({"id": "bears", "card": "Grizzly Bears"},),
        a_hand=({"id": "ww", "card": WAX_WANE},),
        b_battlefield=({"id": "anthem", "card": "Glorious Anthem"},),
    )
    with pytest.raises(IllegalAction):  # a creature isn't an enchantment
        settle(
            state, {"type": "cast", "object": "ww", "face": 1, "targets": ["bears"], "free": True}
        )
    action = {"type": "cast", "object": "ww", "face": 1, "targets": ["anthem"], "free": True}
    after, rules, texts = run(state, action)
    assert after.object("anthem").zone is Zone.GRAVEYARD
    assert chars(after, after.object("bears")).power == 2
    assert "709.3" in rules and "A casts Wane" in texts


# --- adventurer cards (715) -------------------------------------------------------------------


def test_rimrock_knight_goes_on_an_adventure_then_is_cast_from_exile_715_3d() -> None:
    # Boulder Rush: "Target creature gets +2/+0 until end of turn."; Rimrock Knight: "~ can't block."
    state = game(
        ({"id": "bears", "card": "Grizzly Bears"},), a_hand=({"id": "rk", "card": RIMROCK},)
    )
    action = {"type": "cast", "object": "rk", "face": 1, "targets": ["bears"], "free": True}
    after, rules, texts = run(state, action)
    assert "A casts Boulder Rush as its Adventure" in texts
    assert chars(after, after.object("bears")).power == 4
    knight = after.object("rk")
    assert knight.zone is Zone.EXILE and "715.3" in rules and "715.3d" in rules
    assert chars(after, knight).name == "Rimrock Knight"  # 715.4
    with pytest.raises(IllegalAction):  # not as an Adventure again (715.3d)
        settle(
            after, {"type": "cast", "object": "rk", "face": 1, "targets": ["bears"], "free": True}
        )
    landed, _, _ = run(after, {"type": "cast", "object": "rk", "free": True})
    creature = chars(landed, landed.object("rk"))
    assert landed.object("rk").zone is Zone.BATTLEFIELD
    assert (creature.name, creature.power, creature.toughness) == ("Rimrock Knight", 3, 1)
    assert [a.text for a in creature.abilities] == ["Rimrock Knight can't block."]


# --- modal double-faced cards (712.11b, 712.8f) -----------------------------------------------


def test_kazandu_valley_is_played_as_its_land_face_and_enters_tapped_712_8f() -> None:
    # Back face: "~ enters tapped." and "{T}: Add {G}."
    state = game(a_hand=({"id": "km", "card": MAMMOTH},))
    with pytest.raises(IllegalAction):  # the front face is a creature: it is cast, not played
        settle(state, {"type": "play_land", "object": "km"})
    after, rules, _ = run(state, {"type": "play_land", "object": "km", "face": 1})
    land = after.object("km")
    assert land.zone is Zone.BATTLEFIELD and land.face == 1 and land.tapped
    assert chars(after, land).name == "Kazandu Valley" and "712.11b" in rules
    untapped = after.with_object(replace(land, tapped=False))
    tapped = settle(untapped, {"type": "activate", "object": "km", "ability": 1}).state
    assert tapped.player("A").mana_pool.to_json() == {"G": 1}


def test_kazandu_mammoth_is_cast_as_its_front_face_and_its_landfall_works_712_11b() -> None:
    # Front face: "Landfall — Whenever a land enters under your control, ~ gets +2/+2 until end
    # of turn."
    state = game(a_hand=({"id": "km", "card": MAMMOTH}, {"id": "f", "card": "Forest"}))
    after, rules, texts = run(state, {"type": "cast", "object": "km", "free": True})
    mammoth = chars(after, after.object("km"))
    assert (mammoth.name, mammoth.power, mammoth.toughness) == ("Kazandu Mammoth", 3, 3)
    assert "712.11b" in rules and "A casts Kazandu Mammoth" in texts
    landed, _, _ = run(after, {"type": "play_land", "object": "f"})
    assert chars(landed, landed.object("km")).power == 5
