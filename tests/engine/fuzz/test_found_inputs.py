"""Inputs the long fuzz run (bench/fuzz_engine.py) found escaping untyped or not loading back
(issue 29, point 6), each refused where the bad value enters: the document's field and its path.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.rules.characteristics import chars

CURSE_IN_GRAVEYARD: dict[str, Any] = {
    "turn": {"number": 4, "active_player": "B", "step": "untap"},
    "players": [
        {"id": "A", "graveyard": [{"id": "curse", "card": "Curse of the Pierced Heart"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    ],
}

KNOWN = {
    "controller": "A",
    "counters": {},
    "keywords": ["enchant"],
    "power": None,
    "toughness": None,
    "subtypes": ["Aura", "Curse"],
    "types": ["Enchantment"],
    "timestamp": 0,
}


def test_last_known_facts_of_the_right_types_load_and_the_turn_goes_on() -> None:
    state = engine.load({**CURSE_IN_GRAVEYARD, "last_known": {"curse": KNOWN}})
    result = engine.apply(state, {"type": "advance"})
    assert result.state.turn.step.value == "upkeep"
    assert engine.load(engine.dump(result.state)) == result.state


@pytest.mark.parametrize(
    ("fact", "value"),
    [
        # The fuzz's find: a keyword that isn't a word reached keyword_triggers as the curse's
        # last known keywords were read (603.10a) and raised AttributeError.
        ("keywords", ["enchant", -(10**30)]),
        ("keywords", [{"x": []}]),
        ("power", "x"),
        ("counters", {"+1/+1": -1}),
        ("types", "Enchantment"),
        ("timestamp", 1.5),
        ("token", "yes"),
    ],
)
def test_a_last_known_fact_of_the_wrong_type_is_refused_with_its_path(
    fact: str, value: Any
) -> None:
    document = {**CURSE_IN_GRAVEYARD, "last_known": {"curse": {**KNOWN, fact: value}}}
    with pytest.raises(engine.InvalidDocument) as refused:
        engine.load(document)
    assert refused.value.path == f"last_known.curse.{fact}"


@pytest.mark.parametrize(
    ("last_known", "path"),
    [
        ([], "last_known"),
        ({"curse": 7}, "last_known.curse"),
        ({"curse": {"x": 1}}, "last_known.curse"),
        ({"curse": {**KNOWN, "controller": "Z"}}, "last_known.curse.controller"),
    ],
)
def test_a_last_known_section_that_isnt_facts_is_refused(last_known: Any, path: str) -> None:
    with pytest.raises(engine.InvalidDocument) as refused:
        engine.load({**CURSE_IN_GRAVEYARD, "last_known": last_known})
    assert refused.value.path == path


ATTACKING: dict[str, Any] = {
    "turn": {"number": 2, "active_player": "A", "step": "declare_attackers"},
    "players": [
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {"id": "B"},
    ],
}


@pytest.mark.parametrize("defender", [["B"], {"id": "B"}, 7, True])
def test_an_attacker_whose_defender_isnt_an_id_is_refused(defender: Any) -> None:
    # The fuzz's find: a list as what a creature attacks was looked up among the players and
    # raised TypeError (unhashable) in the combat codec (506.2: a player, planeswalker or battle).
    document = {**ATTACKING, "combat": {"attackers": {"bears": defender}}}
    with pytest.raises(engine.InvalidDocument) as refused:
        engine.load(document)
    assert refused.value.path == "combat.attackers.bears"


def test_an_attacker_attacking_a_player_by_id_loads() -> None:
    state = engine.load({**ATTACKING, "combat": {"attackers": {"bears": "B"}}})
    assert state.combat is not None
    assert engine.load(engine.dump(state)) == state


def _delayed(effects: Any) -> dict[str, Any]:
    """A board with Tilonalli's Summoner's delayed trigger waiting for the end step (603.7)."""
    return {
        "turn": {"number": 3, "active_player": "A", "step": "end_of_combat"},
        "players": [
            {"id": "A", "battlefield": [{"id": "summoner", "card": "Tilonalli's Summoner"}]},
            {"id": "B"},
        ],
        "effects": [
            {
                "id": "e5",
                "kind": "delayed_trigger",
                "controller": "A",
                "source": "summoner",
                "params": {
                    "step": "end",
                    "text": "exile those tokens unless you have the city's blessing",
                    "effects": effects,
                },
                "duration": "indefinite",
                "timestamp": 5,
            }
        ],
    }


EXILE_UNLESS_BLESSED = [{"kind": "exile", "params": {"to": "each_target"}}]


def test_a_delayed_trigger_with_real_instructions_triggers_and_its_state_loads_back() -> None:
    state = engine.load(_delayed(EXILE_UNLESS_BLESSED))
    result = engine.apply(state, {"type": "advance", "to": "end"})
    # 603.7c: it triggered once, as the end step began; its instructions are on the stack now.
    assert result.state.turn.step.value == "end"
    assert not result.state.effects
    (ability,) = engine.dump(result.state)["stack"]
    assert ability["stack_info"]["bound"]["effects"] == EXILE_UNLESS_BLESSED
    assert engine.load(engine.dump(result.state)) == result.state


@pytest.mark.parametrize(
    ("effects", "path"),
    [
        # The fuzz's finds: a delayed trigger's instructions were loaded unchecked, and only the
        # state after it triggered (the instructions now bound on the stack) failed to load back.
        ([{"kind": "exile", "params": 10**30}], "effects[0].params.effects[0].params"),
        ([{"kind": "exile", "params": {"to": "A"}}], "effects[0].params.effects[0].params.to"),
        ("exile", "effects[0].params.effects"),
        ([{"kind": "no_such_instruction"}], "effects[0].params.effects[0].kind"),
    ],
)
def test_a_delayed_triggers_instructions_are_checked_as_the_document_loads(
    effects: Any, path: str
) -> None:
    with pytest.raises(engine.InvalidDocument) as refused:
        engine.load(_delayed(effects))
    assert refused.value.path == path


ANGEL_TRIGGER: dict[str, Any] = {
    "turn": {"number": 3, "active_player": "A", "step": "precombat_main"},
    "players": [
        {
            "id": "A",
            "battlefield": [{"id": "angel", "card": "Angel of Grace", "timestamp": 1}],
        },
        {"id": "B"},
    ],
}


def _angel_trigger(source: str) -> dict[str, Any]:
    info = {"kind": "triggered", "source": source, "targets": [], "ability": 0}
    stack = [{"id": "s2", "card": "Angel of Grace", "owner": "A", "stack_info": info}]
    return {**ANGEL_TRIGGER, "stack": stack}


def test_a_triggered_ability_from_its_permanent_resolves_and_its_state_loads_back() -> None:
    state = engine.load(_angel_trigger("angel"))
    result = engine.apply(state, {"type": "resolve"})
    (effect,) = engine.dump(result.state)["effects"]
    assert effect["source"] == "angel"
    assert engine.load(engine.dump(result.state)) == result.state


def test_an_ability_on_the_stack_naming_itself_as_its_source_is_refused() -> None:
    # The fuzz's find: Angel of Grace's trigger named itself (s2) as its source (113.7: the
    # object it came from); the effect it created named s2, gone once it resolved, and the state
    # after it didn't load back.
    with pytest.raises(engine.InvalidDocument) as refused:
        engine.load(_angel_trigger("s2"))
    assert refused.value.path == "stack[0].stack_info.source"


FILTER_LAND: dict[str, Any] = {
    "name": "Filter Land (test)",
    "types": ["Land"],
    "oracle_text": "{1}, {T}: Add {W}.",
    "abilities": [
        {
            "text": "{1}, {T}: Add {W}.",
            "cost": {"mana": "{1}", "tap": True},
            "effects": [{"kind": "add_mana", "params": {"mana": {"W": 10**30}}}],
            "mana_ability": True,
        }
    ],
}


def test_a_mana_ability_adding_a_huge_amount_adds_it_and_the_state_loads_back() -> None:
    # The fuzz's find: the log wrote the pool by repeating {W} 10**30 times and raised
    # OverflowError; it writes a count above a few symbols (106.4: any amount may be in a pool).
    document = {
        "turn": {"number": 3, "active_player": "A", "step": "precombat_main"},
        "players": [
            {"id": "A", "battlefield": [{"id": "filter", "card": "Filter Land (test)"}]},
            {"id": "B"},
        ],
        "custom_cards": [FILTER_LAND],
    }
    state = engine.load(document)
    action = {"type": "activate", "object": "filter", "ability": 0, "free": True}
    result = engine.apply(state, action)
    assert engine.dump(result.state)["players"][0]["mana_pool"] == {"W": 10**30}
    assert engine.load(engine.dump(result.state)) == result.state


def test_a_huge_mana_pool_gains_mana_and_loads_back() -> None:
    document = {
        "turn": {"number": 3, "active_player": "A", "step": "precombat_main"},
        "players": [
            {
                "id": "A",
                "mana_pool": {"R": 10**30},
                "battlefield": [{"id": "mountain", "card": "Mountain"}],
            },
            {"id": "B"},
        ],
    }
    state = engine.load(document)
    result = engine.apply(state, {"type": "activate", "object": "mountain", "ability": 0})
    assert engine.dump(result.state)["players"][0]["mana_pool"] == {"R": 10**30 + 1}
    assert engine.load(engine.dump(result.state)) == result.state


def test_may_pay_x_from_a_huge_pool_offers_a_bounded_list_and_says_so() -> None:
    # The fuzz's find: "you may pay {X}{R}" built one option per X up to the pool's 10**30
    # and never ended; it offers MAX_X_OPTIONS values and the question names the limit (107.3).
    from engine.instructions.registry import MAX_X_OPTIONS

    document = {
        "turn": {"number": 3, "active_player": "A", "step": "declare_attackers"},
        "players": [
            {
                "id": "A",
                "mana_pool": {"R": 10**30},
                "battlefield": [{"id": "summoner", "card": "Tilonalli's Summoner"}],
            },
            {"id": "B"},
        ],
    }
    attacked = engine.apply(
        engine.load(document), {"type": "attack", "attackers": {"summoner": "B"}}
    )
    state = attacked.state  # the attack trigger on the stack
    result = engine.apply(state, {"type": "resolve"})
    pending = result.pending
    assert pending is not None and pending.rule == "603.5"
    assert len(pending.options) == MAX_X_OPTIONS + 1  # "don't pay" and X = 0 .. 999
    assert f"X up to {MAX_X_OPTIONS - 1} offered" in pending.prompt
    paid = engine.apply(state, {"type": "resolve"}, ["3"])
    assert paid.pending is None or paid.pending.rule != "603.5"
    assert engine.dump(paid.state)["players"][0]["mana_pool"] == {"R": 10**30 - 4}


def test_a_spell_cast_record_naming_no_player_is_not_counted_and_the_turn_loads_back() -> None:
    # Seed 17: a turn-history record of a spell cast by "nothing" made, as the turn ended, a
    # per-turn spell count controlled by "nothing", and the next state didn't load back.
    doc: dict[str, Any] = {
        "turn": {"number": 2, "active_player": "A", "step": "end"},
        "players": [{"id": "A"}, {"id": "B"}],
        "effects": [
            {
                "id": "e1",
                "kind": "turn_history",
                "controller": "A",
                "params": {"event": "spell_cast", "player": "nothing", "timestamp": 0},
                "duration": "end_of_turn",
                "timestamp": 1,
            },
            {
                "id": "e2",
                "kind": "turn_history",
                "controller": "A",
                "params": {"event": "spell_cast", "player": "A", "timestamp": 0},
                "duration": "end_of_turn",
                "timestamp": 2,
            },
        ],
    }
    result = engine.apply(engine.load(doc), {"type": "advance", "to": "upkeep", "turn": "next"})
    counts = [e for e in result.state.effects if e.kind == "spells_cast_in_turn"]
    assert [(e.controller, e.params.get("count")) for e in counts] == [("A", 1)]
    assert engine.load(engine.dump(result.state)) == result.state


def test_a_power_bonus_whose_objects_is_a_flag_affects_nothing() -> None:
    # Seed 17: "objects": false on a +N/+N effect raised a TypeError from the layers.
    doc: dict[str, Any] = {
        "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
        "players": [
            {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
            {"id": "B"},
        ],
        "effects": [
            {
                "id": "e1",
                "kind": "modify_power_toughness",
                "controller": "A",
                "params": {"objects": False, "power": 2, "toughness": 2},
                "duration": "end_of_turn",
                "timestamp": 1,
            }
        ],
    }
    state = engine.load(doc)
    assert engine.available_actions(state)  # the layers read the effect without an error
    bears = chars(state, state.object("bears"))
    assert (bears.power, bears.toughness) == (2, 2)  # the bonus affects no object


def test_prowl_bookkeeping_whose_types_isnt_a_list_is_refused_with_its_path() -> None:
    # Seed 18: prowl's bookkeeping effect with "types": 1.5 raised a TypeError as the log
    # described it; its creature types are a list of words (702.76a).
    effect = {
        "id": "e1",
        "kind": "prowl_damage",
        "controller": "A",
        "params": {"player": "A", "types": 1.5},
        "duration": "end_of_turn",
        "timestamp": 1,
    }
    doc: dict[str, Any] = {
        "turn": {"number": 3, "active_player": "A", "step": "end"},
        "players": [{"id": "A"}, {"id": "B"}],
        "effects": [effect],
    }
    with pytest.raises(engine.InvalidDocument) as refused:
        engine.load(doc)
    assert refused.value.path == "effects[0].params.types"
    effect["params"] = {"player": "A", "types": ["Rogue"]}
    state = engine.load(doc)
    assert engine.load(engine.dump(state)) == state
