"""Embalm (702.128a) and eternalize (702.129a): from the graveyard, at sorcery speed, exile the
card to create a token that's a copy of it, except it's white (eternalize: black and 4/4), has
no mana cost and is a Zombie in addition to its other types; those exceptions are part of the
token's copiable values (707.9b). Real cards compiled from their Oracle text: Sacred Cat ({W}
1/1 Cat, "Lifelink" / "Embalm {W}") and Proven Combatant ({U} 1/1 Human Warrior, "Eternalize
{4}{U}{U}"), Anointer Priest ({1}{W} 1/3 Human Cleric, "Whenever a creature token enters under
your control, you gain 1 life." / "Embalm {3}{W}")."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.cache import COMPILED
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RECORDS = {
    "Sacred Cat": {
        "name": "Sacred Cat",
        "type_line": "Creature — Cat",
        "mana_cost": "{W}",
        "power": "1",
        "toughness": "1",
        "colors": ["W"],
        "layout": "normal",
        "oracle_text": "Lifelink\nEmbalm {W} ({W}, Exile this card from your graveyard: Create a "
        "token that's a copy of it, except it's a white Zombie Cat with no mana cost. Embalm "
        "only as a sorcery.)",
    },
    "Proven Combatant": {
        "name": "Proven Combatant",
        "type_line": "Creature — Human Warrior",
        "mana_cost": "{U}",
        "power": "1",
        "toughness": "1",
        "colors": ["U"],
        "layout": "normal",
        "oracle_text": "Eternalize {4}{U}{U} ({4}{U}{U}, Exile this card from your graveyard: "
        "Create a token that's a copy of it, except it's a 4/4 black Zombie Human Warrior with "
        "no mana cost. Eternalize only as a sorcery.)",
    },
}
RECORDS["Anointer Priest"] = {
    "name": "Anointer Priest",
    "type_line": "Creature — Human Cleric",
    "mana_cost": "{1}{W}",
    "power": "1",
    "toughness": "3",
    "colors": ["W"],
    "layout": "normal",
    "oracle_text": "Whenever a creature token enters the battlefield under your control, you "
    "gain 1 life.\nEmbalm {3}{W} ({3}{W}, Exile this card from your graveyard: Create a token "
    "that's a copy of it, except it's a white Zombie Human Cleric with no mana cost. Embalm only "
    "as a sorcery.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def alice(card: str, pool: dict[str, int], **doc: object) -> GameState:
    return board(
        {
            "id": "A",
            "graveyard": [{"id": "card", "card": card}],
            "hand": [{"id": "clone", "card": "Clone"}],
            "mana_pool": pool,
        },
        {"id": "B"},
        **doc,
    )


def the_token(state: GameState) -> str:
    (token,) = (o.id for o in state.battlefield if o.token)
    return token


def test_sacred_cat_embalmed_is_a_white_zombie_cat_token_with_no_mana_cost() -> None:
    assert COMPILED.get("Sacred Cat").label == "automated"  # type: ignore[union-attr]
    state = alice("Sacred Cat", {"W": 1})
    offered = [o for o in available_actions(state) if o.action.get("object") == "card"]
    assert len(offered) == 1 and offered[0].legal  # activated from the graveyard (702.128a)
    activated = play(state, {"type": "activate", "object": "card", "ability": 0})
    assert activated.state.object("card").zone is Zone.EXILE  # the cost exiles it (602.2b)
    assert activated.state.player("A").mana_pool.to_json() == {}
    resolved = play(activated.state, RESOLVE)
    token = resolved.state.object(the_token(resolved.state))
    c = chars(resolved.state, token)
    assert (c.name, c.colors, c.mana_cost, c.mana_value) == ("Sacred Cat", ("W",), "", 0)
    assert c.subtypes == ("Cat", "Zombie") and (c.power, c.toughness) == (1, 1)
    assert c.has("lifelink") and token.owner == "A" and token.controller == "A"
    assert cites(resolved.log, "702.128a") and cites(resolved.log, "702.128b")
    assert cites(resolved.log, "707.9b") and cites(resolved.log, "111.1")
    assert engine.load(engine.dump(resolved.state)) == resolved.state


def test_embalm_only_as_a_sorcery() -> None:
    state = alice("Sacred Cat", {"W": 1}, turn={"active_player": "B", "step": "precombat_main"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "activate", "object": "card", "ability": 0})
    assert refused.value.rule in ("307.1", "602.5d")


def test_a_clone_of_the_embalmed_token_is_white_and_a_zombie_too() -> None:
    # 707.9b: the exceptions are part of the token's copiable values.
    activated = play(
        alice("Sacred Cat", {}), {"type": "activate", "object": "card", "ability": 0, "free": True}
    )
    state = play(activated.state, RESOLVE).state
    token = the_token(state)
    cast = play(state, {"type": "cast", "object": "clone", "free": True}).state
    cloned = play(cast, RESOLVE, [token]).state
    c = chars(cloned, cloned.object("clone"))
    assert (c.name, c.colors, c.mana_cost) == ("Sacred Cat", ("W",), "")
    assert "Zombie" in c.subtypes and c.has("lifelink")


def test_the_embalmed_token_leaving_the_battlefield_ends_its_copy_effect() -> None:
    activated = play(
        alice("Sacred Cat", {}), {"type": "activate", "object": "card", "ability": 0, "free": True}
    )
    state = play(activated.state, RESOLVE).state
    token = the_token(state)
    killed = play(state, {"type": "deal_damage", "source": token, "target": token, "amount": 1})
    assert killed.state.find_object(token) is None  # 704.5d: a token off the battlefield
    assert not [e for e in killed.state.effects if e.kind == "copy_of"]


def test_proven_combatant_eternalized_is_a_4_4_black_zombie_human_warrior() -> None:
    assert COMPILED.get("Proven Combatant").label == "automated"  # type: ignore[union-attr]
    activated = play(
        alice("Proven Combatant", {"U": 2, "C": 4}),
        {"type": "activate", "object": "card", "ability": 0},
    )
    assert activated.state.player("A").mana_pool.to_json() == {}
    resolved = play(activated.state, RESOLVE)
    c = chars(resolved.state, resolved.state.object(the_token(resolved.state)))
    assert (c.name, c.colors, c.mana_cost, c.power, c.toughness) == (
        "Proven Combatant",
        ("B",),
        "",
        4,
        4,
    )
    assert c.subtypes == ("Human", "Warrior", "Zombie")
    assert cites(resolved.log, "702.129a") and cites(resolved.log, "707.9b")


def test_anointer_priest_embalmed_sees_itself_enter_as_a_creature_token() -> None:
    # 603.6a: the token's own "whenever a creature token enters" triggers on its entering.
    assert COMPILED.get("Anointer Priest").label == "automated"  # type: ignore[union-attr]
    activated = play(
        alice("Anointer Priest", {}),
        {"type": "activate", "object": "card", "ability": 1, "free": True},
    )
    entered = play(activated.state, RESOLVE)
    assert len(entered.state.zone(Zone.STACK)) == 1  # its trigger
    gained = play(entered.state, RESOLVE)
    assert gained.state.player("A").life == 21
    assert cites(entered.log, "603.2") and cites(gained.log, "119.3")


def test_anointer_priest_ignores_a_nontoken_creature_entering() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "priest", "card": "Anointer Priest"}],
            "hand": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "bears", "free": True})
    entered = play(cast.state, RESOLVE)
    assert entered.state.object("bears").zone is Zone.BATTLEFIELD
    assert entered.state.zone(Zone.STACK) == ()
