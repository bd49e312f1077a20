"""Act of Treason (613.1b: a control-changing effect until end of turn): the new controller
hasn't controlled the creature since their turn began (302.6), so only haste lets it attack;
control goes back as the effect ends in the cleanup step (514.2). And Lyra Dawnbringer's
"Other Angels you control" static abilities (613.4c, 613.1f)."""

from __future__ import annotations

import pytest

from engine.cards.model import instruction
from engine.core.choices import ChoiceCursor
from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.instructions.registry import ExecContext, execute
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites, play

TREASON = {"type": "cast", "object": "act", "targets": ["bears"]}


def alices_main_phase() -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "act", "card": "Act of Treason"}],
            "mana_pool": {"R": 1, "C": 2},
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears", "tapped": True}],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def treason() -> GameState:
    return play(play(alices_main_phase(), TREASON).state, {"type": "resolve"}).state


def test_act_of_treason_gains_control_untaps_and_gives_haste() -> None:
    result = play(play(alices_main_phase(), TREASON).state, {"type": "resolve"})
    bears = result.state.object("bears")
    assert bears.controller == "A" and bears.owner == "B"
    assert not bears.tapped
    assert not bears.controlled_since_turn_start  # 302.6: new to Alice this turn
    assert chars(result.state, bears).has("haste")
    assert cites(result.log, "613.1b") and cites(result.log, "701.26b")


def test_the_stolen_creature_attacks_its_owner_thanks_to_haste() -> None:
    state = play(treason(), {"type": "advance", "to": "declare_attackers"}).state
    attacked = play(state, {"type": "attack", "attackers": {"bears": "B"}})
    assert attacked.state.combat is not None
    assert attacked.state.combat.attackers == (("bears", "B"),)
    dealt = play(attacked.state, {"type": "advance", "to": "end_of_combat"})
    assert dealt.state.player("B").life == 18


def test_without_haste_a_newly_controlled_creature_cant_attack() -> None:
    """302.6: gaining control alone doesn't let the creature attack this turn."""
    res = Resolution(alices_main_phase(), ChoiceCursor(()))
    ctx = ExecContext("A", "act", ("bears",))
    execute(res, ctx, (instruction("gain_control", to=0), instruction("untap", to=0)))
    at_attack = play(res.state, {"type": "advance", "to": "declare_attackers"}).state
    with pytest.raises(IllegalAction) as refused:
        play(at_attack, {"type": "attack", "attackers": {"bears": "B"}})
    assert refused.value.rule == "302.6"


def test_control_returns_to_the_owner_in_the_cleanup_step() -> None:
    result = play(treason(), {"type": "advance", "to": "cleanup"})
    bears = result.state.object("bears")
    assert bears.controller == "B"
    assert not any(e.kind == "gain_control" for e in result.state.effects)
    assert cites(result.log, "514.2") and cites(result.log, "613.1b")
    # Bob's next turn begins: he has controlled it since then again (302.6).
    bobs = play(result.state, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert bobs.state.object("bears").controlled_since_turn_start


def test_a_creature_that_left_the_battlefield_isnt_given_back() -> None:
    """400.7: back in its owner's hand it is a new object the effect no longer affects."""
    state = treason()
    res = Resolution(state, ChoiceCursor(()))
    execute(res, ExecContext("A", "act", ("bears",)), (instruction("return_to_hand", to=0),))
    result = play(res.state, {"type": "advance", "to": "cleanup"})
    assert result.state.object("bears").controller == "B"  # the owner, as in every hidden zone
    assert not cites(result.log, "613.1b")


def test_when_one_of_two_control_effects_ends_the_other_still_applies() -> None:
    """613.7: while both apply the later one wins; when it ends, the earlier one applies again."""
    res = Resolution(alices_main_phase(), ChoiceCursor(()))
    execute(
        res,
        ExecContext("A", "act", ("bears",)),
        (instruction("gain_control", to=0, duration="indefinite"),),
    )
    execute(res, ExecContext("B", "bears", ("bears",)), (instruction("gain_control", to=0),))
    assert res.state.object("bears").controller == "B"
    result = play(res.state, {"type": "advance", "to": "cleanup"})
    assert result.state.object("bears").controller == "A"


LYRA = {"id": "lyra", "card": "Lyra Dawnbringer"}


def test_lyra_gives_other_angels_you_control_plus_one_and_lifelink() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                LYRA,
                {"id": "angel", "card": "Serra Angel"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Serra Angel"}]},
    )
    angel = chars(state, state.object("angel"))
    assert (angel.power, angel.toughness) == (5, 5) and angel.has("lifelink")
    lyra = chars(state, state.object("lyra"))
    assert (lyra.power, lyra.toughness) == (5, 5)  # "other": not herself
    bears = chars(state, state.object("bears"))
    assert (bears.power, bears.toughness) == (2, 2) and not bears.has("lifelink")
    theirs = chars(state, state.object("theirs"))
    assert (theirs.power, theirs.toughness) == (4, 4) and not theirs.has("lifelink")
