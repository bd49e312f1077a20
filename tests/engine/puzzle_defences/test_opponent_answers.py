"""The opponent answers: `verify` gives the opponent priority as the solver passes (117.3d) and
searches every instant, flash spell, activated ability and special action it could take then
(`engine.puzzle.defences`), within what the puzzle states of its hand.

Each scenario is a board, a solution and the verdict: a solution that ignores the opponent's
answer is refuted, with the answer named in the counter line; one that plays around it is
verified.
"""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState
from engine.puzzle import Status, survive_until_next_turn, verify, win_this_turn
from engine.puzzle.defences import answers, may_answer
from engine.puzzle.verify import Verification
from engine.testing.scenario import board
from tests.engine.cards_2026 import use_cards

Line = list[dict[str, Any]]

ATTACK_WITH_THE_GIANT: Line = [
    {"type": "advance", "to": "declare_attackers"},
    {"type": "attack", "attackers": {"giant": "B"}},
    {"type": "advance", "to": "end_of_combat"},
]
PASS_THE_TURN: Line = [
    {"type": "advance", "to": "upkeep", "turn": "next"},
    {"type": "advance", "to": "upkeep", "turn": "next"},
]
BOLT_TO_THE_FACE: Line = [
    {"type": "activate", "object": "m1", "ability": 0},
    {"type": "cast", "object": "bolt", "targets": ["B"]},
    {"type": "resolve"},
]


def giant_board(
    *,
    their_hand: list[str],
    their_lands: int = 1,
    their_permanents: tuple[str, ...] = (),
    life: int = 20,
    giants: int = 1,
) -> GameState:
    """Alice (A) has `giants` Hill Giants, a Mountain and a Lightning Bolt, at `life`; Bob (B) is at 3
    with `their_lands` untapped lands of the colour his cards need, `their_permanents`, the
    cards of `their_hand` in his hand and a Lightning Bolt in his library."""
    land = "Forest" if any(c in ("Fog", "Giant Growth") for c in their_hand) else "Mountain"
    battlefield = [{"id": f"b{n + 1}", "card": land} for n in range(their_lands)]
    battlefield += [{"id": f"p{n + 1}", "card": c} for n, c in enumerate(their_permanents)]
    return board(
        {
            "id": "A",
            "name": "Alice",
            "life": life,
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "m1", "card": "Mountain"},
                *(
                    {"id": "giant" + (f"{n + 1}" if n else ""), "card": "Hill Giant"}
                    for n in range(giants)
                ),
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "life": 3,
            "hand": [{"id": f"h{n + 1}", "card": c} for n, c in enumerate(their_hand)],
            "battlefield": battlefield,
            "library": [{"id": "l1", "card": "Lightning Bolt"}],
        },
    )


def answer_steps(result: Verification) -> list[str]:
    """The opponent's spells and abilities on the counter line, as the line names them."""
    return [
        s.note
        for s in result.counter_line
        if s.opponent and s.action.get("type") in ("cast", "activate") and s.note != "mana ability"
    ]


def test_117_3d_a_bolt_in_the_opponents_hand_refutes_the_attack_and_the_line_shows_it() -> None:
    start = giant_board(their_hand=["Lightning Bolt"])
    result = verify(start, ATTACK_WITH_THE_GIANT, win_this_turn())
    assert result.status == Status.REFUTED
    assert answer_steps(result) == ["Bob casts Lightning Bolt targeting Hill Giant"]
    # Bob taps his Mountain for it (605.3a), the Bolt resolves (608.1) and the Giant is gone.
    opponent = [s for s in result.counter_line if s.opponent]
    assert [s.action["type"] for s in opponent] == ["block", "activate", "cast", "resolve"]
    assert opponent[1].action == {"type": "activate", "object": "b1", "ability": 0}
    resolved = opponent[3]
    assert any("deals 3 damage to Hill Giant" in e.text for e in resolved.log)
    assert "the goal isn't reached" in result.message


def test_117_3d_the_same_attack_is_verified_when_the_opponent_has_no_answer() -> None:
    start = giant_board(their_hand=[])
    result = verify(start, ATTACK_WITH_THE_GIANT, win_this_turn())
    assert result.status == Status.VERIFIED


def test_117_3d_burning_the_opponent_out_plays_around_the_bolt() -> None:
    """Bob may answer Alice's Bolt with his own, at anything: nothing he targets saves him."""
    start = giant_board(their_hand=["Lightning Bolt"])
    result = verify(start, BOLT_TO_THE_FACE, win_this_turn())
    assert result.status == Status.VERIFIED, result.message
    # Passing, and the Bolt at each of Alice, Bob, the Giant: every line reaches the goal.
    assert result.lines == 4


def test_117_3d_a_bolt_at_the_solver_in_response_beats_a_solver_at_three_life() -> None:
    """Alice at 3 casts her Bolt at Bob; Bob answers with his at her and she loses first."""
    start = giant_board(their_hand=["Lightning Bolt"], life=3)
    result = verify(start, BOLT_TO_THE_FACE, win_this_turn())
    assert result.status == Status.REFUTED
    assert answer_steps(result) == ["Bob casts Lightning Bolt targeting Alice"]
    assert "the goal fails" in result.message
    # Alice's Bolt never resolves: the line ends with Bob's.
    assert [s.action.get("type") for s in result.counter_line][-2:] == ["cast", "resolve"]


def test_fog_in_the_opponents_hand_refutes_the_attack() -> None:
    start = giant_board(their_hand=["Fog"])
    result = verify(start, ATTACK_WITH_THE_GIANT, win_this_turn())
    assert result.status == Status.REFUTED
    assert answer_steps(result) == ["Bob casts Fog"]
    assert verify(start, BOLT_TO_THE_FACE, win_this_turn()).verified


def test_117_3d_the_opponent_answers_in_a_step_the_advance_passes_through() -> None:
    """Two attackers would play around a Bolt after blocks, but the solution names them: Bob
    bolts one in the beginning of combat step (507), before attackers are declared, and the
    declaration as written is illegal."""
    start = giant_board(their_hand=["Lightning Bolt"], giants=2)
    both: Line = [
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {"giant": "B", "giant2": "B"}},
        {"type": "advance", "to": "end_of_combat"},
    ]
    result = verify(start, both, win_this_turn())
    assert result.status == Status.REFUTED
    steps = [s.action for s in result.counter_line]
    assert steps[0] == {"type": "advance", "to": "beginning_of_combat", "turn": "this"}
    assert answer_steps(result) == ["Bob casts Lightning Bolt targeting Hill Giant (first)"]
    assert "step 2 of the solution is illegal" in result.message


def test_identical_cards_in_hand_are_one_answer_and_each_target_is_another() -> None:
    one = answers(giant_board(their_hand=["Lightning Bolt"]), "A")
    two = answers(giant_board(their_hand=["Lightning Bolt", "Lightning Bolt"]), "A")
    assert [a.action for a in two] == [a.action for a in one]
    assert [a.action["targets"] for a in one] == [["A"], ["B"], ["giant"]]
    assert all(a.taps == (({"type": "activate", "object": "b1", "ability": 0}, ()),) for a in one)
    assert one[2].label == "Bob casts Lightning Bolt targeting Hill Giant (tapping Mountain)"


def test_601_2h_an_instant_the_opponent_cant_pay_for_is_no_answer() -> None:
    start = giant_board(their_hand=["Lightning Bolt"], their_lands=0)
    assert answers(start, "A") == ()
    assert verify(start, ATTACK_WITH_THE_GIANT, win_this_turn()).verified


# --- an activated ability of the opponent's permanent ---------------------------------------


def test_602_2_sacrificing_a_firebrand_to_ping_the_solver_at_one_life_refutes_the_bolt() -> None:
    """Fanatical Firebrand: "{T}, Sacrifice: 1 damage to any target". Alice at 1 casts her Bolt
    at Bob; Bob sacrifices the Firebrand in response and Alice loses (704.5a) first."""
    start = giant_board(
        their_hand=[], their_lands=0, their_permanents=("Fanatical Firebrand",), life=1
    )
    result = verify(start, BOLT_TO_THE_FACE, win_this_turn())
    assert result.status == Status.REFUTED
    assert answer_steps(result) == [
        "Bob activates an ability of Fanatical Firebrand targeting Alice"
    ]
    assert "the goal fails" in result.message
    without = giant_board(their_hand=[], their_lands=0, life=1)
    assert verify(without, BOLT_TO_THE_FACE, win_this_turn()).verified


def test_602_2_a_healers_prevention_at_instant_speed_refutes_the_bolt() -> None:
    """Samite Healer: "{T}: Prevent the next 1 damage ..." Bob at 3 survives Alice's Bolt."""
    start = giant_board(their_hand=[], their_lands=0, their_permanents=("Samite Healer",))
    result = verify(start, BOLT_TO_THE_FACE, win_this_turn())
    assert result.status == Status.REFUTED
    assert answer_steps(result)[0].startswith("Bob activates an ability of Samite Healer")
    assert result.counter_line[-1].opponent is False  # Alice's Bolt resolves last
    assert any("prevent" in e.text.lower() for s in result.counter_line for e in s.log)


# --- a mana ability that does more than add mana ----------------------------------------------

SACRIFICED_FOR_MANA = {
    "name": "Blood Kitten",
    "types": ["Creature"],
    "colors": ["B"],
    "power": 1,
    "toughness": 1,
    "abilities": [
        {
            "text": "Sacrifice Blood Kitten: Add {B}.",
            "cost": {"sacrifice_self": True},
            "effects": [{"kind": "add_mana", "params": {"mana": {"B": 1}}}],
            "mana_ability": True,
        }
    ],
}
TAPPED_FOR_MANA = {
    "name": "Mana Kitten",
    "types": ["Creature"],
    "colors": ["G"],
    "power": 1,
    "toughness": 1,
    "abilities": [
        {
            "text": "{T}: Add {G}.",
            "cost": {"tap": True},
            "effects": [{"kind": "add_mana", "params": {"mana": {"G": 1}}}],
            "mana_ability": True,
        }
    ],
}
TREASON_ON_THE_KITTEN: Line = [
    {"type": "activate", "object": "m1", "ability": 0},
    {"type": "activate", "object": "m2", "ability": 0},
    {"type": "activate", "object": "m3", "ability": 0},
    {"type": "cast", "object": "treason", "targets": ["kitten"]},
    {"type": "resolve"},
    {"type": "advance", "to": "declare_attackers"},
    {"type": "attack", "attackers": {"kitten": "B"}},
    {"type": "advance", "to": "end_of_combat"},
]


def kitten_board(kitten: str) -> GameState:
    """Alice has three Mountains and an Act of Treason; Bob, at 1, has only `kitten`."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "treason", "card": "Act of Treason"}],
            "battlefield": [{"id": f"m{n}", "card": "Mountain"} for n in (1, 2, 3)],
        },
        {"id": "B", "name": "Bob", "life": 1, "battlefield": [{"id": "kitten", "card": kitten}]},
        custom_cards=[SACRIFICED_FOR_MANA, TAPPED_FOR_MANA],
    )


def test_605_3a_sacrificing_the_target_for_mana_makes_the_treason_fizzle() -> None:
    """Alice takes Bob's Blood Kitten to attack him with it; with the Act of Treason on the
    stack Bob sacrifices the Kitten for {B} (a mana ability, activated whenever he has
    priority) and the spell has no legal target left (608.2b): Alice has no attacker."""
    start = kitten_board("Blood Kitten")
    assert [a.label for a in answers(start, "A")] == ["Bob activates an ability of Blood Kitten"]
    result = verify(start, TREASON_ON_THE_KITTEN, win_this_turn())
    assert result.status == Status.REFUTED
    assert answer_steps(result) == ["Bob activates an ability of Blood Kitten"]
    assert "Blood Kitten isn't on the battlefield" in result.message


def test_605_3a_tapping_a_creature_for_mana_alone_is_no_answer() -> None:
    """A mana ability whose cost is {T} and whose effect is only mana changes nothing but a
    mana pool that empties (500.4): Bob's Mana Kitten gives him no answer."""
    start = kitten_board("Mana Kitten")
    assert answers(start, "A") == ()
    assert not may_answer(start, "A")
    assert verify(start, TREASON_ON_THE_KITTEN, win_this_turn()).verified


def test_116_2g_putting_the_companion_into_hand_is_an_answer_in_the_opponents_main_phase(
    compiled_from: Any,
) -> None:
    use_cards(compiled_from, "Zirda, the Dawnwaker")
    start = board(
        {"id": "A", "name": "Alice"},
        {
            "id": "B",
            "name": "Bob",
            "outside_game": ["Zirda, the Dawnwaker"],
            "companion": "Zirda, the Dawnwaker",
            "battlefield": [{"id": f"p{n}", "card": "Plains"} for n in (1, 2, 3)],
        },
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )
    found = answers(start, "A")
    assert [a.action for a in found] == [{"type": "companion", "player": "B"}]
    assert found[0].label == (
        "Bob takes a special action: puts Zirda, the Dawnwaker, its companion, into its hand"
        " (tapping Plains, Plains, Plains)"
    )
    assert len(found[0].taps) == 3  # 116.2g: {3}


# --- a hidden hand is what the puzzle states ------------------------------------------------


def test_a_hand_stated_as_empty_has_no_answer_whatever_the_library_holds() -> None:
    """Bob has open mana and a Lightning Bolt on top of his library: the library is never
    searched for answers, and a hand the puzzle states as empty holds nothing."""
    start = giant_board(their_hand=[], their_lands=3)
    assert answers(start, "A") == ()
    assert verify(start, ATTACK_WITH_THE_GIANT, win_this_turn()).verified
    named = giant_board(their_hand=["Lightning Bolt"], their_lands=3)
    assert verify(named, ATTACK_WITH_THE_GIANT, win_this_turn()).status == Status.REFUTED


# --- the opponent's own turn ------------------------------------------------------------------


def lava_axe_board(life: int) -> GameState:
    """Alice at `life`, nothing to do; Bob with five Mountains and a Lava Axe in hand."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "life": life,
            "library": [{"id": f"l{n}", "card": "Island"} for n in range(3)],
        },
        {
            "id": "B",
            "name": "Bob",
            "hand": [{"id": "axe", "card": "Lava Axe"}],
            "battlefield": [{"id": f"b{n}", "card": "Mountain"} for n in range(5)],
            "library": [{"id": f"k{n}", "card": "Island"} for n in range(3)],
        },
    )


def test_307_1_the_opponent_casts_a_sorcery_in_its_own_main_phase() -> None:
    """Survive until your next turn: Bob's Lava Axe (5 damage to target player) waits for his
    own main phase (307.1, 505.1) and beats Alice at 5; at 6 she survives whatever he does."""
    refuted = verify(lava_axe_board(5), PASS_THE_TURN, survive_until_next_turn())
    assert refuted.status == Status.REFUTED
    assert answer_steps(refuted) == ["Bob casts Lava Axe targeting Alice"]
    cast = next(s for s in refuted.counter_line if s.action.get("type") == "cast")
    before = refuted.counter_line[: refuted.counter_line.index(cast)]
    advances = [s.action for s in before if s.action.get("type") == "advance"]
    # Passing first, the search meets the Axe in the last main phase it could be cast in.
    assert advances[-1]["to"] == "postcombat_main" and all(s.opponent for s in before[-5:])
    assert "Alice has lost" in refuted.message or "A has lost" in refuted.message
    assert verify(lava_axe_board(6), PASS_THE_TURN, survive_until_next_turn()).verified
