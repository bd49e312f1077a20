"""Keywords that change how a spell is cast (702), compiled from real cards' Oracle text and
played: flashback (702.34a), buyback (702.27a) and kicker (702.33a) with the abilities linked
to it (702.33d-e). Each card's line prints back as itself (the compiler's proof), and casting
it does what the text says."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Params, Zone
from engine.oracle.cache import COMPILED
from engine.rules.characteristics import chars
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play

pytestmark = pytest.mark.usefixtures("compiled_cards")


def alice(
    *,
    hand: tuple[str, ...] = (),
    graveyard: tuple[str, ...] = (),
    pool: dict[str, int] | None = None,
) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(hand)],
            "graveyard": [{"id": f"g{i}", "card": n} for i, n in enumerate(graveyard)],
            "mana_pool": pool or {},
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(4)],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def automated(name: str) -> bool:
    compiled = COMPILED.get(name)
    return compiled is not None and compiled.label == "automated"


def test_think_twice_flashed_back_from_the_graveyard_draws_and_is_exiled() -> None:
    # "Draw a card." / "Flashback {2}{U}" (702.34a)
    assert automated("Think Twice")
    cast = play(
        alice(graveyard=("Think Twice",), pool={"U": 1, "C": 2}),
        {"type": "cast", "object": "g0", "flashback": True},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}  # {2}{U}, not {1}{U}
    assert cites(cast.log, "702.34a")
    resolved = play(cast.state, {"type": "resolve"})
    assert len(resolved.state.zone(Zone.HAND, "A")) == 1
    assert resolved.state.object("g0").zone is Zone.EXILE
    assert cites(resolved.log, "702.34a")


def test_capsize_with_buyback_bounces_and_returns_to_its_owners_hand() -> None:
    # "Buyback {3}" / "Return target permanent to its owner's hand." (702.27a)
    assert automated("Capsize")
    cast = play(
        alice(hand=("Capsize",), pool={"U": 2, "C": 4}),
        {"type": "cast", "object": "h0", "targets": ["bears"], "buyback": True},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.HAND
    assert resolved.state.object("h0").zone is Zone.HAND
    assert cites(resolved.log, "702.27a")


def test_into_the_roil_kicked_bounces_and_draws_a_card() -> None:
    # "Kicker {1}{U}" / "Return target nonland permanent to its owner's hand. If ~ was kicked,
    # draw a card." (702.33a, 702.33d)
    assert automated("Into the Roil")
    cast = play(
        alice(hand=("Into the Roil",), pool={"U": 2, "C": 2}),
        {"type": "cast", "object": "h0", "targets": ["bears"], "kicked": True},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cites(cast.log, "702.33d")
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.HAND
    assert [o.card for o in resolved.state.zone(Zone.HAND, "A")] == ["Island"]


def test_into_the_roil_not_kicked_draws_nothing() -> None:
    cast = play(
        alice(hand=("Into the Roil",)),
        {"type": "cast", "object": "h0", "targets": ["bears"], "free": True},
    )
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.HAND
    assert resolved.state.zone(Zone.HAND, "A") == ()


def test_academy_drake_kicked_enters_with_two_counters() -> None:
    # "If ~ was kicked, it enters with two +1/+1 counters on it." (614.1c, 702.33d)
    assert automated("Academy Drake")
    cast = play(
        alice(hand=("Academy Drake",), pool={"U": 1, "C": 6}),
        {"type": "cast", "object": "h0", "kicked": True},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}  # {2}{U} and kicker {4}
    resolved = play(cast.state, {"type": "resolve"})
    drake = resolved.state.object("h0")
    assert (drake.zone, drake.counter("+1/+1")) == (Zone.BATTLEFIELD, 2)
    assert cites(resolved.log, "614.1c")


def test_heartstabber_mosquito_kicked_destroys_target_creature() -> None:
    # "When ~ enters, if it was kicked, destroy target creature." (603.4, 702.33d)
    assert automated("Heartstabber Mosquito")
    cast = play(
        alice(hand=("Heartstabber Mosquito",)),
        {"type": "cast", "object": "h0", "kicked": True, "free": True},
    )
    entered = settle(cast.state, {"type": "resolve"})
    trigger = entered.state.zone(Zone.STACK)
    assert len(trigger) == 1
    assert trigger[0].stack is not None and trigger[0].stack.targets == ("bears",)
    resolved = play(entered.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(resolved.log, "701.8a")


def test_heartstabber_mosquito_not_kicked_doesnt_trigger() -> None:
    cast = play(
        alice(hand=("Heartstabber Mosquito",)), {"type": "cast", "object": "h0", "free": True}
    )
    entered = play(cast.state, {"type": "resolve"})
    assert entered.state.zone(Zone.STACK) == ()
    assert entered.state.object("bears").zone is Zone.BATTLEFIELD


def test_sudden_shock_with_split_second_cant_be_countered_in_response() -> None:
    # "Split second" / "~ deals 2 damage to any target." (702.61a)
    assert automated("Sudden Shock")
    state = board(
        {"id": "A", "hand": [{"id": "shock", "card": "Sudden Shock"}]},
        {"id": "B", "hand": [{"id": "cs", "card": "Counterspell"}]},
    )
    cast = play(state, {"type": "cast", "object": "shock", "targets": ["B"], "free": True})
    with pytest.raises(IllegalAction) as refused:
        play(cast.state, {"type": "cast", "object": "cs", "targets": ["shock"], "free": True})
    assert refused.value.rule == "702.61a"
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 18


def creatures_board(hand: str, pool: dict[str, int], battlefield: list[str]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": hand}],
            "mana_pool": pool,
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(4)],
            "battlefield": [{"id": f"a{i}", "card": n} for i, n in enumerate(battlefield)],
        },
        {"id": "B"},
    )


def test_stoke_the_flames_convoked_by_two_red_and_two_other_creatures() -> None:
    # "Convoke" / "~ deals 4 damage to any target." (702.51a)
    assert automated("Stoke the Flames")
    state = creatures_board(
        "Stoke the Flames", {}, ["Raging Goblin", "Raging Goblin", "Grizzly Bears", "Memnite"]
    )
    convoke = {"a0": "R", "a1": "R", "a2": "1", "a3": "1"}
    cast = play(state, {"type": "cast", "object": "spell", "targets": ["B"], "convoke": convoke})
    assert all(cast.state.object(f"a{i}").tapped for i in range(4))
    assert cites(cast.log, "702.51a")
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 16


def test_reverse_engineer_improvised_with_three_artifacts_draws_three() -> None:
    # "Improvise" / "Draw three cards." (702.126a)
    assert automated("Reverse Engineer")
    state = creatures_board("Reverse Engineer", {"U": 2}, ["Sol Ring", "Memnite", "Ornithopter"])
    cast = play(state, {"type": "cast", "object": "spell", "improvise": ["a0", "a1", "a2"]})
    assert cast.state.player("A").mana_pool.to_json() == {}
    resolved = play(cast.state, {"type": "resolve"})
    assert len(resolved.state.zone(Zone.HAND, "A")) == 3


def test_kavu_primarch_kicked_and_convoked_enters_with_four_counters() -> None:
    # "Kicker {4}" / "Convoke" / "If ~ was kicked, it enters with four +1/+1 counters on it."
    # Convoke pays part of the total cost, kicker included (702.51b, 601.2f).
    assert automated("Kavu Primarch")
    bears = ["Grizzly Bears"] * 5
    state = creatures_board("Kavu Primarch", {"G": 1, "C": 2}, bears)
    convoke = {f"a{i}": "1" for i in range(5)}
    cast = play(state, {"type": "cast", "object": "spell", "kicked": True, "convoke": convoke})
    assert cast.state.player("A").mana_pool.to_json() == {}  # {3}{G} + {4}: five by creatures
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("spell").counter("+1/+1") == 4


def test_thoughtcast_costs_one_less_for_each_artifact() -> None:
    # "Affinity for artifacts" / "Draw two cards." (702.41a, 601.2f)
    assert automated("Thoughtcast")
    state = creatures_board("Thoughtcast", {"U": 1, "C": 1}, ["Sol Ring", "Memnite", "Ornithopter"])
    cast = play(state, {"type": "cast", "object": "spell"})
    assert cast.state.player("A").mana_pool.to_json() == {}  # {4}{U} less {3}
    assert cites(cast.log, "702.41a")
    resolved = play(cast.state, {"type": "resolve"})
    assert len(resolved.state.zone(Zone.HAND, "A")) == 2


def test_flame_jab_retraced_from_the_graveyard_discarding_a_mountain() -> None:
    # "~ deals 1 damage to any target." / "Retrace" (702.81a)
    assert automated("Flame Jab")
    state = board(
        {
            "id": "A",
            "graveyard": [{"id": "jab", "card": "Flame Jab"}],
            "hand": [{"id": "mountain", "card": "Mountain"}],
        },
        {"id": "B"},
    )
    action = {"type": "cast", "object": "jab", "targets": ["B"], "retrace": True}
    cast = play(state, {**action, "discard": "mountain", "free": True})
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 19
    assert resolved.state.object("mountain").zone is Zone.GRAVEYARD
    assert resolved.state.object("jab").zone is Zone.GRAVEYARD
    assert cites(cast.log, "702.81a")


def test_radical_idea_jump_started_draws_and_is_exiled() -> None:
    # "Draw a card." / "Jump-start" (702.133a)
    assert automated("Radical Idea")
    state = alice(graveyard=("Radical Idea",), hand=("Lightning Bolt",))
    action = {"type": "cast", "object": "g0", "jump_start": True, "discard": "h0", "free": True}
    cast = play(state, action)
    resolved = play(cast.state, {"type": "resolve"})
    assert [o.card for o in resolved.state.zone(Zone.HAND, "A")] == ["Island"]
    assert resolved.state.object("g0").zone is Zone.EXILE


def test_mulldrifter_evoked_draws_two_and_is_sacrificed() -> None:
    # "Flying" / "When ~ enters, draw two cards." / "Evoke {2}{U}" (702.74a, 603.4)
    assert automated("Mulldrifter")
    cast = play(
        alice(hand=("Mulldrifter",), pool={"U": 1, "C": 2}),
        {"type": "cast", "object": "h0", "evoke": True},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}
    done = settle(cast.state, {"type": "resolve"})
    while done.state.zone(Zone.STACK):
        done = settle(done.state, {"type": "resolve"})
    assert len(done.state.zone(Zone.HAND, "A")) == 2
    assert done.state.object("h0").zone is Zone.GRAVEYARD


def test_mardu_scout_dashed_has_haste_and_returns_at_the_end_step() -> None:
    # "Dash {1}{R}" (702.109a)
    assert automated("Mardu Scout")
    cast = play(
        alice(hand=("Mardu Scout",), pool={"R": 1, "C": 1}),
        {"type": "cast", "object": "h0", "dash": True},
    )
    entered = play(cast.state, {"type": "resolve"})
    assert chars(entered.state, entered.state.object("h0")).has("haste")
    ended = play(entered.state, {"type": "advance", "to": "end"})
    returned = play(ended.state, {"type": "resolve"})
    assert returned.state.object("h0").zone is Zone.HAND


def test_gnarlid_pack_multikicked_three_times_enters_with_three_counters() -> None:
    # "Multikicker {1}{G}" / "~ enters with a +1/+1 counter on it for each time it was kicked."
    # (702.33c)
    assert automated("Gnarlid Pack")
    cast = play(
        alice(hand=("Gnarlid Pack",)),
        {"type": "cast", "object": "h0", "multikicker": 3, "free": True},
    )
    entered = play(cast.state, {"type": "resolve"})
    assert entered.state.object("h0").counter("+1/+1") == 3


def test_barbed_lightning_entwined_follows_both_modes() -> None:
    # "Choose one — • ~ deals 3 damage to target creature. • ~ deals 3 damage to target player
    # or planeswalker." / "Entwine {2}" (702.42a-b)
    assert automated("Barbed Lightning")
    state = alice(hand=("Barbed Lightning",), pool={"R": 1, "C": 4})
    action = {"type": "cast", "object": "h0", "targets": ["bears", "B"], "entwine": True}
    resolved = play(play(state, action).state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.GRAVEYARD
    assert resolved.state.player("B").life == 17


@pytest.mark.parametrize(
    "name",
    [
        "Akroma, Angel of Fury",  # Morph {3}{R}{R}{R} (702.37a)
        "Monastery Flock",
        "Krumar Bond-Kin",
        "Grim Haruspex",
        "Atarka Efreet",  # Megamorph {2}{R} (702.37b), "When ~ is turned face up, ..."
        "Hidden Dragonslayer",
        "Herdchaser Dragon",  # "put a +1/+1 counter on each other Dragon creature you control"
        "Doomskar Titan",  # Foretell {4}{R} (702.143a)
    ],
)
def test_morph_and_megamorph_cards_are_automated(name: str) -> None:
    assert automated(name)


def test_monastery_flock_cast_face_down_then_turned_face_up_for_its_morph_cost() -> None:
    # "Defender, flying" / "Morph {U}" (702.37a, 702.37c, 702.37e)
    cast = play(
        alice(hand=("Monastery Flock",), pool={"C": 3}),
        {"type": "cast", "object": "h0", "face_down": True},
    )
    entered = play(cast.state, {"type": "resolve"})
    flock = entered.state.object("h0")
    assert flock.face_down and not chars(entered.state, flock).has("defender")
    pool = entered.state.player("A")
    paid = entered.state.with_player(replace(pool, mana_pool=Params({"U": 1})))
    turned = play(paid, {"type": "turn_face_up", "object": "h0"})
    c = chars(turned.state, turned.state.object("h0"))
    assert (c.name, c.power, c.toughness) == ("Monastery Flock", 0, 5)
    assert c.has("defender") and c.has("flying")
    assert cites(turned.log, "702.37e")
