"""Generated scenarios for compiled cards: put the card on a standard board, cast it, activate
each of its abilities once, make its triggers fire, and answer every decision with the first
option. Used by the tests of engine.oracle (every automated card, and a seeded sample whose
effects are checked against what the text states)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any

from engine.cards.model import (
    ActivatedAbility,
    CardDef,
    Instruction,
    Mode,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from engine.core.errors import EngineError, IllegalAction
from engine.core.state import GameState, Params, Zone
from engine.game.play import Result, apply
from engine.mechanics.same_name import ANOTHER_NAMED_SELF
from engine.mechanics.turn_history import facts_for
from engine.rules.characteristics import chars
from engine.rules.modes import count_range, requirements
from engine.rules.targets import candidates
from engine.rules.triggers import condition
from engine.rules.variable_targets import trailing_up_to
from engine.testing.scenario import board

LIBRARY = [{"id": f"lib{i}", "card": "Grizzly Bears"} for i in range(6)]
OPPONENT_LIBRARY = [{"id": f"olib{i}", "card": "Grizzly Bears"} for i in range(6)]


FIRST_CHOICE = {"color": "white", "creature_type": "Bear"}  # Grizzly Bears are on the board


def standard_board(card: CardDef, where: str) -> GameState:
    """Player A (active, precombat main phase) holds or controls the card under test; each
    player has a creature, a land, cards in hand and a library."""
    spot: dict[str, Any] = {"id": "card", "card": card.name}
    if where == "battlefield":
        # Put onto the battlefield by the document, not by entering: what it would have chosen
        # as it entered (614.12a) is the first option the engine offers.
        chosen = {
            str(a.params.get("choice")): FIRST_CHOICE[str(a.params.get("choice"))]
            for a in card.abilities
            if isinstance(a, StaticAbility) and a.effect == "enters_choosing"
        }
        if chosen:
            spot["chosen"] = chosen
    a: dict[str, Any] = {
        "id": "A",
        "hand": [{"id": "a_hand", "card": "Grizzly Bears"}],
        "battlefield": [
            {"id": "a_bears", "card": "Grizzly Bears"},
            {"id": "a_forest", "card": "Forest"},
        ],
        "graveyard": [{"id": "a_grave", "card": "Grizzly Bears"}],
        "library": LIBRARY,
    }
    a[where] = [*a.get(where, []), spot]
    b = {
        "id": "B",
        "hand": [{"id": "b_hand", "card": "Grizzly Bears"}],
        "battlefield": [
            {"id": "b_bears", "card": "Grizzly Bears"},
            {"id": "b_mountain", "card": "Mountain"},
        ],
        "library": OPPONENT_LIBRARY,
    }
    return board(a, b)


@dataclass
class Exercise:
    """What a generated scenario did: each step's name and the states before and after."""

    steps: list[tuple[str, GameState, GameState]] = field(default_factory=list)
    # What each step stated and did: its instructions and the targets chosen for it.
    stated: list[tuple[str, tuple[Instruction, ...], tuple[str, ...]]] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def settle(state: GameState, action: dict[str, Any], limit: int = 40) -> Result:
    """Apply the action, answering each pending decision with its first option."""
    choices: list[str] = []
    result = apply(state, action, choices)
    while result.pending is not None and len(choices) < limit:
        choices.append(result.pending.options[0].id)
        result = apply(state, action, choices)
    if result.pending is not None:
        raise AssertionError(f"too many decisions for {action}")
    return result


def pick_targets(
    state: GameState, requirements: Sequence[str], controller: str, source: str = "card"
) -> list[str] | None:
    """The first legal candidate for each requirement, preferring the opponent's things and
    distinct targets (115.3); None when a requirement has no candidate."""
    chosen: list[str] = []
    last = trailing_up_to(tuple(requirements))
    for index, requirement in enumerate(requirements):
        obj = state.find_object(source)
        if obj is None:
            return None
        optional = last is not None and index == len(requirements) - 1
        requirement = last if optional and last is not None else requirement
        found = [c for c in candidates(state, requirement, obj, controller) if c not in chosen]
        if not found and optional:
            break  # "up to one target ..." after the others: none chosen (601.2c)
        if not found:
            return None
        theirs = [c for c in found if c in ("B", "b_bears", "b_mountain")]
        chosen.append((theirs or found)[0])
    return chosen


def pick_modes(
    state: GameState, modes: Sequence[Mode], choose: str
) -> tuple[tuple[int, ...], list[str] | None]:
    """The first set of modes, as few as the card allows (700.2), whose targets can all be
    picked, with those targets; no targets (None) when no set can be."""
    low, high = count_range(choose, modes)
    for size in range(max(low, 1), high + 1):
        for chosen in combinations(range(len(modes)), size):
            targets = pick_targets(state, requirements(modes, chosen), "A")
            if targets is not None:
                return chosen, targets
    return (), None


def resolve_all(state: GameState) -> GameState:
    for _ in range(10):
        if not state.zone(Zone.STACK) and not state.pending_triggers:
            return state
        state = settle(state, {"type": "resolve"}).state
    return state


def _holds(state: GameState, name: str) -> bool:
    """Does the card's intervening "if" hold for its controller on this board (603.4)?"""
    try:
        return condition(state, "A", name, None, "card")
    except EngineError:
        return False


def exercise(
    card: CardDef, check: Callable[[str, GameState, GameState], None] | None = None
) -> Exercise:
    """Cast the card (or put it onto the battlefield), then activate each ability once."""
    done = Exercise()
    spell = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
    if "Land" in card.types:
        state = standard_board(card, "battlefield")
    else:
        state = standard_board(card, "hand")
        # Raid, morbid, revolt (engine.mechanics.turn_history): this turn has already seen
        # what the card's conditions ask for, so the abilities they guard do what they state.
        asked = [getattr(a, "intervening_if", None) for a in card.abilities] + [
            a.params.get("condition") for a in card.abilities if isinstance(a, StaticAbility)
        ]
        state = replace(state, effects=state.effects + facts_for(asked, "A"))
        targets: list[str] | None = []
        modes: tuple[int, ...] = ()
        if spell is not None and spell.modes:
            modes, targets = pick_modes(state, spell.modes, spell.choose)
        elif spell is not None:
            targets = pick_targets(state, spell.targets, "A")
        elif card.enchant is not None:
            # An Aura spell targets what it can enchant (303.4a).
            targets = pick_targets(state, (card.enchant,), "A")
        if targets is None:
            done.skipped.append("cast: no legal target on the standard board")
            state = standard_board(card, "battlefield")
        else:
            before = state
            action = {"type": "cast", "object": "card", "targets": targets, "free": True}
            if modes:
                action["modes"] = list(modes)
            if card.kicker:
                action["kicked"] = True  # 702.33d: so its "if it was kicked" abilities apply
            try:
                cast = settle(state, action).state
                state = resolve_all(cast)
            except IllegalAction as error:
                done.skipped.append(f"cast: {error}")
                return done
            before = _after_costs(before, cast)
            done.steps.append(("cast", before, state))
            stated = spell.effects if spell is not None and not spell.modes else ()
            if spell is not None and spell.modes:
                stated = tuple(e for m in modes for e in spell.modes[m].effects)
            if spell is None:
                # A permanent's "When ~ enters" abilities without targets or choices resolve
                # in the same step (603.6a).
                stated = tuple(
                    e
                    for a in card.abilities
                    if isinstance(a, TriggeredAbility)
                    and a.trigger == "self_enters"
                    and not a.targets
                    and not a.optional
                    # the standard board has no other creature of the card's name (603.4)
                    and a.intervening_if != ANOTHER_NAMED_SELF
                    # an intervening "if" the board doesn't meet (delirium's card types in
                    # a graveyard, 603.4): the ability rightly does nothing
                    and (not a.intervening_if or _holds(state, a.intervening_if))
                    for e in a.effects
                )
            done.stated.append(("cast", stated, tuple(targets)))
    obj = state.find_object("card")
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return done
    for index, ability in enumerate(card.abilities):
        if not isinstance(ability, ActivatedAbility) or ability.zone is not Zone.BATTLEFIELD:
            continue
        current = state.find_object("card")
        if current is None or current.zone is not Zone.BATTLEFIELD:
            break
        chosen: tuple[int, ...] = ()
        if ability.modes:
            chosen, targets = pick_modes(state, ability.modes, ability.choose)
        else:
            targets = pick_targets(state, ability.targets, "A")
        if targets is None:
            done.skipped.append(f"ability {index}: no legal target")
            continue
        before = state
        action = {
            "type": "activate",
            "object": "card",
            "ability": index,
            "targets": targets,
            "free": True,
        }
        if chosen:
            action["modes"] = list(chosen)
        try:
            activated = settle(state, action).state
            state = resolve_all(activated)
        except IllegalAction as error:
            done.skipped.append(f"ability {index}: {error}")
            continue
        before = _after_costs(before, activated)
        done.steps.append((f"ability {index}", before, state))
        effects = tuple(e for m in chosen for e in ability.modes[m].effects) or ability.effects
        done.stated.append((f"ability {index}", effects, tuple(targets)))
    return done


def _after_costs(before: GameState, put_on_stack: GameState) -> GameState:
    """What a step's effect is checked against: the state once its costs are paid and it's on
    the stack (a sacrificed Bat or a removed +1/+1 counter is the cost, not the effect), or the
    state before it when it didn't use the stack (a mana ability, 605.3b)."""
    if len(put_on_stack.zone(Zone.STACK)) > len(before.zone(Zone.STACK)):
        return put_on_stack
    return before


def has_trigger(card: CardDef, kind: str) -> bool:
    return any(isinstance(a, TriggeredAbility) and a.trigger == kind for a in card.abilities)


# --- what the text states, checked on the state after a step ------------------------------------


def expected_change(
    effect: Instruction, targets: Sequence[str]
) -> Callable[[GameState, GameState], bool] | None:
    """A check of what one instruction states, for a step that did only it (None: no check for
    this kind). `targets` are the ids the step chose."""
    p = effect.params

    def target(ref: Any) -> str | None:
        if isinstance(ref, int) and ref < len(targets):
            return targets[ref]
        return {"you": "A", "each_opponent": "B"}.get(ref) if isinstance(ref, str) else None

    amount = p.get("amount", p.get("count", 1))
    if not isinstance(amount, int):
        return None
    kind = effect.kind
    if kind in ("gain_life", "lose_life"):
        who = target(p.get("player", "you"))
        sign = 1 if kind == "gain_life" else -1
        if who is None:
            return None
        gainer: str = who
        return lambda before, after: (
            after.player(gainer).life == before.player(gainer).life + sign * amount
        )
    if kind == "deal_damage":
        who = target(p.get("to", 0))
        if who is None or who not in ("A", "B"):
            return None
        hit: str = who
        return lambda before, after: after.player(hit).life == before.player(hit).life - amount
    if kind == "draw" and p.get("player", "you") == "you":
        # 121.4: a player can't draw from an empty library (and loses later, 704.5b). The step
        # may also fire the card's own triggers, which may draw too ("{U}, Sacrifice ~: Draw a
        # card." and "When ~ is put into a graveyard from the battlefield, draw a card.").
        return lambda before, after: (
            len(after.zone(Zone.LIBRARY, "A"))
            <= max(0, len(before.zone(Zone.LIBRARY, "A")) - amount)
        )
    if kind == "mill":
        who = target(p.get("player", "you"))
        if who is None:
            return None
        return lambda before, after: (
            len(after.zone(Zone.GRAVEYARD, who))
            >= len(before.zone(Zone.GRAVEYARD, who))
            + min(amount, len(before.zone(Zone.LIBRARY, who)))
        )
    if kind in ("destroy", "exile", "return_to_hand"):
        what = target(p.get("to", 0))
        if what is None or what in ("A", "B"):
            return None
        zone = {"destroy": Zone.GRAVEYARD, "exile": Zone.EXILE, "return_to_hand": Zone.HAND}[kind]
        moved: str = what
        return lambda before, after: after.object(moved).zone is zone
    if kind == "create_tokens":
        if int(p["token"].get("toughness") or 0) <= 0:
            return None  # a 0/0 token is put into the graveyard at once (704.5f)
        return lambda before, after: (
            sum(o.token for o in after.battlefield)
            == sum(o.token for o in before.battlefield) + amount
        )
    if kind in ("modify_pt", "grant_keywords", "put_counters"):
        ref = p.get("to", 0)
        what = "card" if ref == "self" else target(ref)
        if what is None or what in ("A", "B"):
            return None
        return _object_check(effect, what)
    if kind in ("tap", "untap"):
        what = target(p.get("to", 0))
        if what is None:
            return None
        return lambda before, after: after.object(what).tapped is (kind == "tap")
    if kind == "add_mana" and set(p) <= {"mana", "choose_from"} and len(p) == 1:
        return _mana_added(p)
    if kind == "becomes_artifact_creature":  # crew (702.122a)
        return lambda before, after: chars(after, after.object("card")).is_type("Creature")
    if kind == "fight":
        one, other = (
            "card" if ref == "self" else target(ref) for ref in (p.get("to", 0), p.get("with", 1))
        )
        if one is None or other is None or one == other or {one, other} & {"A", "B"}:
            return None
        return _fought(one, other)
    return None


def _mana_added(p: Params) -> Callable[[GameState, GameState], bool]:
    """106.4: the mana is in its controller's pool after the step (a fixed amount of each type,
    or one mana of a type chosen from several). The standard board's pools start empty, and the
    state "before" a mana ability may already hold its mana (a trigger of its cost, such as a
    sacrifice, put something on the stack after it resolved: `_after_costs`)."""

    def pool(state: GameState) -> dict[str, int]:
        return {str(k): int(v) for k, v in state.player("A").mana_pool.items()}

    fixed = p.get("mana")
    if fixed is not None:
        wanted = {str(k): int(v) for k, v in fixed.items()}
        return lambda before, after: all(pool(after).get(k, 0) >= n for k, n in wanted.items())
    return lambda before, after: sum(pool(after).values()) >= 1


def _fought(one: str, other: str) -> Callable[[GameState, GameState], bool]:
    """701.14a: each creature still there has been dealt damage equal to the other's power."""

    def dealt(before: GameState, after: GameState, to: str, by: str) -> bool:
        now = after.find_object(to)
        if now is None or now.zone is not Zone.BATTLEFIELD:
            return True  # it died of the damage (704.5g)
        power = max(0, chars(before, before.object(by)).power or 0)
        return now.damage == before.object(to).damage + power

    return lambda before, after: (
        dealt(before, after, one, other) and dealt(before, after, other, one)
    )


def _object_check(effect: Instruction, what: str) -> Callable[[GameState, GameState], bool] | None:
    """A pump, keyword grant or counters on one permanent, seen in its characteristics."""
    p = effect.params

    def alive(state: GameState) -> bool:
        found = state.find_object(what)
        return found is not None and found.zone is Zone.BATTLEFIELD

    if effect.kind == "modify_pt":
        power = p.get("power", 0)
        if not isinstance(power, int):
            return None

        def pumped(before: GameState, after: GameState) -> bool:
            if not (alive(before) and alive(after)):
                return True  # it died of a -N/-N: the state-based action did the rest
            was = chars(before, before.object(what)).power or 0
            return (chars(after, after.object(what)).power or 0) == was + power

        return pumped
    if effect.kind == "grant_keywords":
        keywords = [str(k) for k in p.get("keywords", ())]
        return lambda before, after: (
            not alive(after) or all(chars(after, after.object(what)).has(k) for k in keywords)
        )
    kind, count = str(p.get("kind", "+1/+1")), p.get("count", 1)
    if not isinstance(count, int):
        return None
    return lambda before, after: (
        not alive(after)
        or after.object(what).counter(kind)
        >= (before.object(what).counter(kind) + count if alive(before) else count)
    )
