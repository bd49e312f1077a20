"""What a puzzle's opponent may do when it gets priority, for `verify`.

    for answer in answers(state, solver):   # every opponent's actions here, in a fixed order
        answer.player, answer.taps, answer.action, answer.label
    may_answer(state, solver)               # could an opponent ever act at priority?
    defences = Defences(solver)             # the same, remembered per state for one search

A player gets priority after the active player passes (117.3d): in `verify`, as the solver's
solution lets the top of the stack resolve (608.1) and in each step the solver's `advance` ends
(500.2). An *answer* is one action the opponent may take then:

- casting a spell: an instant or a spell with flash at any time, anything else only when sorcery
  timing allows (307.1: the opponent's own main phase with an empty stack);
- activating an ability that isn't a mana ability (602.2), with its timing restrictions;
- activating a mana ability that does more than add mana (605.3a: a player may activate one
  whenever they have priority): one whose cost sacrifices, discards, pays life, taps other
  creatures... (Tinder Farm's "{T}, Sacrifice: Add {R}{W}", a Treasure) or whose effect does
  something else as well (a painland's damage). Sacrificing the target of the solver's spell
  in response makes it fizzle (608.2b);
- a special action (116.2): playing a land, turning a face-down permanent face up, suspending,
  foretelling or plotting a card, putting its companion into its hand,

each with each legal choice of mode, targets and X (`engine.puzzle.lines.with_choices`), its mana
paid by the first tapping plan of `engine.puzzle.autopay` (mana abilities activated while
paying, 601.2g, 605.3a). A mana ability whose whole cost is {T} and {mana} and whose only effect
is adding mana is no answer on its own: its mana matters only as it pays for one (and empties as
the step ends, 500.4), and tapping its own source for nothing only takes options away from the
opponent.

Known information only: the opponent's cards are those the puzzle's board states. A hidden hand
holds the cards the puzzle names there, or nothing; its library is never searched for answers.

Answers that come to the same are merged: casting one of two identical cards from the same zone
(a second Lightning Bolt in hand answers as the first does). Not enumerated: other tapping plans
than the first, mana sources whose mana ability costs more than {T}, and holding priority to put
several answers on the stack at once (each answer resolves before the opponent's next).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from typing import Any

from engine.cards.model import ActivatedAbility
from engine.cards.registry import card_def
from engine.core.state import GameObject, GameState, Zone
from engine.game.legal import available_actions
from engine.mechanics.foretell import FORETELL_PAYMENT
from engine.mechanics.morph import morph_cost
from engine.mechanics.plot import plot_cost
from engine.mechanics.suspend import suspend_of
from engine.puzzle.autopay import ManaCost, Source, TapPlan, cost_plan, mana_cost_of, mana_sources
from engine.puzzle.deadline import on_time
from engine.puzzle.lines import with_choices
from engine.puzzle.words import action_details
from engine.rules.characteristics import chars
from engine.rules.names import name_of
from engine.vocabulary.costs import Cost

Tapping = tuple[dict[str, Any], tuple[str, ...]]  # a mana ability's action and its choices


def _morph(state: GameState, obj: GameObject) -> str | None:
    return morph_cost(card_def(state, obj.card))  # 702.37e


def _suspend(state: GameState, obj: GameObject) -> str | None:
    found = suspend_of(card_def(state, obj.card))  # 702.62a
    return found[1] if found is not None else None


def _plot(state: GameState, obj: GameObject) -> str | None:
    return plot_cost(card_def(state, obj.card))  # 702.170a


def _foretell(state: GameState, obj: GameObject) -> str | None:
    return FORETELL_PAYMENT  # 702.143a


def _no_cost(state: GameState, obj: GameObject) -> str | None:
    return None  # 305.1: playing a land costs nothing


COMPANION_COST = "{3}"  # 116.2g, 702.139a

# The special actions an answer may be (116.2), each with the mana it costs; the companion's
# (COMPANION_COST) names a player, not an object.
SPECIAL_ACTION_COSTS: dict[str, Callable[[GameState, GameObject], str | None]] = {
    "play_land": _no_cost,
    "turn_face_up": _morph,
    "suspend": _suspend,
    "plot": _plot,
    "foretell": _foretell,
}
SPECIAL_ACTIONS = (*SPECIAL_ACTION_COSTS, "companion")
STACK_ACTIONS = ("cast", "activate")


@dataclass(frozen=True)
class Answer:
    """One action an opponent may take at priority, after the mana abilities that pay for it."""

    player: str
    action: dict[str, Any]
    taps: tuple[Tapping, ...]
    label: str


def answers(state: GameState, solver: str) -> tuple[Answer, ...]:
    """Every answer of each opponent of `solver` still in the game, in the engine's option
    order (see the module); none once the game is over."""
    if state.game_over:
        return ()
    opponents = _opponents(state, solver)
    sources: dict[str, list[Source]] = {}
    found: dict[Hashable, Answer] = {}
    for option in available_actions(state):
        kind = option.action.get("type")
        player = option.player
        if player not in opponents or not option.legal:
            continue
        if kind not in STACK_ACTIONS and kind not in SPECIAL_ACTIONS:
            continue
        if option.extras.get("mana_ability") and not does_more_than_add_mana(state, option.action):
            continue
        if player not in sources:
            sources[player] = mana_sources(state, player)
        has_x = bool(option.extras.get("x"))
        for action in _choices(state, option.action, option.needs_targets, sources[player], has_x):
            on_time()  # a search's limit (`engine.puzzle.deadline`)
            answer = _answer(state, player, action, sources[player])
            if answer is not None:
                found.setdefault(equivalence_key(state, action), answer)
    return tuple(found.values())


def may_answer(state: GameState, solver: str) -> bool:
    """Whether an opponent has anything it might do at priority in some step: a card it could
    cast or a special action it could take (now or later: sorcery timing, an untapped land
    to come), or an ability that isn't a mana ability. `verify` gives such an opponent priority
    in every step an advance passes through."""
    if state.game_over:
        return False
    opponents = _opponents(state, solver)
    kinds = (*STACK_ACTIONS, *SPECIAL_ACTIONS)
    return any(
        option.player in opponents
        and option.action.get("type") in kinds
        and (not option.extras.get("mana_ability") or does_more_than_add_mana(state, option.action))
        for option in available_actions(state)
    )


def does_more_than_add_mana(state: GameState, action: dict[str, Any]) -> bool:
    """Whether activating this mana ability changes more than its source's tapped status and the
    mana pool: a cost beyond {T} and mana (a sacrifice, a discard, life, another creature
    tapped...) or an effect beside adding mana (605.1a: it is a mana ability all the same)."""
    ability = _ability(state, action)
    if ability is None:
        return False
    plain_cost = replace(ability.cost, mana="", tap=False) == Cost()
    only_mana = not ability.modes and all(e.kind == "add_mana" for e in ability.effects)
    return not (plain_cost and only_mana)


def _ability(state: GameState, action: dict[str, Any]) -> ActivatedAbility | None:
    obj = state.find_object(str(action.get("object", "")))
    if obj is None:
        return None
    abilities = chars(state, obj).abilities
    index = int(action.get("ability", 0) or 0)
    ability = abilities[index] if 0 <= index < len(abilities) else None
    return ability if isinstance(ability, ActivatedAbility) else None


class Defences:
    """`answers` and `may_answer` for one search, remembered per state (a search meets the
    same position on many lines; the card data can't change during one)."""

    def __init__(self, solver: str) -> None:
        self.solver = solver
        self._answers: dict[GameState, tuple[Answer, ...]] = {}
        self._may: dict[GameState, bool] = {}

    def answers(self, state: GameState) -> tuple[Answer, ...]:
        if state not in self._answers:
            self._answers[state] = answers(state, self.solver)
        return self._answers[state]

    def may_answer(self, state: GameState) -> bool:
        if state not in self._may:
            self._may[state] = may_answer(state, self.solver)
        return self._may[state]


def _opponents(state: GameState, solver: str) -> set[str]:
    return {p.id for p in state.players if p.id != solver and not p.lost}


def _choices(
    state: GameState,
    action: dict[str, Any],
    needs: tuple[str, ...],
    sources: list[Source],
    has_x: bool,
) -> list[dict[str, Any]]:
    if action.get("type") in STACK_ACTIONS:
        return list(with_choices(state, action, needs, sources, has_x))
    return [dict(action)]


def _answer(
    state: GameState, player: str, action: dict[str, Any], sources: list[Source]
) -> Answer | None:
    """The answer with the mana abilities that pay for it; None when nothing pays for it."""
    kind = str(action.get("type"))
    ability = _ability(state, action) if kind == "activate" else None
    if ability is not None and ability.mana_ability:
        # `mana_cost_of` leaves mana abilities out (autopay taps them); this one is the answer
        cost = ManaCost(player, ability.cost.mana, 0) if ability.cost.mana else None
    elif kind in STACK_ACTIONS:
        cost = mana_cost_of(state, action)
    elif kind == "companion":
        cost = ManaCost(player, COMPANION_COST, 0)
    else:
        special = SPECIAL_ACTION_COSTS[kind](state, state.object(str(action["object"])))
        cost = ManaCost(player, special, 0) if special else None
    plan = cost_plan(state, cost, sources) if cost is not None else TapPlan((), "")
    if plan is None:
        return None  # 601.2h: the cost can't be paid from its untapped sources
    taps = tuple(
        ({k: v for k, v in t.step().items() if k != "choices"}, (t.choice,) if t.choice else ())
        for t in plan.taps
    )
    tapped = ", ".join(state.object(t.object).card for t in plan.taps)
    label = describe_answer(state, player, action) + (f" (tapping {tapped})" if tapped else "")
    return Answer(player, action, taps, label)


def describe_answer(state: GameState, player: str, action: dict[str, Any]) -> str:
    """The answer in words, by names ("Bob casts Lightning Bolt targeting Hill Giant")."""
    who = name_of(state, player)
    what = name_of(state, str(action.get("object", "")))
    kind = action.get("type")
    if kind == "cast":  # the card's name: a card in a hand needs no "(Bob's, in hand)"
        obj = state.find_object(str(action.get("object", "")))
        text = f"{who} casts {obj.card if obj is not None else what}"
    elif kind == "activate":
        text = f"{who} activates an ability of {what}"
    elif kind == "companion":
        companion = state.player(str(action.get("player", player))).companion
        text = f"{who} takes a special action: puts {companion}, its companion, into its hand"
    else:
        text = f"{who} takes a special action: {str(kind).replace('_', ' ')} {what}"
    return text + action_details(state, action)


def equivalence_key(state: GameState, action: dict[str, Any]) -> Hashable:
    """Two answers are the same when they differ only in which of two identical cards outside
    the battlefield they use (a permanent may be named by effects, so it keeps its identity)."""
    obj = state.find_object(str(action.get("object", "")))
    rest = tuple(sorted((k, repr(v)) for k, v in action.items() if k != "object"))
    if obj is None or obj.zone is Zone.BATTLEFIELD:
        return (action.get("object"), rest)
    return (replace(obj, id="", timestamp=0), rest)
