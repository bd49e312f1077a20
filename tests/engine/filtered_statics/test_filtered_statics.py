"""Static abilities for creatures with a +1/+1 counter, legendary or artifact creatures (613.1f,
613.4c), an Aura's base power and toughness (613.4b) and a creature's own prevention of combat
damage to it (615.1a), compiled from real cards (engine.oracle.grammar.filtered_statics)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play


def record(name: str, type_line: str, text: str, pt: str = "", cost: str = "{2}") -> dict[str, Any]:
    found: dict[str, Any] = {
        "name": name,
        "type_line": type_line,
        "mana_cost": cost,
        "layout": "normal",
        "oracle_text": text,
    }
    if pt:
        found["power"], found["toughness"] = pt.split("/")
    return found


REAL = (
    record(
        "Duskshell Crawler",
        "Creature — Insect",
        "When Duskshell Crawler enters the battlefield, put a +1/+1 counter on target creature.\n"
        "Each creature you control with a +1/+1 counter on it has trample.",
        "0/3",
    ),
    record(
        "Herald of Secret Streams",
        "Creature — Merfolk Warrior",
        "Creatures you control with +1/+1 counters on them can't be blocked.",
        "2/3",
    ),
    record(
        "Arvad the Cursed",
        "Legendary Creature — Vampire Knight",
        "Deathtouch, lifelink\nOther legendary creatures you control get +2/+2.",
        "3/3",
    ),
    record(
        "Thopter Engineer",
        "Creature — Human Artificer",
        "When Thopter Engineer enters the battlefield, create a 1/1 colorless Thopter artifact "
        "creature token with flying.\nArtifact creatures you control have haste.",
        "1/3",
    ),
    record(
        "Reduce in Stature",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has base power and toughness 0/2.",
    ),
    record(
        "Guard Gomazoa",
        "Creature — Jellyfish",
        "Defender, flying\nPrevent all combat damage that would be dealt to Guard Gomazoa.",
        "1/3",
    ),
)
SILHANA = record(
    "Silhana Ledgewalker",
    "Creature — Elf Rogue",
    "Hexproof\nSilhana Ledgewalker can't be blocked except by creatures with flying.",
    "1/1",
)
LOSING = (
    record(
        "Sky Tether",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has defender and loses flying.",
    ),
    record(
        "Colossus Hammer",
        "Artifact — Equipment",
        "Equipped creature gets +10/+10 and loses flying.\nEquip {8}",
    ),
)
HELPERS = (
    record("Test Legend", "Legendary Creature — Human", "", "2/2"),
    record("Test Construct", "Artifact Creature — Construct", "", "2/2"),
    record("Test Bird", "Creature — Bird", "Flying, vigilance", "1/1"),
    record("Test Spider", "Creature — Spider", "Reach", "1/4"),
)
RECORDS = {r["name"]: r for r in (*REAL, SILHANA, *LOSING, *HELPERS)}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", [r["name"] for r in (*REAL, SILHANA, *LOSING)])
def test_the_card_is_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def game(a: list[dict[str, Any]], b: list[dict[str, Any]] = (), **doc: Any) -> GameState:  # type: ignore[assignment]
    return board(
        {"id": "A", "name": "Alice", "battlefield": a, **doc.pop("alice", {})},
        {"id": "B", "name": "Bob", "battlefield": list(b)},
        **doc,
    )


def keywords(state: GameState, obj: str) -> frozenset[str]:
    return chars(state, state.object(obj)).keywords


def test_duskshell_crawler_gives_trample_to_creatures_with_a_counter() -> None:
    state = game(
        [
            {"id": "crawler", "card": "Duskshell Crawler"},
            {"id": "grown", "card": "Grizzly Bears", "counters": {"+1/+1": 1}},
            {"id": "plain", "card": "Grizzly Bears"},
        ],
        [{"id": "theirs", "card": "Grizzly Bears", "counters": {"+1/+1": 1}}],
    )
    assert "trample" in keywords(state, "grown")
    assert "trample" not in keywords(state, "plain")
    assert "trample" not in keywords(state, "theirs")  # "you control"


def test_herald_of_secret_streams_makes_creatures_with_counters_unblockable_509_1b() -> None:
    state = game(
        [
            {"id": "herald", "card": "Herald of Secret Streams"},
            {"id": "grown", "card": "Grizzly Bears", "counters": {"+1/+1": 1}},
            {"id": "plain", "card": "Grizzly Bears"},
        ],
        [{"id": "wall", "card": "Hill Giant"}],
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"grown": "B", "plain": "B"}}).state
    blockers = play(attacked, {"type": "advance"}).state
    with pytest.raises(IllegalAction) as refused:
        play(blockers, {"type": "block", "blockers": {"wall": "grown"}})
    assert refused.value.rule.startswith("509.1")
    blocked = play(blockers, {"type": "block", "blockers": {"wall": "plain"}}).state
    assert blocked.combat is not None and "plain" in blocked.combat.blocked


def test_arvad_pumps_other_legendary_creatures_only() -> None:
    state = game(
        [
            {"id": "arvad", "card": "Arvad the Cursed"},
            {"id": "legend", "card": "Test Legend"},
            {"id": "bears", "card": "Grizzly Bears"},
        ]
    )
    assert (
        chars(state, state.object("legend")).power,
        chars(state, state.object("legend")).toughness,
    ) == (4, 4)
    assert chars(state, state.object("arvad")).power == 3  # "other"
    assert chars(state, state.object("bears")).power == 2


def test_thopter_engineer_gives_artifact_creatures_haste() -> None:
    state = game(
        [
            {"id": "engineer", "card": "Thopter Engineer"},
            {"id": "construct", "card": "Test Construct"},
            {"id": "bears", "card": "Grizzly Bears"},
        ]
    )
    assert "haste" in keywords(state, "construct")
    assert "haste" not in keywords(state, "bears") and "haste" not in keywords(state, "engineer")


def test_reduce_in_stature_sets_base_power_and_toughness_counters_still_apply_613_4b() -> None:
    state = game(
        [
            {"id": "giant", "card": "Hill Giant", "counters": {"+1/+1": 1}},
            {"id": "aura", "card": "Reduce in Stature", "attached_to": "giant"},
        ]
    )
    c = chars(state, state.object("giant"))
    assert (c.power, c.toughness) == (1, 3)  # base 0/2 (7b), then the counter (7c)


def test_guard_gomazoa_prevents_combat_damage_but_not_a_bolt_615_1a() -> None:
    state = game(
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "goma", "card": "Guard Gomazoa"}],
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    blockers = play(attacked, {"type": "advance"}).state
    blocked = play(blockers, {"type": "block", "blockers": {"goma": "bears"}}).state
    result = play(blocked, {"type": "advance", "to": "end_of_combat"})
    assert result.state.object("goma").damage == 0
    assert cites(result.log, "615.1a")
    bolt = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
        {"id": "B", "battlefield": [{"id": "goma", "card": "Guard Gomazoa"}]},
    )
    cast = settle(bolt, {"type": "cast", "object": "bolt", "targets": ["goma"]}).state
    done = play(cast, {"type": "resolve"}).state
    assert done.object("goma").zone is Zone.GRAVEYARD  # 3 damage to a 1/3: 704.5g


def test_sky_tether_gives_defender_and_takes_flying_away_613_1f() -> None:
    state = game(
        [
            {"id": "bird", "card": "Test Bird"},
            {"id": "tether", "card": "Sky Tether", "attached_to": "bird"},
        ]
    )
    found = keywords(state, "bird")
    assert "defender" in found and "flying" not in found and "vigilance" in found


def test_colossus_hammer_pumps_and_takes_flying_away() -> None:
    state = game(
        [
            {"id": "bird", "card": "Test Bird"},
            {"id": "hammer", "card": "Colossus Hammer", "attached_to": "bird"},
        ]
    )
    c = chars(state, state.object("bird"))
    assert (c.power, c.toughness) == (11, 11) and "flying" not in c.keywords
    alone = game([{"id": "bird", "card": "Test Bird"}, {"id": "hammer", "card": "Colossus Hammer"}])
    assert "flying" in keywords(alone, "bird")  # an unattached Equipment does nothing (301.5f)


def test_silhana_ledgewalker_can_be_blocked_only_by_flyers_509_1b() -> None:
    """Reach lets a creature block a flyer (702.17b), not Silhana: only flying does."""
    state = game(
        [{"id": "elf", "card": "Silhana Ledgewalker"}],
        [
            {"id": "bird", "card": "Test Bird"},
            {"id": "spider", "card": "Test Spider"},
            {"id": "bears", "card": "Grizzly Bears"},
        ],
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"elf": "B"}}).state
    blockers = play(attacked, {"type": "advance"}).state
    for walker in ("spider", "bears"):
        with pytest.raises(IllegalAction) as refused:
            play(blockers, {"type": "block", "blockers": {walker: "elf"}})
        assert refused.value.rule == "509.1b"
    blocked = play(blockers, {"type": "block", "blockers": {"bird": "elf"}}).state
    assert blocked.combat is not None and "elf" in blocked.combat.blocked
