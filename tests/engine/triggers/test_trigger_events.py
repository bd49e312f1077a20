"""Trigger events of combat, casting and dying (engine.rules.trigger_events, 603.2) and
intervening "if" conditions on the board (603.4), each with a test card: the board, the action
that makes the event happen, the ability triggering (603.2) and going on the stack (603.3),
resolving, and what it did."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cards.model import CardDef, TriggeredAbility, instruction
from engine.core.state import GameState, Params, Zone
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play

RESOLVE = {"type": "resolve"}
GAIN = (instruction("gain_life", amount=1),)


def watcher(name: str, trigger: str, intervening_if: str | None = None, **params: Any) -> CardDef:
    """A 2/2 whose one triggered ability gains its controller 1 life."""
    return CardDef(
        name=name,
        types=("Creature",),
        subtypes=("Human",),
        power=2,
        toughness=2,
        abilities=(
            TriggeredAbility(
                f"{name}'s test ability",
                trigger,
                GAIN,
                Params(params),
                intervening_if=intervening_if,
            ),
        ),
    )


def game(
    cards: tuple[CardDef, ...],
    a: list[dict[str, Any]],
    b: list[dict[str, Any]] = (),  # type: ignore[assignment]
    hand: list[dict[str, Any]] = (),  # type: ignore[assignment]
    life: int = 20,
    **turn: Any,
) -> GameState:
    state = board(
        {"id": "A", "battlefield": _placed(a, cards), "hand": list(hand), "life": life},
        {"id": "B", "battlefield": _placed(b, cards)},
        turn={"number": 3, "active_player": "A", "step": "precombat_main", **turn},
    )
    return with_cards(state, cards, [*a, *b])


def _placed(entries: list[dict[str, Any]], cards: tuple[CardDef, ...]) -> list[dict[str, Any]]:
    """The board is loaded with a stand-in for each test card (a document's custom cards have no
    intervening "if"); `with_cards` puts the test cards in their place."""
    names = {c.name for c in cards}
    return [{**e, "card": "Grizzly Bears"} if e["card"] in names else e for e in entries]


def with_cards(
    state: GameState, cards: tuple[CardDef, ...], entries: list[dict[str, Any]]
) -> GameState:
    names = {c.name for c in cards}
    renamed = {e["id"]: e["card"] for e in entries if e["card"] in names}
    objects = tuple(replace(o, card=renamed[o.id]) if o.id in renamed else o for o in state.objects)
    return replace(state, custom_cards=cards, objects=objects)


def resolved(state: GameState) -> GameState:
    for _ in range(6):
        if not state.zone(Zone.STACK) and not state.pending_triggers:
            break
        state = settle(state, RESOLVE).state
    return state


def attack(state: GameState, *attackers: str) -> GameState:
    return settle(state, {"type": "attack", "attackers": dict.fromkeys(attackers, "B")}).state


def block(state: GameState, blockers: dict[str, str]) -> GameState:
    state = settle(state, {"type": "advance"}).state  # to the declare blockers step
    return settle(state, {"type": "block", "blockers": blockers}).state


BLOCKER = watcher("Blocking Watcher", "self_blocks")
FLYER_BLOCKER = replace(
    watcher("Sky Watcher", "self_blocks", attacker_with="Flying"), keywords=("Reach",)
)
BLOCKED = watcher("Blocked Watcher", "self_becomes_blocked")
LONER = watcher("Lone Watcher", "self_attacks_alone")
MOURNER = watcher("Mourner", "creature_dies", whose="you", other=True)


def test_blocks_triggers_as_it_blocks_and_resolves_509_3a() -> None:
    state = game(
        (BLOCKER,),
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "w", "card": "Blocking Watcher"}],
        step="declare_attackers",
    )
    state = settle(attack(state, "bears"), {"type": "advance"}).state
    result = settle(state, {"type": "block", "blockers": {"w": "bears"}})
    assert cites(result.log, "603.2") and cites(result.log, "603.3")
    assert resolved(result.state).player("B").life == 21


def test_blocks_a_creature_with_flying_triggers_only_for_a_flyer_509_3b() -> None:
    flyer = {"id": "angel", "card": "Serra Angel"}
    walker = {"id": "bears", "card": "Grizzly Bears"}
    spider = {"id": "w", "card": "Sky Watcher"}
    for attacker, gained in ((flyer, 1), (walker, 0)):
        state = game((FLYER_BLOCKER,), [attacker], [spider], step="declare_attackers")
        state = block(attack(state, attacker["id"]), {"w": attacker["id"]})
        done = resolved(state)
        assert done.player("B").life == 20 + gained


def test_becomes_blocked_triggers_once_however_many_block_it_509_3c() -> None:
    state = game(
        (BLOCKED,),
        [{"id": "w", "card": "Blocked Watcher"}],
        [{"id": "b1", "card": "Grizzly Bears"}, {"id": "b2", "card": "Grizzly Bears"}],
        step="declare_attackers",
    )
    state = block(attack(state, "w"), {"b1": "w", "b2": "w"})
    assert len(state.zone(Zone.STACK)) + len(state.pending_triggers) == 1
    assert resolved(state).player("A").life == 21


def test_attacks_alone_triggers_only_for_the_only_attacker_506_5() -> None:
    alone = game((LONER,), [{"id": "w", "card": "Lone Watcher"}], step="declare_attackers")
    assert resolved(attack(alone, "w")).player("A").life == 21
    together = game(
        (LONER,),
        [{"id": "w", "card": "Lone Watcher"}, {"id": "bears", "card": "Grizzly Bears"}],
        step="declare_attackers",
    )
    assert resolved(attack(together, "w", "bears")).player("A").life == 20


def test_another_creature_you_control_dying_triggers_but_not_an_opponents_700_4() -> None:
    shock = {"type": "cast", "object": "shock", "free": True}
    state = game(
        (MOURNER,),
        [{"id": "m", "card": "Mourner"}, {"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "their", "card": "Grizzly Bears"}],
        hand=[{"id": "shock", "card": "Shock"}],
    )
    theirs = resolved(play(state, {**shock, "targets": ["their"]}).state)
    assert theirs.object("their").zone is Zone.GRAVEYARD and theirs.player("A").life == 20
    mine = play(state, {**shock, "targets": ["bears"]}).state
    result = play(mine, RESOLVE)
    assert cites(result.log, "603.2") and cites(result.log, "603.3")
    assert resolved(result.state).player("A").life == 21


def test_a_creature_dying_with_the_others_still_sees_them_die_603_10a() -> None:
    """Pyroclasm kills the Mourner and two Bears at once: it looks back in time and sees both."""
    state = game(
        (MOURNER,),
        [
            {"id": "m", "card": "Mourner"},
            {"id": "b1", "card": "Grizzly Bears"},
            {"id": "b2", "card": "Grizzly Bears"},
        ],
        hand=[{"id": "clasm", "card": "Pyroclasm"}],
    )
    state = play(state, {"type": "cast", "object": "clasm", "free": True}).state
    done = resolved(settle(state, RESOLVE).state)
    assert done.object("m").zone is Zone.GRAVEYARD
    assert done.player("A").life == 22


def test_a_dead_creature_doesnt_see_later_deaths_603_10a() -> None:
    state = game(
        (MOURNER,),
        [{"id": "bears", "card": "Grizzly Bears"}],
        hand=[{"id": "shock", "card": "Shock"}],
    )
    state = replace(
        state,
        objects=(
            *state.objects,
            replace(state.object("bears"), id="m", card="Mourner", zone=Zone.GRAVEYARD),
        ),
    )
    done = resolved(
        play(state, {"type": "cast", "object": "shock", "targets": ["bears"], "free": True}).state
    )
    assert done.object("bears").zone is Zone.GRAVEYARD and done.player("A").life == 20


def test_casting_an_instant_or_sorcery_triggers_and_a_creature_spell_doesnt_601_2i() -> None:
    mage = watcher("Spell Watcher", "you_cast_spell", types=("Instant", "Sorcery"))
    state = game(
        (mage,),
        [{"id": "w", "card": "Spell Watcher"}],
        hand=[{"id": "shock", "card": "Shock"}, {"id": "bears", "card": "Grizzly Bears"}],
    )
    cast = play(state, {"type": "cast", "object": "shock", "targets": ["B"], "free": True})
    assert cites(cast.log, "603.2")
    assert resolved(cast.state).player("A").life == 21
    creature = play(state, {"type": "cast", "object": "bears", "free": True})
    assert not cites(creature.log, "603.2")


def test_heroic_triggers_only_for_a_spell_that_targets_it() -> None:
    hero = watcher("Hero Watcher", "you_cast_spell", targets_self=True)
    state = game(
        (hero,),
        [{"id": "w", "card": "Hero Watcher"}, {"id": "bears", "card": "Grizzly Bears"}],
        hand=[{"id": "growth", "card": "Giant Growth"}],
    )
    growth = {"type": "cast", "object": "growth", "free": True}
    on_it = resolved(play(state, {**growth, "targets": ["w"]}).state)
    assert on_it.player("A").life == 21
    elsewhere = resolved(play(state, {**growth, "targets": ["bears"]}).state)
    assert elsewhere.player("A").life == 20


def test_combat_damage_to_a_player_binds_the_player_and_the_amount_120_3() -> None:
    striker = CardDef(
        name="Striker",
        types=("Creature",),
        power=3,
        toughness=3,
        abilities=(
            TriggeredAbility(
                "Whenever Striker deals combat damage to a player, that player loses 1 life.",
                "self_deals_damage",
                (instruction("lose_life", player="bound:damaged", amount=1),),
                Params({"combat": True, "to": "player"}),
            ),
        ),
    )
    state = game((striker,), [{"id": "s", "card": "Striker"}], step="declare_attackers")
    state = attack(state, "s")
    while state.player("B").life == 20:
        state = settle(state, {"type": "advance"}).state  # to the combat damage step (510.2)
    assert state.player("B").life == 17
    done = resolved(state)
    assert done.player("B").life == 16  # then 1 from the trigger, to the damaged player


def test_an_intervening_if_false_as_the_event_happens_doesnt_trigger_603_4() -> None:
    healer = watcher("Healer", "beginning_of_step", "life_at_most:10", step="upkeep", whose="your")
    for life, gained in ((10, 1), (11, 0)):
        state = game((healer,), [{"id": "h", "card": "Healer"}], life=life, step="untap")
        result = settle(state, {"type": "advance"})
        assert cites(result.log, "603.4") is (gained == 0)
        assert resolved(result.state).player("A").life == life + gained


def test_an_intervening_if_counts_the_controllers_permanents_603_4() -> None:
    keeper = watcher(
        "Land Keeper",
        "beginning_of_step",
        "you_control_at_least:2:Land",
        step="upkeep",
        whose="your",
    )
    lands = [{"id": f"f{i}", "card": "Forest"} for i in range(2)]
    for count, gained in ((2, 1), (1, 0)):
        state = game((keeper,), [{"id": "k", "card": "Land Keeper"}, *lands[:count]], step="untap")
        assert resolved(settle(state, {"type": "advance"}).state).player("A").life == 20 + gained


def test_each_opponents_upkeep_triggers_on_their_turn_only() -> None:
    sentry = watcher("Sentry", "beginning_of_step", step="upkeep", whose="opponent")
    for active, gained in (("B", 1), ("A", 0)):
        state = game((sentry,), [{"id": "s", "card": "Sentry"}], step="untap", active_player=active)
        assert resolved(settle(state, {"type": "advance"}).state).player("A").life == 20 + gained


def test_an_ability_returning_it_from_the_graveyard_works_only_there_113_6m() -> None:
    eidolon = CardDef(
        name="Grave Eidolon",
        types=("Creature",),
        power=1,
        toughness=1,
        abilities=(
            TriggeredAbility(
                "Whenever you cast an instant spell, return Grave Eidolon from your graveyard to "
                "your hand.",
                "you_cast_spell",
                (instruction("return_to_hand", to="self", **{"from": "graveyard"}),),
                Params({"types": ("Instant",)}),
            ),
        ),
    )
    grave = [{"id": "e", "card": "Grave Eidolon"}]
    state = board(
        {
            "id": "A",
            "hand": [{"id": "shock", "card": "Shock"}],
            "graveyard": _placed(grave, (eidolon,)),
        },
        {"id": "B"},
    )
    state = with_cards(state, (eidolon,), grave)
    cast = play(state, {"type": "cast", "object": "shock", "targets": ["B"], "free": True})
    assert cites(cast.log, "603.2")
    assert resolved(cast.state).object("e").zone is Zone.HAND


def test_an_opponent_drawing_triggers_once_for_each_card_603_2c() -> None:
    seer = watcher("Draw Watcher", "player_draws", whose="opponent")
    state = game((seer,), [{"id": "w", "card": "Draw Watcher"}], step="upkeep", active_player="B")
    state = replace(
        state,
        objects=(
            *state.objects,
            *(
                replace(
                    state.object("w"),
                    id=f"top{i}",
                    card="Forest",
                    owner="B",
                    controller="B",
                    zone=Zone.LIBRARY,
                )
                for i in range(2)
            ),
        ),
    )
    result = settle(state, {"type": "advance"})  # B's draw step: B draws (504.1)
    assert cites(result.log, "121.1") and cites(result.log, "603.2")
    assert resolved(result.state).player("A").life == 21


def test_becoming_the_target_of_a_spell_triggers_as_it_is_cast() -> None:
    target_watcher = watcher("Target Watcher", "self_becomes_target")
    wary = watcher("Wary Watcher", "self_becomes_target", opponent=True)
    state = game(
        (target_watcher, wary),
        [{"id": "w", "card": "Target Watcher"}, {"id": "o", "card": "Wary Watcher"}],
        hand=[{"id": "growth", "card": "Giant Growth"}],
    )
    growth = {"type": "cast", "object": "growth", "free": True}
    cast = settle(state, {**growth, "targets": ["w"]})
    assert cites(cast.log, "603.2") and cites(cast.log, "603.3")
    assert resolved(cast.state).player("A").life == 21
    own = settle(state, {**growth, "targets": ["o"]})  # its controller's spell: not an opponent's
    assert resolved(own.state).player("A").life == 20


def test_being_dealt_damage_binds_how_much_120_3() -> None:
    wall = CardDef(
        name="Hopeful Wall",
        types=("Creature",),
        power=0,
        toughness=4,
        abilities=(
            TriggeredAbility(
                "Whenever Hopeful Wall is dealt damage, you gain that much life.",
                "self_dealt_damage",
                (instruction("gain_life", amount="bound:damage_amount"),),
            ),
        ),
    )
    state = game(
        (wall,), [{"id": "w", "card": "Hopeful Wall"}], hand=[{"id": "s", "card": "Shock"}]
    )
    result = play(state, {"type": "cast", "object": "s", "targets": ["w"], "free": True})
    resolving = play(result.state, RESOLVE)
    assert cites(resolving.log, "603.2") and cites(resolving.log, "603.3")
    assert resolved(resolving.state).player("A").life == 22


def test_becoming_tapped_triggers_but_vigilance_attacking_doesnt_603_2e() -> None:
    tapper = watcher("Tap Watcher", "self_becomes_tapped")
    vigilant = replace(watcher("Vigil Watcher", "self_becomes_tapped"), keywords=("Vigilance",))
    for card, gained in (("Tap Watcher", 1), ("Vigil Watcher", 0)):
        state = game((tapper, vigilant), [{"id": "w", "card": card}], step="declare_attackers")
        assert resolved(attack(state, "w")).player("A").life == 20 + gained
