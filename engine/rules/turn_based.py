"""Turn-based actions of the beginning and ending phases (703.4): phasing and untapping (502),
drawing (504), discarding to hand size and the end of "until end of turn" (514), and what
happens as a turn begins (302.6, 500.4)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import BecameUntapped
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Zone
from engine.core.variants import variant
from engine.rules.characteristics import chars
from engine.rules.combat.declare import remove_from_combat
from engine.rules.combat.queries import attacking_players
from engine.rules.effect_kinds import EFFECT_KINDS
from engine.rules.effects.control import begin_player_control
from engine.rules.effects.counter_rules import stunned
from engine.rules.effects.player_abilities import NO_MAXIMUM_HAND_SIZE, player_has
from engine.rules.effects.untap import kept_tapped, used_up
from engine.rules.pipeline import Resolution, describe, name_of
from engine.rules.zones import discard, draw_cards

MAX_HAND_SIZE = 7  # 402.2


def active_team(state: GameState) -> tuple[str, ...]:
    """The active player, or with shared team turns every player of the active team (805.4)."""
    return attacking_players(state)


# --- a turn begins -----------------------------------------------------------------------------


def begin_turn(res: Resolution) -> None:
    """As a turn begins: the new active player's permanents have now been under their control
    continuously since their most recent turn began (302.6), and effects lasting "until your next
    turn" of that player end (500.4; 800.4m for players who have left the game)."""
    state = res.state
    team = active_team(state)
    names = " and ".join(name_of(state, p) for p in team)
    res.note(LogKind.TURN, f"turn {state.turn.number} begins: {names}'s turn", "500.1", "102.1")
    fresh = [
        o
        for o in state.objects
        if o.zone is Zone.BATTLEFIELD and o.controller in team and not o.controlled_since_turn_start
    ]
    if fresh:
        res.set_state(
            res.state.with_objects(
                replace(o, controlled_since_turn_start=True, arrived_since_last_upkeep=True)
                for o in fresh
            )
        )
        listed = ", ".join(name_of(state, o.id) for o in fresh)
        res.judge(
            LogKind.TURN,
            f"{listed} have now been controlled continuously since "
            f"{names}'s most recent turn began",
            "302.6",
            objects=tuple(o.id for o in fresh),
        )
    end_until_next_turn(res, team, "500.4")
    _forget_lands_played(res)
    begin_player_control(res)  # 723.1


# engine.actions.special.LANDS_PLAYED: the lands a player played this turn (305.2)
LANDS_PLAYED = "lands_played_this_turn"


# engine.rules.zones.CARDS_DRAWN: the cards a player drew this turn (121.1)
CARDS_DRAWN = "cards_drawn_this_turn"
# engine.rules.zones.SPELLS_CAST: the spells a player cast this turn (601.2i)
SPELLS_CAST = "spells_cast_this_turn"
THIS_TURNS_COUNTS = (LANDS_PLAYED, CARDS_DRAWN, SPELLS_CAST)
# What a person reads for each of this turn's counts (they are kept among a player's counters,
# but they are no counters, 122.1: a board's changes say them in these words).
THIS_TURNS_COUNT_WORDS = {
    LANDS_PLAYED: "lands played this turn",
    CARDS_DRAWN: "cards drawn this turn",
    SPELLS_CAST: "spells cast this turn",
}


def _forget_lands_played(res: Resolution) -> None:
    """305.2: a player may play one land during each of their turns; the count is this turn's.
    The same for the cards drawn and the spells cast this turn ("your second card / spell each
    turn")."""
    for player in res.state.players:
        if any(k in player.counters for k in THIS_TURNS_COUNTS):
            kept = Params({k: v for k, v in player.counters.items() if k not in THIS_TURNS_COUNTS})
            res.set_state(res.state.with_player(replace(player, counters=kept)))


def end_until_next_turn(res: Resolution, players: tuple[str, ...], rule: str) -> None:
    """Effects of `players` lasting "until your next turn" end as that turn begins (500.4); those
    lasting "until the end of your next turn" last until this turn's cleanup step from now on
    (514.2, 611.2a), or end now if the player left and the turn won't begin (800.4m)."""
    for effect in res.state.effects:
        if effect.duration is Duration.UNTIL_END_OF_YOUR_NEXT_TURN and effect.controller in players:
            if rule == "800.4m":
                _end_now(res, effect, "the end of", rule)
            else:
                this_turn = replace(effect, duration=Duration.END_OF_TURN)
                res.set_state(res.state.with_effect(this_turn))
            continue
        if effect.duration is Duration.UNTIL_YOUR_NEXT_TURN and effect.controller in players:
            _end_now(res, effect, "", rule)


def _end_now(res: Resolution, effect: Effect, until: str, rule: str) -> None:
    text = describe(res.state, effect)
    res.set_state(res.state.without_effect(effect.id))
    res.note(
        LogKind.TURN,
        f"an effect lasting until {until + ' ' if until else ''}"
        f"{name_of(res.state, effect.controller)}'s next turn ends: {text}",
        rule,
    )
    _ended(res, effect)


def _ended(res: Resolution, effect: Effect) -> None:
    """Whatever the kind does as it ends (a control-changing effect gives control back)."""
    kind = EFFECT_KINDS.get(effect.kind)
    if kind is not None:
        kind.ended(effect, res)


# --- untap step (502) --------------------------------------------------------------------------


def _attached_to(state: GameState, hosts: set[str]) -> set[str]:
    """Everything attached, directly or not, to `hosts` (702.26g)."""
    found: set[str] = set()
    frontier = set(hosts)
    while frontier:
        frontier = {o.id for o in state.objects if o.attached_to in frontier and o.id not in found}
        found |= frontier
    return found


def phasing(res: Resolution) -> None:
    """502.1, 702.26a: the active player's phased-in permanents with phasing phase out, and the
    permanents that phased out under their control phase in, all at once. What is attached
    phases out and in with its host (702.26g); something that phased out with its host doesn't
    phase in by itself."""
    state = res.state
    team = active_team(state)
    going_out = {
        o.id for o in state.battlefield if o.controller in team and chars(state, o).has("phasing")
    }
    going_out |= {i for i in _attached_to(state, going_out) if not state.object(i).phased_out}
    phased_out = {o.id for o in state.objects if o.zone is Zone.BATTLEFIELD and o.phased_out}
    coming_in = {
        i
        for i in phased_out
        if state.object(i).controller in team and state.object(i).attached_to not in phased_out
    }
    coming_in |= _attached_to(state, coming_in) & phased_out
    if not going_out and not coming_in:
        return
    for obj_id in sorted(going_out):
        remove_from_combat(res, obj_id, "it phased out", "702.26b")
    changed = [
        replace(res.state.object(i), phased_out=i in going_out) for i in going_out | coming_in
    ]
    res.set_state(res.state.with_objects(changed))
    if going_out:
        listed = ", ".join(name_of(res.state, i) for i in sorted(going_out))
        res.note(
            LogKind.TURN,
            f"{listed} phase out",
            "502.1",
            "702.26a",
            objects=tuple(sorted(going_out)),
        )
    if coming_in:
        listed = ", ".join(name_of(res.state, i) for i in sorted(coming_in))
        res.note(
            LogKind.TURN, f"{listed} phase in", "502.1", "702.26c", objects=tuple(sorted(coming_in))
        )


# 502.3: an ability of the permanent (its own, or given by an Aura: "enchanted creature
# doesn't untap during its controller's untap step") keeps it tapped.
DOESNT_UNTAP = "doesn't untap during its controller's untap step"
# 502.3: "You may choose not to untap ~ during your untap step." The active player determines
# which permanents untap: a permanent with this ability is one they may leave tapped.
MAY_NOT_UNTAP = "you may choose not to untap it during your untap step"


# 502.2: the second turn-based action of the untap step, after phasing and before untapping
# (the day/night check of 731.2, engine.mechanics.day_and_night).
UNTAP_STEP_CHECKS: list[Callable[[Resolution], None]] = []


def day_night_check(res: Resolution) -> None:
    """502.2: whatever checks the previous turn as the untap step's second part."""
    for check in UNTAP_STEP_CHECKS:
        check(res)


def untap(res: Resolution) -> None:
    """502.3: the active player untaps their permanents, all at once, except those an effect
    keeps tapped: its own ability or an Aura's ("doesn't untap during its controller's untap
    step", DOESNT_UNTAP), or an effect ("doesn't untap during its controller's next untap step":
    engine.rules.effects.untap), whose effect this untap step uses up."""
    team = active_team(res.state)
    tapped = [o for o in res.state.battlefield if o.controller in team and o.tapped]
    kept = [o for o in tapped if chars(res.state, o).has(DOESNT_UNTAP)]
    for obj in kept:
        res.note(
            LogKind.TURN,
            f"{name_of(res.state, obj.id)} doesn't untap during its controller's untap step",
            "502.3",
            objects=(obj.id,),
        )
    held = [o for o in tapped if o not in kept and kept_tapped(res.state, o) is not None]
    if held:
        res.note(
            LogKind.TURN,
            f"{', '.join(name_of(res.state, o.id) for o in held)} doesn't untap",
            "502.3",
            objects=tuple(o.id for o in held),
        )
    tapped = [o for o in tapped if o not in kept and o not in held]
    tapped = [o for o in tapped if not _left_tapped(res, o)]
    res.set_state(used_up(res.state, set(team)))
    # 122.1d: a permanent with a stun counter loses one instead of untapping
    tapped = [o for o in tapped if not stunned(res, res.state.object(o.id))]
    if not tapped:
        return
    res.set_state(res.state.with_objects(replace(o, tapped=False) for o in tapped))
    listed = ", ".join(name_of(res.state, o.id) for o in tapped)
    res.note(LogKind.TURN, f"{listed} untap", "502.3", objects=tuple(o.id for o in tapped))
    for obj in tapped:
        res.did(BecameUntapped(obj.id))  # inspired waits for the upkeep (502.4, 503.1a)


def _left_tapped(res: Resolution, obj: GameObject) -> bool:
    """502.3: the active player determines which permanents they control untap; one with
    "you may choose not to untap ~" asks its controller whether to leave it tapped."""
    if not chars(res.state, obj).has(MAY_NOT_UNTAP):
        return False
    name = name_of(res.state, obj.id)
    answer = res.choose(
        obj.controller,
        DecisionKind.MAY,
        f"{name_of(res.state, obj.controller)} may choose not to untap {name}",
        (Option("untap", "untap it"), Option("keep_tapped", "leave it tapped")),
        "502.3",
        context=("untap choice", obj.id),
    )
    if answer != "keep_tapped":
        return False
    res.note(
        LogKind.TURN,
        f"{name_of(res.state, obj.controller)} chooses not to untap {name}",
        "502.3",
        objects=(obj.id,),
    )
    return True


# --- draw step (504) ---------------------------------------------------------------------------


def draw(res: Resolution) -> None:
    """504.1: the active player draws a card (805.4b: each player of the active team)."""
    for player in active_team(res.state):
        res.judge(LogKind.TURN, f"{name_of(res.state, player)} draws for the turn", "504.1")
        draw_cards(res, player, 1)


def skips_first_draw(state: GameState) -> bool:
    """103.8: the first player (team) skips the draw step of the game's first turn, except in
    multiplayer games without shared team turns."""
    return state.turn.number == 1 and variant(state).first_turn_skips_draw(state)


# --- cleanup step (514) ------------------------------------------------------------------------


def discard_to_hand_size(res: Resolution) -> None:
    """514.1: the active player discards down to their maximum hand size, choosing the cards
    (701.9b); no question when the cards left to choose from are all the same card."""
    for player in active_team(res.state):
        hand = list(res.state.zone(Zone.HAND, player))
        excess = len(hand) - MAX_HAND_SIZE
        if excess <= 0:
            continue
        unlimited = player_has(res.state, player, NO_MAXIMUM_HAND_SIZE)
        if unlimited is not None:
            since = f" ({name_of(res.state, unlimited.source)})" if unlimited.source else ""
            res.note(
                LogKind.TURN,
                f"{name_of(res.state, player)} has {len(hand)} cards in hand and no maximum "
                f"hand size{since}: nothing is discarded",
                "514.1",
                "402.2",
            )
            continue
        res.note(
            LogKind.TURN,
            f"{name_of(res.state, player)} has {len(hand)} cards in hand and discards {excess} "
            f"(maximum hand size {MAX_HAND_SIZE})",
            "514.1",
            "402.2",
        )
        chosen: list[GameObject] = []
        for n in range(excess):
            pick = _pick_discard(res, player, hand, n, excess)
            hand.remove(pick)
            chosen.append(pick)
        for card in chosen:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)} discards {name_of(res.state, card.id)}",
                "701.9a",
                objects=(card.id,),
            )
            discard(res, player, card.id)


def _pick_discard(
    res: Resolution, player: str, hand: list[GameObject], n: int, excess: int
) -> GameObject:
    distinct = list({o.card: o for o in reversed(hand)}.values())[::-1]  # first card of each name
    if len(distinct) == 1:
        return hand[0]
    answer = res.choose(
        player,
        DecisionKind.CHOOSE_DISCARD,
        f"{name_of(res.state, player)} discards a card ({n + 1} of {excess})",
        tuple(Option(o.id, name_of(res.state, o.id)) for o in distinct),
        "514.1",
        context=("cleanup discard", player, tuple(o.id for o in hand)),
    )
    return next(o for o in hand if o.id == answer)


def end_of_turn_cleanup(res: Resolution) -> None:
    """514.2: at the same time, damage is removed from every permanent (phased-out ones too) and
    "until end of turn" and "this turn" effects end."""
    state = res.state
    damaged = [o for o in state.objects if o.zone is Zone.BATTLEFIELD and o.damage]
    ending = [e for e in state.effects if e.duration is Duration.END_OF_TURN]
    for obj in damaged:
        res.note(
            LogKind.TURN,
            f"the {obj.damage} damage marked on {name_of(state, obj.id)} is removed",
            "514.2",
            objects=(obj.id,),
        )
    for effect in ending:
        res.note(
            LogKind.TURN, f'an "until end of turn" effect ends: {describe(state, effect)}', "514.2"
        )
    state = state.with_objects(replace(o, damage=0) for o in damaged)
    for effect in ending:
        state = state.without_effect(effect.id)
    res.set_state(state)
    for effect in ending:
        _ended(res, effect)
